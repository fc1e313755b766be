import Cellar
import CellarTestSupport
import Foundation
import Testing

private final class PickCell: UITableViewCell, ConfigurableCell {
  func configure(_ text: String) { textLabel?.text = text }
}

private final class TallPickCell: UITableViewCell, ConfigurableCell {
  func configure(_ text: String) { textLabel?.text = text + "!" }
}

/// Issue 22, item 4, for tables: the selection follows identity when the
/// user cannot select (`allowsSelection == false`), as a grid's now does.
@MainActor
@Suite("Table: selection by identity when rows are not selectable")
struct TableSelectionTests {
  private func sections(_ ids: [Int], tall: Set<Int> = []) -> [Section] {
    [
      Section(
        id: "s",
        anyRows: ids.map { id in
          tall.contains(id)
            ? AnyRow(Row<TallPickCell>(model: "\(id)", id: id))
            : AnyRow(Row<PickCell>(model: "\(id)", id: id))
        })
    ]
  }

  @Test(
    "with allowsSelection off, no update hands the selection to another row",
    arguments: [UITableView.RowAnimation.none, .automatic])
  func selectionFollowsIdentity(animation: UITableView.RowAnimation) throws {
    let table = Table(tableView: UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 400)))
    try table.update(with: sections([0, 1, 2]))
    table.tableView.selectRow(at: [0, 1], animated: false, scrollPosition: .none)
    table.tableView.allowsSelection = false
    try table.update(with: sections([0, 9, 2]), animation: animation)
    #expect(table.tableView.indexPathsForSelectedRows == nil)
    table.tableView.selectRow(at: [0, 2], animated: false, scrollPosition: .none)
    try table.update(with: sections([2, 0, 9]), animation: animation)
    #expect(table.tableView.indexPathsForSelectedRows == [[0, 0]])
    // A reloaded row (another cell type) stays selected too.
    try table.update(with: sections([2, 0, 9], tall: [2]), animation: animation)
    #expect(table.tableView.indexPathsForSelectedRows == [[0, 0]])
    #expect(table.tableView.cellForRow(at: [0, 0])?.isSelected == true)
    #expect(!table.tableView.allowsSelection)
  }
}
