import Foundation

/// Where a pinned header or footer lies along the scroll axis: the flow
/// layout's `sectionHeadersPinToVisibleBounds` and a compositional
/// boundary item's `pinToVisibleBounds`, one rule for both.
enum Pinning {
  /// The position along the scroll axis of a pinned element's leading
  /// edge.
  ///
  /// A header (`leading`) stays at the visible bounds' leading edge, never
  /// before its natural place nor so far that it passes the end of its
  /// section; a footer's trailing edge stays at the bounds' trailing edge,
  /// never after its natural place nor before the start of its section.
  ///
  /// - Parameters:
  ///   - natural: Where the element lies unpinned.
  ///   - length: Its length along the axis.
  ///   - section: Its section's (or layout's) start and end along the axis.
  ///   - bounds: The visible bounds' start and end along the axis, less
  ///     the adjusted content inset.
  ///   - leading: Whether it pins as a header (else as a footer).
  /// - Returns: The position; `natural` when the result is not finite.
  static func position(
    natural: Double, length: Double, section: (start: Double, end: Double),
    bounds: (low: Double, high: Double), leading: Bool
  ) -> Double {
    let position =
      leading
      ? max(natural, min(bounds.low, section.end - length))
      : min(natural, max(bounds.high - length, section.start))
    return position.isFinite ? position : natural
  }
}
