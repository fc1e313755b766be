import Foundation

extension TableView: BatchUpdateTarget {
  typealias Animation = RowAnimation
  typealias Rejection = UpdateError

  var rowsOnScreen: [IndexPath] { indexPathsForVisibleRows ?? [] }

  func performBatch(
    _ operations: BatchOperations, animation: RowAnimation, updateData: () -> Void
  ) throws {
    try performBatchUpdates {
      updateData()
      try sectionOperations(operations, animation: animation)
      try rowOperations(operations, animation: animation)
    }
  }

  /// Sends the section operations of a batch.
  private func sectionOperations(_ operations: BatchOperations, animation: RowAnimation) throws {
    if !operations.sectionDeletes.isEmpty {
      try deleteSections(IndexSet(operations.sectionDeletes), with: animation)
    }
    if !operations.sectionInserts.isEmpty {
      try insertSections(IndexSet(operations.sectionInserts), with: animation)
    }
    for move in operations.sectionMoves {
      try moveSection(move.source, toSection: move.target)
    }
    if !operations.sectionReloads.isEmpty {
      try reloadSections(IndexSet(operations.sectionReloads), with: animation)
    }
  }

  /// Sends the row operations of a batch.
  private func rowOperations(_ operations: BatchOperations, animation: RowAnimation) throws {
    if !operations.rowDeletes.isEmpty {
      try deleteRows(at: operations.rowDeletes.map(\.indexPath), with: animation)
    }
    if !operations.rowInserts.isEmpty {
      try insertRows(at: operations.rowInserts.map(\.indexPath), with: animation)
    }
    for move in operations.rowMoves {
      try moveRow(at: move.source.indexPath, to: move.target.indexPath)
    }
    if !operations.rowReloads.isEmpty {
      try reloadRows(at: operations.rowReloads.map(\.indexPath), with: animation)
    }
    if !operations.rowReconfigures.isEmpty {
      try reconfigureRows(at: operations.rowReconfigures.map(\.indexPath))
    }
  }
}
