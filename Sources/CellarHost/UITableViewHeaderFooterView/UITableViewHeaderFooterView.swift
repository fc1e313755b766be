import Foundation

extension Headless {
  /// A section header or footer view: UIKit's
  /// `UITableViewHeaderFooterView`, simulated headlessly.
  ///
  /// Views are registered and recycled like cells (see
  /// ``UITableView/register(_:forHeaderFooterViewReuseIdentifier:)`` and
  /// ``UITableView/dequeueReusableHeaderFooterView(withIdentifier:)``). When a
  /// section has a title but no view (see
  /// ``UITableViewDataSource/tableView(_:titleForHeaderInSection:)``), the table
  /// shows one of these itself, with the title in ``textLabel``.
  @MainActor
  open class UITableViewHeaderFooterView: UIView {
    /// The identifier of the reuse pool this view returns to, fixed at
    /// creation (a view a registration made without one gets the registered
    /// identifier when the table view first hands it out, as in UIKit).
    public internal(set) var reuseIdentifier: String?

    /// The view's text label; `nil` while the view has a content
    /// configuration.
    ///
    /// As in UIKit, the labels and a content configuration are mutually
    /// exclusive: setting a non-`nil` ``contentConfiguration`` resets both
    /// labels to `nil`, and reading one after the configuration is set back
    /// to `nil` makes a new, empty label.
    open var textLabel: UILabel? {
      guard contentConfiguration == nil else { return nil }
      return contentView.label(in: &labels.text)
    }

    /// Secondary text, drawn on the lines after ``textLabel``; `nil` while
    /// the view has a content configuration.
    open var detailTextLabel: UILabel? {
      guard contentConfiguration == nil else { return nil }
      return contentView.label(in: &labels.detail)
    }

    /// The labels made so far (reset by a content configuration).
    private var labels: (text: UILabel?, detail: UILabel?) = (nil, nil)

    /// The view holding the view's content: the content configuration's
    /// view once one is set.
    open private(set) var contentView = UIView()

    /// The view's content configuration, UIKit's `contentConfiguration`:
    /// given to the current content view when it supports it, else shown in
    /// the configuration's own view; drawn in place of ``textLabel`` and
    /// ``detailTextLabel``. `nil` gives the view an empty content view.
    open var contentConfiguration: (any UIContentConfiguration)? {
      didSet {
        if contentConfiguration != nil { labels = (nil, nil) }
        let old = contentView
        contentView = Headless.contentView(showing: contentConfiguration, replacing: old)
        replaceSubview(old, with: contentView)
      }
    }

    /// A list content configuration with the default styling for a header
    /// or footer, and no content: set its text and assign it to
    /// ``contentConfiguration``. (UIKit styles it for the table's style; the
    /// host draws every style alike.)
    ///
    /// - Returns: ``UIListContentConfiguration/plainHeader()``.
    public func defaultContentConfiguration() -> UIListContentConfiguration {
      .plainHeader()
    }

    /// Creates a view with a reuse identifier, UIKit's designated initializer.
    ///
    /// Subclasses override it as in UIKit (`override init(reuseIdentifier:)`,
    /// with `required init?(coder:)` beside it), and the table still makes
    /// them from a registered class, through ``init(registeredWith:)``.
    ///
    /// - Parameter reuseIdentifier: The pool the view returns to, or `nil` for none.
    public init(reuseIdentifier: String?) {
      self.reuseIdentifier = reuseIdentifier
      super.init(frame: .zero)
      addSubview(contentView)
    }

    /// Creates a view without a reuse identifier, as UIKit's `init()`.
    public convenience init() {
      self.init(reuseIdentifier: nil)
    }

    /// Creates a view from an archive, UIKit's `init?(coder:)`.
    ///
    /// UIKit requires every subclass that declares its own designated
    /// initializers to provide it, and so does the host, so that one subclass
    /// compiles on both. The host has no storyboards or nibs to decode a view
    /// from: this initializer always fails.
    ///
    /// - Parameter coder: The archive; never read.
    /// - Returns: `nil`.
    public required init?(coder: NSCoder) {
      return nil
    }

    /// Creates a view for a registered class: the host's, not UIKit's, and
    /// never called by apps.
    ///
    /// UIKit makes a registered class with `init(reuseIdentifier:)` through
    /// the Objective-C runtime; Swift can call an initializer through a
    /// metatype only if it is `required`, which would make UIKit's
    /// `override init(reuseIdentifier:)` a compile error. So the host calls
    /// this one, which calls `init(reuseIdentifier:)`: dynamic dispatch
    /// reaches the subclass's override.
    ///
    /// A subclass inherits it when it overrides every designated initializer
    /// (`init(reuseIdentifier:)` and `init?(coder:)`, as UIKit asks) or
    /// declares none.
    ///
    /// - Parameter reuseIdentifier: The registered identifier.
    public required convenience init(registeredWith reuseIdentifier: String) {
      self.init(reuseIdentifier: reuseIdentifier)
    }

    /// Resets the view just before the table hands it out again from its pool.
    ///
    /// Called by ``UITableView/dequeueReusableHeaderFooterView(withIdentifier:)``
    /// for recycled views only, never for new ones. The default does nothing;
    /// overrides must call `super`.
    open func prepareForReuse() {}

    /// The height the view needs at a width, used when the header or footer
    /// height is ``UITableView/automaticDimension``.
    ///
    /// The default gives 28 points for one line of text and 20 more for each
    /// further line, and 0 for a view without text.
    ///
    /// - Parameter width: The width the table lays the view out at.
    /// - Returns: The height in points.
    /// - Complexity: O(*c*), where *c* is the length of the view's text.
    open func sizeThatFits(width: CGFloat) -> CGFloat {
      let lineCount = contentLines(width: 0).count
      return lineCount == 0 ? 0 : 8 + 20 * CGFloat(lineCount)
    }

    /// Draws the view's content as lines of text, for ``UITableView/render()``.
    ///
    /// The default draws the text label's lines, then the detail label's,
    /// with the drawings of its visible controls (a section's disclosure)
    /// after the first line, cut to `width` columns; the table adds the
    /// header or footer marker.
    ///
    /// - Parameter width: The number of columns available.
    /// - Returns: The lines; empty for a view without text.
    /// - Complexity: O(*c*), where *c* is the length of the view's text.
    open func render(width: Int) -> [String] {
      var lines = contentLines(width: width)
      if let first = appendingControls(to: lines.first) {
        if lines.isEmpty { lines = [first] } else { lines[0] = first }
      }
      return lines.map { String($0.prefix(max(0, width))) }
    }

    private func contentLines(width: Int) -> [String] {
      if contentConfiguration != nil {
        return contentView.isHidden ? [] : Headless.contentLines(of: contentView, width: width)
      }
      return [labels.text, labels.detail].flatMap { $0.map { $0.isHidden ? [] : $0.lines } ?? [] }
    }
  }
}
