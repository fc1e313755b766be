import CellarDiff
import CellarHost
import CellarTestSupport
import Foundation
import Testing

// Attacks on `Headless.Batch`: its two storages (calls as given, groups as
// planned) under hostile contents, its validation on extreme counts for
// both surfaces, and the surface of every entry the host views log.
//
// Sections stay within what `IndexSet` holds on every platform (no
// negative index, nothing near `Int.max`): a planned batch makes its
// section calls with `IndexSet`, which traps on `Int.max - 1` on Linux.

/// Row (and item) indexes a hostile batch names.
private let hostileRows = [Int.min, Int.min + 1, -1, 0, 1, 2, 5, Int.max - 1, Int.max]
/// Section indexes a hostile batch names (see the note above).
private let hostileSections = [0, 1, 2, 3, 9, 1 << 20, 1 << 40]

/// A hostile place: any row, in a hostile section or a row-like one.
private func hostilePath(_ random: inout SeededRandom) -> SectionedChangeset.Path {
  let section =
    random.chance(0.5)
    ? hostileSections[random.int(hostileSections.count)]
    : hostileRows[random.int(hostileRows.count)]
  return .init(section: section, row: hostileRows[random.int(hostileRows.count)])
}

/// Random groups shaped as the planner makes them (section lists ascending,
/// without repeats), with hostile indexes.
private func hostileGroups(_ random: inout SeededRandom) -> Headless.Batch.Groups {
  func sections() -> [Int] {
    random.chance(0.4) ? [] : hostileSections.filter { _ in random.chance(0.3) }
  }
  func paths() -> [SectionedChangeset.Path] {
    random.chance(0.4) ? [] : (0..<random.int(6)).map { _ in hostilePath(&random) }
  }
  var groups = Headless.Batch.Groups()
  groups.sectionDeletes = sections()
  groups.sectionInserts = sections()
  groups.sectionReloads = sections()
  groups.sectionMoves = (0..<random.int(3)).map { _ in
    Changeset.Move(
      source: hostileRows[random.int(hostileRows.count)],
      target: hostileRows[random.int(hostileRows.count)])
  }
  groups.rowDeletes = paths()
  groups.rowInserts = paths()
  groups.rowReloads = paths()
  groups.rowReconfigures = paths()
  groups.rowMoves = (0..<random.int(3)).map { _ in
    SectionedChangeset.RowMove(source: hostilePath(&random), target: hostilePath(&random))
  }
  return groups
}

/// How many sections and rows `calls` name, counted per call: what the
/// replay's own operations counted before the batch value.
private func perCallCount(_ calls: [Headless.BatchOperation]) -> Int {
  calls.reduce(0) { total, call in
    switch call {
    case .insertRows(let paths, _), .deleteRows(let paths, _), .reloadRows(let paths, _),
      .reconfigureRows(let paths):
      total + paths.count
    case .insertSections(let set, _), .deleteSections(let set, _), .reloadSections(let set, _):
      total + set.count
    case .moveRow, .moveSection: total + 1
    }
  }
}

/// A copy of `calls` with the first index path's last index changed (with
/// wrapping), or `nil` when no call has an index path.
private func nudged(_ calls: [Headless.BatchOperation]) -> [Headless.BatchOperation]? {
  func nudge(_ path: IndexPath) -> IndexPath {
    var path = path
    path[path.count - 1] &+= 1
    return path
  }
  for (index, call) in calls.enumerated() {
    var copy = calls
    switch call {
    case .insertRows(let paths, let animation) where !paths.isEmpty:
      copy[index] = .insertRows([nudge(paths[0])] + paths.dropFirst(), animation)
    case .deleteRows(let paths, let animation) where !paths.isEmpty:
      copy[index] = .deleteRows([nudge(paths[0])] + paths.dropFirst(), animation)
    case .reloadRows(let paths, let animation) where !paths.isEmpty:
      copy[index] = .reloadRows([nudge(paths[0])] + paths.dropFirst(), animation)
    case .reconfigureRows(let paths) where !paths.isEmpty:
      copy[index] = .reconfigureRows([nudge(paths[0])] + paths.dropFirst())
    case .moveRow(let from, let to): copy[index] = .moveRow(from, nudge(to))
    default: continue
    }
    return copy
  }
  return nil
}

