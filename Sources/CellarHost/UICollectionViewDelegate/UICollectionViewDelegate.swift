import Foundation

extension Headless {
  /// The object a ``UICollectionView`` tells about views entering and leaving
  /// the screen: the display part of UIKit's `UICollectionViewDelegate`.
  ///
  /// Every method is optional. For each item the order is `cellForItemAt`,
  /// then ``collectionView(_:willDisplay:forItemAt:)``; when it leaves,
  /// ``collectionView(_:didEndDisplaying:forItemAt:)``, then the pool.
  /// Supplementary views follow the same order with their own methods.
  ///
  /// Item sizes and section metrics come from the layout's
  /// ``UICollectionViewFlowLayout/delegate`` (UIKit reads
  /// `UICollectionViewDelegateFlowLayout` from this delegate; here they are a
  /// ``FlowLayoutDelegate`` on the layout).
  ///
  /// It inherits ``UIScrollViewDelegate``, as `UICollectionViewDelegate`
  /// inherits `UIScrollViewDelegate`: the collection view's scrolls, drags
  /// and status-bar taps call its scroll-view methods with the collection
  /// view as the ``UIScrollView``.
  ///
  /// The highlight and selection methods are called only for the user's taps
  /// (``UICollectionView/tapItem(at:)``), never for programmatic selection, in
  /// this order: `shouldHighlightItemAt`, `didHighlightItemAt`,
  /// `shouldSelectItemAt` (or `shouldDeselectItemAt` for a selected item in
  /// multiple-selection mode), `didUnhighlightItemAt`, `didDeselectItemAt`
  /// for the items a single selection replaces, then `didSelectItemAt`.
  @MainActor
  public protocol UICollectionViewDelegate: UIScrollViewDelegate {
    /// An item's cell is about to be displayed.
    ///
    /// - Parameters:
    ///   - collectionView: The collection view.
    ///   - cell: The cell, configured and placed.
    ///   - indexPath: The item's index path.
    func collectionView(
      _ collectionView: UICollectionView, willDisplay cell: UICollectionViewCell,
      forItemAt indexPath: IndexPath)

    /// An item's cell left the screen; it goes to its pool next.
    ///
    /// - Parameters:
    ///   - collectionView: The collection view.
    ///   - cell: The cell.
    ///   - indexPath: The item's index path when it was displayed.
    func collectionView(
      _ collectionView: UICollectionView, didEndDisplaying cell: UICollectionViewCell,
      forItemAt indexPath: IndexPath)

    /// A supplementary view is about to be displayed.
    ///
    /// - Parameters:
    ///   - collectionView: The collection view.
    ///   - view: The view.
    ///   - elementKind: The element kind.
    ///   - indexPath: The element's index path.
    func collectionView(
      _ collectionView: UICollectionView,
      willDisplaySupplementaryView view: UICollectionReusableView,
      forElementKind elementKind: String, at indexPath: IndexPath)

    /// A supplementary view left the screen; it goes to its pool next.
    ///
    /// - Parameters:
    ///   - collectionView: The collection view.
    ///   - view: The view.
    ///   - elementKind: The element kind.
    ///   - indexPath: The element's index path when it was displayed.
    func collectionView(
      _ collectionView: UICollectionView,
      didEndDisplayingSupplementaryView view: UICollectionReusableView,
      forElementOfKind elementKind: String, at indexPath: IndexPath)

    /// Whether the item may be highlighted by a touch. Default: `true`.
    ///
    /// Returning `false` ends the tap: no highlight and no selection calls.
    ///
    /// - Parameters:
    ///   - collectionView: The collection view.
    ///   - indexPath: The item touched.
    /// - Returns: `true` to highlight the item.
    func collectionView(
      _ collectionView: UICollectionView, shouldHighlightItemAt indexPath: IndexPath
    )
      -> Bool

    /// The item was highlighted (its cell's ``UICollectionViewCell/isHighlighted`` is `true`).
    ///
    /// - Parameters:
    ///   - collectionView: The collection view.
    ///   - indexPath: The item.
    func collectionView(_ collectionView: UICollectionView, didHighlightItemAt indexPath: IndexPath)

