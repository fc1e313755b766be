import Cellar
import CellarTesting
import ExampleSupport
import Foundation

/// The default, non-interactive run: every step printed with the table as
/// the host draws it and what the host did.
@MainActor
final class Demo {
  let library = Library()
  let table: Table
  var tally = UpdateTally()

  init(width: Int) {
    let tableView = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 2000))
    tableView.renderWidth = width
    table = Table(tableView: tableView)
    // A delete handler changed the library: update the table too (footers).
    // Asked from inside the table's delete handler, the update is queued and
    // merged with the row's removal into one batch.
    library.didChange = { [unowned library, unowned table] in
      do { try table.update(with: library.sections()) } catch { print("update failed: \(error)") }
    }
  }

  func run() throws {
    print("Movies: SHMTableView's example on Cellar (swift run Movies --help for the options)")

    var number = 0
    func heading(_ title: String) {
      number += 1
      printHeading("\(number). \(title)")
    }
    heading("load the library (2 shelves, 6 titles)")
    try step { try table.update(with: library.sections()) }

    heading("tap \"Stargate\": its row action plays it")
    let stargate = try path(of: "Stargate")
    try step { try table.tableView.tapRow(at: stargate) }
    print("status: \(library.status)")

    for (index, update) in Library.updates.enumerated() {
      heading("update: \(update.name)")
      update.apply(&library.shelves)
      try step { try table.update(with: library.sections()) }
      if let selected = table.tableView.indexPathForSelectedRow, let row = table.row(at: selected) {
        print("selection kept by identity: \(row.id.map { "\($0)" } ?? "?") at \(selected)")
      }
      if index == 0 {
        heading("swipe \"Friends\" to delete it (the editing path)")
        let friends = try path(of: "Friends")
        try step {
          _ = try table.tableView.swipeRow(at: friends, edge: .trailing)
        }
        print("status: \(library.status)")
      }
    }

    try showIndexAndScrolling(heading)

    printHeading("summary")
    printIndented(tally.lines)
    print("row actions and delete handlers run:")
    printIndented(library.actionLog)
    if !tally.isClean { throw DemoError.unexpected }
  }

  /// Runs a step, prints what the host did and the table as drawn.
  func step(_ body: () throws -> Void) throws {
    let report = try table.recordingUpdate(body)
    printIndented(report.lines)
    tally.add(report)
    printIndented(try table.tableView.boxedRender())
  }

  func path(of name: String) throws -> IndexPath {
    guard let path = table.indexPath(forRowID: name) else { throw DemoError.missing(name) }
    return path
  }
}

enum DemoError: Error, CustomStringConvertible {
  case missing(String)
  case unexpected

  var description: String {
    switch self {
    case .missing(let name): "no row \"\(name)\" in the table"
    case .unexpected: "a batch fell back to reloadData or the log did not replay"
    }
  }
}
