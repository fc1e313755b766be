import Foundation

extension Section {
  /// Returns the section with a title in the table's section index.
  ///
  /// ```swift
  /// try table.update {
  ///   for (letter, names) in contactsByLetter {
  ///     Section(id: letter, header: .title(letter)) {
  ///       for name in names { Row<NameCell>(model: name) }
  ///     }
  ///     .indexTitle(letter)
  ///   }
  /// }
  /// ```
  ///
  /// The table answers the table view's
  /// `UITableViewDataSource/sectionIndexTitles(for:)` with the titles of
  /// the sections that have one, in order, and
  /// `UITableViewDataSource/tableView(_:sectionForSectionIndexTitle:at:)`
  /// with the section of the title at that position; so sections without
  /// a title can sit between indexed ones, and two sections may share a
  /// title (each keeps its own entry).
  ///
  /// - Parameter title: The title, usually one letter; `nil` removes the
  ///   section from the index.
  /// - Returns: The section with ``indexTitle`` set.
  public func indexTitle(_ title: String?) -> Section {
    var section = self
    section.indexTitle = title
    return section
  }
}
