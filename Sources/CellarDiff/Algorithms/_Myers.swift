/// Myers' O((*N*+*M*)·*D*) longest-common-subsequence algorithm in linear
/// space ("An O(ND) Difference Algorithm and Its Variations", E. W. Myers,
/// 1986, section 4b): find the middle snake of the shortest edit script,
/// then solve the two halves on either side of it.
///
/// The result marks, for every source offset, the target offset it is
/// matched with in one longest common subsequence, or -1.
///
/// A textbook algorithm core, kept whole, and written once: it reads the two
/// sides through `Elements` and its diagonals and matches through `Offsets`,
/// which the build chooses. By default they are unchecked buffers (below);
/// `-DCELLAR_SAFE_MYERS` swaps in Swift arrays, with their bounds checks
/// (`Myers+Safe.swift`), and changes nothing else. The article *Row identity
/// and fast paths* gives the figures with and without the buffers. Callers
/// pass arrays to ``matches(_:_:)``; the storage exists only during that call.
/// `solve` and `middleSnake` are `mutating` for the arrays' sake; the
/// buffers are written through without changing the solver.
///
/// - Warning: In the default build the algorithm reads and writes through
///   unchecked buffers (in release builds). Its invariant: every source read
///   is in `0..<n`, every target read in `0..<m`, every diagonal index in
///   `0...2 · (n + m + 3)` (the search never leaves the edit graph), and no
///   buffer outlives ``matches(_:_:)``, which allocates and frees them.
@usableFromInline
struct Myers<Element: Equatable> {
  @usableFromInline let source: Elements
  @usableFromInline let target: Elements
  /// Forward and backward furthest-reaching x per diagonal, indexed by
  /// `diagonal + offset`.
  @usableFromInline var forward: Offsets
  @usableFromInline var backward: Offsets
  @usableFromInline let offset: Int
  /// For each source offset, the matched target offset or -1.
  @usableFromInline var matches: Offsets

  @inlinable
  init(
    source: Elements, target: Elements, forward: Offsets, backward: Offsets, offset: Int,
    matches: Offsets
  ) {
    self.source = source
    self.target = target
    self.forward = forward
    self.backward = backward
    self.offset = offset
    self.matches = matches
  }

  /// Matches `source[aLow..<aHigh]` against `target[bLow..<bHigh]`.
  @inlinable
  mutating func solve(_ aLow: Int, _ aHigh: Int, _ bLow: Int, _ bHigh: Int) {
    var aLow = aLow
    var bLow = bLow
    var aHigh = aHigh
    var bHigh = bHigh
    while true {
      // Trim the common prefix and suffix: they are always part of an LCS.
      while aLow < aHigh && bLow < bHigh && source[aLow] == target[bLow] {
        matches[aLow] = bLow
        aLow += 1
        bLow += 1
      }
      while aLow < aHigh && bLow < bHigh && source[aHigh - 1] == target[bHigh - 1] {
        matches[aHigh - 1] = bHigh - 1
        aHigh -= 1
        bHigh -= 1
      }
      if aLow == aHigh || bLow == bHigh { return }
      let snake = middleSnake(aLow, aHigh, bLow, bHigh)
      for step in 0..<(snake.xEnd - snake.xStart) {
        matches[aLow + snake.xStart + step] = bLow + snake.yStart + step
      }
      // Recurse into the smaller half, loop on the larger one.
      let leftSize = snake.xStart + snake.yStart
      let rightSize = (aHigh - aLow - snake.xEnd) + (bHigh - bLow - snake.yEnd)
      if leftSize < rightSize {
        solve(aLow, aLow + snake.xStart, bLow, bLow + snake.yStart)
        aLow += snake.xEnd
        bLow += snake.yEnd
      } else {
        solve(aLow + snake.xEnd, aHigh, bLow + snake.yEnd, bHigh)
        aHigh = aLow + snake.xStart
        bHigh = bLow + snake.yStart
      }
    }
  }

