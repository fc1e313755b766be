import Foundation
import Testing

@_spi(Testing) @testable import Cellar
@testable import CellarHost

/// A row titled by its id.
private func row(_ id: Int) -> Row<TitleCell> { Row<TitleCell>(model: "r\(id)", id: id) }

/// A grid cell for numbers.
private final class Step4ItemCell: UICollectionViewCell, ConfigurableCollectionCell {
  var states: [OutlineState] = []
  func configure(_ model: Int) { label.text = "i\(model)" }
  func configureOutline(_ state: OutlineState) { states.append(state) }
}

/// An item identified by its number.
private func item(_ id: Int) -> Cellar.Item<Step4ItemCell> {
  Cellar.Item<Step4ItemCell>(model: id, id: id)
}

/// A table cell that toggles its row every time it is told its state.
private final class AlwaysTogglingCell: UITableViewCell, ConfigurableCell {
  func configure(_ model: Int) { textLabel?.text = "t\(model)" }
  func configureOutline(_ state: OutlineState) { state.toggle() }
}

/// A grid cell that toggles its item every time it is told its state.
private final class AlwaysTogglingItemCell: UICollectionViewCell, ConfigurableCollectionCell {
  func configure(_ model: Int) {}
  func configureOutline(_ state: OutlineState) { state.toggle() }
}

/// A table cell that keeps the states it was told.
private final class KeepingCell: UITableViewCell, ConfigurableCell {
  var states: [OutlineState] = []
  func configure(_ model: Int) { textLabel?.text = "k\(model)" }
  func configureOutline(_ state: OutlineState) { states.append(state) }
}

/// A table cell whose `configure` sets an accessory view of its own for
/// some models only.
private final class SometimesOwnAccessoryCell: UITableViewCell, ConfigurableCell {
  let own = UISwitch()
  func configure(_ model: String) {
    textLabel?.text = model
    if model.hasPrefix("own") { accessoryView = own }
  }
}

/// A table cell whose `configure` clears its accessory view.
private final class ClearingAccessoryCell: UITableViewCell, ConfigurableCell {
  func configure(_ model: String) {
    textLabel?.text = model
    accessoryView = nil
  }
}

/// A header view that shows the section state its own way: no toggle laid.
private final class OwnToggleHeader: UITableViewHeaderFooterView, ConfigurableHeaderFooterView {
  let button = UIControl(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
  var states: [OutlineState] = []
  private var state = OutlineState(level: 0, hasChildren: false, isExpanded: false)
  override init(reuseIdentifier: String?) {
    super.init(reuseIdentifier: reuseIdentifier)
    addSubview(button)
    button.addAction(UIAction { [weak self] _ in self?.state.toggle() }, for: .touchUpInside)
  }
  required init?(coder: NSCoder) { nil }
  func configure(_ model: String) { textLabel?.text = model }
  func configureOutline(_ state: OutlineState) {
    states.append(state)
    self.state = state
  }
}

/// Cellar's section toggles among a view's direct subviews.
@MainActor
private func toggles(in view: UIView?) -> Int {
  view?.subviews.filter { $0 is SectionToggleControl }.count ?? 0
}

/// What a table should show: its declared sections flattened with its own
/// `isExpanded` answers.
@MainActor
private func flattened(_ table: Table) -> [[AnyHashable?]] {
  table.sections.map { section in
    guard !section.isCollapsible || table.isExpanded(section: section.id) else { return [] }
    var shown: [AnyHashable?] = []
    var stack = [section.rows[...]]
    while var rows = stack.popLast() {
      guard let first = rows.popFirst() else { continue }
      stack.append(rows)
      shown.append(first.storage.identityValue)
      if let children = first.children, let id = first.storage.identityValue,
        table.isExpanded(row: id)
      {
        stack.append(children[...])
      }
    }
    return shown
  }
}

/// The toggles a cell's state asks for, from `configureOutline` and the
/// callbacks, against the update queue.
@MainActor
@Suite struct OutlineStateToggleAttackTests {
  @Test("a cell toggling its row from configureOutline every time ends as an update loop")
  func toggleFromConfigureOutline() throws {
    let table = makeTable()
    var errors: [TableError] = []
    table.onError = { if let error = $0 as? TableError { errors.append(error) } }
    try table.update(with: [
      Section(id: "s") {
        Row<AlwaysTogglingCell>(model: 1, id: 1).children { row(2) }
        row(3)
      }
    ])
    table.tableView.layoutIfNeeded()
    #expect(
      errors.contains {
        if case .updateLoop = $0 { true } else { false }
      })
    #expect(table.updates.isEmpty)
    #expect(shownIDs(table) == flattened(table))
    #expect(table.tableView.numberOfRows(inSection: 0) == shownIDs(table)[0].count)
  }

