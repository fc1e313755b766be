import CellarHost
import CellarTestSupport
import Foundation
import Testing

// The prefetch window of both views (PrefetchWindowing), attacked as a
// hostile app would: handlers that turn prefetching off, scroll, reload or
// run batches from inside a prefetch or cancel call; absurd distances;
// viewports that show only a tall header or footer; empty sections. After
// every step (and again after one more layout pass) the window must hold
// paths that exist, none displayed, none twice, each one prefetched and not
// cancelled since; and each call the prefetch data source gets is checked as
// it comes, against the model's counts at that moment.

// MARK: - What the prefetch data source sees

/// What a hostile handler does from inside a prefetch or cancel call.
enum PrefetchAttack: String, CaseIterable, Sendable {
  case clearPrefetchDataSource
  case disablePrefetching
  case zeroDistance
  case negativeDistance
  case scrollFarAway
  case scrollOntoWindow
  case relayout
  case reloadShorter
  case deleteFirstTen
  case insertFiveAtTop
  case batchDeleteAndInsert

  /// The attacks after which no prefetch call may come.
  var turnsPrefetchingOff: Bool {
    switch self {
    case .clearPrefetchDataSource, .disablePrefetching, .zeroDistance, .negativeDistance: true
    default: false
    }
  }

  /// The attacks the window rule guards against from a cancel call (the
  /// view's update generation moves, or nothing changes).
  static let updates: [PrefetchAttack] = [
    .relayout, .reloadShorter, .deleteFirstTen, .insertFiveAtTop, .batchDeleteAndInsert,
  ]
}

/// The prefetch and cancel calls a view made, checked as they come.
@MainActor
private final class PrefetchLedger {
  /// Paths prefetched and not cancelled since. Paths displayed since stay:
  /// they leave the window without a cancel.
  var outstanding: Set<IndexPath> = []
  var prefetchCalls: [[IndexPath]] = []
  var cancelCalls: [[IndexPath]] = []
  /// What went wrong inside the calls, each tagged with the step.
  var violations: [String] = []
  /// The step under way, for the violations' tags.
  var step = "setup"

  func prefetch(
    _ paths: [IndexPath], counts: [Int], displayed: Set<IndexPath>, prefetchingOn: Bool
  ) {
    prefetchCalls.append(paths)
    let tag = "\(step): prefetch of \(describe(paths))"
    if paths.isEmpty { violations.append("\(tag): no paths") }
    if !prefetchingOn { violations.append("\(tag): prefetching was turned off") }
    if Set(paths).count != paths.count { violations.append("\(tag): a path twice") }
    let missing = paths.filter { !exists($0, in: counts) }
    if !missing.isEmpty {
      violations.append("\(tag): \(describe(missing)) do not exist (counts \(counts))")
    }
    let shown = paths.filter { displayed.contains($0) }
    if !shown.isEmpty { violations.append("\(tag): \(describe(shown)) are displayed") }
    outstanding.formUnion(paths)
  }

  func cancel(_ paths: [IndexPath], counts: [Int], displayed: Set<IndexPath>) {
    cancelCalls.append(paths)
    let tag = "\(step): cancel of \(describe(paths))"
    if paths.isEmpty { violations.append("\(tag): no paths") }
    if Set(paths).count != paths.count { violations.append("\(tag): a path twice") }
    let unsent = paths.filter { !outstanding.contains($0) }
    if !unsent.isEmpty {
      violations.append("\(tag): \(describe(unsent)) were never prefetched (or cancelled before)")
    }
    let missing = paths.filter { !exists($0, in: counts) }
    if !missing.isEmpty {
      violations.append("\(tag): \(describe(missing)) do not exist (counts \(counts))")
    }
    let shown = paths.filter { displayed.contains($0) }
    if !shown.isEmpty { violations.append("\(tag): \(describe(shown)) are displayed") }
    outstanding.subtract(paths)
  }
}

/// A table's prefetch data source that checks each call against the
/// model, then runs a one-shot hook (which may arm another).
@MainActor
private final class RowSpy: UITableViewDataSourcePrefetching {
  let ledger = PrefetchLedger()
  weak var model: ListModel?
  var onPrefetch: ((UITableView) -> Void)?
  var onCancel: ((UITableView) -> Void)?
  /// How many hooks ran.
  var fired = 0

  private var counts: [Int] { model?.sections.map(\.count) ?? [] }

  func tableView(_ tableView: UITableView, prefetchRowsAt indexPaths: [IndexPath]) {
    ledger.prefetch(
      indexPaths, counts: counts, displayed: Set(tableView.indexPathsForVisibleRows ?? []),
      prefetchingOn: tableView.isPrefetchingEnabled && tableView.prefetchDistance > 0)
    if let hook = onPrefetch {
      onPrefetch = nil
      fired += 1
      hook(tableView)
    }
  }

  func tableView(_ tableView: UITableView, cancelPrefetchingForRowsAt indexPaths: [IndexPath]) {
    ledger.cancel(
      indexPaths, counts: counts, displayed: Set(tableView.indexPathsForVisibleRows ?? []))
    if let hook = onCancel {
      onCancel = nil
      fired += 1
      hook(tableView)
    }
  }
}

/// A collection view's prefetch data source that checks each call against
/// the data source's counts, then runs a one-shot hook (which may arm
/// another).
@MainActor
private final class ItemSpy: UICollectionViewDataSourcePrefetching {
  let ledger = PrefetchLedger()
  weak var source: ScrollGridSource?
  var onPrefetch: ((UICollectionView) -> Void)?
  var onCancel: ((UICollectionView) -> Void)?
  /// How many hooks ran.
  var fired = 0

  private var counts: [Int] { source?.counts ?? [] }

