import Foundation

extension Headless {
  /// UIKit's `UIView`, reduced to what a table or collection view's content
  /// needs headlessly: a frame, a view tree, visibility and a tag.
  ///
  /// It is the base class of the host's cells, header and footer views,
  /// labels and controls, so code typed `UIView` (an accessory view, a
  /// content view, `viewWithTag(_:)`) compiles and runs on both platforms.
  /// Nothing is drawn in pixels: the table's text rendering
  /// (``UITableView/render()``) draws the host's own views (labels,
  /// ``UISwitch``, ``UIStepper``, list content views) as text, and a view of
  /// an app's own class as nothing.
  @MainActor
  open class UIView {
    /// The view's frame in its superview's coordinates. A new size marks
    /// the view's layout as needed (``setNeedsLayout()``), as in UIKit.
    open var frame: CGRect {
      didSet {
        guard frame.size != oldValue.size else { return }
        needsLayout = true
        if hasAutoresizingSubviews, autoresizesSubviews { resizeSubviews(from: oldValue.size) }
      }
    }

    /// How the view follows its superview's size, UIKit's
    /// `autoresizingMask`. Default: none (the view keeps its frame).
    open var autoresizingMask: AutoresizingMask = [] {
      didSet { if !autoresizingMask.isEmpty { parent?.hasAutoresizingSubviews = true } }
    }

    /// Whether a subview was given an ``autoresizingMask`` (it stays set):
    /// most views have none, and a new size of theirs skips the walk over
    /// their subviews (`scroll1M` resizes a million cells).
    private var hasAutoresizingSubviews = false

    /// Whether a new size resizes the subviews by their
    /// ``autoresizingMask``, UIKit's `autoresizesSubviews`. Default: `true`.
    open var autoresizesSubviews = true

    /// Whether ``layoutIfNeeded()`` calls ``layoutSubviews()``: set by
    /// ``setNeedsLayout()`` and by a change of size, cleared by the layout.
    private var needsLayout = true

    /// The view's own rectangle: an origin (default `(0, 0)`) and the
    /// frame's size. Setting its size grows or shrinks the frame about its
    /// centre, as UIKit's does.
    open var bounds: CGRect {
      get { CGRect(origin: boundsOrigin, size: frame.size) }
      set {
        boundsOrigin = newValue.origin
        let center = CGPoint(x: frame.midX, y: frame.midY)
        frame = CGRect(
          x: center.x - newValue.width / 2, y: center.y - newValue.height / 2,
          width: newValue.width, height: newValue.height)
      }
    }

    /// The origin of ``bounds``.
    private var boundsOrigin = CGPoint.zero

    /// Whether the view is hidden. A hidden accessory view is not drawn.
    open var isHidden = false

    /// The view's opacity, from 0 to 1.
    open var alpha: CGFloat = 1

    /// An integer that identifies the view to ``viewWithTag(_:)``.
    open var tag = 0

    /// Whether the view takes touches. A control whose view does not, or
    /// that is disabled, ignores a simulated tap.
    open var isUserInteractionEnabled = true

    /// The text VoiceOver reads for the view, UIKit's (`UIAccessibility`)
    /// `accessibilityLabel`; the host only keeps it, for tests to read.
    open var accessibilityLabel: String?

    /// What VoiceOver says the view is (a button, a header, selected...),
    /// UIKit's (`UIAccessibility`) `accessibilityTraits`. Default: none.
    /// The host only keeps it, for tests to read.
    open var accessibilityTraits: UIAccessibilityTraits = .none

    /// Whether VoiceOver reads the view as one element, UIKit's
    /// (`UIAccessibility`) `isAccessibilityElement`. Default: `false`, as
    /// for UIKit's plain views. The host only keeps it.
    open var isAccessibilityElement = false

    /// The view this view is a subview of, if any.
    open var superview: UIView? { parent }

    /// The view's subviews, back to front.
    open var subviews: [UIView] { children }

    /// The superview, held without a weak reference: a weak reference to a
    /// view gives it a side table, which makes every retain and release of
    /// it slower (cells, whose content views point back at them, are
    /// retained and released on every scroll step: `gridScroll1M` took
    /// 1.06x the time with `weak`). A view clears its subviews' pointers to
    /// it when it goes (see `deinit`), so the pointer never dangles.
    nonisolated(unsafe) private unowned(unsafe) var parent: UIView?

