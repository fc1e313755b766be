@_spi(Testing) import Cellar
import CellarHost
import Foundation

/// Replays the changes a table or a grid made its view accept (its
/// ``UpdateRecord``) on row and section identities, for ``UpdateReport``
/// (a `RecordedView`: a grid's items are the replay's rows).
///
/// Every row and section gets a token; a token's identity and label come
/// from the view's sections before the update (for the rows it had) or
/// after it (for the rows the log inserted). The replay follows UIKit's
/// batch semantics, so a token's place after each batch is known.
@MainActor
final class UpdateRecorder {
  /// A section in the replay: its token and its rows' tokens.
  struct ReplaySection {
    var token: Int
    /// Rows not known from the log: a section inserted or reloaded whose
    /// rows came with it. Resolved from the view's sections at the end.
    var implicit: Bool
    var rows: [Int]
  }

  let view: any RecordedView
  /// The list's record, open while the recorder runs.
  let record: UpdateRecord
  /// The index of the first record entry of the recording.
  let recordStart: Int
  /// The end of the headless view's update log when the recording began
  /// (`nil` on UIKit).
  let updateLogStart: Int?
  /// How many events the host view held when the recording began.
  let eventStart: Int
  /// Whether the host view recorded events before: put back by ``stop()``.
  let eventsWereRecorded: Bool
  let metricsBefore: [String: Headless.UITableView.ReuseMetrics]
  /// The view's count of reported errors when the recording began.
  let errorReportsBefore: Int
  var state: [ReplaySection] = []
  var labels: [Int: String] = [:]
  var ids: [Int: AnyHashable] = [:]
  var implicitContents: [Int: [Int]] = [:]
  /// The tokens matched to a row or section of the view's sections,
  /// before the update or after it: their identity (or that they have
  /// none) is known. A token the log named but the replay never matched
  /// (a row inserted, then gone in a `reloadData` of the same recording)
  /// is reported as such, never given a made-up identity.
  var identified: Set<Int> = []
  var nextToken = 0
  /// The view's sections observer before this recorder's, restored by ``stop()``.
  let previousSectionsObserver: (@MainActor () -> Void)?
  /// The view's sections as the batch or reload at a record index showed
  /// them, taken when the view switched to them (just before the entry
  /// was recorded): what names the rows a batch inserted.
  var snapshots: [Int: [RecordedSection]] = [:]

  init(view: any RecordedView) {
    self.view = view
    record = view.beginRecording()
    recordStart = record.entries.count
    updateLogStart = view.updateLogEnd
    eventStart = view.hostEvents.count
    metricsBefore = view.cellMetrics
    errorReportsBefore = view.errorsReported
    previousSectionsObserver = view.didSetSections
    eventsWereRecorded = view.startRecordingEvents()
    for section in view.recordedSections {
      let token = makeToken(section.label, id: section.id, identified: true)
      state.append(
        ReplaySection(
          token: token, implicit: false,
          rows: section.elementIDs.map { id in
            makeToken(Self.label(of: id), id: id, identified: true)
          }))
    }
  }

  /// Records what `view` makes its view do while `body` runs.
  static func record(_ view: any RecordedView, _ body: () throws -> Void) rethrows -> UpdateReport {
    let recorder = UpdateRecorder(view: view)
    recorder.start()
    defer { recorder.stop() }
    try body()
    return recorder.finish()
  }

  /// Records what `view` makes its view do while `body` runs, suspending
  /// where it does (a background update, a sleep).
  static func record(
    _ view: any RecordedView, _ body: @MainActor () async throws -> Void
  ) async rethrows -> UpdateReport {
    let recorder = UpdateRecorder(view: view)
    recorder.start()
    defer { recorder.stop() }
    try await body()
    return recorder.finish()
  }

  /// Starts observing the list's sections (a recorder inside another's
  /// body passes them on to the outer one).
  func start() {
    view.didSetSections = { [weak self, previousSectionsObserver] in
      if let self { snapshots[record.entries.count] = view.recordedSections }
      previousSectionsObserver?()
    }
  }

