@_spi(Testing) import Cellar
import Foundation

/// Replays logged operations on row and section identities, for
/// ``UpdateReport``.
///
/// Every row and section gets a token; a token's identity and label come
/// from the table's sections before the update (for the rows it had) or
/// after it (for the rows the log inserted). The replay follows UIKit's
/// batch semantics, so a token's place after each batch is known.
@MainActor
final class UpdateRecorder {
  /// A section in the replay: its token and its rows' tokens.
  struct ReplaySection {
    var token: Int
    /// Rows not known from the log: a section inserted or reloaded whose
    /// rows came with it. Resolved from the table's sections at the end.
    var implicit: Bool
    var rows: [Int]
  }

  let table: Table
  let logStart: Int
  let metricsBefore: TableView.Metrics
  let errorBefore: String?
  var state: [ReplaySection] = []
  var labels: [Int: String] = [:]
  var ids: [Int: AnyHashable] = [:]
  var implicitContents: [Int: [Int]] = [:]
  var nextToken = 0
  /// The update log entries of updates that failed and were rolled back.
  var rolledBack: [Range<Int>] = []
  /// The table's rollback observer before this recorder's, restored by ``stop()``.
  let previousObserver: (@MainActor (Range<Int>) -> Void)?

  init(table: Table) {
    self.table = table
    logStart = table.tableView.updateLog.count
    metricsBefore = table.tableView.metrics
    errorBefore = table.lastError.map { "\($0)" }
    previousObserver = table.didRollBack
    table.tableView.recordsEvents = true
    table.tableView.removeAllEvents()
    for (index, section) in table.sections.enumerated() {
      let token = makeToken(Self.label(of: section, at: index), id: section.id)
      state.append(
        ReplaySection(
          token: token, implicit: false,
          rows: section.rows.map { row in makeToken(Self.label(of: row), id: row.id) }))
    }
  }

  /// Starts observing the table's rollbacks (a recorder inside another's
  /// body passes them on to the outer one).
  func start() {
    table.didRollBack = { [weak self, previousObserver] range in
      self?.rolledBack.append(range)
      previousObserver?(range)
    }
  }

  /// Stops observing the table's rollbacks.
  func stop() {
    table.didRollBack = previousObserver
  }

  func makeToken(_ label: String?, id: AnyHashable? = nil) -> Int {
    nextToken += 1
    if let label { labels[nextToken] = label }
    if let id { ids[nextToken] = id }
    return nextToken
  }

  /// Replays the log since the recorder started and builds the report.
  func finish() -> UpdateReport {
    let replayed = replayLog()
    let matches = resolve(against: table.sections)
    var batches = replayed.map { report(of: $0) }
    for (offset, index) in zip(batches.indices, logStart...) {
      batches[offset].rolledBack = rolledBack.contains { $0.contains(index) }
    }
    let error = table.lastError.map { "\($0)" }
    return UpdateReport(
      batches: batches, callbacks: callbacks(), reuse: reuseChanges(), replayMatches: matches,
      reportedError: error == errorBefore ? nil : error)
  }

  /// The host calls recorded, by name, in first-call order.
  /// Replays the log entries written since the recording began. A
  /// rollback's `reloadData` puts back the sections the replay had before
  /// the failed update (a `reloadData` otherwise leaves sections whose rows
  /// are known only at the end).
  func replayLog() -> [ReplayedBatch] {
    let log = table.tableView.updateLog
    var before: [Int: [ReplaySection]] = [:]
    var replayed: [ReplayedBatch] = []
    for index in logStart..<log.count {
      for range in rolledBack where range.lowerBound == index { before[range.upperBound] = state }
      replayed.append(replay(log[index]))
      if log[index].kind == .reloadData, let saved = before[index + 1] { state = saved }
    }
    return replayed
  }

  func callbacks() -> [(name: String, count: Int)] {
    var counts: [String: Int] = [:]
    var order: [String] = []
    for event in table.tableView.events {
      if counts[event.name] == nil { order.append(event.name) }
      counts[event.name, default: 0] += 1
    }
    return order.map { ($0, counts[$0] ?? 0) }
  }

