import CellarDiff
import Testing

@Suite struct SectionedChangesetPathHashingTests {
  /// Rows -1 to 63 of a few sections, with the host's `NSNotFound` reading
  /// (`Int.max`) and negative offsets at the edges.
  private static let grid: [SectionedChangeset.Path] =
    [-1, 0, 1, 2, 31, 63, Int.max].flatMap { section in
      (-1...63).map { SectionedChangeset.Path(section: section, row: $0) } + [
        SectionedChangeset.Path(section: section, row: Int.max)
      ]
    }

  @Test("equal paths hash alike, through a Hasher and through the raw hash")
  func equalPathsHashAlike() {
    for path in Self.grid {
      let copy = SectionedChangeset.Path(section: path.section, row: path.row)
      #expect(path.hashValue == copy.hashValue)
      for seed in [0, 1, -7, 0x1234_5678] {
        #expect(path._rawHashValue(seed: seed) == copy._rawHashValue(seed: seed))
      }
    }
  }

  @Test("a set and a dictionary of paths keep every distinct position apart")
  func setsKeepPositionsApart() {
    let set = Set(Self.grid)
    #expect(set.count == Self.grid.count)
    #expect(Self.grid.allSatisfy(set.contains))
    let map = Dictionary(uniqueKeysWithValues: Self.grid.enumerated().map { ($1, $0) })
    for (offset, path) in Self.grid.enumerated() { #expect(map[path] == offset) }
  }

  @Test("the raw hash gives every position of a 256 by 256 table its own value")
  func rawHashSpreads() {
    let table = (0..<256).flatMap { section in
      (0..<256).map { SectionedChangeset.Path(section: section, row: $0) }
    }
    let hashes = Set(table.map { $0._rawHashValue(seed: 0) })
    #expect(hashes.count == table.count)
  }
}
