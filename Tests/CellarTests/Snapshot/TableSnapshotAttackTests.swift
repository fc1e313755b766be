import CellarOracles
import CellarTestSupport
import Foundation
import Testing

@testable import Cellar

/// A `Hashable` model that is its own identity: a NaN score makes it
/// unequal to itself.
private struct Score: Hashable {
  var name: String
  var score: Double
}

private final class ScoreCell: UITableViewCell, ConfigurableCell {
  func configure(_ model: Score) { textLabel?.text = model.name }
}

/// A cell whose model is an identity that counts its calls.
private final class TalliedCell: UITableViewCell, ConfigurableCell {
  func configure(_ model: TalliedKey) { textLabel?.text = model.description }
}

/// An `Identifiable` class model whose id the app changes in place.
private final class Tag: Identifiable {
  var id: Int
  init(_ id: Int) { self.id = id }
}

private final class TagCell: UITableViewCell, ConfigurableCell {
  func configure(_ model: Tag) { textLabel?.text = "t\(model.id)" }
}

/// An `Identifiable` value model with a narrow integer id.
private struct Byte: Identifiable {
  var id: UInt8
}

private final class ByteCell: UITableViewCell, ConfigurableCell {
  func configure(_ model: Byte) { textLabel?.text = "b\(model.id)" }
}

/// Hostile inputs to ``TableSnapshot``: identities that break `Hashable`'s
/// rules, identities that repeat or are missing, huge snapshots, applies
/// from inside the table's callbacks and of stale snapshots, and marks
/// that later verbs move or delete, checked on the update log.
@MainActor
@Suite struct TableSnapshotAttackTests {
  private static var full: Bool { ProcessInfo.processInfo.environment["CELLAR_FULL_TESTS"] == "1" }

  private func row(_ id: some Hashable, _ text: String? = nil) -> Row<TitleCell> {
    Row<TitleCell>(model: text ?? "r\(id)", id: id)
  }

  private func table(_ layout: [(String, [Int])]) throws -> Table {
    let table = makeTable(height: 2_000)
    try table.update(with: layout.map { id, rows in Section(id: id, rows: rows.map { row($0) }) })
    return table
  }

  private func layout(_ sections: [Section]) -> [String] {
    sections.map { section in
      "\(section.id.map { "\($0.base)" } ?? "-"):"
        + section.rows.map { $0.id.map { "\($0.base)" } ?? "-" }.joined(separator: ",")
    }
  }

  /// What a fresh table with `sections` shows.
  private func freshTexts(_ sections: [Section]) throws -> [String] {
    let fresh = makeTable(height: 2_000)
    try fresh.update(with: sections)
    fresh.tableView.layoutIfNeeded()
    return fresh.tableView.visibleTexts
  }

