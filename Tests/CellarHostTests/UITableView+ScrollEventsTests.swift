import CellarHost
import Foundation
import Testing

/// A delegate that logs its scroll callbacks with the offset and state the
/// table had at each, and lets a test steer the answers.
@MainActor
final class ScrollObserver: UITableViewDelegate {
  var log: [String] = []
  var targetOverride: ((CGPoint) -> CGPoint)?
  var shouldScrollToTop = true
  var onDidScroll: ((UITableView) -> Void)?
  /// Keeps the data source alive (the table holds it weakly).
  var retained: AnyObject?

  func scrollViewDidScroll(_ scrollView: UIScrollView) {
    let state =
      scrollView.isDragging ? " dragging" : scrollView.isDecelerating ? " decelerating" : ""
    log.append("didScroll \(Int(scrollView.contentOffset.y))\(state)")
    if let table = scrollView as? UITableView { onDidScroll?(table) }
  }

  func scrollViewWillBeginDragging(_ scrollView: UIScrollView) { log.append("willBeginDragging") }

  func scrollViewWillEndDragging(
    _ scrollView: UIScrollView, withVelocity velocity: CGPoint,
    targetContentOffset: UnsafeMutablePointer<CGPoint>
  ) {
    log.append("willEndDragging v=\(velocity.y) target=\(Int(targetContentOffset.pointee.y))")
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
    log.append("didEndDecelerating \(Int(scrollView.contentOffset.y))")
  }

  func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView) {
    log.append("didEndScrollingAnimation \(Int(scrollView.contentOffset.y))")
  }

  func scrollViewShouldScrollToTop(_ scrollView: UIScrollView) -> Bool {
    log.append("shouldScrollToTop")
    return shouldScrollToTop
  }

  func scrollViewDidScrollToTop(_ scrollView: UIScrollView) {
    log.append("didScrollToTop \(Int(scrollView.contentOffset.y))")
  }
}

extension ScrollObserver {
  /// Makes an observer the delegate of `table`, keeping `model` (its data
  /// source) alive, then lays the table out and clears its event log.
  ///
  /// - Returns: The observer.
  static func observing(_ table: UITableView, dataSource model: ListModel) throws -> ScrollObserver
  {
    let observer = ScrollObserver()
    observer.retained = model
    table.delegate = observer
    table.layoutIfNeeded()
    table.removeAllEvents()
    return observer
  }
}

/// A 20-row table (44 points each, 880 in all) showing 3 rows, observed.
@MainActor
private func observedTable(rows: Int = 20) throws -> (UITableView, ListModel, ScrollObserver) {
  let model = ListModel(rows: rows)
  let table = try makeTable(model, visibleRows: 3, delegate: false)
  return (table, model, try ScrollObserver.observing(table, dataSource: model))
}

private let scrollNames: Set<String> = [
  "scrollViewDidScroll", "scrollViewWillBeginDragging", "scrollViewWillEndDragging",
  "scrollViewDidEndDragging", "scrollViewWillBeginDecelerating", "scrollViewDidEndDecelerating",
  "scrollViewDidEndScrollingAnimation", "scrollViewShouldScrollToTop", "scrollViewDidScrollToTop",
  "willDisplay", "didEndDisplaying",
]

