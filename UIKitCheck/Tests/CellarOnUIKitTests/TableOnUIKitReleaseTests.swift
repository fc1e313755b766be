import Cellar
import CellarHost
import Foundation
import Testing
import UIKit

/// A table released while its view lives on: the view keeps the table's
/// coordinator (UIKit holds its data source and delegate weakly; the
/// backend keeps it by Objective-C association, `keepCellarCoordinator`),
/// which answers no rows once the table is gone.
@MainActor
@Suite("Cellar on UIKit: a released table")
struct TableOnUIKitReleaseTests {
  @Test("a table released while an update waits for its turn leaves the table view alone")
  func releasedWhileQueued() async throws {
    let view = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 200), style: .plain)
    do {
      let table = Table(tableView: view)
      try table.update {
        Section(id: "s") {
          Row<NameCell>(model: "a", id: "a") { [unowned table] _, _ in
            try? table.update(with: nameSections([["a", "b"]]))
          }
        }
      }
      view.layoutIfNeeded()
      try view.tapRow(at: rowPath(0))
    }
    for _ in 0..<10 { await Task.yield() }
    // The view keeps the table's coordinator (UIKit holds it weakly), which
    // answers no sections once the table is gone: the view can lay out.
    #expect(view.dataSource?.numberOfSections(in: view) == 0)
    view.layoutIfNeeded()
  }

  @Test("a table released while its view stays on screen: UIKit gets cells, then no rows")
  func releasedWhileShown() async throws {
    let view = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 200), style: .plain)
    weak var released: Table?
    do {
      // The mistake the docs warn about: the table in a local variable.
      let table = Table(tableView: view)
      try table.update(with: nameSections([(0..<40).map { "r\($0)" }]))
      view.layoutIfNeeded()
      released = table
    }
    #expect(released == nil)
    // UIKit's counts are cached: scrolling asks for the rows it knows,
    // and gets empty cells instead of raising.
    view.setContentOffset(CGPoint(x: 0, y: 600), animated: false)
    view.layoutIfNeeded()
    #expect(!view.visibleCells.isEmpty)
    await settle { view.numberOfRows(inSection: 0) == 0 || view.numberOfSections == 0 }
    #expect(view.numberOfSections == 0)
    // A new table on the same view takes it over.
    let table = Table(tableView: view)
    try table.update(with: nameSections([["again"]]))
    view.layoutIfNeeded()
    #expect(view.shownNames == ["again"])
  }
}
