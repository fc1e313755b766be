import Foundation

/// Applies a ``TableUpdate``'s stages to a ``BatchUpdateTarget``.
@MainActor
enum UpdateExecutor {
  /// Applies one stage as one batch: `commit` switches the data source to
  /// the stage's sections inside it. A stage with nothing to do for the
  /// view (only reconfigures of rows without a cell) only commits, unless
  /// it is forced (see ``TableUpdate/Stage/isForced``); a batch
  /// the view rejects is recovered with `reloadData` and passed to `rejected`.
  ///
  /// - Throws: What the view throws while it shows the stage.
  static func perform<Target: BatchUpdateTarget>(
    _ stage: TableUpdate.Stage, on target: Target, animation: Target.Animation,
    commit: ([Section]) -> Void, rejected: (Target.Rejection) -> Void
  ) throws {
    var operations = stage.operations
    if !operations.rowReconfigures.isEmpty {
      // Filtered into a new array: removing in place would copy the stage's first.
      operations.rowReconfigures = operations.rowReconfigures.filter {
        target.hasDisplayedCell(at: $0.indexPath)
      }
    }
    guard !operations.isEmpty || stage.isForced else {
      commit(stage.sections)
      return
    }
    do {
      try target.performBatch(operations, animation: animation) { commit(stage.sections) }
    } catch let error as Target.Rejection {
      commit(stage.sections)
      target.reloadData()
      rejected(error)
      try target.layoutIfNeeded()
    }
  }
}
