@_spi(Testing) import Cellar
import CellarHost
import Foundation

/// What ``UpdateRecorder`` reads from a table or a grid besides its
/// ``UpdateRecord``: its sections by identity and, when its view is
/// CellarHost's, the view's callbacks, reuse counters and update log.
@MainActor
protocol RecordedView: CellarList {
  /// What the report calls the elements of a section: `rows` or `items`.
  var elementNoun: String { get }
  /// The sections shown (not the declared tree: the rows of collapsed
  /// sections and rows are not there), by identity.
  var recordedSections: [RecordedSection] { get }
  /// The number of sections shown.
  var sectionCount: Int { get }
  /// The view, when it is CellarHost's (`nil` on UIKit): its recorded
  /// events are the report's callbacks.
  var headlessView: Headless.UIScrollView? { get }
  /// The headless view's cell reuse counters, by reuse identifier (none on
  /// UIKit).
  var cellMetrics: [String: Headless.UITableView.ReuseMetrics] { get }
  /// The position after the last entry of the headless view's update log
  /// (`nil` on UIKit): what the view logged that the table or grid did not
  /// make is counted from it.
  var updateLogEnd: Int? { get }
}

/// A section as the recorder sees it: its identity, its label, and its
/// elements' identities.
struct RecordedSection {
  var id: AnyHashable?
  var label: String
  var elementIDs: [AnyHashable?]
}

/// One change the table or grid made its view accept, in the form the
/// replay reads.
struct LoggedUpdate {
  var kind: Headless.UpdateLogKind
  var fellBackToReloadData: Bool
  var operations: UpdateRecorder.Operations
  /// The number of elements and sections the operations name.
  var operationCount: Int
}

extension LoggedUpdate {
  /// Translates an entry of the table's or grid's record (a collection
  /// view's items are rows).
  init(_ entry: UpdateRecord.Entry) {
    let operations = entry.batch.groups
    self.init(
      kind: entry.kind, fellBackToReloadData: entry.fellBackToReloadData,
      operations: operations, operationCount: operations.count)
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
  /// The headless view's recorded callbacks (none on UIKit).
  var hostEvents: [Headless.UITableView.Event] { headlessView?.events ?? [] }

  /// Turns on the headless view's event recording.
  ///
  /// - Returns: Whether it was on.
  func startRecordingEvents() -> Bool {
    guard let view = headlessView else { return false }
    defer { view.recordsEvents = true }
    return view.recordsEvents
  }

  /// Puts the headless view's event recording back as it was: on, or off
  /// with the events recorded from `count` on removed.
  func stopRecordingEvents(wasOn: Bool, keeping count: Int) {
    guard let view = headlessView else { return }
    view.recordsEvents = wasOn
    if !wasOn { view.removeEvents(after: count) }
  }

  /// The error the view last reported, as text.
  var lastErrorText: String? { lastError.map { "\($0)" } }
}

extension Table: RecordedView {
  var elementNoun: String { "rows" }

  var recordedSections: [RecordedSection] {
    shownSections.enumerated().map { index, section in
      RecordedSection(
        id: section.id, title: section.header?.title, index: index,
        elementIDs: section.rows.map(\.id))
    }
  }

  var sectionCount: Int { shownSections.count }

  /// The table view as CellarHost's, which it is unless UIKit's.
  private var headlessTableView: Headless.UITableView? {
    (tableView as AnyObject) as? Headless.UITableView
  }

  var headlessView: Headless.UIScrollView? { headlessTableView }

  var cellMetrics: [String: Headless.UITableView.ReuseMetrics] {
    headlessTableView?.metrics.cells ?? [:]
  }

  var updateLogEnd: Int? { headlessTableView?.updateLogEndPosition }
}

extension Grid: RecordedView {
  var elementNoun: String { "items" }

  var recordedSections: [RecordedSection] {
    shownSections.enumerated().map { index, section in
      RecordedSection(
        id: section.id, title: nil, index: index, elementIDs: section.rows.map(\.id))
    }
  }

  var sectionCount: Int { collectionView.numberOfSections }

  /// The collection view as CellarHost's, which it is unless UIKit's.
  private var headlessCollectionView: Headless.UICollectionView? {
    (collectionView as AnyObject) as? Headless.UICollectionView
  }

  var headlessView: Headless.UIScrollView? { headlessCollectionView }

  var cellMetrics: [String: Headless.UITableView.ReuseMetrics] {
    headlessCollectionView?.cellMetrics ?? [:]
  }

  var updateLogEnd: Int? { headlessCollectionView?.updateLogEndPosition }
}
