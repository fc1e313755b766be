import CellarHost

/// A view a collection view shows for an item or a supplementary element,
/// forwarding its reuse state to the host view that carries it.
///
/// UIKit: https://developer.apple.com/documentation/uikit/uicollectionreusableview
///
/// The host's reuse pools hold a private carrier (a host
/// `Headless.UICollectionReusableView`) that owns this view: the carrier's reuse
/// identifier is this view's ``reuseIdentifier``, and the host's
/// `prepareForReuse` reaches ``prepareForReuse()``.
@MainActor
open class UICollectionReusableView: UIView {
  /// The host view that carries this one in the host's pools (held weakly
  /// in `UIView.facadeCarrier`); `nil` for a view no collection view has
  /// handed out (which then has no reuse identifier, as in UIKit).
  var carrier: Headless.UICollectionReusableView? {
    facadeCarrier as? Headless.UICollectionReusableView
  }

  /// Creates a view with a frame.
  ///
  /// UIKit: https://developer.apple.com/documentation/uikit/uiview/init(frame:)
  public override init(frame: CGRect) {
    super.init(frame: frame)
  }

  /// Creates a view from an archive.
  ///
  /// UIKit: https://developer.apple.com/documentation/uikit/uiview/init(coder:)
  public required init?(coder: NSCoder) {
    super.init(coder: coder)
  }

  /// Creates a view of the receiver's dynamic type with `init(frame:)`:
  /// the facade's stand-in for UIKit's dynamic `initWithFrame:` when a
  /// registered class is instantiated. Not a UIKit API; do not call it.
  ///
  /// A convenience initializer is inherited by every subclass that
  /// overrides `init(frame:)` and `init?(coder:)` (or neither), so
  /// ordinary UIKit subclasses need not mention it. `@_spi(Facade)`, as
  /// the table cell's `init(registeredStyle:reuseIdentifier:)`, so that
  /// code built against the facade cannot call a member UIKit lacks.
  @_spi(Facade)
  public required convenience init(_facadeFrame frame: CGRect) {
    self.init(frame: frame)
  }

  /// The view's frame: while a collection view carries the view, the
  /// frame its layout gave it (UIKit applies the layout attributes to the
  /// view); otherwise the frame last set.
  ///
  /// UIKit: https://developer.apple.com/documentation/uikit/uiview/frame
  open override var frame: CGRect {
    get { carrier?.frame ?? super.frame }
    set { super.frame = newValue }
  }

  /// A string that identifies the purpose of the view: the identifier it
  /// was dequeued with, or `nil` for a view not obtained by a dequeue.
  ///
  /// UIKit: https://developer.apple.com/documentation/uikit/uicollectionreusableview/reuseidentifier
  open var reuseIdentifier: String? { carrier?.reuseIdentifier }

  /// Performs any clean up necessary to prepare the view for use again.
  /// The default implementation does nothing, as UIKit's.
  ///
  /// UIKit: https://developer.apple.com/documentation/uikit/uicollectionreusableview/prepareforreuse()
  open func prepareForReuse() {}

  /// The text the host draws for this view (`render()`): `nil` here;
  /// cells answer their list content configuration's text.
  var facadeText: String? { nil }
}
