import CellarTestSupport
import Foundation
import Testing

@testable import CellarHost

/// Counts a custom group provider's calls and records the container it saw.
@MainActor
final class CustomProviderProbe {
  var calls = 0
  var containers: [CGSize] = []
}

/// A section of a custom group 200 points tall: a large item on the left,
/// two stacked on the right, the top one at zIndex 2.
@MainActor
private func mosaic(_ probe: CustomProviderProbe, items: [CGRect]? = nil)
  -> UICollectionViewCompositionalLayout
{
  let group = NSCollectionLayoutGroup.custom(
    layoutSize: NSCollectionLayoutSize(
      widthDimension: .fractionalWidth(1), heightDimension: .absolute(200))
  ) { environment in
    probe.calls += 1
    probe.containers.append(environment.container.contentSize)
    guard let items else {
      let width = environment.container.contentSize.width
      return [
        NSCollectionLayoutGroupCustomItem(
          frame: CGRect(x: 0, y: 0, width: width * 2 / 3, height: 200)),
        NSCollectionLayoutGroupCustomItem(
          frame: CGRect(x: width * 2 / 3, y: 0, width: width / 3, height: 100), zIndex: 2),
        NSCollectionLayoutGroupCustomItem(
          frame: CGRect(x: width * 2 / 3, y: 100, width: width / 3, height: 100)),
      ]
    }
    return items.map { NSCollectionLayoutGroupCustomItem(frame: $0) }
  }
  return UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group))
}

@MainActor
@Suite("Compositional layout: custom groups (spec §2.2.7)")
struct CompositionalCustomGroupTests {
  @Test("the provider is asked once a solve with the group's size; its frames repeat per group")
  func framesRepeat() {
    let probe = CustomProviderProbe()
    let layout = mosaic(probe)
    let view = makeKeepingView(layout, GridSource([7]))
    #expect(probe.calls == 0)
    view.layoutIfNeeded()
    #expect(probe.calls == 1)
    #expect(probe.containers == [CGSize(width: 390, height: 200)])
    func attributes(_ item: Int) -> UICollectionViewLayoutAttributes? {
      layout.layoutAttributesForItem(at: IndexPath(item: item, section: 0))
    }
    #expect(attributes(0)?.frame == CGRect(x: 0, y: 0, width: 260, height: 200))
    #expect(attributes(4)?.frame == CGRect(x: 260, y: 200, width: 130, height: 100))
    #expect(attributes(4)?.zIndex == 2)
    #expect(attributes(5)?.frame == CGRect(x: 260, y: 300, width: 130, height: 100))
    #expect(attributes(6)?.frame == CGRect(x: 0, y: 400, width: 260, height: 200))
    #expect(attributes(7) == nil)
    // Three groups, the last holding one item.
    #expect(view.contentSize == CGSize(width: 390, height: 600))
    let found = layout.layoutAttributesForElements(in: CGRect(x: 0, y: 0, width: 390, height: 844))
    #expect(found?.map(\.indexPath) == (0..<7).map { IndexPath(item: $0, section: 0) })
    #expect(found?.first { $0.indexPath.item == 1 }?.zIndex == 2)
    #expect(view.visibleCells.count == 7)
  }

  @Test("a provider with no items lays out nothing and is logged; hostile frames do not crash")
  func emptyAndHostile() {
    let empty = mosaic(CustomProviderProbe(), items: [])
    let view = makeKeepingView(empty, GridSource([3]))
    view.layoutIfNeeded()
    #expect(view.visibleCells.isEmpty)
    #expect(empty.log.contains { $0.contains("returned no items") })
    let hostile = mosaic(
      CustomProviderProbe(),
      items: [
        CGRect(x: CGFloat.nan, y: 0, width: 10, height: 10),
        CGRect(x: 0, y: -50, width: -20, height: CGFloat.infinity),
      ])
    let shown = makeKeepingView(hostile, GridSource([4]))
    shown.layoutIfNeeded()
    _ = hostile.layoutAttributesForElements(in: CGRect(x: 0, y: 0, width: 390, height: 844))
    #expect(hostile.layoutAttributesForItem(at: IndexPath(item: 3, section: 0)) != nil)
    #expect(hostile.layoutAttributesForItem(at: IndexPath(item: 0, section: 0))?.frame == .zero)
    #expect(shown.contentSize.height.isFinite && shown.contentSize.width.isFinite)
    #expect(hostile.log.contains { $0.contains("laid out empty") })
  }

