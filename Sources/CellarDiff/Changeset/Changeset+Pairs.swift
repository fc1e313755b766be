extension Changeset {
  /// Where every element goes: for each source offset, its target offset (or
  /// -1 if deleted), and for each target offset, its source offset (or -1 if
  /// inserted). Unmoved elements pair up in order.
  ///
  /// - Returns: `nil` when the changeset does not fit the two lengths.
  /// - Complexity: O(*n* + *m*).
  @usableFromInline
  func pairing(sourceCount: Int, targetCount: Int) -> (
    sourceToTarget: [Int], targetToSource: [Int]
  )? {
    var sourceToTarget = [Int](repeating: -1, count: sourceCount)
    var targetToSource = [Int](repeating: -1, count: targetCount)
    var sourceTaken = [Bool](repeating: false, count: sourceCount)
    var targetTaken = [Bool](repeating: false, count: targetCount)
    for offset in deletes {
      guard sourceTaken.indices.contains(offset), !sourceTaken[offset] else { return nil }
      sourceTaken[offset] = true
    }
    for offset in inserts {
      guard targetTaken.indices.contains(offset), !targetTaken[offset] else { return nil }
      targetTaken[offset] = true
    }
    for move in moves {
      guard sourceTaken.indices.contains(move.source), !sourceTaken[move.source],
        targetTaken.indices.contains(move.target), !targetTaken[move.target]
      else { return nil }
      sourceTaken[move.source] = true
      targetTaken[move.target] = true
      sourceToTarget[move.source] = move.target
      targetToSource[move.target] = move.source
    }
    var nextTarget = 0
    for offset in 0..<sourceCount where !sourceTaken[offset] {
      while nextTarget < targetCount && targetTaken[nextTarget] { nextTarget += 1 }
      guard nextTarget < targetCount else { return nil }
      sourceToTarget[offset] = nextTarget
      targetToSource[nextTarget] = offset
      targetTaken[nextTarget] = true
    }
    guard !targetTaken.contains(false) else { return nil }
    return (sourceToTarget, targetToSource)
  }
}
