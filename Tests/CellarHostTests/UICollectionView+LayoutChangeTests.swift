import CellarHost
import CellarTestSupport
import Foundation
import Testing

/// Changing a collection view's layout: UIKit's settable
/// `collectionViewLayout` and `setCollectionViewLayout(_:animated:completion:)`.
@MainActor
@Suite struct UICollectionViewLayoutChangeTests {
  /// A flow layout of square items of `side` points.
  private func layout(side: CGFloat) -> UICollectionViewFlowLayout {
    let layout = UICollectionViewFlowLayout()
    layout.itemSize = CGSize(width: side, height: side)
    return layout
  }

  private func visible(_ view: UICollectionView) -> [Int] {
    view.indexPathsForVisibleItems.sorted().map { $0[1] }
  }

  @Test("setting collectionViewLayout applies the new layout at the next pass, without animation")
  func settingTheProperty() throws {
    let source = ScrollGridSource([30])
    let view = makeScrollGrid(source)  // 100-point items, 3 a line, 320×200
    view.layoutIfNeeded()
    #expect(visible(view) == Array(0..<6))
    let old = view.collectionViewLayout
    let new = layout(side: 50)  // 5 a line, 60 apart: lines at 0, 60, 120, 180
    view.collectionViewLayout = new
    #expect(view.collectionViewLayout === new)
    #expect(new.collectionView === view)
    #expect(old.collectionView == nil)
    #expect(visible(view) == Array(0..<6), "nothing changes before the pass")
    source.log.removeAll()
    view.layoutIfNeeded()
    #expect(visible(view) == Array(0..<20))
    #expect(source.log.filter { $0.hasPrefix("will") }.count == 14)
    #expect(source.log.allSatisfy { !$0.hasPrefix("end") })
    let frame = view.layoutAttributesForItem(at: IndexPath(item: 6, section: 0))?.frame
    #expect(frame?.size == CGSize(width: 50, height: 50))
    #expect(source.staleRequests.isEmpty)
  }

  @Test("setCollectionViewLayout lays out at once, then calls its completion once with true")
  func settingWithCompletion() throws {
    let source = ScrollGridSource([30])
    let view = makeScrollGrid(source)
    view.layoutIfNeeded()
    var completions: [(Bool, [Int])] = []
    view.setCollectionViewLayout(layout(side: 50), animated: true) { finished in
      completions.append((finished, self.visible(view)))
    }
    #expect(completions.count == 1)
    #expect(completions.first?.0 == true)
    #expect(completions.first?.1 == Array(0..<20), "the new layout is applied before it")
    view.setCollectionViewLayout(layout(side: 100), animated: false)
    #expect(visible(view) == Array(0..<6))
  }

  @Test("the offset is clamped to the new layout's content; the selection stays")
  func offsetAndSelection() throws {
    let source = ScrollGridSource([30])
    let view = makeScrollGrid(source)  // 10 lines of 100, 110 apart: 1,090 tall
    view.layoutIfNeeded()
    view.selectItem(at: IndexPath(item: 4, section: 0), animated: false, scrollPosition: [])
    view.setContentOffset(CGPoint(x: 0, y: 890), animated: false)
    #expect(view.contentOffset.y == 890)
    view.setCollectionViewLayout(layout(side: 50), animated: false)  // 6 lines: 350 tall
    #expect(view.contentSize.height == 350)
    #expect(view.contentOffset.y == 150)
    #expect(view.indexPathsForSelectedItems == [IndexPath(item: 4, section: 0)])
    #expect(source.staleRequests.isEmpty)
  }

  @Test("setting the layout the view has is a relayout, not a change")
  func sameLayout() throws {
    let source = ScrollGridSource([30])
    let view = makeScrollGrid(source)
    view.layoutIfNeeded()
    let current = try #require(view.collectionViewLayout as? UICollectionViewFlowLayout)
    current.itemSize = CGSize(width: 50, height: 50)  // waits for an invalidation
    view.layoutIfNeeded()
    #expect(visible(view) == Array(0..<6))
    view.collectionViewLayout = current
    #expect(current.collectionView === view)
    view.layoutIfNeeded()
    #expect(visible(view) == Array(0..<20))
  }

  @Test("a layout taken from another view leaves that view a copy of its metrics, not its state")
  func layoutTakenFromAnotherView() throws {
    let firstSource = ScrollGridSource([30])
    let first = makeScrollGrid(firstSource)
    let shared = try #require(first.collectionViewLayout as? UICollectionViewFlowLayout)
    shared.minimumLineSpacing = 4
    shared.sectionHeadersPinToVisibleBounds = true
    first.layoutIfNeeded()
    let secondSource = ScrollGridSource([2])
    let second = makeScrollGrid(secondSource)
    second.collectionViewLayout = shared
    #expect(shared.collectionView === second)
    let replacement = try #require(first.collectionViewLayout as? UICollectionViewFlowLayout)
    #expect(replacement !== shared)
    #expect(replacement.collectionView === first)
    #expect(replacement.itemSize == shared.itemSize)
    #expect(replacement.minimumLineSpacing == 4)
    #expect(replacement.sectionHeadersPinToVisibleBounds)
    first.layoutIfNeeded()
    second.layoutIfNeeded()
    #expect(visible(first) == Array(0..<6))
    #expect(visible(second) == [0, 1])
    #expect(firstSource.staleRequests.isEmpty && secondSource.staleRequests.isEmpty)
  }

  @Test("a layout changed from a layout pass's own callback is applied by a rerun of the pass")
  func changeFromLayoutCallback() throws {
    let source = ScrollGridSource([30])
    let view = makeScrollGrid(source)
    let new = layout(side: 50)
    var changed = false
    source.onDidScroll = { view in
      guard !changed else { return }
      changed = true
      view.collectionViewLayout = new
    }
    view.setContentOffset(CGPoint(x: 0, y: 10), animated: false)
    #expect(changed)
    #expect(view.collectionViewLayout === new)
    view.layoutIfNeeded()
    let frames = view.indexPathsForVisibleItems.compactMap {
      view.layoutAttributesForItem(at: $0)?.frame.size
    }
    #expect(!frames.isEmpty && frames.allSatisfy { $0 == CGSize(width: 50, height: 50) })
    #expect(source.staleRequests.isEmpty)
  }
}
