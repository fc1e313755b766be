import Cellar
import CellarOracles
import Foundation

// MARK: - diffable1pct1M

/// One verb of a diffable snapshot script.
private enum DiffableVerb {
  case delete([Int])
  case move(Int, before: Int)
  case insert(Int, before: Int)
  case reconfigure([Int])
}

/// A script of verbs that changes 1% of `source` (`[section: [item]]`),
/// every section touched as `snapshot1pct1M`'s script does, and the items
/// it leads to.
private func diffableScript(_ source: [[Int]], seed: UInt64, newIDs: Int) -> (
  verbs: [DiffableVerb], target: [[Int]]
) {
  var random = BenchRandom(seed: seed)
  var target = source
  let sectionCount = source.count
  let total = source.reduce(0) { $0 + $1.count }
  var verbs: [DiffableVerb] = []
  func randomRow(in section: Int) -> Int {
    Int.random(in: 0..<target[section].count, using: &random)
  }
  var deleted: [Int] = []
  for index in 0..<total / 800 {
    let section = index % sectionCount
    deleted.append(target[section].remove(at: randomRow(in: section)))
  }
  verbs.append(.delete(deleted))
  for index in 0..<total / 400 {
    let from = index % sectionCount
    let item = target[from].remove(at: randomRow(in: from))
    let across = sectionCount > 1 && !index.isMultiple(of: 2)
    let to =
      across ? (from + Int.random(in: 1..<sectionCount, using: &random)) % sectionCount : from
    let row = randomRow(in: to)
    verbs.append(.move(item, before: target[to][row]))
    target[to].insert(item, at: row)
  }
  for index in 0..<total / 800 {
    let section = index % sectionCount
    let row = randomRow(in: section)
    verbs.append(.insert(newIDs + index, before: target[section][row]))
    target[section].insert(newIDs + index, at: row)
  }
  var marked = Set<Int>()
  while marked.count < total / 200 {
    let section = marked.count % sectionCount
    let item = target[section][randomRow(in: section)]
    if item < newIDs { marked.insert(item) }
  }
  verbs.append(.reconfigure(Array(marked)))
  return (verbs, target)
}

/// Runs `verbs` on `snapshot`.
private func run(_ verbs: [DiffableVerb], on snapshot: inout DiffableSnapshot<Int, Int>) throws {
  for verb in verbs {
    switch verb {
    case .delete(let ids): try snapshot.deleteItems(ids)
    case .move(let id, let anchor): try snapshot.moveItem(id, beforeItem: anchor)
    case .insert(let id, let anchor): try snapshot.insertItems([id], beforeItem: anchor)
    case .reconfigure(let ids): try snapshot.reconfigureItems(ids)
    }
  }
}

/// A snapshot of `sections`, made anew.
func diffableSnapshot(_ sections: [[Int]]) throws -> DiffableSnapshot<Int, Int> {
  var snapshot = DiffableSnapshot<Int, Int>()
  try snapshot.appendSections(Array(sections.indices))
  for (section, items) in sections.enumerated() {
    try snapshot.appendItems(items, toSection: section)
  }
  return snapshot
}

/// A data source on a bench-sized table view, whose provider fills a
/// plain cell.
@MainActor
func makeBenchDataSource() -> DiffableDataSource<Int, Int> {
  let tableView = UITableView(frame: CGRect(x: 0, y: 0, width: 375, height: 15 * 44))
  tableView.rowHeight = 44
  tableView.register(UITableViewCell.self, forCellReuseIdentifier: "cell")
  return DiffableDataSource<Int, Int>(tableView: tableView) { tableView, indexPath, id in
    let cell = tableView.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
    cell.textLabel?.text = String(id)
    return cell
  }
}

let diffable1pct1M = Scenario(
  name: "diffable1pct1M",
  summary:
    "DiffableDataSource on a table of 100 × 10,000 items; dataSource.snapshot(), 1% changed"
    + " by verbs in every section (deleteItems of 1,250, 1,250 insertItems, 2,500 moveItem,"
    + " half across sections, reconfigureItems of 5,000), dataSource.apply: end to end,"
    + " batch included; each run the next change of a chain",
  target:
    "none of its own (issue 26's targets are snapshot1pct1M's). Baseline: a snapshot of"
    + " the first change made anew, applied on a second data source, and back",
  make: { scale in
    let (sectionCount, rowCount) = scale == .smoke ? (10, 400) : (100, 10_000)
    let source = (0..<sectionCount).map { section in
      Array(section * rowCount..<(section + 1) * rowCount)
    }
    var scripts: [(verbs: [DiffableVerb], target: [[Int]])] = []
    var state = source
    for link in 0..<diffableChainLength {
      let script = diffableScript(
        state, seed: 0xD1FF_0001 &+ UInt64(link), newIDs: 10_000_000 + link * 1_000_000)
      scripts.append(script)
      state = script.target
    }
    let dataSource = makeBenchDataSource()
    let baselineSource = makeBenchDataSource()
    var failure: String?
    var sourceSnapshot = DiffableSnapshot<Int, Int>()
    var firstTarget = DiffableSnapshot<Int, Int>()
    do {
      sourceSnapshot = try diffableSnapshot(source)
      firstTarget = try diffableSnapshot(scripts[0].target)
      for shown in [dataSource, baselineSource] {
        try shown.apply(sourceSnapshot, animatingDifferences: false)
        shown.table?.tableView.setContentOffset(
          CGPoint(x: 0, y: 44 * (rowCount / 2)), animated: false)
      }
    } catch {
      failure = "setup: \(error)"
    }
    var next = 0
    var forward = true
    return Runner(
      measure: {
        guard next < scripts.count else {
          return Outcome(
            counts: [], failure: "more runs than the \(scripts.count) changes made ahead")
        }
        let script = scripts[next]
        next += 1
        do {
          var snapshot = dataSource.snapshot()
          try run(script.verbs, on: &snapshot)
          try dataSource.apply(snapshot)
        } catch {
          failure = failure ?? "apply: \(error)"
        }
        // Checked on the first run (the warm-up, untimed).
        if next == 1 && failure == nil {
          let shown = dataSource.snapshot()
          let items = (0..<sectionCount).map { (try? shown.itemIdentifiers(inSection: $0)) ?? [] }
          let rows = dataSource.table?.tableView.numberOfRows(inSection: 0)
          if items != script.target || rows != script.target[0].count {
            failure = "the data source does not show the change's target"
          }
        }
        return Outcome(
          counts: [("verbs", script.verbs.count), ("items", sectionCount * rowCount)],
          failure: failure)
      },
      baseline: { _ in .none },
      interleaved: InterleavedBaseline(
        label: "apply(new snapshot)",
        run: {
          do {
            try baselineSource.apply(forward ? firstTarget : sourceSnapshot)
          } catch {
            failure = "baseline: \(error)"
          }
          forward.toggle()
          return [("items", sectionCount * rowCount)]
        }),
      once: {
        var problem: String?
        let item = rowCount / 2
        let one = medianTime(of: 7) {
          do {
            var snapshot = dataSource.snapshot()
            try snapshot.reconfigureItems([state[0][item]])
            try dataSource.apply(snapshot)
          } catch {
            problem = "\(error)"
          }
        }
        return [
          (
            "one item",
            problem.map { "failed: \($0)" }
              ?? one + " (snapshot, reconfigureItems of one item, apply; median of 7, wall clock)"
          )
        ]
      })
  })

/// How many changes `diffable1pct1M` makes ahead: one per run, the warm-up
/// included.
private let diffableChainLength = 24
