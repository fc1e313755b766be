/// The edits of a snapshot's sections in place: rows of a
/// ``TableSnapshot`` and item codes of a ``DiffableSnapshot``.
///
/// - Warning: Both move elements by hand inside the array's own buffer
///   (`move`, `moveInitialize`, `initialize`): every element is moved out
///   exactly once and every place initialized exactly once before the
///   closure ends, so no element is retained, released or lost. The
///   offsets are checked first (`precondition`): the moves trust them.
extension Array {
  /// Moves the element at `source` to `destination`, shifting the
  /// elements between by one place (moved, not copied: no element is
  /// retained or released).
  ///
  /// - Complexity: O(|*destination* − *source*|) moves.
  mutating func moveElement(from source: Int, to destination: Int) {
    precondition(
      indices.contains(source) && indices.contains(destination), "offset out of range")
    guard source != destination else { return }
    withUnsafeMutableBufferPointer { buffer in
      guard let base = buffer.baseAddress else { return }
      let moving = (base + source).move()
      if source < destination {
        (base + source).moveInitialize(from: base + source + 1, count: destination - source)
      } else {
        (base + destination + 1).moveInitialize(
          from: base + destination, count: source - destination)
      }
      (base + destination).initialize(to: moving)
    }
  }

  /// Removes the elements at `offsets` (ascending, each once) and returns
  /// them; the elements after the first are moved down, not copied (no
  /// element is retained or released but the removed ones' copies).
  ///
  /// - Complexity: O(*n* − *first*) moves, O(*k*) retains for *k* offsets.
  @discardableResult
  mutating func removeElements(atOffsets offsets: [Int]) -> [Element] {
    guard let first = offsets.first, let last = offsets.last else { return [] }
    // Checked, O(k): the moves below trust them.
    precondition(first >= 0 && last < count, "offset out of range")
    precondition(zip(offsets, offsets.dropFirst()).allSatisfy { $0 < $1 }, "offsets not ascending")
    var removed: [Element] = []
    removed.reserveCapacity(offsets.count)
    withUnsafeMutableBufferPointer { buffer in
      guard let base = buffer.baseAddress else { return }
      var kept = first
      for (position, offset) in offsets.enumerated() {
        removed.append((base + offset).move())
        let end = position + 1 < offsets.count ? offsets[position + 1] : buffer.count
        (base + kept).moveInitialize(from: base + offset + 1, count: end - offset - 1)
        kept += end - offset - 1
      }
      // The freed tail holds the removed elements again, for removeLast.
      (base + kept).initialize(from: removed, count: removed.count)
    }
    removeLast(offsets.count)
    return removed
  }
}
