import CellarDiff
import Foundation

/// What a snapshot asked to be shown again beyond what changed: rows to
/// reload or reconfigure and sections to reload or reconfigure (see
/// ``TableSnapshot/reloadRows(_:)``), by their place in the update's
/// target sections.
///
/// ``ListUpdate`` turns them into content changes of the kept rows and
/// header changes of the kept sections; marks of rows or sections that
/// the update inserts are dropped (a new row is configured anyway). A row
/// moved into an inserted section is kept, and keeps its mark.
struct UpdateMarks {
  /// A marked row: its section's index in the target and its identity.
  struct RowMark {
    var section: Int
    var id: AnyHashable
    /// Whether the row is reloaded (a new cell) whatever changed, rather
    /// than reconfigured (a reload still when its height, cell type or
    /// editing behaviour changed).
    var reloads: Bool
    /// Where the row likely is in its target section, when the snapshot
    /// knows: checked against the row's identity before use, else the
    /// section is searched. (Its source row follows from the changeset,
    /// by place: ``ChangedRows``.)
    var targetRow: Int? = nil
  }

  /// A marked section, by its index in the target.
  struct SectionMark {
    var section: Int
    /// A reload shows the section anew (rows, header and footer); a
    /// reconfigure configures its header, footer and rows again in place.
    var reloads: Bool
  }

  var rows: [RowMark] = []
  var sections: [SectionMark] = []

  var isEmpty: Bool { rows.isEmpty && sections.isEmpty }

  /// `changeset` with the kept marked rows added to its row updates, and
  /// the target places of the rows that must be reloaded.
  ///
  /// - Complexity: O(*m* + *r* + *u* log *u*), for *m* marks, *r* rows in
  ///   the marked sections on both sides and *u* row updates.
  func marking(
    _ changeset: SectionedChangeset, pairing: SectionPairing, source: [Section],
    target: [Section]
  ) -> (changeset: SectionedChangeset, reloads: Set<SectionedChangeset.Path>) {
    var wanted: [Int: [RowMark]] = [:]
    for mark in rows where target.indices.contains(mark.section) {
      wanted[mark.section, default: []].append(mark)
    }
    let reconfigured = sections.filter {
      !$0.reloads && pairing.targetToSource.indices.contains($0.section)
        && pairing.targetToSource[$0.section] >= 0
    }
    guard !wanted.isEmpty || !reconfigured.isEmpty else { return (changeset, []) }
    let inserted = Set(changeset.rowInserts)
    var movedFrom: [SectionedChangeset.Path: SectionedChangeset.Path] = [:]
    for move in changeset.rowMoves { movedFrom[move.target] = move.source }
    var updated = Set(changeset.rowUpdates.lazy.map(\.target))
    var result = changeset
    var reloads = Set<SectionedChangeset.Path>()
    func update(_ from: SectionedChangeset.Path, _ to: SectionedChangeset.Path) {
      updated.insert(to)
      result.rowUpdates.append(SectionedChangeset.RowUpdate(source: from, target: to))
    }
    // The rows the changeset takes out of each source section and puts
    // into each target section, made once a mark needs them.
    var changes: ChangedRows?
    func changed() -> ChangedRows {
      let made = changes ?? ChangedRows(changeset)
      changes = made
      return made
    }
    // Every kept row of a reconfigured section, by place: rows without an
    // identity, and the later of repeated ones, included.
    for mark in reconfigured {
      let sourceSection = pairing.targetToSource[mark.section]
      for (from, to) in changed().keptRows(
        ofTarget: mark.section, source: sourceSection,
        sourceCount: source[sourceSection].rows.count,
        targetCount: target[mark.section].rows.count)
      where !updated.contains(to) {
        update(from, to)
      }
    }
    for (sectionIndex, marks) in wanted.sorted(by: { $0.key < $1.key }) {
      // A section the update inserts (no source section) holds inserted
      // rows, which are configured anyway, and rows moved into it, which
      // keep their cells and so take their marks.
      let sourceSection = pairing.targetToSource[sectionIndex]
      let places = Self.places(
        of: marks.map(\.id), in: target[sectionIndex].rows, hints: marks.map(\.targetRow))
      // The marked rows that stay in this section: their source rows
      // follow from the changeset, by place, together once the others are done.
      var staying: [SectionedChangeset.Path] = []
      for (mark, row) in zip(marks, places) {
        guard let row else { continue }
        let to = SectionedChangeset.Path(section: sectionIndex, row: row)
        guard !inserted.contains(to) else { continue }
        if mark.reloads { reloads.insert(to) }
        guard !updated.contains(to) else { continue }
        if let moved = movedFrom[to] {
          update(moved, to)
        } else if sourceSection >= 0 {
          // Claimed: a later mark of the same row finds the same place.
          updated.insert(to)
          staying.append(to)
        }
      }
      guard !staying.isEmpty else { continue }
      let found = changed().keptSourceRows(
        of: staying.map(\.row), target: sectionIndex, source: sourceSection,
        sourceCount: source[sourceSection].rows.count)
      for (to, sourceRow) in zip(staying, found) {
        updated.remove(to)
        guard let sourceRow else { continue }
        update(SectionedChangeset.Path(section: sourceSection, row: sourceRow), to)
      }
    }
    result.rowUpdates.sort { $0.source < $1.source }
    return (result, reloads)
  }

  /// The rows a changeset takes out of each source section (deleted or
  /// moved away) and puts into each target section (inserted or moved
  /// in), sorted: what pairs a row that stays in its section with its
  /// source row, by place, whatever the rows' identities (two marked rows
  /// whose identities have come to be equal must not trade places: one
  /// of them may be deleted, and `UIKit` refuses to delete and reload one
  /// index path).
  struct ChangedRows {
    private var leaving: [Int: [Int]] = [:]
    private var arriving: [Int: [Int]] = [:]
    /// The moves into each target section, by their target rows.
    private var movedIn: [Int: [SectionedChangeset.RowMove]] = [:]

