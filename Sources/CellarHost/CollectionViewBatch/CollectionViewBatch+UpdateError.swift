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
  /// One case is the simulator's own: ``duplicateDelete(_:)``.
  public enum UpdateError: Error, Hashable, Sendable, CustomStringConvertible, RaisedByUIKit {
    /// An item is both deleted and reloaded.
    case deleteAndReloadSameIndexPath(IndexPath)
    /// A section is both deleted (or reloaded) and moved.
    case deleteAndMoveSameSection(Int)
    /// An item is both deleted (or reloaded) and moved.
    case deleteAndMoveSameIndexPath(IndexPath)
    /// A deleted (or reloaded) section does not exist before the update.
    case deleteSectionOutOfRange(section: Int, sectionCount: Int)
    /// A deleted (or reloaded) item is in a section that does not exist before the update.
    case deleteItemSectionOutOfRange(item: Int, section: Int, sectionCount: Int)
    /// A deleted (or reloaded) item does not exist before the update.
    case deleteItemOutOfRange(item: Int, section: Int, itemCount: Int)
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
    /// A section is both inserted and the destination of a move.
    case insertAndMoveSameSection(Int)
    /// An item is both inserted and the destination of a move.
    case insertAndMoveSameIndexPath(IndexPath)
    /// An inserted section does not exist after the update.
    case insertSectionOutOfRange(section: Int, sectionCount: Int)
    /// An inserted item is in a section that does not exist after the update.
    case insertItemSectionOutOfRange(item: Int, section: Int, sectionCount: Int)
    /// An inserted item does not exist after the update.
    case insertItemOutOfRange(item: Int, section: Int, itemCount: Int)
    /// An item moves into a section that is inserted (or reloaded); a table
    /// view would fall back to `reloadData` instead.
    case moveIntoInsertedSection(Int)
    /// A moved section does not exist before the update.
    case moveSectionSourceOutOfRange(section: Int, sectionCount: Int)
    /// A section is moved to a section that does not exist after the update.
    case moveSectionDestinationOutOfRange(section: Int, destination: Int, sectionCount: Int)
    /// A moved item is in a section that does not exist before the update.
    case moveItemSourceSectionOutOfRange(IndexPath, sectionCount: Int)
    /// A moved item does not exist before the update.
    case moveItemSourceOutOfRange(IndexPath, itemCount: Int, section: Int)
    /// An item is moved into a section that does not exist after the update.
    case moveItemDestinationSectionOutOfRange(IndexPath, destination: IndexPath, sectionCount: Int)
    /// An item is moved to an item that does not exist after the update.
    case moveItemDestinationOutOfRange(
      IndexPath, destination: IndexPath, itemCount: Int, section: Int)
    /// One section is moved to two destinations.
    case sectionMovedTwice(section: Int, destination: Int, otherDestination: Int)
    /// One item is moved to two destinations.
    case itemMovedTwice(IndexPath, destination: IndexPath, otherDestination: IndexPath)
    /// Two sections are moved to one destination.
    case sectionsMovedToSameDestination(section: Int, otherSection: Int, destination: Int)
    /// Two items are moved to one destination.
    case itemsMovedToSameDestination(IndexPath, other: IndexPath, destination: IndexPath)
    /// The section count after the update is larger than the count before
    /// it plus inserted minus deleted sections.
    case invalidNumberOfSections(after: Int, before: Int, inserted: Int, deleted: Int)
    /// A section's item count after the update is larger than its count
    /// before it, plus inserts, minus deletes, plus items moved in, minus
    /// items moved out. `section` is in the coordinates after the update.
    case invalidNumberOfItems(
      section: Int, after: Int, before: Int, inserted: Int, deleted: Int, movedIn: Int,
      movedOut: Int)
    /// The section count, or a section's item count, after the update is
    /// smaller than the updates say: iOS 16.4+'s "Invalid batch updates
    /// detected", which lists the counts and the updates.
    case inconsistentBatchUpdates(before: [Int], after: [Int], updates: [Operation])

    /// UIKit's reason text for this rejection.
    public var description: String {
      deleteOrInsertDescription ?? moveDescription ?? countDescription
    }
  }
}
