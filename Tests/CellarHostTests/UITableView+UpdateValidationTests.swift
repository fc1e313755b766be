import CellarHost
import Foundation
import Testing

/// One batch UIKit rejects: the counts before (old rows per section) and
/// after (what the data source reports), the operations, and UIKit's reason.
struct RejectedBatch: Sendable, CustomTestStringConvertible {
  var before: [Int]
  var after: [Int]
  var operations: [UITableView.Operation]
  var reason: String

  var testDescription: String { String(reason.prefix(60)) }
}

private func path(_ section: Int, _ row: Int) -> String {
  "<NSIndexPath: 0x…> {length = 2, path = \(section) - \(row)}"
}

private let rejectedBatches: [RejectedBatch] = [
  // Issue 22, item 9: a reload's insert is shifted by the deletes and
  // inserts, not the moves, and lands on a move's destination ([0, 2] at
  // [0, 1]); the host shifted it by the moves too and accepted the batch.
  RejectedBatch(
    before: [4], after: [3],
    operations: [
      .deleteRows([ip(0, 1)], .fade), .moveRow(ip(0, 0), ip(0, 1)), .moveRow(ip(0, 3), ip(0, 0)),
      .reloadRows([ip(0, 2)], .fade),
    ],
    reason: "attempt to perform an insert and a move to the same index path (\(path(0, 1)))"),
  RejectedBatch(
    before: [1, 1, 1, 1, 1], after: [1, 1, 1, 1, 1],
    operations: [
      .moveSection(2, 4), .reloadSections([3], .fade), .deleteSections([4], .fade),
      .insertSections([2], .fade),
    ],
    reason: "attempt to perform an insert and a move to the same section (4)"),
  RejectedBatch(
    before: [3], after: [4], operations: [],
    reason:
      "Invalid update: invalid number of rows in section 0. The number of rows contained in an existing section after the update (4) must be equal to the number of rows contained in that section before the update (3), plus or minus the number of rows inserted or deleted from that section (0 inserted, 0 deleted) and plus or minus the number of rows moved into or out of that section (0 moved in, 0 moved out)."
  ),
  RejectedBatch(
    before: [3], after: [3, 1], operations: [],
    reason:
      "Invalid update: invalid number of sections. The number of sections contained in the table view after the update (2) must be equal to the number of sections contained in the table view before the update (1), plus or minus the number of sections inserted or deleted (0 inserted, 0 deleted)."
  ),
  RejectedBatch(
    before: [3], after: [3],
    operations: [.deleteRows([ip(0, 1)], .fade), .reloadRows([ip(0, 1)], .fade)],
    reason: "attempt to delete and reload the same index path (\(path(0, 1)))"),
  RejectedBatch(
    before: [3], after: [3],
    operations: [.reloadRows([ip(0, 1)], .fade), .moveRow(ip(0, 1), ip(0, 2))],
    reason: "attempt to perform a delete and a move from the same index path (\(path(0, 1)))"),
  RejectedBatch(
    before: [3], after: [2],
    operations: [.deleteRows([ip(0, 1)], .fade), .moveRow(ip(0, 1), ip(0, 0))],
    reason: "attempt to perform a delete and a move from the same index path (\(path(0, 1)))"),
  RejectedBatch(
    before: [3, 2], after: [2],
    operations: [.deleteSections([0], .fade), .moveSection(0, 0)],
    reason: "attempt to perform a delete and a move from the same section (0)"),
  RejectedBatch(
    before: [3], after: [3], operations: [.deleteSections([3], .fade)],
    reason: "attempt to delete section 3, but there are only 1 sections before the update"),
  RejectedBatch(
    before: [3], after: [3], operations: [.deleteRows([ip(2, 0)], .fade)],
    reason:
      "attempt to delete row 0 from section 2, but there are only 1 sections before the update"),
  RejectedBatch(
    before: [3], after: [2], operations: [.deleteRows([ip(0, 5)], .fade)],
    reason: "attempt to delete row 5 from section 0 which only contains 3 rows before the update"),
  RejectedBatch(
    before: [3, 2], after: [3, 1, 2],
    operations: [.insertSections([1], .fade), .moveSection(0, 1)],
    reason: "attempt to perform an insert and a move to the same section (1)"),
  RejectedBatch(
    before: [3], after: [4],
    operations: [.insertRows([ip(0, 0)], .fade), .moveRow(ip(0, 2), ip(0, 0))],
    reason: "attempt to perform an insert and a move to the same index path (\(path(0, 0)))"),
  RejectedBatch(
    before: [3], after: [3, 0], operations: [.insertSections([5], .fade)],
    reason: "attempt to insert section 5 but there are only 2 sections after the update"),
  RejectedBatch(
    before: [3], after: [4], operations: [.insertRows([ip(3, 0)], .fade)],
    reason: "attempt to insert row 0 into section 3, but there are only 1 sections after the update"
  ),
  RejectedBatch(
    before: [3], after: [4], operations: [.insertRows([ip(0, 7)], .fade)],
    reason:
      "attempt to insert row 7 into section 0, but there are only 4 rows in section 0 after the update"
  ),
  RejectedBatch(
    before: [3], after: [3], operations: [.moveSection(4, 0)],
    reason: "attempt to move section 4, but there are only 1 sections before the update"),
  RejectedBatch(
    before: [3], after: [3], operations: [.moveSection(0, 3)],
    reason:
      "attempt to to move section 0 to section 3, but there are only 1 sections after the update"
  ),
  RejectedBatch(
    before: [3], after: [3], operations: [.moveRow(ip(2, 0), ip(0, 0))],
    reason:
      "attempt to move index path (\(path(2, 0))) from a section that does not exist - there are only 1 sections before the update"
  ),
  RejectedBatch(
    before: [3], after: [3], operations: [.moveRow(ip(0, 9), ip(0, 0))],
    reason:
      "attempt to move index path (\(path(0, 9))) that does not exist - there are only 3 rows in section 0 before the update"
  ),
  RejectedBatch(
    before: [3], after: [3], operations: [.moveRow(ip(0, 0), ip(4, 0))],
    reason:
      "attempt to move index path (\(path(0, 0))) to index path (\(path(4, 0))) in section that does not exist - there are only 1 sections after the update"
  ),
  RejectedBatch(
    before: [3], after: [3], operations: [.moveRow(ip(0, 0), ip(0, 8))],
    reason:
      "attempt to move index path (\(path(0, 0))) to index path (\(path(0, 8))) that does not exist - there are only 3 rows in section 0 after the update"
  ),
  RejectedBatch(
    before: [1, 1, 1], after: [1, 1, 1], operations: [.moveSection(0, 1), .moveSection(0, 2)],
    reason: "attempt to move section 0 to both section 1 and section 2"),
  RejectedBatch(
    before: [3], after: [3],
    operations: [.moveRow(ip(0, 0), ip(0, 1)), .moveRow(ip(0, 0), ip(0, 2))],
    reason:
      "attempt to move row at index path \(path(0, 0)) to both \(path(0, 1)) and \(path(0, 2))"),
  RejectedBatch(
    before: [1, 1, 1], after: [1, 1, 1], operations: [.moveSection(0, 2), .moveSection(1, 2)],
    reason: "attempt to move both section 0 and section 1 to section 2"),
  RejectedBatch(
    before: [3], after: [3],
    operations: [.moveRow(ip(0, 0), ip(0, 2)), .moveRow(ip(0, 1), ip(0, 2))],
    reason:
      "attempt to move both row at index path \(path(0, 0)) and \(path(0, 1)) to \(path(0, 2))"),
  RejectedBatch(
    before: [2, 1], after: [1, 3], operations: [.moveRow(ip(0, 1), ip(1, 0))],
    reason:
      "Invalid update: invalid number of rows in section 1. The number of rows contained in an existing section after the update (3) must be equal to the number of rows contained in that section before the update (1), plus or minus the number of rows inserted or deleted from that section (0 inserted, 0 deleted) and plus or minus the number of rows moved into or out of that section (1 moved in, 0 moved out)."
  ),
  RejectedBatch(
    before: [3], after: [4], operations: [.reloadRows([ip(0, 0)], .automatic)],
    reason:
      "Invalid update: invalid number of rows in section 0. The number of rows contained in an existing section after the update (4) must be equal to the number of rows contained in that section before the update (3), plus or minus the number of rows inserted or deleted from that section (1 inserted, 1 deleted) and plus or minus the number of rows moved into or out of that section (0 moved in, 0 moved out)."
  ),
  RejectedBatch(
    before: [1, 2], after: [5, 1], operations: [.moveSection(1, 0)],
    reason:
      "Invalid update: invalid number of rows in section 0. The number of rows contained in an existing section after the update (5) must be equal to the number of rows contained in that section before the update (2), plus or minus the number of rows inserted or deleted from that section (0 inserted, 0 deleted) and plus or minus the number of rows moved into or out of that section (0 moved in, 0 moved out)."
  ),
]

