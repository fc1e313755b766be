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

/// The rows each pair of matched sections keeps in place, found by
/// comparing identities alone, as the flat engine finds its one list's:
/// the common prefix and suffix (their contents compared in the same read),
/// then, between them, the runs of a shortest edit script when the middles
/// are a few edits apart (``ShortEditScript``). The runs are a longest
/// common subsequence of the pair, so they are its unmoved rows.
///
/// The sectioned engine then hashes only the other rows, the *lone* ones,
/// to match them across all sections (rows that changed section, rows moved
/// within a pair), and hashes each kept row once, only to be sure that no
/// identity repeats. When the rows of most sections barely changed, that
/// replaces hashing every row on both sides, chaining the target's
/// occurrences and re-reading every matched pair for its content.
///
/// A value that keeps nothing (``init()``) stands for "match every row".
@usableFromInline
struct PairedRuns {
  /// Per source section, the length of its common prefix with its paired
  /// section (0 for a deleted section).
  @usableFromInline var prefix: [Int] = []
  /// Per source section, the length of its common suffix with its paired
  /// section (0 for a deleted section).
  @usableFromInline var suffix: [Int] = []
  /// The runs between the prefixes and suffixes, section after section:
  /// rows of a source section and of its paired target section.
  @usableFromInline var middleRuns: [MatchedRun] = []
  /// Per source section, where its runs start in ``middleRuns``, and the
  /// total last.
  @usableFromInline var middleRunStarts: [Int] = []
  /// Per source section, whether its middle was aligned by an edit script:
  /// then a lone row matched within the pair is a move (it cannot join the
  /// runs, which are a longest common subsequence). Otherwise its lone rows
  /// matched within the pair are sorted out by a longest increasing
  /// subsequence, as without runs.
  @usableFromInline var scripted: [Bool] = []
  /// The prefixes' and suffixes' rows whose content changed, in source
  /// order: each section's prefix's, then its suffix's.
  @usableFromInline var updates: [SectionedChangeset.RowUpdate] = []
  /// Per source section, where its updates start in ``updates``, where its
  /// suffix's start, and then the next section's: `2 * section`,
  /// `2 * section + 1` and `2 * section + 2`.
  @usableFromInline var updateBounds: [Int] = []
  /// The number of rows kept in place on each side.
  @usableFromInline var kept = 0
  /// Per source section, whether its rows are its paired section's very
  /// rows (``SectionedRowRules/sharesRows(_:_:)``): all kept, none read.
  @usableFromInline var shared: [Bool] = []
  /// The number of rows of shared pairs, on each side (part of ``kept``).
  @usableFromInline var sharedRows = 0

  /// Keeps nothing.
  @inlinable init() {}

  /// The rows kept in place in every pair of matched sections.
  ///
  /// - Complexity: O(*k* + *e*²) identity comparisons for *k* kept rows
  ///   and *e* edits per pair, bounded per pair by `policy`, plus the
  ///   contents of the prefixes and suffixes, plus O(*s*).
  @inlinable
  init<Rules: SectionedRowRules>(
    sourceRows: [[Rules.Row]], targetRows: [[Rules.Row]], sourceToTarget: [Int], rules: Rules,
    policy: ShortScriptPolicy
  ) {
    prefix.reserveCapacity(sourceRows.count)
    suffix.reserveCapacity(sourceRows.count)
    scripted.reserveCapacity(sourceRows.count)
    shared.reserveCapacity(sourceRows.count)
    middleRunStarts.reserveCapacity(sourceRows.count + 1)
    updateBounds.reserveCapacity(2 * sourceRows.count + 1)
    var budget = ScriptBudget(sourceRows: sourceRows, targetRows: targetRows, policy: policy)
    for section in sourceRows.indices {
      middleRunStarts.append(middleRuns.count)
      updateBounds.append(updates.count)
      let paired = sourceToTarget[section]
      let source = sourceRows[section]
      let sharesRows = paired >= 0 && rules.sharesRows(source, targetRows[paired])
      shared.append(sharesRows)
      guard paired >= 0, !sharesRows else {
        // Deleted, or every row matched in place, unchanged, unread.
        let count = sharesRows ? source.count : 0
        prefix.append(count)
        suffix.append(0)
        scripted.append(sharesRows)
        kept += count
        sharedRows += count
        updateBounds.append(updates.count)
        continue
      }
      let target = targetRows[paired]
      // The very same row on both sides is its own identity, unread, in
      // pairs whose rules say so (a cache miss per row spared).
      let byReference = rules.rowsMatchByReference(source: section, target: paired)
      func sameID(_ sourceRow: Int, _ targetRow: Int) -> Bool {
        if byReference {
          if rules.isSameRow(source[sourceRow], target[targetRow]) { return true }
          // Most pairs an edit script compares differ: read neither row
          // when the rules know the target row for a source row.
          if !rules.differentRowsMayMatch(source[sourceRow], target[targetRow]) { return false }
        }
        return rules.sourceID(of: source[sourceRow], section: section, row: sourceRow)
          == rules.targetID(of: target[targetRow], section: paired, row: targetRow)
      }
      let (start, end) = commonEnds(
        source, target, section: section, paired: paired, rules: rules, sameID: sameID)
      prefix.append(start)
      suffix.append(end)
      kept += start + end
      let sourceMiddle = source.count - start - end
      let targetMiddle = target.count - start - end
      guard sourceMiddle > 0, targetMiddle > 0 else {
        scripted.append(true)  // one side's middle is empty: no row stays
        continue
      }
      guard
        let limits = budget.limits(
          sourceCount: sourceMiddle, targetCount: targetMiddle, policy: policy),
        let runs = ShortEditScript.matchedRuns(
          sourceCount: sourceMiddle, targetCount: targetMiddle, limits: limits,
          equal: { sameID(start + $0, start + $1) })
      else {
        budget.failed(spending: sourceMiddle, targetMiddle, policy: policy)
        scripted.append(false)
        continue
      }
      scripted.append(true)
      for run in runs {
        middleRuns.append(
          MatchedRun(source: start + run.source, target: start + run.target, count: run.count))
        kept += run.count
      }
    }
    middleRunStarts.append(middleRuns.count)
    updateBounds.append(updates.count)
  }

