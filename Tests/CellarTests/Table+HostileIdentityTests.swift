import Cellar
import CellarTestSupport
import Foundation
import Testing

/// A `Hashable` model whose identity is itself: a NaN score makes it
/// unequal to itself.
private struct Score: Hashable {
  var name: String
  var score: Double
}

private final class ScoreCell: UITableViewCell, ConfigurableCell {
  func configure(_ model: Score) { textLabel?.text = "\(model.name) \(model.score)" }
}

/// An `Identifiable` model with a misbehaving identity, whose content
/// equality is well behaved (so a row matched by a lying `==` still shows
/// its new model).
private struct Hostile: Identifiable, Equatable {
  var id: HostileID
  var title: String

  static func == (lhs: Hostile, rhs: Hostile) -> Bool {
    lhs.id.kind == rhs.id.kind && lhs.id.value == rhs.id.value && lhs.title == rhs.title
  }
}

private final class HostileCell: UITableViewCell, ConfigurableCell {
  func configure(_ model: Hostile) { textLabel?.text = "\(model.id) \(model.title)" }
}

/// Tables whose row identities are not equal to themselves, or whose `==`
/// or hash misbehave: updates never trap, and the table shows what a fresh
/// table with the same sections shows.
@MainActor
@Suite struct TableHostileIdentityTests {
  /// What a new table shows for `sections`.
  func freshRender(_ sections: [Section]) throws -> String {
    let fresh = makeTable(height: 2000)
    try fresh.update(with: sections)
    fresh.tableView.layoutIfNeeded()
    return fresh.tableView.render()
  }

  /// Updates `table` (synchronously or in the background); `false` when
  /// the update threw `duplicateIDs` (a coin-flip `==` can make two ids
  /// equal; nothing changed), after recording any other error.
  func applyOrRefuse(
    _ sections: [Section], to table: Table, inBackground: Bool, _ context: String
  ) async throws -> Bool {
    do {
      if inBackground {
        _ = try await table.updateInBackground(with: sections)
      } else {
        try table.update(with: sections, animation: .automatic)
      }
      return true
    } catch let error as TableError {
      if case .duplicateIDs = error { return false }
      Issue.record("\(context): \(error)")
      return false
    }
  }

  // Regression: `Table.update` trapped (index out of range in the differ's
  // duplicate report) once a NaN identity met any repeated identity, e.g.
  // rows `Score(name: "a", score: .nan)`, `Score(name: "b", score: 1)` twice.
  @Test("a Hashable model holding a NaN beside a repeated model updates without a trap")
  func nanModelBesideRepeat() throws {
    let table = makeTable()
    let nan = Score(name: "a", score: .nan)
    let one = Score(name: "b", score: 1)
    try table.update(with: [Section(id: 0, rows: [Row<ScoreCell>(model: nan)])])
    let target = [
      Section(
        id: 0,
        rows: [
          Row<ScoreCell>(model: nan), Row<ScoreCell>(model: one), Row<ScoreCell>(model: one),
        ])
    ]
    try table.update(with: target)
    table.tableView.layoutIfNeeded()
    #expect(table.tableView.render() == (try freshRender(target)))
    let back = [Section(id: 0, rows: [Row<ScoreCell>(model: Score(name: "c", score: 2))])]
    try table.update(with: back)
    table.tableView.layoutIfNeeded()
    #expect(table.tableView.render() == (try freshRender(back)))
  }

  @Test("explicit NaN ids are each a row of their own, never a duplicate")
  func nanExplicitIDs() throws {
    let table = makeTable()
    let first = [
      Section(
        id: 0,
        rows: [
          Row<TitleCell>(model: "x", id: Double.nan), Row<TitleCell>(model: "y", id: Double.nan),
          Row<TitleCell>(model: "z", id: 1.0),
        ])
    ]
    try table.update(with: first)
    let second = [
      Section(
        id: 0,
        rows: [Row<TitleCell>(model: "z", id: 1.0), Row<TitleCell>(model: "w", id: Double.nan)])
    ]
    try table.update(with: second)
    table.tableView.layoutIfNeeded()
    #expect(table.tableView.render() == (try freshRender(second)))
  }

