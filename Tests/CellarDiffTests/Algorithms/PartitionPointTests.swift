import Testing

@testable import CellarDiff

/// The one binary search of the package, against a linear scan.
@Suite struct PartitionPointTests {
  @Test("Every boundary of every count up to 40 is found, with O(log n) probes in range")
  func everyBoundary() {
    for count in 0...40 {
      for boundary in 0...count {
        var probes = 0
        let found = partitionPoint(count: count) { index in
          probes += 1
          #expect((0..<count).contains(index), "probe \(index) of \(count)")
          return index < boundary
        }
        #expect(found == boundary, "count \(count), boundary \(boundary)")
        #expect(
          probes <= Int.bitWidth - count.leadingZeroBitCount, "count \(count): \(probes) probes")
      }
    }
  }

  @Test("An ascending array's insertion points match firstIndex(where:), repeats and all")
  func insertionPointsOfSortedValues() {
    let values = [-3, -3, 0, 2, 2, 2, 7, 9, 9, 40]
    for bound in -5...42 {
      let found = partitionPoint(count: values.count) { values[$0] < bound }
      #expect(found == (values.firstIndex { $0 >= bound } ?? values.count), "bound \(bound)")
    }
  }

  @Test("A zero or negative count has no index: the boundary is 0 and nothing is probed")
  func noIndices() {
    for count in [0, -1, Int.min] {
      #expect(
        partitionPoint(count: count) { _ in
          Issue.record("probed")
          return true
        } == 0)
    }
  }

  @Test("Int.max indices: the middle never overflows, and the boundary is found")
  func hugeCount() {
    let boundary = Int.max - 17
    var probes = 0
    let found = partitionPoint(count: Int.max) { index in
      probes += 1
      return index < boundary
    }
    #expect(found == boundary)
    #expect(probes <= 64)
  }
}
