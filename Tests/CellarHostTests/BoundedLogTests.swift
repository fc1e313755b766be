import CellarTestSupport
import Testing

@testable import CellarHost

@Suite struct BoundedLogTests {
  @Test(
    "the log keeps the newest entries, at most its limit and at least three quarters of it once full, at stable positions",
    arguments: SeededRandom.seeds(20))
  func matchesAnArray(seed: UInt64) throws {
    try withSeed(seed, "BoundedLog against an array") { random in
      var log = BoundedLog<Int>()
      log.limit = 1 + random.int(40)
      var everything: [Int] = []
      for step in 0..<2_000 {
        switch random.int(100) {
        case 0: log.removeAll()
        case 1: log.limit = random.int(40) - 2  // 0 and negatives become 1
        default:
          log.append(step)
          everything.append(step)
        }
        try #require(log.limit >= 1)
        try #require(log.entries.count <= log.limit)
        try #require(log.endPosition == everything.count)
        try #require(log.dropped + log.entries.count == everything.count)
        // What is kept is the newest entries, each at its position.
        try #require(log.entries == Array(everything.suffix(log.entries.count)))
        for position in [log.dropped, log.endPosition - 1] where log.entries.count > 0 {
          try #require(log.entry(at: position) == everything[position])
        }
        try #require(log.entry(at: log.dropped - 1) == nil && log.entry(at: log.endPosition) == nil)
      }
    }
  }

  @Test("a full log drops a quarter of its limit at once, then appends without dropping")
  func dropsInQuarters() {
    var log = BoundedLog<Int>()
    log.limit = 8
    for value in 0..<8 { log.append(value) }
    #expect(log.entries == Array(0..<8) && log.dropped == 0)
    log.append(8)
    #expect(log.entries == Array(2...8) && log.dropped == 2)
    log.append(9)
    #expect(log.entries == Array(2...9) && log.dropped == 2)
  }
}

@MainActor
@Suite struct UpdateLogLimitTests {
  /// Issue 22, item 16: "`updateLog` grows without bound and cannot be cleared".
  @Test(
    "a table view's update log keeps at most 10,000 entries by default; the rest are dropped, oldest first"
  )
  func tableDefaultLimit() throws {
    let table = try makeTable(ListModel(rows: 3))
    #expect(table.updateLogLimit == 10_000)
    let start = table.updateLogEndPosition
    for _ in 0..<10_001 { table.reloadData() }
    #expect(table.updateLog.count <= 10_000 && table.updateLog.count >= 7_500)
    #expect(table.updateLogEndPosition == start + 10_001)
    #expect(table.droppedUpdateLogEntries + table.updateLog.count == table.updateLogEndPosition)
  }

  @Test(
    "a collection view's update log keeps at most its limit, and clearUpdateLog() empties it; positions go on"
  )
  func collectionViewLimitAndClear() throws {
    let source = GridSource([6])
    let grid = makeGrid(source)
    grid.layoutIfNeeded()
    #expect(grid.updateLogLimit == 10_000)
    grid.updateLogLimit = 4
    for _ in 0..<10 {
      source.counts[0] += 1
      grid.insertItems(at: [item(0)])
    }
    #expect(grid.updateLog.count <= 4 && grid.updateLog.count >= 3)
    #expect(grid.updateLog.allSatisfy { $0.operations == [.insertItems([item(0)])] })
    let end = grid.updateLogEndPosition
    grid.clearUpdateLog()
    #expect(grid.updateLog.isEmpty)
    #expect(grid.updateLogEndPosition == end && grid.droppedUpdateLogEntries == end)
    grid.reloadData()
    #expect(grid.updateLog.map(\.kind) == [.reloadData])
    grid.updateLogLimit = 0
    #expect(grid.updateLogLimit == 1)
  }

  @Test("a table view's clearUpdateLog() empties the log and lowering the limit trims it at once")
  func tableClearAndTrim() throws {
    let table = try makeTable(ListModel(rows: 3))
    for _ in 0..<5 { table.reloadData() }
    table.updateLogLimit = 2
    #expect(table.updateLog.count == 2)
    table.clearUpdateLog()
    #expect(table.updateLog.isEmpty && table.droppedUpdateLogEntries == table.updateLogEndPosition)
  }
}
