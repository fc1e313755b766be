import CellarHost
import Foundation

/// A data source over sections of strings, with a delegate that defers to
/// closures, for the host tests.
@MainActor
final class ListModel: UITableViewDataSource, UITableViewDelegate {
  var sections: [[String]]
  var headers: [String?] = []
  var footers: [String?] = []
  var identifier = "Cell"
  var commitHandler: ((UITableView, UITableViewCell.EditingStyle, IndexPath) -> Void)?
  var moveHandlerEnabled = false
  var rowHeightOverride: ((IndexPath) -> CGFloat)?
  var willSelect: ((IndexPath) -> IndexPath?)?
  var willDeselect: ((IndexPath) -> IndexPath?)?
  var shouldHighlight: ((IndexPath) -> Bool)?
  var canEdit: ((IndexPath) -> Bool)?
  var canMove: ((IndexPath) -> Bool)?
  var editingStyle: ((IndexPath) -> UITableViewCell.EditingStyle)?
  var targetForMove: ((IndexPath, IndexPath) -> IndexPath)?
  var trailingActions: ((IndexPath) -> UISwipeActionsConfiguration?)?
  var leadingActions: ((IndexPath) -> UISwipeActionsConfiguration?)?
  var headerView: ((UITableView, Int) -> UIView?)?
  var cellProvider: ((UITableView, IndexPath) -> UITableViewCell)?
  var moves: [(IndexPath, IndexPath)] = []
  var indexTitles: [String]?
  var sectionForIndexTitle: ((String, Int) -> Int)?

  init(_ sections: [[String]]) {
    self.sections = sections
  }

  convenience init(rows: Int, sections count: Int = 1) {
    self.init((0..<count).map { section in (0..<rows).map { "s\(section)r\($0)" } })
  }

  func numberOfSections(in tableView: UITableView) -> Int { sections.count }

  func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
    sections[section].count
  }

  func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
    if let cellProvider { return cellProvider(tableView, indexPath) }
    let cell = tableView.dequeueReusableCell(withIdentifier: identifier, for: indexPath)
    cell.textLabel?.text = sections[indexPath.section][indexPath.row]
    return cell
  }

  func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
    section < headers.count ? headers[section] : nil
  }

  func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? {
    section < footers.count ? footers[section] : nil
  }

  func sectionIndexTitles(for tableView: UITableView) -> [String]? { indexTitles }

  func tableView(
    _ tableView: UITableView, sectionForSectionIndexTitle title: String, at index: Int
  ) -> Int {
    sectionForIndexTitle?(title, index) ?? index
  }

  func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool {
    canEdit?(indexPath) ?? true
  }

  func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool {
    canMove?(indexPath) ?? moveHandlerEnabled
  }

  func tableView(
    _ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle,
    forRowAt indexPath: IndexPath
  ) {
    commitHandler?(tableView, editingStyle, indexPath)
  }

  func tableView(
    _ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath,
    to destinationIndexPath: IndexPath
  ) {
    moves.append((sourceIndexPath, destinationIndexPath))
    let item = sections[sourceIndexPath.section].remove(at: sourceIndexPath.row)
    sections[destinationIndexPath.section].insert(item, at: destinationIndexPath.row)
  }

  var respondsToCommitEditing: Bool { commitHandler != nil }
  var respondsToMoveRow: Bool { moveHandlerEnabled }

  func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
    rowHeightOverride?(indexPath) ?? tableView.rowHeight
  }

  func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView? {
    headerView?(tableView, section)
  }

  func tableView(_ tableView: UITableView, shouldHighlightRowAt indexPath: IndexPath) -> Bool {
    shouldHighlight?(indexPath) ?? true
  }

  func tableView(_ tableView: UITableView, willSelectRowAt indexPath: IndexPath) -> IndexPath? {
    willSelect.map { $0(indexPath) } ?? indexPath
  }

  func tableView(_ tableView: UITableView, willDeselectRowAt indexPath: IndexPath) -> IndexPath? {
    willDeselect.map { $0(indexPath) } ?? indexPath
  }

  func tableView(_ tableView: UITableView, editingStyleForRowAt indexPath: IndexPath)
    -> UITableViewCell.EditingStyle
  {
    editingStyle?(indexPath) ?? .delete
  }

  func tableView(
    _ tableView: UITableView, targetIndexPathForMoveFromRowAt sourceIndexPath: IndexPath,
    toProposedIndexPath proposedDestinationIndexPath: IndexPath
  ) -> IndexPath {
    targetForMove?(sourceIndexPath, proposedDestinationIndexPath) ?? proposedDestinationIndexPath
  }

  func tableView(
    _ tableView: UITableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath
  ) -> UISwipeActionsConfiguration? {
    trailingActions?(indexPath)
  }

  func tableView(
    _ tableView: UITableView, leadingSwipeActionsConfigurationForRowAt indexPath: IndexPath
  ) -> UISwipeActionsConfiguration? {
    leadingActions?(indexPath)
  }
}

/// Builds a laid-out table over a model: 44-point rows, a viewport of
/// `visibleRows` rows, events recorded from the start.
@MainActor
func makeTable(
  _ model: ListModel, visibleRows: Int = 5, rowHeight: CGFloat = 44, delegate: Bool = true,
  layout: Bool = true
) throws -> UITableView {
  let table = UITableView(
    frame: CGRect(x: 0, y: 0, width: 320, height: CGFloat(visibleRows) * max(44, rowHeight)))
  table.rowHeight = rowHeight
  table.register(UITableViewCell.self, forCellReuseIdentifier: model.identifier)
  table.recordsEvents = true
  table.dataSource = model
  if delegate { table.delegate = model }
  if layout { table.layoutIfNeeded() }
  return table
}

/// Shorthand for an index path.
func ip(_ section: Int, _ row: Int) -> IndexPath {
  IndexPath(row: row, section: section)
}

extension UITableView {
  /// The recorded events as strings, optionally only those with given names.
  func trace(_ names: Set<String>? = nil) -> [String] {
    events.filter { names?.contains($0.name) ?? true }.map(\.description)
  }

  /// The visible rows and their texts, for comparing tables.
  var visibleContent: [String] {
    (indexPathsForVisibleRows ?? []).map { path in
      "\(path.section)-\(path.row):\(cellForRow(at: path)?.textLabel?.text ?? "nil")"
    }
  }
}

/// Everything a rejected batch must leave untouched.
@MainActor
struct TableState: Equatable {
  var counts: [Int]
  var visible: [String]
  var cells: [ObjectIdentifier]
  var selection: [IndexPath]?
  var metrics: UITableView.Metrics
  var offset: CGPoint
  var contentSize: CGSize
  var logCount: Int

  init(_ table: UITableView) throws {
    counts = (0..<table.numberOfSections).map { table.numberOfRows(inSection: $0) }
    visible = table.visibleContent
    cells = table.visibleCells.map(ObjectIdentifier.init)
    selection = table.indexPathsForSelectedRows
    metrics = table.metrics
    offset = table.contentOffset
    contentSize = table.contentSize
    logCount = table.updateLog.count
  }
}
