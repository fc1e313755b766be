import Cellar
import CellarTesting
import ExampleSupport
import Foundation

/// `Movies --interactive`: the table in the terminal, driven by keys.
///
/// With a terminal on standard input, the terminal goes to raw mode and the
/// alternate screen, and is restored on exit and on Ctrl-C (ExampleSupport's
/// `Terminal`). Otherwise (a pipe, as in the scripted check) keys are read
/// from the input bytes and each frame is printed after the previous one.
@MainActor
final class Interactive {
  let library = Library()
  let table: Table
  let terminal = Terminal()
  var nextUpdate = 0
  var cursor = IndexPath(row: 0, section: 0)

  init(width: Int) {
    // Nine lines of chrome; the rest shows rows (one line per 44 points).
    let visibleLines = max(5, min(terminal.rows - 9, 20))
    let tableView = UITableView(
      frame: CGRect(x: 0, y: 0, width: 320, height: CGFloat(visibleLines) * 44))
    tableView.rowHeight = 44
    tableView.sectionHeaderHeight = 44
    tableView.sectionFooterHeight = 44
    tableView.renderWidth = min(width, max(30, terminal.columns - 4))
    table = Table(tableView: tableView)
    library.didChange = { [unowned self] in
      do { try table.update(with: library.sections()) } catch { library.status = "\(error)" }
    }
  }

  func run() throws {
    try table.update(with: library.sections())
    try select(cursor)
    try terminal.run(draw: draw, quit: { library.status = "Bye." }, handle: handle)
  }

  /// Acts on a key; `false` for a key that does nothing here
  /// (`Terminal.run` handles the quit keys).
  func handle(_ key: TerminalKey) throws -> Bool {
    switch key {
    case .up: try move(by: -1)
    case .down: try move(by: 1)
    case .enter: try table.tableView.tapRow(at: cursor)
    case .character("d"): try deleteSelected()
    case .character("u"): try applyNextUpdate()
    case .left, .right, .character, .quit: return false
    }
    return true
  }

  // MARK: Actions

  /// Every row's index path, top to bottom.
  var allRows: [IndexPath] {
    table.sections.enumerated().flatMap { section, value in
      value.rows.indices.map { IndexPath(row: $0, section: section) }
    }
  }

  func move(by step: Int) throws {
    let rows = allRows
    guard !rows.isEmpty else { return }
    let index = rows.firstIndex(of: cursor) ?? 0
    try select(rows[min(max(0, index + step), rows.count - 1)])
  }

  /// Selects a row (as `selectRow` does in UIKit: no delegate call) and
  /// scrolls as little as needed to show it.
  func select(_ path: IndexPath) throws {
    guard table.row(at: path) != nil else { return }
    cursor = path
    table.tableView.selectRow(at: path, animated: false, scrollPosition: .none)
    table.tableView.scrollToRow(at: path, at: .none, animated: false)
  }

  /// Deletes the selected row as a user would: a swipe to its Delete action,
  /// which commits the delete through the table's editing path.
  func deleteSelected() throws {
    guard table.row(at: cursor) != nil else { return }
    let rows = allRows
    let index = rows.firstIndex(of: cursor) ?? 0
    let report = try table.recordingUpdate {
      _ = try table.tableView.swipeRow(at: cursor, edge: .trailing)
    }
    library.status += " " + summary(report)
    let remaining = allRows
    guard !remaining.isEmpty else { return }
    try select(remaining[min(index, remaining.count - 1)])
  }

  func applyNextUpdate() throws {
    guard nextUpdate < Library.updates.count else {
      library.status = "No more updates (\(Library.updates.count) applied)."
      return
    }
    let update = Library.updates[nextUpdate]
    nextUpdate += 1
    update.apply(&library.shelves)
    let report = try table.recordingUpdate { try table.update(with: library.sections()) }
    library.status = "Update \(nextUpdate): \(update.name). " + summary(report)
    if let selected = table.tableView.indexPathForSelectedRow {
      cursor = selected  // kept by identity
    } else if let first = allRows.first {
      try select(first)
    }
  }

  func summary(_ report: UpdateReport) -> String {
    let batches = report.batches.filter { $0.kind == .batch }
    let validated = batches.filter { !$0.fellBackToReloadData }.count
    let operations =
      report.operationCount == 1 ? "1 operation" : "\(report.operationCount) operations"
    let count = batches.count == 1 ? "1 batch" : "\(batches.count) batches"
    return "\(operations) in \(count), \(validated) validated by the host."
  }

  // MARK: Drawing

  func draw() throws {
    let tableView = table.tableView
    let rows = allRows.count
    let selected = table.row(at: cursor)?.id.map { "\($0.base)" } ?? "nothing"
    var lines = [
      "Movies — j/k or ↑/↓ move · Enter plays · d deletes · u updates · q quits", "",
    ]
    lines += try tableView.boxedRender()
    lines += [
      "status: \(library.status)",
      "selected: \(selected) at \(cursor) · \(table.sections.count) sections, \(rows) rows · "
        + "update \(nextUpdate) of \(Library.updates.count) applied",
    ]
    terminal.show(lines)
  }
}
