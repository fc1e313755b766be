import Foundation

extension Headless.UITableView {
  /// A batch update that UIKit would reject, with UIKit's reason text.
  ///
  /// Thrown by ``Headless/UITableView/performBatchUpdates(_:completion:)`` and by the
  /// update methods called outside a batch. The table is left exactly as it
  /// was. ``description`` is UIKit's `NSInternalInconsistencyException`
  /// reason in the modern (iOS 15–17) profile, without the
  /// ` Table view: <…>` suffix; index paths print as UIKit prints an
  /// `NSIndexPath`, with the pointer elided
  /// (`<NSIndexPath: 0x…> {length = 2, path = 0 - 1}`). Deletes, reloads and
  /// move sources are in the coordinates before the update; inserts and move
  /// destinations in the coordinates after it.
  ///
  /// A collection view rejects the same batches for the same reasons, and
  /// holds this value for them (``CollectionViewBatch/UpdateError/shared(_:)``):
  /// one message table serves both views, the collection view's text saying
  /// "item" where this one says "row".
  public enum UpdateError: Error, Hashable, Sendable, CustomStringConvertible, RaisedByUIKit {
    /// A row is both deleted and reloaded.
    case deleteAndReloadSameIndexPath(IndexPath)
    /// A section is both deleted (or reloaded) and moved.
    case deleteAndMoveSameSection(Int)
    /// A row is both deleted (or reloaded) and moved.
    case deleteAndMoveSameIndexPath(IndexPath)
    /// A deleted (or reloaded) section does not exist before the update.
    case deleteSectionOutOfRange(section: Int, sectionCount: Int)
    /// A deleted (or reloaded) row is in a section that does not exist before the update.
    case deleteRowSectionOutOfRange(row: Int, section: Int, sectionCount: Int)
    /// A deleted (or reloaded) row does not exist before the update.
    case deleteRowOutOfRange(row: Int, section: Int, rowCount: Int)
    /// A section is both inserted and the destination of a move.
    case insertAndMoveSameSection(Int)
    /// A row is both inserted and the destination of a move.
    case insertAndMoveSameIndexPath(IndexPath)
    /// An inserted section does not exist after the update.
    case insertSectionOutOfRange(section: Int, sectionCount: Int)
    /// An inserted row is in a section that does not exist after the update.
    case insertRowSectionOutOfRange(row: Int, section: Int, sectionCount: Int)
    /// An inserted row does not exist after the update.
    case insertRowOutOfRange(row: Int, section: Int, rowCount: Int)
    /// A moved section does not exist before the update.
    case moveSectionSourceOutOfRange(section: Int, sectionCount: Int)
    /// A section is moved to a section that does not exist after the update.
    case moveSectionDestinationOutOfRange(section: Int, destination: Int, sectionCount: Int)
    /// A moved row is in a section that does not exist before the update.
    case moveRowSourceSectionOutOfRange(IndexPath, sectionCount: Int)
    /// A moved row does not exist before the update.
    case moveRowSourceOutOfRange(IndexPath, rowCount: Int, section: Int)
    /// A row is moved into a section that does not exist after the update.
    case moveRowDestinationSectionOutOfRange(IndexPath, destination: IndexPath, sectionCount: Int)
    /// A row is moved to a row that does not exist after the update.
    case moveRowDestinationOutOfRange(
      IndexPath, destination: IndexPath, rowCount: Int, section: Int)
    /// One section is moved to two destinations.
    case sectionMovedTwice(section: Int, destination: Int, otherDestination: Int)
    /// One row is moved to two destinations.
    case rowMovedTwice(IndexPath, destination: IndexPath, otherDestination: IndexPath)
    /// Two sections are moved to one destination.
    case sectionsMovedToSameDestination(section: Int, otherSection: Int, destination: Int)
    /// Two rows are moved to one destination.
    case rowsMovedToSameDestination(IndexPath, other: IndexPath, destination: IndexPath)
    /// The data source's section count after the update does not match the
    /// count before it plus inserted minus deleted sections.
    case invalidNumberOfSections(after: Int, before: Int, inserted: Int, deleted: Int)
    /// The data source's row count in a section after the update does not
    /// match the count before it, plus inserts, minus deletes, plus rows moved
    /// in, minus rows moved out. `section` is in the coordinates after the update.
    case invalidNumberOfRows(
      section: Int, after: Int, before: Int, inserted: Int, deleted: Int, movedIn: Int,
      movedOut: Int)