  /// Applies `snapshot` and checks the table holds and shows its sections.
  private func applyAndCheck(
    _ snapshot: TableSnapshot, to table: Table, sourceLocation: SourceLocation = #_sourceLocation
  ) throws {
    try table.apply(snapshot)
    table.tableView.layoutIfNeeded()
    #expect(layout(table.sections) == layout(snapshot.sections), sourceLocation: sourceLocation)
    #expect(
      table.tableView.visibleTexts == (try freshTexts(snapshot.sections)),
      sourceLocation: sourceLocation)
  }

  /// The ids of the rows in `sections`, by index path.
  private func ids(_ sections: [Section]) -> [IndexPath: AnyHashable] {
    var ids: [IndexPath: AnyHashable] = [:]
    for (section, value) in sections.enumerated() {
      for (index, row) in value.rows.enumerated() {
        ids[IndexPath(row: index, section: section)] = row.id
      }
    }
    return ids
  }

  /// The rows reloaded and reconfigured by the batches since `start`, by
  /// identity: the first batch names rows in the coordinates of `before`,
  /// the batches after it (marks of rows that moved) in those of the table
  /// now. A path naming no row is returned as `"?"` plus the path.
  private func marked(_ table: Table, since start: Int, before: [Section]) -> (
    reloads: Set<AnyHashable>, reconfigures: Set<AnyHashable>
  ) {
    var reloads = Set<AnyHashable>()
    var reconfigures = Set<AnyHashable>()
    let old = ids(before)
    let new = ids(table.sections)
    for (index, entry) in table.tableView.updateLog[start...].enumerated() {
      let places = index == 0 ? old : new
      for operation in entry.operations {
        switch operation {
        case .reloadRows(let paths, _):
          reloads.formUnion(paths.map { places[$0] ?? AnyHashable("?\($0)") })
        case .reconfigureRows(let paths):
          reconfigures.formUnion(paths.map { places[$0] ?? AnyHashable("?\($0)") })
        default: break
        }
      }
    }
    return (reloads, reconfigures)
  }

  // MARK: Identities that break the rules

  @Test("NaN identities are never found: verbs naming them fail or do nothing, applies still work")
  func nanIdentities() throws {
    let table = makeTable(height: 2_000)
    try table.update(with: [
      Section(
        id: "a",
        rows: [
          Row<ScoreCell>(model: Score(name: "n1", score: .nan)), row(Double.nan, "x"), row(1),
          Row<ScoreCell>(model: Score(name: "n2", score: .nan)),
        ])
    ])
    var snapshot = table.snapshot()
    #expect(snapshot.numberOfRows == 4)
    #expect(snapshot.rowIDs.count == 4)
    let nan = AnyHashable(Double.nan)
    #expect(snapshot.indexOfRow(nan) == nil)
    #expect(snapshot.row(withID: nan) == nil)
    #expect(snapshot.sectionID(containingRow: nan) == nil)
    #expect(snapshot.indexOfRow(1) == 2)
    // Deletes ignore what they cannot find; a NaN twice is not a repeat.
    try snapshot.deleteRows([nan, nan])
    #expect(snapshot.numberOfRows == 4)
    #expect(throws: SnapshotError.self) { try snapshot.reloadRows([nan]) }
    do {
      try snapshot.reconfigureRows([nan])
    } catch {
      #expect(
        error.description
          == "Attempted to reconfigure item identifier that does not exist in the snapshot: nan")
    }
    #expect(throws: SnapshotError.notFound("nan", parameter: .fromIndex)) {
      try snapshot.moveRow(nan, beforeRow: 1)
    }
    #expect(throws: SnapshotError.notFound("nan", parameter: .toIndex)) {
      try snapshot.moveRow(1, beforeRow: nan)
    }
    #expect(throws: SnapshotError.notFound("nan", parameter: .section)) {
      try snapshot.insertRows([row(2)], afterRow: nan)
    }
    // Appending a NaN row again adds a row: it is never "already there".
    try snapshot.appendRows([row(Double.nan, "y")], toSection: "a")
    #expect(snapshot.numberOfRows == 5)
    #expect(snapshot.warnings.isEmpty)
    #expect(throws: SnapshotError.self) {
      try snapshot.moveRow(1, beforeRow: AnyHashable(Score(name: "n1", score: .nan)))
    }
    try applyAndCheck(snapshot, to: table)
  }

  @Test("identities whose hash or == misbehave: the queries agree with each other and applies work")
  func hostileHashes() throws {
    for seed in SeededRandom.seeds(60, base: 0xBAD5) {
      try withSeed(seed, "hostile snapshot identities") { random in
        let coin = Coin(seed: seed)
        func id(_ value: Int) -> HostileID {
          let kinds = HostileID.Kind.allCases
          let kind = random.chance(0.5) ? .plain : kinds[random.int(kinds.count)]
          return HostileID(kind, value, coin: coin)
        }
        let table = makeTable(height: 2_000)
        var ids: [HostileID] = []
        for value in 0..<6 { ids.append(id(value)) }
        var snapshot = TableSnapshot()
        try snapshot.appendSections([Section(id: "a"), Section(id: "b")])
        for _ in 0..<30 {
          let one = AnyHashable(id(random.int(6)))
          let other = AnyHashable(id(random.int(6)))
          do {
            switch random.int(6) {
            case 0: try snapshot.appendRows([row(one)], toSection: random.chance(0.5) ? "a" : "b")
            case 1: try snapshot.insertRows([row(one)], beforeRow: other)
            case 2: try snapshot.moveRow(one, afterRow: other)
            case 3: try snapshot.deleteRows([one])
            case 4: try snapshot.reconfigureRows([one])
            default: try snapshot.replaceRow(one, with: row(one, "new"))
            }
          } catch {
            // A misbehaving identity may fail any check; the snapshot stays usable.
          }
          for probe in (0..<6).map({ AnyHashable(HostileID(.plain, $0)) }) {
            let index = snapshot.indexOfRow(probe)
            let section = snapshot.sectionID(containingRow: probe)
            let found = snapshot.row(withID: probe)
            try #require(
              (index == nil) == (found == nil), "indexOfRow vs row(withID:) for \(probe)")
            try #require(
              (section == nil) == (found == nil), "sectionID vs row(withID:) for \(probe)")
          }
          try #require(snapshot.numberOfRows == snapshot.sections.reduce(0) { $0 + $1.rows.count })
        }
        do {
          try table.apply(snapshot)
          table.tableView.layoutIfNeeded()
          try #require(layout(table.sections) == layout(snapshot.sections))
          try #require(table.tableView.visibleTexts == (try freshTexts(snapshot.sections)))
        } catch let error as TableError {
          // Two ids a lying == finds equal may be refused as duplicates: nothing shown.
          guard case .duplicateIDs = error else { throw error }
        }
      }
    }
  }

  @Test("the row index keys integer ids by their word and finds every row as AnyHashable would")
  func integerWordKeys() throws {
    let table = makeTable(height: 2_000)
    let tags = [Tag(40), Tag(41)]
    try table.update(with: [
      Section(
        id: "a",
        rows: [
          Row<ByteCell>(model: Byte(id: 5)), Row<NumberCell>(model: 6), row(7.0), row(-3),
          row(UInt64.max),
        ]),
      Section(id: "b", rows: tags.map { Row<TagCell>(model: $0) }),
    ])
    // A class model's id changed in place after its row was made: the
    // index must key it by the id it has now, not the word taken then.
    tags[0].id = 90
    let snapshot = table.snapshot()
    // `AnyHashable` finds integers of any width, and integral floats,
    // equal by value.
    #expect(snapshot.indexOfRow(5) == 0)
    #expect(snapshot.indexOfRow(UInt16(5)) == 0)
    #expect(snapshot.indexOfRow(5.0) == 0)
    #expect(snapshot.indexOfRow(UInt8(6)) == 1)
    #expect(snapshot.indexOfRow(7) == 2)
    #expect(snapshot.indexOfRow(Int8(-3)) == 3)
    #expect(snapshot.indexOfRow(UInt64.max) == 4)
    // The word of UInt64.max is -1's: not the same value.
    #expect(snapshot.indexOfRow(-1) == nil)
    #expect(snapshot.indexOfRow(90) == 5)
    #expect(snapshot.indexOfRow(40) == nil)
    #expect(snapshot.indexOfRow(41) == 6)
    #expect(snapshot.indexOfRow("5") == nil)
  }

  @Test("numeric ids of every type found as AnyHashable finds them, by a snapshot and the table")
  func numericIDsAgainstAScan() throws {
    // Ids AnyHashable finds equal across types (5, UInt8(5), 5.0), and
    // ones it does not (UInt64.max and -1, NaN and itself, "2" and 2).
    let ids: [AnyHashable] = [
      0, 1, 2, -1, -3, Int.max, Int.min, UInt8(2), UInt64.max, UInt(1) << 63, Int8(-3), Int16(-1),
      0.0, -0.0, 2.0, 2.5, -3.0, Double.nan, Double.infinity, Float(1), Float(-0.5),
      Double(Int.max), "2", true, CGFloat(1),
      // Types no switch names, numbers or not, interleaved: a type found
      // to be no number is remembered for the rows after it, a number
      // type never (CGFloat(2.5) has no Int, CGFloat(-3) has).
      UUID(uuidString: "E621E1F8-C36C-495A-93FC-0C247A3E6E5F")!, Decimal(2), CGFloat(2.5),
      CGFloat(-3), UUID(uuidString: "00000000-0000-0000-0000-000000000002")!,
    ]
    for seed in SeededRandom.seeds(Self.full ? 60 : 15) {
      var random = SeededRandom(seed: seed)
      // Each row: an explicit id, an Int model (its identity word exact,
      // so keyed without an AnyHashable), or a UInt8 id of a value model.
      // (Explicit ids and Identifiable ids must be unique in a table, by
      // AnyHashable's equality; Hashable models may repeat.)
      var rows: [(row: AnyRow, id: AnyHashable)] = []
      for _ in 0..<(1 + random.int(24)) {
        let id = ids[random.int(ids.count)]
        let byte = AnyHashable(UInt8(random.int(4)))
        let kinds = rows.map { ($0.row.storage.identityKind, $0.id) }
        switch random.int(3) {
        case 0 where !kinds.contains(where: { $0 == (.explicit, id) }):
          rows.append((AnyRow(row(id)), id))
        case 2 where !kinds.contains(where: { $0 == (.identifiable, byte) }):
          rows.append((AnyRow(Row<ByteCell>(model: Byte(id: byte.base as? UInt8 ?? 0))), byte))
        default:
          let value = [0, 1, 2, -1, -3, Int.max, Int.min][random.int(7)]
          rows.append((AnyRow(Row<NumberCell>(model: value)), AnyHashable(value)))
        }
      }
      let table = makeTable(height: 2_000)
      let cut = random.int(rows.count + 1)
      try table.update(with: [
        Section(id: "a", rows: rows[..<cut].map(\.row)),
        Section(id: "b", rows: rows[cut...].map(\.row)),
      ])
      let snapshot = table.snapshot()
      let others: [AnyHashable] = [
        UInt16(2), Int64(-3), Float(2), Float16(2),
        UUID(uuidString: "E621E1F8-C36C-495A-93FC-0C247A3E6E5F")!,
      ]
      for query in ids + others {
        let scan = rows.firstIndex { $0.id == query }
        #expect(snapshot.indexOfRow(query) == scan, "seed \(seed), query \(query)")
        // The table's own lookup keys rows alike.
        let path = scan.map {
          $0 < cut ? IndexPath(row: $0, section: 0) : IndexPath(row: $0 - cut, section: 1)
        }
        #expect(table.indexPath(forRowID: query) == path, "seed \(seed), query \(query)")
      }
    }
  }

  @Test("Int.max, Int.min and mixed integer widths as ids")
  func extremeIntegers() throws {
    let table = makeTable(height: 2_000)
    try table.update(with: [
      Section(id: Int.max, rows: [row(Int.max), row(Int.min), row(0)]),
      Section(id: Int.min, rows: [row(-1), row(UInt64.max)]),
    ])
    var snapshot = table.snapshot()
    #expect(snapshot.indexOfRow(Int.max) == 0)
    #expect(snapshot.indexOfRow(UInt64.max) == 4)
    #expect(snapshot.sectionID(containingRow: Int.min) == AnyHashable(Int.max))
    // `AnyHashable` finds 0 and UInt8(0) equal: the same row.
    #expect(snapshot.indexOfRow(UInt8(0)) == 2)
    try snapshot.moveRow(Int.max, afterRow: UInt64.max)
    try snapshot.moveSection(Int.min, beforeSection: Int.max)
    try snapshot.reconfigureRows([Int.min, -1])
    #expect(
      layout(snapshot.sections) == [
        "\(Int.min):-1,\(UInt64.max),\(Int.max)", "\(Int.max):\(Int.min),0",
      ])
    try applyAndCheck(snapshot, to: table)
  }

  @Test("rows identified by a Hashable model that repeats are named by their first occurrence")
  func repeatingModels() throws {
    let table = makeTable(height: 2_000)
    try table.update(with: [
      Section(
        id: "a",
        rows: [Row<NumberCell>(model: 5), Row<NumberCell>(model: 6), Row<NumberCell>(model: 5)]),
      Section(id: "b", rows: [Row<NumberCell>(model: 5), Row<NumberCell>(model: 7)]),
    ])
    var snapshot = table.snapshot()
    #expect(snapshot.indexOfRow(5) == 0)
    #expect(snapshot.rowIDs == [5, 6, 5, 5, 7])
    try snapshot.deleteRows([5])
    #expect(snapshot.rowIDs == [6, 5, 5, 7])
    #expect(snapshot.indexOfRow(5) == 1)
    try snapshot.moveRow(5, afterRow: 7)
    #expect(layout(snapshot.sections) == ["a:6", "b:5,7,5"])
    #expect(snapshot.sectionID(containingRow: 5) == AnyHashable("b"))
    // Appending a repeat adds it: a Hashable model may repeat, nothing moves.
    try snapshot.appendRows([Row<NumberCell>(model: 6)], toSection: "b")
    #expect(layout(snapshot.sections) == ["a:6", "b:5,7,5,6"])
    #expect(snapshot.warnings.isEmpty)
    try snapshot.deleteSections(["a"])
    #expect(snapshot.indexOfRow(6) == 3)
    #expect(snapshot.sectionID(containingRow: 6) == AnyHashable("b"))
    try snapshot.reloadRows([5])
    try snapshot.reconfigureRows([6])
    try applyAndCheck(snapshot, to: table)
  }

  @Test("rows of the same value in different identity kinds: a verb on one leaves the other")
  func identityKindsShareValues() throws {
    // The table keeps an explicit id 5 and a Hashable model 5 apart: both may be in it.
    let table = makeTable(height: 2_000)
    try table.update(with: [
      Section(id: "a", rows: [Row<NumberCell>(model: 5), row(5, "explicit")]),
      Section(id: "b", rows: [row(1)]),
    ])
    var snapshot = table.snapshot()
    // Re-appending the explicit row 5 moves it into place…
    try snapshot.appendRows([row(5, "moved")], toSection: "b")
    // …and must not take the model row 5 instead, leaving two explicit 5s.
    #expect(layout(snapshot.sections) == ["a:5", "b:1,5"])
    #expect(throws: Never.self) { try table.apply(snapshot) }
    #expect(layout(table.sections) == layout(snapshot.sections))
  }

  @Test("an Identifiable model's id and an explicit id of the same value are two rows")
  func identifiableAndExplicitIDs() throws {
    let table = makeTable(height: 2_000)
    try table.update(with: [
      Section(
        id: "a", rows: [row(5, "explicit"), Row<ItemCell>(model: Item(id: 5, title: "item"))])
    ])
    var snapshot = table.snapshot()
    try snapshot.appendRows([Row<ItemCell>(model: Item(id: 5, title: "again"))], toSection: "a")
    #expect(snapshot.numberOfRows == 2)
    #expect(throws: Never.self) { try table.apply(snapshot) }
    table.tableView.layoutIfNeeded()
    #expect(table.tableView.visibleTexts == ["explicit", "5:again"])
  }

  @Test("positional rows are kept and counted but cannot be named")
  func positionalRows() throws {
    let table = makeTable(height: 2_000)
    let opaque = { (text: String) in Row<OpaqueCell>(model: Opaque(text: text)) }
    try table.update(with: [
      Section(id: "a", rows: [opaque("p0"), row(1), opaque("p1")]),
      Section(id: "b", rows: [opaque("p2")]),
    ])
    var snapshot = table.snapshot()
    #expect(snapshot.numberOfRows == 4)
    #expect(snapshot.rowIDs == [1])
    #expect(try snapshot.rowIDs(inSection: "b") == [])
    #expect(try snapshot.numberOfRows(inSection: "b") == 1)
    #expect(snapshot.indexOfRow(1) == 1)
    try snapshot.insertRows([opaque("new"), row(2)], beforeRow: 1)
    #expect(snapshot.indexOfRow(1) == 3)
    try snapshot.moveRow(1, beforeRow: 2)
    #expect(layout(snapshot.sections) == ["a:-,-,1,2,-", "b:-"])
    // Appending a positional row twice: both stay.
    try snapshot.appendRows([opaque("q"), opaque("q")], toSection: "b")
    #expect(try snapshot.numberOfRows(inSection: "b") == 3)
    try applyAndCheck(snapshot, to: table)
    snapshot.deleteAllRows()
    #expect(snapshot.numberOfSections == 0)
    try applyAndCheck(snapshot, to: table)
  }

  @Test("sections without an id in the table: counted, not named, and kept by the snapshot")
  func sectionsWithoutID() throws {
    let table = makeTable(height: 2_000)
    try table.update(with: [
      Section(rows: [row(1)]), Section(id: "b", rows: [row(2)]), Section(rows: [row(3)]),
    ])
    var snapshot = table.snapshot()
    #expect(snapshot.numberOfSections == 3)
    #expect(snapshot.sectionIDs == ["b"])
    #expect(snapshot.indexOfSection("b") == 1)
    #expect(snapshot.sectionID(containingRow: 1) == nil)
    #expect(snapshot.sectionID(containingRow: 2) == AnyHashable("b"))
    // No section named: the last one, though it has no id.
    try snapshot.appendRows([row(4)])
    #expect(layout(snapshot.sections) == ["-:1", "b:2", "-:3,4"])
    try snapshot.moveRow(1, afterRow: 4)
    try snapshot.insertSections([Section(id: "c", rows: [row(5)])], beforeSection: "b")
    #expect(snapshot.indexOfSection("b") == 2)
    do {
      try snapshot.appendSections([Section(id: "d"), Section(rows: [row(6)])])
      Issue.record("a section without id was appended")
    } catch {
      #expect(error == .sectionWithoutID(position: 1))
      #expect(
        error.description
          == "The section at position 1 of the sections given to the snapshot has no id. "
          + "A snapshot names its sections by identity: give the section an `id:`.")
    }
    #expect(layout(snapshot.sections) == ["-:", "c:5", "b:2", "-:3,4,1"])
    try applyAndCheck(snapshot, to: table)
  }

  // MARK: Size

  /// The seconds `body` takes.
  private func seconds(_ body: () throws -> Void) rethrows -> Double {
    let start = ContinuousClock.now
    try body()
    let elapsed = ContinuousClock.now - start
    return Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
  }

  /// The time and the identity calls (`==`, `hash(into:)`) of each verb.
  private struct VerbCosts {
    var seconds: [String: Double] = [:]
    var calls: [String: Int] = [:]
  }

  /// Runs the big verbs on `count` rows, whose ids count their calls on
  /// one tally; returns what each verb cost.
  private func bigVerbs(_ count: Int) throws -> VerbCosts {
    let tally = WorkTally()
    func key(_ id: Int) -> AnyHashable { AnyHashable(TalliedKey(id, tally)) }
    var costs = VerbCosts()
    func measure(_ verb: String, _ body: () throws -> Void) throws {
      var calls = 0
      costs.seconds[verb] = try seconds { calls = try tally.calls(in: body) }
      costs.calls[verb] = calls
    }
    var snapshot = TableSnapshot()
    let half = count / 2
    try measure("appendSections") {
      try snapshot.appendSections([
        Section(id: "a", rows: (0..<half).map { row(key($0)) }),
        Section(id: "b", rows: (half..<count).map { row(key($0)) }),
      ])
    }
    try measure("reloadRows(all)") { try snapshot.reloadRows((0..<count).map(key)) }
    try measure("appendRows(existing half)") {
      try snapshot.appendRows((0..<half).map { row(key($0)) }, toSection: "b")
    }
    try measure("appendRows×1000") {
      for id in count..<(count + 1_000) { try snapshot.appendRows([row(key(id))], toSection: "a") }
    }
    try measure("moveRow×100") {
      for id in 0..<100 { try snapshot.moveRow(key(id), beforeRow: key(half + id)) }
    }
    try measure("deleteRows(half)") {
      try snapshot.deleteRows(stride(from: 0, to: count, by: 2).map(key))
    }
    try measure("deleteSections") { try snapshot.deleteSections(["a"]) }
    #expect(snapshot.numberOfSections == 1)
    var copy = snapshot
    try measure("copy, then mutate") {
      try copy.moveRow(key(1), afterRow: key(count - 1))
      _ = copy.indexOfRow(key(3))
    }
    #expect(snapshot.indexOfRow(key(1)) != copy.indexOfRow(key(1)))
    return costs
  }

  /// Whether a growth from `small` to `big` is below `bound` times. (The
  /// callers compare times only outside the sanitizers, which slow
  /// allocation by amounts that grow with the heap: a linear verb read 14x.)
  private func grows(_ small: Double, _ big: Double, below bound: Double) -> Bool {
    big / max(small, 0.000_001) < bound
  }

  @Test("100,000 rows: each verb stays linear (no accidental O(n²))")
  func hundredThousandRows() throws {
    // One trial each in a plain run, three in the full run; a quarter of
    // the rows under a sanitizer, where a trial takes minutes.
    let trials = TestEnvironment.scaled(1, full: 3)
    let small = try (0..<trials).map { _ in try bigVerbs(TestEnvironment.sanitized(25_000)) }
    let big = try (0..<trials).map { _ in try bigVerbs(TestEnvironment.sanitized(100_000)) }
    for verb in big[0].calls.keys.sorted() {
      // Four times the rows: about four times the work when linear, sixteen
      // when quadratic. A verb of under 1,000 calls at 100k rows scans none.
      let cost = { (runs: [VerbCosts]) in
        (calls: runs[0].calls[verb] ?? 0, seconds: runs.compactMap { $0.seconds[verb] }.min() ?? 0)
      }
      expectGrowth(
        "\(verb) at 25k rows, then 100k", cost(small), cost(big), below: 10,
        callsBelow: cost(big).calls < 1_000 ? .infinity : 6)
    }
  }

  /// The identity calls counted on `tally` and the fastest of `trials`
  /// times of `body`, run each time on a fresh copy of `start`.
  private func cost<State>(
    trials: Int, tally: WorkTally, from start: State,
    _ body: (inout State) throws -> Void
  ) rethrows -> (calls: Int, seconds: Double) {
    var best: (calls: Int, seconds: Double) = (0, .infinity)
    for _ in 0..<trials {
      var state = start
      var calls = 0
      let time = try seconds { calls = try tally.calls { try body(&state) } }
      best = (calls, min(best.seconds, time))
    }
    return best
  }

  /// Expects `big` to cost less than `bound` times `small`: in identity
  /// calls always (counted, so no load can move them), and in time outside
  /// the sanitizers (which slow allocation by amounts that grow with the heap).
  /// `callsBelow` bounds the calls' growth when it differs from the time's.
  private func expectGrowth(
    _ what: String, _ small: (calls: Int, seconds: Double), _ big: (calls: Int, seconds: Double),
    below bound: Double, callsBelow callBound: Double? = nil,
    sourceLocation: SourceLocation = #_sourceLocation
  ) {
    #expect(
      grows(Double(small.calls), Double(big.calls), below: callBound ?? bound),
      "\(what): \(small.calls) identity calls, then \(big.calls)", sourceLocation: sourceLocation)
    guard !TestEnvironment.underSanitizer else { return }
    #expect(
      grows(small.seconds, big.seconds, below: bound),
      "\(what): \(small.seconds)s, then \(big.seconds)s", sourceLocation: sourceLocation)
  }

  @Test("row lookups do not grow with the section's size (hashed, as UIKit's: O(1))")
  func lookupsDoNotScanTheSection() throws {
    func cost(_ count: Int) throws -> (calls: Int, seconds: Double) {
      let tally = WorkTally()
      func key(_ id: Int) -> AnyHashable { AnyHashable(TalliedKey(id, tally)) }
      var snapshot = TableSnapshot()
      try snapshot.appendSections([Section(id: "a", rows: (0..<count).map { row(key($0)) })])
      _ = snapshot.indexOfRow(key(0))  // builds the index
      // 200 lookups of rows spread over the section, each query kind.
      let probes = stride(from: 0, to: count, by: count / 200).map(key)
      return self.cost(trials: 5, tally: tally, from: snapshot) { snapshot in
        for id in probes {
          _ = snapshot.indexOfRow(id)
          _ = snapshot.sectionID(containingRow: id)
          _ = snapshot.row(withID: id)
        }
      }
    }
    // Eight times the rows: about the same work when hashed, eight times
    // when scanned.
    expectGrowth("200 lookups in 10k rows, then 80k", try cost(10_000), try cost(80_000), below: 3)
  }

  @Test("repeated Hashable models: marking each of n models stays linear")
  func repeatedModelsScale() throws {
    func cost(_ count: Int) throws -> (calls: Int, seconds: Double) {
      let tally = WorkTally()
      let models = (0..<count).map { TalliedKey($0, tally) }
      var snapshot = TableSnapshot()
      try snapshot.appendSections([
        Section(id: "a", rows: (models + models).map { Row<TalliedCell>(model: $0) })
      ])
      let ids = models.map(AnyHashable.init)
      return try self.cost(trials: 5, tally: tally, from: snapshot) {
        try $0.reconfigureRows(ids)
      }
    }
    // Eight times the models: eight times the work when linear, 64 when
    // each mark scanned. (Times measured on a quiet machine: 4.8-9.3x.)
    expectGrowth("marking 4k models, then 32k", try cost(4_000), try cost(32_000), below: 24)
  }

  // MARK: Applies from callbacks and stale snapshots

  @Test("a row's action applies a snapshot: it waits for the tap and then shows it")
  func applyFromAction() throws {
    let table = makeTable(height: 2_000)
    var applied: TableSnapshot?
    // The snapshot holds the rows whose actions hold `applied`: let go of it.
    defer { applied = nil }
    func section(_ ids: [Int]) -> Section {
      Section(
        id: "a",
        rows: ids.map { id in
          Row<TitleCell>(model: "r\(id)", id: id) { [unowned table] _, _ in
            var snapshot = table.snapshot()
            #expect(throws: Never.self) {
              try snapshot.deleteRows([id])
              try snapshot.appendRows([self.row(id + 10)], toSection: "a")
              try snapshot.reconfigureRows([ids[0] == id ? ids[1] : ids[0]])
              try table.apply(snapshot)
            }
            applied = snapshot
          }
        })
    }
    try table.update(with: [section([1, 2, 3])])
    table.tableView.layoutIfNeeded()
    try table.tableView.tapRow(at: IndexPath(row: 1, section: 0))
    table.tableView.layoutIfNeeded()
    let snapshot = try #require(applied)
    #expect(layout(table.sections) == ["a:1,3,12"])
    #expect(layout(table.sections) == layout(snapshot.sections))
    #expect(table.tableView.visibleTexts == ["r1", "r3", "r12"])
  }

  @Test("onWillDisplay applies a snapshot (load more): queued after the layout, then shown")
  func applyFromWillDisplay() throws {
    let table = makeTable(height: 2_000)
    var loads = 0
    var more = Row<TitleCell>(model: "more", id: "more")
    more.onWillDisplay = { [unowned table] _, _ in
      loads += 1
      guard loads == 1 else { return }
      var snapshot = table.snapshot()
      #expect(throws: Never.self) {
        try snapshot.insertRows([self.row(3), self.row(4)], beforeRow: "more")
        try snapshot.reloadRows([1])
        try table.apply(snapshot)
      }
    }
    try table.update(with: [Section(id: "a", rows: [row(1), row(2), more])])
    table.tableView.layoutIfNeeded()
    table.tableView.layoutIfNeeded()
    #expect(loads >= 1)
    #expect(layout(table.sections) == ["a:1,2,3,4,more"])
    #expect(table.tableView.visibleTexts == ["r1", "r2", "r3", "r4", "more"])
  }

  @Test(
    "class models whose ids change in place between snapshots: verbs throw or work, applies show the snapshot"
  )
  func classIDsChangedInPlace() throws {
    for seed in SeededRandom.seeds(16, base: 0x1D5_C1A55) {
      try classIDsChangedInPlace(seed: seed)
    }
  }

  private func classIDsChangedInPlace(seed: UInt64) throws {
    var random = SeededRandom(seed: seed)
    // Tall enough for every row the rounds can add (at most 10 + 60 x 4,
    // 44 points each, with headers): every row is visible.
    let table = makeTable(height: 20_000)
    var tags = (0..<10).map(Tag.init)
    try table.update(with: [
      Section(id: "a", rows: tags.prefix(5).map { Row<TagCell>(model: $0) }),
      Section(id: "b", rows: tags.suffix(5).map { Row<TagCell>(model: $0) }),
    ])
    for round in 0..<60 {
      let context = "seed \(seed), round \(round)"
      // Ids changed under the table: to a new value, or to another's.
      for tag in tags.shuffled(using: &random).prefix(random.int(3)) {
        tag.id = random.chance(0.5) ? tags[random.int(tags.count)].id : 100 + random.int(100)
      }
      var snapshot = table.snapshot()
      for _ in 0..<(1 + random.int(4)) {
        // Named by ids the rows have now, or had, or never had.
        let id = random.chance(0.8) ? tags[random.int(tags.count)].id : random.int(200)
        let anchor = tags[random.int(tags.count)].id
        do {
          switch random.int(6) {
          case 0: try snapshot.deleteRows([id])
          case 1: try snapshot.moveRow(id, afterRow: anchor)
          case 2: try snapshot.reconfigureRows([id])
          case 3: try snapshot.replaceRow(id, with: Row<TagCell>(model: Tag(id)))
          case 4:
            let tag = Tag(300 + round)
            tags.append(tag)
            try snapshot.insertRows([Row<TagCell>(model: tag)], beforeRow: anchor)
          default:
            let tag = Tag(600 + round)
            tags.append(tag)
            try snapshot.appendRows([Row<TagCell>(model: tag)], toSection: "a")
          }
        } catch {
          // A typed error naming what is missing or repeated: nothing changed.
          #expect(!error.description.isEmpty, "\(context)")
        }
      }
      do {
        try table.apply(snapshot)
      } catch let error as TableError {
        // Ids the app made equal in place repeat: refused, nothing changed.
        guard case .duplicateIDs = error else {
          Issue.record("\(error), \(context)")
          return
        }
        #expect(table.tableView.numberOfRows(inSection: 0) == table.sections[0].rows.count)
        // The app repairs its ids, and goes on.
        var seen = Set<Int>()
        for tag in tags where !seen.insert(tag.id).inserted { tag.id = 1_000 + seen.count + round }
        continue
      }
      table.tableView.layoutIfNeeded()
      #expect(
        table.sections.map(\.rows.count) == snapshot.sections.map(\.rows.count), "\(context)")
      #expect(
        (0..<table.tableView.numberOfSections).map { table.tableView.numberOfRows(inSection: $0) }
          == snapshot.sections.map(\.rows.count), "\(context)")
      #expect(
        table.tableView.visibleCells.count == snapshot.sections.reduce(0) { $0 + $1.rows.count },
        "\(context)")
      // Each cell shows its row's model (as configured when the row was
      // last configured: a class model changed in place is not).
      for (section, value) in table.sections.enumerated() {
        for (index, row) in value.rows.enumerated() {
          let path = IndexPath(row: index, section: section)
          #expect(table.tableView.cellForRow(at: path) != nil, "\(context), \(path)")
          #expect(row.model(as: Tag.self) != nil, "\(context)")
        }
      }
    }
  }

  @Test("a stale snapshot is applied against what the table shows, its marks where the rows are")
  func staleSnapshot() throws {
    let table = try table([("a", [1, 2, 3]), ("b", [4, 5])])
    var stale = table.snapshot()
    try table.update(with: [
      Section(id: "b", rows: [row(5), row(4), row(9)]), Section(id: "a", rows: [row(3), row(1)]),
    ])
    try stale.reconfigureRows([4])
    try stale.reloadRows([3])
    // The stale snapshot's row 2 is back; 9 goes.
    let before = table.sections
    let start = table.tableView.updateLog.count
    try applyAndCheck(stale, to: table)
    let (reloads, reconfigures) = marked(table, since: start, before: before)
    #expect(reloads == [3])
    #expect(reconfigures == [4])
  }

  // MARK: Marks and later verbs

  @Test("marks of rows a later verb deletes are dropped; the apply shows the rest")
  func marksOfDeletedRows() throws {
    let table = try table([("a", [1, 2, 3]), ("b", [4])])
    var snapshot = table.snapshot()
    try snapshot.reloadRows([2])
    try snapshot.reconfigureRows([3, 4])
    try snapshot.deleteRows([2])
    try snapshot.deleteSections(["b"])
    let before = table.sections
    let start = table.tableView.updateLog.count
    try applyAndCheck(snapshot, to: table)
    let (reloads, reconfigures) = marked(table, since: start, before: before)
    #expect(reloads.isEmpty)
    #expect(reconfigures == [3])
  }

  @Test("a row marked, deleted, then appended again is still marked and shown anew")
  func marksOfReinsertedRows() throws {
    let table = try table([("a", [1, 2, 3])])
    var snapshot = table.snapshot()
    try snapshot.reloadRows([2])
    try snapshot.deleteRows([2])
    try snapshot.appendRows([row(2)], toSection: "a")
    #expect(snapshot.reloadedRowIDs == [2])
    let before = table.sections
    let start = table.tableView.updateLog.count
    try applyAndCheck(snapshot, to: table)
    let (reloads, reconfigures) = marked(table, since: start, before: before)
    #expect(reloads == [2])
    #expect(reconfigures.isEmpty)
  }

  @Test("reconfigured rows that also move are configured with their new models")
  func markedRowMoves() throws {
    let table = try table([("a", [1, 2, 3]), ("b", [4, 5])])
    var snapshot = table.snapshot()
    try snapshot.reconfigureRows([2, 4])
    try snapshot.replaceRow(2, with: row(2, "two"))
    try snapshot.moveRow(2, afterRow: 5)
    try snapshot.moveRow(4, afterRow: 5)
    let before = table.sections
    let start = table.tableView.updateLog.count
    try applyAndCheck(snapshot, to: table)
    #expect(table.tableView.visibleTexts == ["r1", "r3", "r5", "r4", "two"])
    let (reloads, reconfigures) = marked(table, since: start, before: before)
    #expect(reloads.isEmpty)
    #expect(reconfigures == [2, 4])
  }

  @Test("marked rows whose section moves: reconfigured and reloaded, each once")
  func markedRowSectionMoves() throws {
    let table = try table([("a", [1, 2]), ("b", [3, 4])])
    var snapshot = table.snapshot()
    try snapshot.reconfigureRows([4])
    try snapshot.reloadRows([1])
    try snapshot.moveSection("b", beforeSection: "a")
    let before = table.sections
    let start = table.tableView.updateLog.count
    try applyAndCheck(snapshot, to: table)
    let (reloads, reconfigures) = marked(table, since: start, before: before)
    #expect(reconfigures == [4])
    #expect(reloads == [1])
  }

  @Test("a reconfigure of a row whose cell type changed becomes a reload")
  func reconfigureWithNewCellType() throws {
    let table = try table([("a", [1, 2, 3])])
    var snapshot = table.snapshot()
    try snapshot.replaceRow(2, with: Row<LoudCell>(model: "r2", id: 2))
    try snapshot.reconfigureRows([2])
    let before = table.sections
    let start = table.tableView.updateLog.count
    try applyAndCheck(snapshot, to: table)
    let (reloads, reconfigures) = marked(table, since: start, before: before)
    #expect(reloads == [2])
    #expect(reconfigures.isEmpty)
    #expect(table.tableView.visibleTexts == ["r1", "R2", "r3"])
  }

  @Test("a reconfigure of a moved row whose cell type changed becomes a reload too")
  func reconfigureMovedRowWithNewCellType() throws {
    let table = try table([("a", [1, 2, 3]), ("b", [4])])
    var snapshot = table.snapshot()
    try snapshot.replaceRow(2, with: Row<LoudCell>(model: "r2", id: 2))
    try snapshot.reconfigureRows([2])
    try snapshot.moveRow(2, afterRow: 4)
    let before = table.sections
    let start = table.tableView.updateLog.count
    try applyAndCheck(snapshot, to: table)
    let (reloads, reconfigures) = marked(table, since: start, before: before)
    #expect(reconfigures.isEmpty)
    #expect(table.tableView.visibleTexts == ["r1", "r3", "r4", "R2"])
    _ = reloads
  }

  @Test("a stale snapshot whose row has the old cell type: its reconfigure is a reload")
  func staleReconfigureWithOldCellType() throws {
    let table = try table([("a", [1, 2])])
    var stale = table.snapshot()
    try table.update(with: [Section(id: "a", rows: [row(1), Row<LoudCell>(model: "r2", id: 2)])])
    try stale.reconfigureRows([2])
    let before = table.sections
    let start = table.tableView.updateLog.count
    try applyAndCheck(stale, to: table)
    let (reloads, reconfigures) = marked(table, since: start, before: before)
    #expect(reloads == [2])
    #expect(reconfigures.isEmpty)
  }

  @Test("section marks: a reload reloads the section, a reconfigure configures its rows")
  func sectionMarks() throws {
    let table = try table([("a", [1]), ("b", [2, 3]), ("c", [4])])
    var snapshot = table.snapshot()
    try snapshot.reloadSections(["c"])
    try snapshot.reconfigureSections(["b"])
    try snapshot.deleteSections(["a"])
    let before = table.sections
    let start = table.tableView.updateLog.count
    try applyAndCheck(snapshot, to: table)
    let (_, reconfigures) = marked(table, since: start, before: before)
    #expect(reconfigures == [2, 3])
    // The section reload names "c": at 2 in the first batch, at 1 after it.
    var reloadedSections: [AnyHashable?] = []
    for (index, entry) in table.tableView.updateLog[start...].enumerated() {
      let sections = index == 0 ? before : table.sections
      for case .reloadSections(let indexes, _) in entry.operations {
        reloadedSections += indexes.map { sections.indices.contains($0) ? sections[$0].id : nil }
      }
    }
    #expect(reloadedSections == ["c"])
  }

  @Test("a section reconfigure configures the rows moved into the section, and no row moved out")
  func sectionReconfigureOfMovedRows() throws {
    let table = try table([("a", [1, 2, 3]), ("b", [4, 5, 6])])
    var snapshot = table.snapshot()
    try snapshot.moveRow(1, afterRow: 5)
    try snapshot.moveRow(6, beforeRow: 2)
    try snapshot.deleteRows([4])
    try snapshot.insertRows([row(7)], afterRow: 6)
    try snapshot.reconfigureSections(["b"])
    let before = table.sections
    let start = table.tableView.updateLog.count
    try applyAndCheck(snapshot, to: table)
    #expect(table.tableView.visibleTexts == ["r6", "r7", "r2", "r3", "r5", "r1"])
    let (reloads, reconfigures) = marked(table, since: start, before: before)
    #expect(reloads.isEmpty)
    #expect(reconfigures == [5, 1])
  }

  @Test("random marks with random later verbs: exactly the marked rows kept are shown again")
  func randomMarksLandOnMarkedRows() throws {
    for seed in SeededRandom.seeds(Self.full ? 400 : 200, base: 0x3A2C) {
      try withSeed(seed, "marks against later verbs") { random in
        let table = try table([("a", [0, 1, 2, 3]), ("b", [4, 5, 6]), ("c", [7, 8])])
        var snapshot = table.snapshot()
        var log: [String] = []
        var renamed = Set<AnyHashable>()
        for _ in 0..<8 {
          let one = random.int(11)
          let other = random.int(11)
          let sections = ["a", "b", "c", "d"]
          do {
            switch random.int(7) {
            case 0: try snapshot.reloadRows([one])
            case 1: try snapshot.reconfigureRows([one])
            case 2: try snapshot.moveRow(one, afterRow: other)
            case 3: try snapshot.deleteRows([one])
            case 4: try snapshot.moveSection(sections[one % 3], beforeSection: sections[other % 3])
            case 5:
              try snapshot.appendSections([Section(id: sections[3], rows: [row(one, "n\(one)")])])
              renamed.insert(one)
            default:
              try snapshot.appendRows([row(one, "n\(one)")], toSection: sections[other % 3])
              renamed.insert(one)
            }
            log.append("ok")
          } catch {
            log.append("failed")
          }
        }
        let history =
          "\(log), reloads \(snapshot.reloadedRowIDs), reconfigures "
          + "\(snapshot.reconfiguredRowIDs), \(layout(table.sections)) -> \(layout(snapshot.sections))"
        let before = table.sections
        let start = table.tableView.updateLog.count
        try table.apply(snapshot)
        table.tableView.layoutIfNeeded()
        try #require(layout(table.sections) == layout(snapshot.sections), "\(history)")
        try #require(
          table.tableView.visibleTexts == (try freshTexts(snapshot.sections)), "\(history)")
        let (reloads, reconfigures) = marked(table, since: start, before: before)
        // Only marked rows and rows with new content are shown again.
        let allowed = Set(snapshot.reloadedRowIDs + snapshot.reconfiguredRowIDs).union(renamed)
        try #require(
          reloads.union(reconfigures).isSubset(of: allowed),
          "shown again \(reloads) \(reconfigures), \(history)")
        try #require(
          reloads.isDisjoint(with: reconfigures), "both \(reloads) \(reconfigures), \(history)")
        // Every marked row kept (in a section kept, not new) is shown again as marked.
        let oldIDs = Set(ids(before).values)
        let oldSections = Set(before.compactMap(\.id))
        for id in snapshot.reloadedRowIDs + snapshot.reconfiguredRowIDs where oldIDs.contains(id) {
          guard let section = snapshot.sectionID(containingRow: id), oldSections.contains(section)
          else { continue }
          let reload = snapshot.reloadedRowIDs.contains(id)
          try #require(
            reload ? reloads.contains(id) : reconfigures.union(reloads).contains(id),
            "row \(id) not shown again, \(reloads) \(reconfigures), \(history)")
        }
      }
    }
  }

  // MARK: Outlines, sharing, queued applies

  @Test("an outline's children are not rows of the snapshot: re-appending one is refused at apply")
  func outlineChildrenAreNotSnapshotRows() throws {
    let table = makeTable(height: 2_000)
    try table.update(with: [
      Section(id: "a", rows: [row(1).children([row(10), row(11)]).expanded(true), row(2)])
    ])
    table.tableView.layoutIfNeeded()
    var snapshot = table.snapshot()
    #expect(snapshot.rowIDs == [1, 2])
    #expect(snapshot.indexOfRow(10) == nil)
    try snapshot.deleteRows([10])
    #expect(snapshot.numberOfRows == 2)
    // The child 10 is not found, so it is appended rather than moved: the
    // table then has two rows 10, and the apply throws and changes nothing.
    try snapshot.appendRows([row(10)], toSection: "a")
    let shown = table.tableView.visibleTexts
    do {
      try table.apply(snapshot)
      #expect(layout(table.sections) == layout(snapshot.sections))
    } catch let error as TableError {
      guard case .duplicateIDs = error else { throw error }
      #expect(table.tableView.visibleTexts == shown)
    }
  }

  @Test("marks of rows below an expanded parent land on the rows shown")
  func marksBelowExpandedParent() throws {
    let table = makeTable(height: 2_000)
    try table.update(with: [
      Section(id: "a", rows: [row(1).children([row(10), row(11)]).expanded(true), row(2), row(3)])
    ])
    table.tableView.layoutIfNeeded()
    #expect(table.tableView.visibleTexts == ["r1", "r10", "r11", "r2", "r3"])
    var snapshot = table.snapshot()
    try snapshot.replaceRow(2, with: row(2, "two"))
    try snapshot.reconfigureRows([2])
    try snapshot.reloadRows([3])
    let start = table.tableView.updateLog.count
    try table.apply(snapshot)
    table.tableView.layoutIfNeeded()
    #expect(table.tableView.visibleTexts == ["r1", "r10", "r11", "two", "r3"])
    let operations = table.tableView.operations(since: start)
    #expect(operations.contains(.reconfigureRows([IndexPath(row: 3, section: 0)])), "\(operations)")
    #expect(
      operations.contains(.reloadRows([IndexPath(row: 4, section: 0)], .automatic)), "\(operations)"
    )
  }

  @Test("a snapshot's verbs never change the table it was taken from, nor another snapshot of it")
  func snapshotsDoNotShareRowsWithTheTable() throws {
    let table = try table([("a", [1, 2, 3]), ("b", [4, 5])])
    let before = layout(table.sections)
    var first = table.snapshot()
    let second = table.snapshot()
    _ = second.indexOfRow(4)
    try first.replaceRow(1, with: row(1, "one"))
    try first.moveRow(2, afterRow: 5)
    try first.deleteRows([4])
    try first.appendRows([row(6)], toSection: "a")
    try first.moveSection("b", beforeSection: "a")
    #expect(layout(table.sections) == before)
    #expect(layout(second.sections) == before)
    #expect(layout(table.snapshot().sections) == before)
    #expect(second.indexOfRow(4) == 3)
    table.tableView.layoutIfNeeded()
    #expect(table.tableView.visibleTexts == ["r1", "r2", "r3", "r4", "r5"])
  }

  @Test("two applies from one callback, the second of a snapshot taken before the first shows")
  func twoAppliesFromOneCallback() throws {
    let table = makeTable(height: 2_000)
    var second: TableSnapshot?
    // The snapshot holds the row whose action holds `second`: let go of it.
    defer { second = nil }
    let tapped = Row<TitleCell>(model: "tap", id: 0) { [unowned table] _, _ in
      #expect(throws: Never.self) {
        var first = table.snapshot()
        try first.appendRows([self.row(7)], toSection: "a")
        try table.apply(first)
        // Queued: the table still shows the old sections, so this snapshot is stale.
        var next = table.snapshot()
        try next.deleteRows([1])
        try next.reloadRows([2])
        try table.apply(next)
        second = next
      }
    }
    try table.update(with: [Section(id: "a", rows: [tapped, row(1), row(2)])])
    table.tableView.layoutIfNeeded()
    try table.tableView.tapRow(at: IndexPath(row: 0, section: 0))
    table.tableView.layoutIfNeeded()
    let last = try #require(second)
    #expect(layout(table.sections) == layout(last.sections))
    #expect(table.tableView.visibleTexts == (try freshTexts(last.sections)))
  }

  @Test("a Hashable model row replaced by one of another cell type is reloaded")
  func hashableModelNewCellType() throws {
    let table = makeTable(height: 2_000)
    try table.update(with: [
      Section(id: "a", rows: [Row<NumberCell>(model: 1), Row<NumberCell>(model: 2)])
    ])
    var snapshot = table.snapshot()
    try snapshot.replaceRow(2, with: Row<LoudNumberCell>(model: 2))
    try snapshot.reconfigureRows([2])
    let before = table.sections
    let start = table.tableView.updateLog.count
    try applyAndCheck(snapshot, to: table)
    let (reloads, reconfigures) = marked(table, since: start, before: before)
    #expect(reloads == [2])
    #expect(reconfigures.isEmpty)
    #expect(table.tableView.visibleTexts == ["1", "#2"])
  }

  @Test("a section reconfigure configures every row of the section: repeated models included")
  func sectionReconfigureOfRepeatedModels() throws {
    let table = makeTable(height: 2_000)
    try table.update(with: [
      Section(
        id: "a",
        rows: [Row<NumberCell>(model: 5), Row<NumberCell>(model: 5), Row<NumberCell>(model: 6)])
    ])
    var snapshot = table.snapshot()
    try snapshot.reconfigureSections(["a"])
    let start = table.tableView.updateLog.count
    try applyAndCheck(snapshot, to: table)
    var paths = Set<IndexPath>()
    for case .reconfigureRows(let reconfigured) in table.tableView.operations(since: start) {
      paths.formUnion(reconfigured)
    }
    #expect(paths == Set((0..<3).map { IndexPath(row: $0, section: 0) }))
  }

  @Test("a section reconfigure configures every row of the section: positional rows included")
  func sectionReconfigureOfPositionalRows() throws {
    let table = makeTable(height: 2_000)
    try table.update(with: [
      Section(
        id: "a",
        rows: [
          Row<OpaqueCell>(model: Opaque(text: "p")), row(1),
          Row<OpaqueCell>(model: Opaque(text: "q")),
        ])
    ])
    var snapshot = table.snapshot()
    try snapshot.reconfigureSections(["a"])
    let start = table.tableView.updateLog.count
    try applyAndCheck(snapshot, to: table)
    var paths = Set<IndexPath>()
    for operation in table.tableView.operations(since: start) {
      switch operation {
      case .reconfigureRows(let reconfigured): paths.formUnion(reconfigured)
      case .reloadRows(let reloaded, _): paths.formUnion(reloaded)
      default: break
      }
    }
    #expect(paths == Set((0..<3).map { IndexPath(row: $0, section: 0) }))
  }

  @Test("sections appended one by one, each filled, UIKit's common pattern, stay linear")
  func sectionsAppendedOneByOne() throws {
    func cost(_ count: Int) throws -> (calls: Int, seconds: Double) {
      let tally = WorkTally()
      let keys = (0..<count).map { AnyHashable(TalliedKey($0, tally)) }
      return try self.cost(trials: 1, tally: tally, from: TableSnapshot()) { snapshot in
        for key in keys {
          try snapshot.appendSections([Section(id: key)])
          try snapshot.appendRows([row(key)], toSection: key)
        }
      }
    }
    // Four times the sections: about four times the work when linear,
    // sixteen when quadratic.
    expectGrowth("750 sections, then 3,000", try cost(750), try cost(3_000), below: 10)
  }
}
