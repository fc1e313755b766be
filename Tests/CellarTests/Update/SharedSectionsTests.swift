import CellarHost
import Foundation
import Testing

@testable import Cellar

/// Sections an update passes again with the very rows the table shows
/// (the same `[Section]`, or sections the app did not touch) are kept
/// without reading their rows, and still checked against new rows.
@MainActor
@Suite struct SharedSectionsTests {
  private func sections(_ count: Int, rows: Int) -> [Section] {
    (0..<count).map { section in
      Section(
        id: "s\(section)",
        rows: (0..<rows).map { Row<TitleCell>(model: "\(section)-\($0)", id: section * rows + $0) })
    }
  }

  @Test("the same sections again change nothing and send no batch")
  func sameSectionsAgain() throws {
    let table = makeTable()
    try table.update(with: sections(5, rows: 20))
    let shown = table.tableView.visibleTexts
    let logged = table.tableView.updateLog.count
    try table.update(with: table.sections)
    #expect(table.tableView.visibleTexts == shown)
    #expect(table.tableView.updateLog.count == logged)
  }

  @Test(
    "a new row repeating the identity of a row in an untouched section throws, and changes nothing")
  func newRowRepeatsUntouchedRow() throws {
    let table = makeTable()
    try table.update(with: sections(5, rows: 20))
    var next = table.sections  // sections 0, 1, 3, 4 keep their buffers
    next[2].append(Row<TitleCell>(model: "again", id: 1 * 20 + 7))
    #expect(throws: TableError.self) { try table.update(with: next) }
    #expect(table.sections.map(\.rows.count) == [20, 20, 20, 20, 20])
    // Inserting it into a new section is caught the same way.
    var withSection = table.sections
    withSection.insert(Section(id: "new", rows: [Row<TitleCell>(model: "x", id: 3 * 20)]), at: 1)
    #expect(throws: TableError.self) { try table.update(with: withSection) }
    #expect(table.sections.count == 5)
  }

  @Test("untouched sections moved, beside edited ones, draw what a fresh table draws")
  func untouchedSectionsMoved() throws {
    let table = makeTable(height: 2_000)
    try table.update(with: sections(6, rows: 4))
    var next = table.sections
    next.swapAt(0, 5)  // moved, buffers kept
    next[2].rows.remove(at: 1)
    next[3].append(Row<TitleCell>(model: "new", id: 999))
    let moved = next[4].rows.remove(at: 0)
    next[1].rows.insert(moved, at: 2)
    try table.update(with: next)
    let fresh = makeTable(height: 2_000)
    try fresh.update(with: next)
    #expect(table.tableView.visibleTexts == fresh.tableView.visibleTexts)
  }
}
