import CellarTestSupport
import Foundation
import Testing

@testable import CellarDiff

/// A 16-byte identity that is not a `UUID`: it must not be hashed by its bytes.
private struct Pair: Hashable, Sendable {
  var first: UInt64
  var second: UInt64
}

/// The keyed hash of `UUID` identities: `UUID` is recognised (by its name,
/// as CellarDiff does not import Foundation), nothing else is, and equal
/// `UUID`s hash alike.
@Suite struct UUIDHashTests {
  @Test("Foundation's UUID is recognised; other 16-byte identities and other types are not")
  func recognition() {
    #if CELLAR_NO_UUID_HASH  // the hash is off: no identity gets it
      #expect(IdentityHashing<UUID>().uuidHash == nil)
    #else
      #expect(IdentityHashing<UUID>().uuidHash != nil)
    #endif
    #expect(UUIDHash(for: UUID.self, seed: 1) != nil)
    #expect(IdentityHashing<Pair>().uuidHash == nil)
    #expect(IdentityHashing<Int>().uuidHash == nil)
    #expect(IdentityHashing<String>().uuidHash == nil)
    #expect(IdentityHashing<[UInt8]>().uuidHash == nil)
  }

  @Test(
    "equal UUIDs (copies, and parsed back from their strings) hash alike; distinct ones rarely collide",
    arguments: SeededRandom.seeds(4, base: 0x0001_D4A5))
  func consistentWithEquality(seed: UInt64) throws {
    try withSeed(seed) { random in
      let hash = try #require(UUIDHash(for: UUID.self, seed: UInt(random.next())))
      var seen = Set<Int>()
      for _ in 0..<2_000 {
        let bytes = (0..<16).map { _ in UInt8(truncatingIfNeeded: random.next()) }
        let id = UUID(
          uuid: (
            bytes[0], bytes[1], bytes[2], bytes[3], bytes[4], bytes[5], bytes[6], bytes[7],
            bytes[8], bytes[9], bytes[10], bytes[11], bytes[12], bytes[13], bytes[14], bytes[15]
          ))
        let parsed = try #require(UUID(uuidString: id.uuidString))
        try #require(parsed == id && hash.hash(parsed) == hash.hash(id))
        seen.insert(hash.hash(id))
      }
      try #require(seen.count >= 1_999, "\(2_000 - seen.count) collisions in 2,000")
    }
  }

  @Test("a changeset of UUID rows matches, moves and reports repeats as with any identity")
  func changesetOfUUIDs() {
    let ids = (0..<300).map { _ in UUID() }
    let source = ids
    var target = Array(ids.dropFirst()) + [ids[0]]
    target.insert(ids[7], at: 150)
    let changes = Changeset(source: source, target: target)
    #expect(changes.replay(source: source, target: target) == target)
    #expect(changes.duplicateIDs == [AnyHashable(ids[7])])
    #expect(
      Check.changeset(changes, source: source, target: target, id: { $0 }, isContentEqual: ==)
        == [])
    let shuffled = ids.shuffled()
    let hashed = Changeset(
      source: ids, target: shuffled, id: { $0 }, isContentEqual: ==, shortScript: .never)
    #expect(
      Check.changeset(hashed, source: ids, target: shuffled, id: { $0 }, isContentEqual: ==) == [])
  }
}
