import Foundation

/// Where each section goes in an update: for each source section its
/// target index or -1, and the reverse.
struct SectionPairing: Equatable {
  var sourceToTarget: [Int]
  var targetToSource: [Int]

  /// Pairs sections as a section changeset says (see ``SurvivorMap``):
  /// moved ones by their move, unmoved kept sections in order.
  ///
  /// - Precondition: The changeset was computed for these counts.
  /// - Complexity: O(*s* + *t*), for *s* source and *t* target sections.
  init(_ changes: Changeset, sourceCount: Int, targetCount: Int) {
    guard
      let pairing = SurvivorMap.pairing(
        changes, sourceCount: sourceCount, targetCount: targetCount)
    else { preconditionFailure("ListUpdate: the section changeset does not fit the sections") }
    (sourceToTarget, targetToSource) = pairing
  }
}
