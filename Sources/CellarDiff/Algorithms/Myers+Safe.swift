#if CELLAR_SAFE_MYERS
  /// The safe form of ``Myers``'s storage (built with `-DCELLAR_SAFE_MYERS`):
  /// the same algorithm (`_Myers.swift`) reads the two sides from Swift arrays
  /// and its diagonals and matches from bounds-checked arrays, instead of
  /// unchecked buffers.
  extension Myers {
    /// The two sides, read with the arrays' bounds checks.
    @usableFromInline typealias Elements = [Element]
    /// The diagonals and the matches, read and written with bounds checks.
    @usableFromInline typealias Offsets = _MyersCheckedOffsets

    /// Computes one longest common subsequence of `source` and `target`.
    ///
    /// - Returns: For each source offset, the target offset it is matched
    ///   with, or -1 when it is not part of the subsequence.
    /// - Complexity: O((*n* + *m*) · *d*) time and O(*n* + *m*) extra space,
    ///   where *n* and *m* are the lengths and *d* the edit distance.
    @inlinable
    static func matches(_ source: [Element], _ target: [Element]) -> [Int] {
      let size = source.count + target.count + 3
      let matches = Offsets(repeating: -1, count: source.count)
      let solver = Myers(
        source: source, target: target, forward: Offsets(repeating: 0, count: 2 * size + 1),
        backward: Offsets(repeating: 0, count: 2 * size + 1), offset: size, matches: matches)
      solver.solve(0, source.count, 0, target.count)
      return matches.values
    }
  }

  /// An array of `Int`s shared by reference, so that the one ``Myers``
  /// algorithm writes to it as it writes through a mutable buffer pointer.
  ///
  /// Every read and write is bounds-checked by the array. The runtime's
  /// exclusivity check is left out (`@exclusivity(unchecked)`): each access
  /// is a single subscript that never overlaps another, and the check would
  /// measure a cost the array form never had.
  @usableFromInline
  final class _MyersCheckedOffsets {
    @usableFromInline @exclusivity(unchecked) var values: [Int]

    @inlinable
    init(repeating value: Int, count: Int) {
      values = [Int](repeating: value, count: count)
    }

    @inlinable
    subscript(index: Int) -> Int {
      get { values[index] }
      set { values[index] = newValue }
    }
  }
#endif
