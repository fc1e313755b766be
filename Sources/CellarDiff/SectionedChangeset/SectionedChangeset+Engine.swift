/// The row matching behind ``SectionedChangeset``: the rows each pair of
/// matched sections keeps in place, found by comparing identities alone
/// (``PairedRuns``: common ends and a short edit script), then one hash
/// table of the other rows' identities across all sections, k-th
/// occurrence with k-th occurrence, and a longest increasing subsequence
/// per pair of matched sections whose middles no short script aligned.
@usableFromInline
enum SectionedChangesetEngine {
  /// The changes between two lists of sections: the sections matched by
  /// `sectionID`, then their rows by `rules`.
  @inlinable
  static func changeset<
    Section, SectionID: Hashable & Sendable, Rows: Collection, Rules: SectionedRowRules
  >(
    source: [Section], target: [Section], sectionID: (Section) -> SectionID,
    rows: (Section) -> Rows, isSectionContentEqual: (Section, Section) -> Bool, rules: Rules
  ) -> SectionedChangeset where Rules.Row == Rows.Element {
    let sections = withoutActuallyEscaping(sectionID) { sectionID in
      withoutActuallyEscaping(isSectionContentEqual) { isSectionContentEqual in
        ChangesetEngine.changeset(
          source: source, target: target,
          identity: ClosureIdentity(identify: sectionID, contentEqual: isSectionContentEqual))
      }
    }
    return changeset(
      sections: sections, sourceRows: source.map { Array(rows($0)) },
      targetRows: target.map { Array(rows($0)) }, rules: rules)
  }

  @inlinable
  static func changeset<Rules: SectionedRowRules>(
    sections: Changeset, sourceRows: [[Rules.Row]], targetRows: [[Rules.Row]], rules: Rules,
    keepingRuns: Bool = true, shortScript: ShortScriptPolicy = .automatic
  ) -> SectionedChangeset {
    guard
      let (sourceToTarget, targetToSource) = sections.pairing(
        sourceCount: sourceRows.count, targetCount: targetRows.count)
    else {
      preconditionFailure("SectionedChangeset: the section changeset does not fit the sections")
    }
    let pairing = SectionPairing(sourceToTarget: sourceToTarget, targetToSource: targetToSource)
    // 1. The rows each pair keeps in place, found by comparing identities
    //    alone: its common prefix and suffix, and the runs of a short edit
    //    script between them. Only the other rows are matched by hash.
    if keepingRuns {
      let runs = PairedRuns(
        sourceRows: sourceRows, targetRows: targetRows, sourceToTarget: sourceToTarget,
        rules: rules, policy: shortScript)
      if runs.kept > 0,
        let changes = matchedRows(
          sections: sections, pairing: pairing, sourceRows: sourceRows, targetRows: targetRows,
          runs: runs, rules: rules)
      {
        return changes
      }
    }
    // 2. Every row hashed and matched: nothing kept, or an identity
    //    repeats, whose occurrences are then matched k-th with k-th in
    //    reading order, across the kept rows too.
    guard
      let changes = matchedRows(
        sections: sections, pairing: pairing, sourceRows: sourceRows, targetRows: targetRows,
        runs: PairedRuns(), rules: rules)
    else {
      preconditionFailure("SectionedChangeset: a match of every row gave up")
    }
    return changes
  }