  /// The reuse counters that changed, by reuse identifier.
  func reuseChanges() -> [(identifier: String, change: TableView.ReuseMetrics)] {
    let after = table.tableView.metrics
    var reuse: [(String, TableView.ReuseMetrics)] = []
    for identifier in after.cells.keys.sorted() {
      guard let now = after.cells[identifier] else { continue }
      let change = Self.difference(now, metricsBefore.cells[identifier] ?? .init())
      var unchanged = TableView.ReuseMetrics()
      unchanged.pooled = change.pooled
      if change != unchanged { reuse.append((identifier, change)) }
    }
    return reuse
  }

  /// The number of rows or sections an operation names.
  static func size(of operation: TableView.Operation) -> Int {
    switch operation {
    case .insertRows(let paths, _), .deleteRows(let paths, _), .reloadRows(let paths, _):
      paths.count
    case .reconfigureRows(let paths): paths.count
    case .insertSections(let sections, _), .deleteSections(let sections, _),
      .reloadSections(let sections, _):
      sections.count
    case .moveRow, .moveSection: 1
    }
  }

  static func difference(_ now: TableView.ReuseMetrics, _ before: TableView.ReuseMetrics)
    -> TableView.ReuseMetrics
  {
    var change = TableView.ReuseMetrics()
    change.created = now.created - before.created
    change.dequeues = now.dequeues - before.dequeues
    change.reuses = now.reuses - before.reuses
    change.prepareForReuseCalls = now.prepareForReuseCalls - before.prepareForReuseCalls
    change.configurations = now.configurations - before.configurations
    change.reconfigurations = now.reconfigurations - before.reconfigurations
    change.displays = now.displays - before.displays
    change.endDisplays = now.endDisplays - before.endDisplays
    change.pooled = now.pooled
    return change
  }

  // MARK: Labels

  /// A row's identity as text: a string in quotes, other values as they print.
  static func label(of row: AnyRow) -> String? {
    row.id.map(describe)
  }

  static func describe(_ id: AnyHashable) -> String {
    if let text = id.base as? String { return "\"\(text)\"" }
    if let number = id.base as? Int { return "#\(number)" }
    return String(describing: id.base)
  }

  static func label(of section: Section, at index: Int) -> String {
    if let id = section.id { return "section " + describe(id) }
    if let title = section.header?.title { return "section \"\(title)\"" }
    return "section \(index)"
  }

  func name(_ token: Int) -> String { labels[token] ?? "row #\(token)" }

  func rowToken(_ path: IndexPath, in sections: [ReplaySection]) -> Int? {
    guard sections.indices.contains(path.section),
      sections[path.section].rows.indices.contains(path.row)
    else { return nil }
    return sections[path.section].rows[path.row]
  }

  /// Names the rows the log inserted from the table's sections, and checks
  /// the replay against them.
  func resolve(against target: [Section]) -> Bool {
    var matches = state.count == target.count
    for (index, section) in zip(target.indices, target) {
      guard state.indices.contains(index) else { break }
      let token = state[index].token
      if labels[token] == nil { labels[token] = Self.label(of: section, at: index) }
      if ids[token] == nil, let id = section.id { ids[token] = id }
      if state[index].implicit {
        let rows = section.rows.map { makeToken(Self.label(of: $0), id: $0.id) }
        if implicitContents[token] == nil { implicitContents[token] = rows }
        state[index].implicit = false
        state[index].rows = rows
        continue
      }
      guard state[index].rows.count == section.rows.count else {
        matches = false
        continue
      }
      for (row, token) in state[index].rows.enumerated() {
        let value = section.rows[row]
        let expected = Self.label(of: value)
        if labels[token] == nil {
          labels[token] = expected
          if let id = value.id { ids[token] = id }
        } else if let expected, labels[token] != expected {
          matches = false
        }
      }
    }
    return matches
  }
}
