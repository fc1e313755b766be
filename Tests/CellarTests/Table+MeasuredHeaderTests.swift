import Cellar
import CellarTestSupport
import Foundation
import FuzzFixtures
import Testing

/// A self-sized header keeps the height it was measured at when it was
/// displayed, after it leaves the viewport, as in UIKit: a table's content
/// size then depends on what it displayed, and a fresh table showing the
/// same sections, which has not displayed the header, is shorter until it
/// does.
@MainActor
@Suite struct TableMeasuredHeaderTests {
  /// Header "A" with one row, then section 5 with a `BracketView` header
  /// that is 28 points high, fixed or (with `automatic`) self-sized.
  private func sections(automatic: Bool, rows: [String] = []) -> [Section] {
    [
      Section(
        header: "A", footer: "F",
        rows: (rows + ["item"]).map { Row<TitleCell>(model: $0, id: $0) }),
      Section(
        id: 5,
        header: .view(BracketView.self, model: "B", height: automatic ? .nan : 28),
        footer: "F"),
    ]
  }

  @Test(
    "a header that turned self-sized while displayed keeps its measured height below the viewport; the oracle compares the heights both tables know"
  )
  func measuredHeaderBelowViewport() throws {
    // Found by FuzzTable (corpus: measured-header-below-viewport): "content
    // size 244, a fresh table's is 216". The fuzz oracle compared content
    // sizes, which the measured height makes differ.
    let table = TableCheck.makeTable()
    try table.update(with: sections(automatic: false))
    try table.update(with: sections(automatic: true))  // NaN: self-sized, measured now
    try table.update(with: sections(automatic: true, rows: ["x", "y"]))
    table.tableView.layoutIfNeeded()
    #expect(table.tableView.contentSize.height == 244)
    #expect(!(table.tableView.indexPathsForVisibleRows ?? []).contains { $0.section == 1 })

    let fresh = TableCheck.makeTable()
    try fresh.update(with: table.sections)
    fresh.tableView.layoutIfNeeded()
    #expect(fresh.tableView.contentSize.height == 216)
    let difference = try TableCheck.matchesFresh(table, showing: table.sections)
    #expect(difference == nil, "\(difference ?? "")")

    // Displayed, the fresh table's header is measured too: the sizes agree.
    fresh.tableView.setContentOffset(CGPoint(x: 0, y: 100), animated: false)
    fresh.tableView.layoutIfNeeded()
    #expect(fresh.tableView.contentSize.height == 244)
  }

  @Test(
    "the oracle still reports a row below the viewport whose known height differs from a fresh table's, when a measured header makes the content sizes differ"
  )
  func oracleSeesWrongHeight() throws {
    func withLastRow(height: CGFloat) -> [Section] {
      var shown = sections(automatic: true, rows: ["x", "y"])
      shown[1] = Section(
        id: 5, header: .view(BracketView.self, model: "B", height: .nan), footer: "F",
        rows: [Row<TitleCell>(model: "z", id: "z", height: height)])
      return shown
    }
    let table = TableCheck.makeTable()
    try table.update(with: sections(automatic: true))
    try table.update(with: withLastRow(height: 50))
    table.tableView.layoutIfNeeded()
    #expect(try TableCheck.matchesFresh(table, showing: withLastRow(height: 50)) == nil)
    let difference = try TableCheck.matchesFresh(table, showing: withLastRow(height: 60))
    #expect(difference?.contains("is 50.0 points high, in a fresh table 60.0") == true)
  }
}
