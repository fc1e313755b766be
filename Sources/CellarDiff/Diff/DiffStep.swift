/// One edit of a ``Diff``: remove the element at an offset of the source, or
/// insert an element at an offset of the target.
///
/// Offsets follow the standard library's `CollectionDifference` convention:
/// a deletion's offset is a position in the source, an insertion's offset a
/// position in the target. Applied in the order ``Diff/steps`` lists them
/// (deletions from the highest offset down, then insertions from the lowest
/// up), each step's offset is valid in the collection being edited.
///
/// The counterpart of the standard library's `CollectionDifference.Change`,
/// without its `associatedWith` (a ``Diff`` has no moves; ``Changeset`` has
/// them, matched by identity). It exists so that ``Diff``, kept for its speed,
/// has steps of its own type.
public enum DiffStep<Element> {
  /// Remove the element at `offset` of the source.
  case delete(Int, Element)
  /// Insert the element so that it ends up at `offset` of the target.
  case insert(Int, Element)

  /// The position this step refers to: in the source for a deletion, in the
  /// target for an insertion.
  public var offset: Int {
    switch self {
    case .delete(let offset, _), .insert(let offset, _): offset
    }
  }

  /// The element removed or inserted.
  public var element: Element {
    switch self {
    case .delete(_, let element), .insert(_, let element): element
    }
  }

  /// Whether the step is an insertion.
  public var isInsertion: Bool {
    if case .insert = self { return true }
    return false
  }
}

extension DiffStep: Equatable where Element: Equatable {}
extension DiffStep: Hashable where Element: Hashable {}
extension DiffStep: Sendable where Element: Sendable {}

extension DiffStep: CustomStringConvertible {
  /// A compact form: `-3 "x"` for a deletion at 3, `+0 "y"` for an insertion at 0.
  public var description: String {
    switch self {
    case .delete(let offset, let element): "-\(offset) \(element)"
    case .insert(let offset, let element): "+\(offset) \(element)"
    }
  }
}