  /// The common prefix and suffix of source section `section` and its
  /// paired target section, with the updates among them recorded.
  @inlinable @inline(__always)
  mutating func commonEnds<Rules: SectionedRowRules>(
    _ source: [Rules.Row], _ target: [Rules.Row], section: Int, paired: Int, rules: Rules,
    sameID: (Int, Int) -> Bool
  ) -> (prefix: Int, suffix: Int) {
    typealias Path = SectionedChangeset.Path
    let sourceCount = source.count
    let targetCount = target.count
    let shorter = min(sourceCount, targetCount)
    var start = 0
    while start < shorter && sameID(start, start) {
      if !rules.isContentEqual(source[start], target[start]) {
        updates.append(
          SectionedChangeset.RowUpdate(
            source: Path(section: section, row: start), target: Path(section: paired, row: start)))
      }
      start += 1
    }
    updateBounds.append(updates.count)
    var end = 0
    while end < shorter - start && sameID(sourceCount - 1 - end, targetCount - 1 - end) {
      let sourceOffset = sourceCount - 1 - end
      let targetOffset = targetCount - 1 - end
      if !rules.isContentEqual(source[sourceOffset], target[targetOffset]) {
        updates.append(
          SectionedChangeset.RowUpdate(
            source: Path(section: section, row: sourceOffset),
            target: Path(section: paired, row: targetOffset)))
      }
      end += 1
    }
    updates[updateBounds[2 * section + 1]...].reverse()
    return (start, end)
  }

  /// Where the runs between source section `section`'s prefix and suffix
  /// are in ``middleRuns`` (indices, not a slice: a slice retains the
  /// array, once per section).
  @inlinable @inline(__always)
  func middleRunIndices(of section: Int) -> Range<Int> {
    middleRunStarts[section]..<middleRunStarts[section + 1]
  }

  /// The ranges of lone rows of source section `section` (of `count`
  /// rows), in order (some may be empty), each with the run between the
  /// section's prefix and suffix that follows it (`nil` after the last).
  @inlinable @inline(__always)
  func loneRanges(ofSource section: Int, count: Int) -> LoneRanges {
    if kept == 0 { return LoneRanges(whole: count) }
    return LoneRanges(
      runs: middleRunIndices(of: section), start: prefix[section], end: count - suffix[section],
      onSource: true)
  }

  /// The ranges of lone rows of a target section of `count` rows paired
  /// with source section `source` (-1 when inserted), in order (some may
  /// be empty), each with the run that follows it.
  @inlinable @inline(__always)
  func loneRanges(ofTargetPairedWith source: Int, count: Int) -> LoneRanges {
    if kept == 0 || source < 0 { return LoneRanges(whole: count) }
    return LoneRanges(
      runs: middleRunIndices(of: source), start: prefix[source], end: count - suffix[source],
      onSource: false)
  }

