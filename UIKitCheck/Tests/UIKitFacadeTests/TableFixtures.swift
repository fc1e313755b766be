import CellarHost
import Testing
@_spi(Facade) import UIKit

/// A cell subclass as an app writes one: it overrides UIKit's initializers
/// and `prepareForReuse`, and tells its recorder when it is prepared.
final class RecordingCell: UITableViewCell {
  weak var recorder: TableRecorder?
  var configuredPath: IndexPath?

  override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
    super.init(style: style, reuseIdentifier: reuseIdentifier)
  }

  required init?(coder: NSCoder) {
    super.init(coder: coder)
  }

  override func prepareForReuse() {
    super.prepareForReuse()
    recorder?.log("prepareForReuse", .identifier(reuseIdentifier ?? ""))
  }
}

/// A header view subclass that tells its recorder when it is prepared.
final class RecordingHeader: UITableViewHeaderFooterView {
  weak var recorder: TableRecorder?

  override func prepareForReuse() {
    super.prepareForReuse()
    recorder?.log("prepareForReuse", .identifier(reuseIdentifier ?? ""))
  }
}

/// A UIKit-shaped data source, delegate and prefetch data source written by
/// hand, implementing every method the facade forwards and logging each call
/// under the host's event name, so a test compares its log with the host's
/// `events`: the same calls, arguments and order on both sides.
final class TableRecorder: NSObject, UITableViewDataSource, UITableViewDelegate,
  UITableViewDataSourcePrefetching
{
  var sections: [[String]]
  var headerTitles: [Int: String] = [:]
  var footerTitles: [Int: String] = [:]
  var customHeaders: Set<Int> = []
  var rowHeight: CGFloat = 44
  var log: [Headless.UITableView.Event] = []
  /// Problems found in the arguments (wrong table, cell not the one given).
  var argumentProblems: [String] = []
  /// The cell returned for each row by the last `cellForRowAt`.
  var cellsByPath: [IndexPath: UITableViewCell] = [:]
  weak var table: UITableView?

  var vetoSelection: Set<IndexPath> = []
  var redirectSelection: [IndexPath: IndexPath] = [:]
  var editingStyles: [IndexPath: UITableViewCell.EditingStyle] = [:]
  var leadingActions: [IndexPath: UISwipeActionsConfiguration] = [:]
  var trailingActions: [IndexPath: UISwipeActionsConfiguration] = [:]
  var committed: [(UITableViewCell.EditingStyle, IndexPath)] = []
  var moved: [(IndexPath, IndexPath)] = []
  var moveTarget: IndexPath?
  var targetOffsetOverride: CGPoint?
  var velocities: [CGPoint] = []
  var decelerations: [Bool] = []
  var allowsScrollToTop = true
  var onDidSelect: ((UITableView, IndexPath) -> Void)?
  var headerViewsShown: [Int: UIView] = [:]

  init(sections: [[String]]) {
    self.sections = sections
  }

  func log(_ name: String, _ subject: Headless.UITableView.Event.Subject = .none) {
    log.append(Headless.UITableView.Event(name, subject))
  }

  func check(_ tableView: UIScrollView, _ method: String) {
    if tableView !== table { argumentProblems.append("\(method): another table") }
  }

  /// Makes a table of `height` points with this recorder in every role.
  func makeTable(height: CGFloat = 220, style: UITableView.Style = .plain) -> UITableView {
    let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: height), style: style)
    table.register(RecordingCell.self, forCellReuseIdentifier: "Cell")
    table.register(RecordingHeader.self, forHeaderFooterViewReuseIdentifier: "Header")
    table.host.recordsEvents = true
    self.table = table
    table.dataSource = self
    table.delegate = self
    table.prefetchDataSource = self
    return table
  }

  /// The host's events that this recorder logs too (the host also records
  /// notifications no UIKit object receives).
  var hostEvents: [Headless.UITableView.Event] {
    (table?.host.events ?? []).filter { $0.name != "selectionDidChangeNotification" }
  }

  // MARK: Data source

  func numberOfSections(in tableView: UITableView) -> Int {
    check(tableView, "numberOfSections")
    log("numberOfSections")
    return sections.count
  }

  func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
    check(tableView, "numberOfRowsInSection")
    log("numberOfRowsInSection", .section(section))
    return sections[section].count
  }

  func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
    check(tableView, "cellForRowAt")
    log("cellForRowAt", .row(indexPath))
    let cell = tableView.dequeueReusableCell(withIdentifier: "Cell", for: indexPath)
    if let cell = cell as? RecordingCell {
      cell.recorder = self
      cell.configuredPath = indexPath
    } else {
      argumentProblems.append("cellForRowAt: dequeued \(type(of: cell))")
    }
    cell.textLabel?.text = sections[indexPath.section][indexPath.row]
    cellsByPath[indexPath] = cell
    return cell
  }

  func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
    log("titleForHeaderInSection", .section(section))
    return headerTitles[section]
  }

  func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? {
    log("titleForFooterInSection", .section(section))
    return footerTitles[section]
  }

  func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool {
    log("canEditRowAt", .row(indexPath))
    return true
  }

  func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool {
    log("canMoveRowAt", .row(indexPath))
    return indexPath.row != 0
  }

  func sectionIndexTitles(for tableView: UITableView) -> [String]? {
    sections.indices.map { "S\($0)" }
  }

  func tableView(
    _ tableView: UITableView, sectionForSectionIndexTitle title: String, at index: Int
  ) -> Int {
    log("sectionForSectionIndexTitle", .section(index))
    return sections.count - 1 - index
  }

  func tableView(
    _ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle,
    forRowAt indexPath: IndexPath
  ) {
    log("commit", .row(indexPath))
    committed.append((editingStyle, indexPath))
    if editingStyle == .delete {
      sections[indexPath.section].remove(at: indexPath.row)
      tableView.deleteRows(at: [indexPath], with: .automatic)
    }
  }

  func tableView(
    _ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath,
    to destinationIndexPath: IndexPath
  ) {
    log("moveRowAt", .move(sourceIndexPath, destinationIndexPath))
    moved.append((sourceIndexPath, destinationIndexPath))
    let item = sections[sourceIndexPath.section].remove(at: sourceIndexPath.row)
    sections[destinationIndexPath.section].insert(item, at: destinationIndexPath.row)
  }

  // MARK: Prefetching

  func tableView(_ tableView: UITableView, prefetchRowsAt indexPaths: [IndexPath]) {
    check(tableView, "prefetchRowsAt")
    log("prefetchRowsAt", .rows(indexPaths))
  }

  func tableView(_ tableView: UITableView, cancelPrefetchingForRowsAt indexPaths: [IndexPath]) {
    log("cancelPrefetchingForRowsAt", .rows(indexPaths))
  }
}

/// The index path of a table row.
func rowPath(_ row: Int, _ section: Int = 0) -> IndexPath {
  IndexPath(row: row, section: section)
}
