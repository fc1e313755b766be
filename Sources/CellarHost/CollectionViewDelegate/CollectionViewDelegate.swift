import Foundation

/// The object a ``CollectionView`` tells about views entering and leaving
/// the screen: the display part of UIKit's `UICollectionViewDelegate`.
///
/// Every method is optional. For each item the order is `cellForItemAt`,
/// then ``collectionView(_:willDisplay:forItemAt:)``; when it leaves,
/// ``collectionView(_:didEndDisplaying:forItemAt:)``, then the pool.
/// Supplementary views follow the same order with their own methods.
///
/// Item sizes and section metrics come from the layout's
/// ``CollectionViewFlowLayout/delegate`` (UIKit reads
/// `UICollectionViewDelegateFlowLayout` from this delegate; here they are a
/// ``FlowLayoutDelegate`` on the layout). Selection and highlighting are
/// not simulated yet.
///
/// It inherits ``ScrollViewDelegate``, as `UICollectionViewDelegate`
/// inherits `UIScrollViewDelegate`: the collection view's scrolls, drags
/// and status-bar taps call its scroll-view methods with the collection
/// view as the ``ScrollView``.
@MainActor
public protocol CollectionViewDelegate: ScrollViewDelegate {
  /// An item's cell is about to be displayed.
  ///
  /// - Parameters:
  ///   - collectionView: The collection view.
  ///   - cell: The cell, configured and placed.
  ///   - indexPath: The item's index path.
  func collectionView(
    _ collectionView: CollectionView, willDisplay cell: CollectionViewCell,
    forItemAt indexPath: IndexPath)

  /// An item's cell left the screen; it goes to its pool next.
  ///
  /// - Parameters:
  ///   - collectionView: The collection view.
  ///   - cell: The cell.
  ///   - indexPath: The item's index path when it was displayed.
  func collectionView(
    _ collectionView: CollectionView, didEndDisplaying cell: CollectionViewCell,
    forItemAt indexPath: IndexPath)

  /// A supplementary view is about to be displayed.
  ///
  /// - Parameters:
  ///   - collectionView: The collection view.
  ///   - view: The view.
  ///   - elementKind: The element kind.
  ///   - indexPath: The element's index path.
  func collectionView(
    _ collectionView: CollectionView, willDisplaySupplementaryView view: CollectionReusableView,
    forElementKind elementKind: String, at indexPath: IndexPath)

  /// A supplementary view left the screen; it goes to its pool next.
  ///
  /// - Parameters:
  ///   - collectionView: The collection view.
  ///   - view: The view.
  ///   - elementKind: The element kind.
  ///   - indexPath: The element's index path when it was displayed.
  func collectionView(
    _ collectionView: CollectionView,
    didEndDisplayingSupplementaryView view: CollectionReusableView,
    forElementOfKind elementKind: String, at indexPath: IndexPath)
}

extension CollectionViewDelegate {
  /// Does nothing.
  public func collectionView(
    _ collectionView: CollectionView, willDisplay cell: CollectionViewCell,
    forItemAt indexPath: IndexPath
  ) {}

  /// Does nothing.
  public func collectionView(
    _ collectionView: CollectionView, didEndDisplaying cell: CollectionViewCell,
    forItemAt indexPath: IndexPath
  ) {}

  /// Does nothing.
  public func collectionView(
    _ collectionView: CollectionView, willDisplaySupplementaryView view: CollectionReusableView,
    forElementKind elementKind: String, at indexPath: IndexPath
  ) {}

  /// Does nothing.
  public func collectionView(
    _ collectionView: CollectionView,
    didEndDisplayingSupplementaryView view: CollectionReusableView,
    forElementOfKind elementKind: String, at indexPath: IndexPath
  ) {}
}