  /// The number of lone rows in `rows`, one side's sections.
  @inlinable
  func loneCount<Row>(_ rows: [[Row]]) -> Int {
    rows.reduce(0) { $0 + $1.count } - kept
  }

  /// Appends the updates in source section `section`'s prefix to
  /// `rowUpdates`, in order.
  @inlinable @inline(__always)
  func appendPrefixUpdates(of section: Int, to rowUpdates: inout [SectionedChangeset.RowUpdate]) {
    if updates.isEmpty { return }
    let bounds = updateBounds[2 * section]..<updateBounds[2 * section + 1]
    if !bounds.isEmpty { rowUpdates += updates[bounds] }
  }

  /// Appends the updates in source section `section`'s suffix to
  /// `rowUpdates`, in order.
  @inlinable @inline(__always)
  func appendSuffixUpdates(of section: Int, to rowUpdates: inout [SectionedChangeset.RowUpdate]) {
    if updates.isEmpty { return }
    let bounds = updateBounds[2 * section + 1]..<updateBounds[2 * section + 2]
    if !bounds.isEmpty { rowUpdates += updates[bounds] }
  }

  /// Whether a kept row's identity occurs twice in all: among the kept
  /// rows, or also among the rows already in `table`. Enters each kept row
  /// once (its source identity, equal to its target's), except those of
  /// shared pairs (see ``sharedRowsRepeat(_:sourceRows:rules:)``).
  @inlinable
  func anyRepeat<Rules: SectionedRowRules>(
    sourceRows: [[Rules.Row]], rules: Rules,
    table: inout IdentityTable<Rules.RowID, RowOccurrences>
  ) -> Bool {
    var repeats = false
    func countKept(_ row: Int, _ code: Int, _ counts: inout RowOccurrences) {
      counts.source += 1
      counts.target += 1
      if counts.source > 1 || counts.target > 1 { repeats = true }
    }
    for section in sourceRows.indices where !shared[section] {
      let rows = sourceRows[section]
      func rowID(at row: Int) -> Rules.RowID {
        rules.sourceID(of: rows[row], section: section, row: row)
      }
      table.forEachCode(in: 0..<prefix[section], identify: rowID(at:), countKept)
      for index in middleRunIndices(of: section) {
        let run = middleRuns[index]
        table.forEachCode(
          in: run.source..<(run.source + run.count), identify: rowID(at:), countKept)
      }
      table.forEachCode(
        in: (rows.count - suffix[section])..<rows.count, identify: rowID(at:), countKept)
      if repeats { return true }
    }
    return false
  }

  /// Whether a row of a shared pair has the identity of one of `newRows`,
  /// target rows matched with no source row (inserted, or in an inserted
  /// section). The shared pairs' rows were the source's, which the caller
  /// knows to be unique (``SectionedRowRules/sharesRows(_:_:)``), so only
  /// a new row can repeat one of them; they are read only when some row is
  /// new.
  ///
  /// - Complexity: O(*n* + *h*) expected, for *n* new rows and *h* rows in
  ///   shared pairs.
  @inlinable
  func sharedRowsRepeat<Rules: SectionedRowRules>(
    _ newRows: [SectionedChangeset.Path], sourceRows: [[Rules.Row]], targetRows: [[Rules.Row]],
    rules: Rules
  ) -> Bool {
    if newRows.isEmpty || sharedRows == 0 { return false }
    var table = IdentityTable<Rules.RowID, RowOccurrences>(capacity: newRows.count + sharedRows)
    func newRowID(at index: Int) -> Rules.RowID {
      let path = newRows[index]
      return rules.targetID(
        of: targetRows[path.section][path.row], section: path.section, row: path.row)
    }
    table.forEachCode(in: newRows.indices, identify: newRowID(at:)) { _, _, counts in
      counts.target += 1
    }
    var repeats = false
    for section in sourceRows.indices where shared[section] {
      let rows = sourceRows[section]
      func rowID(at row: Int) -> Rules.RowID {
        rules.sourceID(of: rows[row], section: section, row: row)
      }
      table.forEachCode(in: rows.indices, identify: rowID(at:)) { _, _, counts in
        if counts.target > 0 { repeats = true }
      }
      if repeats { return true }
    }
    return false
  }
}

