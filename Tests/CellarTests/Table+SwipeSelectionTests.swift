import Cellar
import CellarTestSupport
import Foundation
import Testing

/// Selection across an update applied while a swipe is in progress: the
/// table view then reads `isEditing`, and with
/// `allowsMultipleSelectionDuringEditing == false` it holds one selected
/// row, so restoring the selection row by row would drop all but the last.
@MainActor
@Suite struct TableSwipeSelectionTests {
  /// Rows `names`, each deletable; the delete handler of the row it is
  /// given shows `next`, with row "b" at another height (a reload).
  private func sections(
    _ names: [String], heightOfB: CGFloat, table: Table, next: [String]? = nil,
    animation: UITableView.RowAnimation = .automatic
  ) -> [Section] {
    let rows: [any RowRepresentable] = names.map { name in
      Row<TitleCell>(model: name, id: name, height: name == "b" ? heightOfB : 44)
        .onDelete { [unowned table] _, _ in
          guard let next else { return }
          try? table.update(
            with: sections(next, heightOfB: 60, table: table), animation: animation)
        }
    }
    return [Section(id: "s", rows: rows)]
  }

  @Test(
    "a delete handler's update that reloads selected rows keeps every selected row",
    arguments: [UITableView.RowAnimation.automatic, .none])
  func deleteHandlerReloadKeepsSelection(animation: UITableView.RowAnimation) throws {
    // Issue 22, item 11 (the host's form of the UIKit property tests' known
    // issue): rows a, b and d selected; swiping f away runs a handler whose
    // update reloads b (its height changes; `.none` reloads everything).
    let table = makeTable()
    table.tableView.allowsMultipleSelection = true
    let names = ["a", "b", "c", "d", "e", "f"]
    try table.update(
      with: sections(
        names, heightOfB: 88, table: table, next: ["a", "b", "c", "d", "e"], animation: animation))
    table.tableView.layoutIfNeeded()
    for row in [0, 1, 3] {
      table.tableView.selectRow(
        at: IndexPath(row: row, section: 0), animated: false, scrollPosition: .none)
    }
    #expect(try table.tableView.swipeRow(at: IndexPath(row: 5, section: 0), edge: .trailing))
    #expect(table.tableView.numberOfRows(inSection: 0) == 5)
    #expect(
      table.tableView.indexPathsForSelectedRows?.sorted()
        == [0, 1, 3].map { IndexPath(row: $0, section: 0) })
  }
}
