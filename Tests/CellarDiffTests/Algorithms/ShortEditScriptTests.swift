import CellarTestSupport
import Testing

@testable import CellarDiff

/// The bounded greedy Myers search on its own: it finds a shortest edit
/// script exactly when one fits its edit limit, its runs are a longest
/// common subsequence, and it keeps to its comparison limit.
@Suite struct ShortEditScriptTests {
  /// What is wrong with `runs` as the matched runs of a shortest edit
  /// script between `source` and `target`.
  private static func problems(_ runs: [MatchedRun], _ source: [Int], _ target: [Int]) -> [String] {
    var problems: [String] = []
    var nextSource = 0
    var nextTarget = 0
    for run in runs {
      if run.count < 1 { problems.append("empty run \(run)") }
      if run.source < nextSource || run.target < nextTarget {
        problems.append("run \(run) overlaps or goes back")
      }
      if run.source + run.count > source.count || run.target + run.count > target.count {
        problems.append("run \(run) leaves the sequences")
        return problems
      }
      for step in 0..<run.count where source[run.source + step] != target[run.target + step] {
        problems.append("run \(run) pairs unequal elements at step \(step)")
      }
      nextSource = run.source + run.count
      nextTarget = run.target + run.count
    }
    let matched = runs.reduce(0) { $0 + $1.count }
    let lcs = Oracle.lcsLength(source, target)
    if matched != lcs { problems.append("\(matched) matched, but the LCS is \(lcs)") }
    return problems
  }

  private static func search(
    _ source: [Int], _ target: [Int], edits: Int, comparisons: Int = .max
  ) -> [MatchedRun]? {
    ShortEditScript.matchedRuns(
      sourceCount: source.count, targetCount: target.count,
      limits: ShortEditLimits(edits: edits, comparisons: comparisons)
    ) { source[$0] == target[$1] }
  }

  @Test(
    "every pair of sequences up to length 5 (4 by default) over three letters: found at the edit distance, not below it",
    arguments: 0..<2)
  func exhaustive(part: Int) {
    let sequences = Oracle.allSequences(
      over: [0, 1, 2], maxLength: TestEnvironment.scaled(4, full: 5))
    var failures = 0
    for (index, source) in sequences.enumerated() where index % 2 == part {
      for target in sequences {
        let distance = Oracle.editDistance(source, target)
        var problems: [String] = []
        if let runs = Self.search(source, target, edits: distance) {
          problems += Self.problems(runs, source, target)
        } else {
          problems.append("nothing found within the edit distance \(distance)")
        }
        if distance > 0, Self.search(source, target, edits: distance - 1) != nil {
          problems.append("a script found below the edit distance \(distance)")
        }
        if !problems.isEmpty {
          failures += 1
          if failures <= 5 { Issue.record("\(source) → \(target): \(problems)") }
        }
      }
    }
    #expect(failures == 0)
  }

  @Test(
    "random pairs a few edits apart (sizes up to 600): a longest common subsequence within the limit, nil past it",
    arguments: SeededRandom.seeds(60, base: 0x5E0_5C41))
  func randomFewEdits(seed: UInt64) throws {
    try withSeed(seed) { random in
      let shapes: [EditShape] = [.fewEdits, .singleMove, .keepEnds, .manyEdits]
      let pair = random.identityPair(
        maxCount: 600, allowsDuplicates: random.chance(0.5), shape: shapes[random.int(4)])
      let distance = Oracle.editDistance(pair.source, pair.target)
      let runs = try #require(
        Self.search(pair.source, pair.target, edits: distance),
        "nothing found within the edit distance \(distance)")
      let problems = Self.problems(runs, pair.source, pair.target)
      try #require(problems.isEmpty, "\(pair): \(problems)")
      if distance > 0 {
        try #require(Self.search(pair.source, pair.target, edits: distance - 1) == nil)
      }
    }
  }

  @Test(
    "compares no pair twice and makes no more comparisons than its limit",
    arguments: SeededRandom.seeds(60, base: 0x5E0_5C42))
  func comparisonLimit(seed: UInt64) throws {
    try withSeed(seed) { random in
      let pair = random.identityPair(maxCount: 400, allowsDuplicates: random.chance(0.5))
      let limit = [0, 1, 10, 100, 1_000, .max][random.int(6)]
      var compared = Set<[Int]>()
      var calls = 0
      var repeated = false
      let runs = ShortEditScript.matchedRuns(
        sourceCount: pair.source.count, targetCount: pair.target.count,
        limits: ShortEditLimits(edits: 64, comparisons: limit)
      ) { sourceOffset, targetOffset in
        calls += 1
        if !compared.insert([sourceOffset, targetOffset]).inserted { repeated = true }
        return pair.source[sourceOffset] == pair.target[targetOffset]
      }
      try #require(!repeated, "a pair was compared twice")
      try #require(calls <= limit, "\(calls) comparisons, the limit is \(limit)")
      if let runs {
        let problems = Self.problems(runs, pair.source, pair.target)
        try #require(problems.isEmpty, "\(pair): \(problems)")
      }
    }
  }

  @Test(
    "with an == that answers at random, every matched pair was answered equal",
    arguments: SeededRandom.seeds(40, base: 0x5E0_5C43))
  func randomEquality(seed: UInt64) throws {
    try withSeed(seed) { random in
      let sourceCount = random.int(60)
      let targetCount = random.int(60)
      var answeredEqual = Set<[Int]>()
      let probability = [0.1, 0.5, 0.9][random.int(3)]
      let runs = ShortEditScript.matchedRuns(
        sourceCount: sourceCount, targetCount: targetCount,
        limits: ShortEditLimits(edits: sourceCount + targetCount, comparisons: .max)
      ) { sourceOffset, targetOffset in
        let equal = random.chance(probability)
        if equal { answeredEqual.insert([sourceOffset, targetOffset]) }
        return equal
      }
      // With every edit allowed, a script always exists.
      let found = try #require(runs)
      var nextSource = 0
      var nextTarget = 0
      for run in found {
        try #require(run.source >= nextSource && run.target >= nextTarget && run.count > 0)
        try #require(run.source + run.count <= sourceCount && run.target + run.count <= targetCount)
        for step in 0..<run.count {
          try #require(answeredEqual.contains([run.source + step, run.target + step]))
        }
        nextSource = run.source + run.count
        nextTarget = run.target + run.count
      }
    }
  }

  @Test("moving the first of 10,000 to the end is two edits, found with about one comparison each")
  func moveFirstToEnd() throws {
    let source = Array(0..<10_000)
    let target = Array(1..<10_000) + [0]
    var calls = 0
    let runs = try #require(
      ShortEditScript.matchedRuns(
        sourceCount: source.count, targetCount: target.count,
        limits: ShortEditLimits(edits: 64, comparisons: 20_000 + 64 * 64)
      ) { sourceOffset, targetOffset in
        calls += 1
        return source[sourceOffset] == target[targetOffset]
      })
    #expect(runs == [MatchedRun(source: 1, target: 0, count: 9_999)])
    #expect(calls < 10_010)
  }

  @Test("sequences with nothing in common give up after the edit limit, at about its square")
  func nothingInCommon() {
    let source = Array(0..<10_000)
    let target = Array(10_000..<20_000)
    var calls = 0
    let runs = ShortEditScript.matchedRuns(
      sourceCount: source.count, targetCount: target.count,
      limits: ShortEditLimits(edits: 64, comparisons: .max)
    ) { sourceOffset, targetOffset in
      calls += 1
      return source[sourceOffset] == target[targetOffset]
    }
    #expect(runs == nil)
    #expect(calls <= 65 * 65)
  }
}
