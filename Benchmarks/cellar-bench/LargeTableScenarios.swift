import Cellar
import CellarOracles
import Foundation

/// Single updates of a table of 1,000,000 rows (smoke: 10,000) in one
/// section, each against the differ alone on the same data.
let largeTableScenarios: [Scenario] = [
  largeUpdate(
    "reverse1M", "every row reversed",
    { items, _ in items.reverse() }),
  largeUpdate(
    "shuffle1M", "every row shuffled",
    { items, random in items.shuffle(using: &random) }),
  largeUpdate(
    "move20pc1M", "20% of the rows moved to random places",
    { items, random in
      let moved = items.count / 5
      var taken: [TableBenchItem] = []
      taken.reserveCapacity(moved)
      let picked = Set((0..<items.count).shuffled(using: &random).prefix(moved))
      var kept: [TableBenchItem] = []
      kept.reserveCapacity(items.count)
      for (index, item) in items.enumerated() {
        if picked.contains(index) { taken.append(item) } else { kept.append(item) }
      }
      // Sorted places, inserted from the last, so each lands where drawn.
      let places = (0..<moved).map { _ in Int.random(in: 0...kept.count, using: &random) }.sorted()
      var result: [TableBenchItem] = []
      result.reserveCapacity(items.count)
      var next = 0
      for (index, item) in kept.enumerated() {
        while next < moved, places[next] == index {
          result.append(taken[next])
          next += 1
        }
        result.append(item)
      }
      result += taken[next...]
      items = result
    }),
  largeUpdate(
    "content1M", "every row's content changed (same ids, same order)",
    { items, _ in
      for index in items.indices { items[index].content += 1 }
    }),
]

/// A scenario that updates one section of `1,000,000` items (smoke: 10,000)
/// to `edit` of them, scrolled to the middle.
private func largeUpdate(
  _ name: String, _ what: String,
  _ edit: @escaping @Sendable (inout [TableBenchItem], inout BenchRandom) -> Void
) -> Scenario {
  Scenario(
    name: name,
    summary: "Table of 1,000,000 rows in one section; \(what)",
    target: "≤ 1 s end to end, O(n log n)",
    make: { scale in
      let count = scale == .smoke ? 10_000 : 1_000_000
      var random = BenchRandom(seed: 0x1A76E)
      let items = (0..<count).map { TableBenchItem(id: $0, content: 0) }
      var edited = items
      edit(&edited, &random)
      return updateRunner(
        source: [ItemSection(id: 0, items: items)], target: [ItemSection(id: 0, items: edited)],
        scrolledToRow: count / 2)
    })
}
