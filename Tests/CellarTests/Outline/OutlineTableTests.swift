import CellarTestSupport
import Foundation
import Testing

@_spi(Testing) @testable import Cellar

/// A row titled by its id.
private func row(_ id: Int) -> Row<TitleCell> { Row<TitleCell>(model: "r\(id)", id: id) }

/// The kinds and paths of the batches the table view logged since `start`.
@MainActor
private func batches(_ table: Table, since start: Int) -> [String] {
  table.tableView.updateLog[start...].map(\.description)
}

/// Sections, rows with children and their state, kept by the table across
/// updates, toggled with `setExpanded` in one batch each.
@MainActor
@Suite struct OutlineTableTests {
  /// An audio section (collapsible, declared collapsed) and a plain one.
  private func settings(audio: [Int] = [1, 2], expanded: Bool = false) -> [Section] {
    [
      Section(id: "audio", header: "Audio", rows: audio.map(row)).collapsible(expanded: expanded),
      Section(id: "other", rows: [row(9)]),
    ]
  }

  @Test("a collapsed section shows its header and no rows; sections is the declared tree")
  func collapsedSection() throws {
    let table = makeTable()
    try table.update(with: settings())
    #expect(shownIDs(table) == [[], [9]])
    #expect(table.sections.map { $0.rows.map(\.id) } == [[1, 2], [9]])
    #expect(!table.isExpanded(section: "audio"))
    #expect(table.isExpanded(section: "other"))
    #expect(!table.isExpanded(section: "missing"))
    #expect(table.tableView.headerView(forSection: 0) != nil || table.shown[0].header != nil)
  }

  @Test(
    "setExpanded inserts a section's rows in one batch and deletes them in one; the callback says so"
  )
  func toggleSection() throws {
    let table = makeTable()
    var changes: [ExpansionChange] = []
    table.onExpansionChange = { changes.append($0) }
    try table.update(with: settings())
    var start = table.tableView.updateLog.count
    #expect(table.setExpanded(true, section: "audio"))
    #expect(shownIDs(table) == [[1, 2], [9]])
    #expect(batches(table, since: start) == ["batch([insertRows([[0, 0], [0, 1]])])"])
    #expect(changes == [ExpansionChange(node: .section("audio"), isExpanded: true)])
    #expect(table.isExpanded(section: "audio"))
    start = table.tableView.updateLog.count
    #expect(table.setExpanded(false, section: "audio", animation: .fade))
    #expect(shownIDs(table) == [[], [9]])
    #expect(batches(table, since: start) == ["batch([deleteRows([[0, 0], [0, 1]], .fade)])"])
    // The same state again changes nothing and calls nothing.
    start = table.tableView.updateLog.count
    #expect(table.setExpanded(false, section: "audio"))
    #expect(table.tableView.updateLog.count == start)
    #expect(changes.count == 2)
  }

  @Test("the state survives updates: the declared state only seeds an id the table has not met")
  func stateSurvivesUpdates() throws {
    let table = makeTable()
    try table.update(with: settings())
    table.setExpanded(true, section: "audio")
    // Declared collapsed again, with a new row: still expanded, the row shows.
    try table.update(with: settings(audio: [1, 2, 3], expanded: false))
    #expect(shownIDs(table) == [[1, 2, 3], [9]])
    table.setExpanded(false, section: "audio")
    // A change to a hidden row: nothing shows, the row is declared.
    try table.update(with: settings(audio: [3, 1], expanded: true))
    #expect(shownIDs(table) == [[], [9]])
    #expect(table.sections[0].rows.map(\.id) == [3, 1])
    table.setExpanded(true, section: "audio")
    #expect(shownIDs(table) == [[3, 1], [9]])
    // Passing the declared sections back changes nothing.
    let start = table.tableView.updateLog.count
    try table.update(with: table.sections)
    #expect(batches(table, since: start).allSatisfy { $0 == "batch([])" })
    #expect(shownIDs(table) == [[3, 1], [9]])
  }

