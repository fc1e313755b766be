import CellarDiff
import Foundation

extension BatchPlan {
  /// Where old sections go: moved ones to their destinations, the others
  /// that stay, in order, to the places left free; and back.
  mutating func mapSections(_ accepted: AcceptedBatch, before: [Int], after: [Int]) {
    sectionMap = Array(repeating: nil, count: before.count)
    var taken = Array(repeating: false, count: after.count)
    for section in accepted.sectionInserts { taken[section] = true }
    for (from, to) in accepted.sectionSources {
      sectionMap[from] = to
      taken[to] = true
    }
    var free = 0
    for section in 0..<before.count
    where !accepted.sectionDeletes.contains(section)
      && accepted.sectionSources[section] == nil
    {
      while free < after.count, taken[free] { free += 1 }
      guard free < after.count else { break }
      sectionMap[section] = free
      taken[free] = true
    }
    sectionSources = Array(repeating: nil, count: after.count)
    for (old, new) in sectionMap.enumerated() {
      if let new { sectionSources[new] = old }
    }
  }

  /// Step 6: which rows leave and enter each section, and each
  /// surviving section's row count checked.
  mutating func mapRows(_ accepted: AcceptedBatch, before: [Int], after: [Int]) throws {
    rowMoves = accepted.rowSources
    removedPaths = accepted.rowDeletes
    let tally = RowTally(accepted, sectionMap: sectionMap, before: before, after: after)
    removedRows = tally.removed
    insertedRows = tally.inserted
    entering = insertedRows.map { $0.map(\.row) }
    for (section, old) in sectionSources.enumerated() {
      guard let old else { continue }
      try tally.checkRowCount(old: old, new: section, before: before, after: after)
    }
  }
}

/// The rows an accepted batch takes out of and puts into each section, and
/// how many of each kind, for step 6.
///
/// Every row here is in its section's range (validated before), so the
/// rows are gathered by section in arrays, not hashed. The accepted
/// deletes and inserts come ascending; the moves' ends are grouped by
/// section, sorted where they are not given in order, and merged in: each
/// section's list is allocated once, at its size.
private struct RowTally {
  /// Per old section: deletes, and rows moved to another section.
  var deletedCount: [Int]
  var movedOut: [Int]
  /// Per new section: inserts, and rows moved in from another section.
  var insertedCount: [Int]
  var movedIn: [Int]
  /// Per old section, the rows leaving it; per new section, the rows
  /// entering it with a moved row's old place. Ascending; empty where none.
  var removed: [[Int]]
  var inserted: [[(row: Int, source: SectionedChangeset.Path?)]]

  init(_ accepted: AcceptedBatch, sectionMap: [Int?], before: [Int], after: [Int]) {
    deletedCount = Array(repeating: 0, count: before.count)
    movedOut = deletedCount
    insertedCount = Array(repeating: 0, count: after.count)
    movedIn = insertedCount
    let moves = accepted.rowSources.pairs
    for (from, to) in moves where sectionMap[from.section] != to.section {
      movedOut[from.section] += 1
      movedIn[to.section] += 1
    }
    let deletes = SectionGroups(accepted.rowDeletes, sections: before.count) {
      ($0.section, $0.row)
    }
    let sources = SectionGroups(moves, sections: before.count) { ($0.key.section, $0.key.row) }
    removed = (0..<before.count).map { section in
      .merging(deletes[section], sources[section].ascending(by: { $0 }, count: before[section])) {
        $0
      }
    }
    let inserts = SectionGroups(accepted.rowInserts, sections: after.count) {
      ($0.section, (row: $0.row, source: SectionedChangeset.Path?.none))
    }
    let destinations = SectionGroups(moves, sections: after.count) {
      ($0.value.section, (row: $0.value.row, source: Optional($0.key)))
    }
    inserted = (0..<after.count).map { section in
      .merging(
        inserts[section], destinations[section].ascending(by: \.row, count: after[section]),
        by: \.row)
    }
    for (section, rows) in deletes.counts.enumerated() { deletedCount[section] = rows }
    for (section, rows) in inserts.counts.enumerated() { insertedCount[section] = rows }
  }

  /// UIKit's last check: a surviving section's row count after the update
  /// is its count before, plus inserts, minus deletes, plus rows moved in,
  /// minus rows moved out.
  func checkRowCount(old: Int, new: Int, before: [Int], after: [Int]) throws {
    // after == before + entering − leaving, without overflowing on huge counts.
    let (change, overflow) = after[new].subtractingReportingOverflow(before[old])
    let net = insertedCount[new] + movedIn[new] - deletedCount[old] - movedOut[old]
    guard !overflow, change == net else {
      throw UITableView.UpdateError.invalidNumberOfRows(
        section: new, after: after[new], before: before[old], inserted: insertedCount[new],
        deleted: deletedCount[old], movedIn: movedIn[new], movedOut: movedOut[old])
    }
  }
}

/// Values grouped by section, in one array: a counting sort, which keeps
/// the order given within each section.
private struct SectionGroups<Value> {
  /// Per section, where its values start in `values`; one more entry at the end.
  private var starts: [Int]
  private var values: [Value]

  /// Groups `items` into `sections` sections.
  ///
  /// - Parameters:
  ///   - items: The items, each in a section inside `0..<sections`.
  ///   - sections: The number of sections.
  ///   - entry: An item's section, and its value.
  init<Item>(_ items: [Item], sections: Int, _ entry: (Item) -> (section: Int, value: Value)) {
    var starts = [Int](repeating: 0, count: sections + 1)
    for item in items { starts[entry(item).section + 1] += 1 }
    for section in 0..<sections { starts[section + 1] += starts[section] }
    self.starts = starts
    // Each item's place in the grouped order, then the values in that order.
    var next = starts
    var order = [Int](repeating: 0, count: items.count)
    for (index, item) in items.enumerated() {
      let section = entry(item).section
      order[next[section]] = index
      next[section] += 1
    }
    values = order.map { entry(items[$0]).value }
  }

  /// How many values each section has.
  var counts: [Int] { zip(starts, starts.dropFirst()).map { $1 - $0 } }

  /// A section's values, in the order given.
  subscript(section: Int) -> ArraySlice<Value> { values[starts[section]..<starts[section + 1]] }
}
