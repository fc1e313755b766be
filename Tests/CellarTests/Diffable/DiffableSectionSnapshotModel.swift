import Foundation

@testable import Cellar

/// One item of the naive forest: an identifier, its expanded flag, its
/// children in order.
struct ForestNode: Equatable, Sendable {
  var id: Int
  var expanded = false
  var children: [ForestNode] = []
}

/// What a section snapshot says about one item, depth first.
struct ForestRow: Equatable, Sendable, CustomStringConvertible {
  var id: Int
  var level: Int
  var parent: Int?
  var expanded: Bool
  var visible: Bool

  var description: String {
    "\(id)@\(level)^\(parent.map(String.init) ?? "-")\(expanded ? "+" : "-")\(visible ? "*" : "")"
  }
}

/// The naive model of a ``DiffableSectionSnapshot`` of `Int`s, written from
/// diffable-semantics.md §4.2 and §4.3: a recursive list of nodes, searched
/// linearly, each verb a copy-edit that either succeeds or returns the
/// error and leaves the model as it was.
struct ForestModel: Equatable, Sendable {
  var roots: [ForestNode] = []
  /// The messages of skipped identifiers, in order.
  var warnings: [String] = []

  init(_ roots: [ForestNode] = []) { self.roots = roots }

  /// Every item, depth first, with level, parent, and flags.
  var rows: [ForestRow] {
    var rows: [ForestRow] = []
    Self.flatten(roots, level: 0, parent: nil, visible: true, into: &rows)
    return rows
  }

  private static func flatten(
    _ nodes: [ForestNode], level: Int, parent: Int?, visible: Bool,
    into rows: inout [ForestRow]
  ) {
    for node in nodes {
      rows.append(
        ForestRow(
          id: node.id, level: level, parent: parent, expanded: node.expanded, visible: visible))
      flatten(
        node.children, level: level + 1, parent: node.id, visible: visible && node.expanded,
        into: &rows)
    }
  }

  var ids: [Int] { rows.map(\.id) }

  /// The indices from the roots down to the item `id`, or `nil`.
  func path(of id: Int) -> [Int]? { Self.path(of: id, in: roots) }

  private static func path(of id: Int, in nodes: [ForestNode]) -> [Int]? {
    for (index, node) in nodes.enumerated() {
      if node.id == id { return [index] }
      if let rest = path(of: id, in: node.children) { return [index] + rest }
    }
    return nil
  }

  func node(at path: [Int]) -> ForestNode {
    var node = roots[path[0]]
    for index in path.dropFirst() { node = node.children[index] }
    return node
  }

  /// Edits the children of the node at `path` (the roots for `[]`).
  mutating func editChildren(_ path: [Int], _ body: (inout [ForestNode]) -> Void) {
    Self.edit(&roots, path[...], body)
  }

  private static func edit(
    _ nodes: inout [ForestNode], _ path: ArraySlice<Int>,
    _ body: (inout [ForestNode]) -> Void
  ) {
    guard let first = path.first else { return body(&nodes) }
    edit(&nodes[first].children, path.dropFirst(), body)
  }

  /// Edits the node at `path`.
  mutating func editNode(_ path: [Int], _ body: (inout ForestNode) -> Void) {
    editChildren(Array(path.dropLast())) { body(&$0[path[path.count - 1]]) }
  }

  // MARK: Verbs

  /// The identifiers of `ids` that are in `present` or repeat in `ids`,
  /// each once, in the order found.
  static func duplicates(_ ids: [Int], present: Set<Int>) -> [Int] {
    var seen = Set<Int>()
    var found: [Int] = []
    for id in ids where (present.contains(id) || !seen.insert(id).inserted) && !found.contains(id) {
      found.append(id)
    }
    return found
  }

  static func duplicateError(_ ids: [Int]) -> SnapshotError {
    .sectionSnapshotDuplicates(ids.map(String.init))
  }

  mutating func append(_ ids: [Int], to parent: Int?) -> SnapshotError? {
    var path: [Int] = []
    if let parent {
      guard let found = self.path(of: parent) else {
        return .parentNotInSectionSnapshot("\(parent)")
      }
      path = found
    }
    let dups = Self.duplicates(ids, present: Set(self.ids))
    guard dups.isEmpty else { return Self.duplicateError(dups) }
    editChildren(path) { $0 += ids.map { ForestNode(id: $0) } }
    return nil
  }

