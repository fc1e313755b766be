import Cellar
import CellarTesting
import Foundation
import Testing

/// A cell showing a string.
final class TextCell: UITableViewCell, ConfigurableCell {
  func configure(_ model: String) { textLabel?.text = model }
}

/// A header view showing a count.
final class CountHeaderView: UITableViewHeaderFooterView, ConfigurableHeaderFooterView {
  func configure(_ model: Int) { textLabel?.text = "\(model) items" }
}

/// A table on a 320×`height` table view with fixed 44-point rows.
@MainActor
func makeTable(height: CGFloat = 480) -> Table {
  let tableView = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: height))
  tableView.rowHeight = 44
  return Table(tableView: tableView)
}

/// A section of text rows, each identified by its text.
@MainActor
func section(_ id: String, _ rows: [String], height: CGFloat? = nil) -> Section {
  Section(id: id, rows: rows.map { Row<TextCell>(model: $0, id: $0, height: height) })
}

@MainActor
@Suite struct UpdateReportTests {
  @Test("rows inserted, deleted, moved and reconfigured are reported by id, per batch")
  func rowsByID() throws {
    let table = makeTable()
    try table.update(with: [section("s", ["a", "b", "c", "d"])])
    let report = try table.recordingUpdate {
      try table.update(with: [
        Section(
          id: "s",
          rows: [
            Row<TextCell>(model: "d", id: "d"), Row<TextCell>(model: "a", id: "a"),
            Row<TextCell>(model: "B!", id: "b"), Row<TextCell>(model: "e", id: "e"),
          ])
      ])
    }
    #expect(report.batches.count == 1)
    #expect(report.replayMatches)
    #expect(report.insertedRowIDs == ["e"])
    #expect(report.deletedRowIDs == ["c"])
    #expect(report.movedRowIDs == ["d"])
    #expect(report.reconfiguredRowIDs == ["b"])
    #expect(report.reloadedRowIDs.isEmpty)
    let batch = try #require(report.batches.first)
    #expect(batch.kind == .batch && !batch.fellBackToReloadData)
    #expect(batch.deletedRows == [.init(id: "c", indexPath: IndexPath(row: 2, section: 0))])
    #expect(batch.insertedRows == [.init(id: "e", indexPath: IndexPath(row: 3, section: 0))])
    #expect(
      batch.movedRows == [
        .init(id: "d", source: IndexPath(row: 3, section: 0), target: IndexPath(row: 0, section: 0))
      ])
    #expect(batch.lines.contains(#"inserted "e" at [0, 3]"#))
    #expect(batch.lines.contains(#"deleted "c" at [0, 2]"#))
    #expect(batch.lines.contains(#"moved "d" from [0, 3] to [0, 0]"#))
    #expect(batch.lines.contains(#"reconfigured "b" at [0, 1]"#))
    #expect(report.operationCount == 4)
    #expect(report.lines.first == "batch 1 of 1 (performBatchUpdates, validated)")
  }

  @Test("a row whose height changed is reported reloaded, not reconfigured")
  func reloaded() throws {
    let table = makeTable()
    try table.update(with: [section("s", ["a", "b"])])
    let report = try table.recordingUpdate {
      try table.update(with: [
        Section(
          id: "s",
          rows: [
            Row<TextCell>(model: "a", id: "a"), Row<TextCell>(model: "b", id: "b", height: 80),
          ])
      ])
    }
    #expect(report.reloadedRowIDs == ["b"])
    #expect(report.reconfiguredRowIDs.isEmpty)
  }

  @Test("sections inserted, deleted and moved are reported by id, with the rows they carry")
  func sectionsByID() throws {
    let table = makeTable()
    try table.update(with: [section("x", ["1"]), section("y", ["2"]), section("z", ["3", "4"])])
    let report = try table.recordingUpdate {
      try table.update(with: [section("z", ["3", "4"]), section("x", ["1"]), section("w", ["5"])])
    }
    #expect(report.replayMatches)
    #expect(report.insertedSectionIDs == ["w"])
    #expect(report.deletedSectionIDs == ["y"])
    let batch = try #require(report.batches.first)
    #expect(batch.deletedSections == [.init(id: "y", index: 1)])
    #expect(batch.insertedSections == [.init(id: "w", index: 2)])
    #expect(batch.movedSections.map(\.id) == ["z"] || batch.movedSections.map(\.id) == ["x"])
    #expect(batch.lines.contains(#"inserted section "w" at 2, with "5""#))
    #expect(batch.lines.contains(#"deleted section "y" at 1 with its 1 rows"#))
    // Rows that came with an inserted section are not listed one by one.
    #expect(report.insertedRowIDs.isEmpty)
  }

  @Test("an update to the same sections reports no batch; a reload reports reloadData")
  func nothingAndReload() throws {
    let table = makeTable()
    try table.update(with: [section("s", ["a"])])
    let same = try table.recordingUpdate { try table.update(with: [section("s", ["a"])]) }
    #expect(same.batches.isEmpty)
    #expect(same.lines.first == "no change: the host was not asked to do anything")
    let reload = try table.recordingUpdate { try table.reloadData(with: [section("t", ["b"])]) }
    #expect(reload.batches.map(\.kind) == [.reloadData])
    #expect(reload.batches.first?.lines == ["reloaded everything (1 sections)"])
    #expect(reload.replayMatches)
  }

  @Test("batches after a table's reloadData are replayed, and the rows it showed named")
  func batchesAfterReload() throws {
    let table = makeTable()
    try table.update(with: [section("s", ["a", "b"]), section("t", ["c"])])
    let report = try table.recordingUpdate {
      try table.update(with: [section("s", ["a"])], animation: .none)
      try table.update(with: [section("s", ["a", "g"]), section("u", ["h"])])
      try table.update(with: [section("u", ["h"]), section("s", ["g"])])
    }
    #expect(report.batches.first?.lines == ["reloaded everything (1 sections)"])
    #expect(report.insertedRowIDs == ["g"])
    // A row the reload showed and a later batch deleted is named from the
    // sections the reload showed.
    #expect(report.batches.last?.deletedRows.map(\.id) == ["a"])
    #expect(report.batches.last?.deletedRows.map(\.indexPath) == [IndexPath(row: 0, section: 0)])
    #expect(report.replayMatches, "\(report.lines)")
  }

  @Test(
    "a reloadData the app calls on the table view itself is not the table's: not listed, but counted, and the table's own batches around it are replayed and named"
  )
  func batchesAfterHostReload() throws {
    let table = makeTable()
    try table.update(with: [section("s", ["a", "b"]), section("t", ["c"])])
    let report = try table.recordingUpdate {
      table.tableView.reloadData()  // the app's own call: not a change the table made
      try table.update(with: [section("s", ["a", "b", "g"]), section("u", ["h"])])
      try table.update(with: [section("u", ["h"]), section("s", ["b", "g"])])
    }
    #expect(report.batches.count == 2)
    #expect(report.batches.allSatisfy { $0.kind == .batch })
    #expect(report.insertedRowIDs == ["g"])
    #expect(report.deletedSectionIDs == ["t"])
    #expect(report.insertedSectionIDs == ["u"])
    #expect(report.batches.last?.deletedRows.map(\.id) == ["a"])
    #expect(!report.replayMatches)
    #expect(
      report.lines.contains(
        "warning: the view logged 1 change the table or grid did not make (reloadData or "
          + "batches called on the view directly): not listed above"), "\(report.lines)")
    #expect(!report.lines.contains { $0.hasPrefix("warning: replaying") }, "\(report.lines)")
    // Without the app's call, the same kind of recording matches.
    let clean = try table.recordingUpdate {
      try table.update(with: [section("s", ["b"]), section("u", ["h", "i"])])
    }
    #expect(clean.replayMatches, "\(clean.lines)")
    #expect(!clean.lines.contains { $0.hasPrefix("warning") })
  }

  @Test("an empty table, emptied and filled again, reports every batch")
  func emptyTables() throws {
    let table = makeTable()
    let nothing = try table.recordingUpdate { try table.update(with: []) }
    #expect(nothing.batches.isEmpty && nothing.replayMatches)
    let filled = try table.recordingUpdate { try table.update(with: [section("s", ["a", "b"])]) }
    #expect(filled.insertedSectionIDs == ["s"])
    #expect(filled.replayMatches)
    let emptied = try table.recordingUpdate { try table.update(with: []) }
    #expect(emptied.deletedSectionIDs == ["s"])
    #expect(emptied.replayMatches)
  }

  @Test("an update that throws duplicate ids records nothing and leaves the table unchanged")
  func duplicates() throws {
    let table = makeTable()
    try table.update(with: [section("s", ["a"])])
    var report: UpdateReport?
    #expect(throws: TableError.self) {
      report = try table.recordingUpdate { try table.update(with: [section("s", ["a", "a"])]) }
    }
    #expect(report == nil)
    let after = table.recordingUpdate {}
    #expect(after.batches.isEmpty)
    #expect(table.rowIDs(inSection: 0) == ["a"])
  }

  @Test("updates made from inside a row's action are recorded in the order they applied")
  func reentrantUpdate() throws {
    let table = makeTable()
    try table.update(with: [
      Section(
        id: "s",
        rows: [
          Row<TextCell>(model: "tap", id: "tap") { [unowned table] _, _ in
            try? table.update(with: [section("s", ["tap", "added"])])
          }
        ])
    ])
    let report = try table.recordingUpdate {
      try table.tableView.tapRow(at: IndexPath(row: 0, section: 0))
    }
    #expect(report.insertedRowIDs == ["added"])
    #expect(report.replayMatches)
    #expect(report.callbacks.contains { $0.name.contains("didSelectRow") })
  }

  @Test("a large update names runs of consecutive rows on one line")
  func runs() throws {
    let table = makeTable()
    try table.update(with: [section("s", [])])
    let names = (0..<1_000).map { "r\($0)" }
    let report = try table.recordingUpdate { try table.update(with: [section("s", names)]) }
    #expect(report.insertedRowIDs.count == 1_000)
    #expect(
      report.batches.first?.lines == [#"inserted "r0" … "r999" at [0, 0] … [0, 999] (1000 rows)"#])
  }

  @Test("a tally adds reports and is clean when every batch was validated")
  func tally() throws {
    let table = makeTable()
    var tally = UpdateTally()
    for rows in [["a"], ["a", "b"], ["b"], []] {
      tally.add(try table.recordingUpdate { try table.update(with: [section("s", rows)]) })
    }
    #expect(tally.isClean)
    #expect(tally.batches == 4 && tally.validated == 4)
    #expect(tally.operations == 4)
    tally.add(try table.recordingUpdate { try table.reloadData(with: []) })
    #expect(!tally.isClean && tally.reloads == 1)
  }
}
