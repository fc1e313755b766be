import CellarDiff
import Testing

/// A sectioned changeset that should not fit `source` → `target` below.
struct SectionedMisfitCase: Sendable, CustomTestStringConvertible {
  var name: String
  var changes: SectionedChangeset
  var testDescription: String { name }
}

private typealias Path = SectionedChangeset.Path
private typealias RowMove = SectionedChangeset.RowMove
private typealias RowUpdate = SectionedChangeset.RowUpdate

/// Sections as (id, rows).
private struct Section: Equatable {
  var id: String
  var rows: [Int]
}

@Suite struct SectionedChangesetApplyTests {
  // a: [1, 2, 3], b: [4, 5]  →  a: [1, 3, 9], c: [4, 8]  (b deleted with its row 5; c
  // inserted with its row 8 and b's row 4, moved);
  // a section's content is its identity alone.
  private static let source = [
    Section(id: "a", rows: [1, 2, 3]), Section(id: "b", rows: [4, 5]),
  ]
  private static let target = [
    Section(id: "a", rows: [1, 3, 9]), Section(id: "c", rows: [4, 8]),
  ]
  /// The right changeset for the two lists above.
  static let right = SectionedChangeset(
    sections: Changeset(deletes: [1], inserts: [1]),
    rowDeletes: [Path(section: 0, row: 1)],
    rowInserts: [Path(section: 0, row: 2)],
    rowMoves: [RowMove(source: Path(section: 1, row: 0), target: Path(section: 1, row: 0))])

  @Test("replaying the right changeset gives the target")
  func replaysRightChangeset() throws {
    let computed = SectionedChangeset(
      source: Self.source, target: Self.target, sectionID: \.id, rows: \.rows, rowID: { $0 },
      isSectionContentEqual: { _, _ in true }, isRowContentEqual: ==)
    #expect(computed == Self.right)
    let replayed = try #require(
      Self.right.replay(source: Self.source, target: Self.target, rows: \.rows))
    #expect(replayed.map(\.section.id) == ["a", "c"])
    #expect(replayed.map(\.rows) == Self.target.map(\.rows))
  }

  @Test("replay takes updated sections and rows from the target, the rest from the source")
  func replaysUpdates() throws {
    let source = [Section(id: "a", rows: [1, 2])]
    let target = [Section(id: "a", rows: [10, 20])]
    let changes = SectionedChangeset(
      sections: Changeset(updates: [Changeset.Update(source: 0, target: 0)]),
      rowUpdates: [RowUpdate(source: Path(section: 0, row: 1), target: Path(section: 0, row: 1))])
    let replayed = try #require(changes.replay(source: source, target: target, rows: \.rows))
    #expect(replayed == [ReplayedSection(section: target[0], rows: [1, 20])])
  }

  static let misfits: [SectionedMisfitCase] = {
    func with(_ change: (inout SectionedChangeset) -> Void) -> SectionedChangeset {
      var changes = right
      change(&changes)
      return changes
    }
    return [
      SectionedMisfitCase(
        name: "a row delete in a deleted section",
        changes: with { $0.rowDeletes.append(Path(section: 1, row: 1)) }),
      SectionedMisfitCase(
        name: "a row insert in an inserted section",
        changes: with { $0.rowInserts.append(Path(section: 1, row: 1)) }),
      SectionedMisfitCase(
        name: "a row delete in a section out of range",
        changes: with { $0.rowDeletes = [Path(section: 2, row: 0)] }),
      SectionedMisfitCase(
        name: "a row delete out of range",
        changes: with { $0.rowDeletes = [Path(section: 0, row: 3)] }),
      SectionedMisfitCase(
        name: "a row insert out of range",
        changes: with { $0.rowInserts = [Path(section: 0, row: 3)] }),
      SectionedMisfitCase(
        name: "a row deleted twice",
        changes: with { $0.rowDeletes = [Path(section: 0, row: 1), Path(section: 0, row: 1)] }),
      SectionedMisfitCase(
        name: "a row inserted twice",
        changes: with { $0.rowInserts = [Path(section: 0, row: 2), Path(section: 0, row: 2)] }),
      SectionedMisfitCase(
        name: "a move from a deleted row",
        changes: with {
          $0.rowMoves.append(
            RowMove(source: Path(section: 0, row: 1), target: Path(section: 0, row: 0)))
        }),
      // Adds up in counts: only the check on the move's source can reject it.
      SectionedMisfitCase(
        name: "a move from a deleted row, counts adding up",
        changes: with {
          $0.rowMoves.append(
            RowMove(source: Path(section: 0, row: 1), target: Path(section: 0, row: 0)))
          $0.rowInserts = []
        }),
      SectionedMisfitCase(
        name: "a move into an inserted row",
        changes: with {
          $0.rowMoves = [
            RowMove(source: Path(section: 1, row: 0), target: Path(section: 0, row: 2))
          ]
        }),
      SectionedMisfitCase(
        name: "a move out of range",
        changes: with {
          $0.rowMoves = [
            RowMove(source: Path(section: 1, row: 2), target: Path(section: 1, row: 0))
          ]
        }),
      SectionedMisfitCase(
        name: "too few row deletes",
        changes: with { $0.rowDeletes = [] }),
      SectionedMisfitCase(
        name: "too many row deletes",
        changes: with { $0.rowDeletes.append(Path(section: 0, row: 0)) }),
      SectionedMisfitCase(
        name: "a row of a kept section left over",
        changes: with { $0.rowInserts = [] }),
      SectionedMisfitCase(
        name: "section changes that do not fit",
        changes: with { $0.sections = Changeset(deletes: [1]) }),
      SectionedMisfitCase(
        name: "a row update out of range",
        changes: with {
          $0.rowUpdates = [
            RowUpdate(source: Path(section: 0, row: 0), target: Path(section: 2, row: 0))
          ]
        }),
      SectionedMisfitCase(
        name: "a row updated twice",
        changes: with {
          $0.rowUpdates = [
            RowUpdate(source: Path(section: 0, row: 0), target: Path(section: 0, row: 0)),
            RowUpdate(source: Path(section: 0, row: 0), target: Path(section: 0, row: 1)),
          ]
        }),
      // Regression: replay used to accept two row updates naming one target row.
      SectionedMisfitCase(
        name: "two row updates to one target row",
        changes: with {
          $0.rowUpdates = [
            RowUpdate(source: Path(section: 0, row: 0), target: Path(section: 0, row: 0)),
            RowUpdate(source: Path(section: 0, row: 2), target: Path(section: 0, row: 0)),
          ]
        }),
      // Regression: replay used to accept a section updated twice.
      SectionedMisfitCase(
        name: "a section updated twice",
        changes: with {
          $0.sections.updates = [
            Changeset.Update(source: 0, target: 0), Changeset.Update(source: 0, target: 1),
          ]
        }),
      SectionedMisfitCase(
        name: "a section update out of range",
        changes: with { $0.sections.updates = [Changeset.Update(source: 0, target: 2)] }),
    ]
  }()

  @Test("replay returns nil for a sectioned changeset that does not fit", arguments: misfits)
  func rejectsMisfits(misfit: SectionedMisfitCase) {
    #expect(misfit.changes.replay(source: Self.source, target: Self.target, rows: \.rows) == nil)
  }
}