/// How many comparisons the failed edit-script searches of one sectioned
/// diff may spend in all: an eighth of a comparison per row of the pairs (at
/// least the flat engine's bound squared). A search is given at most what
/// is left, and what a failed one was given is spent; a search that finds
/// its script costs nothing here, since it spares hashing the rows it
/// keeps. So a diff whose pairs are all far apart (shuffled, or changed
/// throughout) gives up searching after a few pairs, and pays about 1/8
/// comparison per row for having looked.
@usableFromInline
struct ScriptBudget {
  /// The comparisons left for searches, or `nil` for no bound (a policy
  /// other than ``ShortScriptPolicy/automatic``).
  @usableFromInline var left: Int?

  @inlinable
  init<Row>(sourceRows: [[Row]], targetRows: [[Row]], policy: ShortScriptPolicy) {
    guard case .automatic = policy else { return }
    let rows = sourceRows.reduce(0) { $0 + $1.count } + targetRows.reduce(0) { $0 + $1.count }
    let floor = ChangesetEngine.shortScriptEdits * ChangesetEngine.shortScriptEdits
    left = max(floor, rows / 8)
  }

  /// The limits of a search on middles of `sourceCount` and `targetCount`
  /// rows, within what is left; `nil` when `policy` has no search or what
  /// is left could not even read the rows a script would keep.
  @inlinable
  func limits(sourceCount: Int, targetCount: Int, policy: ShortScriptPolicy) -> ShortEditLimits? {
    guard var limits = policy.sectionLimits(sourceCount: sourceCount, targetCount: targetCount)
    else { return nil }
    guard let left else { return limits }
    if left < (sourceCount + targetCount) / 2 { return nil }
    limits.comparisons = min(limits.comparisons, left)
    return limits
  }

  /// Spends what a search on middles of these sizes was given, when it
  /// failed (or was not made).
  @inlinable
  mutating func failed(spending sourceCount: Int, _ targetCount: Int, policy: ShortScriptPolicy) {
    guard let spent = limits(sourceCount: sourceCount, targetCount: targetCount, policy: policy),
      let current = left
    else { return }
    left = current - spent.comparisons
  }
}

extension ShortScriptPolicy {
  /// The limits of the search on the middles of one pair of sections, of
  /// `sourceCount` and `targetCount` rows, or `nil` when there is none.
  ///
  /// More edits than the flat engine's constant: a change spread over many
  /// sections leaves each middle tens of edits from its pair, and a failed
  /// search costs about the edit bound squared in comparisons, kept here to
  /// about half a comparison per row (*e* = √((*n* + *m*) / 2), at least
  /// ``ChangesetEngine/shortScriptEdits``).
  @inlinable
  func sectionLimits(sourceCount: Int, targetCount: Int) -> ShortEditLimits? {
    guard case .automatic = self else {
      return limits(sourceCount: sourceCount, targetCount: targetCount)
    }
    #if CELLAR_NO_SHORT_SCRIPT
      return nil
    #else
      let rows = sourceCount + targetCount
      let edits = max(ChangesetEngine.shortScriptEdits, Int((Double(rows) / 2).squareRoot()))
      return ShortEditLimits(edits: edits, comparisons: rows + edits * edits)
    #endif
  }
}

/// The ranges of one section's lone rows, between its runs (see
/// ``PairedRuns``), walked with ``next(in:)`` in a plain loop: the engine's
/// loops over rows stay loops, not closures, and nothing is retained per
/// section.
@usableFromInline
struct LoneRanges {
  /// The indices in ``PairedRuns/middleRuns`` of the runs not yet passed.
  @usableFromInline var runs: Range<Int>
  /// Where the next range starts.
  @usableFromInline var start: Int
  /// Where the last range ends (the section's suffix starts).
  @usableFromInline let end: Int
  /// Whether the ranges are of the source section (else of the target).
  @usableFromInline let onSource: Bool
  /// Whether the last range was given.
  @usableFromInline var done = false

  @inlinable
  init(runs: Range<Int>, start: Int, end: Int, onSource: Bool) {
    self.runs = runs
    self.start = start
    self.end = end
    self.onSource = onSource
  }

  /// Every row of a section of `count` rows, as one range.
  @inlinable
  init(whole count: Int) {
    self.init(runs: 0..<0, start: 0, end: count, onSource: true)
  }

  /// The next range of lone rows and the run that follows it (`nil` after
  /// the last range), or `nil` when every range was given; `paired` is the
  /// value these ranges were made from.
  @inlinable @inline(__always)
  mutating func next(in paired: PairedRuns) -> (lone: Range<Int>, run: MatchedRun?)? {
    if let index = runs.popFirst() {
      let run = paired.middleRuns[index]
      let first = onSource ? run.source : run.target
      defer { start = first + run.count }
      return (start..<first, run)
    }
    if done { return nil }
    done = true
    return (start..<end, nil)
  }
}
