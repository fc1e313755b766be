/// A section and its rows, as ``SectionedChangeset/replay(source:target:rows:)``
/// rebuilds them: a test oracle's value, public to the package only.
package struct ReplayedSection<Section, Row> {
  /// The section value: from the source, or from the target when the section
  /// is inserted or updated.
  package var section: Section
  /// The rows: from the source, or from the target when inserted or updated.
  package var rows: [Row]

  /// Creates a replayed section.
  package init(section: Section, rows: [Row]) {
    self.section = section
    self.rows = rows
  }
}

extension ReplayedSection: Equatable where Section: Equatable, Row: Equatable {}
extension ReplayedSection: Hashable where Section: Hashable, Row: Hashable {}
extension ReplayedSection: Sendable where Section: Sendable, Row: Sendable {}

extension SectionedChangeset {
  /// Replays the changeset as UIKit would apply it as one batch, and returns
  /// the sections and rows that result.
  ///
  /// Section and row values come from the source unless the changeset says
  /// they are new (inserts, and the rows of inserted sections) or changed
  /// (updates): then they come from the target. Deletes and move sources are
  /// read in source coordinates, inserts and move targets in target
  /// coordinates. If the changeset is right, the result equals the target
  /// (`target.map { ReplayedSection(section: $0, rows: rows($0)) }`).
  ///
  /// - Parameters:
  ///   - source: The sections the changeset was computed from.
  ///   - target: The sections it was computed for.
  ///   - rows: A section's rows.
  /// - Returns: The replayed sections, or `nil` when the changeset does not
  ///   fit (a position out of range or used twice, a row delete in a deleted
  ///   section, a row insert in an inserted one, counts that do not add up).
  /// - Complexity: O(*s* + *r* + *c*): sections, rows and changes.
  package func replay<Section, Row>(
    source: [Section], target: [Section], rows: (Section) -> [Row]
  ) -> [ReplayedSection<Section, Row>]? {
    guard
      let (sourceToTarget, targetToSource) = sections.pairing(
        sourceCount: source.count, targetCount: target.count)
    else { return nil }
    var replay = RowReplay(
      sourceRows: source.map(rows), targetRows: target.map(rows),
      sourceToTarget: sourceToTarget, targetToSource: targetToSource)
    guard replay.markChanges(of: self), replay.fillSurvivors(),
      let updatedSections = sectionUpdates(sourceCount: source.count, targetCount: target.count),
      let updatedRows = rowUpdateTargets(replay)
    else { return nil }
    return target.indices.map { targetSection in
      let sourceSection = targetToSource[targetSection]
      let section =
        sourceSection < 0
        ? target[targetSection]
        : updatedSections[sourceSection] >= 0
          ? target[updatedSections[sourceSection]] : source[sourceSection]
      return ReplayedSection(
        section: section, rows: replay.rows(of: targetSection, updated: updatedRows))
    }
  }

  /// Per source section, the target section its update names, or -1; `nil`
  /// when an update is out of range or names a section twice.
  private func sectionUpdates(sourceCount: Int, targetCount: Int) -> [Int]? {
    var updated = [Int](repeating: -1, count: sourceCount)
    var targetTaken = [Bool](repeating: false, count: targetCount)
    for update in sections.updates {
      guard updated.indices.contains(update.source), targetTaken.indices.contains(update.target),
        updated[update.source] < 0, !targetTaken[update.target]
      else { return nil }
      updated[update.source] = update.target
      targetTaken[update.target] = true
    }
    return updated
  }

  /// The target of each updated source row; `nil` when an update is out of
  /// range or names a row twice.
  private func rowUpdateTargets<Row>(_ replay: RowReplay<Row>) -> [Path: Path]? {
    var updated: [Path: Path] = [:]
    var targets: Set<Path> = []
    for update in rowUpdates {
      guard replay.isValid(update.source, in: replay.sourceRows),
        replay.isValid(update.target, in: replay.targetRows),
        updated.updateValue(update.target, forKey: update.source) == nil,
        targets.insert(update.target).inserted
      else { return nil }
    }
    return updated
  }
}

