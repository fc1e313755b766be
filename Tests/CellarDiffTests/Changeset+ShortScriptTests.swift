import CellarDiff
import CellarTestSupport
import Foundation
import Testing

/// A model with an identity and a content.
private struct Item: Identifiable, Hashable, Sendable {
  var id: Int
  var content: Int
}

/// Counts the hashes of ``CountedID``s (their `hash(into:)` calls).
private final class HashCounter: @unchecked Sendable {
  // Sendable: its only state is behind `lock`.
  private let lock = NSLock()
  private var hashes = 0

  var count: Int { lock.withLock { hashes } }
  func add() { lock.withLock { hashes += 1 } }
}

/// An identity that counts how often it is hashed.
private struct CountedID: Hashable, Sendable {
  var value: Int
  var counter: HashCounter

  static func == (lhs: CountedID, rhs: CountedID) -> Bool { lhs.value == rhs.value }
  func hash(into hasher: inout Hasher) {
    counter.add()
    hasher.combine(value)
  }
}

/// The changeset engine's two paths, run on the same inputs: the short edit
/// script found by comparisons alone (`ShortScriptPolicy.always`) and the
/// hashing of every identity (`.never`), each against the oracles, and the
/// automatic choice between them.
@Suite struct ChangesetShortScriptTests {
  private static let policies: [ShortScriptPolicy] = [.automatic, .always, .never]

  private static func changeset(
    _ source: [Int], _ target: [Int], _ policy: ShortScriptPolicy
  ) -> Changeset {
    Changeset(
      source: source, target: target, id: { $0 }, isContentEqual: { _, _ in true },
      shortScript: policy)
  }

  @Test(
    "every pair of identity sequences up to length 5 (4 by default) over three letters: both paths replay with the fewest changes and the repeats",
    arguments: [ShortScriptPolicy.always, .never], 0..<2)
  func exhaustive(policy: ShortScriptPolicy, part: Int) {
    let alphabet = [0, 1, 2]
    let maxLength = TestEnvironment.scaled(4, full: 5)
    let sequences = Oracle.allSequences(over: alphabet, maxLength: maxLength)
    var failures = 0
    for (index, source) in sequences.enumerated() where index % 2 == part {
      let lcs = Oracle.lcsLengths(source, againstAllSequencesOver: alphabet, maxLength: maxLength)
      let sourceCounts = alphabet.map { letter in source.count { $0 == letter } }
      for (targetIndex, target) in sequences.enumerated() {
        let changes = Self.changeset(source, target, policy)
        let targetCounts = alphabet.map { letter in target.count { $0 == letter } }
        let matched = alphabet.indices.reduce(0) { $0 + min(sourceCounts[$1], targetCounts[$1]) }
        let repeats = alphabet.indices.filter { sourceCounts[$0] > 1 || targetCounts[$0] > 1 }
        if changes.replay(source: source, target: target) != target
          || changes.deletes.count != source.count - matched
          || changes.inserts.count != target.count - matched
          || changes.moves.count != matched - lcs[targetIndex]
          || Set(changes.duplicateIDs) != Set(repeats.map { AnyHashable(alphabet[$0]) })
        {
          failures += 1
          if failures <= 5 { Issue.record("\(source) → \(target): \(changes)") }
        }
      }
    }
    #expect(failures == 0)
  }

  @Test(
    "random items (sizes up to 2,000; 300 for the unbounded search), each path: replay, the fewest changes, the right updates and repeats",
    arguments: SeededRandom.seeds(120, base: 0x5C41_0001))
  func randomItems(seed: UInt64) throws {
    try withSeed(seed) { random in
      let allowsDuplicates = random.chance(0.4)
      let pair = random.identityPair(maxCount: 2_000, allowsDuplicates: allowsDuplicates)
      var contents: [Int: Int] = [:]
      let source = pair.source.map { id in
        let content = contents[id] ?? random.int(3)
        contents[id] = content
        return Item(id: id, content: content)
      }
      let target = pair.target.map {
        Item(id: $0, content: (contents[$0] ?? 0) + (random.chance(0.1) ? 1 : 0))
      }
      for policy in Self.policies
      where policy != .always || source.count + target.count <= 600 {
        let changes = Changeset(
          source: source, target: target, id: \.id, isContentEqual: ==, shortScript: policy)
        let problems = Check.changeset(
          changes, source: source, target: target, id: \.id, isContentEqual: ==)
        try #require(problems.isEmpty, "\(policy), \(pair): \(problems)")
      }
    }
  }

