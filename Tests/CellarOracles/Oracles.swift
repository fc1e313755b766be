/// Brute-force answers that the differ's results are checked against.
public enum Oracle {
  /// The length of a longest common subsequence, by the classic
  /// O(*n*·*m*) dynamic programme (two rows of the table).
  public static func lcsLength<Element: Equatable>(_ source: [Element], _ target: [Element]) -> Int
  {
    if source.isEmpty || target.isEmpty { return 0 }
    var previous = [Int](repeating: 0, count: target.count + 1)
    var current = previous
    for sourceElement in source {
      for column in 1...target.count {
        current[column] =
          sourceElement == target[column - 1]
          ? previous[column - 1] + 1 : max(previous[column], current[column - 1])
      }
      swap(&previous, &current)
    }
    return previous[target.count]
  }

  /// The fewest insertions plus deletions that turn `source` into `target`:
  /// `n + m − 2·LCS`.
  public static func editDistance<Element: Equatable>(_ source: [Element], _ target: [Element])
    -> Int
  {
    source.count + target.count - 2 * lcsLength(source, target)
  }

  /// The fewest deletes, inserts and moves of an identity-aware changeset
  /// from `source` to `target` identities: every identity is matched
  /// `min(count in source, count in target)` times, and at most an LCS of the
  /// identity sequences can stay unmoved.
  public static func minimalChanges<ID: Hashable>(_ source: [ID], _ target: [ID]) -> (
    deletes: Int, inserts: Int, moves: Int
  ) {
    var sourceCounts: [ID: Int] = [:]
    var targetCounts: [ID: Int] = [:]
    for id in source { sourceCounts[id, default: 0] += 1 }
    for id in target { targetCounts[id, default: 0] += 1 }
    var matched = 0
    for (id, count) in sourceCounts { matched += min(count, targetCounts[id] ?? 0) }
    return (source.count - matched, target.count - matched, matched - lcsLength(source, target))
  }

  /// Every sequence over `alphabet` of length `0...maxLength`, shortest first.
  public static func allSequences<Element>(over alphabet: [Element], maxLength: Int)
    -> [[Element]]
  {
    var result: [[Element]] = [[]]
    var layer: [[Element]] = [[]]
    for _ in 0..<maxLength {
      layer = layer.flatMap { prefix in alphabet.map { prefix + [$0] } }
      result += layer
    }
    return result
  }
}

extension Oracle {
  /// The LCS length of `source` with every sequence of
  /// ``allSequences(over:maxLength:)`` (same order), by the same dynamic
  /// programme, shared along common prefixes: each target extends the table
  /// of its prefix by one column, so a whole row of pairs costs
  /// O(*n* · *s*) instead of O(*n* · *m* · *s*).
  public static func lcsLengths<Element: Equatable>(
    _ source: [Element], againstAllSequencesOver alphabet: [Element], maxLength: Int
  ) -> [Int] {
    // column[i] = LCS(source[0..<i], target).
    var layer: [[Int]] = [[Int](repeating: 0, count: source.count + 1)]
    var result = [0]
    for _ in 0..<maxLength {
      var nextLayer: [[Int]] = []
      nextLayer.reserveCapacity(layer.count * alphabet.count)
      for column in layer {
        for letter in alphabet {
          var extended = [Int](repeating: 0, count: source.count + 1)
          for row in source.indices {
            extended[row + 1] =
              source[row] == letter ? column[row] + 1 : max(column[row + 1], extended[row])
          }
          nextLayer.append(extended)
          result.append(extended[source.count])
        }
      }
      layer = nextLayer
    }
    return result
  }
}

extension Oracle {
  /// Whether `sequence`, over the letters `0, 1, 2, …`, names its new letters
  /// in order after `usedLetters` letters (`0..<usedLetters`) have been seen:
  /// each letter not seen before is the next unused one.
  ///
  /// A pair `(source, target)` is *canonical* when `source` is canonical after
  /// 0 letters and `target` after the number of distinct letters of `source`.
  /// Every pair is a renaming of exactly one canonical pair, so an algorithm
  /// that only compares elements for equality (as the differ does) can be
  /// checked on all pairs by checking the canonical ones.
  public static func isCanonical(_ sequence: [Int], after usedLetters: Int) -> Bool {
    var next = usedLetters
    for letter in sequence where letter >= next {
      guard letter == next else { return false }
      next += 1
    }
    return true
  }
}