    /// UIKit's reason text for this rejection.
    public var description: String { description(on: .table) }

    /// UIKit's reason text for this rejection on `surface`, which names its
    /// rows ("row" or "item") and itself ("table view" or "collection view").
    ///
    /// The one message table of both surfaces: a collection view's
    /// rejections that a table makes too are this type's cases
    /// (``CollectionViewBatch/UpdateError/shared(_:)``).
    func description(on surface: BatchSurface) -> String {
      let (row, rows) = (surface.row, surface.row + "s")
      switch self {
      case .deleteAndReloadSameIndexPath(let path):
        return "attempt to delete and reload the same index path (\(path.uikitDescription))"
      case .deleteAndMoveSameSection(let section):
        return "attempt to perform a delete and a move from the same section (\(section))"
      case .deleteAndMoveSameIndexPath(let path):
        return
          "attempt to perform a delete and a move from the same index path (\(path.uikitDescription))"
      case .deleteSectionOutOfRange(let section, let count):
        return
          "attempt to delete section \(section), but there are only \(count) sections before the update"
      case .deleteRowSectionOutOfRange(let index, let section, let count):
        return
          "attempt to delete \(row) \(index) from section \(section), but there are only \(count) sections before the update"
      case .deleteRowOutOfRange(let index, let section, let count):
        return
          "attempt to delete \(row) \(index) from section \(section) which only contains \(count) \(rows) before the update"
      case .insertAndMoveSameSection(let section):
        return "attempt to perform an insert and a move to the same section (\(section))"
      case .insertAndMoveSameIndexPath(let path):
        return
          "attempt to perform an insert and a move to the same index path (\(path.uikitDescription))"
      case .insertSectionOutOfRange(let section, let count):
        return
          "attempt to insert section \(section) but there are only \(count) sections after the update"
      case .insertRowSectionOutOfRange(let index, let section, let count):
        return
          "attempt to insert \(row) \(index) into section \(section), but there are only \(count) sections after the update"
      case .insertRowOutOfRange(let index, let section, let count):
        return
          "attempt to insert \(row) \(index) into section \(section), but there are only \(count) \(rows) in section \(section) after the update"
      case .moveSectionSourceOutOfRange(let section, let count):
        return
          "attempt to move section \(section), but there are only \(count) sections before the update"
      case .moveSectionDestinationOutOfRange(let section, let destination, let count):
        // "to to": UIKit's text.
        return
          "attempt to to move section \(section) to section \(destination), but there are only \(count) sections after the update"
      case .moveRowSourceSectionOutOfRange(let path, let count):
        return
          "attempt to move index path (\(path.uikitDescription)) from a section that does not exist - there are only \(count) sections before the update"
      case .moveRowSourceOutOfRange(let path, let count, let section):
        return
          "attempt to move index path (\(path.uikitDescription)) that does not exist - there are only \(count) \(rows) in section \(section) before the update"
      case .moveRowDestinationSectionOutOfRange(let path, let destination, let count):
        return
          "attempt to move index path (\(path.uikitDescription)) to index path (\(destination.uikitDescription)) in section that does not exist - there are only \(count) sections after the update"
      case .moveRowDestinationOutOfRange(let path, let destination, let count, let section):
        return
          "attempt to move index path (\(path.uikitDescription)) to index path (\(destination.uikitDescription)) that does not exist - there are only \(count) \(rows) in section \(section) after the update"
      case .sectionMovedTwice(let section, let destination, let other):
        return
          "attempt to move section \(section) to both section \(destination) and section \(other)"
      case .rowMovedTwice(let path, let destination, let other):
        return
          "attempt to move \(row) at index path \(path.uikitDescription) to both \(destination.uikitDescription) and \(other.uikitDescription)"
      case .sectionsMovedToSameDestination(let section, let other, let destination):
        return
          "attempt to move both section \(section) and section \(other) to section \(destination)"
      case .rowsMovedToSameDestination(let path, let other, let destination):
        return
          "attempt to move both \(row) at index path \(path.uikitDescription) and \(other.uikitDescription) to \(destination.uikitDescription)"
      case .invalidNumberOfSections(let after, let before, let inserted, let deleted):
        let view = surface.view
        return
          "Invalid update: invalid number of sections. The number of sections contained in the \(view) after the update (\(after)) must be equal to the number of sections contained in the \(view) before the update (\(before)), plus or minus the number of sections inserted or deleted (\(inserted) inserted, \(deleted) deleted)."
      case .invalidNumberOfRows(
        let section, let after, let before, let inserted, let deleted, let movedIn, let movedOut):
        return
          "Invalid update: invalid number of \(rows) in section \(section). The number of \(rows) contained in an existing section after the update (\(after)) must be equal to the number of \(rows) contained in that section before the update (\(before)), plus or minus the number of \(rows) inserted or deleted from that section (\(inserted) inserted, \(deleted) deleted) and plus or minus the number of \(rows) moved into or out of that section (\(movedIn) moved in, \(movedOut) moved out)."
      }
    }
  }

