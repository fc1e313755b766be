import CellarTestSupport
import Foundation
import Testing

@testable import CellarHost

/// Example A's section (spec §3.8): a 3-column grid, item insets 8, section insets 16.
@MainActor
private func exampleASection(spacing: CGFloat = 0) -> NSCollectionLayoutSection {
  let item = NSCollectionLayoutItem(
    layoutSize: NSCollectionLayoutSize(
      widthDimension: .fractionalWidth(1.0 / 3), heightDimension: .fractionalHeight(1)))
  item.contentInsets = NSDirectionalEdgeInsets(top: 8, leading: 8, bottom: 8, trailing: 8)
  let group = NSCollectionLayoutGroup.horizontal(
    layoutSize: NSCollectionLayoutSize(
      widthDimension: .fractionalWidth(1), heightDimension: .fractionalWidth(1.0 / 3)),
    subitems: [item])
  let section = NSCollectionLayoutSection(group: group)
  section.contentInsets = NSDirectionalEdgeInsets(top: 16, leading: 16, bottom: 16, trailing: 16)
  section.interGroupSpacing = spacing
  return section
}

@MainActor
private func makeView(_ layout: UICollectionViewLayout, _ source: GridSource) -> UICollectionView {
  let view = UICollectionView(
    frame: CGRect(x: 0, y: 0, width: 390, height: 844), collectionViewLayout: layout)
  view.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "Cell")
  view.dataSource = source
  return view
}