  /// Stops observing the list's sections, closes the recording, and puts
  /// the host view's event recording back as it was.
  func stop() {
    view.didSetSections = previousSectionsObserver
    view.endRecording()
    view.stopRecordingEvents(wasOn: eventsWereRecorded, keeping: eventStart)
  }

  /// The indexes of the record's entries made during the recording.
  var recordedPositions: Range<Int> { recordStart..<record.entries.count }

  /// How many changes the headless view logged during the recording that
  /// the table or grid did not make (`reloadData` or a batch called on the
  /// view directly); 0 on UIKit, which keeps no log.
  var changesNotMade: Int {
    guard let start = updateLogStart, let end = view.updateLogEnd else { return 0 }
    return max(0, end - start - recordedPositions.count)
  }

  /// A new token, with a label and an identity when known; `identified`
  /// when it stands for a row or section of the view's sections.
  func makeToken(_ label: String?, id: AnyHashable? = nil, identified: Bool = false) -> Int {
    nextToken += 1
    if let label { labels[nextToken] = label }
    if let id { ids[nextToken] = id }
    if identified { self.identified.insert(nextToken) }
    return nextToken
  }

  /// Replays the log since the recorder started and builds the report.
  func finish() -> UpdateReport {
    let replayed = replayLog()
    let matches = resolve(against: view.recordedSections)
    var batches = replayed.map { report(of: $0) }
    for (offset, index) in zip(batches.indices, recordedPositions) {
      batches[offset].rolledBack = record.entries[index].rolledBack
      if let expansion = record.entries[index].expansion {
        batches[offset].expansion = expansion
        batches[offset].expansionSummary = summary(of: expansion, batches[offset])
      }
    }
    let unidentified = unidentifiedChanges(in: replayed, batches: batches)
    let notMade = changesNotMade
    return UpdateReport(
      batches: batches, callbacks: callbacks(), reuse: reuseChanges(),
      replayMatches: matches && unidentified.isEmpty && notMade == 0,
      reportedError: view.errorsReported == errorReportsBefore ? nil : view.lastErrorText,
      unidentified: unidentified, changesNotMade: notMade)
  }

  /// The rows and sections that batches not rolled back name, but whose
  /// identity the replay could not tell: `inserted row #4 (batch 1)`.
  func unidentifiedChanges(in replayed: [ReplayedBatch], batches: [UpdateReport.Batch])
    -> [String]
  {
    var found: [String] = []
    for (index, batch) in replayed.enumerated() where !batches[index].rolledBack {
      let sections: [(verb: String, token: Int)] =
        batch.deletedSections.map { ("deleted", $0.token) }
        + batch.insertedSections.map { ("inserted", $0.token) }
        + batch.movedSections.map { ("moved", $0.token) }
        + batch.reloadedSections.map { ("reloaded", $0.token) }
      let rows: [(verb: String, token: Int)] =
        batch.deletedRows.map { ("deleted", $0.token) }
        + batch.insertedRows.map { ("inserted", $0.token) }
        + batch.movedRows.map { ("moved", $0.token) }
        + batch.reloadedRows.map { ("reloaded", $0.token) }
        + batch.reconfiguredRows.map { ("reconfigured", $0.token) }
      for (verb, token) in sections where !identified.contains(token) {
        found.append("\(verb) \(sectionName(token)) (batch \(index + 1))")
      }
      for (verb, token) in rows where !identified.contains(token) {
        found.append("\(verb) \(name(token)) (batch \(index + 1))")
      }
    }
    return found
  }

  /// Replays the record's entries made since the recording began. A
  /// rollback's `reloadData` puts back the sections the replay had before
  /// the failed update.
  func replayLog() -> [ReplayedBatch] {
    var before: [Int: [ReplaySection]] = [:]
    var replayed: [ReplayedBatch] = []
    for index in recordedPositions {
      for range in record.rollbacks where range.lowerBound == index {
        before[range.upperBound] = state
      }
      let update = LoggedUpdate(record.entries[index])
      replayed.append(replay(update, snapshot: snapshots[index]))
      if update.kind == .reloadData, let saved = before[index + 1] { state = saved }
    }
    return replayed
  }