  func collectionView(_ collectionView: UICollectionView, prefetchItemsAt indexPaths: [IndexPath]) {
    ledger.prefetch(
      indexPaths, counts: counts, displayed: Set(collectionView.indexPathsForVisibleItems),
      prefetchingOn: collectionView.isPrefetchingEnabled && collectionView.prefetchDistance > 0)
    if let hook = onPrefetch {
      onPrefetch = nil
      fired += 1
      hook(collectionView)
    }
  }

  func collectionView(
    _ collectionView: UICollectionView, cancelPrefetchingForItemsAt indexPaths: [IndexPath]
  ) {
    ledger.cancel(
      indexPaths, counts: counts, displayed: Set(collectionView.indexPathsForVisibleItems))
    if let hook = onCancel {
      onCancel = nil
      fired += 1
      hook(collectionView)
    }
  }
}

// MARK: - Invariants

/// Whether `path` names a row or item of `counts`.
private func exists(_ path: IndexPath, in counts: [Int]) -> Bool {
  path.count == 2 && counts.indices.contains(path[0]) && (0..<counts[path[0]]).contains(path[1])
}

/// A short text for a list of paths (the first 12 and how many in all).
private func describe(_ paths: [IndexPath]) -> String {
  let shown = paths.prefix(12).map { $0.map(String.init).joined(separator: ".") }
  let more = paths.count > 12 ? " … (\(paths.count))" : ""
  return "[\(shown.joined(separator: " "))\(more)]"
}

/// Every path of `counts`, in index-path order.
private func allPaths(_ counts: [Int]) -> [IndexPath] {
  counts.enumerated().flatMap { section, count in (0..<count).map { ip(section, $0) } }
}

/// The window the rule gives after a move with cells displayed: the
/// `distance` paths after the last displayed one (forward) or before the
/// first (backward), nearest first.
private func expectedWindow(
  counts: [Int], displayed: [IndexPath], forward: Bool, distance: Int
) -> [IndexPath] {
  let paths = allPaths(counts)
  guard distance > 0, let first = displayed.min(), let last = displayed.max(),
    let low = paths.firstIndex(of: first), let high = paths.firstIndex(of: last)
  else { return [] }
  if forward { return Array(paths[(high + 1)...].prefix(distance)) }
  return Array(paths[..<low].reversed().prefix(distance))
}

/// Checks the window a view reports: paths that exist in `counts`, none
/// displayed, none twice, each prefetched and not cancelled since.
@MainActor
private func checkWindow(
  _ window: [IndexPath], counts: [Int], displayed: Set<IndexPath>, ledger: PrefetchLedger,
  _ label: String, _ location: SourceLocation
) {
  #expect(
    Set(window).count == window.count, "\(label): a path twice in \(describe(window))",
    sourceLocation: location)
  let missing = window.filter { !exists($0, in: counts) }
  #expect(
    missing.isEmpty, "\(label): window names \(describe(missing)), not in counts \(counts)",
    sourceLocation: location)
  let shown = window.filter { displayed.contains($0) }
  #expect(
    shown.isEmpty, "\(label): window holds displayed \(describe(shown))", sourceLocation: location)
  let unsent = window.filter { !ledger.outstanding.contains($0) }
  #expect(
    unsent.isEmpty,
    "\(label): window holds \(describe(unsent)), never prefetched (or cancelled since)",
    sourceLocation: location)
}

// MARK: - Rigs

/// A table (44-point rows, a viewport of 5 rows) over a model, with a spy as
/// its prefetch data source; it keeps both alive.
@MainActor
private final class TableRig {
  let model: ListModel
  let spy = RowSpy()
  let table: UITableView

  init(_ sections: [[String]], distance: Int) throws {
    model = ListModel(sections)
    table = try makeTable(model, visibleRows: 5)
    spy.model = model
    table.prefetchDataSource = spy
    table.prefetchDistance = distance
  }

  convenience init(counts: [Int], distance: Int) throws {
    try self.init(
      counts.enumerated().map { section, count in (0..<count).map { "s\(section)r\($0)" } },
      distance: distance)
  }

  var counts: [Int] { model.sections.map(\.count) }
  var visible: [IndexPath] { table.indexPathsForVisibleRows ?? [] }
  var window: [IndexPath] { table.prefetchedIndexPaths }

