import CellarDiff
import CellarTestSupport
import Testing

/// A row with an identity and a content.
private struct Item: Identifiable, Equatable, Sendable {
  var id: Int
  var content: Int
}

/// A section with an identity and rows.
private struct Shelf {
  var id: Int
  var items: [Item]
}

/// Rows compared by identity and content, as the package's rules.
private struct ItemRules: SectionedRowRules {
  func sourceID(of element: Item, section: Int, row: Int) -> Int { element.id }
  func targetID(of element: Item, section: Int, row: Int) -> Int { element.id }
  func isContentEqual(_ source: Item, _ target: Item) -> Bool { source == target }
  func reported(_ id: Int) -> Int { id }
}

/// The new index of each staying element, by brute force: the *k*-th
/// element not removed fills the *k*-th place not inserted.
private func bruteForceNewIndices(count: Int, removed: Set<Int>, inserted: Set<Int>) -> [Int: Int] {
  let staying = (0..<count).filter { !removed.contains($0) }
  let newCount = staying.count + inserted.count
  let free = (0..<newCount).filter { !inserted.contains($0) }
  return Dictionary(uniqueKeysWithValues: zip(staying, free))
}

/// The members of `mask` among `0..<count`, ascending.
private func members(_ mask: Int, below count: Int) -> [Int] {
  (0..<count).filter { mask & (1 << $0) != 0 }
}

/// Two random lists of sections with unique row ids: sections deleted,
/// inserted and moved, rows deleted, inserted, moved within and across
/// sections, and contents changed.
private func randomShelves(_ random: inout SeededRandom) -> (source: [Shelf], target: [Shelf]) {
  var nextID = 0
  func items(_ count: Int, _ random: inout SeededRandom) -> [Item] {
    (0..<count).map { _ in
      nextID += 1
      return Item(id: nextID, content: random.int(2))
    }
  }
  let source = (0..<random.int(5)).map { index in
    Shelf(id: index, items: items(random.int(6), &random))
  }
  var target = source.filter { _ in !random.chance(0.25) }
  for _ in 0..<random.int(3) {
    target.insert(
      Shelf(id: 100 + random.int(1000), items: items(random.int(4), &random)),
      at: random.int(target.count + 1))
  }
  var seen: Set<Int> = []
  target = target.filter { seen.insert($0.id).inserted }.shuffled(using: &random)
  guard !target.isEmpty else { return (source, target) }
  var pool = source.flatMap(\.items).filter { _ in random.chance(0.3) }
  for index in target.indices {
    target[index].items.removeAll { _ in random.chance(0.2) }
  }
  let kept = Set(target.flatMap(\.items).map(\.id))
  pool.removeAll { kept.contains($0.id) }
  pool += items(random.int(4), &random)
  for var item in pool {
    if random.chance(0.3) { item.content += 1 }
    let section = random.int(target.count)
    target[section].items.insert(item, at: random.int(target[section].items.count + 1))
  }
  return (source, target)
}

private func changeset(_ source: [Shelf], _ target: [Shelf], content: Bool) -> SectionedChangeset {
  SectionedChangeset(
    source: source, target: target, sectionID: \.id, rows: \.items, rowID: \.id,
    isSectionContentEqual: { _, _ in true }, isRowContentEqual: { content ? $0 == $1 : true })
}

