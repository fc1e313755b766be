import Cellar
import CellarOracles
import Foundation

// MARK: - snapshot1pct1M

/// One verb of a snapshot script, naming rows by their ids.
private enum ScriptVerb {
  case delete([Int])
  case move(Int, before: Int)
  case insert(AnyRow, before: Int)
  case replace(Int, with: AnyRow)
}

/// A script of verbs that makes `change` to `source`, every section
/// touched (the `k`-th verb of each kind goes to section `k` modulo the
/// section count; half the moves cross sections), and the items it leads
/// to.
private func spreadScript(
  _ source: [ItemSection], deletes: Int, inserts: Int, moves: Int, reconfigures: Int,
  seed: UInt64, newIDs: Int
) -> (verbs: [ScriptVerb], target: [ItemSection]) {
  var random = BenchRandom(seed: seed)
  var target = source
  let sectionCount = source.count
  var verbs: [ScriptVerb] = []
  func randomRow(in section: Int) -> Int {
    Int.random(in: 0..<target[section].items.count, using: &random)
  }
  var deleted: [Int] = []
  for index in 0..<deletes {
    let section = index % sectionCount
    deleted.append(target[section].items.remove(at: randomRow(in: section)).id)
  }
  verbs.append(.delete(deleted))
  for index in 0..<moves {
    let from = index % sectionCount
    let item = target[from].items.remove(at: randomRow(in: from))
    let across = sectionCount > 1 && !index.isMultiple(of: 2)
    let to =
      across ? (from + Int.random(in: 1..<sectionCount, using: &random)) % sectionCount : from
    let row = randomRow(in: to)
    verbs.append(.move(item.id, before: target[to].items[row].id))
    target[to].items.insert(item, at: row)
  }
  for index in 0..<inserts {
    let section = index % sectionCount
    let item = TableBenchItem(id: newIDs + index, content: 0)
    let row = randomRow(in: section)
    verbs.append(
      .insert(AnyRow(Row<TableBenchCell>(model: item)), before: target[section].items[row].id))
    target[section].items.insert(item, at: row)
  }
  // Rows not replaced yet, and not inserted by this script, so that each counts once.
  var replaced = Set<Int>()
  for index in 0..<reconfigures {
    let section = index % sectionCount
    var row = randomRow(in: section)
    while target[section].items[row].id >= newIDs
      || replaced.contains(target[section].items[row].id)
    {
      row = randomRow(in: section)
    }
    replaced.insert(target[section].items[row].id)
    target[section].items[row].content += 1
    let item = target[section].items[row]
    verbs.append(.replace(item.id, with: AnyRow(Row<TableBenchCell>(model: item))))
  }
  return (verbs, target)
}

/// Runs `verbs` on `snapshot`.
private func run(_ verbs: [ScriptVerb], on snapshot: inout TableSnapshot) throws {
  for verb in verbs {
    switch verb {
    case .delete(let ids): try snapshot.deleteRows(ids)
    case .move(let id, let anchor): try snapshot.moveRow(id, beforeRow: anchor)
    case .insert(let row, let anchor): try snapshot.insertRows([row], beforeRow: anchor)
    case .replace(let id, let row): try snapshot.replaceRow(id, with: row)
    }
  }
}

