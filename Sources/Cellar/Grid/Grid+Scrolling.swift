import Foundation

extension Grid {
  /// An object that hears every collection-view delegate call the grid does
  /// not keep for itself, as IGListKit's `scrollViewDelegate` does; held
  /// weakly. The same on UIKit and on CellarHost.
  ///
  /// Set it instead of `collectionView.delegate`, which the grid needs for
  /// itself:
  ///
  /// - every method the grid does not implement goes to it untouched, as if
  ///   it were the collection view's delegate: highlighting,
  ///   `shouldSelectItemAt` and `shouldDeselectItemAt`, supplementary views'
  ///   display, `scrollViewWillEndDragging(_:withVelocity:targetContentOffset:)`,
  ///   `scrollViewShouldScrollToTop(_:)`, and on UIKit context menus, focus,
  ///   drag and drop and the rest of `UICollectionViewDelegate` (UIKit sees
  ///   a method as implemented exactly when this object implements it);
  /// - the notifications the grid handles reach it after the grid's own
  ///   handling: `willDisplay` and `didEndDisplaying` of cells, and
  ///   `didSelectItemAt` and `didDeselectItemAt` (after the item's action),
  ///   and the scroll events of ``CellarList/onScroll`` and its siblings (after those
  ///   closures);
  /// - what items and sections define is the grid's alone: the flow
  ///   layout's sizes, insets and spacings, and supplementary views.
  ///
  /// A notification that reaches it after the grid's handling runs as a grid
  /// callback: an update it asks for is queued and applied once the
  /// collection view's current event is over.
  ///
  /// Another table's or grid's view delegate (its coordinator) is not an
  /// app's delegate: setting one is ignored, and the property reads `nil`.
  public var delegate: (any UICollectionViewDelegate)? {
    get { coordinator.forwardingDelegate as? any UICollectionViewDelegate }
    set { coordinator.setForwardingDelegate(newValue, of: collectionView) }
  }
}
