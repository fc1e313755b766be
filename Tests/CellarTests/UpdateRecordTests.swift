import CellarTestSupport
import Foundation
import Testing

@_spi(Testing) @testable import Cellar

/// A cell showing a string, for the record's tests.
private final class RecordTextCell: UITableViewCell, ConfigurableCell {
  func configure(_ model: String) { textLabel?.text = model }
}

/// A grid cell showing a string, for the record's tests.
private final class RecordWordCell: UICollectionViewCell, ConfigurableCollectionCell {
  func configure(_ model: String) { label.text = model }
}

/// A cell of another class than the rows expect.
private final class RecordStrangerCell: UITableViewCell {}

/// A second cell type for strings, registered wrongly in a test.
private final class RecordOtherCell: UITableViewCell, ConfigurableCell {
  func configure(_ model: String) { textLabel?.text = model.uppercased() }
}

/// A call without its animation (the host logs the update's animation,
/// Cellar's record the planner's `.automatic`).
private func shape(_ call: Headless.BatchOperation) -> String {
  switch call {
  case .insertRows(let paths, _): "insertRows \(paths)"
  case .deleteRows(let paths, _): "deleteRows \(paths)"
  case .reloadRows(let paths, _): "reloadRows \(paths)"
  case .moveRow(let from, let to): "moveRow \(from) \(to)"
  case .reconfigureRows(let paths): "reconfigureRows \(paths)"
  case .insertSections(let sections, _): "insertSections \(Array(sections))"
  case .deleteSections(let sections, _): "deleteSections \(Array(sections))"
  case .reloadSections(let sections, _): "reloadSections \(Array(sections))"
  case .moveSection(let from, let to): "moveSection \(from) \(to)"
  }
}

/// An entry as text: its kind, whether it fell back, its calls' shapes.
private func shape(
  kind: Headless.UpdateLogKind, fellBack: Bool, calls: [Headless.BatchOperation]
) -> String {
  "\(kind)\(fellBack ? " (reloadData)" : "") " + calls.map(shape).joined(separator: "; ")
}

/// Random sections of `count` rows at most, ids from a small pool so that
/// rows move, stay, come and go across sections; some models change.
private func randomSpec(_ random: inout SeededRandom) -> [(id: Int, rows: [(Int, String)])] {
  let sectionIDs = (0..<6).filter { _ in Bool.random(using: &random) }.shuffled(using: &random)
  var pool = Array(0..<40).shuffled(using: &random)
  return sectionIDs.map { id in
    let count = Int.random(in: 0...8, using: &random)
    let rows = pool.prefix(count).map {
      ($0, Int.random(in: 0..<4, using: &random) == 0 ? "x\($0)" : "\($0)")
    }
    pool.removeFirst(min(count, pool.count))
    return (id, rows)
  }
}