  /// The changes, with the rows outside `runs` (the lone rows) matched
  /// through the hash table; `nil` when `runs` keeps rows and some identity
  /// repeats (the caller matches every row then).
  @inlinable
  static func matchedRows<Rules: SectionedRowRules>(
    sections: Changeset, pairing: SectionPairing, sourceRows: [[Rules.Row]],
    targetRows: [[Rules.Row]], runs: PairedRuns, rules: Rules
  ) -> SectionedChangeset? {
    let targetTotal = runs.loneCount(targetRows)
    let sourceTotal = runs.loneCount(sourceRows)
    // Kept rows enter the table only to rule out repeats.
    let checksKept = runs.kept > 0 && !rules.rowsAreKnownUnique
    var table = IdentityTable<Rules.RowID, RowOccurrences>(
      capacity: targetTotal + sourceTotal + (checksKept ? runs.kept - runs.sharedRows : 0))
    var targets = chainedTargetRows(
      targetRows, runs: runs, pairing: pairing, total: targetTotal, rules: rules, table: &table)
    if runs.kept > 0 && targets.repeats { return nil }
    var matching = matchedSourceRows(
      sourceRows, runs: runs, pairing: pairing, total: sourceTotal, targets: &targets,
      rules: rules, table: &table)
    if runs.kept > 0
      && (matching.sourceRepeats
        || (checksKept && runs.anyRepeat(sourceRows: sourceRows, rules: rules, table: &table)))
    {
      return nil
    }
    let rowUpdates = Self.rowUpdates(
      sourceRows: sourceRows, targetRows: targetRows, matchedTargets: matching.matchedTargets,
      runs: runs, sourceToTarget: pairing.sourceToTarget, rules: rules)
    var rowInserts: [SectionedChangeset.Path] = []
    var newRows: [SectionedChangeset.Path] = []  // with those of inserted sections
    for flat in 0..<targetTotal where !targets.matched[flat] {
      let path = targets.paths[flat]
      if pairing.targetToSource[path.section] >= 0 { rowInserts.append(path) }
      if runs.sharedRows > 0 { newRows.append(path) }
    }
    if !rules.rowsAreKnownUnique
      && runs.sharedRowsRepeat(
        newRows, sourceRows: sourceRows, targetRows: targetRows, rules: rules)
    {
      return nil
    }
    matching.rowMoves = Self.sortedByTarget(
      matching.rowMoves, flats: matching.rowMoveFlats, targetTotal: targetTotal)
    var duplicateRowIDs: [any Hashable & Sendable] = []
    if targets.repeats || matching.sourceRepeats {
      // Report in the order first met: the source rows, then the target rows.
      var reported = [Bool](repeating: false, count: table.count)
      for rowCode in matching.sourceCodes + targets.codes
      where !reported[rowCode] && table[occurrencesOf: rowCode].repeats {
        reported[rowCode] = true
        duplicateRowIDs.append(rules.reported(table.id(ofCode: rowCode)))
      }
    }
    return SectionedChangeset(
      sections: sections, rowDeletes: matching.rowDeletes, rowInserts: rowInserts,
      rowMoves: matching.rowMoves, rowUpdates: rowUpdates, duplicateRowIDs: duplicateRowIDs)
  }

  /// The lone target rows in reading order, each identity's occurrences
  /// chained.
  @inlinable
  static func chainedTargetRows<Rules: SectionedRowRules>(
    _ targetRows: [[Rules.Row]], runs: PairedRuns, pairing: SectionPairing, total: Int,
    rules: Rules, table: inout IdentityTable<Rules.RowID, RowOccurrences>
  ) -> TargetRowChains {
    // Codes are kept for the duplicate report, which a diff with kept rows
    // never makes (a repeat sends it back to match every row).
    let recordsCodes = runs.kept == 0
    var chains = TargetRowChains(total: total, capacity: table.capacity, recordsCodes: recordsCodes)
    var tail = [Int](repeating: -1, count: total)
    for section in targetRows.indices {
      let rows = targetRows[section]
      func rowID(at row: Int) -> Rules.RowID {
        rules.targetID(of: rows[row], section: section, row: row)
      }
      var ranges = runs.loneRanges(
        ofTargetPairedWith: pairing.targetToSource[section], count: rows.count)
      while let (lone, _) = ranges.next(in: runs) {
        table.forEachCode(in: lone, identify: rowID(at:)) { row, rowCode, counts in
          let flat = chains.paths.count
          chains.paths.append(SectionedChangeset.Path(section: section, row: row))
          if recordsCodes { chains.codes.append(rowCode) }
          counts.target += 1
          if counts.target > 1 {
            chains.repeats = true
            chains.next[tail[rowCode]] = flat
          } else {
            chains.head[rowCode] = flat
          }
          tail[rowCode] = flat
        }
      }
    }
    return chains
  }

