@_spi(Testing) import Cellar
import CellarHost
import CellarTestSupport
import CellarTesting
import Foundation
import Testing

// Attacks on the batch value where Cellar records it and CellarTesting
// replays it: the surface of every recorded entry, the recorded (planned)
// batch against the one the host view logged (given), sections deleted in
// several batches of one recording, and the report's operation count
// against the calls counted one by one.

/// A grid cell showing a string.
private final class ReplayWordCell: UICollectionViewCell, ConfigurableCollectionCell {
  func configure(_ model: String) { label.text = model }
}

/// A grid on a 100×60 collection view with 10-point items.
@MainActor
private func makeReplayGrid() -> Grid {
  let layout = UICollectionViewFlowLayout()
  layout.itemSize = CGSize(width: 10, height: 10)
  return Grid(
    collectionView: UICollectionView(
      frame: CGRect(x: 0, y: 0, width: 100, height: 60), collectionViewLayout: layout))
}

/// A grid section of word items, each identified by its word.
@MainActor
private func items(_ id: String, _ words: [String]) -> GridSection {
  GridSection(id: id, items: words.map { Cellar.Item<ReplayWordCell>(model: $0, id: $0) })
}

/// How many sections and rows `calls` name, counted call by call: what the
/// replay's own operations counted before the batch value.
private func perCallCount(_ calls: [Headless.BatchOperation]) -> Int {
  calls.reduce(0) { total, call in
    switch call {
    case .insertRows(let paths, _), .deleteRows(let paths, _), .reloadRows(let paths, _),
      .reconfigureRows(let paths):
      total + paths.count
    case .insertSections(let set, _), .deleteSections(let set, _), .reloadSections(let set, _):
      total + set.count
    case .moveRow, .moveSection: total + 1
    }
  }
}

/// Random sections, ids from small pools so that sections come, go and
/// move, and rows move across them (some across deleted or inserted
/// sections: the staged plan).
private func randomSpec(_ random: inout SeededRandom) -> [(id: String, rows: [String])] {
  let sectionIDs = (0..<6).filter { _ in random.chance(0.5) }.shuffled(using: &random)
  var pool = (0..<30).map { "r\($0)" }.shuffled(using: &random)
  return sectionIDs.map { id in
    let count = random.int(7)
    let rows = Array(pool.prefix(count))
    pool.removeFirst(min(count, pool.count))
    return ("s\(id)", rows)
  }
}

/// Checks a record's entries against the entries its view logged since
/// `start`: one for one, of `surface`, the same batch (planned against
/// given), hashing alike.
@MainActor
private func expectRecord(
  _ record: UpdateRecord, matches log: [Headless.UpdateLogEntry<some Headless.UpdateLogging>],
  surface: Headless.Batch.Surface, _ note: String,
  sourceLocation: SourceLocation = #_sourceLocation
) throws {
  try #require(
    record.entries.count == log.count,
    "\(note)\nRECORD \(record.entries.map { "\($0.kind) \($0.batch)" })\nLOG \(log.map(\.description))",
    sourceLocation: sourceLocation)
  for (entry, logged) in zip(record.entries, log) {
    try #require(
      entry.batch.surface == surface, "\(note): \(entry.batch)", sourceLocation: sourceLocation)
    try #require(
      logged.batch.surface == surface, "\(note): \(logged)", sourceLocation: sourceLocation)
    try #require(entry.kind == logged.kind, "\(note)", sourceLocation: sourceLocation)
    try #require(
      entry.fellBackToReloadData == logged.fellBackToReloadData, "\(note)",
      sourceLocation: sourceLocation)
    try #require(
      entry.batch == logged.batch, "\(note): recorded \(entry.batch), logged \(logged.batch)",
      sourceLocation: sourceLocation)
    try #require(
      entry.batch.hashValue == logged.batch.hashValue, "\(note)", sourceLocation: sourceLocation)
    try #require(
      entry.batch.description == logged.batch.description, "\(note)",
      sourceLocation: sourceLocation)
    try #require(
      entry.batch.groups.count == perCallCount(entry.calls), "\(note): \(entry.batch)",
      sourceLocation: sourceLocation)
  }
}

