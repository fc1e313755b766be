/// A run of matched elements along an edit script: the `count` source
/// elements from offset `source` are matched, one by one, with the `count`
/// target elements from offset `target`.
@usableFromInline
struct MatchedRun: Equatable, Sendable {
  /// The source offset of the run's first element.
  @usableFromInline var source: Int
  /// The target offset of the run's first element.
  @usableFromInline var target: Int
  /// The number of matched pairs, at least 1.
  @usableFromInline var count: Int

  @inlinable
  init(source: Int, target: Int, count: Int) {
    self.source = source
    self.target = target
    self.count = count
  }
}

/// How far ``ShortEditScript`` searches before it gives up.
@usableFromInline
struct ShortEditLimits: Sendable {
  /// The most deletions plus insertions a script may have.
  @usableFromInline var edits: Int
  /// The most element comparisons the search may make.
  @usableFromInline var comparisons: Int

  @inlinable
  init(edits: Int, comparisons: Int) {
    self.edits = edits
    self.comparisons = comparisons
  }
}

/// A shortest edit script between two sequences that are only a few edits
/// apart, found by comparing elements with `==` alone: Myers' greedy forward
/// search ("An O(ND) Difference Algorithm and Its Variations", E. W. Myers,
/// 1986, section 3), stopped at a bound.
///
/// Round *d* extends, on every diagonal *k* of the same parity in
/// `-d...d`, the furthest-reaching path of *d* edits, then follows its
/// snake (the run of equal elements) as far as it goes. The first path that
/// reaches the end of both sequences is a shortest edit script; its snakes
/// are a longest common subsequence. Each round's furthest points are kept
/// (*d* + 1 numbers), so the path is read back from the end without another
/// search.
///
/// The search gives up (returns `nil`) after `limits.edits` rounds or
/// `limits.comparisons` comparisons, whichever comes first: then the caller
/// falls back to hashing. Both bounds keep a failed attempt cheap: on
/// sequences with nothing in common it makes about *e*² comparisons for a
/// bound of *e* edits, and it never makes more than the comparison bound.
///
/// A textbook algorithm core, kept whole.
@usableFromInline
enum ShortEditScript {
  /// The runs of matched pairs of a shortest edit script between
  /// `0..<sourceCount` and `0..<targetCount`, in ascending order, or `nil`
  /// when every script needs more than `limits.edits` edits or the search
  /// would compare more than `limits.comparisons` pairs.
  ///
  /// - Parameters:
  ///   - sourceCount: The length of the source.
  ///   - targetCount: The length of the target.
  ///   - limits: When to give up.
  ///   - equal: Whether the source element at the first offset equals the
  ///     target element at the second; called at most once per pair.
  /// - Complexity: O((*n* + *m*) · *d*) time, bounded by the comparison
  ///   limit, and O(*d*²) extra space, where *n* and *m* are the counts and
  ///   *d* the number of edits found (at most the edit limit).
  @inlinable @inline(__always)
  static func matchedRuns(
    sourceCount n: Int, targetCount m: Int, limits: ShortEditLimits,
    equal: (_ source: Int, _ target: Int) -> Bool
  ) -> [MatchedRun]? {
    let maxEdits = min(limits.edits, n + m)
    if maxEdits < 0 { return nil }
    let offset = maxEdits + 1
    // furthest[offset + k]: the furthest x reached on diagonal k (x − y = k).
    var furthest = [Int](repeating: 0, count: 2 * maxEdits + 3)
    // history: round d's furthest x on diagonals -d, -d + 2, ..., d, round
    // after round (round d starts at d · (d + 1) / 2).
    var history: [Int] = []
    var comparisons = 0
    for d in 0...maxEdits {
      var k = -d
      while k <= d {
        var x =
          k == -d || (k != d && furthest[offset + k - 1] < furthest[offset + k + 1])
          ? furthest[offset + k + 1] : furthest[offset + k - 1] + 1
        var y = x - k
        // The snake, cut short where the comparison bound would be passed.
        let xLimit = min(n, x + max(0, limits.comparisons - comparisons))
        let start = x
        while x < xLimit && y < m && equal(x, y) {
          x += 1
          y += 1
        }
        furthest[offset + k] = x
        history.append(x)
        if x >= n && y >= m {
          return runs(endingOnDiagonal: k, round: d, sourceCount: n, history: history)
        }
        // A snake cut short counts one more than the bound allows.
        comparisons += x - start + 1
        if comparisons > limits.comparisons { return nil }
        k += 2
      }
    }
    return nil
  }

  /// Reads the path that ended on diagonal `k` in round `d` back from
  /// `(n, n − k)` to `(0, 0)`: each round's start follows from the round
  /// before it, by the rule the search used.
  @inlinable
  static func runs(
    endingOnDiagonal k: Int, round d: Int, sourceCount n: Int, history: [Int]
  ) -> [MatchedRun] {
    // The furthest x on `diagonal` after `round`.
    func furthest(_ diagonal: Int, after round: Int) -> Int {
      history[round * (round + 1) / 2 + (diagonal + round) / 2]
    }
    var runs: [MatchedRun] = []
    var k = k
    var x = n
    for round in stride(from: d, to: 0, by: -1) {
      let down =
        k == -round
        || (k != round && furthest(k - 1, after: round - 1) < furthest(k + 1, after: round - 1))
      let xStart = down ? furthest(k + 1, after: round - 1) : furthest(k - 1, after: round - 1) + 1
      if x > xStart {
        runs.append(MatchedRun(source: xStart, target: xStart - k, count: x - xStart))
      }
      // Step back over the edit: an insertion (down) or a deletion (right).
      if down {
        x = xStart
        k += 1
      } else {
        x = xStart - 1
        k -= 1
      }
    }
    // Round 0: the snake from (0, 0), on diagonal 0.
    if x > 0 { runs.append(MatchedRun(source: 0, target: 0, count: x)) }
    runs.reverse()
    return runs
  }
}
