import Cellar
import CellarDiff
import CellarOracles
import Foundation

/// Issue 26's baselines (`Design/Snapshots.md` §8, step 0), measured on the
/// code as it is before snapshots: the sectioned differ on unchanged rows, a
/// 1% update of 1,000,000 rows, the refcount floor of copying every
/// section's rows, and the main actor's longest stretch during a background
/// update.
let snapshotScenarios: [Scenario] = [
  unchangedScenario(
    name: "sectUnchanged1M", shape: "100 × 10,000", full: (sections: 100, rowsPerSection: 10_000),
    smoke: (sections: 10, rowsPerSection: 300)),
  unchangedScenario(
    name: "sectUnchanged100k", shape: "1 × 100,000", full: (sections: 1, rowsPerSection: 100_000),
    smoke: (sections: 1, rowsPerSection: 3_000)),
  snapshot1pct1M, update1pct1M, rowsCopy1M, background50k, diffableBackground50k,
  diffable1pct1M,
]

// MARK: - The sectioned differ on unchanged rows

/// `SectionedChangeset` on sections of `IntRow`s (`shape`, as printed) that
/// did not change (the target built apart from the source, equal row by
/// row), against the flat `Changeset` on the same rows flattened.
private func unchangedScenario(
  name: String, shape: String, full: (sections: Int, rowsPerSection: Int),
  smoke: (sections: Int, rowsPerSection: Int)
) -> Scenario {
  Scenario(
    name: name,
    summary:
      "SectionedChangeset on \(shape) Int rows, nothing changed (target built apart, equal);"
      + " baseline: flat Changeset on the same rows flattened",
    target: "≤ 1.5 × the flat Changeset (issue 26, step 1)",
    make: { scale in
      let (sectionCount, rowCount) = scale == .smoke ? smoke : full
      // Two builds of equal values: no array is shared between the sides.
      func build() -> [BenchSection<Int>] {
        (0..<sectionCount).map { section in
          BenchSection<Int>(
            id: section,
            rows: (0..<rowCount).map { IntRow(id: section * rowCount + $0, content: 0) })
        }
      }
      let source = build()
      let target = build()
      let flatSource = source.flatMap(\.rows)
      let flatTarget = target.flatMap(\.rows)
      var changes = SectionedChangeset()
      var failure: String?
      var checked = false
      return Runner(
        measure: {
          changes = SectionedChangeset(
            source: source, target: target, sectionID: { $0.id }, rows: { $0.rows })
          if !checked {  // once, on the untimed warm-up run
            if !changes.isEmpty {
              failure = "changes found where there are none: \(changes)"
            } else if !Changeset(source: flatSource, target: flatTarget).isEmpty {
              failure = "the flat Changeset found changes where there are none"
            }
            checked = true
          }
          let found =
            changes.sectionDeletes.count + changes.sectionInserts.count
            + changes.rowDeletes.count + changes.rowInserts.count + changes.rowMoves.count
            + changes.rowUpdates.count
          return Outcome(
            counts: [("rows", flatTarget.count), ("changes", found)], failure: failure)
        },
        baseline: { _ in .none },
        interleaved: InterleavedBaseline(
          label: "Changeset",
          run: {
            let flat = Changeset(source: flatSource, target: flatTarget)
            let found =
              flat.deletes.count + flat.inserts.count + flat.moves.count + flat.updates.count
            return [("rows", flatTarget.count), ("changes", found)]
          }))
    })
}

// MARK: - Changes spread over every section

/// How many rows a change deletes, inserts, moves (half of them to another
/// section) and reconfigures (content changed, same identity).
private struct SpreadChange {
  var deletes: Int
  var inserts: Int
  var moves: Int
  var reconfigures: Int
}

/// A table's sections and the items their rows show, edited together.
private struct SharedRows {
  var items: [ItemSection]
  var sections: [Section]

  /// Removes the row at `row` of `section`, and returns it.
  mutating func remove(section: Int, row: Int) -> (TableBenchItem, AnyRow) {
    (items[section].items.remove(at: row), sections[section].rows.remove(at: row))
  }

