import CellarOracles
import CellarTestSupport
import Foundation
import Testing

@_spi(Testing) @testable import Cellar

/// A row titled by its id.
private func row(_ id: Int) -> Row<TitleCell> { Row<TitleCell>(model: "r\(id)", id: id) }

/// A grid cell for numbers.
private final class AttackItemCell: UICollectionViewCell, ConfigurableCollectionCell {
  func configure(_ model: Int) {}
}

/// An item identified by its number.
private func item(_ id: Int) -> Cellar.Item<AttackItemCell> {
  Cellar.Item<AttackItemCell>(model: id, id: id)
}

/// A model the app changes in place (a reference).
private final class Folder {
  var name: String
  let id: Int
  init(_ name: String, id: Int) {
    self.name = name
    self.id = id
  }
}

/// A cell showing a folder's name as it is when configured.
private final class FolderCell: UITableViewCell, ConfigurableCell {
  func configure(_ model: Folder) { textLabel?.text = model.name }
}

/// A row of a folder, identified by the folder's id.
private func folderRow(_ folder: Folder) -> Row<FolderCell> {
  Row<FolderCell>(model: folder, id: folder.id)
}

/// Where the queued expansions of the flood tests ran on the stack.
@MainActor
private var expansionDepths = StackDepthProbe()

/// The rows a naive recursive flatten of `sections` shows, asking
/// `sectionExpanded` and `rowExpanded` for each node's state.
private func naiveFlatten(
  _ sections: [Section], sectionExpanded: (Section) -> Bool,
  rowExpanded: (AnyHashable) -> Bool
) -> [[AnyHashable?]] {
  func walk(_ rows: [AnyRow], into shown: inout [AnyHashable?]) {
    for row in rows {
      shown.append(row.storage.identityValue)
      guard let children = row.storage.outlineChildren, let id = row.storage.identityValue
      else { continue }
      // An id not equal to itself cannot be looked up: it keeps its
      // declared state.
      if id == id ? rowExpanded(id) : row.storage.outlineInitiallyExpanded {
        walk(children, into: &shown)
      }
    }
  }
  return sections.map { section in
    var shown: [AnyHashable?] = []
    if sectionExpanded(section) { walk(section.rows, into: &shown) }
    return shown
  }
}

/// What a table should show: its declared sections flattened with its own
/// `isExpanded` answers.
@MainActor
private func expectedShown(_ table: Table) -> [[AnyHashable?]] {
  naiveFlatten(
    table.sections,
    sectionExpanded: { !$0.isCollapsible || table.isExpanded(section: $0.id) },
    rowExpanded: { table.isExpanded(row: $0) })
}

/// What a grid should show.
@MainActor
private func expectedShown(_ grid: Grid) -> [[AnyHashable?]] {
  naiveFlatten(
    grid.sections.map(\.base),
    sectionExpanded: { !$0.isCollapsible || grid.isExpanded(section: $0.id) },
    rowExpanded: { grid.isExpanded(item: $0) })
}

/// Identities as their descriptions: a NaN is not equal to itself.
private func described(_ ids: [[AnyHashable?]]) -> [[String]] {
  ids.map { $0.map { $0.map { "\($0)" } ?? "nil" } }
}

/// The changes `requests` make, applied in order to `states` (a request for
/// the state a node has changes nothing).
private func simulate(
  _ requests: [ExpansionChange], from states: [OutlineNode: Bool]
) -> (changes: [ExpansionChange], states: [OutlineNode: Bool]) {
  var states = states
  var changes: [ExpansionChange] = []
  for request in requests where states[request.node] != request.isExpanded {
    states[request.node] = request.isExpanded
    changes.append(request)
  }
  return (changes, states)
}

/// How many pairs of toggles one tap queues: 20,000 in full (40,000
/// toggles), 1,000 by default.
private let floodSize = TestEnvironment.scaled(1_000, full: 20_000)

/// The requests of the flood: a row and a section, each set back and forth
/// on its own rhythm.
private func floodRequests(row: AnyHashable, section: AnyHashable) -> [ExpansionChange] {
  (0..<floodSize).flatMap { index in
    [
      ExpansionChange(node: .row(row), isExpanded: index % 2 == 0),
      ExpansionChange(node: .section(section), isExpanded: index % 3 == 0),
    ]
  }
}

