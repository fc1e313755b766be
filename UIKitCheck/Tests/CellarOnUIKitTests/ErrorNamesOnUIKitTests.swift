import Cellar
import Foundation
import Testing
import UIKit

// No `import CellarHost` in this file: on iOS `import Cellar` re-exports
// UIKit, not CellarHost. The errors of CellarHost's that reach an app must be
// nameable through Cellar alone. Their cases are members of CellarHost's
// enums, which `MemberImportVisibility` (on here) shows only to a file that
// imports CellarHost: without it, an app matches the type and reads the
// message.

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
    #expect(String(describing: error).hasPrefix("Invalid insetForSectionAt.top inf (section 0)"))
    #expect(gridItemCounts(grid.collectionView) == [2])
  }

  @Test("an error reported through the grid's onError matches FlowLayoutError")
  func flowLayoutErrorThroughOnError() {
    let grid = makeUIKitGrid()
    var reported: [any Error] = []
    grid.onError = { reported.append($0) }
    grid += gridPhotoSection("s0", [1]).minimumLineSpacing(-1)
    #expect(reported.count == 1)
    #expect(reported.first.map { $0 is FlowLayoutError } == true)
    #expect(gridItemCounts(grid.collectionView) == [])
  }

  @Test("a grid section's insets are UIKit's: GridSection.Insets is UIEdgeInsets")
  func insetsAreUIEdgeInsets() {
    let insets: GridSection.Insets = UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4)
    let section = gridPhotoSection("s0", [1]).sectionInset(insets)
    let shown: UIEdgeInsets? = section.sectionInset
    #expect(shown == UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4))
  }

  @Test("a cell asked of a row the table lacks is reported as a UITableView.DequeueError")
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
    #expect(error is UITableView.DequeueError)
    #expect(
      String(describing: error).hasPrefix(
        "UITableView dataSource returned a nil cell for row at index path:"))
    #expect(view.numberOfRows(inSection: 0) == 1)
  }
}