  /// Runs `action`, then checks the window; lays out once more and checks
  /// again (and that the table's counts are the model's).
  func step(
    _ name: String, sourceLocation: SourceLocation = #_sourceLocation,
    _ action: (UITableView) -> Void
  ) {
    spy.ledger.step = name
    let raised = UIKitException.catching { action(table) }
    #expect(
      raised == nil, "\(name): raised \(String(describing: raised))", sourceLocation: sourceLocation
    )
    check(name, sourceLocation)
    spy.ledger.step = "\(name), then a layout"
    let raisedLater = UIKitException.catching { table.layoutIfNeeded() }
    #expect(raisedLater == nil, "\(name): layout raised", sourceLocation: sourceLocation)
    check("\(name), then a layout", sourceLocation)
    let viewCounts = (0..<table.numberOfSections).map { table.numberOfRows(inSection: $0) }
    #expect(viewCounts == counts, "\(name): the table's counts", sourceLocation: sourceLocation)
  }

  func scroll(to y: CGFloat, sourceLocation: SourceLocation = #_sourceLocation) {
    step("scroll to \(y)", sourceLocation: sourceLocation) {
      $0.setContentOffset(CGPoint(x: 0, y: y), animated: false)
    }
  }

  func check(_ label: String, _ location: SourceLocation) {
    checkWindow(
      window, counts: counts, displayed: Set(visible), ledger: spy.ledger, label, location)
  }

  /// No call went wrong.
  func finish(sourceLocation: SourceLocation = #_sourceLocation) {
    #expect(
      spy.ledger.violations.isEmpty, "\(spy.ledger.violations.joined(separator: "\n"))",
      sourceLocation: sourceLocation)
  }

  /// A handler that runs `attack` on the table (on section 0's rows).
  func hook(_ attack: PrefetchAttack) -> (UITableView) -> Void {
    let model = model
    return { table in
      switch attack {
      case .clearPrefetchDataSource: table.prefetchDataSource = nil
      case .disablePrefetching: table.isPrefetchingEnabled = false
      case .zeroDistance: table.prefetchDistance = 0
      case .negativeDistance: table.prefetchDistance = Int.min
      case .scrollFarAway: table.setContentOffset(CGPoint(x: 0, y: 3000), animated: false)
      case .scrollOntoWindow:
        if let first = table.prefetchedIndexPaths.first {
          table.scrollToRow(at: first, at: .middle, animated: false)
        }
      case .relayout:
        table.setNeedsLayout()
        table.layoutIfNeeded()
      case .reloadShorter:
        guard !model.sections.isEmpty else { return }
        model.sections[0] = Array(model.sections[0].prefix(40))
        table.reloadData()
      case .deleteFirstTen:
        guard model.sections.first.map({ $0.count >= 10 }) == true else { return }
        model.sections[0].removeSubrange(0..<10)
        table.deleteRows(at: (0..<10).map { ip(0, $0) }, with: .none)
      case .insertFiveAtTop:
        guard !model.sections.isEmpty else { return }
        model.sections[0].insert(contentsOf: (0..<5).map { "new\($0)" }, at: 0)
        table.insertRows(at: (0..<5).map { ip(0, $0) }, with: .none)
      case .batchDeleteAndInsert:
        guard model.sections.first.map({ $0.count >= 5 }) == true else { return }
        table.performBatchUpdates {
          model.sections[0].removeSubrange(0..<5)
          let end = model.sections[0].count
          model.sections[0].append(contentsOf: ["x", "y", "z"])
          table.deleteRows(at: (0..<5).map { ip(0, $0) }, with: .none)
          table.insertRows(at: (end..<(end + 3)).map { ip(0, $0) }, with: .none)
        }
      }
    }
  }

  /// Makes each of the next `times` prefetch calls scroll by `delta`.
  func scrollOnEveryPrefetch(times: Int, by delta: CGFloat) {
    guard times > 0 else { return }
    spy.onPrefetch = { [unowned self] table in
      self.scrollOnEveryPrefetch(times: times - 1, by: delta)
      table.setContentOffset(CGPoint(x: 0, y: table.contentOffset.y + delta), animated: false)
    }
  }
}

/// A grid of 100×100 items (3 a line, lines 110 apart; 4 a column when
/// horizontal) in a 320×200 viewport (200×450 when horizontal), as
/// `makeScrollGrid` builds, with headers and footers `header` and `footer`
/// long and a spy as its prefetch data source; it keeps both alive.
@MainActor
private final class GridRig {
  let source: ScrollGridSource
  let spy = ItemSpy()
  let grid: UICollectionView
  let horizontal: Bool

  init(
    _ counts: [Int], distance: Int, horizontal: Bool = false, header: CGFloat = 0,
    footer: CGFloat = 0
  ) {
    source = ScrollGridSource(counts)
    source.logsDisplay = false
    self.horizontal = horizontal
    let layout = UICollectionViewFlowLayout()
    layout.itemSize = CGSize(width: 100, height: 100)
    layout.scrollDirection = horizontal ? .horizontal : .vertical
    layout.headerReferenceSize = CGSize(width: header, height: header)
    layout.footerReferenceSize = CGSize(width: footer, height: footer)
    let frame =
      horizontal
      ? CGRect(x: 0, y: 0, width: 200, height: 450) : CGRect(x: 0, y: 0, width: 320, height: 200)
    grid = UICollectionView(frame: frame, collectionViewLayout: layout)
    grid.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "Cell")
    for kind in [
      UICollectionView.elementKindSectionHeader, UICollectionView.elementKindSectionFooter,
    ] {
      grid.register(
        UICollectionReusableView.self, forSupplementaryViewOfKind: kind,
        withReuseIdentifier: "Header")
    }
    grid.dataSource = source
    grid.delegate = source
    spy.source = source
    grid.prefetchDataSource = spy
    grid.prefetchDistance = distance
    grid.layoutIfNeeded()
  }

  var counts: [Int] { source.counts }
  var visible: [IndexPath] { grid.indexPathsForVisibleItems }
  var window: [IndexPath] { grid.prefetchedIndexPaths }
  /// The offset along the scroll axis.
  var offset: CGFloat { horizontal ? grid.contentOffset.x : grid.contentOffset.y }

  func point(_ along: CGFloat) -> CGPoint {
    horizontal ? CGPoint(x: along, y: 0) : CGPoint(x: 0, y: along)
  }

  /// Runs `action`, then checks the window; lays out once more and checks
  /// again (and that the grid's counts are the source's).
  func step(
    _ name: String, sourceLocation: SourceLocation = #_sourceLocation,
    _ action: (UICollectionView) -> Void
  ) {
    spy.ledger.step = name
    let raised = UIKitException.catching { action(grid) }
    #expect(
      raised == nil, "\(name): raised \(String(describing: raised))", sourceLocation: sourceLocation
    )
    check(name, sourceLocation)
    spy.ledger.step = "\(name), then a layout"
    let raisedLater = UIKitException.catching { grid.layoutIfNeeded() }
    #expect(raisedLater == nil, "\(name): layout raised", sourceLocation: sourceLocation)
    check("\(name), then a layout", sourceLocation)
    let viewCounts = (0..<grid.numberOfSections).map { grid.numberOfItems(inSection: $0) }
    #expect(viewCounts == counts, "\(name): the grid's counts", sourceLocation: sourceLocation)
  }

  func scroll(to along: CGFloat, sourceLocation: SourceLocation = #_sourceLocation) {
    step("scroll to \(along)", sourceLocation: sourceLocation) {
      $0.setContentOffset(self.point(along), animated: false)
    }
  }

  func check(_ label: String, _ location: SourceLocation) {
    checkWindow(
      window, counts: counts, displayed: Set(visible), ledger: spy.ledger, label, location)
  }

  /// No call went wrong.
  func finish(sourceLocation: SourceLocation = #_sourceLocation) {
    #expect(
      spy.ledger.violations.isEmpty, "\(spy.ledger.violations.joined(separator: "\n"))",
      sourceLocation: sourceLocation)
  }

  /// A handler that runs `attack` on the grid (on section 0's items).
  func hook(_ attack: PrefetchAttack) -> (UICollectionView) -> Void {
    let source = source
    let horizontal = horizontal
    return { grid in
      switch attack {
      case .clearPrefetchDataSource: grid.prefetchDataSource = nil
      case .disablePrefetching: grid.isPrefetchingEnabled = false
      case .zeroDistance: grid.prefetchDistance = 0
      case .negativeDistance: grid.prefetchDistance = Int.min
      case .scrollFarAway:
        grid.setContentOffset(
          horizontal ? CGPoint(x: 1500, y: 0) : CGPoint(x: 0, y: 1500), animated: false)
      case .scrollOntoWindow:
        if let first = grid.prefetchedIndexPaths.first {
          grid.scrollToItem(
            at: first, at: horizontal ? .centeredHorizontally : .centeredVertically,
            animated: false)
        }
      case .relayout:
        grid.invalidateLayout()
        grid.layoutIfNeeded()
      case .reloadShorter:
        guard !source.counts.isEmpty else { return }
        source.counts[0] = min(source.counts[0], 20)
        grid.reloadData()
      case .deleteFirstTen:
        guard source.counts.first.map({ $0 >= 10 }) == true else { return }
        source.counts[0] -= 10
        grid.deleteItems(at: (0..<10).map { item($0) })
      case .insertFiveAtTop:
        guard !source.counts.isEmpty else { return }
        source.counts[0] += 5
        grid.insertItems(at: (0..<5).map { item($0) })
      case .batchDeleteAndInsert:
        guard source.counts.first.map({ $0 >= 5 }) == true else { return }
        grid.performBatchUpdates {
          let end = source.counts[0] - 5
          source.counts[0] -= 2
          grid.deleteItems(at: (0..<5).map { item($0) })
          grid.insertItems(at: (end..<(end + 3)).map { item($0) })
        }
      }
    }
  }

  /// Makes each of the next `times` prefetch calls scroll by `delta`.
  func scrollOnEveryPrefetch(times: Int, by delta: CGFloat) {
    guard times > 0 else { return }
    spy.onPrefetch = { [unowned self] grid in
      self.scrollOnEveryPrefetch(times: times - 1, by: delta)
      grid.setContentOffset(self.point(self.offset + delta), animated: false)
    }
  }
}