  mutating func insert(_ nodes: [ForestNode], anchor: Int, after: Bool) -> SnapshotError? {
    guard let path = path(of: anchor) else {
      return .anchorNotInSectionSnapshot("\(anchor)", after: after)
    }
    let inserted = ForestModel(nodes).ids
    let dups = Self.duplicates(inserted, present: Set(ids))
    guard dups.isEmpty else { return Self.duplicateError(dups) }
    let index = path[path.count - 1] + (after ? 1 : 0)
    editChildren(Array(path.dropLast())) { $0.insert(contentsOf: nodes, at: index) }
    return nil
  }

  mutating func replace(childrenOf parent: Int, using tree: ForestModel) -> SnapshotError? {
    guard let path = path(of: parent) else { return .parentNotInSectionSnapshot("\(parent)") }
    let old = Set(ForestModel(node(at: path).children).ids)
    let dups = Self.duplicates(tree.ids, present: Set(ids).subtracting(old))
    guard dups.isEmpty else { return Self.duplicateError(dups) }
    editNode(path) { $0.children = tree.roots }
    return nil
  }

  mutating func delete(_ ids: [Int]) {
    let present = Set(self.ids)
    for id in ids where !present.contains(id) {
      warnings.append("Failed to find index of item \(id)")
    }
    let gone = Set(ids)
    roots = Self.removing(gone, from: roots)
  }

  private static func removing(_ gone: Set<Int>, from nodes: [ForestNode])
    -> [ForestNode]
  {
    nodes.compactMap { node in
      guard !gone.contains(node.id) else { return nil }
      var node = node
      node.children = removing(gone, from: node.children)
      return node
    }
  }

  mutating func setExpanded(_ ids: [Int], _ expanded: Bool) {
    for id in ids {
      guard let path = path(of: id) else {
        warnings.append("Item identifier does not exist in section snapshot: \(id)")
        continue
      }
      editNode(path) { $0.expanded = expanded }
    }
  }

  /// The subtree of `parent` as a model of its own, or the error.
  func snapshot(of parent: Int, includingParent: Bool) -> Result<ForestModel, SnapshotError> {
    guard let path = path(of: parent) else {
      return .failure(.parentNotInSectionSnapshot("\(parent)"))
    }
    let node = node(at: path)
    return .success(ForestModel(includingParent ? [node] : node.children))
  }
}

/// Builds and reads real section snapshots for the models.
enum ForestIO {
  /// A section snapshot holding `model`'s forest, built by appends and
  /// expands that must not fail.
  static func build(_ model: ForestModel) throws -> DiffableSectionSnapshot<Int> {
    var snapshot = DiffableSectionSnapshot<Int>()
    func add(_ nodes: [ForestNode], to parent: Int?) throws {
      try snapshot.append(nodes.map(\.id), to: parent)
      for node in nodes { try add(node.children, to: node.id) }
    }
    try add(model.roots, to: nil)
    snapshot.expand(model.rows.filter(\.expanded).map(\.id))
    return snapshot
  }

  /// What `snapshot` says about each of its items, depth first (from its
  /// queries; an item a query cannot find is reported as level -1).
  static func rows(_ snapshot: DiffableSectionSnapshot<Int>) -> [ForestRow] {
    snapshot.items.map { id in
      ForestRow(
        id: id, level: (try? snapshot.level(of: id)) ?? -1,
        parent: (try? snapshot.parent(of: id)) ?? nil,
        expanded: (try? snapshot.isExpanded(id)) ?? false,
        visible: (try? snapshot.isVisible(id)) ?? false)
    }
  }

  /// Whether two errors agree: duplicate lists as sets (an `NSSet` in
  /// `UIKit`'s text: no order), everything else exactly.
  static func agree(_ got: SnapshotError?, _ wanted: SnapshotError?) -> Bool {
    if case .sectionSnapshotDuplicates(let left)? = got,
      case .sectionSnapshotDuplicates(let right)? = wanted
    {
      return Set(left) == Set(right)
    }
    return got == wanted
  }