  /// The middle snake of the subproblem, relative to `(aLow, bLow)`.
  ///
  /// Precondition: both ranges are non-empty and differ in their first and
  /// last elements, so the edit distance is at least 1.
  @inlinable
  mutating func middleSnake(
    _ aLow: Int, _ aHigh: Int, _ bLow: Int, _ bHigh: Int
  ) -> (xStart: Int, yStart: Int, xEnd: Int, yEnd: Int) {
    let n = aHigh - aLow
    let m = bHigh - bLow
    let delta = n - m
    let odd = delta & 1 != 0
    let limit = (n + m + 1) / 2
    forward[offset + 1] = 0
    backward[offset + 1] = 0
    for d in 0...limit {
      // Forward search from the top-left corner.
      var k = -d
      while k <= d {
        var x = furthestStart(on: forward, k, d)
        var y = x - k
        let xStart = x
        let yStart = y
        while x < n && y < m && source[aLow + x] == target[bLow + y] {
          x += 1
          y += 1
        }
        forward[offset + k] = x
        let reverseDiagonal = delta - k
        if odd && reverseDiagonal >= -(d - 1) && reverseDiagonal <= d - 1
          && x + backward[offset + reverseDiagonal] >= n
        {
          return (xStart, yStart, x, y)
        }
        k += 2
      }
      // Backward search from the bottom-right corner, in reversed coordinates.
      k = -d
      while k <= d {
        var x = furthestStart(on: backward, k, d)
        var y = x - k
        let xStart = x
        let yStart = y
        while x < n && y < m && source[aHigh - 1 - x] == target[bHigh - 1 - y] {
          x += 1
          y += 1
        }
        backward[offset + k] = x
        let forwardDiagonal = delta - k
        if !odd && forwardDiagonal >= -d && forwardDiagonal <= d
          && x + forward[offset + forwardDiagonal] >= n
        {
          return (n - x, m - y, n - xStart, m - yStart)
        }
        k += 2
      }
    }
    // Unreachable: the searches always meet by d = ⌈(n + m) / 2⌉.
    assertionFailure("Myers: the forward and backward searches did not meet")
    return (0, 0, 0, 0)
  }

  /// Where the search on diagonal `k` in round `d` starts: one step down
  /// from diagonal `k + 1`, or one step right from `k - 1`, whichever
  /// reached further (in `diagonals`, the forward or the backward search's).
  @inlinable @inline(__always)
  func furthestStart(on diagonals: Offsets, _ k: Int, _ d: Int) -> Int {
    if k == -d || (k != d && diagonals[offset + k - 1] < diagonals[offset + k + 1]) {
      return diagonals[offset + k + 1]
    }
    return diagonals[offset + k - 1] + 1
  }
}

#if !CELLAR_SAFE_MYERS
  extension Myers {
    /// The two sides, read without bounds checks.
    @usableFromInline typealias Elements = UnsafeBufferPointer<Element>
    /// The diagonals and the matches, read and written without bounds checks.
    @usableFromInline typealias Offsets = UnsafeMutableBufferPointer<Int>

    /// Computes one longest common subsequence of `source` and `target`.
    ///
    /// - Returns: For each source offset, the target offset it is matched
    ///   with, or -1 when it is not part of the subsequence.
    /// - Complexity: O((*n* + *m*) · *d*) time and O(*n* + *m*) extra space,
    ///   where *n* and *m* are the lengths and *d* the edit distance.
    @inlinable
    static func matches(_ source: [Element], _ target: [Element]) -> [Int] {
      source.withUnsafeBufferPointer { source in
        target.withUnsafeBufferPointer { target in matches(source, target) }
      }
    }

    /// ``matches(_:_:)`` on buffers valid for the whole call.
    @inlinable
    static func matches(
      _ source: UnsafeBufferPointer<Element>, _ target: UnsafeBufferPointer<Element>
    ) -> [Int] {
      let n = source.count
      let m = target.count
      var result = [Int](repeating: -1, count: n)
      let size = n + m + 3
      let forward = UnsafeMutableBufferPointer<Int>.allocate(capacity: 2 * size + 1)
      let backward = UnsafeMutableBufferPointer<Int>.allocate(capacity: 2 * size + 1)
      defer {
        forward.deallocate()
        backward.deallocate()
      }
      result.withUnsafeMutableBufferPointer { matches in
        var solver = Myers(
          source: source, target: target, forward: forward, backward: backward, offset: size,
          matches: matches)
        solver.solve(0, n, 0, m)
      }
      return result
    }
  }
#endif
