import Cellar
import Foundation
import Testing

/// One section of `count` rows "tag0", "tag1", ..., identified by their text.
@MainActor
private func rows(_ tag: String, count: Int = 30, indexTitle: String? = nil) -> Section {
  Section(
    id: tag, header: .title(tag),
    rows: (0..<count).map { Row<TitleCell>(model: "\(tag)\($0)", id: "\(tag)\($0)") }
  )
  .indexTitle(indexTitle)
}

/// What a fresh table shows for `table`'s sections at `table`'s offset:
/// a table updated from inside its callbacks must show the same.
@MainActor
private func matchesFresh(_ table: Table, _ comment: Comment? = nil) throws {
  table.tableView.layoutIfNeeded()
  let fresh = makeTable(height: table.tableView.bounds.height)
  try fresh.update(with: table.sections)
  fresh.tableView.setContentOffset(table.tableView.contentOffset, animated: false)
  for path in table.tableView.indexPathsForSelectedRows ?? [] {
    fresh.tableView.selectRow(at: path, animated: false, scrollPosition: .none)
  }
  fresh.tableView.layoutIfNeeded()
  #expect(table.tableView.render() == fresh.tableView.render(), comment)
  #expect(table.tableView.numberOfSections == table.sections.count, comment)
  for (index, section) in table.sections.enumerated() {
    #expect(table.tableView.numberOfRows(inSection: index) == section.rows.count, comment)
  }
  #expect(table.tableView.sectionIndexTitles == table.sectionIndexTitles, comment)
}

/// An app delegate that runs `hook` with the name of every call it gets.
@MainActor
private final class HookedDelegate: UITableViewDelegate {
  var hook: (String) -> Void = { _ in }
  var target: CGFloat?

  func scrollViewDidScroll(_ scrollView: UIScrollView) { hook("didScroll") }
  func scrollViewWillBeginDragging(_ scrollView: UIScrollView) { hook("willBeginDragging") }
  func scrollViewWillEndDragging(
    _ scrollView: UIScrollView, withVelocity velocity: CGPoint,
    targetContentOffset: UnsafeMutablePointer<CGPoint>
  ) {
    hook("willEndDragging")
    if let target { targetContentOffset.pointee.y = target }
  }
  func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {
    hook("didEndDragging")
  }
  func scrollViewWillBeginDecelerating(_ scrollView: UIScrollView) { hook("willBeginDecelerating") }
  func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) { hook("didEndDecelerating") }
  func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView) {
    hook("didEndScrollingAnimation")
  }
  func scrollViewShouldScrollToTop(_ scrollView: UIScrollView) -> Bool {
    hook("shouldScrollToTop")
    return true
  }
  func scrollViewDidScrollToTop(_ scrollView: UIScrollView) { hook("didScrollToTop") }
  func tableView(
    _ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath
  ) { hook("willDisplay") }
  func tableView(
    _ tableView: UITableView, didEndDisplaying cell: UITableViewCell, forRowAt indexPath: IndexPath
  ) { hook("didEndDisplaying") }
  func tableView(
    _ tableView: UITableView, willDisplayHeaderView view: UIView,
    forSection section: Int
  ) { hook("willDisplayHeader") }
  func tableView(
    _ tableView: UITableView, didEndDisplayingHeaderView view: UIView,
    forSection section: Int
  ) { hook("didEndDisplayingHeader") }
  func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
    hook("didSelect")
  }
  func tableView(_ tableView: UITableView, didHighlightRowAt indexPath: IndexPath) {
    hook("didHighlight")
  }
  var redirect: IndexPath??
  func tableView(_ tableView: UITableView, willSelectRowAt indexPath: IndexPath) -> IndexPath? {
    hook("willSelect")
    return redirect ?? indexPath
  }
}

