import CellarDiff
import Foundation

extension BatchPlan {
  #if CELLAR_INTERNAL_CHECKS
    /// The largest table (rows before the update) whose every row the
    /// checks map one by one; bigger tables get the checks that cost only
    /// the batch's size.
    static let fullCheckRowLimit = 2_000

    /// Traps unless the plan is consistent: sections map one to one, each
    /// surviving section's rows add up (old − removed + entering = new),
    /// the moves agree with the rows leaving and entering, and (on small
    /// tables) every old row maps to at most one new row and every new row
    /// of a surviving section is hit exactly once.
    ///
    /// Compiled in with `CELLAR_INTERNAL_CHECKS` (debug builds, so every
    /// test runs it); empty otherwise.
    func _checkInvariants(before: [Int], after: [Int]) {
      precondition(
        sectionMap.count == before.count, "BatchPlan: a section map entry per old section")
      if fallsBackToReloadData { return }
      precondition(sectionSources.count == after.count, "BatchPlan: a source per new section")
      for (old, new) in sectionMap.enumerated() {
        guard let new else { continue }
        precondition(sectionSources[new] == old, "BatchPlan: section \(old) maps one to one")
      }
      for (new, old) in sectionSources.enumerated() {
        guard let old else { continue }
        _checkSection(old: old, new: new, before: before[old], after: after[new])
      }
      _checkMoves()
      // Each count small first, so that the sum cannot overflow.
      if before.allSatisfy({ $0 <= Self.fullCheckRowLimit }),
        before.reduce(0, +) <= Self.fullCheckRowLimit
      {
        _checkEveryRow(before: before, after: after)
      }
    }

    /// One surviving section: removed and entering rows strictly ascending
    /// and in range, and the counts add up.
    private func _checkSection(old: Int, new: Int, before: Int, after: Int) {
      let removed = Self.rows(removedRows, in: old)
      let inserted = Self.rows(insertedRows, in: new)
      precondition(
        zip(removed, removed.dropFirst()).allSatisfy { $0 < $1 }
          && removed.allSatisfy { (0..<before).contains($0) },
        "BatchPlan: rows leaving section \(old) are distinct, ascending, in range")
      precondition(
        zip(inserted, inserted.dropFirst()).allSatisfy { $0.row < $1.row }
          && inserted.allSatisfy { (0..<after).contains($0.row) },
        "BatchPlan: rows entering section \(new) are distinct, ascending, in range")
      precondition(
        Self.rows(entering, in: new) == inserted.map(\.row),
        "BatchPlan: entering rows of section \(new)")
      precondition(
        before - removed.count + inserted.count == after,
        "BatchPlan: section \(old)→\(new): old − removed + entering = new")
    }

    /// Each move leaves its old place and enters its new one, once; no
    /// moved row is also deleted.
    private func _checkMoves() {
      var sourced = 0
      for (section, rows) in insertedRows.enumerated() {
        for (row, source) in rows {
          guard let source else { continue }
          sourced += 1
          precondition(
            rowMoves[source] == SectionedChangeset.Path(section: section, row: row),
            "BatchPlan: the move from \(source) enters where it says")
        }
      }
      precondition(sourced == rowMoves.count, "BatchPlan: every move enters once")
      for (from, _) in rowMoves.pairs {
        precondition(!isRemoved(from), "BatchPlan: \(from) is moved and deleted")
        precondition(
          Self.rows(removedRows, in: from.section).contains(from.row),
          "BatchPlan: the move from \(from) leaves its section")
      }
    }

    /// Every old row maps to at most one new row, and every new row of a
    /// surviving section is either entering or hit by exactly one old row.
    private func _checkEveryRow(before: [Int], after: [Int]) {
      var hits = after.map { Array(repeating: 0, count: $0) }
      for (section, count) in before.enumerated() {
        for row in 0..<count {
          guard let path = newPath(for: IndexPath(row: row, section: section)) else { continue }
          precondition(
            hits.indices.contains(path.section) && hits[path.section].indices.contains(path.row),
            "BatchPlan: row \(row) of section \(section) maps inside the table")
          hits[path.section][path.row] += 1
        }
      }
      for (section, rows) in insertedRows.enumerated() {
        for (row, source) in rows where source == nil { hits[section][row] += 1 }
      }
      for (new, old) in sectionSources.enumerated() where old != nil {
        precondition(
          hits[new].allSatisfy { $0 == 1 }, "BatchPlan: every row of section \(new) is hit once")
      }
    }
  #else
    /// Checks nothing: the checks are compiled in with `CELLAR_INTERNAL_CHECKS`.
    @inline(__always)
    func _checkInvariants(before: [Int], after: [Int]) {}
  #endif
}
