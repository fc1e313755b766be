import CellarDiff
import CellarTestSupport
import Testing

/// Identities whose `==` or hash break the rules: the differ must replay
/// source to target and never trap.
@Suite struct HostileIdentityTests {
  // Regression: `Changeset(source: [Double.nan, 1, 1], target: [2.0])`
  // trapped with an index out of range in `Changeset+Engine`: the duplicate
  // report looked every source element up again, and a NaN, not equal to
  // itself, got a new code past the table's capacity.
  @Test("a NaN beside a repeated identity is deleted, and the repeat reported, without a trap")
  func nanBesideRepeat() {
    let changes = Changeset(source: [Double.nan, 1, 1], target: [2.0])
    #expect(changes.deletes == [0, 1, 2])
    #expect(changes.inserts == [0])
    #expect(changes.duplicateIDs == [AnyHashable(1.0)])
    #expect(changes.replay(source: [0, 1, 2], target: [3]) == [3])
  }

  @Test("NaN identities in the prefix, the suffix and the middle are never matched")
  func nanEverywhere() {
    let source: [Double] = [.nan, 1, .nan, 2, 2, .nan]
    let target: [Double] = [.nan, 2, .nan, 1, 2, .nan]
    let changes = Changeset(source: source, target: target)
    let ids = source.map { $0.isNaN ? HostileID(.nan, 0) : .plain(Int($0)) }
    let targetIDs = target.map { $0.isNaN ? HostileID(.nan, 0) : .plain(Int($0)) }
    #expect(Check.hostileChangeset(changes, source: ids, target: targetIDs) == [])
  }

  // Regression: `SectionedChangeset` trapped the same way once a NaN row
  // identity met any repeated identity.
  @Test("a sectioned changeset with a NaN row beside a repeated row does not trap")
  func sectionedNaN() {
    let source: [[Double]] = [[.nan, 1, 1], [.nan]]
    let target: [[Double]] = [[2, .nan], [1]]
    let hostile = SectionedChangeset(
      source: source.enumerated().map { ($0, $1) }, target: target.enumerated().map { ($0, $1) },
      sectionID: \.0, rows: \.1, rowID: { $0 }, isSectionContentEqual: { _, _ in true },
      isRowContentEqual: { _, _ in true })
    func ids(_ rows: [Double]) -> [HostileID] {
      rows.map { $0.isNaN ? HostileID(.nan, 0) : .plain(Int($0)) }
    }
    #expect(hostile.duplicateRowIDs == [AnyHashable(1.0)])
    #expect(
      Check.hostileSectioned(
        hostile, source: source.enumerated().map { (.plain($0), ids($1)) },
        target: target.enumerated().map { (.plain($0), ids($1)) }) == [])
  }

  @Test(
    "every pair of sequences up to length 5 (4 by default) over {0, 1, NaN} gives the fewest changes, NaN unmatched",
    arguments: 0..<2)
  func exhaustiveWithNaN(part: Int) {
    // 364 × 364 pairs over three letters, the third a NaN (121 × 121 by default).
    let sequences = Oracle.allSequences(
      over: [0, 1, 2], maxLength: TestEnvironment.scaled(4, full: 5))
    func ids(_ letters: [Int]) -> [HostileID] {
      letters.map { $0 == 2 ? HostileID(.nan, 0) : .plain($0) }
    }
    var failures = 0
    for (index, source) in sequences.enumerated() where index % 2 == part {
      let sourceIDs = ids(source)
      for target in sequences {
        let targetIDs = ids(target)
        let problems = Check.hostileChangeset(
          Changeset(source: sourceIDs, target: targetIDs), source: sourceIDs, target: targetIDs)
        if !problems.isEmpty {
          failures += 1
          if failures <= 5 { Issue.record("\(sourceIDs) → \(targetIDs): \(problems)") }
        }
      }
    }
    #expect(failures == 0)
  }

  @Test(
    "random sequences of every kind of hostile identity replay without a trap",
    arguments: SeededRandom.seeds(40))
  func randomHostile(seed: UInt64) throws {
    try withSeed(seed) { random in
      let coin = Coin(seed: seed)
      func id() -> HostileID {
        let kind = HostileID.Kind.allCases[random.chance(0.6) ? 0 : random.int(6)]
        return HostileID(kind, random.int(6), coin: coin)
      }
      let source = (0..<random.size(upTo: 40)).map { _ in id() }
      let target = (0..<random.size(upTo: 40)).map { _ in id() }
      try #require(
        Check.hostileChangeset(
          Changeset(source: source, target: target), source: source, target: target)
          == [], "\(source) → \(target)")
      let (taggedSource, taggedTarget) = Tagged.tag(source, target)
      try #require(
        Check.hostileDiff(
          Diff(taggedSource, taggedTarget), source: taggedSource, target: taggedTarget)
          == [], "\(source) → \(target)")
      func sections() -> [(id: HostileID, rows: [HostileID])] {
        (0..<random.size(upTo: 5)).map { _ in (id(), (0..<random.size(upTo: 8)).map { _ in id() }) }
      }
      let sourceSections = sections()
      let targetSections = sections()
      let changes = SectionedChangeset(
        source: sourceSections, target: targetSections, sectionID: \.id, rows: \.rows,
        rowID: { $0 }, isSectionContentEqual: { _, _ in true }, isRowContentEqual: { _, _ in true })
      try #require(
        Check.hostileSectioned(changes, source: sourceSections, target: targetSections) == [],
        "\(sourceSections) → \(targetSections)")
    }
  }
}
