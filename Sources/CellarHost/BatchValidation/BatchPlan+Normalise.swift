import CellarDiff
import Foundation

/// A batch's operations as UIKit reads them before its checks: every index
/// path as a position (`SectionedChangeset.Path`), reloads turned into a delete plus an insert, and the
/// lookups the checks share.
///
/// UIKit places a reload's insert at the reloaded place shifted by the
/// batch's deletes and inserts, not by its moves (the specs' §4.4 step 1,
/// and §4.3 for tables). That insert can land on a move's destination:
/// delete `[0, 1]`, moves `0→1` and `3→0` and reload `[0, 2]` insert at
/// `[0, 1]`, and step 3 raises "attempt to perform an insert and a move to
/// the same index path"; a section reload does the same with section moves
/// (IGListKit #690: "…to the same section (4)"). Where it lands on no
/// destination, the other rows fill the places left, as UIKit fills them.
/// Only the section a reloaded row goes to follows the section moves, so
/// that a row reloaded in a section another one moved past stays in its
/// section (UIKit's count error there, openradar 27041784, is a bug not
/// imitated).
struct NormalisedBatch {
  var rowDeletes: [SectionedChangeset.Path] = []
  var rowInserts: [SectionedChangeset.Path] = []
  var rowReloads: [SectionedChangeset.Path] = []
  var moves: [(from: SectionedChangeset.Path, to: SectionedChangeset.Path)] = []
  /// The paths of moves as given, for the messages, where a position does not
  /// give them back (a path without two indexes), by move.
  var givenMovePaths: [Int: (from: IndexPath, to: IndexPath)] = [:]
  var sectionDeletes: [Int] = []
  var sectionInserts: [Int] = []
  var sectionReloads: [Int] = []
  var sectionMoves: [(from: Int, to: Int)] = []
  /// Rows to reconfigure, in old coordinates.
  var reconfigured: Set<IndexPath> = []
  /// Each moved section's first destination, and each destination's first source.
  var sectionMovesFrom: [Int: Int] = [:]
  var sectionMovesTo: [Int: Int] = [:]
  /// The sections deleted and inserted, reloads included.
  var deletedSections: Set<Int> = []
  var insertedSections: Set<Int> = []
  /// Each moved row's first destination, and each destination's first source.
  var movesFrom = PathMap()
  var movesTo = PathMap()

  /// Reads the operations, then turns section and row reloads into deletes
  /// and inserts (step 1 of UIKit's order, which throws
  /// ``Headless/UITableView/UpdateError/deleteAndReloadSameIndexPath(_:)``).
  init(_ operations: [UITableView.Operation], before: [Int], after: [Int]) throws {
    collect(operations)
    expandSectionReloads(before: before)
    try expandRowReloads(before: before, after: after)
  }

  /// Sorts the operations by kind, as positions.
  private mutating func collect(_ operations: [UITableView.Operation]) {
    // A path without exactly two indexes names no row: its missing indexes
    // read as `NSNotFound` (see `SectionedChangeset.Path.init(_:)`).
    for operation in operations {
      switch operation {
      case .insertRows(let paths, _): rowInserts += paths.map(SectionedChangeset.Path.init)
      case .deleteRows(let paths, _): rowDeletes += paths.map(SectionedChangeset.Path.init)
      case .reloadRows(let paths, _): rowReloads += paths.map(SectionedChangeset.Path.init)
      case .moveRow(let from, let to):
        if !from.isTablePath || !to.isTablePath { givenMovePaths[moves.count] = (from, to) }
        moves.append((SectionedChangeset.Path(from), SectionedChangeset.Path(to)))
      case .reconfigureRows(let paths): reconfigured.formUnion(paths.filter(\.isTablePath))
      case .insertSections(let set, _): sectionInserts += set
      case .deleteSections(let set, _): sectionDeletes += set
      case .reloadSections(let set, _): sectionReloads += set
      case .moveSection(let from, let to): sectionMoves.append((from, to))
      }
    }
  }

