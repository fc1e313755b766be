@_spi(Testing) import Cellar
import CellarTestSupport
import Foundation
import Testing

// Stress for the asynchronous update under contention: many overlapping
// `await table.updateInBackground(with:)` calls, interleaved with synchronous updates,
// reloads, taps (some of whose actions update the table from inside the
// callback) and scrolls. Run it under the thread sanitizer
// (`Scripts/sanitize.sh thread`): the diffs run on background tasks while
// the main actor keeps changing the table.
//
// Which update wins depends on scheduling, so every assertion is checked
// against the order the requests were actually made in, which the test
// records: an async update returns `false` exactly when a newer update was
// requested before its diff came back, `true` updates show their sections
// at once, and the table ends on the last requested sections, drawn as a
// fresh table draws them.

/// A row of the model: a unique id and the text its cell shows.
private struct StressRow: Equatable {
  var id: Int
  var text: String
}

/// A section of the model: a unique id, an optional title and its rows.
private struct StressSection: Equatable {
  var id: Int
  var title: String?
  var rows: [StressRow]
}

/// Versions of a big table, each a random edit of the one before.
private struct StressVersions {
  private(set) var versions: [[StressSection]] = []
  private var nextID = 0

  init(count: Int, sections: Int, rowsPerSection: Int, random: inout SeededRandom) {
    var current = (0..<sections).map { _ in makeSection(rows: rowsPerSection, &random) }
    versions.append(current)
    while versions.count < count {
      mutate(&current, &random)
      versions.append(current)
    }
  }

  private mutating func makeRow(_ random: inout SeededRandom) -> StressRow {
    nextID += 1
    return StressRow(id: nextID, text: "\(nextID)·\(random.int(3))")
  }

  private mutating func makeSection(rows: Int, _ random: inout SeededRandom) -> StressSection {
    nextID += 1
    let id = nextID
    return StressSection(
      id: id, title: random.chance(0.5) ? "S\(id)" : nil,
      rows: (0..<rows).map { _ in makeRow(&random) })
  }

  /// Up to 60 edits: inserts, deletes and moves of rows (across sections
  /// too) and of sections, content and title changes, and a reversed section.
  private mutating func mutate(_ spec: inout [StressSection], _ random: inout SeededRandom) {
    for _ in 0..<(5 + random.int(56)) {
      let nonEmpty = spec.indices.filter { !spec[$0].rows.isEmpty }
      func pick(_ random: inout SeededRandom) -> (Int, Int) {
        let section = nonEmpty[random.int(nonEmpty.count)]
        return (section, random.int(spec[section].rows.count))
      }
      switch random.int(11) {
      case 0 where !spec.isEmpty:
        let section = random.int(spec.count)
        spec[section].rows.insert(makeRow(&random), at: random.int(spec[section].rows.count + 1))
      case 1 where !nonEmpty.isEmpty:
        let (section, row) = pick(&random)
        spec[section].rows.remove(at: row)
      case 2 where !nonEmpty.isEmpty, 3 where !nonEmpty.isEmpty:
        let (section, row) = pick(&random)
        let moved = spec[section].rows.remove(at: row)
        let target = random.int(spec.count)
        spec[target].rows.insert(moved, at: random.int(spec[target].rows.count + 1))
      case 4 where !nonEmpty.isEmpty, 5 where !nonEmpty.isEmpty:
        let (section, row) = pick(&random)
        spec[section].rows[row].text = "\(spec[section].rows[row].id)·\(3 + random.int(3))"
      case 6 where spec.count < 30:
        spec.insert(makeSection(rows: random.int(40), &random), at: random.int(spec.count + 1))
      case 7 where spec.count > 2:
        spec.remove(at: random.int(spec.count))
      case 8 where spec.count > 1:
        let section = spec.remove(at: random.int(spec.count))
        spec.insert(section, at: random.int(spec.count + 1))
      case 9 where !spec.isEmpty:
        let section = random.int(spec.count)
        spec[section].title = random.chance(0.5) ? "T\(random.int(4))" : nil
      case 10 where !nonEmpty.isEmpty && random.chance(0.2):
        spec[nonEmpty[random.int(nonEmpty.count)]].rows.reverse()
      default:
        continue
      }
    }
  }
}

/// One thing a task does on the main actor, after yielding a few times.
private enum StressStep {
  /// `await table.updateInBackground(with:)` to a version; with `interruptedBy`, a
  /// synchronous update to that version runs while the diff is in flight
  /// (through the table's testing hook), so the async one must be dropped.
  case asyncUpdate(Int, interruptedBy: Int?)
  /// The synchronous update to a version.
  case syncUpdate(Int)
  /// `reloadData(with:)` to a version.
  case reload(Int)
  /// A tap on the visible row at this fraction of the visible rows; its
  /// action updates the table to the version, if any, from inside the callback.
  case tap(Double, updatesTo: Int?)
  /// A scroll to this fraction of the scrollable height.
  case scroll(Double)
}

