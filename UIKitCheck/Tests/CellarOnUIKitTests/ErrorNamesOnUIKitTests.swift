import Cellar
import Foundation
import Testing
import UIKit

// No `import CellarHost` in this file: an iOS app has none (`import Cellar`
// re-exports UIKit there, not CellarHost). The errors of CellarHost's that
// reach an app must be nameable through Cellar alone.

/// The errors an app on UIKit can get from CellarHost's checks, and the
/// names it matches them by.
@MainActor
@Suite("Errors on UIKit: named without importing CellarHost")
struct ErrorNamesOnUIKitTests {
  @Test("a grid's bad inset throws FlowLayoutError, caught by that name")
  func flowLayoutErrorByName() throws {
    let grid = makeUIKitGrid()
    try grid.update(with: [gridPhotoSection("s0", [1, 2])])
    let bad = gridPhotoSection("s0", [1])
      .sectionInset(UIEdgeInsets(top: .infinity, left: 0, bottom: 0, right: 0))
    var caught: FlowLayoutError?
    do {
      try grid.update(with: [bad])
    } catch let error as FlowLayoutError {
      caught = error
    } catch {
      Issue.record("expected a FlowLayoutError, got \(error)")
    }
    let error = try #require(caught)
    guard case .invalidValue(let name, _, let location, _) = error else {
      Issue.record("expected invalidValue, got \(error)")
      return
    }
    #expect(name == "insetForSectionAt.top")
    #expect(location == "section 0")
    #expect(gridItemCounts(grid.collectionView) == [2])
  }

  @Test("an error reported through the grid's onError matches FlowLayoutError")
  func flowLayoutErrorThroughOnError() {
    let grid = makeUIKitGrid()
    var reported: [any Error] = []
    grid.onError = { reported.append($0) }
    grid += gridPhotoSection("s0", [1]).minimumLineSpacing(-1)
    #expect(reported.count == 1)
    #expect(reported.first is FlowLayoutError)
    #expect(gridItemCounts(grid.collectionView) == [])
  }

  @Test("a grid section's insets are UIKit's: GridSection.Insets is UIEdgeInsets")
  func insetsAreUIEdgeInsets() {
    let insets: GridSection.Insets = UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4)
    let section = gridPhotoSection("s0", [1]).sectionInset(insets)
    let shown: UIEdgeInsets? = section.sectionInset
    #expect(shown == UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4))
  }

  @Test("a cell asked of a row the table lacks is reported as TableView.DequeueError.missingCell")
  func missingCellByName() throws {
    let (table, view) = makeUIKitTable()
    var reported: [any Error] = []
    table.onError = { reported.append($0) }
    try table.update(with: [Section(id: "s", rows: [TextRow("One")])])
    view.layoutIfNeeded()
    // UIKit asks only for rows the data source counted; a data source asked
    // for another (a view changed behind the table's back) reports it.
    _ = view.dataSource?.tableView(view, cellForRowAt: rowPath(5))
    let error = try #require(reported.first)
    guard case TableView.DequeueError.missingCell(let indexPath) = error else {
      Issue.record("expected missingCell, got \(error)")
      return
    }
    #expect(indexPath == rowPath(5))
    #expect(error is UITableView.DequeueError)
    #expect(view.numberOfRows(inSection: 0) == 1)
  }
}
