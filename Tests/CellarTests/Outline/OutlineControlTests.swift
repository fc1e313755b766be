import Foundation
import Testing

@testable import Cellar
@testable import CellarHost

private func row(_ id: Int) -> Row<TitleCell> { Row<TitleCell>(model: "r\(id)", id: id) }

/// A table cell that keeps every outline state it was told, and shows none.
private final class StateCell: UITableViewCell, ConfigurableCell {
  var states: [OutlineState] = []
  func configure(_ model: Int) { textLabel?.text = "s\(model)" }
  func configureOutline(_ state: OutlineState) { states.append(state) }
}

/// A grid cell that keeps every outline state it was told.
private final class StateItemCell: UICollectionViewCell, ConfigurableCollectionCell {
  var states: [OutlineState] = []
  func configure(_ model: Int) {}
  func configureOutline(_ state: OutlineState) { states.append(state) }
}

/// A table cell with an accessory view of its own.
private final class OwnAccessoryCell: UITableViewCell, ConfigurableCell {
  let own = UISwitch()
  func configure(_ model: String) {
    textLabel?.text = model
    accessoryView = own
  }
}

/// A table cell that shows an accessory type for some models.
private final class AccessoryTypeCell: UITableViewCell, ConfigurableCell {
  func configure(_ model: String) {
    textLabel?.text = model
    accessoryType = model.hasPrefix("d") ? .detailButton : .none
  }
}

/// A header view of the app's own.
private final class BadgedHeader: UITableViewHeaderFooterView, ConfigurableHeaderFooterView {
  func configure(_ model: String) {
    textLabel?.text = model
  }
}

/// Cells are told their row's outline state, and the default disclosure
/// control toggles rows by identity.
@MainActor
@Suite struct OutlineControlTests {
  @Test("a parent's cell shows a disclosure that turns; a leaf's shows none")
  func disclosureShownAndTurned() throws {
    let table = makeTable()
    try table.update(with: [
      Section(id: "s") {
        row(1).children { row(2) }
        row(3)
      }
    ])
    let view = table.tableView
    view.layoutIfNeeded()
    let parent = try #require(view.cellForRow(at: IndexPath(row: 0, section: 0)))
    #expect(parent.accessoryView is UIControl)
    #expect(view.cellForRow(at: IndexPath(row: 1, section: 0))?.accessoryView == nil)
    #expect(view.render().contains("r1 ▸"))
    try view.tapAccessoryView(at: IndexPath(row: 0, section: 0))
    view.layoutIfNeeded()
    #expect(shownIDs(table) == [[1, 2, 3]])
    #expect(table.isExpanded(row: 1))
    // The parent was reconfigured in place: same cell, same control, turned.
    #expect(view.cellForRow(at: IndexPath(row: 0, section: 0)) === parent)
    #expect(view.render().contains("r1 ▾"))
    // The tap selects nothing.
    #expect(view.indexPathsForSelectedRows == nil)
    try view.tapAccessoryView(at: IndexPath(row: 0, section: 0))
    view.layoutIfNeeded()
    #expect(shownIDs(table) == [[1, 3]])
    #expect(view.render().contains("r1 ▸"))
  }

  @Test("a recycled cell loses the control when it shows a leaf, and toggles its new row")
  func recycledCellFollowsItsRow() throws {
    let table = makeTable(height: 44 * 2)
    try table.update(with: [
      Section(id: "s", rows: [row(1).children { row(100) }] + (2...40).map(row))
    ])
    let view = table.tableView
    view.layoutIfNeeded()
    let control = try #require(view.cellForRow(at: IndexPath(row: 0, section: 0))?.accessoryView)
    // Scroll the parent away: its cell is reused for a leaf.
    view.scrollToRow(at: IndexPath(row: 30, section: 0), at: .top, animated: false)
    view.layoutIfNeeded()
    #expect(view.visibleCells.allSatisfy { $0.accessoryView == nil })
    #expect(view.visibleCells.allSatisfy { $0.accessoryView !== control })
    // Row 20 gets children and comes into view on a reused cell.
    try table.update(with: [
      Section(
        id: "s",
        rows: [row(1).children { row(100) }]
          + (2...40).map { $0 == 31 ? row(31).children { row(200) } : row($0) })
    ])
    view.layoutIfNeeded()
    let path = try #require(table.indexPath(forRowID: 31))
    try view.tapAccessoryView(at: path)
    view.layoutIfNeeded()
    #expect(table.isExpanded(row: 31))
    #expect(!table.isExpanded(row: 1))
    #expect(table.indexPath(forRowID: 200) == IndexPath(row: path.row + 1, section: 0))
  }

