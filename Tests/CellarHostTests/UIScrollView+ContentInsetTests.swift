import CellarHost
import CellarTestSupport
import Foundation
import Testing

/// A scroll-view delegate that counts inset changes, forwarding the rest
/// to nothing.
@MainActor
private final class InsetDelegate: NSObject, UITableViewDelegate {
  var insetChanges = 0
  func scrollViewDidChangeAdjustedContentInset(_ scrollView: UIScrollView) {
    insetChanges += 1
  }
}

/// A delegate that sets a new inset from inside the notification, every
/// time (a handler that never settles).
@MainActor
private final class RestlessInsetDelegate: NSObject, UITableViewDelegate {
  var calls = 0
  var depth = 0
  var deepest = 0
  func scrollViewDidChangeAdjustedContentInset(_ scrollView: UIScrollView) {
    calls += 1
    depth += 1
    deepest = max(deepest, depth)
    scrollView.contentInset.top += 1
    depth -= 1
  }
}

/// A table view subclass that counts `adjustedContentInsetDidChange()`.
private final class CountingTableView: UITableView {
  var hookCalls = 0
  override func adjustedContentInsetDidChange() {
    super.adjustedContentInsetDidChange()
    hookCalls += 1
  }
}

@MainActor
@Suite struct UIScrollViewContentInsetTests {
  private let inset = UIEdgeInsets(top: 30, left: 0, bottom: 20, right: 0)

  @Test("a table's offsets run from minus the top inset to the end plus the bottom inset")
  func tableClamp() throws {
    let model = ListModel(rows: 20)  // 880 points of rows, a 220-point viewport
    defer { withExtendedLifetime(model) {} }  // the table holds its data source weakly
    let table = try makeTable(model)
    table.contentInset = inset
    #expect(table.adjustedContentInset == inset)
    table.setContentOffset(CGPoint(x: 0, y: -1000), animated: false)
    table.layoutIfNeeded()
    #expect(table.contentOffset.y == -30)
    // The first row shows below the top inset.
    #expect(table.indexPathsForVisibleRows?.first == ip(0, 0))
    table.setContentOffset(CGPoint(x: 0, y: 10_000), animated: false)
    table.layoutIfNeeded()
    #expect(table.contentOffset.y == CGFloat(880 + 20 - 220))
    #expect(table.indexPathsForVisibleRows?.last == ip(0, 19))
    // Without insets, the old range again.
    table.contentInset = .zero
    table.layoutIfNeeded()
    #expect(table.contentOffset.y == CGFloat(880 - 220))
    table.setContentOffset(CGPoint(x: 0, y: -5), animated: false)
    table.layoutIfNeeded()
    #expect(table.contentOffset.y == 0)
  }

  @Test("content shorter than the viewport stays at minus the top inset")
  func shortContent() throws {
    let model = ListModel(rows: 2)
    defer { withExtendedLifetime(model) {} }
    let table = try makeTable(model)
    table.contentInset = inset
    table.setContentOffset(CGPoint(x: 0, y: 50), animated: false)
    table.layoutIfNeeded()
    #expect(table.contentOffset.y == -30)
  }

  @Test(
    "scrollToRow places the row at the top, middle or bottom of the area inside the insets, or scrolls it just inside them"
  )
  func tableScrollPositions() throws {
    let model = ListModel(rows: 20)
    defer { withExtendedLifetime(model) {} }
    let table = try makeTable(model)
    table.contentInset = inset  // visible area: 220 - 30 - 20 = 170 points
    table.scrollToRow(at: ip(0, 10), at: .top, animated: false)
    #expect(table.contentOffset.y == CGFloat(440 - 30))
    table.scrollToRow(at: ip(0, 10), at: .bottom, animated: false)
    #expect(table.contentOffset.y == CGFloat(484 - 170 - 30))
    table.scrollToRow(at: ip(0, 10), at: .middle, animated: false)
    #expect(table.contentOffset.y == CGFloat(462 - 85 - 30))
    // Already inside the insets: no move.
    let before = table.contentOffset.y
    table.scrollToRow(at: ip(0, 10), at: .none, animated: false)
    #expect(table.contentOffset.y == before)
    // Below the area: its bottom at the area's bottom.
    table.scrollToRow(at: ip(0, 15), at: .none, animated: false)
    #expect(table.contentOffset.y == CGFloat(704 - 170 - 30))
    // Above it: its top at the area's top.
    table.scrollToRow(at: ip(0, 2), at: .none, animated: false)
    #expect(table.contentOffset.y == CGFloat(88 - 30))
    // The first row at the top: clamped to minus the top inset.
    table.scrollToRow(at: ip(0, 0), at: .top, animated: false)
    #expect(table.contentOffset.y == -30)
  }

