import CellarHost

/// An abstract base class for generating layout information for a
/// collection view.
///
/// UIKit: https://developer.apple.com/documentation/uikit/uicollectionviewlayout
///
/// The host has one layout, a flow layout: every facade layout owns a host
/// `Headless.UICollectionViewFlowLayout`, and a collection view lays out with the host
/// layout of its ``UICollectionView/collectionViewLayout``. Custom layout
/// subclasses (overriding `prepare()` and the attribute queries) are not
/// simulated.
@MainActor
open class UICollectionViewLayout: NSObject {
  /// The host layout this layout configures; shared with the collection
  /// view that uses it.
  var hostLayout = Headless.UICollectionViewFlowLayout()

  /// The host collection view currently using this layout, if any.
  weak var owner: UICollectionView?

  /// Creates a layout.
  ///
  /// UIKit: https://developer.apple.com/documentation/uikit/uicollectionviewlayout/init()
  public override init() {
    super.init()
  }

  /// Creates a layout from an archive.
  ///
  /// UIKit: https://developer.apple.com/documentation/uikit/uicollectionviewlayout/init(coder:)
  public required init?(coder: NSCoder) {
    super.init()
  }

  /// The collection view object currently using this layout object.
  ///
  /// UIKit: https://developer.apple.com/documentation/uikit/uicollectionviewlayout/collectionview
  open var collectionView: UICollectionView? { owner }

  /// Invalidates the current layout and triggers a layout update.
  ///
  /// UIKit: https://developer.apple.com/documentation/uikit/uicollectionviewlayout/invalidatelayout()
  open func invalidateLayout() {
    owner?.host.invalidateLayout()
  }

  /// The width and height of the collection view's contents, as of the
  /// last layout pass.
  ///
  /// UIKit: https://developer.apple.com/documentation/uikit/uicollectionviewlayout/collectionviewcontentsize
  open var collectionViewContentSize: CGSize { hostLayout.collectionViewContentSize }
}