  @Test("a cell with an accessory view of its own keeps it, and a tap reaches its control")
  func ownAccessoryKept() throws {
    let table = makeTable()
    try table.update(with: [
      Section(id: "s") {
        Row<OwnAccessoryCell>(model: "p", id: 1).children { row(2) }
      }
    ])
    let view = table.tableView
    view.layoutIfNeeded()
    let cell = try #require(view.cellForRow(at: IndexPath(row: 0, section: 0)) as? OwnAccessoryCell)
    #expect(cell.accessoryView === cell.own)
    var flips = 0
    cell.own.addAction(UIAction { _ in flips += 1 }, for: .touchUpInside)
    try view.tapAccessoryView(at: IndexPath(row: 0, section: 0))
    #expect(flips == 1)
    #expect(!table.isExpanded(row: 1))
  }

  @Test("a cell with an accessory type keeps it, no disclosure over it; a reused cell gets one")
  func accessoryTypeKept() throws {
    let table = makeTable()
    let rows = { (detail: Bool) in
      Section(id: "s") {
        Row<AccessoryTypeCell>(model: detail ? "d1" : "p1", id: 1).children { row(2) }
      }
    }
    try table.update(with: [rows(true)])
    let view = table.tableView
    view.layoutIfNeeded()
    let cell = try #require(view.cellForRow(at: IndexPath(row: 0, section: 0)))
    #expect(cell.accessoryType == .detailButton)
    #expect(cell.accessoryView == nil)
    // A tap on the row still toggles it (it has no action).
    try view.tapRow(at: IndexPath(row: 0, section: 0))
    view.layoutIfNeeded()
    #expect(table.isExpanded(row: 1))
    // The same cell, reconfigured without an accessory type, shows the disclosure.
    try table.update(with: [rows(false)])
    view.layoutIfNeeded()
    #expect(view.cellForRow(at: IndexPath(row: 0, section: 0))?.accessoryView is UIControl)
    #expect(view.render().contains("p1 ▾"))
    // And back: the type shows, Cellar's control goes.
    try table.update(with: [rows(true)])
    view.layoutIfNeeded()
    let again = try #require(view.cellForRow(at: IndexPath(row: 0, section: 0)))
    #expect(again.accessoryType == .detailButton && again.accessoryView == nil)
  }

  @Test("cells are told level, children and state; a kept state toggles its own row by identity")
  func customCellStates() throws {
    let table = makeTable()
    try table.update(with: [
      Section(id: "s") {
        Row<StateCell>(model: 1, id: 1).children {
          Row<StateCell>(model: 2, id: 2).children { Row<StateCell>(model: 3, id: 3) }
        }.expanded(true)
      }
    ])
    let view = table.tableView
    view.layoutIfNeeded()
    func last(_ row: Int) -> OutlineState? {
      (view.cellForRow(at: IndexPath(row: row, section: 0)) as? StateCell)?.states.last
    }
    #expect(last(0) == OutlineState(level: 0, hasChildren: true, isExpanded: true))
    #expect(last(1) == OutlineState(level: 1, hasChildren: true, isExpanded: false))
    let kept = try #require(last(1))
    // Row 1 collapses and expands again: row 2's cell may change, the
    // state still names row 2.
    table.setExpanded(false, row: 1)
    table.setExpanded(true, row: 1)
    view.layoutIfNeeded()
    kept.toggle()
    view.layoutIfNeeded()
    #expect(table.isExpanded(row: 2))
    #expect(shownIDs(table) == [[1, 2, 3]])
    #expect(last(2) == OutlineState(level: 2, hasChildren: false, isExpanded: false))
    // The cell's own configureOutline replaces the default: no indentation.
    #expect(view.visibleCells.allSatisfy { $0.indentationLevel == 0 && $0.accessoryView == nil })
  }

  @Test("a leaf's state and a state of a gone table do nothing")
  func inertStates() throws {
    OutlineState(level: 0, hasChildren: true, isExpanded: false).toggle()
    var state: OutlineState?
    do {
      let table = makeTable()
      try table.update(with: [
        Section(id: "s") {
          Row<StateCell>(model: 1, id: 1).children { Row<StateCell>(model: 2, id: 2) }
        }
      ])
      table.tableView.layoutIfNeeded()
      state = (table.tableView.visibleCells.first as? StateCell)?.states.last
    }
    #expect(state?.hasChildren == true)
    state?.toggle()
  }

