import Cellar
import Foundation
import Testing

@MainActor
@Suite(.serialized) struct TableCallbackTests {
  @Test(
    "configure runs on cellForRowAt, willDisplay and onHide hooks on display and end of display, with the right models"
  )
  func displayHooks() throws {
    HookLog.shared.entries = []
    let table = makeTable(height: 88)
    try table.update(with: [
      Section(rows: ["A", "B", "C", "D"].map { Row<MovieCell>(model: Movie(name: $0)) })
    ])
    table.tableView.layoutIfNeeded()
    #expect(
      HookLog.shared.entries == ["configure A", "willDisplay A", "configure B", "willDisplay B"])
    HookLog.shared.entries = []
    table.tableView.setContentOffset(CGPoint(x: 0, y: 88), animated: false)
    #expect(
      HookLog.shared.entries == [
        "hide A", "hide B", "configure C", "willDisplay C", "configure D", "willDisplay D",
      ])
  }

  @Test("selecting a row calls its action with its model and index path")
  func selection() throws {
    let table = makeTable()
    var calls: [(String, IndexPath)] = []
    try table.update {
      Section(id: "a") {
        Row<TitleCell>(model: "x") { model, path in calls.append((model, path)) }
      }
      Section(id: "b") {
        Row<TitleCell>(model: "y") { model, path in calls.append((model, path)) }
        Row<TitleCell>(model: "z") { model, path in calls.append((model, path)) }
      }
    }
    try table.tableView.tapRow(at: IndexPath(row: 1, section: 1))
    #expect(calls.count == 1)
    #expect(calls.first?.0 == "z")
    #expect(calls.first?.1 == IndexPath(row: 1, section: 1))
  }

  @Test("a visible row whose content changed is reconfigured in place, without prepareForReuse")
  func reconfigure() throws {
    let table = makeTable()
    try table.update(with: [Section(rows: [Row<ItemCell>(model: Item(id: 1, title: "old"))])])
    table.tableView.layoutIfNeeded()
    let cell = table.tableView.cellForRow(at: IndexPath(row: 0, section: 0))
    let start = table.tableView.updateLog.count
    try table.update(with: [Section(rows: [Row<ItemCell>(model: Item(id: 1, title: "new"))])])
    #expect(table.tableView.cellForRow(at: IndexPath(row: 0, section: 0)) === cell)
    #expect(cell?.textLabel?.text == "1:new")
    #expect(
      table.tableView.operations(since: start) == [
        .reconfigureRows([IndexPath(row: 0, section: 0)])
      ])
    #expect(table.tableView.metrics.cells[ItemCell.reuseIdentifier]?.prepareForReuseCalls == 0)
  }

  @Test("a row whose height or cell type changes is reloaded")
  func reloadOnHeightOrType() throws {
    let table = makeTable()
    try table.update(with: [Section(rows: [Row<TitleCell>(model: "a", id: 1)])])
    var start = table.tableView.updateLog.count
    try table.update(with: [Section(rows: [Row<TitleCell>(model: "a", id: 1, height: 80)])])
    #expect(
      table.tableView.operations(since: start) == [
        .reloadRows([IndexPath(row: 0, section: 0)], .automatic)
      ])
    start = table.tableView.updateLog.count
    try table.update(with: [Section(rows: [Row<LoudCell>(model: "a", id: 1, height: 80)])])
    #expect(
      table.tableView.operations(since: start) == [
        .reloadRows([IndexPath(row: 0, section: 0)], .automatic)
      ])
    table.tableView.layoutIfNeeded()
    #expect(table.tableView.visibleTexts == ["A"])
  }

  @Test(
    "a non-Equatable model counts as changed on every update; an Equatable one only when it differs"
  )
  func contentEquality() throws {
    let table = makeTable()
    try table.update(with: [
      Section(rows: [Row<OpaqueCell>(model: Opaque(text: "o")), Row<TitleCell>(model: "s")])
    ])
    table.tableView.layoutIfNeeded()
    let start = table.tableView.updateLog.count
    try table.update(with: [
      Section(rows: [Row<OpaqueCell>(model: Opaque(text: "o")), Row<TitleCell>(model: "s")])
    ])
    #expect(
      table.tableView.operations(since: start) == [
        .reconfigureRows([IndexPath(row: 0, section: 0)])
      ])
  }

  @Test("six identical rows going to three delete the last three")
  func repeatedImplicitIdentities() throws {
    let table = makeTable()
    try table.update(with: [Section(rows: (0..<6).map { _ in Row<TitleCell>(model: "same") })])
    let start = table.tableView.updateLog.count
    try table.update(with: [Section(rows: (0..<3).map { _ in Row<TitleCell>(model: "same") })])
    #expect(
      table.tableView.operations(since: start) == [
        .deleteRows((3..<6).map { IndexPath(row: $0, section: 0) }, .automatic)
      ])
  }

  @Test("animation .none and reloadData(with:) go through reloadData and keep the selection")
  func reloadPaths() throws {
    let table = makeTable()
    try table.update(with: [
      Section(rows: [Row<TitleCell>(model: "a"), Row<TitleCell>(model: "b")])
    ])
    table.tableView.selectRow(
      at: IndexPath(row: 1, section: 0), animated: false, scrollPosition: .none)
    var start = table.tableView.updateLog.count
    try table.update(
      with: [Section(rows: [Row<TitleCell>(model: "z"), Row<TitleCell>(model: "b")])],
      animation: .none)
    #expect(table.tableView.updateLog[start...].map(\.kind) == [.reloadData])
    #expect(table.tableView.indexPathsForSelectedRows == [IndexPath(row: 1, section: 0)])
    start = table.tableView.updateLog.count
    try table.reloadData(with: [Section(rows: [Row<TitleCell>(model: "b")])])
    #expect(table.tableView.updateLog[start...].map(\.kind) == [.reloadData])
    #expect(table.tableView.indexPathsForSelectedRows == [IndexPath(row: 0, section: 0)])
  }

  @Test("an update asked from a row action is queued and applied right after")
  func updateFromAction() throws {
    let table = makeTable()
    weak let weakTable = table
    try table.update(with: [
      Section(rows: [
        Row<TitleCell>(model: "tap me") { _, _ in
          try? weakTable?.update(with: [Section(rows: [Row<TitleCell>(model: "tapped")])])
          #expect(weakTable?.sections.first?.rows.first?.model(as: String.self) == "tap me")
        }
      ])
    ])
    try table.tableView.tapRow(at: IndexPath(row: 0, section: 0))
    #expect(table.sections.first?.rows.first?.model(as: String.self) == "tapped")
    table.tableView.layoutIfNeeded()
    #expect(table.tableView.visibleTexts == ["tapped"])
  }

  @Test("deleting a row calls its handler, then removes it from the table and the table view")
  func deleteRow() throws {
    let table = makeTable()
    var deleted: [String] = []
    let rows = ["a", "b", "c"].map { name in
      Row<TitleCell>(model: name).onDelete { model, _ in deleted.append(model) }
    }
    try table.update(with: [Section(rows: rows)])
    table.tableView.setEditing(true, animated: false)
    try table.tableView.tapEditingControl(at: IndexPath(row: 1, section: 0))
    #expect(deleted == ["b"])
    #expect(table.sections[0].rows.compactMap { $0.model(as: String.self) } == ["a", "c"])
    table.tableView.layoutIfNeeded()
    #expect(table.tableView.visibleTexts == ["a", "c"])
    // The default trailing swipe deletes too.
    table.tableView.setEditing(false, animated: false)
    #expect(try table.tableView.swipeRow(at: IndexPath(row: 0, section: 0), edge: .trailing))
    #expect(deleted == ["b", "a"])
    #expect(table.sections[0].rows.count == 1)
  }

  @Test("reordering moves the row in the table's sections and calls the move handler")
  func reorder() throws {
    let table = makeTable()
    var moves: [(String, IndexPath, IndexPath)] = []
    try table.update(with: [
      Section(
        rows: ["a", "b", "c"].map { name in
          Row<TitleCell>(model: name, id: name).onMove { model, from, to in
            moves.append((model, from, to))
          }
        })
    ])
    table.tableView.setEditing(true, animated: false)
    try table.tableView.moveRowByUser(
      from: IndexPath(row: 0, section: 0), to: IndexPath(row: 2, section: 0))
    #expect(moves.first?.0 == "a")
    #expect(table.sections[0].rows.compactMap { $0.model(as: String.self) } == ["b", "c", "a"])
    #expect(table.indexPath(forRowID: "a") == IndexPath(row: 2, section: 0))
  }

  @Test("custom swipe actions call their handler with the model")
  func swipeActions() throws {
    let table = makeTable()
    var archived: [String] = []
    var row = Row<TitleCell>(model: "mail")
    row.leadingSwipeActions = [
      SwipeAction(title: "Archive") { model, _ in
        archived.append(model)
        return true
      }
    ]
    try table.update(with: [Section(rows: [row])])
    #expect(try table.tableView.swipeRow(at: IndexPath(row: 0, section: 0), edge: .leading))
    #expect(archived == ["mail"])
    #expect(!(try table.tableView.swipeRow(at: IndexPath(row: 0, section: 0), edge: .trailing)))
  }

  @Test("prefetch hooks of rows and sections receive the rows about to appear")
  func prefetch() throws {
    let table = makeTable(height: 88)
    var rowPrefetches: [Int] = []
    var sectionPrefetches: [[IndexPath]] = []
    var section = Section(
      id: "s",
      rows: (0..<40).map { index in
        var row = Row<TitleCell>(model: "r\(index)")
        row.prefetch = { _, path in rowPrefetches.append(path.row) }
        return row
      })
    section.prefetch = { sectionPrefetches.append($0) }
    try table.update(with: [section])
    table.tableView.layoutIfNeeded()
    table.tableView.setContentOffset(CGPoint(x: 0, y: 44), animated: false)
    #expect(!rowPrefetches.isEmpty)
    #expect(sectionPrefetches.flatMap { $0 }.map(\.row) == rowPrefetches)
  }
}
