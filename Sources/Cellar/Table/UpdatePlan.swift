import Foundation

/// A section's identity, before it is interned to a code.
enum SectionKey: Hashable {
  case id(AnyHashable)
  case position(Int)
}

/// The identity code of each section, interning section identities in
/// `codes` (which no `==` or hash, however wrong, can make trap).
func sectionCodes(_ sections: [Section], codes: inout IdentityCodes<SectionKey>) -> [Int] {
  sections.enumerated().map { index, section in
    codes.code(for: section.id.map { SectionKey.id($0) } ?? .position(index)).code
  }
}

/// A section for a staged batch: its identity code and unique row tags.
struct TagSection {
  var code: Int
  var rows: [Int]
}

/// The changeset between two stages of a staged update.
func stageChangeset(_ source: [TagSection], _ target: [TagSection]) -> SectionedChangeset {
  SectionedChangeset(
    source: source, target: target, sectionID: { $0.code }, rows: { $0.rows }, rowID: { $0 },
    isSectionContentEqual: { _, _ in true }, isRowContentEqual: { _, _ in true })
}

/// The changeset between two lists of sections whose identity codes are
/// known: rows matched by identity, and kept rows whose content changed as
/// row updates (see ``isRowUnchanged(_:_:)``). Keys are made as the differ
/// reads the rows, without key arrays: for integer identities and
/// positions, each row is read once for its key and once more when it is
/// kept, to compare its content (and once more for its key when some
/// identity repeats); rows with other identities are also read when their
/// keys are compared.
func rowChangeset(
  _ sourceSections: [Section], _ targetSections: [Section], sourceCodes: [Int],
  targetCodes: [Int]
) -> SectionedChangeset {
  let sections = Changeset(source: sourceCodes, target: targetCodes)
  return withRowReferences(sourceSections, targetSections) { sourceRows, targetRows in
    SectionedChangeset(
      sections: sections, sourceRows: sourceRows, targetRows: targetRows,
      rules: TableRowRules(sourceCodes: sourceCodes, targetCodes: targetCodes))
  }
}

/// How a table's rows are matched: by their keys (positional identities
/// within their section's identity code), and compared by ``isRowUnchanged(_:_:)``.
struct TableRowRules: SectionedRowRules {
  let sourceCodes: [Int]
  let targetCodes: [Int]

  @inline(__always)
  func sourceID(of element: RowReference, section: Int, row: Int) -> RowKey {
    RowKey(element, section: sourceCodes[section], row: row)
  }

  @inline(__always)
  func targetID(of element: RowReference, section: Int, row: Int) -> RowKey {
    RowKey(element, section: targetCodes[section], row: row)
  }

  /// Only the kind of a repeated identity is reported: the key holds its
  /// row unretained, so it must not outlive the diff.
  func reported(_ id: RowKey) -> IdentityKind { id.kind }

  @inline(__always)
  func isContentEqual(_ source: RowReference, _ target: RowReference) -> Bool {
    isRowUnchanged(source, target)
  }
}

/// Whether a kept row needs neither a reconfigure nor a reload: the same
/// storage, or the same height, equal content (which implies the same
/// storage class, hence the same cell type) and the same editing behaviour.
@inline(__always)
func isRowUnchanged(_ old: AnyRowStorage, _ new: AnyRowStorage) -> Bool {
  if old === new { return true }
  let sameHeight =
    old.fixedHeight == new.fixedHeight || (old.fixedHeight.isNaN && new.fixedHeight.isNaN)
  // Models with the same bytes are the same value, equal by `==`'s
  // reflexivity: comparing bytes first spares most calls of a generic `==`
  // (the common case of a big update is a kept row with an unchanged model).
  return sameHeight && (old.hasSameModelBytes(as: new) || old.isContentEqual(to: new))
    && old.hasSameEditing(as: new)
}