  @Test("grid cells are told their item's state, and a state toggles its item")
  func gridStates() throws {
    let grid = makeSmallGrid()
    try grid.update(with: [
      GridSection(id: "s") {
        Cellar.Item<StateItemCell>(model: 1, id: 1).children {
          Cellar.Item<StateItemCell>(model: 2, id: 2)
        }
      }
    ])
    let view = grid.collectionView
    view.layoutIfNeeded()
    let cell = try #require(view.cellForItem(at: IndexPath(item: 0, section: 0)) as? StateItemCell)
    let state = try #require(cell.states.last)
    #expect(state == OutlineState(level: 0, hasChildren: true, isExpanded: false))
    state.toggle()
    view.layoutIfNeeded()
    #expect(shownIDs(grid) == [[1, 2]])
    #expect(cell.states.last == OutlineState(level: 0, hasChildren: true, isExpanded: true))
    let child = try #require(view.cellForItem(at: IndexPath(item: 1, section: 0)) as? StateItemCell)
    #expect(child.states.last == OutlineState(level: 1, hasChildren: false, isExpanded: false))
  }

  @Test("a toggle asked from a state inside a callback is queued behind the update")
  func toggleInsideCallback() throws {
    let table = makeTable()
    var seen: [ExpansionChange] = []
    table.onExpansionChange = { seen.append($0) }
    try table.update(with: [
      Section(id: "s") {
        Row<StateCell>(model: 1, id: 1).children { Row<StateCell>(model: 2, id: 2) }
          .onWillDisplay { [unowned table] _, _ in
            if !table.isExpanded(row: 1) {
              (table.tableView.visibleCells.first as? StateCell)?.states.last?.toggle()
            }
          }
      }
    ])
    table.tableView.layoutIfNeeded()
    #expect(seen == [ExpansionChange(node: .row(1), isExpanded: true, isUserAction: true)])
    #expect(shownIDs(table) == [[1, 2]])
  }
}

/// The host's control drivers.
@MainActor
@Suite struct HostControlTapTests {
  /// A header view with a control.
  private final class ControlHeader: UITableViewHeaderFooterView {
    let control = UIControl(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
    override init(reuseIdentifier: String?) {
      super.init(reuseIdentifier: reuseIdentifier)
      addSubview(control)
    }
    required init?(coder: NSCoder) { nil }
  }

  /// A data source with one header view per section.
  private final class Source: NSObject, UITableViewDataSource, UITableViewDelegate {
    let header = ControlHeader(reuseIdentifier: nil)
    func numberOfSections(in tableView: UITableView) -> Int { 2 }
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 1 }
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
      UITableViewCell(style: .default, reuseIdentifier: nil)
    }
    func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView? {
      section == 0 ? header : nil
    }
  }

  @Test("a control is highlighted for touchDown, then sent touchUpInside; disabled ones are not")
  func tapOrder() throws {
    let source = Source()
    let view = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 480), style: .plain)
    view.dataSource = source
    view.delegate = source
    view.layoutIfNeeded()
    var log: [String] = []
    let control = source.header.control
    // Unowned: the control keeps its actions (a strong capture would leak it).
    control.addAction(
      UIAction { [unowned control] _ in log.append("down \(control.isHighlighted)") },
      for: .touchDown)
    control.addAction(
      UIAction { [unowned control] _ in log.append("up \(control.isHighlighted)") },
      for: .touchUpInside)
    try view.tapHeader(inSection: 0)
    #expect(log == ["down true", "up false"])
    try view.tapHeader(inSection: 1)
    #expect(log.count == 2)
    control.isEnabled = false
    try view.tapHeader(inSection: 0)
    control.isEnabled = true
    control.isHidden = true
    try view.tapHeader(inSection: 0)
    #expect(log.count == 2)
    #expect(throws: UITableView.IndexError.self) { try view.tapHeader(inSection: 2) }
    #expect(throws: UITableView.IndexError.self) {
      try view.tapAccessoryView(at: IndexPath(row: 3, section: 0))
    }
    #expect(
      String(
        describing: UITableView.IndexError.rowSectionOutOfBounds(
          IndexPath(row: 0, section: 2), sectionCount: 2)
      )
        == "Attempted to access an out-of-bounds section (2) when there are only 2 sections.")
  }
}

