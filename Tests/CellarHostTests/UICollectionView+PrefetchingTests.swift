import CellarHost
import CellarTestSupport
import Foundation
import Testing

@MainActor
@Suite struct UICollectionViewPrefetchingTests {
  /// A grid with `source` as its prefetch data source, laid out.
  private func prefetchingGrid(
    _ source: ScrollGridSource, horizontal: Bool = false
  ) throws -> UICollectionView {
    let grid = makeScrollGrid(source, horizontal: horizontal)
    grid.prefetchDataSource = source
    grid.layoutIfNeeded()
    return grid
  }

  @Test("the defaults are UIKit's: enabled, nothing prefetched before the first scroll")
  func defaults() throws {
    let source = ScrollGridSource([30])
    let grid = try prefetchingGrid(source)
    #expect(grid.isPrefetchingEnabled)
    #expect(grid.prefetchDistance == 10)
    #expect(source.prefetched.isEmpty && grid.prefetchedIndexPaths.isEmpty)
  }

  @Test("scrolling down prefetches the next items, nearest first, never a visible one")
  func prefetchDown() throws {
    let source = ScrollGridSource([30])
    let grid = try prefetchingGrid(source)
    source.onPrefetch = { view, paths in
      #expect(Set(paths).isDisjoint(with: view.indexPathsForVisibleItems))
    }
    try grid.dragToScroll(by: 110, steps: 1)
    #expect(grid.indexPathsForVisibleItems == (3..<9).map { item($0) })
    #expect(source.prefetched == [(9..<19).map { item($0) }])
    #expect(grid.prefetchedIndexPaths == (9..<19).map { item($0) })
  }

  @Test("items displayed since they were prefetched leave the window without a cancel")
  func displayedItemsLeaveQuietly() throws {
    let source = ScrollGridSource([30])
    let grid = try prefetchingGrid(source)
    try grid.dragToScroll(by: 220, steps: 2)
    // Step 1 (110): 9...18; step 2 (220): 9...11 shown, window 12...21.
    #expect(source.prefetched == [(9..<19).map { item($0) }, (19..<22).map { item($0) }])
    #expect(source.cancelled.isEmpty)
    #expect(grid.prefetchedIndexPaths == (12..<22).map { item($0) })
  }

  @Test("turning back cancels the window ahead first, then prefetches behind, nearest first")
  func turningBack() throws {
    let source = ScrollGridSource([60])
    let grid = try prefetchingGrid(source)
    grid.setContentOffset(CGPoint(x: 0, y: 880), animated: false)
    #expect(grid.indexPathsForVisibleItems.first == item(24))
    let ahead = grid.prefetchedIndexPaths
    #expect(ahead == (30..<40).map { item($0) })
    grid.recordsEvents = true
    grid.setContentOffset(CGPoint(x: 0, y: 770), animated: false)
    let names = grid.events.map(\.name).filter { $0.contains("refetch") }
    #expect(names == ["cancelPrefetchingForItemsAt", "prefetchItemsAt"])
    #expect(source.cancelled == [ahead])
    #expect(source.prefetched.last == (11...20).reversed().map { item($0) })
  }

  @Test("a horizontal layout prefetches along x, both ways")
  func horizontal() throws {
    let source = ScrollGridSource([80])
    let grid = try prefetchingGrid(source, horizontal: true)
    try grid.dragToScroll(by: 110, steps: 1)
    #expect(grid.indexPathsForVisibleItems == (4..<12).map { item($0) })
    #expect(source.prefetched == [(12..<22).map { item($0) }])
    try grid.dragToScroll(by: 330, steps: 1)
    try grid.dragToScroll(by: -110, steps: 1)
    #expect(source.cancelled.last?.isEmpty == false)
    #expect(source.prefetched.last?.first == item(11))
  }

