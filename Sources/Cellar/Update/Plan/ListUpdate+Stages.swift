import CellarHost
import Foundation

extension ListUpdate {
  /// The stages of an update whose row moves stay between kept sections:
  /// one batch with the structure and the content changes that stay in
  /// place (at their old index paths), then one with the others (at their
  /// new ones).
  ///
  /// A reload rides with the structure only when UIKit inserts it where the
  /// row goes (see ``ReloadLanding``); otherwise it waits for the later
  /// batch.
  static func inPlaceStages(
    _ changeset: SectionedChangeset, _ contentChanges: [ContentChange], _ target: [Section],
    on surface: Headless.Batch.Surface
  ) -> [Stage] {
    var structure = Headless.Batch.Groups(structureOf: changeset)
    var later = Headless.Batch.Groups()
    structure.rowReconfigures.reserveCapacity(contentChanges.count)
    let landing = ReloadLanding(changeset)
    for change in contentChanges {
      switch (change.staysInPlace, change.reloads) {
      case (true, true) where landing.isInPlace(change):
        structure.rowReloads.append(change.source)
      case (true, false): structure.rowReconfigures.append(change.source)
      case (_, true): later.rowReloads.append(change.target)
      case (false, false): later.rowReconfigures.append(change.target)
      }
    }
    var stages = [
      Stage(sections: target, groups: structure, on: surface, isForced: !changeset.isEmpty)
    ]
    if !later.isEmpty {
      stages.append(Stage(sections: target, groups: later, on: surface, repeatsSections: true))
    }
    return stages
  }

  /// The stages of an update whose rows cross deleted or inserted
  /// sections, which one batch cannot express: insert the new sections
  /// (empty) at the end; move, insert and delete rows between sections
  /// that all exist; delete the old sections and move every section into
  /// place; then the content changes, at their new index paths.
  static func crossingStages(
    _ changeset: SectionedChangeset, _ pairing: SectionPairing,
    _ contentChanges: [ContentChange], _ source: [Section], _ target: [Section],
    on surface: Headless.Batch.Surface
  ) -> [Stage] {
    let layout = StagedLayout(pairing, sourceCount: source.count, surface: surface)
    var later = Headless.Batch.Groups()
    later.rowReloads = contentChanges.filter(\.reloads).map(\.target)
    later.rowReconfigures = contentChanges.filter { !$0.reloads }.map(\.target)
    var stages = [
      layout.sectionsAdded(source, target), layout.rowsMoved(changeset, source, target),
      layout.sectionsPlaced(target),
    ]
    if !later.isEmpty {
      stages.append(Stage(sections: target, groups: later, on: surface, repeatsSections: true))
    }
    return stages
  }
}

/// Where UIKit inserts a row reloaded in a changeset's structural batch:
/// at its old row shifted by the batch's row deletes and inserts, not by
/// its moves (`uikit-collection-semantics.md` §4.4 step 1; CellarHost's
/// validator places it the same way). When rows move into or out of its
/// section, that place can differ from where the row goes: on a move's
/// destination UIKit raises "attempt to perform an insert and a move to
/// the same index path" (delete `[0, 1]`, moves `0→1` and `3→0`, reload
/// `[0, 2]`), elsewhere the row's neighbours would show in each other's
/// places. Such a reload waits for the batch after the structure.
struct ReloadLanding {
  /// Source sections that rows move out of, and target sections they move into.
  private var movedOut: Set<Int> = []
  private var movedIn: Set<Int> = []
  /// Row deletes by source section and inserts by target section,
  /// ascending, for those sections.
  private var deletes: [Int: [Int]] = [:]
  private var inserts: [Int: [Int]] = [:]

  /// The landing rule for a changeset's structural batch.
  ///
  /// - Complexity: O(*m* + *d* + *i*) for *m* row moves, *d* row deletes
  ///   and *i* row inserts; nothing when no row moves.
  init(_ changeset: SectionedChangeset) {
    guard !changeset.rowMoves.isEmpty else { return }
    for move in changeset.rowMoves {
      movedOut.insert(move.source.section)
      movedIn.insert(move.target.section)
    }
    // The changeset lists deletes and inserts in ascending order.
    for path in changeset.rowDeletes {
      deletes[path.section, default: []].append(path.row)
    }
    for path in changeset.rowInserts {
      inserts[path.section, default: []].append(path.row)
    }
  }