  @Test(
    "a status-bar tap scrolls to minus the top inset; the section index puts a section under it")
  func topAndSectionIndex() throws {
    let model = ListModel(rows: 5, sections: 4)
    model.indexTitles = ["A", "B", "C", "D"]
    defer { withExtendedLifetime(model) {} }
    let table = try makeTable(model)
    table.contentInset = inset
    table.setContentOffset(CGPoint(x: 0, y: 300), animated: false)
    table.layoutIfNeeded()
    #expect(try table.tapStatusBar())
    #expect(table.contentOffset.y == -30)
    #expect(try !table.tapStatusBar())  // already at the top
    _ = try table.tapSectionIndexTitle(at: 2)
    #expect(table.contentOffset.y == table.rect(forSection: 2).minY - 30)
  }

  @Test(
    "a change calls adjustedContentInsetDidChange and the delegate once; the same value, or refused components, call nothing"
  )
  func notifications() throws {
    let table = CountingTableView(frame: CGRect(x: 0, y: 0, width: 320, height: 220), style: .plain)
    let delegate = InsetDelegate()
    defer { withExtendedLifetime(delegate) {} }
    table.delegate = delegate
    table.contentInset = inset
    #expect(table.hookCalls == 1 && delegate.insetChanges == 1)
    table.contentInset = inset
    #expect(table.hookCalls == 1 && delegate.insetChanges == 1)
    // Components that are not finite, or longer than the largest viewport,
    // keep their values.
    table.contentInset = UIEdgeInsets(
      top: .nan, left: .infinity, bottom: -.infinity, right: UIScrollView.maximumViewportLength * 2)
    #expect(table.contentInset == inset)
    #expect(table.hookCalls == 1 && delegate.insetChanges == 1)
    table.contentInset = UIEdgeInsets(top: .nan, left: 5, bottom: 20, right: 0)
    #expect(table.contentInset == UIEdgeInsets(top: 30, left: 5, bottom: 20, right: 0))
    #expect(table.hookCalls == 2 && delegate.insetChanges == 2)
    // Negative insets are UIKit's too: content scrolls under the edge.
    table.contentInset = UIEdgeInsets(top: -10, left: 0, bottom: 0, right: 0)
    #expect(table.adjustedContentInset.top == -10)
  }