  /// Inserts `item`, shown by `anyRow`, at `row` of `section`.
  mutating func insert(_ item: TableBenchItem, _ anyRow: AnyRow, section: Int, row: Int) {
    items[section].items.insert(item, at: row)
    sections[section].rows.insert(anyRow, at: row)
  }

  /// Replaces the row at `row` of `section` by a new row of the same
  /// identity whose content is one more.
  mutating func reconfigure(section: Int, row: Int) {
    items[section].items[row].content += 1
    sections[section].rows[row] = AnyRow(Row<TableBenchCell>(model: items[section].items[row]))
  }
}

/// `sectionCount` sections of `rowsPerSection` rows, and the same with
/// `change` made to copies of them in place: the `k`-th edit of each kind
/// goes to section `k` modulo the section count (so every section is
/// touched), at a random row. The target's unchanged rows are the source's
/// own row storages; a reconfigured row is a new row with the same id.
private func spreadChangeData(
  sections sectionCount: Int, rowsPerSection: Int, change: SpreadChange, seed: UInt64
) -> (source: SharedRows, target: SharedRows) {
  var random = BenchRandom(seed: seed)
  let items = (0..<sectionCount).map { section in
    ItemSection(
      id: section,
      items: (0..<rowsPerSection).map {
        TableBenchItem(id: section * rowsPerSection + $0, content: 0)
      })
  }
  let source = SharedRows(items: items, sections: sections(items))
  var target = source
  func randomRow(in section: Int) -> Int {
    Int.random(in: 0..<target.items[section].items.count, using: &random)
  }
  for index in 0..<change.deletes {
    let section = index % sectionCount
    _ = target.remove(section: section, row: randomRow(in: section))
  }
  for index in 0..<change.moves {
    let from = index % sectionCount
    let (item, row) = target.remove(section: from, row: randomRow(in: from))
    let across = sectionCount > 1 && !index.isMultiple(of: 2)
    let to =
      across ? (from + Int.random(in: 1..<sectionCount, using: &random)) % sectionCount : from
    target.insert(
      item, row, section: to,
      row: Int.random(in: 0...target.items[to].items.count, using: &random))
  }
  for index in 0..<change.inserts {
    let section = index % sectionCount
    let item = TableBenchItem(id: 10_000_000 + index, content: 0)
    target.insert(
      item, AnyRow(Row<TableBenchCell>(model: item)), section: section,
      row: Int.random(in: 0...target.items[section].items.count, using: &random))
  }
  for index in 0..<change.reconfigures {
    let section = index % sectionCount
    // A row of the source not reconfigured yet, so that each counts once.
    var row = randomRow(in: section)
    while target.items[section].items[row].content != 0
      || target.items[section].items[row].id >= 10_000_000
    {
      row = randomRow(in: section)
    }
    target.reconfigure(section: section, row: row)
  }
  return (source, target)
}

/// Shows `rows` in `table`, scrolled to `row` of its first section.
@MainActor
private func show(_ rows: SharedRows, in table: Table, scrolledToRow row: Int) throws {
  try table.update(with: rows.sections)
  table.tableView.setContentOffset(CGPoint(x: 0, y: 44 * row), animated: false)
}

/// The batches and operations logged from `start` on.
@MainActor
private func batchCounts(_ table: Table, since start: Int) -> [(String, Int)] {
  let log = table.tableView.updateLog[(start - table.tableView.droppedUpdateLogEntries)...]
  return [("batches", log.count), ("operations", log.reduce(0) { $0 + $1.operations.count })]
}

/// The median of `runs` wall-clock times of `work`, formatted.
@MainActor
func medianTime(of runs: Int, _ work: () -> Void) -> String {
  let clock = ContinuousClock()
  var times = (0..<runs).map { _ in clock.measure(work).seconds }
  times.sort()
  return formatSeconds(times[times.count / 2])
}

// MARK: - update1pct1M

