import Cellar
import CellarHost
import Foundation

/// What one table or grid update did to its view: the batches the view
/// accepted, each row (a grid's item) and section named by its identity,
/// and, where the view is CellarHost's, the data source and delegate calls
/// it made and its reuse counters.
///
/// Record one with `Table.recordingUpdate(_:)` or `Grid.recordingUpdate(_:)`
/// in a test, then check it by id:
///
/// ```swift
/// let report = try table.recordingUpdate {
///   try table.update(with: newSections)
/// }
/// #expect(report.insertedRowIDs == ["milk"])
/// #expect(report.deletedRowIDs.isEmpty)
/// #expect(report.reconfiguredRowIDs == ["eggs"])
/// print(report.lines.joined(separator: "\n"))
/// ```
///
/// Nothing here is computed from the sections alone: the operations are
/// the calls the table or grid made on its view, in the batches the view
/// accepted, as Cellar records them while a recording runs (on UIKit and on
/// CellarHost alike; on CellarHost they equal the view's
/// `UITableView.updateLog` or `UICollectionView.updateLog` entries). On
/// CellarHost the calls come from the view's `events` and the counters
/// from its reuse metrics; UIKit's views record neither, so there
/// ``callbacks`` and ``reuse`` are empty. The operations are
/// replayed on the identities of the rows before the update, which names
/// every deleted, moved, reloaded and reconfigured row; inserted rows are
/// named from the table's sections right after the batch that inserted
/// them (a later batch, a section reload or a `reloadData` in the same
/// recording does not lose them). ``replayMatches`` says whether the
/// replay ends exactly on the table's new sections and named every row
/// and section it lists.
public struct UpdateReport {
  /// A row an operation names: its identity (`AnyRow.id`; `nil`
  /// for a row identified by position) and its index path (before the
  /// update for deletes, reloads and reconfigures, after it for inserts).
  public struct RowChange: Hashable {
    /// The row's identity, or `nil` for a row without one.
    public var id: AnyHashable?
    /// Where the row was (deletes, reloads, reconfigures) or is (inserts).
    public var indexPath: IndexPath

    /// Creates a row change, to compare a report's with.
    ///
    /// - Parameters:
    ///   - id: The row's identity.
    ///   - indexPath: Its index path.
    public init(id: AnyHashable?, indexPath: IndexPath) {
      self.id = id
      self.indexPath = indexPath
    }
  }

  /// A row the batch moved: its identity, where it was and where it is.
  public struct RowMove: Hashable {
    /// The row's identity, or `nil` for a row without one.
    public var id: AnyHashable?
    /// Its index path before the update.
    public var source: IndexPath
    /// Its index path after the update.
    public var target: IndexPath

    /// Creates a row move, to compare a report's with.
    ///
    /// - Parameters:
    ///   - id: The row's identity.
    ///   - source: Its index path before the update.
    ///   - target: Its index path after the update.
    public init(id: AnyHashable?, source: IndexPath, target: IndexPath) {
      self.id = id
      self.source = source
      self.target = target
    }
  }

  /// A section an operation names: its identity (`Section.id`)
  /// and its index (before the update for deletes and reloads, after it
  /// for inserts).
  public struct SectionChange: Hashable {
    /// The section's identity, or `nil` for a section without one.
    public var id: AnyHashable?
    /// Where the section was (deletes, reloads) or is (inserts).
    public var index: Int

    /// Creates a section change, to compare a report's with.
    ///
    /// - Parameters:
    ///   - id: The section's identity.
    ///   - index: Its index.
    public init(id: AnyHashable?, index: Int) {
      self.id = id
      self.index = index
    }
  }

  /// A section the batch moved: its identity, where it was and where it is.
  public struct SectionMove: Hashable {
    /// The section's identity, or `nil` for a section without one.
    public var id: AnyHashable?
    /// Its index before the update.
    public var source: Int
    /// Its index after the update.
    public var target: Int

    /// Creates a section move, to compare a report's with.
    ///
    /// - Parameters:
    ///   - id: The section's identity.
    ///   - source: Its index before the update.
    ///   - target: Its index after the update.
    public init(id: AnyHashable?, source: Int, target: Int) {
      self.id = id
      self.source = source
      self.target = target
    }
  }

