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
/// ``FlowLayoutDelegate`` on the layout).
///
/// It inherits ``ScrollViewDelegate``, as `UICollectionViewDelegate`
/// inherits `UIScrollViewDelegate`: the collection view's scrolls, drags
/// and status-bar taps call its scroll-view methods with the collection
/// view as the ``ScrollView``.
///
/// The highlight and selection methods are called only for the user's taps
/// (``CollectionView/tapItem(at:)``), never for programmatic selection, in
/// this order: `shouldHighlightItemAt`, `didHighlightItemAt`,
/// `shouldSelectItemAt` (or `shouldDeselectItemAt` for a selected item in
/// multiple-selection mode), `didUnhighlightItemAt`, `didDeselectItemAt`
/// for the items a single selection replaces, then `didSelectItemAt`.
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

  /// Whether the item may be highlighted by a touch. Default: `true`.
  ///
  /// Returning `false` ends the tap: no highlight and no selection calls.
  ///
  /// - Parameters:
  ///   - collectionView: The collection view.
  ///   - indexPath: The item touched.
  /// - Returns: `true` to highlight the item.
  func collectionView(_ collectionView: CollectionView, shouldHighlightItemAt indexPath: IndexPath)
    -> Bool

  /// The item was highlighted (its cell's ``CollectionViewCell/isHighlighted`` is `true`).
  ///
  /// - Parameters:
  ///   - collectionView: The collection view.
  ///   - indexPath: The item.
  func collectionView(_ collectionView: CollectionView, didHighlightItemAt indexPath: IndexPath)

  /// The item's highlight ended.
  ///
  /// - Parameters:
  ///   - collectionView: The collection view.
  ///   - indexPath: The item.
  func collectionView(_ collectionView: CollectionView, didUnhighlightItemAt indexPath: IndexPath)

  /// Whether the user may select the item. Default: `true`.
  ///
  /// Asked also for a tap on the selected item in single-selection mode;
  /// `false` keeps the selection as it is.
  ///
  /// - Parameters:
  ///   - collectionView: The collection view.
  ///   - indexPath: The item tapped.
  /// - Returns: `true` to select the item.
  func collectionView(_ collectionView: CollectionView, shouldSelectItemAt indexPath: IndexPath)
    -> Bool

  /// The user selected the item.
  ///
  /// - Parameters:
  ///   - collectionView: The collection view.
  ///   - indexPath: The item.
  func collectionView(_ collectionView: CollectionView, didSelectItemAt indexPath: IndexPath)

  /// Whether the user may deselect the selected item by tapping it in
  /// multiple-selection mode. Default: `true`.
  ///
  /// Not asked for the items a single selection replaces, as in UIKit.
  ///
  /// - Parameters:
  ///   - collectionView: The collection view.
  ///   - indexPath: The item tapped.
  /// - Returns: `true` to deselect the item.
  func collectionView(_ collectionView: CollectionView, shouldDeselectItemAt indexPath: IndexPath)
    -> Bool

  /// The user's tap deselected the item.
  ///
  /// - Parameters:
  ///   - collectionView: The collection view.
  ///   - indexPath: The item.
  func collectionView(_ collectionView: CollectionView, didDeselectItemAt indexPath: IndexPath)
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

  /// Returns `true`.
  public func collectionView(
    _ collectionView: CollectionView, shouldHighlightItemAt indexPath: IndexPath
  ) -> Bool { true }

  /// Does nothing.
  public func collectionView(
    _ collectionView: CollectionView, didHighlightItemAt indexPath: IndexPath
  ) {}

  /// Does nothing.
  public func collectionView(
    _ collectionView: CollectionView, didUnhighlightItemAt indexPath: IndexPath
  ) {}

  /// Returns `true`.
  public func collectionView(
    _ collectionView: CollectionView, shouldSelectItemAt indexPath: IndexPath
  ) -> Bool { true }

  /// Does nothing.
  public func collectionView(_ collectionView: CollectionView, didSelectItemAt indexPath: IndexPath)
  {}

  /// Returns `true`.
  public func collectionView(
    _ collectionView: CollectionView, shouldDeselectItemAt indexPath: IndexPath
  ) -> Bool { true }

  /// Does nothing.
  public func collectionView(
    _ collectionView: CollectionView, didDeselectItemAt indexPath: IndexPath
  ) {}
}
