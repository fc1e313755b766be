extension Headless {
  /// Where a boundary supplementary item sits on its section or layout,
  /// UIKit's `NSRectAlignment` (Foundation on Linux does not have it): a
  /// boundary supplementary item's `alignment`.
  ///
  /// Leading and trailing follow the layout direction. The raw values are
  /// UIKit's.
  public enum NSRectAlignment: Int, Sendable {
    /// No alignment.
    case none = 0
    /// Along the top edge.
    case top = 1
    /// At the top leading corner.
    case topLeading = 2
    /// Along the leading edge.
    case leading = 3
    /// At the bottom leading corner.
    case bottomLeading = 4
    /// Along the bottom edge.
    case bottom = 5
    /// At the bottom trailing corner.
    case bottomTrailing = 6
    /// Along the trailing edge.
    case trailing = 7
    /// At the top trailing corner.
    case topTrailing = 8
  }
}