  /// A misuse of registration or dequeue that UIKit raises an exception for,
  /// with UIKit's reason text.
  ///
  /// The table is left as it was: a layout that hits the error keeps the
  /// cells it had and retries the row at the next ``Headless/UIScrollView/layoutIfNeeded()``.
  public enum DequeueError: Error, Hashable, Sendable, CustomStringConvertible, RaisedByUIKit {
    /// Nothing is registered for the identifier and its pool is empty.
    case unregisteredIdentifier(String)
    /// An empty reuse identifier was passed to the named UIKit method
    /// (for example `-[UITableView dequeueReusableCellWithIdentifier:forIndexPath:]`).
    case invalidReuseIdentifier(method: String)
    /// The data source dequeued a second cell for the row it was asked for.
    case multipleCellsForIndexPath(identifier: String, indexPath: IndexPath)
    /// The data source returned a cell the table already holds (displayed at
    /// another row or waiting in a pool) instead of dequeuing one.
    ///
    /// UIKit has no documented text for table views; the reason follows
    /// UIKit's wording for collection views.
    case cellNotDequeued(indexPath: IndexPath)
    /// While reconfiguring a row, the data source asked for a different
    /// reuse identifier than the row's existing cell has, or returned another
    /// cell. The reason follows UIKit's wording for collection views.
    case reconfigureMismatch(existing: String?, requested: String?, indexPath: IndexPath)
    /// The table needed a cell but has no data source (it was released).
    case missingCell(indexPath: IndexPath)
    /// The registration for `registered` (a factory, the analogue of a nib)
    /// made a cell whose reuse identifier is `nib`. A cell made without an
    /// identifier gets the registered one instead, as in UIKit.
    case nibIdentifierMismatch(nib: String, registered: String)

    /// UIKit's reason text for this error.
    public var description: String {
      switch self {
      case .unregisteredIdentifier(let identifier):
        return
          "unable to dequeue a cell with identifier \(identifier) - must register a nib or a class for the identifier or connect a prototype cell in a storyboard"
      case .invalidReuseIdentifier(let method):
        return "must pass a valid reuse identifier to \(method)"
      case .multipleCellsForIndexPath(let identifier, let path):
        return
          "Attempted to dequeue multiple cells for the same index path, which is not allowed. If you really need to dequeue more cells than the table view is requesting, use the -dequeueReusableCellWithIdentifier: method (without an index path). Cell identifier: \(identifier), index path: \(path.uikitDescription)"
      case .cellNotDequeued(let path):
        return
          "the cell returned from -tableView:cellForRowAtIndexPath: was not retrieved by calling -dequeueReusableCellWithIdentifier:forIndexPath: for index path \(path.uikitDescription)"
      case .reconfigureMismatch(let existing, let requested, let path):
        return
          "Attempted to dequeue a cell for a different reuse identifier than the existing cell when reconfiguring a row, which is not allowed. Existing cell's reuse identifier: \(existing ?? "(null)"), requested reuse identifier: \(requested ?? "(null)"), index path: \(path.uikitDescription)"
      case .missingCell(let path):
        return
          "UITableView dataSource returned a nil cell for row at index path: \(path.uikitDescription)."
      case .nibIdentifierMismatch(let nib, let registered):
        // UIKit's text, with its spelling.
        return
          "cell reuse indentifier in nib (\(nib)) does not match the identifier used to register the nib (\(registered))"
      }
    }
  }

