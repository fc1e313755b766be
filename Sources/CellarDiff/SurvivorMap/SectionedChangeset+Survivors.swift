extension SectionedChangeset {
  /// For each source row in reading order, where it is in the target, or
  /// `Path(section: -1, row: -1)` when it leaves: a moved row at its move's
  /// target, a staying row of a kept section at its rank among the staying
  /// rows (as ``SurvivorMap`` places it), for every row at once.
  ///
  /// - Parameters:
  ///   - sourceCounts: The number of rows of each source section.
  ///   - targetCounts: The number of rows of each target section.
  /// - Returns: `nil` when the changeset does not fit the counts.
  /// - Complexity: O(*n* + *m*), for *n* source and *m* target rows.
  @usableFromInline
  package func survivorTargets(sourceCounts: [Int], targetCounts: [Int]) -> [Path]? {
    guard
      let (sourceToTarget, _) = sections.pairing(
        sourceCount: sourceCounts.count, targetCount: targetCounts.count),
      var marks = ChangeMarks(self, sourceCounts: sourceCounts, targetCounts: targetCounts)
    else { return nil }
    for (section, pair) in sourceToTarget.enumerated() where pair >= 0 {
      var targetRow = 0
      for row in 0..<sourceCounts[section] where !marks.leaves(section, row) {
        while targetRow < targetCounts[pair] && marks.enters(pair, targetRow) { targetRow += 1 }
        guard targetRow < targetCounts[pair] else { return nil }
        marks.targets[marks.sourceStarts[section] + row] = Path(section: pair, row: targetRow)
        targetRow += 1
      }
    }
    return marks.targets
  }
}

/// The row updates of a changeset whose rows were matched without their
/// content (by keys computed off the main actor, say), found again by the
/// same content pass the matching runs, a piece at a time: each kept
/// source row against the target row it is paired with (as
/// ``SectionedChangeset/survivorTargets(sourceCounts:targetCounts:)`` pairs
/// them), in source order, so that a caller on the main actor can let other
/// work run between pieces.
@usableFromInline
package struct SurvivorContentComparison: Sendable {
  /// For each source row in reading order, its target, or `(-1, -1)` (see
  /// ``SectionedChangeset/survivorTargets(sourceCounts:targetCounts:)``).
  @usableFromInline let targets: [SectionedChangeset.Path]
  /// The next source row to compare.
  @usableFromInline var section = 0
  @usableFromInline var row = 0
  /// Its flat offset.
  @usableFromInline var flat = 0
  /// The paired rows found changed so far, in source order.
  @usableFromInline package var rowUpdates: [SectionedChangeset.RowUpdate] = []

  /// Ready to compare the rows `targets` pairs.
  ///
  /// - Parameter targets: What ``SectionedChangeset/survivorTargets(sourceCounts:targetCounts:)``
  ///   returned for the rows to compare.
  @usableFromInline
  package init(targets: [SectionedChangeset.Path]) { self.targets = targets }

  /// Compares up to `limit` more source rows (an empty section counts as
  /// one) with their paired targets.
  ///
  /// - Parameters:
  ///   - sourceRows: The rows of each source section, the same each call.
  ///   - targetRows: The rows of each target section, the same each call.
  ///   - rules: What decides that two paired rows have the same content.
  ///   - limit: The most rows to compare in this call.
  /// - Returns: Whether every row is compared.
  @inlinable
  package mutating func compare<Rules: SectionedRowRules>(
    sourceRows: [[Rules.Row]], targetRows: [[Rules.Row]], rules: Rules, upTo limit: Int
  ) -> Bool {
    var budget = limit
    while budget > 0 && section < sourceRows.count {
      let rows = sourceRows[section]
      let end = row + min(budget, rows.count - row)
      for index in row..<end {
        let target = targets[flat]
        flat += 1
        if target.section >= 0
          && !rules.isContentEqual(rows[index], targetRows[target.section][target.row])
        {
          rowUpdates.append(
            SectionedChangeset.RowUpdate(
              source: SectionedChangeset.Path(section: section, row: index), target: target))
        }
      }
      budget -= max(1, end - row)
      (section, row) = end == rows.count ? (section + 1, 0) : (section, end)
    }
    return section == sourceRows.count
  }
}

/// The rows a changeset takes out of their source sections and puts into
/// target sections, marked by flat offset, with the moved rows' targets.
@usableFromInline
struct ChangeMarks {
  /// The flat offset of each source section's first row, and the total last.
  let sourceStarts: [Int]
  /// The flat offset of each target section's first row, and the total last.
  let targetStarts: [Int]
  /// Per source row: deleted or moved.
  var leaving: [Bool]
  /// Per target row: inserted or moved in.
  var entering: [Bool]
  /// Per source row: its move's target, or `Path(section: -1, row: -1)`.
  var targets: [SectionedChangeset.Path]

  /// Marks the changes, or `nil` when one is out of range.
  init?(_ changeset: SectionedChangeset, sourceCounts: [Int], targetCounts: [Int]) {
    sourceStarts = Self.starts(sourceCounts)
    targetStarts = Self.starts(targetCounts)
    targets = Array(repeating: .init(section: -1, row: -1), count: sourceStarts.last ?? 0)
    leaving = Array(repeating: false, count: targets.count)
    entering = Array(repeating: false, count: targetStarts.last ?? 0)
    func flat(_ path: SectionedChangeset.Path, _ starts: [Int]) -> Int? {
      guard path.section >= 0, path.section < starts.count - 1, path.row >= 0,
        path.row < starts[path.section + 1] - starts[path.section]
      else { return nil }
      return starts[path.section] + path.row
    }
    for path in changeset.rowDeletes {
      guard let offset = flat(path, sourceStarts) else { return nil }
      leaving[offset] = true
    }
    for path in changeset.rowInserts {
      guard let offset = flat(path, targetStarts) else { return nil }
      entering[offset] = true
    }
    for move in changeset.rowMoves {
      guard let from = flat(move.source, sourceStarts), let to = flat(move.target, targetStarts)
      else { return nil }
      leaving[from] = true
      entering[to] = true
      targets[from] = move.target
    }
  }

  /// Whether a source row leaves its section.
  func leaves(_ section: Int, _ row: Int) -> Bool { leaving[sourceStarts[section] + row] }

  /// Whether a target row enters its section.
  func enters(_ section: Int, _ row: Int) -> Bool { entering[targetStarts[section] + row] }

  /// The flat offset of each section's first row, and the total last.
  private static func starts(_ counts: [Int]) -> [Int] {
    var starts = [0]
    starts.reserveCapacity(counts.count + 1)
    for count in counts { starts.append(starts[starts.count - 1] + count) }
    return starts
  }
}
