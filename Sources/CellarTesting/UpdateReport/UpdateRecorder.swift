#if !canImport(UIKit)
  @_spi(Testing) import Cellar
  import Foundation

  /// Replays logged operations on row and section identities, for
  /// ``UpdateReport``, of a table or a grid (a `RecordedView`: a grid's
  /// items are the replay's rows).
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
    let logStart: Int
    let metricsBefore: [String: TableView.ReuseMetrics]
    let errorBefore: String?
    var state: [ReplaySection] = []
    var labels: [Int: String] = [:]
    var ids: [Int: AnyHashable] = [:]
    var implicitContents: [Int: [Int]] = [:]
    var nextToken = 0
    /// The update log entries of updates that failed and were rolled back.
    var rolledBack: [Range<Int>] = []
    /// The view's rollback observer before this recorder's, restored by ``stop()``.
    let previousObserver: (@MainActor (Range<Int>) -> Void)?

    init(view: any RecordedView) {
      self.view = view
      logStart = view.logCount
      metricsBefore = view.cellMetrics
      errorBefore = view.lastErrorText
      previousObserver = view.rollbackObserver
      view.startRecordingEvents()
      for section in view.recordedSections {
        let token = makeToken(section.label, id: section.id)
        state.append(
          ReplaySection(
            token: token, implicit: false,
            rows: section.elementIDs.map { id in makeToken(Self.label(of: id), id: id) }))
      }
    }

    /// Records what `view`'s host does while `body` runs.
    static func record(_ view: any RecordedView, _ body: () throws -> Void) rethrows -> UpdateReport {
      let recorder = UpdateRecorder(view: view)
      recorder.start()
      defer { recorder.stop() }
      try body()
      return recorder.finish()
    }

    /// Starts observing the view's rollbacks (a recorder inside another's
    /// body passes them on to the outer one).
    func start() {
      view.rollbackObserver = { [weak self, previousObserver] range in
        self?.rolledBack.append(range)
        previousObserver?(range)
      }
    }

    /// Stops observing the view's rollbacks.
    func stop() {
      view.rollbackObserver = previousObserver
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
      let matches = resolve(against: view.recordedSections)
      var batches = replayed.map { report(of: $0) }
      for (offset, index) in zip(batches.indices, logStart...) {
        batches[offset].rolledBack = rolledBack.contains { $0.contains(index) }
      }
      let error = view.lastErrorText
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
      var before: [Int: [ReplaySection]] = [:]
      var replayed: [ReplayedBatch] = []
      let lastReload = countsAfterLastReload()
      for index in logStart..<view.logCount {
        for range in rolledBack where range.lowerBound == index { before[range.upperBound] = state }
        let update = view.loggedUpdate(at: index)
        replayed.append(
          replay(update, rowCounts: lastReload?.index == index ? lastReload?.rows : nil))
        if update.kind == .reloadData, let saved = before[index + 1] { state = saved }
      }
      return replayed
    }

    func callbacks() -> [(name: String, count: Int)] {
      var counts: [String: Int] = [:]
      var order: [String] = []
      for event in view.hostEvents {
        if counts[event.name] == nil { order.append(event.name) }
        counts[event.name, default: 0] += 1
      }
      return order.map { ($0, counts[$0] ?? 0) }
    }

    /// The reuse counters that changed, by reuse identifier.
    func reuseChanges() -> [(identifier: String, change: TableView.ReuseMetrics)] {
      let after = view.cellMetrics
      var reuse: [(String, TableView.ReuseMetrics)] = []
      for identifier in after.keys.sorted() {
        guard let now = after[identifier] else { continue }
        let change = Self.difference(now, metricsBefore[identifier] ?? .init())
        var unchanged = TableView.ReuseMetrics()
        unchanged.pooled = change.pooled
        if change != unchanged { reuse.append((identifier, change)) }
      }
      return reuse
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
        let token = state[index].token
        if labels[token] == nil { labels[token] = section.label }
        if ids[token] == nil, let id = section.id { ids[token] = id }
        if state[index].implicit {
          let rows = section.elementIDs.map { makeToken(Self.label(of: $0), id: $0) }
          if implicitContents[token] == nil { implicitContents[token] = rows }
          state[index].implicit = false
          state[index].rows = rows
          continue
        }
        guard state[index].rows.count == section.elementIDs.count else {
          matches = false
          continue
        }
        for (row, token) in state[index].rows.enumerated() {
          let id = section.elementIDs[row]
          let expected = Self.label(of: id)
          if labels[token] == nil {
            labels[token] = expected
            if let id { ids[token] = id }
          } else if let expected, labels[token] != expected {
            matches = false
          }
        }
      }
      return matches
    }
  }
#endif
