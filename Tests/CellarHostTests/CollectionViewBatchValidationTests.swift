import CellarTestSupport
import Foundation
import Testing

@testable import CellarHost

private typealias Batch = CollectionViewBatch
private typealias Operation = Headless.BatchOperation

/// The error a batch throws, or `nil` when it is accepted.
private func rejection(_ operations: [Operation], before: [Int], after: [Int])
  -> CollectionViewBatch.UpdateError?
{
  do {
    _ = try Batch.validate(operations, before: before, after: after)
    return nil
  } catch {
    return error
  }
}

/// UIKit's printing of an `NSIndexPath`, pointer elided.
private func ns(_ section: Int, _ item: Int) -> String {
  "<NSIndexPath: 0x…> {length = 2, path = \(section) - \(item)}"
}

private func path(_ section: Int, _ item: Int) -> IndexPath {
  IndexPath(item: item, section: section)
}

/// One rejected batch and UIKit's exact text for it.
struct RejectedCollectionBatch: Sendable, CustomTestStringConvertible {
  var name: String
  var operations: [Headless.BatchOperation]
  var before: [Int]
  var after: [Int]
  var message: String
  var testDescription: String { name }
}

private let rejectedBatches: [RejectedCollectionBatch] = [
  // Issue 22, item 9: UIKit shifts a reload's insert by the deletes and
  // inserts, not by the moves, so [0, 2] is inserted at [0, 1], a move's
  // destination (forums thread 80812); the host shifted it by the moves too
  // and accepted the batch.
  .init(
    name: "a reload's shifted insert on a move's destination",
    operations: [
      .deleteItems([path(0, 1)]), .moveItem(path(0, 0), path(0, 1)),
      .moveItem(path(0, 3), path(0, 0)), .reloadItems([path(0, 2)]),
    ],
    before: [4], after: [3],
    message: "attempt to perform an insert and a move to the same index path (\(ns(0, 1)))"),
  // The same for sections (IGListKit #690).
  .init(
    name: "a section reload's shifted insert on a section move's destination",
    operations: [
      .moveSection(2, 4), .reloadSections([3]), .deleteSections([4]), .insertSections([2]),
    ],
    before: [1, 1, 1, 1, 1], after: [1, 1, 1, 1, 1],
    message: "attempt to perform an insert and a move to the same section (4)"),
  .init(
    name: "delete and reload",
    operations: [.deleteItems([path(0, 1)]), .reloadItems([path(0, 1)])],
    before: [3], after: [2],
    message: "attempt to delete and reload the same index path (\(ns(0, 1)))"),
  .init(
    name: "delete section out of range", operations: [.deleteSections([2])], before: [1],
    after: [1],
    message: "attempt to delete section 2, but there are only 1 sections before the update"),
  .init(
    name: "delete item in missing section", operations: [.deleteItems([path(3, 0)])],
    before: [1], after: [1],
    message:
      "attempt to delete item 0 from section 3, but there are only 1 sections before the update"),
  .init(
    name: "delete item out of range", operations: [.deleteItems([path(0, 5)])], before: [2],
    after: [1],
    message:
      "attempt to delete item 5 from section 0 which only contains 2 items before the update"),
  .init(
    name: "delete and move a section", operations: [.deleteSections([0]), .moveSection(0, 1)],
    before: [1, 1], after: [1, 1],
    message: "attempt to perform a delete and a move from the same section (0)"),
  .init(
    name: "delete and move an item",
    operations: [.deleteItems([path(0, 1)]), .moveItem(path(0, 1), path(0, 0))], before: [3],
    after: [2],
    message: "attempt to perform a delete and a move from the same index path (\(ns(0, 1)))"),
  .init(
    name: "move out of a deleted section",
    operations: [.deleteSections([0]), .moveItem(path(0, 0), path(0, 0))], before: [1, 1],
    after: [1], message: "cannot move an item from a deleted section (0)"),
  .init(
    name: "duplicate delete", operations: [.deleteItems([path(0, 1)]), .deleteItems([path(0, 1)])],
    before: [3], after: [2],
    message:
      "attempt to delete the same index path (\(ns(0, 1))) twice in one batch: UICollectionView does not merge duplicate deletes and corrupts its state (simulator check; UIKit raises no exception here)"
  ),
  .init(
    name: "insert section out of range", operations: [.insertSections([3])], before: [1],
    after: [1, 1],
    message: "attempt to insert section 3 but there are only 2 sections after the update"),
  .init(
    name: "insert item in missing section", operations: [.insertItems([path(4, 0)])],
    before: [1], after: [1],
    message:
      "attempt to insert item 0 into section 4, but there are only 1 sections after the update"),
  .init(
    name: "insert item out of range", operations: [.insertItems([path(0, 7)])], before: [1],
    after: [2],
    message:
      "attempt to insert item 7 into section 0, but there are only 2 items in section 0 after the update"
  ),
  .init(
    name: "insert and move to a section", operations: [.insertSections([1]), .moveSection(0, 1)],
    before: [1, 1], after: [1, 1, 1],
    message: "attempt to perform an insert and a move to the same section (1)"),
  .init(
    name: "insert and move to an item",
    operations: [.insertItems([path(0, 0)]), .moveItem(path(0, 1), path(0, 0))], before: [2],
    after: [3],
    message: "attempt to perform an insert and a move to the same index path (\(ns(0, 0)))"),
  .init(
    name: "move into an inserted section",
    operations: [.insertSections([1]), .moveItem(path(0, 0), path(1, 0))], before: [2],
    after: [1, 1], message: "cannot move an item into a newly inserted section (1)"),
  .init(
    name: "move section from out of range", operations: [.moveSection(4, 0)], before: [1],
    after: [1],
    message: "attempt to move section 4, but there are only 1 sections before the update"),
  .init(
    name: "move section to out of range", operations: [.moveSection(0, 4)], before: [1],
    after: [1],
    message:
      "attempt to to move section 0 to section 4, but there are only 1 sections after the update"),
  .init(
    name: "move item from missing section", operations: [.moveItem(path(2, 0), path(0, 0))],
    before: [1], after: [1],
    message:
      "attempt to move index path (\(ns(2, 0))) from a section that does not exist - there are only 1 sections before the update"
  ),
  .init(
    name: "move missing item", operations: [.moveItem(path(0, 5), path(0, 0))], before: [1],
    after: [1],
    message:
      "attempt to move index path (\(ns(0, 5))) that does not exist - there are only 1 items in section 0 before the update"
  ),
  .init(
    name: "move item to missing section", operations: [.moveItem(path(0, 0), path(3, 0))],
    before: [1], after: [1],
    message:
      "attempt to move index path (\(ns(0, 0))) to index path (\(ns(3, 0))) in section that does not exist - there are only 1 sections after the update"
  ),
  .init(
    name: "move item out of range", operations: [.moveItem(path(0, 0), path(0, 6))], before: [1],
    after: [1],
    message:
      "attempt to move index path (\(ns(0, 0))) to index path (\(ns(0, 6))) that does not exist - there are only 1 items in section 0 after the update"
  ),
  .init(
    name: "section moved twice", operations: [.moveSection(0, 1), .moveSection(0, 2)],
    before: [1, 1, 1], after: [1, 1, 1],
    message: "attempt to move section 0 to both section 1 and section 2"),
  .init(
    name: "item moved twice",
    operations: [.moveItem(path(0, 0), path(0, 1)), .moveItem(path(0, 0), path(0, 2))],
    before: [3], after: [3],
    message: "attempt to move item at index path \(ns(0, 0)) to both \(ns(0, 1)) and \(ns(0, 2))"),
  .init(
    name: "sections moved to one place", operations: [.moveSection(0, 2), .moveSection(1, 2)],
    before: [1, 1, 1], after: [1, 1, 1],
    message: "attempt to move both section 0 and section 1 to section 2"),
  .init(
    name: "items moved to one place",
    operations: [.moveItem(path(0, 0), path(0, 2)), .moveItem(path(0, 1), path(0, 2))],
    before: [3], after: [3],
    message: "attempt to move both item at index path \(ns(0, 0)) and \(ns(0, 1)) to \(ns(0, 2))"),
  .init(
    name: "a section ends up larger", operations: [], before: [3], after: [5],
    message:
      "Invalid update: invalid number of items in section 0. The number of items contained in an existing section after the update (5) must be equal to the number of items contained in that section before the update (3), plus or minus the number of items inserted or deleted from that section (0 inserted, 0 deleted) and plus or minus the number of items moved into or out of that section (0 moved in, 0 moved out)."
  ),
  .init(
    name: "the section count ends up larger", operations: [], before: [1], after: [1, 0],
    message:
      "Invalid update: invalid number of sections. The number of sections contained in the collection view after the update (2) must be equal to the number of sections contained in the collection view before the update (1), plus or minus the number of sections inserted or deleted (0 inserted, 0 deleted)."
  ),
  .init(
    name: "a section ends up smaller", operations: [.insertItems([path(0, 0)])], before: [1],
    after: [1],
    message: """
      Invalid batch updates detected: the number of sections and/or items returned by the data source before and after performing the batch updates are inconsistent with the updates.
      Data source before updates = { 1 section with item counts: [1] }
      Data source after updates = { 1 section with item counts: [1] }
      Updates = [
      \tInsert item (0 - 0)
      ]
      """),
  .init(
    name: "the section count ends up smaller", operations: [], before: [1, 2], after: [1],
    message: """
      Invalid batch updates detected: the number of sections and/or items returned by the data source before and after performing the batch updates are inconsistent with the updates.
      Data source before updates = { 2 sections with item counts: [1, 2] }
      Data source after updates = { 1 section with item counts: [1] }
      Updates = [
      ]
      """),
  .init(
    name: "a reload is listed as a delete and an insert",
    operations: [.reloadItems([path(0, 0)]), .moveSection(1, 0)], before: [2, 0],
    after: [0, 1],
    message: """
      Invalid batch updates detected: the number of sections and/or items returned by the data source before and after performing the batch updates are inconsistent with the updates.
      Data source before updates = { 2 sections with item counts: [2, 0] }
      Data source after updates = { 2 sections with item counts: [0, 1] }
      Updates = [
      \tDelete item (0 - 0),
      \tInsert item (0 - 0),
      \tMove section 1 to 0
      ]
      """),
]