/// The row bookkeeping of ``SectionedChangeset/replay(source:target:rows:)``:
/// which source rows are consumed (deleted or moved away) and where each
/// target row comes from.
private struct RowReplay<Row> {
  typealias Path = SectionedChangeset.Path

  let sourceRows: [[Row]]
  let targetRows: [[Row]]
  let sourceToTarget: [Int]
  let targetToSource: [Int]
  /// Per source row: consumed by a delete, a move or a surviving slot.
  var consumed: [[Bool]]
  /// Per target row: filled by an insert, a move or a survivor.
  var filled: [[Bool]]
  /// Per target row: the source row it comes from, or `nil` for "from the target".
  var origin: [[Path?]]

  init(sourceRows: [[Row]], targetRows: [[Row]], sourceToTarget: [Int], targetToSource: [Int]) {
    self.sourceRows = sourceRows
    self.targetRows = targetRows
    self.sourceToTarget = sourceToTarget
    self.targetToSource = targetToSource
    consumed = sourceRows.map { [Bool](repeating: false, count: $0.count) }
    filled = targetRows.map { [Bool](repeating: false, count: $0.count) }
    origin = targetRows.map { [Path?](repeating: nil, count: $0.count) }
  }

  func isValid(_ path: Path, in table: [[Row]]) -> Bool {
    table.indices.contains(path.section) && table[path.section].indices.contains(path.row)
  }

  /// Marks the rows the changeset deletes, inserts and moves; `false` when
  /// one is out of range, in a deleted or inserted section, or used twice.
  mutating func markChanges(of changeset: SectionedChangeset) -> Bool {
    for path in changeset.rowDeletes {
      guard isValid(path, in: sourceRows), sourceToTarget[path.section] >= 0,
        !consumed[path.section][path.row]
      else { return false }
      consumed[path.section][path.row] = true
    }
    for path in changeset.rowInserts {
      guard isValid(path, in: targetRows), targetToSource[path.section] >= 0,
        !filled[path.section][path.row]
      else { return false }
      filled[path.section][path.row] = true
    }
    for move in changeset.rowMoves {
      guard isValid(move.source, in: sourceRows), isValid(move.target, in: targetRows),
        !consumed[move.source.section][move.source.row],
        !filled[move.target.section][move.target.row]
      else { return false }
      consumed[move.source.section][move.source.row] = true
      filled[move.target.section][move.target.row] = true
      origin[move.target.section][move.target.row] = move.source
    }
    return true
  }

  /// Fills the remaining rows of each surviving section, in order, with the
  /// rows of its source section that were neither deleted nor moved away;
  /// `false` when the counts do not add up.
  mutating func fillSurvivors() -> Bool {
    for targetSection in targetRows.indices {
      let sourceSection = targetToSource[targetSection]
      guard sourceSection >= 0 else { continue }
      var nextRow = 0
      for row in targetRows[targetSection].indices where !filled[targetSection][row] {
        while nextRow < sourceRows[sourceSection].count && consumed[sourceSection][nextRow] {
          nextRow += 1
        }
        guard nextRow < sourceRows[sourceSection].count else { return false }
        consumed[sourceSection][nextRow] = true
        filled[targetSection][row] = true
        origin[targetSection][row] = Path(section: sourceSection, row: nextRow)
      }
    }
    // Every row of a surviving source section must be accounted for.
    return sourceRows.indices.allSatisfy { section in
      sourceToTarget[section] < 0 || !consumed[section].contains(false)
    }
  }

  /// The replayed rows of a target section: each from its origin (or, when
  /// that row was updated, from its update's target), or from the target.
  func rows(of targetSection: Int, updated: [Path: Path]) -> [Row] {
    targetRows[targetSection].indices.map { row in
      guard let from = origin[targetSection][row] else { return targetRows[targetSection][row] }
      if let to = updated[from] { return targetRows[to.section][to.row] }
      return sourceRows[from.section][from.row]
    }
  }
}