  @Test("a grid cell toggling its item from configureOutline every time ends as an update loop")
  func gridToggleFromConfigureOutline() throws {
    let grid = makeSmallGrid()
    var loops = 0
    grid.onError = {
      if case .updateLoop? = $0 as? TableError { loops += 1 }
    }
    try grid.update(with: [
      GridSection(id: "s") {
        Cellar.Item<AlwaysTogglingItemCell>(model: 1, id: 1).children { item(2) }
        item(3)
      }
    ])
    grid.collectionView.layoutIfNeeded()
    #expect(loops >= 1)
    #expect(grid.updates.isEmpty)
    let expanded = grid.isExpanded(item: 1)
    #expect(shownIDs(grid) == (expanded ? [[1, 2, 3]] : [[1, 3]]))
  }

  @Test("toggle() twice inside one callback leaves the row as it was, with two changes")
  func toggleTwiceInCallback() throws {
    let table = makeTable()
    var changes: [ExpansionChange] = []
    table.onExpansionChange = { changes.append($0) }
    var kept: OutlineState?
    try table.update(with: [
      Section(id: "s") {
        Row<KeepingCell>(model: 1, id: 1).children { row(2) }
        row(3).action { _, _ in
          kept?.toggle()
          kept?.toggle()
        }
      }
    ])
    let view = table.tableView
    view.layoutIfNeeded()
    kept = (view.cellForRow(at: IndexPath(row: 0, section: 0)) as? KeepingCell)?.states.last
    #expect(kept?.hasChildren == true)
    try view.tapRow(at: IndexPath(row: 1, section: 0))
    view.layoutIfNeeded()
    #expect(!table.isExpanded(row: 1))
    #expect(shownIDs(table) == [[1, 3]])
    #expect(changes.map(\.isExpanded) == [true, false])
  }

  @Test("setExpanded(true) then toggle() in one callback: the toggle applies after it (collapses)")
  func setExpandedThenToggle() throws {
    let grid = makeSmallGrid()
    var changes: [ExpansionChange] = []
    grid.onExpansionChange = { changes.append($0) }
    try grid.update(with: [
      GridSection(id: "s") {
        item(1).children { item(2) }
        item(3)
      }
    ])
    let view = grid.collectionView
    view.layoutIfNeeded()
    let state = try #require(
      (view.cellForItem(at: IndexPath(item: 0, section: 0)) as? Step4ItemCell)?.states.last)
    try grid.update(with: [
      GridSection(id: "s") {
        item(1).children { item(2) }
        item(3).action { [unowned grid] _, _ in
          grid.setExpanded(true, item: 1)
          state.toggle()
        }
      }
    ])
    view.layoutIfNeeded()
    try view.tapItem(at: IndexPath(item: 1, section: 0))
    view.layoutIfNeeded()
    #expect(changes.map(\.isExpanded) == [true, false])
    #expect(!grid.isExpanded(item: 1))
    #expect(shownIDs(grid) == [[1, 3]])
  }

  @Test("onExpansionChange toggling through a kept state forever ends as an update loop (grid)")
  func gridToggleFromExpansionChange() throws {
    let grid = makeSmallGrid()
    try grid.update(with: [GridSection(id: "s") { item(1).children { item(2) } }])
    let view = grid.collectionView
    view.layoutIfNeeded()
    let state = try #require(
      (view.cellForItem(at: IndexPath(item: 0, section: 0)) as? Step4ItemCell)?.states.last)
    var calls = 0
    grid.onExpansionChange = { _ in
      calls += 1
      state.toggle()
    }
    // The first toggle is queued too (toggle() always is): the chain is its.
    state.toggle()
    #expect(grid.lastError as? TableError == .updateLoop(length: 1_000, dropped: 1))
    #expect(calls == 1_000)
    #expect(grid.updates.isEmpty)
    #expect(shownIDs(grid) == (grid.isExpanded(item: 1) ? [[1, 2]] : [[1]]))
  }

  @Test("a state kept after its row is deleted or became a leaf does nothing and reports nothing")
  func staleStates() throws {
    let table = makeTable()
    var errors: [any Error] = []
    table.onError = { errors.append($0) }
    try table.update(with: [
      Section(id: "s") {
        Row<KeepingCell>(model: 1, id: 1).children { row(2) }
        Row<KeepingCell>(model: 5, id: 5).children { row(6) }
      }
    ])
    let view = table.tableView
    view.layoutIfNeeded()
    func state(_ index: Int) -> OutlineState? {
      (view.cellForRow(at: IndexPath(row: index, section: 0)) as? KeepingCell)?.states.last
    }
    let deleted = try #require(state(0))
    let leaf = try #require(state(1))
    try table.update(with: [
      Section(id: "s") {
        row(3)
        Row<KeepingCell>(model: 5, id: 5)
      }
    ])
    view.layoutIfNeeded()
    deleted.toggle()
    leaf.toggle()
    view.layoutIfNeeded()
    #expect(shownIDs(table) == [[3, 5]])
    #expect(!table.isExpanded(row: 1))
    #expect(!table.isExpanded(row: 5))
    #expect(errors.isEmpty)
  }

  @Test("a grid's state outlives the grid: toggle does nothing")
  func gridGone() throws {
    var grid: Grid? = makeSmallGrid()
    try grid?.update(with: [GridSection(id: "s") { item(1).children { item(2) } }])
    grid?.collectionView.layoutIfNeeded()
    let state = try #require(
      (grid?.collectionView.cellForItem(at: IndexPath(item: 0, section: 0)) as? Step4ItemCell)?
        .states.last)
    weak let gone = grid
    grid = nil
    #expect(gone == nil)
    state.toggle()
    #expect(state.hasChildren)
  }
}