    /// The item's highlight ended.
    ///
    /// - Parameters:
    ///   - collectionView: The collection view.
    ///   - indexPath: The item.
    func collectionView(
      _ collectionView: UICollectionView, didUnhighlightItemAt indexPath: IndexPath)

    /// Whether the user may select the item. Default: `true`.
    ///
    /// Asked also for a tap on the selected item in single-selection mode;
    /// `false` keeps the selection as it is.
    ///
    /// - Parameters:
    ///   - collectionView: The collection view.
    ///   - indexPath: The item tapped.
    /// - Returns: `true` to select the item.
    func collectionView(_ collectionView: UICollectionView, shouldSelectItemAt indexPath: IndexPath)
      -> Bool

    /// The user selected the item.
    ///
    /// - Parameters:
    ///   - collectionView: The collection view.
    ///   - indexPath: The item.
    func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath)

    /// Whether the user may deselect the selected item by tapping it in
    /// multiple-selection mode. Default: `true`.
    ///
    /// Not asked for the items a single selection replaces, as in UIKit.
    ///
    /// - Parameters:
    ///   - collectionView: The collection view.
    ///   - indexPath: The item tapped.
    /// - Returns: `true` to deselect the item.
    func collectionView(
      _ collectionView: UICollectionView, shouldDeselectItemAt indexPath: IndexPath
    )
      -> Bool

    /// The user's tap deselected the item.
    ///
    /// - Parameters:
    ///   - collectionView: The collection view.
    ///   - indexPath: The item.
    func collectionView(_ collectionView: UICollectionView, didDeselectItemAt indexPath: IndexPath)

    /// Where an item that the user moves goes: the proposed index path, or
    /// another. Asked by
    /// ``UICollectionView/updateInteractiveMovementTargetPosition(_:)``.
    /// Default: `proposedIndexPath`.
    ///
    /// - Parameters:
    ///   - collectionView: The collection view.
    ///   - originalIndexPath: Where the item was when the movement began.
    ///   - currentIndexPath: Where it is now in the movement.
    ///   - proposedIndexPath: Where the user's touch would put it.
    func collectionView(
      _ collectionView: UICollectionView,
      targetIndexPathForMoveOfItemFromOriginalIndexPath originalIndexPath: IndexPath,
      atCurrentIndexPath currentIndexPath: IndexPath,
      toProposedIndexPath proposedIndexPath: IndexPath
    ) -> IndexPath
  }
}

extension Headless.UICollectionViewDelegate {
  /// Does nothing.
  ///
  /// A ``Headless/DelegateForwarding`` delegate hands the call on instead.
  public func collectionView(
    _ collectionView: Headless.UICollectionView, willDisplay cell: Headless.UICollectionViewCell,
    forItemAt indexPath: IndexPath
  ) {
    _ = forwardedCollection {
      $0.collectionView(collectionView, willDisplay: cell, forItemAt: indexPath)
    }
  }

  /// Does nothing.
  ///
  /// A ``Headless/DelegateForwarding`` delegate hands the call on instead.
  public func collectionView(
    _ collectionView: Headless.UICollectionView,
    didEndDisplaying cell: Headless.UICollectionViewCell,
    forItemAt indexPath: IndexPath
  ) {
    _ = forwardedCollection {
      $0.collectionView(collectionView, didEndDisplaying: cell, forItemAt: indexPath)
    }
  }

  /// Does nothing.
  ///
  /// A ``Headless/DelegateForwarding`` delegate hands the call on instead.
  public func collectionView(
    _ collectionView: Headless.UICollectionView,
    willDisplaySupplementaryView view: Headless.UICollectionReusableView,
    forElementKind elementKind: String, at indexPath: IndexPath
  ) {
    _ = forwardedCollection {
      $0.collectionView(
        collectionView, willDisplaySupplementaryView: view, forElementKind: elementKind,
        at: indexPath)
    }
  }

