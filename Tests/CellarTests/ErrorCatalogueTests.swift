import Cellar
import Foundation
import Testing

// Cellar's half of the error catalogue: every case of `TableError`, provoked
// on a live table, with the exact message the article "Errors and how to fix
// them" (Sources/Cellar/Cellar.docc/ErrorsAndHowToFixThem.md) shows for it.
// The host's errors are walked by Tests/CellarHostTests/ErrorCatalogueTests.swift.

/// The article's entries for `TableError`: the case and its exact message
/// with the article's example values.
private enum Catalogue {
  static let duplicateRowIDs =
    #"duplicate row ids: "apple" at [0, 0], [0, 2]; "pear" at [0, 1], [1, 0] (from the rows' id:, which must be unique in a table; give each row its own id)"#
  static let duplicateSectionIDs =
    #"duplicate section ids: "fruit" at section 0, section 2 (from the sections' id, which must be unique in a table; give each section its own id)"#
  static let duplicateRowAndSectionIDs =
    #"duplicate row ids: 7 at [0, 0], [1, 0] (from the Identifiable models' id, which must be unique in a table; give each model its own id, or give the rows distinct ids with Row(model:id:)); duplicate section ids: "fruit" at section 0, section 1 (from the sections' id, which must be unique in a table; give each section its own id)"#
  static let duplicateReadyMadeTitles =
    #"duplicate row ids: "Sounds" at [0, 0], [1, 0] (from the ready-made rows' titles, their default id, which must be unique in a table; pass id: to tell rows with the same title apart, as in SwitchRow(title: "Sounds", isOn: isOn, id: "alerts.sounds"))"#
  static let cellClassMismatch =
    #"the registration for reuse identifier "MyApp.LoudCell" made a cell of class MyApp.StrangerCell for the row at [0, 5], but the row needs MyApp.LoudCell"#
  static let headerFooterClassMismatch =
    #"the registration for reuse identifier "MyApp.TitleHeaderView" made a header or footer view of class CellarHost.Headless.UITableViewHeaderFooterView for section 0, but the section needs MyApp.TitleHeaderView"#
  static let invalidHeight =
    #"the row at [0, 1] (MyApp.TitleCell) has height inf: a height must be a finite number of points, at least 0, or nil for the table view's automatic height"#
  static let emptyReuseIdentifier =
    #"MyApp.NamelessCell, for the row at [0, 0], has an empty reuse identifier (the table view says: must pass a valid reuse identifier to -[UITableView dequeueReusableCellWithIdentifier:forIndexPath:]): give MyApp.NamelessCell a non-empty static reuseIdentifier, or remove yours to get the default, the type's qualified name"#
  static let tooManyRows =
    "the sections hold 10000001 rows (a grid's items) in all, more than the 10000000 a table or a grid supports: show a window of your data (the rows around what the user sees), and update it as the user scrolls"
  static let updateRejected =
    "the view rejected a batch update Cellar computed, so Cellar reloaded its data instead (a bug in Cellar, or the table view or collection view was changed behind Cellar's back): Invalid update: invalid number of rows in section 0. The number of rows contained in an existing section after the update (4) must be equal to the number of rows contained in that section before the update (2), plus or minus the number of rows inserted or deleted from that section (1 inserted, 0 deleted) and plus or minus the number of rows moved into or out of that section (0 moved in, 0 moved out)."
  static let updateLoop =
    "updates kept asking for updates: 1000 in a chain, each asked for by the callbacks of the one before (a display hook, a cell's configure, onError), so the chain was stopped and the 1 update still queued dropped; the last update applied is shown. A callback must not ask for an update every time an update runs it: an update with animation .none, asked for from onWillDisplay, displays the rows again, which asks again"
  static let collapsibleSectionNeedsID =
    "collapsible section 1 has no id: a collapsible section keeps its state by its id; give it one (Section(id: ...))"
  static let parentRowNeedsID =
    "row [0, 2, 1] has children but no identity: a row with children keeps its state by its id; give it an id: (or an Identifiable model)"
  static let notExpandableSection =
    #"no collapsible section has the id "numbers": only a section made .collapsible() expands and collapses"#
  static let notExpandableRow =
    #"no row with children has the id "apple": only a row given .children expands and collapses"#

