import Foundation

/// Where each section goes in an update: for each source section its
/// target index or -1, and the reverse.
struct SectionPairing: Equatable {
  var sourceToTarget: [Int]
  var targetToSource: [Int]

  /// Pairs sections as a section changeset says: moved ones by their move,
  /// unmoved kept sections in order. Offsets out of range are ignored.
  ///
  /// - Complexity: O(*s* + *t*), for *s* source and *t* target sections.
  init(_ changes: Changeset, sourceCount: Int, targetCount: Int) {
    sourceToTarget = [Int](repeating: -1, count: sourceCount)
    targetToSource = [Int](repeating: -1, count: targetCount)
    var sourceTaken = [Bool](repeating: false, count: sourceCount)
    var targetTaken = [Bool](repeating: false, count: targetCount)
    for offset in changes.deletes where offset < sourceCount { sourceTaken[offset] = true }
    for offset in changes.inserts where offset < targetCount { targetTaken[offset] = true }
    for move in changes.moves where move.source < sourceCount && move.target < targetCount {
      sourceTaken[move.source] = true
      targetTaken[move.target] = true
      sourceToTarget[move.source] = move.target
      targetToSource[move.target] = move.source
    }
    var nextTarget = 0
    for offset in 0..<sourceCount where !sourceTaken[offset] {
      while nextTarget < targetCount && targetTaken[nextTarget] { nextTarget += 1 }
      guard nextTarget < targetCount else { break }
      sourceToTarget[offset] = nextTarget
      targetToSource[nextTarget] = offset
      targetTaken[nextTarget] = true
    }
  }
}