// MARK: - Table

@MainActor
@Suite struct PrefetchWindowHostileTableTests {
  @Test(
    "a prefetch handler's hostile call leaves the window sound",
    arguments: PrefetchAttack.allCases, [3, Int.max])
  func prefetchHandlerAttacks(attack: PrefetchAttack, distance: Int) throws {
    let rig = try TableRig(counts: [100], distance: distance)
    defer { withExtendedLifetime(rig) {} }
    rig.spy.onPrefetch = rig.hook(attack)
    for y in [440, 880, 836, 2000, 0, 4180] as [CGFloat] { rig.scroll(to: y) }
    #expect(rig.spy.fired == 1)
    if attack.turnsPrefetchingOff { #expect(rig.spy.ledger.prefetchCalls.count == 1) }
    rig.finish()
  }

  @Test(
    "a cancel handler's hostile call leaves the window sound, and stops what it turns off",
    arguments: PrefetchAttack.allCases, [3, Int.max])
  func cancelHandlerAttacks(attack: PrefetchAttack, distance: Int) throws {
    let rig = try TableRig(counts: [100], distance: distance)
    defer { withExtendedLifetime(rig) {} }
    rig.scroll(to: 440)
    let before = rig.spy.ledger.prefetchCalls.count
    rig.spy.onCancel = rig.hook(attack)
    // Back by a row: the window ahead is cancelled (the attack runs there),
    // the rows above are to be prefetched.
    for y in [396, 880, 836, 2000, 0, 4180] as [CGFloat] { rig.scroll(to: y) }
    #expect(rig.spy.fired == 1)
    if attack.turnsPrefetchingOff {
      #expect(
        rig.spy.ledger.prefetchCalls.count == before,
        "prefetch calls after the handler turned prefetching off: \(rig.spy.ledger.prefetchCalls.dropFirst(before).map(describe))"
      )
    }
    rig.finish()
  }

