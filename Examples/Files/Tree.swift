import Cellar
import Foundation

/// What a row of the file tree shows: a folder or a file, identified by its
/// path.
struct Entry: Identifiable, Equatable {
  /// The path from the root, `"/Projects/app/README.md"`: unique in the tree.
  let id: String
  /// The last path component.
  let name: String
  /// Whether it is a folder.
  let isFolder: Bool
  /// A file's size in bytes; a folder's number of entries.
  var size: Int

  /// The folder that holds the entry, `nil` at the top.
  var parentID: String? {
    guard let slash = id.lastIndex(of: "/"), slash != id.startIndex else { return nil }
    return String(id[..<slash])
  }

  /// The row's text: `Projects/  12 items`, `notes.txt  14 KB`,
  /// `Network/  not loaded`.
  var label: String {
    if id == Tree.networkID, size == 0 { return "\(name)/  not loaded" }
    if isFolder { return "\(name)/  \(size == 1 ? "1 item" : "\(size) items")" }
    if size < 1024 { return "\(name)  \(size) B" }
    if size < 1024 * 1024 { return "\(name)  \(size / 1024) KB" }
    return "\(name)  \(size / (1024 * 1024)) MB"
  }
}

/// One node of the tree: its entry, and a folder's children (`nil` for a
/// file, `[]` for an empty folder, or for a folder still to load).
struct Node {
  var entry: Entry
  var children: [Node]?
}

/// A table cell for an entry: its label, indented by its level, with the
/// outline disclosure Cellar adds for a folder (`▸`, `▾`, `…` loading).
final class EntryCell: UITableViewCell, ConfigurableCell {
  func configure(_ entry: Entry) {
    textLabel?.text = entry.label
  }
}

/// A SplitMix64 generator: the same seed gives the same tree everywhere.
struct SeededGenerator: RandomNumberGenerator {
  var state: UInt64

  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }
}

/// The file tree the table shows: folders and files made from a seed, and
/// a network folder whose entries load when it is first expanded.
struct Tree {
  /// The path of the folder that loads lazily.
  static let networkID = "/Network"
  static let topFolders = [
    "Applications", "Desktop", "Documents", "Downloads", "Library", "Music", "Pictures", "Projects",
  ]
  private static let folderWords = [
    "archive", "assets", "backup", "build", "cache", "docs", "drafts", "exports", "fonts", "icons",
    "images", "invoices", "lib", "logs", "notes", "old", "photos", "reports", "scripts", "shared",
    "src", "templates", "tests", "tmp", "vendor", "2024", "2025", "2026",
  ]
  private static let fileWords = [
    "agenda", "budget", "chart", "config", "data", "draft", "index", "invoice", "letter", "main",
    "notes", "plan", "readme", "report", "scan", "sketch", "summary", "todo", "track", "view",
  ]
  private static let extensions = [
    "txt", "md", "pdf", "png", "jpg", "swift", "json", "csv", "mp3", "zip",
  ]

  /// The top-level folders, the network folder last.
  var roots: [Node]
  /// How many nodes the local folders hold, the top-level ones included.
  let localCount: Int

  /// A tree of `count` nodes (the top-level folders included, the network
  /// folder not) made from `seed`.
  init(count: Int, seed: UInt64) {
    var random = SeededGenerator(state: seed)
    let names = Self.topFolders
    let budgets = Self.split(count - names.count, into: names.count, using: &random)
    roots = zip(names, budgets).map { name, budget in
      Self.folder(path: "/" + name, name: name, budget: budget, depth: 1, using: &random)
    }
    roots.append(Node(entry: Entry(id: Self.networkID, name: "Network", isFolder: true, size: 0)))
    localCount = count
  }

  /// The network folder's entries, once loaded.
  var network: [Node]? {
    get { roots.last?.children.flatMap { $0.isEmpty ? nil : $0 } }
    set {
      roots[roots.count - 1].children = newValue
      roots[roots.count - 1].entry.size = newValue?.count ?? 0
    }
  }

  /// What the network answers: three servers with a few shares each.
  static func networkEntries() -> [Node] {
    ["fileserver", "nas", "printer"].map { server in
      let path = networkID + "/" + server
      let shares = ["public", "scans", "team"].map { share in
        Node(
          entry: Entry(id: path + "/" + share, name: share, isFolder: true, size: 0), children: [])
      }
      return Node(
        entry: Entry(id: path, name: server, isFolder: true, size: shares.count), children: shares)
    }
  }

