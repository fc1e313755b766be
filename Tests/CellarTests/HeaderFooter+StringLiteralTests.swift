import Cellar
import CellarTestSupport
import Foundation
import Testing

private final class LiteralCell: UICollectionViewCell, ConfigurableCollectionCell {
  func configure(_ text: String) { label.text = text }
}

@MainActor
@Suite struct HeaderFooterStringLiteralTests {
  @Test("a string literal is a title header or footer, for tables")
  func tableLiteral() throws {
    // Issue 22, item 24: `Section(id: "fruit", header: "Fruit")` did not compile.
    let count = 2
    let section = Section(id: "fruit", header: "Fruit", footer: "\(count) kinds") {
      Row<TitleCell>(model: "Apple")
      Row<TitleCell>(model: "Pear")
    }
    #expect(section.header?.title == "Fruit")
    #expect(section.footer?.title == "2 kinds")
    let literal: HeaderFooter = "Fruit"
    #expect(literal.title == HeaderFooter.title("Fruit").title && literal.height == nil)
    let table = makeTable()
    try table.update(with: [section])
    #expect(
      table.tableView.dataSource?.tableView(table.tableView, titleForHeaderInSection: 0) == "Fruit")
    #expect(
      table.tableView.dataSource?.tableView(table.tableView, titleForFooterInSection: 0)
        == "2 kinds")
  }

  @Test("a string literal is a title header or footer, for grids")
  func gridLiteral() throws {
    let layout = UICollectionViewFlowLayout()
    layout.itemSize = CGSize(width: 10, height: 10)
    layout.headerReferenceSize = CGSize(width: 100, height: 10)
    layout.footerReferenceSize = CGSize(width: 100, height: 10)
    let view = UICollectionView(
      frame: CGRect(x: 0, y: 0, width: 100, height: 100), collectionViewLayout: layout)
    let grid = Grid(collectionView: view)
    let photos = 3
    try grid.update(with: [
      GridSection(id: "2026-05", header: "May", footer: "\(photos) photos") {
        Cellar.Item<LiteralCell>(model: "a")
      }
    ])
    let header = try #require(
      view.supplementaryView(
        forElementKind: UICollectionView.elementKindSectionHeader,
        at: IndexPath(item: 0, section: 0)))
    let footer = try #require(
      view.supplementaryView(
        forElementKind: UICollectionView.elementKindSectionFooter,
        at: IndexPath(item: 0, section: 0)))
    #expect(header.render(width: 40) == "May")
    #expect(footer.render(width: 40) == "3 photos")
    let literal: GridSupplementary = "May"
    #expect(literal.model as? String == "May")
  }
}