/// Outline core under attack: floods, loops, updates from every callback
/// of a toggle, reference models, hostile ids, refused toggles.
@MainActor
@Suite("Outline attacks", .serialized)
struct OutlineAttackTests {
  @Test("toggles queued from one row action (2,000; 40,000 in full) apply in order, flat")
  func tableFlood() throws {
    let table = makeTable()
    var changes: [ExpansionChange] = []
    table.onExpansionChange = {
      expansionDepths.record()
      changes.append($0)
    }
    let requests = floodRequests(row: 1, section: "c")
    try table.update(with: [
      Section(id: "s") {
        Row<TitleCell>(model: "go", id: "go").action { [unowned table] _, _ in
          for request in requests {
            switch request.node {
            case .row(let id): table.setExpanded(request.isExpanded, row: id)
            case .section(let id): table.setExpanded(request.isExpanded, section: id)
            }
          }
        }
        row(1).children {
          row(2)
          row(3)
        }
      },
      Section(id: "c", rows: [row(4), row(5)]).collapsible(expanded: true),
    ])
    table.tableView.layoutIfNeeded()
    expansionDepths.reset()
    try table.tableView.tapRow(at: IndexPath(row: 0, section: 0))
    table.tableView.layoutIfNeeded()
    let expected = simulate(requests, from: [.row(1): false, .section("c"): true])
    #expect(table.lastError == nil)
    #expect(changes.count == expected.changes.count)
    #expect(changes == expected.changes)
    #expect(table.isExpanded(row: 1) == expected.states[.row(1)])
    #expect(table.isExpanded(section: "c") == expected.states[.section("c")])
    #expect(shownIDs(table) == expectedShown(table))
    #expect(
      expansionDepths.spread <= StackDepthProbe.flat,
      "the stack grew by \(expansionDepths.spread) bytes")
  }

  @Test("toggles queued from one item action (2,000; 40,000 in full) apply in order, flat")
  func gridFlood() throws {
    let grid = makeSmallGrid()
    var changes: [ExpansionChange] = []
    grid.onExpansionChange = {
      expansionDepths.record()
      changes.append($0)
    }
    let requests = floodRequests(row: 1, section: "c")
    try grid.update(with: [
      GridSection(id: "s") {
        Cellar.Item<AttackItemCell>(model: 0, id: "go") { [unowned grid] _, _ in
          for request in requests {
            switch request.node {
            case .row(let id): grid.setExpanded(request.isExpanded, item: id)
            case .section(let id): grid.setExpanded(request.isExpanded, section: id)
            }
          }
        }
        item(1).children {
          item(2)
          item(3)
        }
      },
      GridSection(id: "c") {
        item(4)
        item(5)
      }.collapsible(expanded: true),
    ])
    grid.collectionView.layoutIfNeeded()
    expansionDepths.reset()
    try grid.collectionView.tapItem(at: IndexPath(item: 0, section: 0))
    grid.collectionView.layoutIfNeeded()
    let expected = simulate(requests, from: [.row(1): false, .section("c"): true])
    #expect(grid.lastError == nil)
    #expect(changes == expected.changes)
    #expect(grid.isExpanded(item: 1) == expected.states[.row(1)])
    #expect(grid.isExpanded(section: "c") == expected.states[.section("c")])
    #expect(shownIDs(grid) == expectedShown(grid))
    #expect(
      expansionDepths.spread <= StackDepthProbe.flat,
      "the stack grew by \(expansionDepths.spread) bytes")
  }

  @Test("onExpansionChange flipping the row back forever is stopped as an update loop; consistent")
  func tableLoop() throws {
    let table = makeTable()
    var calls = 0
    table.onExpansionChange = { [unowned table] change in
      calls += 1
      table.setExpanded(!change.isExpanded, row: 1)
    }
    try table.update(with: [
      Section(id: "s") {
        row(1).children { row(2) }
        row(3)
      }
    ])
    table.setExpanded(true, row: 1)
    #expect(table.lastError as? TableError == .updateLoop(length: 1_000, dropped: 1))
    #expect(calls == 1_001)
    #expect(table.updates.isEmpty)
    #expect(shownIDs(table) == expectedShown(table))
    // The loop is over: a plain toggle applies.
    table.onExpansionChange = nil
    let state = table.isExpanded(row: 1)
    #expect(table.setExpanded(!state, row: 1))
    #expect(table.isExpanded(row: 1) == !state)
    #expect(shownIDs(table) == expectedShown(table))
  }

  @Test("onExpansionChange flipping a grid section back forever is stopped as an update loop")
  func gridLoop() throws {
    let grid = makeSmallGrid()
    var calls = 0
    grid.onExpansionChange = { [unowned grid] change in
      calls += 1
      grid.setExpanded(!change.isExpanded, section: "c")
    }
    try grid.update(with: [GridSection(id: "c") { item(1) }.collapsible(expanded: false)])
    grid.setExpanded(true, section: "c")
    #expect(grid.lastError as? TableError == .updateLoop(length: 1_000, dropped: 1))
    #expect(calls == 1_001)
    #expect(shownIDs(grid) == expectedShown(grid))
    grid.onExpansionChange = nil
    let state = grid.isExpanded(section: "c")
    #expect(grid.setExpanded(!state, section: "c"))
    #expect(shownIDs(grid) == expectedShown(grid))
  }

  @Test(
    "setExpanded, update and += from a row action, onExpansionChange, onWillDisplay of a shown child and onError are queued in order"
  )
  func tableCallbacks() throws {
    let table = makeTable()
    var displayedOnce = false
    var changes: [ExpansionChange] = []
    var errors: [String] = []
    table.onError = { [unowned table] error in
      errors.append("\(error)")
      table.setExpanded(false, section: "c")
    }
    table.onExpansionChange = { [unowned table] change in
      changes.append(change)
      guard change == ExpansionChange(node: .row(1), isExpanded: true) else { return }
      table.setExpanded(true, row: 3)
      table.setExpanded(true, row: "nobody")
      var sections = table.latestSections
      sections.append(Section(id: "extra", rows: [row(60)]))
      try? table.update(with: sections)
    }
    try table.update(with: [
      Section(id: "s") {
        Row<TitleCell>(model: "go", id: "go").action { [unowned table] _, _ in
          table.setExpanded(true, row: 1)
          table += row(50)
        }
        row(1).children {
          row(2).onWillDisplay { [unowned table] _, _ in
            guard !displayedOnce else { return }
            displayedOnce = true
            table += row(100)
          }
          row(3).children { row(4) }
        }
      },
      Section(id: "c", rows: [row(5), row(6)]).collapsible(expanded: true),
    ])
    table.tableView.layoutIfNeeded()
    try table.tableView.tapRow(at: IndexPath(row: 0, section: 0))
    table.tableView.layoutIfNeeded()
    #expect(displayedOnce)
    #expect(
      changes == [
        ExpansionChange(node: .row(1), isExpanded: true),
        ExpansionChange(node: .row(3), isExpanded: true),
        ExpansionChange(node: .section("c"), isExpanded: false),
      ])
    #expect(errors.count == 1)
    #expect(table.lastError as? TableError == .notExpandable(OutlineNode.row("nobody").target))
    #expect(table.sections.map(\.id) == ["s", "c", "extra"])
    #expect(table.sections[0].rows.map(\.id) == ["go", 1, 50, 100])
    #expect(shownIDs(table) == [["go", 1, 2, 3, 4, 50, 100], [], [60]])
    #expect(shownIDs(table) == expectedShown(table))
  }

  @Test("the same updates from a grid's item action, onExpansionChange and onError are queued")
  func gridCallbacks() throws {
    let grid = makeSmallGrid()
    var changes: [ExpansionChange] = []
    var errors = 0
    grid.onError = { [unowned grid] _ in
      errors += 1
      grid.setExpanded(false, section: "c")
    }
    grid.onExpansionChange = { [unowned grid] change in
      changes.append(change)
      guard change.node == .row(1), change.isExpanded else { return }
      grid.setExpanded(true, item: 3)
      grid.setExpanded(true, item: "nobody")
      grid += item(60)
    }
    try grid.update(with: [
      GridSection(id: "s") {
        Cellar.Item<AttackItemCell>(model: 0, id: "go") { [unowned grid] _, _ in
          grid.setExpanded(true, item: 1)
          grid += item(50)
        }
        item(1).children {
          item(2)
          item(3).children { item(4) }
        }
      },
      GridSection(id: "c") { item(5) }.collapsible(expanded: true),
    ])
    grid.collectionView.layoutIfNeeded()
    try grid.collectionView.tapItem(at: IndexPath(item: 0, section: 0))
    grid.collectionView.layoutIfNeeded()
    #expect(
      changes == [
        ExpansionChange(node: .row(1), isExpanded: true),
        ExpansionChange(node: .row(3), isExpanded: true),
        ExpansionChange(node: .section("c"), isExpanded: false),
      ])
    #expect(errors == 1)
    #expect(shownIDs(grid) == [["go", 1, 2, 3, 4, 50, 60], []])
    #expect(shownIDs(grid) == expectedShown(grid))
  }

  @Test("reference models changed between toggles and updates show as they are now")
  func referenceModels() throws {
    let table = makeTable()
    let parent = Folder("docs", id: 1)
    let child = Folder("a.txt", id: 2)
    let other = Folder("other", id: 3)
    func sections() -> [Section] {
      [
        Section(id: "s") {
          folderRow(parent).children { folderRow(child) }
          folderRow(other)
        }
      ]
    }
    try table.update(with: sections())
    table.tableView.layoutIfNeeded()
    #expect(table.tableView.visibleTexts == ["docs", "other"])
    // Hidden, changed in place: shown as it is now once expanded; the
    // parent, changed too, is reconfigured by the toggle.
    child.name = "b.txt"
    parent.name = "docs (1)"
    table.setExpanded(true, row: 1)
    table.tableView.layoutIfNeeded()
    #expect(table.tableView.visibleTexts == ["docs (1)", "b.txt", "other"])
    // Changed while shown, then an update with the same (identical) models.
    other.name = "renamed"
    child.name = "c.txt"
    try table.update(with: sections())
    table.setExpanded(false, row: 1)
    child.name = "d.txt"
    table.setExpanded(true, row: 1)
    table.tableView.layoutIfNeeded()
    #expect(table.tableView.visibleTexts == ["docs (1)", "d.txt", "renamed"])
    #expect(shownIDs(table) == expectedShown(table))
  }

  @Test("a repeat between a hidden and a shown row throws duplicateIDs and changes nothing")
  func hiddenRepeats() throws {
    let table = makeTable()
    let good = [
      Section(id: "s") {
        row(1).children { row(2).children { row(3) } }
        row(4)
      }
    ]
    try table.update(with: good)
    table.setExpanded(true, row: 1)
    let shown = shownIDs(table)
    let start = table.tableView.updateLog.count
    // 4 is shown at the top and hidden two levels down.
    let repeated = [
      Section(id: "s") {
        row(1).children { row(2).children { row(4) } }
        row(4)
      }
    ]
    #expect(throws: TableError.self) { try table.update(with: repeated) }
    do {
      try table.update(with: repeated)
    } catch let TableError.duplicateIDs(rows, _) {
      #expect(rows.map(\.id) == [4])
    } catch {
      Issue.record("unexpected \(error)")
    }
    // A parent repeated as its own hidden child.
    #expect(throws: TableError.self) {
      try table.update(with: [Section(id: "s") { row(1).children { row(1) } }])
    }
    #expect(shownIDs(table) == shown)
    #expect(table.tableView.updateLog.count == start)
    #expect(table.sections.map { $0.rows.map(\.id) } == [[1, 4]])
    #expect(table.isExpanded(row: 1) && !table.isExpanded(row: 2))
    // Queued from a callback, the bad update is refused before it waits,
    // and the next one applies.
    var thrown: [any Error] = []
    table.onExpansionChange = { [unowned table] change in
      guard change.node == .row(1) else { return }
      do { try table.update(with: repeated) } catch { thrown.append(error) }
      table.setExpanded(true, row: 2)
    }
    table.setExpanded(false, row: 1)
    #expect(thrown.count == 1)
    #expect(thrown.first.map { "\($0)" }?.contains("4") == true)
    #expect(table.isExpanded(row: 2))
    #expect(shownIDs(table) == [[1, 4]])
  }

  @Test("hostile ids in an outline: NaN, never equal, hash inconsistent with ==; no trap")
  func hostileIDs() throws {
    let table = makeTable()
    var errors: [any Error] = []
    table.onError = { errors.append($0) }
    let coinless: [HostileID] = [
      HostileID(.nan, 1), HostileID(.neverEqual, 2), HostileID(.hashMismatch, 3),
      HostileID.plain(4),
    ]
    func hostile(_ id: HostileID) -> Row<TitleCell> { Row<TitleCell>(model: "\(id)", id: id) }
    let sections = [
      Section(id: "s") {
        Row<TitleCell>(model: "nan", id: Double.nan).children { hostile(coinless[0]) }
        hostile(.plain(10)).children {
          hostile(coinless[1])
          hostile(coinless[2])
        }
        hostile(coinless[1]).children { hostile(coinless[3]) }.expanded(true)
      }
    ]
    try table.update(with: sections)
    #expect(described(shownIDs(table)) == described(expectedShown(table)))
    // A NaN id cannot be named: refused, not trapped.
    #expect(!table.setExpanded(true, row: Double.nan))
    #expect(!table.setExpanded(true, row: HostileID(.neverEqual, 2)))
    #expect(errors.count == 2)
    #expect(table.setExpanded(true, row: HostileID.plain(10)))
    #expect(described(shownIDs(table)) == described(expectedShown(table)))
    try table.update(with: sections)
    #expect(described(shownIDs(table)) == described(expectedShown(table)))
    // A plain id hidden under a parent and equal to a shown hash-mismatched one.
    let mismatch = [
      Section(id: "s") {
        hostile(.plain(20)).children { hostile(.plain(3)) }
        hostile(HostileID(.hashMismatch, 3))
      }
    ]
    let before = described(shownIDs(table))
    do {
      try table.update(with: mismatch)
      #expect(described(shownIDs(table)) == described(expectedShown(table)))
    } catch {
      #expect(error is TableError)
      #expect(described(shownIDs(table)) == before)
    }
    // Taps on every shown row: toggles or selections, no trap.
    table.tableView.layoutIfNeeded()
    for index in 0..<table.tableView.numberOfRows(inSection: 0) {
      try? table.tableView.tapRow(at: IndexPath(row: index, section: 0))
      table.tableView.layoutIfNeeded()
      #expect(described(shownIDs(table)) == described(expectedShown(table)))
    }
  }

  @Test("refused toggles change nothing: unknown ids, leaves, hidden parents, the same state")
  func refusedToggles() throws {
    let grid = makeSmallGrid()
    var changes: [ExpansionChange] = []
    var errors: [any Error] = []
    grid.onExpansionChange = { changes.append($0) }
    grid.onError = { errors.append($0) }
    try grid.update(with: [
      GridSection(id: "s") {
        item(1).children { item(2).children { item(3) } }
        item(4)
      },
      GridSection(id: "plain") { item(5) },
    ])
    var start = grid.collectionView.updateLog.count
    #expect(!grid.setExpanded(true, item: 4))
    #expect(!grid.setExpanded(true, item: 99))
    #expect(!grid.setExpanded(true, section: "plain"))
    #expect(!grid.setExpanded(true, section: "none"))
    #expect(grid.setExpanded(false, item: 1))
    #expect(errors.count == 4)
    #expect(changes.isEmpty)
    #expect(grid.collectionView.updateLog.count == start)
    // A hidden parent: state only, no batch; shown as such once its parent expands.
    #expect(grid.setExpanded(true, item: 2))
    #expect(grid.collectionView.updateLog.count == start)
    #expect(changes == [ExpansionChange(node: .row(2), isExpanded: true)])
    #expect(grid.presence(ofItemID: 3) == .hidden(under: .row(1)))
    start = grid.collectionView.updateLog.count
    #expect(grid.setExpanded(true, item: 1))
    #expect(shownIDs(grid) == [[1, 2, 3, 4], [5]])
    #expect(grid.collectionView.updateLog.count == start + 1)
    #expect(shownIDs(grid) == expectedShown(grid))
  }

  @Test("a queued toggle rolled back by the view restores state and rows; the next one applies")
  func queuedRollback() throws {
    let table = makeTable()
    table.register(NumberCell.self, factory: { TitleCell(style: .default, reuseIdentifier: nil) })
    var errors: [any Error] = []
    table.onError = { errors.append($0) }
    try table.update(with: [
      Section(id: "s") {
        Row<TitleCell>(model: "go", id: "go").action { [unowned table] _, _ in
          table.setExpanded(true, row: 1)
          table.setExpanded(true, row: 3)
        }
        row(1).children { Row<NumberCell>(model: 7, id: 7) }
        row(3).children { row(4) }
      },
      Section(id: "c", rows: [Row<NumberCell>(model: 8, id: 8)]).collapsible(expanded: false),
    ])
    table.tableView.layoutIfNeeded()
    try table.tableView.tapRow(at: IndexPath(row: 0, section: 0))
    table.tableView.layoutIfNeeded()
    #expect(errors.count == 1)
    #expect(!table.isExpanded(row: 1))
    #expect(table.isExpanded(row: 3))
    #expect(shownIDs(table) == [["go", 1, 3, 4], []])
    #expect(!table.setExpanded(true, section: "c"))
    #expect(!table.isExpanded(section: "c"))
    #expect(shownIDs(table) == [["go", 1, 3, 4], []])
    #expect(errors.count == 2)
  }

  @Test(
    "collapsing a collapsible section with parent rows keeps user moves off, as a fresh table does"
  )
  func movesAfterSectionCollapse() throws {
    func sections(expanded: Bool) -> [Section] {
      [
        Section(id: "a", rows: [row(1).children { row(2) }]).collapsible(expanded: expanded),
        Section(id: "b", rows: [row(3).onMove(), row(4).onMove()]),
      ]
    }
    let fresh = makeTable()
    try fresh.update(with: sections(expanded: false))
    let toggled = makeTable()
    try toggled.update(with: sections(expanded: true))
    toggled.setExpanded(false, section: "a")
    let path = IndexPath(row: 0, section: 1)
    let freshAnswer = fresh.coordinator.tableView(fresh.tableView, canMoveRowAt: path)
    let toggledAnswer = toggled.coordinator.tableView(toggled.tableView, canMoveRowAt: path)
    #expect(toggledAnswer == freshAnswer)
    #expect(toggled.outline.places == fresh.outline.places)
  }

  @Test(
    "a nested parent deleted by the user goes with its shown rows; toggles from its handler merge")
  func deleteNestedParent() throws {
    let table = makeTable()
    var deleted: [Int] = []
    try table.update(with: [
      Section(id: "s") {
        row(1).children {
          row(2)
          row(3).children { row(4) }.expanded(true).onDelete { [unowned table] _, _ in
            deleted.append(3)
            table.setExpanded(false, row: 1)
          }
        }.expanded(true)
        row(5)
      }
    ])
    #expect(shownIDs(table) == [[1, 2, 3, 4, 5]])
    table.tableView.layoutIfNeeded()
    let start = table.tableView.updateLog.count
    try table.tableView.swipeRow(at: IndexPath(row: 2, section: 0), edge: .trailing)
    table.tableView.layoutIfNeeded()
    #expect(deleted == [3])
    #expect(shownIDs(table) == [[1, 5]])
    #expect(table.tableView.updateLog.count == start + 1)
    #expect(!table.isExpanded(row: 1))
    #expect(table.sections[0].rows.map(\.id) == [1, 5])
    #expect(table.sections[0].rows[0].children?.map(\.id) == [2])
    table.setExpanded(true, row: 1)
    #expect(shownIDs(table) == [[1, 2, 5]])
    #expect(shownIDs(table) == expectedShown(table))
    #expect(table.presence(ofRowID: 4) == .absent)
  }

  @Test("a toggle while a background update diffs does not drop the update: it is diffed again")
  func toggleDuringBackgroundDiff() async throws {
    let table = makeTable()
    func sections(_ audio: [Int], _ other: [Int]) -> [Section] {
      [
        Section(id: "audio", rows: audio.map(row)).collapsible(expanded: false),
        Section(id: "other", rows: other.map(row)),
      ]
    }
    try table.update(with: sections([1], [9]))
    table.willDiffInBackground = { [unowned table] in
      table.willDiffInBackground = nil
      table.setExpanded(true, section: "audio")
    }
    let applied = try await table.updateInBackground(with: sections([1, 2], [9, 10]))
    #expect(applied)
    #expect(table.isExpanded(section: "audio"))
    #expect(shownIDs(table) == [[1, 2], [9, 10]])
    #expect(table.sections.map { $0.rows.map(\.id) } == [[1, 2], [9, 10]])
  }

  @Test("a grid toggle while a background update diffs does not drop the update")
  func gridToggleDuringBackgroundDiff() async throws {
    let grid = makeSmallGrid()
    func sections(_ items: [Int]) -> [GridSection] {
      [
        GridSection(id: "s", items: [item(1).children { item(2) }] + items.map(item)),
        GridSection(id: "c", items: [item(50)]).collapsible(expanded: true),
      ]
    }
    try grid.update(with: sections([3]))
    grid.willDiffInBackground = { [unowned grid] in
      grid.willDiffInBackground = nil
      grid.setExpanded(true, item: 1)
      grid.setExpanded(false, section: "c")
    }
    let applied = try await grid.updateInBackground(with: sections([3, 4]))
    #expect(applied)
    #expect(shownIDs(grid) == [[1, 2, 3, 4], []])
  }
}
