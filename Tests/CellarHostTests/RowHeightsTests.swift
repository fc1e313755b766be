import CellarTestSupport
import Testing

@testable import CellarHost

@Suite struct RowHeightsTests {
  @Test("offsets, lookups by offset, inserts and removals match a plain array", arguments: 0..<40)
  func matchesArray(seed: Int) throws {
    try withSeed(UInt64(seed), "row heights") { random in
      var reference = (0..<random.int(600)).map { _ in Double(random.int(5) * 10) }
      var heights = RowHeights(count: reference.count) { reference[$0] }
      for _ in 0..<300 {
        switch random.int(4) {
        case 0 where !reference.isEmpty:
          let row = random.int(reference.count)
          let value = Double(random.int(100))
          reference[row] = value
          heights.setHeight(value, measured: true, at: row)
          try #require(heights.isMeasured(at: row))
        case 1:
          let row = random.int(reference.count + 1)
          let value = Double(random.int(100))
          reference.insert(value, at: row)
          heights.insert(height: value, measured: false, at: row)
          try #require(!heights.isMeasured(at: row))
        case 2 where !reference.isEmpty:
          let row = random.int(reference.count)
          let removed = heights.remove(at: row)
          try #require(removed.height == reference.remove(at: row))
        default:
          break
        }
        try #require(heights.count == reference.count)
        try #require(heights.total == reference.reduce(0, +))
        guard !reference.isEmpty else { continue }
        let row = random.int(reference.count)
        let offset = reference[..<row].reduce(0, +)
        try #require(heights.offset(ofRow: row) == offset)
        try #require(heights.height(at: row) == reference[row])
        if reference[row] > 0 {
          try #require(heights.row(containing: offset + reference[row] / 2) == row)
        }
      }
    }
  }

  @Test("a Fenwick tree finds the slot containing a running total")
  func fenwick() {
    let tree = FenwickTree([3.0, 0, 5, 2])
    #expect(tree.total == 10)
    #expect(tree.prefix(2) == 3)
    #expect(tree.lastIndex(withPrefixAtMost: 4).index == 2)
    #expect(tree.lastIndex(withPrefixAtMost: 10).index == 4)
  }
}