@MainActor
@Suite struct UITableViewScrollEventsTests {
  @Test(
    "a non-animated setContentOffset calls didScroll before the display callbacks, and nothing else"
  )
  func programmaticOrder() throws {
    let (table, _, observer) = try observedTable()
    table.setContentOffset(CGPoint(x: 0, y: 88), animated: false)
    #expect(observer.log == ["didScroll 88"])
    #expect(
      table.trace(scrollNames) == [
        "scrollViewDidScroll", "didEndDisplaying [0, 0]", "didEndDisplaying [0, 1]",
        "willDisplay [0, 3]", "willDisplay [0, 4]",
      ])
  }

  @Test("an animated setContentOffset ends with didEndScrollingAnimation, only when it moved")
  func animatedProgrammatic() throws {
    let (table, _, observer) = try observedTable()
    table.setContentOffset(CGPoint(x: 0, y: 88), animated: true)
    #expect(observer.log == ["didScroll 88", "didEndScrollingAnimation 88"])
    #expect(table.trace(scrollNames).last == "scrollViewDidEndScrollingAnimation")
    observer.log = []
    table.setContentOffset(CGPoint(x: 0, y: 88), animated: true)
    table.setContentOffset(CGPoint(x: 0, y: 88), animated: false)
    #expect(observer.log.isEmpty)
  }

  @Test("setContentOffset past the end clamps first: one didScroll, at the last offset")
  func clampedProgrammatic() throws {
    let (table, _, observer) = try observedTable()
    table.setContentOffset(CGPoint(x: 0, y: 10_000), animated: true)
    #expect(observer.log == ["didScroll 748", "didEndScrollingAnimation 748"])
  }

  @Test(
    "scrollToRow calls didScroll, then didEndScrollingAnimation when animated; a visible row does not scroll"
  )
  func scrollToRowOrder() throws {
    let (table, _, observer) = try observedTable()
    table.scrollToRow(at: ip(0, 10), at: .top, animated: true)
    #expect(observer.log == ["didScroll 440", "didEndScrollingAnimation 440"])
    observer.log = []
    table.scrollToRow(at: ip(0, 11), at: .none, animated: true)
    table.scrollToRow(at: ip(0, 5), at: .top, animated: false)
    #expect(observer.log == ["didScroll 220"])
    observer.log = []
    table.selectRow(at: ip(0, 15), animated: true, scrollPosition: .bottom)
    #expect(observer.log == ["didScroll 572", "didEndScrollingAnimation 572"])
  }

  @Test("setting contentOffset calls didScroll at once, and only when it changes")
  func propertyOffset() throws {
    let (table, _, observer) = try observedTable()
    table.contentOffset = CGPoint(x: 0, y: 50)
    #expect(observer.log == ["didScroll 50"])
    table.contentOffset = CGPoint(x: 0, y: 50)
    #expect(observer.log == ["didScroll 50"])
    // The display callbacks come with the next layout, after didScroll.
    #expect(table.trace(scrollNames) == ["scrollViewDidScroll"])
    table.layoutIfNeeded()
    #expect(table.trace(scrollNames).first == "scrollViewDidScroll")
    #expect(table.trace(scrollNames).count > 1)
  }

  @Test(
    "a slow drag: willBeginDragging, didScroll per step while dragging, willEnd, didEnd without deceleration"
  )
  func slowDrag() throws {
    let (table, _, observer) = try observedTable()
    try table.dragToScroll(by: 100)
    #expect(
      observer.log == [
        "willBeginDragging", "didScroll 25 dragging", "didScroll 50 dragging",
        "didScroll 75 dragging", "didScroll 100 dragging", "willEndDragging v=0.0 target=100",
        "didEndDragging false",
      ])
    #expect(!table.isDragging && !table.isDecelerating)
    #expect(table.contentOffset.y == 100)
    // Each step's display callbacks follow its didScroll.
    let trace = table.trace(scrollNames)
    let firstDisplay = try #require(trace.firstIndex { $0.hasPrefix("willDisplay") })
    #expect(trace[..<firstDisplay].filter { $0 == "scrollViewDidScroll" }.count >= 1)
    #expect(trace.last == "scrollViewDidEndDragging")
  }

  @Test(
    "a flick decelerates to UIKit's projected offset, with didScroll per step while decelerating")
  func flick() throws {
    let (table, _, observer) = try observedTable()
    try table.dragToScroll(by: 40, velocity: 0.5, steps: 2)
    // 40 + 0.5 × 0.998 / 0.002 = 40 + 249.5
    #expect(
      observer.log == [
        "willBeginDragging", "didScroll 20 dragging", "didScroll 40 dragging",
        "willEndDragging v=0.5 target=289", "didEndDragging true", "willBeginDecelerating",
        "didScroll 164 decelerating", "didScroll 289 decelerating", "didEndDecelerating 289",
      ])
    #expect(abs(table.contentOffset.y - 289.5) < 1e-9)
    #expect(table.trace(scrollNames).last == "scrollViewDidEndDecelerating")
  }

  @Test("the delegate's target offset is where the deceleration stops, clamped to the content")
  func targetOverride() throws {
    let (table, _, observer) = try observedTable()
    // Snap to a row boundary.
    observer.targetOverride = { CGPoint(x: 0, y: ($0.y / 44).rounded() * 44) }
    try table.dragToScroll(by: 40, velocity: 0.5, steps: 1)
    #expect(table.contentOffset.y == 308)
    #expect(observer.log.last == "didEndDecelerating 308")
    // A target at the current offset: no deceleration.
    observer.log = []
    observer.targetOverride = { _ in CGPoint(x: 0, y: 348) }
    try table.dragToScroll(by: 40, velocity: 3, steps: 1)
    #expect(observer.log.suffix(2) == ["willEndDragging v=3.0 target=748", "didEndDragging false"])
    // A target beyond the content, or not a number, is clamped or ignored.
    observer.targetOverride = { _ in CGPoint(x: 0, y: 1e9) }
    try table.dragToScroll(by: 0, velocity: 0, steps: 1)
    #expect(table.contentOffset.y == 748)
    observer.targetOverride = { _ in CGPoint(x: 0, y: CGFloat.nan) }
    try table.dragToScroll(by: -48, velocity: 1, steps: 1)
    #expect(table.contentOffset.y == 700)
    #expect(observer.log.last == "didEndDragging false")
  }

  @Test(
    "a drag against an edge does not scroll and calls no didScroll; a flick past the end stops at it"
  )
  func edges() throws {
    let (table, _, observer) = try observedTable()
    try table.dragToScroll(by: -100, velocity: -2)
    #expect(
      observer.log == [
        "willBeginDragging", "willEndDragging v=-2.0 target=0", "didEndDragging false",
      ])
    observer.log = []
    try table.dragToScroll(by: 100, velocity: 50)
    #expect(table.contentOffset.y == 748)
    #expect(observer.log.last == "didEndDecelerating 748")
    #expect(table.indexPathsForVisibleRows?.last == ip(0, 19))
  }

  @Test(
    "an invalid drag throws and changes nothing",
    arguments: [
      (CGFloat.nan, CGFloat(0), 4), (CGFloat.infinity, 0, 4), (10, .nan, 4), (10, -.infinity, 4),
      (10, 0, 0), (10, 0, -1),
    ])
  func invalidDrag(distance: CGFloat, velocity: CGFloat, steps: Int) throws {
    let (table, _, observer) = try observedTable()
    let before = try TableState(table)
    #expect(throws: UITableView.ScrollError.self) {
      try table.dragToScroll(by: distance, velocity: velocity, steps: steps)
    }
    #expect(try TableState(table) == before)
    #expect(observer.log.isEmpty)
    #expect(!table.isDragging)
  }

  @Test("a status-bar tap asks shouldScrollToTop, scrolls, then calls didScrollToTop")
  func scrollToTop() throws {
    let (table, _, observer) = try observedTable()
    table.setContentOffset(CGPoint(x: 0, y: 300), animated: false)
    observer.log = []
    table.removeAllEvents()
    #expect(try table.tapStatusBar())
    #expect(observer.log == ["shouldScrollToTop", "didScroll 0", "didScrollToTop 0"])
    let trace = table.trace(scrollNames)
    #expect(trace.first == "scrollViewShouldScrollToTop")
    #expect(trace[1] == "scrollViewDidScroll")
    #expect(trace.last == "scrollViewDidScrollToTop")
    #expect(!trace.contains("scrollViewDidEndScrollingAnimation"))
    #expect(table.indexPathsForVisibleRows?.first == ip(0, 0))
  }

  @Test("a status-bar tap does nothing when refused, when scrollsToTop is off, or at the top")
  func scrollToTopRefused() throws {
    let (table, _, observer) = try observedTable()
    #expect(try !table.tapStatusBar())
    #expect(observer.log == ["shouldScrollToTop"])
    table.setContentOffset(CGPoint(x: 0, y: 300), animated: false)
    observer.log = []
    observer.shouldScrollToTop = false
    #expect(try !table.tapStatusBar())
    #expect(observer.log == ["shouldScrollToTop"])
    observer.log = []
    observer.shouldScrollToTop = true
    table.scrollsToTop = false
    #expect(try !table.tapStatusBar())
    #expect(observer.log.isEmpty)
    #expect(table.contentOffset.y == 300)
  }

  @Test("content that shrinks clamps the offset, and the delegate hears didScroll")
  func shrinkClamps() throws {
    let (table, model, observer) = try observedTable()
    table.setContentOffset(CGPoint(x: 0, y: 748), animated: false)
    observer.log = []
    model.sections = [Array(model.sections[0].prefix(5))]
    table.reloadData()
    table.layoutIfNeeded()
    #expect(observer.log == ["didScroll 88"])
    #expect(table.contentOffset.y == 88)
  }

  @Test("a delegate that scrolls from didScroll (pinning the offset) ends in a stable table")
  func reentrantScroll() throws {
    let (table, _, observer) = try observedTable()
    observer.onDidScroll = { table in
      if table.contentOffset.y > 200 { table.contentOffset.y = 200 }
    }
    try table.dragToScroll(by: 400, velocity: 1)
    #expect(table.contentOffset.y == 200)
    table.layoutIfNeeded()
    #expect(table.indexPathsForVisibleRows?.first == ip(0, 4))
    #expect(observer.log.contains("didScroll 200 dragging"))
  }

  @Test("a delegate that changes the data from didScroll during a drag waits for the drag to end")
  func reentrantUpdate() throws {
    let (table, model, observer) = try observedTable()
    var inserted = false
    observer.onDidScroll = { table in
      guard !inserted else { return }
      inserted = true
      table.performWhenIdle {
        model.sections[0].insert("new", at: 0)
        table.performBatchUpdates {
          table.insertRows(at: [ip(0, 0)], with: .automatic)
        }
      }
    }
    try table.dragToScroll(by: 100, velocity: 0.2)
    #expect(table.numberOfRows(inSection: 0) == 21)
    #expect(observer.log.last?.hasPrefix("didEndDecelerating") == true)
    #expect(table.updateLog.last?.kind == .batch)
  }

  @Test("without a delegate, scrolls still move and lay out")
  func noDelegate() throws {
    let model = ListModel(rows: 20)
    let table = try makeTable(model, visibleRows: 3, delegate: false)
    try table.dragToScroll(by: 100, velocity: 1)
    #expect(table.contentOffset.y > 100)
    #expect(try table.tapStatusBar())
    #expect(table.contentOffset.y == 0)
    #expect(table.events.allSatisfy { !$0.name.hasPrefix("scrollView") })
  }
}
