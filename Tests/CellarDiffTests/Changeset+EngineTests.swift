import CellarDiff
import CellarTestSupport
import Testing

/// A model with an identity and a content.
private struct Item: Identifiable, Hashable, Sendable, CustomStringConvertible {
  var id: Int
  var content: Int
  var description: String { "\(id):\(content)" }
}

/// A model compared by a key and a title only; `clicks` is neither.
private struct Row {
  var key: String
  var title: String
  var clicks: Int
}

/// Seeded random property tests of the changeset engine: every path (common
/// prefix and suffix, unique identities through the longest increasing
/// subsequence, repeated identities through Myers) against the oracles.
@Suite struct ChangesetEngineTests {
  /// Items with the given identities; contents random, and the target's
  /// contents changed now and then.
  private static func items(
    _ pair: IdentityPair, random: inout SeededRandom
  ) -> (source: [Item], target: [Item]) {
    let updateRate = [0.0, 0.05, 0.5][random.int(3)]
    var contents: [Int: Int] = [:]
    let source = pair.source.map { id in
      let content = contents[id] ?? random.int(3)
      contents[id] = content
      return Item(id: id, content: content)
    }
    let target = pair.target.map { id in
      let content = contents[id] ?? random.int(3)
      return Item(id: id, content: random.chance(updateRate) ? content + 1 : content)
    }
    return (source, target)
  }

  @Test(
    "random identifiable items (sizes 0 to 2,000, unique identities) replay with the fewest changes and the right updates",
    arguments: 0..<6)
  func uniqueIdentities(part: Int) throws {
    for seed in SeededRandom.seeds(100, base: 0xC5E7_0100 + UInt64(part)) {
      try withSeed(seed, "unique identities, part \(part)") { random in
        let pair = random.identityPair(maxCount: 2_000, allowsDuplicates: false)
        let (source, target) = Self.items(pair, random: &random)
        let changes = Changeset(source: source, target: target)
        let problems = Check.changeset(
          changes, source: source, target: target, id: \.id, isContentEqual: ==)
        try #require(problems.isEmpty, "\(pair): \(problems)")
        try #require(source.applying(changes, target: target) == target)
        try #require(changes.duplicateIDs.isEmpty)
      }
    }
  }

  @Test(
    "random identifiable items with repeated identities replay with the fewest changes and list the duplicates",
    arguments: 0..<6)
  func repeatedIdentities(part: Int) throws {
    for seed in SeededRandom.seeds(100, base: 0xC5E7_0200 + UInt64(part)) {
      try withSeed(seed, "repeated identities, part \(part)") { random in
        let pair = random.identityPair(maxCount: 600, allowsDuplicates: true)
        let (source, target) = Self.items(pair, random: &random)
        let changes = Changeset(source: source, target: target)
        let problems = Check.changeset(
          changes, source: source, target: target, id: \.id, isContentEqual: ==)
        try #require(problems.isEmpty, "\(pair): \(problems)")
        try #require(changes.replay(source: source, target: target) == target)
      }
    }
  }

  @Test(
    "random hashable elements (their own identity) replay with the fewest changes and no updates",
    arguments: 0..<4)
  func hashableElements(part: Int) throws {
    for seed in SeededRandom.seeds(100, base: 0xC5E7_0300 + UInt64(part)) {
      try withSeed(seed, "hashable elements, part \(part)") { random in
        let pair = random.identityPair(maxCount: 2_000, allowsDuplicates: random.chance(0.5))
        let changes = Changeset(source: pair.source, target: pair.target)
        let problems = Check.changeset(
          changes, source: pair.source, target: pair.target, id: { $0 },
          isContentEqual: { _, _ in true })
        try #require(problems.isEmpty, "\(pair): \(problems)")
        try #require(changes.updates.isEmpty)
        try #require(pair.source.applying(changes, target: pair.target) == pair.target)
      }
    }
  }

  @Test(
    "with the closure form, identity comes from the id closure and updates from the content closure only",
    arguments: 0..<2)
  func closureForm(part: Int) throws {
    for seed in SeededRandom.seeds(100, base: 0xC5E7_0400 + UInt64(part)) {
      try withSeed(seed, "closure form, part \(part)") { random in
        let pair = random.identityPair(maxCount: 300, allowsDuplicates: random.chance(0.5))
        let titles = ["a", "b"]
        let source = pair.source.map {
          Row(key: "k\($0)", title: titles[random.int(2)], clicks: random.int(3))
        }
        let target = pair.target.map {
          Row(key: "k\($0)", title: titles[random.int(2)], clicks: random.int(3))
        }
        let changes = Changeset(
          source: source, target: target, id: { $0.key },
          isContentEqual: { $0.title == $1.title })
        let problems = Check.changeset(
          changes, source: source, target: target, id: \.key,
          isContentEqual: { $0.title == $1.title })
        try #require(problems.isEmpty, "\(pair): \(problems)")
      }
    }
  }

