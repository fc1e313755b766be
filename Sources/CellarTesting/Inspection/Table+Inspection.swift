@_spi(Testing) import Cellar
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
  public var sectionIDs: [AnyHashable] { shownSections.compactMap(\.id) }

  /// The identity values of a section's rows, top to bottom (rows
  /// identified by position are skipped): the rows the table shows, so
  /// rows under a collapsed section or row are not listed.
  ///
  /// ```swift
  /// #expect(table.rowIDs(inSection: 0) == [1, 2, 3])
  /// ```
  ///
  /// ``rowIDs(inSection:as:)`` gives them typed, to compare one with a
  /// literal: `table.rowIDs(inSection: 0, as: Int.self).first == 1`.
  ///
  /// - Parameter section: The section's index.
  /// - Returns: The row ids; empty for an index out of range.
  /// - Complexity: O(*r*), for *r* rows in the section.
  public func rowIDs(inSection section: Int) -> [AnyHashable] {
    let sections = shownSections
    guard sections.indices.contains(section) else { return [] }
    return sections[section].rows.compactMap(\.id)
  }

  /// The identity values of the rows of the section with an id, top to
  /// bottom (rows identified by position are skipped): the rows the table
  /// shows.
  ///
  /// ```swift
  /// #expect(table.rowIDs(inSectionWithID: "favourites") == ["tea"])
  /// ```
  ///
  /// - Parameter id: The section's identity.
  /// - Returns: The row ids; empty when no section has that id.
  /// - Complexity: O(*s* + *r*), for *s* sections and *r* rows in the section.
  public func rowIDs(inSectionWithID id: some Hashable) -> [AnyHashable] {
    sectionIndex(withID: id).map { shownSections[$0].rows.compactMap(\.id) } ?? []
  }

  /// The identity values of the sections that are of type `ID`, top to
  /// bottom (sections without an `id`, or with an id of another type, are
  /// left out).
  ///
  /// ```swift
  /// #expect(table.sectionIDs(as: Genre.self) == [.drama, .comedy])
  /// ```
  ///
  /// - Parameter type: The identity type.
  /// - Returns: The ids, typed.
  /// - Complexity: O(*s*), for *s* sections.
  public func sectionIDs<ID: Hashable>(as type: ID.Type) -> [ID] {
    typedIdentities(sectionIDs, as: type)
  }

  /// The identity values of a section's rows that are of type `ID`, top
  /// to bottom (rows identified by position, or by an id of another type,
  /// are left out): ``rowIDs(inSection:)``, to compare with literals.
  ///
  /// ```swift
  /// #expect(table.rowIDs(inSection: 0, as: Int.self).first == 121)
  /// ```
  ///
  /// - Parameters:
  ///   - section: The section's index.
  ///   - type: The identity type.
  /// - Returns: The row ids, typed; empty for an index out of range.
  /// - Complexity: O(*r*), for *r* rows in the section.
  public func rowIDs<ID: Hashable>(inSection section: Int, as type: ID.Type) -> [ID] {
    typedIdentities(rowIDs(inSection: section), as: type)
  }

  /// The identity values of the rows of the section with an id that are
  /// of type `ID`, top to bottom.
  ///
  /// ```swift
  /// #expect(table.rowIDs(inSectionWithID: "favourites", as: String.self) == ["tea"])
  /// ```
  ///
  /// - Parameters:
  ///   - id: The section's identity.
  ///   - type: The identity type.
  /// - Returns: The row ids, typed; empty when no section has that id.
  /// - Complexity: O(*s* + *r*), for *s* sections and *r* rows in the section.
  public func rowIDs<ID: Hashable>(inSectionWithID id: some Hashable, as type: ID.Type) -> [ID] {
    typedIdentities(rowIDs(inSectionWithID: id), as: type)
  }
}