/// What a validation came to: its result, or its error's type and text.
private enum Outcome: Equatable, CustomStringConvertible {
  case accepted(fallsBack: Bool)
  case tableError(String)
  case collectionError(String)
  case otherError(String)

  init(_ body: () throws -> Bool) {
    do {
      self = .accepted(fallsBack: try body())
    } catch let error as Headless.UITableView.UpdateError {
      self = .tableError("\(error)")
    } catch let error as CollectionViewBatch.UpdateError {
      self = .collectionError("\(error)")
    } catch {
      self = .otherError("\(type(of: error)): \(error)")
    }
  }

  /// The outcome with an error text cut before its list of updates.
  var withoutUpdateList: Self {
    func cut(_ text: String) -> String {
      text.range(of: "Updates = [").map { String(text[..<$0.lowerBound]) } ?? text
    }
    switch self {
    case .accepted: return self
    case .tableError(let text): return .tableError(cut(text))
    case .collectionError(let text): return .collectionError(cut(text))
    case .otherError(let text): return .otherError(cut(text))
    }
  }

  var description: String {
    switch self {
    case .accepted(let fallsBack): "accepted (falls back: \(fallsBack))"
    case .tableError(let text): "table error: \(text)"
    case .collectionError(let text): "collection error: \(text)"
    case .otherError(let text): "other error: \(text)"
    }
  }
}

/// Counts a hostile validation is given: none negative, as a negative
/// count traps the debug builds' invariant check (see
/// `negativeCountsDoNotTrap`).
private let hostileCounts = [0, 1, 2, 3, 6, 2_000, 2_001, Int.max - 1, Int.max]

/// Random counts: up to 4 sections, small or hostile.
private func randomCounts(_ random: inout SeededRandom) -> [Int] {
  (0..<random.int(5)).map { _ in
    random.chance(0.6) ? random.int(5) : hostileCounts[random.int(hostileCounts.count)]
  }
}

/// A random batch of small calls (sections and rows below 5, a few
/// negative or `Int.max` rows) against counts of about that size.
private func smallCalls(_ random: inout SeededRandom) -> [Headless.BatchOperation] {
  func row() -> Int { random.chance(0.1) ? [Int.max, -1, Int.min][random.int(3)] : random.int(5) }
  func path() -> IndexPath { IndexPath(indexes: [random.int(5), row()]) }
  func paths() -> [IndexPath] { (0..<(1 + random.int(3))).map { _ in path() } }
  func sections() -> IndexSet { IndexSet((0..<(1 + random.int(2))).map { _ in random.int(5) }) }
  return (0..<random.int(5)).map { _ in
    switch random.int(9) {
    case 0: .insertRows(paths(), .automatic)
    case 1: .deleteRows(paths(), .fade)
    case 2: .reloadRows(paths(), .automatic)
    case 3: .reconfigureRows(paths())
    case 4: .moveRow(path(), path())
    case 5: .insertSections(sections(), .automatic)
    case 6: .deleteSections(sections(), .automatic)
    case 7: .reloadSections(sections(), .automatic)
    default: .moveSection(random.int(5), random.int(5))
    }
  }
}

/// The counts a table view has now.
@MainActor
private func counts(_ table: UITableView) -> [Int] {
  (0..<table.numberOfSections).map { table.numberOfRows(inSection: $0) }
}

/// The counts a collection view has now.
@MainActor
private func counts(_ grid: UICollectionView) -> [Int] {
  (0..<grid.numberOfSections).map { grid.numberOfItems(inSection: $0) }
}