  /// Section reloads become a delete plus an insert at the section's index
  /// shifted by the section deletes and inserts (not the moves).
  private mutating func expandSectionReloads(before: [Int]) {
    sectionMovesFrom = Dictionary(
      sectionMoves.map { ($0.from, $0.to) }, uniquingKeysWith: { first, _ in first })
    sectionMovesTo = Dictionary(
      sectionMoves.map { ($0.to, $0.from) }, uniquingKeysWith: { first, _ in first })
    let plainSectionDeletes = Set(sectionDeletes)
    // Shifted by the deletes and inserts, not the moves (see the type).
    let removed = plainSectionDeletes.sorted()
    let entered = Set(sectionInserts).sorted()
    for section in Set(sectionReloads).sorted() where !plainSectionDeletes.contains(section) {
      if sectionMovesFrom[section] != nil { continue }
      sectionDeletes.append(section)
      // A reload of a section that does not exist fails step 2's range
      // check: it needs no insert.
      guard before.indices.contains(section) else { continue }
      sectionInserts.append(SurvivorMap.newIndex(of: section, removed: removed, inserted: entered))
    }
    for section in sectionReloads where plainSectionDeletes.contains(section) {
      sectionDeletes.append(section)
    }
    for section in sectionReloads where sectionMovesFrom[section] != nil {
      sectionDeletes.append(section)
    }
    deletedSections = Set(sectionDeletes)
    insertedSections = Set(sectionInserts)
  }

  /// Row reloads become a delete plus an insert at the row's place shifted
  /// by the row deletes and inserts (not the moves), in its section's new
  /// place.
  private mutating func expandRowReloads(before: [Int], after: [Int]) throws {
    movesFrom = PathMap(moves.lazy.map { ($0.from, $0.to) }, rowCounts: before)
    movesTo = PathMap(moves.lazy.map { ($0.to, $0.from) }, rowCounts: after)
    // Only reloads need the deletes as a set, and the rows leaving and
    // entering each section.
    guard !rowReloads.isEmpty else { return }
    let plainDeletes = Set(rowDeletes)
    for path in Set(rowReloads).sorted() where plainDeletes.contains(path) {
      throw UITableView.UpdateError.deleteAndReloadSameIndexPath(path.indexPath)
    }
    let shifts = ReloadShifts(self, plainDeletes: plainDeletes)
    for path in Set(rowReloads).sorted() {
      rowDeletes.append(path)
      if deletedSections.contains(path.section) || movesFrom[path] != nil { continue }
      // A reload outside the table fails step 2's range check, which runs
      // before any insert is looked at: it needs no insert (and its row
      // could not be shifted without overflowing).
      guard before.indices.contains(path.section), before[path.section] > path.row,
        path.row >= 0
      else { continue }
      rowInserts.append(shifts.newPath(of: path, sectionMovesFrom: sectionMovesFrom))
    }
  }
}

/// The sections and rows leaving and entering a batch, ascending, by which
/// a reloaded row's insert is placed: its section where the section goes
/// (moves included), its row shifted by the row deletes and inserts only.
private struct ReloadShifts {
  var removedBySection: [Int: [Int]] = [:]
  var enteredBySection: [Int: [Int]] = [:]
  var sectionsRemoved: [Int]
  var sectionsEntered: [Int]

  init(_ batch: NormalisedBatch, plainDeletes: Set<SectionedChangeset.Path>) {
    // Not the moves' ends: UIKit shifts a reload by deletes and inserts.
    for path in plainDeletes {
      removedBySection[path.section, default: []].append(path.row)
    }
    for path in Set(batch.rowInserts) {
      enteredBySection[path.section, default: []].append(path.row)
    }
    for key in removedBySection.keys { removedBySection[key]?.sort() }
    for key in enteredBySection.keys { enteredBySection[key]?.sort() }
    sectionsRemoved = batch.deletedSections.union(batch.sectionMoves.map(\.from)).sorted()
    sectionsEntered = batch.insertedSections.union(batch.sectionMoves.map(\.to)).sorted()
  }

  /// Where a reloaded row inside the table is inserted: its section's move
  /// destination or survivor place, and its row shifted by the deletes and
  /// inserts there.
  func newPath(of path: SectionedChangeset.Path, sectionMovesFrom: [Int: Int])
    -> SectionedChangeset.Path
  {
    let section =
      sectionMovesFrom[path.section]
      ?? SurvivorMap.newIndex(of: path.section, removed: sectionsRemoved, inserted: sectionsEntered)
    let row = SurvivorMap.newIndex(
      of: path.row, removed: removedBySection[path.section] ?? [],
      inserted: enteredBySection[section] ?? [])
    return SectionedChangeset.Path(section: section, row: row)
  }
}
