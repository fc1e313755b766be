import Cellar
import Foundation

/// What one table update did, read back from the host table view: the
/// batches it accepted, each operation named by row and section identity,
/// the data source and delegate calls it made, and its reuse counters.
///
/// ```swift
/// let report = try table.recordingUpdate {
///   try table.update(with: newSections)
/// }
/// print(report.lines.joined(separator: "\n"))
/// ```
///
/// Nothing here is computed from the sections alone: the operations come
/// from the host's ``TableView/updateLog`` (batches the host validated and
/// applied), the calls from ``TableView/events``, the counters from
/// ``TableView/metrics``. The operations are replayed on the identities of
/// the rows before the update; ``replayMatches`` says whether the replay
/// ends exactly on the table's new sections.
public struct UpdateReport {
  /// One entry of the host's update log.
  public struct Batch {
    /// What the host logged: a batch, a `reloadData`, or a user move.
    public var kind: TableView.Update.Kind
    /// Whether the host applied the batch as a `reloadData`.
    public var fellBackToReloadData: Bool
    /// The operations, rows named by identity; a run of consecutive rows
    /// with the same operation shares a line.
    public var lines: [String]
    /// The number of rows and sections the batch inserted, deleted, moved,
    /// reloaded or reconfigured.
    public var operationCount: Int
  }

  /// The batches, in order.
  public var batches: [Batch]
  /// The host callbacks made during the update, by name, in first-call order.
  public var callbacks: [(name: String, count: Int)]
  /// The reuse counters' changes during the update, by reuse identifier.
  public var reuse: [(identifier: String, change: TableView.ReuseMetrics)]
  /// Whether replaying the logged operations on the old row identities gives
  /// exactly the new sections (same sections, same rows in the same order).
  public var replayMatches: Bool
  /// The error the table reported during the update (``Table/lastError``), if any.
  public var reportedError: String?

  /// The number of operations (inserts, deletes, moves, reloads and
  /// reconfigures of single rows or sections).
  public var operationCount: Int { batches.reduce(0) { $0 + $1.operationCount } }

  /// The report as text: the batches, then the calls and the counters.
  public var lines: [String] {
    var lines: [String] = []
    if batches.isEmpty { lines.append("no change: the host was not asked to do anything") }
    for (index, batch) in batches.enumerated() {
      let what: String
      switch batch.kind {
      case .batch:
        what =
          batch.fellBackToReloadData
          ? "performBatchUpdates, applied as reloadData" : "performBatchUpdates, validated"
      case .reloadData: what = "reloadData"
      case .userMove: what = "user move"
      }
      lines.append("batch \(index + 1) of \(batches.count) (\(what))")
      lines += batch.lines.map { "  " + $0 }
    }
    if !replayMatches {
      lines.append("warning: replaying the log does not give the table's sections")
    }
    if let reportedError { lines.append("error reported: \(reportedError)") }
    let calls = callbacks.map { "\($0.name) \($0.count)" }
    lines += wrapped(calls.isEmpty ? ["none"] : calls, first: "callbacks: ", width: 96)
    for (identifier, change) in reuse {
      lines.append("reuse \(identifier): " + Self.describe(change))
    }
    return lines
  }

  /// Items joined with commas, in lines of at most `width` characters.
  func wrapped(_ items: [String], first: String, width: Int) -> [String] {
    var lines: [String] = []
    var line = first
    let indent = String(repeating: " ", count: first.count)
    for (index, item) in items.enumerated() {
      let text = item + (index < items.count - 1 ? "," : "")
      if line.count + text.count + 1 > width && line != first && line != indent {
        lines.append(line)
        line = indent
      }
      line += (line == first || line == indent ? "" : " ") + text
    }
    lines.append(line)
    return lines
  }

  static func describe(_ change: TableView.ReuseMetrics) -> String {
    var parts = ["\(change.created) created", "\(change.reuses) reused"]
    parts.append("\(change.configurations) configured")
    if change.reconfigurations > 0 { parts.append("\(change.reconfigurations) reconfigured") }
    parts.append("\(change.displays) shown")
    parts.append("\(change.endDisplays) hidden")
    parts.append("\(change.pooled) in pool")
    return parts.joined(separator: ", ")
  }
}

