import Cellar
import CellarTestSupport
import Foundation
import Testing

/// A cell showing its model's lines, one a line.
private final class LinesCell: UICollectionViewCell, ConfigurableCollectionCell {
  func configure(_ lines: [String]) {
    var content = UIListContentConfiguration.cell()
    content.text = lines.joined(separator: "\n")
    contentConfiguration = content
  }
}

@MainActor
private func makeGrid() -> Grid {
  Grid(
    collectionView: UICollectionView(
      frame: CGRect(x: 0, y: 0, width: 390, height: 844),
      collectionViewLayout: UICollectionViewFlowLayout()))
}

@MainActor
private func notes(_ notes: [(id: Int, lines: [String])]) -> GridSection {
  GridSection(
    id: "notes",
    items: notes.map { Cellar.Item<LinesCell>(model: $0.lines, id: $0.id) }
  ).layout(.list(.plain))
}

@MainActor
private func frame(_ grid: Grid, _ item: Int) -> CGRect? {
  grid.collectionView.layoutAttributesForItem(at: IndexPath(item: item, section: 0))?.frame
}

@MainActor
@Suite("Grid: list sections size their rows to their content (spec §3.3)")
struct GridSelfSizingTests {
  @Test("a list row as tall as its lines; an update that changes the lines measures it again")
  func rowsFollowTheirContent() throws {
    let grid = makeGrid()
    try grid.update(with: [notes([(1, ["a"]), (2, ["b", "c", "d"]), (3, ["e"])])])
    grid.collectionView.layoutIfNeeded()
    #expect(frame(grid, 0) == CGRect(x: 0, y: 0, width: 390, height: 44))
    #expect(frame(grid, 1) == CGRect(x: 0, y: 44, width: 390, height: 84))
    #expect(frame(grid, 2)?.minY == 128)
    // Item 2 shrinks to one line and a row is inserted before it: the
    // measurement of item 3 follows it, item 2 is measured again.
    try grid.update(with: [notes([(1, ["a"]), (4, ["x", "y"]), (2, ["b"]), (3, ["e"])])])
    grid.collectionView.layoutIfNeeded()
    #expect(frame(grid, 1) == CGRect(x: 0, y: 44, width: 390, height: 64))
    #expect(frame(grid, 2) == CGRect(x: 0, y: 108, width: 390, height: 44))
    #expect(frame(grid, 3)?.minY == 152)
    #expect(grid.collectionView.contentSize.height == 196)
  }
}

@MainActor
@Suite("Grid: list sections show their items' separators (spec §4.1.4)")
struct GridListSeparatorTests {
  @Test("an item's separators override the section's; automatic keeps it; the app's handler wins")
  func itemSeparators() throws {
    let grid = makeGrid()
    let items = [
      Cellar.Item<LinesCell>(model: ["a"], id: 1).separators(bottom: .hidden),
      Cellar.Item<LinesCell>(model: ["b"], id: 2).separators(top: .visible),
      Cellar.Item<LinesCell>(model: ["c"], id: 3),
    ]
    #expect(items[0].bottomSeparatorVisibility == .hidden)
    #expect(items[0].topSeparatorVisibility == .automatic)
    #expect(items[2].separators().bottomSeparatorVisibility == .automatic)
    try grid.update(with: [GridSection(id: "list", items: items).layout(.list(.plain))])
    let view = grid.collectionView
    view.layoutIfNeeded()
    func separators(_ item: Int) -> UIListSeparatorConfiguration? {
      view.separatorConfiguration(forItemAt: IndexPath(item: item, section: 0))
    }
    #expect(separators(0)?.bottomSeparatorVisibility == .hidden)
    #expect(separators(0)?.topSeparatorVisibility == .automatic)
    #expect(separators(1)?.topSeparatorVisibility == .visible)
    #expect(separators(2) == UIListSeparatorConfiguration(listAppearance: .plain))
    // A section whose configuration has its own handler keeps it.
    var configuration = UICollectionLayoutListConfiguration(appearance: .plain)
    configuration.itemSeparatorHandler = { _, section in
      var resolved = section
      resolved.topSeparatorVisibility = .hidden
      return resolved
    }
    try grid.update(with: [GridSection(id: "list", items: items).layout(.list(configuration))])
    view.layoutIfNeeded()
    #expect(separators(0)?.bottomSeparatorVisibility == .automatic)
    #expect(separators(1)?.topSeparatorVisibility == .hidden)
  }
}

@MainActor
@Suite("Grid: outlines in list sections (spec §5.3): list cells indent and disclose")
struct GridListOutlineTests {
  @MainActor
  private func sidebar() -> [GridSection] {
    [
      GridSection(id: "places") {
        Cellar.Item<ListCell>(model: ListContent("Europe"), id: "europe").children {
          Cellar.Item<ListCell>(model: ListContent("Paris", accessories: [.checkmark]), id: "paris")
          Cellar.Item<ListCell>(model: ListContent("Rome"), id: "rome")
        }
        Cellar.Item<ListCell>(model: ListContent("Asia", accessories: [.label("2")]), id: "asia")
      }.layout(.list(.sidebar))
    ]
  }

  @Test("a parent shows an outline disclosure that toggles it in one batch; children indent")
  func disclosureToggles() throws {
    let grid = makeGrid()
    try grid.update(with: sidebar())
    let view = grid.collectionView
    view.layoutIfNeeded()
    #expect(view.numberOfItems(inSection: 0) == 2)
    let europe = try #require(view.cellForItem(at: IndexPath(item: 0, section: 0)) as? ListCell)
    #expect(europe.accessories.map(\.accessoryType) == [.outlineDisclosure])
    #expect(europe.render(width: 30).hasSuffix("▸"))
    #expect(europe.defaultContentConfiguration() == .sidebarCell())
    let batches = view.updateLog.count
    #expect(try view.tapAccessory(.outlineDisclosure, at: IndexPath(item: 0, section: 0)))
    view.layoutIfNeeded()
    #expect(view.updateLog.count == batches + 1)
    #expect(view.numberOfItems(inSection: 0) == 4)
    #expect(europe.render(width: 30).hasSuffix("▾"))
    #expect(europe.configurationState.isExpanded)
    let paris = try #require(view.cellForItem(at: IndexPath(item: 1, section: 0)) as? ListCell)
    #expect(paris.indentationLevel == 1)
    #expect(paris.accessories.map(\.accessoryType) == [.checkmark])
    let asia = try #require(view.cellForItem(at: IndexPath(item: 3, section: 0)) as? ListCell)
    #expect(asia.indentationLevel == 0)
    #expect(asia.accessories.map(\.accessoryType) == [.label])
    // Collapsed again by the same accessory.
    #expect(try view.tapAccessory(.outlineDisclosure, at: IndexPath(item: 0, section: 0)))
    view.layoutIfNeeded()
    #expect(view.numberOfItems(inSection: 0) == 2)
    #expect(europe.render(width: 30).hasSuffix("▸"))
  }
}