/// The shared state of one stress run: the table, the versions, and a
/// record of what was requested and what the table showed.
@MainActor
private final class StressDriver {
  let table = makeTable(height: 440)
  let versions: [[StressSection]]
  /// The version of every update requested, in the order requested.
  var requests: [Int] = []
  /// The version the table shows, as far as the requests that returned say.
  var shown: Int?
  /// The id of the row that should be selected, by identity.
  var selectedID: Int?
  /// Async updates: their request index, whether they were applied, and
  /// how many requests had been made when they returned.
  var asyncResults: [(request: Int, applied: Bool, requestsAtReturn: Int)] = []
  /// The texts of the rows whose actions ran, in order.
  var tapped: [String] = []
  /// The version a tap's action requests from inside the callback.
  var updateFromAction: Int?
  /// Problems found, with enough context to understand them.
  var problems: [String] = []

  init(versions: [[StressSection]]) {
    self.versions = versions
  }

  /// Fresh sections for a version (new rows each time, as an app builds them).
  func sections(_ version: Int) -> [Section] {
    versions[version].map { spec in
      Section(
        id: spec.id, header: spec.title.map { .title($0) },
        anyRows: spec.rows.map { row in
          AnyRow(
            Row<TitleCell>(model: row.text, id: row.id) { [weak self] text, _ in
              self?.actionRan(text)
            })
        })
    }
  }

  /// A row's action: records the tap and, when asked, updates the table
  /// from inside the callback (the table queues it and applies it right after).
  private func actionRan(_ text: String) {
    tapped.append(text)
    guard let version = updateFromAction else { return }
    updateFromAction = nil
    requests.append(version)
    do {
      try updateNow(table, sections(version))
    } catch {
      problems.append("update from a row action to v\(version) threw \(error)")
    }
  }

  /// Notes that the table now shows `version`: checks it, and drops the
  /// selection if its row is gone.
  func didShow(_ version: Int, _ context: String) {
    shown = version
    if let selectedID,
      !versions[version].contains(where: { $0.rows.contains { $0.id == selectedID } })
    {
      self.selectedID = nil
    }
    let actual = snapshot(table.sections)
    if actual != versions[version] {
      problems.append("\(context): the table does not show v\(version) (\(actual.count) sections)")
    }
  }

  func run(_ step: StressStep) async {
    do {
      switch step {
      case .asyncUpdate(let version, let interruption):
        let request = requests.count
        requests.append(version)
        if let interruption {
          // Set just before the call: no other task runs on the main actor in between.
          table.willDiffInBackground = { [unowned self] in
            table.willDiffInBackground = nil
            requests.append(interruption)
            do {
              try updateNow(table, sections(interruption))
              didShow(interruption, "sync update #\(requests.count - 1) during a diff")
            } catch {
              problems.append("sync update to v\(interruption) during a diff threw \(error)")
            }
          }
        }
        let applied = try await table.updateInBackground(with: sections(version))
        asyncResults.append((request, applied, requests.count))
        if applied { didShow(version, "async update #\(request) to v\(version) returned true") }
        if applied && interruption != nil {
          problems.append(
            "async update #\(request) applied over a sync update made during its diff")
        }
      case .syncUpdate(let version):
        requests.append(version)
        try updateNow(table, sections(version))
        didShow(version, "sync update #\(requests.count - 1) to v\(version)")
      case .reload(let version):
        requests.append(version)
        try table.reloadData(with: sections(version))
        didShow(version, "reload #\(requests.count - 1) to v\(version)")
      case .tap(let fraction, let version):
        table.tableView.layoutIfNeeded()
        guard let shown, let visible = table.tableView.indexPathsForVisibleRows, !visible.isEmpty
        else { return }
        let path = visible[min(visible.count - 1, Int(fraction * Double(visible.count)))]
        let row = versions[shown][path.section].rows[path.row]
        let before = tapped.count
        updateFromAction = version
        try table.tableView.tapRow(at: path)
        updateFromAction = nil
        if tapped.count != before + 1 || tapped.last != row.text {
          problems.append(
            "tap at \(path) in v\(shown): expected \(row.text), actions ran \(tapped[before...])")
        }
        // Selected at the tap, before the action's update applies.
        selectedID = row.id
        if let version { didShow(version, "update from the action of \(row.text) to v\(version)") }
      case .scroll(let fraction):
        table.tableView.layoutIfNeeded()
        let height = table.tableView.contentSize.height - table.tableView.bounds.height
        table.tableView.setContentOffset(
          CGPoint(x: 0, y: (max(0, height) * fraction).rounded()), animated: false)
      }
    } catch {
      problems.append("\(step) threw \(error)")
    }
  }
}

/// The synchronous update, named for the stress steps that run it.
@MainActor
private func updateNow(_ table: Table, _ sections: [Section]) throws {
  try table.update(with: sections)
}

