import CellarHost
import Foundation
import Testing

@testable import Cellar

/// ``TableSnapshot``'s verbs, their `UIKit` texts, and applying them.
@MainActor
@Suite struct TableSnapshotTests {
  private func row(_ id: Int, _ text: String? = nil) -> Row<TitleCell> {
    Row<TitleCell>(model: text ?? "r\(id)", id: id)
  }

  private func table(_ layout: [(String, [Int])]) throws -> Table {
    let table = makeTable(height: 2_000)
    try table.update(with: layout.map { id, rows in Section(id: id, rows: rows.map { row($0) }) })
    return table
  }

  private func layout(_ snapshot: TableSnapshot) -> [String] {
    snapshot.sections.map { section in
      name(section.id) + ":" + section.rows.map { name($0.id) }.joined(separator: ",")
    }
  }

  private func name(_ id: AnyHashable?) -> String {
    id.map { "\($0.base)" } ?? "-"
  }

  @Test("verbs edit the snapshot at once, and apply shows it as a fresh table draws it")
  func verbsThenApply() throws {
    let table = try table([("a", [1, 2, 3]), ("b", [4, 5])])
    var snapshot = table.snapshot()
    try snapshot.appendRows([row(6)], toSection: "a")
    try snapshot.insertRows([row(7)], beforeRow: 4)
    try snapshot.moveRow(1, afterRow: 5)
    try snapshot.deleteRows([2, 99])
    try snapshot.appendSections([Section(id: "c", rows: [row(8)])])
    try snapshot.moveSection("c", beforeSection: "a")
    #expect(layout(snapshot) == ["c:8", "a:3,6", "b:7,4,5,1"])
    #expect(snapshot.indexOfRow(4) == 4)
    #expect(snapshot.sectionID(containingRow: 1) == AnyHashable("b"))
    #expect(try snapshot.rowIDs(inSection: "a") == [3, 6])
    #expect(snapshot.numberOfRows == 7)
    try table.apply(snapshot)
    let fresh = try self.table([])
    try fresh.update(with: snapshot.sections)
    #expect(table.tableView.visibleTexts == fresh.tableView.visibleTexts)
    #expect(layout(table.snapshot()) == layout(snapshot))
  }

  @Test("reloads and reconfigures of unchanged rows reach the view")
  func marksReachTheView() throws {
    let table = try table([("a", [1, 2, 3]), ("b", [4])])
    var snapshot = table.snapshot()
    try snapshot.reloadRows([2])
    try snapshot.reconfigureRows([3])
    #expect(snapshot.reloadedRowIDs == [2])
    #expect(snapshot.reconfiguredRowIDs == [3])
    let start = table.tableView.updateLog.count
    try table.apply(snapshot)
    let operations = table.tableView.operations(since: start)
    #expect(operations.contains(.reloadRows([IndexPath(row: 1, section: 0)], .automatic)))
    #expect(operations.contains(.reconfigureRows([IndexPath(row: 2, section: 0)])))
  }

