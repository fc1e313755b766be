import Cellar
import CellarTestSupport
import Foundation
import Testing

private final class TileCell: UICollectionViewCell, ConfigurableCollectionCell {
  func configure(_ number: Int) { label.text = "\(number)" }
}

/// A section of `columns` square items a row, each a fraction of the
/// section's width.
@MainActor
private func gridSection(columns: Int) -> NSCollectionLayoutSection {
  let fraction = 1 / CGFloat(columns)
  let item = NSCollectionLayoutItem(
    layoutSize: NSCollectionLayoutSize(
      widthDimension: .fractionalWidth(fraction), heightDimension: .fractionalHeight(1)))
  let group = NSCollectionLayoutGroup.horizontal(
    layoutSize: NSCollectionLayoutSize(
      widthDimension: .fractionalWidth(1), heightDimension: .fractionalWidth(fraction)),
    subitems: [item])
  return NSCollectionLayoutSection(group: group)
}

/// A section of 10-point squares stacked in columns of ten, for a layout
/// that scrolls sideways in a 100 × 100 viewport.
@MainActor
private func columnSection() -> NSCollectionLayoutSection {
  let item = NSCollectionLayoutItem(
    layoutSize: NSCollectionLayoutSize(
      widthDimension: .fractionalWidth(1), heightDimension: .absolute(10)))
  let group = NSCollectionLayoutGroup.vertical(
    layoutSize: NSCollectionLayoutSize(
      widthDimension: .absolute(10), heightDimension: .fractionalHeight(1)),
    subitems: [item])
  return NSCollectionLayoutSection(group: group)
}

/// A grid on a `width` × `height` view whose layout has `columns`
/// square items a row.
@MainActor
private func makeGrid(columns: Int, width: CGFloat, height: CGFloat) -> Grid {
  let view = UICollectionView(
    frame: CGRect(x: 0, y: 0, width: width, height: height),
    collectionViewLayout: UICollectionViewCompositionalLayout(
      section: gridSection(columns: columns)))
  return Grid(collectionView: view)
}

@MainActor
private func numbers(_ id: String, _ ids: some Sequence<Int>) -> GridSection {
  GridSection(id: id, items: ids.map { Cellar.Item<TileCell>(model: $0) })
}

@MainActor
private func frame(_ grid: Grid, _ item: Int, section: Int = 0) -> CGRect? {
  grid.collectionView.layoutAttributesForItem(at: IndexPath(item: item, section: section))?.frame
}

/// What the visible cells show, in index-path order.
@MainActor
private func shown(_ grid: Grid) -> [String] {
  grid.collectionView.indexPathsForVisibleItems.sorted().compactMap {
    grid.collectionView.cellForItem(at: $0)?.label.text
  }
}

/// A `Grid` on a collection view whose layout is not a flow layout: the
/// layout places the items, the grid only supplies them and their updates.
@MainActor
@Suite struct GridCompositionalLayoutTests {
  @Test("a grid on a compositional layout shows its items where the layout puts them")
  func itemsAtTheLayoutsFrames() throws {
    let grid = makeGrid(columns: 3, width: 300, height: 250)
    let view = grid.collectionView
    try grid.update(with: [numbers("a", 0..<10)])
    view.layoutIfNeeded()
    #expect(frame(grid, 0) == CGRect(x: 0, y: 0, width: 100, height: 100))
    #expect(frame(grid, 4) == CGRect(x: 100, y: 100, width: 100, height: 100))
    #expect(frame(grid, 9) == CGRect(x: 0, y: 300, width: 100, height: 100))
    #expect(view.contentSize == CGSize(width: 300, height: 400))
    // Three rows meet the 250-point viewport.
    #expect(shown(grid) == (0..<9).map(String.init))
    #expect(grid.lastError == nil)
  }

  @Test("inserts and deletes move items to the layout's new frames, cells kept")
  func updatesFollowTheLayout() throws {
    let grid = makeGrid(columns: 3, width: 300, height: 600)
    let view = grid.collectionView
    try grid.update(with: [numbers("a", 0..<6)])
    view.layoutIfNeeded()
    let cellOf5 = try #require(view.cellForItem(at: IndexPath(item: 5, section: 0)))

    try grid.update(with: [numbers("a", [100, 101] + Array(1..<6))])
    view.layoutIfNeeded()
    // 0 deleted, 100 and 101 inserted: 5 is now item 6, first of row 3.
    #expect(frame(grid, 6) == CGRect(x: 0, y: 200, width: 100, height: 100))
    #expect(view.cellForItem(at: IndexPath(item: 6, section: 0)) === cellOf5)
    #expect(shown(grid) == ["100", "101", "1", "2", "3", "4", "5"])
    #expect(grid.lastError == nil)
  }

  @Test("a section provider lays out each of the grid's sections its own way")
  func sectionProviderPerSection() throws {
    let layout = UICollectionViewCompositionalLayout { section, _ in
      gridSection(columns: section == 0 ? 3 : 1)
    }
    let view = UICollectionView(
      frame: CGRect(x: 0, y: 0, width: 300, height: 1000), collectionViewLayout: layout)
    let grid = Grid(collectionView: view)
    try grid.update(with: [numbers("three", 0..<4), numbers("one", 10..<12)])
    view.layoutIfNeeded()
    // Two rows of thirds (200), then full-width squares.
    #expect(frame(grid, 3) == CGRect(x: 0, y: 100, width: 100, height: 100))
    #expect(frame(grid, 0, section: 1) == CGRect(x: 0, y: 200, width: 300, height: 300))
    #expect(frame(grid, 1, section: 1) == CGRect(x: 0, y: 500, width: 300, height: 300))

    // Moving a section: the provider is asked by the new indexes, so
    // "one" now gets thirds (one row) and "three" full-width squares.
    try grid.update(with: [numbers("one", 10..<12), numbers("three", 0..<4)])
    view.layoutIfNeeded()
    #expect(frame(grid, 1, section: 0) == CGRect(x: 100, y: 0, width: 100, height: 100))
    #expect(frame(grid, 0, section: 1) == CGRect(x: 0, y: 100, width: 300, height: 300))
    #expect(frame(grid, 3, section: 1) == CGRect(x: 0, y: 1000, width: 300, height: 300))
    #expect(grid.lastError == nil)
  }

