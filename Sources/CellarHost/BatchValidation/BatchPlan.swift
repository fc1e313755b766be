import CellarDiff
import Foundation

/// A batch checked against UIKit's rules and resolved into what changes:
/// which old sections survive and where, which rows leave and enter each
/// section, and where every surviving row goes.
///
/// This folder is the host's batch validator. ``init(operations:before:after:)``
/// runs it as a pipeline, each step in its own file:
///
/// 1. normalise (`BatchPlan+Normalise.swift`): read the operations as
///    positions, and turn reloads into a delete plus an insert (at the
///    reloaded place shifted by the deletes and inserts, not the moves, as
///    UIKit does), throwing
///    ``Headless/UITableView/UpdateError/deleteAndReloadSameIndexPath(_:)``;
/// 2. validate (`BatchPlan+Validate.swift`), in UIKit's order: deletes,
///    inserts (one check, parameterised by ``BatchSide``), moves, the
///    section count;
/// 3. map (`BatchPlan+Map.swift`): where each old section goes, which rows
///    leave and enter each surviving section, and each section's row count
///    checked (the last of UIKit's checks).
///
/// Where a surviving row or section goes is answered by CellarDiff's
/// `SurvivorMap` (`newIndex(of:removed:inserted:)` here, one position at a
/// time; the table's planner asks the same type for many paths at once).
/// Each step throws the first ``Headless/UITableView/UpdateError`` in UIKit's order.
///
/// The collection view runs the same pipeline with ``BatchRules/collection``
/// (`BatchRules.swift` lists the three rules that differ) and words the
/// errors its own way (`CollectionViewBatch+Translate.swift`).
struct BatchPlan {
  /// Whether UIKit would apply this batch as a `reloadData`.
  var fallsBackToReloadData = false
  /// For each old section, its index after the update, or `nil` when deleted or reloaded.
  var sectionMap: [Int?] = []
  /// For each new section, the old section it was, or `nil` when it is new
  /// (inserted or reloaded): the inverse of ``sectionMap``.
  var sectionSources: [Int?] = []
  /// By old section: rows leaving it (deletes, reloads, move sources),
  /// ascending, in old coordinates; empty for a section that loses none,
  /// and for every section when the batch falls back to `reloadData`
  /// (then the array itself is empty: read it with ``rows(_:in:)``).
  var removedRows: [[Int]] = []
  /// By new section: rows entering it, ascending, in new coordinates, with
  /// the old place of a moved row (`nil` for a new row); as
  /// ``removedRows``, empty where none enter.
  var insertedRows: [[(row: Int, source: SectionedChangeset.Path?)]] = []
  /// Row moves, old place to new.
  var rowMoves = PathMap()
  /// Deleted and reloaded rows, in old coordinates (outside deleted
  /// sections), ascending, each once.
  var removedPaths: [SectionedChangeset.Path] = []
  /// Rows to reconfigure, in old coordinates.
  var reconfigured: Set<IndexPath> = []
  /// By new section: inserted rows plus move destinations, ascending (the
  /// rows of ``insertedRows``).
  var entering: [[Int]] = []

  /// Validates a batch, in UIKit's order, against the counts before it (the
  /// table's cache) and after it (the data source's answers), with a
  /// surface's rules: the table's by default, ``BatchRules/collection`` for
  /// a collection view (which also throws ``CollectionViewBatch/UpdateError``).
  init(
    operations: [UITableView.Operation], before: [Int], after: [Int], rules: BatchRules = .table
  ) throws {
    let batch = try NormalisedBatch(operations, before: before, after: after)
    reconfigured = batch.reconfigured
    let accepted = try AcceptedBatch(batch, before: before, after: after, rules: rules)
    fallsBackToReloadData = accepted.fallsBackToReloadData
    mapSections(accepted, before: before, after: after)
    if !fallsBackToReloadData {
      try mapRows(accepted, before: before, after: after)
    }
    _checkInvariants(before: before, after: after)
  }

  /// Where a section before the update is after it, or `nil` when it was
  /// deleted or reloaded (or never existed).
  func newSection(for section: Int) -> Int? {
    sectionMap.indices.contains(section) ? sectionMap[section] : nil
  }

  /// Where a row before the update is after it, or `nil` when it was
  /// deleted, reloaded, or in a deleted or reloaded section.
  func newPath(for path: IndexPath) -> IndexPath? {
    guard path.isTablePath, path.section >= 0, path.section < sectionMap.count,
      let section = sectionMap[path.section]
    else { return nil }
    let position = SectionedChangeset.Path(path)
    if isRemoved(position) { return nil }
    if let target = rowMoves[position] { return target.indexPath }
    return IndexPath(
      row: SurvivorMap.newIndex(
        of: path.row, removed: Self.rows(removedRows, in: path.section),
        inserted: Self.rows(entering, in: section)),
      section: section)
  }

  /// A section's entry in one of the by-section lists, or none when the
  /// list does not reach it.
  static func rows<Row>(_ lists: [[Row]], in section: Int) -> [Row] {
    lists.indices.contains(section) ? lists[section] : []
  }

  /// Whether a row is deleted or reloaded: a binary search of ``removedPaths``.
  func isRemoved(_ path: SectionedChangeset.Path) -> Bool {
    removedPaths.sortedContains(path) { $0 }
  }
}
