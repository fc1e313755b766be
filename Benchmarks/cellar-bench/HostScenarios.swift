import CellarDiff
@_spi(Testing) import CellarHost
import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The CellarHost scenarios: scrolling a huge self-sizing table, and a large batch update.
let hostScenarios: [Scenario] = [scroll1M, batch100k]

/// A data source of `count` rows in one section, alternating two reuse
/// identifiers, with one to three lines of text so self-sizing heights vary.
@MainActor
private final class BenchSource: UITableViewDataSource {
  var items: [Int]

  init(items: [Int]) {
    self.items = items
  }

  func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
    items.count
  }

  func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
    let item = items[indexPath.row]
    let identifier = item % 2 == 0 ? "Even" : "Odd"
    let cell = tableView.dequeueReusableCell(withIdentifier: identifier, for: indexPath)
    switch item % 3 {
    case 0: cell.textLabel?.text = "Item \(item)"
    case 1: cell.textLabel?.text = "Item \(item)\nsecond line"
    default: cell.textLabel?.text = "Item \(item)\nsecond line\nthird line"
    }
    return cell
  }
}

/// A 15-row viewport (44-point estimate) over a data source, self-sizing.
@MainActor
private func makeHostTable(_ source: BenchSource) -> UITableView {
  let table = UITableView(frame: CGRect(x: 0, y: 0, width: 375, height: 15 * 44))
  table.register(UITableViewCell.self, forCellReuseIdentifier: "Even")
  table.register(UITableViewCell.self, forCellReuseIdentifier: "Odd")
  table.dataSource = source
  return table
}

/// The resident memory of the process in bytes (Linux `/proc/self/statm`), or 0.
private func residentBytes() -> Int {
  guard let text = try? String(contentsOfFile: "/proc/self/statm", encoding: .utf8) else {
    return 0
  }
  let fields = text.split(separator: " ")
  guard fields.count > 1, let pages = Int(fields[1]) else { return 0 }
  return pages * Int(sysconf(Int32(_SC_PAGESIZE)))
}

/// What one top-to-bottom scroll did.
private struct ScrollRun {
  var steps = 0
  var seconds = 0.0
  var maxVisible = 0
  /// The most cells of each reuse identifier on screen at once.
  var maxVisibleByIdentifier: [String: Int] = [:]
  var failure: String?
}

/// Scrolls a table top to bottom one viewport at a time, checking after each
/// step that the visible rows are exactly those under the viewport.
@MainActor
private func scrollThrough(_ table: UITableView, check: Bool) -> ScrollRun {
  var run = ScrollRun()
  let clock = ContinuousClock()
  let exception = UIKitException.catching {
    table.layoutIfNeeded()
    var offset = 0.0
    while true {
      let elapsed = clock.measure {
        table.setContentOffset(CGPoint(x: 0, y: offset), animated: false)
      }
      run.seconds += elapsed.seconds
      run.steps += 1
      let visible = table.indexPathsForVisibleRows ?? []
      run.maxVisible = max(run.maxVisible, visible.count)
      var byIdentifier: [String: Int] = [:]
      for cell in table.visibleCells { byIdentifier[cell.reuseIdentifier ?? "", default: 0] += 1 }
      for (identifier, count) in byIdentifier {
        run.maxVisibleByIdentifier[identifier] = max(
          run.maxVisibleByIdentifier[identifier] ?? 0, count)
      }
      if check {
        let top = table.contentOffset.y
        let expected =
          table.indexPathsForRows(
            in: CGRect(x: 0, y: top, width: 1, height: table.viewportSize.height)) ?? []
        if visible != expected {
          run.failure =
            "at offset \(top): visible \(visible.count) rows, expected \(expected.count)"
          return
        }
      }
      let bottom = table.contentSize.height - table.viewportSize.height
      if table.contentOffset.y >= bottom { break }
      offset = table.contentOffset.y + table.viewportSize.height
    }
    let last = table.numberOfRows(inSection: 0)
    if check, table.indexPathsForVisibleRows?.last?.row != last - 1 {
      run.failure = "the last row is not visible at the bottom"
    }
  }
  if let exception { run.failure = "\(exception)" }
  return run
}