  @Test(
    "with unique identities, both paths make the same deletes, inserts and updates, and as many moves",
    arguments: SeededRandom.seeds(80, base: 0x5C41_0002))
  func pathsAgree(seed: UInt64) throws {
    try withSeed(seed) { random in
      let pair = random.identityPair(maxCount: 300, allowsDuplicates: false)
      let source = pair.source.map { Item(id: $0, content: random.int(2)) }
      let target = pair.target.map { Item(id: $0, content: random.int(2)) }
      let short = Changeset(
        source: source, target: target, id: \.id, isContentEqual: ==, shortScript: .always)
      let hashed = Changeset(
        source: source, target: target, id: \.id, isContentEqual: ==, shortScript: .never)
      try #require(short.deletes == hashed.deletes && short.inserts == hashed.inserts, "\(pair)")
      try #require(short.updates == hashed.updates, "\(pair)")
      try #require(short.moves.count == hashed.moves.count, "\(pair)")
    }
  }

  @Test(
    "the first of 1,000 moved to the end: only the source and the one lone target identity are hashed (2,000 without the short script)"
  )
  func hashesOneSide() {
    let counter = HashCounter()
    let source = (0..<1_000).map { CountedID(value: $0, counter: counter) }
    let target = Array(source.dropFirst()) + [source[0]]
    let short = Changeset(source: source, target: target)
    #expect(short.moves == [Changeset.Move(source: 0, target: 999)])
    #expect(short.deletes.isEmpty && short.inserts.isEmpty && short.duplicateIDs.isEmpty)
    #if CELLAR_NO_SHORT_SCRIPT  // the search is off: every identity is hashed
      #expect(counter.count == 2_000)
    #else
      #expect(counter.count == 1_001)
    #endif
    let before = counter.count
    let hashed = Changeset(
      source: source, target: target, id: { $0 }, isContentEqual: { _, _ in true },
      shortScript: .never)
    #expect(hashed == short)
    #expect(counter.count - before == 2_000)
  }

  @Test("a repeat in the target, outside the script or inside it, is reported")
  func repeatsAlongTheScript() {
    // 5 is inserted again: a lone target element equal to a matched one.
    let source = Array(0..<100)
    var target = Array(1..<100) + [0]
    target.insert(5, at: 50)
    let changes = Self.changeset(source, target, .automatic)
    #expect(changes.duplicateIDs == [AnyHashable(5)])
    #expect(changes.replay(source: source, target: target) == target)
    // A repeat inside the source's runs.
    let repeated = [7] + Array(0..<50) + [7] + Array(50..<100)
    let moved = Array(0..<50) + [7] + Array(50..<100) + [7]
    let both = Self.changeset(repeated, moved, .automatic)
    #expect(both.duplicateIDs == [AnyHashable(7)])
    #expect(both.replay(source: repeated, target: moved) == moved)
    #expect(
      Check.changeset(
        both, source: repeated, target: moved, id: { $0 }, isContentEqual: { _, _ in true }) == [])
  }

  @Test(
    "hostile identities (NaN, never equal, coin-flip ==, inconsistent hashes) down each path: replay, never a never-equal match",
    arguments: SeededRandom.seeds(60, base: 0x5C41_0003))
  func hostile(seed: UInt64) throws {
    try withSeed(seed) { random in
      let coin = Coin(seed: seed)
      func id() -> HostileID {
        let kind = HostileID.Kind.allCases[random.chance(0.6) ? 0 : random.int(6)]
        return HostileID(kind, random.int(6), coin: coin)
      }
      let source = (0..<random.size(upTo: 60)).map { _ in id() }
      var target = source
      for _ in 0..<random.int(4) where !target.isEmpty {
        target.remove(at: random.int(target.count))
        target.insert(id(), at: random.int(target.count + 1))
      }
      for policy in Self.policies {
        let changes = Changeset(
          source: source, target: target, id: { $0 }, isContentEqual: { _, _ in true },
          shortScript: policy)
        let problems = Check.hostileChangeset(changes, source: source, target: target)
        try #require(problems.isEmpty, "\(policy), \(source) → \(target): \(problems)")
      }
    }
  }

  @Test(
    "every pair up to length 4 (3 by default) over {0, 1, NaN}, down each path: the fewest changes, NaN unmatched",
    arguments: [ShortScriptPolicy.always, .never])
  func exhaustiveWithNaN(policy: ShortScriptPolicy) {
    let sequences = Oracle.allSequences(
      over: [0, 1, 2], maxLength: TestEnvironment.scaled(3, full: 4))
    func ids(_ letters: [Int]) -> [HostileID] {
      letters.map { $0 == 2 ? HostileID(.nan, 0) : .plain($0) }
    }
    var failures = 0
    for source in sequences {
      let sourceIDs = ids(source)
      for target in sequences {
        let targetIDs = ids(target)
        let changes = Changeset(
          source: sourceIDs, target: targetIDs, id: { $0 }, isContentEqual: { _, _ in true },
          shortScript: policy)
        let problems = Check.hostileChangeset(changes, source: sourceIDs, target: targetIDs)
        if !problems.isEmpty {
          failures += 1
          if failures <= 5 { Issue.record("\(sourceIDs) → \(targetIDs): \(problems)") }
        }
      }
    }
    #expect(failures == 0)
  }
}
