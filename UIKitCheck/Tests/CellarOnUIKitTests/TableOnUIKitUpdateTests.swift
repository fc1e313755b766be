import CellarHost
import Foundation
import Testing
import UIKit

@testable import Cellar

/// Updates through the differ on a facade `UITableView`: the batches UIKit
/// gets, reconfigures, selection by identity, queued and background
/// updates, and the guarantee that a batch UIKit would reject never
/// reaches it.
@MainActor
@Suite("Cellar on UIKit: table updates")
struct TableOnUIKitUpdateTests {
  @Test("inserts, deletes and moves reach UITableView as one batch it accepts")
  func diffedUpdate() throws {
    let (table, view) = makeUIKitTable()
    try table.update(with: nameSections([["a", "b", "c", "d"], ["x"]]))
    view.layoutIfNeeded()
    try table.update(with: nameSections([["d", "a", "new", "c"], ["x", "y"]]))
    view.layoutIfNeeded()
    #expect(view.numberOfRows(inSection: 0) == 4)
    #expect(view.numberOfRows(inSection: 1) == 2)
    #expect(view.shownNames == ["d", "a", "new", "c", "x", "y"])
    #expect(table.lastError == nil)
  }

  @Test("a row whose content changed is reconfigured in place: same cell, new model")
  func reconfigure() throws {
    let (table, view) = makeUIKitTable()
    try table.update {
      Section(id: "s") { Row<NameCell>(model: "Draft", id: 1) }
    }
    view.layoutIfNeeded()
    let cell = try #require(view.cellForRow(at: rowPath(0)) as? NameCell)
    try table.update {
      Section(id: "s") { Row<NameCell>(model: "Final", id: 1) }
    }
    view.layoutIfNeeded()
    #expect(view.cellForRow(at: rowPath(0)) === cell)
    #expect(cell.shown == "Final")
  }

  @Test("the selection follows the selected row's identity across an update")
  func selectionByIdentity() throws {
    let (table, view) = makeUIKitTable()
    try table.update(with: nameSections([["a", "b", "c"]]))
    view.layoutIfNeeded()
    view.selectRow(at: rowPath(1), animated: false, scrollPosition: .none)
    try table.update(with: nameSections([["c", "new", "a", "b"]]))
    #expect(view.indexPathsForSelectedRows == [rowPath(3)])
  }

  @Test("an update without animation reloads the data, and the table shows the new rows")
  func reloadWithoutAnimation() throws {
    let (table, view) = makeUIKitTable()
    try table.update(with: nameSections([["a", "b"]]))
    view.layoutIfNeeded()
    try table.update(with: nameSections([["b", "c", "d"]]), animation: .none)
    view.layoutIfNeeded()
    #expect(view.shownNames == ["b", "c", "d"])
  }

  @Test("duplicate ids throw TableError.duplicateIDs and leave UITableView as it was")
  func duplicateIDs() throws {
    let (table, view) = makeUIKitTable()
    try table.update(with: nameSections([["a", "b"]]))
    view.layoutIfNeeded()
    #expect(throws: TableError.self) {
      try table.update(with: nameSections([["a", "a"]]))
    }
    #expect(view.numberOfRows(inSection: 0) == 2)
    #expect(view.shownNames == ["a", "b"])
  }

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

  @Test("updateInBackground diffs off the main actor and applies the result")
  func backgroundUpdate() async throws {
    let (table, view) = makeUIKitTable()
    try table.update(with: nameSections([(0..<50).map { "r\($0)" }]))
    view.layoutIfNeeded()
    let target = nameSections([(0..<50).reversed().map { "r\($0)" }])
    try await table.updateInBackground(with: target)
    view.layoutIfNeeded()
    #expect(view.shownNames.first == "r49")
    #expect(table.sections[0].rows.count == 50)
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
    var operations = BatchOperations()
    operations.rowInserts = [SectionedChangeset.Path(section: 0, row: 0)]
    var switched = false
    #expect(throws: CellarHost.Headless.UITableView.UpdateError.self) {
      try view.performBatch(operations, animation: .automatic, newCounts: [2]) { switched = true }
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
    var operations = BatchOperations()
    operations.rowDeletes = [SectionedChangeset.Path(section: 0, row: 5)]
    let stage = ListUpdate.Stage(
      sections: nameSections([["a", "b", "c"]]), operations: operations)
    try UpdateExecutor.perform(
      stage, on: view, animation: .automatic, record: nil, commit: { table.setSections($0) },
      rejected: { table.report(TableError.updateRejected($0.description)) })
    view.layoutIfNeeded()
    #expect(reported.count == 1)
    #expect(view.shownNames == ["a", "b", "c"])
  }
}

/// Title headers and footers refreshed in place on UIKit.
@MainActor
@Suite("Cellar on UIKit: header titles")
struct TableOnUIKitHeaderTitleTests {
  /// The text a header or footer view shows: its list content
  /// configuration's, else its label's.
  private func shownText(_ view: UITableViewHeaderFooterView?) -> String? {
    (view?.contentConfiguration as? UIListContentConfiguration)?.text ?? view?.textLabel?.text
  }

  @Test("a changed title header is refreshed in place, in the view UIKit shows")
  func titleRefresh() throws {
    let (table, view) = makeUIKitTable()
    try table.update {
      Section(id: "s", header: .title("Before"), footer: .title("1 row")) {
        Row<NameCell>(model: "a", id: "a")
      }
    }
    view.layoutIfNeeded()
    let header = view.headerView(forSection: 0)
    #expect(shownText(header) == "Before")
    try table.update {
      Section(id: "s", header: .title("After"), footer: .title("2 rows")) {
        Row<NameCell>(model: "a", id: "a")
        Row<NameCell>(model: "b", id: "b")
      }
    }
    view.layoutIfNeeded()
    #expect(shownText(view.headerView(forSection: 0)) == "After")
    #expect(shownText(view.footerView(forSection: 0)) == "2 rows")
    #expect(try #require(view.dataSource).tableView(view, titleForHeaderInSection: 0) == "After")
  }
}

/// What UIKit is sent for rows whose content changed.
@MainActor
@Suite("Cellar on UIKit: reconfigures")
struct TableOnUIKitReconfigureTests {
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
