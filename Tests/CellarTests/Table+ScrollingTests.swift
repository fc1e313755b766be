import Cellar
import Foundation
import Testing

/// An app delegate that logs what reaches it.
@MainActor
private final class AppDelegate: UITableViewDelegate {
  var log: [String] = []
  var snapTarget: CGFloat?
  var allowsHighlight = true
  var allowsScrollToTop = true
  var redirectSelection: ((IndexPath) -> IndexPath?)?
  var onDidEndDecelerating: (() -> Void)?
  var onWillDisplay: ((IndexPath) -> Void)?

  func scrollViewDidScroll(_ scrollView: UIScrollView) {
    log.append("didScroll \(Int(scrollView.contentOffset.y))")
  }
  func scrollViewWillBeginDragging(_ scrollView: UIScrollView) { log.append("willBeginDragging") }
  func scrollViewWillEndDragging(
    _ scrollView: UIScrollView, withVelocity velocity: CGPoint,
    targetContentOffset: UnsafeMutablePointer<CGPoint>
  ) {
    log.append("willEndDragging")
    if let snapTarget { targetContentOffset.pointee.y = snapTarget }
  }
  func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {
    log.append("didEndDragging \(decelerate)")
  }
  func scrollViewWillBeginDecelerating(_ scrollView: UIScrollView) {
    log.append("willBeginDecelerating")
  }
  func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) {
    log.append("didEndDecelerating \(Int(scrollView.contentOffset.y))")
    onDidEndDecelerating?()
  }
  func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView) {
    log.append("didEndScrollingAnimation")
  }
  func scrollViewShouldScrollToTop(_ scrollView: UIScrollView) -> Bool {
    log.append("shouldScrollToTop")
    return allowsScrollToTop
  }
  func scrollViewDidScrollToTop(_ scrollView: UIScrollView) { log.append("didScrollToTop") }
  func tableView(
    _ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath
  ) {
    log.append("willDisplay \(indexPath.row)")
    onWillDisplay?(indexPath)
  }
  func tableView(_ tableView: UITableView, shouldHighlightRowAt indexPath: IndexPath) -> Bool {
    allowsHighlight
  }
  func tableView(_ tableView: UITableView, willSelectRowAt indexPath: IndexPath) -> IndexPath? {
    redirectSelection?(indexPath) ?? indexPath
  }
  func tableView(_ tableView: UITableView, didHighlightRowAt indexPath: IndexPath) {
    log.append("didHighlight \(indexPath.row)")
  }
  func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
    log.append("didSelect \(indexPath.row)")
  }
  func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
    log.append("heightForRowAt (must not be asked)")
    return 10
  }
}

/// A table of `count` 44-point rows "0", "1", ... showing 3.
@MainActor
private func scrollTable(
  count: Int = 30, action: Row<TitleCell>.Action? = nil
) throws -> Table {
  let table = makeTable(height: 132)
  try table.update(with: [
    Section(id: "s", rows: (0..<count).map { Row<TitleCell>(model: "\($0)", action: action) })
  ])
  table.tableView.layoutIfNeeded()
  return table
}

