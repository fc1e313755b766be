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

  /// The slot of a table index path, read as UIKit reads an `NSIndexPath`:
  /// the section is the first index and the row the second, a missing index
  /// reads as `NSNotFound` (`Int.max`). A path with more than two indexes
  /// names no row either, so its row reads as `NSNotFound` too: whatever
  /// the path, it fails the range checks with the operation's message
  /// instead of trapping or naming another row.
  init(_ path: IndexPath) {
    let notFound = Int.max
    self.init(
      section: path.isEmpty ? notFound : path[path.startIndex],
      row: path.isTablePath ? path[path.index(after: path.startIndex)] : notFound)
  }

  var indexPath: IndexPath { IndexPath(row: row, section: section) }

  static func < (lhs: RowSlot, rhs: RowSlot) -> Bool {
    lhs.section != rhs.section ? lhs.section < rhs.section : lhs.row < rhs.row
  }

  func hash(into hasher: inout Hasher) {
    hasher.combine(section &* 0x2545_F491_4F6C_DD1D ^ row)
  }

  /// The hash a `Set` or `Dictionary` uses: one multiply-xorshift round over
  /// the two integers and the table's seed, instead of a `Hasher` (SipHash),
  /// which cost about a third of a 1,000,000-row batch. The keys are the
  /// table's own index paths, not input an attacker chooses buckets with.
  func _rawHashValue(seed: Int) -> Int {
    var value = UInt64(bitPattern: Int64(section)) &* 0x9E37_79B9_7F4A_7C15
    value ^= UInt64(bitPattern: Int64(row)) ^ UInt64(bitPattern: Int64(seed))
    value = (value ^ (value >> 32)) &* 0xD6E8_FEB8_6659_FD93
    return Int(bitPattern: UInt(value ^ (value >> 32)))
  }
}

/// One item a batch's delete or insert step checks: a whole section, or a
/// row. Ordered by section, and within a section every row before the
/// section itself, so the delete step (descending) checks a section before
/// its rows and the insert step (ascending) after them, as UIKit does.
enum BatchItem: Comparable {
  case row(RowSlot)
  case section(Int)

  private var key: (section: Int, isSection: Bool, row: Int) {
    switch self {
    case .row(let slot): (slot.section, false, slot.row)
    case .section(let section): (section, true, 0)
    }
  }

