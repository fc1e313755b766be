import CellarDiff
import CellarOracles

/// A row of the benchmark data: an identity and a content value.
struct Item: Identifiable, Hashable, Sendable {
  var id: Int
  var content: Int
}

/// SplitMix64, so every run benchmarks the same data.
typealias BenchRandom = SplitMix64

/// Builds the target of a flat scenario from `source`.
struct FlatEdit {
  var deleteFraction = 0.0
  var insertFraction = 0.0
  var moveFraction = 0.0
  var updateFraction = 0.0
  var shuffleAll = false
  var moveFirstToEnd = false

  func apply(to source: [Item], random: inout BenchRandom) -> [Item] {
    var items = source
    if shuffleAll { items.shuffle(using: &random) }
    if moveFirstToEnd, !items.isEmpty { items.append(items.removeFirst()) }
    let count = source.count
    let deletes = Int(Double(count) * deleteFraction)
    for _ in 0..<deletes where !items.isEmpty {
      items.remove(at: Int.random(in: 0..<items.count, using: &random))
    }
    let moves = Int(Double(count) * moveFraction)
    var moved: [Item] = []
    for _ in 0..<moves where !items.isEmpty {
      moved.append(items.remove(at: Int.random(in: 0..<items.count, using: &random)))
    }
    for item in moved { items.insert(item, at: Int.random(in: 0...items.count, using: &random)) }
    let inserts = Int(Double(count) * insertFraction)
    for index in 0..<inserts {
      let item = Item(id: 10_000_000 + index, content: 0)
      items.insert(item, at: Int.random(in: 0...items.count, using: &random))
    }
    let updates = Int(Double(count) * updateFraction)
    for _ in 0..<updates where !items.isEmpty {
      items[Int.random(in: 0..<items.count, using: &random)].content += 1
    }
    return items
  }
}

/// A flat scenario: `Changeset` against `difference(from:).inferringMoves()`.
func flatScenario(
  name: String, summary: String, target: String, full: Int, edit: FlatEdit,
  expectedMoves: Int? = nil, expectEmpty: Bool = false
) -> Scenario {
  func data(_ scale: Scale) -> (source: [Item], target: [Item]) {
    let count = scale == .smoke ? min(full, 300) : full
    var random = BenchRandom(seed: 0xC311A2)
    let source = (0..<count).map { Item(id: $0, content: 0) }
    return (source, edit.apply(to: source, random: &random))
  }
  return Scenario(
    name: name, summary: summary, target: target,
    make: { scale in
      let (source, target) = data(scale)
      var changes = Changeset()
      var failure: String?
      var checked = false
      return Runner(
        measure: {
          changes = Changeset(source: source, target: target)
          if checked {
            // Checked once, on the untimed warm-up run.
          } else if changes.replay(source: source, target: target) != target {
            failure = "replay differs from the target"
          } else if let expectedMoves, changes.moves.count != expectedMoves {
            failure = "expected \(expectedMoves) moves, got \(changes.moves.count)"
          } else if expectEmpty != changes.isEmpty {
            failure = expectEmpty ? "expected no changes" : "expected changes"
          }
          checked = true
          return Outcome(
            counts: [
              ("deletes", changes.deletes.count), ("inserts", changes.inserts.count),
              ("moves", changes.moves.count), ("updates", changes.updates.count),
            ],
            failure: failure)
        },
        baseline: { _ in .none })
    },
    childBaseline: { scale in
      let (source, target) = data(scale)
      return BaselineWork(label: "swift diff") {
        let difference = target.difference(from: source).inferringMoves()
        var moves = 0
        for change in difference {
          if case .insert(_, _, let associated) = change, associated != nil { moves += 1 }
        }
        return [
          ("removals", difference.removals.count - moves),
          ("insertions", difference.insertions.count - moves), ("moves", moves),
        ]
      }
    },
    memoryProbe: { scale in
      let (source, target) = data(scale)
      return { _ = Changeset(source: source, target: target) }
    })
}

/// A section of the sectioned scenario.
struct BenchSection: Sendable {
  var id: Int
  var rows: [Item]
}