/// Rows whose children the app loads, attacked.
@MainActor
@Suite struct OutlineLazyAttackTests {
  /// A section with a lazy row 1 (or its children), then a leaf.
  private static func folder(
    _ children: [Int]?, expanded: Bool = false, load: @escaping @MainActor (String) -> Void
  ) -> [Section] {
    let parent =
      children.map { row(1).children($0.map(row)) } ?? row(1).children(loadingWith: load)
    return [
      Section(id: "s") {
        parent.expanded(expanded)
        row(9)
      }
    ]
  }

  @Test(
    "a loader answering at once: still lazy (not asked again), then with children",
    arguments: [true, false])
  func synchronousAnswers(withoutDiff: Bool) throws {
    let table = makeTable()
    table.plansTogglesWithoutDiff = withoutDiff
    var asked = 0
    var answer: [Int]? = nil
    weak let target = table
    func load(_ model: String) {
      asked += 1
      try? target?.update(with: Self.folder(answer, load: load))
    }
    try table.update(with: Self.folder(nil, load: load))
    table.setExpanded(true, row: 1)
    #expect(asked == 1)
    #expect(shownIDs(table) == [[1, 9]])
    #expect(table.lastError == nil)
    // Collapse and expand: asked again, now answered with children.
    answer = [2, 3]
    table.setExpanded(false, row: 1)
    table.setExpanded(true, row: 1)
    #expect(asked == 2)
    #expect(shownIDs(table) == [[1, 2, 3, 9]])
    #expect(!table.sections[0].rows[0].storage.loadsChildren)
  }

  @Test("a loader whose answer throws (duplicate ids): reported, nothing changes, not asked again")
  func answerThrows() throws {
    let table = makeTable()
    var errors: [any Error] = []
    table.onError = { errors.append($0) }
    var asked = 0
    var thrown: (any Error)?
    weak let target = table
    func load(_ model: String) {
      asked += 1
      do {
        try target?.update(with: Self.folder([2, 9], load: load))
      } catch {
        thrown = error
      }
    }
    try table.update(with: Self.folder(nil, load: load))
    table.setExpanded(true, row: 1)
    let error = thrown ?? errors.first
    guard case .duplicateIDs? = error as? TableError else {
      Issue.record("expected duplicateIDs, got \(String(describing: error))")
      return
    }
    #expect(asked == 1)
    #expect(shownIDs(table) == [[1, 9]])
    #expect(table.isExpanded(row: 1))
    #expect(table.sections[0].rows[0].storage.loadsChildren)
    // Still loading, already asked: another update does not ask again.
    try table.update(with: Self.folder(nil, load: load))
    #expect(asked == 1)
  }

