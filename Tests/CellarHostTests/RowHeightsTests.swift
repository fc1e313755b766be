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

  @Test(
    "the first row ending at or after a point matches a scan, across runs of empty rows",
    arguments: 0..<40)
  func firstRowEndingMatchesScan(seed: Int) throws {
    try withSeed(UInt64(seed), "first row ending") { random in
      // Many empty rows, in runs that cross chunk boundaries.
      let reference = (0..<random.int(700)).map { _ in
        random.int(3) == 0 ? Double(random.int(4) * 10) : 0
      }
      let heights = RowHeights(count: reference.count) { reference[$0] }
      var ends: [Double] = []
      var sum = 0.0
      for value in reference {
        sum += value
        ends.append(sum)
      }
      for _ in 0..<200 {
        let y = Double(random.int(Int(sum) + 21)) - 10
        let expected =
          reference.isEmpty
          ? nil : y <= 0 ? 0 : (ends.firstIndex { $0 >= y } ?? reference.count - 1)
        try #require(heights.firstRow(endingAtOrAfter: y) == expected, "y \(y)")
      }
    }
  }

  @Test(
    "removing and inserting many rows at once matches a plain array",
    arguments: 0..<TestEnvironment.sanitized(40))
  func bulkMatchesArray(seed: Int) throws {
    try withSeed(UInt64(seed), "bulk row heights") { random in
      var reference: [RowHeights.Entry] = (0..<random.int(2_000)).map { _ in
        (Double(random.int(5) * 10), random.chance(0.5))
      }
      var heights = RowHeights(count: reference.count) { reference[$0].height }
      for row in reference.indices {
        heights.setHeight(reference[row].height, measured: reference[row].measured, at: row)
      }
      for _ in 0..<6 {
        // A few rows (edited one by one) or many (rebuilt in one pass).
        let share = [0.001, 0.01, 0.3, 0.9][random.int(4)]
        let removedRows = reference.indices.filter { _ in random.chance(share) }
        let removed = heights.remove(rowsAt: removedRows)
        try #require(removed.map(\.height) == removedRows.map { reference[$0].height })
        try #require(removed.map(\.measured) == removedRows.map { reference[$0].measured })
        for row in removedRows.reversed() { reference.remove(at: row) }
        var inserted: [(row: Int, entry: RowHeights.Entry)] = []
        var total = reference.count
        var row = 0
        while row <= total {
          if random.chance(share) {
            let entry = (Double(random.int(100)) + 0.25, random.chance(0.5))
            inserted.append((row, entry))
            reference.insert(entry, at: row)
            total += 1
          }
          row += 1
        }
        heights.insert(inserted)
        try #require(heights.count == reference.count)
        try #require(heights.total == reference.reduce(0) { $0 + $1.height })
        for row in reference.indices where random.chance(0.05) || row == reference.count - 1 {
          try #require(heights.height(at: row) == reference[row].height)
          try #require(heights.isMeasured(at: row) == reference[row].measured)
          try #require(heights.offset(ofRow: row) == reference[..<row].reduce(0) { $0 + $1.height })
        }
      }
    }
  }

  @Test(
    "few rows removed or inserted together, emptying a chunk or growing one past its limit, match a plain array",
    arguments: 0..<TestEnvironment.sanitized(20))
  func fewEditsTogetherMatchArray(seed: Int) throws {
    try withSeed(UInt64(seed), "few row heights together") { random in
      var reference: [RowHeights.Entry] = (0..<10_000).map { _ in
        (Double(random.int(50)) + 0.5, random.chance(0.5))
      }
      var heights = RowHeights(count: reference.count) { reference[$0].height }
      for row in reference.indices {
        heights.setHeight(reference[row].height, measured: reference[row].measured, at: row)
      }
      for _ in 0..<8 {
        // A run of up to 300 rows (more than a chunk, fewer than a rebuild's
        // share), plus a few rows spread out.
        let start = random.int(reference.count - 300)
        let run = Set(start..<(start + 1 + random.int(300)))
        let removedRows = reference.indices.filter { run.contains($0) || random.chance(0.001) }
        let removed = heights.remove(rowsAt: removedRows)
        try #require(removed.map(\.height) == removedRows.map { reference[$0].height })
        try #require(removed.map(\.measured) == removedRows.map { reference[$0].measured })
        for row in removedRows.reversed() { reference.remove(at: row) }
        let at = random.int(reference.count)
        var inserted: [(row: Int, entry: RowHeights.Entry)] = []
        for row in at..<(at + 1 + random.int(300)) {
          let entry = (Double(random.int(100)) + 0.25, random.chance(0.5))
          inserted.append((row, entry))
          reference.insert(entry, at: row)
        }
        heights.insert(inserted)
        try #require(heights.count == reference.count)
        try #require(heights.chunks.allSatisfy { !$0.isEmpty && $0.count <= RowHeights.maxChunk })
        try #require(heights.total == reference.reduce(0) { $0 + $1.height })
        for row in reference.indices where random.chance(0.002) || row == reference.count - 1 {
          try #require(heights.height(at: row) == reference[row].height)
          try #require(heights.isMeasured(at: row) == reference[row].measured)
          try #require(heights.offset(ofRow: row) == reference[..<row].reduce(0) { $0 + $1.height })
        }
      }
    }
  }

  @Test("heights keep the range and precision they are given")
  func doublePrecision() {
    let values: [Double] = [1e10 + 0.5, Double.leastNonzeroMagnitude, 1_073_741_824, 0.1]
    var heights = RowHeights(count: values.count) { values[$0] }
    #expect(values.indices.map(heights.height(at:)) == values)
    heights.setHeight(1e30, measured: true, at: 0)
    #expect(heights.height(at: 0) == 1e30)
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