  @Test("each misuse throws UIKit's text and leaves the snapshot as it was")
  func misuses() throws {
    let table = try table([("a", [1, 2]), ("b", [3])])
    let original = table.snapshot()
    var snapshot = original
    let cases: [(String, (inout TableSnapshot) throws -> Void)] = [
      (
        "Fatal: supplied item identifiers are not unique. Duplicate identifiers: {(\n    1\n)}",
        { try $0.deleteRows([1, 1]) }
      ),
      (
        "Invalid parameter not satisfying: section != NSNotFound",
        { try $0.appendRows([row(9)], toSection: "zz") }
      ),
      (
        "Invalid parameter not satisfying: fromIndex != NSNotFound",
        { try $0.moveRow(9, beforeRow: 1) }
      ),
      (
        "Invalid parameter not satisfying: toIndex != NSNotFound",
        { try $0.moveRow(1, beforeRow: 9) }
      ),
      (
        "Invalid parameter not satisfying: insertIndex != NSNotFound",
        { try $0.insertSections([Section(id: "c")], afterSection: "zz") }
      ),
      (
        "Attempted to reload item identifier that does not exist in the snapshot: 9",
        { try $0.reloadRows([9]) }
      ),
      (
        "Attempted to reconfigure item identifier that does not exist in the snapshot: 9",
        { try $0.reconfigureRows([9]) }
      ),
      (
        "Attempted to reload section identifier that does not exist in the snapshot: zz",
        { try $0.reloadSections(["zz"]) }
      ),
      (
        "Invalid parameter not satisfying: fromSection != NSNotFound",
        { try $0.moveSection("zz", beforeSection: "a") }
      ),
      (
        "Invalid parameter not satisfying: toSection != NSNotFound",
        { try $0.moveSection("a", beforeSection: "zz") }
      ),
      (
        "Diffable data source detected an attempt to insert or append 1 section identifier that already exists in the snapshot. Identifiers in a snapshot must be unique. Section identifier that already exists: a",
        { try $0.appendSections([Section(id: "a")]) }
      ),
    ]
    for (text, verb) in cases {
      do {
        try verb(&snapshot)
        Issue.record("no error for \(text)")
      } catch let error as SnapshotError {
        #expect(error.description == text)
      }
      #expect(layout(snapshot) == layout(original))
    }
    var empty = TableSnapshot()
    #expect(throws: SnapshotError.noSections) { try empty.appendRows([row(1)]) }
    #expect(throws: SnapshotError.sectionNotFound("zz")) { try empty.rowIDs(inSection: "zz") }
  }

  @Test("rows inserted that are there move into place, with UIKit's message")
  func movedIntoPlace() throws {
    let table = try table([("a", [1, 2]), ("b", [3])])
    var snapshot = table.snapshot()
    try snapshot.appendRows([row(1)], toSection: "b")
    #expect(layout(snapshot) == ["a:2", "b:3,1"])
    #expect(snapshot.warnings.count == 1)
    #expect(snapshot.warnings[0].hasSuffix("Item identifier that already exists: 1"))
  }

  @Test("the next snapshot starts from the applied one's index, and copies stay apart")
  func handedOverIndex() throws {
    let table = try table([("a", [1, 2, 3]), ("b", [4, 5])])
    var first = table.snapshot()
    try first.moveRow(1, afterRow: 5)  // builds the index, then changes it
    try table.apply(first)
    // The old value lives on and changes after the table kept its core.
    try first.deleteRows([4])
    var second = table.snapshot()
    #expect(layout(second) == ["a:2,3", "b:4,5,1"])
    #expect(second.indexOfRow(4) == 2)
    try second.moveRow(2, beforeRow: 4)
    #expect(layout(first) == ["a:2,3", "b:5,1"])
    #expect(layout(second) == ["a:3", "b:2,4,5,1"])
    #expect(second.reloadedRowIDs.isEmpty && second.warnings.isEmpty)
    // Another change in between: the next snapshot is taken anew.
    try table.apply(second)
    try table.update(with: [Section(id: "c", rows: [row(9)])])
    var third = table.snapshot()
    #expect(layout(third) == ["c:9"])
    #expect(third.indexOfRow(2) == nil)
    try third.appendRows([row(2)])
    #expect(layout(third) == ["c:9,2"])
    // Two snapshots taken in turn without an apply are independent.
    let fourth = table.snapshot()
    #expect(layout(fourth) == ["c:9"])
  }

  @Test("a snapshot applied while another update runs is queued, and shown after it")
  func queuedApply() throws {
    let table = makeTable(height: 2_000)
    var snapshot = TableSnapshot()
    try snapshot.appendSections([Section(id: "a", rows: [row(1), row(2), row(3)])])
    try snapshot.reconfigureRows([1])
    var applied = false
    table.onError = { Issue.record("\($0)") }
    try table.update(with: [
      Section(
        id: "a",
        rows: [
          row(1).onWillDisplay { [unowned table] _, _ in
            guard !applied else { return }
            applied = true
            try? table.apply(snapshot)
          },
          row(2),
        ])
    ])
    #expect(applied)
    #expect(layout(table.snapshot()) == ["a:1,2,3"])
    #expect(table.tableView.visibleTexts == ["r1", "r2", "r3"])
  }
}
