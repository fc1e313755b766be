import Cellar
import Foundation
import Testing

/// A model of nine bytes: an id, and a flag in the last byte.
private struct Flags: Identifiable, Equatable {
  var id: Int
  var flag: UInt8
}

private final class FlagsCell: UITableViewCell, ConfigurableCell {
  func configure(_ model: Flags) {
    textLabel?.text = "\(model.id) \(model.flag)"
  }
}

/// `Equatable` only: rows of it are identified by their position.
private struct Memo: Equatable {
  var text: String
}

private final class MemoCell: UITableViewCell, ConfigurableCell {
  func configure(_ model: Memo) {
    textLabel?.text = model.text
  }
}

/// A row made in generic code, which cannot see that the model is
/// `Equatable`: its content counts as changed on every update.
@MainActor
private func genericRow<Cell: ConfigurableCell>(_ cellType: Cell.Type, _ model: Cell.Model)
  -> Row<Cell>
{
  Row<Cell>(model: model)
}

@MainActor
@Suite struct RowIdentityTests {
  private func operations(_ table: Table, _ sections: [Section]) throws -> [UITableView.Operation] {
    let start = table.tableView.updateLog.count
    try table.update(with: sections)
    table.tableView.layoutIfNeeded()
    return table.tableView.operations(since: start)
  }

  @Test("a change in the last byte of a model is seen: the row is reconfigured")
  func lastByteChange() throws {
    #expect(MemoryLayout<Flags>.size % 8 != 0)
    let table = makeTable()
    try table.update(with: [Section(rows: [Row<FlagsCell>(model: Flags(id: 1, flag: 0))])])
    #expect(
      try operations(table, [Section(rows: [Row<FlagsCell>(model: Flags(id: 1, flag: 0))])]).isEmpty
    )
    #expect(
      try operations(table, [Section(rows: [Row<FlagsCell>(model: Flags(id: 1, flag: 1))])])
        == [.reconfigureRows([IndexPath(row: 0, section: 0)])])
    #expect(table.tableView.visibleTexts == ["1 1"])
  }

  @Test("rows with the same explicit string id are the same row across cell types")
  func explicitStringIDsAcrossCellTypes() throws {
    let table = makeTable()
    try table.update(with: [Section(rows: [Row<TitleCell>(model: "a", id: "key")])])
    #expect(
      try operations(table, [Section(rows: [Row<LoudCell>(model: "a", id: "key")])])
        == [.reloadRows([IndexPath(row: 0, section: 0)], .automatic)])
    #expect(table.tableView.visibleTexts == ["A"])
    #expect(table.indexPath(forRowID: "key") == IndexPath(row: 0, section: 0))
  }

  @Test("a positional row made in generic code and one made directly are the same row")
  func positionalRowsAcrossConstructions() throws {
    let table = makeTable()
    try table.update(with: [Section(rows: [genericRow(MemoCell.self, Memo(text: "m"))])])
    table.tableView.layoutIfNeeded()
    let cell = table.tableView.cellForRow(at: IndexPath(row: 0, section: 0))
    // The same cell type at the same position: kept, and reconfigured, since
    // rows made with different rules cannot compare their models.
    #expect(
      try operations(table, [Section(rows: [Row<MemoCell>(model: Memo(text: "m"))])])
        == [.reconfigureRows([IndexPath(row: 0, section: 0)])])
    #expect(table.tableView.cellForRow(at: IndexPath(row: 0, section: 0)) === cell)
    // Made directly, the Equatable model is compared: no change.
    #expect(try operations(table, [Section(rows: [Row<MemoCell>(model: Memo(text: "m"))])]).isEmpty)
    // Made in generic code, it always counts as changed.
    #expect(
      try operations(table, [Section(rows: [genericRow(MemoCell.self, Memo(text: "m"))])])
        == [.reconfigureRows([IndexPath(row: 0, section: 0)])])
  }
}

/// A model of a reference type, equal by its fields.
private final class Box: Identifiable, Equatable {
  var id: Int
  var name: String

  init(id: Int, name: String) {
    self.id = id
    self.name = name
  }

  static func == (lhs: Box, rhs: Box) -> Bool {
    lhs.id == rhs.id && lhs.name == rhs.name
  }
}

private final class BoxCell: UITableViewCell, ConfigurableCell {
  func configure(_ model: Box) {
    textLabel?.text = "\(model.id) \(model.name)"
  }
}

/// The documented rule for models of a reference type (see `Row`): the
/// table keeps no copy of a model's old state.
@MainActor
@Suite struct RowReferenceModelTests {
  @Test("a class model changed in place is not reconfigured; a new instance is")
  func mutatedInPlace() throws {
    let table = makeTable()
    let box = Box(id: 1, name: "a")
    try table.update(with: [Section(id: "s", rows: [Row<BoxCell>(model: box)])])
    table.tableView.layoutIfNeeded()
    box.name = "b"
    try table.update(with: [Section(id: "s", rows: [Row<BoxCell>(model: box)])])
    #expect(table.tableView.visibleTexts == ["1 a"])
    try table.update(with: [Section(id: "s", rows: [Row<BoxCell>(model: Box(id: 1, name: "c"))])])
    #expect(table.tableView.visibleTexts == ["1 c"])
  }

  @Test("class models whose ids change in place give valid updates that show the rows")
  func identityChangedInPlace() throws {
    let table = makeTable()
    let boxes = (0..<4).map { Box(id: $0, name: "n\($0)") }
    try table.update(with: [Section(id: "s", rows: boxes.map { Row<BoxCell>(model: $0) })])
    table.tableView.layoutIfNeeded()
    // Ids swapped and repeated in place: the old rows' hashes are stale.
    boxes[0].id = 1
    boxes[1].id = 0
    boxes[2].id = 3
    let fresh = [Box(id: 2, name: "x")]
    try table.update(with: [
      Section(id: "s", rows: (boxes.prefix(2) + fresh).map { Row<BoxCell>(model: $0) })
    ])
    table.tableView.layoutIfNeeded()
    #expect(table.sections[0].rows.count == 3)
    #expect(table.tableView.numberOfRows(inSection: 0) == 3)
    #expect(table.tableView.visibleCells.count == 3)
  }
}