private let update1pct1M = Scenario(
  name: "update1pct1M",
  summary:
    "Table of 100 × 10,000 rows; 1% changed in every section (1,250 deleted, 1,250 inserted,"
    + " 2,500 moved, half across sections, 5,000 reconfigured), target edited from the source",
  target:
    "≤ 5 × snapshot1pct1M once snapshots exist (issue 26); the same [Section] again O(s)",
  make: { scale in
    let (sectionCount, rowCount) = scale == .smoke ? (10, 400) : (100, 10_000)
    let total = sectionCount * rowCount
    let (source, target) = spreadChangeData(
      sections: sectionCount, rowsPerSection: rowCount,
      change: SpreadChange(
        deletes: total / 800, inserts: total / 800, moves: total / 400, reconfigures: total / 200),
      seed: 0x1_9C71)
    return spreadUpdateRunner(source: source, target: target, scrolledToRow: rowCount / 2)
  })

/// A runner that updates a table from `source` to `target` and back, in
/// turn, each run timed, after each `SectionedChangeset` on the same items
/// (the differ alone) as the baseline; once done, the time of passing the
/// table the `[Section]` value it shows again. The first update is checked.
@MainActor
private func spreadUpdateRunner(
  source: SharedRows, target: SharedRows, scrolledToRow row: Int
) -> Runner {
  var failure: String?
  let table = makeBenchTable()
  do { try show(source, in: table, scrolledToRow: row) } catch { failure = "setup: \(error)" }
  var forward = true
  var checked = false
  var counts: [(String, Int)] = []
  return Runner(
    measure: {
      let start = table.tableView.updateLogEndPosition
      do {
        // Alternate directions so every run changes the rows.
        try table.update(with: forward ? target.sections : source.sections)
      } catch {
        failure = "update: \(error)"
      }
      if forward && counts.isEmpty { counts = batchCounts(table, since: start) }
      if !checked && failure == nil {
        checked = true
        let log = table.tableView.updateLog[(start - table.tableView.droppedUpdateLogEntries)...]
        failure = check(table, shows: target.items, log: log)
      }
      forward.toggle()
      return Outcome(counts: counts, failure: failure)
    },
    baseline: { _ in .none },
    interleaved: differBaseline(
      source: source.items, target: target.items, rows: "row", forward: { forward }),
    once: {
      // `forward` names the next direction: the table shows the other side.
      let shown = forward ? source.sections : target.sections
      var problem: String?
      let again = medianTime(of: 5) {
        do { try table.update(with: shown) } catch { problem = "\(error)" }
      }
      return [
        (
          "same again",
          problem.map { "failed: \($0)" }
            ?? again + " (the [Section] value shown, passed again; median of 5, wall clock)"
        )
      ]
    })
}

// MARK: - rowsCopy1M

private let rowsCopy1M = Scenario(
  name: "rowsCopy1M",
  summary:
    "Probe: 100 rows buffers of 10,000 AnyRow from a table's sections, each copied"
    + " (copy on write) and the old one released; beside the same copies of plain Ints",
  target:
    "reported: the refcount floor of a 1% change over every section"
    + " (session 21's standalone probe: 15.8–16.2 ms CPU)",
  make: { scale in
    let (sectionCount, rowCount) = scale == .smoke ? (10, 300) : (100, 10_000)
    let items = (0..<sectionCount).map { section in
      ItemSection(
        id: section,
        items: (0..<rowCount).map { TableBenchItem(id: section * rowCount + $0, content: 0) })
    }
    let table = makeBenchTable()
    var failure: String?
    do { try table.update(with: sections(items)) } catch { failure = "setup: \(error)" }
    // The table's own buffers at first; after the untimed warm-up run, a
    // copy of each held here alone, so every timed run copies (a retain per
    // row) and frees the old copy (a release per row).
    var held = table.sections.map(\.rows)
    var words = held.map { rows in rows.indices.map { $0 } }
    return Runner(
      measure: {
        for index in held.indices {
          var rows = held[index]
          rows.swapAt(0, 1)  // the copy: the buffer is shared with `held`
          held[index] = rows  // the old buffer released
        }
        let copied = held.reduce(0) { $0 + $1.count }
        if failure == nil && copied != sectionCount * rowCount {
          failure = "\(copied) rows copied, not \(sectionCount * rowCount)"
        }
        return Outcome(counts: [("buffers", held.count), ("rows", copied)], failure: failure)
      },
      baseline: { _ in .none },
      interleaved: InterleavedBaseline(
        label: "Int copies",
        run: {
          // The same copies and frees with nothing to retain or release.
          for index in words.indices {
            var copy = words[index]
            copy.swapAt(0, 1)
            words[index] = copy
          }
          return [("buffers", words.count), ("words", words.reduce(0) { $0 + $1.count })]
        }))
  })

