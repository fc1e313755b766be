@_spi(Testing) import Cellar
import Foundation
import Testing

@MainActor
@Suite struct TableAsyncTests {
  @Test(
    "in an async function, `try table.update(with:)` compiles without `await` and is synchronous")
  func synchronousFromAsyncCode() async throws {
    let table = makeTable()
    // The compile test: no `await`, no `animation:`. Were an async overload
    // named `update(with:)` back, this line would not compile (Swift prefers
    // the async overload in an async context and requires `await`).
    try table.update(with: [Section(id: "s", rows: [Row<TitleCell>(model: "a")])])
    // Synchronous: applied before the next line, with no suspension.
    #expect(table.sections.map(\.id) == ["s"])
    #expect(table.tableView.visibleTexts == ["a"])
    // A `Void` result: the synchronous form returns nothing to drop.
    let result: Void = try table.update(with: [Section(id: "s", rows: [Row<TitleCell>(model: "b")])]
    )
    _ = result
    #expect(table.tableView.visibleTexts == ["b"])
    try table.update(with: [Section(id: "s", rows: [Row<TitleCell>(model: "a")])], animation: .fade)
    #expect(table.tableView.visibleTexts == ["a"])
    let start = table.tableView.updateLog.count
    let applied = try await table.updateInBackground(
      with: [Section(id: "s", rows: [Row<TitleCell>(model: "a"), Row<TitleCell>(model: "b")])],
      animation: .fade)
    #expect(applied)
    #expect(table.tableView.visibleTexts == ["a", "b"])
    #expect(
      table.tableView.operations(since: start) == [
        .insertRows([IndexPath(row: 1, section: 0)], .fade)
      ])
  }

  @Test("an async update diffs off the main actor and applies the result")
  func applies() async throws {
    let table = makeTable()
    let applied = try await table.updateInBackground(with: [
      Section(id: "s", rows: (0..<100).map { Row<TitleCell>(model: "r\($0)", id: $0) })
    ])
    #expect(applied)
    #expect(table.sections.first?.rows.count == 100)
    table.tableView.layoutIfNeeded()
    #expect(table.tableView.visibleTexts.first == "r0")
  }

  @Test("the latest update wins and a stale async result is dropped")
  func latestWins() async throws {
    let table = makeTable()
    let old = [Section(id: "old", rows: (0..<100_000).map { Row<TitleCell>(model: "o", id: $0) })]
    let stale = Task { @MainActor in
      try await table.updateInBackground(with: old)
    }
    let latest = Task { @MainActor in
      try await table.updateInBackground(with: [
        Section(id: "new", rows: [Row<TitleCell>(model: "new")])
      ])
    }
    let staleApplied = try await stale.value
    let latestApplied = try await latest.value
    #expect(!staleApplied)
    #expect(latestApplied)
    #expect(table.sections.map(\.id) == ["new"])
  }

  @Test("a synchronous update made while an async diff runs wins over it")
  func syncWins() async throws {
    let table = makeTable()
    // A big diff, so that it is still running when the synchronous update comes.
    let big = [Section(id: "async", rows: (0..<100_000).map { Row<TitleCell>(model: "r", id: $0) })]
    // The synchronous update comes exactly while the async diff runs.
    table.willDiffInBackground = { [unowned table] in
      #expect(throws: Never.self) { try updateNow(table, [Section(id: "sync")]) }
    }
    let applied = try await table.updateInBackground(with: big)
    table.willDiffInBackground = nil
    #expect(!applied)
    #expect(table.sections.map(\.id) == ["sync"])
  }

  @Test("an update that throws duplicate ids leaves an async diff in flight to apply")
  func rejectedUpdateKeepsTheDiffInFlight() async throws {
    let table = makeTable()
    let big = [Section(id: "async", rows: (0..<10_000).map { Row<TitleCell>(model: "r", id: $0) })]
    let duplicates = [
      Section(
        id: "d", rows: [Row<TitleCell>(model: "x", id: 1), Row<TitleCell>(model: "y", id: 1)])
    ]
    table.willDiffInBackground = { [unowned table] in
      #expect(throws: TableError.self) { try updateNow(table, duplicates) }
    }
    let applied = try await table.updateInBackground(with: big)
    table.willDiffInBackground = nil
    #expect(applied)
    #expect(table.sections.map(\.id) == ["async"])
  }

  @Test("async updates throw duplicate ids without touching the table")
  func asyncDuplicates() async throws {
    let table = makeTable()
    await #expect(throws: TableError.self) {
      try await table.updateInBackground(with: [Section(id: "a"), Section(id: "a")])
    }
    #expect(table.sections.isEmpty)
  }
}

/// The synchronous update, from a synchronous closure.
@MainActor
private func updateNow(_ table: Table, _ sections: [Section]) throws {
  try table.update(with: sections)
}
