#if !canImport(UIKit)
  import Foundation

  extension UITableView: BatchUpdateTarget {
    typealias Animation = RowAnimation
    typealias Rejection = UpdateError

    var rowsWithCells: [IndexPath]? { indexPathsForVisibleRows ?? [] }

    /// Sends the batch's calls inside one `performBatchUpdates`, which
    /// validates them (the new counts are the data source's answers).
    func performBatch(
      _ operations: BatchOperations, animation: RowAnimation, newCounts: [Int],
      updateData: () -> Void
    ) throws {
      try performBatchUpdates {
        updateData()
        for call in operations.calls { try send(call, animation: animation) }
      }
    }

    /// Makes one call of a batch.
    private func send(_ call: BatchCall, animation: RowAnimation) throws {
      switch call {
      case .deleteSections(let sections): try deleteSections(sections, with: animation)
      case .insertSections(let sections): try insertSections(sections, with: animation)
      case .moveSection(let source, let target): try moveSection(source, toSection: target)
      case .reloadSections(let sections): try reloadSections(sections, with: animation)
      case .deleteRows(let paths): try deleteRows(at: paths, with: animation)
      case .insertRows(let paths): try insertRows(at: paths, with: animation)
      case .moveRow(let source, let target): try moveRow(at: source, to: target)
      case .reloadRows(let paths): try reloadRows(at: paths, with: animation)
      case .reconfigureRows(let paths): try reconfigureRows(at: paths)
      }
    }
  }
#endif
