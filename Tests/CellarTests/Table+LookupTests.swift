import Cellar
import Foundation
import Testing

@MainActor
@Suite struct TableLookupTests {
  @Test("rows are found by explicit id, Identifiable id and Hashable model; cells typed")
  func lookups() throws {
    let table = makeTable()
    try table.update(with: [
      Section(id: "movies", rows: [Row<MovieCell>(model: Movie(name: "Up"))]),
      Section(
        id: "items",
        rows: [
          Row<ItemCell>(model: Item(id: 4, title: "four")), Row<TitleCell>(model: "t", id: "x"),
        ]),
    ])
    table.tableView.layoutIfNeeded()
    #expect(table.indexPath(forRowID: Movie(name: "Up")) == IndexPath(row: 0, section: 0))
    #expect(table.indexPath(forRowID: 4) == IndexPath(row: 0, section: 1))
    #expect(table.indexPath(forRowID: "x") == IndexPath(row: 1, section: 1))
    #expect(table.row(at: IndexPath(row: 0, section: 1))?.model(as: Item.self)?.title == "four")
    #expect(table.section(withID: "items")?.rows.count == 2)
    #expect(table.sectionIndex(withID: "items") == 1)
    #expect(table.cell(forRowID: 4, as: ItemCell.self)?.textLabel?.text == "4:four")
    #expect(table.cell(forRowID: "x")?.textLabel?.text == "t")
    #expect(table.visibleRowIDs == [AnyHashable(Movie(name: "Up")), 4, "x"])
  }

  @Test(
    "the result builder takes if/else, switch, for, optionals and arrays, without a child limit")
  func builder() throws {
    let table = makeTable(height: 2000)
    let flag = true
    let optional: Row<TitleCell>? = nil
    let mode = 2
    try table.update {
      Section(id: "one") {
        for index in 0..<3 { Row<TitleCell>(model: "loop\(index)") }
        if flag { Row<TitleCell>(model: "if") } else { Row<TitleCell>(model: "else") }
        switch mode {
        case 1: Row<TitleCell>(model: "one")
        default: Row<TitleCell>(model: "other")
        }
        optional
        ["a", "b"].map { Row<TitleCell>(model: $0) }
        Row<TitleCell>(model: "1")
        Row<TitleCell>(model: "2")
        Row<TitleCell>(model: "3")
        Row<TitleCell>(model: "4")
        Row<TitleCell>(model: "5")
        Row<TitleCell>(model: "6")
        Row<TitleCell>(model: "7")
        Row<TitleCell>(model: "8")
        Row<TitleCell>(model: "9")
        Row<TitleCell>(model: "10")
        Row<TitleCell>(model: "11")
      }
      if !flag { Section(id: "hidden") }
      for index in 0..<2 { Section(id: "loop\(index)") }
    }
    #expect(table.sections.map(\.id) == ["one", "loop0", "loop1"])
    #expect(table.sections[0].rows.count == 3 + 1 + 1 + 2 + 11)
  }

  @Test("several tables side by side share no state")
  func independentTables() throws {
    let first = makeTable()
    let second = makeTable()
    first.register(TitleCell.self) {
      LoudCell(style: .default, reuseIdentifier: TitleCell.reuseIdentifier)
    }
    try second.update(with: [Section(rows: [Row<TitleCell>(model: "x", id: 1)])])
    second.tableView.layoutIfNeeded()
    #expect(second.tableView.visibleTexts == ["x"])
    #expect(first.sections.isEmpty)
    try first.update(with: [Section(rows: [Row<MovieCell>(model: Movie(name: "m"))])])
    #expect(second.indexPath(forRowID: 1) == IndexPath(row: 0, section: 0))
    #expect(first.indexPath(forRowID: 1) == nil)
  }

  /// Issue 22, item 23: `#expect(table.visibleRowIDs.first == 121)` does
  /// not compile (`AnyHashable`); item 25: app code needs the selection by
  /// id in `Cellar`, not only in CellarTesting (this file imports `Cellar`
  /// alone).
  @Test(
    "visible and selected rows by id, as AnyHashable or typed: ids of another type are left out")
  func typedAndSelectedIDs() throws {
    let table = makeTable()
    table.tableView.allowsMultipleSelection = true
    try table.update(with: [
      Section(id: "n", rows: (120..<124).map { Row<NumberCell>(model: $0, id: $0) }),
      Section(
        id: "t",
        rows: [Row<TitleCell>(model: "t", id: "x"), Row<OpaqueCell>(model: Opaque(text: "p"))]),
    ])
    table.tableView.layoutIfNeeded()
    #expect(table.visibleRowIDs(as: Int.self).first == 120)
    try table.tableView.tapRow(at: IndexPath(row: 0, section: 1))
    try table.tableView.tapRow(at: IndexPath(row: 1, section: 0))
    try table.tableView.tapRow(at: IndexPath(row: 1, section: 1))  // no id: left out
    #expect(table.selectedRowIDs == [121, "x"])
    #expect(table.selectedRowIDs(as: Int.self) == [121])
    #expect(table.selectedRowIDs(as: Int.self).first == 121)
    #expect(table.selectedRowIDs(as: String.self) == ["x"])
    #expect(table.visibleRowIDs(as: String.self) == ["x"])
    // The selection follows identity across an update.
    try table.update(with: [
      Section(id: "n", rows: (119..<124).map { Row<NumberCell>(model: $0, id: $0) })
    ])
    #expect(table.selectedRowIDs(as: Int.self) == [121])
  }

  @Test("a grid's visible and selected items by id, as AnyHashable or typed")
  func gridTypedAndSelectedIDs() throws {
    let grid = makeSmallGrid()
    grid.collectionView.allowsMultipleSelection = true
    try grid.update(with: [
      GridSection(
        id: "n", items: (300..<303).map { Cellar.Item<NumberGridCell>(model: $0, id: $0) })
    ])
    grid.collectionView.layoutIfNeeded()
    #expect(grid.visibleItemIDs(as: Int.self).first == 300)
    try grid.collectionView.tapItem(at: IndexPath(item: 2, section: 0))
    try grid.collectionView.tapItem(at: IndexPath(item: 1, section: 0))
    #expect(grid.selectedItemIDs == [301, 302])
    #expect(grid.selectedItemIDs(as: Int.self).first == 301)
    #expect(grid.selectedItemIDs(as: String.self).isEmpty)
  }
}

private final class NumberGridCell: UICollectionViewCell, ConfigurableCollectionCell {
  func configure(_ model: Int) { label.text = "\(model)" }
}
