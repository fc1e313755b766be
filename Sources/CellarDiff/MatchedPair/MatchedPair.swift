/// An element matched between the two sides of a change: where it was in the
/// source and where it is in the target.
///
/// One type for the four pairs the changesets report: ``Changeset/Move`` and
/// ``Changeset/Update`` pair offsets, ``SectionedChangeset/RowMove`` and
/// ``SectionedChangeset/RowUpdate`` pair row positions. Those names stay as
/// type aliases because they say what the pair means where it is listed (a
/// move or an update); the value is the same.
///
/// ```swift
/// let changes = Changeset(source: [1, 2, 3], target: [2, 3, 1])
/// changes.moves   // [MatchedPair(source: 0, target: 2)]
/// ```
public struct MatchedPair<Position: Hashable & Sendable>: Hashable, Sendable {
  /// The position in the source.
  public var source: Position
  /// The position in the target.
  public var target: Position

  /// Creates a pair from a source position and a target position.
  ///
  /// - Parameters:
  ///   - source: The position in the source.
  ///   - target: The position in the target.
  /// - Complexity: O(1).
  public init(source: Position, target: Position) {
    self.source = source
    self.target = target
  }
}