extension Table {
  /// Runs `body` (one or more updates, taps, swipes or scrolls) and reports
  /// what the host table view did meanwhile.
  ///
  /// Turns on the table view's event recording, and empties its events.
  ///
  /// - Parameter body: The work to record.
  /// - Returns: The report.
  /// - Throws: What `body` throws.
  public func recordingUpdate(_ body: () throws -> Void) rethrows -> UpdateReport {
    let recorder = UpdateRecorder(table: self)
    try body()
    return recorder.finish()
  }
}

/// Replays logged operations on row and section identities.
@MainActor
final class UpdateRecorder {
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
  var implicitContents: [Int: [Int]] = [:]
  var nextToken = 0

  init(table: Table) {
    self.table = table
    logStart = table.tableView.updateLog.count
    metricsBefore = table.tableView.metrics
    errorBefore = table.lastError.map { "\($0)" }
    table.tableView.recordsEvents = true
    table.tableView.removeAllEvents()
    for (index, section) in table.sections.enumerated() {
      let token = makeToken(Self.label(of: section, at: index))
      state.append(
        ReplaySection(
          token: token, implicit: false,
          rows: section.rows.enumerated().map { row, value in
            makeToken(Self.label(of: value, at: IndexPath(row: row, section: index)))
          }))
    }
  }

  func makeToken(_ label: String?) -> Int {
    nextToken += 1
    if let label { labels[nextToken] = label }
    return nextToken
  }