/// The model a table's sections show.
@MainActor
private func snapshot(_ sections: [Section]) -> [StressSection] {
  sections.map { section in
    StressSection(
      id: section.id?.base as? Int ?? -1, title: section.header?.title,
      rows: section.rows.map { row in
        StressRow(id: row.id?.base as? Int ?? -1, text: row.model(as: String.self) ?? "?")
      })
  }
}

@MainActor
@Suite struct TableConcurrencyStressTests {
  @Test(
    "overlapping async updates, mixed with sync updates, taps and scrolls: the latest wins, only stale ones are dropped, and the table ends as a fresh one",
    arguments: SeededRandom.seeds(2, base: 0x57E55))
  func contention(seed: UInt64) async throws {
    // In full (`CELLAR_FULL_TESTS=1`): 24 versions of 20 sections of 100 rows,
    // and 100 tasks; by default 12 versions of 10 sections of 50 rows, and 25 tasks.
    let full = TestEnvironment.runsFullTests
    try await withSeedAsync(seed) { random in
      let versions = StressVersions(
        count: full ? 24 : 12, sections: full ? 20 : 10, rowsPerSection: full ? 100 : 50,
        random: &random)
      let driver = StressDriver(versions: versions.versions)
      let table = driver.table
      driver.requests.append(0)
      try updateNow(table, driver.sections(0))
      driver.didShow(0, "the first update")
      table.tableView.layoutIfNeeded()

      // A burst of async updates that start together, then 100 (25) tasks of one
      // to three steps each, spread over the main actor's turns by random yields.
      var plans: [[(yields: Int, step: StressStep)]] = (0..<8).map { _ in
        [(0, .asyncUpdate(random.int(versions.versions.count), interruptedBy: nil))]
      }
      for _ in 0..<(full ? 100 : 25) {
        plans.append(
          (0..<(1 + random.int(3))).map { _ in
            let version = random.int(versions.versions.count)
            let step: StressStep
            switch random.int(20) {
            case 0..<11: step = .asyncUpdate(version, interruptedBy: nil)
            case 11:
              step = .asyncUpdate(
                version, interruptedBy: random.int(versions.versions.count))
            case 12, 13: step = .syncUpdate(version)
            case 14: step = .reload(version)
            case 15, 16:
              step = .tap(Double.random(in: 0..<1, using: &random), updatesTo: nil)
            case 17: step = .tap(Double.random(in: 0..<1, using: &random), updatesTo: version)
            default: step = .scroll(Double.random(in: 0...1, using: &random))
            }
            return (random.int(12), step)
          })
      }
      let tasks = plans.map { plan in
        Task { @MainActor in
          for (yields, step) in plan {
            for _ in 0..<yields { await Task.yield() }
            await driver.run(step)
          }
        }
      }
      for task in tasks { await task.value }
      // Let any drain the table scheduled run; it must find nothing to do.
      for _ in 0..<5 { await Task.yield() }

      try #require(driver.problems.isEmpty, "\(driver.problems.prefix(10))")
      #expect(table.lastError == nil)
      // Stale dropped, nothing else: false exactly when a newer request came first.
      let wrong = driver.asyncResults.filter {
        $0.applied == ($0.requestsAtReturn > $0.request + 1)
      }
      try #require(wrong.isEmpty, "async results that are not latest-wins: \(wrong)")
      // The latest wins.
      let last = try #require(driver.requests.last)
      try #require(
        driver.shown == last, "the last request is v\(last), v\(driver.shown ?? -1) shown")
      try #require(snapshot(table.sections) == versions.versions[last])

      // The same drawing as a fresh table at the same offset and selection.
      table.tableView.layoutIfNeeded()
      let selected = table.tableView.indexPathsForSelectedRows ?? []
      var expectedSelection: [IndexPath] = []
      if let id = driver.selectedID {
        expectedSelection = [try #require(table.indexPath(forRowID: id), "selected row \(id)")]
      }
      try #require(selected == expectedSelection, "selection kept by identity")
      let fresh = makeTable(height: 440)
      try updateNow(fresh, driver.sections(last))
      fresh.tableView.layoutIfNeeded()
      fresh.tableView.setContentOffset(table.tableView.contentOffset, animated: false)
      for path in selected {
        fresh.tableView.selectRow(at: path, animated: false, scrollPosition: .none)
      }
      try #require(
        fresh.tableView.render() == table.tableView.render(),
        "\(table.tableView.render())\n--- fresh:\n\(fresh.tableView.render())")
      // Updating to what it shows changes nothing: no batch, no reload.
      let logCount = table.tableView.updateLog.count
      try updateNow(table, driver.sections(last))
      try #require(table.tableView.updateLog.count == logCount)

      let applied = driver.asyncResults.filter(\.applied).count
      print(
        "stress seed \(seed): \(driver.requests.count) requests, \(driver.asyncResults.count) async "
          + "(\(applied) applied, \(driver.asyncResults.count - applied) stale), "
          + "\(driver.tapped.count) taps")
    }
  }
}
