import Foundation

extension SectionedChangeset.Path {
  /// The path as a table index path.
  var indexPath: IndexPath { IndexPath(row: row, section: section) }
}