  static func < (lhs: BatchItem, rhs: BatchItem) -> Bool {
    let (left, right) = (lhs.key, rhs.key)
    if left.section != right.section { return left.section < right.section }
    if left.isSection != right.isSection { return !left.isSection }
    return left.row < right.row
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
    // The paths of moves as given, for the messages, where a slot does not
    // give them back (a path without two indexes), by move.
    var givenMovePaths: [Int: (from: IndexPath, to: IndexPath)] = [:]
    var sectionDeletes: [Int] = []
    var sectionInserts: [Int] = []
    var sectionReloads: [Int] = []
    var sectionMoves: [(from: Int, to: Int)] = []
    // A path without exactly two indexes names no row: its missing indexes
    // read as `NSNotFound` (see `RowSlot`).
    for operation in operations {
      switch operation {
      case .insertRows(let paths, _): rowInserts += paths.map(RowSlot.init)
      case .deleteRows(let paths, _): rowDeletes += paths.map(RowSlot.init)
      case .reloadRows(let paths, _): rowReloads += paths.map(RowSlot.init)
      case .moveRow(let from, let to):
        if !from.isTablePath || !to.isTablePath { givenMovePaths[moves.count] = (from, to) }
        moves.append((RowSlot(from), RowSlot(to)))
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
        // A reload of a section that does not exist fails step 2's range
        // check: it needs no insert.
        guard before.indices.contains(section) else { continue }
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
    // Only reloads need the rows leaving and entering each section here.
    if !rowReloads.isEmpty {
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
        // A reload outside the table fails step 2's range check, which runs
        // before any insert is looked at: it needs no insert (and its row
        // could not be shifted without overflowing).
        guard before.indices.contains(path.section), before[path.section] > path.row,
          path.row >= 0
        else { continue }
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
      deletedSections.map(BatchItem.section) + Set(rowDeletes).map(BatchItem.row)
    for item in deleteItems.sorted(by: >) {
      switch item {
      case .section(let section):
        if sectionMovesFrom[section] != nil {
          throw TableView.UpdateError.deleteAndMoveSameSection(section)
        }
        guard before.indices.contains(section) else {
          throw TableView.UpdateError.deleteSectionOutOfRange(
            section: section, sectionCount: before.count)
        }
        acceptedSectionDeletes.insert(section)
      case .row(let path):
        if movesFrom[path] != nil {
          throw TableView.UpdateError.deleteAndMoveSameIndexPath(path.indexPath)
        }
        guard before.indices.contains(path.section) else {
          throw TableView.UpdateError.deleteRowSectionOutOfRange(
            row: path.row, section: path.section, sectionCount: before.count)
        }
        if deletedSections.contains(path.section) { continue }
        guard path.row >= 0, path.row < before[path.section] else {
          throw TableView.UpdateError.deleteRowOutOfRange(
            row: path.row, section: path.section, rowCount: before[path.section])
        }
        acceptedRowDeletes.insert(path)
      }
    }

    // Step 3: inserts, ascending (a section after its rows).
    var acceptedSectionInserts: Set<Int> = []
    var acceptedRowInserts: Set<RowSlot> = []
    let insertItems =
      insertedSections.map(BatchItem.section) + Set(rowInserts).map(BatchItem.row)
    for item in insertItems.sorted() {
      switch item {
      case .section(let section):
        if sectionMovesTo[section] != nil {
          throw TableView.UpdateError.insertAndMoveSameSection(section)
        }
        guard after.indices.contains(section) else {
          throw TableView.UpdateError.insertSectionOutOfRange(
            section: section, sectionCount: after.count)
        }
        acceptedSectionInserts.insert(section)
      case .row(let path):
        if movesTo[path] != nil {
          throw TableView.UpdateError.insertAndMoveSameIndexPath(path.indexPath)
        }
        guard after.indices.contains(path.section) else {
          throw TableView.UpdateError.insertRowSectionOutOfRange(
            row: path.row, section: path.section, sectionCount: after.count)
        }
        if insertedSections.contains(path.section) { continue }
        guard path.row >= 0, path.row < after[path.section] else {
          throw TableView.UpdateError.insertRowOutOfRange(
            row: path.row, section: path.section, rowCount: after[path.section])
        }
        acceptedRowInserts.insert(path)
      }
    }

    // Step 4: moves, sections then rows, in call order.
    var sectionSources: [Int: Int] = [:]
    var sectionTargets: [Int: Int] = [:]
    for move in sectionMoves {
      guard before.indices.contains(move.from) else {
        throw TableView.UpdateError.moveSectionSourceOutOfRange(
          section: move.from, sectionCount: before.count)
      }
      guard after.indices.contains(move.to) else {
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
    // No source and no destination repeats: no move can conflict with
    // another, and the moves are `movesFrom` once each is in range.
    let distinct = movesFrom.count == moves.count && movesTo.count == moves.count
    if distinct { rowSources.reserveCapacity(moves.count) }
    for (index, move) in moves.enumerated() {
      // Made only for a message.
      let given = givenMovePaths.isEmpty ? nil : givenMovePaths[index]
      var fromPath: IndexPath { given?.from ?? move.from.indexPath }
      var toPath: IndexPath { given?.to ?? move.to.indexPath }
      if deletedSections.contains(move.from.section) || insertedSections.contains(move.to.section) {
        fallsBackToReloadData = true
        continue
      }
      guard before.indices.contains(move.from.section) else {
        throw TableView.UpdateError.moveRowSourceSectionOutOfRange(
          fromPath, sectionCount: before.count)
      }
      guard move.from.row >= 0, move.from.row < before[move.from.section] else {
        throw TableView.UpdateError.moveRowSourceOutOfRange(
          fromPath, rowCount: before[move.from.section], section: move.from.section)
      }
      guard after.indices.contains(move.to.section) else {
        throw TableView.UpdateError.moveRowDestinationSectionOutOfRange(
          fromPath, destination: toPath, sectionCount: after.count)
      }
      guard move.to.row >= 0, move.to.row < after[move.to.section] else {
        throw TableView.UpdateError.moveRowDestinationOutOfRange(
          fromPath, destination: toPath, rowCount: after[move.to.section],
          section: move.to.section)
      }
      if distinct { continue }
      if let other = rowSources[move.from] {
        throw TableView.UpdateError.rowMovedTwice(
          fromPath, destination: other.indexPath, otherDestination: toPath)
      }
      if let other = rowTargets[move.to] {
        throw TableView.UpdateError.rowsMovedToSameDestination(
          other.indexPath, other: fromPath, destination: toPath)
      }
      rowSources[move.from] = move.to
      rowTargets[move.to] = move.from
    }
    if distinct {
      rowSources = fallsBackToReloadData ? [:] : movesFrom
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
    }
    for (from, to) in rowSources {
      removedRows[from.section, default: []].append(from.row)
      insertedRows[to.section, default: []].append((to.row, from))
      if sectionMap[from.section] != to.section {
        movedOut[from.section, default: 0] += 1
        movedIn[to.section, default: 0] += 1
      }
    }
    // Every row here is in its section's range: validated above.
    for (section, rows) in removedRows {
      removedRows[section] = Self.ascending(rows, count: before[section]) { $0 }
    }
    for (section, rows) in insertedRows {
      let sorted = Self.ascending(rows, count: after[section]) { $0.row }
      insertedRows[section] = sorted
      entering[section] = sorted.map(\.row)
    }
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

  /// Items with distinct rows in `0..<count`, ordered by row: by placing
  /// each at its row when they are many (O(*count*)), by sorting when few
  /// (O(*k* log *k*)).
  static func ascending<Item>(_ items: [Item], count: Int, row: (Item) -> Int) -> [Item] {
    guard items.count > 64, items.count * 8 > count else {
      return items.sorted { row($0) < row($1) }
    }
    var place = [Int](repeating: -1, count: count)
    for (index, item) in items.enumerated() { place[row(item)] = index }
    var result: [Item] = []
    result.reserveCapacity(items.count)
    for index in place where index >= 0 { result.append(items[index]) }
    return result
  }

  /// The index after the update of an element that stays: shifted down by
  /// the removed elements before it, then up by each entering element at or
  /// before its position (both ascending and distinct). Saturates at
  /// `Int.max` instead of overflowing.
  ///
  /// - Complexity: O(log *r* + log *i*), for *r* removed and *i* entering elements.
  static func survivorIndex(_ index: Int, removed: [Int], inserted: [Int]) -> Int {
    var low = 0
    var high = removed.count
    while low < high {
      let middle = (low + high) / 2
      if removed[middle] < index { low = middle + 1 } else { high = middle }
    }
    // `low` is at most `index` when `index` is non-negative, so this cannot
    // overflow; a negative index (no row) stays where it is.
    let rank = index >= 0 ? index - low : index
    // Entering element `k` has `inserted[k] - k` staying elements before it
    // (non-decreasing in `k`): the element lands after every entering one
    // with at most `rank` staying elements before it.
    low = 0
    high = inserted.count
    while low < high {
      let middle = (low + high) / 2
      // Overflows only below `Int.min`: far below any rank.
      let (staying, overflow) = inserted[middle].subtractingReportingOverflow(middle)
      if overflow || staying <= rank { low = middle + 1 } else { high = middle }
    }
    return rank > Int.max - low ? Int.max : rank + low
  }

}
