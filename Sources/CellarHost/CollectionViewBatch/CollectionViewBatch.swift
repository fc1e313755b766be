import Foundation

/// Batch-update validation for a headless collection view: UIKit's
/// `UICollectionView` rules, as a pure function on counts.
///
/// This namespace holds what ``UICollectionView`` uses for
/// ``Headless/UICollectionView/performBatchUpdates(_:completion:)`` (spelled
/// ``Headless/UICollectionView/Operation`` and ``Headless/UICollectionView/UpdateError`` there, as
/// typealiases): ``Headless/BatchOperation`` (one update call, which the
/// table view records too), ``UpdateError`` (UIKit's
/// reason texts) and ``Plan`` (where surviving sections and items go). The
/// validation is a pure function, usable on its own.
///
/// ```swift
/// let plan = try CollectionViewBatch.validate(
///   [.deleteItems([IndexPath(item: 0, section: 0)]), .insertSections([1])],
///   before: [3], after: [2, 4])
/// plan.newIndexPath(for: IndexPath(item: 2, section: 0))  // [0, 1]
/// ```
///
/// The checks are the table view's pipeline (normalise, validate in UIKit's
/// order, map) with the collection view's rules:
///
/// - an item moved out of a deleted section, or into an inserted one,
///   throws (``UpdateError/moveFromDeletedSection(_:)``,
///   ``UpdateError/moveIntoInsertedSection(_:)``) where a table falls back
///   to `reloadData`;
/// - an item deleted twice throws ``UpdateError/duplicateDelete(_:)``. This
///   is a deviation: UIKit does not merge the deletes and corrupts its
///   state (a later crash), the simulator fails at once. Inserting an item
///   twice is tolerated, as in UIKit;
/// - the same move given twice counts once;
/// - a count mismatch is worded as iOS 17 words it: "Invalid batch updates
///   detected" when a section (or the section count) ends up smaller than
///   the updates say, the "Invalid update: invalid number of …" text when
///   it ends up larger.
public enum CollectionViewBatch {
  /// Validates a batch of collection view updates, in UIKit's order,
  /// against the counts before it and after it, and resolves where every
  /// surviving section and item goes.
  ///
  /// Deletes, reloads and move sources are in the coordinates before the
  /// update; inserts and move destinations in the coordinates after it.
  /// The order of `operations` matters only for which error is thrown
  /// first among moves, as in UIKit.
  ///
  /// - Parameters:
  ///   - operations: The update calls of one batch, in call order.
  ///   - before: The item count of each section before the batch (the
  ///     collection view's cached counts).
  ///   - after: The item count of each section after it (the data source's
  ///     answers at the end of the batch).
  /// - Returns: Where each old section and item goes.
  /// - Throws: The first ``UpdateError`` in UIKit's order.
  /// - Complexity: O(*s* + *m* log *m*), where *s* is the number of sections
  ///   and *m* the number of operations' index paths; never per item of a
  ///   section.
  public static func validate(_ operations: [Headless.BatchOperation], before: [Int], after: [Int])
    throws(UpdateError) -> Plan
  {
    do {
      return Plan(
        try Headless.Batch(.collection, calls: operations).plan(before: before, after: after))
    } catch let error as UpdateError {
      throw error
    } catch {
      preconditionFailure("CollectionViewBatch: the pipeline threw \(error)")
    }
  }
}