  @Test("a custom group nested in a group lays out its provider's items in its place")
  func nestedCustomGroup() {
    let probe = CustomProviderProbe()
    // A row 100 high: a fixed 90-point item, a 200-point custom group of
    // two items side by side in its effective size (its content insets, 5
    // on every side, are the provider's to apply: frames are relative to
    // the group's origin), then another fixed item; a badge on the custom
    // group's bottom leading corner.
    let custom = NSCollectionLayoutGroup.custom(
      layoutSize: NSCollectionLayoutSize(
        widthDimension: .absolute(200), heightDimension: .fractionalHeight(1))
    ) { environment in
      probe.calls += 1
      probe.containers.append(environment.container.contentSize)
      let size = environment.container.effectiveContentSize
      let insets = environment.container.contentInsets
      return [
        NSCollectionLayoutGroupCustomItem(
          frame: CGRect(
            x: insets.leading, y: insets.top, width: size.width / 2, height: size.height),
          zIndex: 3),
        NSCollectionLayoutGroupCustomItem(
          frame: CGRect(
            x: insets.leading + size.width / 2, y: insets.top, width: size.width / 2,
            height: size.height)),
      ]
    }
    custom.contentInsets = NSDirectionalEdgeInsets(top: 5, leading: 5, bottom: 5, trailing: 5)
    custom.supplementaryItems = [
      NSCollectionLayoutSupplementaryItem(
        layoutSize: NSCollectionLayoutSize(
          widthDimension: .absolute(10), heightDimension: .absolute(10)),
        elementKind: "badge", containerAnchor: NSCollectionLayoutAnchor(edges: [.bottom, .leading]))
    ]
    let fixed = NSCollectionLayoutItem(
      layoutSize: NSCollectionLayoutSize(
        widthDimension: .absolute(90), heightDimension: .fractionalHeight(1)))
    let row = NSCollectionLayoutGroup.horizontal(
      layoutSize: NSCollectionLayoutSize(
        widthDimension: .fractionalWidth(1), heightDimension: .absolute(100)),
      subitems: [fixed, custom, fixed])
    let layout = UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: row))
    let view = makeKeepingView(layout, GridSource([6]))
    view.layoutIfNeeded()
    #expect(probe.calls == 1)
    #expect(probe.containers == [CGSize(width: 200, height: 100)])
    let frames = (0..<6).map { layout.layoutAttributesForItem(at: [0, $0])?.frame }
    #expect(frames[0] == CGRect(x: 0, y: 0, width: 90, height: 100))
    #expect(frames[1] == CGRect(x: 95, y: 5, width: 95, height: 90))
    #expect(frames[2] == CGRect(x: 190, y: 5, width: 95, height: 90))
    #expect(frames[3] == CGRect(x: 290, y: 0, width: 90, height: 100))
    // Four items a row: the second row starts at item 4.
    #expect(frames[4] == CGRect(x: 0, y: 100, width: 90, height: 100))
    #expect(frames[5] == CGRect(x: 95, y: 105, width: 95, height: 90))
    #expect(layout.layoutAttributesForItem(at: [0, 1])?.zIndex == 3)
    // The badge sits on the custom group's place, once a group whose
    // custom items exist (the second row holds one of them).
    let badge = { (number: Int) in
      layout.layoutAttributesForSupplementaryView(ofKind: "badge", at: [0, number])?.frame
    }
    #expect(badge(0) == CGRect(x: 90, y: 90, width: 10, height: 10))
    #expect(badge(1) == CGRect(x: 90, y: 190, width: 10, height: 10))
    #expect(badge(2) == nil)
    let found = layout.layoutAttributesForElements(in: view.bounds) ?? []
    #expect(found.filter { $0.representedElementCategory == .cell }.count == 6)
    #expect(found.filter { $0.representedElementKind == "badge" }.count == 2)
  }

  @Test("nested custom groups share the group's item limit; an empty one lays out nothing")
  func nestedCustomLimits() {
    let many = NSCollectionLayoutGroup.custom(
      layoutSize: NSCollectionLayoutSize(
        widthDimension: .fractionalWidth(0.5), heightDimension: .absolute(50))
    ) { _ in
      (0..<150_000).map { _ in
        NSCollectionLayoutGroupCustomItem(frame: CGRect(x: 0, y: 0, width: 1, height: 1))
      }
    }
    let none = NSCollectionLayoutGroup.custom(
      layoutSize: NSCollectionLayoutSize(
        widthDimension: .fractionalWidth(0.5), heightDimension: .absolute(50))
    ) { _ in [] }
    let row = NSCollectionLayoutGroup.horizontal(
      layoutSize: NSCollectionLayoutSize(
        widthDimension: .fractionalWidth(1), heightDimension: .absolute(50)),
      subitems: [none, many])
    let layout = UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: row))
    let view = makeKeepingView(layout, GridSource([3]))
    view.layoutIfNeeded()
    #expect(layout.log.contains { $0.contains("returned no items") })
    #expect(layout.log.contains { $0.contains("lays out the first 100000") })
    #expect(
      layout.layoutAttributesForItem(at: [0, 2])?.frame == CGRect(x: 195, y: 0, width: 1, height: 1)
    )
    #expect(view.contentSize.height == 50)
  }

  @Test(
    "a nested group whose only item is an empty custom group lays out nothing, nor what is anchored to it"
  )
  func nestedGroupOfEmptyCustomGroup() {
    let badge = { (kind: String) in
      NSCollectionLayoutSupplementaryItem(
        layoutSize: NSCollectionLayoutSize(
          widthDimension: .absolute(10), heightDimension: .absolute(10)),
        elementKind: kind, containerAnchor: NSCollectionLayoutAnchor(edges: [.top, .leading]))
    }
    let none = NSCollectionLayoutGroup.custom(
      layoutSize: NSCollectionLayoutSize(
        widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1))
    ) { _ in [] }
    let empty = NSCollectionLayoutGroup.horizontal(
      layoutSize: NSCollectionLayoutSize(
        widthDimension: .fractionalWidth(0.5), heightDimension: .fractionalHeight(1)),
      subitems: [none])
    empty.supplementaryItems = [badge("middle")]
    let item = NSCollectionLayoutItem(
      layoutSize: NSCollectionLayoutSize(
        widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
    let full = NSCollectionLayoutGroup.horizontal(
      layoutSize: NSCollectionLayoutSize(
        widthDimension: .fractionalWidth(0.5), heightDimension: .fractionalHeight(1)),
      subitems: [item])
    full.supplementaryItems = [badge("second")]
    let row = NSCollectionLayoutGroup.horizontal(
      layoutSize: NSCollectionLayoutSize(
        widthDimension: .fractionalWidth(1), heightDimension: .absolute(50)),
      subitems: [empty, full])
    let layout = UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: row))
    let view = makeKeepingView(layout, GridSource([2]))
    view.layoutIfNeeded()
    #expect(layout.layoutAttributesForItem(at: [0, 0])?.frame.minX == 195)
    #expect(layout.layoutAttributesForItem(at: [0, 1])?.frame.minY == 50)
    let found = layout.layoutAttributesForElements(in: view.bounds) ?? []
    #expect(found.filter { $0.representedElementKind == "middle" }.isEmpty)
    #expect(
      layout.layoutAttributesForSupplementaryView(ofKind: "middle", at: [0, 0]) == nil)
    #expect(found.filter { $0.representedElementKind == "second" }.count == 2)
    #expect(
      layout.layoutAttributesForSupplementaryView(ofKind: "second", at: [0, 1])?.frame
        == CGRect(x: 195, y: 50, width: 10, height: 10))
  }

  @Test("a nested custom group repeated a thousand times is asked once for its one place size")
  func repeatedNestedCustomIsAskedOnce() {
    let probe = CustomProviderProbe()
    let custom = NSCollectionLayoutGroup.custom(
      layoutSize: NSCollectionLayoutSize(
        widthDimension: .absolute(10), heightDimension: .absolute(10))
    ) { _ in
      probe.calls += 1
      return []
    }
    let row = NSCollectionLayoutGroup.horizontal(
      layoutSize: NSCollectionLayoutSize(
        widthDimension: .absolute(10_000), heightDimension: .absolute(10)),
      repeatingSubitem: custom, count: 1_000)
    let layout = UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: row))
    let view = makeKeepingView(layout, GridSource([0]))
    view.layoutIfNeeded()
    #expect(probe.calls == 1)
    #expect(layout.log.filter { $0.contains("returned no items") }.count == 1)
  }
}