let snapshot1pct1M = Scenario(
  name: "snapshot1pct1M",
  summary:
    "Table of 100 × 10,000 rows; table.snapshot(), 1% changed by verbs in every section"
    + " (deleteRows of 1,250, 1,250 insertRows, 2,500 moveRow, half across sections,"
    + " 5,000 replaceRow with new content), table.apply: end to end, batch included;"
    + " each run the next change of a chain, from what the last one left",
  target:
    "≤ 16 ms; one changed row ≤ 0.5 ms (issue 26). Baseline: update(with:) of such a"
    + " change on a second table (update1pct1M's measure)",
  make: { scale in
    let (sectionCount, rowCount) = scale == .smoke ? (10, 400) : (100, 10_000)
    let total = sectionCount * rowCount
    let source = (0..<sectionCount).map { section in
      ItemSection(
        id: section,
        items: (0..<rowCount).map { TableBenchItem(id: section * rowCount + $0, content: 0) })
    }
    // A chain of changes, each from the state the one before leaves: the
    // table is never reset between runs, as an app's is not.
    var scripts: [(verbs: [ScriptVerb], target: [ItemSection])] = []
    var state = source
    for link in 0..<snapshotChainLength {
      let script = spreadScript(
        state, deletes: total / 800, inserts: total / 800, moves: total / 400,
        reconfigures: total / 200, seed: 0x5A_9501 &+ UInt64(link),
        newIDs: 10_000_000 + link * 1_000_000)
      scripts.append(script)
      state = script.target
    }
    let table = makeBenchTable()
    let baselineTable = makeBenchTable()
    let sourceSections = sections(source)
    let firstTarget = sections(scripts[0].target)
    var failure: String?
    do {
      for shown in [table, baselineTable] {
        try shown.update(with: sourceSections)
        shown.tableView.setContentOffset(CGPoint(x: 0, y: 44 * (rowCount / 2)), animated: false)
      }
    } catch {
      failure = "setup: \(error)"
    }
    var next = 0
    var forward = true
    var counts: [(String, Int)] = []
    return Runner(
      measure: {
        guard next < scripts.count else {
          return Outcome(
            counts: counts, failure: "more runs than the \(scripts.count) changes made ahead")
        }
        let script = scripts[next]
        next += 1
        let start = table.tableView.updateLogEndPosition
        do {
          var snapshot = table.snapshot()
          try run(script.verbs, on: &snapshot)
          try table.apply(snapshot)
        } catch {
          failure = failure ?? "snapshot: \(error)"
        }
        let log = table.tableView.updateLog[(start - table.tableView.droppedUpdateLogEntries)...]
        if counts.isEmpty {
          counts = [
            ("verbs", script.verbs.count), ("batches", log.count),
            ("operations", log.reduce(0) { $0 + $1.operations.count }),
          ]
        }
        // Checked on the first run (the warm-up, untimed); the check reads every row.
        if next == 1 && failure == nil { failure = check(table, shows: script.target, log: log) }
        return Outcome(counts: counts, failure: failure)
      },
      baseline: { _ in .none },
      interleaved: InterleavedBaseline(
        label: "update(with:)",
        run: {
          // The first change and back, in turn, on the second table.
          do {
            try baselineTable.update(with: forward ? firstTarget : sourceSections)
          } catch {
            failure = "baseline: \(error)"
          }
          forward.toggle()
          return [("rows", total)]
        }),
      once: {
        // The verbs of the next change alone, not applied.
        var verbsAlone = "not run: no change left"
        if next < scripts.count {
          let clock = ContinuousClock()
          var snapshot = table.snapshot()
          let verbs = scripts[next].verbs
          verbsAlone =
            formatSeconds(clock.measure { try? run(verbs, on: &snapshot) }.seconds)
            + " (the verbs of the next change alone, not applied; one run, wall clock)"
        }
        // The first row query of a table last updated by `update(with:)`
        // (no applied snapshot to hand its index over): the rows indexed.
        var firstQuery = "not run"
        var firstLookup = "not run"
        if let row = baselineTable.sections.first?.rows.first,
          let id = row.model(as: TableBenchItem.self)?.id
        {
          let clock = ContinuousClock()
          let snapshot = baselineTable.snapshot()
          firstQuery =
            formatSeconds(clock.measure { _ = snapshot.indexOfRow(id) }.seconds)
            + " (after update(with:): every row indexed; one run, wall clock)"
          firstLookup =
            formatSeconds(clock.measure { _ = baselineTable.indexPath(forRowID: id) }.seconds)
            + " (table.indexPath(forRowID:) after update(with:): every row indexed; one run)"
        }
        // The lookup after an `update(with:)` that changed one row of one
        // section and passed the others again: the index the first lookup
        // made is carried, and only that section's rows are noted again.
        let afterUpdate = lookupAfterOneSectionUpdate(baselineTable, rowCount: rowCount)
        // The same on a table of the same shape whose rows have `UUID` ids
        // (explicit): identities no integer word holds.
        let uuidLookup = firstUUIDLookup(sectionCount: sectionCount, rowCount: rowCount)
        // One row's content changed by a snapshot, again and again.
        var content = 0
        var problem: String?
        let row = table.sections[0].rows[rowCount / 2]
        let id = row.model(as: TableBenchItem.self)?.id ?? 0
        let one = medianTime(of: 7) {
          content += 1
          let item = TableBenchItem(id: id, content: 1_000 + content)
          do {
            var snapshot = table.snapshot()
            try snapshot.replaceRow(id, with: Row<TableBenchCell>(model: item))
            try table.apply(snapshot)
          } catch {
            problem = "\(error)"
          }
        }
        // The table's own lookup right after a snapshot's apply: answered
        // from the index the snapshot's verbs kept, not by indexing every row.
        let afterApply =
          formatSeconds(ContinuousClock().measure { _ = table.indexPath(forRowID: id) }.seconds)
          + " (table.indexPath(forRowID:) right after a snapshot's apply; one run, wall clock)"
        return [
          ("verbs alone", verbsAlone),
          ("first query", firstQuery),
          ("first lookup", firstLookup),
          ("first lookup, UUID ids", uuidLookup),
          ("lookup after apply", afterApply),
          ("lookup after update", afterUpdate),
          (
            "one row",
            problem.map { "failed: \($0)" }
              ?? one + " (snapshot, replaceRow of one row, apply; median of 7, wall clock)"
          ),
        ]
      })
  })

