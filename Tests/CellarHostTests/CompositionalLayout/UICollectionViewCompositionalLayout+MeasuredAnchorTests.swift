import CellarTestSupport
import Foundation
import Testing

@testable import CellarHost

/// A 20 × 20 view of `kind` whose bottom `horizontal` corner meets its
/// host's.
@MainActor
private func cornerBadge(_ kind: String, _ horizontal: NSDirectionalRectEdge)
  -> NSCollectionLayoutSupplementaryItem
{
  NSCollectionLayoutSupplementaryItem(
    layoutSize: NSCollectionLayoutSize(
      widthDimension: .absolute(20), heightDimension: .absolute(20)),
    elementKind: kind, containerAnchor: NSCollectionLayoutAnchor(edges: [.bottom, horizontal]))
}

/// A list-like section of full-width rows estimated 44 high, one a group,
/// each row with a "badge" at its bottom trailing corner and each group
/// with a "second" at its bottom leading corner; `spacing` between groups.
@MainActor
private func badgedRows(spacing: CGFloat = 0) -> UICollectionViewCompositionalLayout {
  let size = NSCollectionLayoutSize(
    widthDimension: .fractionalWidth(1), heightDimension: .estimated(44))
  let item = NSCollectionLayoutItem(
    layoutSize: size, supplementaryItems: [cornerBadge("badge", .trailing)])
  let group = NSCollectionLayoutGroup.horizontal(layoutSize: size, subitems: [item])
  group.supplementaryItems = [cornerBadge("second", .leading)]
  let section = NSCollectionLayoutSection(group: group)
  section.interGroupSpacing = spacing
  return UICollectionViewCompositionalLayout(section: section)
}

/// A 390 × 844 view on `layout` whose ``SizingCell``s choose the height
/// `height(item)` (`nil`: the default, 44 for one line).
@MainActor
private func sizingView(
  _ layout: UICollectionViewLayout, count: Int, height: @escaping (Int) -> CGFloat?
) -> KeepingCollectionView {
  let source = GridSource([count])
  let view = makeKeepingView(layout, source)
  view.register(SizingCell.self, forCellWithReuseIdentifier: "Sizing")
  source.makeCell = { collectionView, path in
    let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "Sizing", for: path)
    cell.label.text = "\(path[1])"
    (cell as? SizingCell)?.preferred = height(path[1]).map { CGSize(width: 390, height: $0) }
    return cell
  }
  return view
}

@MainActor
private func anchored(_ layout: UICollectionViewLayout, _ kind: String, _ number: Int) -> CGRect? {
  layout.layoutAttributesForSupplementaryView(
    ofKind: kind, at: IndexPath(item: number, section: 0))?.frame
}

/// Every element the rectangle query answers, against the element's own
/// query, brute force over every index path: the same frames.
@MainActor
private func expectQueryMatches(
  _ view: UICollectionView, rect: CGRect, sourceLocation: SourceLocation = #_sourceLocation
) {
  let layout = view.collectionViewLayout
  var expected: [String: CGRect] = [:]
  for item in 0..<view.numberOfItems(inSection: 0) {
    let path = IndexPath(item: item, section: 0)
    let frames = [
      ("cell", layout.layoutAttributesForItem(at: path)?.frame),
      ("badge", anchored(layout, "badge", item)), ("second", anchored(layout, "second", item)),
    ]
    for case (let kind, let frame?) in frames where frame.meetsOrTouches(rect) {
      expected["\(kind) \(item)"] = frame
    }
  }
  var answered: [String: CGRect] = [:]
  for attributes in layout.layoutAttributesForElements(in: rect) ?? [] {
    let kind = attributes.representedElementKind ?? "cell"
    answered["\(kind) \(attributes.indexPath[1])"] = attributes.frame
  }
  #expect(answered == expected, sourceLocation: sourceLocation)
}

