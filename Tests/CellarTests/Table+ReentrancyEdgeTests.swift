@_spi(Testing) import Cellar
import Foundation
import Testing

/// A cell whose `configure` calls a hook: user code run in the middle of a
/// layout or a batch.
final class HookCell: UITableViewCell, ConfigurableCell {
  /// Called after each configure, with the model.
  static var hook: (@MainActor (String) -> Void)?

  func configure(_ model: String) {
    textLabel?.text = model
    Self.hook?(model)
  }
}

/// The corners of the re-entrancy rule a review of the first fix found:
/// queued work before a user action, open batches, an `onError` that fails,
/// ready-made cells whose row is gone, staged updates, `automaticDimension`.
@MainActor
@Suite(.serialized) struct TableReentrancyEdgeTests {
  init() { HookCell.hook = nil }

  // Before: tapEditingControl laid out inside its own event, so an update a
  // cell's configure asked for was still queued when commit ran; commit
  // applied it first (it remade every row), then looked for the deleted row
  // by its storage, did not find it, and dropped the user's delete.
  @Test("an update queued by the layout before a delete is applied first, and the touched row goes")
  func deleteAfterQueuedRebuild() throws {
    let table = makeTable()
    var names = ["a", "b", "c"]
    var deleted: [String] = []
    func sections() -> [Section] {
      [
        Section(
          id: "s",
          rows: names.map { name in
            Row<HookCell>(model: name, id: name).onDelete { name, _ in
              deleted.append(name)
              names.removeAll { $0 == name }
            }
          })
      ]
    }
    try table.update(with: sections())
    table.tableView.layoutIfNeeded()
    table.tableView.setEditing(true, animated: false)
    var rebuilds = 0
    HookCell.hook = { [unowned table] _ in
      guard rebuilds == 0 else { return }
      rebuilds += 1
      // The same rows, remade: new storages with the same identities.
      #expect(throws: Never.self) { try table.update(with: sections()) }
    }
    defer { HookCell.hook = nil }
    table.tableView.reloadData()
    try table.tableView.tapEditingControl(at: IndexPath(row: 1, section: 0))
    #expect(rebuilds == 1)
    #expect(deleted == ["b"])
    #expect(table.sections[0].rows.map(\.id) == ["a", "c"])
    table.tableView.layoutIfNeeded()
    #expect(table.tableView.visibleTexts == ["a", "c"])
  }

  // Before: an update asked for between beginUpdates and endUpdates ran
  // inside the caller's open batch, mixing its operations into it.
  @Test("an update asked for while a batch is open waits for endUpdates")
  func updateDuringOpenBatch() throws {
    let table = makeTable()
    try table.update(with: [Section(id: "s", rows: [Row<TitleCell>(model: "a", id: "a")])])
    table.tableView.layoutIfNeeded()
    table.tableView.beginUpdates()
    try table.update(with: [
      Section(id: "s", rows: ["a", "b"].map { Row<TitleCell>(model: $0, id: $0) })
    ])
    #expect(table.sections[0].rows.map(\.id) == ["a"])
    table.tableView.endUpdates()
    #expect(table.sections[0].rows.map(\.id) == ["a", "b"])
    table.tableView.layoutIfNeeded()
    #expect(table.tableView.visibleTexts == ["a", "b"])
  }

  // Before: an onError whose own `+=` failed was called again for that
  // failure, and again, until the stack overflowed.
  @Test("an onError whose own work fails is not called again for it")
  func onErrorThatFails() throws {
    let table = makeTable()
    try table.update(with: [Section(id: "dup")])
    var calls = 0
    table.onError = { [unowned table] _ in
      calls += 1
      table += Section(id: "dup")  // a duplicate section id again
    }
    table += Section(id: "dup")
    #expect(calls == 1)
    #expect(table.lastError is TableError)
    #expect(table.sections.count == 1)
  }

  // Before: a switch cell whose row was deleted fell back to the handler of
  // the content it last showed, so a deleted row's handler ran.
  @Test("flipping a switch whose row is gone calls no handler")
  func switchOfDeletedRow() throws {
    let table = makeTable()
    var calls = 0
    try table.update(with: [
      Section(id: "s", rows: [SwitchRow(title: "Wi-Fi", isOn: false) { _ in calls += 1 }])
    ])
    table.tableView.layoutIfNeeded()
    let cell = try #require(
      table.tableView.cellForRow(at: IndexPath(row: 0, section: 0)) as? SwitchCell)
    try table.update(with: [Section(id: "s")])
    table.tableView.layoutIfNeeded()
    cell.toggle()
    #expect(calls == 0)
  }

  // Before: `+=` inside a callback during a staged update (rows crossing
  // deleted and inserted sections) built on the intermediate sections, so
  // the deleted section came back.
  @Test("+= during a staged update builds on the update's target")
  func appendDuringStagedUpdate() throws {
    let table = makeTable()
    try table.update(with: [
      Section(id: "old", rows: ["a", "b"].map { Row<HookCell>(model: $0, id: $0) })
    ])
    table.tableView.layoutIfNeeded()
    var appended = false
    HookCell.hook = { [unowned table] model in
      guard model == "c", !appended else { return }
      appended = true
      table += Section(id: "extra")
    }
    defer { HookCell.hook = nil }
    try table.update(with: [
      Section(id: "new", rows: ["a", "b", "c"].map { Row<HookCell>(model: $0, id: $0) })
    ])
    #expect(appended)
    #expect(table.sections.map(\.id) == ["new", "extra"])
    #expect(table.lastError == nil)
  }

  @Test("automaticDimension is an automatic height for rows, headers and footers")
  func automaticDimensionHeights() throws {
    let table = makeTable()
    let row = Row<TitleCell>(model: "a", id: "a", height: UITableView.automaticDimension)
    #expect(row.height == nil)
    try table.update(with: [
      Section(
        id: "s", header: .title("H", height: UITableView.automaticDimension),
        footer: .title("F", height: UITableView.automaticDimension), rows: [row])
    ])
    table.tableView.layoutIfNeeded()
    #expect(table.tableView.visibleTexts == ["a"])
    #expect(table.tableView.rectForRow(at: IndexPath(row: 0, section: 0)).height == 44)
  }

  // Before: a background update with an invalid height cancelled the
  // background update in flight (which then returned false), and only
  // threw after its own diff.
  @Test("a background update with an invalid height throws at once and cancels nothing")
  func backgroundInvalidHeight() async throws {
    let table = makeTable()
    try table.update(
      with: [Section(id: "s", rows: [Row<TitleCell>(model: "a", id: "a")])], animation: .automatic)
    var bad: Task<Bool, any Error>?
    table.willDiffInBackground = { [unowned table] in
      table.willDiffInBackground = nil
      bad = Task {
        try await table.updateInBackground(with: [
          Section(id: "s", rows: [Row<TitleCell>(model: "a", id: "a", height: -.infinity)])
        ])
      }
    }
    let applied = try await table.updateInBackground(with: [
      Section(id: "s", rows: ["a", "b"].map { Row<TitleCell>(model: $0, id: $0) })
    ])
    #expect(applied)
    let task = try #require(bad)
    await #expect(throws: TableError.self) { try await task.value }
    #expect(table.sections[0].rows.map(\.id) == ["a", "b"])
    #expect(table.sections[0].rows.allSatisfy { $0.height == nil })
  }
}