  /// The first disagreement between `snapshot` and `model`, checking every
  /// list, every query for each of `ids` (present or not), and the
  /// warnings; `nil` when they agree.
  static func disagreement(
    _ snapshot: DiffableSectionSnapshot<Int>, _ model: ForestModel, ids: [Int],
    throwingAbsent: (Int) -> Bool = { _ in true }
  ) -> String? {
    let rows = model.rows
    func differ<T: Equatable>(_ name: String, _ got: T, _ wanted: T) -> String? {
      got == wanted ? nil : "\(name) is \(got), expected \(wanted)"
    }
    if let wrong =
      differ("items", snapshot.items, rows.map(\.id))
      ?? differ("rootItems", snapshot.rootItems, rows.filter { $0.level == 0 }.map(\.id))
      ?? differ("visibleItems", snapshot.visibleItems, rows.filter(\.visible).map(\.id))
      ?? differ("expandedItems", snapshot.expandedItems, rows.filter(\.expanded).map(\.id))
      ?? differ("warnings", snapshot.warnings, model.warnings)
    {
      return wrong
    }
    var byID: [Int: (offset: Int, row: ForestRow)] = [:]
    for (offset, row) in rows.enumerated() { byID[row.id] = (offset, row) }
    // A thrown error costs a backtrace in tests: only some absent ids are
    // asked the throwing queries, the others `contains` and `index(of:)`.
    for id in ids {
      if byID[id] == nil && !throwingAbsent(id) {
        guard !snapshot.contains(id), snapshot.index(of: id) == nil else {
          return "absent \(id) is found"
        }
        continue
      }
      if let wrong = queryDisagreement(snapshot, id, byID[id], texts: id < 0 || id >= 42) {
        return wrong
      }
    }
    return nil
  }

  /// What the queries about one item answer.
  struct Answers: Equatable {
    var contains: Bool
    var index: Int?
    var level: Result<Int, SnapshotError>
    var expanded: Result<Bool, SnapshotError>
    var visible: Result<Bool, SnapshotError>
    var parent: Result<Int?, SnapshotError>
  }

  /// The first query about `id` that disagrees with `wanted` (`nil`: the
  /// item is absent, and the queries must throw `UIKit`'s errors; with
  /// `texts`, their exact texts are compared too).
  static func queryDisagreement(
    _ snapshot: DiffableSectionSnapshot<Int>, _ id: Int,
    _ wanted: (offset: Int, row: ForestRow)?, texts: Bool = false
  ) -> String? {
    let got = Answers(
      contains: snapshot.contains(id), index: snapshot.index(of: id),
      level: Result { () throws(SnapshotError) in try snapshot.level(of: id) },
      expanded: Result { () throws(SnapshotError) in try snapshot.isExpanded(id) },
      visible: Result { () throws(SnapshotError) in try snapshot.isVisible(id) },
      parent: Result { () throws(SnapshotError) in try snapshot.parent(of: id) })
    let expected: Answers
    if let wanted {
      let row = wanted.row
      expected = Answers(
        contains: true, index: wanted.offset, level: .success(row.level),
        expanded: .success(row.expanded), visible: .success(row.visible),
        parent: .success(row.parent))
    } else {
      let missing = SnapshotError.itemNotInSectionSnapshot("\(id)")
      expected = Answers(
        contains: false, index: nil, level: .failure(missing), expanded: .failure(missing),
        visible: .failure(missing), parent: .failure(.childNotInSectionSnapshot("\(id)")))
    }
    guard got == expected else { return "queries of \(id) are \(got), expected \(expected)" }
    guard texts, wanted == nil else { return nil }
    func text<T>(_ result: Result<T, SnapshotError>) -> String {
      if case .failure(let error) = result { return error.description }
      return ""
    }
    let thrown = [text(got.level), text(got.expanded), text(got.visible)]
    let text = "Item identifier does not exist in section snapshot: \(id)"
    guard thrown == [text, text, text],
      case .failure(let error) = got.parent,
      error.description == "Child item identifier does not exist in section snapshot: \(id)"
    else { return "texts for \(id) are \(thrown), \(got.parent)" }
    return nil
  }

  /// A query's answer, or the text of the error it threw.
  static func outcome(_ body: () throws(SnapshotError) -> String) -> String {
    do throws(SnapshotError) {
      return try body()
    } catch {
      return error.description
    }
  }

  /// The text a throwing call threw, or `nil`.
  static func thrownText(_ body: () throws(SnapshotError) -> Void) -> String? {
    do throws(SnapshotError) {
      try body()
      return nil
    } catch {
      return error.description
    }
  }
}
