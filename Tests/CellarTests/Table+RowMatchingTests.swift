import Cellar
import Foundation
import Testing

/// A model identified by a 32-bit id.
private struct SmallID: Identifiable, Equatable {
  var id: Int32
  var title: String
}

/// A model identified by an unsigned 64-bit id, the top bit set in some.
private struct WideID: Identifiable, Equatable {
  var id: UInt64
}

/// A measurement whose `==` is IEEE equality: NaN is not equal to itself,
/// and 0 equals -0.
private struct Reading: Identifiable, Equatable {
  var id: Int
  var value: Double
}

/// A model whose `==` ignores its `revision`.
private struct Note: Identifiable, Equatable {
  var id: Int
  var text: String
  var revision: Int

  static func == (lhs: Note, rhs: Note) -> Bool { lhs.id == rhs.id && lhs.text == rhs.text }
}

private final class SmallIDCell: UITableViewCell, ConfigurableCell {
  func configure(_ model: SmallID) { textLabel?.text = "\(model.id) \(model.title)" }
}

private final class WideIDCell: UITableViewCell, ConfigurableCell {
  func configure(_ model: WideID) { textLabel?.text = "\(model.id)" }
}

private final class ReadingCell: UITableViewCell, ConfigurableCell {
  func configure(_ model: Reading) { textLabel?.text = "\(model.value)" }
}

private final class NoteCell: UITableViewCell, ConfigurableCell {
  func configure(_ model: Note) { textLabel?.text = "\(model.text) r\(model.revision)" }
}

/// The operations of one update, by kind.
private struct Summary: Equatable {
  var inserts = 0
  var deletes = 0
  var moves = 0
  var reloads = 0
  var reconfigures = 0

  init(_ operations: [UITableView.Operation]) {
    for operation in operations {
      switch operation {
      case .insertRows(let paths, _): inserts += paths.count
      case .deleteRows(let paths, _): deletes += paths.count
      case .moveRow: moves += 1
      case .reloadRows(let paths, _): reloads += paths.count
      case .reconfigureRows(let paths): reconfigures += paths.count
      default: break
      }
    }
  }

  init(inserts: Int = 0, deletes: Int = 0, moves: Int = 0, reloads: Int = 0, reconfigures: Int = 0)
  {
    self.inserts = inserts
    self.deletes = deletes
    self.moves = moves
    self.reloads = reloads
    self.reconfigures = reconfigures
  }
}

/// Updates `table` and summarizes the batches it sent.
@MainActor
private func summary(_ table: Table, _ sections: [Section]) throws -> Summary {
  let start = table.tableView.updateLog.count
  try table.update(with: sections)
  return Summary(table.tableView.operations(since: start))
}

/// How rows are matched across an update, for every kind of identity, and
/// when a kept row counts as changed.
@MainActor
@Suite struct TableRowMatchingTests {
  @Test func explicitIntegerIdsMatchAcrossIntegerTypesAsAnyHashableDoes() throws {
    let table = makeTable()
    try table.update(with: [Section(id: "s", rows: [Row<TitleCell>(model: "five", id: 5)])])
    // AnyHashable finds 5 and UInt8(5) equal: the same row, kept.
    let result = try summary(
      table, [Section(id: "s", rows: [Row<TitleCell>(model: "five", id: UInt8(5))])])
    #expect(result.inserts == 0 && result.deletes == 0)
    #expect(table.indexPath(forRowID: 5) == IndexPath(row: 0, section: 0))
    // A string "5" is another identity.
    let swapped = try summary(
      table, [Section(id: "s", rows: [Row<TitleCell>(model: "five", id: "5")])])
    #expect(swapped.inserts == 1 && swapped.deletes == 1)
  }

  @Test func explicitIdsMatchAcrossCellTypes() throws {
    let table = makeTable()
    try table.update(with: [Section(rows: [Row<TitleCell>(model: "a", id: 1)])])
    let result = try summary(table, [Section(rows: [Row<LoudCell>(model: "a", id: 1)])])
    #expect(result == Summary(reloads: 1))
    #expect(table.tableView.visibleTexts == ["A"])
  }

  @Test func narrowAndWideIntegerIdsMoveAndMatch() throws {
    let table = makeTable(height: 2_000)
    let ids: [Int32] = [-3, -2, -1, 0, 1, 2, Int32.max, Int32.min]
    let rows = ids.map { Row<SmallIDCell>(model: SmallID(id: $0, title: "t")) }
    try table.update(with: [Section(rows: rows)])
    let result = try summary(table, [Section(rows: rows.reversed())])
    #expect(result.inserts == 0 && result.deletes == 0 && result.moves == ids.count - 1)
    #expect(table.tableView.visibleTexts == ids.reversed().map { "\($0) t" })

    let wide: [UInt64] = [0, 1, UInt64.max, UInt64.max - 1, 1 << 63]
    let wideTable = makeTable(height: 2_000)
    try wideTable.update(with: [Section(rows: wide.map { Row<WideIDCell>(model: WideID(id: $0)) })])
    let kept = try summary(
      wideTable, [Section(rows: wide.dropFirst().map { Row<WideIDCell>(model: WideID(id: $0)) })])
    #expect(kept == Summary(deletes: 1))
    #expect(wideTable.tableView.visibleTexts == wide.dropFirst().map { "\($0)" })
  }

