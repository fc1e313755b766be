import CellarTestSupport
import Foundation
import Testing

@testable import CellarHost

/// The spec's Example C (§3.8): insets 16 leading and trailing, groups
/// 0.8 of the width and 200 tall of one full-size item, 10 between groups.
@MainActor
private func exampleC(
  _ behavior: UICollectionLayoutSectionOrthogonalScrollingBehavior = .groupPaging,
  insets: NSDirectionalEdgeInsets = NSDirectionalEdgeInsets(
    top: 0, leading: 16, bottom: 0, trailing: 16)
) -> NSCollectionLayoutSection {
  let item = NSCollectionLayoutItem(
    layoutSize: NSCollectionLayoutSize(
      widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
  let group = NSCollectionLayoutGroup.horizontal(
    layoutSize: NSCollectionLayoutSize(
      widthDimension: .fractionalWidth(0.8), heightDimension: .absolute(200)),
    subitems: [item])
  let section = NSCollectionLayoutSection(group: group)
  section.interGroupSpacing = 10
  section.contentInsets = insets
  section.orthogonalScrollingBehavior = behavior
  return section
}

/// A view of Example C's section (5 items) and, below it, a plain section
/// of 100-point rows.
@MainActor
private func exampleView(
  _ behavior: UICollectionLayoutSectionOrthogonalScrollingBehavior = .groupPaging,
  counts: [Int] = [5, 3], providerCalls: Counter? = nil
) -> KeepingCollectionView {
  let layout = UICollectionViewCompositionalLayout { index, _ in
    providerCalls?.value += 1
    guard index > 0 else { return exampleC(behavior) }
    let item = NSCollectionLayoutItem(
      layoutSize: NSCollectionLayoutSize(
        widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
    let group = NSCollectionLayoutGroup.horizontal(
      layoutSize: NSCollectionLayoutSize(
        widthDimension: .fractionalWidth(1), heightDimension: .absolute(100)),
      subitems: [item])
    return NSCollectionLayoutSection(group: group)
  }
  let view = makeKeepingView(layout, GridSource(counts))
  view.layoutIfNeeded()
  return view
}

/// A count the provider closure can change.
@MainActor
private final class Counter {
  var value = 0
}

/// Example C's rest offsets (spec §3.8 C, checklist 52).
private let exampleRests: [CGFloat] = [0, 296.333, 592.667, 889, 1113.667]

@MainActor
private func items(_ view: UICollectionView, section: Int) -> [Int] {
  view.indexPathsForVisibleItems.filter { $0[0] == section }.map { $0[1] }.sorted()
}

@MainActor
@Suite("Compositional layout: orthogonal sections (spec §3.6, checklist 48–55)")
struct CompositionalLayoutOrthogonalTests {
  @Test("Example C: the groups run along x in one row; the content stays as wide as the view")
  func exampleFrames() throws {
    let view = exampleView()
    let layout = view.collectionViewLayout
    let xs = (0..<5).compactMap {
      layout.layoutAttributesForItem(at: IndexPath(item: $0, section: 0))
    }
    .map(\.frame)
    #expect(xs.map { third($0.minX) } == [16, 312.333, 608.667, 905, 1201.333].map(third))
    #expect(xs.allSatisfy { $0.minY == 0 && $0.height == 200 && third($0.width) == third(286.333) })
    #expect(layout.collectionViewContentSize == CGSize(width: 390, height: 500))
    // The plain section starts below the row.
    #expect(layout.layoutAttributesForItem(at: IndexPath(item: 0, section: 1))?.frame.minY == 200)
  }

  @Test("the row is as tall as a group plus the section's insets (checklist 48)")
  func rowHeight() throws {
    let section = exampleC(
      insets: NSDirectionalEdgeInsets(top: 10, leading: 16, bottom: 30, trailing: 16))
    let layout = UICollectionViewCompositionalLayout(section: section)
    let view = makeKeepingView(layout, GridSource([5, 5]))
    view.layoutIfNeeded()
    #expect(layout.layoutAttributesForItem(at: IndexPath(item: 3, section: 0))?.frame.minY == 10)
    #expect(layout.layoutAttributesForItem(at: IndexPath(item: 0, section: 1))?.frame.minY == 250)
    #expect(layout.collectionViewContentSize.height == 480)
  }

  @Test("the offset is clamped to 0 through the row less the viewport (checklist 49)")
  func clamping() throws {
    let view = exampleView(.continuous)
    try view.setOrthogonalOffset(5000, inSection: 0)
    #expect(third(view.orthogonalOffset(inSection: 0)) == third(1113.667))
    try view.setOrthogonalOffset(-40, inSection: 0)
    #expect(view.orthogonalOffset(inSection: 0) == 0)
    // A row that fits does not scroll.
    let fitting = exampleView(.continuous, counts: [1, 3])
    try fitting.setOrthogonalOffset(100, inSection: 0)
    #expect(fitting.orthogonalOffset(inSection: 0) == 0)
  }

  @Test(".groupPaging rests at group leading edges, one group a drag: Example C (checklist 51, 52)")
  func groupPaging() throws {
    let view = exampleView(.groupPaging)
    var rests: [CGFloat] = [view.orthogonalOffset(inSection: 0)]
    for _ in 0..<5 {
      // A hard flick still moves one group.
      try view.dragOrthogonalSection(0, by: 60, velocity: 8)
      rests.append(view.orthogonalOffset(inSection: 0))
    }
    #expect(rests.map(third) == (exampleRests + [1113.667]).map(third))
    try view.dragOrthogonalSection(0, by: -60, velocity: -8)
    #expect(third(view.orthogonalOffset(inSection: 0)) == third(889))
    // A short, slow drag springs back.
    try view.dragOrthogonalSection(0, by: 100)
    #expect(third(view.orthogonalOffset(inSection: 0)) == third(889))
  }

  @Test(
    ".continuousGroupLeadingBoundary rests at the leading edge nearest the projection (checklist 51)"
  )
  func leadingBoundary() throws {
    let view = exampleView(.continuousGroupLeadingBoundary)
    try view.dragOrthogonalSection(0, by: 400)
    #expect(third(view.orthogonalOffset(inSection: 0)) == third(296.333))
    try view.dragOrthogonalSection(0, by: 450)
    #expect(third(view.orthogonalOffset(inSection: 0)) == third(889))
    // A flick goes as far as it projects (here past the end: clamped).
    try view.dragOrthogonalSection(0, by: -800, velocity: -1)
    #expect(view.orthogonalOffset(inSection: 0) == 0)
  }

  @Test(".paging rests at multiples of the bounds width, one page a drag (checklist 50)")
  func paging() throws {
    let view = exampleView(.paging)
    try view.dragOrthogonalSection(0, by: 100, velocity: 1)
    #expect(view.orthogonalOffset(inSection: 0) == 390)
    try view.dragOrthogonalSection(0, by: 100, velocity: 50)
    #expect(view.orthogonalOffset(inSection: 0) == 780)
    try view.dragOrthogonalSection(0, by: 100, velocity: 1)
    #expect(third(view.orthogonalOffset(inSection: 0)) == third(1113.667))
    try view.dragOrthogonalSection(0, by: -150)
    #expect(third(view.orthogonalOffset(inSection: 0)) == third(1113.667))
  }

  @Test(".continuous rests where the flick projects at the normal rate")
  func continuous() throws {
    let view = exampleView(.continuous)
    try view.dragOrthogonalSection(0, by: 100)
    #expect(view.orthogonalOffset(inSection: 0) == 100)
    try view.dragOrthogonalSection(0, by: 10, velocity: 0.2)
    // 110 + 0.2 × 0.998 / 0.002 = 209.8
    #expect(abs(view.orthogonalOffset(inSection: 0) - 209.8) < 0.001)
  }

  @Test(".groupPagingCentered centres one group a drag, its ends reachable")
  func groupPagingCentered() throws {
    let view = exampleView(.groupPagingCentered)
    // Group g centred: 16 + (286.333 + 10) g + 286.333 / 2 − 195.
    func centred(_ group: CGFloat) -> CGFloat { 16 + (859 / 3 + 10) * group + 859 / 6 - 195 }
    func offset() -> CGFloat { view.orthogonalOffset(inSection: 0) }
    // Before any drag the first group is centred (the extra leading inset).
    #expect(abs(offset() - centred(0)) < 0.01)
    let first = try #require(view.cellForItem(at: IndexPath(item: 0, section: 0)))
    #expect(abs(first.frame.midX - 195) < 0.5)
    try view.dragOrthogonalSection(0, by: -10)
    #expect(abs(offset() - centred(0)) < 0.01)
    for group in 1...4 {
      try view.dragOrthogonalSection(0, by: 50, velocity: 3)
      #expect(abs(offset() - centred(CGFloat(group))) < 0.01)
    }
    try view.dragOrthogonalSection(0, by: 50, velocity: 3)
    #expect(abs(offset() - centred(4)) < 0.01)
  }

  @Test(
    "scrolling a row shows the cells its offset brings in, with willDisplay and didEndDisplaying")
  func visibility() throws {
    let view = exampleView()
    let source = try #require(view.kept)
    view.delegate = source
    #expect(items(view, section: 0) == [0, 1])
    source.log.removeAll()
    try view.setOrthogonalOffset(600, inSection: 0)
    // Shifted by −600: item 1 ends at −1.333, item 2 starts at 8.667.
    #expect(items(view, section: 0) == [2, 3])
    #expect(source.log == ["end 0.0", "end 0.1", "will 0.2", "will 0.3"])
    let cell = try #require(view.cellForItem(at: IndexPath(item: 2, section: 0)))
    #expect(third(cell.frame.minX) == third(8.667))
    // The public query stays unscrolled.
    let laidOut = view.collectionViewLayout.layoutAttributesForElements(in: view.bounds) ?? []
    #expect(laidOut.filter { $0.indexPath[0] == 0 }.map { $0.indexPath[1] }.sorted() == [0, 1])
    #expect(
      view.collectionViewLayout.layoutAttributesForItem(at: IndexPath(item: 2, section: 0))?
        .frame.minX.rounded() == 609)
    // The plain section is untouched.
    #expect(items(view, section: 1) == [0, 1, 2])
  }

  @Test(
    "a row's scrolling is not the collection view's: no scrollViewDidScroll, no provider call (checklist 53, 55)"
  )
  func privateScroller() throws {
    let calls = Counter()
    let view = exampleView(providerCalls: calls)
    let before = calls.value
    view.recordsEvents = true
    try view.setOrthogonalOffset(300, inSection: 0)
    try view.dragOrthogonalSection(0, by: 50, velocity: 2)
    #expect(!view.events.map(\.description).contains { $0.hasPrefix("scrollView") })
    #expect(calls.value == before)
    #expect(view.contentOffset == .zero)
  }

  @Test(
    "the visible-items handler gets the row's offset and its items; its edits show (checklist 54)")
  func visibleItemsHandler() throws {
    var seen: [(offset: CGPoint, items: [Int])] = []
    let layout = UICollectionViewCompositionalLayout { _, _ in
      let section = exampleC()
      section.visibleItemsInvalidationHandler = { items, offset, environment in
        seen.append((offset, items.map(\.indexPath[1]).sorted()))
        #expect(environment.container.contentSize == CGSize(width: 390, height: 844))
        for item in items where item.indexPath[1] == 2 {
          item.alpha = 0.5
          item.center.y += 20
        }
      }
      return section
    }
    let view = makeKeepingView(layout, GridSource([5]))
    view.layoutIfNeeded()
    #expect(seen.last?.offset == .zero)
    #expect(seen.last?.items == [0, 1])
    try view.setOrthogonalOffset(600, inSection: 0)
    #expect(seen.last?.offset == CGPoint(x: 600, y: 0))
    #expect(seen.last?.items == [2, 3])
    let cell = try #require(view.cellForItem(at: IndexPath(item: 2, section: 0)))
    #expect(cell.alpha == 0.5)
    #expect(cell.frame.minY == 20)
    #expect(third(cell.frame.minX) == third(8.667))
  }

  @Test("reloadData resets the offsets; an update keeps them, clamped to the new row")
  func resetAndClamp() throws {
    let view = exampleView(.continuous)
    let source = try #require(view.kept)
    try view.setOrthogonalOffset(1000, inSection: 0)
    source.counts = [3, 3]
    view.performBatchUpdates {
      view.deleteItems(at: [IndexPath(item: 3, section: 0), IndexPath(item: 4, section: 0)])
    }
    view.layoutIfNeeded()
    // Three groups: 16 + 3 × 286.333 + 2 × 10 + 16 − 390 = 521.
    #expect(third(view.orthogonalOffset(inSection: 0)) == third(521))
    view.reloadData()
    view.layoutIfNeeded()
    #expect(view.orthogonalOffset(inSection: 0) == 0)
    #expect(items(view, section: 0) == [0, 1])
  }

  @Test(
    "a section that does not scroll on its own, and offsets that are not finite, are refused; nothing moves"
  )
  func refusals() throws {
    let view = exampleView()
    #expect(throws: UICollectionView.ScrollError.notOrthogonal(section: 1)) {
      try view.setOrthogonalOffset(10, inSection: 1)
    }
    #expect(throws: UICollectionView.ScrollError.notOrthogonal(section: 9)) {
      try view.dragOrthogonalSection(9, by: 10)
    }
    #expect(throws: UICollectionView.ScrollError.notOrthogonal(section: -1)) {
      try view.setOrthogonalOffset(10, inSection: -1)
    }
    for bad in [CGFloat.nan, .infinity, -.infinity] {
      #expect(throws: UICollectionView.ScrollError.self) {
        try view.setOrthogonalOffset(bad, inSection: 0)
      }
      #expect(throws: UICollectionView.ScrollError.self) {
        try view.dragOrthogonalSection(0, by: 10, velocity: bad)
      }
    }
    #expect(view.orthogonalOffset(inSection: 0) == 0)
    #expect(items(view, section: 0) == [0, 1])
    // A flow layout has no orthogonal sections.
    let flow = makeKeepingView(UICollectionViewFlowLayout(), GridSource([3]))
    #expect(throws: UICollectionView.ScrollError.notOrthogonal(section: 0)) {
      try flow.setOrthogonalOffset(10, inSection: 0)
    }
  }

  @Test("a row of 1,000,000 items: the query examines the groups it returns, the end is reachable")
  func millionItemRow() throws {
    let layout = UICollectionViewCompositionalLayout(section: exampleC(.continuous))
    let view = makeKeepingView(layout, GridSource([1_000_000]))
    view.layoutIfNeeded()
    let range = try #require(layout.orthogonalRange(inSection: 0)).offsets
    try view.setOrthogonalOffset(range.upperBound, inSection: 0)
    #expect(items(view, section: 0) == [999_998, 999_999])
    _ = layout.attributes(in: view.bounds, orthogonalOffsets: [0: range.upperBound])
    #expect(layout.examinedByLastQuery <= 4)
  }

  @Test("in a layout that scrolls sideways, a row runs along y")
  func horizontalLayout() throws {
    let configuration = UICollectionViewCompositionalLayoutConfiguration()
    configuration.scrollDirection = .horizontal
    let item = NSCollectionLayoutItem(
      layoutSize: NSCollectionLayoutSize(
        widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
    let group = NSCollectionLayoutGroup.vertical(
      layoutSize: NSCollectionLayoutSize(
        widthDimension: .absolute(100), heightDimension: .absolute(300)),
      subitems: [item])
    let section = NSCollectionLayoutSection(group: group)
    section.orthogonalScrollingBehavior = .continuous
    let layout = UICollectionViewCompositionalLayout(section: section, configuration: configuration)
    let view = makeKeepingView(layout, GridSource([5]))
    view.layoutIfNeeded()
    let frames = (0..<5).compactMap {
      layout.layoutAttributesForItem(at: IndexPath(item: $0, section: 0))?.frame
    }
    #expect(frames.map(\.minY) == [0, 300, 600, 900, 1200])
    #expect(frames.allSatisfy { $0.minX == 0 })
    try view.setOrthogonalOffset(700, inSection: 0)
    #expect(third(view.orthogonalOffset(inSection: 0)) == 656)
    #expect(items(view, section: 0) == [2, 3, 4])
  }

  @Test(
    "hostile section values lay out without trapping", arguments: [CGFloat.nan, .infinity, -5, 0])
  func hostileValues(value: CGFloat) throws {
    let section = exampleC(.groupPaging)
    section.interGroupSpacing = value
    section.contentInsets = NSDirectionalEdgeInsets(
      top: value, leading: value, bottom: value, trailing: value)
    let layout = UICollectionViewCompositionalLayout(section: section)
    let view = makeKeepingView(layout, GridSource([7]))
    view.layoutIfNeeded()
    _ = layout.layoutAttributesForElements(in: view.bounds)
    try view.dragOrthogonalSection(0, by: 300, velocity: 4)
    let offset = view.orthogonalOffset(inSection: 0)
    #expect(offset.isFinite)
  }
}
