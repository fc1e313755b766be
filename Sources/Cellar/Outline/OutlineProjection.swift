import Foundation

/// Flattens declared sections (collapsible sections, rows with children)
/// into the sections a table or grid shows: each row, then its children
/// while it is expanded, depth first; a collapsed section keeps its header
/// and footer and shows no rows. Written once for tables and grids.
///
/// A section that is not collapsible and has no row with children comes
/// out as it went in (the same value, its rows' buffer shared), so a plain
/// table pays one load per row to be told so.
enum OutlineProjection {
  /// The flattened sections, with what the flattening found.
  struct Result {
    /// The sections to show, one per declared section.
    var sections: [Section]
    /// Each shown row's place, parallel to `sections[i].rows`; `nil` for a
    /// section without an outline (no row has children).
    var places: [[OutlinePlace]?]
    /// Whether some declared row is not shown (under a collapsed section
    /// or row).
    var hidesRows = false
    /// The shown, expanded rows whose children are still to load, in
    /// order.
    var loading: [OutlineLoad] = []
  }

  /// Flattens `declared`.
  ///
  /// - Parameters:
  ///   - declared: The sections as the app declares them.
  ///   - states: The states the table keeps: a node met for the first time
  ///     gets its declared initial state; every collapsible section and
  ///     parent row met, shown or hidden, is stamped with `pass`.
  ///   - pass: The number of this projection.
  /// - Returns: The shown sections and the places.
  /// - Throws: ``OutlineIdentityError`` for a collapsible section without
  ///   an `id` or a parent row without an identity.
  /// - Complexity: O(*n*) for *n* declared rows, hidden ones included
  ///   (their parents' states are recorded), without recursion.
  static func project(
    _ declared: [Section], states: inout ExpansionTable, pass: Int
  ) throws(OutlineIdentityError) -> Result {
    var result = Result(sections: [], places: [])
    result.sections.reserveCapacity(declared.count)
    result.places.reserveCapacity(declared.count)
    for (index, section) in declared.enumerated() {
      let hasParents = section.hasOutlineParents
      guard section.isCollapsible || hasParents else {
        result.sections.append(section)
        result.places.append(nil)
        continue
      }
      var isExpanded = true
      if section.isCollapsible {
        guard let id = section.id else { throw .sectionNeedsID(section: index) }
        let node = OutlineNode.section(id)
        isExpanded = states.state(of: node) ?? section.isInitiallyExpanded
        states.set(node, expanded: isExpanded, seenIn: pass)
      }
      var walk = Walk(sectionIndex: index)
      try walk.run(
        section.rows, showing: isExpanded, states: &states, pass: pass)
      if walk.hidesRows { result.hidesRows = true }
      result.loading += walk.loading
      var shown = section
      shown.rows = walk.rows
      result.sections.append(shown)
      result.places.append(hasParents ? walk.places : nil)
    }
    return result
  }

  /// A depth-first walk of one section's rows with an explicit stack (a
  /// chain of 10,000 levels must not overflow the call stack).
  struct Walk {
    let sectionIndex: Int
    /// The level of the rows the walk starts with.
    var baseLevel = 0
    var rows: [AnyRow] = []
    var places: [OutlinePlace] = []
    /// Whether a row met was not shown.
    var hidesRows = false
    /// The shown, expanded rows met whose children are still to load.
    var loading: [OutlineLoad] = []

    /// One level being walked: its rows, the next one, and whether they
    /// show.
    private struct Frame {
      var rows: [AnyRow]
      var next = 0
      var isShown: Bool
    }

    init(sectionIndex: Int) {
      self.sectionIndex = sectionIndex
    }

    /// Walks `top` and the children under it, appending the rows that
    /// show and recording every parent's state.
    mutating func run(
      _ top: [AnyRow], showing isShown: Bool, states: inout ExpansionTable, pass: Int
    ) throws(OutlineIdentityError) {
      var stack = [Frame(rows: top, isShown: isShown)]
      while let last = stack.indices.last {
        guard stack[last].next < stack[last].rows.count else {
          stack.removeLast()
          continue
        }
        let row = stack[last].rows[stack[last].next]
        stack[last].next += 1
        let isShown = stack[last].isShown
        let level = baseLevel + stack.count - 1
        if !isShown { hidesRows = true }
        guard let children = row.storage.outlineChildren else {
          if isShown {
            append(row, OutlinePlace(level: level, hasChildren: false, isExpanded: false))
          }
          continue
        }
        guard let id = row.storage.identityValue else {
          throw .rowNeedsID(path: [sectionIndex] + stack.map { $0.next - 1 })
        }
        let node = OutlineNode.row(id)
        let isExpanded = states.state(of: node) ?? row.storage.outlineInitiallyExpanded
        states.set(node, expanded: isExpanded, seenIn: pass)
        if isShown {
          append(row, OutlinePlace(level: level, hasChildren: true, isExpanded: isExpanded))
          if isExpanded, row.storage.loadsChildren {
            loading.append(OutlineLoad(node: node, row: row))
          }
        }
        if !children.isEmpty { stack.append(Frame(rows: children, isShown: isShown && isExpanded)) }
      }
    }

    private mutating func append(_ row: AnyRow, _ place: OutlinePlace) {
      rows.append(row)
      places.append(place)
    }
  }
}
