import CellarHost

/// A protocol that provides advance warning of the data requirements for a
/// collection view, allowing the triggering of asynchronous data load
/// operations.
///
/// UIKit: https://developer.apple.com/documentation/uikit/uicollectionviewdatasourceprefetching
@MainActor
public protocol UICollectionViewDataSourcePrefetching: NSObjectProtocol {
  /// Instructs your prefetch data source object to begin preparing data
  /// for the cells at the supplied index paths. Required in UIKit.
  ///
  /// UIKit: https://developer.apple.com/documentation/uikit/uicollectionviewdatasourceprefetching/collectionview(_:prefetchitemsat:)
  func collectionView(_ collectionView: UICollectionView, prefetchItemsAt indexPaths: [IndexPath])

  /// Cancels a previously triggered data prefetch request. Optional in
  /// UIKit (default: nothing).
  ///
  /// UIKit: https://developer.apple.com/documentation/uikit/uicollectionviewdatasourceprefetching/collectionview(_:cancelprefetchingforitemsat:)
  func collectionView(
    _ collectionView: UICollectionView, cancelPrefetchingForItemsAt indexPaths: [IndexPath])
}

extension UICollectionViewDataSourcePrefetching {
  /// Does nothing.
  ///
  /// UIKit: https://developer.apple.com/documentation/uikit/uicollectionviewdatasourceprefetching/collectionview(_:cancelprefetchingforitemsat:)
  public func collectionView(
    _ collectionView: UICollectionView, cancelPrefetchingForItemsAt indexPaths: [IndexPath]
  ) {}
}
