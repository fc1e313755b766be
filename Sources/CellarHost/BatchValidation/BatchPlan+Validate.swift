import CellarDiff
import Foundation

/// What a batch's checks accept, in UIKit's order after the reloads are
/// expanded: deletes (step 2), inserts (3), moves (4) and the section
/// count (5). Each check throws the first ``Headless/UITableView/UpdateError`` it meets.
struct AcceptedBatch {
  /// The sections and rows deleted and inserted, outside deleted and
  /// inserted sections for rows; the rows ascending, each once.
  var sectionDeletes: Set<Int> = []
  var rowDeletes: [SectionedChangeset.Path] = []
  var sectionInserts: Set<Int> = []
  var rowInserts: [SectionedChangeset.Path] = []
  /// Section moves and row moves, old place to new.
  var sectionSources: [Int: Int] = [:]
  var rowSources = PathMap()
  /// Whether a row moves out of a deleted section or into an inserted one:
  /// UIKit then applies the batch as a `reloadData`.
  var fallsBackToReloadData = false

  /// Checks a normalised batch against the counts before and after it,
  /// with the surface's rules (the table's by default).
  init(_ batch: NormalisedBatch, before: [Int], after: [Int], rules: BatchRules = .table) throws {
    (sectionDeletes, rowDeletes) = try Self.check(.delete, batch, counts: before, rules: rules)
    (sectionInserts, rowInserts) = try Self.check(.insert, batch, counts: after, rules: rules)
    try checkSectionMoves(batch, before: before, after: after, rules: rules)
    try checkRowMoves(batch, before: before, after: after, rules: rules)
    try checkSectionCount(before: before, after: after)
  }

  /// Steps 2 and 3: the deletes, descending, against the counts before the
  /// update, or the inserts, ascending, against the counts after it (a
  /// section checked before its rows when deleting, after them when
  /// inserting). Returns the accepted sections, and the accepted rows
  /// outside them, ascending, each once.
  ///
  /// With the collection view's rules, a section on this side that a row
  /// moves out of (deletes) or into (inserts) is rejected once it is found
  /// in range, and a row deleted twice is rejected at its second delete.
  private static func check(
    _ side: BatchSide, _ batch: NormalisedBatch, counts: [Int], rules: BatchRules
  ) throws -> (sections: Set<Int>, rows: [SectionedChangeset.Path]) {
    let sections = batch.sections(side)
    let sectionMoves = batch.sectionMoveEnds(side)
    let rowMoves = batch.rowMoveEnds(side)
    let keepsRepeats = side == .delete && rules.rejectsDuplicateDeletes
    let movedAcross = side.movedAcrossSections(batch, rules: rules)
    var items = sections.map(BatchItem.section) + batch.rows(side).map(BatchItem.row)
    // A planner's batch comes sorted: checked in one pass, not sorted again.
    if !zip(items, items.dropFirst()).allSatisfy({ $0 <= $1 }) { items.sort() }
    // Rows are ascending among the items: one walk tells whether any of
    // them is also a move's end, so that a valid batch looks none up.
    let mayMeetMoves = rowMoves.sharesKey(
      withAscending: items.lazy.compactMap { item -> SectionedChangeset.Path? in
        if case .row(let path) = item { path } else { nil }
      })
    var accepted: (sections: Set<Int>, rows: [SectionedChangeset.Path]) = ([], [])
    accepted.rows.reserveCapacity(items.count)
    var previous: BatchItem?
    // Deletes from the last, inserts from the first.
    for step in items.indices {
      let item = side == .delete ? items[items.count - 1 - step] : items[step]
      // A repeated row is checked once (sorted, repeats are neighbours),
      // unless repeats are rejected.
      defer { previous = item }
      if !keepsRepeats, item == previous { continue }
      switch item {
      case .section(let section):
        if sectionMoves[section] != nil { throw side.sectionAlsoMoved(section) }
        guard counts.indices.contains(section) else {
          throw side.sectionOutOfRange(section, sectionCount: counts.count)
        }
        if !movedAcross.isEmpty, movedAcross.contains(section) {
          throw side.rowMovedAcross(section)
        }
        accepted.sections.insert(section)
      case .row(let path):
        if mayMeetMoves, rowMoves[path] != nil { throw side.rowAlsoMoved(path) }
        guard counts.indices.contains(path.section) else {
          throw side.rowSectionOutOfRange(path, sectionCount: counts.count)
        }
        if !sections.isEmpty, sections.contains(path.section) { continue }
        guard path.row >= 0, path.row < counts[path.section] else {
          throw side.rowOutOfRange(path, rowCount: counts[path.section])
        }
        // Sorted, so a repeat follows the row it repeats.
        if accepted.rows.last == path {
          if keepsRepeats { throw CollectionViewBatch.UpdateError.duplicateDelete(path.indexPath) }
        } else {
          accepted.rows.append(path)
        }
      }
    }
    if side == .delete { accepted.rows.reverse() }
    return accepted
  }

