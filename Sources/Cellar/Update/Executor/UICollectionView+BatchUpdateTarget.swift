import CellarHost
import Foundation

// A collection view takes a planned batch the same way on both platforms:
// the operations as UIKit's update calls inside one `performBatchUpdates`.
// How the batch is validated first is each platform's (`performBatch` in
// `Backend+CellarHost.swift` and `Backend+UIKit.swift`).

extension UICollectionView: BatchUpdateTarget {
  typealias Animation = Grid.Animation
  typealias Rejection = CollectionViewBatch.UpdateError

  /// A collection view's batches name items.
  static var batchSurface: Headless.Batch.Surface { .collection }

  /// Makes one call of a batch, inside `performBatchUpdates` (a collection
  /// view's calls take no animation).
  func send(_ call: Headless.BatchOperation, animation: Grid.Animation) {
    switch call {
    case .deleteSections(let sections, _): deleteSections(sections)
    case .insertSections(let sections, _): insertSections(sections)
    case .moveSection(let source, let target): moveSection(source, toSection: target)
    case .reloadSections(let sections, _): reloadSections(sections)
    case .deleteRows(let paths, _): deleteItems(at: paths)
    case .insertRows(let paths, _): insertItems(at: paths)
    case .moveRow(let source, let target): moveItem(at: source, to: target)
    case .reloadRows(let paths, _): reloadItems(at: paths)
    case .reconfigureRows(let paths): reconfigureItems(at: paths)
    }
  }
}

extension UICollectionView {
  /// Lays out the items on screen now.
  func layOutNow() {
    layoutIfNeeded()
  }

  /// Selects an item without animation or scrolling, as the grid does to
  /// keep the selection across an update.
  func selectKeepingPosition(_ indexPath: IndexPath) {
    selectItem(at: indexPath, animated: false, scrollPosition: [])
  }

  /// Scrolls to an offset without animation.
  func setOffsetWithoutAnimation(_ offset: CGPoint) {
    setContentOffset(offset, animated: false)
  }
}