  @Test("a loader collapsing its own row: collapsed, asked again at the next expansion")
  func loaderCollapses() throws {
    let grid = makeSmallGrid()
    var asked = 0
    let sections = [
      GridSection(id: "s") {
        item(1).children(loadingWith: { [unowned grid] _ in
          asked += 1
          grid.setExpanded(false, item: 1)
        })
        item(9)
      }
    ]
    try grid.update(with: sections)
    grid.setExpanded(true, item: 1)
    #expect(asked == 1)
    #expect(!grid.isExpanded(item: 1))
    #expect(shownIDs(grid) == [[1, 9]])
    grid.setExpanded(true, item: 1)
    #expect(asked == 2)
    #expect(grid.lastError == nil)
  }

  @Test("lazy rows shown expanded by one update are asked in shown order")
  func loaderOrder() throws {
    let table = makeTable()
    var asked: [String] = []
    let load: @MainActor (String) -> Void = { asked.append($0) }
    try table.update(with: [
      Section(id: "a") {
        Row<TitleCell>(model: "A", id: "A").children(loadingWith: load).expanded(true)
        Row<TitleCell>(model: "P", id: "P").children {
          Row<TitleCell>(model: "C", id: "C").children(loadingWith: load).expanded(true)
        }.expanded(true)
      },
      Section(id: "b") {
        Row<TitleCell>(model: "B", id: "B").children(loadingWith: load).expanded(true)
      },
    ])
    #expect(asked == ["A", "C", "B"])
  }

  @Test(
    "a lazy row hidden by its parent's collapse while loading is asked again when it shows",
    arguments: [true, false])
  func hiddenWhileLoading(withoutDiff: Bool) throws {
    func calls(grid: Bool) throws -> [String] {
      var asked: [String] = []
      let load: @MainActor (String) -> Void = { asked.append($0) }
      if grid {
        let grid = makeSmallGrid()
        grid.plansTogglesWithoutDiff = withoutDiff
        try grid.update(with: [
          GridSection(id: "s") {
            Cellar.Item<Step4ItemCell>(model: 1, id: 1).children {
              Cellar.Item<Step4ItemCell>(model: 2, id: 2).children(loadingWith: {
                asked.append("i\($0)")
              })
            }
          }
        ])
        grid.setExpanded(true, item: 1)
        grid.setExpanded(true, item: 2)
        grid.setExpanded(false, item: 1)
        grid.setExpanded(true, item: 1)
        #expect(shownIDs(grid) == [[1, 2]])
        #expect(grid.isExpanded(item: 2))
      } else {
        let table = makeTable()
        table.plansTogglesWithoutDiff = withoutDiff
        try table.update(with: [
          Section(id: "s") {
            row(1).children {
              Row<TitleCell>(model: "L", id: 2).children(loadingWith: load)
            }
          }
        ])
        table.setExpanded(true, row: 1)
        table.setExpanded(true, row: 2)
        table.setExpanded(false, row: 1)
        table.setExpanded(true, row: 1)
        #expect(shownIDs(table) == [[1, 2]])
        #expect(table.isExpanded(row: 2))
      }
      return asked
    }
    #expect(try calls(grid: false) == ["L", "L"])
    #expect(try calls(grid: true) == ["i2", "i2"])
  }

  @Test("toggles planned with and without a diff make the same loader calls")
  func plannedBothWays() throws {
    func run(_ withoutDiff: Bool) throws -> [String] {
      let table = makeTable()
      table.plansTogglesWithoutDiff = withoutDiff
      var asked: [String] = []
      let load: @MainActor (String) -> Void = { asked.append($0) }
      try table.update(with: [
        Section(id: "s") {
          Row<TitleCell>(model: "A", id: "A").children {
            Row<TitleCell>(model: "B", id: "B").children(loadingWith: load).expanded(true)
            Row<TitleCell>(model: "C", id: "C").children(loadingWith: load)
          }
        }.collapsible(),
        Section(id: "t") { Row<TitleCell>(model: "D", id: "D").children(loadingWith: load) },
      ])
      table.setExpanded(true, row: "A")
      table.setExpanded(true, row: "C")
      table.setExpanded(false, section: "s")
      table.setExpanded(true, row: "D")
      table.setExpanded(true, section: "s")
      table.setExpanded(false, row: "B")
      table.setExpanded(true, row: "B")
      return asked
    }
    let without = try run(true)
    #expect(without == ["B", "C", "D", "B", "C", "B"])
    #expect(try run(false) == without)
  }
}

