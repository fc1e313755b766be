import Foundation

/// What `CellarTesting` reads of a table's or grid's outline: the sections
/// shown, the sections declared, and the place of each shown row. Written
/// once for both front ends.
extension CellarList {
  /// The sections the view shows, as of the last applied update: the
  /// declared sections with the rows of collapsed sections and rows left
  /// out and children after their expanded parents (the declared sections
  /// themselves when there is no outline).
  ///
  /// - Complexity: O(1).
  @_spi(Testing) public var shownSections: [Section] { shown }

  /// The sections as declared by the last applied update: rows with their
  /// children, collapsible sections with their rows, shown or not
  /// (`Table.sections`; a grid's as planner sections).
  ///
  /// - Complexity: O(1).
  @_spi(Testing) public var declaredSections: [Section] { outline.declared ?? shown }

  /// The place in its section's outline of each row (a grid's item) of a
  /// shown section, in order: its level (0 for a row of the section
  /// itself) and, for a row with children, whether it shows them (`nil`
  /// for a leaf).
  ///
  /// - Parameter section: The shown section's index.
  /// - Returns: One place per shown row; empty for an index out of range.
  /// - Complexity: O(*r*) for *r* shown rows in the section.
  @_spi(Testing) public func outlinePlaces(inShownSection section: Int)
    -> [(level: Int, isExpanded: Bool?)]
  {
    guard shown.indices.contains(section) else { return [] }
    guard outline.places.indices.contains(section), let places = outline.places[section] else {
      return shown[section].rows.map { _ in (level: 0, isExpanded: nil) }
    }
    return places.map { (level: $0.level, isExpanded: $0.hasChildren ? $0.isExpanded : nil) }
  }
}