  /// Whether UIKit inserts the change's reload at the row's new place.
  ///
  /// - Complexity: O(1) when no row moves into or out of its section, else
  ///   O(log *d* + log *i*).
  func isInPlace(_ change: ContentChange) -> Bool {
    guard movedOut.contains(change.source.section) || movedIn.contains(change.target.section)
    else { return true }
    let landed = SurvivorMap.newIndex(
      of: change.source.row, removed: deletes[change.source.section] ?? [],
      inserted: inserts[change.target.section] ?? [])
    return landed == change.target.row
  }
}

/// The sections of a staged update between its first and last stage: the
/// source sections in their order, then the inserted target sections in
/// theirs.
private struct StagedLayout {
  let pairing: SectionPairing
  let sourceCount: Int
  /// The kind of view the batches are for.
  let surface: Headless.Batch.Surface
  /// For each target section, its index in the staged layout.
  let stagedIndex: [Int]
  /// The target indices of the inserted sections, in order.
  let inserted: [Int]

  init(_ pairing: SectionPairing, sourceCount: Int, surface: Headless.Batch.Surface) {
    self.pairing = pairing
    self.sourceCount = sourceCount
    self.surface = surface
    inserted = pairing.targetToSource.indices.filter { pairing.targetToSource[$0] < 0 }
    var stagedIndex = pairing.targetToSource
    for (rank, index) in inserted.enumerated() { stagedIndex[index] = sourceCount + rank }
    self.stagedIndex = stagedIndex
  }

  /// Stage 1: the source, with the inserted sections added empty at the end.
  func sectionsAdded(_ source: [Section], _ target: [Section]) -> ListUpdate.Stage {
    var sections = source
    for index in inserted {
      var empty = target[index]
      empty.rows = []
      sections.append(empty)
    }
    var groups = Headless.Batch.Groups()
    groups.sectionInserts = Array(sourceCount..<sourceCount + inserted.count)
    return ListUpdate.Stage(sections: sections, groups: groups, on: surface)
  }

  /// Stage 2: every row where it goes, in the staged layout; a deleted
  /// section keeps only the rows that leave with it.
  func rowsMoved(_ changeset: SectionedChangeset, _ source: [Section], _ target: [Section])
    -> ListUpdate.Stage
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
    var groups = Headless.Batch.Groups()
    groups.rowDeletes = changeset.rowDeletes
    groups.rowInserts = stagedInserts(changeset, target)
    groups.rowMoves = changeset.rowMoves.map {
      Headless.Batch.Groups.RowMove(source: $0.source, target: staged($0.target))
    }
    .sorted { $0.target < $1.target }
    return ListUpdate.Stage(sections: sections, groups: groups, on: surface)
  }

  /// Stage 3: the target; deleted sections go, the others move into place.
  func sectionsPlaced(_ target: [Section]) -> ListUpdate.Stage {
    let stagedCodes = Array(0..<sourceCount) + inserted.map { sourceCount + $0 }
    let targetCodes = pairing.targetToSource.enumerated().map { index, sourceIndex in
      sourceIndex >= 0 ? sourceIndex : sourceCount + index
    }
    let sections = Changeset(source: stagedCodes, target: targetCodes)
    var groups = Headless.Batch.Groups()
    groups.sectionDeletes = sections.deletes
    groups.sectionMoves = sections.moves.map {
      Headless.Batch.Groups.SectionMove(source: $0.source, target: $0.target)
    }
    return ListUpdate.Stage(sections: target, groups: groups, on: surface)
  }

  /// The rows inserted in stage 2: those the changeset inserts into kept
  /// sections, and the rows of inserted sections that no move brings.
  private func stagedInserts(_ changeset: SectionedChangeset, _ target: [Section])
    -> [Headless.Batch.Groups.Path]
  {
    var movedIn: [Int: Set<Int>] = [:]  // inserted section → rows moving into it
    for move in changeset.rowMoves where pairing.targetToSource[move.target.section] < 0 {
      movedIn[move.target.section, default: []].insert(move.target.row)
    }
    var paths = changeset.rowInserts.map(staged)
    for index in inserted {
      let brought = movedIn[index] ?? []
      for row in target[index].rows.indices where !brought.contains(row) {
        paths.append(Headless.Batch.Groups.Path(section: stagedIndex[index], row: row))
      }
    }
    return paths.sorted()
  }

  /// A target row's index path in the staged layout.
  private func staged(_ path: SectionedChangeset.Path) -> SectionedChangeset.Path {
    SectionedChangeset.Path(section: stagedIndex[path.section], row: path.row)
  }
}