  /// One change the view accepted from the table or grid (a batch, a
  /// `reloadData`, or a row the user moved), with its rows and sections by
  /// identity.
  ///
  /// Rows that came with an inserted or reloaded section, and every row of
  /// a `reloadData`, are not listed one by one: the view was not told about
  /// them row by row either. Rows a `reloadData` showed are named by the
  /// sections it showed. A `reloadData` or batch the app calls on the view
  /// itself is not the table's and is not listed (on CellarHost the report
  /// counts it: see ``UpdateReport/replayMatches``).
  public struct Batch {
    /// The kind of change: a batch, a `reloadData`, or a user move.
    public typealias Kind = Headless.UpdateLogKind

    /// What the view was asked to do: a batch, a `reloadData`, or a user
    /// move.
    public var kind: Kind
    /// Whether the view applied the batch as a `reloadData`.
    public var fellBackToReloadData: Bool
    /// Whether the batch belongs to an update that failed and was rolled
    /// back: the host showed it, then the table reloaded the sections it
    /// had before (that `reloadData` is marked too). The report's totals
    /// (``UpdateReport/insertedRowIDs``, ``UpdateReport/operationCount``,
    /// ...) leave such batches out.
    public var rolledBack = false
    /// The section or row (a grid's item) whose expansion or collapse made
    /// the batch (or `reloadData`, for a toggle with no animation), and
    /// its new state; `nil` for any other update. The heading in
    /// ``UpdateReport/lines`` names it:
    /// `batch 1 of 1 (expanded row "docs": 12 rows inserted, 1 reconfigured; ...)`.
    public var expansion: ExpansionChange?
    /// The expansion as the heading names it, with what the batch did.
    var expansionSummary: String?
    /// Sections inserted, at their indexes after the update.
    public var insertedSections: [SectionChange] = []
    /// Sections deleted, at their indexes before the update.
    public var deletedSections: [SectionChange] = []
    /// Sections moved.
    public var movedSections: [SectionMove] = []
    /// Sections reloaded, at their indexes before the update.
    public var reloadedSections: [SectionChange] = []
    /// Rows inserted, at their index paths after the update.
    public var insertedRows: [RowChange] = []
    /// Rows deleted, at their index paths before the update.
    public var deletedRows: [RowChange] = []
    /// Rows moved.
    public var movedRows: [RowMove] = []
    /// Rows reloaded (a new cell), at their index paths before the update.
    public var reloadedRows: [RowChange] = []
    /// Rows reconfigured in place (the same cell, configured again), at
    /// their index paths before the update.
    public var reconfiguredRows: [RowChange] = []
    /// The batch as text, rows named by identity; a run of three or more
    /// consecutive rows with the same operation shares a line.
    public var lines: [String] = []
    /// The number of rows and sections the batch inserted, deleted, moved,
    /// reloaded or reconfigured.
    public var operationCount: Int
  }

  /// The batches, in order.
  public var batches: [Batch]
  /// The host callbacks made during the update, by name, in first-call order.
  public var callbacks: [(name: String, count: Int)]
  /// The reuse counters' changes during the update, by reuse identifier.
  public var reuse: [(identifier: String, change: Headless.UITableView.ReuseMetrics)]
  /// Whether replaying the recorded operations on the old row identities gives
  /// exactly the new sections (same sections, same rows in the same order),
  /// and tells the identity of every row and section the batches name.
  ///
  /// `false` also when a row or section a batch names cannot be told: the
  /// report lists it by number (`deleted row #9`) and ``lines`` says which,
  /// rather than give it an identity it cannot know; and, on CellarHost,
  /// when the view logged changes the table or grid did not make (a
  /// `reloadData` or batch called on the view directly), which ``lines``
  /// counts.
  public var replayMatches: Bool
  /// The error the table or grid reported during the update
  /// (`Table.lastError`, `Grid.lastError`, as text), if any: the last one
  /// reported while the recording ran, even when its text is the same as
  /// the error reported before it.
  public var reportedError: String?
  /// The changes the batches name whose row or section the replay could
  /// not identify, as `inserted row #4 (batch 1)`.
  var unidentified: [String] = []
  /// How many changes the headless view logged during the recording that
  /// the table or grid did not make (`reloadData` or batches called on the
  /// view directly): not in ``batches``.
  var changesNotMade = 0

