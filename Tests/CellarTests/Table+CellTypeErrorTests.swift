import Cellar
import Foundation
import Testing

/// Two cell types of the same name, nested in different types.
enum FirstScreen {
  final class Cell: UITableViewCell, ConfigurableCell {
    func configure(_ model: String) { textLabel?.text = "first \(model)" }
  }
}

enum SecondScreen {
  final class Cell: UITableViewCell, ConfigurableCell {
    func configure(_ model: String) { textLabel?.text = "second \(model)" }
  }
}

/// A cell type whose reuse identifier is empty.
final class BlankIdentifierCell: UITableViewCell, ConfigurableCell {
  static var reuseIdentifier: String { "" }
  func configure(_ model: String) { textLabel?.text = model }
}

/// A cell type whose `makeCell` forgets the reuse identifier.
final class ForgetfulCell: UITableViewCell, ConfigurableCell {
  static func makeCell(reuseIdentifier: String) -> ForgetfulCell {
    ForgetfulCell(style: .default, reuseIdentifier: nil)
  }
  func configure(_ model: String) { textLabel?.text = model }
}

/// Mistakes in cell types are caught before anything changes, with
/// messages that name the row, the type and the fix.
@MainActor
@Suite struct TableCellTypeErrorTests {
  // Regression (item 8a): "Two nested cell classes with the same name
  // (A.Cell, B.Cell) get the same default reuse identifier "Cell", and the
  // error reads "made a cell of class Cell … but the row needs Cell"."
  @Test("nested cell types of the same name get their own reuse identifiers and pools")
  func nestedTypesOfTheSameName() throws {
    #expect(FirstScreen.Cell.reuseIdentifier == "CellarTests.FirstScreen.Cell")
    #expect(SecondScreen.Cell.reuseIdentifier == "CellarTests.SecondScreen.Cell")
    let table = makeTable()
    try table.update(with: [
      Section(
        id: "s",
        rows: [
          Row<FirstScreen.Cell>(model: "a", id: 1), Row<SecondScreen.Cell>(model: "b", id: 2),
        ])
    ])
    table.tableView.layoutIfNeeded()
    #expect(table.tableView.visibleTexts == ["first a", "second b"])
  }

  @Test("a class mismatch names both types fully")
  func mismatchNamesTypesFully() throws {
    let table = makeTable()
    table.register(FirstScreen.Cell.self, cellClass: SecondScreen.Cell.self)
    let error = #expect(throws: TableError.self) {
      try table.update(with: [Section(id: "s", rows: [Row<FirstScreen.Cell>(model: "a", id: 1)])])
    }
    #expect(
      error?.description
        == #"the registration for reuse identifier "CellarTests.FirstScreen.Cell" made a cell of class CellarTests.SecondScreen.Cell for the row at [0, 0], but the row needs CellarTests.FirstScreen.Cell"#
    )
    #expect(table.sections.isEmpty)
    #expect(table.tableView.numberOfSections == 0)
  }

  // Regression (item 8b): "A cell type whose reuseIdentifier is "" gets
  // UIKit's "must pass a valid reuse identifier" but the sections are
  // applied anyway."
  @Test(
    "an empty reuse identifier throws before anything changes, naming the row, the type and the fix"
  )
  func emptyReuseIdentifier() throws {
    let table = makeTable()
    try table.update(with: [Section(id: "s", rows: [Row<TitleCell>(model: "t", id: 0)])])
    table.tableView.layoutIfNeeded()
    let render = table.tableView.render()
    let logCount = table.tableView.updateLog.count
    let error = #expect(throws: TableError.self) {
      try table.update(with: [
        Section(
          id: "s",
          rows: [Row<TitleCell>(model: "t", id: 0), Row<BlankIdentifierCell>(model: "b", id: 1)])
      ])
    }
    #expect(
      error
        == .emptyReuseIdentifier(
          type: "CellarTests.BlankIdentifierCell", place: .row(IndexPath(row: 1, section: 0))))
    #expect(error?.description.contains("must pass a valid reuse identifier") == true)
    #expect(table.sections[0].rows.count == 1)
    #expect(table.tableView.render() == render)
    #expect(table.tableView.updateLog.count == logCount)
  }

  // Regression (item 8c): "A makeCell that returns a cell with a nil reuse
  // identifier makes a later content change throw reconfigureMismatch …
  // (null), with the sections applied and the old model on screen."
  @Test(
    "a cell made without a reuse identifier gets the registered one, so it is reconfigured and reused"
  )
  func cellWithoutIdentifier() throws {
    let table = makeTable()
    try table.update(with: [Section(id: "s", rows: [Row<ForgetfulCell>(model: "old", id: 0)])])
    table.tableView.layoutIfNeeded()
    let cell = try #require(table.cell(forRowID: 0))
    #expect(cell.reuseIdentifier == ForgetfulCell.reuseIdentifier)
    try table.update(with: [Section(id: "s", rows: [Row<ForgetfulCell>(model: "new", id: 0)])])
    #expect(table.tableView.visibleTexts == ["new"])
    #expect(table.cell(forRowID: 0) === cell)
  }

  @Test(
    "a registration whose cells carry another reuse identifier throws UIKit's nib error and rolls back"
  )
  func cellWithOtherIdentifier() throws {
    let table = makeTable()
    try table.update(with: [Section(id: "s", rows: [Row<TitleCell>(model: "t", id: 0)])])
    table.register(LoudCell.self) { LoudCell(style: .default, reuseIdentifier: "Loud") }
    let error = #expect(throws: UITableView.DequeueError.self) {
      try table.update(with: [
        Section(
          id: "s", rows: [Row<TitleCell>(model: "t", id: 0), Row<LoudCell>(model: "l", id: 1)])
      ])
    }
    #expect(
      error?.description
        == "cell reuse indentifier in nib (Loud) does not match the identifier used to register the nib (CellarTests.LoudCell)"
    )
    #expect(table.sections[0].rows.count == 1)
    #expect(table.tableView.numberOfRows(inSection: 0) == 1)
  }
}