  /// A folder holding `budget` nodes below it (files and folders, any depth).
  private static func folder(
    path: String, name: String, budget: Int, depth: Int, using random: inout SeededGenerator
  ) -> Node {
    var children: [Node] = []
    var used = Set<String>()
    func unique(_ base: String, _ suffix: String) -> String {
      var candidate = base + suffix
      var number = 2
      while used.contains(candidate) {
        candidate = "\(base) \(number)\(suffix)"
        number += 1
      }
      used.insert(candidate)
      return candidate
    }
    // A small budget (or a deep folder) is all files; a larger one keeps a
    // few files and shares the rest among two to five folders.
    let fileCount = budget <= 12 || depth >= 7 ? budget : Int.random(in: 1...6, using: &random)
    var folderBudget = budget - fileCount
    let folderCount = min(folderBudget, Int.random(in: 2...5, using: &random))
    folderBudget -= folderCount
    let shares = split(folderBudget, into: folderCount, using: &random)
    for share in shares {
      let word = folderWords.randomElement(using: &random) ?? "folder"
      let child = unique(word, "")
      children.append(
        folder(
          path: path + "/" + child, name: child, budget: share, depth: depth + 1, using: &random))
    }
    for _ in 0..<fileCount {
      let word = fileWords.randomElement(using: &random) ?? "file"
      let suffix = "." + (extensions.randomElement(using: &random) ?? "txt")
      let child = unique(word, suffix)
      let size = Int.random(in: 200...8_000_000, using: &random)
      children.append(
        Node(entry: Entry(id: path + "/" + child, name: child, isFolder: false, size: size)))
    }
    let entry = Entry(id: path, name: name, isFolder: true, size: children.count)
    return Node(entry: entry, children: children)
  }

  /// `total` split into `parts` random non-negative shares.
  private static func split(_ total: Int, into parts: Int, using random: inout SeededGenerator)
    -> [Int]
  {
    guard parts > 0 else { return [] }
    let weights = (0..<parts).map { _ in Int.random(in: 1...10, using: &random) }
    let sum = weights.reduce(0, +)
    var shares = weights.map { total * $0 / sum }
    shares[0] += total - shares.reduce(0, +)
    return shares
  }

  /// The number of nodes in `nodes` and below.
  static func count(_ nodes: [Node]) -> Int {
    var stack = nodes
    var total = 0
    while let node = stack.popLast() {
      total += 1
      stack += node.children ?? []
    }
    return total
  }
}

/// The file browser: the tree, the table that shows it as an outline, and
/// what the table told it.
@MainActor
final class Browser {
  var tree: Tree
  let table: Table
  /// The folders whose entries the table asked for, not answered yet.
  var pendingLoads: [String] = []
  /// What `onExpansionChange` said since the last look, one line each.
  var expansions: [String] = []
  /// What the last file action said.
  var status = ""

  init(tree: Tree, visibleRows: Int, width: Int) {
    self.tree = tree
    let tableView = UITableView(
      frame: CGRect(x: 0, y: 0, width: 320, height: CGFloat(visibleRows) * 44))
    tableView.rowHeight = 44
    tableView.renderWidth = width
    table = Table(tableView: tableView)
    table.onExpansionChange = { [unowned self] change in
      guard case .row(let id) = change.node else { return }
      expansions.append(
        "onExpansionChange: \(id) \(change.isExpanded ? "expanded" : "collapsed")"
          + (change.isUserAction ? " (user)" : " (setExpanded)"))
    }
  }

  /// One section: the tree as an outline, folders collapsed at first.
  func sections() -> [Section] {
    [Section(id: "files") { Outline(tree.roots, children: \.children) { row(for: $0) } }]
  }

  /// A node's row: a file opens on a tap, a folder toggles; the network
  /// folder, until it has loaded, asks for its entries when it expands.
  func row(for node: Node) -> Row<EntryCell> {
    guard node.entry.isFolder else {
      return Row<EntryCell>(model: node.entry) { [unowned self] entry, _ in
        status = "Opened \(entry.id)."
      }
    }
    let row = Row<EntryCell>(model: node.entry)
    guard node.entry.id == Tree.networkID, tree.network == nil else { return row }
    return row.children(loadingWith: { [unowned self] entry in pendingLoads.append(entry.id) })
  }

  /// Shows the current tree.
  func refresh() throws {
    try table.update(with: sections())
  }

  /// Answers the table's requests for entries, as the network would later:
  /// the loaded folders get their entries, and the table an update.
  ///
  /// - Returns: Whether there was a request.
  func answerLoads() throws -> Bool {
    guard !pendingLoads.isEmpty else { return false }
    pendingLoads = []
    tree.network = Tree.networkEntries()
    try refresh()
    return true
  }

  /// The index path of a shown row.
  func path(of id: String) throws -> IndexPath {
    guard let path = table.indexPath(forRowID: id) else { throw FilesError.notShown(id) }
    return path
  }
}

enum FilesError: Error, CustomStringConvertible {
  case notShown(String)
  case check(String)

  var description: String {
    switch self {
    case .notShown(let id): "\(id) is not shown"
    case .check(let what): "check failed: \(what)"
    }
  }
}
