import Foundation

extension Headless {
  /// An object told ahead of time which items will soon be displayed, so that
  /// it can load their data: UIKit's `UICollectionViewDataSourcePrefetching`.
  ///
  /// Set it as ``UICollectionView/prefetchDataSource`` (held weakly). UIKit
  /// documents only that the calls are ordered by priority and never name an
  /// item that is needed at once; the simulator's window is deterministic and
  /// the table's: after each layout pass that scrolled, the
  /// ``UICollectionView/prefetchDistance`` items beyond the viewport edge in
  /// the direction of travel (in index-path order across sections, forwards
  /// or backwards) are prefetched, nearest first, never a visible item;
  /// items that leave the window without being displayed (for example when
  /// the direction turns) are cancelled first, in one call, before the new
  /// ones are prefetched. A vertical layout's direction is its `y`, a
  /// horizontal one's its `x`.
  ///
  /// ``UICollectionView/reloadData()`` empties the window without cancel calls,
  /// as ``UITableView/reloadData()`` does. While ``Headless/UIScrollView/recordsEvents``
  /// is on, the calls are recorded as `prefetchItemsAt` and
  /// `cancelPrefetchingForItemsAt`.
  @MainActor
  public protocol UICollectionViewDataSourcePrefetching: AnyObject {
    /// Starts loading data for items likely to be displayed soon.
    ///
    /// - Parameters:
    ///   - collectionView: The collection view.
    ///   - indexPaths: The items, nearest to the viewport first.
    func collectionView(_ collectionView: UICollectionView, prefetchItemsAt indexPaths: [IndexPath])

    /// Cancels loading for items no longer likely to be displayed. Default:
    /// does nothing.
    ///
    /// - Parameters:
    ///   - collectionView: The collection view.
    ///   - indexPaths: The items, in the order they were prefetched.
    func collectionView(
      _ collectionView: UICollectionView, cancelPrefetchingForItemsAt indexPaths: [IndexPath])
  }
}

extension Headless.UICollectionViewDataSourcePrefetching {
  /// Does nothing.
  public func collectionView(
    _ collectionView: Headless.UICollectionView, cancelPrefetchingForItemsAt indexPaths: [IndexPath]
  ) {}
}