  /// The number of operations (inserts, deletes, moves, reloads and
  /// reconfigures of single rows or sections), over every batch not rolled
  /// back.
  public var operationCount: Int { done.reduce(0) { $0 + $1.operationCount } }

  /// The batches that were not rolled back.
  var done: [Batch] { batches.filter { !$0.rolledBack } }

  /// The identities of the rows inserted, over every batch not rolled back, in order.
  public var insertedRowIDs: [AnyHashable] { done.flatMap { $0.insertedRows.compactMap(\.id) } }
  /// The identities of the rows deleted, over every batch not rolled back, in order.
  public var deletedRowIDs: [AnyHashable] { done.flatMap { $0.deletedRows.compactMap(\.id) } }
  /// The identities of the rows moved, over every batch not rolled back, in order.
  public var movedRowIDs: [AnyHashable] { done.flatMap { $0.movedRows.compactMap(\.id) } }
  /// The identities of the rows reloaded, over every batch not rolled back, in order.
  public var reloadedRowIDs: [AnyHashable] { done.flatMap { $0.reloadedRows.compactMap(\.id) } }
  /// The identities of the rows reconfigured, over every batch not rolled back, in order.
  public var reconfiguredRowIDs: [AnyHashable] {
    done.flatMap { $0.reconfiguredRows.compactMap(\.id) }
  }
  /// The identities of the sections inserted, over every batch not rolled back, in order.
  public var insertedSectionIDs: [AnyHashable] {
    done.flatMap { $0.insertedSections.compactMap(\.id) }
  }
  /// The identities of the sections deleted, over every batch not rolled back, in order.
  public var deletedSectionIDs: [AnyHashable] {
    done.flatMap { $0.deletedSections.compactMap(\.id) }
  }

  /// The report as text: the batches, then the calls and the counters.
  /// The heading of a batch an expansion or collapse made names it first:
  /// `batch 1 of 1 (collapsed section "audio": 4 rows deleted;
  /// performBatchUpdates, validated)`.
  ///
  /// ```
  /// batch 1 of 1 (performBatchUpdates, validated)
  ///   deleted "tea" at [0, 2]
  ///   inserted "milk" at [0, 0]
  ///   reconfigured "eggs" at [0, 1]
  /// callbacks: numberOfSections 1, numberOfRows 1, cellForRow 1, willDisplay 1
  /// reuse Cell: 0 created, 1 reused, 1 configured, 1 shown, 1 hidden, 0 in pool
  /// ```
  public var lines: [String] {
    var lines: [String] = []
    if batches.isEmpty { lines.append("no change: the host was not asked to do anything") }
    for (index, batch) in batches.enumerated() {
      var what: String
      switch batch.kind {
      case .batch:
        what =
          batch.fellBackToReloadData
          ? "performBatchUpdates, applied as reloadData" : "performBatchUpdates, validated"
      case .reloadData: what = "reloadData"
      case .userMove: what = "user move"
      }
      if batch.rolledBack {
        what += batch.kind == .reloadData ? ", rolling back a failed update" : ", rolled back"
      }
      let heading = batch.expansionSummary.map { "\($0); \(what)" } ?? what
      lines.append("batch \(index + 1) of \(batches.count) (\(heading))")
      lines += batch.lines.map { "  " + $0 }
    }
    if changesNotMade > 0 {
      lines.append(
        "warning: the view logged \(changesNotMade) change\(changesNotMade == 1 ? "" : "s") "
          + "the table or grid did not make (reloadData or batches called on the view "
          + "directly): not listed above")
    }
    if !unidentified.isEmpty {
      lines.append(
        "warning: the replay cannot tell the identity of: "
          + unidentified.joined(separator: ", "))
    } else if !replayMatches && changesNotMade == 0 {
      lines.append("warning: replaying the log does not give the table's sections")
    }
    if let reportedError { lines.append("error reported: \(reportedError)") }
    let calls = callbacks.map { "\($0.name) \($0.count)" }
    lines += Self.wrapped(calls.isEmpty ? ["none"] : calls, first: "callbacks: ", width: 96)
    for (identifier, change) in reuse {
      lines.append("reuse \(identifier): " + Self.describe(change))
    }
    return lines
  }

