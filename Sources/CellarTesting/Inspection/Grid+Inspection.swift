@_spi(Testing) import Cellar
import Foundation

extension Grid {
  /// The identity values of the sections, first to last (sections without
  /// an `id` are skipped).
  ///
  /// ```swift
  /// #expect(grid.sectionIDs == ["albums", "2026-09"])
  /// ```
  ///
  /// - Complexity: O(*s*), for *s* sections.
  public var sectionIDs: [AnyHashable] { shownSections.compactMap(\.id) }

  /// The identity values of a section's items, first to last (items
  /// identified by position are skipped): the items the grid shows, so
  /// items under a collapsed section or item are not listed.
  ///
  /// ```swift
  /// #expect(grid.itemIDs(inSection: 1) == [1, 2, 3])
  /// ```
  ///
  /// - Parameter section: The section's index.
  /// - Returns: The item ids; empty for an index out of range.
  /// - Complexity: O(*i*), for *i* items in the section.
  public func itemIDs(inSection section: Int) -> [AnyHashable] {
    let sections = shownSections
    guard sections.indices.contains(section) else { return [] }
    return sections[section].rows.compactMap(\.id)
  }

  /// The identity values of the items of the section with an id, first to
  /// last (items identified by position are skipped): the items the grid
  /// shows.
  ///
  /// ```swift
  /// #expect(grid.itemIDs(inSectionWithID: "2026-09") == [7, 8])
  /// ```
  ///
  /// - Parameter id: The section's identity.
  /// - Returns: The item ids; empty when no section has that id.
  /// - Complexity: O(*s* + *i*), for *s* sections and *i* items in the section.
  public func itemIDs(inSectionWithID id: some Hashable) -> [AnyHashable] {
    sectionIndex(withID: id).map { shownSections[$0].rows.compactMap(\.id) } ?? []
  }

  /// The identity values of the sections that are of type `ID`, first to
  /// last (sections without an `id`, or with an id of another type, are
  /// left out).
  ///
  /// - Parameter type: The identity type.
  /// - Returns: The ids, typed.
  /// - Complexity: O(*s*), for *s* sections.
  public func sectionIDs<ID: Hashable>(as type: ID.Type) -> [ID] {
    typedIdentities(sectionIDs, as: type)
  }

  /// The identity values of a section's items that are of type `ID`,
  /// first to last (items identified by position, or by an id of another
  /// type, are left out).
  ///
  /// ```swift
  /// #expect(grid.itemIDs(inSection: 1, as: Int.self).first == 301)
  /// ```
  ///
  /// - Parameters:
  ///   - section: The section's index.
  ///   - type: The identity type.
  /// - Returns: The item ids, typed; empty for an index out of range.
  /// - Complexity: O(*s* + *i*), for *s* sections and *i* items in the section.
  public func itemIDs<ID: Hashable>(inSection section: Int, as type: ID.Type) -> [ID] {
    typedIdentities(itemIDs(inSection: section), as: type)
  }

  /// The identity values of the items of the section with an id that are
  /// of type `ID`, first to last.
  ///
  /// - Parameters:
  ///   - id: The section's identity.
  ///   - type: The identity type.
  /// - Returns: The item ids, typed; empty when no section has that id.
  /// - Complexity: O(*s* + *i*), for *s* sections and *i* items in the section.
  public func itemIDs<ID: Hashable>(inSectionWithID id: some Hashable, as type: ID.Type) -> [ID] {
    typedIdentities(itemIDs(inSectionWithID: id), as: type)
  }
}
