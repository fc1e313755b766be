import CellarHost
import Foundation

// A table view takes a planned batch the same way on both platforms: the
// operations as UIKit's update calls inside one `performBatchUpdates`. How
// the batch is validated first is each platform's (`performBatch` in
// `Backend+CellarHost.swift` and `Backend+UIKit.swift`).

extension UITableView: BatchUpdateTarget {
  typealias Animation = RowAnimation
  typealias Rejection = Headless.UITableView.UpdateError

  /// A table view's batches name rows.
  static var batchSurface: Headless.Batch.Surface { .table }

  /// Makes one call of a batch, inside `performBatchUpdates`.
  func send(_ call: Headless.BatchOperation, animation: RowAnimation) {
    switch call {
    case .deleteSections(let sections, _): deleteSections(sections, with: animation)
    case .insertSections(let sections, _): insertSections(sections, with: animation)
    case .moveSection(let source, let target): moveSection(source, toSection: target)
    case .reloadSections(let sections, _): reloadSections(sections, with: animation)
    case .deleteRows(let paths, _): deleteRows(at: paths, with: animation)
    case .insertRows(let paths, _): insertRows(at: paths, with: animation)
    case .moveRow(let source, let target): moveRow(at: source, to: target)
    case .reloadRows(let paths, _): reloadRows(at: paths, with: animation)
    case .reconfigureRows(let paths): reconfigureRows(at: paths)
    }
  }
}

extension UITableView {
  /// Lays out the rows on screen now.
  func layOutNow() {
    layoutIfNeeded()
  }

  /// Selects a row without animation or scrolling, as the table does to
  /// keep the selection across an update.
  func selectKeepingPosition(_ indexPath: IndexPath) {
    selectRow(at: indexPath, animated: false, scrollPosition: .none)
  }

  /// Scrolls to an offset without animation.
  func setOffsetWithoutAnimation(_ offset: CGPoint) {
    setContentOffset(offset, animated: false)
  }
}