  /// Does nothing.
  ///
  /// A ``Headless/DelegateForwarding`` delegate hands the call on instead.
  public func collectionView(
    _ collectionView: Headless.UICollectionView,
    didEndDisplayingSupplementaryView view: Headless.UICollectionReusableView,
    forElementOfKind elementKind: String, at indexPath: IndexPath
  ) {
    _ = forwardedCollection {
      $0.collectionView(
        collectionView, didEndDisplayingSupplementaryView: view, forElementOfKind: elementKind,
        at: indexPath)
    }
  }

  /// Returns `true`.
  ///
  /// A ``Headless/DelegateForwarding`` delegate hands the call on instead.
  public func collectionView(
    _ collectionView: Headless.UICollectionView, shouldHighlightItemAt indexPath: IndexPath
  ) -> Bool {
    forwardedCollection { $0.collectionView(collectionView, shouldHighlightItemAt: indexPath) }
      ?? true
  }

  /// Does nothing.
  ///
  /// A ``Headless/DelegateForwarding`` delegate hands the call on instead.
  public func collectionView(
    _ collectionView: Headless.UICollectionView, didHighlightItemAt indexPath: IndexPath
  ) {
    _ = forwardedCollection { $0.collectionView(collectionView, didHighlightItemAt: indexPath) }
  }

  /// Does nothing.
  ///
  /// A ``Headless/DelegateForwarding`` delegate hands the call on instead.
  public func collectionView(
    _ collectionView: Headless.UICollectionView, didUnhighlightItemAt indexPath: IndexPath
  ) {
    _ = forwardedCollection { $0.collectionView(collectionView, didUnhighlightItemAt: indexPath) }
  }

  /// Returns `true`.
  ///
  /// A ``Headless/DelegateForwarding`` delegate hands the call on instead.
  public func collectionView(
    _ collectionView: Headless.UICollectionView, shouldSelectItemAt indexPath: IndexPath
  ) -> Bool {
    forwardedCollection { $0.collectionView(collectionView, shouldSelectItemAt: indexPath) } ?? true
  }

  /// Does nothing.
  ///
  /// A ``Headless/DelegateForwarding`` delegate hands the call on instead.
  public func collectionView(
    _ collectionView: Headless.UICollectionView, didSelectItemAt indexPath: IndexPath
  ) {
    _ = forwardedCollection { $0.collectionView(collectionView, didSelectItemAt: indexPath) }
  }

  /// Returns `true`.
  ///
  /// A ``Headless/DelegateForwarding`` delegate hands the call on instead.
  public func collectionView(
    _ collectionView: Headless.UICollectionView, shouldDeselectItemAt indexPath: IndexPath
  ) -> Bool {
    forwardedCollection { $0.collectionView(collectionView, shouldDeselectItemAt: indexPath) }
      ?? true
  }

  /// Does nothing.
  ///
  /// A ``Headless/DelegateForwarding`` delegate hands the call on instead.
  public func collectionView(
    _ collectionView: Headless.UICollectionView, didDeselectItemAt indexPath: IndexPath
  ) {
    _ = forwardedCollection { $0.collectionView(collectionView, didDeselectItemAt: indexPath) }
  }

  /// Returns `proposedIndexPath`.
  ///
  /// A ``Headless/DelegateForwarding`` delegate hands the call on instead.
  public func collectionView(
    _ collectionView: Headless.UICollectionView,
    targetIndexPathForMoveOfItemFromOriginalIndexPath originalIndexPath: IndexPath,
    atCurrentIndexPath currentIndexPath: IndexPath,
    toProposedIndexPath proposedIndexPath: IndexPath
  ) -> IndexPath {
    forwardedCollection {
      $0.collectionView(
        collectionView, targetIndexPathForMoveOfItemFromOriginalIndexPath: originalIndexPath,
        atCurrentIndexPath: currentIndexPath, toProposedIndexPath: proposedIndexPath)
    } ?? proposedIndexPath
  }
}
