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
  func survivorTargets(sourceCounts: [Int], targetCounts: [Int]) -> [Path]? {
    guard
      let (sourceToTarget, _) = sections.pairing(
        sourceCount: sourceCounts.count, targetCount: targetCounts.count)
    else { return nil }
    let sourceStarts = Self.starts(sourceCounts)
    let targetStarts = Self.starts(targetCounts)
    var targets = [Path](repeating: Path(section: -1, row: -1), count: sourceStarts.last ?? 0)
    var leaving = [Bool](repeating: false, count: targets.count)
    var entering = [Bool](repeating: false, count: targetStarts.last ?? 0)
    func flat(_ path: Path, _ starts: [Int], _ counts: [Int]) -> Int? {
      guard counts.indices.contains(path.section), (0..<counts[path.section]).contains(path.row)
      else { return nil }
      return starts[path.section] + path.row
    }
    for path in rowDeletes {
      guard let offset = flat(path, sourceStarts, sourceCounts) else { return nil }
      leaving[offset] = true
    }
    for path in rowInserts {
      guard let offset = flat(path, targetStarts, targetCounts) else { return nil }
      entering[offset] = true
    }
    for move in rowMoves {
      guard let from = flat(move.source, sourceStarts, sourceCounts),
        let to = flat(move.target, targetStarts, targetCounts)
      else { return nil }
      leaving[from] = true
      entering[to] = true
      targets[from] = move.target
    }
    for (section, pair) in sourceToTarget.enumerated() where pair >= 0 {
      var targetRow = 0
      for row in 0..<sourceCounts[section] where !leaving[sourceStarts[section] + row] {
        while targetRow < targetCounts[pair] && entering[targetStarts[pair] + targetRow] {
          targetRow += 1
        }
        guard targetRow < targetCounts[pair] else { return nil }
        targets[sourceStarts[section] + row] = Path(section: pair, row: targetRow)
        targetRow += 1
      }
    }
    return targets
  }

  /// The flat offset of each section's first row, and the total last.
  @usableFromInline
  static func starts(_ counts: [Int]) -> [Int] {
    var starts = [0]
    starts.reserveCapacity(counts.count + 1)
    for count in counts { starts.append(starts[starts.count - 1] + count) }
    return starts
  }

  /// This changeset with its row updates found again by `rules`, for a
  /// changeset whose rows were matched without their content (by keys
  /// computed off the main actor, say): the same content pass the matching
  /// runs, over the rows paired as ``survivorTargets(sourceCounts:targetCounts:)``
  /// pairs them.
  ///
  /// - Parameters:
  ///   - sourceRows: The rows of each source section.
  ///   - targetRows: The rows of each target section.
  ///   - rules: What decides that two paired rows have the same content.
  /// - Returns: The changeset with `rowUpdates` replaced, in source order.
  /// - Precondition: The changeset fits the rows.
  /// - Complexity: O(*n* + *m*) content comparisons and steps, for *n*
  ///   source and *m* target rows.
  @inlinable
  package func comparingContent<Rules: SectionedRowRules>(
    sourceRows: [[Rules.Row]], targetRows: [[Rules.Row]], rules: Rules
  ) -> SectionedChangeset {
    guard
      let targets = survivorTargets(
        sourceCounts: sourceRows.map(\.count), targetCounts: targetRows.map(\.count))
    else {
      preconditionFailure("SectionedChangeset: the changeset does not fit the rows")
    }
    var result = self
    result.rowUpdates = SectionedEngine.rowUpdates(
      sourceRows: sourceRows, targetRows: targetRows, matchedTargets: targets, rules: rules)
    return result
  }
}
