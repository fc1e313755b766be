import CellarOracles
import CellarTestSupport
import Foundation
import Testing

@testable import CellarDiff

/// A row with a `String` identity and a content, as an app declares one.
private struct Row: Identifiable, Hashable, Sendable {
  var id: String
  var content: Int
}

/// `String` identities are matched by hash first and compared afterwards
/// (where a flat diff reads the strings anyway); two identities with one
/// hash make the diff run again, comparing as it goes. These tests make
/// hashes collide on purpose (`IdentityHashCollisionsForTesting`) and check
/// every changeset against the oracle and against the same diff on `Int`
/// identities.
@Suite struct ChangesetDeferredEqualityTests {
  /// The identity standing for `n`: long (heap-allocated, like a UUID
  /// string) or short (stored in the `String` itself), both all ASCII.
  private static func name(_ n: Int, long: Bool) -> String {
    long ? "item-\(n)-0123456789abcdefghijklmnopqrstuvwxyz" : "i\(n)"
  }

  /// Rows for an identity pair: contents random, and changed in the
  /// target now and then.
  private static func rows(
    _ pair: IdentityPair, long: Bool, random: inout SeededRandom
  ) -> (source: [Row], target: [Row]) {
    var contents: [Int: Int] = [:]
    let source = pair.source.map { n in
      let content = contents[n] ?? random.int(3)
      contents[n] = content
      return Row(id: name(n, long: long), content: content)
    }
    let target = pair.target.map { n in
      let content = contents[n] ?? random.int(3)
      return Row(id: name(n, long: long), content: random.chance(0.2) ? content + 1 : content)
    }
    return (source, target)
  }

  /// The same rows with `Int` identities, which are never matched by hash alone.
  private static func intRows(_ rows: [Row], _ pair: [Int]) -> [IntRow] {
    zip(rows, pair).map { IntRow(id: $1, content: $0.content) }
  }

  private struct IntRow: Identifiable, Hashable, Sendable {
    var id: Int
    var content: Int
  }

  /// Checks `changes` against the oracle, the replay, and the changeset of
  /// the same edit on `Int` identities (the same offsets; the duplicates
  /// named alike).
  private static func check(
    _ pair: IdentityPair, source: [Row], target: [Row], long: Bool
  ) throws {
    // As a diff goes, and with every identity hashed: the path that
    // matches by hash alone, even where the middle is a few edits from the
    // other side.
    for policy in [ShortScriptPolicy.automatic, .never] {
      let changes = Changeset(
        source: source, target: target, id: \.id, isContentEqual: ==, shortScript: policy)
      let reference = Changeset(
        source: intRows(source, pair.source), target: intRows(target, pair.target), id: \.id,
        isContentEqual: ==, shortScript: policy)
      try check(pair, changes, reference, source, target, long: long)
    }
  }

  private static func check(
    _ pair: IdentityPair, _ changes: Changeset, _ reference: Changeset, _ source: [Row],
    _ target: [Row], long: Bool
  ) throws {
    let problems = Check.changeset(
      changes, source: source, target: target, id: \.id, isContentEqual: ==)
    try #require(problems.isEmpty, "\(pair): \(problems)")
    try #require(changes.replay(source: source, target: target) == target)
    try #require(changes.deletes == reference.deletes, "\(pair)")
    try #require(changes.inserts == reference.inserts, "\(pair)")
    try #require(changes.moves == reference.moves, "\(pair)")
    try #require(changes.updates == reference.updates, "\(pair)")
    let referenceNames = reference.duplicateIDs.compactMap { $0.base as? Int }
      .map { name($0, long: long) }
    try #require(changes.duplicateIDs.compactMap { $0.base as? String } == referenceNames)
  }

  @Test(
    "with every string's hash cut to a few bits (0 makes them all one), diffs equal the oracle's and the Int-identity diff's",
    arguments: [0, 1, 3, 6, 64])
  func fewHashBits(bits: Int) throws {
    for seed in SeededRandom.seeds(60, base: 0xDEF0_0000 + UInt64(bits)) {
      try withSeed(seed, "\(bits) hash bits") { random in
        let long = random.chance(0.5)
        let pair = random.identityPair(
          maxCount: bits == 0 ? 80 : 300, allowsDuplicates: random.chance(0.3))
        let (source, target) = Self.rows(pair, long: long, random: &random)
        try IdentityHashCollisionsForTesting.withFewHashBits(bits) {
          try Self.check(pair, source: source, target: target, long: long)
        }
      }
    }
  }

