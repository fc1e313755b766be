/// The row matching behind ``SectionedChangeset``: one hash table of row
/// identities across all sections, k-th occurrence with k-th occurrence,
/// then a longest increasing subsequence per pair of matched sections.
@usableFromInline
enum SectionedChangesetEngine {
  @inlinable
  static func changeset<Rules: SectionedRowRules>(
    sections: Changeset, sourceRows: [[Rules.Row]], targetRows: [[Rules.Row]], rules: Rules
  ) -> SectionedChangeset {
    typealias RowID = Rules.RowID
    guard
      let (sourceToTarget, targetToSource) = sections.pairing(
        sourceCount: sourceRows.count, targetCount: targetRows.count)
    else {
      preconditionFailure("SectionedChangeset: the section changeset does not fit the sections")
    }
    typealias Path = SectionedChangeset.Path
    let targetTotal = targetRows.reduce(0) { $0 + $1.count }
    let sourceTotal = sourceRows.reduce(0) { $0 + $1.count }

    // Target rows in reading order, chained per identity code.
    var table = IdentityTable<RowID, RowOccurrences>(capacity: targetTotal + sourceTotal)
    var head = [Int](repeating: -1, count: targetTotal + sourceTotal)  // first unmatched target
    var tail = [Int](repeating: -1, count: targetTotal)
    var next = [Int](repeating: -1, count: targetTotal)
    var targetPaths: [Path] = []
    targetPaths.reserveCapacity(targetTotal)
    var targetCodes: [Int] = []
    targetCodes.reserveCapacity(targetTotal)
    var anyRepeat = false
    for section in targetRows.indices {
      let rows = targetRows[section]
      func rowID(at row: Int) -> RowID { rules.targetID(of: rows[row], section: section, row: row) }
      table.forEachCode(in: rows.indices, identify: rowID(at:)) { row, rowCode, counts in
        let flat = targetPaths.count
        targetPaths.append(Path(section: section, row: row))
        targetCodes.append(rowCode)
        counts.target += 1
        if counts.target > 1 {
          anyRepeat = true
          next[tail[rowCode]] = flat
        } else {
          head[rowCode] = flat
        }
        tail[rowCode] = flat
      }
    }

    // Without a repeated target identity, each target row got a code of its
    // own, in order: a code below `targetTotal` is the flat offset of its
    // only target row, which is free while `targetMatched` says so. The
    // chains (`head`, `next`), far bigger and read at scattered places, are
    // then left alone.
    let targetRepeats = anyRepeat

    // Each source row's code, in reading order: rows are hashed exactly
    // once, and the duplicate report reads these codes instead of looking
    // rows up again (which an identity not equal to itself, a NaN or an
    // `==` that is always false or random, would not survive).
    var sourceCodes = [Int](repeating: 0, count: sourceTotal)
    // Each source row's target, recorded here and compared for content in
    // a pass of its own (see `rowUpdates(...)`).
    var matchedTargets = [Path](repeating: Path(section: -1, row: -1), count: sourceTotal)
    var sourceFlat = 0
    var targetMatched = [Bool](repeating: false, count: targetTotal)
    var rowDeletes: [Path] = []
    var rowMoves: [SectionedChangeset.RowMove] = []
    var stayRows: [Int] = []  // source rows that stay in the paired section
    var stayTargets: [Int] = []  // their target rows
    var stayFlats: [Int] = []  // and their flat target offsets
    var rowMoveFlats: [Int] = []  // each row move's flat target offset
    for section in sourceRows.indices {
      let pairedSection = sourceToTarget[section]
      stayRows.removeAll(keepingCapacity: true)
      stayTargets.removeAll(keepingCapacity: true)
      stayFlats.removeAll(keepingCapacity: true)
      let rows = sourceRows[section]
      func rowID(at row: Int) -> RowID { rules.sourceID(of: rows[row], section: section, row: row) }
      table.forEachCode(in: rows.indices, identify: rowID(at:)) { row, rowCode, counts in
        let flatSource = sourceFlat
        sourceCodes[flatSource] = rowCode
        sourceFlat += 1
        counts.source += 1
        if counts.source > 1 { anyRepeat = true }
        let flat =
          targetRepeats
          ? head[rowCode] : rowCode < targetTotal && !targetMatched[rowCode] ? rowCode : -1
        guard flat >= 0 else {
          if pairedSection >= 0 { rowDeletes.append(Path(section: section, row: row)) }
          return
        }
        if targetRepeats { head[rowCode] = next[flat] }
        targetMatched[flat] = true
        let targetPath = targetPaths[flat]
        matchedTargets[flatSource] = targetPath
        let sourcePath = Path(section: section, row: row)
        if targetPath.section == pairedSection {
          stayRows.append(row)
          stayTargets.append(targetPath.row)
          stayFlats.append(flat)
        } else {
          rowMoves.append(SectionedChangeset.RowMove(source: sourcePath, target: targetPath))
          rowMoveFlats.append(flat)
        }
      }
      if stayRows.isEmpty { continue }
      // Rows already in order need no subsequence search.
      var inOrder = true
      for index in 1..<max(stayTargets.count, 1) where stayTargets[index - 1] > stayTargets[index] {
        inOrder = false
        break
      }
      if inOrder { continue }
      let unmoved = longestIncreasingSubsequence(stayTargets)
      for index in stayRows.indices where !unmoved[index] {
        rowMoves.append(
          SectionedChangeset.RowMove(
            source: Path(section: section, row: stayRows[index]),
            target: Path(section: pairedSection, row: stayTargets[index])))
        rowMoveFlats.append(stayFlats[index])
      }
    }
    let rowUpdates = Self.rowUpdates(
      sourceRows: sourceRows, targetRows: targetRows, matchedTargets: matchedTargets, rules: rules)
    var rowInserts: [Path] = []
    for flat in 0..<targetTotal where !targetMatched[flat] {
      let path = targetPaths[flat]
      if targetToSource[path.section] >= 0 { rowInserts.append(path) }
    }
    rowMoves = Self.sortedByTarget(rowMoves, flats: rowMoveFlats, targetTotal: targetTotal)

    var duplicateRowIDs: [any Hashable & Sendable] = []
    if anyRepeat {
      // Report in the order first met: the source rows, then the target rows.
      var reported = [Bool](repeating: false, count: table.count)
      for rowCode in sourceCodes + targetCodes
      where !reported[rowCode] && table[occurrencesOf: rowCode].repeats {
        reported[rowCode] = true
        duplicateRowIDs.append(rules.reported(table.id(ofCode: rowCode)))
      }
    }
    return SectionedChangeset(
      sections: sections, rowDeletes: rowDeletes, rowInserts: rowInserts, rowMoves: rowMoves,
      rowUpdates: rowUpdates, duplicateRowIDs: duplicateRowIDs)
  }

