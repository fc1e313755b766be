import CellarHost
import CellarTestSupport
import Foundation
import Testing

/// A data source, delegate and prefetch data source that logs the scroll,
/// display and prefetch calls in one list, with hooks for hostile behaviour.
@MainActor
final class ScrollGridSource: UICollectionViewDataSource, UICollectionViewDelegate,
  UICollectionViewDataSourcePrefetching
{
  var counts: [Int]
  var log: [String] = []
  var logsDisplay = true
  var onDidScroll: ((UICollectionView) -> Void)?
  var onPrefetch: ((UICollectionView, [IndexPath]) -> Void)?
  var onCancel: ((UICollectionView, [IndexPath]) -> Void)?
  var targetOverride: ((CGPoint) -> CGPoint)?
  var shouldScrollToTop = true
  var prefetched: [[IndexPath]] = []
  var cancelled: [[IndexPath]] = []
  /// Cells asked for at index paths the counts do not have.
  var staleRequests: [IndexPath] = []

  init(_ counts: [Int]) {
    self.counts = counts
  }

  func numberOfSections(in collectionView: UICollectionView) -> Int { counts.count }

  func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int)
    -> Int
  {
    counts[section]
  }

  func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
    -> UICollectionViewCell
  {
    if !counts.indices.contains(indexPath[0]) || indexPath[1] >= counts[indexPath[0]] {
      staleRequests.append(indexPath)
    }
    return collectionView.dequeueReusableCell(withReuseIdentifier: "Cell", for: indexPath)
  }

  func collectionView(
    _ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String,
    at indexPath: IndexPath
  ) -> UICollectionReusableView {
    collectionView.dequeueReusableSupplementaryView(
      ofKind: kind, withReuseIdentifier: "Header", for: indexPath)
  }

  func collectionView(
    _ collectionView: UICollectionView, willDisplay cell: UICollectionViewCell,
    forItemAt indexPath: IndexPath
  ) {
    if logsDisplay { log.append("will \(indexPath[0]).\(indexPath[1])") }
  }

  func collectionView(
    _ collectionView: UICollectionView, didEndDisplaying cell: UICollectionViewCell,
    forItemAt indexPath: IndexPath
  ) {
    if logsDisplay { log.append("end \(indexPath[0]).\(indexPath[1])") }
  }

  func scrollViewDidScroll(_ scrollView: UIScrollView) {
    let state =
      scrollView.isDragging ? " dragging" : scrollView.isDecelerating ? " decelerating" : ""
    log.append(
      "didScroll \(Int(scrollView.contentOffset.x)),\(Int(scrollView.contentOffset.y))\(state)")
    if let grid = scrollView as? UICollectionView { onDidScroll?(grid) }
  }

  func scrollViewWillBeginDragging(_ scrollView: UIScrollView) {
    log.append("willBeginDragging tracking=\(scrollView.isTracking)")
  }

  func scrollViewWillEndDragging(
    _ scrollView: UIScrollView, withVelocity velocity: CGPoint,
    targetContentOffset: UnsafeMutablePointer<CGPoint>
  ) {
    log.append(
      "willEndDragging v=\(velocity.x),\(velocity.y) target=\(Int(targetContentOffset.pointee.x)),\(Int(targetContentOffset.pointee.y))"
    )
    if let targetOverride {
      targetContentOffset.pointee = targetOverride(targetContentOffset.pointee)
    }
  }

  func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {
    log.append("didEndDragging \(decelerate)")
  }

  func scrollViewWillBeginDecelerating(_ scrollView: UIScrollView) {
    log.append("willBeginDecelerating")
  }

  func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) {
    log.append(
      "didEndDecelerating \(Int(scrollView.contentOffset.x)),\(Int(scrollView.contentOffset.y))")
  }

  func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView) {
    log.append("didEndScrollingAnimation")
  }

  func scrollViewShouldScrollToTop(_ scrollView: UIScrollView) -> Bool {
    log.append("shouldScrollToTop")
    return shouldScrollToTop
  }

  func scrollViewDidScrollToTop(_ scrollView: UIScrollView) {
    log.append("didScrollToTop")
  }

  func collectionView(_ collectionView: UICollectionView, prefetchItemsAt indexPaths: [IndexPath]) {
    prefetched.append(indexPaths)
    onPrefetch?(collectionView, indexPaths)
  }

  func collectionView(
    _ collectionView: UICollectionView, cancelPrefetchingForItemsAt indexPaths: [IndexPath]
  ) {
    cancelled.append(indexPaths)
    onCancel?(collectionView, indexPaths)
  }
}

