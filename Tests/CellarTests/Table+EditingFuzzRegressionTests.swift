import Cellar
import Foundation
import Testing

/// Failures the `table` fuzz target found, kept as named regression tests.
@MainActor
@Suite struct TableEditingFuzzRegressionTests {
  /// Draws a fresh table of `sections` in the same editing mode.
  private func freshRender(_ sections: [Section], editing: Bool) throws -> String {
    let fresh = makeTable()
    try fresh.update(with: sections)
    fresh.tableView.layoutIfNeeded()
    fresh.tableView.setEditing(editing, animated: false)
    return fresh.tableView.render()
  }

  @Test(
    "in editing mode, a positional row taken over by a deletable, movable row shows the delete and reorder controls"
  )
  func positionalRowGainsEditingControls() throws {
    // Fuzz input: a positional row; edit; insert another positional row in
    // front of it. By position the new row is the old one with new content,
    // so its cell was reconfigured and kept the old row's (absent) controls.
    let table = makeTable()
    try table.update(with: [Section(rows: [Row<OpaqueCell>(model: Opaque(text: "p11"))])])
    table.tableView.layoutIfNeeded()
    table.tableView.setEditing(true, animated: false)
    let target = [
      Section(rows: [
        Row<OpaqueCell>(model: Opaque(text: "p6")).onDelete { _, _ in }.onMove(),
        Row<OpaqueCell>(model: Opaque(text: "p11")),
      ])
    ]
    try table.update(with: target)
    table.tableView.layoutIfNeeded()
    #expect(table.tableView.render() == "  (-) p6 =\n      p11")
    #expect(table.tableView.render() == (try freshRender(target, editing: true)))
  }

  @Test(
    "in editing mode, a kept row whose delete or move handler comes or goes shows the controls it now has"
  )
  func keptRowChangesEditingControls() throws {
    let table = makeTable()
    let plain = [Section(rows: [Row<TitleCell>(model: "a", id: 1)])]
    let editable = [
      Section(rows: [Row<TitleCell>(model: "a", id: 1).onDelete { _, _ in }.onMove()])
    ]
    try table.update(with: plain)
    table.tableView.layoutIfNeeded()
    table.tableView.setEditing(true, animated: false)
    try table.update(with: editable)
    table.tableView.layoutIfNeeded()
    #expect(table.tableView.render() == "  (-) a =")
    #expect(table.tableView.render() == (try freshRender(editable, editing: true)))
    try table.update(with: plain)
    table.tableView.layoutIfNeeded()
    #expect(table.tableView.render() == "      a")
    #expect(table.tableView.render() == (try freshRender(plain, editing: true)))
  }
}