@MainActor
@Suite("Compositional layout: sections stacked and queried (spec §3.2.5–3.2.9, §3.5)")
struct CompositionalLayoutSolveTests {
  @Test(
    "worked example A on a collection view: item 4's frame, 7 items make content (390, 390) (checklist 31)"
  )
  func exampleA() throws {
    let layout = UICollectionViewCompositionalLayout(section: exampleASection())
    let source = GridSource([7])
    let view = makeView(layout, source)
    view.layoutIfNeeded()
    #expect(layout.collectionViewContentSize == CGSize(width: 390, height: 390))
    let four = try #require(layout.layoutAttributesForItem(at: IndexPath(item: 4, section: 0)))
    #expect(
      four.frame
        == CGRect(
          x: third(143.333), y: third(143.333), width: third(103.333), height: third(103.333)))
    #expect(view.visibleCells.count == 7)
    #expect(
      view.cellForItem(at: IndexPath(item: 6, section: 0))?.frame.origin
        == CGPoint(x: 24, y: third(262.667)))
    #expect(layout.layoutAttributesForItem(at: IndexPath(item: 7, section: 0)) == nil)
  }

  @Test("a partial last vertical group is trimmed to its items' reach (checklist 26)")
  func partialGroupTrimmed() {
    let item = NSCollectionLayoutItem(
      layoutSize: NSCollectionLayoutSize(
        widthDimension: .fractionalWidth(1), heightDimension: .absolute(50)))
    let column = NSCollectionLayoutGroup.vertical(
      layoutSize: NSCollectionLayoutSize(
        widthDimension: .fractionalWidth(1), heightDimension: .absolute(150)),
      subitems: [item])
    let layout = UICollectionViewCompositionalLayout(
      section: NSCollectionLayoutSection(group: column))
    let source1 = GridSource([4])

    let view = makeView(layout, source1)
    view.layoutIfNeeded()
    // One full group of three (150), then one of one item: 50, not 150.
    #expect(layout.collectionViewContentSize.height == 200)
  }

  @Test(
    "empty sections have no size, insets ignored; nil sections for empty ones skip the spacing (checklist 5, 29)"
  )
  func emptyAndNilSections() throws {
    let configuration = UICollectionViewCompositionalLayoutConfiguration()
    configuration.interSectionSpacing = 10
    var asked: [Int] = []
    let layout = UICollectionViewCompositionalLayout(
      sectionProvider: { index, _ in
        asked.append(index)
        return index == 2 ? nil : exampleASection()
      }, configuration: configuration)
    let source2 = GridSource([3, 0, 0, 3])

    let view = makeView(layout, source2)
    view.layoutIfNeeded()
    #expect(asked == [0, 1, 2, 3])
    // 151.333 + 10 + 0 (empty, insets ignored) + [nil: nothing] + 10 + 151.333.
    let sectionHeight = 16 + third(119.333) + 16
    #expect(layout.collectionViewContentSize.height == third(2 * sectionHeight + 20))
    let first = try #require(layout.layoutAttributesForItem(at: IndexPath(item: 0, section: 3)))
    #expect(first.frame.origin.y == third(sectionHeight + 20 + 24))
    asked = []
    view.invalidateLayout()
    view.layoutIfNeeded()
    #expect(
      asked == [0, 1, 2, 3], "the provider is asked again at every solve, in order (checklist 3)")
  }

  @Test("nil for a section with items raises UIKit's text (checklist 4)")
  func nilSectionWithItems() {
    let layout = UICollectionViewCompositionalLayout(sectionProvider: { _, _ in nil })
    let source3 = GridSource([2])

    let view = makeView(layout, source3)
    let exception = UIKitException.catching { view.layoutIfNeeded() }
    #expect(
      exception?.reason
        == "Invalid section definition. Please specify a valid section definition when content is to be rendered for a section. This is a client error."
    )
    #expect(view.visibleCells.isEmpty)
  }

  @Test(
    "the provider's environment: the bounds size, zero insets, the layout's scale (checklist 6)")
  func environment() {
    var seen: [CGSize] = []
    var scales: [CGFloat] = []
    let layout = UICollectionViewCompositionalLayout(sectionProvider: { _, environment in
      seen.append(environment.container.effectiveContentSize)
      scales.append(environment.traitCollection.displayScale)
      #expect(environment.container.contentInsets == .zero)
      return exampleASection()
    })
    let source4 = GridSource([1])

    let view = makeView(layout, source4)
    view.layoutIfNeeded()
    #expect(seen == [CGSize(width: 390, height: 844)])
    #expect(scales == [3])
  }

  @Test(
    "groups repeat interGroupSpacing apart; sections scroll sideways in a horizontal configuration")
  func spacingAndHorizontal() throws {
    let spaced = UICollectionViewCompositionalLayout(section: exampleASection(spacing: 10))
    let source5 = GridSource([6])

    let view = makeView(spaced, source5)
    view.layoutIfNeeded()
    let three = try #require(spaced.layoutAttributesForItem(at: IndexPath(item: 3, section: 0)))
    #expect(three.frame.origin.y == third(16 + 119.333 + 10 + 8))
    let item = NSCollectionLayoutItem(
      layoutSize: NSCollectionLayoutSize(
        widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(0.5)))
    let column = NSCollectionLayoutGroup.vertical(
      layoutSize: NSCollectionLayoutSize(
        widthDimension: .absolute(100), heightDimension: .fractionalHeight(1)),
      subitems: [item])
    let configuration = UICollectionViewCompositionalLayoutConfiguration()
    configuration.scrollDirection = .horizontal
    let sideways = UICollectionViewCompositionalLayout(
      section: NSCollectionLayoutSection(group: column), configuration: configuration)
    let source6 = GridSource([5])

    let strip = makeView(sideways, source6)
    strip.layoutIfNeeded()
    #expect(sideways.collectionViewContentSize == CGSize(width: 300, height: 844))
    #expect(
      sideways.layoutAttributesForItem(at: IndexPath(item: 3, section: 0))?.frame
        == CGRect(x: 100, y: 422, width: 100, height: 422))
    #expect(strip.visibleCells.count == 5)
  }

  @Test(
    "queries return exactly the items whose frames meet the rectangle, at a cost that follows the answer (seeded)"
  )
  func queriesMatchBruteForce() {
    for seed in SeededRandom.seeds(20) {
      var random = SeededRandom(seed: seed)
      let columns = 1 + random.int(4)
      let spacing = CGFloat(random.int(3) * 5)
      let counts = (0..<(1 + random.int(6))).map { _ in random.int(40) }
      let item = NSCollectionLayoutItem(
        layoutSize: NSCollectionLayoutSize(
          widthDimension: .fractionalWidth(1 / CGFloat(columns)),
          heightDimension: .fractionalHeight(1)))
      let group = NSCollectionLayoutGroup.horizontal(
        layoutSize: NSCollectionLayoutSize(
          widthDimension: .fractionalWidth(1),
          heightDimension: .absolute(CGFloat(40 + random.int(60)))),
        subitems: [item])
      let section = NSCollectionLayoutSection(group: group)
      section.interGroupSpacing = spacing
      section.contentInsets = NSDirectionalEdgeInsets(top: 5, leading: 7, bottom: 9, trailing: 3)
      let layout = UICollectionViewCompositionalLayout(section: section)
      let source7 = GridSource(counts)

      let view = makeView(layout, source7)
      view.layoutIfNeeded()
      var all: [IndexPath: CGRect] = [:]
      for (s, count) in counts.enumerated() {
        for i in 0..<count {
          all[IndexPath(item: i, section: s)] =
            layout.layoutAttributesForItem(at: IndexPath(item: i, section: s))?.frame
        }
      }
      for _ in 0..<10 {
        let y = CGFloat(random.int(Int(max(layout.collectionViewContentSize.height, 1))))
        let rect = CGRect(x: 0, y: y, width: 390, height: CGFloat(1 + random.int(400)))
        let answer = (layout.layoutAttributesForElements(in: rect) ?? []).map(\.indexPath)
        let expected = all.filter { $0.value.intersects(rect) }.map(\.key)
        #expect(Set(answer) == Set(expected), "seed \(seed)")
        #expect(answer.count == Set(answer).count, "seed \(seed)")
        let rows = Int(rect.height / 40) + 2 + counts.count
        #expect(layout.examinedByLastQuery <= rows + 2, "seed \(seed)")
      }
    }
  }

  @Test(
    "a million items cost one group's geometry, and a query in their middle examines a few groups")
  func millionItems() {
    let layout = UICollectionViewCompositionalLayout(section: exampleASection())
    let source8 = GridSource([1_000_000])

    let view = makeView(layout, source8)
    view.setContentOffset(CGPoint(x: 0, y: 20_000_000), animated: false)
    view.layoutIfNeeded()
    #expect(view.visibleCells.count <= 24)
    #expect(!view.visibleCells.isEmpty)
    #expect(layout.state.sections[0].template.leaves.count == 3)
    #expect(layout.examinedByLastQuery < 20)
  }

  @Test("hostile spacings and rectangles: negative and NaN spacing, infinite and null rectangles")
  func hostile() {
    for spacing in [-200, .nan, .infinity] as [CGFloat] {
      let layout = UICollectionViewCompositionalLayout(section: exampleASection(spacing: spacing))
      let source9 = GridSource([30])

      let view = makeView(layout, source9)
      view.layoutIfNeeded()
      _ = layout.layoutAttributesForElements(
        in: CGRect(x: -CGFloat.infinity, y: -CGFloat.infinity, width: .infinity, height: .infinity))
      _ = layout.layoutAttributesForElements(in: .null)
      _ = layout.layoutAttributesForElements(in: CGRect(x: 0, y: 1e300, width: 10, height: 10))
    }
  }

  @Test(
    "Apple's two-column grid: a group of exactly two items, 10 apart, in a section inset by 10 (checklist 19)"
  )
  func twoColumns() throws {
    let item = NSCollectionLayoutItem(
      layoutSize: NSCollectionLayoutSize(
        widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
    let group = NSCollectionLayoutGroup.horizontal(
      layoutSize: NSCollectionLayoutSize(
        widthDimension: .fractionalWidth(1), heightDimension: .absolute(44)),
      repeatingSubitem: item, count: 2)
    let forced = NSCollectionLayoutGroup.horizontal(
      layoutSize: NSCollectionLayoutSize(
        widthDimension: .fractionalWidth(1), heightDimension: .absolute(44)),
      subitem: item, count: 2)
    for columns in [forced] {
      columns.interItemSpacing = .fixed(10)
      let section = NSCollectionLayoutSection(group: columns)
      section.contentInsets = NSDirectionalEdgeInsets(
        top: 10, leading: 10, bottom: 10, trailing: 10)
      section.interGroupSpacing = 10
      let layout = UICollectionViewCompositionalLayout(section: section)
      let source = GridSource([5])
      let view = makeView(layout, source)
      view.layoutIfNeeded()
      #expect(
        (0..<5).compactMap {
          layout.layoutAttributesForItem(at: IndexPath(item: $0, section: 0))?.frame
        } == [
          CGRect(x: 10, y: 10, width: 180, height: 44),
          CGRect(x: 200, y: 10, width: 180, height: 44),
          CGRect(x: 10, y: 64, width: 180, height: 44),
          CGRect(x: 200, y: 64, width: 180, height: 44),
          CGRect(x: 10, y: 118, width: 180, height: 44),
        ])
      #expect(layout.collectionViewContentSize.height == 172)
    }
    // The repeating form keeps the item's own size: a full-width item, twice.
    group.interItemSpacing = .fixed(10)
    let layout = UICollectionViewCompositionalLayout(
      section: NSCollectionLayoutSection(group: group))
    let source = GridSource([2])
    let view = makeView(layout, source)
    view.layoutIfNeeded()
    #expect(
      layout.layoutAttributesForItem(at: IndexPath(item: 1, section: 0))?.frame.origin.x == 400)
  }
}
