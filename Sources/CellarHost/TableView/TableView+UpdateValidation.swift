import Foundation

/// A row's place as two integers: what a batch's checks hash, compare and
/// sort, many times cheaper than an `IndexPath` (whose storage is an enum).
struct RowSlot: Hashable, Comparable {
  var section: Int
  var row: Int

  init(section: Int, row: Int) {
    self.section = section
    self.row = row
  }

  /// The slot of a table index path; a path without exactly two indexes
  /// names no row and becomes section -1, row -1, so that it fails the range
  /// checks instead of trapping.
  init(_ path: IndexPath) {
    if path.isTablePath {
      self.init(section: path.section, row: path.row)
    } else {
      self.init(section: -1, row: -1)
    }
  }

  var indexPath: IndexPath { IndexPath(row: row, section: section) }

  static func < (lhs: RowSlot, rhs: RowSlot) -> Bool {
    lhs.section != rhs.section ? lhs.section < rhs.section : lhs.row < rhs.row
  }

  func hash(into hasher: inout Hasher) {
    hasher.combine(section &* 0x2545_F491_4F6C_DD1D ^ row)
  }
}

/// A batch checked against UIKit's rules and resolved into what changes:
/// which old sections survive and where, which rows leave and enter each
/// section, and where every surviving row goes.
///
/// Built by ``init(operations:before:after:)``, which throws the first
/// ``TableView/UpdateError`` in UIKit's check order.
struct BatchPlan {
  /// Whether UIKit would apply this batch as a `reloadData`.
  var fallsBackToReloadData = false
  /// For each old section, its index after the update, or `nil` when deleted or reloaded.
  var sectionMap: [Int?] = []
  /// Per old surviving section: rows leaving it (deletes, reloads, move
  /// sources), ascending, in old coordinates.
  var removedRows: [Int: [Int]] = [:]
  /// Per new surviving section: rows entering it, ascending, in new
  /// coordinates, with the old place of a moved row (`nil` for a new row).
  var insertedRows: [Int: [(row: Int, source: RowSlot?)]] = [:]
  /// Row moves, old place to new.
  var rowMoves: [RowSlot: RowSlot] = [:]
  /// Deleted and reloaded rows, in old coordinates (outside deleted sections).
  var removedPaths: Set<RowSlot> = []
  /// Rows to reconfigure, in old coordinates.
  var reconfigured: Set<IndexPath> = []
  /// Per new surviving section: inserted rows plus move destinations, ascending.
  private var entering: [Int: [Int]] = [:]