@Suite struct BatchAttackTests {
  @Test(
    "planned and given storages of the same calls are equal, hash alike, print alike; a nudged path breaks equality",
    arguments: SeededRandom.seeds(300, base: 0xBA7C4))
  func hostileStorages(seed: UInt64) throws {
    try withSeed(seed, "hostile storages") { random in
      let groups = hostileGroups(&random)
      let calls = groups.calls
      for surface in [Headless.Batch.Surface.table, .collection] {
        let planned = Headless.Batch(surface, planned: groups)
        let given = Headless.Batch(surface, calls: calls)
        try #require(planned == given, "\(planned)")
        try #require(given == planned)
        try #require(planned.hashValue == given.hashValue)
        try #require(Set([planned, given, planned]).count == 1)
        try #require(planned.description == given.description)
        try #require(planned.isEmpty == given.isEmpty)
        try #require(planned.isEmpty == calls.isEmpty)
        try #require(planned.calls == calls)
        // Grouping the calls again gives the planner's groups back, and
        // counts what the calls name, call by call.
        try #require(given.groups == groups, "\(given.groups) against \(groups)")
        try #require(given.groups.count == perCallCount(calls))
        try #require(planned.groups.count == perCallCount(calls))
        try #require(Headless.Batch(surface, planned: given.groups) == given)
        if let nudged = nudged(calls) {
          let other = Headless.Batch(surface, calls: nudged)
          try #require(planned != other, "\(planned) equals \(other)")
          try #require(other != planned)
          try #require(Set([planned, given, other]).count == 2)
        }
      }
      let table = Headless.Batch(.table, planned: groups)
      let collection = Headless.Batch(.collection, planned: groups)
      try #require(table != collection)
      try #require(Set([table, collection]).count == 2)
      if !groups.isEmpty {
        try #require(!collection.description.contains("Row"), "\(collection)")
      }
      try #require(!table.description.contains("Item"), "\(table)")
    }
  }

  @Test("a million index paths: planned and given are equal and hash alike; one row off is not")
  func millionPaths() throws {
    let count = 1_000_000
    var groups = Headless.Batch.Groups()
    groups.rowInserts = (0..<count).map { SectionedChangeset.Path(section: 0, row: $0) }
    let planned = Headless.Batch(.collection, planned: groups)
    #expect(!planned.isEmpty)
    #expect(planned.groups.count == count)
    var paths = (0..<count).map { IndexPath(indexes: [0, $0]) }
    let given = Headless.Batch(.collection, calls: [.insertItems(paths)])
    #expect(planned == given)
    #expect(planned.hashValue == given.hashValue)
    paths[count - 1] = IndexPath(indexes: [0, count])
    let offByOne = Headless.Batch(.collection, calls: [.insertItems(paths)])
    #expect(planned != offByOne)
    #expect(Headless.Batch(.table, planned: groups) != given)
  }

  @Test("index paths of 0, 1 and 3 indexes: each storage equals itself, and its groups are lossy")
  func malformedPaths() throws {
    let malformed = [IndexPath(), IndexPath(index: 4), IndexPath(indexes: [1, 2, 3])]
    let good = IndexPath(indexes: [0, 0])
    let shapes: [Headless.BatchOperation] = [
      .insertRows(malformed, .automatic), .deleteRows(malformed, .automatic),
      .reloadRows(malformed, .automatic), .reconfigureRows(malformed),
    ]
    let moves = malformed.flatMap { path in
      [Headless.BatchOperation.moveRow(path, good), .moveRow(good, path)]
    }
    for call in shapes + moves {
      for surface in [Headless.Batch.Surface.table, .collection] {
        let given = Headless.Batch(surface, calls: [call])
        let again = Headless.Batch(surface, calls: [call])
        #expect(given == again)
        #expect(given.hashValue == again.hashValue)
        #expect(!given.isEmpty)
        // The groups read the paths as UIKit does (a missing index is
        // `Int.max`), so the batch planned from them names other paths.
        let planned = Headless.Batch(surface, planned: given.groups)
        #expect(planned != given, "\(call)")
        #expect(planned.groups == given.groups)
        #expect(given.groups.count == perCallCount([call]))
        // Validation never traps, and throws the surface's own error.
        for before in [[], [0], [3, 3], [5, 5, 5, 5, 5]] {
          let outcome = Outcome { try given.validate(before: before, after: before) }
          switch (surface, outcome) {
          case (.table, .tableError), (.collection, .collectionError): break
          case (_, .accepted) where call == .reconfigureRows(malformed): break
          default:
            Issue.record("\(surface) \(call) on \(before): \(outcome)")
          }
        }
      }
    }
  }

