import CellarDiff
import CellarTestSupport
import Testing

@Suite struct DiffTests {
  static let sequences = Oracle.allSequences(over: Array("abc"), maxLength: 6)

  @Test("every pair of sequences up to length 6 over three letters replays with the fewest steps")
  func exhaustive() {
    var failures = 0
    for source in Self.sequences {
      for target in Self.sequences {
        let diff = Diff(source, target)
        let replayed = source.applying(diff)
        if replayed != target || diff.steps.count != Oracle.editDistance(source, target) {
          failures += 1
          if failures <= 5 {
            Issue.record("\(String(source)) → \(String(target)): \(diff) gives \(String(replayed))")
          }
        }
      }
    }
    #expect(failures == 0)
  }
}