  @Test("an update with NaN identities in the background diff applies without a trap")
  func nanBackground() async throws {
    let table = makeTable()
    let nan = Score(name: "a", score: .nan)
    let one = Score(name: "b", score: 1)
    try table.update(
      with: [Section(id: 0, rows: [Row<ScoreCell>(model: nan)])], animation: .automatic)
    let target = [
      Section(id: 0, rows: [Row<ScoreCell>(model: one), Row<ScoreCell>(model: one)]),
      Section(id: Double.nan, rows: [Row<ScoreCell>(model: nan)]),
    ]
    #expect(try await table.updateInBackground(with: target))
    table.tableView.layoutIfNeeded()
    #expect(table.tableView.render() == (try freshRender(target)))
  }

  @Test(
    "random updates with hostile identities (sync and background) never trap and draw what a fresh table draws",
    arguments: SeededRandom.seeds(12))
  func randomHostile(seed: UInt64) async throws {
    let table = makeTable(height: 2000)
    let coin = Coin(seed: seed)
    var random = SeededRandom(seed: seed)
    for step in 0..<12 {
      var sections: [Section] = []
      for _ in 0..<random.size(upTo: 3) {
        var section = Section(id: HostileID(random.chance(0.8) ? .plain : .nan, random.int(3)))
        for _ in 0..<random.size(upTo: 6) {
          let kind = HostileID.Kind.allCases[random.chance(0.5) ? 0 : random.int(6)]
          let id = HostileID(kind, random.int(8), coin: coin)
          switch random.int(3) {
          case 0: section += Row<HostileCell>(model: Hostile(id: id, title: "t\(random.int(2))"))
          case 1:
            section += Row<ScoreCell>(
              model: Score(name: "s", score: random.chance(0.5) ? .nan : Double(random.int(3))))
          default: section += Row<TitleCell>(model: "e\(step)", id: id)
          }
        }
        sections.append(section)
      }
      guard
        try await applyOrRefuse(
          sections, to: table, inBackground: random.chance(0.5), "seed \(seed), step \(step)")
      else { continue }
      table.tableView.layoutIfNeeded()
      let shown = table.tableView.render()
      let fresh = try? freshRender(sections)
      // A fresh table may itself find a coin-flip duplicate; compare when it does not.
      if let fresh, shown != fresh {
        Issue.record(
          "seed \(seed), step \(step): the table shows\n\(shown)\nbut a fresh one\n\(fresh)")
        return
      }
    }
  }

  // Regressions found by the sectioned fuzz target's hostile mode: section
  // ids and background row keys were interned in a `Dictionary`, which
  // traps ("Duplicate keys of type 'SectionKey' (or 'RowKey') were found in
  // a Dictionary") once a hash disagrees with `==`; and a staged update with
  // random section `==` tripped "a stage still crosses sections", its stages
  // being diffed by section ids again.
  @Test(
    "many sections and rows whose ids have a random == or a lying hash update without a trap",
    arguments: SeededRandom.seeds(6))
  func hostileSectionIDs(seed: UInt64) async throws {
    let table = makeTable(height: 400)
    let coin = Coin(seed: seed)
    var random = SeededRandom(seed: seed)
    let kinds: [HostileID.Kind] = [.coinFlip, .hashMismatch, .unstableHash, .plain]
    for step in 0..<8 {
      let sections = (0..<random.int(40)).map { index in
        Section(
          id: HostileID(kinds[random.int(kinds.count)], index % 7, coin: coin),
          rows: (0..<random.int(6)).map { _ in
            Row<TitleCell>(
              model: "r", id: HostileID(kinds[random.int(kinds.count)], random.int(50), coin: coin))
          })
      }
      guard
        try await applyOrRefuse(
          sections, to: table, inBackground: random.chance(0.5), "seed \(seed), step \(step)")
      else { continue }
      table.tableView.layoutIfNeeded()
      #expect(table.tableView.numberOfSections == sections.count, "seed \(seed), step \(step)")
      _ = table.indexPath(forRowID: HostileID(.coinFlip, 1, coin: coin))
    }
  }
}