  @Test(
    "two strings with one hash, each met where the other is expected, are told apart")
  func swappedPairWithOneHash() {
    let a = Row(id: Self.name(1, long: true), content: 0)
    let b = Row(id: Self.name(2, long: true), content: 0)
    func hashed(_ source: [Row], _ target: [Row]) -> Changeset {
      Changeset(
        source: source, target: target, id: \.id, isContentEqual: ==, shortScript: .never)
    }
    IdentityHashCollisionsForTesting.withFewHashBits(0) {
      let changes = hashed([a, b], [b, a])
      #expect(changes.moves.count == 1)
      #expect(changes.updates.isEmpty)
      #expect(changes.deletes.isEmpty && changes.inserts.isEmpty)
      // A new identity with the same hash is not taken for an old one.
      let other = Row(id: Self.name(3, long: true), content: 0)
      let replaced = hashed([a, b], [b, other])
      #expect(replaced.deletes == [0] && replaced.inserts == [1] && replaced.moves.isEmpty)
      #expect(replaced.replay(source: [a, b], target: [b, other]) == [b, other])
    }
  }

  @Test(
    "a string that is not all ASCII, met among matched ones, switches the hashing and loses no match",
    arguments: [0, 64])
  func nonASCIIAmongDeferred(bits: Int) throws {
    for seed in SeededRandom.seeds(40, base: 0xDEF0_1000 + UInt64(bits)) {
      try withSeed(seed, "non-ASCII, \(bits) bits") { random in
        let count = 50 + random.int(600)
        var names = (0..<count).map { Self.name($0, long: random.chance(0.5)) }
        // One or two identities that are not ASCII, anywhere: "\u{212A}"
        // (the Kelvin sign) equals "K", so "K7" and "\u{212A}7" are one id.
        names[random.int(count)] = "\u{212A}elvin-\(random.int(1000))"
        if random.chance(0.5) { names[random.int(count)] = "caf\u{E9}-\(random.int(1000))" }
        let source = names.map { Row(id: $0, content: 0) }
        var target = source.shuffled(using: &random)
        if random.chance(0.5) { target.removeLast(random.int(min(10, count))) }
        try IdentityHashCollisionsForTesting.withFewHashBits(bits) {
          for changes in [
            Changeset(source: source, target: target),
            Changeset(
              source: source, target: target, id: \.id, isContentEqual: ==, shortScript: .never),
          ] {
            let problems = Check.changeset(
              changes, source: source, target: target, id: \.id, isContentEqual: ==)
            try #require(problems.isEmpty, "\(problems)")
            try #require(changes.replay(source: source, target: target) == target)
          }
        }
      }
    }
  }

  @Test(
    "the hook keeps every bit outside it, and only the bits asked for inside it (debug builds)",
    .enabled(if: IdentityHashCollisionsForTesting.isAvailable))
  func hookMask() {
    #expect(IdentityHashCollisionsForTesting.keptASCIIHashBits() == .max)
    IdentityHashCollisionsForTesting.withFewHashBits(3) {
      #expect(IdentityHashCollisionsForTesting.keptASCIIHashBits() == 0b111)
      let hash = ASCIIStringHash(seed: 42)
      #expect((hash.hash("an identity") ?? -1) & ~0b111 == 0)
    }
    IdentityHashCollisionsForTesting.withFewHashBits(0) {
      #expect(ASCIIStringHash(seed: 7).hash("anything") == 0)
    }
  }

  @Test(
    "an id closure that makes a new string on every call (no identity is ever the same) deletes and inserts everything, on every path",
    arguments: [ShortScriptPolicy.automatic, .never])
  func identityThatNeverRepeats(policy: ShortScriptPolicy) {
    let source = (0..<300).map { Row(id: Self.name($0, long: true), content: 0) }
    let target = source.reversed() + [Row(id: "new", content: 1)]
    for bits in [0, 64] {
      IdentityHashCollisionsForTesting.withFewHashBits(bits) {
        let changes = Changeset(
          source: source, target: Array(target), id: { _ in UUID().uuidString },
          isContentEqual: ==, shortScript: policy)
        #expect(changes.deletes == Array(source.indices))
        #expect(changes.inserts == Array(target.indices))
        #expect(changes.moves.isEmpty && changes.updates.isEmpty)
        #expect(changes.replay(source: source, target: Array(target)) == Array(target))
      }
    }
  }
}
