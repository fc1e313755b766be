import CellarTestSupport
import Foundation
import Testing

@testable import CellarHost

/// A badge `width` × `height` anchored to its host's top trailing corner,
/// moved by a fraction of its own size (Apple's sample badge).
@MainActor
private func badge(
  _ kind: String = "badge", width: CGFloat = 20, height: CGFloat = 20,
  anchor: NSCollectionLayoutAnchor = NSCollectionLayoutAnchor(
    edges: [.top, .trailing], fractionalOffset: CGPoint(x: 0.3, y: -0.3))
) -> NSCollectionLayoutSupplementaryItem {
  NSCollectionLayoutSupplementaryItem(
    layoutSize: NSCollectionLayoutSize(
      widthDimension: .absolute(width), heightDimension: .absolute(height)),
    elementKind: kind, containerAnchor: anchor)
}

/// Five items a row, 78 × 100, each with the supplementary items given;
/// the group gets `groupItems`.
@MainActor
private func badgedSection(
  _ items: [NSCollectionLayoutSupplementaryItem] = [],
  groupItems: [NSCollectionLayoutSupplementaryItem] = []
) -> NSCollectionLayoutSection {
  let item = NSCollectionLayoutItem(
    layoutSize: NSCollectionLayoutSize(
      widthDimension: .fractionalWidth(0.2), heightDimension: .fractionalHeight(1)),
    supplementaryItems: items)
  let group = NSCollectionLayoutGroup.horizontal(
    layoutSize: NSCollectionLayoutSize(
      widthDimension: .fractionalWidth(1), heightDimension: .absolute(100)),
    subitems: [item])
  group.supplementaryItems = groupItems
  let section = NSCollectionLayoutSection(group: group)
  section.interGroupSpacing = 10
  return section
}

@MainActor
private func anchored(
  _ layout: UICollectionViewLayout, _ number: Int, kind: String = "badge", section: Int = 0
) -> CGRect? {
  layout.layoutAttributesForSupplementaryView(
    ofKind: kind, at: IndexPath(item: number, section: section))?.frame
}

@MainActor
@Suite(
  "Compositional layout: supplementary views anchored to items and groups (spec §2.4.2, §3.4.2)")
struct CompositionalLayoutAnchoredTests {
  @Test(
    "a badge on each item follows its item's index path; a fractional offset is of the badge's size (checklist 42)"
  )
  func itemBadges() throws {
    let layout = UICollectionViewCompositionalLayout(section: badgedSection([badge()]))
    let view = makeKeepingView(layout, GridSource([7]))
    view.layoutIfNeeded()
    // Item 0 is (0, 0, 78, 100): the badge's top trailing corner meets the
    // item's, then moves 0.3 × 20 right and 0.3 × 20 up.
    #expect(anchored(layout, 0) == CGRect(x: 64, y: -6, width: 20, height: 20))
    #expect(anchored(layout, 4) == CGRect(x: 376, y: -6, width: 20, height: 20))
    // Item 6 is the second of the second row (y 110).
    #expect(anchored(layout, 6) == CGRect(x: 142, y: 104, width: 20, height: 20))
    #expect(anchored(layout, 7) == nil, "no item 7, no badge 7")
    #expect(anchored(layout, -1) == nil)
    #expect(anchored(layout, 0, kind: "other") == nil)
    let shown = view.indexPathsForVisibleSupplementaryElements(ofKind: "badge").map(\.item).sorted()
    #expect(shown == Array(0..<7))
    let badgeAttributes = layout.layoutAttributesForElements(in: view.bounds)?.filter {
      $0.representedElementKind == "badge"
    }
    #expect(badgeAttributes?.count == 7)
    #expect(badgeAttributes?.allSatisfy { $0.zIndex == 1 } == true)
  }

