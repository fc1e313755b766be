import CellarHost
import Foundation

/// A list view that applies a `Headless.Batch` in one animated batch: the
/// interface of ``UpdateExecutor``, which a table view, a collection view
/// and UIKit's `UITableView` all offer.
@MainActor
protocol BatchUpdateTarget: AnyObject {
  /// How rows and sections animate.
  associatedtype Animation
  /// What the view throws for a batch it rejects (a bug of the planner);
  /// `Never` for a view that raises instead.
  associatedtype Rejection: Error, CustomStringConvertible

  /// The kind of view the planner's batches are for.
  static var batchSurface: Headless.Batch.Surface { get }

  /// Makes one call of a batch, inside the view's batch update.
  func send(_ call: Headless.BatchOperation, animation: Animation)

  /// The rows that have a cell, which a reconfigure reaches: the rows on
  /// screen for a view that keeps no other cell; `nil` for a view that
  /// also keeps prepared cells off screen (UIKit's prefetched ones), which
  /// gets every changed row and finds the cells itself.
  var rowsWithCells: [IndexPath]? { get }

  /// Applies `batch` in one batch update, calling `updateData` inside it,
  /// before the batch's calls, to switch its data source to the new state.
  ///
  /// - Parameters:
  ///   - batch: The batch.
  ///   - animation: How rows and sections animate.
  ///   - newCounts: The row count of each section in the new state, which a
  ///     view that does not validate batches itself (UIKit raises) checks
  ///     the batch against before it starts.
  ///   - updateData: Switches the data source to the new state.
  /// - Returns: Whether the view applied the batch as a `reloadData`
  ///   (CellarHost's table view does, for a row moved out of a deleted
  ///   section or into an inserted one).
  /// - Throws: ``Rejection`` for a batch that does not fit the counts, or
  ///   what the view throws while it shows the new state.
  @discardableResult
  func performBatch(
    _ batch: Headless.Batch, animation: Animation, newCounts: [Int],
    updateData: () -> Void
  ) throws -> Bool

  /// Reloads everything from the data source.
  func reloadData()

  /// Lays out the rows on screen now.
  func layoutIfNeeded()
}