  static let invalidGridColumns =
    "section 0's layout cannot be built: a grid of 0 columns (at least 1 is needed): give .grid(columns:) 1 or more"
  static let invalidLayoutSpacing =
    "section 2's layout cannot be built: spacing nan (a spacing must be a finite number of points, at least 0)"

  static let cellProviderReturnedNil =
    "UITableViewDiffableDataSource cell provider returned nil for index path <NSIndexPath> {length = 2, path = 0 - 1} with item identifier '9', which is not allowed. You must always return a cell to the table view."

  static let noSupplementaryViewProvider =
    "Invalid parameter not satisfying: self.supplementaryViewProvider || (self.supplementaryReuseIdentifierProvider && self.supplementaryViewConfigurationHandler)"
  static let supplementaryViewProviderReturnedNil =
    "UICollectionViewDiffableDataSource supplementary view provider returned nil for element kind 'UICollectionElementKindSectionHeader' at index path <NSIndexPath> {length = 2, path = 0 - 0}, which is not allowed. You must always return a view to the collection view."

  /// Every entry: the case name and the message.
  static let entries: [(name: String, message: String)] = [
    ("duplicateIDs", duplicateRowIDs),
    ("duplicateIDs", duplicateSectionIDs),
    ("duplicateIDs", duplicateRowAndSectionIDs),
    ("duplicateIDs", duplicateReadyMadeTitles),
    ("cellClassMismatch", cellClassMismatch),
    ("headerFooterClassMismatch", headerFooterClassMismatch),
    ("invalidHeight", invalidHeight),
    ("emptyReuseIdentifier", emptyReuseIdentifier),
    ("tooManyRows", tooManyRows),
    ("updateRejected", updateRejected),
    ("updateLoop", updateLoop),
    ("outlineNodeNeedsID", collapsibleSectionNeedsID),
    ("outlineNodeNeedsID", parentRowNeedsID),
    ("notExpandable", notExpandableSection),
    ("notExpandable", notExpandableRow),
    ("invalidSectionLayout", invalidGridColumns),
    ("invalidSectionLayout", invalidLayoutSpacing),
    ("cellProviderReturnedNil", cellProviderReturnedNil),
    ("noSupplementaryViewProvider", noSupplementaryViewProvider),
    ("supplementaryViewProviderReturnedNil", supplementaryViewProviderReturnedNil),
  ]

  /// A message as the article shows it: types of the test module named as
  /// an app's (`MyApp.LoudCell` for `CellarTests.LoudCell`).
  static func shown(_ message: String?) -> String? {
    message?.replacingOccurrences(of: "CellarTests.", with: "MyApp.")
  }
}

/// A cell of another class than the rows expect.
final class StrangerCell: UITableViewCell {}

/// A cell type with an empty reuse identifier.
final class NamelessCell: UITableViewCell, ConfigurableCell {
  static var reuseIdentifier: String { "" }
  func configure(_ model: String) { textLabel?.text = model }
}

/// Everything a failed call must leave as it was: the table's sections
/// (ids, row ids and models), the table view's row counts, visible rows and
/// their cells, selection, offset, update log and rendering, and the
/// reported error.
@MainActor
private struct TableSnapshot: Equatable {
  var sections: [String]
  var counts: [Int]
  var visible: [String]
  var visibleIDs: [String]
  var cells: [ObjectIdentifier]
  var selection: [IndexPath]?
  var offset: CGPoint
  var log: [UITableView.Update]
  var render: String
  var lastError: String?

  init(_ table: Table) {
    let tableView = table.tableView
    sections = table.sections.map { section in
      let rows = section.rows.map { row in "\(row.id.map { "\($0)" } ?? "-")=\(row.model)" }
      return "\(section.id.map { "\($0)" } ?? "-"): " + rows.joined(separator: ", ")
    }
    counts = (0..<tableView.numberOfSections).map { tableView.numberOfRows(inSection: $0) }
    visible = tableView.visibleTexts
    visibleIDs = table.visibleRowIDs.map { "\($0)" }
    cells = tableView.visibleCells.map(ObjectIdentifier.init)
    selection = tableView.indexPathsForSelectedRows
    offset = tableView.contentOffset
    log = tableView.updateLog
    render = tableView.render()
    lastError = table.lastError.map { "\($0)" }
  }
}

