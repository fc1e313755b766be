import Foundation

extension Table {
  /// The titles of the table's section index: the ``Section/indexTitle``
  /// of each section that has one, in order; `nil` when no section has one
  /// (the table view then shows no index).
  ///
  /// This is what the table answers to the table view's
  /// `UITableViewDataSource/sectionIndexTitles(for:)`; a tap on the title
  /// at position *i* (`UITableView/tapSectionIndexTitle(at:)` on the host)
  /// scrolls to ``section(forSectionIndexTitleAt:)``.
  ///
  /// - Complexity: O(*s*) for *s* sections.
  public var sectionIndexTitles: [String]? {
    let titles = shown.compactMap(\.indexTitle)
    return titles.isEmpty ? nil : titles
  }

  /// The position of the section whose index title is at `index` in
  /// ``sectionIndexTitles``, or `nil` when there is no such title.
  ///
  /// - Parameter index: A position in ``sectionIndexTitles``.
  /// - Returns: The section's position in ``sections``.
  /// - Complexity: O(*s*) for *s* sections.
  public func section(forSectionIndexTitleAt index: Int) -> Int? {
    guard index >= 0 else { return nil }
    var seen = 0
    for (position, section) in shown.enumerated() where section.indexTitle != nil {
      if seen == index { return position }
      seen += 1
    }
    return nil
  }

  /// Has the table view read the index titles again when an update
  /// changed them (an update that changes only titles sends no batch, and
  /// a batch or reload reads them anyway).
  func refreshSectionIndexTitles() {
    // UIKit does not say which titles it shows: the table remembers what
    // it last had the view read, the same way on both platforms.
    let titles = sectionIndexTitles
    guard titles != indexTitlesShown else { return }
    indexTitlesShown = titles
    tableView.reloadSectionIndexTitles()
  }
}