  @Test("a cancel handler that scrolls: no call names the rows the interrupted pass worked out")
  func cancelHandlerScrollsAway() throws {
    let rig = try TableRig(counts: [100], distance: 3)
    defer { withExtendedLifetime(rig) {} }
    rig.scroll(to: 440)  // rows 10...14 shown, 15...17 prefetched
    rig.spy.onCancel = rig.hook(.scrollFarAway)
    // Back a row: the pass works out rows 8, 7, 6 and cancels 15...17; the
    // handler scrolls to 3000 (rows 68...73), whose own pass prefetches
    // 74...76. Rows 8, 7, 6 belong to no viewport any more.
    rig.scroll(to: 396)
    #expect(rig.table.contentOffset.y == 3000)
    #expect(rig.window == [ip(0, 74), ip(0, 75), ip(0, 76)])
    #expect(rig.spy.ledger.cancelCalls == [[ip(0, 15), ip(0, 16), ip(0, 17)]])
    #expect(
      rig.spy.ledger.prefetchCalls == [
        [ip(0, 15), ip(0, 16), ip(0, 17)], [ip(0, 74), ip(0, 75), ip(0, 76)],
      ])
    // Nothing prefetched is left outside the window without a cancel.
    let stray = rig.spy.ledger.outstanding.subtracting(rig.window)
    #expect(stray.isEmpty, "prefetched, never cancelled, outside the window: \(stray.sorted())")
    rig.finish()
  }

  @Test("a prefetch handler that scrolls on every call, 20 deep")
  func prefetchHandlerKeepsScrolling() throws {
    let rig = try TableRig(counts: [200], distance: 4)
    defer { withExtendedLifetime(rig) {} }
    rig.scrollOnEveryPrefetch(times: 20, by: 60)
    rig.scroll(to: 100)
    rig.scrollOnEveryPrefetch(times: 20, by: -70)
    rig.scroll(to: 80)
    rig.scroll(to: 3000)
    rig.finish()
  }

  @Test("Int.max on 10,000 rows: every row beyond the viewport, none that does not exist")
  func hugeDistance() throws {
    let rig = try TableRig(counts: Array(repeating: 100, count: 100), distance: Int.max)
    defer { withExtendedLifetime(rig) {} }
    do {
      // Rows 5000...5004 shown (forward), then 4999...5003 (backward), then
      // rows 0...4 (backward), then 1...5 (forward).
      for y in [220_000, 219_956, 0, 44] as [CGFloat] {
        let start = rig.table.contentOffset.y
        rig.scroll(to: y)
        let end = rig.table.contentOffset.y
        let expected = expectedWindow(
          counts: rig.counts, displayed: rig.visible, forward: end > start, distance: Int.max)
        #expect(rig.window == expected, "at \(y): \(describe(rig.window))")
      }
    }
    #expect(rig.spy.ledger.prefetchCalls.map(\.count) == [4995, 4999, 9994])
    #expect(rig.spy.ledger.cancelCalls.map(\.count) == [4995, 4994])
    // Down to 7: the window shrinks at the next move, the rest cancelled.
    rig.table.prefetchDistance = 7
    rig.scroll(to: 88)
    #expect(rig.window == (7..<14).map { ip(0, $0) })
    #expect(rig.spy.ledger.cancelCalls.last?.count == 9986)
    rig.scroll(to: 1_000_000)
    #expect(rig.table.contentOffset.y == 439_780)
    #expect(rig.window.isEmpty)
    rig.scroll(to: 439_736)
    #expect(rig.window == (0..<7).map { ip(99, 93 - $0) })
    rig.finish()
  }

  @Test("a negative or zero distance prefetches nothing", arguments: [0, -1, Int.min])
  func nonPositiveDistance(distance: Int) throws {
    let rig = try TableRig(counts: [50, 0, 50], distance: distance)
    defer { withExtendedLifetime(rig) {} }
    for y in [100, 1000, 500, 4180, 0] as [CGFloat] { rig.scroll(to: y) }
    #expect(rig.spy.ledger.prefetchCalls.isEmpty && rig.spy.ledger.cancelCalls.isEmpty)
    #expect(rig.window.isEmpty)
    rig.finish()
  }

  @Test("only a tall header or footer in view, either way: the nearest rows beyond it")
  func onlyHeaderOrFooterInView() throws {
    let rig = try TableRig(counts: [10, 0, 10], distance: 2)
    defer { withExtendedLifetime(rig) {} }
    rig.model.headers = ["A", "B", "C"]
    rig.model.footers = ["a", "b", "c"]
    rig.table.sectionHeaderHeight = 1000
    rig.table.sectionFooterHeight = 1000
    rig.table.reloadData()
    rig.table.layoutIfNeeded()
    // Section 0: header 0...1000, rows to 1440, footer to 2440. Section 1
    // (empty): header to 3440, footer to 4440. Section 2: header to 5440,
    // rows to 5880, footer to 6880; the last offset is 6660.
    let steps: [(CGFloat, [IndexPath])] = [
      (4000, [ip(2, 0), ip(2, 1)]),  // footer b, forward
      (3000, [ip(0, 9), ip(0, 8)]),  // header B, backward
      (2000, [ip(0, 9), ip(0, 8)]),  // footer a, backward: the same window
      (2500, [ip(2, 0), ip(2, 1)]),  // header B, forward
      (6660, []),  // footer c at the end, forward: no row below
      (6000, [ip(2, 9), ip(2, 8)]),  // footer c, backward
      (100, []),  // header A, backward: no row above
    ]
    for (y, expected) in steps {
      rig.scroll(to: y)
      #expect(rig.visible.isEmpty, "at \(y)")
      #expect(rig.window == expected, "at \(y)")
    }
    rig.scroll(to: 5300)
    #expect(rig.visible == [ip(2, 0), ip(2, 1)])
    #expect(rig.window == [ip(2, 2), ip(2, 3)])
    #expect(
      rig.spy.ledger.cancelCalls == [
        [ip(2, 0), ip(2, 1)], [ip(0, 9), ip(0, 8)], [ip(2, 0), ip(2, 1)], [ip(2, 9), ip(2, 8)],
      ])
    rig.finish()
  }

  @Test(
    "empty sections between rows are skipped both ways", arguments: [1, 4, Int.max])
  func emptySectionsBetween(distance: Int) throws {
    let rig = try TableRig(counts: [3, 0, 0, 7, 0, 0, 0, 2, 0, 9, 0, 0], distance: distance)
    defer { withExtendedLifetime(rig) {} }
    // 21 rows, 924 points; the last offset is 704.
    for y in [50, 130, 300, 450, 704, 600, 400, 200, 0, 704] as [CGFloat] {
      let start = rig.table.contentOffset.y
      rig.scroll(to: y)
      let end = rig.table.contentOffset.y
      guard end != start else { continue }
      let expected = expectedWindow(
        counts: rig.counts, displayed: rig.visible, forward: end > start, distance: distance)
      #expect(rig.window == expected, "at \(y)")
    }
    rig.finish()
  }

  @Test("an empty table, and one of empty sections under tall headers, prefetch nothing")
  func emptyTables() throws {
    let none = try TableRig([], distance: 5)
    defer { withExtendedLifetime(none) {} }
    for y in [100, -50, 0] as [CGFloat] { none.scroll(to: y) }
    none.finish()
    let empty = try TableRig(counts: [0, 0, 0], distance: Int.max)
    defer { withExtendedLifetime(empty) {} }
    empty.model.headers = ["A", "B", "C"]
    empty.table.sectionHeaderHeight = 1000
    empty.table.reloadData()
    empty.table.layoutIfNeeded()
    for y in [1500, 500, 2780, 0, 2000] as [CGFloat] { empty.scroll(to: y) }
    #expect(empty.table.contentOffset.y == 2000)
    for rig in [none, empty] {
      #expect(rig.spy.ledger.prefetchCalls.isEmpty && rig.spy.ledger.cancelCalls.isEmpty)
    }
    empty.finish()
  }

  @Test("rows of zero height between rows of 44")
  func zeroHeightRows() throws {
    let rig = try TableRig(counts: [60], distance: 3)
    defer { withExtendedLifetime(rig) {} }
    rig.model.rowHeightOverride = { $0.row % 3 == 1 ? 0 : 44 }
    rig.table.reloadData()
    rig.table.layoutIfNeeded()
    // Rows 3k at 88k, 3k+1 (empty) at 88k+44, 3k+2 at 88k+44.
    for y in [44, 88, 132, 176, 264, 220, 88, 44, 0, 1540, 1500] as [CGFloat] { rig.scroll(to: y) }
    rig.finish()
  }

  @Test(
    "a random walk of scrolls, distances, toggles, updates and handler attacks",
    arguments: SeededRandom.seeds(3))
  func randomWalk(seed: UInt64) throws {
    var random = SeededRandom(seed: seed)
    let rig = try TableRig(counts: [12, 0, 25, 0, 0, 18, 3], distance: 3)
    defer { withExtendedLifetime(rig) {} }
    rig.model.headers = Array(repeating: "H", count: 12)
    rig.table.sectionHeaderHeight = 300
    rig.table.reloadData()
    rig.table.layoutIfNeeded()
    let distances = [-1, 0, 1, 2, 3, 7, 50, Int.max]
    for index in 0..<300 {
      let roll = random.int(100)
      let y = CGFloat(random.int(Int(rig.table.contentSize.height) + 400)) - 200
      let delta = CGFloat(random.int(600)) - 300
      let label = "seed \(seed) step \(index)"
      switch roll {
      case 0..<35:
        rig.step("\(label): scroll to \(y)") {
          $0.setContentOffset(CGPoint(x: 0, y: y), animated: false)
        }
      case 35..<55:
        rig.step("\(label): scroll by \(delta)") {
          $0.setContentOffset(CGPoint(x: 0, y: $0.contentOffset.y + delta), animated: false)
        }
      case 55..<60:
        let distance = distances[random.int(distances.count)]
        rig.step("\(label): distance \(distance)") { $0.prefetchDistance = distance }
      case 60..<63:
        rig.step("\(label): toggle enabled") { $0.isPrefetchingEnabled.toggle() }
      case 63..<66:
        rig.step("\(label): toggle prefetch data source") {
          $0.prefetchDataSource = $0.prefetchDataSource == nil ? rig.spy : nil
        }
      case 66..<78:
        let attack = PrefetchAttack.allCases[random.int(PrefetchAttack.allCases.count)]
        rig.spy.onPrefetch = rig.hook(attack)
        rig.step("\(label): prefetch handler \(attack), scroll by \(delta)") {
          $0.setContentOffset(CGPoint(x: 0, y: $0.contentOffset.y + delta), animated: false)
        }
        rig.spy.onPrefetch = nil
        if attack.turnsPrefetchingOff, random.chance(0.7) {
          // Mostly turned back on, so that the walk keeps prefetching.
          rig.table.isPrefetchingEnabled = true
          rig.table.prefetchDataSource = rig.spy
          rig.table.prefetchDistance = max(rig.table.prefetchDistance, 3)
        }
      case 78..<86:
        // Only the attacks the rule guards against from a cancel call;
        // the others have their own tests above.
        let attack = PrefetchAttack.updates[random.int(PrefetchAttack.updates.count)]
        rig.spy.onCancel = rig.hook(attack)
        rig.step("\(label): cancel handler \(attack), scroll by \(delta)") {
          $0.setContentOffset(CGPoint(x: 0, y: $0.contentOffset.y + delta), animated: false)
        }
        rig.spy.onCancel = nil
      case 86..<91:
        let sections = (0..<random.int(8)).map { section in
          (0..<random.int(30)).map { "r\(section).\($0)" }
        }
        rig.step("\(label): reload \(sections.map(\.count))") { table in
          rig.model.sections = sections
          table.reloadData()
        }
      default:
        let candidates = rig.counts.indices.filter { rig.counts[$0] > 0 }
        guard let section = candidates.randomElement(using: &random) else { continue }
        let count = rig.counts[section]
        if roll < 96 {
          let rows = Array(Set((0..<3).map { _ in random.int(count) })).sorted(by: >)
          rig.step("\(label): delete \(rows) in \(section)") { table in
            for row in rows { rig.model.sections[section].remove(at: row) }
            table.deleteRows(at: rows.map { ip(section, $0) }, with: .none)
          }
        } else {
          let at = random.int(count + 1)
          rig.step("\(label): insert 2 at \(at) in \(section)") { table in
            rig.model.sections[section].insert(contentsOf: ["a", "b"], at: at)
            table.insertRows(at: [ip(section, at), ip(section, at + 1)], with: .none)
          }
        }
      }
    }
    // The walk did prefetch, cancel and attack.
    #expect(rig.spy.ledger.prefetchCalls.count > 10 && rig.spy.ledger.cancelCalls.count > 3)
    #expect(rig.spy.fired > 5)
    rig.finish()
  }
}