  @Test("renaming the identities does not change the changeset, only the duplicate names")
  func renamingIsInvariant() throws {
    for seed in SeededRandom.seeds(200, base: 0xC5E7_0500) {
      try withSeed(seed, "renaming") { random in
        let pair = random.identityPair(maxCount: 60, allowsDuplicates: true)
        let letters = Set(pair.source + pair.target).sorted()
        let renamed = Dictionary(
          uniqueKeysWithValues: zip(letters, letters.shuffled(using: &random).map { $0 * 7 + 1 }))
        let changes = Changeset(source: pair.source, target: pair.target)
        var renamedChanges = Changeset(
          source: pair.source.compactMap { renamed[$0] },
          target: pair.target.compactMap { renamed[$0] })
        try #require(
          renamedChanges.duplicateIDs
            == changes.duplicateIDs.compactMap { $0.base as? Int }.compactMap { renamed[$0] }
            .map { AnyHashable($0) })
        renamedChanges = Changeset(
          deletes: renamedChanges.deletes, inserts: renamedChanges.inserts,
          moves: renamedChanges.moves, updates: renamedChanges.updates,
          duplicateIDs: changes.duplicateIDs.compactMap { $0.base as? Int })
        try #require(renamedChanges == changes, "\(pair)")
        let diff = Diff(pair.source, pair.target)
        let renamedDiff = Diff(
          pair.source.compactMap { renamed[$0] }, pair.target.compactMap { renamed[$0] })
        try #require(renamedDiff.steps.map(\.offset) == diff.steps.map(\.offset))
      }
    }
  }
}

/// An identity whose hash is the same for every value: every lookup collides.
private struct CollidingID: Hashable, Sendable {
  var value: Int
  func hash(into hasher: inout Hasher) { hasher.combine(0) }
}

/// A reference-type identity, to see that the engine releases what it holds.
private final class Token: Hashable, Sendable {
  let value: Int
  init(_ value: Int) { self.value = value }
  static func == (lhs: Token, rhs: Token) -> Bool { lhs.value == rhs.value }
  func hash(into hasher: inout Hasher) { hasher.combine(value) }
}

private struct WeakToken {
  weak var token: Token?
}

extension ChangesetEngineTests {
  @Test("identities whose hashes all collide are still told apart", arguments: [false, true])
  func collidingHashes(allowsDuplicates: Bool) throws {
    for seed in SeededRandom.seeds(60, base: 0xC011 + (allowsDuplicates ? 1 : 0)) {
      try withSeed(seed, "colliding hashes") { random in
        let pair = random.identityPair(maxCount: 200, allowsDuplicates: allowsDuplicates)
        let source = pair.source.map(CollidingID.init)
        let target = pair.target.map(CollidingID.init)
        let changes = Changeset(source: source, target: target)
        let problems = Check.changeset(
          changes, source: source, target: target, id: { $0 }, isContentEqual: { _, _ in true })
        try #require(problems.isEmpty, "\(pair): \(problems)")
      }
    }
  }

  @Test("extreme and high-bit integer identities are told apart")
  func extremeIntegers() throws {
    let special = [Int.min, Int.max, 0, -1, 1, Int.min + 1, Int.max - 1]
    for seed in SeededRandom.seeds(60, base: 0xB175) {
      try withSeed(seed, "extreme integers") { random in
        let pair = random.identityPair(maxCount: 300, allowsDuplicates: random.chance(0.5))
        // Spread the identities over the high bits only, or onto the extremes.
        let spread: (Int) -> Int = { value in
          value < special.count && value % 3 == 0 ? special[value] : value << 40
        }
        let source = pair.source.map(spread)
        let target = pair.target.map(spread)
        let changes = Changeset(source: source, target: target)
        let problems = Check.changeset(
          changes, source: source, target: target, id: { $0 }, isContentEqual: { _, _ in true })
        try #require(problems.isEmpty, "\(pair): \(problems)")
      }
    }
  }

  @Test("reference identities are released once the changeset is computed")
  func releasesIdentities() {
    var probes: [WeakToken] = []
    do {
      let source = (0..<300).map { Token($0 % 120) }
      let target = (0..<200).map { Token(($0 * 7) % 150) }
      probes = (source + target).map { WeakToken(token: $0) }
      let flat = Changeset(
        source: source, target: target, id: { $0 }, isContentEqual: { _, _ in true })
      #expect(flat.replay(source: source, target: target) == target)
      let unique = Changeset(
        source: source.prefix(120), target: target.prefix(100), id: { $0 },
        isContentEqual: { _, _ in true })
      #expect(
        unique.replay(source: Array(source.prefix(120)), target: Array(target.prefix(100))) != nil)
      let sectioned = SectionedChangeset(
        source: [source, target], target: [target, source], sectionID: { $0.count },
        rows: { $0 }, rowID: { $0 }, isSectionContentEqual: { _, _ in true },
        isRowContentEqual: { _, _ in true })
      #expect(sectioned.sections.moves.count == 1)
    }
    #expect(probes.allSatisfy { $0.token == nil })
  }
}

