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