/// A table of 5 visible 44-point rows showing fruit (`apple`, `pear`, with
/// explicit ids) and ten numbered rows, scrolled down one row, with `pear`
/// selected.
@MainActor
private func fruitTable() throws -> Table {
  let table = makeTable(height: 220)
  try table.update(with: fruit())
  table.tableView.layoutIfNeeded()
  table.tableView.setContentOffset(CGPoint(x: 0, y: 44), animated: false)
  table.tableView.selectRow(
    at: IndexPath(row: 1, section: 0), animated: false, scrollPosition: .none)
  return table
}

/// The fruit table's sections.
private func fruit() -> [Section] {
  [
    Section(
      id: "fruit",
      rows: [
        Row<TitleCell>(model: "Apple", id: "apple"), Row<TitleCell>(model: "Pear", id: "pear"),
      ]
    ),
    Section(id: "numbers", rows: (0..<10).map { Row<TitleCell>(model: "n\($0)", id: $0) }),
  ]
}

/// Sections with the ids `apple` and `pear` twice.
private func duplicateFruit() -> [Section] {
  [
    Section(
      id: "fruit",
      rows: [
        Row<TitleCell>(model: "Apple", id: "apple"), Row<TitleCell>(model: "Pear", id: "pear"),
        Row<TitleCell>(model: "Green apple", id: "apple"),
      ]),
    Section(id: "more", rows: [Row<TitleCell>(model: "Nashi pear", id: "pear")]),
  ]
}

/// The case name of an enum error: `duplicateIDs`.
private func caseName(of error: any Error) -> String {
  Mirror(reflecting: error).children.first?.label ?? String(describing: error)
}