  /// The host calls recorded, by name, in first-call order.
  func callbacks() -> [(name: String, count: Int)] {
    var counts: [String: Int] = [:]
    var order: [String] = []
    for event in view.hostEvents.dropFirst(eventStart) {
      if counts[event.name] == nil { order.append(event.name) }
      counts[event.name, default: 0] += 1
    }
    return order.map { ($0, counts[$0] ?? 0) }
  }

  /// The reuse counters that changed, by reuse identifier.
  func reuseChanges() -> [(identifier: String, change: Headless.UITableView.ReuseMetrics)] {
    let after = view.cellMetrics
    var reuse: [(String, Headless.UITableView.ReuseMetrics)] = []
    for identifier in after.keys.sorted() {
      guard let now = after[identifier] else { continue }
      let change = Self.difference(now, metricsBefore[identifier] ?? .init())
      var unchanged = Headless.UITableView.ReuseMetrics()
      unchanged.pooled = change.pooled
      if change != unchanged { reuse.append((identifier, change)) }
    }
    return reuse
  }

  static func difference(
    _ now: Headless.UITableView.ReuseMetrics, _ before: Headless.UITableView.ReuseMetrics
  )
    -> Headless.UITableView.ReuseMetrics
  {
    var change = Headless.UITableView.ReuseMetrics()
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
  static func label(of id: AnyHashable?) -> String? {
    id.map(describe)
  }

  nonisolated static func describe(_ id: AnyHashable) -> String {
    if let text = id.base as? String { return "\"\(text)\"" }
    if let number = id.base as? Int { return "#\(number)" }
    return String(describing: id.base)
  }

  func name(_ token: Int) -> String {
    labels[token] ?? "\(view.elementNoun.dropLast()) #\(token)"
  }

  /// A section's name: its label, else `section #7`.
  func sectionName(_ token: Int) -> String {
    labels[token] ?? "section #\(token)"
  }

  func rowToken(_ path: IndexPath, in sections: [ReplaySection]) -> Int? {
    guard sections.indices.contains(path.section),
      sections[path.section].rows.indices.contains(path.row)
    else { return nil }
    return sections[path.section].rows[path.row]
  }

  /// Names the rows the log inserted from the view's sections, and checks
  /// the replay against them.
  func resolve(against target: [RecordedSection]) -> Bool {
    var matches = state.count == target.count
    for (index, section) in zip(target.indices, target) {
      guard state.indices.contains(index) else { break }
      if !identify(sectionAt: index, from: section) { matches = false }
    }
    return matches
  }

  /// Names the replay's section at `index`, and its rows not named yet,
  /// from `recorded` (the view's section there); a section whose rows
  /// came with it gets them.
  ///
  /// - Returns: Whether the section has `recorded`'s rows: as many, and
  ///   those named before with the same identities.
  func identify(sectionAt index: Int, from recorded: RecordedSection) -> Bool {
    let token = state[index].token
    if !identified.contains(token) {
      labels[token] = recorded.label
      ids[token] = recorded.id
      identified.insert(token)
    }
    if state[index].implicit {
      let rows = recorded.elementIDs.map {
        makeToken(Self.label(of: $0), id: $0, identified: true)
      }
      if implicitContents[token] == nil { implicitContents[token] = rows }
      state[index].implicit = false
      state[index].rows = rows
      return true
    }
    guard state[index].rows.count == recorded.elementIDs.count else { return false }
    var matches = true
    for (row, token) in state[index].rows.enumerated() {
      let id = recorded.elementIDs[row]
      if !identified.contains(token) {
        labels[token] = Self.label(of: id)
        ids[token] = id
        identified.insert(token)
      } else if labels[token] != Self.label(of: id) {
        matches = false
      }
    }
    return matches
  }
}