// MARK: - Collection view

@MainActor
@Suite struct PrefetchWindowHostileGridTests {
  @Test(
    "a prefetch handler's hostile call leaves the window sound",
    arguments: PrefetchAttack.allCases, [3, Int.max])
  func prefetchHandlerAttacks(attack: PrefetchAttack, distance: Int) throws {
    let rig = GridRig([60], distance: distance)
    defer { withExtendedLifetime(rig) {} }
    rig.spy.onPrefetch = rig.hook(attack)
    // 20 lines, 2190 points; the last offset is 1990.
    for y in [880, 1100, 770, 1500, 0, 1990] as [CGFloat] { rig.scroll(to: y) }
    #expect(rig.spy.fired == 1)
    if attack.turnsPrefetchingOff { #expect(rig.spy.ledger.prefetchCalls.count == 1) }
    rig.finish()
  }

  @Test(
    "a cancel handler's hostile call leaves the window sound, and stops what it turns off",
    arguments: PrefetchAttack.allCases, [3, Int.max])
  func cancelHandlerAttacks(attack: PrefetchAttack, distance: Int) throws {
    let rig = GridRig([60], distance: distance)
    defer { withExtendedLifetime(rig) {} }
    rig.scroll(to: 880)
    let before = rig.spy.ledger.prefetchCalls.count
    rig.spy.onCancel = rig.hook(attack)
    for y in [770, 1100, 990, 1500, 0, 1990] as [CGFloat] { rig.scroll(to: y) }
    #expect(rig.spy.fired == 1)
    if attack.turnsPrefetchingOff {
      #expect(
        rig.spy.ledger.prefetchCalls.count == before,
        "prefetch calls after the handler turned prefetching off: \(rig.spy.ledger.prefetchCalls.dropFirst(before).map(describe))"
      )
    }
    rig.finish()
  }