/// Every gesture that makes the table call back: drags with and without
/// deceleration, programmatic scrolls, a status bar tap, an index tap.
@MainActor
private func everyGesture(on table: Table) throws {
  let tableView = table.tableView
  try tableView.dragToScroll(by: 300, velocity: 0)
  try tableView.dragToScroll(by: 100, velocity: 2)
  tableView.setContentOffset(CGPoint(x: 0, y: 500), animated: true)
  try tableView.tapStatusBar()
  if let titles = tableView.sectionIndexTitles, !titles.isEmpty {
    _ = try? tableView.tapSectionIndexTitle(at: titles.count - 1)
  }
  try tableView.dragToScroll(by: -200, velocity: -1)
  if tableView.numberOfSections > 0, tableView.numberOfRows(inSection: 0) > 0 {
    try? tableView.tapRow(at: IndexPath(row: 0, section: 0))
  }
}

/// Which way a callback asks for an update.
enum ScrollAttackUpdateKind: CaseIterable, Sendable, CustomStringConvertible {
  case update, append, background
  var description: String {
    switch self {
    case .update: "update(with:)"
    case .append: "+="
    case .background: "updateInBackground"
    }
  }
}

/// Updates `table` from a callback, in one of the three ways; a
/// background update's task is kept in `tasks`.
@MainActor
private func requestUpdate(
  _ kind: ScrollAttackUpdateKind, on table: Table, counter: inout Int,
  tasks: inout [Task<Void, Never>]
) {
  counter += 1
  let tag = "u\(counter)-"
  switch kind {
  case .update:
    try? table.update(with: [rows(tag, count: 20 + counter % 7, indexTitle: tag)])
  case .append:
    table += rows(tag, count: 3, indexTitle: tag)
  case .background:
    let sections = table.sections.suffix(3) + [rows(tag, count: 5, indexTitle: tag)]
    tasks.append(
      Task { @MainActor in _ = try? await table.updateInBackground(with: Array(sections)) })
  }
}

/// Callbacks of the new scroll, display and index features that update the
/// table, release it, or start another scroll, as a hostile app would: the
/// table always ends as a fresh table with the same sections, never traps
/// and never loops.
@MainActor
@Suite struct TableScrollReentrancyAttackTests {
  nonisolated static let closures = [
    "onScroll", "onWillBeginDragging", "onEndDragging", "onEndDecelerating",
    "onEndScrollingAnimation", "onScrollToTop",
  ]

  @Test("updates from each scroll closure", arguments: closures, ScrollAttackUpdateKind.allCases)
  func updateFromClosure(_ closure: String, kind: ScrollAttackUpdateKind) async throws {
    let table = makeTable(height: 132)
    try table.update(with: [rows("a", indexTitle: "A"), rows("b", indexTitle: "B")])
    var counter = 0
    var tasks: [Task<Void, Never>] = []
    var calls = 0
    // The closures are stored in the table: they hold it weakly (no cycle).
    let fire = { [weak table] in
      calls += 1
      guard calls <= 50, let table else { return }
      requestUpdate(kind, on: table, counter: &counter, tasks: &tasks)
    }
    switch closure {
    case "onScroll": table.onScroll = { _ in fire() }
    case "onWillBeginDragging": table.onWillBeginDragging = { fire() }
    case "onEndDragging": table.onEndDragging = { _ in fire() }
    case "onEndDecelerating": table.onEndDecelerating = { _ in fire() }
    case "onEndScrollingAnimation": table.onEndScrollingAnimation = { _ in fire() }
    default: table.onScrollToTop = { fire() }
    }
    try everyGesture(on: table)
    while !tasks.isEmpty { await tasks.removeFirst().value }
    #expect(calls > 0, "\(closure) never ran")
    #expect(counter > 0)
    #expect(table.lastError == nil, "\(String(describing: table.lastError))")
    try matchesFresh(table, "\(closure) \(kind)")
  }

