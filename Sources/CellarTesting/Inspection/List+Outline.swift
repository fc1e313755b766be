@_spi(Testing) import Cellar
import Foundation

/// A row (a grid's item) the table or grid shows in an outline: its
/// identity, its depth and, for a row with children, whether it shows them.
///
/// ```swift
/// #expect(
///   table.outlineRows(inSection: 0) == [
///     OutlineRow(id: "docs", level: 0, isExpanded: true),
///     OutlineRow(id: "a.txt", level: 1, isExpanded: nil),
///   ])
/// ```
public struct OutlineRow: Hashable, CustomStringConvertible {
  /// The row's identity.
  public var id: AnyHashable
  /// Its depth: 0 for a row of the section itself, 1 for its children, and
  /// so on.
  public var level: Int
  /// For a row with children, whether it shows them; `nil` for a leaf (a
  /// row declared without children; an empty folder has children `[]` and
  /// a state).
  public var isExpanded: Bool?

  /// Makes a row to compare a table's with.
  ///
  /// - Parameters:
  ///   - id: The row's identity.
  ///   - level: Its depth.
  ///   - isExpanded: Whether it shows its children; `nil` for a leaf.
  public init(id: AnyHashable, level: Int, isExpanded: Bool? = nil) {
    self.id = id
    self.level = level
    self.isExpanded = isExpanded
  }

  /// The row as its line of `outlineDescription`: two spaces a level, `+`
  /// expanded or `-` collapsed (a leaf too), `*` (shown), then its
  /// identity (strings in quotes, integers as `#7`): `  + * "docs"`.
  public var description: String {
    String(repeating: "  ", count: level) + (isExpanded == true ? "+ * " : "- * ")
      + UpdateRecorder.describe(id)
  }
}

extension CellarList {
  /// The rows a shown section of the table (a grid's items) shows, in
  /// outline order, each with its level and, for a row with children,
  /// whether it is expanded: what the view shows, read from the sections
  /// it was given (the rows of a collapsed section or row are not there).
  ///
  /// ```swift
  /// table.setExpanded(true, row: "docs")
  /// #expect(table.outlineRows(inSection: 0).map(\.level) == [0, 1, 1, 0])
  /// ```
  ///
  /// Rows identified by position (leaves need no identity) are skipped, as
  /// ``Table/rowIDs(inSection:)`` skips them. A table without outlines has
  /// every row at level 0, a leaf.
  ///
  /// - Parameter section: The section's index.
  /// - Returns: The shown rows; empty for an index out of range.
  /// - Complexity: O(*r*), for *r* shown rows in the section.
  public func outlineRows(inSection section: Int) -> [OutlineRow] {
    let sections = shownSections
    guard sections.indices.contains(section) else { return [] }
    let places = outlinePlaces(inShownSection: section)
    return zip(sections[section].rows, places).compactMap { row, place in
      row.id.map { OutlineRow(id: $0, level: place.level, isExpanded: place.isExpanded) }
    }
  }

  /// The declared tree as text, in the legend of the `visualDescription()`
  /// of UIKit's `NSDiffableDataSourceSectionSnapshot`: one line a row,
  /// indented two spaces a level, then `+` for an expanded row or `-` for a
  /// collapsed one (a leaf, which is never expanded, too), then `*` for a
  /// row the table shows or a space for one hidden under a collapsed
  /// section or row, then its identity (strings in quotes, integers as
  /// `#7`, `row without id` for a row identified by position).
  ///
  /// Each section starts with a line of its own: `section "audio"`, with
  /// `(collapsible, expanded)` or `(collapsible, collapsed)` for a
  /// collapsible one. For a grid, the rows are its items.
  ///
  /// ```
  /// section "files"
  /// + * "docs"
  ///   - * "a.txt"
  ///   - * "drafts"
  ///     -   "old.txt"
  /// - * "notes.txt"
  /// section "audio" (collapsible, collapsed)
  /// -   "volume"
  /// ```
  ///
  /// Each state is the table's (`isExpanded(row:)`,
  /// `isExpanded(section:)`): what it kept for the identity, not what the
  /// sections declare.
  ///
  /// - Complexity: O(*n*), for *n* declared rows, hidden ones included;
  ///   no recursion.
  public var outlineDescription: String {
    var lines: [String] = []
    for (index, section) in declaredSections.enumerated() {
      var heading =
        RecordedSection(
          id: section.id, title: section.header?.title, index: index, elementIDs: []
        ).label
      var sectionShows = true
      if section.isCollapsible, let id = section.id {
        sectionShows = isExpanded(section: id)
        heading += sectionShows ? " (collapsible, expanded)" : " (collapsible, collapsed)"
      }
      lines.append(heading)
      // Depth first with an explicit stack: each level's remaining rows,
      // and whether they show.
      var stack: [(rows: ArraySlice<AnyRow>, shows: Bool)] = [(section.rows[...], sectionShows)]
      while let last = stack.indices.last {
        guard let row = stack[last].rows.first else {
          stack.removeLast()
          continue
        }
        stack[last].rows.removeFirst()
        let shows = stack[last].shows
        let level = stack.count - 1
        let children = row.children
        let expanded = children != nil && row.id.map { isExpanded(row: $0) } == true
        lines.append(
          String(repeating: "  ", count: level) + (expanded ? "+" : "-") + (shows ? " * " : "   ")
            + (row.id.map(UpdateRecorder.describe) ?? "row without id"))
        if let children, !children.isEmpty {
          stack.append((children[...], shows && expanded))
        }
      }
    }
    return lines.joined(separator: "\n")
  }
}