/// Section headers that toggle, attacked.
@MainActor
@Suite struct OutlineHeaderAttackTests {
  /// A laid-out table: a collapsible section "a" (rows 1 and 2) over a
  /// plain section "b" (row 3), both with a title header.
  private static func collapsibleOverPlain() throws -> Table {
    let table = makeTable()
    try table.update(with: [
      Section(id: "a", header: "A", rows: [row(1), row(2)]).collapsible(),
      Section(id: "b", header: "B", rows: [row(3)]),
    ])
    table.tableView.layoutIfNeeded()
    return table
  }

  @Test("a header with configureOutline of its own gets no toggle; its own control toggles")
  func ownHeaderToggle() throws {
    let table = makeTable()
    try table.update(with: [
      Section(id: "a", header: .view(OwnToggleHeader.self, model: "A"), rows: [row(1)])
        .collapsible()
    ])
    let view = table.tableView
    view.layoutIfNeeded()
    let header = try #require(view.headerView(forSection: 0) as? OwnToggleHeader)
    #expect(toggles(in: header) == 0)
    #expect(header.states.last == OutlineState(level: 0, hasChildren: true, isExpanded: true))
    // The tap reaches the header's own control.
    try view.tapHeader(inSection: 0)
    view.layoutIfNeeded()
    #expect(!table.isExpanded(section: "a"))
    #expect(shownIDs(table) == [[]])
    #expect(header.states.last?.isExpanded == false)
  }

  @Test("a typed header view reused between a collapsible and a plain section follows it")
  func typedHeaderReused() throws {
    let table = makeTable(height: 100)
    try table.update(
      with: (0..<40).map { index in
        let section = Section(
          id: "s\(index)", header: .view(TitleHeaderView.self, model: "H\(index)"),
          rows: [row(index)])
        return index % 3 == 0 ? section.collapsible() : section
      })
    let view = table.tableView
    view.layoutIfNeeded()
    for target in [12, 25, 37] {
      view.scrollToRow(at: IndexPath(row: 0, section: target), at: .top, animated: false)
      view.layoutIfNeeded()
      for section in 0..<40 {
        guard let header = view.headerView(forSection: section) else { continue }
        #expect(toggles(in: header) == (section % 3 == 0 ? 1 : 0), "section \(section)")
      }
    }
  }

  @Test("a view shown as a collapsible section's header, reused as a footer, loses the toggle")
  func headerReusedAsFooter() throws {
    let table = makeTable(height: 100)
    try table.update(
      with: (0..<40).map { index in
        Section(
          id: "s\(index)", header: .view(TitleHeaderView.self, model: "H\(index)"),
          footer: .view(TitleHeaderView.self, model: "F\(index)"), rows: [row(index)]
        ).collapsible()
      })
    let view = table.tableView
    view.layoutIfNeeded()
    var footersSeen = 0
    for target in [5, 12, 25, 37] {
      view.scrollToRow(at: IndexPath(row: 0, section: target), at: .top, animated: false)
      view.layoutIfNeeded()
      for section in 0..<40 {
        guard let footer = view.footerView(forSection: section) else { continue }
        footersSeen += 1
        #expect(toggles(in: footer) == 0, "footer of section \(section)")
      }
    }
    #expect(footersSeen > 0)
    #expect(!view.render().contains("[F5]  ▾"))
  }

  @Test("tapping a header while editing collapses the section; editing goes on")
  func tapWhileEditing() throws {
    let table = try Self.collapsibleOverPlain()
    let view = table.tableView
    view.setEditing(true, animated: false)
    try view.tapHeader(inSection: 0)
    view.layoutIfNeeded()
    #expect(view.isEditing)
    #expect(shownIDs(table) == [[], [3]])
    try view.tapHeader(inSection: 0)
    view.layoutIfNeeded()
    #expect(shownIDs(table) == [[1, 2], [3]])
  }

