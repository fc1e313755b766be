import CellarHost

/// A layout object that manages the layout-related attributes for a given
/// item in a collection view.
///
/// UIKit: https://developer.apple.com/documentation/uikit/uicollectionviewlayoutattributes
///
/// The facade declares the members the backend reads, and the initializer
/// for a cell's attributes. UIKit's class also adopts `NSCopying` and
/// `UIDynamicItem` and has more members (`center`, `size`, `alpha`,
/// `zIndex`, ...); they are not declared.
@MainActor
open class UICollectionViewLayoutAttributes: NSObject {
  /// The frame rectangle of the item, in the collection view's
  /// coordinates.
  ///
  /// UIKit: https://developer.apple.com/documentation/uikit/uicollectionviewlayoutattributes/frame
  open var frame: CGRect = .zero

  /// The index path of the item in the collection view.
  ///
  /// UIKit: https://developer.apple.com/documentation/uikit/uicollectionviewlayoutattributes/indexpath
  open var indexPath = IndexPath(item: 0, section: 0)

  /// Creates an empty attributes object.
  public override init() {
    super.init()
  }

  /// Creates and returns a layout attributes object that represents a
  /// cell with the specified index path.
  ///
  /// UIKit: https://developer.apple.com/documentation/uikit/uicollectionviewlayoutattributes/init(forcellwith:)
  public convenience init(forCellWith indexPath: IndexPath) {
    self.init()
    self.indexPath = indexPath
  }

  /// The attributes of a host item: its index path and frame.
  convenience init(_ host: Headless.UICollectionViewLayoutAttributes) {
    self.init(forCellWith: host.indexPath)
    frame = host.frame
  }
}
