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

  /// Issue 22, item 23: "`#expect(table.visibleRowIDs.first == 121)` does not compile".
  @Test(
    "section and row ids read typed, to compare with literals; ids of another type are left out")
  func typedIDs() throws {
    let table = makeTable()
    try table.update(with: [
      Section(id: 1, rows: (120..<123).map { Row<TextCell>(model: "\($0)", id: $0) }),
      Section(id: "words", rows: [Row<TextCell>(model: "w", id: "w")]),
    ])
    #expect(table.rowIDs(inSection: 0, as: Int.self).first == 120)
    #expect(table.rowIDs(inSection: 0, as: Int.self) == [120, 121, 122])
    #expect(table.rowIDs(inSection: 0, as: String.self).isEmpty)
    #expect(table.rowIDs(inSection: 9, as: Int.self).isEmpty)
    #expect(table.rowIDs(inSectionWithID: "words", as: String.self) == ["w"])
    #expect(table.sectionIDs(as: Int.self) == [1])
    #expect(table.sectionIDs(as: String.self) == ["words"])
    #expect(table.visibleRowIDs(as: Int.self).first == 120)
    let grid = Grid(
      collectionView: UICollectionView(
        frame: CGRect(x: 0, y: 0, width: 100, height: 100),
        collectionViewLayout: UICollectionViewFlowLayout()))
    try grid.update(with: [
      GridSection(
        id: "n", items: (300..<302).map { Cellar.Item<NumberItemCell>(model: $0, id: $0) })
    ])
    #expect(grid.itemIDs(inSection: 0, as: Int.self) == [300, 301])
    #expect(grid.itemIDs(inSectionWithID: "n", as: Int.self).first == 300)
    #expect(grid.sectionIDs(as: String.self) == ["n"])
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
    #expect(table.renderedScreen() == "# Fruit\n  a\n  b")
    try table.tableView.tapRow(at: IndexPath(row: 1, section: 0))
    #expect(table.selectedRowIDs == ["b"])
    #expect(table.renderedScreen() == "# Fruit\n  a\n> b")
    #expect(table.visibleRowIDs == ["a", "b"])
  }

  @Test("an empty table renders nothing")
  func empty() throws {
    let table = makeTable()
    #expect(table.renderedScreen() == "")
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

private final class NumberItemCell: UICollectionViewCell, ConfigurableCollectionCell {
  func configure(_ model: Int) { label.text = "\(model)" }
}