@MainActor
@Suite struct BatchReplayAttackTests {
  @Test(
    "a grid's sections deleted over several batches, one crossing, are replayed by id, counted per call, and recorded as collection batches"
  )
  func gridSectionsDeletedTwice() throws {
    let grid = makeReplayGrid()
    let view = grid.collectionView
    try grid.update(with: [
      items("a", ["a1", "a2"]), items("b", ["b1"]), items("c", ["c1", "c2"]),
      items("d", ["d1"]), items("e", ["e1"]),
    ])
    let record = grid.beginRecording()
    defer { grid.endRecording() }
    let start = view.updateLogEndPosition
    let report = try grid.recordingUpdate {
      // a and c go (one call names two sections).
      try grid.update(with: [items("b", ["b1"]), items("d", ["d1"]), items("e", ["e1"])])
      // b and e go in the next batch: the same indexes, other sections.
      try grid.update(with: [items("d", ["d1"])])
      // d goes while its item moves into a new section: the staged plan.
      try grid.update(with: [items("f", ["d1", "f1"])])
    }
    #expect(report.replayMatches, "\(report.lines)")
    #expect(
      report.batches.flatMap(\.deletedSections).map(\.id) == ["a", "c", "b", "e", "d"],
      "\(report.lines)")
    #expect(report.batches.flatMap(\.insertedSections).map(\.id) == ["f"], "\(report.lines)")
    #expect(report.movedRowIDs == ["d1"], "\(report.lines)")
    #expect(report.insertedRowIDs == ["f1"], "\(report.lines)")
    let counted = record.entries.filter { !$0.rolledBack }.map { perCallCount($0.calls) }
    #expect(report.operationCount == counted.reduce(0, +), "\(record.entries.map(\.batch))")
    #expect(report.batches.map(\.operationCount) == counted)
    try expectRecord(
      record, matches: Array(view.updateLog[(start - view.droppedUpdateLogEntries)...]),
      surface: .collection, "grid")
    #expect(
      record.entries.allSatisfy { entry in
        !entry.batch.description.contains("Row")
      }, "\(record.entries.map(\.batch))")
  }

  @Test("a table's reload, batches and user move are recorded as table batches")
  func tableEntriesAreTableBatches() throws {
    let table = makeTable()
    let view = table.tableView
    func movable(_ id: String, _ rows: [String]) -> Section {
      Section(
        id: id,
        rows: rows.map { name in
          var row = Row<TextCell>(model: name, id: name)
          row.canMove = true
          return row
        })
    }
    try table.update(with: [movable("a", ["a1", "a2"]), movable("b", ["b1"])])
    let record = table.beginRecording()
    defer { table.endRecording() }
    let start = view.updateLogEndPosition
    try table.update(with: [movable("b", ["b1", "a2"]), movable("c", ["a1"])])
    try table.update(with: [movable("c", ["a1", "b1"])], animation: .none)
    view.isEditing = true
    try view.moveRowByUser(from: IndexPath(row: 0, section: 0), to: IndexPath(row: 1, section: 0))
    #expect(record.entries.map(\.kind).contains(.reloadData))
    #expect(record.entries.last?.kind == .userMove)
    try expectRecord(
      record, matches: Array(view.updateLog[(start - view.droppedUpdateLogEntries)...]),
      surface: .table, "table")
    #expect(
      record.entries.allSatisfy { entry in
        !entry.batch.description.contains("Item")
      }, "\(record.entries.map(\.batch))")
  }

  @Test(
    "random grid updates: every recorded batch is a collection batch equal to the logged one, and the replay matches",
    arguments: SeededRandom.seeds(40, base: 0x6A1D))
  func randomGridUpdates(seed: UInt64) throws {
    try withSeed(seed, "grid replay") { random in
      let grid = makeReplayGrid()
      let view = grid.collectionView
      // Shown and laid out first: a view whose counts were never loaded
      // logs no `reloadData`, where the grid records one.
      try grid.update(with: randomSpec(&random).map { items($0.id, $0.rows) })
      view.layoutIfNeeded()
      let record = grid.beginRecording()
      defer { grid.endRecording() }
      let start = view.updateLogEndPosition
      var steps: [String] = []
      let report = try grid.recordingUpdate {
        for _ in 0..<8 {
          let spec = randomSpec(&random)
          steps.append("\(spec)")
          try grid.update(
            with: spec.map { items($0.id, $0.rows) },
            animation: random.chance(0.1) ? .none : .automatic)
        }
      }
      try #require(report.replayMatches, "\(steps)\n\(report.lines)")
      let counted = record.entries.filter { !$0.rolledBack }.map { perCallCount($0.calls) }
      try #require(report.operationCount == counted.reduce(0, +))
      try expectRecord(
        record, matches: Array(view.updateLog[(start - view.droppedUpdateLogEntries)...]),
        surface: .collection, "\(steps)")
    }
  }

  @Test(
    "random table updates: every recorded batch is a table batch equal to the logged one, and the replay matches",
    arguments: SeededRandom.seeds(40, base: 0x7AB1))
  func randomTableUpdates(seed: UInt64) throws {
    try withSeed(seed, "table replay") { random in
      let table = makeTable(height: 200)
      let view = table.tableView
      let record = table.beginRecording()
      defer { table.endRecording() }
      let start = view.updateLogEndPosition
      var steps: [String] = []
      let report = try table.recordingUpdate {
        for _ in 0..<8 {
          let spec = randomSpec(&random)
          steps.append("\(spec)")
          try table.update(
            with: spec.map { section($0.id, $0.rows) },
            animation: random.chance(0.1) ? .none : .automatic)
        }
      }
      try #require(report.replayMatches, "\(steps)\n\(report.lines)")
      let counted = record.entries.filter { !$0.rolledBack }.map { perCallCount($0.calls) }
      try #require(report.operationCount == counted.reduce(0, +))
      try expectRecord(
        record, matches: Array(view.updateLog[(start - view.droppedUpdateLogEntries)...]),
        surface: .table, "\(steps)")
    }
  }
}
