import Cellar
import CellarTesting
import ExampleSupport
import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The terminal's settings before raw mode, restored on exit and on Ctrl-C.
nonisolated(unsafe) private var savedTerminal = termios()
nonisolated(unsafe) private var terminalIsRaw = false
nonisolated(unsafe) private var screenIsAlternate = false

/// Restores the terminal: the saved settings, the main screen, the cursor.
/// Safe to call from a signal handler (only `tcsetattr` and `write`).
private func restoreTerminal() {
  if screenIsAlternate {
    let leave: [UInt8] = Array("\u{1B}[?25h\u{1B}[?1049l".utf8)
    _ = leave.withUnsafeBytes { write(1, $0.baseAddress, $0.count) }
    screenIsAlternate = false
  }
  if terminalIsRaw {
    _ = tcsetattr(0, TCSANOW, &savedTerminal)
    terminalIsRaw = false
  }
}

/// A key the program understands.
enum Key {
  case up, down, enter, delete, update, quit
}

/// `Movies --interactive`: the table in the terminal, driven by keys.
///
/// With a terminal on standard input, the terminal goes to raw mode and the
/// alternate screen, and is restored on exit and on Ctrl-C. Otherwise (a
/// pipe, as in the scripted check) keys are read from the input bytes and
/// each frame is printed after the previous one.
@MainActor
final class Interactive {
  let library = Library()
  let table: Table
  let interactiveTerminal: Bool
  var nextUpdate = 0
  var cursor = IndexPath(row: 0, section: 0)
  var frames = 0

  init(width: Int) {
    interactiveTerminal = isatty(0) == 1 && isatty(1) == 1
    var size = winsize()
    let rows = ioctl(1, UInt(TIOCGWINSZ), &size) == 0 && size.ws_row > 0 ? Int(size.ws_row) : 24
    let columns = ioctl(1, UInt(TIOCGWINSZ), &size) == 0 && size.ws_col > 0 ? Int(size.ws_col) : 80
    // Nine lines of chrome; the rest shows rows (one line per 44 points).
    let visibleLines = max(5, min(rows - 9, 20))
    let tableView = UITableView(
      frame: CGRect(x: 0, y: 0, width: 320, height: CGFloat(visibleLines) * 44))
    tableView.rowHeight = 44
    tableView.sectionHeaderHeight = 44
    tableView.sectionFooterHeight = 44
    tableView.renderWidth = min(width, max(30, columns - 4))
    table = Table(tableView: tableView)
    library.didChange = { [unowned self] in
      do { try table.update(with: library.sections()) } catch { library.status = "\(error)" }
    }
  }

  func run() throws {
    try table.update(with: library.sections())
    try select(cursor)
    enterTerminal()
    defer { restoreTerminal() }
    try draw()
    while let key = readKey() {
      switch key {
      case .up: try move(by: -1)
      case .down: try move(by: 1)
      case .enter: try table.tableView.tapRow(at: cursor)
      case .delete: try deleteSelected()
      case .update: try applyNextUpdate()
      case .quit:
        library.status = "Bye."
        try draw()
        return
      }
      try draw()
    }
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

  // MARK: Terminal

  func enterTerminal() {
    guard interactiveTerminal else { return }
    if tcgetattr(0, &savedTerminal) == 0 {
      var raw = savedTerminal
      raw.c_lflag &= ~tcflag_t(ICANON | ECHO)
      raw.c_iflag &= ~tcflag_t(ICRNL | IXON)
      withUnsafeMutableBytes(of: &raw.c_cc) { bytes in
        bytes[Int(VMIN)] = 1
        bytes[Int(VTIME)] = 0
      }
      // TCSANOW, not TCSAFLUSH: keys typed (or sent) early are kept.
      if tcsetattr(0, TCSANOW, &raw) == 0 { terminalIsRaw = true }
    }
    signal(SIGINT) { _ in
      restoreTerminal()
      _exit(130)
    }
    signal(SIGTERM) { _ in
      restoreTerminal()
      _exit(143)
    }
    screenIsAlternate = true
    output("\u{1B}[?1049h\u{1B}[?25l")
  }

  func readByte() -> UInt8? {
    var byte: UInt8 = 0
    while true {
      let count = read(0, &byte, 1)
      if count == 1 { return byte }
      if count < 0 && errno == EINTR { continue }
      return nil
    }
  }

  /// The next key; `nil` at the end of the input (counts as quit).
  func readKey() -> Key? {
    while let byte = readByte() {
      switch byte {
      case UInt8(ascii: "k"): return .up
      case UInt8(ascii: "j"): return .down
      case 10, 13: return .enter
      case UInt8(ascii: "d"): return .delete
      case UInt8(ascii: "u"): return .update
      case UInt8(ascii: "q"), 3, 4: return .quit
      case 27:
        guard readByte() == UInt8(ascii: "[") else { continue }
        switch readByte() {
        case UInt8(ascii: "A"): return .up
        case UInt8(ascii: "B"): return .down
        default: continue
        }
      default: continue
      }
    }
    return nil
  }

  func draw() throws {
    frames += 1
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
    if interactiveTerminal {
      output("\u{1B}[H\u{1B}[2J" + lines.joined(separator: "\r\n") + "\r\n")
    } else {
      output("── frame \(frames) ──\n" + lines.joined(separator: "\n") + "\n")
    }
  }

  func output(_ text: String) {
    let bytes = Array(text.utf8)
    var offset = 0
    while offset < bytes.count {
      let written = bytes.withUnsafeBytes { buffer in
        write(1, buffer.baseAddress.map { $0 + offset }, buffer.count - offset)
      }
      guard written > 0 else { return }
      offset += written
    }
  }
}
