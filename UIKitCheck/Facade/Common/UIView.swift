import Foundation

/// An object that manages the content for a rectangular area on the screen.
///
/// The facade's views have no screen: a view keeps its frame, its subviews
/// and a layout flag. `UITableView` and `UICollectionView` override the
/// layout methods to run their host view's layout pass.
///
/// UIKit: https://developer.apple.com/documentation/uikit/uiview
@MainActor
open class UIView: UIResponder {
  /// The frame rectangle, in the superview's coordinate system.
  ///
  /// UIKit: https://developer.apple.com/documentation/uikit/uiview/frame
  open var frame: CGRect

  /// The origin of the bounds (the size is the frame's).
  private var boundsOrigin: CGPoint = .zero

  /// Whether `layoutSubviews()` runs at the next `layoutIfNeeded()`.
  private var needsLayout = true

  /// The host view that carries this view in a host table or collection
  /// view (the facade's cell, header and footer carriers), held weakly:
  /// the carrier owns this view, not the other way round.
  weak var facadeCarrier: AnyObject?

  /// The values associated with this view through
  /// `objc_setAssociatedObject(_:_:_:_:)`, by key: the facade keeps them
  /// on its views (the only objects Cellar associates values with).
  var facadeAssociations: [UnsafeRawPointer: Any] = [:]

  /// Creates a view with a frame rectangle.
  ///
  /// UIKit: https://developer.apple.com/documentation/uikit/uiview/init(frame:)
  public init(frame: CGRect) {
    self.frame = frame
    super.init()
  }

  /// Creates a view from an archive; the facade has no archives, so this
  /// makes a view with a zero frame.
  ///
  /// UIKit: https://developer.apple.com/documentation/uikit/uiview/init(coder:)
  public required init?(coder: NSCoder) {
    self.frame = .zero
    super.init()
  }

  /// Creates a view with a zero frame.
  ///
  /// UIKit: https://developer.apple.com/documentation/objectivec/nsobject-swift.class/init()
  public override convenience init() {
    self.init(frame: .zero)
  }

  /// The bounds rectangle, in the view's own coordinate system.
  ///
  /// UIKit: https://developer.apple.com/documentation/uikit/uiview/bounds
  open var bounds: CGRect {
    get { CGRect(origin: boundsOrigin, size: frame.size) }
    set {
      boundsOrigin = newValue.origin
      frame.size = newValue.size
    }
  }

  /// The view's superview, or `nil`.
  ///
  /// UIKit: https://developer.apple.com/documentation/uikit/uiview/superview
  open private(set) weak var superview: UIView?

  /// The view's immediate subviews, back to front.
  ///
  /// UIKit: https://developer.apple.com/documentation/uikit/uiview/subviews
  open private(set) var subviews: [UIView] = []

  /// Whether the view is hidden.
  ///
  /// UIKit: https://developer.apple.com/documentation/uikit/uiview/ishidden
  open var isHidden = false

  /// An integer that identifies the view.
  ///
  /// UIKit: https://developer.apple.com/documentation/uikit/uiview/tag
  open var tag = 0

  /// Adds a view to the end of the subviews list, removing it from its
  /// previous superview first.
  ///
  /// UIKit: https://developer.apple.com/documentation/uikit/uiview/addsubview(_:)
  open func addSubview(_ view: UIView) {
    guard view !== self else { return }
    view.removeFromSuperview()
    subviews.append(view)
    view.superview = self
    setNeedsLayout()
  }

  /// Removes the view from its superview.
  ///
  /// UIKit: https://developer.apple.com/documentation/uikit/uiview/removefromsuperview()
  open func removeFromSuperview() {
    guard let superview else { return }
    superview.subviews.removeAll { $0 === self }
    self.superview = nil
  }

  /// Marks the layout as needing an update at the next `layoutIfNeeded()`.
  ///
  /// UIKit: https://developer.apple.com/documentation/uikit/uiview/setneedslayout()
  open func setNeedsLayout() {
    needsLayout = true
  }

  /// Lays out the view now if its layout is marked as needing an update,
  /// then its subviews.
  ///
  /// UIKit: https://developer.apple.com/documentation/uikit/uiview/layoutifneeded()
  open func layoutIfNeeded() {
    if needsLayout {
      needsLayout = false
      layoutSubviews()
    }
    for view in subviews { view.layoutIfNeeded() }
  }

  /// Lays out subviews; the default does nothing.
  ///
  /// UIKit: https://developer.apple.com/documentation/uikit/uiview/layoutsubviews()
  open func layoutSubviews() {}
}