// MARK: - background50k

/// How often ``MainActorHeartbeat`` wakes when the main actor is free.
private let heartbeatPeriod = Duration.microseconds(250)

private let background50k = Scenario(
  name: "background50k",
  summary:
    "Table of 50 × 1,000 rows; 10% changed (a quarter each deleted, inserted, moved,"
    + " reconfigured): updateInBackground(with:), the main run loop turned until it returns"
    + " (with --cpu-time: the main thread's CPU time alone)",
  target: "longest main-actor stretch ≤ 2 ms; total ≤ the synchronous update (issue 26, step 8)",
  make: { scale in
    let (source, target, rowCount) = backgroundChange(scale)
    return backgroundRunner(
      tableUpdates(source: source, target: target, scrolledToRow: rowCount / 2))
  })

private let diffableBackground50k = Scenario(
  name: "diffableBackground50k",
  summary:
    "DiffableDataSource on a table of 50 × 1,000 items; background50k's change as snapshots"
    + " (a quarter each deleted, inserted, moved, reconfigureItems): applyInBackground, the"
    + " main run loop turned until it returns",
  target:
    "none of its own: background50k's (longest main-actor stretch ≤ 2 ms) for data sources."
    + " Baseline: the synchronous apply on a second data source",
  make: { scale in
    let (source, target, _) = backgroundChange(scale)
    return backgroundRunner(dataSourceUpdates(source: source, target: target))
  })

/// background50k's rows and its change (10%: a quarter each deleted,
/// inserted, moved and reconfigured), and the rows per section.
private func backgroundChange(_ scale: Scale) -> (SharedRows, SharedRows, rowCount: Int) {
  let (sectionCount, rowCount) = scale == .smoke ? (5, 100) : (50, 1_000)
  let each = sectionCount * rowCount / 40
  let (source, target) = spreadChangeData(
    sections: sectionCount, rowsPerSection: rowCount,
    change: SpreadChange(deletes: each, inserts: each, moves: each, reconfigures: each),
    seed: 0xBAC_6050)
  return (source, target, rowCount)
}

/// What a background runner measures: the update in the background, and
/// the same change made synchronously on a second view as the baseline.
@MainActor
private struct BackgroundUpdates {
  /// The background update to the target (`true`) or back; whether it
  /// was applied.
  var inBackground: (_ forward: Bool) async throws -> Bool
  /// The synchronous update to the target or back, on the second view;
  /// its batch counts.
  var synchronous: (_ forward: Bool) throws -> [(String, Int)]
  /// The first view's update log position.
  var logEnd: () -> Int
  /// The counts of the first view's batches since a log position.
  var counts: (_ since: Int) -> [(String, Int)]
  /// What is wrong with the first view after the first update since a log
  /// position (to the target), or `nil`.
  var check: (_ since: Int) -> String?
  /// A failure of the setup.
  var failure: String?
  /// The baseline's name.
  var baselineLabel: String
}

/// `updateInBackground` on one table and `update(with:)` on another.
@MainActor
private func tableUpdates(source: SharedRows, target: SharedRows, scrolledToRow row: Int)
  -> BackgroundUpdates
{
  let table = makeBenchTable()
  let syncTable = makeBenchTable()
  var failure: String?
  do {
    try show(source, in: table, scrolledToRow: row)
    try show(source, in: syncTable, scrolledToRow: row)
  } catch {
    failure = "setup: \(error)"
  }
  return BackgroundUpdates(
    inBackground: {
      try await table.updateInBackground(with: $0 ? target.sections : source.sections)
    },
    synchronous: { forward in
      let start = syncTable.tableView.updateLogEndPosition
      try syncTable.update(with: forward ? target.sections : source.sections)
      return batchCounts(syncTable, since: start)
    },
    logEnd: { table.tableView.updateLogEndPosition },
    counts: { batchCounts(table, since: $0) },
    check: { start in
      let log = table.tableView.updateLog[(start - table.tableView.droppedUpdateLogEntries)...]
      return check(table, shows: target.items, log: log)
    },
    failure: failure, baselineLabel: "update(with:)")
}