/// Collection view batch validation: UIKit's `UICollectionView` messages,
/// its order of checks, and where it differs from a table view.
@Suite struct CollectionViewBatchValidationTests {
  @Test("each rejection has UIKit's exact collection view text", arguments: rejectedBatches)
  func messages(_ batch: RejectedCollectionBatch) throws {
    let error = try #require(
      rejection(batch.operations, before: batch.before, after: batch.after))
    #expect(error.description == batch.message)
  }

  @Test(
    "a reload's insert is shifted by the deletes and inserts, not the moves: the others fill in")
  func reloadShiftIgnoresMoves() throws {
    // Issue 22, item 9. Move [0, 3] to [0, 0] and reload [0, 2]: UIKit
    // inserts the reload at [0, 2] (no delete or insert before it), so the
    // item that was at [0, 1] ends at [0, 3], as UIKit animates it.
    let plan = try Batch.validate(
      [.moveItem(path(0, 3), path(0, 0)), .reloadItems([path(0, 2)])], before: [4], after: [4])
    #expect(plan.newIndexPath(for: path(0, 0)) == path(0, 1))
    #expect(plan.newIndexPath(for: path(0, 1)) == path(0, 3))
    #expect(plan.newIndexPath(for: path(0, 2)) == nil)
    #expect(plan.newIndexPath(for: path(0, 3)) == path(0, 0))
  }

  @Test("reloads are checked first, then deletes descending, with a section before its items")
  func reloadsThenDeletes() {
    // Delete-and-reload beats an out-of-range delete.
    #expect(
      rejection(
        [.deleteItems([path(0, 9), path(0, 1)]), .reloadItems([path(0, 1)])], before: [3],
        after: [1]) == .shared(.deleteAndReloadSameIndexPath(path(0, 1))))
    // Descending: item 9 is named before item 5.
    #expect(
      rejection([.deleteItems([path(0, 5), path(0, 9)])], before: [3], after: [1])
        == .shared(.deleteRowOutOfRange(row: 9, section: 0, rowCount: 3)))
    // A deleted section is checked before its items.
    #expect(
      rejection([.deleteItems([path(5, 0)]), .deleteSections([5])], before: [1], after: [1])
        == .shared(.deleteSectionOutOfRange(section: 5, sectionCount: 1)))
  }

  @Test("deletes beat inserts, inserts (ascending) beat moves, moves beat the counts")
  func stepOrder() {
    #expect(
      rejection(
        [.insertItems([path(0, 9)]), .deleteItems([path(0, 8)])], before: [1], after: [1])
        == .shared(.deleteRowOutOfRange(row: 8, section: 0, rowCount: 1)))
    #expect(
      rejection([.insertItems([path(0, 8), path(0, 7)])], before: [1], after: [1])
        == .shared(.insertRowOutOfRange(row: 7, section: 0, rowCount: 1)))
    #expect(
      rejection(
        [.moveItem(path(0, 5), path(0, 0)), .insertItems([path(0, 9)])], before: [1], after: [1])
        == .shared(.insertRowOutOfRange(row: 9, section: 0, rowCount: 1)))
    #expect(
      rejection([.moveItem(path(0, 5), path(0, 0))], before: [1], after: [7])
        == .shared(.moveRowSourceOutOfRange(path(0, 5), rowCount: 1, section: 0)))
    // Section moves are checked before item moves.
    #expect(
      rejection(
        [.moveItem(path(0, 5), path(0, 0)), .moveSection(3, 0)], before: [1], after: [1])
        == .shared(.moveSectionSourceOutOfRange(section: 3, sectionCount: 1)))
    // The section count before the item counts.
    #expect(
      rejection([], before: [1], after: [5, 5])
        == .shared(.invalidNumberOfSections(after: 2, before: 1, inserted: 0, deleted: 0)))
  }

  @Test("a move out of a deleted section is found in the delete step, before any insert")
  func moveAcrossIsADeleteStepError() {
    #expect(
      rejection(
        [
          .insertItems([path(0, 9)]), .deleteSections([0]),
          .moveItem(path(0, 0), path(0, 0)),
        ], before: [1, 1], after: [1]) == .moveFromDeletedSection(0))
    // A reloaded section counts as deleted and inserted.
    #expect(
      rejection(
        [.reloadSections([0]), .moveItem(path(0, 0), path(1, 0))], before: [1, 0],
        after: [1, 1]) == .moveFromDeletedSection(0))
    #expect(
      rejection(
        [.reloadSections([1]), .moveItem(path(0, 0), path(1, 0))], before: [1, 0],
        after: [0, 1]) == .moveIntoInsertedSection(1))
  }

  @Test("where a table falls back to reloadData, a collection view raises")
  func movesAcrossReplacedSections() throws {
    let table = try BatchPlan(
      operations: [.deleteSections([0], .none), .moveRow(path(0, 0), path(0, 0))],
      before: [1, 1], after: [1])
    #expect(table.fallsBackToReloadData)
    #expect(
      rejection(
        [.deleteSections([0]), .moveItem(path(0, 0), path(0, 0))], before: [1, 1],
        after: [1]) == .moveFromDeletedSection(0))
  }

  @Test("duplicate deletes fail where a table merges them; duplicate inserts are tolerated")
  func duplicates() throws {
    let table = try BatchPlan(
      operations: [.deleteRows([path(0, 1), path(0, 1)], .none)], before: [3], after: [2])
    #expect(table.newPath(for: path(0, 2)) == path(0, 1))
    #expect(
      rejection([.deleteItems([path(0, 1), path(0, 1)])], before: [3], after: [2])
        == .duplicateDelete(path(0, 1)))
    // Inside a deleted section, item deletes are dropped, repeats too.
    #expect(
      rejection(
        [.deleteSections([0]), .deleteItems([path(0, 0), path(0, 0)])], before: [2, 1],
        after: [1]) == nil)
    // Sections deleted twice (in two calls) and items reloaded twice count once.
    #expect(
      rejection(
        [
          .deleteSections([1]), .deleteSections([1]), .reloadItems([path(0, 0)]),
          .reloadItems([path(0, 0)]),
        ], before: [1, 1], after: [1]) == nil)
    let plan = try Batch.validate(
      [.insertItems([path(0, 0)]), .insertItems([path(0, 0)])], before: [1], after: [2])
    #expect(plan.newIndexPath(for: path(0, 0)) == path(0, 1))
  }

  @Test("identical moves merge where a table rejects them")
  func identicalMoves() throws {
    #expect(throws: UITableView.UpdateError.self) {
      try BatchPlan(
        operations: [.moveRow(path(0, 0), path(0, 2)), .moveRow(path(0, 0), path(0, 2))],
        before: [3], after: [3])
    }
    let plan = try Batch.validate(
      [
        .moveItem(path(0, 0), path(1, 2)), .moveItem(path(0, 0), path(1, 2)),
        .moveSection(0, 1), .moveSection(0, 1),
      ], before: [3, 0], after: [0, 3])
    #expect(plan.sectionMap == [1, 0])
    #expect(plan.newIndexPath(for: path(0, 0)) == path(1, 2))
    #expect(plan.newIndexPath(for: path(0, 1)) == path(1, 0))
  }

  @Test("a reload is a delete plus an insert: the item maps to nothing, its neighbours stay")
  func reloads() throws {
    let plan = try Batch.validate(
      [.reloadItems([path(0, 1)]), .reloadSections([1]), .reconfigureItems([path(0, 0)])],
      before: [3, 2], after: [3, 4])
    #expect(plan.newIndexPath(for: path(0, 1)) == nil)
    #expect(plan.newIndexPath(for: path(0, 2)) == path(0, 2))
    #expect(plan.newSection(for: 1) == nil)
    #expect(plan.sectionSources == [0, nil])
    #expect(plan.reconfiguredItems == [path(0, 0)])
  }

  @Test("Int.max, Int.min and negative indexes are rejected, not trapped on")
  func extremeIndexes() {
    #expect(
      rejection([.deleteItems([path(0, .max)])], before: [3], after: [2])
        == .shared(.deleteRowOutOfRange(row: .max, section: 0, rowCount: 3)))
    #expect(
      rejection([.insertItems([path(0, -1)])], before: [3], after: [4])
        == .shared(.insertRowOutOfRange(row: -1, section: 0, rowCount: 4)))
    #expect(
      rejection([.reloadItems([path(.min, 0)])], before: [3], after: [3])
        == .shared(.deleteRowSectionOutOfRange(row: 0, section: .min, sectionCount: 1)))
    #expect(
      rejection([.moveItem(path(0, 0), path(0, .max))], before: [3], after: [3])
        == .shared(
          .moveRowDestinationOutOfRange(
            path(0, 0), destination: path(0, .max), rowCount: 3, section: 0)))
    #expect(
      rejection([.moveSection(.max, 0)], before: [1], after: [1])
        == .shared(.moveSectionSourceOutOfRange(section: .max, sectionCount: 1)))
    #expect(
      rejection([.deleteSections([Int.max - 1])], before: [1], after: [1])
        == .shared(.deleteSectionOutOfRange(section: Int.max - 1, sectionCount: 1)))
  }

  @Test("huge counts are validated and mapped without a step per item")
  func hugeCounts() throws {
    let huge = Int.max
    let plan = try Batch.validate(
      [
        .deleteItems([path(0, 0)]), .insertItems([path(0, huge - 1)]),
        .moveItem(path(1, huge - 1), path(1, 0)),
      ], before: [huge, huge], after: [huge, huge])
    #expect(plan.newIndexPath(for: path(0, 5)) == path(0, 4))
    #expect(plan.newIndexPath(for: path(0, huge - 1)) == path(0, huge - 2))
    #expect(plan.newIndexPath(for: path(1, huge - 1)) == path(1, 0))
    #expect(plan.newIndexPath(for: path(1, 0)) == path(1, 1))
    // One more than Int.max items: smaller than the updates say, no overflow.
    if case .inconsistentBatchUpdates = rejection(
      [.insertItems([path(0, 0)])], before: [huge], after: [huge])
    {
    } else {
      Issue.record("expected an inconsistent batch")
    }
    #expect(
      rejection([], before: [0], after: [huge])
        == .shared(
          .invalidNumberOfRows(
            section: 0, after: huge, before: 0, inserted: 0, deleted: 0, movedIn: 0, movedOut: 0)))
    if case .inconsistentBatchUpdates = rejection([], before: [huge], after: [0]) {
    } else {
      Issue.record("expected an inconsistent batch")
    }
  }

  @Test("the count mismatch picks its text by the direction of the difference")
  func mismatchDirection() {
    #expect(Batch.UpdateError.endsSmaller(after: 1, before: 2, net: 0))
    #expect(!Batch.UpdateError.endsSmaller(after: 3, before: 2, net: 0))
    #expect(Batch.UpdateError.endsSmaller(after: .max, before: .max, net: 1))
    #expect(!Batch.UpdateError.endsSmaller(after: .max, before: -1, net: 0))
    #expect(Batch.UpdateError.endsSmaller(after: -1, before: .max, net: 0))
  }
}

/// The shared pipeline's count check, for the table too.
@Suite struct BatchCountOverflowTests {
  @Test("a table's row count check does not overflow on counts near Int.max")
  func tableCountNearIntMax() {
    #expect(throws: UITableView.UpdateError.self) {
      try BatchPlan(
        operations: [.insertRows([IndexPath(row: 0, section: 0)], .none)], before: [.max],
        after: [.max])
    }
  }
}
