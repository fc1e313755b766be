import CellarDiff
import CellarTestSupport
import Testing

@Suite struct ChangesetTests {
  static let sequences = Oracle.allSequences(over: Array("abc"), maxLength: 6)

  @Test(
    "every pair of identity sequences up to length 6 over three letters replays with the fewest changes",
    arguments: 0..<4)
  func exhaustive(part: Int) {
    var failures = 0
    for (index, source) in Self.sequences.enumerated() where index % 4 == part {
      for target in Self.sequences {
        let changes = Changeset(source: source, target: target)
        let minimal = Oracle.minimalChanges(source, target)
        let replayed = changes.replay(source: source, target: target)
        if replayed != target || changes.deletes.count != minimal.deletes
          || changes.inserts.count != minimal.inserts || changes.moves.count != minimal.moves
          || !changes.updates.isEmpty
        {
          failures += 1
          if failures <= 5 {
            Issue.record("\(String(source)) → \(String(target)): \(changes), minimal \(minimal)")
          }
        }
      }
    }
    #expect(failures == 0)
  }
}