/// A grid of 100×100 items (3 a line, lines 110 apart when vertical; 4 a
/// column, columns 110 apart when horizontal) in a 320×`length` viewport
/// (`length`×450 when horizontal).
@MainActor
func makeScrollGrid(
  _ source: ScrollGridSource, length: CGFloat = 200, horizontal: Bool = false
) -> UICollectionView {
  let layout = UICollectionViewFlowLayout()
  layout.itemSize = CGSize(width: 100, height: 100)
  layout.scrollDirection = horizontal ? .horizontal : .vertical
  let frame =
    horizontal
    ? CGRect(x: 0, y: 0, width: length, height: 450)
    : CGRect(x: 0, y: 0, width: 320, height: length)
  let grid = UICollectionView(frame: frame, collectionViewLayout: layout)
  grid.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "Cell")
  grid.register(
    UICollectionReusableView.self,
    forSupplementaryViewOfKind: UICollectionView.elementKindSectionHeader,
    withReuseIdentifier: "Header")
  grid.dataSource = source
  grid.delegate = source
  return grid
}

@MainActor
@Suite struct UICollectionViewScrollingTests {
  @Test("setContentOffset: didScroll, then the display changes, then didEndScrollingAnimation")
  func programmaticScrollOrder() throws {
    let source = ScrollGridSource([30])
    let grid = makeScrollGrid(source)
    grid.layoutIfNeeded()
    source.log = []
    grid.setContentOffset(CGPoint(x: 0, y: 110), animated: true)
    #expect(
      source.log == [
        "didScroll 0,110", "end 0.0", "end 0.1", "end 0.2", "will 0.6", "will 0.7", "will 0.8",
        "didEndScrollingAnimation",
      ])
    source.log = []
    grid.setContentOffset(CGPoint(x: 0, y: 110), animated: true)
    #expect(source.log.isEmpty, "a scroll that does not move calls nothing")
    grid.setContentOffset(CGPoint(x: 0, y: 0), animated: false)
    #expect(!source.log.contains("didEndScrollingAnimation"))
  }

  @Test("scrollToItem sends what setContentOffset sends, and nothing when the item is in place")
  func scrollToItemCallbacks() throws {
    let source = ScrollGridSource([30])
    let grid = makeScrollGrid(source)
    grid.layoutIfNeeded()
    source.log = []
    source.logsDisplay = false
    grid.scrollToItem(at: item(12), at: .top, animated: true)
    #expect(source.log == ["didScroll 0,440", "didEndScrollingAnimation"])
    source.log = []
    grid.scrollToItem(at: item(12), at: .top, animated: true)
    #expect(source.log.isEmpty)
  }

  @Test("the recorded events interleave scroll and display callbacks in UIKit's order")
  func recordedOrder() throws {
    let source = ScrollGridSource([30])
    let grid = makeScrollGrid(source)
    grid.layoutIfNeeded()
    grid.recordsEvents = true
    try grid.dragToScroll(by: 110, steps: 1)
    #expect(
      grid.events.map(\.description) == [
        "scrollViewWillBeginDragging", "scrollViewDidScroll",
        "didEndDisplaying [0, 0]", "didEndDisplaying [0, 1]", "didEndDisplaying [0, 2]",
        "cellForItemAt [0, 6]", "prepareForReuse Cell", "willDisplay [0, 6]",
        "cellForItemAt [0, 7]", "prepareForReuse Cell", "willDisplay [0, 7]",
        "cellForItemAt [0, 8]", "prepareForReuse Cell", "willDisplay [0, 8]",
        "scrollViewWillEndDragging", "scrollViewDidEndDragging",
      ])
  }

  @Test("a drag with a velocity decelerates to UIKit's projection, in the table's order")
  func dragAndDecelerate() throws {
    let source = ScrollGridSource([300])
    let grid = makeScrollGrid(source)
    grid.layoutIfNeeded()
    source.log = []
    source.logsDisplay = false
    try grid.dragToScroll(by: 100, velocity: 0.5, steps: 2)
    // 0.5 × 0.998 / 0.002 = 249.5 points beyond 100.
    #expect(
      source.log == [
        "willBeginDragging tracking=true", "didScroll 0,50 dragging", "didScroll 0,100 dragging",
        "willEndDragging v=0.0,0.5 target=0,349", "didEndDragging true", "willBeginDecelerating",
        "didScroll 0,224 decelerating", "didScroll 0,349 decelerating", "didEndDecelerating 0,349",
      ])
    #expect(!grid.isDragging && !grid.isDecelerating && !grid.isTracking)
    #expect(grid.indexPathsForVisibleItems.first == item(9))
  }

  @Test("a horizontal layout drags along x, with the velocity and target on x")
  func horizontalDrag() throws {
    let source = ScrollGridSource([40])
    let grid = makeScrollGrid(source, length: 200, horizontal: true)
    grid.layoutIfNeeded()
    #expect(grid.indexPathsForVisibleItems == (0..<8).map { item($0) })
    source.log = []
    try grid.dragToScroll(by: 110, velocity: 0.1, steps: 1)
    #expect(source.log.first == "willBeginDragging tracking=true")
    #expect(source.log.contains("willEndDragging v=0.1,0.0 target=159,0"))
    #expect(source.log.contains("didScroll 110,0 dragging"))
    #expect(source.log.contains("end 0.0") && source.log.contains("will 0.11"))
    #expect(grid.contentOffset.y == 0)
    #expect(abs(grid.contentOffset.x - 159.9) < 0.001)
  }

  @Test("a delegate that moves the target stops there, clamped to the content")
  func targetOverride() throws {
    let source = ScrollGridSource([30])
    let grid = makeScrollGrid(source)
    grid.layoutIfNeeded()
    source.targetOverride = { _ in CGPoint(x: 0, y: 1e9) }
    try grid.dragToScroll(by: 10, velocity: 0.1)
    // 10 lines of 110 minus the last gap of 10: 1,090 points of content, 200 visible.
    #expect(grid.contentOffset.y == 890)
    source.targetOverride = { _ in CGPoint(x: 0, y: CGFloat.nan) }
    try grid.dragToScroll(by: -10, velocity: -0.1)
    #expect(grid.contentOffset.y == 880, "a NaN target keeps the offset where the drag left it")
  }

  @Test("a status-bar tap asks, scrolls to the top and reports it; refused or at the top, nothing")
  func statusBarTap() throws {
    let source = ScrollGridSource([30])
    let grid = makeScrollGrid(source)
    grid.setContentOffset(CGPoint(x: 0, y: 330), animated: false)
    source.logsDisplay = false
    source.log = []
    source.shouldScrollToTop = false
    #expect(try !grid.tapStatusBar())
    #expect(source.log == ["shouldScrollToTop"])
    source.shouldScrollToTop = true
    source.log = []
    #expect(try grid.tapStatusBar())
    #expect(source.log == ["shouldScrollToTop", "didScroll 0,0", "didScrollToTop"])
    #expect(grid.indexPathsForVisibleItems.first == item(0))
    source.log = []
    #expect(try !grid.tapStatusBar())
    #expect(source.log == ["shouldScrollToTop"])
    grid.scrollsToTop = false
    source.log = []
    #expect(try !grid.tapStatusBar())
    #expect(source.log.isEmpty)
  }

  @Test("the delegate hears didScroll when the layout clamps the offset after the content shrinks")
  func clampingCallsDidScroll() throws {
    let source = ScrollGridSource([30])
    let grid = makeScrollGrid(source)
    grid.setContentOffset(CGPoint(x: 0, y: 800), animated: false)
    source.counts = [3]
    grid.reloadData()
    source.log = []
    grid.layoutIfNeeded()
    #expect(source.log.contains("didScroll 0,0"))
    #expect(grid.contentOffset == .zero)
  }

  @Test(
    "a batch applied from the didScroll of the layout's clamp stops the pass, which runs again on the new counts"
  )
  func batchFromClampDidScroll() throws {
    // Issue 22, item 5: the pass went on with the layout of 12 items and
    // asked cellForItemAt for items 6 to 11 of a section of 3.
    let source = ScrollGridSource([30])
    let grid = makeScrollGrid(source)
    grid.setContentOffset(CGPoint(x: 0, y: 800), animated: false)
    source.counts = [12]
    grid.reloadData()
    var shrunk = false
    source.onDidScroll = { [unowned source] grid in
      guard !shrunk else { return }
      shrunk = true
      grid.performBatchUpdates {
        source.counts = [3]
        grid.deleteItems(at: (3..<12).map { item($0) })
      }
    }
    source.log = []
    grid.layoutIfNeeded()
    #expect(shrunk)
    #expect(source.staleRequests.isEmpty)
    #expect(grid.updateLog.last?.kind == .batch)
    #expect(grid.contentOffset == .zero)
    #expect(grid.indexPathsForVisibleItems == (0..<3).map { item($0) })
    #expect(grid.flowLayout?.numberOfItems(inSection: 0) == 3)
    let freshSource = ScrollGridSource([3])
    let fresh = makeScrollGrid(freshSource)
    fresh.layoutIfNeeded()
    #expect(grid.render() == fresh.render())
  }
}

