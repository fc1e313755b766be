import CellarDiff
import Foundation

extension SectionedChangeset.Path {
  /// The position a table index path names, read as UIKit reads an
  /// `NSIndexPath`: the section is the first index and the row the second,
  /// a missing index reads as `NSNotFound` (`Int.max`). A path with more
  /// than two indexes names no row either, so its row reads as `NSNotFound`
  /// too: whatever the path, it fails a batch's range checks with the
  /// operation's message instead of trapping or naming another row.
  ///
  /// `Int.max` here is UIKit's reading, not a marker: the batch checks never
  /// test for it, so a missing index and an explicit `Int.max` behave alike
  /// (as in UIKit), both out of range of any table.
  init(_ path: IndexPath) {
    let notFound = Int.max
    self.init(
      section: path.isEmpty ? notFound : path[path.startIndex],
      row: path.isTablePath ? path[path.index(after: path.startIndex)] : notFound)
  }

  /// The table index path of this position (shared with `Cellar`'s planner).
  package var indexPath: IndexPath { IndexPath(row: row, section: section) }
}
