extension RangeReplaceableCollection where Element: Equatable {
  /// Returns this collection with a diff's steps applied: its deletions, then
  /// its insertions.
  ///
  /// For a diff computed from this collection to `target`, the result equals
  /// `target`. Applying a diff to a collection it was not computed from is a
  /// programmer error: a deletion or insertion offset out of range stops the
  /// program.
  ///
  /// - Parameter diff: A diff whose source is this collection.
  /// - Returns: The target the diff was computed for.
  /// - Complexity: O(*n* + *s*), where *n* is the length of this collection
  ///   and *s* the number of steps.
  public func applying(_ diff: Diff<Element>) -> Self {
    let source = Array(self)
    var deleted = [Bool](repeating: false, count: source.count)
    var insertions: [(offset: Int, element: Element)] = []
    for step in diff.steps {
      switch step {
      case .delete(let offset, _):
        precondition(
          source.indices.contains(offset),
          "Diff.applying: deletion offset \(offset) is outside 0..<\(source.count)")
        deleted[offset] = true
      case .insert(let offset, let element):
        insertions.append((offset, element))
      }
    }
    let deletedCount = deleted.lazy.filter { $0 }.count
    let resultCount = source.count - deletedCount + insertions.count
    var result = Self()
    result.reserveCapacity(resultCount)
    var sourceOffset = 0
    var nextInsertion = 0
    for position in 0..<resultCount {
      if nextInsertion < insertions.count && insertions[nextInsertion].offset == position {
        result.append(insertions[nextInsertion].element)
        nextInsertion += 1
        continue
      }
      while sourceOffset < source.count && deleted[sourceOffset] { sourceOffset += 1 }
      precondition(
        sourceOffset < source.count,
        "Diff.applying: the diff does not fit this collection (offset \(position))")
      result.append(source[sourceOffset])
      sourceOffset += 1
    }
    precondition(
      nextInsertion == insertions.count,
      "Diff.applying: insertion offset \(insertions.last?.offset ?? 0) is out of range")
    return result
  }
}
