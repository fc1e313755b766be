import Foundation

/// A change of one node's expansion, asked for by `setExpanded` (or a tap):
/// it rides in the update queue, so that it is applied after the updates
/// asked for before it.
struct ExpansionRequest {
  var node: OutlineNode
  var isExpanded: Bool
  /// Whether the user's tap asked for it (a row, its disclosure or a
  /// header), not `setExpanded`.
  var isUserAction = false
  /// Whether it flips the state the node has when it is applied (a tap,
  /// ``OutlineState/toggle()``), rather than asking for `isExpanded`: two
  /// toggles queued together cancel out, and a toggle queued behind a
  /// `setExpanded` flips the state that one set. ``OutlineMemory/record(_:)``
  /// sets `isExpanded`.
  var toggles = false
}

/// A shown, expanded row whose children are still to load
/// (`children(loadingWith:)`).
struct OutlineLoad {
  /// The row, by identity.
  var node: OutlineNode
  /// The row.
  var row: AnyRow
}

/// What a table or grid keeps of its outline: the expansion state by
/// identity, and the declared tree it last showed. Written once for both
/// front ends (``CellarList/outline``).
struct OutlineMemory {
  /// The state of every collapsible section and row with children met.
  var states = ExpansionTable()
  /// The sections as declared by the last update applied (rows with their
  /// children, collapsed sections with their rows), or `nil` when no
  /// section had to be flattened: the shown sections are then the declared
  /// ones.
  var declared: [Section]?
  /// Each shown row's place in its section's outline, by shown section
  /// (`nil` for a section without rows under other rows).
  var places: [[OutlinePlace]?] = []
  /// How many projections were made: the stamp of the nodes each one met.
  var pass = 0
  /// The place of each shown row of a section with rows under other rows,
  /// by its storage: what a cell made for the row is told, found by the
  /// row and not by its index path, which differs between the stages of
  /// an update.
  var placeOfRow: [ObjectIdentifier: OutlinePlace] = [:]
  /// Whether the table has shown an outline: from then on every cell is
  /// told its level, so that a recycled cell loses the one it had.
  var isActive = false
  /// The shown, expanded rows whose children are still to load.
  var loading: [OutlineLoad] = []
  /// The rows of ``loading`` whose loader was called: not called again
  /// while they stay loading.
  var asked: Set<OutlineNode> = []
  /// When the last projection hid rows: every declared row (flattened, with
  /// the rows to check named by tree path), for the content checks, which
  /// would otherwise meet a hidden row with a bad height or reuse
  /// identifier only when it shows.
  var hiddenRowsToCheck: (sections: [Section], rows: RowsToCheck)?
  /// The state each cell was last told, with the row or item it was for,
  /// by cell: after an update, a visible cell is told again only when
  /// they changed (a cell the update configured was told already), so
  /// that a `configureOutline` that toggles its row asks once an update,
  /// not twice (which would double the queue at each link of the loop).
  var toldStates: [ObjectIdentifier: (state: OutlineState, node: OutlineNode?)] = [:]

  /// Records the state `request` asks for; a toggle's `isExpanded` is set
  /// to the flip of the state kept now.
  ///
  /// - Returns: Whether it changed the state the table kept.
  mutating func record(_ request: inout ExpansionRequest) -> Bool {
    if request.toggles { request.isExpanded = !(states.state(of: request.node) ?? false) }
    guard states.state(of: request.node) != request.isExpanded else { return false }
    // Stamped with no pass: only a projection that meets the node keeps it.
    states.set(request.node, expanded: request.isExpanded, seenIn: 0)
    return true
  }

  /// Flattens `declared` into the sections to show, and keeps the tree and
  /// the states met.
  ///
  /// - Returns: The sections to show.
  /// - Throws: ``TableError/outlineNodeNeedsID(path:)``; a row id repeated
  ///   among rows the projection hides
  ///   (``TableError/duplicateIDs(rows:sections:)``: the differ sees only
  ///   shown rows).
  /// - Complexity: O(1) when no section is collapsible and no row has
  ///   children besides a scan of the rows; else O(*n*) for *n* declared
  ///   rows, hidden ones included.
  mutating func project(_ declared: [Section]) throws -> [Section] {
    pass += 1
    guard Self.needsProjection(declared) else {
      self.declared = nil
      places = []
      placeOfRow = [:]
      loading = []
      hiddenRowsToCheck = nil
      return declared
    }
    let result: OutlineProjection.Result
    do {
      result = try OutlineProjection.project(declared, states: &states, pass: pass)
    } catch {
      throw error.tableError
    }
    if result.hidesRows {
      // Hidden rows are checked as shown ones are: ids first, then content.
      let tree = OutlineTree(declared)
      if let error = duplicateError(in: declared, tree: tree) { throw error }
      hiddenRowsToCheck =
        tree.map { ($0.sections, RowsToCheck.tree(paths: $0.paths)) } ?? (declared, .all)
    } else {
      hiddenRowsToCheck = nil
    }
    self.declared = declared
    places = result.places
    loading = result.loading
    placeOfRow = [:]
    for (section, places) in zip(result.sections, result.places) {
      guard let places else { continue }
      for (row, place) in zip(section.rows, places) {
        placeOfRow[ObjectIdentifier(row.storage)] = place
      }
    }
    isActive = true
    return result.sections
  }

