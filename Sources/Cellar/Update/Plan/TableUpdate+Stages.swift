import Foundation

extension TableUpdate {
  /// The stages of an update whose row moves stay between kept sections:
  /// one batch with the structure and the content changes that stay in
  /// place (at their old index paths), then one with the others (at their
  /// new ones).
  static func inPlaceStages(
    _ changeset: SectionedChangeset, _ contentChanges: [ContentChange], _ target: [Section]
  ) -> [Stage] {
    var structure = BatchOperations(structureOf: changeset)
    var later = BatchOperations()
    structure.rowReconfigures.reserveCapacity(contentChanges.count)
    for change in contentChanges {
      switch (change.staysInPlace, change.reloads) {
      case (true, true): structure.rowReloads.append(change.source)
      case (true, false): structure.rowReconfigures.append(change.source)
      case (false, true): later.rowReloads.append(change.target)
      case (false, false): later.rowReconfigures.append(change.target)
      }
    }
    var stages = [Stage(sections: target, operations: structure, isForced: !changeset.isEmpty)]
    if !later.isEmpty { stages.append(Stage(sections: target, operations: later)) }
    return stages
  }

  /// The stages of an update whose rows cross deleted or inserted
  /// sections, which one batch cannot express: insert the new sections
  /// (empty) at the end; move, insert and delete rows between sections
  /// that all exist; delete the old sections and move every section into
  /// place; then the content changes, at their new index paths.
  static func crossingStages(
    _ changeset: SectionedChangeset, _ pairing: SectionPairing,
    _ contentChanges: [ContentChange], _ source: [Section], _ target: [Section]
  ) -> [Stage] {
    let layout = StagedLayout(pairing, sourceCount: source.count)
    var later = BatchOperations()
    later.rowReloads = contentChanges.filter(\.reloads).map(\.target)
    later.rowReconfigures = contentChanges.filter { !$0.reloads }.map(\.target)
    var stages = [
      layout.sectionsAdded(source, target), layout.rowsMoved(changeset, source, target),
      layout.sectionsPlaced(target),
    ]
    if !later.isEmpty { stages.append(Stage(sections: target, operations: later)) }
    return stages
  }
}

/// The sections of a staged update between its first and last stage: the
/// source sections in their order, then the inserted target sections in
/// theirs.
private struct StagedLayout {
  let pairing: SectionPairing
  let sourceCount: Int
  /// For each target section, its index in the staged layout.
  let stagedIndex: [Int]
  /// The target indices of the inserted sections, in order.
  let inserted: [Int]

  init(_ pairing: SectionPairing, sourceCount: Int) {
    self.pairing = pairing
    self.sourceCount = sourceCount
    inserted = pairing.targetToSource.indices.filter { pairing.targetToSource[$0] < 0 }
    var stagedIndex = pairing.targetToSource
    for (rank, index) in inserted.enumerated() { stagedIndex[index] = sourceCount + rank }
    self.stagedIndex = stagedIndex
  }

  /// Stage 1: the source, with the inserted sections added empty at the end.
  func sectionsAdded(_ source: [Section], _ target: [Section]) -> TableUpdate.Stage {
    var sections = source
    for index in inserted {
      var empty = target[index]
      empty.rows = []
      sections.append(empty)
    }
    var operations = BatchOperations()
    operations.sectionInserts = Array(sourceCount..<sourceCount + inserted.count)
    return TableUpdate.Stage(sections: sections, operations: operations)
  }

  /// Stage 2: every row where it goes, in the staged layout; a deleted
  /// section keeps only the rows that leave with it.
  func rowsMoved(_ changeset: SectionedChangeset, _ source: [Section], _ target: [Section])
    -> TableUpdate.Stage
  {
    var movedOut: [Int: Set<Int>] = [:]  // deleted section → rows moving out of it
    for move in changeset.rowMoves where pairing.sourceToTarget[move.source.section] < 0 {
      movedOut[move.source.section, default: []].insert(move.source.row)
    }
    var sections = source
    for (index, pair) in pairing.sourceToTarget.enumerated() {
      if pair >= 0 {
        sections[index].rows = target[pair].rows
      } else if let gone = movedOut[index] {
        sections[index].rows = source[index].rows.indices.filter { !gone.contains($0) }.map {
          source[index].rows[$0]
        }
      }
    }
    sections += inserted.map { target[$0] }
    var operations = BatchOperations()
    operations.rowDeletes = changeset.rowDeletes
    operations.rowInserts = stagedInserts(changeset, target)
    operations.rowMoves = changeset.rowMoves.map {
      BatchOperations.RowMove(source: $0.source, target: staged($0.target))
    }
    .sorted { $0.target < $1.target }
    return TableUpdate.Stage(sections: sections, operations: operations)
  }

  /// Stage 3: the target; deleted sections go, the others move into place.
  func sectionsPlaced(_ target: [Section]) -> TableUpdate.Stage {
    let stagedCodes = Array(0..<sourceCount) + inserted.map { sourceCount + $0 }
    let targetCodes = pairing.targetToSource.enumerated().map { index, sourceIndex in
      sourceIndex >= 0 ? sourceIndex : sourceCount + index
    }
    let sections = Changeset(source: stagedCodes, target: targetCodes)
    var operations = BatchOperations()
    operations.sectionDeletes = sections.deletes
    operations.sectionMoves = sections.moves.map {
      BatchOperations.SectionMove(source: $0.source, target: $0.target)
    }
    return TableUpdate.Stage(sections: target, operations: operations)
  }

  /// The rows inserted in stage 2: those the changeset inserts into kept
  /// sections, and the rows of inserted sections that no move brings.
  private func stagedInserts(_ changeset: SectionedChangeset, _ target: [Section])
    -> [BatchOperations.Path]
  {
    var movedIn: [Int: Set<Int>] = [:]  // inserted section → rows moving into it
    for move in changeset.rowMoves where pairing.targetToSource[move.target.section] < 0 {
      movedIn[move.target.section, default: []].insert(move.target.row)
    }
    var paths = changeset.rowInserts.map(staged)
    for index in inserted {
      let brought = movedIn[index] ?? []
      for row in target[index].rows.indices where !brought.contains(row) {
        paths.append(BatchOperations.Path(section: stagedIndex[index], row: row))
      }
    }
    return paths.sorted()
  }

  /// A target row's index path in the staged layout.
  private func staged(_ path: SectionedChangeset.Path) -> BatchOperations.Path {
    BatchOperations.Path(section: stagedIndex[path.section], row: path.row)
  }
}
