import Cellar
import CellarTestSupport
import Foundation
import Testing

/// A cell that counts its configurations, per test (reset by each).
private final class CountedCell: UICollectionViewCell, ConfigurableCollectionCell {
  @MainActor static var configurations = 0
  func configure(_ number: Int) {
    CountedCell.configurations += 1
    label.text = "\(number)"
  }
}

/// A grid on a 390 × 844 view with a flow layout, as apps make them.
@MainActor
private func makeGrid() -> Grid {
  Grid(
    collectionView: UICollectionView(
      frame: CGRect(x: 0, y: 0, width: 390, height: 844),
      collectionViewLayout: UICollectionViewFlowLayout()))
}

@MainActor
private func numbers(_ id: String, _ ids: some Sequence<Int>, header: GridSupplementary? = nil)
  -> GridSection
{
  GridSection(id: id, header: header, items: ids.map { Cellar.Item<CountedCell>(model: $0) })
}

@MainActor
private func frame(_ grid: Grid, _ item: Int, section: Int = 0) -> CGRect? {
  grid.collectionView.layoutAttributesForItem(at: IndexPath(item: item, section: section))?.frame
}

/// A value at scale 3, as the layout rounds it.
private func pixel(_ value: CGFloat) -> CGFloat { (value * 3).rounded(.down) / 3 }

@MainActor
@Suite("GridSection.layout: per-section layouts compiled to one compositional layout")
struct GridSectionLayoutTests {
  @Test("a section's .grid layout installs the grid's compositional layout: columns and spacing")
  func gridColumns() throws {
    let grid = makeGrid()
    try grid.update(with: [numbers("recent", 0..<7).layout(.grid(columns: 3, spacing: 8))])
    #expect(grid.collectionView.collectionViewLayout === grid.compositionalLayout)
    grid.collectionView.layoutIfNeeded()
    // (390 − 2 × 8) / 3 = 124.667, square; rows 8 apart.
    let side = pixel(374.0 / 3)
    #expect(frame(grid, 0) == CGRect(x: 0, y: 0, width: side, height: side))
    #expect(frame(grid, 1)?.minX == ((side + 8) * 3).rounded() / 3)
    #expect(frame(grid, 3)?.origin == CGPoint(x: 0, y: ((side + 8) * 3).rounded() / 3))
    #expect(grid.collectionView.visibleCells.count == 7)
    #expect(grid.lastError == nil)
  }

