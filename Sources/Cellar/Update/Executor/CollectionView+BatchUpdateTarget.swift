import Foundation

extension CollectionView: BatchUpdateTarget {
  /// A collection view animates with its layout: the grid's choice only
  /// says whether to batch or reload.
  typealias Animation = Grid.Animation
  typealias Rejection = UpdateError

  var rowsOnScreen: [IndexPath] { indexPathsForVisibleItems }

  func performBatch(
    _ operations: BatchOperations, animation: Grid.Animation, updateData: () -> Void
  ) throws {
    try performBatchUpdates {
      updateData()
      try sectionOperations(operations)
      try itemOperations(operations)
    }
  }

  /// Sends the section operations of a batch.
  private func sectionOperations(_ operations: BatchOperations) throws {
    if !operations.sectionDeletes.isEmpty {
      try deleteSections(IndexSet(operations.sectionDeletes))
    }
    if !operations.sectionInserts.isEmpty {
      try insertSections(IndexSet(operations.sectionInserts))
    }
    for move in operations.sectionMoves { try moveSection(move.source, toSection: move.target) }
    if !operations.sectionReloads.isEmpty {
      try reloadSections(IndexSet(operations.sectionReloads))
    }
  }

  /// Sends the item operations of a batch (the planner's rows are items).
  private func itemOperations(_ operations: BatchOperations) throws {
    if !operations.rowDeletes.isEmpty {
      try deleteItems(at: operations.rowDeletes.map(\.indexPath))
    }
    if !operations.rowInserts.isEmpty {
      try insertItems(at: operations.rowInserts.map(\.indexPath))
    }
    for move in operations.rowMoves {
      try moveItem(at: move.source.indexPath, to: move.target.indexPath)
    }
    if !operations.rowReloads.isEmpty {
      try reloadItems(at: operations.rowReloads.map(\.indexPath))
    }
    if !operations.rowReconfigures.isEmpty {
      try reconfigureItems(at: operations.rowReconfigures.map(\.indexPath))
    }
  }
}
