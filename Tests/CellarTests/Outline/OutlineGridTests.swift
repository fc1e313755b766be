import CellarTestSupport
import Foundation
import Testing

@testable import Cellar

/// A grid cell for numbers.
private final class NumberItemCell: UICollectionViewCell, ConfigurableCollectionCell {
  func configure(_ model: Int) {}
}

/// An item identified by its number.
private func item(_ id: Int) -> Cellar.Item<NumberItemCell> {
  Cellar.Item<NumberItemCell>(model: id, id: id)
}

/// Outlines on grids: the same core as tables, through the grid's members.
@MainActor
@Suite struct OutlineGridTests {
  @Test("a collapsible grid section and items with children toggle in one batch each, by identity")
  func toggles() throws {
    let grid = makeSmallGrid()
    var changes: [ExpansionChange] = []
    grid.onExpansionChange = { changes.append($0) }
    let may = GridSection(id: "may") {
      item(1).children {
        item(2)
        item(3)
      }
      item(4)
    }.collapsible(expanded: false)
    try grid.update(with: [may, GridSection(id: "june") { item(5) }])
    #expect(shownIDs(grid) == [[], [5]])
    #expect(grid.sections[0].items.map(\.id) == [1, 4])
    var start = grid.collectionView.updateLog.count
    #expect(grid.setExpanded(true, section: "may"))
    #expect(shownIDs(grid) == [[1, 4], [5]])
    #expect(
      grid.collectionView.updateLog[start...].map(\.description)
        == ["batch([insertItems([[0, 0], [0, 1]])])"])
    start = grid.collectionView.updateLog.count
    #expect(grid.setExpanded(true, item: 1))
    #expect(shownIDs(grid) == [[1, 2, 3, 4], [5]])
    #expect(grid.isExpanded(item: 1) && grid.isExpanded(row: 1))
    #expect(
      grid.collectionView.updateLog[start...].map(\.description)
        == ["batch([insertItems([[0, 1], [0, 2]]), reconfigureItems([[0, 0]])])"])
    // An update keeps the states; a changed hidden-to-be item is diffed once shown.
    try grid.update(with: [
      may,
      GridSection(id: "june") {
        item(5)
        item(6)
      },
    ])
    #expect(shownIDs(grid) == [[1, 2, 3, 4], [5, 6]])
    #expect(grid.setExpanded(false, row: 1))
    #expect(shownIDs(grid) == [[1, 4], [5, 6]])
    #expect(
      changes == [
        ExpansionChange(node: .section("may"), isExpanded: true),
        ExpansionChange(node: .row(1), isExpanded: true),
        ExpansionChange(node: .row(1), isExpanded: false),
      ])
    var reported: [any Error] = []
    grid.onError = { reported.append($0) }
    #expect(!grid.setExpanded(true, item: 5))
    #expect(reported.count == 1)
  }
}