  func finish() -> UpdateReport {
    let log = table.tableView.updateLog[logStart...]
    var pending:
      [(kind: TableView.Update.Kind, fellBack: Bool, count: Int, lines: [() -> [String]])] = []
    for update in log {
      let count = update.operations.reduce(0) { $0 + Self.size(of: $1) }
      pending.append((update.kind, update.fellBackToReloadData, count, replay(update)))
    }
    let matches = resolve(against: table.sections)
    let batches = pending.map { entry in
      UpdateReport.Batch(
        kind: entry.kind, fellBackToReloadData: entry.fellBack, lines: entry.lines.flatMap { $0() },
        operationCount: entry.count)
    }
    var counts: [String: Int] = [:]
    var order: [String] = []
    for event in table.tableView.events {
      if counts[event.name] == nil { order.append(event.name) }
      counts[event.name, default: 0] += 1
    }
    let after = table.tableView.metrics
    var reuse: [(String, TableView.ReuseMetrics)] = []
    for identifier in after.cells.keys.sorted() {
      guard let now = after.cells[identifier] else { continue }
      let change = Self.difference(now, metricsBefore.cells[identifier] ?? .init())
      var unchanged = TableView.ReuseMetrics()
      unchanged.pooled = change.pooled
      if change != unchanged {
        reuse.append((identifier, change))
      }
    }
    let error = table.lastError.map { "\($0)" }
    return UpdateReport(
      batches: batches, callbacks: order.map { ($0, counts[$0] ?? 0) }, reuse: reuse,
      replayMatches: matches, reportedError: error == errorBefore ? nil : error)
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
  static func label(of row: AnyRow, at path: IndexPath) -> String? {
    guard let id = row.id else { return nil }
    return describe(id)
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

  /// One line per row, or one per run of three or more consecutive rows.
  func rowLines(_ verb: String, _ items: [(token: Int, path: IndexPath)]) -> [String] {
    let sorted = items.sorted { $0.path < $1.path }
    var lines: [String] = []
    var start = 0
    while start < sorted.count {
      var end = start
      while end + 1 < sorted.count, sorted[end + 1].path.section == sorted[start].path.section,
        sorted[end + 1].path.row == sorted[end].path.row + 1
      {
        end += 1
      }
      if end - start >= 2 {
        lines.append(
          "\(verb) \(name(sorted[start].token)) … \(name(sorted[end].token)) at "
            + "\(sorted[start].path) … \(sorted[end].path) (\(end - start + 1) rows)")
      } else {
        for item in sorted[start...end] {
          lines.append("\(verb) \(name(item.token)) at \(item.path)")
        }
      }
      start = end + 1
    }
    return lines
  }

  // MARK: Replay

  /// Applies one logged change to `state` with UIKit's batch semantics, and
  /// returns its lines (evaluated once identities are resolved).
  func replay(_ update: TableView.Update) -> [() -> [String]] {
    if update.kind == .reloadData {
      state = (0..<table.sections.count).map { _ in
        ReplaySection(token: makeToken(nil), implicit: true, rows: [])
      }
      let count = table.sections.count
      return [{ ["reloaded everything (\(count) sections)"] }]
    }
    var sectionDeletes = IndexSet()
    var sectionInserts = IndexSet()
    var sectionReloads = IndexSet()
    var sectionMoves: [(Int, Int)] = []
    var rowDeletes: [IndexPath] = []
    var rowInserts: [IndexPath] = []
    var rowReloads: [IndexPath] = []
    var reconfigures: [IndexPath] = []
    var rowMoves: [(IndexPath, IndexPath)] = []
    for operation in update.operations {
      switch operation {
      case .insertRows(let paths, _): rowInserts += paths
      case .deleteRows(let paths, _): rowDeletes += paths
      case .reloadRows(let paths, _): rowReloads += paths
      case .reconfigureRows(let paths): reconfigures += paths
      case .moveRow(let from, let to): rowMoves.append((from, to))
      case .insertSections(let sections, _): sectionInserts.formUnion(sections)
      case .deleteSections(let sections, _): sectionDeletes.formUnion(sections)
      case .reloadSections(let sections, _): sectionReloads.formUnion(sections)
      case .moveSection(let from, let to): sectionMoves.append((from, to))
      }
    }
    let old = state
    var lines: [() -> [String]] = []

    // Sections: moves and inserts at their new places, the rest in order.
    let count = max(0, old.count - sectionDeletes.count + sectionInserts.count)
    var sources: [Int?] = Array(repeating: nil, count: count)
    var placed: [ReplaySection?] = Array(repeating: nil, count: count)
    let movedSections = Set(sectionMoves.map(\.0))
    for (from, to) in sectionMoves where placed.indices.contains(to) && old.indices.contains(from) {
      sources[to] = from
      placed[to] = old[from]
    }
    for index in sectionInserts where placed.indices.contains(index) {
      let token = makeToken(nil)
      placed[index] = ReplaySection(token: token, implicit: true, rows: [])
      lines.append { [unowned self] in
        let rows = implicitContents[token] ?? []
        let names = rows.map { self.name($0) }
        let shown = names.count > 6 ? names.prefix(3) + ["…"] + names.suffix(2) : names[...]
        let content =
          rows.isEmpty
          ? "empty"
          : "with " + shown.joined(separator: ", ")
            + (names.count > 6 ? " (\(names.count) rows)" : "")
        return ["inserted \(self.name(token)) at \(index), \(content)"]
      }
    }
    var kept = old.indices.filter { !sectionDeletes.contains($0) && !movedSections.contains($0) }
      .makeIterator()
    for index in placed.indices where placed[index] == nil {
      guard let source = kept.next() else { break }
      sources[index] = source
      placed[index] = old[source]
    }
    for index in sectionDeletes where old.indices.contains(index) {
      let token = old[index].token
      let rowCount = old[index].rows.count
      lines.insert(
        { [unowned self] in ["deleted \(self.name(token)) at \(index) with its \(rowCount) rows"] },
        at: 0)
    }
    for (from, to) in sectionMoves where old.indices.contains(from) {
      let token = old[from].token
      lines.append { [unowned self] in ["moved \(self.name(token)) from \(from) to \(to)"] }
    }

    // Rows: what leaves each old section, then inserts and moves at their new places.
    var leaving: [Int: Set<Int>] = [:]
    for path in rowDeletes { leaving[path.section, default: []].insert(path.row) }
    for (from, _) in rowMoves { leaving[from.section, default: []].insert(from.row) }
    let deleted = rowDeletes.compactMap { path in rowToken(path, in: old).map { ($0, path) } }
    lines.append { [unowned self] in self.rowLines("deleted", deleted) }
    var arriving: [Int: [Int: Int]] = [:]
    var inserted: [(Int, IndexPath)] = []
    for path in rowInserts {
      let token = makeToken(nil)
      arriving[path.section, default: [:]][path.row] = token
      inserted.append((token, path))
    }
    lines.append { [unowned self] in self.rowLines("inserted", inserted) }
    for (from, to) in rowMoves {
      guard let token = rowToken(from, in: old) else { continue }
      arriving[to.section, default: [:]][to.row] = token
      lines.append { [unowned self] in ["moved \(self.name(token)) from \(from) to \(to)"] }
    }
    let reloaded = rowReloads.compactMap { path in rowToken(path, in: old).map { ($0, path) } }
    lines.append { [unowned self] in self.rowLines("reloaded", reloaded) }
    let changed = reconfigures.compactMap { path in rowToken(path, in: old).map { ($0, path) } }
    lines.append { [unowned self] in self.rowLines("reconfigured", changed) }

    var touched = Set(leaving.keys)  // old sections whose rows the batch names
    touched.formUnion(rowReloads.map(\.section))
    touched.formUnion(reconfigures.map(\.section))
    var next: [ReplaySection] = []
    for index in 0..<count {
      guard var section = placed[index] else { continue }
      let source = sources[index]
      if let source, sectionReloads.contains(source) {
        section.implicit = true
        section.rows = []
        lines.append { [unowned self] in ["reloaded \(self.name(section.token)) at \(source)"] }
      }
      let incoming = arriving[index] ?? [:]
      if section.implicit {
        // Rows named by this batch: the section was empty until now.
        let named = !incoming.isEmpty || (source.map { touched.contains($0) } ?? false)
        if named && source != nil {
          implicitContents[section.token] = implicitContents[section.token] ?? []
          section.implicit = false
        } else {
          next.append(section)
          continue
        }
      }
      let gone = source.flatMap { leaving[$0] } ?? []
      var remaining = section.rows.enumerated().filter { !gone.contains($0.offset) }.map(\.element)
        .makeIterator()
      var rows: [Int] = []
      let total = section.rows.count - gone.count + incoming.count
      for row in 0..<max(0, total) {
        if let token = incoming[row] {
          rows.append(token)
        } else if let token = remaining.next() {
          rows.append(token)
        }
      }
      section.rows = rows
      next.append(section)
    }
    state = next
    return lines
  }

  /// Names the rows the log inserted from the table's sections, and checks
  /// the replay against them.
  func resolve(against target: [Section]) -> Bool {
    var matches = state.count == target.count
    for (index, section) in zip(target.indices, target) {
      guard state.indices.contains(index) else { break }
      let token = state[index].token
      if labels[token] == nil { labels[token] = Self.label(of: section, at: index) }
      if state[index].implicit {
        let rows = section.rows.enumerated().map { row, value in
          makeToken(Self.label(of: value, at: IndexPath(row: row, section: index)))
        }
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
        let expected = Self.label(of: section.rows[row], at: IndexPath(row: row, section: index))
        if labels[token] == nil {
          labels[token] = expected
        } else if let expected, labels[token] != expected {
          matches = false
        }
      }
    }
    return matches
  }
}

/// Totals over many ``UpdateReport``s: the proof that every batch passed the
/// host's validation.
public struct UpdateTally: Sendable {
  /// Batches the host logged.
  public var batches = 0
  /// Batches the host validated and applied row by row.
  public var validated = 0
  /// Batches the host applied as `reloadData` (a row moved out of a deleted
  /// section or into an inserted one).
  public var fallbacks = 0
  /// `reloadData` calls logged (the table recovering from a rejected batch,
  /// or an update without animation).
  public var reloads = 0
  /// Operations on single rows and sections.
  public var operations = 0
  /// Reports whose log did not replay to the table's sections.
  public var replayMismatches = 0
  /// Errors the table reported (a rejected batch is reported as one).
  public var reportedErrors = 0

  /// Creates empty totals.
  public init() {}

  /// Adds a report.
  ///
  /// - Parameter report: The report.
  public mutating func add(_ report: UpdateReport) {
    for batch in report.batches {
      switch batch.kind {
      case .batch, .userMove:
        batches += 1
        if batch.fellBackToReloadData { fallbacks += 1 } else { validated += 1 }
      case .reloadData:
        reloads += 1
      }
    }
    operations += report.operationCount
    if !report.replayMatches { replayMismatches += 1 }
    if report.reportedError != nil { reportedErrors += 1 }
  }

  /// Whether every batch was validated and applied row by row, every log
  /// replayed, and no error was reported.
  public var isClean: Bool {
    fallbacks == 0 && reloads == 0 && replayMismatches == 0 && reportedErrors == 0
  }

  /// The totals as text.
  public var lines: [String] {
    [
      "\(batches) batches logged by the host, \(operations) row and section operations",
      "\(validated) validated and applied row by row, \(fallbacks) applied as reloadData",
      "\(reloads) reloadData recoveries, \(reportedErrors) errors reported by the table",
      "\(replayMismatches) logs that did not replay to the table's sections",
      isClean ? "every batch passed the host's validation" : "NOT CLEAN: see above",
    ]
  }
}