/// Three items a row, each a third wide, their height `height`, in a
/// group estimated 44 high; 10 points between rows.
@MainActor
private func threeAcross(_ height: NSCollectionLayoutDimension)
  -> UICollectionViewCompositionalLayout
{
  let item = NSCollectionLayoutItem(
    layoutSize: NSCollectionLayoutSize(
      widthDimension: .fractionalWidth(1 / 3), heightDimension: height))
  let group = NSCollectionLayoutGroup.horizontal(
    layoutSize: NSCollectionLayoutSize(
      widthDimension: .fractionalWidth(1), heightDimension: .estimated(44)),
    subitems: [item])
  let section = NSCollectionLayoutSection(group: group)
  section.interGroupSpacing = 10
  return UICollectionViewCompositionalLayout(section: section)
}

@MainActor
@Suite(
  "Compositional layout: measured items, what is anchored to them, uniform siblings (spec §2.4.2, §3.3)"
)
struct CompositionalMeasuredAnchorTests {
  @Test(
    "uniform siblings all take the group's longest measure; estimated siblings keep theirs (§3.3.2)"
  )
  func uniformSiblings() {
    let heights: [CGFloat] = [60, 100, 80, 30, 20, 50, 70]
    let uniform = threeAcross(.uniformAcrossSiblings(estimate: 44))
    let view = sizingView(uniform, count: 7) { heights[$0] }
    view.layoutIfNeeded()
    let frames = (0..<7).map { uniform.layoutAttributesForItem(at: [0, $0])?.frame }
    #expect(frames[0...2].map { $0?.height } == [100, 100, 100])
    #expect(frames[3...5].map { $0?.height } == [50, 50, 50])
    #expect(frames[3]?.minY == 110)
    // The partial last group's one item is its own longest.
    #expect(frames[6] == CGRect(x: 0, y: 170, width: 130, height: 70))
    #expect(view.contentSize.height == 240)
    #expect(view.cellForItem(at: [0, 0])?.frame.height == 100)
    expectQueryMatches(view, rect: view.bounds)

    let estimated = threeAcross(.estimated(44))
    let plain = sizingView(estimated, count: 7) { heights[$0] }
    plain.layoutIfNeeded()
    let own = (0..<6).map { estimated.layoutAttributesForItem(at: [0, $0])?.frame.height }
    #expect(own == [60, 100, 80, 30, 20, 50])
    #expect(estimated.layoutAttributesForItem(at: [0, 3])?.frame.minY == 110)
  }

  @Test(
    "uniform items of two nested groups are not siblings: each nested group takes its own longest (§3.3.2)"
  )
  func uniformSiblingsPerParentGroup() {
    // A row of two nested groups, each of two uniform items 97.5 wide.
    let item = NSCollectionLayoutItem(
      layoutSize: NSCollectionLayoutSize(
        widthDimension: .fractionalWidth(0.5),
        heightDimension: .uniformAcrossSiblings(estimate: 44)))
    let pair = NSCollectionLayoutGroup.horizontal(
      layoutSize: NSCollectionLayoutSize(
        widthDimension: .fractionalWidth(0.5), heightDimension: .estimated(44)),
      subitems: [item, item])
    let row = NSCollectionLayoutGroup.horizontal(
      layoutSize: NSCollectionLayoutSize(
        widthDimension: .fractionalWidth(1), heightDimension: .estimated(44)),
      subitems: [pair, pair])
    let layout = UICollectionViewCompositionalLayout(
      section: NSCollectionLayoutSection(group: row))
    let heights: [CGFloat] = [60, 30, 50, 20, 90, 10, 10, 10]
    let view = sizingView(layout, count: 8) { heights[$0] }
    view.layoutIfNeeded()
    let frames = (0..<8).map { layout.layoutAttributesForItem(at: [0, $0])?.frame.height }
    #expect(frames == [60, 60, 50, 50, 90, 90, 10, 10])
    // Each row is as long as its longest nested group.
    #expect(layout.layoutAttributesForItem(at: [0, 4])?.frame.minY == 60)
    #expect(view.contentSize.height == 150)
    expectQueryMatches(view, rect: view.bounds)
  }

