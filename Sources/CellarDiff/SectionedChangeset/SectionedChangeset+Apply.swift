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
    let sourceRows = source.map(rows)
    let targetRows = target.map(rows)
    // Per source row: consumed by a delete or a move.
    var consumed = sourceRows.map { [Bool](repeating: false, count: $0.count) }
    // Per target row: a source path, or nil for "from the target".
    var origin: [[Path?]] = []
    var filled: [[Bool]] = targetRows.map { [Bool](repeating: false, count: $0.count) }
    origin = targetRows.map { [Path?](repeating: nil, count: $0.count) }
    func isValid(_ path: Path, in table: [[Row]]) -> Bool {
      table.indices.contains(path.section) && table[path.section].indices.contains(path.row)
    }
    for path in rowDeletes {
      guard isValid(path, in: sourceRows), sourceToTarget[path.section] >= 0,
        !consumed[path.section][path.row]
      else { return nil }
      consumed[path.section][path.row] = true
    }
    for path in rowInserts {
      guard isValid(path, in: targetRows), targetToSource[path.section] >= 0,
        !filled[path.section][path.row]
      else { return nil }
      filled[path.section][path.row] = true
    }
    for move in rowMoves {
      guard isValid(move.source, in: sourceRows), isValid(move.target, in: targetRows),
        !consumed[move.source.section][move.source.row],
        !filled[move.target.section][move.target.row]
      else { return nil }
      consumed[move.source.section][move.source.row] = true
      filled[move.target.section][move.target.row] = true
      origin[move.target.section][move.target.row] = move.source
    }
    var updatedRows: [Path: Path] = [:]
    var updatedRowTargets: Set<Path> = []
    for update in rowUpdates {
      guard isValid(update.source, in: sourceRows), isValid(update.target, in: targetRows),
        updatedRows.updateValue(update.target, forKey: update.source) == nil,
        updatedRowTargets.insert(update.target).inserted
      else { return nil }
    }
    var updatedSections = [Int](repeating: -1, count: source.count)
    var updatedSectionTargets = [Bool](repeating: false, count: target.count)
    for update in sections.updates {
      guard updatedSections.indices.contains(update.source), target.indices.contains(update.target),
        updatedSections[update.source] < 0, !updatedSectionTargets[update.target]
      else { return nil }
      updatedSections[update.source] = update.target
      updatedSectionTargets[update.target] = true
    }
    // Fill the remaining slots of each surviving section, in order, with the
    // rows of its source section that were neither deleted nor moved away.
    for targetSection in target.indices {
      let sourceSection = targetToSource[targetSection]
      guard sourceSection >= 0 else {
        for row in targetRows[targetSection].indices where !filled[targetSection][row] {
          filled[targetSection][row] = true
        }
        continue
      }
      var nextRow = 0
      for row in targetRows[targetSection].indices where !filled[targetSection][row] {
        while nextRow < sourceRows[sourceSection].count && consumed[sourceSection][nextRow] {
          nextRow += 1
        }
        guard nextRow < sourceRows[sourceSection].count else { return nil }
        consumed[sourceSection][nextRow] = true
        filled[targetSection][row] = true
        origin[targetSection][row] = Path(section: sourceSection, row: nextRow)
      }
    }
    // Every row of a surviving source section must be accounted for.
    for section in source.indices where sourceToTarget[section] >= 0 {
      guard !consumed[section].contains(false) else { return nil }
    }
    var result: [ReplayedSection<Section, Row>] = []
    result.reserveCapacity(target.count)
    for targetSection in target.indices {
      let sourceSection = targetToSource[targetSection]
      let section: Section
      if sourceSection < 0 {
        section = target[targetSection]
      } else if updatedSections[sourceSection] >= 0 {
        section = target[updatedSections[sourceSection]]
      } else {
        section = source[sourceSection]
      }
      var replayedRows: [Row] = []
      replayedRows.reserveCapacity(targetRows[targetSection].count)
      for row in targetRows[targetSection].indices {
        if let from = origin[targetSection][row] {
          if let to = updatedRows[from] {
            replayedRows.append(targetRows[to.section][to.row])
          } else {
            replayedRows.append(sourceRows[from.section][from.row])
          }
        } else {
          replayedRows.append(targetRows[targetSection][row])
        }
      }
      result.append(ReplayedSection(section: section, rows: replayedRows))
    }
    return result
  }
}
