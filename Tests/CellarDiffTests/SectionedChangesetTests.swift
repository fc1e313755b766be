import CellarDiff
import CellarTestSupport
import Testing

/// A section identified by its position in the lists, rows that are their own identity.
private struct Titles {
  var id: Int
  var rows: [String]
}

/// A section with an identity, a title (its content) and identifiable rows.
private struct Shelf {
  var id: String
  var title: String = ""
  var rows: [Book]
}

/// A row with an identity and a content.
private struct Book: Identifiable, Equatable, Sendable {
  var id: Int
  var content: Int = 0
}

private typealias Path = SectionedChangeset.Path

private func changes(_ source: [Titles], _ target: [Titles]) -> SectionedChangeset {
  SectionedChangeset(
    source: source, target: target, sectionID: \.id, rows: \.rows, rowID: { $0 },
    isSectionContentEqual: { _, _ in true }, isRowContentEqual: ==)
}

private func changes(_ source: [Shelf], _ target: [Shelf]) -> SectionedChangeset {
  SectionedChangeset(
    source: source, target: target, sectionID: \.id, rows: \.rows,
    isSectionContentEqual: { $0.title == $1.title })
}

private func problems(_ changes: SectionedChangeset, _ source: [Shelf], _ target: [Shelf])
  -> [String]
{
  Check.sectioned(
    changes, source: source, target: target, sectionID: \.id, rows: \.rows, rowID: \.id,
    isSectionContentEqual: { $0.title == $1.title }, isRowContentEqual: ==)
}