  /// Matches each lone source row, in reading order, with the first
  /// unmatched lone target row of its identity: a move when it lands
  /// outside its paired section, or inside it when the pair's runs are an
  /// edit script's (a longest common subsequence, which no other row can
  /// join); else a candidate for the section's longest increasing
  /// subsequence (the rows outside it are moves too).
  @inlinable
  static func matchedSourceRows<Rules: SectionedRowRules>(
    _ sourceRows: [[Rules.Row]], runs: PairedRuns, pairing: SectionPairing, total: Int,
    targets: inout TargetRowChains, rules: Rules,
    table: inout IdentityTable<Rules.RowID, RowOccurrences>
  ) -> SourceRowMatching {
    typealias Path = SectionedChangeset.Path
    let recordsCodes = runs.kept == 0  // as in `chainedTargetRows`
    var matching = SourceRowMatching(sourceTotal: total, recordsCodes: recordsCodes)
    var stay = StayingRows()
    for section in sourceRows.indices {
      let pairedSection = pairing.sourceToTarget[section]
      let staysAreMoves = runs.kept > 0 && runs.scripted[section]
      stay.removeAll()
      let rows = sourceRows[section]
      func rowID(at row: Int) -> Rules.RowID {
        rules.sourceID(of: rows[row], section: section, row: row)
      }
      var ranges = runs.loneRanges(ofSource: section, count: rows.count)
      while let (lone, _) = ranges.next(in: runs) {
        table.forEachCode(in: lone, identify: rowID(at:), mostlyFound: true) {
          row, rowCode, counts in
          let flatSource = matching.matchedCount
          matching.matchedCount += 1
          if recordsCodes { matching.sourceCodes.append(rowCode) }
          counts.source += 1
          if counts.source > 1 { matching.sourceRepeats = true }
          guard let flat = targets.takeFirstUnmatched(rowCode) else {
            if pairedSection >= 0 { matching.rowDeletes.append(Path(section: section, row: row)) }
            return
          }
          let targetPath = targets.paths[flat]
          matching.matchedTargets[flatSource] = targetPath
          if targetPath.section == pairedSection && !staysAreMoves {
            stay.append(row: row, target: targetPath.row, flat: flat)
          } else {
            matching.rowMoves.append(
              SectionedChangeset.RowMove(
                source: Path(section: section, row: row), target: targetPath)
            )
            matching.rowMoveFlats.append(flat)
          }
        }
      }
      stay.appendMoves(from: section, to: pairedSection, into: &matching)
    }
    return matching
  }