  /// Step 4, sections: in call order.
  private mutating func checkSectionMoves(
    _ batch: NormalisedBatch, before: [Int], after: [Int], rules: BatchRules
  ) throws {
    var sectionTargets: [Int: Int] = [:]
    for move in batch.sectionMoves {
      guard before.indices.contains(move.from) else {
        throw UITableView.UpdateError.moveSectionSourceOutOfRange(
          section: move.from, sectionCount: before.count)
      }
      guard after.indices.contains(move.to) else {
        throw UITableView.UpdateError.moveSectionDestinationOutOfRange(
          section: move.from, destination: move.to, sectionCount: after.count)
      }
      if let other = sectionSources[move.from] {
        if rules.mergesIdenticalMoves, other == move.to { continue }
        throw UITableView.UpdateError.sectionMovedTwice(
          section: move.from, destination: other, otherDestination: move.to)
      }
      if let other = sectionTargets[move.to] {
        throw UITableView.UpdateError.sectionsMovedToSameDestination(
          section: other, otherSection: move.from, destination: move.to)
      }
      sectionSources[move.from] = move.to
      sectionTargets[move.to] = move.from
    }
  }

  /// Step 4, rows: in call order, each move's range, then (unless no source
  /// and no destination repeats) its conflicts with the moves before it.
  private mutating func checkRowMoves(
    _ batch: NormalisedBatch, before: [Int], after: [Int], rules: BatchRules
  ) throws {
    var rowTargets: [SectionedChangeset.Path: SectionedChangeset.Path] = [:]
    // No source and no destination repeats: no move can conflict with
    // another, and the batch's moves are `batch.movesFrom` once each is in range.
    let distinct =
      batch.movesFrom.count == batch.moves.count && batch.movesTo.count == batch.moves.count
    for (index, move) in batch.moves.enumerated() {
      if batch.deletedSections.contains(move.from.section)
        || batch.insertedSections.contains(move.to.section)
      {
        fallsBackToReloadData = true
        continue
      }
      if !GivenMove.isInRange(move, before: before, after: after) {
        throw GivenMove(move, index: index, in: batch).rangeError(before: before, after: after)
      }
      if distinct { continue }
      let given = GivenMove(move, index: index, in: batch)
      if let other = rowSources[move.from] {
        if rules.mergesIdenticalMoves, other == move.to { continue }
        throw UITableView.UpdateError.rowMovedTwice(
          given.from, destination: other.indexPath, otherDestination: given.to)
      }
      if let other = rowTargets[move.to] {
        throw UITableView.UpdateError.rowsMovedToSameDestination(
          other.indexPath, other: given.from, destination: given.to)
      }
      rowSources.insert(move.from, move.to)
      rowTargets[move.to] = move.from
    }
    if distinct {
      rowSources = fallsBackToReloadData ? PathMap() : batch.movesFrom
    }
  }

  /// Step 5: the section count.
  private func checkSectionCount(before: [Int], after: [Int]) throws {
    let expectedSections =
      before.count + sectionInserts.count - sectionDeletes.count
    guard expectedSections == after.count else {
      throw UITableView.UpdateError.invalidNumberOfSections(
        after: after.count, before: before.count, inserted: sectionInserts.count,
        deleted: sectionDeletes.count)
    }
  }
}

/// One row move as step 4 checks it: its positions, and the paths its messages
/// name (as given, which a position does not give back for a path without two
/// indexes), made only when a message needs them.
private struct GivenMove {
  var move: (from: SectionedChangeset.Path, to: SectionedChangeset.Path)
  var given: (from: IndexPath, to: IndexPath)?

  init(
    _ move: (from: SectionedChangeset.Path, to: SectionedChangeset.Path), index: Int,
    in batch: NormalisedBatch
  ) {
    self.move = move
    given = batch.givenMovePaths.isEmpty ? nil : batch.givenMovePaths[index]
  }

  var from: IndexPath { given?.from ?? move.from.indexPath }
  var to: IndexPath { given?.to ?? move.to.indexPath }

  /// Whether the source is a row before the update and the destination a
  /// row after it: the check every move of a batch takes, kept to a few
  /// comparisons (a reversed 1,000,000-row section moves every row).
  @inline(__always)
  static func isInRange(
    _ move: (from: SectionedChangeset.Path, to: SectionedChangeset.Path), before: [Int],
    after: [Int]
  ) -> Bool {
    before.indices.contains(move.from.section) && move.from.row >= 0
      && move.from.row < before[move.from.section] && after.indices.contains(move.to.section)
      && move.to.row >= 0 && move.to.row < after[move.to.section]
  }

  /// The error for a move that is not ``isInRange(_:before:after:)``, in
  /// UIKit's order: the source's section and row before the update, then
  /// the destination's after it.
  @inline(never)
  func rangeError(before: [Int], after: [Int]) -> UITableView.UpdateError {
    guard before.indices.contains(move.from.section) else {
      return .moveRowSourceSectionOutOfRange(from, sectionCount: before.count)
    }
    guard move.from.row >= 0, move.from.row < before[move.from.section] else {
      return .moveRowSourceOutOfRange(
        from, rowCount: before[move.from.section], section: move.from.section)
    }
    guard after.indices.contains(move.to.section) else {
      return .moveRowDestinationSectionOutOfRange(
        from, destination: to, sectionCount: after.count)
    }
    return .moveRowDestinationOutOfRange(
      from, destination: to, rowCount: after[move.to.section], section: move.to.section)
  }
}