  @Test("an item anchor of its own, and absolute offsets, place the view where the two points meet")
  func ownItemAnchor() throws {
    let below = NSCollectionLayoutSupplementaryItem(
      layoutSize: NSCollectionLayoutSize(
        widthDimension: .fractionalWidth(0.5), heightDimension: .absolute(10)),
      elementKind: "badge",
      containerAnchor: NSCollectionLayoutAnchor(
        edges: [.bottom], absoluteOffset: CGPoint(x: 0, y: 2)),
      itemAnchor: NSCollectionLayoutAnchor(edges: [.top]))
    below.zIndex = 7
    let layout = UICollectionViewCompositionalLayout(section: badgedSection([below]))
    let view = makeKeepingView(layout, GridSource([2]))
    view.layoutIfNeeded()
    // Half the item's width (39), centred below item 1 (78...156), 2 lower, on a pixel.
    #expect(anchored(layout, 1) == CGRect(x: third(97.5), y: 102, width: 39, height: 10))
    #expect(
      layout.layoutAttributesForSupplementaryView(
        ofKind: "badge", at: IndexPath(item: 1, section: 0))?.zIndex == 7)
  }

  @Test("a group's supplementary is numbered per group and exists for a partial group")
  func groupSupplementary() throws {
    let title = NSCollectionLayoutSupplementaryItem(
      layoutSize: NSCollectionLayoutSize(
        widthDimension: .fractionalWidth(1), heightDimension: .absolute(20)),
      elementKind: "title", containerAnchor: NSCollectionLayoutAnchor(edges: [.top, .leading]),
      itemAnchor: NSCollectionLayoutAnchor(edges: [.bottom, .leading]))
    let layout = UICollectionViewCompositionalLayout(
      section: badgedSection([badge()], groupItems: [title]))
    let view = makeKeepingView(layout, GridSource([7]))
    view.layoutIfNeeded()
    #expect(anchored(layout, 0, kind: "title") == CGRect(x: 0, y: -20, width: 390, height: 20))
    #expect(anchored(layout, 1, kind: "title") == CGRect(x: 0, y: 90, width: 390, height: 20))
    #expect(anchored(layout, 2, kind: "title") == nil)
    #expect(anchored(layout, 6, kind: "badge") != nil)
  }

  @Test(
    "distinct definitions of one kind raise UIKit's text; one definition on many items does not (checklist 41)"
  )
  func duplicateKinds() throws {
    let layout = UICollectionViewCompositionalLayout(section: badgedSection([badge(), badge()]))
    let view = makeKeepingView(layout, GridSource([3]))
    let raised = UIKitException.catching { view.layoutIfNeeded() }
    #expect(raised?.reason.contains("Every supplementary must have a unique elementKind") == true)
    let boundary = NSCollectionLayoutBoundarySupplementaryItem(
      layoutSize: NSCollectionLayoutSize(
        widthDimension: .fractionalWidth(1), heightDimension: .absolute(30)),
      elementKind: "badge", alignment: .top)
    let section = badgedSection([badge()])
    section.boundarySupplementaryItems = [boundary]
    let second = makeKeepingView(
      UICollectionViewCompositionalLayout(section: section), GridSource([3]))
    #expect(UIKitException.catching { second.layoutIfNeeded() } != nil)
    // The same badge on every item of a group of two subitems is one definition.
    let shared = badge()
    let item = NSCollectionLayoutItem(
      layoutSize: NSCollectionLayoutSize(
        widthDimension: .fractionalWidth(0.5), heightDimension: .fractionalHeight(1)),
      supplementaryItems: [shared])
    let pair = NSCollectionLayoutGroup.horizontal(
      layoutSize: NSCollectionLayoutSize(
        widthDimension: .fractionalWidth(1), heightDimension: .absolute(50)),
      subitems: [item, item])
    let third = makeKeepingView(
      UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: pair)),
      GridSource([4]))
    #expect(UIKitException.catching { third.layoutIfNeeded() } == nil)
    #expect(third.indexPathsForVisibleSupplementaryElements(ofKind: "badge").count == 4)
  }

  @Test("a million badged items: the query examines the groups it returns")
  func millionBadges() throws {
    let layout = UICollectionViewCompositionalLayout(section: badgedSection([badge()]))
    let view = makeKeepingView(layout, GridSource([1_000_000]))
    view.layoutIfNeeded()
    view.contentOffset = CGPoint(x: 0, y: 5_000_000)
    view.layoutIfNeeded()
    let found = layout.layoutAttributesForElements(in: view.bounds) ?? []
    #expect(layout.examinedByLastQuery <= 10)
    let badges = found.filter { $0.representedElementKind == "badge" }
    let cells = found.filter { $0.representedElementCategory == .cell }
    #expect(
      Set(badges.map(\.indexPath)).isSuperset(
        of: Set(cells.map(\.indexPath)).filter { path in
          // A badge sticks out 6 points above its item: the first row's may be cut.
          (layout.layoutAttributesForItem(at: path)?.frame.minY ?? 0) >= view.bounds.minY + 6
        }))
  }

  @Test("badges in an orthogonal row scroll with it")
  func orthogonalBadges() throws {
    let section = badgedSection([badge()])
    section.orthogonalScrollingBehavior = .continuous
    let item = NSCollectionLayoutItem(
      layoutSize: NSCollectionLayoutSize(
        widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)),
      supplementaryItems: [badge()])
    let group = NSCollectionLayoutGroup.horizontal(
      layoutSize: NSCollectionLayoutSize(
        widthDimension: .absolute(200), heightDimension: .absolute(100)),
      subitems: [item])
    let row = NSCollectionLayoutSection(group: group)
    row.orthogonalScrollingBehavior = .continuous
    let layout = UICollectionViewCompositionalLayout(section: row)
    let view = makeKeepingView(layout, GridSource([10]))
    view.layoutIfNeeded()
    try view.setOrthogonalOffset(300, inSection: 0)
    // Badge 2 is at 200 × 2 + 200 − 20 + 6 = 586 in the row, 286 on screen.
    let shown = try #require(
      view.supplementaryView(
        forElementKind: "badge", at: IndexPath(item: 2, section: 0)))
    #expect(shown.frame.minX == 286)
    #expect(anchored(layout, 2)?.minX == 586, "the layout's frame stays unscrolled")
  }
}
