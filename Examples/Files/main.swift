import Cellar
import CellarTesting
import ExampleSupport

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

// A file browser on Cellar: a seeded tree of 10,000 folders and files shown
// as an outline (`Outline(tree, children: \.children)`), folders expanded and
// collapsed by a tap on the row or its disclosure and by `setExpanded`, and
// a network folder whose entries load when it first opens. The default run
// prints a scripted walk; `--interactive` drives it from the keyboard.

let options = Options.parse(
  program: "Files",
  summary: "A 10,000-node folder tree as an outline: expand, collapse, lazy loading.",
  options: [
    .flag(
      "interactive",
      "run in the terminal: j/k or ↑/↓ move, Enter toggles or opens, →/← expand/collapse, q quits"),
    .value("nodes", "N", "folders and files in the tree, 1000 to 200000 (default 10000)"),
    .value("seed", "N", "the seed the tree is made from (default 2026)"),
    .value("width", "N", "columns of the drawn table, 30 to 200 (default 56)"),
  ])
let nodes = options.integer("nodes", default: 10_000, in: 1000...200_000)
let seed = UInt64(options.integer("seed", default: 2026, in: 0...Int.max))
let width = options.integer("width", default: 56, in: 30...200)

/// The scripted walk: each step's report (the batch the table view got, by
/// row id), the drawn table, and what `onExpansionChange` said.
@MainActor
final class Walk {
  let browser: Browser
  var tally = UpdateTally()
  var number = 0

  init(tree: Tree) {
    browser = Browser(tree: tree, visibleRows: 12, width: width)
  }

  var table: Table { browser.table }

  func step(_ title: String, _ body: () throws -> Void) throws {
    number += 1
    printHeading("\(number). \(title)")
    let report = try table.recordingUpdate(body)
    tally.add(report)
    // The batches and their rows; not the callbacks and reuse counters.
    printIndented(
      report.lines.filter { line in
        let isBatchEntry = line.hasPrefix("  ") && !line.hasPrefix("   ")
        return line.hasPrefix("batch ") || line.hasPrefix("no change") || isBatchEntry
      })
    printIndented(try table.tableView.boxedRender())
    for line in browser.expansions { print(line) }
    browser.expansions = []
  }

  /// Scrolls a shown row to the top of the viewport.
  func scroll(toTop id: String) throws {
    table.tableView.scrollToRow(at: try browser.path(of: id), at: .top, animated: false)
  }

  /// The first folder inside a folder.
  func firstFolder(in id: String) throws -> String {
    var stack = browser.tree.roots
    while let node = stack.popLast() {
      if node.entry.id == id,
        let folder = node.children?.first(where: {
          $0.entry.isFolder && $0.children?.isEmpty == false
        })
      {
        return folder.entry.id
      }
      stack += node.children ?? []
    }
    throw FilesError.check("no folder in \(id)")
  }

  func run() throws {
    print("Files: a folder tree as an outline (swift run Files --help for the options)")
    let tree = browser.tree
    try step("load \(tree.localCount) folders and files: the top-level folders show, collapsed") {
      try browser.refresh()
    }
    print(
      "rows declared: \(Tree.count(tree.roots)), shown: \(table.tableView.numberOfRows(inSection: 0))"
    )
    try expandAndCollapse()
    try network()
    try summary()
  }

  /// Expands by a tap on the row, a tap on the disclosure and `setExpanded`
  /// (also of a hidden folder), collapses a subtree and expands it again.
  func expandAndCollapse() throws {
    let projects = "/Projects"
    let inner = try firstFolder(in: projects)
    try scroll(toTop: projects)
    try step("tap \"Projects\" (tapRow): its entries are inserted, its disclosure turns") {
      try table.tableView.tapRow(at: try browser.path(of: projects))
    }
    try step("tap the disclosure of \"\(inner)\" (tapAccessoryView)") {
      try table.tableView.tapAccessoryView(at: try browser.path(of: inner))
    }
    let documents = "/Documents"
    let hidden = try firstFolder(in: documents)
    try step("setExpanded(true, row: \"\(hidden)\"): a hidden folder, nothing to show yet") {
      table.setExpanded(true, row: hidden)
    }
    if case .hidden(under: .row(let parent)) = table.presence(ofRowID: hidden) {
      print("presence(ofRowID: \"\(hidden)\"): hidden under \(parent)")
    }
    try scroll(toTop: documents)
    try step("tap \"Documents\": its entries, and those of \"\(hidden)\", which is expanded") {
      try table.tableView.tapRow(at: try browser.path(of: documents))
    }
    try scroll(toTop: projects)
    try step("setExpanded(false, row: \"/Projects\"): every shown row below it, one batch") {
      table.setExpanded(false, row: projects)
    }
    try step("tap \"Projects\" again: \"\(inner)\" is still expanded, its entries return") {
      try table.tableView.tapRow(at: try browser.path(of: projects))
    }
    try step("setExpanded(false) for Projects and Documents (Documents keeps its state inside)") {
      table.setExpanded(false, row: projects)
      table.setExpanded(false, row: documents)
    }
  }

  /// Expands the network folder: a loading state, then the answer.
  func network() throws {
    try step("tap \"Network\": its entries are still to load, its disclosure shows …") {
      try table.tableView.tapRow(at: try browser.path(of: Tree.networkID))
    }
    print("entries asked for: \(browser.pendingLoads)")
    try step("the network answers: an update with its three servers, shown at once") {
      guard try browser.answerLoads() else { throw FilesError.check("nothing was asked for") }
    }
    let server = Tree.networkID + "/nas"
    try step("tap the disclosure of \"\(server)\"") {
      try table.tableView.tapAccessoryView(at: try browser.path(of: server))
    }
  }

  /// The outline, the totals, and the check that a fresh table given the
  /// same expansion states shows the same rows.
  func summary() throws {
    printHeading("summary")
    let rows = table.outlineRows(inSection: 0)
    print("outlineRows(inSection: 0): \(rows.count) rows shown, the first 12:")
    printIndented(rows.prefix(12).map(\.description))
    printIndented(tally.lines)
    let fresh = Browser(tree: browser.tree, visibleRows: 12, width: width)
    try fresh.refresh()
    var stack = browser.tree.roots
    var expanded: [String] = []
    while let node = stack.popLast() {
      if node.children != nil, table.isExpanded(row: node.entry.id) {
        expanded.append(node.entry.id)
      }
      stack += node.children ?? []
    }
    for id in expanded { fresh.table.setExpanded(true, row: id) }
    let same = fresh.table.outlineRows(inSection: 0) == rows
    print(
      "expanded folders: \(expanded.sorted().joined(separator: ", "))\n"
        + "a fresh table with the same folders expanded shows the same rows: \(same ? "yes" : "NO")"
    )
    if !same { throw FilesError.check("the fresh table differs") }
    if !tally.isClean { throw FilesError.check("a batch was not validated, or did not replay") }
  }
}

do {
  let tree = Tree(count: nodes, seed: seed)
  if options.flag("interactive") {
    try Interactive(tree: tree, width: width).run()
  } else {
    let walk = Walk(tree: tree)
    try walk.run()
  }
} catch {
  printToStandardError("Files: error: \(error)\n")
  exit(1)
}