    /// The subviews, back to front.
    nonisolated(unsafe) private var children: [UIView] = []

    /// Values kept with the view for as long as it lives, by key: the
    /// Objective-C runtime's associated objects, which the UIKit check's
    /// stand-in for `objc_setAssociatedObject` keeps here (Linux has no
    /// Objective-C runtime).
    package var associatedObjects: [UnsafeRawPointer: Any] = [:]

    /// Creates a view with a frame, UIKit's designated initializer.
    ///
    /// - Parameter frame: The view's frame.
    public init(frame: CGRect) {
      self.frame = frame
    }

    /// Creates a view with a zero frame, as UIKit's `init()`.
    public convenience init() {
      self.init(frame: .zero)
    }

    /// Creates a view from an archive, UIKit's `init?(coder:)`.
    ///
    /// UIKit requires every subclass that declares its own designated
    /// initializers to provide it, and so does the host, so that one
    /// subclass compiles on both. The host has no storyboards or nibs to
    /// decode a view from: this initializer always fails.
    ///
    /// - Parameter coder: The archive; never read.
    /// - Returns: `nil`.
    public required init?(coder: NSCoder) {
      return nil
    }

    /// Adds a view at the front of the subviews, taking it from its
    /// previous superview (or moving it to the front of this one).
    ///
    /// A view cannot be added to itself or to one of its own subviews: UIKit
    /// raises `NSInvalidArgumentException` ("Can't add self as subview"), and
    /// so does the host.
    ///
    /// - Parameter view: The view to add.
    open func addSubview(_ view: UIView) {
      var ancestor: UIView? = self
      while let current = ancestor {
        if current === view {
          UIKitException.raise(
            UIKitException(name: .invalidArgument, reason: "Can't add self as subview"))
          return
        }
        ancestor = current.superview
      }
      view.removeFromSuperview()
      children.append(view)
      view.parent = self
      if !view.autoresizingMask.isEmpty { hasAutoresizingSubviews = true }
    }

    /// Moves a subview to the front of the subviews, UIKit's
    /// `bringSubviewToFront(_:)`; a view that is not a subview stays where
    /// it is.
    ///
    /// - Parameter view: The subview.
    open func bringSubviewToFront(_ view: UIView) {
      guard let index = children.firstIndex(where: { $0 === view }) else { return }
      children.append(children.remove(at: index))
    }

    /// Moves a subview to the back of the subviews, UIKit's
    /// `sendSubviewToBack(_:)`; a view that is not a subview stays where it
    /// is.
    ///
    /// - Parameter view: The subview.
    open func sendSubviewToBack(_ view: UIView) {
      guard let index = children.firstIndex(where: { $0 === view }) else { return }
      children.insert(children.remove(at: index), at: 0)
    }

    /// Removes the view from its superview, if it has one.
    open func removeFromSuperview() {
      guard let parent else { return }
      parent.children.removeAll { $0 === self }
      self.parent = nil
    }

    /// The view itself or the first subview, depth first, whose ``tag`` is
    /// `tag`.
    ///
    /// - Parameter tag: The tag to look for.
    /// - Returns: The view, or `nil` when none has the tag.
    open func viewWithTag(_ tag: Int) -> UIView? {
      if self.tag == tag { return self }
      for subview in subviews {
        if let found = subview.viewWithTag(tag) { return found }
      }
      return nil
    }

    /// Lays out the subviews, UIKit's `layoutSubviews()`: override it to
    /// place subviews from ``bounds``. Do not call it: ``layoutIfNeeded()``
    /// does when the layout is needed. The default does nothing (the host
    /// has no constraints or autoresizing).
    ///
    /// The host's table and collection views lay out each cell, header,
    /// footer and supplementary view they display (after setting its frame,
    /// before `willDisplay`), as UIKit does in its layout pass.
    open func layoutSubviews() {}

    /// Marks the layout as needed: the next ``layoutIfNeeded()`` calls
    /// ``layoutSubviews()``.
    open func setNeedsLayout() {
      needsLayout = true
    }