    /// The changed rows of `changeset`.
    ///
    /// - Complexity: O(*c* log *c*) for *c* row changes.
    init(_ changeset: SectionedChangeset) {
      for delete in changeset.rowDeletes { leaving[delete.section, default: []].append(delete.row) }
      for insert in changeset.rowInserts {
        arriving[insert.section, default: []].append(insert.row)
      }
      for move in changeset.rowMoves {
        leaving[move.source.section, default: []].append(move.source.row)
        arriving[move.target.section, default: []].append(move.target.row)
        movedIn[move.target.section, default: []].append(move)
      }
      for key in leaving.keys { leaving[key]?.sort() }
      for key in arriving.keys { arriving[key]?.sort() }
    }

    /// The source rows (in source section `source`, of `sourceCount`
    /// rows) of rows at `targetRows` of target section `target` that stay
    /// (neither inserted nor moved in): the kept rows pair in order, once
    /// the changed ones are left out; `nil` past the source's kept rows.
    ///
    /// - Complexity: O(*m* log *m* + *c*) for *m* rows and *c* changed rows
    ///   of the two sections.
    func keptSourceRows(of targetRows: [Int], target: Int, source: Int, sourceCount: Int)
      -> [Int?]
    {
      let (leaves, arrives) = (leaving[source] ?? [], arriving[target] ?? [])
      var result = [Int?](repeating: nil, count: targetRows.count)
      var (left, arrived) = (0, 0)
      for index in targetRows.indices.sorted(by: { targetRows[$0] < targetRows[$1] }) {
        let row = targetRows[index]
        while arrived < arrives.count && arrives[arrived] < row { arrived += 1 }
        // The row's rank among the kept rows, and the source row of that rank.
        let kept = row - arrived
        while left < leaves.count && leaves[left] <= kept + left { left += 1 }
        let sourceRow = kept + left
        result[index] = sourceRow < sourceCount ? sourceRow : nil
      }
      return result
    }

    /// Every row kept in target section `target` (of `targetCount` rows),
    /// with its source place: the rows that stay, paired with source
    /// section `source` (of `sourceCount` rows) as
    /// ``keptSourceRows(of:target:source:sourceCount:)`` pairs them, and
    /// the rows moved in.
    ///
    /// - Complexity: O(*k* log *k* + *c*), for *k* rows in the target
    ///   section and *c* changed rows of the two sections (the staying
    ///   rows are passed in order, which the sort finds in O(*k*)).
    func keptRows(ofTarget target: Int, source: Int, sourceCount: Int, targetCount: Int)
      -> [(SectionedChangeset.Path, SectionedChangeset.Path)]
    {
      let arrives = arriving[target] ?? []
      var staying: [Int] = []
      staying.reserveCapacity(max(0, targetCount - arrives.count))
      var arrived = 0
      for row in 0..<targetCount {
        if arrived < arrives.count && arrives[arrived] == row {
          arrived += 1
        } else {
          staying.append(row)
        }
      }
      var pairs = (movedIn[target] ?? []).map { ($0.source, $0.target) }
      let found = keptSourceRows(
        of: staying, target: target, source: source, sourceCount: sourceCount)
      for (row, sourceRow) in zip(staying, found) {
        guard let sourceRow else { break }
        pairs.append(
          (
            SectionedChangeset.Path(section: source, row: sourceRow),
            SectionedChangeset.Path(section: target, row: row)
          ))
      }
      return pairs
    }
  }

  /// The first place of each of `ids` among `rows`: the hint, where the
  /// row there has the id (a snapshot's rows are unique); else found in
  /// one walk of `rows`.
  ///
  /// - Complexity: O(*m*) for *m* ids when every hint holds, else O(*m* + *n*)
  ///   for *n* rows.
  private static func places(of ids: [AnyHashable], in rows: [AnyRow], hints: [Int?]) -> [Int?] {
    let hinted = zip(ids, hints).map { id, hint -> Int? in
      guard let hint, rows.indices.contains(hint), rows[hint].storage.identityValue == id else {
        return nil
      }
      return hint
    }
    guard hinted.contains(nil) else { return hinted }
    var codes = IdentityCodes<AnyHashable>(capacity: ids.count)
    let idCodes = ids.map { codes.code(for: $0).code }
    var found = [Int?](repeating: nil, count: codes.count)
    var left = codes.count
    for (index, row) in rows.enumerated() where left > 0 {
      guard let id = row.storage.identityValue, let code = codes.existingCode(for: id),
        found[code] == nil
      else { continue }
      found[code] = index
      left -= 1
    }
    return idCodes.map { found[$0] }
  }

  /// `changes` with the marked kept sections' header and footer changes:
  /// a reload reloads the section, a reconfigure configures its views
  /// again in place (a reload still when they cannot be).
  func marking(_ changes: [HeaderChange], pairing: SectionPairing) -> [HeaderChange] {
    guard !sections.isEmpty else { return changes }
    var bySection: [Int: HeaderChange] = [:]
    for change in changes { bySection[change.section] = change }
    for mark in sections
    where pairing.targetToSource.indices.contains(mark.section)
      && pairing.targetToSource[mark.section] >= 0
    {
      let inPlace = !mark.reloads && (bySection[mark.section]?.inPlace ?? true)
      bySection[mark.section] = HeaderChange(
        section: mark.section, inPlace: inPlace, header: true, footer: true)
    }
    return bySection.values.sorted { $0.section < $1.section }
  }
}
