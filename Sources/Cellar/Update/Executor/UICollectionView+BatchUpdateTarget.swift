#if !canImport(UIKit)
  import Foundation

  extension UICollectionView: BatchUpdateTarget {
    typealias Animation = Grid.Animation
    typealias Rejection = UpdateError

    var rowsWithCells: [IndexPath]? { indexPathsForVisibleItems }

    /// Sends the batch's calls inside one `performBatchUpdates`, which
    /// validates them (the new counts are the data source's answers).
    func performBatch(
      _ operations: BatchOperations, animation: Grid.Animation, newCounts: [Int],
      updateData: () -> Void
    ) throws {
      try performBatchUpdates {
        updateData()
        for call in operations.calls { try send(call) }
      }
    }

    /// Makes one call of a batch.
    private func send(_ call: BatchCall) throws {
      switch call {
      case .deleteSections(let sections): try deleteSections(sections)
      case .insertSections(let sections): try insertSections(sections)
      case .moveSection(let source, let target): try moveSection(source, toSection: target)
      case .reloadSections(let sections): try reloadSections(sections)
      case .deleteRows(let paths): try deleteItems(at: paths)
      case .insertRows(let paths): try insertItems(at: paths)
      case .moveRow(let source, let target): try moveItem(at: source, to: target)
      case .reloadRows(let paths): try reloadItems(at: paths)
      case .reconfigureRows(let paths): try reconfigureItems(at: paths)
      }
    }
  }
#endif