  @Test("rows with children: a parent shows its children while expanded; nested states are kept")
  func rowChildren() throws {
    let table = makeTable()
    let tree = Section(id: "files") {
      row(1).children {
        row(2).children { row(3) }.expanded(true)
        row(4)
      }
      row(5)
    }
    try table.update(with: [tree])
    #expect(shownIDs(table) == [[1, 5]])
    #expect(table.isExpanded(row: 2))
    table.setExpanded(true, row: 1)
    #expect(shownIDs(table) == [[1, 2, 3, 4, 5]])
    #expect(table.outline.places[0]?.map(\.level) == [0, 1, 2, 1, 0])
    let start = table.tableView.updateLog.count
    table.setExpanded(false, row: 2)
    // The run goes, and the parent is reconfigured in place (its disclosure turns).
    #expect(
      batches(table, since: start) == ["batch([deleteRows([[0, 2]]), reconfigureRows([[0, 1]])])"])
    table.setExpanded(false, row: 1)
    #expect(shownIDs(table) == [[1, 5]])
    // A hidden parent changes state only; it shows so once its parent does.
    #expect(table.setExpanded(true, row: 2))
    #expect(shownIDs(table) == [[1, 5]])
    table.setExpanded(true, row: 1)
    #expect(shownIDs(table) == [[1, 2, 3, 4, 5]])
  }

  @Test("an id moved in one update keeps its state; an id gone for good starts again as declared")
  func forgetting() throws {
    let table = makeTable()
    let folder = row(1).children { row(2) }
    try table.update(with: [Section(id: "a") { folder }, Section(id: "b")])
    table.setExpanded(true, row: 1)
    // Moved to another section in one update: still expanded.
    try table.update(with: [Section(id: "a"), Section(id: "b") { folder }])
    #expect(shownIDs(table) == [[], [1, 2]])
    // Gone, then back in a later update: declared state (collapsed).
    try table.update(with: [Section(id: "a"), Section(id: "b")])
    try table.update(with: [Section(id: "a"), Section(id: "b") { folder }])
    #expect(shownIDs(table) == [[], [1]])
    #expect(!table.isExpanded(row: 1))
  }

  @Test("twenty += from a row action, queued, keep the state of a section they grow")
  func queuedOperators() throws {
    let table = makeTable()
    try table.update(with: [
      Section(id: "log", rows: [row(0)]).collapsible(expanded: true),
      Section(id: "buttons") {
        Row<TitleCell>(model: "go", id: "go").action { [unowned table] _, _ in
          table.setExpanded(false, section: "log")
          for id in 1...20 {
            var sections = table.latestSections
            sections[0].rows.append(row(id).anyRow)
            try? table.update(with: sections)
          }
        }
      },
    ])
    table.tableView.layoutIfNeeded()
    try table.tableView.tapRow(at: IndexPath(row: 0, section: 1))
    table.tableView.layoutIfNeeded()
    #expect(shownIDs(table) == [[], ["go"]])
    #expect(table.sections[0].rows.count == 21)
    table.setExpanded(true, section: "log")
    #expect(shownIDs(table)[0] == (0...20).map { AnyHashable($0) })
  }

  @Test("ids are unique across the tree: a hidden repeat throws and changes nothing")
  func hiddenDuplicate() throws {
    let table = makeTable()
    try table.update(with: settings())
    let before = table.sections.map { $0.rows.map(\.id) }
    #expect(throws: TableError.self) {
      try table.update(with: [
        Section(id: "audio", rows: [row(1), row(9)]).collapsible(expanded: false),
        Section(id: "other", rows: [row(9)]),
      ])
    }
    #expect(table.sections.map { $0.rows.map(\.id) } == before)
    #expect(shownIDs(table) == [[], [9]])
  }

  @Test("a node without an identity is refused with its place, and an unknown id is reported")
  func identityMistakes() throws {
    let table = makeTable()
    #expect(throws: TableError.outlineNodeNeedsID(path: IndexPath(index: 0))) {
      try table.update(with: [Section(rows: [row(1)]).collapsible()])
    }
    #expect(throws: TableError.outlineNodeNeedsID(path: [0, 0])) {
      try table.update(with: [
        Section(id: "s") { Row<OpaqueCell>(model: Opaque(text: "anonymous")).children { row(2) } }
      ])
    }
    try table.update(with: settings())
    var reported: [String] = []
    table.onError = { reported.append("\($0)") }
    #expect(!table.setExpanded(true, section: "other"))
    #expect(!table.setExpanded(true, row: 9))
    #expect(!table.setExpanded(true, row: "nobody"))
    #expect(
      reported == [
        "no collapsible section has the id \"other\": only a section made .collapsible() "
          + "expands and collapses",
        "no row with children has the id 9: only a row given .children expands and collapses",
        "no row with children has the id \"nobody\": only a row given .children expands and "
          + "collapses",
      ])
  }

  @Test("deleting an expanded parent removes it with the rows shown under it, in one batch")
  func deleteParent() throws {
    let table = makeTable()
    var deleted: [AnyHashable] = []
    let parent = row(1).children {
      row(2)
      row(3)
    }.expanded(true).onDelete { _, _ in
      deleted.append(1)
    }
    try table.update(with: [
      Section(id: "s") {
        parent
        row(4)
      }
    ])
    #expect(shownIDs(table) == [[1, 2, 3, 4]])
    let start = table.tableView.updateLog.count
    try table.tableView.swipeRow(at: IndexPath(row: 0, section: 0), edge: .trailing)
    #expect(deleted == [1])
    #expect(shownIDs(table) == [[4]])
    #expect(table.sections[0].rows.map(\.id) == [4])
    #expect(batches(table, since: start) == ["batch([deleteRows([[0, 0], [0, 1], [0, 2]])])"])
  }

  @Test(
    "rows cannot be moved by the user while rows are under other rows; in collapsible sections they can"
  )
  func movesInOutlines() throws {
    let table = makeTable()
    try table.update(with: [
      Section(id: "s") {
        row(1).children { row(2) }.onMove()
        row(3).onMove()
      }
    ])
    let coordinator = table.coordinator
    #expect(!coordinator.tableView(table.tableView, canMoveRowAt: IndexPath(row: 1, section: 0)))
    try table.update(with: [
      Section(id: "a", rows: [row(1).onMove(), row(2).onMove()]).collapsible(),
      Section(id: "b", rows: [row(3).onMove()]),
    ])
    #expect(coordinator.tableView(table.tableView, canMoveRowAt: IndexPath(row: 1, section: 0)))
    table.tableView.layoutIfNeeded()
    table.tableView.setEditing(true, animated: false)
    _ = try table.tableView.moveRowByUser(
      from: IndexPath(row: 0, section: 0), to: IndexPath(row: 1, section: 1))
    #expect(table.sections.map { $0.rows.map(\.id) } == [[2], [3, 1]])
    #expect(shownIDs(table) == [[2], [3, 1]])
    // The declared sections moved with it: collapsing and expanding shows the same.
    table.setExpanded(false, section: "a")
    table.setExpanded(true, section: "a")
    #expect(shownIDs(table) == [[2], [3, 1]])
  }

  @Test("an expansion the view fails to show rolls back: the state and the rows stay as they were")
  func expansionRollsBack() throws {
    let table = makeTable()
    // Number rows are made by a registration of the wrong class: the view
    // fails as soon as it asks for one, when the folder expands.
    table.register(NumberCell.self, factory: { TitleCell(style: .default, reuseIdentifier: nil) })
    try table.update(with: [
      Section(id: "s") {
        row(1).children { Row<NumberCell>(model: 7, id: 7) }
        row(2)
      }
    ])
    var reported: [any Error] = []
    table.onError = { reported.append($0) }
    #expect(!table.setExpanded(true, row: 1))
    #expect(reported.count == 1)
    #expect(!table.isExpanded(row: 1))
    #expect(shownIDs(table) == [[1, 2]])
    #expect(table.sections[0].rows.map(\.id) == [1, 2])
  }

  @Test("a background update of an outline table flattens the new tree as a synchronous one does")
  func backgroundUpdate() async throws {
    let table = makeTable()
    try table.update(with: settings())
    table.setExpanded(true, section: "audio")
    let applied = try await table.updateInBackground(with: settings(audio: [2, 1, 3]))
    #expect(applied)
    #expect(shownIDs(table) == [[2, 1, 3], [9]])
    #expect(table.isExpanded(section: "audio"))
  }
}

