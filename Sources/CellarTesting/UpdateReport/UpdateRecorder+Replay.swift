import Cellar
import CellarHost
import Foundation

extension UpdateRecorder {
  /// One logged change, replayed: what it named, by token.
  struct ReplayedBatch {
    var kind: Headless.UpdateLogKind
    var fellBack: Bool
    var operationCount: Int
    /// The section count, for a `reloadData`.
    var reloadedAll: Int?
    var deletedSections: [(token: Int, index: Int, rows: Int)] = []
    var insertedSections: [(token: Int, index: Int)] = []
    var movedSections: [(token: Int, from: Int, to: Int)] = []
    var reloadedSections: [(token: Int, index: Int)] = []
    var deletedRows: [(token: Int, path: IndexPath)] = []
    var insertedRows: [(token: Int, path: IndexPath)] = []
    var movedRows: [(token: Int, from: IndexPath, to: IndexPath)] = []
    var reloadedRows: [(token: Int, path: IndexPath)] = []
    var reconfiguredRows: [(token: Int, path: IndexPath)] = []
  }

  /// A batch's calls by kind: the batch's own groups (see `LoggedUpdate`).
  typealias Operations = Headless.Batch.Groups

  /// Applies one recorded change to `state` with UIKit's batch semantics.
  ///
  /// A `reloadData` shows `snapshot`, the sections the list switched to
  /// just before it; without one (a recording opened while the list was
  /// between the two), sections whose rows are resolved from the view's
  /// sections at the end.
  func replay(_ update: LoggedUpdate, snapshot: [RecordedSection]? = nil) -> ReplayedBatch {
    var batch = ReplayedBatch(
      kind: update.kind, fellBack: update.fellBackToReloadData,
      operationCount: update.operationCount)
    if update.kind == .reloadData {
      if let snapshot {
        state = snapshot.map { section in
          ReplaySection(
            token: makeToken(section.label, id: section.id, identified: true), implicit: false,
            rows: section.elementIDs.map {
              makeToken(Self.label(of: $0), id: $0, identified: true)
            })
        }
      } else {
        state = (0..<view.sectionCount).map { _ in
          ReplaySection(token: makeToken(nil), implicit: true, rows: [])
        }
      }
      batch.reloadedAll = state.count
      return batch
    }
    let operations = update.operations
    let old = state
    let (sources, placed) = placeSections(old, operations, &batch)
    let arriving = replayRows(old, operations, &batch)
    state = rebuild(placed, sources: sources, arriving: arriving, operations, &batch)
    if let snapshot { identify(from: snapshot) }
    return batch
  }

  /// Names the rows and sections the replay does not know yet (inserted
  /// by this batch or earlier ones) from the view's sections right after
  /// the batch, when they have the shape the replay reached (the same
  /// sections, with as many rows each); a section whose rows came with it
  /// gets them.
  func identify(from snapshot: [RecordedSection]) {
    guard snapshot.count == state.count,
      zip(snapshot, state).allSatisfy({ $1.implicit || $0.elementIDs.count == $1.rows.count })
    else { return }
    for (index, recorded) in snapshot.enumerated() {
      _ = identify(sectionAt: index, from: recorded)
    }
  }

  /// Where each section goes: moves and inserts at their new places, the
  /// rest in order. Returns each new section's old index (`nil` when
  /// inserted) and the section.
  func placeSections(
    _ old: [ReplaySection], _ operations: Operations, _ batch: inout ReplayedBatch
  ) -> (sources: [Int?], placed: [ReplaySection?]) {
    let deleted = Set(operations.sectionDeletes)
    let count = max(0, old.count - deleted.count + Set(operations.sectionInserts).count)
    var sources: [Int?] = Array(repeating: nil, count: count)
    var placed: [ReplaySection?] = Array(repeating: nil, count: count)
    let movedSections = Set(operations.sectionMoves.map(\.source))
    for move in operations.sectionMoves
    where placed.indices.contains(move.target) && old.indices.contains(move.source) {
      sources[move.target] = move.source
      placed[move.target] = old[move.source]
      batch.movedSections.append((old[move.source].token, move.source, move.target))
    }
    for index in operations.sectionInserts where placed.indices.contains(index) {
      let token = makeToken(nil)
      placed[index] = ReplaySection(token: token, implicit: true, rows: [])
      batch.insertedSections.append((token, index))
    }
    var kept = old.indices.filter { !deleted.contains($0) && !movedSections.contains($0) }
      .makeIterator()
    for index in placed.indices where placed[index] == nil {
      guard let source = kept.next() else { break }
      sources[index] = source
      placed[index] = old[source]
    }
    for index in deleted.sorted() where old.indices.contains(index) {
      batch.deletedSections.append((old[index].token, index, old[index].rows.count))
    }
    return (sources, placed)
  }

