import CellarDiff
import CellarTestSupport
import Testing

@Suite struct DiffTests {
  /// Every sequence of length ≤ 6 (≤ 5 unless `CELLAR_FULL_TESTS=1`) over a
  /// three-letter alphabet (as small integers: comparing `Character`s would
  /// cost most of the run).
  static let alphabet = [0, 1, 2]
  static let maxLength = TestEnvironment.scaled(5, full: 6)
  static let sequences = Oracle.allSequences(over: alphabet, maxLength: maxLength)

  @Test(
    "every pair of sequences up to length 6 (5 by default) over three letters replays with the fewest steps",
    arguments: 0..<4)
  func exhaustive(part: Int) {
    var failures = 0
    for (index, source) in Self.sequences.enumerated() where index % 4 == part {
      let lcs = Oracle.lcsLengths(
        source, againstAllSequencesOver: Self.alphabet, maxLength: Self.maxLength)
      for (targetIndex, target) in Self.sequences.enumerated() {
        let diff = Diff(source, target)
        let replayed = source.applying(diff)
        let distance = source.count + target.count - 2 * lcs[targetIndex]
        if replayed != target || diff.steps.count != distance {
          failures += 1
          if failures <= 5 {
            Issue.record("\(source) → \(target): \(diff) gives \(replayed), distance \(distance)")
          }
        }
      }
    }
    #expect(failures == 0)
  }

  // MARK: - Seeded random properties

  @Test(
    "random integer sequences (sizes 0 to 2,000, repeats or not, biased shapes) replay with the fewest steps in order",
    arguments: 0..<8)
  func randomIntegers(part: Int) throws {
    for seed in SeededRandom.seeds(TestEnvironment.sanitized(120), base: 0xD1FF_0000 + UInt64(part))
    {
      try withSeed(seed, "Diff of integers, part \(part)") { random in
        let pair = random.identityPair(maxCount: 2_000, allowsDuplicates: random.chance(0.7))
        let diff = Diff(pair.source, pair.target)
        let problems = Check.diff(diff, source: pair.source, target: pair.target)
        try #require(problems.isEmpty, "\(pair): \(problems)")
      }
    }
  }

  @Test("random strings over small alphabets replay with the fewest steps", arguments: 0..<2)
  func randomCharacters(part: Int) throws {
    let alphabets: [[Character]] = [
      Array("ab"), Array("acgt"), Array("🇨🇿éa\u{301}x"), Array("abcdefghij"),
    ]
    for seed in SeededRandom.seeds(150, base: 0xC4A2_0000 + UInt64(part)) {
      try withSeed(seed, "Diff of characters, part \(part)") { random in
        let alphabet = alphabets[random.int(alphabets.count)]
        let pair = random.identityPair(maxCount: 300, allowsDuplicates: true)
        let source = pair.source.map { alphabet[$0 % alphabet.count] }
        let target = pair.target.map { alphabet[$0 % alphabet.count] }
        let diff = Diff(source, target)
        let problems = Check.diff(diff, source: source, target: target)
        try #require(problems.isEmpty, "\(String(source)) → \(String(target)): \(problems)")
      }
    }
  }

  // MARK: - Edge cases

  @Test("empty sides give nothing, all insertions, or all deletions")
  func emptySides() {
    let empty: [Int] = []
    #expect(Diff(empty, empty).steps.isEmpty)
    #expect(Diff(empty, empty).isEmpty)
    #expect(Diff(empty, [7, 8]).steps == [.insert(0, 7), .insert(1, 8)])
    #expect(Diff([7, 8, 9], empty).steps == [.delete(2, 9), .delete(1, 8), .delete(0, 7)])
  }

  @Test("equal inputs give no steps", arguments: [0, 1, 2, 1_000])
  func equalInputs(count: Int) {
    let values = (0..<count).map { $0 % 7 }
    let diff = Diff(values, values)
    #expect(diff.isEmpty && diff.deletions.isEmpty && diff.insertions.isEmpty)
  }

  @Test("all-equal elements of different lengths delete or insert only the difference at the end")
  func allEqual() {
    let six = [Int](repeating: 4, count: 6)
    let three = [Int](repeating: 4, count: 3)
    #expect(Diff(six, three).steps == [.delete(5, 4), .delete(4, 4), .delete(3, 4)])
    #expect(Diff(three, six).steps == [.insert(3, 4), .insert(4, 4), .insert(5, 4)])
  }

  @Test("all-different inputs delete everything, then insert everything")
  func allDifferent() {
    let diff = Diff(Array(0..<5), Array(10..<13))
    #expect(diff.deletions.map(\.offset) == [4, 3, 2, 1, 0])
    #expect(diff.insertions.map(\.offset) == [0, 1, 2])
    #expect(diff.insertions.map(\.element) == [10, 11, 12])
  }

  @Test(
    "reversing n distinct elements keeps one and takes 2·(n − 1) steps", arguments: [2, 3, 10, 500])
  func reversal(count: Int) {
    let source = Array(0..<count)
    let target = Array(source.reversed())
    let diff = Diff(source, target)
    #expect(diff.steps.count == 2 * (count - 1))
    #expect(source.applying(diff) == target)
  }

