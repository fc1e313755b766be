import Foundation

/// Expanding and collapsing, written once for tables and grids: an
/// expansion is an update of the declared sections with one state changed,
/// queued like any other.
extension UpdateDriver {
  /// Asks for `node` to expand or collapse: at once, or queued behind the
  /// updates asked for before it (inside a callback, during an update or a
  /// view event).
  ///
  /// - Parameters:
  ///   - isExpanded: The state asked for.
  ///   - node: The section or row.
  ///   - animation: How the rows appear or go.
  ///   - byUser: Whether the user's tap asks for it.
  ///   - toggles: Whether it flips the node's state when applied
  ///     (`isExpanded` is then ignored), and does nothing, silently, for a
  ///     node that is no longer a collapsible section or a row with
  ///     children (a tap on a cell or header whose row or section changed
  ///     meanwhile).
  /// - Returns: `false` when `node` is not a collapsible section or a row
  ///   with children of the sections the table will show, or the update
  ///   failed; the error went to ``CellarList/onError`` (for a toggle, only
  ///   the update's).
  /// - Complexity: O(*n*) for *n* declared rows, besides the update.
  func requestExpansion(
    _ isExpanded: Bool, of node: OutlineNode, animation: Animation, byUser: Bool = false,
    toggles: Bool = false
  ) -> Bool {
    let sections = latestSections
    // The last projection met the node in these very sections: no walk.
    let met =
      outline.declared.map { OutlineMemory.isSame($0, sections) } == true
      && outline.states.wasMet(node, inPass: outline.pass)
    guard met || Self.declares(node, in: sections) else {
      if !toggles { report(TableError.notExpandable(node.target)) }
      return false
    }
    do {
      try request(
        PendingUpdate(
          sections: sections, animation: animation, reloadsData: false,
          expansion: ExpansionRequest(
            node: node, isExpanded: isExpanded, isUserAction: byUser, toggles: toggles)))
      return true
    } catch {
      report(error)
      return false
    }
  }

  /// Whether `sections` hold `node`: a collapsible section with its id, or
  /// a row with children with its identity, shown or hidden.
  ///
  /// - Complexity: O(*n*) for *n* rows in the tree; no recursion.
  static func declares(_ node: OutlineNode, in sections: [Section]) -> Bool {
    switch node {
    case .section(let id):
      return sections.contains { $0.isCollapsible && $0.id == id }
    case .row(let id):
      var stack = sections.map { $0.rows[...] }
      while let rows = stack.popLast() {
        for row in rows {
          guard let children = row.storage.outlineChildren else { continue }
          if row.storage.identityValue == id { return true }
          stack.append(children[...])
        }
      }
      return false
    }
  }
}

extension CellarList {
  /// Whether a section is expanded: `false` when it is collapsed or no
  /// section has the id, `true` for a section that is not collapsible.
  ///
  /// - Parameter id: The section's `id`.
  /// - Complexity: O(1) expected for a collapsible section; O(*s*) for *s*
  ///   sections otherwise.
  public func isExpanded(section id: some Hashable) -> Bool {
    let id = AnyHashable(id)
    if let state = outline.states.state(of: .section(id)) { return state }
    return shown.contains { $0.id == id && !$0.isCollapsible }
  }

  /// Whether a row (a grid's item) with children shows them: its own
  /// state, whether its parents are expanded or not; `false` for a row
  /// without children and an id the table does not hold.
  ///
  /// - Parameter id: The row's identity.
  /// - Complexity: O(1) expected.
  public func isExpanded(row id: some Hashable) -> Bool {
    outline.states.state(of: .row(AnyHashable(id))) ?? false
  }
}

extension OutlineNode {
  /// The node as an error reports it.
  var target: TableError.OutlineTarget {
    switch self {
    case .section(let id): TableError.OutlineTarget(.section, id: id)
    case .row(let id): TableError.OutlineTarget(.row, id: id)
    }
  }
}

extension UpdateDriver {
  /// Where the row with identity `id` is: shown (its index path), hidden
  /// under the nearest collapsed section or row, or absent.
  ///
  /// - Complexity: O(1) expected for a shown row after the first lookup of
  ///   a state; O(*n*) for *n* declared rows otherwise (no recursion).
  func presence(of id: AnyHashable, shownAt path: IndexPath?) -> RowPresence {
    if let path { return .shown(path) }
    guard let declared = outline.declared else { return .absent }
    // Each level: its rows, the next one, and the nearest collapsed node
    // above them (nil while every ancestor is expanded).
    for section in declared {
      let sectionNode = section.id.map(OutlineNode.section)
      let collapsed =
        section.isCollapsible && sectionNode.flatMap { outline.states.state(of: $0) } == false
        ? sectionNode : nil
      var stack: [(rows: ArraySlice<AnyRow>, hiddenUnder: OutlineNode?)] = [
        (section.rows[...], collapsed)
      ]
      while let last = stack.popLast() {
        for (offset, row) in zip(last.rows.indices, last.rows) {
          if row.storage.identityValue == id {
            return last.hiddenUnder.map { .hidden(under: $0) } ?? .absent
          }
          guard let children = row.storage.outlineChildren, let rowID = row.storage.identityValue
          else { continue }
          let node = OutlineNode.row(rowID)
          let isExpanded = outline.states.state(of: node) ?? false
          stack.append((last.rows[(offset + 1)...], last.hiddenUnder))
          stack.append((children[...], last.hiddenUnder ?? (isExpanded ? nil : node)))
          break
        }
      }
    }
    return .absent
  }
}