  /// The matched rows whose content changed, in source order: the lone
  /// rows' (matched in `matchedTargets`, in reading order) and the runs'
  /// found here, the prefixes' and suffixes' taken from `runs`.
  ///
  /// A pass of its own, apart from the matching: its loop is short and its
  /// iterations independent, so the processor overlaps the cache misses of
  /// many target rows (read in an order the source decides) instead of
  /// waiting for each in turn; in the matching loop this read cost most of
  /// a 1,000,000-row shuffle.
  @inlinable
  static func rowUpdates<Rules: SectionedRowRules>(
    sourceRows: [[Rules.Row]], targetRows: [[Rules.Row]],
    matchedTargets: [SectionedChangeset.Path], runs: PairedRuns = PairedRuns(),
    sourceToTarget: [Int] = [], rules: Rules
  ) -> [SectionedChangeset.RowUpdate] {
    typealias Path = SectionedChangeset.Path
    var rowUpdates: [SectionedChangeset.RowUpdate] = []
    var flat = 0
    for section in sourceRows.indices {
      let rows = sourceRows[section]
      runs.appendPrefixUpdates(of: section, to: &rowUpdates)
      var ranges = runs.loneRanges(ofSource: section, count: rows.count)
      while let (lone, run) = ranges.next(in: runs) {
        for row in lone {
          let target = matchedTargets[flat]
          flat += 1
          if target.section >= 0
            && !rules.isContentEqual(rows[row], targetRows[target.section][target.row])
          {
            rowUpdates.append(
              SectionedChangeset.RowUpdate(source: Path(section: section, row: row), target: target)
            )
          }
        }
        // The run after these lone rows, if any: compared in place.
        guard let run else { continue }
        let paired = sourceToTarget[section]
        let pairedRows = targetRows[paired]
        for step in 0..<run.count
        where !rules.isContentEqual(rows[run.source + step], pairedRows[run.target + step]) {
          rowUpdates.append(
            SectionedChangeset.RowUpdate(
              source: Path(section: section, row: run.source + step),
              target: Path(section: paired, row: run.target + step)))
        }
      }
      runs.appendSuffixUpdates(of: section, to: &rowUpdates)
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

/// The target rows of a sectioned diff in reading order, with the
/// occurrences of each identity chained in order.
@usableFromInline
struct TargetRowChains {
  /// Each target row's position, by flat offset.
  @usableFromInline var paths: [SectionedChangeset.Path] = []
  /// Each target row's identity code, by flat offset (only when no row is
  /// kept in place, see ``PairedRuns``).
  @usableFromInline var codes: [Int] = []
  /// Per code, its first unmatched target row's flat offset, or -1.
  @usableFromInline var head: [Int]
  /// Per flat offset, the next target row of the same identity, or -1.
  @usableFromInline var next: [Int]
  /// Whether each target row (by flat offset) is matched.
  @usableFromInline var matched: [Bool]
  /// Whether some identity occurs twice in the target.
  @usableFromInline var repeats = false

  @inlinable
  init(total: Int, capacity: Int, recordsCodes: Bool = true) {
    matched = [Bool](repeating: false, count: total)
    paths.reserveCapacity(total)
    if recordsCodes { codes.reserveCapacity(total) }
    head = [Int](repeating: -1, count: capacity)
    next = [Int](repeating: -1, count: total)
  }

  /// The flat offset of the first target row with identity `code` not yet
  /// matched, now marked matched; `nil` when none is left.
  ///
  /// Without a repeated target identity, each target row got a code of its
  /// own, in order: a code below the number of target rows is the flat
  /// offset of its only target row, which is free while ``matched`` says so.
  /// The chains, far bigger and read at scattered places, are then left
  /// alone.
  @inlinable @inline(__always)
  mutating func takeFirstUnmatched(_ code: Int) -> Int? {
    let flat: Int
    if !repeats {
      guard code < paths.count && !matched[code] else { return nil }
      flat = code
    } else {
      flat = head[code]
      if flat < 0 { return nil }
      head[code] = next[flat]
    }
    matched[flat] = true
    return flat
  }
}

/// What matching the source rows of a sectioned diff found.
@usableFromInline
struct SourceRowMatching {
  /// Each source row's identity code, in reading order (only when no row
  /// is kept in place, see ``PairedRuns``): rows are hashed
  /// exactly once, and the duplicate report reads these codes instead of
  /// looking rows up again (which an identity not equal to itself, a NaN or
  /// an `==` that is always false or random, would not survive).
  @usableFromInline var sourceCodes: [Int] = []
  /// The number of source rows looked up so far.
  @usableFromInline var matchedCount = 0
  /// Each source row's target, or `(-1, -1)`; compared for content in a
  /// pass of its own (see `rowUpdates(...)`).
  @usableFromInline var matchedTargets: [SectionedChangeset.Path]
  /// Deleted rows, in source order (none in deleted sections).
  @usableFromInline var rowDeletes: [SectionedChangeset.Path] = []
  /// Moved rows, in the order found.
  @usableFromInline var rowMoves: [SectionedChangeset.RowMove] = []
  /// Each row move's flat target offset.
  @usableFromInline var rowMoveFlats: [Int] = []
  /// Whether some identity occurs twice in the source.
  @usableFromInline var sourceRepeats = false

  @inlinable
  init(sourceTotal: Int, recordsCodes: Bool = true) {
    if recordsCodes { sourceCodes.reserveCapacity(sourceTotal) }
    matchedTargets = Array(
      repeating: SectionedChangeset.Path(section: -1, row: -1), count: sourceTotal)
  }
}

/// The rows of one source section that stay in its paired section, with
/// their target rows: the ones outside a longest increasing subsequence of
/// the targets are moves.
@usableFromInline
struct StayingRows {
  /// Source rows that stay in the paired section.
  @usableFromInline var rows: [Int] = []
  /// Their target rows.
  @usableFromInline var targets: [Int] = []
  /// And their flat target offsets.
  @usableFromInline var flats: [Int] = []

  @inlinable init() {}

  @inlinable @inline(__always)
  mutating func removeAll() {
    rows.removeAll(keepingCapacity: true)
    targets.removeAll(keepingCapacity: true)
    flats.removeAll(keepingCapacity: true)
  }

  @inlinable @inline(__always)
  mutating func append(row: Int, target: Int, flat: Int) {
    rows.append(row)
    targets.append(target)
    flats.append(flat)
  }

  /// Appends the moves among these rows to `matching`: none when the
  /// targets are already in order (no subsequence search then).
  @inlinable
  func appendMoves(from section: Int, to pairedSection: Int, into matching: inout SourceRowMatching)
  {
    if rows.isEmpty { return }
    var inOrder = true
    for index in 1..<targets.count where targets[index - 1] > targets[index] {
      inOrder = false
      break
    }
    if inOrder { return }
    let unmoved = longestIncreasingSubsequence(targets)
    for index in rows.indices where !unmoved[index] {
      matching.rowMoves.append(
        SectionedChangeset.RowMove(
          source: SectionedChangeset.Path(section: section, row: rows[index]),
          target: SectionedChangeset.Path(section: pairedSection, row: targets[index])))
      matching.rowMoveFlats.append(flats[index])
    }
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
  /// Whether a source section's rows and its paired target section's are
  /// the very same (one buffer): every row then matches itself in place,
  /// unchanged, and neither side's rows are read.
  ///
  /// Only for rows that cannot change while they are shared, and whose
  /// identities do not depend on their section's offset (a shared pair is
  /// kept whole wherever its sections moved). What it changes: a row of
  /// such a pair whose identity is not equal to itself (a NaN) stays
  /// instead of being deleted and inserted, and the rows of such pairs are
  /// looked up only against new target rows (inserted, or in inserted
  /// sections), so an identity that repeats within the source may be
  /// matched other than k-th with k-th, and is not reported in
  /// ``SectionedChangeset/duplicateRowIDs`` (the table layer's source was
  /// its last target, where identities that must be unique are). By
  /// default, `false`.
  func sharesRows(_ source: [Row], _ target: [Row]) -> Bool
  /// Whether the caller knows that no identity occurs twice on either
  /// side: kept rows are then not hashed to rule repeats out, and rows of
  /// shared pairs are not looked up against new rows. Only for callers that
  /// know it (Cellar's snapshots index every identity they hold); a wrong
  /// `true` may match repeated identities other than k-th with k-th and
  /// leave them unreported. By default, `false`.
  var rowsAreKnownUnique: Bool { get }
  /// The value reported for a repeated identity: the identity itself, or
  /// for identities that must not leave the caller (they may hold
  /// references, or values that are not `Sendable`), what the caller needs
  /// to know of it.
  func reported(_ id: RowID) -> ReportedID
  /// Whether a row of source section `source` and a row of its paired
  /// target section `target` that are the very same row
  /// (``isSameRow(_:_:)``) have the same identity and content, so that
  /// neither is read to compare them: only for rows whose identities equal
  /// themselves wherever they are (not positions, not NaNs). By default,
  /// `false`.
  func rowsMatchByReference(source: Int, target: Int) -> Bool
  /// Whether two rows are the very same row (one reference): compared
  /// without being read. By default, `false`.
  func isSameRow(_ source: Row, _ target: Row) -> Bool
  /// Whether two rows of a pair that matches by reference that are not
  /// the same row (``isSameRow(_:_:)``) may have one identity all the
  /// same: `false` when the target row is known to be a source row,
  /// which, the rows being unique, is another identity than `source`'s.
  /// Answered without reading either row. By default, `true`: the
  /// identities are compared.
  func differentRowsMayMatch(_ source: Row, _ target: Row) -> Bool
}

extension SectionedRowRules {
  /// No pair of sections is taken to share its rows: every row is read.
  @inlinable
  package func sharesRows(_ source: [Row], _ target: [Row]) -> Bool { false }

  /// Repeats are looked for.
  @inlinable
  package var rowsAreKnownUnique: Bool { false }

  /// Rows are compared by their identities, always.
  @inlinable
  package func rowsMatchByReference(source: Int, target: Int) -> Bool { false }

  /// No row is taken for another by reference.
  @inlinable
  package func isSameRow(_ source: Row, _ target: Row) -> Bool { false }

  /// Different rows are compared by their identities.
  @inlinable
  package func differentRowsMayMatch(_ source: Row, _ target: Row) -> Bool { true }
}

/// A row is identified by its `id` wherever it is; content equality is `==`.
extension IdentifiableEquatableIdentity: SectionedRowRules {
  @inlinable
  func sourceID(of element: Element, section: Int, row: Int) -> Element.ID { element.id }

  @inlinable
  func targetID(of element: Element, section: Int, row: Int) -> Element.ID { element.id }

  @inlinable
  func reported(_ id: Element.ID) -> Element.ID { id }
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
