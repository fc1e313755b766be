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
}
