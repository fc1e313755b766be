import CellarHost
import Foundation
import Testing

@Suite struct UITableViewUpdateLogDescriptionTests {
  @Test(
    "operations print as the calls read: index paths as [section, row], section sets as their indexes",
    arguments: [
      (UITableView.Operation.deleteSections([1], .automatic), "deleteSections([1])"),
      (.deleteSections([], .automatic), "deleteSections([])"),
      (.insertSections([0, 2, 3], .fade), "insertSections([0, 2, 3], .fade)"),
      (.reloadSections([4], .none), "reloadSections([4], .none)"),
      (
        .insertRows([IndexPath(row: 1, section: 0), IndexPath(row: 2, section: 0)], .automatic),
        "insertRows([[0, 1], [0, 2]])"
      ),
      (.deleteRows([IndexPath(row: 3, section: 1)], .left), "deleteRows([[1, 3]], .left)"),
      (.reloadRows([], .automatic), "reloadRows([])"),
      (.reconfigureRows([IndexPath(row: 0, section: 5)]), "reconfigureRows([[5, 0]])"),
      (
        .moveRow(IndexPath(row: 1, section: 0), IndexPath(row: 0, section: 2)),
        "moveRow([0, 1], [2, 0])"
      ),
      (.moveSection(2, 0), "moveSection(2, 0)"),
    ])
  func operation(operation: UITableView.Operation, expected: String) {
    #expect(operation.description == expected)
    #expect("\(operation)" == expected)
  }

  @Test("log entries print as one line, and say when a batch fell back to reloadData")
  func update() {
    #expect(
      UITableView.Update(kind: .reloadData, operations: [], fellBackToReloadData: false).description
        == "reloadData")
    let batch = UITableView.Update(
      kind: .batch,
      operations: [
        .deleteSections([1], .automatic), .insertRows([IndexPath(row: 1, section: 0)], .fade),
      ],
      fellBackToReloadData: false)
    #expect(batch.description == "batch([deleteSections([1]), insertRows([[0, 1]], .fade)])")
    let fallback = UITableView.Update(
      kind: .batch, operations: [.moveSection(0, 1)], fellBackToReloadData: true)
    #expect(fallback.description == "batch([moveSection(0, 1)]), applied as reloadData")
    let move = UITableView.Update(
      kind: .userMove,
      operations: [.moveRow(IndexPath(row: 0, section: 0), IndexPath(row: 2, section: 0))],
      fellBackToReloadData: false)
    #expect(move.description == "userMove([moveRow([0, 0], [0, 2])])")
  }

  @Test("an entry prints rows or items as its view says, whichever class the view is")
  func entryOfAnotherView() {
    let operations: [Headless.BatchOperation] = [.insertItems([IndexPath(item: 1, section: 0)])]
    let items = Headless.UpdateLogEntry<ItemLoggingView>(
      kind: .batch, operations: operations, fellBackToReloadData: false)
    #expect(items.description == "batch([insertItems([[0, 1]])])")
    let rows = Headless.UpdateLogEntry<RowLoggingView>(
      kind: .batch, operations: operations, fellBackToReloadData: false)
    #expect(rows.description == "batch([insertRows([[0, 1]])])")
  }
}

/// A view of the test's own that logs items, as a collection view does.
private final class ItemLoggingView: Headless.UpdateLogging {
  static var logsItems: Bool { true }
}

/// A view of the test's own that logs rows, as a table view does.
private final class RowLoggingView: Headless.UpdateLogging {
  static var logsItems: Bool { false }
}
