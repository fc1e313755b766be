import CellarTestSupport
import Testing

@testable import CellarDiff

/// The internal helper directly: the differ only ever passes it distinct
/// values, so strictness on equal values is visible only here.
@Suite struct LongestIncreasingSubsequenceTests {
  private static func problems(_ values: [Int]) -> [String] {
    let marks = longestIncreasingSubsequence(values)
    guard marks.count == values.count else { return ["\(marks.count) flags"] }
    let chosen = values.indices.filter { marks[$0] }.map { values[$0] }
    var problems: [String] = []
    if !zip(chosen, chosen.dropFirst()).allSatisfy({ $0 < $1 }) {
      problems.append("\(chosen) is not strictly increasing")
    }
    let longest = Oracle.longestIncreasingSubsequenceLength(values)
    if chosen.count != longest { problems.append("length \(chosen.count), not \(longest)") }
    return problems
  }

  @Test(
    "marks a longest strictly increasing subsequence",
    arguments: [[], [5], [1, 2, 3], [3, 2, 1], [2, 2, 2], [1, 1, 2, 2], [3, 1, 2, 5, 4, 6, 0]]
      as [[Int]])
  func examples(values: [Int]) {
    #expect(Self.problems(values).isEmpty, "\(Self.problems(values))")
  }

  @Test("random arrays, distinct values or not, get a longest strictly increasing subsequence")
  func random() throws {
    for seed in SeededRandom.seeds(400, base: 0x115) {
      try withSeed(seed, "LIS") { random in
        let count = random.size(upTo: 300)
        let range = random.chance(0.5) ? 4 : 1_000
        let values = (0..<count).map { _ in random.int(range) }
        let problems = Self.problems(values)
        try #require(problems.isEmpty, "\(values): \(problems)")
      }
    }
  }
}
