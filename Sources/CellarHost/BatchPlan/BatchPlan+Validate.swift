import Foundation

/// What a batch's checks accept, in UIKit's order after the reloads are
/// expanded: deletes (step 2), inserts (3), moves (4) and the section
/// count (5). Each check throws the first ``TableView/UpdateError`` it meets.
struct AcceptedBatch {
  /// The sections and rows deleted and inserted, outside deleted and
  /// inserted sections for rows.
  var sectionDeletes: Set<Int> = []
  var rowDeletes: Set<RowSlot> = []
  var sectionInserts: Set<Int> = []
  var rowInserts: Set<RowSlot> = []
  /// Section moves and row moves, old place to new.
  var sectionSources: [Int: Int] = [:]
  var rowSources = RowSlotMap()
  /// Whether a row moves out of a deleted section or into an inserted one:
  /// UIKit then applies the batch as a `reloadData`.
  var fallsBackToReloadData = false

  /// Checks a normalised batch against the counts before and after it.
  init(_ batch: NormalisedBatch, before: [Int], after: [Int]) throws {
    try checkDeletes(batch, before: before)
    try checkInserts(batch, after: after)
    try checkSectionMoves(batch, before: before, after: after)
    try checkRowMoves(batch, before: before, after: after)
    try checkSectionCount(before: before, after: after)
  }

  /// Step 2: deletes, descending (a section before its rows).
  private mutating func checkDeletes(_ batch: NormalisedBatch, before: [Int]) throws {
    let deleteItems =
      batch.deletedSections.map(BatchItem.section) + Set(batch.rowDeletes).map(BatchItem.row)
    for item in deleteItems.sorted(by: >) {
      switch item {
      case .section(let section):
        if batch.sectionMovesFrom[section] != nil {
          throw TableView.UpdateError.deleteAndMoveSameSection(section)
        }
        guard before.indices.contains(section) else {
          throw TableView.UpdateError.deleteSectionOutOfRange(
            section: section, sectionCount: before.count)
        }
        sectionDeletes.insert(section)
      case .row(let path):
        if batch.movesFrom[path] != nil {
          throw TableView.UpdateError.deleteAndMoveSameIndexPath(path.indexPath)
        }
        guard before.indices.contains(path.section) else {
          throw TableView.UpdateError.deleteRowSectionOutOfRange(
            row: path.row, section: path.section, sectionCount: before.count)
        }
        if batch.deletedSections.contains(path.section) { continue }
        guard path.row >= 0, path.row < before[path.section] else {
          throw TableView.UpdateError.deleteRowOutOfRange(
            row: path.row, section: path.section, rowCount: before[path.section])
        }
        rowDeletes.insert(path)
      }
    }
  }

  /// Step 3: inserts, ascending (a section after its rows).
  private mutating func checkInserts(_ batch: NormalisedBatch, after: [Int]) throws {
    let insertItems =
      batch.insertedSections.map(BatchItem.section) + Set(batch.rowInserts).map(BatchItem.row)
    for item in insertItems.sorted() {
      switch item {
      case .section(let section):
        if batch.sectionMovesTo[section] != nil {
          throw TableView.UpdateError.insertAndMoveSameSection(section)
        }
        guard after.indices.contains(section) else {
          throw TableView.UpdateError.insertSectionOutOfRange(
            section: section, sectionCount: after.count)
        }
        sectionInserts.insert(section)
      case .row(let path):
        if batch.movesTo[path] != nil {
          throw TableView.UpdateError.insertAndMoveSameIndexPath(path.indexPath)
        }
        guard after.indices.contains(path.section) else {
          throw TableView.UpdateError.insertRowSectionOutOfRange(
            row: path.row, section: path.section, sectionCount: after.count)
        }
        if batch.insertedSections.contains(path.section) { continue }
        guard path.row >= 0, path.row < after[path.section] else {
          throw TableView.UpdateError.insertRowOutOfRange(
            row: path.row, section: path.section, rowCount: after[path.section])
        }
        rowInserts.insert(path)
      }
    }
  }