  @Test("a section without a layout gets the flow layout's metrics; headers become boundary items")
  func automaticAndHeaders() throws {
    let grid = makeGrid()
    try grid.update(with: [
      numbers("list", 0..<2, header: .title("Settings")).layout(.list(.insetGrouped)),
      numbers("plain", 10..<12, header: .title("More")).itemSize(CGSize(width: 40, height: 30))
        .headerReferenceSize(CGSize(width: 0, height: 20)),
    ])
    let view = grid.collectionView
    view.layoutIfNeeded()
    let kind = UICollectionView.elementKindSectionHeader
    let listHeader = try #require(
      view.collectionViewLayout.layoutAttributesForSupplementaryView(
        ofKind: kind, at: IndexPath(item: 0, section: 0)))
    #expect(listHeader.frame.minX == 20, "an inset-grouped list's header is inset")
    #expect(frame(grid, 0)?.width == 350)
    #expect(frame(grid, 0)?.height == 44)
    // The second section: its 20-point header, then 40 × 30 items.
    let plainHeader = try #require(
      view.collectionViewLayout.layoutAttributesForSupplementaryView(
        ofKind: kind, at: IndexPath(item: 0, section: 1)))
    #expect(plainHeader.frame.height == 20)
    #expect(frame(grid, 0, section: 1)?.size == CGSize(width: 40, height: 30))
    #expect(frame(grid, 0, section: 1)?.minY == plainHeader.frame.maxY)
    #expect(view.visibleSupplementaryViews(ofKind: kind).count == 2)
    #expect(grid.lastError == nil)
  }

  @Test("a .section layout builds any section from the environment")
  func customSection() throws {
    let grid = makeGrid()
    var widths: [CGFloat] = []
    let layout = GridSection.Layout.section { environment in
      widths.append(environment.container.effectiveContentSize.width)
      let item = NSCollectionLayoutItem(
        layoutSize: NSCollectionLayoutSize(
          widthDimension: .fractionalWidth(0.5), heightDimension: .absolute(60)))
      let group = NSCollectionLayoutGroup.horizontal(
        layoutSize: NSCollectionLayoutSize(
          widthDimension: .fractionalWidth(1), heightDimension: .absolute(60)),
        subitems: [item])
      return NSCollectionLayoutSection(group: group)
    }
    try grid.update(with: [
      numbers("pairs", 0..<3).layout(
        layout.contentInsets(
          NSDirectionalEdgeInsets(top: 5, leading: 5, bottom: 5, trailing: 5)))
    ])
    grid.collectionView.layoutIfNeeded()
    #expect(widths.last == 390)
    #expect(frame(grid, 1) == CGRect(x: 195, y: 5, width: 190, height: 60))
    #expect(frame(grid, 2) == CGRect(x: 5, y: 65, width: 190, height: 60))
  }

  @Test("changing a section's layout lays it out again without configuring a cell")
  func layoutChangeInvalidatesOnly() throws {
    let grid = makeGrid()
    try grid.update(with: [numbers("a", 0..<4).layout(.grid(columns: 2))])
    grid.collectionView.layoutIfNeeded()
    #expect(frame(grid, 1)?.minX == 195)
    let cells = grid.collectionView.visibleCells.map(ObjectIdentifier.init)
    let configured = CountedCell.configurations
    let logged = grid.collectionView.updateLog.count

    try grid.update(with: [numbers("a", 0..<4).layout(.grid(columns: 4))])
    grid.collectionView.layoutIfNeeded()
    #expect(frame(grid, 1)?.minX == pixel(97.5))
    #expect(CountedCell.configurations == configured, "no cell configured again")
    #expect(Set(grid.collectionView.visibleCells.map(ObjectIdentifier.init)) == Set(cells))
    #expect(grid.collectionView.updateLog.count == logged, "no batch sent to the view")
  }

  @Test(
    "an invalid layout throws a typed error and changes nothing",
    arguments: [
      (0, CGFloat(0), "a grid of 0 columns"), (-3, 0, "a grid of -3 columns"),
      (2, .nan, "spacing nan"), (2, -1, "spacing -1.0"), (2, .infinity, "spacing inf"),
    ])
  func invalidLayouts(columns: Int, spacing: CGFloat, reason: String) throws {
    let layout = GridSection.Layout.grid(columns: columns, spacing: spacing)
    let grid = makeGrid()
    try grid.update(with: [numbers("a", 0..<3)])
    let error = #expect(throws: TableError.self) {
      try grid.update(with: [numbers("a", 0..<5).layout(layout)])
    }
    guard case .invalidSectionLayout(let section, let text) = error else {
      Issue.record("not invalidSectionLayout: \(String(describing: error))")
      return
    }
    #expect(section == 0)
    #expect(text.hasPrefix(reason))
    #expect(grid.collectionView.collectionViewLayout is UICollectionViewFlowLayout)
    #expect(grid.collectionView.numberOfItems(inSection: 0) == 3)
  }

  @Test("a view with an app's own compositional layout keeps it; the sections' layouts are unused")
  func appLayoutKept() throws {
    let item = NSCollectionLayoutItem(
      layoutSize: NSCollectionLayoutSize(
        widthDimension: .fractionalWidth(1), heightDimension: .absolute(30)))
    let own = UICollectionViewCompositionalLayout(
      section: NSCollectionLayoutSection(
        group: .horizontal(
          layoutSize: NSCollectionLayoutSize(
            widthDimension: .fractionalWidth(1), heightDimension: .absolute(30)),
          subitems: [item])))
    let grid = Grid(
      collectionView: UICollectionView(
        frame: CGRect(x: 0, y: 0, width: 390, height: 844), collectionViewLayout: own))
    try grid.update(with: [numbers("a", 0..<2).layout(.grid(columns: 3))])
    grid.collectionView.layoutIfNeeded()
    #expect(grid.collectionView.collectionViewLayout === own)
    #expect(frame(grid, 1) == CGRect(x: 0, y: 30, width: 390, height: 30))
  }

  @Test("the layout configuration scrolls the grid sideways; .grid columns become rows")
  func horizontalConfiguration() throws {
    let grid = makeGrid()
    let configuration = UICollectionViewCompositionalLayoutConfiguration()
    configuration.scrollDirection = .horizontal
    grid.layoutConfiguration = configuration
    try grid.update(with: [numbers("a", 0..<4).layout(.grid(columns: 2))])
    grid.collectionView.layoutIfNeeded()
    #expect(grid.layoutConfiguration.scrollDirection == .horizontal)
    // Two rows of 422 points: squares 422 wide, stacked along x.
    #expect(frame(grid, 1) == CGRect(x: 0, y: 422, width: 422, height: 422))
    #expect(frame(grid, 2)?.minX == 422)
  }

  @Test(
    "a .row section runs its items sideways in one row that pages by itself; updates keep its offset"
  )
  func pagingRow() throws {
    let grid = makeGrid()
    let albums = GridSection.Layout.row(
      itemWidth: .fractionalWidth(0.8), itemHeight: .absolute(120), spacing: 10,
      scrolling: .groupPaging)
    try grid.update(with: [
      numbers("albums", 0..<5).layout(albums), numbers("recent", 10..<13).layout(.grid(columns: 3)),
    ])
    let view = grid.collectionView
    view.layoutIfNeeded()
    let width = pixel(0.8 * 390)
    #expect(frame(grid, 0) == CGRect(x: 0, y: 0, width: width, height: 120))
    #expect(frame(grid, 1)?.origin == CGPoint(x: ((width + 10) * 3).rounded() / 3, y: 0))
    #expect(frame(grid, 0, section: 1)?.minY == 120, "the grid starts below the one row")
    try view.dragOrthogonalSection(0, by: 40, velocity: 2)
    #expect(abs(view.orthogonalOffset(inSection: 0) - (width + 10)) < 0.01)
    #expect(view.indexPathsForVisibleItems.filter { $0[0] == 0 }.map(\.item).sorted() == [1, 2])
    // An update that changes no layout keeps the row where it is.
    try grid.update(with: [
      numbers("albums", 0..<6).layout(albums), numbers("recent", 10..<13).layout(.grid(columns: 3)),
    ])
    view.layoutIfNeeded()
    #expect(abs(view.orthogonalOffset(inSection: 0) - (width + 10)) < 0.01)
    #expect(grid.lastError == nil)
  }

  @Test(
    "an update asked for from inside a section's layout builder is queued and applied after the pass"
  )
  func updateFromTheProvider() throws {
    let grid = makeGrid()
    var asked = 0
    var thrown: (any Error)?
    let layout = GridSection.Layout.section { [weak grid] environment in
      asked += 1
      if asked == 1, let grid {
        do {
          try grid.update(with: [numbers("a", 0..<3).layout(.grid(columns: 3))])
        } catch {
          thrown = error
        }
      }
      let item = NSCollectionLayoutItem(
        layoutSize: NSCollectionLayoutSize(
          widthDimension: .fractionalWidth(1), heightDimension: .absolute(40)))
      return NSCollectionLayoutSection(
        group: .horizontal(
          layoutSize: NSCollectionLayoutSize(
            widthDimension: .fractionalWidth(1), heightDimension: .absolute(40)),
          subitems: [item]))
    }
    try grid.update(with: [numbers("a", 0..<2).layout(layout)])
    grid.collectionView.layoutIfNeeded()
    #expect(thrown == nil)
    #expect(grid.collectionView.numberOfItems(inSection: 0) == 3)
    #expect(frame(grid, 1)?.width == 130, "the queued update's layout")
    #expect(grid.lastError == nil)
  }
}

