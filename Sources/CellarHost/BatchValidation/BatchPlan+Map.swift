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

  /// Step 6: which rows leave and enter each surviving section, and each
  /// surviving section's row count checked.
  mutating func mapRows(_ accepted: AcceptedBatch, before: [Int], after: [Int]) throws {
    rowMoves = accepted.rowSources
    removedPaths = accepted.rowDeletes
    let tally = RowTally(accepted, sectionMap: sectionMap, before: before, after: after)
    for (section, rows) in tally.removed.enumerated() where !rows.isEmpty {
      removedRows[section] = Self.ascending(rows, count: before[section]) { $0 }
    }
    for (section, rows) in tally.inserted.enumerated() where !rows.isEmpty {
      let sorted = Self.ascending(rows, count: after[section]) { $0.row }
      insertedRows[section] = sorted
      entering[section] = sorted.map(\.row)
    }
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
/// rows are gathered in arrays by section, not hashed by section.
private struct RowTally {
  /// Per old section: deletes, and rows moved to another section.
  var deletedCount: [Int]
  var movedOut: [Int]
  /// Per new section: inserts, and rows moved in from another section.
  var insertedCount: [Int]
  var movedIn: [Int]
  /// Per old section, the rows leaving it; per new section, the rows
  /// entering it with a moved row's old place. Unordered.
  var removed: [[Int]]
  var inserted: [[(row: Int, source: SectionedChangeset.Path?)]]

  init(_ accepted: AcceptedBatch, sectionMap: [Int?], before: [Int], after: [Int]) {
    deletedCount = Array(repeating: 0, count: before.count)
    movedOut = deletedCount
    removed = Array(repeating: [], count: before.count)
    insertedCount = Array(repeating: 0, count: after.count)
    movedIn = insertedCount
    inserted = Array(repeating: [], count: after.count)
    for path in accepted.rowDeletes {
      deletedCount[path.section] += 1
      removed[path.section].append(path.row)
    }
    for path in accepted.rowInserts {
      insertedCount[path.section] += 1
      inserted[path.section].append((path.row, nil))
    }
    for (from, to) in accepted.rowSources.pairs {
      removed[from.section].append(from.row)
      inserted[to.section].append((to.row, from))
      if sectionMap[from.section] != to.section {
        movedOut[from.section] += 1
        movedIn[to.section] += 1
      }
    }
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