  @Test("the window runs across sections and skips empty ones")
  func acrossSections() throws {
    let source = ScrollGridSource([4, 0, 30])
    let grid = try prefetchingGrid(source)
    grid.prefetchDistance = 3
    try grid.dragToScroll(by: 10, steps: 1)
    // Viewport 10..<210: section 0's lines at 0 and 110 (items 0...3).
    #expect(source.prefetched == [[item(0, 2), item(1, 2), item(2, 2)]])
  }

  @Test("disabled, without a prefetch data source or with a distance of 0, nothing is prefetched")
  func disabled() throws {
    let source = ScrollGridSource([30])
    let grid = try prefetchingGrid(source)
    grid.isPrefetchingEnabled = false
    try grid.dragToScroll(by: 110)
    grid.isPrefetchingEnabled = true
    grid.prefetchDistance = 0
    try grid.dragToScroll(by: 110)
    grid.prefetchDistance = -5
    try grid.dragToScroll(by: 110)
    grid.prefetchDistance = 10
    grid.prefetchDataSource = nil
    try grid.dragToScroll(by: 110)
    #expect(source.prefetched.isEmpty && grid.prefetchedIndexPaths.isEmpty)
  }

  @Test("reloadData drops the pending prefetches without cancel calls, as the table does")
  func reloadDropsWindow() throws {
    let source = ScrollGridSource([30])
    let grid = try prefetchingGrid(source)
    try grid.dragToScroll(by: 110, steps: 1)
    #expect(!grid.prefetchedIndexPaths.isEmpty)
    grid.reloadData()
    #expect(grid.prefetchedIndexPaths.isEmpty)
    grid.layoutIfNeeded()
    #expect(source.cancelled.isEmpty)
    try grid.dragToScroll(by: 110, steps: 1)
    #expect(source.prefetched.last == (12..<22).map { item($0) })
  }

  @Test("a prefetch handler that reloads is safe: the window empties, the next pass re-reads")
  func handlerReloads() throws {
    let source = ScrollGridSource([30])
    let grid = try prefetchingGrid(source)
    source.onPrefetch = { view, _ in
      source.counts = [12]
      view.reloadData()
    }
    try grid.dragToScroll(by: 110, steps: 1)
    source.onPrefetch = nil
    #expect(grid.prefetchedIndexPaths.isEmpty)
    grid.layoutIfNeeded()
    #expect(grid.numberOfItems(inSection: 0) == 12)
    #expect(grid.indexPathsForVisibleItems == (3..<9).map { item($0) })
  }

  @Test("a cancel handler that reloads stops the prefetch of stale paths")
  func cancelHandlerReloads() throws {
    let source = ScrollGridSource([60])
    let grid = try prefetchingGrid(source)
    grid.setContentOffset(CGPoint(x: 0, y: 880), animated: false)
    let before = source.prefetched.count
    source.onCancel = { view, _ in view.reloadData() }
    grid.setContentOffset(CGPoint(x: 0, y: 770), animated: false)
    #expect(source.cancelled.count == 1)
    #expect(source.prefetched.count == before)
    source.onCancel = nil
    grid.layoutIfNeeded()
    #expect(grid.indexPathsForVisibleItems.first == item(21))
  }

  @Test("a prefetch handler that scrolls takes effect at the next layout")
  func handlerScrolls() throws {
    let source = ScrollGridSource([60])
    let grid = try prefetchingGrid(source)
    var scrolled = false
    source.onPrefetch = { view, _ in
      guard !scrolled else { return }
      scrolled = true
      view.setContentOffset(CGPoint(x: 0, y: 1100), animated: false)
    }
    try grid.dragToScroll(by: 110, steps: 1)
    grid.layoutIfNeeded()
    #expect(grid.contentOffset.y == 1100)
    #expect(grid.indexPathsForVisibleItems.first == item(30))
    let visible = Set(grid.indexPathsForVisibleItems)
    #expect(visible.isDisjoint(with: grid.prefetchedIndexPaths))
  }
}