private let scroll1M = Scenario(
  name: "scroll1M",
  summary: "1,000,000 self-sizing rows, 15-row viewport, scrolled top to bottom a page at a time",
  target: "cells ≤ visible + 2 per identifier; step at 1M ≤ 1.5× step at 1k; ≤ 32 B/row"
) { scale in
  let rows = scale == .full ? 1_000_000 : 20_000
  let smallRows = 1_000
  // Resident growth is only meaningful the first time: later runs reuse freed memory.
  var firstResidentBytesPerRow: Double?
  return Runner(
    measure: {
      var failure: String?
      // Memory per row with no cells: resident growth when the counts load.
      let source = BenchSource(items: Array(0..<rows))
      let table = makeHostTable(source)
      let residentBefore = residentBytes()
      _ = table.numberOfSections
      let residentBytesPerRow =
        firstResidentBytesPerRow ?? Double(residentBytes() - residentBefore) / Double(rows)
      firstResidentBytesPerRow = residentBytesPerRow
      let storageBytesPerRow = table.rowStorageBytesPerRow
      let big = scrollThrough(table, check: true)
      if let problem = big.failure { failure = "1M: \(problem)" }
      // The same steps on small tables, for the per-step comparison.
      var small = ScrollRun()
      while small.steps < max(1_000, big.steps / 20) {
        let smallSource = BenchSource(items: Array(0..<smallRows))
        let smallTable = makeHostTable(smallSource)
        let run = scrollThrough(smallTable, check: scale == .smoke)
        withExtendedLifetime(smallSource) {}
        if let problem = run.failure { failure = "1k: \(problem)" }
        small.steps += run.steps
        small.seconds += run.seconds
      }
      let metrics = table.metrics.cells
      var extras: [(String, String)] = []
      for identifier in ["Even", "Odd"] {
        let created = metrics[identifier]?.created ?? 0
        let visible = big.maxVisibleByIdentifier[identifier] ?? 0
        extras.append(("\(identifier) cells", "\(created) created, at most \(visible) visible"))
        if created > visible + 2 {
          failure = "\(created) \(identifier) cells created for \(visible) visible rows"
        }
      }
      let bigStep = big.seconds / Double(max(1, big.steps))
      let smallStep = small.seconds / Double(max(1, small.steps))
      extras.append(("step 1k", formatSeconds(smallStep)))
      extras.append(("step \(rows / 1_000)k", formatSeconds(bigStep)))
      extras.append(("ratio", fixed(bigStep / max(smallStep, 1e-12), 2) + "×"))
      extras.append(
        (
          "bytes/row",
          "\(fixed(storageBytesPerRow, 2)) (storage), "
            + "\(fixed(residentBytesPerRow, 2)) (resident growth, first run)"
        ))
      if storageBytesPerRow > 32 { failure = "\(storageBytesPerRow) bytes per row" }
      return Outcome(
        counts: [("steps", big.steps), ("rows", rows)], failure: failure, extras: extras)
    },
    baseline: { _ in .none })
}

/// The identity-derived operations turning `source` into `target` (one
/// section): deletes, inserts, moves for elements out of the longest
/// increasing run, reloads and reconfigures for the given common elements.
private func operations(
  from source: [Int], to target: [Int], reloaded: Set<Int>, reconfigured: Set<Int>
) -> [UITableView.Operation] {
  var targetIndex: [Int: Int] = [:]
  for (index, item) in target.enumerated() { targetIndex[item] = index }
  var sourceIndex: [Int: Int] = [:]
  for (index, item) in source.enumerated() { sourceIndex[item] = index }
  var operations: [UITableView.Operation] = []
  var common: [(source: Int, target: Int)] = []
  for (index, item) in source.enumerated() {
    if let to = targetIndex[item] {
      common.append((index, to))
    } else {
      operations.append(.deleteRows([IndexPath(row: index, section: 0)], .automatic))
    }
  }
  for (index, item) in target.enumerated() where sourceIndex[item] == nil {
    operations.append(.insertRows([IndexPath(row: index, section: 0)], .automatic))
  }
  // Longest increasing subsequence of target positions, in source order.
  var tails: [Int] = []
  var previous = Array(repeating: -1, count: common.count)
  for (position, pair) in common.enumerated() {
    var low = 0
    var high = tails.count
    while low < high {
      let middle = (low + high) / 2
      if common[tails[middle]].target < pair.target { low = middle + 1 } else { high = middle }
    }
    if low > 0 { previous[position] = tails[low - 1] }
    if low == tails.count { tails.append(position) } else { tails[low] = position }
  }
  var stays = Set<Int>()
  var position = tails.last ?? -1
  while position >= 0 {
    stays.insert(position)
    position = previous[position]
  }
  // UIKit inserts a reloaded row at its place shifted by the batch's
  // deletes and inserts, not its moves: a row the moves displace is
  // reloaded as a delete and an insert where it goes.
  let deleted = source.indices.filter { targetIndex[source[$0]] == nil }
  let inserted = target.indices.filter { sourceIndex[target[$0]] == nil }
  for (position, pair) in common.enumerated() {
    let from = IndexPath(row: pair.source, section: 0)
    let to = IndexPath(row: pair.target, section: 0)
    let item = source[pair.source]
    if !stays.contains(position) {
      operations.append(.moveRow(from, to))
    } else if reloaded.contains(item) {
      let shifted = SurvivorMap.newIndex(of: pair.source, removed: deleted, inserted: inserted)
      if shifted == pair.target {
        operations.append(.reloadRows([from], .fade))
      } else {
        operations.append(.deleteRows([from], .fade))
        operations.append(.insertRows([to], .fade))
      }
    }
    if reconfigured.contains(item) { operations.append(.reconfigureRows([from])) }
  }
  return operations
}

