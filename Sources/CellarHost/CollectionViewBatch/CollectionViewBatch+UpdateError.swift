import Foundation

extension CollectionViewBatch {
  /// A collection view batch that UIKit would reject, with UIKit's reason text.
  ///
  /// ``description`` is the reason of UIKit's
  /// `NSInternalInconsistencyException` for `UICollectionView`, in the iOS 17
  /// profile, without the `Collection view: <UICollectionView: 0x…>` part
  /// (the table view's errors leave out their ` Table view: <…>` the same
  /// way). Index paths print as UIKit prints an `NSIndexPath`, with the
  /// pointer elided (`<NSIndexPath: 0x…> {length = 2, path = 0 - 1}`).
  /// Deletes, reloads and move sources are in the coordinates before the
  /// update; inserts and move destinations in the coordinates after it.
  ///
  /// The rejections a table view makes too are one case,
  /// ``shared(_:)``, holding the table's ``Headless/UITableView/UpdateError``
  /// (in its vocabulary: a row is an item); its text names items and the
  /// collection view, from the one message table both views share. The
  /// other cases are the collection view's own; one of them is the
  /// simulator's: ``duplicateDelete(_:)``.
  ///
  /// ```swift
  /// error == .shared(.deleteRowOutOfRange(row: 9, section: 0, rowCount: 3))
  /// error.description
  /// // attempt to delete item 9 from section 0 which only contains 3 items before the update
  /// ```
  public enum UpdateError: Error, Hashable, Sendable, CustomStringConvertible, RaisedByUIKit {
    /// A rejection a table view makes too, in the table's vocabulary (a
    /// row is an item, a row count an item count). A count mismatch is
    /// this case only when the count ends up larger than the updates say
    /// (``Headless/UITableView/UpdateError/invalidNumberOfSections(after:before:inserted:deleted:)``,
    /// ``Headless/UITableView/UpdateError/invalidNumberOfRows(section:after:before:inserted:deleted:movedIn:movedOut:)``);
    /// smaller, it is ``inconsistentBatchUpdates(before:after:updates:)``.
    case shared(Headless.UITableView.UpdateError)
    /// An item moves out of a section that is deleted (or reloaded); a
    /// table view would fall back to `reloadData` instead.
    case moveFromDeletedSection(Int)
    /// An item is deleted twice. UIKit does not merge the deletes and
    /// corrupts its state; the simulator rejects the batch (its own text).
    ///
    /// Found in the delete step, at the second delete, once the item is
    /// known to exist. Deletes inside a deleted section are dropped, repeats
    /// too; an item or section reloaded twice, and a section deleted twice
    /// (in two calls), count once, as in a table.
    case duplicateDelete(IndexPath)
    /// An item moves into a section that is inserted (or reloaded); a table
    /// view would fall back to `reloadData` instead.
    case moveIntoInsertedSection(Int)
    /// The section count, or a section's item count, after the update is
    /// smaller than the updates say: iOS 16.4+'s "Invalid batch updates
    /// detected", which lists the counts and the updates.
    case inconsistentBatchUpdates(before: [Int], after: [Int], updates: [Headless.BatchOperation])

    /// UIKit's reason text for this rejection.
    public var description: String {
      switch self {
      case .shared(let error):
        error.description(on: .collection)
      case .moveFromDeletedSection(let section):
        "cannot move an item from a deleted section (\(section))"
      case .duplicateDelete(let path):
        "attempt to delete the same index path (\(path.uikitDescription)) twice in one batch: UICollectionView does not merge duplicate deletes and corrupts its state (simulator check; UIKit raises no exception here)"
      case .moveIntoInsertedSection(let section):
        "cannot move an item into a newly inserted section (\(section))"
      case .inconsistentBatchUpdates(let before, let after, let updates):
        Self.inconsistentDescription(before: before, after: after, updates: updates)
      }
    }
  }
}