    /// Lays out the view now if its layout is needed (a new view, a new
    /// size, or ``setNeedsLayout()``), then its subviews likewise, UIKit's
    /// `layoutIfNeeded()`.
    open func layoutIfNeeded() {
      if needsLayout {
        needsLayout = false
        layoutSubviews()
      }
      for subview in subviews { subview.layoutIfNeeded() }
    }

    /// The size that best fits `size`. The default is the view's current
    /// size, as UIKit's.
    ///
    /// - Parameter size: The size available.
    /// - Returns: The size the view would take.
    open func sizeThatFits(_ size: CGSize) -> CGSize {
      frame.size
    }

    /// Resizes the view to ``sizeThatFits(_:)`` of its current size.
    open func sizeToFit() {
      frame.size = sizeThatFits(frame.size)
    }

    deinit {
      // Subviews that outlive this view (held elsewhere) no longer point at it.
      for child in children { child.parent = nil }
    }

    /// The label in `slot`, made and added as a subview the first time (the
    /// lazily made text labels of cells, headers and footers).
    func label(in slot: inout UILabel?) -> UILabel {
      if let label = slot { return label }
      let label = UILabel()
      addSubview(label)
      slot = label
      return label
    }

    /// Shows `new` in place of `old` among the subviews (the content view
    /// of a cell, header or footer that a configuration replaces).
    func replaceSubview(_ old: UIView, with new: UIView) {
      guard old !== new else { return }
      old.removeFromSuperview()
      addSubview(new)
    }

    /// How the table's text rendering draws this view as a cell's accessory
    /// or content: `nil` draws nothing. The host's own views override it.
    var drawnText: String? { nil }

    /// The frontmost visible, interaction-enabled control in this view and
    /// its subviews, depth first, front to back (this view itself first);
    /// what a tap on the view reaches.
    var frontmostControl: UIControl? {
      guard !isHidden, isUserInteractionEnabled else { return nil }
      if let control = self as? UIControl { return control.isEnabled ? control : nil }
      for subview in subviews.reversed() {
        if let control = subview.frontmostControl { return control }
      }
      return nil
    }

    /// The drawing of the first visible subview the host draws, searched
    /// depth first, front to back; stops at hidden views.
    var firstDrawnSubviewText: String? { firstDrawnSubviewText(skippingControls: false) }

    /// The drawing of the first visible subview the host draws, searched
    /// depth first, front to back; stops at hidden views, and skips
    /// controls when `skippingControls` (a header's text, drawn before its
    /// controls).
    func firstDrawnSubviewText(skippingControls: Bool) -> String? {
      for subview in subviews.reversed() where !subview.isHidden {
        if skippingControls, subview is UIControl { continue }
        if let text =
          subview.drawnText ?? subview.firstDrawnSubviewText(skippingControls: skippingControls)
        {
          return text
        }
      }
      return nil
    }

    /// The drawings of the visible controls among the direct subviews,
    /// back to front, two spaces apart; `nil` when none draws: what a
    /// header or footer shows after its text (a section's disclosure).
    var drawnControlsText: String? {
      let texts = subviews.compactMap {
        ($0 as? UIControl).flatMap { $0.isHidden ? nil : $0.drawnText }
      }
      return texts.isEmpty ? nil : texts.joined(separator: "  ")
    }

    /// `text` with the drawings of the visible controls among the direct
    /// subviews after it (``drawnControlsText``).
    func appendingControls(to text: String?) -> String? {
      guard let controls = drawnControlsText else { return text }
      guard let text, !text.isEmpty else { return controls }
      return text + "  " + controls
    }
  }
}

extension Headless.UIView {
  /// Runs changes without animation: UIKit's way of making them appear at
  /// once. A headless view animates nothing, so the changes are simply
  /// made, with ``areAnimationsEnabled`` `false` meanwhile.
  ///
  /// - Parameter actionsWithoutAnimation: The changes.
  public class func performWithoutAnimation(_ actionsWithoutAnimation: () -> Void) {
    let enabled = animationsEnabled
    animationsEnabled = false
    defer { animationsEnabled = enabled }
    actionsWithoutAnimation()
  }

  /// Whether changes animate: `false` inside
  /// ``performWithoutAnimation(_:)``.
  public class var areAnimationsEnabled: Bool { animationsEnabled }

  /// Whether changes animate now (main actor only).
  private static var animationsEnabled = true
}