/// An identity whose every value hashes alike: distinct ids always collide.
private struct Colliding: Hashable {
  var value: Int
  func hash(into hasher: inout Hasher) { hasher.combine(0) }
}

extension TableHostileIdentityTests {
  @Test(
    "distinct ids that all hash alike fill a table; a repeat among them is still named, at both places"
  )
  func collidingHashes() throws {
    let table = makeTable()
    let distinct = (0..<50).map { Row<TitleCell>(model: "r\($0)", id: Colliding(value: $0)) }
    try table.update(with: [Section(id: "s", rows: distinct)])
    #expect(table.sections[0].rows.count == 50)

    let repeating = makeTable()
    let rows = [0, 1, 2, 1].map { Row<TitleCell>(model: "r\($0)", id: Colliding(value: $0)) }
    let error = #expect(throws: TableError.self) {
      try repeating.update(with: [Section(id: "s", rows: rows)])
    }
    guard case .duplicateIDs(let duplicates, let sections)? = error else {
      Issue.record("expected duplicateIDs, got \(String(describing: error))")
      return
    }
    #expect(sections.isEmpty)
    // The error is `Sendable`: it names the id by its description.
    #expect(duplicates.map { "\($0.id)" } == ["Colliding(value: 1)"])
    #expect(
      duplicates.map(\.positions) == [
        [IndexPath(row: 1, section: 0), IndexPath(row: 3, section: 0)]
      ])
    #expect(repeating.sections.isEmpty)
  }
}

/// An identity with few hashes: ids whose values agree modulo `buckets`
/// hash alike, so most rows share their hash with rows they differ from.
private struct FewHashes: Hashable, CustomStringConvertible {
  var value: Int
  var buckets: Int
  static func == (lhs: Self, rhs: Self) -> Bool { lhs.value == rhs.value }
  func hash(into hasher: inout Hasher) { hasher.combine(value % buckets) }
  var description: String { "id \(value)" }
}

extension TableHostileIdentityTests {
  @Test(
    "rows whose hashes repeat without their ids repeating: the repeats named are exactly the ids that repeat, in the order first met",
    arguments: SeededRandom.seeds(40, base: 0xFE_4A5E))
  func someHashesRepeat(seed: UInt64) throws {
    var random = SeededRandom(seed: seed)
    let buckets = 1 + random.int(8)
    let values = (0..<(1 + random.int(4))).map { _ in
      (0..<random.int(30)).map { _ in random.int(60) }
    }
    // The reference: each value met more than once, by its first place.
    var places: [Int: [IndexPath]] = [:]
    var order: [Int] = []
    for (section, rows) in values.enumerated() {
      for (row, value) in rows.enumerated() {
        if places[value] == nil { order.append(value) }
        places[value, default: []].append(IndexPath(row: row, section: section))
      }
    }
    let repeated = order.filter { places[$0]!.count > 1 }
    let sections = values.enumerated().map { section, rows in
      Section(
        id: "s\(section)",
        rows: rows.map { Row<TitleCell>(model: "r", id: FewHashes(value: $0, buckets: buckets)) })
    }
    let table = makeTable()
    guard !repeated.isEmpty else {
      try table.update(with: sections)
      #expect(table.sections.count == sections.count, "seed \(seed)")
      return
    }
    let error = #expect(throws: TableError.self, "seed \(seed)") {
      try table.update(with: sections)
    }
    guard case .duplicateIDs(let duplicates, _)? = error else {
      Issue.record("seed \(seed): expected duplicateIDs, got \(String(describing: error))")
      return
    }
    #expect(duplicates.map { "\($0.id)" } == repeated.map { "id \($0)" }, "seed \(seed)")
    #expect(duplicates.map(\.positions) == repeated.map { places[$0]! }, "seed \(seed)")
    #expect(table.sections.isEmpty, "seed \(seed)")
  }
}