  @Test("an item's own size is for flow layouts: a compositional layout sizes it")
  func itemSizesAreTheLayouts() throws {
    let grid = makeGrid(columns: 3, width: 300, height: 300)
    let view = grid.collectionView
    try grid.update {
      GridSection(id: "s") {
        Cellar.Item<TileCell>(model: 1, size: CGSize(width: 7, height: 9))
        Cellar.Item<TileCell>(model: 2)
      }
      .itemSize(CGSize(width: 50, height: 50))
    }
    view.layoutIfNeeded()
    #expect(frame(grid, 0) == CGRect(x: 0, y: 0, width: 100, height: 100))
    #expect(frame(grid, 1) == CGRect(x: 100, y: 0, width: 100, height: 100))
  }

  @Test(
    "the scroll anchor follows the compositional configuration's axis",
    arguments: [false, true])
  func anchorAlongTheConfigurationsAxis(horizontal: Bool) throws {
    let configuration = UICollectionViewCompositionalLayoutConfiguration()
    let section: NSCollectionLayoutSection
    if horizontal {
      configuration.scrollDirection = .horizontal
      section = columnSection()
    } else {
      section = gridSection(columns: 10)
    }
    let view = UICollectionView(
      frame: CGRect(x: 0, y: 0, width: 100, height: 100),
      collectionViewLayout: UICollectionViewCompositionalLayout(
        section: section, configuration: configuration))
    let grid = Grid(collectionView: view)
    try grid.update(with: [numbers("n", 0..<200)])
    view.setContentOffset(horizontal ? CGPoint(x: 55, y: 0) : CGPoint(x: 0, y: 55), animated: false)
    #expect(shown(grid).first == "50")

    // Thirty items (three lines) inserted before the first visible one.
    try grid.update(with: [numbers("n", Array(1000..<1030) + Array(0..<200))])
    let offset = view.contentOffset
    #expect((horizontal ? offset.x : offset.y) == 85)
    #expect((horizontal ? offset.y : offset.x) == 0)
    #expect(shown(grid).first == "50")
  }

  @Test("a grid moved from a flow layout to a compositional one keeps its items and updates")
  func flowToCompositional() throws {
    let flow = UICollectionViewFlowLayout()
    flow.itemSize = CGSize(width: 10, height: 10)
    let view = UICollectionView(
      frame: CGRect(x: 0, y: 0, width: 300, height: 300), collectionViewLayout: flow)
    let grid = Grid(collectionView: view)
    try grid.update(with: [numbers("a", 0..<4)])
    view.layoutIfNeeded()
    #expect(frame(grid, 1)?.size == CGSize(width: 10, height: 10))

    var finished: Bool?
    view.setCollectionViewLayout(
      UICollectionViewCompositionalLayout(section: gridSection(columns: 2)), animated: false
    ) { finished = $0 }
    #expect(finished == true)
    view.layoutIfNeeded()
    #expect(frame(grid, 1) == CGRect(x: 150, y: 0, width: 150, height: 150))
    #expect(flow.collectionView == nil)

    try grid.update(with: [numbers("a", 0..<5)])
    view.layoutIfNeeded()
    #expect(frame(grid, 4) == CGRect(x: 0, y: 300, width: 150, height: 150))
    #expect(shown(grid) == ["0", "1", "2", "3"])
    #expect(grid.lastError == nil)
  }

  @Test("a section's header boundary item shows the grid section's header, pinned when it pins")
  func headersFromBoundaryItems() throws {
    let section = gridSection(columns: 3)
    let header = NSCollectionLayoutBoundarySupplementaryItem(
      layoutSize: NSCollectionLayoutSize(
        widthDimension: .fractionalWidth(1), heightDimension: .absolute(40)),
      elementKind: UICollectionView.elementKindSectionHeader, alignment: .top)
    header.pinToVisibleBounds = true
    section.boundarySupplementaryItems = [header]
    let view = UICollectionView(
      frame: CGRect(x: 0, y: 0, width: 300, height: 300),
      collectionViewLayout: UICollectionViewCompositionalLayout(section: section))
    let grid = Grid(collectionView: view)
    try grid.update {
      GridSection(
        id: "may", header: .title("May"), items: (0..<30).map { Cellar.Item<TileCell>(model: $0) })
      GridSection(
        id: "june", header: .title("June"),
        items: (30..<33).map { Cellar.Item<TileCell>(model: $0) })
    }
    view.layoutIfNeeded()
    let kind = UICollectionView.elementKindSectionHeader
    let may = try #require(
      view.supplementaryView(forElementKind: kind, at: IndexPath(item: 0, section: 0)))
    #expect(may.frame == CGRect(x: 0, y: 0, width: 300, height: 40))
    #expect(frame(grid, 0) == CGRect(x: 0, y: 40, width: 100, height: 100))

    // Scrolled into May: its header stays at the top of the viewport.
    view.setContentOffset(CGPoint(x: 0, y: 500), animated: false)
    let pinned = try #require(
      view.supplementaryView(forElementKind: kind, at: IndexPath(item: 0, section: 0)))
    #expect(pinned.frame.minY == 500)
    #expect(grid.lastError == nil)
  }
}
