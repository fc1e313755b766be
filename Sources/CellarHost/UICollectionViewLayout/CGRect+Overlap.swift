import Foundation

extension CGRect {
  /// Whether the two rectangles share some area: touching edges do not
  /// count, a zero-size rectangle inside the other does. The layouts'
  /// queries and the collection view use it; unlike Foundation's
  /// `intersects(_:)` on Linux, it does not trap on NaN (it answers
  /// `false`).
  func overlapsInterior(of other: CGRect) -> Bool {
    minX < other.maxX && maxX > other.minX && minY < other.maxY && maxY > other.minY
  }
}

extension CGRect {
  /// Whether the two rectangles meet or touch (shared edges and corners
  /// count), as Foundation's `intersects(_:)` answers, without trapping on
  /// NaN (it answers `false`). The compositional layout's queries use it.
  func meetsOrTouches(_ other: CGRect) -> Bool {
    minX <= other.maxX && other.minX <= maxX && minY <= other.maxY && other.minY <= maxY
  }
}