  /// Step 4, sections: in call order.
  private mutating func checkSectionMoves(
    _ batch: NormalisedBatch, before: [Int], after: [Int]
  ) throws {
    var sectionTargets: [Int: Int] = [:]
    for move in batch.sectionMoves {
      guard before.indices.contains(move.from) else {
        throw TableView.UpdateError.moveSectionSourceOutOfRange(
          section: move.from, sectionCount: before.count)
      }
      guard after.indices.contains(move.to) else {
        throw TableView.UpdateError.moveSectionDestinationOutOfRange(
          section: move.from, destination: move.to, sectionCount: after.count)
      }
      if let other = sectionSources[move.from] {
        throw TableView.UpdateError.sectionMovedTwice(
          section: move.from, destination: other, otherDestination: move.to)
      }
      if let other = sectionTargets[move.to] {
        throw TableView.UpdateError.sectionsMovedToSameDestination(
          section: other, otherSection: move.from, destination: move.to)
      }
      sectionSources[move.from] = move.to
      sectionTargets[move.to] = move.from
    }
  }

  /// Step 4, rows: in call order.
  private mutating func checkRowMoves(_ batch: NormalisedBatch, before: [Int], after: [Int]) throws
  {
    var rowTargets: [RowSlot: RowSlot] = [:]
    // No source and no destination repeats: no move can conflict with
    // another, and the batch.moves are `batch.movesFrom` once each is in range.
    let distinct =
      batch.movesFrom.count == batch.moves.count && batch.movesTo.count == batch.moves.count
    for (index, move) in batch.moves.enumerated() {
      // Made only for a message.
      let given = batch.givenMovePaths.isEmpty ? nil : batch.givenMovePaths[index]
      var fromPath: IndexPath { given?.from ?? move.from.indexPath }
      var toPath: IndexPath { given?.to ?? move.to.indexPath }
      if batch.deletedSections.contains(move.from.section)
        || batch.insertedSections.contains(move.to.section)
      {
        fallsBackToReloadData = true
        continue
      }
      guard before.indices.contains(move.from.section) else {
        throw TableView.UpdateError.moveRowSourceSectionOutOfRange(
          fromPath, sectionCount: before.count)
      }
      guard move.from.row >= 0, move.from.row < before[move.from.section] else {
        throw TableView.UpdateError.moveRowSourceOutOfRange(
          fromPath, rowCount: before[move.from.section], section: move.from.section)
      }
      guard after.indices.contains(move.to.section) else {
        throw TableView.UpdateError.moveRowDestinationSectionOutOfRange(
          fromPath, destination: toPath, sectionCount: after.count)
      }
      guard move.to.row >= 0, move.to.row < after[move.to.section] else {
        throw TableView.UpdateError.moveRowDestinationOutOfRange(
          fromPath, destination: toPath, rowCount: after[move.to.section],
          section: move.to.section)
      }
      if distinct { continue }
      if let other = rowSources[move.from] {
        throw TableView.UpdateError.rowMovedTwice(
          fromPath, destination: other.indexPath, otherDestination: toPath)
      }
      if let other = rowTargets[move.to] {
        throw TableView.UpdateError.rowsMovedToSameDestination(
          other.indexPath, other: fromPath, destination: toPath)
      }
      rowSources.insert(move.from, move.to)
      rowTargets[move.to] = move.from
    }
    if distinct {
      rowSources = fallsBackToReloadData ? RowSlotMap() : batch.movesFrom
    }
  }

  /// Step 5: the section count.
  private func checkSectionCount(before: [Int], after: [Int]) throws {
    let expectedSections =
      before.count + sectionInserts.count - sectionDeletes.count
    guard expectedSections == after.count else {
      throw TableView.UpdateError.invalidNumberOfSections(
        after: after.count, before: before.count, inserted: sectionInserts.count,
        deleted: sectionDeletes.count)
    }
  }
}
