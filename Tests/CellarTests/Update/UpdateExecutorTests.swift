import CellarTestSupport
import Foundation
import Testing

@testable import Cellar

/// A list view that records what the executor asks of it.
@MainActor
private final class RecordingTarget: BatchUpdateTarget {
  struct Rejected: Error, CustomStringConvertible { var description: String { "rejected" } }
  typealias Rejection = Rejected
  typealias Animation = Void

  var displayed: Set<IndexPath> = []
  var rejects = false
  var log: [String] = []

  static var batchSurface: Headless.Batch.Surface { .table }

  var rowsWithCells: [IndexPath]? { Array(displayed) }

  func performBatch(
    _ batch: Headless.Batch, animation: Void, newCounts: [Int], updateData: () -> Void
  ) throws -> Bool {
    let operations = batch.groups
    log.append("begin")
    updateData()
    if rejects { throw Rejected() }
    log.append("batch \(operations.rowReconfigures) \(operations.rowInserts)")
    return false
  }

  func send(_ call: Headless.BatchOperation, animation: Void) { log.append("send \(call)") }

  func reloadData() { log.append("reloadData") }

  func layoutIfNeeded() { log.append("layout") }
}

@MainActor
@Suite struct UpdateExecutorTests {
  private func stage(
    reconfigures: [SectionedChangeset.Path] = [], inserts: [SectionedChangeset.Path] = [],
    forced: Bool = false
  )
    -> ListUpdate.Stage
  {
    var groups = Headless.Batch.Groups()
    groups.rowReconfigures = reconfigures
    groups.rowInserts = inserts
    return ListUpdate.Stage(
      sections: [Section(id: 1)], groups: groups, on: .table, isForced: forced)
  }

  private func run(_ stage: ListUpdate.Stage, on target: RecordingTarget) throws {
    try UpdateExecutor.perform(
      stage, on: target, animation: (), record: nil,
      commit: { target.log.append("commit \($0.count)") },
      rejected: { _ in target.log.append("rejected") })
  }

  @Test(
    "a stage is one batch with the data switched inside it; rows without a cell are not reconfigured"
  )
  func oneBatch() throws {
    let target = RecordingTarget()
    target.displayed = [IndexPath(row: 0, section: 0)]
    let paths = [
      SectionedChangeset.Path(section: 0, row: 0), SectionedChangeset.Path(section: 0, row: 9),
    ]
    try run(
      stage(reconfigures: paths, inserts: [SectionedChangeset.Path(section: 0, row: 1)]), on: target
    )
    #expect(target.log == ["begin", "commit 1", "batch [[0, 0]] [[0, 1]]"])
  }

  @Test(
    "a stage with only reconfigures of rows without a cell commits without a batch, unless forced")
  func nothingToSend() throws {
    let target = RecordingTarget()
    try run(stage(reconfigures: [SectionedChangeset.Path(section: 0, row: 9)]), on: target)
    #expect(target.log == ["commit 1"])
    target.log = []
    try run(
      stage(reconfigures: [SectionedChangeset.Path(section: 0, row: 9)], forced: true), on: target)
    #expect(target.log == ["begin", "commit 1", "batch [] []"])
  }

  @Test("a rejected batch is recovered with reloadData, reported, then laid out")
  func rejected() throws {
    let target = RecordingTarget()
    target.rejects = true
    try run(stage(inserts: [SectionedChangeset.Path(section: 0, row: 0)]), on: target)
    #expect(target.log == ["begin", "commit 1", "commit 1", "reloadData", "rejected", "layout"])
  }

  @Test("a content change of a row off screen alone still sends one batch to the table view")
  func offscreenContentChange() throws {
    let table = makeTable(height: 88)
    let rows = (0..<20).map { Row<TitleCell>(model: "r\($0)", id: $0) }
    try table.update(with: [Section(id: 0, rows: rows)])
    let before = table.tableView.updateLog.count
    var changed = rows
    changed[15] = Row<TitleCell>(model: "changed", id: 15)
    try table.update(with: [Section(id: 0, rows: changed)])
    #expect(table.tableView.updateLog.count == before + 1)
    #expect(table.tableView.updateLog.last?.operations == [])
  }
}