/// Whether a changed kept row needs a reload (its height, cell type or
/// editing behaviour changed) rather than a reconfigure: a reconfigured
/// cell keeps its delete and reorder controls.
func needsReload(_ old: AnyRowStorage, _ new: AnyRowStorage) -> Bool {
  let sameHeight =
    old.fixedHeight == new.fixedHeight || (old.fixedHeight.isNaN && new.fixedHeight.isNaN)
  return !sameHeight || old.cellType != new.cellType || old.editing != new.editing
}

/// Every explicit identity used more than once in `sections`, with its
/// positions, or `nil` when there is none.
///
/// One pass, each identity looked up once: the positions of an identity are
/// grouped under the code its first occurrence got, so an identity whose
/// `==` is not reflexive (a NaN) or not stable (random) is reported exactly
/// as its lookups decided, never looked up a second time.
func duplicateError(in sections: [Section]) -> TableError? {
  let duplicateSections = repeatedPositions(
    sections.enumerated().compactMap { index, section in
      section.id.map { ($0, IndexPath(index: index)) }
    }
  ) { sections[$0[0]].id ?? AnyHashable(0) }
  var rows: [(key: RowKey, path: IndexPath)] = []
  for (sectionIndex, section) in sections.enumerated() {
    for (rowIndex, row) in section.rows.enumerated() where row.storage.identityKind.mustBeUnique {
      rows.append(
        (RowKey(row.storage, section: 0, row: 0), IndexPath(row: rowIndex, section: sectionIndex)))
    }
  }
  // The keys hold their rows unretained; `sections` keeps them alive.
  let duplicateRows = withExtendedLifetime(sections) {
    repeatedPositions(rows) {
      sections[$0.section].rows[$0.row].storage.identityValue ?? AnyHashable(0)
    }
  }
  if duplicateRows.isEmpty && duplicateSections.isEmpty { return nil }
  return .duplicateIDs(rows: duplicateRows, sections: duplicateSections)
}

/// The keys met more than once, in the order first met, each with the
/// identity value of its first occurrence (read by `id` from its position)
/// and all its positions.
private func repeatedPositions<Key: Hashable>(
  _ items: [(key: Key, path: IndexPath)], id: (IndexPath) -> AnyHashable
) -> [TableError.DuplicateID] {
  // Interned, not a `Dictionary`: a key whose hash disagrees with its `==`
  // must not trap.
  var codes = IdentityCodes<Key>(capacity: items.count)
  var firstOccurrence: [Int] = []  // code → index of its first occurrence in `items`
  var repeats: [Int: [IndexPath]] = [:]  // first occurrence → later positions
  for (index, item) in items.enumerated() {
    let (code, isNew) = codes.code(for: item.key)
    if isNew {
      firstOccurrence.append(index)
    } else {
      repeats[firstOccurrence[code], default: []].append(item.path)
    }
  }
  return repeats.keys.sorted().map { earlier in
    let path = items[earlier].path
    return TableError.DuplicateID(id: id(path), positions: [path] + (repeats[earlier] ?? []))
  }
}

/// A kept row whose content changed.
struct ContentChange {
  /// Its index path before the update.
  var source: IndexPath
  /// Its index path after the update.
  var target: IndexPath
  /// Whether it needs a reload (height, cell type or editing behaviour
  /// changed) rather than a reconfigure.
  var reloads: Bool
  /// Whether it can go in the structural batch: neither it nor its section moves.
  var staysInPlace: Bool
}

/// Everything an update does, computed before anything is applied.
struct UpdatePlan {
  /// A changeset computed ahead (off the main actor), with the section
  /// identity codes it was computed with.
  typealias Precomputed = (sourceCodes: [Int], targetCodes: [Int], changeset: SectionedChangeset)

