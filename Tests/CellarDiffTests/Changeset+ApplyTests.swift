import CellarDiff
import Testing

/// A changeset that should not fit `[10, 11, 12] → [10, 12, 13]`.
struct MisfitCase: Sendable, CustomTestStringConvertible {
  var name: String
  var changes: Changeset
  var testDescription: String { name }
}

@Suite struct ChangesetApplyTests {
  static let source = [10, 11, 12]
  static let target = [10, 12, 13]

  @Test("replaying the right changeset gives the target; both entry points agree")
  func replaysRightChangeset() {
    let changes = Changeset(deletes: [1], inserts: [2])
    #expect(changes.replay(source: Self.source, target: Self.target) == Self.target)
    #expect(Self.source.applying(changes, target: Self.target) == Self.target)
    #expect(Changeset().replay(source: [Int](), target: []) == [])
  }

  @Test("replay takes moved elements to their targets and the rest in order")
  func replaysMoves() {
    let changes = Changeset(moves: [Changeset.Move(source: 0, target: 2)])
    #expect(changes.replay(source: [1, 2, 3], target: [2, 3, 1]) == [2, 3, 1])
    // A wrong move is not "fixed" by the replay: it shows in the result.
    let wrong = Changeset(moves: [Changeset.Move(source: 0, target: 1)])
    #expect(wrong.replay(source: [1, 2, 3], target: [2, 3, 1]) == [2, 1, 3])
  }

  @Test("replay takes updated elements from the target and the others from the source")
  func replaysUpdates() {
    let changes = Changeset(updates: [Changeset.Update(source: 1, target: 1)])
    #expect(changes.replay(source: ["a", "b", "c"], target: ["A", "B", "C"]) == ["a", "B", "c"])
    let moved = Changeset(
      moves: [Changeset.Move(source: 0, target: 1)],
      updates: [Changeset.Update(source: 0, target: 1)])
    #expect(moved.replay(source: ["a", "b"], target: ["b", "A"]) == ["b", "A"])
  }

  static let misfits: [MisfitCase] = [
    MisfitCase(name: "delete out of range", changes: Changeset(deletes: [3], inserts: [2])),
    MisfitCase(name: "negative delete", changes: Changeset(deletes: [-1], inserts: [2])),
    MisfitCase(name: "delete twice", changes: Changeset(deletes: [1, 1], inserts: [2])),
    MisfitCase(name: "insert out of range", changes: Changeset(deletes: [1], inserts: [3])),
    MisfitCase(name: "negative insert", changes: Changeset(deletes: [1], inserts: [-1])),
    MisfitCase(name: "insert twice", changes: Changeset(deletes: [1], inserts: [2, 2])),
    MisfitCase(name: "too few deletes", changes: Changeset(inserts: [2])),
    MisfitCase(name: "too many deletes", changes: Changeset(deletes: [0, 1])),
    MisfitCase(name: "nothing at all", changes: Changeset(deletes: [0, 1, 2])),
    MisfitCase(
      name: "move from a deleted offset",
      changes: Changeset(
        deletes: [1], inserts: [2], moves: [Changeset.Move(source: 1, target: 0)])),
    MisfitCase(
      name: "move to an inserted offset",
      changes: Changeset(
        deletes: [1], inserts: [2], moves: [Changeset.Move(source: 0, target: 2)])),
    // The two below add up in counts: only the offset checks can reject them.
    MisfitCase(
      name: "move from a deleted offset, counts adding up",
      changes: Changeset(deletes: [1], moves: [Changeset.Move(source: 1, target: 0)])),
    MisfitCase(
      name: "move to an inserted offset, counts adding up",
      changes: Changeset(inserts: [2], moves: [Changeset.Move(source: 0, target: 2)])),
    MisfitCase(
      name: "move source out of range",
      changes: Changeset(
        deletes: [1], inserts: [2], moves: [Changeset.Move(source: 3, target: 0)])),
    MisfitCase(
      name: "move target out of range",
      changes: Changeset(
        deletes: [1], inserts: [2], moves: [Changeset.Move(source: 0, target: 3)])),
    MisfitCase(
      name: "two moves from one offset",
      changes: Changeset(
        deletes: [1], inserts: [2],
        moves: [Changeset.Move(source: 0, target: 0), Changeset.Move(source: 0, target: 1)])),
    MisfitCase(
      name: "two moves to one offset",
      changes: Changeset(
        deletes: [1], inserts: [2],
        moves: [Changeset.Move(source: 0, target: 1), Changeset.Move(source: 2, target: 1)])),
    MisfitCase(
      name: "update source out of range",
      changes: Changeset(
        deletes: [1], inserts: [2], updates: [Changeset.Update(source: 3, target: 0)])),
    MisfitCase(
      name: "update target out of range",
      changes: Changeset(
        deletes: [1], inserts: [2], updates: [Changeset.Update(source: 0, target: 3)])),
    MisfitCase(
      name: "two updates of one source offset",
      changes: Changeset(
        deletes: [1], inserts: [2],
        updates: [Changeset.Update(source: 0, target: 0), Changeset.Update(source: 0, target: 1)]
      )),
    // Regression: replay used to accept two updates naming one target offset.
    MisfitCase(
      name: "two updates to one target offset",
      changes: Changeset(
        deletes: [1], inserts: [2],
        updates: [Changeset.Update(source: 0, target: 0), Changeset.Update(source: 2, target: 0)]
      )),
  ]

  @Test("replay returns nil for a changeset that does not fit", arguments: misfits)
  func rejectsMisfits(misfit: MisfitCase) {
    #expect(misfit.changes.replay(source: Self.source, target: Self.target) == nil)
  }

  @Test("applying a changeset that does not fit stops the program")
  func applyingMisfitStops() async {
    await #expect(processExitsWith: .failure) {
      _ = [1, 2, 3].applying(Changeset(deletes: [7]), target: [1, 2])
    }
  }
}