@MainActor
@Suite struct UpdateRecordTests {
  @Test(
    "a table's record equals its host view's update log over random updates",
    arguments: SeededRandom.seeds(12, base: 0x5EC0))
  func tableRecordMatchesHostLog(seed: UInt64) throws {
    try withSeed(seed) { random in
      let view = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 200))
      view.rowHeight = 44
      let table = Table(tableView: view)
      let record = table.beginRecording()
      let start = view.updateLogEndPosition
      for step in 0..<25 {
        let spec = randomSpec(&random)
        let animation: Table.Animation = Int.random(in: 0..<8, using: &random) == 0 ? .none : .fade
        try table.update(
          with: spec.map { section in
            Section(
              id: section.id,
              rows: section.rows.map { Row<RecordTextCell>(model: $0.1, id: $0.0) })
          }, animation: animation)
        let logged = view.updateLog[(start - view.droppedUpdateLogEntries)...].map {
          shape(kind: $0.kind, fellBack: $0.fellBackToReloadData, calls: $0.operations)
        }
        let recorded = record.entries.map {
          shape(kind: $0.kind, fellBack: $0.fellBackToReloadData, calls: $0.calls)
        }
        #expect(recorded == logged, "seed \(seed), step \(step)")
      }
      table.endRecording()
      #expect(table.updateRecord == nil)
    }
  }

  @Test(
    "a grid's record equals its host view's update log over random updates",
    arguments: SeededRandom.seeds(12, base: 0x6E1D))
  func gridRecordMatchesHostLog(seed: UInt64) throws {
    try withSeed(seed) { random in
      let layout = UICollectionViewFlowLayout()
      layout.itemSize = CGSize(width: 10, height: 10)
      let view = UICollectionView(
        frame: CGRect(x: 0, y: 0, width: 100, height: 60), collectionViewLayout: layout)
      let grid = Grid(collectionView: view)
      let record = grid.beginRecording()
      let start = view.updateLogEndPosition
      for step in 0..<25 {
        let spec = randomSpec(&random)
        try grid.update(
          with: spec.map { section in
            GridSection(
              id: section.id,
              items: section.rows.map { Cellar.Item<RecordWordCell>(model: $0.1, id: $0.0) })
          })
        let logged = view.updateLog[(start - view.droppedUpdateLogEntries)...].map {
          shape(kind: $0.kind, fellBack: $0.fellBackToReloadData, calls: $0.operations)
        }
        let recorded = record.entries.map {
          shape(kind: $0.kind, fellBack: $0.fellBackToReloadData, calls: $0.calls)
        }
        #expect(recorded == logged, "seed \(seed), step \(step)")
      }
      grid.endRecording()
      #expect(grid.updateRecord == nil)
    }
  }

  @Test("nothing is recorded outside a recording; nested recordings share one record")
  func onlyWhileOpen() throws {
    let view = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 200))
    let table = Table(tableView: view)
    try table.update(with: [Section(id: 1, rows: [Row<RecordTextCell>(model: "a", id: 1)])])
    #expect(table.updateRecord == nil)
    let outer = table.beginRecording()
    let inner = table.beginRecording()
    #expect(outer === inner)
    try table.update(with: [Section(id: 1, rows: [Row<RecordTextCell>(model: "b", id: 2)])])
    table.endRecording()
    #expect(table.updateRecord === outer)
    table.endRecording()
    #expect(table.updateRecord == nil)
    #expect(outer.entries.map(\.kind) == [.batch])
  }

  @Test("an update that fails after its batch: the batch and the rollback's reload are marked")
  func rollback() throws {
    let view = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 200))
    let table = Table(tableView: view)
    table.register(RecordOtherCell.self) {
      RecordStrangerCell(style: .default, reuseIdentifier: RecordOtherCell.reuseIdentifier)
    }
    try table.update(with: [Section(id: 1, rows: [Row<RecordTextCell>(model: "a", id: 1)])])
    let record = table.beginRecording()
    defer { table.endRecording() }
    #expect(throws: TableError.self) {
      try table.update(with: [
        Section(
          id: 1,
          rows: [Row<RecordTextCell>(model: "a", id: 1), Row<RecordOtherCell>(model: "x", id: 2)])
      ])
    }
    #expect(record.entries.map(\.kind) == [.batch, .reloadData])
    #expect(record.entries.map(\.rolledBack) == [true, true])
    try table.update(with: [Section(id: 1, rows: [])])
    #expect(record.entries.map(\.rolledBack) == [true, true, false])
    let logged = view.updateLog.suffix(3).map(\.kind)
    #expect(record.entries.map(\.kind) == logged)
  }

  @Test("a row the user drags is recorded as the host logs it")
  func userMove() throws {
    let view = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 200))
    let table = Table(tableView: view)
    try table.update(with: [
      Section(
        id: 1,
        rows: (0..<3).map { id in
          var row = Row<RecordTextCell>(model: "\(id)", id: id)
          row.canMove = true
          return row
        })
    ])
    view.isEditing = true
    let record = table.beginRecording()
    defer { table.endRecording() }
    try view.moveRowByUser(from: IndexPath(row: 0, section: 0), to: IndexPath(row: 2, section: 0))
    let last = try #require(view.updateLog.last)
    #expect(record.entries.count == 1)
    #expect(
      record.entries.map {
        shape(kind: $0.kind, fellBack: $0.fellBackToReloadData, calls: $0.calls)
      }
        == [shape(kind: last.kind, fellBack: last.fellBackToReloadData, calls: last.operations)])
    #expect(table.sections[0].rows.map(\.id) == [1, 2, 0].map { AnyHashable($0) })
  }
}
