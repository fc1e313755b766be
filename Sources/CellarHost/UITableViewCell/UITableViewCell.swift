import Foundation

extension Headless {
  /// A row's view in a ``UITableView``: UIKit's `UITableViewCell`, simulated headlessly.
  ///
  /// A cell is created by the table from a registered class or factory (see
  /// ``UITableView/register(_:forCellReuseIdentifier:)``) or by the data source
  /// directly, configured in ``UITableViewDataSource/tableView(_:cellForRowAt:)``,
  /// and recycled through its reuse identifier's pool. Subclass it to add
  /// content; override ``prepareForReuse()`` (calling `super`) to reset state,
  /// ``sizeThatFits(width:)`` for self-sizing and ``render(width:)`` for the
  /// table's text drawing.
  ///
  /// The table sets ``isSelected``, ``isHighlighted`` and ``isEditing`` to mirror
  /// its own state before ``UITableViewDelegate/tableView(_:willDisplay:forRowAt:)``.
  /// Setting them directly changes only the cell, never the table's selection,
  /// and the next display restores the table's state, as in UIKit.
  @MainActor
  open class UITableViewCell: UIView {
    /// The built-in layouts of a cell's labels.
    public enum CellStyle: Int, Sendable {
      /// One text label, no detail label.
      case `default` = 0
      /// A text label on the left and a detail label on the right of one line.
      case value1 = 1
      /// A detail label on the left and a text label on the right of one line.
      case value2 = 2
      /// A text label with a detail label on the line below.
      case subtitle = 3
    }

    /// The standard accessory shown at the trailing edge of a cell.
    public enum AccessoryType: Int, Sendable {
      /// No accessory.
      case none = 0
      /// A chevron, drawn `>`.
      case disclosureIndicator = 1
      /// An info button and a chevron, drawn `(i) >`; tapping the button calls
      /// ``UITableViewDelegate/tableView(_:accessoryButtonTappedForRowWith:)``.
      case detailDisclosureButton = 2
      /// A checkmark, drawn `✓`.
      case checkmark = 3
      /// An info button, drawn `(i)`.
      case detailButton = 4

      /// How the table's text rendering draws the accessory. (Declared here:
      /// an extension of a type nested in this class, bound while the
      /// compiler resolves the class's superclass, made it lose it.)
      var glyph: String? {
        switch self {
        case .none: nil
        case .disclosureIndicator: Headless.Glyph.disclosure
        case .detailDisclosureButton: Headless.Glyph.detail + " " + Headless.Glyph.disclosure
        case .checkmark: Headless.Glyph.checkmark
        case .detailButton: Headless.Glyph.detail
        }
      }
    }

    /// How a cell shows that it is selected.
    public enum SelectionStyle: Int, Sendable {
      /// No selection appearance.
      case none = 0
      /// Blue (the default appearance since iOS 7).
      case blue = 1
      /// Gray.
      case gray = 2
      /// The default appearance.
      case `default` = 3
    }

    /// The editing control of a row while the table is editing.
    public enum EditingStyle: Int, Sendable {
      /// No control.
      case none = 0
      /// A delete control, drawn `(-)`.
      case delete = 1
      /// An insert control, drawn `(+)`.
      case insert = 2
    }

    /// The identifier of the reuse pool this cell returns to, fixed at
    /// creation (a cell a registration made without one gets the registered
    /// identifier when the table view first hands it out, as in UIKit).
    ///
    /// Cells with a `nil` identifier are never pooled: they are discarded when
    /// they leave the screen.
    public internal(set) var reuseIdentifier: String?

    /// The layout of the cell's labels, fixed at creation.
    public let style: CellStyle

    /// The primary text's label; `nil` while the cell has a content
    /// configuration.
    ///
    /// As in UIKit, the labels and a content configuration are mutually
    /// exclusive: setting a non-`nil` ``contentConfiguration`` resets both
    /// labels to `nil`, and reading one after the configuration is set back
    /// to `nil` makes a new, empty label.
    open var textLabel: UILabel? {
      guard !isConfigured else { return nil }
      return contentView.label(in: &labels.text)
    }