  @Test("uniform siblings take the longest whatever order they are measured in, estimate included")
  func uniformOrderDoesNotMatter() {
    for heights: [CGFloat] in [[20, 30, 44], [44, 30, 20], [20, 30, .nan]] {
      let layout = threeAcross(.uniformAcrossSiblings(estimate: 44))
      let view = sizingView(layout, count: 3) { heights[$0] }
      view.layoutIfNeeded()
      let frames = (0..<3).map { layout.layoutAttributesForItem(at: [0, $0])?.frame.height }
      #expect(frames == [44, 44, 44], "\(heights)")
      #expect(view.contentSize.height == 44)
    }
  }

  @Test("a view anchored to an unmeasured uniform sibling follows the length it takes")
  func badgeOnUnmeasuredUniformSibling() {
    let item = NSCollectionLayoutItem(
      layoutSize: NSCollectionLayoutSize(
        widthDimension: .fractionalWidth(1 / 3),
        heightDimension: .uniformAcrossSiblings(estimate: 44)),
      supplementaryItems: [cornerBadge("badge", .trailing)])
    // Three 390-point items a row: items 1 and 2 lie right of the view and
    // are never shown or measured.
    let group = NSCollectionLayoutGroup.horizontal(
      layoutSize: NSCollectionLayoutSize(
        widthDimension: .absolute(1170), heightDimension: .estimated(44)),
      subitems: [item])
    let layout = UICollectionViewCompositionalLayout(
      section: NSCollectionLayoutSection(group: group))
    let view = sizingView(layout, count: 3) { $0 == 0 ? 100 : nil }
    view.layoutIfNeeded()
    #expect(layout.layoutAttributesForItem(at: [0, 1])?.frame.height == 100)
    #expect(anchored(layout, "badge", 1) == CGRect(x: 760, y: 80, width: 20, height: 20))
  }