  @Test("collapsing a section with a selected row drops the selection; expanding does not bring it")
  func selectionLostOnCollapse() throws {
    let table = try Self.collapsibleOverPlain()
    let view = table.tableView
    view.selectRow(at: IndexPath(row: 1, section: 0), animated: false, scrollPosition: .none)
    view.selectRow(at: IndexPath(row: 0, section: 1), animated: false, scrollPosition: .none)
    try view.tapHeader(inSection: 0)
    view.layoutIfNeeded()
    #expect(view.indexPathsForSelectedRows == [IndexPath(row: 0, section: 1)])
    try view.tapHeader(inSection: 0)
    view.layoutIfNeeded()
    #expect(view.indexPathsForSelectedRows == [IndexPath(row: 0, section: 1)])
  }

  @Test("a grid header with a footer toggles its section; the footer has no toggle")
  func gridHeaderWithFooter() throws {
    let grid = makeSmallGrid()
    try grid.update(with: [
      GridSection(id: "a", header: .title("A"), footer: .title("FA")) {
        item(1)
        item(2)
      }
      .headerReferenceSize(CGSize(width: 0, height: 10))
      .footerReferenceSize(CGSize(width: 0, height: 10))
      .collapsible(),
      GridSection(id: "b", header: .title("B"), footer: .title("FB")) { item(3) }
        .headerReferenceSize(CGSize(width: 0, height: 10))
        .footerReferenceSize(CGSize(width: 0, height: 10)),
    ])
    let view = grid.collectionView
    view.layoutIfNeeded()
    let footerKind = UICollectionView.elementKindSectionFooter
    let headerKind = UICollectionView.elementKindSectionHeader
    let first = IndexPath(item: 0, section: 0)
    #expect(toggles(in: view.supplementaryView(forElementKind: footerKind, at: first)) == 0)
    try view.tapSupplementaryView(ofKind: footerKind, at: first)
    view.layoutIfNeeded()
    #expect(grid.isExpanded(section: "a"))
    try view.tapSupplementaryView(ofKind: headerKind, at: first)
    view.layoutIfNeeded()
    #expect(shownIDs(grid) == [[], [3]])
    #expect(toggles(in: view.supplementaryView(forElementKind: footerKind, at: first)) == 0)
    #expect(
      toggles(
        in: view.supplementaryView(forElementKind: headerKind, at: IndexPath(item: 0, section: 1)))
        == 0)
    try view.tapSupplementaryView(ofKind: headerKind, at: first)
    view.layoutIfNeeded()
    #expect(shownIDs(grid) == [[1, 2], [3]])
  }
}

/// Collapsing a section whose header is in view keeps the offset.
@MainActor
@Suite struct OutlineSectionInViewAttackTests {
  @Test(
    "collapsing a section under its pinned header keeps a valid offset", arguments: [true, false])
  func pinnedHeaderCollapse(withoutDiff: Bool) throws {
    let table = makeTable(height: 44 * 5)
    table.plansTogglesWithoutDiff = withoutDiff
    try table.update(
      with: (0..<3).map { index in
        Section(id: "s\(index)", header: "S\(index)", rows: (0..<20).map { row(index * 100 + $0) })
          .collapsible()
      })
    let view = table.tableView
    view.layoutIfNeeded()
    // Halfway down section 1: its header is pinned at the top.
    let middle = view.rectForRow(at: IndexPath(row: 10, section: 1)).minY
    view.setContentOffset(CGPoint(x: 0, y: middle), animated: false)
    view.layoutIfNeeded()
    #expect(view.headerView(forSection: 1) != nil)
    try view.tapHeader(inSection: 1)
    view.layoutIfNeeded()
    #expect(!table.isExpanded(section: "s1"))
    #expect(shownIDs(table) == flattened(table))
    let maxOffset = max(0, view.contentSize.height - view.bounds.height)
    #expect(view.contentOffset.y >= 0 && view.contentOffset.y <= maxOffset)
    // Collapse the last section too, from wherever the view is.
    table.setExpanded(false, section: "s2")
    view.layoutIfNeeded()
    let newMax = max(0, view.contentSize.height - view.bounds.height)
    #expect(view.contentOffset.y >= 0 && view.contentOffset.y <= newMax)
    #expect(!(view.indexPathsForVisibleRows ?? []).contains { $0.section == 1 })
  }

