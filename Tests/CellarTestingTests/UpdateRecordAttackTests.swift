@_spi(Testing) import Cellar
import CellarTesting
import Foundation
import Testing

/// The recorder on Cellar's own record under hostile use: thousands of
/// updates queued from one tap, recordings opened and closed inside
/// callbacks, throwing bodies, and updates from other tasks while an
/// asynchronous body is suspended.
@MainActor
@Suite struct UpdateRecordAttackTests {
  @Test(
    "2,000 updates queued from one row action are recorded in the order they applied, and replay"
  )
  func queuedFromATap() throws {
    let table = makeTable()
    let count = 2_000
    func rows(_ names: [String]) -> [any RowRepresentable] {
      names.map { name in
        Row<TextCell>(
          model: name, id: name,
          action: { [unowned table] _, _ in
            for index in 0..<count { try? table.update(with: [section("s", ["tap", "\(index)"])]) }
          })
      }
    }
    try table.update(with: [Section(id: "s", rows: rows(["tap"]))])
    let report = try table.recordingUpdate {
      try table.tableView.tapRow(at: IndexPath(row: 0, section: 0))
    }
    #expect(report.batches.count == count, "\(report.lines.prefix(8))")
    #expect(report.replayMatches, "\(report.lines.suffix(8))")
    #expect(report.insertedRowIDs == (0..<count).map { AnyHashable("\($0)") })
    #expect(report.deletedRowIDs == (0..<count - 1).map { AnyHashable("\($0)") })
    #expect(table.updateRecord == nil)
  }

  @Test(
    "a recording opened and closed inside a row action sees the queued update only if it ran there; the outer one sees everything"
  )
  func recordingInsideACallback() throws {
    let table = makeTable()
    var inner: UpdateReport?
    let action: Row<TextCell>.Action = { [unowned table] _, _ in
      inner = table.recordingUpdate {
        try? table.update(with: [section("s", ["a", "b"])])
      }
    }
    try table.update(with: [
      Section(id: "s", rows: [Row<TextCell>(model: "a", id: "a", action: action)])
    ])
    let outer = try table.recordingUpdate {
      try table.tableView.tapRow(at: IndexPath(row: 0, section: 0))
    }
    // The update asked for inside the action waits until the tap is over:
    // the inner recording closed before it ran.
    let innerReport = try #require(inner)
    #expect(innerReport.batches.isEmpty)
    #expect(innerReport.replayMatches)
    #expect(outer.insertedRowIDs == ["b"])
    #expect(outer.replayMatches, "\(outer.lines)")
    #expect(table.updateRecord == nil)
  }

  @Test("a body that throws closes the record: nothing is recorded afterwards")
  func throwingBodyClosesTheRecord() throws {
    struct Stop: Error {}
    let table = makeTable()
    try table.update(with: [section("s", ["a"])])
    #expect(throws: Stop.self) {
      _ = try table.recordingUpdate {
        try table.update(with: [section("s", ["a", "b"])])
        throw Stop()
      }
    }
    #expect(table.updateRecord == nil)
    try table.update(with: [section("s", ["a", "b", "c"])])
    #expect(table.updateRecord == nil)
    let next = try table.recordingUpdate { try table.update(with: [section("s", ["c"])]) }
    #expect(next.deletedRowIDs == ["a", "b"])
    #expect(next.batches.count == 1 && next.replayMatches)
  }

  @Test(
    "an asynchronous recording covers an update another task makes while the body is suspended"
  )
  func updateFromAnotherTask() async throws {
    let table = makeTable()
    try table.update(with: [section("s", ["a"])])
    let report = try await table.recordingUpdate {
      let other = Task { @MainActor in try table.update(with: [section("s", ["a", "x"])]) }
      try await other.value
      try await table.updateInBackground(with: [section("s", ["x", "y"])])
    }
    #expect(report.insertedRowIDs == ["x", "y"])
    #expect(report.deletedRowIDs == ["a"])
    #expect(report.replayMatches, "\(report.lines)")
    #expect(table.updateRecord == nil)
  }
}