  @Test("a prefetch handler that scrolls on every call, 20 times")
  func prefetchHandlerKeepsScrolling() throws {
    let rig = GridRig([200], distance: 4)
    defer { withExtendedLifetime(rig) {} }
    rig.scrollOnEveryPrefetch(times: 20, by: 60)
    for y in [100, 200, 300, 400] as [CGFloat] { rig.scroll(to: y) }
    rig.scrollOnEveryPrefetch(times: 20, by: -70)
    for y in [350, 300, 250] as [CGFloat] { rig.scroll(to: y) }
    rig.scroll(to: 3000)
    rig.finish()
  }

  @Test(
    "Int.max on 10,000 items: every item beyond the viewport, none that does not exist")
  func hugeDistance() throws {
    let rig = GridRig([10_000], distance: Int.max)
    defer { withExtendedLifetime(rig) {} }
    // 3334 lines, 366,730 points; the last offset is 366,530.
    do {
      for y in [180_000, 179_890, 0, 1_000_000] as [CGFloat] {
        let start = rig.offset
        rig.scroll(to: y)
        let end = rig.offset
        guard end != start else { continue }
        let expected = expectedWindow(
          counts: rig.counts, displayed: rig.visible, forward: end > start, distance: Int.max)
        #expect(rig.window == expected, "at \(y): \(describe(rig.window))")
      }
    }
    #expect(rig.offset == 366_530)
    #expect(rig.window.isEmpty)
    rig.grid.prefetchDistance = 7
    rig.scroll(to: 366_420)
    #expect(rig.window == (0..<7).map { item(9_992 - $0) })
    rig.finish()
  }

  @Test("a negative or zero distance prefetches nothing", arguments: [0, -1, Int.min])
  func nonPositiveDistance(distance: Int) throws {
    let rig = GridRig([50, 0, 50], distance: distance)
    defer { withExtendedLifetime(rig) {} }
    for y in [100, 1000, 500, 4000, 0] as [CGFloat] { rig.scroll(to: y) }
    #expect(rig.spy.ledger.prefetchCalls.isEmpty && rig.spy.ledger.cancelCalls.isEmpty)
    #expect(rig.window.isEmpty)
    rig.finish()
  }

  @Test(
    "only a tall header or footer in view, either way: the items in the viewport-long stretch beyond",
    arguments: [false, true])
  func onlyHeaderOrFooterInView(horizontal: Bool) throws {
    let perLine = horizontal ? 4 : 3
    let last = 2 * perLine - 1
    let rig = GridRig(
      [2 * perLine, 2 * perLine], distance: 4, horizontal: horizontal, header: 1000, footer: 1000)
    defer { withExtendedLifetime(rig) {} }
    // Along the scroll axis: section 0's header 0...1000, lines 1000...1100
    // and 1110...1210, footer to 2210; section 1's header to 3210, lines
    // 3210...3310 and 3320...3420, footer to 4420. The viewport is 200 long.
    let steps: [(CGFloat, [IndexPath])] = [
      (1700, []),  // footer 0, forward: no item within 200
      (1320, (0..<4).map { item(last - $0) }),  // footer 0, backward
      (2900, (0..<4).map { item($0, 1) }),  // header 1, forward
      (4220, []),  // footer 1 at the end, forward
      (3700, []),  // footer 1, backward: no item within 200
      (3550, (0..<4).map { item(last - $0, 1) }),  // footer 1, backward
      (500, []),  // header 0, backward
    ]
    for (y, expected) in steps {
      rig.scroll(to: y)
      #expect(rig.visible.isEmpty, "at \(y)")
      #expect(rig.window == expected, "at \(y)")
    }
    rig.scroll(to: 900)
    #expect(rig.visible == (0..<perLine).map { item($0) })
    #expect(rig.window == allPaths(rig.counts)[perLine..<(perLine + 4)].map { $0 })
    rig.finish()
  }

