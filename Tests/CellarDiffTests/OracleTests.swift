import CellarTestSupport
import Testing

/// The oracles the other suites trust, checked against each other and by hand.
@Suite struct OracleTests {
  @Test("the LCS oracle gives the textbook answers")
  func lcsByHand() {
    #expect(Oracle.lcsLength(Array("ABCBDAB"), Array("BDCABA")) == 4)
    #expect(Oracle.lcsLength(Array("kitten"), Array("sitting")) == 4)
    #expect(Oracle.lcsLength([Int](), [1, 2]) == 0)
    #expect(Oracle.editDistance(Array("kitten"), Array("sitting")) == 5)
  }

  @Test("the prefix-shared LCS table agrees with the plain dynamic programme")
  func sharedTableAgrees() {
    let alphabet = [0, 1, 2]
    let sequences = Oracle.allSequences(over: alphabet, maxLength: 4)
    #expect(sequences.count == 1 + 3 + 9 + 27 + 81)
    for source in [[], [0], [2, 1, 0], [0, 0, 1, 2, 2, 1]] as [[Int]] {
      let shared = Oracle.lcsLengths(source, againstAllSequencesOver: alphabet, maxLength: 4)
      #expect(shared == sequences.map { Oracle.lcsLength(source, $0) })
    }
  }

  @Test("minimal changes count matches, deletes, inserts and moves by hand")
  func minimalChangesByHand() {
    let minimal = Oracle.minimalChanges(Array("abcd"), Array("dbx"))
    #expect(minimal.deletes == 2 && minimal.inserts == 1 && minimal.moves == 1)
    let repeated = Oracle.minimalChanges(Array("aaa"), Array("aa"))
    #expect(repeated.deletes == 1 && repeated.inserts == 0 && repeated.moves == 0)
  }

  @Test("the longest increasing subsequence oracle and the duplicate lister")
  func lisAndDuplicates() {
    #expect(Oracle.longestIncreasingSubsequenceLength([]) == 0)
    #expect(Oracle.longestIncreasingSubsequenceLength([3, 1, 2, 5, 4]) == 3)
    #expect(Oracle.longestIncreasingSubsequenceLength([2, 2, 2]) == 1)
    #expect(Oracle.duplicates([1, 2, 1, 3], [3, 4, 4, 2]) == [1, 4])
  }
}

extension OracleTests {
  @Test("canonical pairs, each counted with its renamings, cover every pair exactly")
  func canonicalPairsCoverEveryPair() {
    let sequences = Oracle.allSequences(over: [0, 1, 2], maxLength: 4)
    var covered = 0
    for source in sequences where Oracle.isCanonical(source, after: 0) {
      let used = Set(source).count
      for target in sequences where Oracle.isCanonical(target, after: used) {
        // Renamings that give distinct pairs: 3 · 2 · … over the letters used.
        let letters = Set(source + target).count
        covered += (0..<letters).reduce(1) { product, taken in product * (3 - taken) }
      }
    }
    #expect(covered == sequences.count * sequences.count)
    #expect(!Oracle.isCanonical([1, 0], after: 0) && Oracle.isCanonical([0, 1, 0, 2], after: 0))
    #expect(Oracle.isCanonical([2, 0], after: 2) && !Oracle.isCanonical([2], after: 1))
  }
}