/// The same model as `Item`, `Identifiable` and `Equatable` only.
private struct PlainItem: Identifiable, Equatable, Sendable {
  var id: Int
  var content: Int
}

extension ChangesetEngineTests {
  @Test("the Identifiable, Identifiable-and-Hashable, closure and Hashable forms agree")
  func formsAgree() throws {
    for seed in SeededRandom.seeds(150, base: 0xF0F0) {
      try withSeed(seed, "forms agree") { random in
        let pair = random.identityPair(maxCount: 400, allowsDuplicates: random.chance(0.5))
        let (source, target) = Self.items(pair, random: &random)
        let hashable = Changeset(source: source, target: target)
        let plain = Changeset(
          source: source.map { PlainItem(id: $0.id, content: $0.content) },
          target: target.map { PlainItem(id: $0.id, content: $0.content) })
        let closure = Changeset(
          source: source, target: target, id: { $0.id }, isContentEqual: { $0 == $1 })
        try #require(plain == hashable && closure == hashable, "\(pair)")
        let bare = Changeset(source: pair.source, target: pair.target)
        let bareClosure = Changeset(
          source: pair.source, target: pair.target, id: { $0 }, isContentEqual: { _, _ in true })
        try #require(bare == bareClosure, "\(pair)")
        var withoutUpdates = hashable
        withoutUpdates.updates = []
        try #require(bare == withoutUpdates, "\(pair)")
      }
    }
  }

  @Test("an empty side: every element deleted or inserted, and the other side's repeats reported")
  func oneSided() {
    let items = [3, 1, 3, 2, 1, 3].map { Item(id: $0, content: 0) }
    let deleted = Changeset(source: items, target: [Item]())
    #expect(deleted.deletes == Array(0..<6))
    #expect(deleted.inserts.isEmpty && deleted.moves.isEmpty && deleted.updates.isEmpty)
    #expect(deleted.duplicateIDs == [AnyHashable(3), AnyHashable(1)])
    let inserted = Changeset(source: [Item](), target: items)
    #expect(inserted.inserts == Array(0..<6))
    #expect(inserted.deletes.isEmpty && inserted.moves.isEmpty && inserted.updates.isEmpty)
    #expect(inserted.duplicateIDs == [AnyHashable(3), AnyHashable(1)])
    let unique = [Item(id: 1, content: 0), Item(id: 2, content: 0)]
    #expect(Changeset(source: unique, target: []).duplicateIDs.isEmpty)
    #expect(Changeset(source: [], target: unique).duplicateIDs.isEmpty)
    #expect(Changeset(source: [Item](), target: []).isEmpty)
  }

  @Test("a source known unique is not checked when everything is deleted; a target always is")
  func knownUniqueSource() {
    let items = [3, 1, 3].map { Item(id: $0, content: 0) }
    let trusted = Changeset(source: items, target: [], sourceIsKnownUnique: true)
    #expect(trusted.deletes == [0, 1, 2])
    #expect(trusted.duplicateIDs.isEmpty)
    let inserted = Changeset(source: [], target: items, sourceIsKnownUnique: true)
    #expect(inserted.duplicateIDs == [AnyHashable(3)])
    // With both sides present, the matching hashes everything and reports all.
    let both = Changeset(source: items, target: [items[1]], sourceIsKnownUnique: true)
    #expect(both.duplicateIDs == [AnyHashable(3)])
    #expect(both.replay(source: items, target: [items[1]]) == [items[1]])
  }

  @Test("string identities, hashed a block at a time, match as they would one by one")
  func stringIdentitiesAcrossBlocks() {
    var random = SeededRandom(seed: 0x5751)
    let ids = (0..<1_500).map { "id-\($0)-\(random.int(1_000_000))" }
    let source = ids.map { StringItem(id: $0, content: 0) }
    var target = Array(source.reversed().prefix(1_200))
    target.insert(contentsOf: (0..<300).map { StringItem(id: "new-\($0)", content: 1) }, at: 600)
    target[10].content = 9
    let changes = Changeset(source: source, target: target)
    #expect(changes.replay(source: source, target: target) == target)
    #expect(changes.deletes.count == 300 && changes.inserts.count == 300)
    #expect(changes.updates.count == 1)
    #expect(changes.duplicateIDs.isEmpty)
    let repeated = source + [source[700]]
    #expect(Changeset(source: repeated, target: target).duplicateIDs == [AnyHashable(ids[700])])
  }
}

/// A model with a string identity.
private struct StringItem: Identifiable, Hashable, Sendable {
  var id: String
  var content: Int
}