    /// The secondary text's label; `nil` for the ``CellStyle/default``
    /// style, as in UIKit, and while the cell has a content configuration
    /// (see ``textLabel``).
    open var detailTextLabel: UILabel? {
      guard style != .default, !isConfigured else { return nil }
      return contentView.label(in: &labels.detail)
    }

    /// The labels made so far (reset by a content configuration).
    private var labels: (text: UILabel?, detail: UILabel?) = (nil, nil)

    /// Whether ``contentConfiguration`` is set: read by the label getters,
    /// which apps call for every row, without copying the configuration out
    /// of its existential.
    private var isConfigured = false

    /// The accessory shown at the trailing edge when ``accessoryView`` is
    /// `nil` and the cell is not editing.
    open var accessoryType: AccessoryType = .none

    /// A view shown at the trailing edge instead of ``accessoryType`` (a
    /// ``UISwitch``, say) when the cell is not editing.
    open var accessoryView: UIView?

    /// The accessory shown while the cell is editing, when
    /// ``editingAccessoryView`` is `nil`. As in UIKit, the editing accessory
    /// replaces ``accessoryType`` while editing.
    open var editingAccessoryType: AccessoryType = .none

    /// A view shown at the trailing edge while the cell is editing.
    open var editingAccessoryView: UIView?

    /// How the cell shows that it is selected. Not drawn by the host.
    open var selectionStyle: SelectionStyle = .default

    /// The level the content is indented by: the text rendering draws two
    /// spaces per level.
    open var indentationLevel = 0

    /// The width of one indentation level, in points.
    open var indentationWidth: CGFloat = 10

    /// The view holding the cell's content: the content configuration's
    /// view once one is set.
    open private(set) var contentView: UIView

    /// The cell's content configuration, UIKit's `contentConfiguration`.
    ///
    /// Setting one gives it to the current content view when that view
    /// supports it, or replaces the content view with the configuration's
    /// own; setting `nil` gives the cell an empty content view. A list
    /// configuration (``UIListContentConfiguration``) is drawn in place of
    /// ``textLabel`` and ``detailTextLabel``.
    open var contentConfiguration: (any UIContentConfiguration)? {
      didSet {
        isConfigured = contentConfiguration != nil
        if isConfigured { labels = (nil, nil) }
        let old = contentView
        contentView = Headless.contentView(showing: contentConfiguration, replacing: old)
        replaceSubview(old, with: contentView)
      }
    }

    /// A list content configuration with the default styling for a cell,
    /// and no content: set its text and assign it to
    /// ``contentConfiguration``. It stacks secondary text below the text; use
    /// ``UIListContentConfiguration/valueCell()`` for it beside the text.
    ///
    /// - Returns: ``UIListContentConfiguration/cell()``.
    public func defaultContentConfiguration() -> UIListContentConfiguration {
      .cell()
    }

    /// Whether the cell shows as selected. The table sets it to mirror its selection.
    open var isSelected: Bool = false

    /// Whether the cell shows as highlighted (touched). The table sets it during a tap.
    open var isHighlighted: Bool = false

    /// Whether the cell shows its editing controls. The table sets it to mirror
    /// ``UITableView/isEditing``.
    open var isEditing: Bool = false

    /// The editing control the table gave this row, read while it is editing.
    open internal(set) var editingStyle: EditingStyle = .none

    /// Whether the cell shows a reorder control. The table sets it while
    /// editing for rows that can move (and again at each display), so a
    /// value set in between lasts until then.
    open var showsReorderControl: Bool = false

