import Cellar
import CellarTesting
import Foundation
import Testing

@MainActor
@Suite struct InspectionTests {
  @Test("section and row ids read by index and by section id; out of range is empty")
  func ids() throws {
    let table = makeTable()
    try table.update(with: [section("fruit", ["apple", "pear"]), section("veg", ["leek"])])
    #expect(table.sectionIDs == ["fruit", "veg"])
    #expect(table.rowIDs(inSection: 0) == ["apple", "pear"])
    #expect(table.rowIDs(inSection: 1) == ["leek"])
    #expect(table.rowIDs(inSection: 2).isEmpty)
    #expect(table.rowIDs(inSection: -1).isEmpty)
    #expect(table.rowIDs(inSectionWithID: "veg") == ["leek"])
    #expect(table.rowIDs(inSectionWithID: "nope").isEmpty)
    #expect(table.rowIDs(inSectionWithID: 3).isEmpty)
  }

  @Test("rows and sections without ids are skipped")
  func withoutIDs() throws {
    let table = makeTable()
    try table.update(with: [
      Section(rows: [Row<TextCell>(model: "x"), Row<TextCell>(model: "y", id: 2)])
    ])
    #expect(table.sectionIDs.isEmpty)
    #expect(table.rowIDs(inSection: 0).count == 2)  // `String` models are their own ids
  }

  @Test("the selected rows and the rendered screen read back by id and as text")
  func selectionAndScreen() throws {
    let table = makeTable(height: 132)
    try table.update(with: [
      Section(
        id: "s", header: .title("Fruit", height: 44),
        rows: ["a", "b", "c", "d"].map {
          Row<TextCell>(model: $0, id: $0)
        })
    ])
    #expect(table.selectedRowIDs.isEmpty)
    #expect(try table.renderedScreen() == "# Fruit\n  a\n  b")
    try table.tableView.tapRow(at: IndexPath(row: 1, section: 0))
    #expect(table.selectedRowIDs == ["b"])
    #expect(try table.renderedScreen() == "# Fruit\n  a\n> b")
    #expect(table.visibleRowIDs == ["a", "b"])
  }

  @Test("an empty table renders nothing")
  func empty() throws {
    let table = makeTable()
    #expect(try table.renderedScreen() == "")
    #expect(table.sectionIDs.isEmpty && table.selectedRowIDs.isEmpty)
  }

  @Test("a section's id, header and footer models read back typed, nil for another type")
  func typedAccess() throws {
    let section = Section(
      id: 7, header: .view(CountHeaderView.self, model: 3), footer: .title("end"), rows: [])
    #expect(section.id(as: Int.self) == 7)
    #expect(section.id(as: String.self) == nil)
    #expect(section.headerModel(as: CountHeaderView.self) == 3)
    #expect(section.footerModel(as: CountHeaderView.self) == nil)
    #expect(section.headerTitle == nil)
    #expect(section.footerTitle == "end")
    let plain = Section(rows: [])
    #expect(plain.id(as: Int.self) == nil)
    #expect(plain.headerModel(as: CountHeaderView.self) == nil)
  }
}