/// A tap on a collapsible section's header toggles it, on tables and grids.
@MainActor
@Suite struct SectionHeaderToggleTests {
  @Test("tapping a collapsible section's header collapses and expands it; the header shows it")
  func tableHeaderTaps() throws {
    let table = makeTable()
    var changes: [ExpansionChange] = []
    table.onExpansionChange = { changes.append($0) }
    try table.update(with: [
      Section(id: "audio", header: "Audio", rows: [row(1), row(2)]).collapsible(),
      Section(id: "plain", header: "Plain", rows: [row(3)]),
    ])
    let view = table.tableView
    view.layoutIfNeeded()
    #expect(view.render().contains("# Audio  ▾"))
    #expect(view.render().contains("# Plain\n"))
    try view.tapHeader(inSection: 0)
    view.layoutIfNeeded()
    #expect(shownIDs(table) == [[], [3]])
    #expect(!table.isExpanded(section: "audio"))
    #expect(
      changes == [ExpansionChange(node: .section("audio"), isExpanded: false, isUserAction: true)])
    #expect(view.render().contains("# Audio  ▸"))
    #expect(
      view.headerView(forSection: 0)?.subviews.contains { $0.accessibilityLabel == "Expand" }
        == true)
    // A plain header has no control: the tap does nothing.
    try view.tapHeader(inSection: 1)
    view.layoutIfNeeded()
    #expect(shownIDs(table) == [[], [3]])
    try view.tapHeader(inSection: 0)
    view.layoutIfNeeded()
    #expect(shownIDs(table) == [[1, 2], [3]])
    #expect(changes.count == 2)
    #expect(view.render().contains("# Audio  ▾"))
  }

  @Test("the header's toggle follows the header's size, stays in front, and is a VoiceOver button")
  func toggleGeometryAndAccessibility() throws {
    let table = makeTable()
    try table.update(with: [
      Section(id: "audio", header: .view(BadgedHeader.self, model: "Audio"), rows: [row(1)])
        .collapsible()
    ])
    let view = table.tableView
    view.layoutIfNeeded()
    let header = try #require(view.headerView(forSection: 0))
    let toggle = try #require(header.subviews.last as? UIControl)
    #expect(toggle.frame == header.bounds && header.bounds.width > 0)
    // UIKit sizes a header after it is configured: the toggle follows.
    header.frame.size = CGSize(width: header.frame.width + 100, height: 60)
    #expect(toggle.frame.size == header.frame.size)
    #expect(toggle.isAccessibilityElement && toggle.accessibilityTraits.contains(.button))
    // A view added over it is put behind it when the header is told the
    // section's state again.
    header.addSubview(UIView(frame: header.bounds))
    #expect(!(header.subviews.last is UIControl))
    table.setExpanded(false, section: "audio")
    view.layoutIfNeeded()
    let again = try #require(view.headerView(forSection: 0))
    #expect(again.subviews.last is UIControl)
    #expect(again.subviews.count(where: { $0 is UIControl }) == 1)
    #expect(view.render().contains("Audio  ▸"))
  }

  @Test(
    "a header reused by a plain section loses the toggle; one reused by another section toggles it")
  func reusedHeaders() throws {
    let table = makeTable(height: 100)
    let sections = (0..<40).map { index in
      let section = Section(id: "s\(index)", header: "H\(index)", rows: [row(index)])
      return index % 2 == 0 ? section.collapsible() : section
    }
    try table.update(with: sections)
    let view = table.tableView
    view.layoutIfNeeded()
    view.scrollToRow(at: IndexPath(row: 0, section: 31), at: .top, animated: false)
    view.layoutIfNeeded()
    let visible = (0..<40).filter { view.headerView(forSection: $0) != nil }
    #expect(!visible.isEmpty)
    for section in visible {
      let header = try #require(view.headerView(forSection: section))
      let toggles = header.subviews.filter { $0 is UIControl }.count
      #expect(toggles == (section % 2 == 0 ? 1 : 0), "section \(section)")
    }
    let collapsible = try #require(visible.first { $0 % 2 == 0 })
    try view.tapHeader(inSection: collapsible)
    #expect(!table.isExpanded(section: "s\(collapsible)"))
    #expect((0..<40).filter { !table.isExpanded(section: "s\($0)") } == [collapsible])
  }

  @Test("tapping a collapsible grid section's header collapses and expands it")
  func gridHeaderTaps() throws {
    let grid = makeSmallGrid()
    try grid.update(with: [
      GridSection(id: "may", header: .title("May")) {
        Cellar.Item<StateItemCell>(model: 1, id: 1)
        Cellar.Item<StateItemCell>(model: 2, id: 2)
      }
      .headerReferenceSize(CGSize(width: 0, height: 10))
      .collapsible()
    ])
    let view = grid.collectionView
    view.layoutIfNeeded()
    #expect(view.render().contains("May  ▾"))
    let header = IndexPath(item: 0, section: 0)
    try view.tapSupplementaryView(ofKind: UICollectionView.elementKindSectionHeader, at: header)
    view.layoutIfNeeded()
    #expect(shownIDs(grid) == [[]])
    #expect(view.render().contains("May  ▸"))
    try view.tapSupplementaryView(ofKind: UICollectionView.elementKindSectionHeader, at: header)
    view.layoutIfNeeded()
    #expect(shownIDs(grid) == [[1, 2]])
    #expect(throws: UICollectionView.SelectionError.self) {
      try view.tapSupplementaryView(
        ofKind: UICollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: 1))
    }
  }
}