  /// An index path or section outside the table, where UIKit raises
  /// `NSRangeException`, with UIKit's reason text.
  ///
  /// The table is left as it was.
  public enum IndexError: Error, Hashable, Sendable, CustomStringConvertible, RaisedByUIKit {
    /// The name UIKit raises it under: `NSRangeException`.
    var exceptionName: UIKitException.Name { .range }

    /// ``Headless/UITableView/scrollToRow(at:at:animated:)`` to a row beyond its section.
    case scrollRowOutOfBounds(row: Int, rowCount: Int, section: Int)
    /// ``Headless/UITableView/scrollToRow(at:at:animated:)`` into a section that does not exist.
    case scrollSectionOutOfBounds(section: Int, sectionCount: Int)
    /// A row that does not exist passed to a selection, editing or
    /// interaction method (``Headless/UITableView/selectRow(at:animated:scrollPosition:)``,
    /// ``Headless/UITableView/tapRow(at:)``, ...). UIKit has no documented text for
    /// these; the reason follows its scrolling message.
    case rowOutOfBounds(IndexPath, rowCount: Int)
    /// A section that does not exist passed to a selection, editing or
    /// interaction method, or an index path without exactly two indexes
    /// (section and row).
    case rowSectionOutOfBounds(IndexPath, sectionCount: Int)

    /// UIKit's reason text for this error.
    public var description: String {
      switch self {
      case .scrollRowOutOfBounds(let row, let count, let section):
        return
          "Attempted to scroll the table view to an out-of-bounds row (\(row)) when there are only \(count) rows in section \(section)."
      case .scrollSectionOutOfBounds(let section, let count):
        return
          "Attempted to scroll the table view to an out-of-bounds section (\(section)) when there are only \(count) sections."
      case .rowOutOfBounds(let path, let count):
        guard path.isTablePath else { return Self.notATableRow(path) }
        return
          "Attempted to access an out-of-bounds row (\(path.row)) when there are only \(count) rows in section \(path.section)."
      case .rowSectionOutOfBounds(let path, let count):
        guard path.isTablePath else { return Self.notATableRow(path) }
        return
          "Attempted to access an out-of-bounds section (\(path.section)) when there are only \(count) sections."
      }
    }

    /// The reason for an index path without exactly two indexes.
    private static func notATableRow(_ path: IndexPath) -> String {
      "Attempted to access a row at an invalid index path (\(path.uikitDescription)); a row's index path has 2 indexes, section and row."
    }
  }

  /// A simulated scroll that cannot be done: the table is left as it was.
  public enum ScrollError: Error, Hashable, Sendable, CustomStringConvertible {
    /// ``Headless/UIScrollView/dragToScroll(by:velocity:steps:)`` with a distance or a
    /// velocity that is not finite, or fewer than one step or more than
    /// ``Headless/UIScrollView/maximumDragSteps``.
    case invalidDrag(distance: CGFloat, velocity: CGFloat, steps: Int)
    /// ``Headless/UIScrollView/dragToScroll(by:velocity:steps:)`` called while a
    /// simulated drag or its deceleration runs (from one of its callbacks,
    /// such as `scrollViewDidScroll`): one finger cannot start a second
    /// drag. Nothing happens; the drag in progress goes on.
    case dragInProgress
    /// ``Headless/UITableView/tapSectionIndexTitle(at:)`` with an index outside the
    /// titles the data source returns (`count` of them; 0 when it has none).
    case sectionIndexTitleOutOfBounds(index: Int, count: Int)

    /// What was wrong.
    public var description: String {
      switch self {
      case .invalidDrag(let distance, let velocity, let steps):
        return
          "Cannot simulate a drag by \(distance) points at \(velocity) points per millisecond in \(steps) steps: the distance and velocity must be finite and the steps from 1 through \(UITableView.maximumDragSteps)."
      case .dragInProgress:
        return
          "Cannot simulate a drag while another drag or its deceleration is in progress: start it after dragToScroll(by:velocity:steps:) returns."
      case .sectionIndexTitleOutOfBounds(let index, let count):
        return
          "Attempted to tap an out-of-bounds section index title (\(index)) when the section index has only \(count) titles."
      }
    }
  }
}
