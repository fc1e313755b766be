import CellarTestSupport
import Foundation
import Testing

@testable import Cellar

/// Equal by value; every instance hashes the same.
private final class SameHash: Hashable, Sendable, CustomStringConvertible {
  let value: Int
  init(_ value: Int) { self.value = value }
  static func == (lhs: SameHash, rhs: SameHash) -> Bool { lhs.value == rhs.value }
  func hash(into hasher: inout Hasher) { hasher.combine(0) }
  var description: String { "s\(value)" }
}

/// Equal by value, except 13, which is equal to nothing, itself included.
private struct Unequal: Hashable, Sendable, CustomStringConvertible {
  let value: Int
  static func == (lhs: Unequal, rhs: Unequal) -> Bool { lhs.value == rhs.value && lhs.value != 13 }
  func hash(into hasher: inout Hasher) { hasher.combine(value) }
  var description: String { "u\(value)" }
}

/// Equal and hashed by a key that the test changes after insertion.
private final class Shifty: Hashable, @unchecked Sendable, CustomStringConvertible {
  var key: Int
  init(_ key: Int) { self.key = key }
  static func == (lhs: Shifty, rhs: Shifty) -> Bool { lhs.key == rhs.key }
  func hash(into hasher: inout Hasher) { hasher.combine(key) }
  var description: String { "k\(key)" }
}