    /// Creates a cell with a style and a reuse identifier, UIKit's designated
    /// initializer.
    ///
    /// Subclasses override it as in UIKit (`override init(style:reuseIdentifier:)`,
    /// with `required init?(coder:)` beside it), and the table still makes
    /// them from a registered class, through ``init(registeredWith:)``.
    ///
    /// - Parameters:
    ///   - style: The layout of the labels.
    ///   - reuseIdentifier: The pool the cell returns to, or `nil` for none.
    public init(style: CellStyle, reuseIdentifier: String?) {
      self.style = style
      self.reuseIdentifier = reuseIdentifier
      self.contentView = UIView()
      super.init(frame: .zero)
      addSubview(contentView)
    }

    /// Creates a cell with the ``CellStyle/default`` style and no reuse
    /// identifier, as UIKit's `init()`.
    public convenience init() {
      self.init(style: .default, reuseIdentifier: nil)
    }

    /// Creates a cell from an archive, UIKit's `init?(coder:)`.
    ///
    /// UIKit requires every subclass that declares its own designated
    /// initializers to provide it, and so does the host, so that one subclass
    /// compiles on both. The host has no storyboards or nibs to decode a cell
    /// from: this initializer always fails.
    ///
    /// - Parameter coder: The archive; never read.
    /// - Returns: `nil`.
    public required init?(coder: NSCoder) {
      return nil
    }

    /// Creates a cell for a registered class: the host's, not UIKit's, and
    /// never called by apps.
    ///
    /// UIKit makes a registered cell class with
    /// `init(style: .default, reuseIdentifier:)` through the Objective-C
    /// runtime; Swift can call an initializer through a metatype only if it
    /// is `required`, and a required `init(style:reuseIdentifier:)` would
    /// make UIKit's `override init(style:reuseIdentifier:)` a compile error.
    /// So the host calls this one, which calls
    /// `init(style: .default, reuseIdentifier:)`: dynamic dispatch reaches
    /// the subclass's override, which may pass another style to `super`.
    ///
    /// A subclass inherits it when it overrides every designated initializer
    /// (`init(style:reuseIdentifier:)` and `init?(coder:)`, as UIKit asks) or
    /// declares none.
    ///
    /// - Parameter reuseIdentifier: The registered identifier.
    public required convenience init(registeredWith reuseIdentifier: String) {
      self.init(style: .default, reuseIdentifier: reuseIdentifier)
    }

    /// Resets the cell before the table hands it out again from its pool.
    ///
    /// Called by the dequeue methods just before they return a recycled cell;
    /// never for a new cell, a cell without reuse identifier, or a cell
    /// updated by ``UITableView/reconfigureRows(at:)``. The default resets
    /// selection, highlight and editing state; overrides must call `super`.
    /// Content is reset by ``UITableViewDataSource/tableView(_:cellForRowAt:)``.
    open func prepareForReuse() {
      isSelected = false
      isHighlighted = false
      isEditing = false
    }

    /// Sets the selected state. The table calls this to mirror its selection.
    ///
    /// - Parameters:
    ///   - selected: The new state.
    ///   - animated: Ignored: the simulator does not animate.
    open func setSelected(_ selected: Bool, animated: Bool) {
      isSelected = selected
    }

    /// Sets the highlighted state. The table calls this during a tap.
    ///
    /// - Parameters:
    ///   - highlighted: The new state.
    ///   - animated: Ignored: the simulator does not animate.
    open func setHighlighted(_ highlighted: Bool, animated: Bool) {
      isHighlighted = highlighted
    }

    /// Sets the editing state. The table calls this to mirror ``UITableView/isEditing``.
    ///
    /// - Parameters:
    ///   - editing: The new state.
    ///   - animated: Ignored: the simulator does not animate.
    open func setEditing(_ editing: Bool, animated: Bool) {
      isEditing = editing
    }