  /// The identity code of each source section, and of each target section.
  var sourceCodes: [Int]
  var targetCodes: [Int]
  var changeset: SectionedChangeset
  /// For each source section, its target index or -1; and the reverse.
  var sourceToTarget: [Int]
  var targetToSource: [Int]
  var contentChanges: [ContentChange] = []
  /// Target sections whose header or footer changed: updatable in place or not.
  var headerChanges: [(section: Int, inPlace: Bool, header: Bool, footer: Bool)] = []
  /// Where the tracked source rows are after the update.
  var tracked: [IndexPath: IndexPath] = [:]
  /// For staged updates only: a unique tag per row, shared by matched rows
  /// (the target row's flat offset; unmatched source rows get negative tags).
  var sourceTags: [[Int]] = []
  var targetTags: [[Int]] = []
  /// The rows of the target to check before anything is applied: the new
  /// and the changed ones (see ``Table/checkContent(of:rows:)``).
  var rowsToCheck = RowsToCheck.all
  /// Whether the changeset's row updates are the content changes (else
  /// every kept row is compared here).
  private var contentCompared = false

  /// Plans the update from `sourceSections` to `targetSections`.
  ///
  /// - Throws: ``TableError/duplicateIDs(rows:sections:)``.
  init(
    sourceSections: [Section], targetSections: [Section], tracking: [IndexPath],
    precomputed: Precomputed? = nil
  ) throws {
    if let precomputed {
      sourceCodes = precomputed.sourceCodes
      targetCodes = precomputed.targetCodes
      changeset = precomputed.changeset
    } else if sourceSections.isEmpty || targetSections.isEmpty {
      // Filling an empty table or emptying one: whole sections only, no row keys.
      if let error = duplicateError(in: targetSections) { throw error }
      sourceCodes = []
      targetCodes = []
      changeset = SectionedChangeset(
        sections: Changeset(
          deletes: Array(sourceSections.indices), inserts: Array(targetSections.indices)))
      sourceToTarget = Array(repeating: -1, count: sourceSections.count)
      targetToSource = Array(repeating: -1, count: targetSections.count)
      return
    } else {
      var codes = IdentityCodes<SectionKey>()
      sourceCodes = sectionCodes(sourceSections, codes: &codes)
      targetCodes = sectionCodes(targetSections, codes: &codes)
      changeset = rowChangeset(
        sourceSections, targetSections, sourceCodes: sourceCodes, targetCodes: targetCodes)
      contentCompared = true
    }
    let explicitRepeat = changeset.duplicateRowIDs.contains {
      ($0.base as? IdentityKind)?.mustBeUnique ?? ($0.base as? SendableRowKey)?.kind.mustBeUnique
        ?? false
    }
    if explicitRepeat || !changeset.duplicateSectionIDs.isEmpty,
      let error = duplicateError(in: targetSections)
    {
      throw error
    }
    (sourceToTarget, targetToSource) = Self.pairing(
      changeset.sections, sourceCount: sourceCodes.count, targetCount: targetCodes.count)
    if changeset.hasMovesAcrossDeletedOrInsertedSections {
      var flat = 0
      var unmatched = -1
      targetTags = targetSections.map { section in
        defer { flat += section.rows.count }
        return Array(flat..<flat + section.rows.count)
      }
      sourceTags = sourceSections.map { section in
        section.rows.map { _ in
          defer { unmatched -= 1 }
          return unmatched
        }
      }
    }
    if contentCompared && sourceTags.isEmpty {
      recordChangedRows(sourceSections, targetSections)
      track(tracking)
    } else {
      matchRows(sourceSections, targetSections, tracking: tracking)
    }
    rowsToCheck = .only(newAndChangedRows(targetSections))
    for (sourceIndex, targetIndex) in sourceToTarget.enumerated() where targetIndex >= 0 {
      let old = sourceSections[sourceIndex]
      let new = targetSections[targetIndex]
      let header = !Section.isEqual(old.header, new.header)
      let footer = !Section.isEqual(old.footer, new.footer)
      guard header || footer else { continue }
      let inPlace =
        Self.canUpdateInPlace(old.header, new.header)
        && Self.canUpdateInPlace(old.footer, new.footer)
      headerChanges.append((targetIndex, inPlace, header, footer))
    }
  }

