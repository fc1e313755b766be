import CellarDiff

extension Oracle {
  /// The element matching a changeset stands for, read the way UIKit reads
  /// a batch update: moves pair their two offsets, deleted source offsets
  /// and inserted target offsets are unpaired, and the remaining elements
  /// pair up in order.
  ///
  /// Written independently of the library's own pairing, so that a changeset
  /// can be checked against the identities it claims to match.
  ///
  /// - Returns: For each source offset, its target offset or -1; `nil` when
  ///   the changeset does not fit the two lengths (an offset out of range or
  ///   used twice, or counts that do not add up).
  public static func matching(of changeset: Changeset, sourceCount: Int, targetCount: Int)
    -> [Int]?
  {
    var sourceToTarget = [Int](repeating: -1, count: sourceCount)
    var sourceDone = Set<Int>()
    var targetDone = Set<Int>()
    for offset in changeset.deletes {
      guard offset >= 0, offset < sourceCount, sourceDone.insert(offset).inserted else {
        return nil
      }
    }
    for offset in changeset.inserts {
      guard offset >= 0, offset < targetCount, targetDone.insert(offset).inserted else {
        return nil
      }
    }
    for move in changeset.moves {
      guard move.source >= 0, move.source < sourceCount, move.target >= 0,
        move.target < targetCount, sourceDone.insert(move.source).inserted,
        targetDone.insert(move.target).inserted
      else { return nil }
      sourceToTarget[move.source] = move.target
    }
    let freeSources = (0..<sourceCount).filter { !sourceDone.contains($0) }
    let freeTargets = (0..<targetCount).filter { !targetDone.contains($0) }
    guard freeSources.count == freeTargets.count else { return nil }
    for (source, target) in zip(freeSources, freeTargets) { sourceToTarget[source] = target }
    return sourceToTarget
  }

  /// The length of a longest strictly increasing subsequence, by the
  /// quadratic dynamic programme.
  public static func longestIncreasingSubsequenceLength(_ values: [Int]) -> Int {
    var best = [Int](repeating: 1, count: values.count)
    for index in values.indices {
      for earlier in 0..<index where values[earlier] < values[index] {
        best[index] = max(best[index], best[earlier] + 1)
      }
    }
    return best.max() ?? 0
  }

  /// The identities that occur more than once in `source` or in `target`,
  /// in the order first met (source first).
  public static func duplicates<ID: Hashable>(_ source: [ID], _ target: [ID]) -> [ID] {
    var sourceCounts: [ID: Int] = [:]
    var targetCounts: [ID: Int] = [:]
    for id in source { sourceCounts[id, default: 0] += 1 }
    for id in target { targetCounts[id, default: 0] += 1 }
    var seen = Set<ID>()
    var result: [ID] = []
    for id in source + target where seen.insert(id).inserted {
      if sourceCounts[id, default: 0] > 1 || targetCounts[id, default: 0] > 1 { result.append(id) }
    }
    return result
  }
}
