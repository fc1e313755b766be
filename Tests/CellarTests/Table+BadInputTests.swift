import Cellar
import Foundation
import Testing

/// A cell of another class than the rows expect.
private final class WrongClassCell: UITableViewCell {}

@MainActor
@Suite struct TableBadInputTests {
  @Test(
    "duplicate explicit row ids throw an error naming each id and its positions; the table is unchanged"
  )
  func duplicateRowIDs() throws {
    let table = makeTable()
    let before = [Section(id: "a", rows: [Row<TitleCell>(model: "x", id: 1)])]
    try table.update(with: before)
    table.tableView.layoutIfNeeded()
    let render = table.tableView.render()
    let logCount = table.tableView.updateLog.count
    let bad = [
      Section(
        id: "a",
        rows: [
          Row<TitleCell>(model: "x", id: 1), Row<TitleCell>(model: "y", id: 2),
          Row<ItemCell>(model: Item(id: 7, title: "i")),
        ]),
      Section(
        id: "b",
        rows: [
          Row<TitleCell>(model: "z", id: 1), Row<ItemCell>(model: Item(id: 7, title: "j")),
          Row<TitleCell>(model: "w", id: 2),
        ]),
    ]
    let error = #expect(throws: TableError.self) { try table.update(with: bad) }
    guard case .duplicateIDs(let rows, let sections)? = error else {
      Issue.record("wrong error \(String(describing: error))")
      return
    }
    #expect(sections.isEmpty)
    #expect(rows.map(\.id) == [1, 2, 7])
    #expect(
      rows.map(\.positions) == [
        [IndexPath(row: 0, section: 0), IndexPath(row: 0, section: 1)],
        [IndexPath(row: 1, section: 0), IndexPath(row: 2, section: 1)],
        [IndexPath(row: 2, section: 0), IndexPath(row: 1, section: 1)],
      ])
    #expect(error?.description.contains("1 at [0, 0], [1, 0]") == true)
    #expect(table.tableView.updateLog.count == logCount)
    #expect(table.sections.count == 1)
    #expect(table.tableView.render() == render)
  }

  @Test("duplicate section ids throw with their positions, also for animation .none")
  func duplicateSectionIDs() throws {
    let table = makeTable()
    let error = #expect(throws: TableError.self) {
      try table.update(
        with: [Section(id: "s"), Section(id: "t"), Section(id: "s")], animation: .none)
    }
    #expect(
      error
        == .duplicateIDs(
          rows: [],
          sections: [
            TableError.DuplicateID(id: "s", positions: [IndexPath(index: 0), IndexPath(index: 2)])
          ]))
    #expect(error?.description.contains("\"s\" at section 0, section 2") == true)
    #expect(table.sections.isEmpty)
  }

  @Test("implicit identities may repeat")
  func implicitRepeats() throws {
    let table = makeTable()
    try table.update(with: [
      Section(rows: (0..<6).map { _ in Row<TitleCell>(model: "same") }), Section(), Section(),
    ])
    #expect(table.sections.count == 3)
  }

  @Test("a factory making the wrong class throws a clear error at first use, never crashes")
  func wrongClassFactory() throws {
    let table = makeTable()
    table.register(TitleCell.self) {
      WrongClassCell(style: .default, reuseIdentifier: TitleCell.reuseIdentifier)
    }
    let error = #expect(throws: TableError.self) {
      try table.update(with: [Section(rows: [Row<TitleCell>(model: "x")])])
      table.tableView.layoutIfNeeded()
    }
    #expect(
      error
        == .cellClassMismatch(
          reuseIdentifier: TitleCell.reuseIdentifier, expected: "CellarTests.TitleCell",
          actual: String(reflecting: WrongClassCell.self),
          indexPath: IndexPath(row: 0, section: 0)))
  }

  @Test("a custom class registration wins over the default")
  func customClass() throws {
    final class FancyTitleCell: UITableViewCell, ConfigurableCell {
      func configure(_ model: String) { textLabel?.text = model }
      static var reuseIdentifier: String { "Fancy" }
    }
    let table = makeTable()
    var made = 0
    table.register(FancyTitleCell.self) {
      made += 1
      return FancyTitleCell(style: .default, reuseIdentifier: "Fancy")
    }
    try table.update(with: [Section(rows: [Row<FancyTitleCell>(model: "x")])])
    table.tableView.layoutIfNeeded()
    #expect(made == 1)
    #expect(table.tableView.visibleTexts == ["x"])
  }

  @Test("lookups of missing ids and index paths return nil")
  func missingLookups() throws {
    let table = makeTable()
    try table.update(with: [Section(id: "s", rows: [Row<TitleCell>(model: "a", id: 1)])])
    #expect(table.indexPath(forRowID: 2) == nil)
    #expect(table.indexPath(forRowID: "a") == nil)
    #expect(table.row(at: IndexPath(row: 5, section: 0)) == nil)
    #expect(table.row(at: IndexPath(row: 0, section: 3)) == nil)
    #expect(table.section(withID: "t") == nil)
    #expect(table.cell(forRowID: 9) == nil)
    #expect(table.cell(forRowID: 1, as: MovieCell.self) == nil)
  }
}
