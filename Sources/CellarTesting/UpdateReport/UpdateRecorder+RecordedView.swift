#if !canImport(UIKit)
  @_spi(Testing) import Cellar
  import Foundation

  /// What ``UpdateRecorder`` reads from a table or a grid: its sections by
  /// identity, its host view's update log (in one operation form for both
  /// hosts), callbacks, reuse counters and errors.
  @MainActor
  protocol RecordedView: AnyObject {
    /// What the report calls the elements of a section: `rows` or `items`.
    var elementNoun: String { get }
    /// The sections shown, by identity.
    var recordedSections: [RecordedSection] { get }
    /// The number of sections shown.
    var sectionCount: Int { get }
    /// The positions of the host view's update log entries kept now
    /// (positions do not shift when old entries are dropped).
    var loggedPositions: Range<Int> { get }
    /// The host view's update log entry at a position in
    /// ``loggedPositions``, in the shared form.
    func loggedUpdate(at position: Int) -> LoggedUpdate
    /// Whether the host view's update log entry at a position in
    /// ``loggedPositions`` is a `reloadData`.
    func loggedReload(at position: Int) -> Bool
    /// The host view: its recorded callbacks are the report's.
    var hostView: UIScrollView { get }
    /// The host view's cell reuse counters, by reuse identifier.
    var cellMetrics: [String: UITableView.ReuseMetrics] { get }
    /// The error the view last reported, as text.
    var lastErrorText: String? { get }
    /// How many errors the view has reported: one reported during a
    /// recording changes it, even when its text repeats the one before.
    var errorReportCount: Int { get }
    /// The observer told of each rolled-back update's log range, where the
    /// view has one (`nil` and ignored otherwise).
    var rollbackObserver: (@MainActor (Range<Int>) -> Void)? { get set }
    /// The observer told each time the view switches to new sections,
    /// before its host logs the batch or reload that shows them.
    var sectionsObserver: (@MainActor () -> Void)? { get set }
  }

  /// A section as the recorder sees it: its identity, its label, and its
  /// elements' identities.
  struct RecordedSection {
    var id: AnyHashable?
    var label: String
    var elementIDs: [AnyHashable?]
  }

  /// One host update log entry, translated from a table view's or a
  /// collection view's: the replay reads only this form.
  struct LoggedUpdate {
    var kind: UITableView.Update.Kind
    var fellBackToReloadData: Bool
    var operations: UpdateRecorder.Operations
    /// The number of elements and sections the operations name.
    var operationCount: Int
  }

  extension LoggedUpdate {
    /// Translates a log entry's operations, a table view's or a collection
    /// view's (the same call type: a collection view's items are rows).
    init(
      kind: UITableView.Update.Kind, fellBackToReloadData: Bool,
      operations logged: [UITableView.Operation]
    ) {
      var operations = UpdateRecorder.Operations()
      for operation in logged { operations.add(operation) }
      self.init(
        kind: kind, fellBackToReloadData: fellBackToReloadData, operations: operations,
        operationCount: operations.count)
    }
  }

  extension RecordedSection {
    /// A section's label: `section "id"`, else its title, else its index.
    init(id: AnyHashable?, title: String?, index: Int, elementIDs: [AnyHashable?]) {
      let label: String
      if let id {
        label = "section " + UpdateRecorder.describe(id)
      } else if let title {
        label = "section \"\(title)\""
      } else {
        label = "section \(index)"
      }
      self.init(id: id, label: label, elementIDs: elementIDs)
    }
  }

  extension RecordedView {
    /// The host view's recorded callbacks.
    var hostEvents: [UITableView.Event] { hostView.events }

    /// Turns on the host view's event recording.
    ///
    /// - Returns: Whether it was on.
    func startRecordingEvents() -> Bool {
      defer { hostView.recordsEvents = true }
      return hostView.recordsEvents
    }

    /// Puts the host view's event recording back as it was: on, or off
    /// with the events recorded from `count` on removed.
    func stopRecordingEvents(wasOn: Bool, keeping count: Int) {
      hostView.recordsEvents = wasOn
      if !wasOn { hostView.removeEvents(after: count) }
    }
  }

  extension RecordedView where Self: CellarList {
    var lastErrorText: String? { lastError.map { "\($0)" } }

    var errorReportCount: Int { errorsReported }

    var rollbackObserver: (@MainActor (Range<Int>) -> Void)? {
      get { didRollBack }
      set { didRollBack = newValue }
    }

    var sectionsObserver: (@MainActor () -> Void)? {
      get { didSetSections }
      set { didSetSections = newValue }
    }
  }

  extension Table: RecordedView {
    var elementNoun: String { "rows" }

    var recordedSections: [RecordedSection] {
      sections.enumerated().map { index, section in
        RecordedSection(
          id: section.id, title: section.header?.title, index: index,
          elementIDs: section.rows.map(\.id))
      }
    }

    var sectionCount: Int { sections.count }

    var loggedPositions: Range<Int> {
      tableView.droppedUpdateLogEntries..<tableView.updateLogEndPosition
    }

    func loggedUpdate(at position: Int) -> LoggedUpdate {
      let update = tableView.updateLog[position - tableView.droppedUpdateLogEntries]
      return LoggedUpdate(
        kind: update.kind, fellBackToReloadData: update.fellBackToReloadData,
        operations: update.operations)
    }

    func loggedReload(at position: Int) -> Bool {
      tableView.updateLog[position - tableView.droppedUpdateLogEntries].kind == .reloadData
    }

    var hostView: UIScrollView { tableView }

    var cellMetrics: [String: UITableView.ReuseMetrics] { tableView.metrics.cells }
  }

  extension Grid: RecordedView {
    var elementNoun: String { "items" }

    var recordedSections: [RecordedSection] {
      sections.enumerated().map { index, section in
        RecordedSection(
          id: section.id, title: nil, index: index, elementIDs: section.items.map(\.id))
      }
    }

    var sectionCount: Int { collectionView.numberOfSections }

    var loggedPositions: Range<Int> {
      collectionView.droppedUpdateLogEntries..<collectionView.updateLogEndPosition
    }

    func loggedUpdate(at position: Int) -> LoggedUpdate {
      let update = collectionView.updateLog[position - collectionView.droppedUpdateLogEntries]
      return LoggedUpdate(
        kind: update.kind, fellBackToReloadData: update.fellBackToReloadData,
        operations: update.operations)
    }

    func loggedReload(at position: Int) -> Bool {
      collectionView.updateLog[position - collectionView.droppedUpdateLogEntries].kind
        == .reloadData
    }

    var hostView: UIScrollView { collectionView }

    var cellMetrics: [String: UITableView.ReuseMetrics] { collectionView.cellMetrics }
  }
#endif