@MainActor
@Suite struct UICollectionViewScrollHostileTests {
  @Test("NaN and infinite offsets, distances and velocities are refused; nothing moves")
  func nonFiniteInputs() throws {
    let source = ScrollGridSource([30])
    let grid = makeScrollGrid(source)
    grid.setContentOffset(CGPoint(x: 0, y: 220), animated: false)
    source.log = []
    for value in [CGFloat.nan, .infinity, -.infinity] {
      grid.setContentOffset(CGPoint(x: value, y: value), animated: true)
      grid.contentOffset = CGPoint(x: value, y: value)
      #expect(throws: UICollectionView.ScrollError.self) { try grid.dragToScroll(by: value) }
      #expect(throws: UICollectionView.ScrollError.self) {
        try grid.dragToScroll(by: 10, velocity: value)
      }
    }
    #expect(grid.contentOffset == CGPoint(x: 0, y: 220))
    #expect(source.log.isEmpty)
    grid.decelerationRate = UIScrollView.DecelerationRate(rawValue: .nan)
    try grid.dragToScroll(by: 10, velocity: 0.01)
    #expect(grid.contentOffset.y.isFinite && grid.contentOffset.y > 230)
  }

  @Test("step counts outside 1...maximumDragSteps throw and move nothing; the maximum works")
  func stepCounts() throws {
    let source = ScrollGridSource([30])
    let grid = makeScrollGrid(source)
    grid.layoutIfNeeded()
    for steps in [0, -1, Int.min, Int.max, UICollectionView.maximumDragSteps + 1] {
      #expect(
        throws: UICollectionView.ScrollError.invalidDrag(distance: 10, velocity: 1, steps: steps)
      ) {
        try grid.dragToScroll(by: 10, velocity: 1, steps: steps)
      }
    }
    #expect(grid.contentOffset == .zero)
    source.logsDisplay = false
    try grid.dragToScroll(by: 110, steps: UICollectionView.maximumDragSteps)
    #expect(abs(grid.contentOffset.y - 110) < 0.001)
    #expect(
      "\(UICollectionView.ScrollError.dragInProgress)"
        == "\(UITableView.ScrollError.dragInProgress)")
  }

  @Test("a drag started from a scroll callback is refused; the first drag goes on")
  func nestedDrag() throws {
    let source = ScrollGridSource([60])
    let grid = makeScrollGrid(source)
    grid.layoutIfNeeded()
    var errors: [any Error] = []
    source.onDidScroll = { grid in
      do { try grid.dragToScroll(by: 500) } catch { errors.append(error) }
    }
    try grid.dragToScroll(by: 100, steps: 4)
    #expect(errors.count == 4)
    #expect(errors.allSatisfy { ($0 as? UICollectionView.ScrollError) == .dragInProgress })
    #expect(grid.contentOffset.y == 100)
    #expect(!grid.isDragging)
  }

  @Test("a delegate released mid-drag gets no more calls; the drag ends cleanly")
  func delegateReleased() throws {
    var source: ScrollGridSource? = ScrollGridSource([60])
    let keeper = ScrollGridSource([60])
    let grid = makeScrollGrid(keeper)
    grid.delegate = source
    grid.layoutIfNeeded()
    var calls = 0
    source?.onDidScroll = { _ in
      calls += 1
      source = nil
    }
    try grid.dragToScroll(by: 200, velocity: 1, steps: 4)
    #expect(calls == 1)
    #expect(grid.delegate == nil)
    #expect(!grid.isDragging && !grid.isDecelerating)
    // No delegate, no willEndDragging: the projection applies (200 + 499).
    #expect(abs(grid.contentOffset.y - 699) < 0.01)
  }

  @Test("a didScroll handler that scrolls or reloads takes effect by the next step")
  func reentrantScroll() throws {
    let source = ScrollGridSource([60])
    let grid = makeScrollGrid(source)
    grid.layoutIfNeeded()
    var moved = false
    source.onDidScroll = { grid in
      guard !moved else { return }
      moved = true
      grid.reloadData()
      grid.setContentOffset(CGPoint(x: 0, y: 1000), animated: false)
    }
    try grid.dragToScroll(by: 40, steps: 4)
    grid.layoutIfNeeded()
    #expect(grid.contentOffset.y == 1030)
    let visible = grid.indexPathsForVisibleItems
    #expect(visible.first == item(27) && visible.last == item(35))
  }
}