@Suite struct SurvivorMapTests {
  @Test("every staying element lands where brute force puts it, for every small change")
  func newIndexExhaustive() {
    for count in 0...5 {
      for removedMask in 0..<(1 << count) {
        let removed = members(removedMask, below: count)
        let newCount = count - removed.count + 3
        for insertedMask in 0..<(1 << newCount) where insertedMask.nonzeroBitCount <= 3 {
          let inserted = members(insertedMask, below: newCount)
          let newLength = count - removed.count + inserted.count
          guard inserted.allSatisfy({ $0 < newLength }) else { continue }
          let expected = bruteForceNewIndices(
            count: count, removed: Set(removed), inserted: Set(inserted))
          for (old, new) in expected {
            #expect(
              SurvivorMap.newIndex(of: old, removed: removed, inserted: inserted) == new,
              "\(old) with removed \(removed), inserted \(inserted)")
          }
        }
      }
    }
  }

  @Test(
    "a staying element past every change saturates at Int.max; a negative index is only shifted up")
  func newIndexSaturates() {
    #expect(SurvivorMap.newIndex(of: Int.max, removed: [], inserted: [0]) == Int.max)
    #expect(SurvivorMap.newIndex(of: Int.max - 1, removed: [], inserted: [0, 1, 2]) == Int.max)
    #expect(SurvivorMap.newIndex(of: Int.max, removed: [0], inserted: [0]) == Int.max)
    #expect(SurvivorMap.newIndex(of: -1, removed: [0], inserted: []) == -1)
    #expect(SurvivorMap.newIndex(of: Int.min, removed: [], inserted: [Int.min + 1]) == Int.min)
    #expect(SurvivorMap.newIndex(of: 7, removed: [], inserted: [Int.max]) == 7)
  }

  @Test("rows of random sectioned updates go where their ids are in the target", arguments: 0..<4)
  func newPathsMatchIdentities(part: Int) throws {
    for seed in SeededRandom.seeds(200, base: 0x5_0A71_0000 + UInt64(part)) {
      try withSeed(seed, "part \(part)") { random in
        let (source, target) = randomShelves(&random)
        let changes = changeset(source, target, content: true)
        var targetPaths: [Int: SurvivorMap.Path] = [:]
        for (section, shelf) in target.enumerated() {
          for (row, item) in shelf.items.enumerated() {
            targetPaths[item.id] = SurvivorMap.Path(section: section, row: row)
          }
        }
        let sectionTargets = source.map { shelf in target.firstIndex { $0.id == shelf.id } ?? -1 }
        var queries: [SurvivorMap.Path] = []
        var expected: [SurvivorMap.Path: SurvivorMap.Path] = [:]
        for (section, shelf) in source.enumerated() {
          for (row, item) in shelf.items.enumerated() where random.chance(0.7) {
            let path = SurvivorMap.Path(section: section, row: row)
            queries.append(path)
            expected[path] = targetPaths[item.id]
          }
        }
        queries.append(SurvivorMap.Path(section: source.count, row: 0))
        let places = SurvivorMap.newPaths(
          of: queries.shuffled(using: &random), sectionTargets: sectionTargets,
          deleted: changes.rowDeletes, inserted: changes.rowInserts, moves: changes.rowMoves)
        try #require(places == expected, "\(changes)")
      }
    }
  }

  @Test(
    "content compared over the survivors of a changeset matched without content finds the differ's row updates",
    arguments: 0..<4)
  func comparingContentMatchesTheDiffer(part: Int) throws {
    for seed in SeededRandom.seeds(200, base: 0x5_0A71_0100 + UInt64(part)) {
      try withSeed(seed, "part \(part)") { random in
        let (source, target) = randomShelves(&random)
        let full = changeset(source, target, content: true)
        let structural = changeset(source, target, content: false)
        try #require(structural.rowUpdates.isEmpty)
        let targets = try #require(
          structural.survivorTargets(
            sourceCounts: source.map(\.items.count), targetCounts: target.map(\.items.count)))
        var comparison = SurvivorContentComparison(targets: targets)
        // In pieces of a few rows, as the main actor takes them.
        while !comparison.compare(
          sourceRows: source.map(\.items), targetRows: target.map(\.items), rules: ItemRules(),
          upTo: 3)
        {}
        var compared = structural
        compared.rowUpdates = comparison.rowUpdates
        try #require(compared == full)
      }
    }
  }

  @Test("no query, no work; a query in a deleted section or of a deleted row has no place")
  func newPathsEdges() {
    let path = SurvivorMap.Path(section: 0, row: 1)
    #expect(
      SurvivorMap.newPaths(of: [], sectionTargets: [0], deleted: [path], inserted: [], moves: [])
        .isEmpty)
    #expect(
      SurvivorMap.newPaths(of: [path], sectionTargets: [-1], deleted: [], inserted: [], moves: [])
        .isEmpty)
    #expect(
      SurvivorMap.newPaths(
        of: [path], sectionTargets: [0], deleted: [path], inserted: [], moves: []
      )
      .isEmpty)
    #expect(
      SurvivorMap.newPaths(
        of: [path], sectionTargets: [0], deleted: [SurvivorMap.Path(section: 0, row: 0)],
        inserted: [SurvivorMap.Path(section: 0, row: 3)], moves: [])
        == [path: SurvivorMap.Path(section: 0, row: 0)])
  }
}
