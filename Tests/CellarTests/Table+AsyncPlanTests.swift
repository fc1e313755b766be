@_spi(Testing) import Cellar
import Foundation
import Testing

/// A background update is planned and checked in one stretch of the main
/// actor and shown in the next. What happens in between (a row selected,
/// the table scrolled, another update, a cancellation) is taken into
/// account as if it had happened before the update: each case is checked
/// against a second table that saw the same things in that order, with a
/// synchronous update.
@MainActor
@Suite struct TableAsyncPlanTests {
  /// One section of 100 rows, ids `0..<100`, or those `keeping`.
  private func sections(keeping ids: some Sequence<Int> = 0..<100) -> [Section] {
    [Section(id: "s", rows: ids.map { Row<TitleCell>(model: "r\($0)", id: $0) })]
  }

  /// The change applied: the first five rows go, two rows come at the end.
  private var target: [Section] { sections(keeping: Array(5..<100) + [1_000, 1_001]) }

  /// Two tables showing the same 100 rows, laid out.
  private func twoTables() throws -> (background: Table, oracle: Table) {
    let background = makeTable()
    let oracle = makeTable()
    for table in [background, oracle] {
      try table.update(with: sections())
      table.tableView.layoutIfNeeded()
    }
    return (background, oracle)
  }

  /// `table`'s background update to ``target``, running `between` after
  /// its plan and before its batch.
  private func updateInBackground(
    _ table: Table, between: @escaping @MainActor () -> Void
  ) async throws -> Bool {
    var plans = 0
    table.willShowInBackground = {
      plans += 1
      if plans == 1 { between() }
    }
    defer { table.willShowInBackground = nil }
    let applied = try await table.updateInBackground(with: target)
    #expect(plans >= 1)
    return applied
  }

  @Test("a row selected between the plan and the batch keeps its selection, moved with it")
  func selectionBetweenPlanAndBatch() async throws {
    let (table, oracle) = try twoTables()
    for each in [table, oracle] {
      each.tableView.selectRow(at: [0, 20], animated: false, scrollPosition: .none)
    }
    let applied = try await updateInBackground(table) {
      table.tableView.selectRow(at: [0, 30], animated: false, scrollPosition: .none)
    }
    oracle.tableView.selectRow(at: [0, 30], animated: false, scrollPosition: .none)
    try oracle.update(with: target)
    #expect(applied)
    #expect(oracle.tableView.indexPathsForSelectedRows == [[0, 25]])
    #expect(table.tableView.indexPathsForSelectedRows == oracle.tableView.indexPathsForSelectedRows)
    #expect(table.sections[0].rows.map(\.id) == target[0].rows.map(\.id))
  }

  @Test("rows selected among many between the plan and the batch all follow their rows")
  func multipleSelectionBetweenPlanAndBatch() async throws {
    let (table, oracle) = try twoTables()
    for each in [table, oracle] {
      each.tableView.allowsMultipleSelection = true
      each.tableView.selectRow(at: [0, 2], animated: false, scrollPosition: .none)
      each.tableView.selectRow(at: [0, 20], animated: false, scrollPosition: .none)
    }
    let applied = try await updateInBackground(table) {
      table.tableView.selectRow(at: [0, 30], animated: false, scrollPosition: .none)
      table.tableView.deselectRow(at: [0, 20], animated: false)
    }
    oracle.tableView.selectRow(at: [0, 30], animated: false, scrollPosition: .none)
    oracle.tableView.deselectRow(at: [0, 20], animated: false)
    try oracle.update(with: target)
    #expect(applied)
    // Row 2 was deleted; row 30 is now at 25.
    #expect(oracle.tableView.indexPathsForSelectedRows == [[0, 25]])
    #expect(
      table.tableView.indexPathsForSelectedRows?.sorted()
        == oracle.tableView.indexPathsForSelectedRows?.sorted())
  }

  @Test("a scroll between the plan and the batch: the row then on top keeps its place on screen")
  func scrollBetweenPlanAndBatch() async throws {
    let (table, oracle) = try twoTables()
    for each in [table, oracle] {
      each.tableView.setContentOffset(CGPoint(x: 0, y: 440), animated: false)
    }
    // Row 20, 10 points scrolled past.
    let scrolled = CGPoint(x: 0, y: 44 * 20 + 10)
    let applied = try await updateInBackground(table) {
      table.tableView.setContentOffset(scrolled, animated: false)
    }
    oracle.tableView.setContentOffset(scrolled, animated: false)
    try oracle.update(with: target)
    #expect(applied)
    // Five rows above it went.
    #expect(
      abs(oracle.tableView.contentOffset.y - (44 * 15 + 10)) < 1e-9,
      "\(oracle.tableView.contentOffset.y.description)")
    #expect(table.tableView.contentOffset == oracle.tableView.contentOffset)
    table.tableView.layoutIfNeeded()
    oracle.tableView.layoutIfNeeded()
    #expect(table.tableView.visibleTexts == oracle.tableView.visibleTexts)
  }

  @Test(
    "a synchronous update between the plan and the batch wins: the background one returns false")
  func synchronousUpdateBetweenPlanAndBatch() async throws {
    let (table, _) = try twoTables()
    let newer = sections(keeping: [7, 8, 9])
    let applied = try await updateInBackground(table) {
      #expect(throws: Never.self) { try table.update(with: newer) }
    }
    #expect(!applied)
    #expect(table.sections[0].rows.map(\.id) == [7, 8, 9])
    table.tableView.layoutIfNeeded()
    #expect(table.tableView.visibleTexts == ["r7", "r8", "r9"])
  }

  @Test("a cancellation between the plan and the batch applies nothing")
  func cancellationBetweenPlanAndBatch() async throws {
    let (table, _) = try twoTables()
    let task = Task { @MainActor in
      try await self.updateInBackground(table) {
        withUnsafeCurrentTask { $0?.cancel() }
      }
    }
    await #expect(throws: CancellationError.self) { try await task.value }
    #expect(table.sections[0].rows.map(\.id) == (0..<100).map { AnyHashable($0) })
    #expect(table.tableView.numberOfRows(inSection: 0) == 100)
  }
}