/// `applyInBackground` on one data source and `apply` on another, of the
/// snapshots of `source`'s and `target`'s items, the reconfigured ones
/// marked.
@MainActor
private func dataSourceUpdates(source: SharedRows, target: SharedRows) -> BackgroundUpdates {
  let dataSource = makeBenchDataSource()
  let syncDataSource = makeBenchDataSource()
  func ids(_ rows: SharedRows) -> [[Int]] { rows.items.map { $0.items.map(\.id) } }
  // The items whose content differs between the two: reconfigured either way.
  let sourceContent = Dictionary(
    source.items.flatMap(\.items).map { ($0.id, $0.content) }, uniquingKeysWith: { $1 })
  let changed = target.items.flatMap(\.items).compactMap { item in
    sourceContent[item.id].flatMap { $0 != item.content ? item.id : nil }
  }
  var failure: String?
  var snapshots: (source: DiffableSnapshot<Int, Int>, target: DiffableSnapshot<Int, Int>)
  do {
    snapshots = (try diffableSnapshot(ids(source)), try diffableSnapshot(ids(target)))
    try dataSource.apply(snapshots.source, animatingDifferences: false)
    try syncDataSource.apply(snapshots.source, animatingDifferences: false)
    try snapshots.source.reconfigureItems(changed)
    try snapshots.target.reconfigureItems(changed)
  } catch {
    snapshots = (DiffableSnapshot(), DiffableSnapshot())
    failure = "setup: \(error)"
  }
  let table = dataSource.table
  return BackgroundUpdates(
    inBackground: {
      try await dataSource.applyInBackground($0 ? snapshots.target : snapshots.source)
    },
    synchronous: { forward in
      let view = syncDataSource.table?.tableView
      let start = view?.updateLogEndPosition ?? 0
      try syncDataSource.apply(forward ? snapshots.target : snapshots.source)
      return syncDataSource.table.map { batchCounts($0, since: start) } ?? []
    },
    logEnd: { table?.tableView.updateLogEndPosition ?? 0 },
    counts: { start in table.map { batchCounts($0, since: start) } ?? [] },
    check: { _ in
      let expected = ids(target)
      guard let view = table?.tableView, view.numberOfSections == expected.count else {
        return "the data source shows other sections"
      }
      for (section, items) in expected.enumerated() {
        let shown = (0..<view.numberOfRows(inSection: section)).map {
          dataSource.itemIdentifier(for: IndexPath(row: $0, section: section))
        }
        if shown != items { return "section \(section) shows other items" }
      }
      return nil
    },
    failure: failure, baselineLabel: "apply")
}

