#if CELLAR_SAFE_MYERS
  /// The safe form of ``Myers``'s storage (built with `-DCELLAR_SAFE_MYERS`):
  /// the same algorithm (`_Myers.swift`) reads and writes Swift arrays, with
  /// their bounds checks, instead of unchecked buffers.
  extension Myers {
    /// The two sides, read with the arrays' bounds checks.
    @usableFromInline typealias Elements = [Element]
    /// The diagonals and the matches, read and written with bounds checks.
    @usableFromInline typealias Offsets = [Int]

    /// Computes one longest common subsequence of `source` and `target`.
    ///
    /// - Returns: For each source offset, the target offset it is matched
    ///   with, or -1 when it is not part of the subsequence.
    /// - Complexity: O((*n* + *m*) · *d*) time and O(*n* + *m*) extra space,
    ///   where *n* and *m* are the lengths and *d* the edit distance.
    @inlinable
    static func matches(_ source: [Element], _ target: [Element]) -> [Int] {
      let size = source.count + target.count + 3
      var solver = Myers(
        source: source, target: target, forward: [Int](repeating: 0, count: 2 * size + 1),
        backward: [Int](repeating: 0, count: 2 * size + 1), offset: size,
        matches: [Int](repeating: -1, count: source.count))
      solver.solve(0, source.count, 0, target.count)
      return solver.matches
    }
  }
#endif
