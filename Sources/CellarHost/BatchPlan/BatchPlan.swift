import Foundation

/// A batch checked against UIKit's rules and resolved into what changes:
/// which old sections survive and where, which rows leave and enter each
/// section, and where every surviving row goes.
///
/// Built by ``init(operations:before:after:)``, which throws the first
/// ``TableView/UpdateError`` in UIKit's check order.
struct BatchPlan {
  /// Whether UIKit would apply this batch as a `reloadData`.
  var fallsBackToReloadData = false
  /// For each old section, its index after the update, or `nil` when deleted or reloaded.
  var sectionMap: [Int?] = []
  /// Per old surviving section: rows leaving it (deletes, reloads, move
  /// sources), ascending, in old coordinates.
  var removedRows: [Int: [Int]] = [:]
  /// Per new surviving section: rows entering it, ascending, in new
  /// coordinates, with the old place of a moved row (`nil` for a new row).
  var insertedRows: [Int: [(row: Int, source: RowSlot?)]] = [:]
  /// Row moves, old place to new.
  var rowMoves = RowSlotMap()
  /// Deleted and reloaded rows, in old coordinates (outside deleted sections).
  var removedPaths: Set<RowSlot> = []
  /// Rows to reconfigure, in old coordinates.
  var reconfigured: Set<IndexPath> = []
  /// Per new surviving section: inserted rows plus move destinations, ascending.
  var entering: [Int: [Int]] = [:]

  /// Validates a batch, in UIKit's order, against the counts before it (the
  /// table's cache) and after it (the data source's answers).
  init(operations: [TableView.Operation], before: [Int], after: [Int]) throws {
    let batch = try NormalisedBatch(operations, before: before, after: after)
    reconfigured = batch.reconfigured
    let accepted = try AcceptedBatch(batch, before: before, after: after)
    fallsBackToReloadData = accepted.fallsBackToReloadData
    mapSections(accepted, before: before, after: after)
    if fallsBackToReloadData { return }
    try mapRows(accepted, before: before, after: after)
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
    let slot = RowSlot(path)
    if removedPaths.contains(slot) { return nil }
    if let target = rowMoves[slot] { return target.indexPath }
    return IndexPath(
      row: Self.survivorIndex(
        path.row, removed: removedRows[path.section] ?? [], inserted: entering[section] ?? []),
      section: section)
  }

  /// Items with distinct rows in `0..<count`, ordered by row: by placing
  /// each at its row when they are many (O(*count*)), by sorting when few
  /// (O(*k* log *k*)).
  static func ascending<Item>(_ items: [Item], count: Int, row: (Item) -> Int) -> [Item] {
    guard items.count > 64, items.count * 8 > count else {
      return items.sorted { row($0) < row($1) }
    }
    var place = [Int](repeating: -1, count: count)
    for (index, item) in items.enumerated() { place[row(item)] = index }
    var result: [Item] = []
    result.reserveCapacity(items.count)
    for index in place where index >= 0 { result.append(items[index]) }
    return result
  }

  /// The index after the update of an element that stays: shifted down by
  /// the removed elements before it, then up by each entering element at or
  /// before its position (both ascending and distinct). Saturates at
  /// `Int.max` instead of overflowing.
  ///
  /// - Complexity: O(log *r* + log *i*), for *r* removed and *i* entering elements.
  static func survivorIndex(_ index: Int, removed: [Int], inserted: [Int]) -> Int {
    var low = 0
    var high = removed.count
    while low < high {
      let middle = (low + high) / 2
      if removed[middle] < index { low = middle + 1 } else { high = middle }
    }
    // `low` is at most `index` when `index` is non-negative, so this cannot
    // overflow; a negative index (no row) stays where it is.
    let rank = index >= 0 ? index - low : index
    // Entering element `k` has `inserted[k] - k` staying elements before it
    // (non-decreasing in `k`): the element lands after every entering one
    // with at most `rank` staying elements before it.
    low = 0
    high = inserted.count
    while low < high {
      let middle = (low + high) / 2
      // Overflows only below `Int.min`: far below any rank.
      let (staying, overflow) = inserted[middle].subtractingReportingOverflow(middle)
      if overflow || staying <= rank { low = middle + 1 } else { high = middle }
    }
    return rank > Int.max - low ? Int.max : rank + low
  }

}