@MainActor
@Suite struct UITableViewUpdateValidationTests {
  @Test(
    "a batch UIKit rejects throws UIKit's reason and leaves the table as it was",
    arguments: rejectedBatches)
  func rejectedBatch(_ batch: RejectedBatch) throws {
    let model = ListModel(
      batch.before.enumerated().map { section, count in
        (0..<count).map { "s\(section)r\($0)" }
      })
    let table = try makeTable(model, visibleRows: 3)
    try table.tapRow(at: ip(0, 0))
    let before = try TableState(table)
    model.sections = batch.after.enumerated().map { section, count in
      (0..<count).map { "n\(section)r\($0)" }
    }
    var completed = false
    let error = UIKitException.catching {
      table.performBatchUpdates(
        { for operation in batch.operations { table.perform(operation) } },
        completion: { _ in completed = true })
    }
    #expect(error?.reason == batch.reason)
    #expect(!completed)
    #expect(!table.hasUncommittedUpdates)
    model.sections = batch.before.enumerated().map { section, count in
      (0..<count).map { "s\(section)r\($0)" }
    }
    #expect(try TableState(table) == before)
  }

  @Test("the counts before a batch are the table's cache, not a fresh data-source query")
  func beforeStateIsTheCache() throws {
    let model = ListModel(rows: 3)
    let table = try makeTable(model)
    model.sections[0].append("late")  // changed without telling the table
    model.sections[0].append("later")
    let error = UIKitException.catching {
      table.insertRows(at: [ip(0, 4)], with: .fade)
    }
    #expect(
      error
        == .invalidNumberOfRows(
          section: 0, after: 5, before: 3, inserted: 1, deleted: 0, movedIn: 0, movedOut: 0))
  }
}