  @Test("empty sections between items are skipped both ways", arguments: [1, 4, Int.max])
  func emptySectionsBetween(distance: Int) throws {
    let rig = GridRig([3, 0, 0, 7, 0, 0, 0, 2, 0, 9, 0, 0], distance: distance)
    defer { withExtendedLifetime(rig) {} }
    // Lines: 0 (section 0), 100, 210, 320 (section 3), 420 (section 7), 520,
    // 630, 740 (section 9); 840 points, the last offset is 640.
    for y in [50, 130, 300, 450, 640, 560, 400, 200, 0, 640] as [CGFloat] {
      let start = rig.offset
      rig.scroll(to: y)
      let end = rig.offset
      guard end != start else { continue }
      let expected = expectedWindow(
        counts: rig.counts, displayed: rig.visible, forward: end > start, distance: distance)
      #expect(rig.window == expected, "at \(y)")
    }
    rig.finish()
  }

  @Test("an empty grid, and one of empty sections with tall headers, prefetch nothing")
  func emptyGrids() throws {
    let none = GridRig([], distance: 5)
    defer { withExtendedLifetime(none) {} }
    for y in [100, -50, 0] as [CGFloat] { none.scroll(to: y) }
    none.finish()
    let empty = GridRig([0, 0, 0], distance: Int.max, header: 1000, footer: 300)
    defer { withExtendedLifetime(empty) {} }
    for y in [1500, 500, 3700, 0, 2000] as [CGFloat] { empty.scroll(to: y) }
    #expect(empty.offset == 2000)
    for rig in [none, empty] {
      #expect(rig.spy.ledger.prefetchCalls.isEmpty && rig.spy.ledger.cancelCalls.isEmpty)
    }
    empty.finish()
  }

  @Test(
    "a random walk of scrolls, distances, toggles, updates and handler attacks",
    arguments: SeededRandom.seeds(3))
  func randomWalk(seed: UInt64) throws {
    var random = SeededRandom(seed: seed)
    let rig = GridRig([12, 0, 25, 0, 0, 18, 3], distance: 3, header: 300)
    defer { withExtendedLifetime(rig) {} }
    let distances = [-1, 0, 1, 2, 3, 7, 50, Int.max]
    for index in 0..<300 {
      let roll = random.int(100)
      let y = CGFloat(random.int(Int(rig.grid.contentSize.height) + 400)) - 200
      let delta = CGFloat(random.int(600)) - 300
      let label = "seed \(seed) step \(index)"
      switch roll {
      case 0..<35:
        rig.step("\(label): scroll to \(y)") {
          $0.setContentOffset(CGPoint(x: 0, y: y), animated: false)
        }
      case 35..<55:
        rig.step("\(label): scroll by \(delta)") {
          $0.setContentOffset(CGPoint(x: 0, y: $0.contentOffset.y + delta), animated: false)
        }
      case 55..<60:
        let distance = distances[random.int(distances.count)]
        rig.step("\(label): distance \(distance)") { $0.prefetchDistance = distance }
      case 60..<63:
        rig.step("\(label): toggle enabled") { $0.isPrefetchingEnabled.toggle() }
      case 63..<66:
        rig.step("\(label): toggle prefetch data source") {
          $0.prefetchDataSource = $0.prefetchDataSource == nil ? rig.spy : nil
        }
      case 66..<78:
        let attack = PrefetchAttack.allCases[random.int(PrefetchAttack.allCases.count)]
        rig.spy.onPrefetch = rig.hook(attack)
        rig.step("\(label): prefetch handler \(attack), scroll by \(delta)") {
          $0.setContentOffset(CGPoint(x: 0, y: $0.contentOffset.y + delta), animated: false)
        }
        rig.spy.onPrefetch = nil
        if attack.turnsPrefetchingOff, random.chance(0.7) {
          // Mostly turned back on, so that the walk keeps prefetching.
          rig.grid.isPrefetchingEnabled = true
          rig.grid.prefetchDataSource = rig.spy
          rig.grid.prefetchDistance = max(rig.grid.prefetchDistance, 3)
        }
      case 78..<86:
        let attack = PrefetchAttack.updates[random.int(PrefetchAttack.updates.count)]
        rig.spy.onCancel = rig.hook(attack)
        rig.step("\(label): cancel handler \(attack), scroll by \(delta)") {
          $0.setContentOffset(CGPoint(x: 0, y: $0.contentOffset.y + delta), animated: false)
        }
        rig.spy.onCancel = nil
      case 86..<91:
        let counts = (0..<random.int(8)).map { _ in random.int(30) }
        rig.step("\(label): reload \(counts)") { grid in
          rig.source.counts = counts
          grid.reloadData()
        }
      default:
        let candidates = rig.counts.indices.filter { rig.counts[$0] > 0 }
        guard let section = candidates.randomElement(using: &random) else { continue }
        let count = rig.counts[section]
        if roll < 96 {
          let items = Array(Set((0..<3).map { _ in random.int(count) })).sorted()
          rig.step("\(label): delete \(items) in \(section)") { grid in
            rig.source.counts[section] -= items.count
            grid.deleteItems(at: items.map { item($0, section) })
          }
        } else {
          let at = random.int(count + 1)
          rig.step("\(label): insert 2 at \(at) in \(section)") { grid in
            rig.source.counts[section] += 2
            grid.insertItems(at: [item(at, section), item(at + 1, section)])
          }
        }
      }
    }
    // The walk did prefetch, cancel and attack.
    #expect(rig.spy.ledger.prefetchCalls.count > 10 && rig.spy.ledger.cancelCalls.count > 3)
    #expect(rig.spy.fired > 5)
    rig.finish()
  }
}
