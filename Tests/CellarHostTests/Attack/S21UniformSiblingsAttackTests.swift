import CellarTestSupport
import Foundation
import Testing

@testable import CellarHost

/// A 390 × 844 view on `layout` whose ``SizingCell``s choose the height
/// `height(item)`.
@MainActor
private func s21SizingView(
  _ layout: UICollectionViewLayout, count: Int, height: @escaping (Int) -> CGFloat?
) -> KeepingCollectionView {
  let source = GridSource([count])
  let view = makeKeepingView(layout, source)
  view.register(SizingCell.self, forCellWithReuseIdentifier: "Sizing")
  source.makeCell = { collectionView, path in
    let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "Sizing", for: path)
    (cell as? SizingCell)?.preferred = height(path[1]).map { CGSize(width: 390, height: $0) }
    return cell
  }
  return view
}

/// Session 21 attack (helper): uniformAcrossSiblings shared per parent
/// group, with repeating nested groups, partial last groups and views
/// anchored to uniform items.
@MainActor
@Suite struct S21UniformSiblingsAttackTests {
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

  private func pairRow(repeating: Bool, badge: Bool = false) -> UICollectionViewCompositionalLayout {
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
    let view = s21SizingView(layout, count: 8) { heights[$0] }
    view.layoutIfNeeded()
    let frames = (0..<8).map { layout.layoutAttributesForItem(at: [0, $0])?.frame.height }
    #expect(frames == [60, 60, 50, 50, 90, 90, 10, 10])
    #expect(view.contentSize.height == 150)
  }

  @Test("a partial last group: the lone uniform item of the second pair takes its own length")
  func partialLastGroup() {
    let layout = pairRow(repeating: false)
    let heights: [CGFloat] = [60, 30, 50, 20, 90, 10, 25]
    let view = s21SizingView(layout, count: 7) { heights[$0] }
    view.layoutIfNeeded()
    let frames = (0..<7).map { layout.layoutAttributesForItem(at: [0, $0])?.frame.height }
    #expect(frames == [60, 60, 50, 50, 90, 90, 25])
    #expect(view.contentSize.height == 150)
  }

  @Test("a view anchored to a uniform item of a nested group follows its siblings' length")
  func badgeOnUniformNestedItem() {
    let layout = pairRow(repeating: false, badge: true)
    let heights: [CGFloat] = [60, 30, 50, 20]
    let view = s21SizingView(layout, count: 4) { heights[$0] }
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