  @Test("collapsing a grid section in view, scrolled horizontally, keeps a valid offset")
  func horizontalGrid() throws {
    let layout = UICollectionViewFlowLayout()
    layout.itemSize = CGSize(width: 10, height: 10)
    layout.scrollDirection = .horizontal
    let grid = Grid(
      collectionView: UICollectionView(
        frame: CGRect(x: 0, y: 0, width: 50, height: 30), collectionViewLayout: layout))
    try grid.update(
      with: (0..<3).map { index in
        GridSection(
          id: "s\(index)", header: .title("S\(index)"),
          items: (0..<30).map {
            item(index * 100 + $0)
          }
        )
        .headerReferenceSize(CGSize(width: 10, height: 0))
        .collapsible()
      })
    let view = grid.collectionView
    view.layoutIfNeeded()
    let header = try #require(
      view.layoutAttributesForSupplementaryElement(
        ofKind: UICollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: 1)))
    view.setContentOffset(CGPoint(x: header.frame.minX, y: 0), animated: false)
    view.layoutIfNeeded()
    try view.tapSupplementaryView(
      ofKind: UICollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: 1))
    view.layoutIfNeeded()
    #expect(!grid.isExpanded(section: "s1"))
    #expect(shownIDs(grid)[1].isEmpty)
    let maxOffset = max(0, view.contentSize.width - view.bounds.width)
    #expect(view.contentOffset.x >= 0 && view.contentOffset.x <= maxOffset)
    #expect(view.contentOffset.y == 0)
  }
}

/// Hidden rows checked at the update that declares them, attacked.
@MainActor
@Suite struct OutlineHiddenCheckAttackTests {
  @Test("hidden rows with NaN height pass as shown ones do; inf and negative ones name tree paths")
  func hiddenHeights() throws {
    let table = makeTable()
    var changes = 0
    table.onExpansionChange = { _ in changes += 1 }
    // NaN is accepted for shown rows: it is for hidden ones too.
    try table.update(with: [Section(id: "s") { row(1).children { row(2).height(.nan) } }])
    try table.update(with: [Section(id: "s") { row(1).children { row(2) } }])
    let before = table.sections
    let deep = [
      Section(id: "s") {
        row(1).children {
          row(2).children {
            row(3)
            row(4).height(.infinity)
          }
        }
      }
    ]
    let error = #expect(throws: TableError.self) { try table.update(with: deep) }
    #expect(error?.description.contains("[0, 0, 0, 1]") == true, "\(String(describing: error))")
    #expect(table.sections.count == before.count)
    #expect(table.sections[0].rows[0].children?.count == 1)
    #expect(table.sections[0].rows[0].children?[0].children == nil)
    #expect(shownIDs(table) == [[1]])
    #expect(!table.isExpanded(row: 1))
    #expect(changes == 0)
    // A row hidden under an expanded-then-collapsed row.
    try table.update(with: [Section(id: "s") { row(1).children { row(2).children { row(3) } } }])
    table.setExpanded(true, row: 1)
    #expect(shownIDs(table) == [[1, 2]])
    // (-1 is UITableView.automaticDimension, which is allowed.)
    let negative = [
      Section(id: "s") { row(1).children { row(2).children { row(3).height(-2) } } }
    ]
    #expect(
      throws: TableError.invalidHeight(
        -2, place: .row(IndexPath(indexes: [0, 0, 0, 0])), type: String(reflecting: TitleCell.self))
    ) { try table.update(with: negative) }
    #expect(shownIDs(table) == [[1, 2]])
    #expect(table.isExpanded(row: 1) && !table.isExpanded(row: 2))
  }

  @Test("a hidden row without a reuse identifier throws at its tree path; nothing changes")
  func hiddenNamelessRow() throws {
    let table = makeTable()
    try table.update(with: [Section(id: "s") { row(1).children { row(2) } }])
    let nameless = [
      Section(id: "s") {
        row(1).children {
          row(2)
          Row<NamelessCell>(model: "n", id: 3)
        }
      }
    ]
    let error = #expect(throws: TableError.self) { try table.update(with: nameless) }
    guard case .emptyReuseIdentifier(_, let place)? = error else {
      Issue.record("expected emptyReuseIdentifier, got \(String(describing: error))")
      return
    }
    #expect(place == .row(IndexPath(indexes: [0, 0, 1])))
    #expect(table.sections[0].rows[0].children?.count == 1)
    #expect(shownIDs(table) == [[1]])
  }

  @Test("a hidden row whose registration makes the wrong cell throws when it shows; rolled back")
  func hiddenMismatchedRegistration() throws {
    let table = makeTable()
    table.register(LoudCell.self) {
      StrangerCell(style: .default, reuseIdentifier: LoudCell.reuseIdentifier)
    }
    var errors: [any Error] = []
    table.onError = { errors.append($0) }
    var changes = 0
    table.onExpansionChange = { _ in changes += 1 }
    // Not checked while hidden: no cell is made for it.
    try table.update(with: [
      Section(id: "s") {
        row(1).children { Row<LoudCell>(model: "l", id: 2) }
        row(3)
      }
    ])
    #expect(!table.setExpanded(true, row: 1))
    guard case .cellClassMismatch(_, _, _, let path)? = errors.last as? TableError else {
      Issue.record("expected cellClassMismatch, got \(String(describing: errors.last))")
      return
    }
    #expect(path == IndexPath(row: 1, section: 0))
    #expect(!table.isExpanded(row: 1))
    #expect(shownIDs(table) == [[1, 3]])
    #expect(changes == 0)
  }
}