  /// The target rows that are new (inserted, or in an inserted section)
  /// or changed.
  private func newAndChangedRows(_ targetSections: [Section]) -> [IndexPath] {
    var paths = changeset.rowInserts.map(\.indexPath) + contentChanges.map(\.target)
    for (index, section) in targetSections.enumerated() where targetToSource[index] < 0 {
      paths += section.rows.indices.map { IndexPath(row: $0, section: index) }
    }
    return paths
  }

  private static func canUpdateInPlace(_ old: HeaderFooter?, _ new: HeaderFooter?) -> Bool {
    switch (old, new) {
    case (nil, nil): true
    case (let old?, let new?): new.canUpdateInPlace(from: old)
    default: false
    }
  }

  /// Pairs kept rows (in order within kept sections, and moved rows),
  /// recording content changes and the new positions of tracked rows.
  private mutating func matchRows(
    _ sourceSections: [Section], _ targetSections: [Section], tracking: [IndexPath]
  ) {
    var removed: [Int: [Int]] = [:]
    var entering: [Int: [Int]] = [:]
    for path in changeset.rowDeletes { removed[path.section, default: []].append(path.row) }
    for path in changeset.rowInserts { entering[path.section, default: []].append(path.row) }
    for move in changeset.rowMoves {
      removed[move.source.section, default: []].append(move.source.row)
      entering[move.target.section, default: []].append(move.target.row)
    }
    for key in removed.keys { removed[key]?.sort() }
    for key in entering.keys { entering[key]?.sort() }
    let movedSections = Set(changeset.sectionMoves.map(\.source))
    var trackedBySection: [Int: Set<Int>] = [:]
    for path in tracking { trackedBySection[path.section, default: []].insert(path.row) }

    for (sourceIndex, targetIndex) in sourceToTarget.enumerated() where targetIndex >= 0 {
      let sourceRows = sourceSections[sourceIndex].rows
      let targetRows = targetSections[targetIndex].rows
      let gone = removed[sourceIndex] ?? []
      let coming = entering[targetIndex] ?? []
      let inPlace = !movedSections.contains(sourceIndex)
      let watched = trackedBySection[sourceIndex]
      if gone.isEmpty && coming.isEmpty {
        for row in 0..<min(sourceRows.count, targetRows.count) {
          if !sourceTags.isEmpty { sourceTags[sourceIndex][row] = targetTags[targetIndex][row] }
          compare(
            sourceRows[row].storage, targetRows[row].storage,
            from: (sourceIndex, row), to: (targetIndex, row), inPlace: inPlace)
          if let watched, watched.contains(row) {
            tracked[IndexPath(row: row, section: sourceIndex)] = IndexPath(
              row: row, section: targetIndex)
          }
        }
        continue
      }
      var next = 0  // index into gone
      var nextComing = 0
      var targetRow = 0
      for row in sourceRows.indices {
        if next < gone.count && gone[next] == row {
          next += 1
          continue
        }
        while nextComing < coming.count && coming[nextComing] == targetRow {
          nextComing += 1
          targetRow += 1
        }
        guard targetRow < targetRows.count else { break }
        if !sourceTags.isEmpty {
          sourceTags[sourceIndex][row] = targetTags[targetIndex][targetRow]
        }
        compare(
          sourceRows[row].storage, targetRows[targetRow].storage,
          from: (sourceIndex, row), to: (targetIndex, targetRow), inPlace: inPlace)
        if let watched, watched.contains(row) {
          tracked[IndexPath(row: row, section: sourceIndex)] = IndexPath(
            row: targetRow, section: targetIndex)
        }
        targetRow += 1
      }
    }
    for move in changeset.rowMoves {
      let from = IndexPath(row: move.source.row, section: move.source.section)
      let to = IndexPath(row: move.target.row, section: move.target.section)
      if !sourceTags.isEmpty { sourceTags[from.section][from.row] = targetTags[to.section][to.row] }
      compare(
        sourceSections[from.section].rows[from.row].storage,
        targetSections[to.section].rows[to.row].storage,
        from: (from.section, from.row), to: (to.section, to.row), inPlace: false)
      if trackedBySection[from.section]?.contains(from.row) == true { tracked[from] = to }
    }
  }