/// Cells show their row's level as UIKit's `indentationLevel`.
@MainActor
@Suite struct OutlineCellTests {
  @Test("cells are indented by level; a recycled cell and a row that changes level follow")
  func indentation() throws {
    let table = makeTable(height: 44 * 6)
    try table.update(with: [
      Section(id: "s") {
        row(1).children { row(2).children { row(3) }.expanded(true) }.expanded(true)
        row(4)
      }
    ])
    table.tableView.layoutIfNeeded()
    func levels() -> [Int] {
      table.tableView.visibleCells.map(\.indentationLevel)
    }
    #expect(levels() == [0, 1, 2, 0])
    // Row 4 moves under row 2 at the same index: it is kept, and indented.
    try table.update(with: [
      Section(id: "s") {
        row(1).children {
          row(2).children {
            row(3)
            row(4)
          }
        }
      }
    ])
    table.tableView.layoutIfNeeded()
    #expect(levels() == [0, 1, 2, 2])
    // Plain rows on a recycled cell: level 0.
    table.setExpanded(false, row: 1)
    try table.update(with: [
      Section(id: "s") {
        row(1).children { row(2) }
        row(5)
        row(6)
      }
    ])
    table.tableView.layoutIfNeeded()
    #expect(levels() == [0, 0, 0])
    #expect(table.tableView.render().contains("r5"))
  }
}

