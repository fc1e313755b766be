import Cellar
import CellarTestSupport
import Foundation
import FuzzFixtures
import Testing

/// A header that appears, with the automatic height, in a section above the
/// viewport: the table lays it out with its estimate until it is displayed,
/// as UIKit does, so the rows in view do not move.
@MainActor
@Suite struct TableEstimatedHeaderTests {
  private func sections(header: Bool) -> [Section] {
    [
      Section(
        id: "a", header: header ? .view(TitleHeaderView.self, model: "[A]") : nil,
        rows: [Row<TitleCell>(model: "m2", id: "m2", height: 30)]),
      Section(
        id: "b",
        rows: (0..<12).map { Row<TitleCell>(model: "r\($0)", id: "r\($0)") }),
    ]
  }

  @Test(
    "a view header appearing above the viewport keeps the rows in view; scrolling up measures it")
  func headerAppearsAboveViewport() throws {
    // Found by FuzzTable (corpus: header-appears-above-viewport): the fuzz
    // oracle compared with a fresh table, which had displayed the header at
    // offset 0 and measured it, and reported the estimate as a bug.
    let table = makeTable()
    try table.update(with: sections(header: false))
    table.tableView.setContentOffset(CGPoint(x: 0, y: 40), animated: false)
    let before = table.tableView.render()
    try table.update(with: sections(header: true))
    table.tableView.layoutIfNeeded()
    #expect(table.tableView.render() == before)
    let difference = try TableCheck.matchesFresh(table, showing: table.sections) { makeTable() }
    #expect(difference == nil, "\(difference ?? "")")
    // Displayed, the header is measured and laid out as in a fresh table.
    table.tableView.setContentOffset(.zero, animated: false)
    table.tableView.layoutIfNeeded()
    #expect(table.tableView.render().hasPrefix("# [[A]]"))
    let measured = try TableCheck.matchesFresh(table, showing: table.sections) { makeTable() }
    #expect(measured == nil, "\(measured ?? "")")
  }
}
