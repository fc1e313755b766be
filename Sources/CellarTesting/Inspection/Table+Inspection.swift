#if !canImport(UIKit)
  import Cellar
  import Foundation

  extension Table {
    /// The identity values of the sections, top to bottom (sections without
    /// an `id` are skipped).
    ///
    /// ```swift
    /// #expect(table.sectionIDs == ["favourites", "all"])
    /// ```
    ///
    /// - Complexity: O(*s*), for *s* sections.
    public var sectionIDs: [AnyHashable] { sections.compactMap(\.id) }

    /// The identity values of a section's rows, top to bottom (rows
    /// identified by position are skipped).
    ///
    /// ```swift
    /// #expect(table.rowIDs(inSection: 0) == [1, 2, 3])
    /// ```
    ///
    /// - Parameter section: The section's index.
    /// - Returns: The row ids; empty for an index out of range.
    /// - Complexity: O(*r*), for *r* rows in the section.
    public func rowIDs(inSection section: Int) -> [AnyHashable] {
      guard sections.indices.contains(section) else { return [] }
      return sections[section].rows.compactMap(\.id)
    }

    /// The identity values of the rows of the section with an id, top to
    /// bottom (rows identified by position are skipped).
    ///
    /// ```swift
    /// #expect(table.rowIDs(inSectionWithID: "favourites") == ["tea"])
    /// ```
    ///
    /// - Parameter id: The section's identity.
    /// - Returns: The row ids; empty when no section has that id.
    /// - Complexity: O(*s* + *r*), for *s* sections and *r* rows in the section.
    public func rowIDs(inSectionWithID id: some Hashable) -> [AnyHashable] {
      section(withID: id)?.rows.compactMap(\.id) ?? []
    }

    /// The identity values of the selected rows, in index-path order (rows
    /// identified by position are skipped).
    ///
    /// ```swift
    /// try table.tableView.tapRow(at: IndexPath(row: 1, section: 0))
    /// #expect(table.selectedRowIDs == [2])
    /// ```
    ///
    /// - Complexity: O(*k* log *k*), for *k* selected rows.
    public var selectedRowIDs: [AnyHashable] {
      (tableView.indexPathsForSelectedRows ?? []).sorted().compactMap { row(at: $0)?.id }
    }

    /// The screen as text, after laying the table out: headers (`# `), rows
    /// (`> ` when selected), footers (`~ `), top to bottom, as
    /// `TableView.render()` draws them.
    ///
    /// ```swift
    /// #expect(try table.renderedScreen() == """
    ///   # Fruit
    ///     Apple
    ///   > Banana
    ///   """)
    /// ```
    ///
    /// - Returns: The drawing; empty when nothing is on screen.
    /// - Throws: What `TableView.layoutIfNeeded()` throws (a data
    ///   source that answers inconsistently).
    /// - Complexity: O(*v* log *v* + *c*) for *v* visible elements drawing *c*
    ///   characters, plus the layout.
    public func renderedScreen() throws -> String {
      try tableView.layoutIfNeeded()
      return tableView.render()
    }
  }
#endif