@MainActor
@Suite struct TableScrollingTests {
  @Test(
    "a drag and its deceleration reach the typed closures and the app's delegate, in UIKit's order")
  func scrollEventsReachBoth() throws {
    let table = try scrollTable()
    let app = AppDelegate()
    table.delegate = app
    var closures: [String] = []
    table.onWillBeginDragging = { closures.append("begin") }
    table.onScroll = { closures.append("scroll \(Int($0.y))") }
    table.onEndDragging = { closures.append("endDragging \($0)") }
    table.onEndDecelerating = { closures.append("endDecelerating \(Int($0.y))") }
    try table.tableView.dragToScroll(by: 88, velocity: 0.2, steps: 2)
    // 88 + 0.2 × 499 = 187.8
    #expect(
      closures == [
        "begin", "scroll 44", "scroll 88", "endDragging true", "scroll 137", "scroll 187",
        "endDecelerating 187",
      ])
    let scrolls = app.log.filter { !$0.hasPrefix("willDisplay") }
    #expect(
      scrolls == [
        "willBeginDragging", "didScroll 44", "didScroll 88", "willEndDragging",
        "didEndDragging true", "willBeginDecelerating", "didScroll 137", "didScroll 187",
        "didEndDecelerating 187",
      ])
    // The app hears willDisplay for the rows the scroll brought in, after the didScroll.
    let firstDisplay = try #require(app.log.firstIndex { $0.hasPrefix("willDisplay") })
    #expect(app.log[firstDisplay - 1] == "didScroll 44")
    #expect(app.log.contains("willDisplay 3"))
    #expect(!app.log.contains("heightForRowAt (must not be asked)"))
  }

  @Test("the app's delegate may move the target offset of a drag")
  func appMovesTarget() throws {
    let table = try scrollTable()
    let app = AppDelegate()
    app.snapTarget = 440
    table.delegate = app
    var rest: CGFloat?
    table.onEndDecelerating = { rest = $0.y }
    try table.tableView.dragToScroll(by: 50, velocity: 0.1)
    #expect(table.tableView.contentOffset.y == 440)
    #expect(rest == 440)
    #expect(table.tableView.indexPathsForVisibleRows?.first == IndexPath(row: 10, section: 0))
  }

  @Test("an animated programmatic scroll, and a status-bar tap, reach their closures and the app")
  func programmaticAndScrollToTop() throws {
    let table = try scrollTable()
    let app = AppDelegate()
    table.delegate = app
    var events: [String] = []
    table.onEndScrollingAnimation = { events.append("animation \(Int($0.y))") }
    table.onScrollToTop = { events.append("top") }
    table.tableView.scrollToRow(at: IndexPath(row: 20, section: 0), at: .top, animated: true)
    #expect(events == ["animation 880"])
    app.allowsScrollToTop = false
    #expect(try !table.tableView.tapStatusBar())
    #expect(events == ["animation 880"])
    app.allowsScrollToTop = true
    #expect(try table.tableView.tapStatusBar())
    #expect(events == ["animation 880", "top"])
    #expect(
      app.log.filter { !$0.hasPrefix("willDisplay") }.suffix(3) == [
        "shouldScrollToTop", "didScroll 0", "didScrollToTop",
      ])
  }

  @Test(
    "the app hears highlight and selection after the row's action, and may veto highlight or redirect selection"
  )
  func selectionForwarding() throws {
    var order: [String] = []
    let table = try scrollTable(action: { model, _ in order.append("action \(model)") })
    let app = AppDelegate()
    table.delegate = app
    try table.tableView.tapRow(at: IndexPath(row: 1, section: 0))
    order += app.log.filter { $0.hasPrefix("didSelect") }
    #expect(order == ["action 1", "didSelect 1"])
    app.redirectSelection = { _ in IndexPath(row: 2, section: 0) }
    try table.tableView.tapRow(at: IndexPath(row: 0, section: 0))
    #expect(table.tableView.indexPathForSelectedRow == IndexPath(row: 2, section: 0))
    app.redirectSelection = nil
    #expect(app.log.contains("didHighlight 0"))
    app.allowsHighlight = false
    app.log = []
    try table.tableView.tapRow(at: IndexPath(row: 0, section: 0))
    #expect(!app.log.contains("didHighlight 0"))
    #expect(app.log.contains("didSelect 0"))
  }

  @Test("an update asked for from onScroll during a drag is applied when the step is over")
  func updateFromOnScroll() throws {
    let table = try scrollTable(count: 10)
    var pages = 0
    var errors: [any Error] = []
    // Load more when the last row comes near, as an infinite list does.
    table.onScroll = { [weak table] offset in
      guard let table else { return }
      let bottom = offset.y + table.tableView.viewportSize.height
      guard bottom > table.tableView.contentSize.height - 44, pages < 3 else { return }
      pages += 1
      let count = table.sections[0].rows.count
      do {
        try table.update(with: [
          Section(
            id: "s",
            rows: (0..<(count + 10)).map { Row<TitleCell>(model: "\($0)") })
        ])
      } catch {
        errors.append(error)
      }
    }
    try table.tableView.dragToScroll(by: 400, velocity: 1, steps: 8)
    #expect(errors.isEmpty)
    #expect(pages >= 1)
    #expect(table.sections[0].rows.count == 10 + 10 * pages)
    #expect(table.tableView.numberOfRows(inSection: 0) == table.sections[0].rows.count)
    #expect(table.tableView.contentOffset.y > 400)
    #expect(table.lastError == nil)
  }

  @Test(
    "an update asked for from the app's didEndDecelerating, and from an update's own scroll, is applied"
  )
  func updateFromDelegateAndFromUpdate() throws {
    let table = try scrollTable()
    let app = AppDelegate()
    table.delegate = app
    app.onDidEndDecelerating = {
      try? table.update(with: [
        Section(id: "s", rows: (0..<5).map { Row<TitleCell>(model: "\($0)") })
      ])
    }
    try table.tableView.dragToScroll(by: 300, velocity: 0.5)
    #expect(table.sections[0].rows.count == 5)
    #expect(table.tableView.numberOfRows(inSection: 0) == 5)
    #expect(table.tableView.contentOffset.y == 88)
    #expect(table.tableView.visibleTexts == ["2", "3", "4"])
    // An update that moves the offset (rows inserted above a scrolled table)
    // calls onScroll while it is applied; an update asked for there waits.
    try table.update(with: [
      Section(id: "s", rows: (0..<30).map { Row<TitleCell>(model: "\($0)") })
    ])
    table.tableView.setContentOffset(CGPoint(x: 0, y: 440), animated: false)
    var scrolledDuringUpdate = 0
    table.onScroll = { [weak table] _ in
      guard let table else { return }
      scrolledDuringUpdate += 1
      guard scrolledDuringUpdate == 1 else { return }
      table += Section(id: "tail", rows: [Row<TitleCell>(model: "tail")])
    }
    try table.update(with: [
      Section(id: "s", rows: (-5..<30).map { Row<TitleCell>(model: "\($0)") })
    ])
    #expect(scrolledDuringUpdate >= 1)
    #expect(table.sections.map(\.id) == ["s", "tail"])
    #expect(table.tableView.numberOfSections == 2)
    #expect(table.tableView.visibleTexts.first == "10")
    #expect(table.lastError == nil)
  }

  @Test(
    "with content insets: at rest under the top inset an insert above shows; scrolled, the first visible row keeps its place"
  )
  func anchorWithInsets() throws {
    let table = makeTable(height: 220)
    table.tableView.contentInset = UIEdgeInsets(top: 30, left: 0, bottom: 20, right: 0)
    func rows(_ ids: some Sequence<Int>) -> Section {
      Section(id: "s", rows: ids.map { Row<TitleCell>(model: "\($0)", id: $0) })
    }
    try table.update(with: [rows(0..<40)])
    table.tableView.setContentOffset(CGPoint(x: 0, y: -30), animated: false)
    table.tableView.layoutIfNeeded()
    try table.update(with: [rows(Array(100..<102) + Array(0..<40))])
    #expect(table.tableView.contentOffset.y == -30)
    #expect(table.tableView.indexPathsForVisibleRows?.first == IndexPath(row: 0, section: 0))
    // Scrolled: row 10 (now row 12) keeps its distance from the top, and
    // the offset its x (under a left inset, say).
    table.tableView.setContentOffset(CGPoint(x: -10, y: 12 * 44 + 4), animated: false)
    table.tableView.layoutIfNeeded()
    try table.update(with: [rows(Array(100..<105) + Array(0..<40))])
    #expect(table.tableView.contentOffset.y == CGFloat(15 * 44 + 4))
    #expect(table.tableView.contentOffset.x == -10)
    // The far end: the content plus the bottom inset.
    table.tableView.setContentOffset(CGPoint(x: 0, y: 100_000), animated: false)
    table.tableView.layoutIfNeeded()
    #expect(table.tableView.contentOffset.y == CGFloat(45 * 44 + 20 - 220))
  }

  @Test("the app's delegate is held weakly, and the table works without it")
  func weakDelegate() throws {
    let table = try scrollTable()
    var app: AppDelegate? = AppDelegate()
    table.delegate = app
    weak let gone = app
    app = nil
    #expect(gone == nil)
    #expect(table.delegate == nil)
    try table.tableView.dragToScroll(by: 100, velocity: 1)
    #expect(table.tableView.contentOffset.y > 100)
  }

  @Test("the table's rows still answer heights and swipe actions when the app has a delegate")
  func tableAnswersForRows() throws {
    let table = makeTable(height: 132)
    let app = AppDelegate()
    table.delegate = app
    let row = Row<TitleCell>(model: "tall", height: 60)
    try table.update(with: [Section(id: "s", rows: [row])])
    table.tableView.layoutIfNeeded()
    #expect(table.tableView.rectForRow(at: IndexPath(row: 0, section: 0)).height == 60)
    #expect(!app.log.contains("heightForRowAt (must not be asked)"))
  }

  @Test(
    "an app delegate that changes the table from willDisplay, mid-layout, gets its update applied after the layout"
  )
  func updateFromForwardedWillDisplay() throws {
    let table = try scrollTable(count: 6)
    let app = AppDelegate()
    table.delegate = app
    var appended = 0
    app.onWillDisplay = { path in
      // Load more when the last row appears.
      guard path.row == table.sections[0].rows.count - 1, appended < 2 else { return }
      appended += 1
      table += Row<TitleCell>(model: "more \(appended)")
    }
    try table.tableView.dragToScroll(by: 400, steps: 4)
    #expect(appended >= 1)
    #expect(table.sections[0].rows.count == 6 + appended)
    #expect(table.tableView.numberOfRows(inSection: 0) == 6 + appended)
    #expect(table.lastError == nil)
  }

  @Test(
    "a scroll closure that reloads the table, or drops its own handler, leaves a consistent table")
  func hostileScrollClosures() throws {
    let table = try scrollTable()
    var calls = 0
    table.onScroll = { [weak table] _ in
      guard let table else { return }
      calls += 1
      try? table.reloadData(with: [
        Section(id: "s", rows: (0..<(30 - calls)).map { Row<TitleCell>(model: "\($0)") })
      ])
      if calls == 3 { table.onScroll = nil }
    }
    try table.tableView.dragToScroll(by: 300, velocity: 1, steps: 4)
    #expect(calls == 3)
    #expect(table.tableView.numberOfRows(inSection: 0) == 27)
    #expect(table.sections[0].rows.count == 27)
    let offset = table.tableView.contentOffset.y
    #expect(offset >= 0 && offset <= table.tableView.contentSize.height - 132)
    #expect(table.tableView.visibleTexts.count >= 3)
  }
}
