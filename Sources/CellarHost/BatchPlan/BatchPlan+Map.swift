import Foundation

extension BatchPlan {
  /// Where old sections go: moved ones to their destinations, the others
  /// that stay, in order, to the places left free.
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
  }

  /// Step 6: which rows leave and enter each surviving section, and each
  /// surviving section's row count checked.
  mutating func mapRows(_ accepted: AcceptedBatch, before: [Int], after: [Int]) throws {
    rowMoves = accepted.rowSources
    removedPaths = accepted.rowDeletes
    // Every row here is in its section's range (validated above), so the
    // rows are gathered in arrays by section, not hashed by section.
    var deletedCount = Array(repeating: 0, count: before.count)
    var movedOut = Array(repeating: 0, count: before.count)
    var insertedCount = Array(repeating: 0, count: after.count)
    var movedIn = Array(repeating: 0, count: after.count)
    var removed = [[Int]](repeating: [], count: before.count)
    var inserted = [[(row: Int, source: RowSlot?)]](repeating: [], count: after.count)
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
    for (section, rows) in removed.enumerated() where !rows.isEmpty {
      removedRows[section] = Self.ascending(rows, count: before[section]) { $0 }
    }
    for (section, rows) in inserted.enumerated() where !rows.isEmpty {
      let sorted = Self.ascending(rows, count: after[section]) { $0.row }
      insertedRows[section] = sorted
      entering[section] = sorted.map(\.row)
    }
    var oldSectionOf = Array(repeating: -1, count: after.count)
    for (old, new) in sectionMap.enumerated() {
      if let new { oldSectionOf[new] = old }
    }
    for (section, old) in oldSectionOf.enumerated() where old >= 0 {
      let expected =
        before[old] + insertedCount[section] - deletedCount[old] + movedIn[section]
        - movedOut[old]
      guard expected == after[section] else {
        throw TableView.UpdateError.invalidNumberOfRows(
          section: section, after: after[section], before: before[old],
          inserted: insertedCount[section], deleted: deletedCount[old],
          movedIn: movedIn[section], movedOut: movedOut[old])
      }
    }
  }
}