/// The default `configureOutline` of table cells and their own accessory
/// views.
@MainActor
@Suite struct OutlineAccessoryAttackTests {
  @Test("a reused cell given an accessory view of its own drops Cellar's control (released)")
  func ownAccessoryOnReuse() throws {
    let table = makeTable(height: 44 * 2)
    let rows: [AnyRow] =
      [Row<SometimesOwnAccessoryCell>(model: "p1", id: 1).children { row(100) }.anyRow]
      + (2...10).map { Row<TitleCell>(model: "r\($0)", id: $0).anyRow }
      + [Row<SometimesOwnAccessoryCell>(model: "own11", id: 11).children { row(200) }.anyRow]
    try table.update(with: [Section(id: "s", rows: rows)])
    let view = table.tableView
    view.layoutIfNeeded()
    let first = try #require(
      view.cellForRow(at: IndexPath(row: 0, section: 0)) as? SometimesOwnAccessoryCell)
    weak let cellars = first.accessoryView as? UIControl
    #expect(cellars != nil)
    #expect(!(first.accessoryView is UISwitch))
    view.scrollToRow(at: IndexPath(row: 10, section: 0), at: .bottom, animated: false)
    view.layoutIfNeeded()
    let last = try #require(
      view.cellForRow(at: IndexPath(row: 10, section: 0)) as? SometimesOwnAccessoryCell)
    #expect(last === first)
    #expect(last.accessoryView === last.own)
    #expect(cellars == nil)
    var flips = 0
    last.own.addAction(UIAction { _ in flips += 1 }, for: .touchUpInside)
    try view.tapAccessoryView(at: IndexPath(row: 10, section: 0))
    #expect(flips == 1)
    #expect(!table.isExpanded(row: 11))
  }

  @Test("a cell clearing its accessory view in configure gets Cellar's control back, which toggles")
  func clearingCell() throws {
    let table = makeTable()
    try table.update(with: [
      Section(id: "s") {
        Row<ClearingAccessoryCell>(model: "p", id: 1).children {
          Row<ClearingAccessoryCell>(model: "c", id: 2)
        }
      }
    ])
    let view = table.tableView
    view.layoutIfNeeded()
    #expect(view.cellForRow(at: IndexPath(row: 0, section: 0))?.accessoryView is UIControl)
    try view.tapAccessoryView(at: IndexPath(row: 0, section: 0))
    view.layoutIfNeeded()
    #expect(shownIDs(table) == [[1, 2]])
    #expect(view.cellForRow(at: IndexPath(row: 1, section: 0))?.accessoryView == nil)
    #expect(view.render().contains("p ▾"))
    try view.tapAccessoryView(at: IndexPath(row: 0, section: 0))
    view.layoutIfNeeded()
    #expect(shownIDs(table) == [[1]])
    #expect(view.render().contains("p ▸"))
  }
}