  @Test(
    "validation on extreme counts: each surface throws its own errors, a collection view never falls back, planned and given agree",
    arguments: SeededRandom.seeds(400, base: 0xE77E))
  @MainActor
  func extremeCounts(seed: UInt64) throws {
    try withSeed(seed, "extreme counts") { random in
      let calls = smallCalls(&random)
      let before = randomCounts(&random)
      let after = random.chance(0.3) ? before : randomCounts(&random)
      let table = Outcome {
        try Headless.Batch(.table, calls: calls).validate(before: before, after: after)
      }
      let collection = Outcome {
        try Headless.Batch(.collection, calls: calls).validate(before: before, after: after)
      }
      let what = "\(calls) on \(before) → \(after)"
      switch table {
      case .accepted, .tableError: break
      default: Issue.record("table: \(table) for \(what)")
      }
      switch collection {
      case .accepted(fallsBack: false), .collectionError: break
      default: Issue.record("collection: \(collection) for \(what)")
      }
      // A table's fallback is a collection view's rejection (the UIKit
      // backend returned `false` for every collection view batch).
      if table == .accepted(fallsBack: true) {
        try #require(collection != .accepted(fallsBack: false), "\(what)")
      }
      // The pure validators the UIKit backend called before agree.
      let legacyTable = Outcome {
        try Headless.UITableView.validateBatch(calls, before: before, after: after)
      }
      try #require(legacyTable == table, "\(legacyTable) against \(table) for \(what)")
      let legacyCollection = Outcome {
        _ = try CollectionViewBatch.validate(calls, before: before, after: after)
        return false
      }
      try #require(legacyCollection == collection, "\(what)")
      // The calls grouped by kind (what the replay reads), planned again,
      // validate as the calls do: the grouping keeps what UIKit checks.
      for (surface, outcome) in [(Headless.Batch.Surface.table, table), (.collection, collection)] {
        let groups = Headless.Batch(surface, calls: calls).groups
        let planned = Headless.Batch(surface, planned: groups)
        let regrouped = Outcome { try planned.validate(before: before, after: after) }
        // The collection view's count message lists the updates in call
        // order, which grouping changes: compare what comes before it.
        try #require(
          regrouped.withoutUpdateList == outcome.withoutUpdateList,
          "\(surface): \(regrouped) against \(outcome) for \(what)")
      }
    }
  }

  @Test("validation on fixed extreme counts neither traps nor overflows")
  func fixedExtremes() throws {
    let first = IndexPath(indexes: [0, 0])
    for surface in [Headless.Batch.Surface.table, .collection] {
      let empty = Headless.Batch(surface, calls: [])
      #expect(try empty.validate(before: [], after: []) == false)
      #expect(try empty.validate(before: [Int.max], after: [Int.max]) == false)
      #expect(throws: (any Error).self) { try empty.validate(before: [Int.max], after: [Int.min]) }
      #expect(throws: (any Error).self) { try empty.validate(before: [Int.min], after: [Int.max]) }
      #expect(throws: (any Error).self) { try empty.validate(before: [], after: [0]) }
      let insert = Headless.Batch(surface, calls: [.insertRows([first], .automatic)])
      #expect(try insert.validate(before: [Int.max - 1], after: [Int.max]) == false)
      #expect(throws: (any Error).self) { try insert.validate(before: [Int.max], after: [Int.max]) }
      #expect(throws: (any Error).self) { try insert.validate(before: [Int.max], after: [Int.min]) }
      #expect(throws: (any Error).self) { try insert.validate(before: [-1], after: [0]) }
      #expect(throws: (any Error).self) { try insert.validate(before: [], after: []) }
      let delete = Headless.Batch(surface, calls: [.deleteRows([first], .automatic)])
      #expect(try delete.validate(before: [Int.max], after: [Int.max - 1]) == false)
      #expect(throws: (any Error).self) { try delete.validate(before: [Int.min], after: [Int.min]) }
      let far = Headless.Batch(
        surface, calls: [.deleteRows([IndexPath(indexes: [0, Int.max - 1])], .automatic)])
      #expect(try far.validate(before: [Int.max], after: [Int.max - 1]) == false)
      let sections = Headless.Batch(surface, calls: [.deleteSections([0], .automatic)])
      #expect(try sections.validate(before: [Int.max], after: []) == false)
      #expect(throws: (any Error).self) { try sections.validate(before: [], after: []) }
    }
  }

  /// `validate(before:after:)` is documented to answer or throw; with a
  /// negative count it traps instead in debug builds, where
  /// `CELLAR_INTERNAL_CHECKS` runs `BatchPlan._checkInvariants`:
  /// `_checkEveryRow` makes `Array(repeating: 0, count: after[i])` and
  /// `0..<before[i]`, and sums `before` without overflow checks. Each case
  /// runs in its own process.
  @Test("validation with negative counts answers or throws, and never traps")
  func negativeCountsDoNotTrap() async {
    // An empty batch, a section of -1 rows on both sides.
    await #expect(processExitsWith: .success) {
      _ = try? Headless.Batch(.table, calls: []).validate(before: [-1], after: [-1])
    }
    await #expect(processExitsWith: .success) {
      _ = try? Headless.Batch(.collection, calls: []).validate(before: [-1], after: [-1])
    }
    // A section of Int.min rows deleted.
    await #expect(processExitsWith: .success) {
      _ = try? Headless.Batch(.table, calls: [.deleteSections([0], .automatic)])
        .validate(before: [Int.min], after: [])
    }
    // Two sections whose counts sum below Int.min.
    await #expect(processExitsWith: .success) {
      _ = try? Headless.Batch(.table, calls: []).validate(
        before: [-1, Int.min], after: [-1, Int.min])
    }
  }

  @Test("the type's own example: a collection batch validates as animated and prints in items")
  func documentedExample() throws {
    let batch = Headless.Batch(
      .collection,
      calls: [.deleteItems([IndexPath(indexes: [0, 0])]), .insertSections([1])])
    #expect(try batch.validate(before: [3], after: [2, 4]) == false)
    #expect(batch.description == "[deleteItems([[0, 0]]), insertSections([1])]")
    #expect(
      Headless.Batch(.table, calls: batch.calls).description
        == "[deleteRows([[0, 0]]), insertSections([1])]")
  }

  @Test(
    "every entry a table view logs is a table batch that validates as it was applied",
    arguments: SeededRandom.seeds(150, base: 0x7AB1E))
  @MainActor
  func tableLogSurfaces(seed: UInt64) throws {
    try withSeed(seed, "table log") { random in
      let batch = makeBatch(&random)
      let model = ListModel(batch.old.map(\.items))
      model.moveHandlerEnabled = true
      let table = try makeTable(model, visibleRows: 4)
      let before = counts(table)
      model.sections = batch.new.map(\.items)
      let operations = batch.operations
      let rejection = UIKitException.catching {
        table.performBatchUpdates { for operation in operations { operation(table) } }
      }
      try #require(rejection == nil, "\(batch.descriptions)")
      let entry = try #require(table.updateLog.last)
      try #require(entry.kind == .batch)
      try #require(entry.batch.surface == .table)
      try #require(entry.batch == Headless.Batch(.table, calls: entry.operations))
      try #require(entry.fellBackToReloadData == batch.fallsBack, "\(batch.descriptions)")
      try #require(
        try entry.batch.validate(before: before, after: counts(table)) == batch.fallsBack,
        "\(entry)")
      try #require(!entry.description.contains("Item"), "\(entry)")
      // The same calls on a collection view: rejected where the table fell back.
      if batch.fallsBack {
        let collection = Headless.Batch(.collection, calls: entry.operations)
        try #require(throws: CollectionViewBatch.UpdateError.self) {
          try collection.validate(before: before, after: counts(table))
        }
      }
      // A user move and a reload are table entries too.
      if let section = model.sections.indices.first(where: { model.sections[$0].count > 1 }) {
        table.isEditing = true
        let moved = try table.moveRowByUser(from: ip(section, 0), to: ip(section, 1))
        try #require(moved == ip(section, 1))
        let move = try #require(table.updateLog.last)
        try #require(move.kind == .userMove && move.batch.surface == .table, "\(move)")
        try #require(move.description.hasPrefix("userMove([moveRow("), "\(move)")
      }
      table.reloadData()
      let reload = try #require(table.updateLog.last)
      try #require(reload.kind == .reloadData && reload.batch.surface == .table)
      try #require(reload.batch.isEmpty && reload.batch == Headless.Batch(.table, calls: []))
      try #require(
        table.updateLog.allSatisfy { entry in entry.batch.surface == .table },
        "\(table.updateLog)")
    }
  }

  @Test(
    "every entry a collection view logs is a collection batch, never a fallback, validated as applied",
    arguments: SeededRandom.seeds(60, base: 0xC011))
  @MainActor
  func collectionLogSurfaces(seed: UInt64) throws {
    try withSeed(seed, "collection log") { random in
      let source = ItemGridSource(counts: (0..<(1 + random.int(4))).map { _ in random.int(6) })
      let grid = makeItemGrid(source, height: 300)
      grid.layoutIfNeeded()
      for _ in 0..<6 {
        let before = counts(grid)
        let batch = RandomGridBatches.make(source.sections, &random)
        let rejection = UIKitException.catching {
          grid.performBatchUpdates {
            source.sections = batch.sections
            for operation in batch.operations { grid.perform(operation) }
          }
        }
        try #require(rejection == nil, "\(batch.operations)")
        let entry = try #require(grid.updateLog.last)
        try #require(entry.kind == .batch && !entry.fellBackToReloadData, "\(entry)")
        try #require(entry.batch == Headless.Batch(.collection, calls: batch.operations))
        try #require(entry.batch != Headless.Batch(.table, calls: batch.operations))
        try #require(
          try entry.batch.validate(before: before, after: counts(grid)) == false, "\(entry)")
        let planned = Headless.Batch(.collection, planned: entry.batch.groups)
        try #require(
          try planned.validate(before: before, after: counts(grid)) == false, "\(planned)")
        try #require(!entry.description.contains("Row"), "\(entry)")
        if random.chance(0.3) {
          grid.reloadData()
          grid.layoutIfNeeded()
        }
      }
      // reloadData inside a batch: logged as a collection batch applied as reloadData.
      grid.performBatchUpdates {
        source.sections.append(["late"])
        grid.insertSections([source.sections.count - 1])
        grid.reloadData()
      }
      let fallback = try #require(grid.updateLog.last)
      try #require(fallback.fellBackToReloadData && fallback.batch.surface == .collection)
      try #require(
        fallback.description.hasPrefix("batch([insertSections(")
          && !fallback.description.contains("Row"),
        "\(fallback)")
      try #require(
        grid.updateLog.allSatisfy { entry in entry.batch.surface == .collection },
        "\(grid.updateLog)")
    }
  }

  @Test("a log entry made from operations takes its view's surface")
  func entrySurfaceFromView() {
    let calls: [Headless.BatchOperation] = [.insertItems([IndexPath(indexes: [0, 1])])]
    let table = Headless.UITableView.Update(
      kind: .batch, operations: calls, fellBackToReloadData: false)
    let grid = Headless.UICollectionView.Update(
      kind: .batch, operations: calls, fellBackToReloadData: false)
    #expect(table.batch.surface == .table)
    #expect(grid.batch.surface == .collection)
    #expect(table.description == "batch([insertRows([[0, 1]])])")
    #expect(grid.description == "batch([insertItems([[0, 1]])])")
    #expect(table.operations == grid.operations)
  }
}
