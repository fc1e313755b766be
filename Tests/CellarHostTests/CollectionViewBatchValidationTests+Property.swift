import CellarTestSupport
import Foundation
import Testing

@testable import CellarHost

/// A random valid collection view batch, built from a known old→new model,
/// with the new index path of every item that survives it.
private struct RandomCollectionBatch {
  var operations: [Headless.BatchOperation] = []
  var before: [Int] = []
  var after: [Int] = []
  /// For each old item, where it is after the batch (`nil`: deleted,
  /// reloaded, or in a deleted section).
  var expected: [IndexPath: IndexPath?] = [:]

  /// An item of the model after the batch: an old one (moved or staying),
  /// a reloaded one (a new item where the old one was), or a new one.
  private enum Item {
    case old(IndexPath, moved: Bool)
    case reloaded(IndexPath)
    case new
  }

  /// Each old section's deleted items, ascending.
  private var deletes: [Int: [Int]] = [:]

  init(_ random: inout SeededRandom) {
    before = (0..<random.int(5)).map { _ in random.int(6) }
    let (survivors, newSections) = sections(&random)
    for (section, count) in before.enumerated() {
      for item in 0..<count {
        expected[IndexPath(item: item, section: section)] = nil as IndexPath?
      }
    }
    var contents = survivors.map { _ in [Item]() }
    var moved: [IndexPath] = []
    for (position, old) in survivors.enumerated() {
      for item in 0..<before[old] {
        let path = IndexPath(item: item, section: old)
        switch random.int(10) {
        case 0, 1:
          operations.append(.deleteItems([path]))
          deletes[old, default: []].append(item)
        case 2: contents[position].append(.reloaded(path))
        case 3, 4: moved.append(path)
        default: contents[position].append(.old(path, moved: false))
        }
      }
    }
    // Moved items go to a surviving section (survivors exist: they come
    // from one); new items too.
    for path in moved {
      let position = random.int(contents.count)
      contents[position].insert(
        .old(path, moved: true), at: random.int(contents[position].count + 1))
    }
    if !contents.isEmpty {
      for _ in 0..<random.int(6) {
        let position = random.int(contents.count)
        contents[position].insert(.new, at: random.int(contents[position].count + 1))
      }
    }
    let deletedByReload = reloadsSentAsDeleteAndInsert(contents, survivors: survivors)
    emit(
      contents, survivors: survivors, newSections: newSections, deletedByReload: deletedByReload,
      &random)
  }

  /// The reloads UIKit would not insert where their item is: their item
  /// shifted down by the deletes before it in its old section and up by
  /// the inserts at or before it in its new one (moves do not count, so
  /// it can land on another item's place). A valid batch deletes and
  /// inserts those instead; each such pair shifts the others, so the set
  /// grows until every reload left lands in place.
  private func reloadsSentAsDeleteAndInsert(_ contents: [[Item]], survivors: [Int]) -> Set<
    IndexPath
  > {
    var sent: Set<IndexPath> = []
    var changed = true
    while changed {
      changed = false
      for (position, entries) in contents.enumerated() {
        let inserts = entries.indices.filter { index in
          switch entries[index] {
          case .new: true
          case .reloaded(let path): sent.contains(path)
          case .old: false
          }
        }
        let old = survivors[position]
        let removed = ((deletes[old] ?? []) + sent.filter { $0[0] == old }.map { $0[1] }).sorted()
        for (index, entry) in entries.enumerated() {
          guard case .reloaded(let path) = entry, !sent.contains(path) else { continue }
          var landing = path[1] - removed.filter { $0 < path[1] }.count
          for insert in inserts where insert <= landing { landing += 1 }
          if landing != index {
            sent.insert(path)
            changed = true
          }
        }
      }
    }
    return sent
  }

  /// Picks the surviving old sections (in their new order) and the new
  /// sections' places; emits the section operations.
  private mutating func sections(_ random: inout SeededRandom) -> ([Int], [Int]) {
    var survivors: [Int] = []
    for section in before.indices {
      if random.chance(0.2) {
        // Section reloads are covered by the example tests.
        operations.append(.deleteSections([section]))
      } else {
        survivors.append(section)
      }
    }
    let movesSections = random.chance(0.3)
    if movesSections { survivors.shuffle(using: &random) }
    let total = survivors.count + random.int(3)
    var slots = Array(0..<total)
    slots.shuffle(using: &random)
    let newSections = Array(slots.prefix(total - survivors.count)).sorted()
    if !newSections.isEmpty { operations.append(.insertSections(IndexSet(newSections))) }
    let survivorSlots = (0..<total).filter { !newSections.contains($0) }
    if movesSections {
      for (old, new) in zip(survivors, survivorSlots) {
        operations.append(.moveSection(old, new))
      }
    }
    return (survivors, newSections)
  }

  /// Places the surviving sections' contents and emits the item operations,
  /// the counts after, and the expected map.
  private mutating func emit(
    _ contents: [[Item]], survivors: [Int], newSections: [Int], deletedByReload: Set<IndexPath>,
    _ random: inout SeededRandom
  ) {
    let total = survivors.count + newSections.count
    after = Array(repeating: 0, count: total)
    let survivorSlots = (0..<total).filter { !newSections.contains($0) }
    for section in newSections { after[section] = random.int(4) }
    for (position, slot) in survivorSlots.enumerated() {
      after[slot] = contents[position].count
      for (item, entry) in contents[position].enumerated() {
        let here = IndexPath(item: item, section: slot)
        switch entry {
        case .new:
          operations.append(.insertItems([here]))
          if random.chance(0.2) { operations.append(.insertItems([here])) }
        case .reloaded(let path):
          if deletedByReload.contains(path) {
            operations.append(.deleteItems([path]))
            operations.append(.insertItems([here]))
          } else {
            operations.append(.reloadItems([path]))
          }
        case .old(let path, let moved):
          expected[path] = here
          if moved {
            operations.append(.moveItem(path, here))
            if random.chance(0.2) { operations.append(.moveItem(path, here)) }
          }
        }
      }
    }
    operations.shuffle(using: &random)
  }
}

extension CollectionViewBatchValidationTests {
  @Test("random valid batches pass and map every surviving item exactly once")
  func randomValidBatches() throws {
    // A failing seed is reported with how to replay it (CELLAR_SEED).
    for seed in SeededRandom.seeds(300) {
      try withSeed(seed, "valid collection batch") { random in
        let batch = RandomCollectionBatch(&random)
        let plan: CollectionViewBatch.Plan
        do {
          plan = try CollectionViewBatch.validate(
            batch.operations, before: batch.before, after: batch.after)
        } catch {
          Issue.record(
            "seed \(seed): \(error) for \(batch.operations) \(batch.before)→\(batch.after)")
          throw error
        }
        var hit: Set<IndexPath> = []
        for (old, new) in batch.expected {
          let mapped = plan.newIndexPath(for: old)
          try #require(mapped == new, "seed \(seed): \(old) maps to \(String(describing: mapped))")
          if let mapped {
            try #require(hit.insert(mapped).inserted, "seed \(seed): \(mapped) twice")
          }
        }
      }
    }
  }
}