  /// Records a content change between two matched rows, given as
  /// (section, row) pairs: index paths are made only for changed rows.
  private mutating func compare(
    _ old: AnyRowStorage, _ new: AnyRowStorage, from: (section: Int, row: Int),
    to: (section: Int, row: Int), inPlace: Bool
  ) {
    if isRowUnchanged(old, new) { return }
    contentChanges.append(
      ContentChange(
        source: IndexPath(row: from.row, section: from.section),
        target: IndexPath(row: to.row, section: to.section), reloads: needsReload(old, new),
        staysInPlace: inPlace))
  }

  /// The content changes, from the changeset's row updates.
  private mutating func recordChangedRows(
    _ sourceSections: [Section], _ targetSections: [Section]
  ) {
    guard !changeset.rowUpdates.isEmpty else { return }
    let movedSections = Set(changeset.sectionMoves.map(\.source))
    let movedRows = Set(changeset.rowMoves.map(\.source))
    contentChanges.reserveCapacity(changeset.rowUpdates.count)
    for update in changeset.rowUpdates {
      let from = update.source
      let to = update.target
      contentChanges.append(
        ContentChange(
          source: from.indexPath, target: to.indexPath,
          reloads: needsReload(
            sourceSections[from.section].rows[from.row].storage,
            targetSections[to.section].rows[to.row].storage),
          staysInPlace: !movedSections.contains(from.section) && !movedRows.contains(from)))
    }
  }

  /// Where the tracked source rows are after the update, from the changeset
  /// alone: a moved row at its move's target; a kept row of a kept section
  /// at the same rank among the section's staying rows.
  ///
  /// - Complexity: O(*c* log *k* + *e* + *k* log *k*), for *c* row changes
  ///   (deletes, inserts and moves), *k* tracked rows and *e* the rows up to
  ///   the last one entering a tracked row's target section: linear in the
  ///   update, with no sort of the changes and no scan per tracked row.
  private mutating func track(_ tracking: [IndexPath]) {
    guard !tracking.isEmpty else { return }
    var watch = TrackedRows(tracking, sectionCount: sourceToTarget.count)
    for path in changeset.rowDeletes { watch.leave(path) }
    for move in changeset.rowMoves where watch.leave(move.source) {
      tracked[move.source.indexPath] = move.target.indexPath
    }
    // Each staying tracked row's rank among its section's staying rows, by
    // target section (a slot per target section that has any).
    var slotOfSection = [Int](repeating: -1, count: targetToSource.count)
    var queries: [(section: Int, ranks: [(rank: Int, source: IndexPath)])] = []
    for (section, rows) in watch.rows.enumerated() where !rows.isEmpty {
      let target = sourceToTarget[section]
      guard target >= 0 else { continue }
      slotOfSection[target] = queries.count
      var ranks: [(rank: Int, source: IndexPath)] = []
      var leftBefore = 0
      for (index, row) in rows.enumerated() {
        leftBefore += watch.leavingBefore[section][index]
        if watch.gone.contains(SectionedChangeset.Path(section: section, row: row)) { continue }
        ranks.append((row - leftBefore, IndexPath(row: row, section: section)))
      }
      queries.append((target, ranks))
    }
    guard !queries.isEmpty else { return }
    // The rows entering each of those target sections, marked.
    var entering = [[Bool]](repeating: [], count: queries.count)
    func enter(_ path: SectionedChangeset.Path) {
      let slot = slotOfSection[path.section]
      guard slot >= 0 else { return }
      if entering[slot].count <= path.row {
        entering[slot] += repeatElement(false, count: path.row + 1 - entering[slot].count)
      }
      entering[slot][path.row] = true
    }
    for path in changeset.rowInserts { enter(path) }
    for move in changeset.rowMoves { enter(move.target) }
    for (slot, query) in queries.enumerated() {
      placeByRank(
        query.ranks.sorted { $0.rank < $1.rank }, in: query.section, entering: entering[slot])
    }
  }