  /// Names the deleted, inserted, moved, reloaded and reconfigured rows;
  /// returns the rows arriving in each new section, by new row index.
  func replayRows(
    _ old: [ReplaySection], _ operations: Operations, _ batch: inout ReplayedBatch
  ) -> [Int: [Int: Int]] {
    func named(_ paths: [Operations.Path]) -> [(token: Int, path: IndexPath)] {
      paths.compactMap { path in rowToken(path.indexPath, in: old).map { ($0, path.indexPath) } }
    }
    batch.deletedRows = named(operations.rowDeletes)
    var arriving: [Int: [Int: Int]] = [:]
    for path in operations.rowInserts {
      let token = makeToken(nil)
      arriving[path.section, default: [:]][path.row] = token
      batch.insertedRows.append((token, path.indexPath))
    }
    for move in operations.rowMoves {
      guard let token = rowToken(move.source.indexPath, in: old) else { continue }
      arriving[move.target.section, default: [:]][move.target.row] = token
      batch.movedRows.append((token, move.source.indexPath, move.target.indexPath))
    }
    batch.reloadedRows = named(operations.rowReloads)
    batch.reconfiguredRows = named(operations.rowReconfigures)
    return arriving
  }

  /// The sections after the batch: each placed section without the rows
  /// that left it, with the rows that arrive at their new places.
  func rebuild(
    _ placed: [ReplaySection?], sources: [Int?], arriving: [Int: [Int: Int]],
    _ operations: Operations, _ batch: inout ReplayedBatch
  ) -> [ReplaySection] {
    var leaving: [Int: Set<Int>] = [:]
    for path in operations.rowDeletes { leaving[path.section, default: []].insert(path.row) }
    for move in operations.rowMoves {
      leaving[move.source.section, default: []].insert(move.source.row)
    }
    var touched = Set(leaving.keys)  // old sections whose rows the batch names
    touched.formUnion(operations.rowReloads.map(\.section))
    touched.formUnion(operations.rowReconfigures.map(\.section))
    let reloaded = Set(operations.sectionReloads)
    var next: [ReplaySection] = []
    for index in placed.indices {
      guard var section = placed[index] else { continue }
      let source = sources[index]
      if let source, reloaded.contains(source) {
        // The section's rows are asked for again, so they may be other
        // rows; a table or grid reloads a section for its header or
        // footer, with the same rows, so the replay keeps them (whose
        // identity the end of the replay checks) rather than forgetting
        // the ones inserted by earlier batches.
        batch.reloadedSections.append((section.token, source))
      }
      let incoming = arriving[index] ?? [:]
      if section.implicit {
        // Rows named by this batch: the section was empty until now.
        let named = !incoming.isEmpty || (source.map { touched.contains($0) } ?? false)
        guard named && source != nil else {
          next.append(section)
          continue
        }
        implicitContents[section.token] = implicitContents[section.token] ?? []
        section.implicit = false
      }
      let gone = source.flatMap { leaving[$0] } ?? []
      var remaining = section.rows.enumerated().filter { !gone.contains($0.offset) }
        .map(\.element).makeIterator()
      var rows: [Int] = []
      for row in 0..<max(0, section.rows.count - gone.count + incoming.count) {
        if let token = incoming[row] ?? remaining.next() { rows.append(token) }
      }
      section.rows = rows
      next.append(section)
    }
    return next
  }
}