/// A mail item whose trailing swipe archives it.
@MainActor
private func mail(_ id: Int, archived: @escaping (Int) -> Void) -> Cellar.Item<CountedCell> {
  Cellar.Item<CountedCell>(model: id).trailingSwipeActions([
    SwipeAction(title: "Archive", style: .destructive) { model, _ in
      archived(model)
      return true
    }
  ]).leadingSwipeActions([SwipeAction(title: "Read") { _, _ in false }])
}

@MainActor
@Suite("GridSection.layout: list sections' swipe actions come from the items")
struct GridListSwipeTests {
  @Test("a list section offers each item's swipe actions; a handler's update waits for the swipe")
  func itemSwipes() throws {
    let grid = makeGrid()
    var ids = Array(0..<4)
    var archived: [Int] = []
    // Held weakly by the items' actions, which the grid keeps (no cycle).
    weak let weakGrid = grid
    func sections() -> [GridSection] {
      [
        GridSection(
          id: "inbox",
          items: ids.map { id in
            mail(id) { model in
              archived.append(model)
              ids.removeAll { $0 == model }
              try? weakGrid?.update(with: sections())
            }
          }
        ).layout(.list(.insetGrouped))
      ]
    }
    try grid.update(with: sections())
    let view = grid.collectionView
    view.layoutIfNeeded()
    #expect(try view.swipeItem(at: IndexPath(item: 2, section: 0), edge: .trailing))
    view.layoutIfNeeded()
    #expect(archived == [2])
    #expect(grid.sections[0].items.compactMap { $0.model(as: Int.self) } == [0, 1, 3])
    #expect(view.numberOfItems(inSection: 0) == 3)
    // The leading action reports what its handler returned.
    #expect(try !view.swipeItem(at: IndexPath(item: 0, section: 0), edge: .leading))
    #expect(grid.lastError == nil)
  }

  @Test("an app's own provider wins; items of sections that are not lists cannot be swiped")
  func ownProviderAndOtherLayouts() throws {
    let grid = makeGrid()
    var configuration = UICollectionLayoutListConfiguration(appearance: .plain)
    var asked = 0
    configuration.trailingSwipeActionsConfigurationProvider = { _ in
      asked += 1
      return nil
    }
    try grid.update(with: [
      GridSection(id: "list", items: [mail(0) { _ in }]).layout(.list(configuration)),
      GridSection(id: "grid", items: [mail(1) { _ in }]).layout(.grid(columns: 2)),
    ])
    let view = grid.collectionView
    view.layoutIfNeeded()
    #expect(try !view.swipeItem(at: IndexPath(item: 0, section: 0), edge: .trailing))
    #expect(asked == 1)
    // Its leading edge has no provider of the app's: the item's actions.
    #expect(
      try view.swipeActionsConfiguration(forItemAt: IndexPath(item: 0, section: 0), edge: .leading)?
        .actions.map(\.title) == ["Read"])
    #expect(
      try view.swipeActionsConfiguration(forItemAt: IndexPath(item: 0, section: 1), edge: .trailing)
        == nil)
  }
}