func sectionedScenario() -> Scenario {
  func data(_ scale: Scale) -> (source: [BenchSection], target: [BenchSection]) {
    let sectionCount = scale == .smoke ? 10 : 100
    let rowCount = scale == .smoke ? 30 : 1_000
    var random = BenchRandom(seed: 0x5EC7)
    let source = (0..<sectionCount).map { section in
      BenchSection(
        id: section,
        rows: (0..<rowCount).map { Item(id: section * rowCount + $0, content: 0) })
    }
    var target = source
    let total = sectionCount * rowCount
    let tenth = total / 10
    func randomSection() -> Int { Int.random(in: 0..<sectionCount, using: &random) }
    for _ in 0..<tenth {  // deletes
      let section = randomSection()
      if !target[section].rows.isEmpty {
        target[section].rows.remove(
          at: Int.random(in: 0..<target[section].rows.count, using: &random))
      }
    }
    for index in 0..<tenth {  // moves, half within a section, half across
      let from = randomSection()
      guard !target[from].rows.isEmpty else { continue }
      let item = target[from].rows.remove(
        at: Int.random(in: 0..<target[from].rows.count, using: &random))
      let to = index.isMultiple(of: 2) ? from : randomSection()
      target[to].rows.insert(item, at: Int.random(in: 0...target[to].rows.count, using: &random))
    }
    for index in 0..<tenth {  // inserts
      let to = randomSection()
      target[to].rows.insert(
        Item(id: 10_000_000 + index, content: 0),
        at: Int.random(in: 0...target[to].rows.count, using: &random))
    }
    for _ in 0..<tenth {  // updates
      let section = randomSection()
      if !target[section].rows.isEmpty {
        target[section].rows[Int.random(in: 0..<target[section].rows.count, using: &random)]
          .content += 1
      }
    }
    return (source, target)
  }
  return Scenario(
    name: "sect100x1k",
    summary: "100 sections × 1,000 rows; 10% each deleted, inserted, moved, updated",
    target: "≤ 0.030 s (DifferenceKit: 0.060 s)",
    make: { scale in
      let (source, target) = data(scale)
      var changes = SectionedChangeset()
      var failure: String?
      var checked = false
      return Runner(
        measure: {
          changes = SectionedChangeset(
            source: source, target: target, sectionID: { $0.id }, rows: { $0.rows })
          if !checked {  // once, on the untimed warm-up run
            let expected = target.map { ReplayedSection(section: $0.id, rows: $0.rows) }
            let replayed = changes.replay(source: source, target: target, rows: { $0.rows })?
              .map { ReplayedSection(section: $0.section.id, rows: $0.rows) }
            failure = replayed == expected ? nil : "replay differs from the target"
            checked = true
          }
          return Outcome(
            counts: [
              ("row deletes", changes.rowDeletes.count), ("row inserts", changes.rowInserts.count),
              ("row moves", changes.rowMoves.count), ("row updates", changes.rowUpdates.count),
            ],
            failure: failure)
        },
        baseline: { _ in .none })
    },
    memoryProbe: { scale in
      let (source, target) = data(scale)
      return {
        _ = SectionedChangeset(
          source: source, target: target, sectionID: { $0.id }, rows: { $0.rows })
      }
    })
}

let diffScenarios: [Scenario] = [
  flatScenario(
    name: "pub100k", summary: "100,000 unique items; delete 10%, insert 10%, shuffle 10%",
    target: "≤ 0.028 s (DifferenceKit: 0.057 s)", full: 100_000,
    edit: FlatEdit(deleteFraction: 0.1, insertFraction: 0.1, moveFraction: 0.1)),
  flatScenario(
    name: "same100k", summary: "100,000 unchanged", target: "≤ 0.003 s (DifferenceKit: 0.051 s)",
    full: 100_000, edit: FlatEdit(), expectedMoves: 0, expectEmpty: true),
  flatScenario(
    name: "shuf100k", summary: "100,000 all shuffled", target: "≤ 0.043 s (DifferenceKit: 0.087 s)",
    full: 100_000, edit: FlatEdit(shuffleAll: true)),
  flatScenario(
    name: "upd100k", summary: "100,000; 10% content changed",
    target: "≤ 0.028 s (DifferenceKit: 0.057 s)", full: 100_000,
    edit: FlatEdit(updateFraction: 0.1), expectedMoves: 0),
  flatScenario(
    name: "move1-10k", summary: "10,000; first item moved to the end",
    target: "≤ 0.0015 s, 1 move (DifferenceKit: 0.003 s, 9,999 moves)", full: 10_000,
    edit: FlatEdit(moveFirstToEnd: true), expectedMoves: 1),
  sectionedScenario(),
]