private let batch100k = Scenario(
  name: "batch100k",
  summary: "one batch of 1,000 mixed row operations on a 100,000-row table (validate + apply)",
  target: "≤ 5 ms"
) { scale in
  let rows = scale == .full ? 100_000 : 2_000
  let edits = scale == .full ? 250 : 25
  // A deterministic second state: deletes, inserts, moves, reloads, reconfigures.
  var state: UInt64 = 0x5EED
  func next(_ bound: Int) -> Int {
    state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
    return Int((state >> 33) % UInt64(bound))
  }
  let first = Array(0..<rows)
  var second = first
  for _ in 0..<edits { second.remove(at: next(second.count)) }
  for index in 0..<edits { second.insert(rows + index, at: next(second.count + 1)) }
  for _ in 0..<edits {
    let item = second.remove(at: next(second.count))
    second.insert(item, at: next(second.count + 1))
  }
  var reloaded = Set<Int>()
  var reconfigured = Set<Int>()
  while reloaded.count < edits / 2 { reloaded.insert(second[next(second.count)]) }
  while reconfigured.count < edits / 2 { reconfigured.insert(second[next(second.count)]) }
  let forward = operations(
    from: first, to: second, reloaded: reloaded.intersection(first),
    reconfigured: reconfigured.intersection(first))
  let backward = operations(
    from: second, to: first, reloaded: reloaded.intersection(first),
    reconfigured: reconfigured.intersection(first))
  let source = BenchSource(items: first)
  let table = makeHostTable(source)
  let setup = UIKitException.catching {
    table.layoutIfNeeded()
    table.scrollToRow(at: IndexPath(row: rows / 2, section: 0), at: .middle, animated: false)
  }
  var atFirst = true
  return Runner(
    measure: {
      if let setup { return Outcome(counts: [], failure: "setting up: \(setup)") }
      let operations = atFirst ? forward : backward
      source.items = atFirst ? second : first
      var failure: String?
      if let exception = UIKitException.catching({
        table.performBatchUpdates {
          for operation in operations { table.perform(operation) }
        }
      }) {
        failure = "rejected: \(exception.reason)"
      }
      atFirst.toggle()
      if failure == nil {
        let expected = source.items.count
        if table.numberOfRows(inSection: 0) != expected {
          failure = "the table does not have \(expected) rows"
        }
        for path in table.indexPathsForVisibleRows ?? [] {
          let text = table.cellForRow(at: path)?.textLabel?.text ?? ""
          if !text.hasPrefix("Item \(source.items[path.row])") {
            failure = "row \(path.row) shows \"\(text)\", not item \(source.items[path.row])"
            break
          }
        }
        if table.updateLog.last?.fellBackToReloadData == true {
          failure = "fell back to reloadData"
        }
      }
      return Outcome(
        counts: [("operations", operations.count), ("rows", rows)], failure: failure,
        extras: [("visible", "\(table.indexPathsForVisibleRows?.count ?? 0) rows checked")])
    },
    baseline: { _ in .none })
}