/// Taps on rows with children.
@MainActor
@Suite struct OutlineTapTests {
  @Test("a tap on a row with children toggles it and deselects it; a row with an action runs it")
  func tapToggles() throws {
    let table = makeTable()
    var ran: [Int] = []
    try table.update(with: [
      Section(id: "s") {
        row(1).children { row(2) }
        row(3).children { row(4) }.action { _, _ in ran.append(3) }
      }
    ])
    table.tableView.layoutIfNeeded()
    try table.tableView.tapRow(at: IndexPath(row: 0, section: 0))
    table.tableView.layoutIfNeeded()
    #expect(shownIDs(table) == [[1, 2, 3]])
    #expect(table.tableView.indexPathsForSelectedRows ?? [] == [])
    try table.tableView.tapRow(at: IndexPath(row: 0, section: 0))
    table.tableView.layoutIfNeeded()
    #expect(shownIDs(table) == [[1, 3]])
    try table.tableView.tapRow(at: IndexPath(row: 1, section: 0))
    #expect(ran == [3])
    #expect(shownIDs(table) == [[1, 3]])
  }

  @Test("a tap on an item with children toggles it")
  func tapTogglesItem() throws {
    let grid = makeSmallGrid()
    try grid.update(with: [
      GridSection(id: "s") {
        Cellar.Item<OutlineWordCell>(model: "a", id: "a").children {
          Cellar.Item<OutlineWordCell>(model: "b", id: "b")
        }
      }
    ])
    grid.collectionView.layoutIfNeeded()
    try grid.collectionView.tapItem(at: IndexPath(item: 0, section: 0))
    grid.collectionView.layoutIfNeeded()
    #expect(shownIDs(grid) == [["a", "b"]])
    #expect(grid.collectionView.indexPathsForSelectedItems == nil)
  }
}

/// A grid cell for words.
private final class OutlineWordCell: UICollectionViewCell, ConfigurableCollectionCell {
  func configure(_ model: String) {}
}

/// Lookups by id in an outline.
@MainActor
@Suite struct OutlinePresenceTests {
  @Test("a row is shown, hidden under its nearest collapsed section or row, or absent")
  func presence() throws {
    let table = makeTable()
    try table.update(with: [
      Section(id: "open") {
        row(1).children { row(2).children { row(3) } }.expanded(true)
      },
      Section(id: "closed", rows: [row(4).children { row(5) }.expanded(true)]).collapsible(
        expanded: false),
    ])
    #expect(table.presence(ofRowID: 1) == .shown(IndexPath(row: 0, section: 0)))
    #expect(table.presence(ofRowID: 2) == .shown(IndexPath(row: 1, section: 0)))
    #expect(table.presence(ofRowID: 3) == .hidden(under: .row(2)))
    #expect(table.indexPath(forRowID: 3) == nil)
    #expect(table.presence(ofRowID: 4) == .hidden(under: .section("closed")))
    #expect(table.presence(ofRowID: 5) == .hidden(under: .section("closed")))
    #expect(table.presence(ofRowID: 99) == .absent)
    table.setExpanded(true, section: "closed")
    #expect(table.presence(ofRowID: 5) == .shown(IndexPath(row: 1, section: 1)))
    table.setExpanded(false, row: 1)
    #expect(table.presence(ofRowID: 3) == .hidden(under: .row(1)))
  }
}

/// Selection across toggles, planned with and without a diff.
@MainActor
@Suite struct OutlineSelectionTests {
  @Test(
    "a row below the run keeps its selection; a hidden row loses it and gets it not back",
    arguments: [true, false])
  func selection(withoutDiff: Bool) throws {
    let table = makeTable()
    table.plansTogglesWithoutDiff = withoutDiff
    table.tableView.allowsMultipleSelection = true
    try table.update(with: [
      Section(id: "s") {
        row(1).children {
          row(2)
          row(3)
        }
        row(4)
      }
    ])
    table.tableView.selectRow(
      at: IndexPath(row: 1, section: 0), animated: false, scrollPosition: .none)
    table.setExpanded(true, row: 1)
    #expect(table.tableView.indexPathsForSelectedRows == [IndexPath(row: 3, section: 0)])
    table.tableView.selectRow(
      at: IndexPath(row: 2, section: 0), animated: false, scrollPosition: .none)
    table.setExpanded(false, row: 1)
    #expect(table.tableView.indexPathsForSelectedRows == [IndexPath(row: 1, section: 0)])
    table.setExpanded(true, row: 1)
    #expect(table.tableView.indexPathsForSelectedRows == [IndexPath(row: 3, section: 0)])
  }
}