  /// Items joined with commas, in lines of at most `width` characters.
  static func wrapped(_ items: [String], first: String, width: Int) -> [String] {
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

  /// Reuse counters as text: `2 created, 1 reused, 3 configured, ...`.
  ///
  /// - Parameter change: The counters (a change over an update).
  /// - Returns: The text.
  public static func describe(_ change: Headless.UITableView.ReuseMetrics) -> String {
    var parts = ["\(change.created) created", "\(change.reuses) reused"]
    parts.append("\(change.configurations) configured")
    if change.reconfigurations > 0 { parts.append("\(change.reconfigurations) reconfigured") }
    parts.append("\(change.displays) shown")
    parts.append("\(change.endDisplays) hidden")
    parts.append("\(change.pooled) in pool")
    return parts.joined(separator: ", ")
  }
}

extension CellarList {
  /// Runs `body` (one or more updates, taps, swipes or scrolls) and reports
  /// what the table or grid made its view do meanwhile, rows (or items) and
  /// sections by identity.
  ///
  /// ```swift
  /// let report = try table.recordingUpdate { try table.update(with: sections) }
  /// #expect(report.insertedRowIDs == [42])
  /// ```
  ///
  /// A grid's report is the same ``UpdateReport``: a grid's items are its
  /// rows. One type means one set of checks, and ``UpdateTally``, for
  /// tables and grids alike; its `*RowIDs` totals and ``UpdateReport/Batch``
  /// row lists hold the items (index paths `[section, item]`), and its
  /// ``UpdateReport/lines`` say "items". A collection view's batches are
  /// `performBatchUpdates` (``UpdateReport/Batch/kind`` `.batch`) or
  /// `reloadData`; it has no user moves.
  ///
  /// The operations are the table's or grid's own record of the batches,
  /// reloads and user moves its view accepted (kept only while a recording
  /// runs), so the report is the same on UIKit and on CellarHost. On
  /// CellarHost the calls come from the view's events
  /// (`UITableView.events`, `UICollectionView.events`) and the reuse
  /// counters from its cell metrics: event recording (`recordsEvents`) is
  /// turned on while `body` runs, and put back as it was (the events
  /// recorded meanwhile stay in `events` only if recording was on before,
  /// and the events there before are kept). A `reloadData` or batch the
  /// body calls on the view itself is not listed; on CellarHost, whose
  /// view logs it, the report counts it and its
  /// ``UpdateReport/replayMatches`` is `false`.
  ///
  /// An update in `body` that throws after the view began to show it (a
  /// registration that makes the wrong cell class, say) is rolled back by
  /// the table or grid: its batches and the rollback's `reloadData` are
  /// listed with ``UpdateReport/Batch/rolledBack`` set, and left out of
  /// the totals.
  ///
  /// - Parameter body: The work to record.
  /// - Returns: The report.
  /// - Throws: What `body` throws.
  /// - Complexity: O(*n* + *o*) after `body`, for *n* rows or items and
  ///   *o* recorded operations.
  public func recordingUpdate(_ body: () throws -> Void) rethrows -> UpdateReport {
    try UpdateRecorder.record(recordedView, body)
  }

  /// Runs an asynchronous `body` (a background update, say) and reports
  /// what the host view did meanwhile, as the synchronous
  /// `recordingUpdate(_:)` does.
  ///
  /// ```swift
  /// let report = try await table.recordingUpdate {
  ///   try await table.updateInBackground(with: sections)
  /// }
  /// #expect(report.insertedRowIDs == [42])
  /// ```
  ///
  /// What runs while `body` is suspended (an update from another task, a
  /// queued update applied on the main actor) is recorded too: the report
  /// covers everything the view did from the call to its return. A
  /// synchronous closure picks the synchronous overload, even in an
  /// asynchronous context.
  ///
  /// - Parameter body: The work to record, on the main actor.
  /// - Returns: The report.
  /// - Throws: What `body` throws.
  /// - Complexity: O(*n* + *o*) after `body`, for *n* rows or items and
  ///   *o* recorded operations.
  @_disfavoredOverload
  public func recordingUpdate(_ body: @MainActor () async throws -> Void) async rethrows
    -> UpdateReport
  {
    try await UpdateRecorder.record(recordedView, body)
  }

  /// The table or grid as the recorder reads it (every list is one of
  /// the two).
  private var recordedView: any RecordedView {
    guard let view = self as? any RecordedView else {
      preconditionFailure("\(type(of: self)) is not a Table or a Grid")
    }
    return view
  }
}
