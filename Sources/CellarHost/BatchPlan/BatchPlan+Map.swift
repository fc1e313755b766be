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
    var deletedCount: [Int: Int] = [:]
    var movedOut: [Int: Int] = [:]
    var insertedCount: [Int: Int] = [:]
    var movedIn: [Int: Int] = [:]
    for path in accepted.rowDeletes {
      deletedCount[path.section, default: 0] += 1
      removedRows[path.section, default: []].append(path.row)
    }
    for path in accepted.rowInserts {
      insertedCount[path.section, default: 0] += 1
      insertedRows[path.section, default: []].append((path.row, nil))
    }
    for (from, to) in accepted.rowSources {
      removedRows[from.section, default: []].append(from.row)
      insertedRows[to.section, default: []].append((to.row, from))
      if sectionMap[from.section] != to.section {
        movedOut[from.section, default: 0] += 1
        movedIn[to.section, default: 0] += 1
      }
    }
    // Every row here is in its section's range: validated above.
    for (section, rows) in removedRows {
      removedRows[section] = Self.ascending(rows, count: before[section]) { $0 }
    }
    for (section, rows) in insertedRows {
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
        before[old] + insertedCount[section, default: 0] - deletedCount[old, default: 0]
        + movedIn[section, default: 0] - movedOut[old, default: 0]
      guard expected == after[section] else {
        throw TableView.UpdateError.invalidNumberOfRows(
          section: section, after: after[section], before: before[old],
          inserted: insertedCount[section, default: 0], deleted: deletedCount[old, default: 0],
          movedIn: movedIn[section, default: 0], movedOut: movedOut[old, default: 0])
      }
    }
  }
}
