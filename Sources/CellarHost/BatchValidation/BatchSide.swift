import CellarDiff
import Foundation

/// The side of a batch that the delete and insert checks read: deletes name
/// places before the update, inserts places after it. One check serves
/// both sides; this type says what differs (the operations read, the move
/// ends they conflict with, and UIKit's messages).
enum BatchSide {
  /// Deletes (reloads included), in the coordinates before the update.
  case delete
  /// Inserts (reloads included), in the coordinates after the update.
  case insert

  /// UIKit's error for a section deleted and moved from (or inserted and
  /// moved to) in one batch.
  func sectionAlsoMoved(_ section: Int) -> UITableView.UpdateError {
    switch self {
    case .delete: .deleteAndMoveSameSection(section)
    case .insert: .insertAndMoveSameSection(section)
    }
  }

  /// UIKit's error for a section outside the table on this side.
  func sectionOutOfRange(_ section: Int, sectionCount: Int) -> UITableView.UpdateError {
    switch self {
    case .delete: .deleteSectionOutOfRange(section: section, sectionCount: sectionCount)
    case .insert: .insertSectionOutOfRange(section: section, sectionCount: sectionCount)
    }
  }

  /// UIKit's error for a row deleted and moved from (or inserted and moved
  /// to) in one batch.
  func rowAlsoMoved(_ path: SectionedChangeset.Path) -> UITableView.UpdateError {
    switch self {
    case .delete: .deleteAndMoveSameIndexPath(path.indexPath)
    case .insert: .insertAndMoveSameIndexPath(path.indexPath)
    }
  }

  /// UIKit's error for a row in a section outside the table on this side.
  func rowSectionOutOfRange(_ path: SectionedChangeset.Path, sectionCount: Int)
    -> UITableView.UpdateError
  {
    switch self {
    case .delete:
      .deleteRowSectionOutOfRange(row: path.row, section: path.section, sectionCount: sectionCount)
    case .insert:
      .insertRowSectionOutOfRange(row: path.row, section: path.section, sectionCount: sectionCount)
    }
  }

  /// The collection view's rejection of a row moved out of a deleted
  /// section (deletes) or into an inserted one (inserts).
  func rowMovedAcross(_ section: Int) -> CollectionViewBatch.UpdateError {
    switch self {
    case .delete: .moveFromDeletedSection(section)
    case .insert: .moveIntoInsertedSection(section)
    }
  }

  /// The sections on this side that a row moves out of (deletes) or into
  /// (inserts), when the rules reject such moves; empty otherwise.
  func movedAcrossSections(_ batch: NormalisedBatch, rules: BatchRules) -> Set<Int> {
    guard rules.rejectsMovesAcrossReplacedSections else { return [] }
    return Set(batch.moves.lazy.map { self == .delete ? $0.from.section : $0.to.section })
  }

  /// UIKit's error for a row outside its section on this side.
  func rowOutOfRange(_ path: SectionedChangeset.Path, rowCount: Int) -> UITableView.UpdateError {
    switch self {
    case .delete: .deleteRowOutOfRange(row: path.row, section: path.section, rowCount: rowCount)
    case .insert: .insertRowOutOfRange(row: path.row, section: path.section, rowCount: rowCount)
    }
  }
}

extension NormalisedBatch {
  /// The sections deleted or inserted, reloads included.
  func sections(_ side: BatchSide) -> Set<Int> {
    side == .delete ? deletedSections : insertedSections
  }

  /// The rows deleted or inserted, reloads included, as given (repeats too).
  func rows(_ side: BatchSide) -> [SectionedChangeset.Path] {
    side == .delete ? rowDeletes : rowInserts
  }

  /// The section moves by the end on this side: by source for deletes, by
  /// destination for inserts.
  func sectionMoveEnds(_ side: BatchSide) -> [Int: Int] {
    side == .delete ? sectionMovesFrom : sectionMovesTo
  }

  /// The row moves by the end on this side: by source for deletes, by
  /// destination for inserts.
  func rowMoveEnds(_ side: BatchSide) -> PathMap {
    side == .delete ? movesFrom : movesTo
  }
}
