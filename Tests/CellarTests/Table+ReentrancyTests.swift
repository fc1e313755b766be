import Cellar
import Foundation
import Testing

/// Updates asked for from inside the table's callbacks: they wait until the
/// callback and the table view's event are over, compose in order, and
/// never pull index paths from under the table view.
@MainActor
@Suite struct TableReentrancyTests {
  /// Rows with explicit ids, one section.
  func titles(_ names: [String], id: String = "s") -> Section {
    Section(id: id, rows: names.map { Row<TitleCell>(model: $0, id: $0) })
  }

  // Regression (item 2): "An onError handler that calls update or
  // reloadData(with:) while a layout is reporting headerFooterClassMismatch
  // traps (index out of range in UITableView+HeadersFooters)."
  @Test("an onError handler that updates the table during a layout waits for the layout to end")
  func updateFromOnErrorDuringLayout() throws {
    let table = makeTable(height: 100)
    table.register(TitleHeaderView.self) {
      UITableViewHeaderFooterView(reuseIdentifier: TitleHeaderView.reuseIdentifier)
    }
    var calls = 0
    table.onError = { [unowned table] _ in
      calls += 1
      guard calls == 1 else { return }
      #expect(throws: Never.self) {
        try table.update(with: [titles(["x"], id: "t")])
        try table.reloadData(with: [titles(["y", "z"], id: "u")])
      }
    }
    // Sections 1 and 2 have header views, below the viewport: the update shows none.
    try table.update(
      with: (0..<3).map { index in
        Section(
          id: index,
          header: index == 0 ? .title("top") : .view(TitleHeaderView.self, model: "h\(index)"),
          rows: [Row<TitleCell>(model: "r\(index)", id: index, height: 200)])
      })
    #expect(calls == 0)
    // Scrolling lays out a header view of the wrong class: onError, mid-layout.
    table.tableView.setContentOffset(CGPoint(x: 0, y: 400), animated: false)
    #expect(calls >= 1)
    #expect(table.sections.map(\.id) == ["u"])
    table.tableView.layoutIfNeeded()
    #expect(table.tableView.visibleTexts == ["y", "z"])
  }

  // Regression (item 5): "With rows A, B, C and A selected, tapping B when
  // A's deselectAction removes A runs C's action and selects C."
  @Test(
    "a deselect action that removes its row during a tap: the tapped row's action runs and it is selected"
  )
  func deselectActionUpdatesDuringTap() throws {
    let table = makeTable()
    var actions: [String] = []
    func sections(_ names: [String]) -> [Section] {
      [
        Section(
          id: "s",
          rows: names.map { name in
            var row = Row<TitleCell>(model: name, id: name) { model, _ in actions.append(model) }
            if name == "A" {
              row.deselectAction = { [unowned table] _, _ in
                #expect(throws: Never.self) { try table.update(with: sections(["B", "C"])) }
              }
            }
            return row
          })
      ]
    }
    try table.update(with: sections(["A", "B", "C"]))
    table.tableView.layoutIfNeeded()
    try table.tableView.tapRow(at: IndexPath(row: 0, section: 0))
    #expect(actions == ["A"])
    try table.tableView.tapRow(at: IndexPath(row: 1, section: 0))
    #expect(actions == ["A", "B"])
    #expect(table.sections[0].rows.map(\.id) == ["B", "C"])
    #expect(table.tableView.indexPathsForSelectedRows == [IndexPath(row: 0, section: 0)])
    #expect(table.tableView.cellForRow(at: IndexPath(row: 0, section: 0))?.isSelected == true)
  }

  // Regression (item 5): "with A, B a selection of a non-existent row
  // survives later updates."
  @Test(
    "after a deselect action removed its row during a tap, no selected index path is out of range")
  func noStaleSelection() throws {
    let table = makeTable()
    func sections(_ names: [String]) -> [Section] {
      [
        Section(
          id: "s",
          rows: names.map { name in
            var row = Row<TitleCell>(model: name, id: name)
            if name == "A" {
              row.deselectAction = { [unowned table] _, _ in
                #expect(throws: Never.self) { try table.update(with: sections(["B"])) }
              }
            }
            return row
          })
      ]
    }
    try table.update(with: sections(["A", "B"]))
    try table.tableView.tapRow(at: IndexPath(row: 0, section: 0))
    try table.tableView.tapRow(at: IndexPath(row: 1, section: 0))
    try table.update(with: sections(["B", "D"]))
    try table.update(with: sections(["D"]))
    #expect(table.tableView.indexPathsForSelectedRows ?? [] == [])
    for path in table.tableView.indexPathsForSelectedRows ?? [] {
      #expect(path.row < table.tableView.numberOfRows(inSection: path.section))
    }
  }

  // Regression (item 6): "Two `table += row` in one row action keep only the last."
  @Test("several += in one row action all count, in order")
  func operatorsComposeInAction() throws {
    let table = makeTable()
    try table.update(with: [
      Section(
        id: "s",
        rows: [
          Row<TitleCell>(model: "tap", id: "tap") { [unowned table] _, _ in
            table += Row<TitleCell>(model: "one", id: "one")
            table += Row<TitleCell>(model: "two", id: "two")
            table += Section(id: "more", rows: [Row<TitleCell>(model: "three", id: "three")])
          }
        ])
    ])
    try table.tableView.tapRow(at: IndexPath(row: 0, section: 0))
    #expect(table.sections.map { $0.rows.compactMap(\.id) } == [["tap", "one", "two"], ["three"]])
    #expect(table.lastError == nil)
  }

  // Regression (item 6): "`table += section` inside `onDelete` brings the deleted row back."
  @Test("+= inside a delete handler builds on the sections without the deleted row")
  func operatorInDeleteHandler() throws {
    let table = makeTable()
    try table.update(with: [
      Section(
        id: "s",
        rows: ["a", "b"].map { name in
          Row<TitleCell>(model: name, id: name).onDelete { [unowned table] _, _ in
            table += Section(id: "log", rows: [Row<TitleCell>(model: "deleted \(name)", id: "log")])
          }
        })
    ])
    table.tableView.layoutIfNeeded()
    try table.tableView.swipeRow(at: IndexPath(row: 0, section: 0), edge: .trailing)
    #expect(table.sections.map { $0.rows.compactMap(\.id) } == [["b"], ["log"]])
    table.tableView.layoutIfNeeded()
    #expect(table.tableView.visibleTexts == ["b", "deleted a"])
  }

  // Regression (item 11): "Deleting the last row of a section through
  // onDelete, whose handler then updates the table to remove the now-empty
  // section, gives two batches."
  @Test("a delete handler's update is merged with the row's removal into one batch")
  func deleteHandlerUpdateIsOneBatch() throws {
    let table = makeTable()
    // The rows' handlers reach the table through `owner`: a local function
    // capturing `table` itself would keep it alive (a cycle through its rows).
    unowned let owner = table
    var model = ["fruit": ["apple"], "veg": ["leek", "kale"]]
    func sections() -> [Section] {
      ["fruit", "veg"].compactMap { key in
        guard let names = model[key], !names.isEmpty else { return nil }
        return Section(
          id: key,
          rows: names.map { name in
            Row<TitleCell>(model: name, id: name).onDelete { name, _ in
              model[key]?.removeAll { $0 == name }
              #expect(throws: Never.self) { try owner.update(with: sections()) }
            }
          })
      }
    }
    try table.update(with: sections())
    table.tableView.layoutIfNeeded()
    let start = table.tableView.updateLog.count
    try table.tableView.swipeRow(at: IndexPath(row: 0, section: 0), edge: .trailing)
    let batches = table.tableView.updateLog[start...]
    #expect(batches.count == 1)
    #expect(batches.first?.operations == [.deleteSections(IndexSet(integer: 0), .automatic)])
    #expect(table.sections.map(\.id) == ["veg"])
    table.tableView.layoutIfNeeded()
    #expect(table.tableView.visibleTexts == ["leek", "kale"])
  }

  @Test("a commit called outside any event of the table view still merges the handler's update")
  func commitOutsideEvent() throws {
    let table = makeTable()
    // The rows' handlers reach the table through `owner`: a local function
    // capturing `table` itself would keep it alive (a cycle through its rows).
    unowned let owner = table
    var names = ["a", "b", "c"]
    func sections() -> [Section] {
      [
        Section(
          id: "s",
          rows: names.map { name in
            Row<TitleCell>(model: name, id: name).onDelete { name, _ in
              names.removeAll { $0 == name }
              names.append("new")
              #expect(throws: Never.self) { try owner.update(with: sections()) }
            }
          })
      ]
    }
    try table.update(with: sections())
    table.tableView.layoutIfNeeded()
    let start = table.tableView.updateLog.count
    let dataSource = try #require(table.tableView.dataSource)
    dataSource.tableView(
      table.tableView, commit: .delete, forRowAt: IndexPath(row: 1, section: 0))
    #expect(table.tableView.updateLog.count == start + 1)
    #expect(table.sections[0].rows.map(\.id) == ["a", "c", "new"])
    table.tableView.layoutIfNeeded()
    #expect(table.tableView.visibleTexts == ["a", "c", "new"])
  }

  @Test("a delete handler that updates nothing removes its row in one batch, as before")
  func deleteWithoutUpdate() throws {
    let table = makeTable()
    var deleted: [String] = []
    try table.update(with: [
      Section(
        id: "s",
        rows: ["a", "b"].map {
          Row<TitleCell>(model: $0, id: $0).onDelete { name, _ in deleted.append(name) }
        })
    ])
    table.tableView.layoutIfNeeded()
    let start = table.tableView.updateLog.count
    try table.tableView.swipeRow(at: IndexPath(row: 1, section: 0), edge: .trailing)
    #expect(deleted == ["b"])
    #expect(
      table.tableView.updateLog[start...].map(\.operations)
        == [[.deleteRows([IndexPath(row: 1, section: 0)], .automatic)]])
  }

  @Test("updates asked for from every kind of callback are applied once the table view is idle")
  func updatesFromEveryCallback() throws {
    let table = makeTable(height: 132)
    // The rows' handlers reach the table through `owner`: a local function
    // capturing `table` itself would keep it alive (a cycle through its rows).
    unowned let owner = table
    var log: [String] = []
    func request(_ label: String) {
      let id = "\(label) \(log.count)"
      log.append(id)
      owner += Section(id: id)
    }
    var row = Row<TitleCell>(model: "a", id: "a") { _, _ in request("action") }
    row.deselectAction = { _, _ in request("deselect") }
    row.prefetch = { _, _ in request("prefetch") }
    row.leadingSwipeActions = [
      SwipeAction(title: "Go") { _, _ in
        request("swipe")
        return true
      }
    ]
    var section = Section(
      id: "s", rows: [row] + (1..<8).map { Row<TitleCell>(model: "r\($0)", id: $0) })
    section.prefetch = { _ in request("section prefetch") }
    try table.update(with: [section])
    table.tableView.layoutIfNeeded()
    try table.tableView.tapRow(at: IndexPath(row: 0, section: 0))
    try table.tableView.tapRow(at: IndexPath(row: 0, section: 0))  // single selection: no deselect
    table.tableView.allowsMultipleSelection = true
    try table.tableView.tapRow(at: IndexPath(row: 0, section: 0))  // deselects
    try table.tableView.swipeRow(at: IndexPath(row: 0, section: 0), edge: .leading)
    #expect(
      Set(log.map { $0.split(separator: " ").dropLast().joined(separator: " ") }).isSuperset(of: [
        "action", "deselect", "swipe",
      ]))
    #expect(table.lastError == nil)
    // Every request became a section, in the order asked for.
    let added = table.sections.dropFirst().compactMap { $0.id?.base as? String }
    #expect(added == log)
  }
}