  @Test("a uniform sibling measured again shorter lets the group shrink to the longest left")
  func uniformSiblingsShrink() {
    nonisolated(unsafe) var heights: [CGFloat] = [60, 100, 80]
    let layout = threeAcross(.uniformAcrossSiblings(estimate: 44))
    let view = sizingView(layout, count: 3) { heights[$0] }
    view.layoutIfNeeded()
    #expect(layout.layoutAttributesForItem(at: [0, 2])?.frame.height == 100)
    heights[1] = 40
    view.reconfigureItems(at: [[0, 1]])
    view.layoutIfNeeded()
    #expect(
      (0..<3).map { layout.layoutAttributesForItem(at: [0, $0])?.frame.height } == [80, 80, 80])
    #expect(view.contentSize.height == 80)
  }

  @Test("a view anchored to a measured item or group is placed on the measured frame")
  func anchoredViewsFollowMeasurements() {
    let layout = badgedRows()
    let view = sizingView(layout, count: 4) { $0 == 1 ? 100 : nil }
    view.layoutIfNeeded()
    #expect(
      layout.layoutAttributesForItem(at: [0, 1])?.frame
        == CGRect(x: 0, y: 44, width: 390, height: 100))
    // Row 1 ends at 144: its badge's bottom trailing corner meets that end,
    // and so does its group's view's bottom leading corner.
    #expect(anchored(layout, "badge", 1) == CGRect(x: 370, y: 124, width: 20, height: 20))
    #expect(anchored(layout, "second", 1) == CGRect(x: 0, y: 124, width: 20, height: 20))
    // Rows before and after keep their own ends (24 = 44 − 20; 168 = 188 − 20).
    #expect(anchored(layout, "badge", 0) == CGRect(x: 370, y: 24, width: 20, height: 20))
    #expect(anchored(layout, "badge", 2) == CGRect(x: 370, y: 168, width: 20, height: 20))
    #expect(anchored(layout, "second", 2) == CGRect(x: 0, y: 168, width: 20, height: 20))
    expectQueryMatches(view, rect: view.bounds)
    // The shown views have those frames too.
    let shown = view.supplementaryView(forElementKind: "badge", at: [0, 1])
    #expect(shown?.frame == CGRect(x: 370, y: 124, width: 20, height: 20))
  }

  @Test("a shorter measured item brings its anchored views up with its end")
  func shorterItemsMoveTheirViewsUp() {
    let layout = badgedRows(spacing: 10)
    let view = sizingView(layout, count: 3) { $0 == 0 ? 24 : nil }
    view.layoutIfNeeded()
    #expect(anchored(layout, "badge", 0) == CGRect(x: 370, y: 4, width: 20, height: 20))
    #expect(anchored(layout, "second", 0) == CGRect(x: 0, y: 4, width: 20, height: 20))
    // Row 1 starts at 24 + 10.
    #expect(anchored(layout, "badge", 1) == CGRect(x: 370, y: 58, width: 20, height: 20))
    expectQueryMatches(view, rect: view.bounds)
  }

  @Test("a cell whose answer is unusable is asked once, logged once, until it is reconfigured")
  func unusableAnswersAreAskedOnce() {
    let layout = UICollectionViewCompositionalLayout.list(
      using: UICollectionLayoutListConfiguration(appearance: .plain))
    let view = sizingView(layout, count: 3) { $0 == 1 ? .nan : nil }
    view.layoutIfNeeded()
    for step in 0..<50 {
      view.contentOffset.y = CGFloat(step % 2)
      view.layoutIfNeeded()
    }
    let cell = view.cellForItem(at: [0, 1]) as? SizingCell
    #expect(cell?.measuredCount == 1)
    #expect(layout.log.count(where: { $0.contains("its estimate is kept") }) == 1)
    #expect(layout.layoutAttributesForItem(at: [0, 1])?.frame.height == 44)
    view.reconfigureItems(at: [[0, 1]])
    view.layoutIfNeeded()
    #expect(cell?.measuredCount == 2)
    // The batch's solve began a new log; the new answer is logged in it.
    #expect(layout.log.count(where: { $0.contains("its estimate is kept") }) == 1)
  }

  @Test("a run of empty items after a fractional length is found at its rounded position")
  func emptyRunsAfterFractionalLengths() {
    let layout = badgedRows()
    let view = sizingView(layout, count: 10) { $0 == 0 ? 30.3 : (4...6).contains($0) ? 0 : nil }
    view.layoutIfNeeded()
    let top = layout.layoutAttributesForItem(at: [0, 4])?.frame.minY ?? 0
    expectQueryMatches(view, rect: CGRect(x: 0, y: top, width: 390, height: 10))
    expectQueryMatches(view, rect: CGRect(x: 0, y: top, width: 390, height: 1))
  }

  @Test("a run of items measured empty is found by a query that starts where they lie")
  func emptyRunsAreFound() {
    let layout = badgedRows()
    let view = sizingView(layout, count: 10) { (3...5).contains($0) ? 0 : nil }
    view.layoutIfNeeded()
    // Rows 3, 4 and 5 lie at 132, empty; row 2 ends there and row 6 starts there.
    for item in 3...5 {
      #expect(layout.layoutAttributesForItem(at: [0, item])?.frame.height == 0)
    }
    let rect = CGRect(x: 0, y: 132, width: 390, height: 10)
    let found = Set(
      (layout.layoutAttributesForElements(in: rect) ?? []).filter {
        $0.representedElementCategory == .cell
      }.map { $0.indexPath[1] })
    #expect(found == [2, 3, 4, 5, 6])
    expectQueryMatches(view, rect: rect)
    expectQueryMatches(view, rect: CGRect(x: 0, y: 131, width: 390, height: 1))
    expectQueryMatches(view, rect: CGRect(x: 0, y: 176, width: 390, height: 1))
  }
}

