import CellarTestSupport
import Foundation
import Testing

@testable import Cellar

/// A grid cell for numbers.
private final class TraitItemCell: UICollectionViewCell, ConfigurableCollectionCell {
  func configure(_ model: Int) {}
}

/// A table row identified by its number.
private func row(_ id: Int) -> Row<TitleCell> { Row<TitleCell>(model: "\(id)", id: id) }

/// A table row with one child, shown expanded.
private func parent(_ id: Int, child: Int) -> Row<TitleCell> {
  row(id).children([row(child)]).expanded(true)
}

/// A grid item identified by its number.
private func item(_ id: Int) -> Cellar.Item<TraitItemCell> {
  Cellar.Item<TraitItemCell>(model: id, id: id)
}

/// What sections know of their rows (`RowTraits`), which lets the update
/// passes that look for parent rows and item sizes skip the sections
/// without any: every way of giving a section rows must keep it true.
@MainActor
@Suite struct RowTraitsTests {
  @Test("a section made of plain rows knows that none has a trait; one row with a trait is seen")
  func traitsOfMadeSections() {
    #expect(Section(id: 0, rows: [row(1), row(2)]).rowTraits == [])
    #expect(Section(id: 0) { row(1) }.rowTraits == [])
    #expect(Section(id: 0, anyRows: [row(1).anyRow]).rowTraits == [])
    #expect(Section(id: 0, rows: [row(1), parent(2, child: 3)]).rowTraits == .outlineChildren)
    #expect(Section(id: 0) { parent(2, child: 3) }.rowTraits == .outlineChildren)
    // An empty parent is a parent: it may get children.
    #expect(Section(id: 0) { row(2).children([]) }.rowTraits == .outlineChildren)
    #expect(GridSection(id: 0, items: [item(1)]).base.rowTraits == [])
    #expect(
      GridSection(id: 0, items: [item(1), item(2).size(CGSize(width: 5, height: 5))]).base
        .rowTraits == .itemSizes)
    #expect(GridSection(id: 0) { item(1).children { item(2) } }.base.rowTraits == .outlineChildren)
    // Rows changed from outside the section's own methods may have anything.
    var section = Section(id: 0, rows: [row(1)])
    section.rows[0] = row(1).anyRow
    #expect(section.rowTraits == .all)
  }

  @Test("a parent row given to a table section in any way is shown with its children")
  func tableParentsAddedAnyWay() throws {
    typealias Make = () -> Section
    let ways: [(String, Make)] = [
      ("init(rows:)", { Section(id: "s", rows: [row(1), parent(2, child: 3)]) }),
      (
        "builder",
        {
          Section(id: "s") {
            row(1)
            parent(2, child: 3)
          }
        }
      ),
      (
        "init(anyRows:)",
        { Section(id: "s", anyRows: [row(1).anyRow, parent(2, child: 3).anyRow]) }
      ),
      (
        "append",
        {
          var section = Section(id: "s", rows: [row(1)])
          section.append(parent(2, child: 3))
          return section
        }
      ),
      (
        "append(contentsOf:)",
        {
          var section = Section(id: "s", rows: [row(1)])
          section.append(contentsOf: [parent(2, child: 3)])
          return section
        }
      ),
      (
        "+= row",
        {
          var section = Section(id: "s", rows: [row(1)])
          section += parent(2, child: 3)
          return section
        }
      ),
      (
        "+= rows",
        {
          var section = Section(id: "s", rows: [row(1)])
          section += [parent(2, child: 3)]
          return section
        }
      ),
      (
        "rows +=",
        {
          var section = Section(id: "s", rows: [row(1)])
          section.rows += [parent(2, child: 3).anyRow]
          return section
        }
      ),
      (
        "rows[i] =",
        {
          var section = Section(id: "s", rows: [row(1), row(2)])
          section.rows[1] = parent(2, child: 3).anyRow
          return section
        }
      ),
    ]
    for (name, make) in ways {
      let table = makeTable()
      try table.update(with: [make()])
      #expect(shownIDs(table) == [[1, 2, 3]], "\(name)")
      #expect(table.setExpanded(false, row: 2), "\(name)")
      #expect(shownIDs(table) == [[1, 2]], "\(name)")
    }
  }

  @Test("an item with children given to a grid section in any way is shown with its children")
  func gridParentsAddedAnyWay() throws {
    let parentItem = item(2).children { item(3) }.expanded(true)
    typealias Add = (inout GridSection) -> Void
    let ways: [(String, Add)] = [
      ("items", { $0.items += [parentItem.anyItem] }),
      ("append", { $0.append(parentItem) }),
      ("append(contentsOf:)", { $0.append(contentsOf: [parentItem]) }),
      ("+= item", { $0 += parentItem }),
      ("+= items", { $0 += [parentItem] }),
    ]
    for (name, add) in ways {
      let grid = makeSmallGrid()
      var section = GridSection(id: "s") { item(1) }
      add(&section)
      try grid.update(with: [section])
      #expect(shownIDs(grid) == [[1, 2, 3]], "\(name)")
    }
  }
}
