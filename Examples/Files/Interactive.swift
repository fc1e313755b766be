import Cellar
import CellarTesting
import ExampleSupport

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// `Files --interactive`: the tree in the terminal, driven by keys. The
/// cursor is a row's identity (a path), so it stays on its row while rows
/// above it appear and disappear.
///
/// - ↑/↓ (or `k`/`j`) move the cursor;
/// - Enter taps the row: a folder toggles, a file opens;
/// - → expands a collapsed folder (`setExpanded`), or moves into an expanded one;
/// - ← collapses an expanded folder, or moves to the folder that holds the row;
/// - `q` quits.
///
/// The terminal (raw mode, alternate screen, restored on exit and Ctrl-C)
/// is ExampleSupport's `Terminal`; from a pipe, frames print one after another.
@MainActor
final class Interactive {
  let browser: Browser
  let terminal: Terminal
  /// The identity of the row under the cursor.
  var cursor: String

  init(tree: Tree, width: Int) {
    let terminal = Terminal()
    // Seven lines of chrome; the rest shows rows (one line per 44 points).
    let visibleRows = max(5, min(terminal.rows - 7, 20))
    browser = Browser(
      tree: tree, visibleRows: visibleRows, width: min(width, max(30, terminal.columns - 4)))
    self.terminal = terminal
    cursor = tree.roots.first?.entry.id ?? Tree.networkID
    browser.status = "\(tree.localCount) folders and files; Network loads when it opens."
  }

  var table: Table { browser.table }

  func run() throws {
    try browser.refresh()
    try terminal.run(draw: draw, quit: { browser.status = "Bye." }, handle: handle)
  }

  /// Acts on a key; `false` for a key that does nothing here
  /// (`Terminal.run` handles the quit keys).
  func handle(_ key: TerminalKey) throws -> Bool {
    switch key {
    case .up: try move(by: -1)
    case .down: try move(by: 1)
    case .enter: try table.tableView.tapRow(at: try browser.path(of: cursor))
    case .right: try expandOrEnter()
    case .left: try collapseOrLeave()
    case .character, .quit: return false
    }
    try answerPendingLoads()
    return true
  }

  // MARK: Actions

  /// The shown rows' identities, top to bottom.
  var shownIDs: [String] {
    table.outlineRows(inSection: 0).compactMap { $0.id.base as? String }
  }

  func move(by step: Int) throws {
    let ids = shownIDs
    guard let index = ids.firstIndex(of: cursor) else { return }
    cursor = ids[min(max(0, index + step), ids.count - 1)]
  }

  /// Whether the cursor's row is a folder (a row with children, loaded or not).
  var cursorIsFolder: Bool {
    guard let path = table.indexPath(forRowID: cursor) else { return false }
    return table.row(at: path)?.children != nil
  }

  func expandOrEnter() throws {
    guard cursorIsFolder else { return }
    if table.isExpanded(row: cursor) {
      try move(by: 1)
    } else {
      table.setExpanded(true, row: cursor)
    }
  }

  func collapseOrLeave() throws {
    if cursorIsFolder, table.isExpanded(row: cursor) {
      table.setExpanded(false, row: cursor)
    } else if let parent = Entry(id: cursor, name: "", isFolder: false, size: 0).parentID {
      cursor = parent
    }
  }

  /// Answers the loads the table asked for (the network folder's entries)
  /// after a frame that shows the row's … for a moment, as a network would.
  func answerPendingLoads() throws {
    guard !browser.pendingLoads.isEmpty else { return }
    try draw()
    if terminal.isInteractive { usleep(400_000) }
    _ = try browser.answerLoads()
    browser.status = "the network answered: \(Tree.count(browser.tree.network ?? [])) entries"
  }

  // MARK: Drawing

  /// Selects the cursor's row (as `selectRow` does: no delegate call),
  /// scrolled into view, and draws the frame.
  func draw() throws {
    if !browser.expansions.isEmpty {
      browser.status = browser.expansions.joined(separator: "; ")
      browser.expansions = []
    }
    let path = try browser.path(of: cursor)
    table.tableView.selectRow(at: path, animated: false, scrollPosition: .none)
    table.tableView.scrollToRow(at: path, at: .none, animated: false)
    let rows = table.tableView.numberOfRows(inSection: 0)
    var lines = [
      "Files — j/k or ↑/↓ move · Enter toggles · →/← expand/collapse · q quits", "",
    ]
    lines += try table.tableView.boxedRender()
    lines += [
      "status: \(browser.status)",
      "at: \(cursor) · \(rows) of \(Tree.count(browser.tree.roots)) rows shown",
    ]
    terminal.show(lines)
  }
}