  /// The matched rows whose content changed, in source order.
  ///
  /// A pass of its own, apart from the matching: its loop is short and its
  /// iterations independent, so the processor overlaps the cache misses of
  /// many target rows (read in an order the source decides) instead of
  /// waiting for each in turn; in the matching loop this read cost most of
  /// a 1,000,000-row shuffle.
  @inlinable
  static func rowUpdates<Rules: SectionedRowRules>(
    sourceRows: [[Rules.Row]], targetRows: [[Rules.Row]],
    matchedTargets: [SectionedChangeset.Path], rules: Rules
  ) -> [SectionedChangeset.RowUpdate] {
    var rowUpdates: [SectionedChangeset.RowUpdate] = []
    var flat = 0
    for section in sourceRows.indices {
      for (row, element) in sourceRows[section].enumerated() {
        let target = matchedTargets[flat]
        flat += 1
        if target.section >= 0
          && !rules.isContentEqual(element, targetRows[target.section][target.row])
        {
          rowUpdates.append(
            SectionedChangeset.RowUpdate(
              source: SectionedChangeset.Path(section: section, row: row), target: target))
        }
      }
    }
    return rowUpdates
  }

  /// Row moves ordered by target. Each move's target is a distinct flat
  /// offset in the target (`flats`, parallel to `moves`), and flat order is
  /// target order, so many moves are placed by offset in O(*t* + *m*) instead
  /// of a comparison sort's O(*m* log *m*); few are sorted.
  @usableFromInline
  static func sortedByTarget(
    _ moves: [SectionedChangeset.RowMove], flats: [Int], targetTotal: Int
  ) -> [SectionedChangeset.RowMove] {
    guard moves.count > 64, moves.count * 8 > targetTotal else {
      return moves.sorted { $0.target < $1.target }
    }
    var slot = [Int](repeating: -1, count: targetTotal)
    for (index, flat) in flats.enumerated() { slot[flat] = index }
    var sorted: [SectionedChangeset.RowMove] = []
    sorted.reserveCapacity(moves.count)
    for index in slot where index >= 0 { sorted.append(moves[index]) }
    return sorted
  }
}

/// How often a row identity occurs on each side of a sectioned diff.
@usableFromInline
struct RowOccurrences: OccurrenceCounts {
  /// In the source's rows.
  @usableFromInline var source: Int32 = 0
  /// In the target's rows.
  @usableFromInline var target: Int32 = 0

  @inlinable init() {}

  /// Whether the identity occurs more than once on either side.
  @inlinable var repeats: Bool { source > 1 || target > 1 }
}

/// How the sectioned engine reads rows: their identities, which may depend
/// on where a row is, and their content.
///
/// A generic strategy rather than closures, so that the engine is
/// specialized for each concrete strategy and its checks are inlined into
/// its loops. Public to the package: the table layer brings its own.
@usableFromInline
package protocol SectionedRowRules {
  associatedtype Row
  associatedtype RowID: Hashable
  /// What ``SectionedChangeset/duplicateRowIDs`` holds for a repeated identity.
  associatedtype ReportedID: Hashable & Sendable

  /// The identity of a source row, at `row` in source section `section`.
  func sourceID(of element: Row, section: Int, row: Int) -> RowID
  /// The identity of a target row, at `row` in target section `section`.
  func targetID(of element: Row, section: Int, row: Int) -> RowID
  /// Whether a source row and the target row with its identity have the same content.
  func isContentEqual(_ source: Row, _ target: Row) -> Bool
  /// The value reported for a repeated identity: the identity itself, or
  /// for identities that must not leave the caller (they may hold
  /// references, or values that are not `Sendable`), what the caller needs
  /// to know of it.
  func reported(_ id: RowID) -> ReportedID
}

/// Closures identify rows wherever they are.
extension ClosureIdentity: SectionedRowRules {
  @inlinable
  func sourceID(of element: Element, section: Int, row: Int) -> ID { identify(element) }

  @inlinable
  func targetID(of element: Element, section: Int, row: Int) -> ID { identify(element) }

  @inlinable
  func reported(_ id: ID) -> ID { id }
}