/// Uniform siblings in nested groups: repeating nested groups, a partial
/// last group and views anchored to uniform items (a helper's attack on
/// session 21's per-parent sharing; all held).
extension CompositionalMeasuredAnchorTests {
  private func uniformItem(badge: Bool = false) -> NSCollectionLayoutItem {
    let size = NSCollectionLayoutSize(
      widthDimension: .fractionalWidth(0.5),
      heightDimension: .uniformAcrossSiblings(estimate: 44))
    guard badge else { return NSCollectionLayoutItem(layoutSize: size) }
    return NSCollectionLayoutItem(
      layoutSize: size,
      supplementaryItems: [
        NSCollectionLayoutSupplementaryItem(
          layoutSize: NSCollectionLayoutSize(
            widthDimension: .absolute(10), heightDimension: .absolute(10)),
          elementKind: "badge",
          containerAnchor: NSCollectionLayoutAnchor(edges: [.bottom, .trailing]))
      ])
  }

  private func pairRow(repeating: Bool, badge: Bool = false) -> UICollectionViewCompositionalLayout
  {
    let item = uniformItem(badge: badge)
    let pairSize = NSCollectionLayoutSize(
      widthDimension: .fractionalWidth(0.5), heightDimension: .estimated(44))
    let pair = NSCollectionLayoutGroup.horizontal(layoutSize: pairSize, subitems: [item, item])
    let rowSize = NSCollectionLayoutSize(
      widthDimension: .fractionalWidth(1), heightDimension: .estimated(44))
    let row =
      repeating
      ? NSCollectionLayoutGroup.horizontal(layoutSize: rowSize, repeatingSubitem: pair, count: 2)
      : NSCollectionLayoutGroup.horizontal(layoutSize: rowSize, subitems: [pair, pair])
    return UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: row))
  }

  @Test("repeatingSubitem nested groups: each copy's uniform items are siblings only of each other")
  func repeatingNestedGroups() {
    let layout = pairRow(repeating: true)
    let heights: [CGFloat] = [60, 30, 50, 20, 90, 10, 10, 10]
    let view = sizingView(layout, count: 8) { heights[$0] }
    view.layoutIfNeeded()
    let frames = (0..<8).map { layout.layoutAttributesForItem(at: [0, $0])?.frame.height }
    #expect(frames == [60, 60, 50, 50, 90, 90, 10, 10])
    #expect(view.contentSize.height == 150)
  }

  @Test("a partial last group: the lone uniform item of the second pair takes its own length")
  func partialLastGroup() {
    let layout = pairRow(repeating: false)
    let heights: [CGFloat] = [60, 30, 50, 20, 90, 10, 25]
    let view = sizingView(layout, count: 7) { heights[$0] }
    view.layoutIfNeeded()
    let frames = (0..<7).map { layout.layoutAttributesForItem(at: [0, $0])?.frame.height }
    #expect(frames == [60, 60, 50, 50, 90, 90, 25])
    #expect(view.contentSize.height == 150)
  }

  @Test("a view anchored to a uniform item of a nested group follows its siblings' length")
  func badgeOnUniformNestedItem() {
    let layout = pairRow(repeating: false, badge: true)
    let heights: [CGFloat] = [60, 30, 50, 20]
    let view = sizingView(layout, count: 4) { heights[$0] }
    view.layoutIfNeeded()
    for (index, height) in [60, 60, 50, 50].enumerated() {
      let item = layout.layoutAttributesForItem(at: [0, index])?.frame
      let badge = layout.layoutAttributesForSupplementaryView(
        ofKind: "badge", at: [0, index])?.frame
      #expect(item?.height == CGFloat(height))
      #expect(badge?.maxY == item?.maxY, "badge \(index)")
      #expect(abs((badge?.maxX ?? 0) - (item?.maxX ?? 1)) < 1e-6, "badge \(index)")
    }
    let found = layout.layoutAttributesForElements(in: view.bounds) ?? []
    for attributes in found where attributes.representedElementKind == "badge" {
      let item = layout.layoutAttributesForItem(at: attributes.indexPath)?.frame
      #expect(attributes.frame.maxY == item?.maxY, "queried badge \(attributes.indexPath)")
    }
  }
}