  @Test(
    "updates from each call forwarded to the app delegate",
    arguments: ScrollAttackUpdateKind.allCases)
  func updateFromAppDelegate(_ kind: ScrollAttackUpdateKind) async throws {
    let table = makeTable(height: 132)
    try table.update(with: [rows("a", indexTitle: "A"), rows("b", indexTitle: "B")])
    let delegate = HookedDelegate()
    table.delegate = delegate
    var counter = 0
    var tasks: [Task<Void, Never>] = []
    var seen: Set<String> = []
    delegate.hook = { name in
      seen.insert(name)
      guard counter < 200 else { return }
      requestUpdate(kind, on: table, counter: &counter, tasks: &tasks)
    }
    try everyGesture(on: table)
    while !tasks.isEmpty { await tasks.removeFirst().value }
    #expect(
      seen.isSuperset(of: [
        "didScroll", "willBeginDragging", "willEndDragging", "didEndDragging",
        "willBeginDecelerating", "didEndDecelerating", "didEndScrollingAnimation",
        "shouldScrollToTop", "didScrollToTop", "willDisplay", "didEndDisplaying",
        "willDisplayHeader",
      ]), "\(seen)")
    #expect(table.lastError == nil)
    try matchesFresh(table, "\(kind)")
  }

  @Test(
    "updates from the display hooks of rows, headers and footers",
    arguments: ScrollAttackUpdateKind.allCases)
  func updateFromDisplayHooks(_ kind: ScrollAttackUpdateKind) async throws {
    let table = makeTable(height: 132)
    var counter = 0
    var tasks: [Task<Void, Never>] = []
    var fired: Set<String> = []
    // The oracle's fresh table runs the same hooks: they must not update this table then.
    var frozen = false
    func hooked(_ tag: String) -> Section {
      var section = rows(tag, count: 8, indexTitle: tag)
      section.rows = (0..<8).map { index in
        AnyRow(
          Row<TitleCell>(model: "\(tag)\(index)", id: "\(tag)\(index)")
            .onWillDisplay { [weak table] _, _ in
              fired.insert("row will")
              guard counter < 100, !frozen, let table else { return }
              requestUpdate(kind, on: table, counter: &counter, tasks: &tasks)
            }
            .onDidEndDisplaying { [weak table] _, _ in
              fired.insert("row end")
              guard counter < 100, !frozen, let table else { return }
              requestUpdate(kind, on: table, counter: &counter, tasks: &tasks)
            })
      }
      section.header = HeaderFooter.title(tag)
        .onWillDisplay { [weak table] _, _ in
          fired.insert("header will")
          guard counter < 100, !frozen, let table else { return }
          requestUpdate(kind, on: table, counter: &counter, tasks: &tasks)
        }
        .onDidEndDisplaying { _, _ in fired.insert("header end") }
      section.footer = HeaderFooter.title("end of \(tag)")
        .onWillDisplay { _, _ in fired.insert("footer will") }
        .onDidEndDisplaying { [weak table] _, _ in
          fired.insert("footer end")
          guard counter < 100, !frozen, let table else { return }
          requestUpdate(kind, on: table, counter: &counter, tasks: &tasks)
        }
      return section
    }
    try table.update(with: [hooked("a"), hooked("b"), hooked("c")])
    try everyGesture(on: table)
    while !tasks.isEmpty { await tasks.removeFirst().value }
    #expect(fired.isSuperset(of: ["row will", "row end", "header will"]), "\(fired)")
    #expect(table.lastError == nil)
    table.tableView.layoutIfNeeded()
    frozen = true
    try matchesFresh(table, "\(kind)")
  }

  @Test("updates from sectionForSectionIndexTitle's side effects and titles changed by the tap")
  func updateDuringIndexTap() throws {
    let table = makeTable(height: 132)
    try table.update(with: [rows("a", indexTitle: "A"), rows("b", indexTitle: "B")])
    table.onScroll = { [weak table] _ in
      // Changes the titles while the tap scrolls: queued until it ends.
      try? table?.update(with: [rows("z", indexTitle: "Z")])
    }
    #expect(try table.tableView.tapSectionIndexTitle(at: 1) == 1)
    #expect(table.sectionIndexTitles == ["Z"])
    try matchesFresh(table)
    #expect(throws: UITableView.ScrollError.sectionIndexTitleOutOfBounds(index: 1, count: 1)) {
      try table.tableView.tapSectionIndexTitle(at: 1)
    }
  }

  @Test(
    "a table released from inside a scroll callback: the drag ends on empty cells, then the view empties"
  )
  func releasedInsideCallback() async throws {
    var table: Table? = makeTable(height: 132)
    weak let weakTable = table
    let tableView = try #require(table?.tableView)
    try table?.update(with: [rows("a"), rows("b")])
    table?.onScroll = { _ in table = nil }
    // The view keeps the coordinator, as on UIKit: the cells the drag
    // needs after the table is gone are empty, and the view reloads on the
    // next turn, with no sections.
    try tableView.dragToScroll(by: 200, velocity: 2)
    #expect(table == nil)
    #expect(weakTable == nil)
    #expect(!tableView.isDragging && !tableView.isDecelerating)
    #expect(tableView.dataSource != nil)
    for _ in 0..<10 where tableView.numberOfSections != 0 { await Task.yield() }
    #expect(tableView.numberOfSections == 0)
    // With no rows the table view refuses what needs one, never traps.
    try tableView.dragToScroll(by: 200)
    #expect(throws: UITableView.ScrollError.self) { try tableView.tapSectionIndexTitle(at: 0) }
  }

  @Test("an app delegate released (it is weak) from inside its own call")
  func appDelegateReleasedMidCall() throws {
    let table = makeTable(height: 132)
    try table.update(with: [rows("a"), rows("b")])
    var delegate: HookedDelegate? = HookedDelegate()
    var calls: [String] = []
    delegate?.hook = { name in
      calls.append(name)
      delegate = nil
    }
    table.delegate = delegate
    try table.tableView.dragToScroll(by: 200, velocity: 2)
    #expect(calls == ["willBeginDragging"])
    #expect(table.delegate == nil)
    try matchesFresh(table)
  }

  @Test("an app delegate redirecting a selection to a row that does not exist: nothing is selected")
  func redirectToMissingRow() throws {
    for target in [
      IndexPath(row: Int.max, section: 0), IndexPath(row: -1, section: 0),
      IndexPath(row: 0, section: Int.min), IndexPath(index: 3),
    ] {
      let table = makeTable(height: 132)
      var actions: [String] = []
      try table.update(with: [
        Section(
          id: "s",
          rows: (0..<3).map { index in
            Row<TitleCell>(model: "r\(index)", id: index) { model, _ in actions.append(model) }
          })
      ])
      let delegate = HookedDelegate()
      delegate.redirect = .some(target)
      table.delegate = delegate
      try table.tableView.tapRow(at: IndexPath(row: 1, section: 0))
      #expect(actions.isEmpty, "\(target)")
      #expect(table.tableView.indexPathsForSelectedRows == nil, "\(target)")
      try matchesFresh(table, "\(target)")
    }
  }

  @Test("a drag started from onScroll is refused with dragInProgress; the first drag goes on")
  func nestedDragFromClosure() throws {
    let table = makeTable(height: 132)
    try table.update(with: [rows("a"), rows("b")])
    var errors: [UITableView.ScrollError] = []
    table.onScroll = { [weak table] _ in
      do { try table?.tableView.dragToScroll(by: 44, velocity: 5) } catch let error
        as UITableView.ScrollError
      { errors.append(error) } catch {}
    }
    try table.tableView.dragToScroll(by: 88, steps: 2)
    #expect(errors == [.dragInProgress, .dragInProgress])
    #expect(table.tableView.contentOffset.y == 88)
    try matchesFresh(table)
  }

  @Test("a delegate's NaN or infinite target offset: the drag ends where the finger lifts")
  func nonFiniteTargetThroughTable() throws {
    for value: CGFloat in [.nan, .infinity, -.infinity] {
      let table = makeTable(height: 132)
      try table.update(with: [rows("a"), rows("b")])
      let delegate = HookedDelegate()
      delegate.target = value
      table.delegate = delegate
      var decelerated: Bool?
      table.onEndDragging = { decelerated = $0 }
      try table.tableView.dragToScroll(by: 100, velocity: 3)
      #expect(decelerated == false)
      #expect(table.tableView.contentOffset.y == 100)
      try matchesFresh(table)
    }
  }
}