@Suite struct SectionedChangesetTests {
  @Test("SHMTableView's README example: two row inserts, one row delete, one section insert")
  func shmTableViewExample() throws {
    let source = [
      Titles(id: 0, rows: ["Atlantis", "Mission: Impossible", "Stargate"]),
      Titles(id: 1, rows: ["Big Bang Theory", "Friends", "Shaun The Sheep"]),
    ]
    let target = [
      Titles(
        id: 0,
        rows: ["Atlantis", "Mission: Impossible", "Game Of Thrones", "Stargate", "Transformers"]),
      Titles(id: 1, rows: ["Friends", "Shaun The Sheep"]),
      Titles(id: 2, rows: ["Blue Planet", "Lions On The Move", "Shoreline"]),
    ]
    let result = changes(source, target)
    #expect(
      result
        == SectionedChangeset(
          sections: Changeset(inserts: [2]),
          rowDeletes: [Path(section: 1, row: 0)],
          rowInserts: [Path(section: 0, row: 2), Path(section: 0, row: 4)]))
    #expect(result.sectionInserts == [2] && result.sectionDeletes.isEmpty)
    #expect(result.sectionMoves.isEmpty && result.sectionUpdates.isEmpty)
    #expect(result.rowMoves.isEmpty && result.rowUpdates.isEmpty)
    #expect(!result.hasMovesAcrossDeletedOrInsertedSections)
    let replayed = try #require(result.replay(source: source, target: target, rows: \.rows))
    #expect(replayed.map(\.rows) == target.map(\.rows))
  }

  @Test("a row moved from one section to another is one row move and nothing else")
  func rowMovedAcrossSections() {
    let source = [
      Shelf(id: "a", rows: [Book(id: 1), Book(id: 2)]), Shelf(id: "b", rows: [Book(id: 3)]),
    ]
    let target = [
      Shelf(id: "a", rows: [Book(id: 2)]), Shelf(id: "b", rows: [Book(id: 3), Book(id: 1)]),
    ]
    let result = changes(source, target)
    #expect(
      result
        == SectionedChangeset(
          rowMoves: [
            SectionedChangeset.RowMove(
              source: Path(section: 0, row: 0), target: Path(section: 1, row: 1))
          ]))
    #expect(!result.hasMovesAcrossDeletedOrInsertedSections)
    #expect(problems(result, source, target).isEmpty)
  }

  @Test("a section moved with its rows unchanged is one section move, no row moves")
  func sectionMovedWithRows() {
    let source = [
      Shelf(id: "a", rows: [Book(id: 1), Book(id: 2)]),
      Shelf(id: "b", rows: [Book(id: 3), Book(id: 4)]),
      Shelf(id: "c", rows: [Book(id: 5)]),
    ]
    let target = [source[2], source[0], source[1]]
    let result = changes(source, target)
    #expect(
      result
        == SectionedChangeset(sections: Changeset(moves: [Changeset.Move(source: 2, target: 0)])))
    #expect(result.sectionMoves == [Changeset.Move(source: 2, target: 0)])
    #expect(problems(result, source, target).isEmpty)
  }

  @Test("rows reordered inside a moved section are moves in target coordinates")
  func rowsReorderedInMovedSection() {
    let source = [
      Shelf(id: "a", rows: [Book(id: 1)]),
      Shelf(id: "b", rows: [Book(id: 2), Book(id: 3), Book(id: 4)]),
    ]
    let target = [
      Shelf(id: "b", rows: [Book(id: 4), Book(id: 2), Book(id: 3)]),
      Shelf(id: "a", rows: [Book(id: 1)]),
    ]
    let result = changes(source, target)
    #expect(result.sectionMoves.count == 1)
    #expect(
      result.rowMoves == [
        SectionedChangeset.RowMove(
          source: Path(section: 1, row: 2), target: Path(section: 0, row: 0))
      ])
    #expect(problems(result, source, target).isEmpty)
  }

  @Test("a row leaving a deleted section is a move, and the batch is flagged")
  func rowLeavesDeletedSection() {
    let source = [
      Shelf(id: "gone", rows: [Book(id: 1), Book(id: 2)]),
      Shelf(id: "kept", rows: [Book(id: 3)]),
    ]
    let target = [Shelf(id: "kept", rows: [Book(id: 3), Book(id: 2)])]
    let result = changes(source, target)
    #expect(result.sectionDeletes == [0])
    #expect(result.rowDeletes.isEmpty, "row 1 goes with its section")
    #expect(
      result.rowMoves == [
        SectionedChangeset.RowMove(
          source: Path(section: 0, row: 1), target: Path(section: 0, row: 1))
      ])
    #expect(result.hasMovesAcrossDeletedOrInsertedSections)
    #expect(problems(result, source, target).isEmpty)
  }

  @Test("a row entering an inserted section is a move, and the batch is flagged")
  func rowEntersInsertedSection() {
    let source = [Shelf(id: "kept", rows: [Book(id: 1), Book(id: 2)])]
    let target = [
      Shelf(id: "kept", rows: [Book(id: 1)]),
      Shelf(id: "new", rows: [Book(id: 9), Book(id: 2)]),
    ]
    let result = changes(source, target)
    #expect(result.sectionInserts == [1])
    #expect(result.rowInserts.isEmpty, "row 9 comes with its section")
    #expect(
      result.rowMoves == [
        SectionedChangeset.RowMove(
          source: Path(section: 0, row: 1), target: Path(section: 1, row: 1))
      ])
    #expect(result.hasMovesAcrossDeletedOrInsertedSections)
    #expect(problems(result, source, target).isEmpty)
  }

  @Test("section content and row content changes are updates, in their own coordinates")
  func updates() {
    let source = [
      Shelf(id: "a", title: "A", rows: [Book(id: 1), Book(id: 2)]),
      Shelf(id: "b", title: "B", rows: [Book(id: 3)]),
    ]
    let target = [
      Shelf(id: "new", rows: []),
      Shelf(id: "a", title: "A", rows: [Book(id: 2, content: 1), Book(id: 1)]),
      Shelf(id: "b", title: "B2", rows: [Book(id: 3)]),
    ]
    let result = changes(source, target)
    #expect(result.sectionUpdates == [Changeset.Update(source: 1, target: 2)])
    #expect(
      result.rowUpdates == [
        SectionedChangeset.RowUpdate(
          source: Path(section: 0, row: 1), target: Path(section: 1, row: 0))
      ])
    #expect(result.rowMoves.count == 1)
    #expect(problems(result, source, target).isEmpty)
  }

  @Test("empty lists and empty sections")
  func emptiness() {
    #expect(changes([Shelf](), []).isEmpty)
    let empty = [Shelf(id: "a", rows: []), Shelf(id: "b", rows: [])]
    #expect(changes(empty, empty).isEmpty)
    #expect(changes([Shelf](), empty) == SectionedChangeset(sections: Changeset(inserts: [0, 1])))
    #expect(changes(empty, []) == SectionedChangeset(sections: Changeset(deletes: [0, 1])))
    let filled = [Shelf(id: "a", rows: [Book(id: 1)]), Shelf(id: "b", rows: [])]
    let emptied = changes(filled, empty)
    #expect(emptied.rowDeletes == [Path(section: 0, row: 0)] && emptied.sections.isEmpty)
    #expect(problems(emptied, filled, empty).isEmpty)
    let refilled = changes(empty, filled)
    #expect(refilled.rowInserts == [Path(section: 0, row: 0)])
  }

  @Test(
    "duplicate row and section identities are listed; rows match k-th with k-th in reading order")
  func duplicates() {
    let source = [
      Shelf(id: "a", rows: [Book(id: 1), Book(id: 1)]),
      Shelf(id: "a", rows: [Book(id: 2)]),
    ]
    let target = [
      Shelf(id: "a", rows: [Book(id: 2), Book(id: 1)]),
      Shelf(id: "b", rows: [Book(id: 1), Book(id: 3), Book(id: 3)]),
    ]
    let result = changes(source, target)
    #expect(result.duplicateRowIDs == [AnyHashable(1), AnyHashable(3)])
    #expect(result.duplicateSectionIDs == [AnyHashable("a")])
    #expect(problems(result, source, target).isEmpty, "\(problems(result, source, target))")
  }

  @Test("positions order by section, then row, and print like IndexPath")
  func paths() {
    #expect(Path(section: 0, row: 5) < Path(section: 1, row: 0))
    #expect(Path(section: 1, row: 0) < Path(section: 1, row: 1))
    #expect(!(Path(section: 1, row: 1) < Path(section: 1, row: 1)))
    #expect(
      [Path(section: 1, row: 0), Path(section: 0, row: 2)].sorted().first
        == Path(section: 0, row: 2))
    #expect(Path(section: 2, row: 3).description == "[2, 3]")
    var path = Path(section: 0, row: 0)
    path.row = 4
    #expect(
      path == Path(section: 0, row: 4) && path.hashValue == Path(section: 0, row: 4).hashValue)
  }

  @Test(
    "a sectioned changeset built from parts keeps them; isEmpty follows them; it describes itself")
  func fromParts() {
    let move = SectionedChangeset.RowMove(
      source: Path(section: 0, row: 1), target: Path(section: 1, row: 0))
    let update = SectionedChangeset.RowUpdate(
      source: Path(section: 0, row: 0), target: Path(section: 0, row: 0))
    #expect(move.source == Path(section: 0, row: 1) && move.target == Path(section: 1, row: 0))
    #expect(
      update
        != SectionedChangeset.RowUpdate(
          source: Path(section: 0, row: 0), target: Path(section: 0, row: 1)))
    let parts = SectionedChangeset(
      sections: Changeset(deletes: [2]), rowDeletes: [Path(section: 0, row: 2)],
      rowInserts: [Path(section: 1, row: 1)], rowMoves: [move], rowUpdates: [update],
      duplicateRowIDs: [7])
    #expect(parts.sectionDeletes == [2] && parts.rowMoves == [move] && parts.rowUpdates == [update])
    #expect(parts.duplicateRowIDs == [AnyHashable(7)] && !parts.isEmpty)
    #expect(
      SectionedChangeset().isEmpty && SectionedChangeset().description == "SectionedChangeset()")
    #expect(!SectionedChangeset(rowUpdates: [update]).isEmpty)
    #expect(!SectionedChangeset(sections: Changeset(inserts: [0])).isEmpty)
    #expect(
      SectionedChangeset(sections: Changeset(inserts: [0]), rowMoves: [move]).description
        == "SectionedChangeset(sections: Changeset(inserts: [0]), rowMoves: [[0, 1]→[1, 0]])")
    #expect(
      SectionedChangeset(rowDeletes: [Path(section: 0, row: 2)], rowUpdates: [update]).description
        == "SectionedChangeset(rowDeletes: [[0, 2]], rowUpdates: [[0, 0]→[0, 0]])")
    #expect(!SectionedChangeset(rowMoves: [move]).hasMovesAcrossDeletedOrInsertedSections)
    #expect(
      SectionedChangeset(sections: Changeset(inserts: [1]), rowMoves: [move])
        .hasMovesAcrossDeletedOrInsertedSections)
    #expect(
      !SectionedChangeset(sections: Changeset(inserts: [0]), rowMoves: [move])
        .hasMovesAcrossDeletedOrInsertedSections)
  }

  @Test("the full and the Identifiable initialisers agree")
  func initialisersAgree() {
    let source = [Shelf(id: "a", title: "A", rows: [Book(id: 1), Book(id: 2, content: 1)])]
    let target = [Shelf(id: "a", title: "B", rows: [Book(id: 2), Book(id: 1)])]
    let full = SectionedChangeset(
      source: source, target: target, sectionID: \.id, rows: \.rows, rowID: \.id,
      isSectionContentEqual: { $0.title == $1.title }, isRowContentEqual: ==)
    #expect(full == changes(source, target))
    #expect(
      full.sectionUpdates.count == 1 && full.rowUpdates.count == 1 && full.rowMoves.count == 1)
    let ignoringTitles = SectionedChangeset(
      source: source, target: target, sectionID: \.id, rows: \.rows)
    #expect(ignoringTitles.sectionUpdates.isEmpty)
  }

  @Test("replayed sections are values")
  func replayedSections() {
    let section = ReplayedSection(section: "s", rows: [1, 2])
    #expect(section == ReplayedSection(section: "s", rows: [1, 2]))
    #expect(section != ReplayedSection(section: "s", rows: [2, 1]))
    #expect(Set([section, section]).count == 1)
  }
}