  /// Records the target row of each staying row from its rank: the row of
  /// that rank among the target section's rows that do not enter it
  /// (`entering` marks inserted rows and move targets; past its end, none do).
  private mutating func placeByRank(
    _ queries: [(rank: Int, source: IndexPath)], in section: Int, entering: [Bool]
  ) {
    var next = 0
    var staying = 0
    for (row, enters) in entering.enumerated() where !enters {
      guard next < queries.count else { return }
      if queries[next].rank == staying {
        tracked[queries[next].source] = IndexPath(row: row, section: section)
        next += 1
      }
      staying += 1
    }
    for (rank, source) in queries[next...] {
      tracked[source] = IndexPath(row: entering.count + rank - staying, section: section)
    }
  }

  /// Where each section goes: unmoved kept sections pair up in order.
  static func pairing(_ changes: Changeset, sourceCount: Int, targetCount: Int) -> (
    [Int], [Int]
  ) {
    var sourceToTarget = [Int](repeating: -1, count: sourceCount)
    var targetToSource = [Int](repeating: -1, count: targetCount)
    var sourceTaken = [Bool](repeating: false, count: sourceCount)
    var targetTaken = [Bool](repeating: false, count: targetCount)
    for offset in changes.deletes where offset < sourceCount { sourceTaken[offset] = true }
    for offset in changes.inserts where offset < targetCount { targetTaken[offset] = true }
    for move in changes.moves where move.source < sourceCount && move.target < targetCount {
      sourceTaken[move.source] = true
      targetTaken[move.target] = true
      sourceToTarget[move.source] = move.target
      targetToSource[move.target] = move.source
    }
    var nextTarget = 0
    for offset in 0..<sourceCount where !sourceTaken[offset] {
      while nextTarget < targetCount && targetTaken[nextTarget] { nextTarget += 1 }
      guard nextTarget < targetCount else { break }
      sourceToTarget[offset] = nextTarget
      targetToSource[nextTarget] = offset
      targetTaken[nextTarget] = true
    }
    return (sourceToTarget, targetToSource)
  }
}

/// The rows ``UpdatePlan`` tracks through an update, by source section,
/// counting the rows that leave each section before each tracked row.
private struct TrackedRows {
  /// Per source section, the tracked rows, ascending and distinct.
  var rows: [[Int]]
  /// Per source section, at index *i*, how many leaving rows fall after
  /// tracked row *i* - 1 (a leaving tracked row included) and before
  /// tracked row *i*.
  var leavingBefore: [[Int]]
  /// The tracked rows that leave (deleted or moved).
  var gone: Set<SectionedChangeset.Path> = []

  init(_ tracking: [IndexPath], sectionCount: Int) {
    rows = Array(repeating: [], count: sectionCount)
    for path in tracking where path.count == 2 && rows.indices.contains(path.section) {
      rows[path.section].append(path.row)
    }
    leavingBefore = Array(repeating: [], count: sectionCount)
    for section in rows.indices where !rows[section].isEmpty {
      rows[section] = Set(rows[section]).sorted()
      leavingBefore[section] = Array(repeating: 0, count: rows[section].count + 1)
    }
  }

  /// Counts a row that leaves its section; returns whether it is tracked.
  ///
  /// - Complexity: O(log *k*), for *k* tracked rows in the section.
  @discardableResult
  mutating func leave(_ path: SectionedChangeset.Path) -> Bool {
    let list = rows[path.section]
    guard !list.isEmpty else { return false }
    // The first tracked row after the leaving one.
    var low = 0
    var high = list.count
    while low < high {
      let middle = (low + high) / 2
      if list[middle] <= path.row { low = middle + 1 } else { high = middle }
    }
    leavingBefore[path.section][low] += 1
    guard low > 0, list[low - 1] == path.row else { return false }
    gone.insert(path)
    return true
  }
}