  @Test(
    "a collection view clamps both axes to the insets, and its flow layout's lines are the width inside them"
  )
  func collectionView() throws {
    let source = ScrollGridSource([12])
    defer { withExtendedLifetime(source) {} }
    let grid = makeScrollGrid(source, length: 200)  // 320 wide: 3 items of 100 a line
    grid.layoutIfNeeded()
    #expect(grid.layoutAttributesForItem(at: IndexPath(item: 2, section: 0))?.frame.minY == 0)
    grid.contentInset = UIEdgeInsets(top: 15, left: 10, bottom: 25, right: 10)
    grid.layoutIfNeeded()
    // 300 points inside the insets: 2 items a line (100 + 10 + 100, with
    // the default 10-point spacing; a third needs 320).
    #expect(grid.layoutAttributesForItem(at: IndexPath(item: 2, section: 0))?.frame.minY ?? 0 > 0)
    let height = grid.contentSize.height
    grid.setContentOffset(CGPoint(x: -100, y: -100), animated: false)
    #expect(grid.contentOffset == CGPoint(x: -10, y: -15))
    grid.setContentOffset(CGPoint(x: 0, y: 100_000), animated: false)
    #expect(grid.contentOffset.y == height + 25 - 200)
    grid.scrollToItem(at: IndexPath(item: 6, section: 0), at: .top, animated: false)
    let frame = try #require(
      grid.layoutAttributesForItem(at: IndexPath(item: 6, section: 0))?.frame)
    #expect(grid.contentOffset.y == frame.minY - 15)
    grid.scrollToItem(at: IndexPath(item: 6, section: 0), at: .bottom, animated: false)
    #expect(grid.contentOffset.y == frame.maxY - (200 - 15 - 25) - 15)
  }

  @Test(
    "an inset set from inside the notification is notified after it returns, never nested, at most maximumInsetNotificationChain times in a row"
  )
  func reentrantInset() {
    let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 220), style: .plain)
    let restless = RestlessInsetDelegate()
    defer { withExtendedLifetime(restless) {} }
    table.delegate = restless
    table.contentInset = UIEdgeInsets(top: 1, left: 0, bottom: 0, right: 0)
    #expect(restless.deepest == 1)
    #expect(restless.calls == UIScrollView.maximumInsetNotificationChain)
    // Each call's change was kept: the last one too.
    #expect(table.contentInset.top == CGFloat(1 + UIScrollView.maximumInsetNotificationChain))
    // A later change is notified again.
    restless.calls = 0
    table.contentInset = .zero
    #expect(restless.calls == UIScrollView.maximumInsetNotificationChain)
  }

  @Test("pinned headers stick inside the top inset (under a bar), not at the viewport's edge")
  func pinnedHeaderInsideInsets() throws {
    let source = ScrollGridSource([6, 6, 6])
    defer { withExtendedLifetime(source) {} }
    let grid = makeScrollGrid(source, length: 200)
    let flow = try #require(grid.collectionViewLayout as? UICollectionViewFlowLayout)
    flow.headerReferenceSize = CGSize(width: 0, height: 40)
    flow.sectionHeadersPinToVisibleBounds = true
    grid.contentInset = UIEdgeInsets(top: 30, left: 0, bottom: 0, right: 0)
    grid.setContentOffset(CGPoint(x: 0, y: 100), animated: false)
    grid.layoutIfNeeded()
    let frame = try #require(
      grid.layoutAttributesForSupplementaryElement(
        ofKind: UICollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: 0))?
        .frame)
    #expect(frame.minY == 130)
  }

  @Test("an inset set from didScroll is laid out by the next layout pass")
  func insetDuringLayout() throws {
    let source = ScrollGridSource([12])
    defer { withExtendedLifetime(source) {} }
    let grid = makeScrollGrid(source, length: 200)
    grid.layoutIfNeeded()
    // 3 items a line at 320 points; 2 inside 10-point side insets.
    source.onDidScroll = { view in
      view.contentInset = UIEdgeInsets(top: 0, left: 10, bottom: 0, right: 10)
    }
    grid.setContentOffset(CGPoint(x: 0, y: 50), animated: false)
    grid.layoutIfNeeded()
    source.onDidScroll = nil
    #expect(
      grid.layoutAttributesForItem(at: IndexPath(item: 2, section: 0))?.frame.minY ?? 0 > 0)
    #expect(
      grid.cellForItem(at: IndexPath(item: 2, section: 0)).map { $0.frame.minY > 0 } ?? true)
  }
  @Test("drags and flings past either end stop at minus the top inset, or the end plus the bottom")
  func dragsPastTheInsets() throws {
    let model = ListModel(rows: 20)  // 880 points of rows, a 220-point viewport
    defer { withExtendedLifetime(model) {} }
    let table = try makeTable(model)
    table.contentInset = inset
    table.layoutIfNeeded()
    try table.dragToScroll(by: -500)
    #expect(table.contentOffset.y == -30)
    try table.dragToScroll(by: 100, velocity: -50)  // a fling back past the top
    #expect(table.contentOffset.y == -30)
    #expect(!table.isDragging && !table.isDecelerating)
    try table.dragToScroll(by: 200, velocity: 80)  // a fling past the end
    #expect(table.contentOffset.y == CGFloat(880 + 20 - 220))
    #expect(table.indexPathsForVisibleRows?.last == ip(0, 19))
    try table.dragToScroll(by: 10_000)
    #expect(table.contentOffset.y == CGFloat(880 + 20 - 220))

    let source = ScrollGridSource([12])  // 4 lines of 100, 110 apart: 430 tall
    defer { withExtendedLifetime(source) {} }
    let grid = makeScrollGrid(source, length: 200)
    grid.contentInset = UIEdgeInsets(top: 15, left: 0, bottom: 25, right: 0)
    grid.layoutIfNeeded()
    try grid.dragToScroll(by: -300, velocity: -20)
    #expect(grid.contentOffset.y == -15)
    try grid.dragToScroll(by: 300, velocity: 20)
    #expect(grid.contentOffset.y == grid.contentSize.height + 25 - 200)
    #expect(source.staleRequests.isEmpty)
  }

  @Test("the largest inset accepted scrolls and places rows; Int.max and beyond are refused")
  func hugeInsets() throws {
    let model = ListModel(rows: 20)
    defer { withExtendedLifetime(model) {} }
    let table = try makeTable(model)
    let largest = UIScrollView.maximumViewportLength
    table.contentInset = UIEdgeInsets(top: largest, left: 0, bottom: largest, right: 0)
    #expect(table.contentInset.top == largest && table.contentInset.bottom == largest)
    table.layoutIfNeeded()
    #expect(table.contentOffset.y == 0, "an inset does not scroll")
    // The area inside the insets is negative: rows are placed by the
    // formula, never NaN, and the offset stays in its range.
    table.scrollToRow(at: ip(0, 10), at: .middle, animated: false)
    #expect(table.contentOffset.y.isFinite)
    #expect(table.contentOffset.y >= -largest && table.contentOffset.y <= 880 + largest - 220)
    try table.dragToScroll(by: -largest * 4, velocity: -1_000_000)
    #expect(table.contentOffset.y == -largest)
    try table.dragToScroll(by: largest * 4, velocity: 1_000_000)
    #expect(table.contentOffset.y == 880 + largest - 220)
    for refused in [CGFloat(Int.max), CGFloat(Int.min), largest.nextUp * 2, -largest * 4] {
      table.contentInset = UIEdgeInsets(top: refused, left: 0, bottom: refused, right: 0)
      #expect(table.contentInset.top == largest, "\(refused)")
    }
  }
}
