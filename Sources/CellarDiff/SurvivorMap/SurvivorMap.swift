/// Where an element that survives an update goes: the one answer to "the
/// element at this old place, which is neither deleted nor moved, is where
/// now?", for a flat list and for sections of rows.
///
/// An update removes some elements (deleted, or moved away) and enters
/// others (inserted, or moved in). The elements that stay keep their
/// order: the *k*-th staying element of a section fills the *k*-th place of
/// its new section that no entering element takes. A moved element goes
/// where its move says.
package enum SurvivorMap {
  /// A row's place in a sectioned list.
  package typealias Path = SectionedChangeset.Path

  /// The index after the update of an element that stays: shifted down by
  /// the removed elements before it, then up by each entering element at or
  /// before its place. Saturates at `Int.max` instead of overflowing; a
  /// negative index (no element) is only shifted up.
  ///
  /// - Parameters:
  ///   - index: The element's index before the update.
  ///   - removed: The indices that leave, before the update: ascending, distinct.
  ///   - inserted: The indices that enter, after the update: ascending, distinct.
  /// - Complexity: O(log *r* + log *i*), for *r* removed and *i* entering elements.
  package static func newIndex(of index: Int, removed: [Int], inserted: [Int]) -> Int {
    let gone = partitionPoint(count: removed.count) { removed[$0] < index }
    // `gone` is at most `index` when `index` is non-negative, so this cannot
    // overflow; a negative index (no element) stays where it is.
    let rank = index >= 0 ? index - gone : index
    // Entering element `k` has `inserted[k] - k` staying elements before it
    // (non-decreasing in `k`): the element lands after every entering one
    // with at most `rank` staying elements before it.
    let entering = partitionPoint(count: inserted.count) { middle in
      // Overflows only below `Int.min`: far below any rank.
      let (staying, overflow) = inserted[middle].subtractingReportingOverflow(middle)
      return overflow || staying <= rank
    }
    return rank > Int.max - entering ? Int.max : rank + entering
  }

  /// Where each of `paths` is after a sectioned update, for many paths at
  /// once, from the changes in any order.
  ///
  /// A path whose row is deleted, whose section is deleted, or which is
  /// out of range, has no entry; a moved row is at its move's target; a
  /// staying row of a kept section is at its rank among the section's
  /// staying rows ("staying" rows are neither deleted nor moved).
  ///
  /// - Parameters:
  ///   - paths: The places to map, before the update.
  ///   - sectionTargets: For each section before the update, its index
  ///     after it, or -1 when it is deleted.
  ///   - deleted: Rows deleted from kept sections, before the update.
  ///   - inserted: Rows inserted into kept sections, after the update.
  ///   - moves: Rows that move, from their place before to their place after.
  /// - Returns: The new place of each path that survives, by old place.
  /// - Complexity: O(*c* log *k* + *e* + *k* log *k*), for *c* changes, *k*
  ///   paths and *e* the rows up to the last one entering a section that a
  ///   queried row goes to: linear in the update, with no sort of the changes.
  package static func newPaths(
    of paths: [Path], sectionTargets: [Int], deleted: [Path], inserted: [Path],
    moves: [SectionedChangeset.RowMove]
  ) -> [Path: Path] {
    guard !paths.isEmpty else { return [:] }
    var result: [Path: Path] = [:]
    var queries = RankedQueries(paths, sectionCount: sectionTargets.count)
    for path in deleted { queries.leave(path) }
    for move in moves where queries.leave(move.source) { result[move.source] = move.target }
    var placer = RankPlacer(queries: queries, sectionTargets: sectionTargets)
    guard !placer.isEmpty else { return result }
    for path in inserted { placer.enter(path) }
    for move in moves { placer.enter(move.target) }
    placer.place(into: &result)
    return result
  }
}

extension SurvivorMap {
  /// Where each element of a flat list goes along a changeset: for each
  /// source offset its target offset (-1 when deleted), and the reverse
  /// (-1 when inserted); moved elements by their move, the others in order.
  ///
  /// - Parameters:
  ///   - changes: The changeset.
  ///   - sourceCount: The number of source elements.
  ///   - targetCount: The number of target elements.
  /// - Returns: `nil` when the changeset does not fit the two counts.
  /// - Complexity: O(*n* + *m*), for *n* source and *m* target elements.
  package static func pairing(_ changes: Changeset, sourceCount: Int, targetCount: Int) -> (
    sourceToTarget: [Int], targetToSource: [Int]
  )? {
    changes.pairing(sourceCount: sourceCount, targetCount: targetCount)
  }
}
