import Foundation

/// A list view that applies ``BatchOperations`` in one animated batch: the
/// interface of ``UpdateExecutor``, which a table view, a collection view
/// and UIKit's `UITableView` all offer.
@MainActor
protocol BatchUpdateTarget: AnyObject {
  /// How rows and sections animate.
  associatedtype Animation
  /// What the view throws for a batch it rejects (a bug of the planner);
  /// `Never` for a view that raises instead.
  associatedtype Rejection: Error

  /// Whether the row has a cell on screen: only those are reconfigured.
  func hasDisplayedCell(at indexPath: IndexPath) -> Bool

  /// Applies `operations` in one batch, calling `updateData` inside it,
  /// before the operations, to switch its data source to the new state.
  ///
  /// - Throws: ``Rejection`` for a batch that does not fit the counts, or
  ///   what the view throws while it shows the new state.
  func performBatch(
    _ operations: BatchOperations, animation: Animation, updateData: () -> Void
  ) throws

  /// Reloads everything from the data source.
  func reloadData()

  /// Lays out the rows on screen now.
  ///
  /// - Throws: What the view throws while it shows the data source's rows.
  func layoutIfNeeded() throws
}

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
      operations.rowReconfigures.removeAll { !target.hasDisplayedCell(at: $0) }
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