/// A runner that makes `updates`' background update from the source to
/// the target and back, in turn, with a heartbeat on the main actor; after
/// each run, the synchronous update of the same change on the second view
/// as the baseline. The first update is checked.
@MainActor
private func backgroundRunner(_ updates: BackgroundUpdates) -> Runner {
  var failure = updates.failure
  var forward = true
  var syncForward = true
  var checked = false
  var counts: [(String, Int)] = []
  var gaps: [HeartbeatGaps] = []
  return Runner(
    measure: {
      let start = updates.logEnd()
      let direction = forward
      let (result, runGaps) = awaitOnMainRunLoop {
        await MainActorHeartbeat.watch(period: heartbeatPeriod) {
          () async -> Result<Bool, any Error> in
          do {
            return .success(try await updates.inBackground(direction))
          } catch {
            return .failure(error)
          }
        }
      }
      gaps.append(runGaps)
      switch result {
      case .success(true): break
      case .success(false): failure = failure ?? "the background update was dropped"
      case .failure(let error): failure = failure ?? "update: \(error)"
      }
      if forward && counts.isEmpty { counts = updates.counts(start) }
      if !checked && failure == nil {
        checked = true
        failure = updates.check(start)
      }
      forward.toggle()
      return Outcome(counts: counts, failure: failure)
    },
    baseline: { _ in .none },
    interleaved: InterleavedBaseline(
      label: updates.baselineLabel,
      run: {
        defer { syncForward.toggle() }
        do {
          return try updates.synchronous(syncForward)
        } catch {
          failure = failure ?? "synchronous update: \(error)"
          return []
        }
      }),
    once: {
      // The warm-up aside: the timed runs' gaps, median and range of each.
      let timed = gaps.dropFirst()
      func spread(_ gap: (HeartbeatGaps) -> Duration) -> String {
        let sorted = timed.map(gap).sorted()
        guard let low = sorted.first, let high = sorted.last else { return "none" }
        return "\(formatSeconds(sorted[sorted.count / 2].seconds))"
          + " (\(formatSeconds(low.seconds))–\(formatSeconds(high.seconds)))"
      }
      let period = formatSeconds(heartbeatPeriod.seconds)
      return [
        (
          "longest stretch",
          spread(\.busiest)
            + ", the main thread's CPU time between two heartbeats (every \(period)):"
            + " the main actor's longest stretch, at most; median (range) of runs"
        ),
        (
          "longest gap",
          spread(\.longest)
            + ", wall clock between two heartbeats: a stretch plus the heartbeat's"
            + " lateness (the diff takes the other core)"
        ),
        ("first gap", spread(\.first) + ", the stretch before the call first suspends"),
      ]
    })
}

/// The gaps between a heartbeat's wake-ups during one call.
private struct HeartbeatGaps: Sendable {
  /// From the call's start to the first wake-up: the call's stretch on the
  /// main actor before it first suspends, plus up to one period.
  var first = Duration.zero
  /// The longest gap, the first and the last (up to the call's end) included.
  var longest = Duration.zero
  /// The most CPU time the main thread used between two wake-ups (the
  /// first and the last included): every main-actor stretch lies within
  /// one such interval, so this bounds the longest from above, whatever
  /// the wake-ups' lateness.
  var busiest = Duration.zero
}

/// A task on the main actor that sleeps for a period at a time and notes
/// the gaps between its wake-ups: while the main actor is free, a gap is the
/// period (and the timer's lateness); a stretch of main-actor work of length
/// `s` makes a gap between `s` and `s` plus the period. The timer's
/// lateness is not the main actor's doing: while a background diff keeps
/// the other core busy it reaches milliseconds with the main actor idle. So
/// it also notes the main thread's CPU time between wake-ups, which counts
/// only the work done there.
@MainActor
private enum MainActorHeartbeat {
  /// Runs `work` with a heartbeat beside it, from just before `work`
  /// starts until just after it returns.
  ///
  /// - Returns: What `work` returned, and the gaps.
  static func watch<T>(
    period: Duration, _ work: @MainActor () async -> T
  ) async -> (T, HeartbeatGaps) {
    let clock = ContinuousClock()
    let start = clock.now
    // The heartbeat and `work` run on the main thread: its CPU time between
    // two wake-ups is the main actor's work between them.
    let startCPU = threadCPUSeconds()
    let heart = Task { @MainActor in
      var (last, lastCPU) = (start, startCPU)
      var gaps = HeartbeatGaps()
      func beat(at now: ContinuousClock.Instant) {
        let cpu = threadCPUSeconds()
        if last == start { gaps.first = now - start }
        gaps.longest = max(gaps.longest, now - last)
        gaps.busiest = max(gaps.busiest, .seconds(cpu - lastCPU))
        (last, lastCPU) = (now, cpu)
      }
      while !Task.isCancelled {
        do { try await Task.sleep(for: period) } catch { break }
        beat(at: clock.now)
      }
      // The last gap: up to the end of `work`'s final stretch.
      beat(at: clock.now)
      return gaps
    }
    let value = await work()
    heart.cancel()
    return (value, await heart.value)
  }
}
