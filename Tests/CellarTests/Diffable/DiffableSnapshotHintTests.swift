import CellarTestSupport
import Foundation
import Testing

@testable import Cellar

/// A ``DiffableSnapshot`` finds an item where it was last seen in its
/// section, then near there, then anywhere in the section: these sections
/// are long enough, and their edits bulky enough, for every one of those
/// ways to be taken, and each step is checked against a plain model.
@Suite struct DiffableSnapshotHintTests {
  private typealias Snapshot = DiffableSnapshot<Int, Int>

  /// `items` without repeats, in the order first met (so that a seed
  /// replays the same verbs).
  private func uniqued(_ items: [Int]) -> [Int] {
    var seen = Set<Int>()
    return items.filter { seen.insert($0).inserted }
  }

  @Test("bulky inserts, deletes and moves in long sections: every lookup finds its item")
  func lookupsAfterBulkyEdits() throws {
    for seed in SeededRandom.seeds(
      TestEnvironment.sanitized(TestEnvironment.scaled(8, full: 40)), base: 0x417)
    {
      try withSeed(seed, "diffable snapshot lookups by hint") { random in
        var snapshot = Snapshot()
        var model = DiffableItemModel()
        var next = 0
        func fresh(_ count: Int) -> [Int] {
          defer { next += count }
          return Array(next..<next + count)
        }
        for id in 0..<3 {
          let items = fresh(200)
          try snapshot.appendSections([id])
          try snapshot.appendItems(items, toSection: id)
          model.sections.append((id, items))
        }
        var history: [String] = []
        for step in 0..<120 {
          let all = model.sections.flatMap(\.items)
          guard all.count > 2 else { break }
          let anchor = all[random.int(all.count)]
          let after = random.chance(0.5)
          switch random.int(6) {
          case 0:
            // A long run at once: the items after it move far from their hints.
            let new = fresh(1 + random.int(80))
            history.append("insert \(new.count) \(after ? "after" : "before") \(anchor)")
            try after
              ? snapshot.insertItems(new, afterItem: anchor)
              : snapshot.insertItems(new, beforeItem: anchor)
            model.insert(new, at: anchor, after: after)
          case 1:
            let gone = (0..<1 + random.int(60)).map { _ in all[random.int(all.count)] }
            let unique = uniqued(gone)
            history.append("delete \(unique.count)")
            try snapshot.deleteItems(unique)
            for item in unique { model.remove(item) }
          case 2, 3:
            let item = all[random.int(all.count)]
            guard item != anchor else { continue }
            history.append("move \(item) \(after ? "after" : "before") \(anchor)")
            try after
              ? snapshot.moveItem(item, afterItem: anchor)
              : snapshot.moveItem(item, beforeItem: anchor)
            model.remove(item)
            model.insert([item], at: anchor, after: after)
          case 4:
            // Items already there move into place, as UIKit moves them.
            let moving = uniqued((0..<1 + random.int(40)).map { _ in all[random.int(all.count)] })
            let section = model.sections[random.int(model.sections.count)].id
            history.append("append \(moving.count) existing to \(section)")
            try snapshot.appendItems(moving, toSection: section)
            for item in moving { model.remove(item) }
            let target = model.sections.firstIndex { $0.id == section }!
            model.sections[target].items += moving
          default:
            // The user's move, by place.
            let from = random.int(model.sections.count)
            guard !model.sections[from].items.isEmpty else { continue }
            let row = random.int(model.sections[from].items.count)
            let to = random.int(model.sections.count)
            let item = model.sections[from].items.remove(at: row)
            let destination = min(
              random.int(model.sections[to].items.count + 1), model.sections[to].items.count)
            model.sections[to].items.insert(item, at: destination)
            history.append("user move \(from).\(row) to \(to).\(destination)")
            let moved = snapshot.moveItem(
              at: IndexPath(item: row, section: from),
              to: IndexPath(item: destination, section: to))
            try #require(moved)
          }
          try model.check(snapshot, "seed \(seed), step \(step), last \(history.suffix(3))")
        }
      }
    }
  }

  @Test(
    "a copy keeps finding its items after the original's edits, and the original after the copy's")
  func copiesKeepTheirHints() throws {
    var original = Snapshot()
    try original.appendSections([0])
    try original.appendItems(Array(0..<300), toSection: 0)
    var copy = original
    // The original's items shift by 100, far past the nearby search.
    try original.insertItems(Array(1_000..<1_100), beforeItem: 0)
    try copy.deleteItems(Array(0..<50))
    #expect(original.indexOfItem(299) == 399)
    #expect(original.indexOfItem(1_050) == 50)
    #expect(copy.indexOfItem(299) == 249)
    #expect(copy.indexOfItem(10) == nil)
    try copy.moveItem(299, beforeItem: 50)
    #expect(copy.indexOfItem(299) == 0)
    #expect(copy.indexOfItem(50) == 1)
    #expect(original.indexOfItem(299) == 399)
  }
}

/// A plain model of a `DiffableSnapshot<Int, Int>`: each section's
/// identifier and items, in order (shared by the snapshot's lookup tests).
struct DiffableItemModel {
  var sections: [(id: Int, items: [Int])] = []

  func place(of item: Int) -> (section: Int, row: Int)? {
    for (section, value) in sections.enumerated() {
      if let row = value.items.firstIndex(of: item) { return (section, row) }
    }
    return nil
  }

  mutating func remove(_ item: Int) {
    guard let place = place(of: item) else { return }
    sections[place.section].items.remove(at: place.row)
  }

  mutating func insert(_ new: [Int], at anchor: Int, after: Bool) {
    guard let place = place(of: anchor) else { return }
    sections[place.section].items.insert(contentsOf: new, at: after ? place.row + 1 : place.row)
  }

  /// Requires `snapshot` to agree with the model: its sections, each
  /// section's items, every item's global index and section, the count.
  func check(_ snapshot: DiffableSnapshot<Int, Int>, _ context: String) throws {
    try #require(
      snapshot.sectionIdentifiers == sections.map(\.id), "sections differ, \(context)")
    var global = 0
    for section in sections {
      try #require(
        try snapshot.itemIdentifiers(inSection: section.id) == section.items,
        "items of section \(section.id) differ, \(context)")
      for item in section.items {
        try #require(
          snapshot.indexOfItem(item) == global, "indexOfItem(\(item)) is wrong, \(context)")
        try #require(
          snapshot.sectionIdentifier(containingItem: item) == section.id,
          "sectionIdentifier(containingItem: \(item)) is wrong, \(context)")
        global += 1
      }
    }
    try #require(snapshot.numberOfItems == global, "numberOfItems is wrong, \(context)")
  }
}
