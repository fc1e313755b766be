import CellarDiff
import CellarTestSupport
import Testing

/// An identity that carries its own hash (`HashedIdentity`), cut to a few
/// bits so that many distinct identities share one: the table compares
/// the identities themselves whenever the carried hashes are equal.
private struct CarriedID: HashedIdentity {
  let value: Int
  let identityHash: Int

  init(_ value: Int, bits: Int) {
    self.value = value
    identityHash = bits == 0 ? 0 : value & (1 << bits - 1)
  }

  static func == (lhs: Self, rhs: Self) -> Bool { lhs.value == rhs.value }
  func hash(into hasher: inout Hasher) { hasher.combine(identityHash) }
}

/// Identities that carry their hash are found by the hash read from the
/// stored identity (the table keeps no second array of hashes for them):
/// with carried hashes that collide often, or always, every diff equals the
/// same diff on the plain `Int` values.
@Suite struct CarriedHashIdentityTests {
  @Test(
    "with carried hashes cut to a few bits (0 makes them all one), flat and sectioned diffs equal the Int-identity diffs",
    arguments: [0, 1, 4, 64])
  func fewHashBits(bits: Int) throws {
    for seed in SeededRandom.seeds(60, base: 0xCA22_0000 + UInt64(bits)) {
      try withSeed(seed, "\(bits) carried hash bits") { random in
        let pair = random.identityPair(
          maxCount: bits == 0 ? 80 : 300, allowsDuplicates: random.chance(0.3))
        let carried = { (ids: [Int]) in ids.map { CarriedID($0, bits: bits) } }
        let flat = Changeset(source: carried(pair.source), target: carried(pair.target))
        let reference = Changeset(source: pair.source, target: pair.target)
        try #require(flat.deletes == reference.deletes, "\(pair)")
        try #require(flat.inserts == reference.inserts, "\(pair)")
        try #require(flat.moves == reference.moves, "\(pair)")
        try #require(
          flat.duplicateIDs.compactMap { ($0.base as? CarriedID)?.value }
            == reference.duplicateIDs.compactMap { $0.base as? Int }, "\(pair)")

        // The same rows in sections of up to 7, as carried and as plain ids.
        func sections(_ ids: [Int]) -> [(Int, [Int])] {
          stride(from: 0, to: ids.count, by: 7).map {
            ($0 / 7, Array(ids[$0..<min($0 + 7, ids.count)]))
          }
        }
        let carriedSections = SectionedChangeset(
          source: sections(pair.source), target: sections(pair.target), sectionID: \.0,
          rows: \.1, rowID: { CarriedID($0, bits: bits) }, isSectionContentEqual: { _, _ in true },
          isRowContentEqual: { _, _ in true })
        let plainSections = SectionedChangeset(
          source: sections(pair.source), target: sections(pair.target), sectionID: \.0,
          rows: \.1, rowID: { $0 }, isSectionContentEqual: { _, _ in true },
          isRowContentEqual: { _, _ in true })
        try #require(carriedSections.rowDeletes == plainSections.rowDeletes, "\(pair)")
        try #require(carriedSections.rowInserts == plainSections.rowInserts, "\(pair)")
        try #require(carriedSections.rowMoves == plainSections.rowMoves, "\(pair)")
      }
    }
  }
}