  @Test("the documented kitten → sitting example")
  func kittenSitting() {
    let diff = Diff(Array("kitten"), Array("sitting"))
    #expect(
      diff.steps == [
        .delete(4, "e"), .delete(0, "k"), .insert(0, "s"), .insert(4, "i"), .insert(6, "g"),
      ])
    #expect(diff.description == "[-4 e, -0 k, +0 s, +4 i, +6 g]")
    #expect(Array("kitten").applying(diff) == Array("sitting"))
  }

  @Test("Unicode characters are compared as grapheme clusters")
  func unicodeCharacters() {
    let source = Array("🇨🇿éa\u{301}b")
    let target = Array("a\u{301}🇨🇿xé")
    #expect(source.count == 4)
    let diff = Diff(source, target)
    #expect(source.applying(diff) == target)
    #expect(diff.steps.count == Oracle.editDistance(source, target))
    // "é" precomposed and "e" + combining acute are equal Characters.
    #expect(Diff(Array("caf\u{E9}"), Array("cafe\u{301}")).isEmpty)
    // A flag is one element: replacing it is one deletion and one insertion.
    #expect(Diff(Array("🇨🇿!"), Array("🇸🇰!")).steps == [.delete(0, "🇨🇿"), .insert(0, "🇸🇰")])
  }

  @Test("a String's characters diff like their Array")
  func stringCharacters() {
    let source = "the quick brown fox"
    let target = "a quick brown cat"
    let diff = Diff(source, target)
    #expect(diff == Diff(Array(source), Array(target)))
    #expect(String(Array(source).applying(diff)) == target)
    var text = source
    text = text.applying(diff)
    #expect(text == target)
  }

  @Test("the initialiser takes any collections: slices, contiguous arrays, ranges")
  func genericCollections() {
    let base = Array(0..<20)
    let slice = base[5..<15]
    let contiguous = ContiguousArray([5, 6, 100, 8, 9, 10, 12, 11, 13, 14])
    let fromSlice = Diff(slice, contiguous)
    #expect(fromSlice == Diff(Array(slice), Array(contiguous)))
    #expect(Array(slice).applying(fromSlice) == Array(contiguous))
    #expect(ContiguousArray(slice).applying(fromSlice) == contiguous)
    let fromRange = Diff(0..<10, 2..<12)
    #expect(fromRange.steps == [.delete(1, 1), .delete(0, 0), .insert(8, 10), .insert(9, 11)])
    #expect(Array(0..<10).applying(fromRange) == Array(2..<12))
  }

  // No time limit: under the address sanitizer on a loaded two-core machine
  // this test has taken 175 s, and a limit measures the machine. That the
  // work grows with n·d, not n·m, is `comparisonsFollowTheEdits`, counted.
  @Test("a million elements with a few edits diff to those edits")
  func million() {
    let count = 1_000_000
    let source = Array(0..<count)
    var target = source
    target.remove(at: 999_000)
    target.insert(-1, at: 500_000)
    target[10] = -2
    target.remove(at: 0)
    let diff = Diff(source, target)
    #expect(diff.steps.count == 5)
    #expect(diff.deletions.map(\.offset) == [999_000, 10, 0])
    #expect(diff.insertions.map(\.offset) == [9, 499_999])
    #expect(source.applying(diff) == target)
  }

  @Test("the comparisons grow with the length times the edits, not with length squared")
  func comparisonsFollowTheEdits() {
    /// The `==` calls of a diff of `count` elements with the same five edits.
    func comparisons(_ count: Int) -> Int {
      let tally = WorkTally()
      let source = (0..<count).map { TalliedKey($0, tally) }
      var target = source
      target.remove(at: count - count / 100)
      target.insert(TalliedKey(-1, tally), at: count / 2)
      target[10] = TalliedKey(-2, tally)
      target.remove(at: 0)
      var diff: Diff<TalliedKey>?
      let calls = tally.calls { diff = Diff(source, target) }
      #expect(diff?.steps.count == 5)
      #expect(source.applying(diff ?? Diff([], [])) == target)
      return calls
    }
    let small = comparisons(10_000)
    let big = comparisons(40_000)
    // Four times the elements: about four times the comparisons when they
    // follow n·d, sixteen when they follow n·m. Counted, so the machine's
    // load cannot move it.
    #expect(big < 6 * small, "10,000: \(small) comparisons, 40,000: \(big)")
    #expect(big < 40 * 40_000, "\(big) comparisons for 40,000 elements and 5 edits")
  }

  @Test("a diff is equatable, hashable and describes its steps")
  func valueSemantics() {
    let diff = Diff([1, 2, 3], [1, 3, 4])
    #expect(diff == Diff([1, 2, 3], [1, 3, 4]))
    #expect(diff != Diff([1, 2, 3], [1, 3]))
    #expect(Set([diff, Diff([1, 2, 3], [1, 3, 4])]).count == 1)
    #expect(diff.description == "[-1 2, +2 4]")
    #expect(Diff([Int](), []).description == "[]")
  }
}