/// Heights the table view could not use: rejected before anything changes
/// (infinite, negative) or taken as automatic (NaN), for rows, headers and
/// footers alike.
@MainActor
@Suite struct TableHeightTests {
  // Regression (item 4): "A row height of .infinity, or any finite value
  // above Float.greatestFiniteMagnitude (e.g. 1e39), ... makes
  // contentSize.height NaN after that row is deleted or reloaded."
  @Test(
    "an infinite or negative row, header or footer height throws invalidHeight and changes nothing",
    arguments: [CGFloat.infinity, -CGFloat.infinity, -2, -CGFloat.leastNonzeroMagnitude])
  func invalidHeights(height: CGFloat) throws {
    let table = makeTable()
    try table.update(with: [Section(id: "s", rows: [Row<TitleCell>(model: "a", id: 0)])])
    let render = table.tableView.render()
    let attempts: [(Section, TableError.Place)] = [
      (
        Section(id: "s", rows: [Row<TitleCell>(model: "a", id: 0, height: height)]),
        .row(IndexPath(row: 0, section: 0))
      ),
      (
        Section(
          id: "s", header: .title("H", height: height), rows: [Row<TitleCell>(model: "a", id: 0)]),
        .header(section: 0)
      ),
      (
        Section(
          id: "s", footer: .title("F", height: height), rows: [Row<TitleCell>(model: "a", id: 0)]),
        .footer(section: 0)
      ),
    ]
    for (section, place) in attempts {
      let error = #expect(throws: TableError.self) { try table.update(with: [section]) }
      guard case .invalidHeight(let reported, let reportedPlace, _)? = error else {
        Issue.record("expected invalidHeight, got \(String(describing: error))")
        continue
      }
      #expect(reported == Double(height))
      #expect(reportedPlace == place)
      #expect(table.tableView.render() == render)
    }
    // Queued updates are checked when they are asked for.
    try table.update(with: [
      Section(
        id: "s",
        rows: [
          Row<TitleCell>(model: "a", id: 0) { [unowned table] _, _ in
            #expect(throws: TableError.self) {
              try table.update(with: [Section(rows: [Row<TitleCell>(model: "x", height: height)])])
            }
          }
        ])
    ])
    try table.tableView.tapRow(at: IndexPath(row: 0, section: 0))
    #expect(table.sections[0].rows.map(\.id) == [0])
  }

  // Found by the table fuzz target's hostile heights: after the 44-point
  // row above it went, a 1e-300-point row at the top was not displayed. The
  // section heights' running sum had lost it (44 + 1e-300 - 44 == 0), so
  // the next section seemed to start at 0 too and the viewport began there.
  @Test("a tiny row left alone at the top of the table is displayed, as a fresh table does")
  func tinyHeightAtTop() throws {
    let table = makeTable()
    func sections(_ names: [String]) -> [Section] {
      [
        Section(
          id: "s0",
          rows: names.map { Row<TitleCell>(model: $0, id: $0, height: $0 == "a" ? 44 : 1e-300) }),
        Section(id: "s1", rows: [Row<TitleCell>(model: "c", id: "c")]),
      ]
    }
    try table.update(with: sections(["a", "b"]))
    table.tableView.layoutIfNeeded()
    try table.update(with: sections(["b"]))
    table.tableView.layoutIfNeeded()
    let fresh = makeTable()
    try fresh.update(with: sections(["b"]))
    fresh.tableView.layoutIfNeeded()
    #expect(table.tableView.visibleTexts == fresh.tableView.visibleTexts)
    #expect(table.tableView.visibleTexts.first == "b")
  }

  @Test("a huge finite row height is accepted and the content size stays finite")
  func hugeFiniteHeight() throws {
    let table = makeTable()
    try table.update(with: [
      Section(
        id: "s",
        rows: [Row<TitleCell>(model: "a", id: 0), Row<TitleCell>(model: "b", id: 1, height: 1e39)])
    ])
    table.tableView.layoutIfNeeded()
    try table.update(with: [Section(id: "s", rows: [Row<TitleCell>(model: "a", id: 0)])])
    table.tableView.layoutIfNeeded()
    #expect(table.tableView.contentSize.height.isFinite)
    #expect(table.tableView.visibleTexts == ["a"])
  }

  // Regression (item 4): "A NaN header height makes every identical update
  // reload the section."
  @Test("a NaN header or footer height is automatic: an identical update sends nothing")
  func nanHeaderHeight() throws {
    let table = makeTable()
    func sections() -> [Section] {
      [
        Section(
          id: "s", header: .title("H", height: .nan),
          footer: .view(TitleHeaderView.self, model: "F", height: .nan),
          rows: [Row<TitleCell>(model: "a", id: 0, height: .nan)])
      ]
    }
    try table.update(with: sections())
    table.tableView.layoutIfNeeded()
    let logCount = table.tableView.updateLog.count
    try table.update(with: sections())
    try table.update(with: sections())
    #expect(table.tableView.updateLog.count == logCount)
    #expect(table.tableView.rectForHeader(inSection: 0).height.isFinite)
  }
}