@MainActor
@Suite struct UITableViewMalformedInputTests {
  @Test("index paths without two indexes are rejected, not trapped on")
  func malformedPaths() throws {
    let model = ListModel(rows: 3)
    let table = try makeTable(model)
    let before = try TableState(table)
    #expect(
      UIKitException.catching {
        table.deleteRows(at: [IndexPath(index: 4)], with: .fade)
      }?.name == .internalInconsistency)
    #expect(
      UIKitException.catching {
        table.scrollToRow(at: IndexPath(), at: .top, animated: false)
      }?.name == .range)
    #expect(throws: UITableView.IndexError.self) { try table.tapRow(at: IndexPath(index: 0)) }
    // A one-index path is not read as a section to scroll to.
    let scrolled = UIKitException.catching {
      table.scrollToRow(at: IndexPath(index: 0), at: .top, animated: false)
    }
    #expect(scrolled == .rowSectionOutOfBounds(IndexPath(index: 0), sectionCount: 1))
    #expect(scrolled?.reason.contains("invalid index path") == true)
    #expect(table.rectForRow(at: IndexPath(indexes: [0, 0, 0])) == .zero)
    #expect(try TableState(table) == before)
  }

  @Test("a data source that reloads the table from cellForRowAt does not break the layout")
  func reentrantReload() throws {
    let model = ListModel(rows: 5)
    let table = try makeTable(model, layout: false)
    var reloaded = false
    model.cellProvider = { [unowned model] table, path in
      let cell = table.dequeueReusableCell(withIdentifier: "Cell", for: path)
      cell.textLabel?.text = model.sections[path.section][path.row]
      if !reloaded {
        reloaded = true
        model.sections[0] = ["only"]
        table.reloadData()
      }
      return cell
    }
    table.layoutIfNeeded()
    table.layoutIfNeeded()
    #expect(table.visibleContent == ["0-0:only"])
  }
}