/// The repository's root, from this file.
private let repositoryRoot = URL(fileURLWithPath: #filePath)
  .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

/// The text of a file of the repository.
private func repositoryFile(_ path: String) throws -> String {
  try String(contentsOf: repositoryRoot.appendingPathComponent(path), encoding: .utf8)
}

@MainActor
@Suite struct ErrorCatalogueTests {
  @Test(
    "TableError.duplicateIDs (rows): every way to update throws the message and changes nothing")
  func duplicateRowIDs() throws {
    let table = try fruitTable()
    let before = TableSnapshot(table)
    func check(_ error: (any Error)?, _ via: String) {
      #expect((error as? TableError).map(caseName) == "duplicateIDs", "\(via)")
      #expect(error.map { "\($0)" } == Catalogue.duplicateRowIDs, "\(via)")
      #expect(TableSnapshot(table) == before, "\(via)")
    }
    check(
      #expect(throws: TableError.self) {
        try table.update(with: duplicateFruit(), animation: .automatic)
      }, "update(with:)")
    check(
      #expect(throws: TableError.self) {
        try table.update(animation: .fade) {
          for section in duplicateFruit() { section }
        }
      }, "update(animation:_:)")
    check(
      #expect(throws: TableError.self) { try table.reloadData(with: duplicateFruit()) },
      "reloadData(with:)")
    let appended = #expect(throws: TableError.self) { try table.append(duplicateFruit()[1]) }
    #expect(
      appended?.description
        == #"duplicate row ids: "pear" at [0, 1], [2, 0] (from the rows' id:, which must be unique in a table; give each row its own id)"#
    )
    #expect(TableSnapshot(table) == before)
    // From inside a table callback the update is queued, but duplicates throw at once.
    var fromCallback: (any Error)?
    var withAction = fruit()
    withAction[1].rows[0] =
      Row<TitleCell>(model: "n0", id: 0) { [weak table] _, _ in
        fromCallback = #expect(throws: TableError.self) {
          try table?.update(with: duplicateFruit(), animation: .automatic)
        }
      }.anyRow
    try table.update(with: withAction, animation: .automatic)
    let beforeTap = TableSnapshot(table)
    try table.tableView.tapRow(at: IndexPath(row: 0, section: 1))
    #expect(fromCallback.map { "\($0)" } == Catalogue.duplicateRowIDs)
    #expect(TableSnapshot(table).sections == beforeTap.sections)
  }

  @Test("TableError.duplicateIDs (rows): the async update throws the message and changes nothing")
  func duplicateRowIDsAsync() async throws {
    let table = try fruitTable()
    let before = TableSnapshot(table)
    let error = await #expect(throws: TableError.self) {
      try await table.updateInBackground(with: duplicateFruit())
    }
    #expect(error?.description == Catalogue.duplicateRowIDs)
    #expect(TableSnapshot(table) == before)
  }

  @Test("TableError.duplicateIDs (operators): reported through onError; the table is unchanged")
  func duplicateIDsFromOperators() throws {
    let table = try fruitTable()
    let before = TableSnapshot(table)
    var reported: [String] = []
    table.onError = { reported.append("\($0)") }
    table += duplicateFruit()[1]
    let message =
      #"duplicate row ids: "pear" at [0, 1], [2, 0] (from the rows' id:, which must be unique in a table; give each row its own id)"#
    #expect(reported == [message])
    #expect(table.lastError.map { "\($0)" } == message)
    var after = TableSnapshot(table)
    after.lastError = nil
    #expect(after == before)
  }

  @Test("TableError.duplicateIDs (sections): the message names each id and section; no change")
  func duplicateSectionIDs() throws {
    let table = try fruitTable()
    let before = TableSnapshot(table)
    let error = #expect(throws: TableError.self) {
      try table.update(
        with: [Section(id: "fruit"), Section(id: "veg"), Section(id: "fruit")], animation: .none)
    }
    #expect(error.map(caseName) == "duplicateIDs")
    #expect(error?.description == Catalogue.duplicateSectionIDs)
    #expect(TableSnapshot(table) == before)
  }

  @Test("TableError.duplicateIDs (rows and sections): one message lists both; no change")
  func duplicateRowAndSectionIDs() throws {
    let table = try fruitTable()
    let before = TableSnapshot(table)
    let error = #expect(throws: TableError.self) {
      try table.update(with: [
        Section(id: "fruit", rows: [Row<ItemCell>(model: Item(id: 7, title: "a"))]),
        Section(id: "fruit", rows: [Row<ItemCell>(model: Item(id: 7, title: "b"))]),
      ])
    }
    #expect(error.map(caseName) == "duplicateIDs")
    #expect(error?.description == Catalogue.duplicateRowAndSectionIDs)
    #expect(TableSnapshot(table) == before)
  }

  @Test(
    "TableError.duplicateIDs (ready-made titles): the message says to pass id:; with id:, it applies"
  )
  func duplicateReadyMadeTitles() throws {
    let table = try fruitTable()
    let before = TableSnapshot(table)
    func settings(alertsID: AnyHashable?) -> [Section] {
      [
        Section(id: "calls", rows: [SwitchRow(title: "Sounds", isOn: true)]),
        Section(id: "alerts", rows: [SwitchRow(title: "Sounds", isOn: false, id: alertsID)]),
      ]
    }
    let error = #expect(throws: TableError.self) {
      try table.update(with: settings(alertsID: nil))
    }
    #expect(error?.description == Catalogue.duplicateReadyMadeTitles)
    if case .duplicateIDs(let rows, _) = error {
      #expect(rows.map(\.source) == [.readyMadeTitle])
    }
    #expect(TableSnapshot(table) == before)
    try table.update(with: settings(alertsID: "alerts.sounds"))
    #expect(table.sections[1].rows.map(\.id) == ["alerts.sounds"])
  }

  @Test(
    "TableError.cellClassMismatch: the layout that needs the cell reports it through onError and shows an empty row; fixed, the row shows"
  )
  func cellClassMismatch() throws {
    let table = makeTable(height: 220)
    table.register(LoudCell.self) {
      StrangerCell(style: .default, reuseIdentifier: LoudCell.reuseIdentifier)
    }
    // Rows 0–4 are shown; the LoudCell rows below are not, so the update needs no LoudCell.
    try table.update(with: [
      Section(
        id: "s",
        rows: (0..<5).map { Row<TitleCell>(model: "t\($0)", id: $0) }
          + (5..<10).map { Row<LoudCell>(model: "l\($0)", id: $0) })
    ])
    table.tableView.selectRow(
      at: IndexPath(row: 2, section: 0), animated: false, scrollPosition: .none)
    var reported: [any Error] = []
    table.onError = { reported.append($0) }
    table.tableView.contentOffset.y = 1  // row 5 comes into view at the next layout
    // A layout is not an update, which could throw: the table view (UIKit's
    // API, which does not throw) gets an empty cell (on UIKit the dequeued
    // one, unconfigured), and the error goes to onError.
    table.tableView.layoutIfNeeded()
    let error = reported.first as? TableError
    #expect(reported.count == 1)
    #expect(error.map(caseName) == "cellClassMismatch")
    #expect(Catalogue.shown(error?.description) == Catalogue.cellClassMismatch)
    #expect(table.tableView.visibleTexts == ["t0", "t1", "t2", "t3", "t4", ""])
    // The fix: register the right class; the row shows once it is asked again.
    table.register(LoudCell.self, cellClass: LoudCell.self)
    table.tableView.reloadRows(at: [IndexPath(row: 5, section: 0)], with: .none)
    #expect(table.tableView.visibleTexts == ["t0", "t1", "t2", "t3", "t4", "L5"])
    #expect(table.tableView.indexPathsForSelectedRows == [IndexPath(row: 2, section: 0)])
    #expect(reported.count == 1)
  }

  // Regression (the update stayed applied, with the old screen): an update
  // whose new row's registration makes the wrong class now throws and
  // leaves the table as it was.
  @Test(
    "TableError.cellClassMismatch from an update: the update throws and the table rolls back to what it showed"
  )
  func cellClassMismatchDuringUpdate() throws {
    let table = makeTable(height: 220)
    table.register(LoudCell.self) {
      StrangerCell(style: .default, reuseIdentifier: LoudCell.reuseIdentifier)
    }
    try table.update(with: [Section(id: "s", rows: [Row<TitleCell>(model: "t0", id: 0)])])
    table.tableView.selectRow(
      at: IndexPath(row: 0, section: 0), animated: false, scrollPosition: .none)
    let before = TableSnapshot(table)
    let target = [
      Section(
        id: "s", rows: [Row<TitleCell>(model: "t0", id: 0), Row<LoudCell>(model: "l1", id: 1)])
    ]
    let error = #expect(throws: TableError.self) { try table.update(with: target) }
    #expect(
      Catalogue.shown(error?.description)
        == Catalogue.cellClassMismatch.replacingOccurrences(of: "[0, 5]", with: "[0, 1]"))
    // Everything is as it was; the log tells the story: the batch, then the
    // rollback's reload.
    var after = TableSnapshot(table)
    #expect(after.log.suffix(2).map(\.kind) == [.batch, .reloadData])
    after.log = before.log
    #expect(after == before)
    table.register(LoudCell.self, cellClass: LoudCell.self)
    try table.update(with: target)
    #expect(table.tableView.visibleTexts == ["t0", "L1"])
  }

  @Test("TableError.invalidHeight: an infinite or negative height throws before anything changes")
  func invalidHeight() throws {
    let table = makeTable(height: 220)
    try table.update(with: [Section(id: "s", rows: [Row<TitleCell>(model: "t0", id: 0)])])
    let before = TableSnapshot(table)
    for height in [CGFloat.infinity, -CGFloat.infinity, -2] {
      let error = #expect(throws: TableError.self) {
        try table.update(with: [
          Section(
            id: "s",
            rows: [
              Row<TitleCell>(model: "t0", id: 0),
              Row<TitleCell>(model: "t1", id: 1, height: height),
            ])
        ])
      }
      #expect(error.map(caseName) == "invalidHeight")
      #expect(TableSnapshot(table) == before)
    }
    let error = #expect(throws: TableError.self) {
      try table.update(with: [
        Section(
          id: "s",
          rows: [
            Row<TitleCell>(model: "t0", id: 0),
            Row<TitleCell>(model: "t1", id: 1, height: .infinity),
          ])
      ])
    }
    #expect(Catalogue.shown(error?.description) == Catalogue.invalidHeight)
  }

  @Test("TableError.emptyReuseIdentifier: a cell type with an empty reuse identifier throws first")
  func emptyReuseIdentifier() throws {
    let table = makeTable(height: 220)
    try table.update(with: [Section(id: "s", rows: [Row<TitleCell>(model: "t0", id: 0)])])
    let before = TableSnapshot(table)
    let error = #expect(throws: TableError.self) {
      try table.update(with: [Section(id: "s", rows: [Row<NamelessCell>(model: "n", id: 5)])])
    }
    #expect(Catalogue.shown(error?.description) == Catalogue.emptyReuseIdentifier)
    #expect(TableSnapshot(table) == before)
  }

  @Test(
    "TableError.headerFooterClassMismatch: reported through onError; the section shows no header, nothing else changes"
  )
  func headerFooterClassMismatch() throws {
    let table = makeTable(height: 220)
    table.register(TitleHeaderView.self) {
      UITableViewHeaderFooterView(reuseIdentifier: TitleHeaderView.reuseIdentifier)
    }
    var reported: [String] = []
    table.onError = { reported.append("\($0)") }
    try table.update(with: [
      Section(
        id: "s", header: .view(TitleHeaderView.self, model: "Fruit"),
        rows: [Row<TitleCell>(model: "Apple", id: "apple")])
    ])
    table.tableView.layoutIfNeeded()
    #expect(Catalogue.shown(reported.first) == Catalogue.headerFooterClassMismatch)
    #expect(table.lastError.map(caseName) == "headerFooterClassMismatch")
    #expect(table.tableView.headerView(forSection: 0) == nil)
    #expect(table.tableView.visibleTexts == ["Apple"])
    #expect(table.sections.map { $0.rows.compactMap(\.id) } == [["apple"]])
    // The fix: register the right class; the next reload shows the header.
    table.register(TitleHeaderView.self) {
      TitleHeaderView(reuseIdentifier: TitleHeaderView.reuseIdentifier)
    }
    table.tableView.reloadData()
    table.tableView.layoutIfNeeded()
    #expect(table.tableView.headerView(forSection: 0)?.textLabel?.text == "[Fruit]")
  }

  @Test(
    "TableError.updateRejected: reported through onError; the table reloads and shows the new sections"
  )
  func updateRejected() throws {
    let table = try fruitTable()
    // A stand-in data source that adds a row to section 0 once, behind the table's back.
    let standIn = ExtraRowDataSource(try #require(table.tableView.dataSource))
    table.tableView.dataSource = standIn  // a new data source: the table view reloads
    table.tableView.layoutIfNeeded()
    table.tableView.selectRow(
      at: IndexPath(row: 1, section: 0), animated: false, scrollPosition: .none)
    var reported: [String] = []
    table.onError = { reported.append("\($0)") }
    var target = fruit()
    target[0].rows.append(Row<TitleCell>(model: "Plum", id: "plum").anyRow)
    standIn.extraRows = 1
    try table.update(with: target)
    #expect(reported == [Catalogue.updateRejected])
    #expect(table.lastError.map(caseName) == "updateRejected")
    // The table shows the new sections as a fresh table would, selection kept.
    let fresh = makeTable(height: 220)
    try fresh.update(with: target)
    fresh.tableView.setContentOffset(table.tableView.contentOffset, animated: false)
    #expect(TableSnapshot(table).sections == TableSnapshot(fresh).sections)
    #expect(TableSnapshot(table).counts == [3, 10])
    #expect(table.tableView.visibleTexts == fresh.tableView.visibleTexts)
    #expect(table.tableView.indexPathsForSelectedRows == [IndexPath(row: 1, section: 0)])
    withExtendedLifetime(standIn) {}
  }

  @Test(
    "TableError.updateLoop: reported through onError; the chain is stopped, what is queued dropped, and the table shows the last update applied"
  )
  func updateLoop() throws {
    let table = try fruitTable()
    var reported: [String] = []
    table.onError = { reported.append("\($0)") }
    var reloads = 0
    // A reload asked for each time the row is displayed: the reload displays it again.
    func looping() -> [Section] {
      var sections = fruit()
      sections[0].rows.append(
        Row<TitleCell>(model: "Plum", id: "plum").onWillDisplay { [weak table] _, _ in
          reloads += 1
          try? table?.reloadData(with: looping())
        }.anyRow)
      return sections
    }
    try table.update(with: looping())
    #expect(reported == [Catalogue.updateLoop])
    #expect(table.lastError.map(caseName) == "updateLoop")
    #expect(reloads == 1_001)
    #expect(table.sections[0].rows.compactMap(\.id) == ["apple", "pear", "plum"])
    // The table is usable: an update without the hook applies and ends the loop.
    try table.update(with: fruit())
    #expect(table.sections[0].rows.compactMap(\.id) == ["apple", "pear"])
    #expect(reported.count == 1)
  }

  @Test("TableError.outlineNodeNeedsID: a collapsible section or a parent row without an identity")
  func outlineNodeNeedsID() throws {
    let table = try fruitTable()
    let before = TableSnapshot(table)
    var sections = fruit()
    sections.append(Section(rows: [Row<TitleCell>(model: "x", id: "x")]).collapsible())
    let sectionError = #expect(throws: TableError.self) { try table.update(with: sections) }
    #expect(
      sectionError?.description
        == Catalogue.collapsibleSectionNeedsID.replacingOccurrences(
          of: "section 1", with: "section 2"))
    sections = fruit()
    let anonymous = Row<OpaqueCell>(model: Opaque(text: "folder")).children {
      Row<TitleCell>(model: "file", id: "file")
    }
    sections[0].rows.append(
      Row<TitleCell>(model: "box", id: "box").children([
        Row<TitleCell>(model: "a", id: "a"), anonymous,
      ]).anyRow)
    let rowError = #expect(throws: TableError.self) { try table.update(with: sections) }
    #expect(rowError?.description == Catalogue.parentRowNeedsID)
    #expect(TableSnapshot(table) == before)
    // The article's section example: the second section, anonymous.
    let second = #expect(throws: TableError.self) {
      try makeTable().update(with: [
        Section(id: "first"), Section(rows: [Row<TitleCell>(model: "x", id: "x")]).collapsible(),
      ])
    }
    #expect(second?.description == Catalogue.collapsibleSectionNeedsID)
  }

  @Test("TableError.notExpandable: reported through onError, nothing changes")
  func notExpandable() throws {
    let table = try fruitTable()
    let before = TableSnapshot(table)
    var reported: [String] = []
    table.onError = { reported.append("\($0)") }
    #expect(!table.setExpanded(true, section: "numbers"))
    #expect(!table.setExpanded(false, row: "apple"))
    #expect(reported == [Catalogue.notExpandableSection, Catalogue.notExpandableRow])
    #expect(table.lastError.map(caseName) == "notExpandable")
    var after = TableSnapshot(table)
    after.lastError = before.lastError
    #expect(after == before)
  }

  @Test("DequeueError.missingCell: a table view whose data source was released")
  func releasedDataSource() throws {
    final class Rows: NSObject, UITableViewDataSource {
      func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 20 }
      func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath)
        -> UITableViewCell
      {
        tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
      }
    }
    let tableView = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 220))
    tableView.rowHeight = 44
    tableView.register(UITableViewCell.self, forCellReuseIdentifier: "row")
    do {
      let rows = Rows()
      tableView.dataSource = rows
      tableView.layoutIfNeeded()
    }
    tableView.contentOffset.y = 1
    let error = UIKitException.catching { tableView.layoutIfNeeded() }
    #expect(
      error?.reason
        == "UITableView dataSource returned a nil cell for row at index path: <NSIndexPath: 0x…> {length = 2, path = 0 - 5}."
    )
  }

  @Test("TableError.tooManyRows: more than ten million rows throw before anything is diffed")
  func tooManyRows() throws {
    let table = try fruitTable()
    let before = TableSnapshot(table)
    // 1,000 sections sharing one array of 10,000 rows, and one row more:
    // the sections are counted, not their rows, so it throws at once.
    let rows = (0..<10_000).map { AnyRow(Row<TitleCell>(model: "r", id: $0)) }
    var sections = (0..<1_000).map { Section(id: $0, anyRows: rows) }
    sections.append(Section(id: "more", rows: [Row<TitleCell>(model: "x", id: "x")]))
    let error = #expect(throws: TableError.self) { try table.update(with: sections) }
    #expect(Catalogue.shown(error?.description) == Catalogue.tooManyRows)
    #expect(TableSnapshot(table) == before)
  }

  @Test(
    "TableError.invalidSectionLayout: a grid section's layout that cannot be built throws the message"
  )
  func invalidSectionLayout() throws {
    let grid = Grid(
      collectionView: UICollectionView(
        frame: CGRect(x: 0, y: 0, width: 320, height: 480),
        collectionViewLayout: UICollectionViewFlowLayout()))
    let columns = #expect(throws: TableError.self) {
      try grid.update(with: [GridSection(id: 0).layout(.grid(columns: 0))])
    }
    #expect(columns?.description == Catalogue.invalidGridColumns)
    let spacing = #expect(throws: TableError.self) {
      try grid.update(with: [
        GridSection(id: 0), GridSection(id: 1),
        GridSection(id: 2).layout(.row(itemWidth: .absolute(80), spacing: .nan)),
      ])
    }
    #expect(spacing?.description == Catalogue.invalidLayoutSpacing)
    #expect(grid.sections.isEmpty)
    #expect(grid.collectionView.collectionViewLayout is UICollectionViewFlowLayout)
  }

  @Test(
    "TableError.cellProviderReturnedNil: a diffable data source's provider that returns nil throws the message"
  )
  func cellProviderReturnedNil() throws {
    let tableView = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
    tableView.register(UITableViewCell.self, forCellReuseIdentifier: "cell")
    let source = DiffableDataSource<Int, Int>(tableView: tableView) { tableView, indexPath, id in
      id == 9 ? nil : tableView.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
    }
    var snapshot = DiffableSnapshot<Int, Int>()
    try snapshot.appendSections([0])
    try snapshot.appendItems([1, 9])
    let error = #expect(throws: TableError.self) { try source.apply(snapshot) }
    #expect(error?.description == Catalogue.cellProviderReturnedNil)
    #expect(tableView.numberOfSections == 0)
  }

  @Test(
    "TableError.noSupplementaryViewProvider and .supplementaryViewProviderReturnedNil: a diffable collection view's headers without a view throw the messages"
  )
  func supplementaryViewProviderErrors() throws {
    let collectionView = headeredCollectionView(
      width: 320, height: 480, headerHeight: 20, header: nil)
    let source = DiffableDataSource<Int, Int>(collectionView: collectionView) {
      collectionView, indexPath, _ in
      collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
    }
    var snapshot = DiffableSnapshot<Int, Int>()
    try snapshot.appendSections([0])
    try snapshot.appendItems([1])
    let missing = #expect(throws: TableError.self) { try source.apply(snapshot) }
    #expect(missing?.description == Catalogue.noSupplementaryViewProvider)
    source.supplementaryViewProvider = { _, _, _ in nil }
    let returnedNil = #expect(throws: TableError.self) { try source.apply(snapshot) }
    #expect(returnedNil?.description == Catalogue.supplementaryViewProviderReturnedNil)
    #expect(collectionView.numberOfSections == 0)
  }

  @Test("the catalogue has an entry for every case of TableError")
  func everyCase() throws {
    let text = try repositoryFile("Sources/Cellar/TableError/TableError.swift")
    var declared: [String] = []
    var inTableError = false
    for line in text.split(separator: "\n") {
      if line.contains("public enum TableError") { inTableError = true }
      if inTableError, let match = line.firstMatch(of: /^  case ([a-z]\w*)/) {
        declared.append(String(match.1))
      }
    }
    #expect(!declared.isEmpty)
    #expect(Set(Catalogue.entries.map(\.name)) == Set(declared))
  }

  @Test("the article shows every TableError message and links its case")
  func articleListsEveryEntry() throws {
    let text = try repositoryFile("Sources/Cellar/Cellar.docc/ErrorsAndHowToFixThem.md")
    for entry in Catalogue.entries {
      #expect(text.contains(entry.message), "\(entry.name): message not in the article")
      #expect(text.contains("``TableError/\(entry.name)("), "\(entry.name): case not linked")
    }
  }
}

/// The table's data source, answering one more row in section 0 once
/// `extraRows` is set (for the next count only).
@MainActor
private final class ExtraRowDataSource: UITableViewDataSource {
  let base: any UITableViewDataSource
  var extraRows = 0

  init(_ table: any UITableViewDataSource) {
    self.base = table
  }

  func numberOfSections(in tableView: UITableView) -> Int { base.numberOfSections(in: tableView) }

  func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
    defer { extraRows = 0 }
    return base.tableView(tableView, numberOfRowsInSection: section)
      + (section == 0 ? extraRows : 0)
  }

  func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
    base.tableView(tableView, cellForRowAt: indexPath)
  }
}