/// The `indexPath(forRowID:)` of a row of `table`'s fourth section right
/// after an `update(with:)` that replaced one of its rows (same id, new
/// content) and passed every other section again; `table` is set back
/// after.
@MainActor
private func lookupAfterOneSectionUpdate(_ table: Table, rowCount: Int) -> String {
  let before = table.sections
  guard before.count > 3, let id = before[3].rows.last?.model(as: TableBenchItem.self)?.id else {
    return "not run"
  }
  var next = before
  let item = TableBenchItem(id: id, content: -1)
  next[3].rows[next[3].rows.count - 1] = AnyRow(Row<TableBenchCell>(model: item))
  let clock = ContinuousClock()
  var path: IndexPath?
  let time: Duration
  do {
    _ = table.indexPath(forRowID: id)
    try table.update(with: next)
    time = clock.measure { path = table.indexPath(forRowID: id) }
    try table.update(with: before)
  } catch {
    return "failed: \(error)"
  }
  guard path == IndexPath(row: rowCount - 1, section: 3) else {
    return "failed: the row was not found"
  }
  return formatSeconds(time.seconds)
    + " (table.indexPath(forRowID:) after update(with:) of one row, other sections passed again; one run)"
}

/// The first `indexPath(forRowID:)` of a table of `sectionCount` ×
/// `rowCount` rows with `UUID` ids, last updated by `update(with:)`: every
/// row indexed by its `AnyHashable`.
@MainActor
private func firstUUIDLookup(sectionCount: Int, rowCount: Int) -> String {
  let ids = (0..<sectionCount * rowCount).map { _ in UUID() }
  let table = makeBenchTable()
  do {
    try table.update(
      with: (0..<sectionCount).map { section in
        Section(
          id: section,
          anyRows: (0..<rowCount).map {
            let id = ids[section * rowCount + $0]
            return AnyRow(
              Row<TableBenchCell>(
                model: TableBenchItem(id: section * rowCount + $0, content: 0), id: id))
          })
      })
  } catch {
    return "failed: \(error)"
  }
  let clock = ContinuousClock()
  var path: IndexPath?
  let time = clock.measure { path = table.indexPath(forRowID: ids[ids.count / 2]) }
  guard path != nil else { return "failed: the row was not found" }
  return formatSeconds(time.seconds) + " (as first lookup, rows with UUID ids; one run)"
}

/// How many changes `snapshot1pct1M` makes ahead: one per run, the warm-up
/// included.
private let snapshotChainLength = 24