  /// Whether any section is collapsible or has a row with children.
  ///
  /// - Complexity: O(*n*) for *n* top-level rows in the sections that may
  ///   have parent rows (see ``Section/rowTraits``), O(1) for the others.
  static func needsProjection(_ sections: [Section]) -> Bool {
    sections.contains { $0.isCollapsible || $0.hasOutlineParents }
  }
}

extension OutlineMemory {
  /// The rows whose children to ask for now: those loading and not asked
  /// yet. Rows no longer loading (loaded, collapsed, hidden or gone) are
  /// forgotten, so that their next expansion asks again.
  ///
  /// - Complexity: O(*l* + *a*) for *l* loading and *a* asked rows.
  mutating func rowsToLoad() -> [AnyRow] {
    guard !loading.isEmpty || !asked.isEmpty else { return [] }
    var due: [AnyRow] = []
    var stillAsked: Set<OutlineNode> = []
    for load in loading where stillAsked.insert(load.node).inserted {
      if !asked.contains(load.node) { due.append(load.row) }
    }
    asked = stillAsked
    return due
  }

  /// Forgets the loading rows among `rows` (a collapsed run).
  mutating func stopLoading(_ rows: some Sequence<AnyRow>) {
    guard !loading.isEmpty else { return }
    let gone = Set(rows.lazy.filter(\.storage.loadsChildren).map { ObjectIdentifier($0.storage) })
    guard !gone.isEmpty else { return }
    loading.removeAll { gone.contains(ObjectIdentifier($0.row.storage)) }
  }
}

extension OutlineIdentityError {
  /// The error a caller gets.
  var tableError: TableError {
    switch self {
    case .sectionNeedsID(let section): .outlineNodeNeedsID(path: IndexPath(index: section))
    case .rowNeedsID(let path): .outlineNodeNeedsID(path: IndexPath(indexes: path))
    }
  }
}

extension OutlineMemory {
  /// Whether some shown section has rows under other rows: the user cannot
  /// move rows then (UIKit collapses an outline item before dragging it;
  /// moving a subtree between levels is not supported).
  var hasNestedRows: Bool { places.contains { $0 != nil } }

  /// The declared tree path of the shown row at `path`: its section, then
  /// its index among its siblings at each level (a row of a section without
  /// rows under other rows keeps its index).
  ///
  /// - Complexity: O(*r*) for the *r* shown rows before it in its section.
  func treePath(ofShownRow path: IndexPath) -> [Int] {
    guard places.indices.contains(path.section), let levels = places[path.section] else {
      return [path.section, path.row]
    }
    // Siblings of a shown row all show (their parent is expanded), so a
    // row's index among them is counted from the levels of the shown rows.
    var indices: [Int] = []
    for place in levels[...path.row] {
      if indices.count > place.level + 1 { indices.removeLast(indices.count - place.level - 1) }
      if indices.count == place.level + 1 { indices[place.level] += 1 } else { indices.append(0) }
    }
    return [path.section] + indices
  }

  /// How many shown rows the row at `path` stands for: itself and its shown
  /// descendants, which follow it.
  func shownRun(at path: IndexPath) -> Int {
    guard places.indices.contains(path.section), let levels = places[path.section] else {
      return 1
    }
    let level = levels[path.row].level
    var end = path.row + 1
    while end < levels.count, levels[end].level > level { end += 1 }
    return end - path.row
  }

  /// `declared` without the row at `treePath` (and its children).
  ///
  /// - Complexity: O(*d* + *w*) for a row *d* levels down among siblings
  ///   of *w* rows at most; no recursion.
  static func removing(_ treePath: [Int], from declared: [Section]) -> [Section] {
    var sections = declared
    // The sibling arrays down the path, then each rebuilt with the one below.
    var levels: [[AnyRow]] = [declared[treePath[0]].rows]
    for index in treePath.dropFirst().dropLast() {
      levels.append(levels[levels.count - 1][index].storage.outlineChildren ?? [])
    }
    var rebuilt = levels.removeLast()
    rebuilt.remove(at: treePath[treePath.count - 1])
    for (depth, index) in treePath.dropFirst().dropLast().enumerated().reversed() {
      var parentLevel = levels[depth]
      parentLevel[index] = AnyRow(storage: parentLevel[index].storage.withOutlineChildren(rebuilt))
      rebuilt = parentLevel
    }
    sections[treePath[0]].rows = rebuilt
    return sections
  }
}
