import CellarDiff
import Foundation

extension Headless.UICollectionView {
  /// An item the user is moving: where it was when the movement began, and
  /// where it would go now.
  struct InteractiveMovement {
    let original: IndexPath
    var current: IndexPath
    /// ``updateGeneration`` when the movement began: an update applied
    /// since then cancels it.
    let generation: Int
  }

  /// The item whose frame contains a point of the content, UIKit's
  /// `indexPathForItem(at:)`; `nil` over no item.
  ///
  /// Frames are the layout's, unscrolled: an item of an orthogonal section
  /// is found where the layout puts it, not where the row is scrolled to.
  ///
  /// - Parameter point: A point in the collection view's content.
  /// - Returns: The frontmost item there (the highest z-index, then the
  ///   last laid out), or `nil`.
  /// - Complexity: That of the layout's rectangle query.
  public func indexPathForItem(at point: CGPoint) -> IndexPath? {
    guard point.x.isFinite, point.y.isFinite else { return nil }
    let probe = CGRect(x: point.x, y: point.y, width: 0, height: 0).insetBy(dx: -0.5, dy: -0.5)
    let hits = (collectionViewLayout.layoutAttributesForElements(in: probe) ?? []).filter {
      $0.representedElementCategory == .cell && $0.frame.contains(point)
    }
    return hits.max { $0.zIndex < $1.zIndex }?.indexPath
  }

  /// Starts the user's movement of an item, UIKit's
  /// `beginInteractiveMovementForItem(at:)`: the data source must move
  /// items (``Headless/UICollectionViewDataSource/respondsToMoveItem``) and
  /// let this one move (`collectionView(_:canMoveItemAt:)`).
  ///
  /// The host does not lay the item out under the touch while it moves:
  /// the view shows the move at ``endInteractiveMovement()``. An update
  /// applied during the movement cancels it (UIKit does not document that
  /// case).
  ///
  /// - Parameter indexPath: The item.
  /// - Returns: Whether the movement began: `false` for an item that does
  ///   not exist, a movement already under way, or a data source that says
  ///   no.
  @discardableResult
  public func beginInteractiveMovementForItem(at indexPath: IndexPath) -> Bool {
    UIKitException.raising(false) {
      try layOut()
      guard interactiveMovement == nil, isValidItem(indexPath), let dataSource,
        dataSource.respondsToMoveItem
      else { return false }
      record("canMoveItemAt", .row(indexPath))
      guard dataSource.collectionView(self, canMoveItemAt: indexPath) else { return false }
      interactiveMovement = InteractiveMovement(
        original: indexPath, current: indexPath, generation: updateGeneration)
      return true
    }
  }

  /// Moves the item under way to the place of the item at a point of the
  /// content, as the delegate's
  /// `collectionView(_:targetIndexPathForMoveOfItemFromOriginalIndexPath:atCurrentIndexPath:toProposedIndexPath:)`
  /// allows, UIKit's `updateInteractiveMovementTargetPosition(_:)`. Over no
  /// item, or to a place that does not exist, the item stays where it is.
  ///
  /// - Parameter targetPosition: The touch, in the content.
  public func updateInteractiveMovementTargetPosition(_ targetPosition: CGPoint) {
    guard var movement = interactiveMovement else { return }
    guard movement.generation == updateGeneration else {
      interactiveMovement = nil
      return
    }
    guard let proposed = indexPathForItem(at: targetPosition) else { return }
    var target = proposed
    if let delegate {
      recordDelegateCall("targetIndexPathForMoveOfItemFromOriginalIndexPath", .row(proposed))
      target = delegate.collectionView(
        self, targetIndexPathForMoveOfItemFromOriginalIndexPath: movement.original,
        atCurrentIndexPath: movement.current, toProposedIndexPath: proposed)
    }
    // A callback may have ended the movement or updated the view.
    guard interactiveMovement != nil, movement.generation == updateGeneration else { return }
    guard isValidTarget(target, from: movement.original) else { return }
    movement.current = target
    interactiveMovement = movement
  }

  /// Ends the user's movement, UIKit's `endInteractiveMovement()`: the
  /// view shows the item at its new place (one move, logged as
  /// ``Headless/UpdateLogKind/userMove``), then the data source's
  /// `collectionView(_:moveItemAt:to:)` is called, unless the item is
  /// where it began.
  public func endInteractiveMovement() {
    guard let movement = interactiveMovement else { return }
    interactiveMovement = nil
    guard movement.generation == updateGeneration, movement.current != movement.original,
      let dataSource, let before = cachedCounts
    else { return }
    UIKitException.raising {
      beginEvent()
      defer { endEvent() }
      let (source, target) = (movement.original, movement.current)
      let move = Headless.Batch(.collection, calls: [.moveItem(source, target)])
      var after = before
      after[source[0]] -= 1
      after[target[0]] += 1
      apply(try CollectionViewBatch.Plan(move.plan(before: before, after: after)), after: after)
      loggedUpdates.append(Update(kind: .userMove, batch: move, fellBackToReloadData: false))
      record("moveItemAt", .move(source, target))
      dataSource.collectionView(self, moveItemAt: source, to: target)
      try layOut()
    }
  }

  /// Ends the user's movement with the item back where it was, UIKit's
  /// `cancelInteractiveMovement()`: nothing moves, the data source is not
  /// told.
  public func cancelInteractiveMovement() {
    interactiveMovement = nil
  }

  /// Whether `target` is a place the item at `source` can move to: an
  /// item of its own section, or a place in `0...count` of another.
  private func isValidTarget(_ target: IndexPath, from source: IndexPath) -> Bool {
    guard target.count == 2, let counts = cachedCounts, counts.indices.contains(target[0]) else {
      return false
    }
    let limit = counts[target[0]] - (target[0] == source[0] ? 1 : 0)
    return target[1] >= 0 && target[1] <= limit
  }
}