  @Test func aHashableModelKeepsItsIdentityAcrossCellTypes() throws {
    let table = makeTable()
    try table.update(with: [Section(rows: [Row<NumberCell>(model: 7), Row<NumberCell>(model: 8)])])
    let result = try summary(
      table, [Section(rows: [Row<NumberCell>(model: 7), Row<LoudNumberCell>(model: 8)])])
    #expect(result == Summary(reloads: 1))
    #expect(table.tableView.visibleTexts == ["7", "#8"])
  }

  @Test func positionalRowsOfAnotherCellTypeAreOtherRows() throws {
    let table = makeTable()
    try table.update(with: [Section(rows: [Row<OpaqueCell>(model: Opaque(text: "x"))])])
    let result = try summary(table, [Section(rows: [Row<TitleCell>(model: "x")])])
    #expect(result.inserts == 1 && result.deletes == 1)
    #expect(table.tableView.visibleTexts == ["x"])
  }

  @Test func aModelWithTheSameBytesIsUnchangedEvenWhenNotEqualToItself() throws {
    let table = makeTable()
    try table.update(with: [Section(rows: [Row<ReadingCell>(model: Reading(id: 1, value: .nan))])])
    // NaN != NaN, but a model with the same bytes is the same value: no reconfigure.
    let same = try summary(
      table, [Section(rows: [Row<ReadingCell>(model: Reading(id: 1, value: .nan))])])
    #expect(same == Summary())
    // 0 == -0 by `==`, though their bytes differ: unchanged too.
    try table.update(with: [Section(rows: [Row<ReadingCell>(model: Reading(id: 1, value: 0))])])
    let signed = try summary(
      table, [Section(rows: [Row<ReadingCell>(model: Reading(id: 1, value: -0.0))])])
    #expect(signed == Summary())
    let changed = try summary(
      table, [Section(rows: [Row<ReadingCell>(model: Reading(id: 1, value: 2))])])
    #expect(changed == Summary(reconfigures: 1))
    #expect(table.tableView.visibleTexts == ["2.0"])
  }

  @Test func contentChangesFollowTheModelsEquality() throws {
    let table = makeTable()
    let note = Note(id: 1, text: "hello", revision: 1)
    try table.update(with: [Section(rows: [Row<NoteCell>(model: note)])])
    var revised = note
    revised.revision = 2
    // Different bytes, equal by `==`: unchanged, the cell keeps its text.
    #expect(try summary(table, [Section(rows: [Row<NoteCell>(model: revised)])]) == Summary())
    #expect(table.tableView.visibleTexts == ["hello r1"])
    var edited = revised
    edited.text = "bye"
    #expect(
      try summary(table, [Section(rows: [Row<NoteCell>(model: edited)])])
        == Summary(reconfigures: 1))
    #expect(table.tableView.visibleTexts == ["bye r2"])
  }

  @Test func aRowWhoseModelIsSetKeepsMatching() throws {
    let table = makeTable()
    var row = Row<ItemCell>(model: Item(id: 1, title: "a"))
    try table.update(with: [Section(rows: [row, Row<ItemCell>(model: Item(id: 2, title: "b"))])])
    row.model = Item(id: 2, title: "b2")
    // Setting the model re-derives the identity: the row is now item 2.
    let result = try summary(table, [Section(rows: [row])])
    #expect(result == Summary(deletes: 1, reconfigures: 1))
    #expect(table.tableView.visibleTexts == ["2:b2"])
  }

  @Test func selectionAndTheScrollAnchorFollowTheirRows() throws {
    let table = makeTable(height: 440)
    let items = (0..<100).map { Item(id: $0, title: "\($0)") }
    try table.update(with: [Section(id: "a", rows: items.map { Row<ItemCell>(model: $0) })])
    table.tableView.setContentOffset(CGPoint(x: 0, y: 44 * 50), animated: false)
    table.tableView.selectRow(
      at: IndexPath(row: 55, section: 0), animated: false, scrollPosition: .none)
    // Ten rows inserted above, two deleted, row 55 moved to the end, another changed.
    var next = items
    next.removeSubrange(3..<5)
    next.insert(contentsOf: (1_000..<1_010).map { Item(id: $0, title: "new") }, at: 0)
    let moved = next.remove(at: next.firstIndex { $0.id == 55 } ?? 0)
    next.append(moved)
    next[next.firstIndex { $0.id == 50 } ?? 0].title = "changed"
    try table.update(with: [Section(id: "a", rows: next.map { Row<ItemCell>(model: $0) })])
    #expect(
      table.tableView.indexPathsForSelectedRows == [IndexPath(row: next.count - 1, section: 0)])
    #expect(table.tableView.visibleTexts.first == "50:changed")
  }
}
