import Cellar
import CellarTesting
import Foundation
import Testing

/// A grid cell showing a string.
private final class WordCell: UICollectionViewCell, ConfigurableCollectionCell {
  func configure(_ model: String) { label.text = model }
}

@MainActor
@Suite struct UpdateRecorderTests {
  /// Issue 22, item 7: `reportedError` compared texts, so the same error
  /// reported again during the recording read as none.
  @Test(
    "an error reported during a table's recording is its reportedError, even when the one before had the same text"
  )
  func tableRepeatedError() throws {
    let table = makeTable()
    try table.update(with: [section("s", ["a"])])
    table += Row<TextCell>(model: "a", id: "a")  // duplicate: reported, not thrown
    let before = try #require(table.lastError.map { "\($0)" })
    let report = table.recordingUpdate {
      table += Row<TextCell>(model: "a", id: "a")
    }
    #expect(report.reportedError == before)
    #expect(report.lines.contains("error reported: \(before)"))
  }

  @Test(
    "an error reported during a grid's recording is its reportedError, even when the one before had the same text"
  )
  func gridRepeatedError() throws {
    let grid = makeWordGrid()
    try grid.update(with: [GridSection(id: "s") { Cellar.Item<WordCell>(model: "a", id: "a") }])
    grid += Cellar.Item<WordCell>(model: "a", id: "a")
    let before = try #require(grid.lastError.map { "\($0)" })
    let report = grid.recordingUpdate { grid += Cellar.Item<WordCell>(model: "a", id: "a") }
    #expect(report.reportedError == before)
  }

  @Test("an error reported only before the recording is not the recording's")
  func errorBeforeOnly() throws {
    let table = makeTable()
    try table.update(with: [section("s", ["a"])])
    table += Row<TextCell>(model: "a", id: "a")
    #expect(table.lastError != nil)
    let report = try table.recordingUpdate { try table.update(with: [section("s", ["a", "b"])]) }
    #expect(report.reportedError == nil)
    #expect(report.insertedRowIDs == ["b"])
  }

  /// Issue 22, item 16: "`recordingUpdate` leaves event recording on".
  @Test(
    "a recording turns event recording on while its body runs, then puts it back off and leaves the events as they were"
  )
  func eventRecordingOffRestored() throws {
    let table = makeTable()
    try table.update(with: [section("s", ["a"])])
    table.tableView.recordsEvents = true
    table.tableView.layoutIfNeeded()
    table.tableView.recordsEvents = false
    let before = table.tableView.events
    let report = try table.recordingUpdate { try table.update(with: [section("s", ["a", "b"])]) }
    #expect(!report.callbacks.isEmpty)
    #expect(!table.tableView.recordsEvents)
    #expect(table.tableView.events == before)
  }

  @Test(
    "a recording leaves event recording on when it was on, and keeps the events before and during it"
  )
  func eventRecordingOnKept() throws {
    let grid = makeWordGrid()
    grid.collectionView.recordsEvents = true
    try grid.update(with: [GridSection(id: "s") { Cellar.Item<WordCell>(model: "a", id: "a") }])
    let before = grid.collectionView.events
    #expect(!before.isEmpty)
    let report = try grid.recordingUpdate {
      try grid.update(
        with: [
          GridSection(id: "s") {
            Cellar.Item<WordCell>(model: "a", id: "a")
            Cellar.Item<WordCell>(model: "b", id: "b")
          }
        ])
    }
    #expect(grid.collectionView.recordsEvents)
    #expect(Array(grid.collectionView.events.prefix(before.count)) == before)
    let during = grid.collectionView.events.count - before.count
    #expect(during > 0 && report.callbacks.reduce(0) { $0 + $1.count } == during)
    #expect(report.insertedRowIDs == ["b"])
  }

  @Test(
    "a recording keeps its own record: the view's update log limit and clearUpdateLog() do not drop its batches"
  )
  func droppedEntries() throws {
    let table = makeTable()
    try table.update(with: [section("s", ["a"])])
    table.tableView.updateLogLimit = 2
    let report = try table.recordingUpdate {
      for name in ["b", "c"] {
        try table.update(with: [section("s", ["a", name])])
      }
      table.tableView.clearUpdateLog()
      for name in ["d", "e"] {
        try table.update(with: [section("s", ["a", name])])
      }
    }
    #expect(report.replayMatches, "\(report.lines)")
    #expect(report.batches.count == 4)
    #expect(report.insertedRowIDs == ["b", "c", "d", "e"])
    #expect(report.deletedRowIDs == ["b", "c", "d"])
    #expect(table.tableView.updateLog.count == 2)
  }

  /// Issue 22, item 27: `recordingUpdate` with an `async` body.
  @Test("recordingUpdate takes an async body: a table's background update is recorded")
  func asyncTable() async throws {
    let table = makeTable()
    try table.update(with: [section("s", ["a"])])
    let report = try await table.recordingUpdate {
      let applied = try await table.updateInBackground(with: [section("s", ["a", "b"])])
      #expect(applied)
    }
    #expect(report.insertedRowIDs == ["b"])
    #expect(report.replayMatches)
    #expect(!table.tableView.recordsEvents)
    // A synchronous closure in an async context picks the synchronous overload (no await).
    let sync = try table.recordingUpdate { try table.update(with: [section("s", ["b"])]) }
    #expect(sync.deletedRowIDs == ["a"])
  }

  @Test(
    "recordingUpdate takes an async body: a grid's background update is recorded, and what the body throws is rethrown"
  )
  func asyncGrid() async throws {
    let grid = makeWordGrid()
    try grid.update(with: [GridSection(id: "s") { Cellar.Item<WordCell>(model: "a", id: "a") }])
    let report = try await grid.recordingUpdate {
      try await grid.updateInBackground(
        with: [
          GridSection(id: "s") {
            Cellar.Item<WordCell>(model: "b", id: "b")
            Cellar.Item<WordCell>(model: "a", id: "a")
          }
        ])
    }
    #expect(report.insertedRowIDs == ["b"])
    struct Stop: Error {}
    await #expect(throws: Stop.self) {
      _ = try await grid.recordingUpdate {
        await Task.yield()
        throw Stop()
      }
    }
    #expect(!grid.collectionView.recordsEvents)
  }
}

/// A grid of 10-point word items on a 100×100 collection view.
@MainActor
private func makeWordGrid() -> Grid {
  let layout = UICollectionViewFlowLayout()
  layout.itemSize = CGSize(width: 10, height: 10)
  return Grid(
    collectionView: UICollectionView(
      frame: CGRect(x: 0, y: 0, width: 100, height: 100), collectionViewLayout: layout))
}