/// Hostile identifiers, large and deep snapshots, and long churn.
@Suite struct DiffableSectionSnapshotAttackTests {
  @Test("a constant hash: every verb and query still right, across a recoding")
  func constantHash() throws {
    let all = (0..<400).map(SameHash.init)
    var snapshot = DiffableSectionSnapshot<SameHash>()
    try snapshot.append(Array(all[0..<100]))
    try snapshot.append(Array(all[100..<200]), to: all[0])
    try snapshot.insert(Array(all[200..<300]), before: all[150])
    try snapshot.insert(Array(all[300..<400]), after: all[0])
    snapshot.expand([all[0], all[1]])
    #expect(
      ForestIO.thrownText { () throws(SnapshotError) in try snapshot.append([all[5]]) }
        == "Identifiers in a section snapshot must be unique. Duplicate item identifiers: {(\n    s5\n)}"
    )
    #expect(!snapshot.contains(SameHash(400)))
    var model = ForestModel()
    _ = model.append(Array(0..<100), to: nil)
    _ = model.append(Array(100..<200), to: 0)
    _ = model.insert((200..<300).map { ForestNode(id: $0) }, anchor: 150, after: false)
    _ = model.insert((300..<400).map { ForestNode(id: $0) }, anchor: 0, after: true)
    model.setExpanded([0, 1], true)
    try expectAgree(snapshot, model)
    let churn = (1_000..<2_200).map(SameHash.init)
    try snapshot.append(churn, to: all[7])
    snapshot.delete(churn + [all[3], all[200]])
    model.delete([3, 200])
    try expectAgree(snapshot, model)
  }

  private func expectAgree(_ snapshot: DiffableSectionSnapshot<SameHash>, _ model: ForestModel)
    throws
  {
    let rows = model.rows
    #expect(snapshot.items.map(\.value) == rows.map(\.id))
    #expect(snapshot.visibleItems.map(\.value) == rows.filter(\.visible).map(\.id))
    #expect(snapshot.expandedItems.map(\.value) == rows.filter(\.expanded).map(\.id))
    for (offset, row) in rows.enumerated() where offset % 7 == 0 {
      let item = SameHash(row.id)
      #expect(snapshot.index(of: item) == offset)
      #expect(try snapshot.level(of: item) == row.level)
      #expect(try snapshot.parent(of: item)?.value == row.parent)
      #expect(try snapshot.isVisible(item) == row.visible)
    }
  }

  @Test("an identifier not equal to itself is refused, never found, never crashes")
  func notEqualToItself() throws {
    var snapshot = DiffableSectionSnapshot<Unequal>()
    try snapshot.append([Unequal(value: 1), Unequal(value: 2)])
    let before = snapshot
    let bad = Unequal(value: 13)
    let refusal = SnapshotError.notEqualToItself("u13", ofSections: false)
    #expect(throws: refusal) { try snapshot.append([bad]) }
    #expect(throws: refusal) {
      try snapshot.append([Unequal(value: 3), bad], to: Unequal(value: 1))
    }
    #expect(throws: refusal) { try snapshot.insert([bad], before: Unequal(value: 2)) }
    var tree = DiffableSectionSnapshot<Unequal>()
    #expect(throws: refusal) { try tree.append([bad]) }
    #expect(tree.items.isEmpty)
    #expect(snapshot == before && snapshot.items == [Unequal(value: 1), Unequal(value: 2)])
    #expect(!snapshot.contains(bad) && snapshot.index(of: bad) == nil)
    #expect(throws: SnapshotError.itemNotInSectionSnapshot("u13")) { try snapshot.level(of: bad) }
    #expect(throws: SnapshotError.childNotInSectionSnapshot("u13")) { try snapshot.parent(of: bad) }
    #expect(throws: SnapshotError.parentNotInSectionSnapshot("u13")) {
      try snapshot.snapshot(of: bad)
    }
    #expect(throws: SnapshotError.anchorNotInSectionSnapshot("u13", after: true)) {
      try snapshot.insert([Unequal(value: 4)], after: bad)
    }
    snapshot.delete([bad])
    snapshot.expand([bad])
    #expect(
      snapshot.warnings == [
        "Failed to find index of item u13",
        "Item identifier does not exist in section snapshot: u13",
      ])
  }

  @Test("identifiers whose hash changes after insertion: nothing crashes, nothing is lost")
  func mutatedHashes() throws {
    let objects = (0..<12).map(Shifty.init)
    var snapshot = DiffableSectionSnapshot<Shifty>()
    try snapshot.append(Array(objects[0..<4]))
    try snapshot.append(Array(objects[4..<8]), to: objects[1])
    try snapshot.append(Array(objects[8..<12]), to: objects[5])
    snapshot.expand(objects)
    objects[5].key = 100
    objects[6].key = 7
    let identities = { (s: DiffableSectionSnapshot<Shifty>) in s.items.map(ObjectIdentifier.init) }
    let original = identities(snapshot)
    for object in objects {
      _ = snapshot.contains(object)
      _ = snapshot.index(of: object)
      _ = try? snapshot.level(of: object)
      _ = try? snapshot.isVisible(object)
      _ = try? snapshot.parent(of: object)
      _ = try? snapshot.snapshot(of: object, includingParent: true)
      _ = try? snapshot.isExpanded(object)
    }
    _ = snapshot.visualDescription()
    #expect(identities(snapshot) == original)
    snapshot.collapse(objects)
    snapshot.expand(objects)
    _ = try? snapshot.insert([Shifty(200)], after: objects[5])
    _ = try? snapshot.append([Shifty(201)], to: objects[6])
    let churn = (1_000..<2_200).map(Shifty.init)
    try snapshot.append(churn, to: objects[0])
    snapshot.delete(churn)
    #expect(Set(original).isSubset(of: Set(identities(snapshot))))
    #expect(snapshot.items.count >= objects.count)
    var copy = snapshot
    copy.delete([objects[1]])
    _ = copy == snapshot
    #expect(copy.items.count < snapshot.items.count)
    snapshot.deleteAll()
    #expect(snapshot.items.isEmpty)
  }

  @Test("a large flat snapshot: built, queried, half deleted, in linear time")
  func largeFlat() throws {
    let count = TestEnvironment.sanitized(TestEnvironment.scaled(100_000, full: 1_000_000))
    var snapshot = DiffableSectionSnapshot<Int>()
    try snapshot.append(Array(0..<count))
    #expect(snapshot.items.count == count && snapshot.rootItems.count == count)
    #expect(snapshot.index(of: count - 1) == count - 1)
    #expect(try snapshot.level(of: count / 2) == 0 && snapshot.isVisible(count / 2))
    #expect(snapshot.visibleItems.count == count)
    snapshot.delete(Array(stride(from: 0, to: count, by: 2)))
    #expect(snapshot.items.count == count / 2)
    #expect(snapshot.index(of: count - 1) == count / 2 - 1 && !snapshot.contains(0))
    try snapshot.append([-1], to: count - 1)
    #expect(try snapshot.parent(of: -1) == count - 1)
  }

  @Test("a deep chain: built in linear time, every level right, subtree copies and deletes")
  func deepChain() throws {
    let depth = TestEnvironment.sanitized(TestEnvironment.scaled(10_000, full: 100_000))
    var snapshot = DiffableSectionSnapshot<Int>()
    try snapshot.append([0])
    for id in 1..<depth { try snapshot.append([id], to: id - 1) }
    #expect(try snapshot.level(of: depth - 1) == depth - 1)
    #expect(try snapshot.parent(of: depth - 1) == depth - 2)
    #expect(try !snapshot.isVisible(depth - 1) && snapshot.visibleItems == [0])
    snapshot.expand(snapshot.items)
    #expect(try snapshot.isVisible(depth - 1) && snapshot.visibleItems.count == depth)
    let below = try snapshot.snapshot(of: 0)
    #expect(below.items.count == depth - 1 && below.rootItems == [1])
    #expect(try below.level(of: depth - 1) == depth - 2)
    try snapshot.insert([depth], after: 0)
    #expect(snapshot.index(of: depth) == depth && snapshot.rootItems == [0, depth])
    snapshot.delete([depth / 2])
    #expect(snapshot.items.count == depth / 2 + 1)
    snapshot.delete([0])
    #expect(snapshot.items == [depth])
    _ = snapshot.visualDescription()
  }

  @Test("churn: many distinct ids appended and deleted over time, results stay right")
  func churn() throws {
    let total = TestEnvironment.sanitized(TestEnvironment.scaled(100_000, full: 500_000))
    let round = 1_000
    var snapshot = DiffableSectionSnapshot<Int>()
    try snapshot.append([-1, -2])
    snapshot.expand([-1])
    var previous: [Int] = []
    for start in stride(from: 0, to: total, by: round) {
      let batch = Array(start..<(start + round))
      try snapshot.append(batch, to: start % 2000 == 0 ? -1 : -2)
      snapshot.delete(previous)
      previous = batch
      if start % 20_000 == 0 {
        let parent = start % 2000 == 0 ? -1 : -2
        let expected = parent == -1 ? [-1] + batch + [-2] : [-1, -2] + batch
        #expect(snapshot.items == expected, "round at \(start)")
        #expect(try snapshot.parent(of: start) == parent && snapshot.isExpanded(-1))
        let gone = start == 0 || !snapshot.contains(start - 1)
        #expect(gone, "round at \(start)")
      }
    }
    #expect(snapshot.items.count == round + 2)
    let lastUnderFirst = (total - round) % 2000 == 0
    #expect(snapshot.index(of: total - 1) == (lastUnderFirst ? round : round + 1))
  }

  @Test(
    "replace(childrenOf:) right after many deletions keeps the parent")
  func replaceAfterRecoding() throws {
    var snapshot = DiffableSectionSnapshot<Int>()
    try snapshot.append([50, 1, 60])
    snapshot.delete([50])
    try snapshot.append(Array(100..<1_200), to: 1)
    snapshot.expand([1])
    var tree = DiffableSectionSnapshot<Int>()
    try tree.append([7])
    try snapshot.replace(childrenOf: 1, using: tree)
    #expect(snapshot.items == [1, 7, 60])
    #expect(try snapshot.level(of: 7) == 1)
    #expect(try snapshot.parent(of: 7) == 1)  // 60 (a root) before the fix
    #expect(try snapshot.isVisible(7))
    #expect(snapshot.visibleItems == [1, 7, 60])
    #expect(try snapshot.snapshot(of: 1).items == [7])
  }

  /// Failed verbs leave the codes of their new identifiers behind (only a
  /// delete compacts), so the recoding inside `replace` moves the parent's
  /// code far from the stale one: `parent(of:)` then traps.
  @Test(
    "replace(childrenOf:) after many failed appends neither traps nor loses the parent")
  func replaceAfterFailedAppends() throws {
    var snapshot = DiffableSectionSnapshot<Int>()
    for fresh in 0..<1_100 { _ = try? snapshot.append([fresh, fresh]) }
    #expect(snapshot.items.isEmpty)
    try snapshot.append([5_000])
    try snapshot.append([5_001], to: 5_000)
    var tree = DiffableSectionSnapshot<Int>()
    try tree.append([7])
    try snapshot.replace(childrenOf: 5_000, using: tree)
    #expect(snapshot.items == [5_000, 7])
    #expect(try snapshot.parent(of: 7) == 5_000)
    #expect(try !snapshot.isVisible(7))
  }
}
