import CellarDiff
import CellarTestSupport
import Foundation
import Testing

@testable import CellarHost

// `PathMap` against a dictionary that keeps the first value given for each
// key, in its three ways of finding a key (a dense index, a binary search
// of the keys given at once, a dictionary of keys added one at a time),
// and the validator's conflict checks between moves and the deletes and
// inserts of batches big enough to use each way.

/// A place in a table of `counts`, or (now and then) outside it.
private func place(_ random: inout SeededRandom, counts: [Int]) -> SectionedChangeset.Path {
  if random.chance(0.1) {
    return .init(section: random.int(counts.count + 2) - 1, row: random.int(9) - 4)
  }
  let section = random.int(counts.count)
  return .init(section: section, row: random.int(max(counts[section], 1)))
}

/// The map a dictionary would make, the first value of a repeated key kept,
/// and the keys in the order first given.
private func reference(_ pairs: [(SectionedChangeset.Path, SectionedChangeset.Path)]) -> (
  values: [SectionedChangeset.Path: SectionedChangeset.Path], order: [SectionedChangeset.Path]
) {
  var values: [SectionedChangeset.Path: SectionedChangeset.Path] = [:]
  var order: [SectionedChangeset.Path] = []
  for (key, value) in pairs where values[key] == nil {
    values[key] = value
    order.append(key)
  }
  return (values, order)
}

@Suite("PathMap: a batch's moves by place")
struct PathMapTests {
  @Test(
    "lookups, keys in order and shared keys match a first-wins dictionary",
    arguments: SeededRandom.seeds(60))
  func matchesDictionary(seed: UInt64) {
    var random = SeededRandom(seed: seed)
    let counts = (0..<(1 + random.int(4))).map { _ in random.int(40) }
    // Few pairs: a binary search; many for the table: a dense index.
    let pairCount = random.chance(0.5) ? random.int(70) : 65 + random.int(200)
    let pairs = (0..<pairCount).map { _ in
      (place(&random, counts: counts), place(&random, counts: counts))
    }
    let map = PathMap(pairs, rowCounts: counts)
    let expected = reference(pairs)
    #expect(map.count == expected.order.count, "seed \(seed)")
    #expect(Array(map.keys) == expected.order, "seed \(seed)")
    for section in -1...(counts.count + 1) {
      for row in -4...(counts.max() ?? 0) + 1 {
        let key = SectionedChangeset.Path(section: section, row: row)
        #expect(map[key] == expected.values[key], "seed \(seed), key \(key)")
      }
    }
    let probes = (0..<random.int(30)).map { _ in place(&random, counts: counts) }.sorted()
    #expect(
      map.sharesKey(withAscending: probes) == probes.contains { expected.values[$0] != nil },
      "seed \(seed)")
  }

  @Test("keys added one at a time join the keys given at once", arguments: SeededRandom.seeds(20))
  func insertsAfterTheFact(seed: UInt64) {
    var random = SeededRandom(seed: seed)
    let counts = [30, 30]
    let given = (0..<random.int(20)).map { _ in
      (place(&random, counts: counts), place(&random, counts: counts))
    }
    var map = PathMap(given, rowCounts: counts)
    var all = given
    for _ in 0..<random.int(20) {
      let key = place(&random, counts: counts)
      let value = place(&random, counts: counts)
      if map[key] == nil { map.insert(key, value) }
      all.append((key, value))
    }
    let expected = reference(all)
    #expect(Array(map.keys) == expected.order, "seed \(seed)")
    for key in expected.order { #expect(map[key] == expected.values[key], "seed \(seed)") }
    let probes = (0..<30).map { _ in place(&random, counts: counts) }.sorted()
    #expect(
      map.sharesKey(withAscending: probes) == probes.contains { expected.values[$0] != nil },
      "seed \(seed)")
  }
}

@Suite("Big batches: a delete or insert that is also a move's end")
@MainActor
struct BigBatchMoveConflictTests {
  /// A batch on 2 sections of `rows` rows that moves `moves` rows within
  /// section 1 (row `i` to row `i + 1`, backwards so no destination repeats a
  /// source), deletes rows of section 0 and inserts as many into section 0,
  /// plus `extra`.
  private func batch(rows: Int, moves: Int, extra: [UITableView.Operation])
    -> [UITableView.Operation]
  {
    var operations: [UITableView.Operation] = [
      .deleteRows((0..<10).map { IndexPath(row: $0 * 3, section: 0) }, .automatic),
      .insertRows((0..<10).map { IndexPath(row: $0 * 2, section: 0) }, .automatic),
    ]
    operations += (0..<moves).map { index in
      .moveRow(IndexPath(row: 2 * index, section: 1), IndexPath(row: 2 * index + 1, section: 1))
    }
    return operations + extra
  }

  // 70 moves in 2 × 100,000 rows: the moves are found by a binary search;
  // 70 moves in 2 × 150 rows: through a dense index. A delete of row 40
  // (a move's source) or an insert at row 41 (a move's destination).
  @Test(
    "a deleted row that is also moved, or an inserted row that is a move's destination: UIKit's error",
    arguments: [100_000, 150], [true, false])
  func conflict(rows: Int, deletes: Bool) {
    let counts = Array(repeating: rows, count: 2)
    let place = IndexPath(row: deletes ? 40 : 41, section: 1)
    let operations = batch(
      rows: rows, moves: 70,
      extra: [deletes ? .deleteRows([place], .automatic) : .insertRows([place], .automatic)])
    var after = counts
    after[1] += deletes ? -1 : 1
    let expected: UITableView.UpdateError =
      deletes ? .deleteAndMoveSameIndexPath(place) : .insertAndMoveSameIndexPath(place)
    #expect(throws: expected) {
      try UITableView.validateBatch(operations, before: counts, after: after)
    }
  }

  @Test("the same batch without the conflict is accepted", arguments: [100_000, 150])
  func noConflict(rows: Int) throws {
    let counts = Array(repeating: rows, count: 2)
    let operations = batch(rows: rows, moves: 70, extra: [])
    #expect(try UITableView.validateBatch(operations, before: counts, after: counts) == false)
  }
}
