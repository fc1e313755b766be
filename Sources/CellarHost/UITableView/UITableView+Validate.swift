import Foundation

extension Headless.UITableView {
  /// Validates a batch of table view updates, in UIKit's order, against the
  /// row counts before and after it, as a pure function: what
  /// ``performBatchUpdates(_:completion:)`` checks before it applies a batch,
  /// usable without a table view.
  ///
  /// The same check as ``Headless/Batch/validate(before:after:)`` on a
  /// table view's batch (which Cellar's UIKit backend runs before each batch
  /// it gives a `UITableView`), with a typed error.
  ///
  /// ```swift
  /// try UITableView.validateBatch(
  ///   [.deleteRows([IndexPath(row: 0, section: 0)], .automatic)], before: [3], after: [2])
  /// ```
  ///
  /// - Parameters:
  ///   - operations: The update calls of one batch, in call order.
  ///   - before: The row count of each section before the batch (the table
  ///     view's cached counts).
  ///   - after: The row count of each section after it (the data source's
  ///     answers at the end of the batch).
  /// - Returns: `true` when UIKit applies the batch as a `reloadData` (a row
  ///   moved out of a deleted section or into an inserted one), `false` when
  ///   it animates it.
  /// - Throws: The first ``UpdateError`` in UIKit's order, with UIKit's text.
  /// - Complexity: O(*s* + *m* log *m*), where *s* is the number of sections
  ///   and *m* the number of the operations' index paths.
  public static func validateBatch(_ operations: [Operation], before: [Int], after: [Int])
    throws(UpdateError) -> Bool
  {
    do {
      return try Headless.Batch(.table, calls: operations).validate(before: before, after: after)
    } catch let error as UpdateError {
      throw error
    } catch {
      // The table's rules reject nothing beyond UIKit's update errors.
      preconditionFailure("UITableView.validateBatch: the pipeline threw \(error)")
    }
  }
}