    /// The height the cell needs at a width, used when the row height is
    /// ``UITableView/automaticDimension`` (self-sizing).
    ///
    /// The default gives 44 points for one line of text and 20 more for each
    /// further line, counting the text label's lines and, for the
    /// ``CellStyle/subtitle`` style, the detail label's lines.
    ///
    /// - Parameter width: The width the table lays the cell out at.
    /// - Returns: The height in points.
    /// - Complexity: O(*c*), where *c* is the length of the cell's text.
    open func sizeThatFits(width: CGFloat) -> CGFloat {
      if let configuration = contentConfiguration {
        return Headless.fittingHeight(
          lines: Headless.fittingLineCount(of: configuration, in: contentView))
      }
      let text = labels.text?.lineCount ?? 0
      let detail = labels.detail?.lineCount ?? 0
      let lineCount: Int
      switch style {
      case .default: lineCount = text
      case .subtitle: lineCount = text + detail
      case .value1, .value2: lineCount = text > 0 && detail > 0 ? text + detail - 1 : text + detail
      }
      return Headless.fittingHeight(lines: lineCount)
    }

    /// Draws the cell's content as lines of text, for ``UITableView/render()``.
    ///
    /// A cell with a list content configuration draws it as a list lays it
    /// out: the text at the leading edge, the accessory at the trailing
    /// edge, the secondary text before the accessory (``UIListContentConfiguration/valueCell()``)
    /// or on the lines below. Otherwise the default draws the text label's
    /// lines; the detail label follows on
    /// its own lines for the ``CellStyle/subtitle`` style, or after the text on
    /// the first line for ``CellStyle/value1`` (`text  detail`) and before it
    /// for ``CellStyle/value2``. The accessory follows on the first line
    /// (`>`, `(i) >`, `✓`, `(i)`). Lines longer than `width` are cut. The
    /// table adds selection and editing markers itself.
    ///
    /// - Parameter width: The number of columns available.
    /// - Returns: At least one line (empty for a cell without text).
    /// - Complexity: O(*c*), where *c* is the length of the cell's text.
    open func render(width: Int) -> [String] {
      let width = max(0, width)
      let indent = Headless.indentColumns(
        level: indentationLevel, width: indentationWidth, limit: width)
      if contentConfiguration != nil, !contentView.isHidden,
        let list = (contentView as? UIListContentView)?.list
      {
        return list.drawn(width: width, indent: indent, trailing: accessoryText)
      }
      var lines = contentLines()
      if lines.isEmpty { lines = [""] }
      if indent > 0 {
        lines = lines.map { String(repeating: " ", count: indent) + $0 }
      }
      lines = lines.map { String($0.prefix(width)) }
      if let accessory = accessoryText {
        // The accessory stays whole at the end of the first line; long text
        // is cut to make room for it.
        let room = max(0, width - accessory.count - 1)
        let text = lines[0].prefix(room)
        lines[0] = String((text.isEmpty ? accessory : text + " " + accessory).suffix(width))
      }
      return lines
    }

    /// How the accessory is drawn: the accessory view's drawing (nothing
    /// for a hidden view or a view the host cannot draw), else the
    /// accessory type's glyph; the editing ones while editing.
    var accessoryText: String? {
      let view = isEditing ? editingAccessoryView : accessoryView
      if let view { return view.isHidden ? nil : view.drawnText }
      return (isEditing ? editingAccessoryType : accessoryType).glyph
    }

    /// The text lines of the content configuration's view, or of the labels
    /// laid out per ``style`` (a hidden view or label draws nothing).
    private func contentLines() -> [String] {
      if contentConfiguration != nil {
        return contentView.isHidden ? [] : contentView.drawnText.map { [$0] } ?? []
      }
      let text = labels.text.map { $0.isHidden ? [] : $0.lines } ?? []
      let detail = labels.detail.map { $0.isHidden ? [] : $0.lines } ?? []
      switch style {
      case .default:
        return text
      case .subtitle:
        return text + detail
      case .value1, .value2:
        guard !detail.isEmpty else { return text }
        guard !text.isEmpty else { return detail }
        let first = style == .value1 ? text[0] + "  " + detail[0] : detail[0] + "  " + text[0]
        return [first] + text.dropFirst() + detail.dropFirst()
      }
    }
  }
}
