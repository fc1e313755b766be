import CellarHost
import Foundation
import Testing
import UIKit

@testable import Cellar

/// A table's updates through the UIKit backend: an update asked for from a
/// callback applied on the main actor's next turn, cells registered by
/// class and handed back by a reconfigure, each batch validated before
/// UIKit sees it (a rejected one recovered with `reloadData`), and
/// reconfigures sent for rows off screen too (`rowsWithCells` is `nil`).
@MainActor
@Suite("Cellar on UIKit: table updates")
struct TableOnUIKitUpdateTests {
  @Test("an update asked for from a row's action is applied after the callback")
  func updateFromAction() async throws {
    let (table, view) = makeUIKitTable()
    try table.update {
      Section(id: "s") {
        Row<NameCell>(model: "add", id: "add") { [unowned table] _, _ in
          try? table.update(with: nameSections([["add", "added"]]))
        }
      }
    }
    view.layoutIfNeeded()
    try view.tapRow(at: rowPath(0))
    await settle { view.numberOfRows(inSection: 0) == 2 }
    view.layoutIfNeeded()
    #expect(view.shownNames == ["add", "added"])
    #expect(table.lastError == nil)
  }

  @Test("register(_:cellClass:) makes the cells UIKit shows, and a reconfigure gets them back")
  func registration() throws {
    let (table, view) = makeUIKitTable()
    table.register(PlainNameCell.self, cellClass: FancyNameCell.self)
    try table.update { Section(id: "s") { Row<PlainNameCell>(model: "a", id: 1) } }
    view.layoutIfNeeded()
    let cell = try #require(view.cellForRow(at: rowPath(0)) as? FancyNameCell)
    #expect(cell.shown == "a")
    // A content change is a reconfigure: UIKit dequeues with the index path
    // and must get the row's own cell back.
    try table.update { Section(id: "s") { Row<PlainNameCell>(model: "b", id: 1) } }
    view.layoutIfNeeded()
    #expect(view.cellForRow(at: rowPath(0)) === cell)
    #expect(cell.shown == "b")
    // Another class after the first use: the next cells are of it.
    table.register(PlainNameCell.self, cellClass: PlainNameCell.self)
    try table.update {
      Section(id: "s") {
        Row<PlainNameCell>(model: "b", id: 1)
        Row<PlainNameCell>(model: "c", id: 2)
      }
    }
    view.layoutIfNeeded()
    let second = try #require(view.cellForRow(at: rowPath(1)))
    #expect(type(of: second) == PlainNameCell.self)
    #expect(table.lastError == nil)
  }

  @Test("a batch that does not fit UITableView's counts is refused before UIKit sees it")
  func invalidBatchNeverReachesUIKit() throws {
    let (table, view) = makeUIKitTable()
    try table.update(with: nameSections([["a", "b"]]))
    view.layoutIfNeeded()
    var operations = Headless.Batch.Groups()
    operations.rowInserts = [SectionedChangeset.Path(section: 0, row: 0)]
    var switched = false
    #expect(throws: CellarHost.Headless.UITableView.UpdateError.self) {
      try view.performBatch(
        Headless.Batch(.table, planned: operations), animation: .automatic, newCounts: [2]
      ) { switched = true }
    }
    #expect(!switched)
    #expect(view.numberOfRows(inSection: 0) == 2)
    #expect(view.shownNames == ["a", "b"])
  }

  @Test("a stage UIKit would reject is reported through onError and recovered by reloadData")
  func rejectedStageFallsBack() throws {
    let (table, view) = makeUIKitTable()
    var reported: [any Error] = []
    table.onError = { reported.append($0) }
    try table.update(with: nameSections([["a", "b"]]))
    view.layoutIfNeeded()
    var operations = Headless.Batch.Groups()
    operations.rowDeletes = [SectionedChangeset.Path(section: 0, row: 5)]
    let stage = ListUpdate.Stage(
      sections: nameSections([["a", "b", "c"]]), groups: operations, on: .table)
    try UpdateExecutor.perform(
      stage, on: view, animation: .automatic, record: nil, commit: { table.setSections($0) },
      rejected: { table.report(TableError.updateRejected($0.description)) })
    view.layoutIfNeeded()
    #expect(reported.count == 1)
    #expect(view.shownNames == ["a", "b", "c"])
  }

  @Test(
    "every changed row is sent to reconfigureRows, on screen or not (UIKit keeps prefetched cells)")
  func offScreenRowsReconfigured() throws {
    let (table, view) = makeUIKitTable(height: 88)
    func content(_ changed: Set<Int>) -> [Section] {
      [
        Section(id: "s") {
          for index in 0..<20 {
            Row<NameCell>(model: changed.contains(index) ? "r\(index)*" : "r\(index)", id: index)
          }
        }
      ]
    }
    try table.update(with: content([]))
    view.layoutIfNeeded()
    try table.update(with: content([1, 5, 12]))
    let sent = view.updateLog.last?.operations ?? []
    #expect(sent.contains(.reconfigureRows([rowPath(1), rowPath(5), rowPath(12)])))
    view.layoutIfNeeded()
    #expect(view.shownNames == ["r0", "r1*"])
    view.setContentOffset(CGPoint(x: 0, y: 44 * 5), animated: false)
    view.layoutIfNeeded()
    #expect(view.shownNames == ["r5*", "r6"])
  }
}
