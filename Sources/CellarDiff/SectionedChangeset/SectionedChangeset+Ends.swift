/// Which source section each target section pairs with, and back: `-1`
/// for an inserted or deleted section.
@usableFromInline
struct SectionPairing {
  /// Per source section, its target section, or -1.
  @usableFromInline let sourceToTarget: [Int]
  /// Per target section, its source section, or -1.
  @usableFromInline let targetToSource: [Int]

  @inlinable
  init(sourceToTarget: [Int], targetToSource: [Int]) {
    self.sourceToTarget = sourceToTarget
    self.targetToSource = targetToSource
  }
}

/// The common prefix and suffix of each pair of matched sections: rows
/// whose identities are equal at the same distance from the start (or the
/// end) of both sections, up to the first that differ. They are matched in
/// place without a hash table, and their contents compared in the same
/// read, as the flat engine trims the ends of its one list.
///
/// When the rows of most sections did not change, the sectioned engine then
/// hashes each kept row once (to be sure no identity repeats) instead of
/// hashing every row on both sides, chaining the target's occurrences and
/// re-reading every matched pair for its content.
///
/// A value without trimmed rows (``init()``) stands for "match every row".
@usableFromInline
struct PairedEnds {
  /// Per source section, the length of its common prefix with its paired
  /// section (0 for a deleted section).
  @usableFromInline var prefix: [Int] = []
  /// Per source section, the length of its common suffix with its paired
  /// section (0 for a deleted section).
  @usableFromInline var suffix: [Int] = []
  /// The trimmed rows whose content changed, in source order: each
  /// section's prefix's, then its suffix's.
  @usableFromInline var updates: [SectionedChangeset.RowUpdate] = []
  /// Per source section, where its updates start in ``updates``, where its
  /// suffix's start, and then the next section's: `2 * section`,
  /// `2 * section + 1` and `2 * section + 2`.
  @usableFromInline var updateBounds: [Int] = []
  /// The number of rows trimmed on each side.
  @usableFromInline var trimmed = 0

  /// No rows trimmed.
  @inlinable init() {}

  /// The common ends of every pair of matched sections.
  ///
  /// - Complexity: O(*t*) identity and content comparisons, *t* the rows
  ///   trimmed, plus O(*s*) for *s* source sections.
  @inlinable
  init<Rules: SectionedRowRules>(
    sourceRows: [[Rules.Row]], targetRows: [[Rules.Row]], sourceToTarget: [Int], rules: Rules
  ) {
    typealias Path = SectionedChangeset.Path
    prefix.reserveCapacity(sourceRows.count)
    suffix.reserveCapacity(sourceRows.count)
    updateBounds.reserveCapacity(2 * sourceRows.count + 1)
    for section in sourceRows.indices {
      updateBounds.append(updates.count)
      let paired = sourceToTarget[section]
      guard paired >= 0 else {
        prefix.append(0)
        suffix.append(0)
        updateBounds.append(updates.count)
        continue
      }
      let source = sourceRows[section]
      let target = targetRows[paired]
      let sourceCount = source.count
      let targetCount = target.count
      let shorter = min(sourceCount, targetCount)
      var start = 0
      while start < shorter {
        let sourceRow = source[start]
        let targetRow = target[start]
        guard
          rules.sourceID(of: sourceRow, section: section, row: start)
            == rules.targetID(of: targetRow, section: paired, row: start)
        else { break }
        if !rules.isContentEqual(sourceRow, targetRow) {
          updates.append(
            SectionedChangeset.RowUpdate(
              source: Path(section: section, row: start), target: Path(section: paired, row: start)
            ))
        }
        start += 1
      }
      updateBounds.append(updates.count)
      var end = 0
      while end < shorter - start {
        let sourceOffset = sourceCount - 1 - end
        let targetOffset = targetCount - 1 - end
        let sourceRow = source[sourceOffset]
        let targetRow = target[targetOffset]
        guard
          rules.sourceID(of: sourceRow, section: section, row: sourceOffset)
            == rules.targetID(of: targetRow, section: paired, row: targetOffset)
        else { break }
        if !rules.isContentEqual(sourceRow, targetRow) {
          updates.append(
            SectionedChangeset.RowUpdate(
              source: Path(section: section, row: sourceOffset),
              target: Path(section: paired, row: targetOffset)))
        }
        end += 1
      }
      updates[updateBounds[2 * section + 1]...].reverse()
      prefix.append(start)
      suffix.append(end)
      trimmed += start + end
    }
    updateBounds.append(updates.count)
  }

  /// The rows of source section `section`, of `count` rows, left between
  /// its ends.
  @inlinable @inline(__always)
  func sourceMiddle(of section: Int, count: Int) -> Range<Int> {
    trimmed == 0 ? 0..<count : prefix[section]..<(count - suffix[section])
  }

  /// The rows of a target section of `count` rows, paired with source
  /// section `source` (-1 when inserted), left between its ends.
  @inlinable @inline(__always)
  func targetMiddle(pairedWith source: Int, count: Int) -> Range<Int> {
    trimmed == 0 || source < 0 ? 0..<count : prefix[source]..<(count - suffix[source])
  }

  /// The updates in source section `section`'s prefix, in order.
  @inlinable @inline(__always)
  func prefixUpdates(of section: Int) -> ArraySlice<SectionedChangeset.RowUpdate> {
    if updates.isEmpty { return [] }
    return updates[updateBounds[2 * section]..<updateBounds[2 * section + 1]]
  }

  /// The updates in source section `section`'s suffix, in order.
  @inlinable @inline(__always)
  func suffixUpdates(of section: Int) -> ArraySlice<SectionedChangeset.RowUpdate> {
    if updates.isEmpty { return [] }
    return updates[updateBounds[2 * section + 1]..<updateBounds[2 * section + 2]]
  }

  /// Whether a trimmed row's identity occurs twice in all: among the
  /// trimmed rows, or also among the rows already in `table`. Enters each
  /// trimmed row once (its source identity, equal to its target's).
  @inlinable
  func anyRepeat<Rules: SectionedRowRules>(
    sourceRows: [[Rules.Row]], rules: Rules,
    table: inout IdentityTable<Rules.RowID, RowOccurrences>
  ) -> Bool {
    var repeats = false
    func countTrimmed(_ row: Int, _ code: Int, _ counts: inout RowOccurrences) {
      counts.source += 1
      counts.target += 1
      if counts.source > 1 || counts.target > 1 { repeats = true }
    }
    for section in sourceRows.indices where prefix[section] + suffix[section] > 0 {
      let rows = sourceRows[section]
      func rowID(at row: Int) -> Rules.RowID {
        rules.sourceID(of: rows[row], section: section, row: row)
      }
      table.forEachCode(in: 0..<prefix[section], identify: rowID(at:), countTrimmed)
      table.forEachCode(
        in: (rows.count - suffix[section])..<rows.count, identify: rowID(at:), countTrimmed)
      if repeats { return true }
    }
    return false
  }
}
