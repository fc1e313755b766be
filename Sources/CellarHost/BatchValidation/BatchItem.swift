import CellarDiff

/// One item a batch's delete or insert step checks: a whole section, or a
/// row. Ordered by section, and within a section every row before the
/// section itself, so the delete step (descending) checks a section before
/// its rows and the insert step (ascending) after them, as UIKit does.
enum BatchItem: Comparable {
  case row(SectionedChangeset.Path)
  case section(Int)

  private var key: (section: Int, isSection: Bool, row: Int) {
    switch self {
    case .row(let path): (path.section, false, path.row)
    case .section(let section): (section, true, 0)
    }
  }

  static func < (lhs: BatchItem, rhs: BatchItem) -> Bool {
    let (left, right) = (lhs.key, rhs.key)
    if left.section != right.section { return left.section < right.section }
    if left.isSection != right.isSection { return !left.isSection }
    return left.row < right.row
  }
}