  /// Validates a batch, in UIKit's order, against the counts before it (the
  /// table's cache) and after it (the data source's answers).
  init(operations: [TableView.Operation], before: [Int], after: [Int]) throws {
    var rowDeletes: [RowSlot] = []
    var rowInserts: [RowSlot] = []
    var rowReloads: [RowSlot] = []
    var moves: [(from: RowSlot, to: RowSlot)] = []
    var sectionDeletes: [Int] = []
    var sectionInserts: [Int] = []
    var sectionReloads: [Int] = []
    var sectionMoves: [(from: Int, to: Int)] = []
    // A path without exactly two indexes names no row: it is checked as
    // section -1, row -1 (see `RowSlot`).
    for operation in operations {
      switch operation {
      case .insertRows(let paths, _): rowInserts += paths.map(RowSlot.init)
      case .deleteRows(let paths, _): rowDeletes += paths.map(RowSlot.init)
      case .reloadRows(let paths, _): rowReloads += paths.map(RowSlot.init)
      case .moveRow(let from, let to): moves.append((RowSlot(from), RowSlot(to)))
      case .reconfigureRows(let paths): reconfigured.formUnion(paths.filter(\.isTablePath))
      case .insertSections(let set, _): sectionInserts += set
      case .deleteSections(let set, _): sectionDeletes += set
      case .reloadSections(let set, _): sectionReloads += set
      case .moveSection(let from, let to): sectionMoves.append((from, to))
      }
    }

    // Section reloads become a delete plus an insert at the section's new index.
    let sectionMovesFrom = Dictionary(
      sectionMoves.map { ($0.from, $0.to) }, uniquingKeysWith: { first, _ in first })
    let sectionMovesTo = Dictionary(
      sectionMoves.map { ($0.to, $0.from) }, uniquingKeysWith: { first, _ in first })
    let plainSectionDeletes = Set(sectionDeletes)
    do {
      let removed = plainSectionDeletes.union(sectionMoves.map(\.from)).sorted()
      let entered = Set(sectionInserts).union(sectionMoves.map(\.to)).sorted()
      for section in Set(sectionReloads).sorted() where !plainSectionDeletes.contains(section) {
        if sectionMovesFrom[section] != nil { continue }
        sectionDeletes.append(section)
        sectionInserts.append(Self.survivorIndex(section, removed: removed, inserted: entered))
      }
      for section in sectionReloads where plainSectionDeletes.contains(section) {
        sectionDeletes.append(section)
      }
      for section in sectionReloads where sectionMovesFrom[section] != nil {
        sectionDeletes.append(section)
      }
    }
    let deletedSections = Set(sectionDeletes)
    let insertedSections = Set(sectionInserts)

    // Step 1: a reload may not also be a delete; reloads become delete + insert.
    let plainDeletes = Set(rowDeletes)
    for path in Set(rowReloads).sorted() where plainDeletes.contains(path) {
      throw TableView.UpdateError.deleteAndReloadSameIndexPath(path.indexPath)
    }
    let movesFrom = Dictionary(
      moves.map { ($0.from, $0.to) }, uniquingKeysWith: { first, _ in first })
    let movesTo = Dictionary(
      moves.map { ($0.to, $0.from) }, uniquingKeysWith: { first, _ in first })
    do {
      var removedBySection: [Int: [Int]] = [:]
      for path in plainDeletes.union(movesFrom.keys) {
        removedBySection[path.section, default: []].append(path.row)
      }
      var enteredBySection: [Int: [Int]] = [:]
      for path in Set(rowInserts).union(movesTo.keys) {
        enteredBySection[path.section, default: []].append(path.row)
      }
      for key in removedBySection.keys { removedBySection[key]?.sort() }
      for key in enteredBySection.keys { enteredBySection[key]?.sort() }
      let sectionsRemoved = deletedSections.union(sectionMoves.map(\.from)).sorted()
      let sectionsEntered = insertedSections.union(sectionMoves.map(\.to)).sorted()
      for path in Set(rowReloads).sorted() {
        rowDeletes.append(path)
        if deletedSections.contains(path.section) || movesFrom[path] != nil { continue }
        let section =
          sectionMovesFrom[path.section]
          ?? Self.survivorIndex(path.section, removed: sectionsRemoved, inserted: sectionsEntered)
        let row = Self.survivorIndex(
          path.row, removed: removedBySection[path.section] ?? [],
          inserted: enteredBySection[section] ?? [])
        rowInserts.append(RowSlot(section: section, row: row))
      }
    }

    // Step 2: deletes, descending (a section before its rows).
    var acceptedSectionDeletes: Set<Int> = []
    var acceptedRowDeletes: Set<RowSlot> = []
    let deleteItems =
      deletedSections.map { RowSlot(section: $0, row: Int.max) } + Set(rowDeletes).map { $0 }
    for item in deleteItems.sorted(by: >) {
      if item.row == Int.max {
        let section = item.section
        if sectionMovesFrom[section] != nil {
          throw TableView.UpdateError.deleteAndMoveSameSection(section)
        }
        guard section >= 0, section < before.count else {
          throw TableView.UpdateError.deleteSectionOutOfRange(
            section: section, sectionCount: before.count)
        }
        acceptedSectionDeletes.insert(section)
      } else {
        if movesFrom[item] != nil {
          throw TableView.UpdateError.deleteAndMoveSameIndexPath(item.indexPath)
        }
        guard item.section >= 0, item.section < before.count else {
          throw TableView.UpdateError.deleteRowSectionOutOfRange(
            row: item.row, section: item.section, sectionCount: before.count)
        }
        if deletedSections.contains(item.section) { continue }
        guard item.row >= 0, item.row < before[item.section] else {
          throw TableView.UpdateError.deleteRowOutOfRange(
            row: item.row, section: item.section, rowCount: before[item.section])
        }
        acceptedRowDeletes.insert(item)
      }
    }

    // Step 3: inserts, ascending.
    var acceptedSectionInserts: Set<Int> = []
    var acceptedRowInserts: Set<RowSlot> = []
    let insertItems =
      insertedSections.map { RowSlot(section: $0, row: Int.max) } + Set(rowInserts).map { $0 }
    for item in insertItems.sorted() {
      if item.row == Int.max {
        let section = item.section
        if sectionMovesTo[section] != nil {
          throw TableView.UpdateError.insertAndMoveSameSection(section)
        }
        guard section >= 0, section < after.count else {
          throw TableView.UpdateError.insertSectionOutOfRange(
            section: section, sectionCount: after.count)
        }
        acceptedSectionInserts.insert(section)
      } else {
        if movesTo[item] != nil {
          throw TableView.UpdateError.insertAndMoveSameIndexPath(item.indexPath)
        }
        guard item.section >= 0, item.section < after.count else {
          throw TableView.UpdateError.insertRowSectionOutOfRange(
            row: item.row, section: item.section, sectionCount: after.count)
        }
        if insertedSections.contains(item.section) { continue }
        guard item.row >= 0, item.row < after[item.section] else {
          throw TableView.UpdateError.insertRowOutOfRange(
            row: item.row, section: item.section, rowCount: after[item.section])
        }
        acceptedRowInserts.insert(item)
      }
    }

    // Step 4: moves, sections then rows, in call order.
    var sectionSources: [Int: Int] = [:]
    var sectionTargets: [Int: Int] = [:]
    for move in sectionMoves {
      guard move.from >= 0, move.from < before.count else {
        throw TableView.UpdateError.moveSectionSourceOutOfRange(
          section: move.from, sectionCount: before.count)
      }
      guard move.to >= 0, move.to < after.count else {
        throw TableView.UpdateError.moveSectionDestinationOutOfRange(
          section: move.from, destination: move.to, sectionCount: after.count)
      }
      if let other = sectionSources[move.from] {
        throw TableView.UpdateError.sectionMovedTwice(
          section: move.from, destination: other, otherDestination: move.to)
      }
      if let other = sectionTargets[move.to] {
        throw TableView.UpdateError.sectionsMovedToSameDestination(
          section: other, otherSection: move.from, destination: move.to)
      }
      sectionSources[move.from] = move.to
      sectionTargets[move.to] = move.from
    }
    var rowSources: [RowSlot: RowSlot] = [:]
    var rowTargets: [RowSlot: RowSlot] = [:]
    for move in moves {
      if deletedSections.contains(move.from.section) || insertedSections.contains(move.to.section) {
        fallsBackToReloadData = true
        continue
      }
      guard move.from.section >= 0, move.from.section < before.count else {
        throw TableView.UpdateError.moveRowSourceSectionOutOfRange(
          move.from.indexPath, sectionCount: before.count)
      }
      guard move.from.row >= 0, move.from.row < before[move.from.section] else {
        throw TableView.UpdateError.moveRowSourceOutOfRange(
          move.from.indexPath, rowCount: before[move.from.section], section: move.from.section)
      }
      guard move.to.section >= 0, move.to.section < after.count else {
        throw TableView.UpdateError.moveRowDestinationSectionOutOfRange(
          move.from.indexPath, destination: move.to.indexPath, sectionCount: after.count)
      }
      guard move.to.row >= 0, move.to.row < after[move.to.section] else {
        throw TableView.UpdateError.moveRowDestinationOutOfRange(
          move.from.indexPath, destination: move.to.indexPath, rowCount: after[move.to.section],
          section: move.to.section)
      }
      if let other = rowSources[move.from] {
        throw TableView.UpdateError.rowMovedTwice(
          move.from.indexPath, destination: other.indexPath, otherDestination: move.to.indexPath)
      }
      if let other = rowTargets[move.to] {
        throw TableView.UpdateError.rowsMovedToSameDestination(
          other.indexPath, other: move.from.indexPath, destination: move.to.indexPath)
      }
      rowSources[move.from] = move.to
      rowTargets[move.to] = move.from
    }

    // Step 5: the section count.
    let expectedSections =
      before.count + acceptedSectionInserts.count - acceptedSectionDeletes.count
    guard expectedSections == after.count else {
      throw TableView.UpdateError.invalidNumberOfSections(
        after: after.count, before: before.count, inserted: acceptedSectionInserts.count,
        deleted: acceptedSectionDeletes.count)
    }

    // Where old sections go.
    sectionMap = Array(repeating: nil, count: before.count)
    var taken = Array(repeating: false, count: after.count)
    for section in acceptedSectionInserts { taken[section] = true }
    for (from, to) in sectionSources {
      sectionMap[from] = to
      taken[to] = true
    }
    var free = 0
    for section in 0..<before.count
    where !acceptedSectionDeletes.contains(section) && sectionSources[section] == nil {
      while free < after.count, taken[free] { free += 1 }
      guard free < after.count else { break }
      sectionMap[section] = free
      taken[free] = true
    }
    if fallsBackToReloadData { return }

    // Step 6: each surviving section's row count.
    rowMoves = rowSources
    removedPaths = acceptedRowDeletes
    var deletedCount: [Int: Int] = [:]
    var movedOut: [Int: Int] = [:]
    var insertedCount: [Int: Int] = [:]
    var movedIn: [Int: Int] = [:]
    for path in acceptedRowDeletes {
      deletedCount[path.section, default: 0] += 1
      removedRows[path.section, default: []].append(path.row)
    }
    for path in acceptedRowInserts {
      insertedCount[path.section, default: 0] += 1
      insertedRows[path.section, default: []].append((path.row, nil))
      entering[path.section, default: []].append(path.row)
    }
    for (from, to) in rowSources {
      removedRows[from.section, default: []].append(from.row)
      insertedRows[to.section, default: []].append((to.row, from))
      entering[to.section, default: []].append(to.row)
      if sectionMap[from.section] != to.section {
        movedOut[from.section, default: 0] += 1
        movedIn[to.section, default: 0] += 1
      }
    }
    for key in removedRows.keys { removedRows[key]?.sort() }
    for key in insertedRows.keys { insertedRows[key]?.sort { $0.row < $1.row } }
    for key in entering.keys { entering[key]?.sort() }
    var oldSectionOf = Array(repeating: -1, count: after.count)
    for (old, new) in sectionMap.enumerated() {
      if let new { oldSectionOf[new] = old }
    }
    for (section, old) in oldSectionOf.enumerated() where old >= 0 {
      let expected =
        before[old] + insertedCount[section, default: 0] - deletedCount[old, default: 0]
        + movedIn[section, default: 0] - movedOut[old, default: 0]
      guard expected == after[section] else {
        throw TableView.UpdateError.invalidNumberOfRows(
          section: section, after: after[section], before: before[old],
          inserted: insertedCount[section, default: 0], deleted: deletedCount[old, default: 0],
          movedIn: movedIn[section, default: 0], movedOut: movedOut[old, default: 0])
      }
    }
  }

  /// Where a section before the update is after it, or `nil` when it was
  /// deleted or reloaded (or never existed).
  func newSection(for section: Int) -> Int? {
    sectionMap.indices.contains(section) ? sectionMap[section] : nil
  }

  /// Where a row before the update is after it, or `nil` when it was
  /// deleted, reloaded, or in a deleted or reloaded section.
  func newPath(for path: IndexPath) -> IndexPath? {
    guard path.isTablePath, path.section >= 0, path.section < sectionMap.count,
      let section = sectionMap[path.section]
    else { return nil }
    let slot = RowSlot(path)
    if removedPaths.contains(slot) { return nil }
    if let target = rowMoves[slot] { return target.indexPath }
    return IndexPath(
      row: Self.survivorIndex(
        path.row, removed: removedRows[path.section] ?? [], inserted: entering[section] ?? []),
      section: section)
  }

  /// The index after the update of an element that stays: shifted down by
  /// the removed elements before it, then up by each entering element at or
  /// before its position (ascending).
  static func survivorIndex(_ index: Int, removed: [Int], inserted: [Int]) -> Int {
    var low = 0
    var high = removed.count
    while low < high {
      let middle = (low + high) / 2
      if removed[middle] < index { low = middle + 1 } else { high = middle }
    }
    var position = index - low
    for entry in inserted {
      if entry <= position { position += 1 } else { break }
    }
    return position
  }
}
