import CellarDiff
import CellarTestSupport
import Testing

// Scenarios from other diffing libraries' test suites (DifferenceKit,
// IGListKit, Dwifft, Differ, DeepDiff), restated for `Changeset`,
// `SectionedChangeset` and `Diff`. Each test names the peer's test it
// restates. Where a peer reports more moves than needed (a Heckel-style
// differ moves every element between two anchors), the test asserts what any
// longest-common-subsequence differ must give: the replay, the fewest
// deletes, inserts and moves, and the exact moves only when the minimum has
// one answer.

/// A row or section model with an identity and one bit of content, as the
/// peers' `M(id, flag)` test models.
struct PeerModel: Identifiable, Equatable, Sendable, CustomStringConvertible {
  var id: Int
  var flag = false

  init(_ id: Int, _ flag: Bool = false) {
    self.id = id
    self.flag = flag
  }

  var description: String { flag ? "\(id)*" : "\(id)" }
}

/// A section of `PeerModel` rows whose own identity and content are a `PeerModel`.
struct PeerShelf: Sendable, CustomStringConvertible {
  var model: PeerModel
  var rows: [PeerModel]

  init(_ model: PeerModel, _ rows: [PeerModel]) {
    self.model = model
    self.rows = rows
  }

  /// A section of plain integer rows (identity only, content always equal).
  init(_ id: Int, _ flag: Bool = false, rows: [Int]) {
    self.init(PeerModel(id, flag), rows.map { PeerModel($0) })
  }

  var description: String { "\(model):\(rows)" }
}

/// A section named by a string holding integer rows, as Dwifft's
/// `SectionedValues`.
struct PeerNamed: Sendable, CustomStringConvertible {
  var name: String
  var rows: [Int]

  init(_ name: String, _ rows: [Int]) {
    self.name = name
    self.rows = rows
  }

  var description: String { "\(name):\(rows)" }
}

private typealias Path = SectionedChangeset.Path
private typealias Move = Changeset.Move
private typealias Update = Changeset.Update

/// The problems of `changes` from `source` to `target` (identity `id`,
/// content `==`): replay, fewest deletes, inserts and moves, updates.
private func problems(_ changes: Changeset, _ source: [PeerModel], _ target: [PeerModel])
  -> [String]
{
  Check.changeset(changes, source: source, target: target, id: \.id, isContentEqual: ==)
}

/// The same for elements that are their own identity.
private func problems<Element: Hashable>(
  _ changes: Changeset, _ source: [Element], _ target: [Element]
) -> [String] {
  Check.changeset(changes, source: source, target: target, id: { $0 }, isContentEqual: ==)
}

private func sectioned(_ source: [PeerShelf], _ target: [PeerShelf]) -> SectionedChangeset {
  SectionedChangeset(
    source: source, target: target, sectionID: \.model.id, rows: \.rows,
    isSectionContentEqual: { $0.model == $1.model })
}

private func problems(_ changes: SectionedChangeset, _ source: [PeerShelf], _ target: [PeerShelf])
  -> [String]
{
  Check.sectioned(
    changes, source: source, target: target, sectionID: \.model.id, rows: \.rows, rowID: \.id,
    isSectionContentEqual: { $0.model == $1.model }, isRowContentEqual: ==)
}

private func sectioned(_ source: [PeerNamed], _ target: [PeerNamed]) -> SectionedChangeset {
  SectionedChangeset(
    source: source, target: target, sectionID: \.name, rows: \.rows, rowID: { $0 },
    isSectionContentEqual: { _, _ in true }, isRowContentEqual: ==)
}

private func problems(_ changes: SectionedChangeset, _ source: [PeerNamed], _ target: [PeerNamed])
  -> [String]
{
  Check.sectioned(
    changes, source: source, target: target, sectionID: \.name, rows: \.rows, rowID: { $0 },
    isSectionContentEqual: { _, _ in true }, isRowContentEqual: ==)
}

/// The counts of a changeset, for comparing with a peer's expectation.
private struct Counts: Equatable, Sendable, CustomStringConvertible {
  var deletes = 0
  var inserts = 0
  var moves = 0
  var updates = 0

  init(deletes: Int = 0, inserts: Int = 0, moves: Int = 0, updates: Int = 0) {
    self.deletes = deletes
    self.inserts = inserts
    self.moves = moves
    self.updates = updates
  }

  init(_ changes: Changeset) {
    self.init(
      deletes: changes.deletes.count, inserts: changes.inserts.count,
      moves: changes.moves.count, updates: changes.updates.count)
  }

  var description: String { "-\(deletes) +\(inserts) ↔\(moves) ~\(updates)" }
}

/// A flat case: two strings whose characters are identities, and the counts
/// that a minimal changeset has.
struct CharacterCase: Sendable, CustomTestStringConvertible {
  var source: String
  var target: String
  var deletes: Int
  var inserts: Int
  var moves: Int

  var testDescription: String { "\"\(source)\" → \"\(target)\"" }

  /// Expects the changeset of the two strings' characters to have the
  /// case's counts, and to turn one into the other.
  func expectFewestChanges(sourceLocation: SourceLocation = #_sourceLocation) {
    let (source, target) = (Array(self.source), Array(self.target))
    let changes = Changeset(source: source, target: target)
    #expect(
      Counts(changes) == Counts(deletes: deletes, inserts: inserts, moves: moves),
      sourceLocation: sourceLocation)
    #expect(problems(changes, source, target).isEmpty, sourceLocation: sourceLocation)
  }
}

/// A `Diff` case: two strings and the number of deletions and insertions
/// of a shortest edit script.
struct EditScriptCase: Sendable, CustomTestStringConvertible {
  var source: String
  var target: String
  var deletions: Int
  var insertions: Int

  var testDescription: String { "\"\(source)\" → \"\(target)\"" }
}

// MARK: - DifferenceKit

@Suite struct DifferenceKitPeerCaseTests {
  // ra1028/DifferenceKit AlgorithmTest.testEmptyChangesets
  @Test("two empty lists give an empty changeset")
  func emptyLists() {
    let changes = Changeset(source: [Int](), target: [Int]())
    #expect(changes.isEmpty && changes.changeCount == 0)
  }

  // ra1028/DifferenceKit AlgorithmTest.testDeleted
  @Test("a deleted middle element, and every element deleted")
  func deleted() {
    let middle = Changeset(source: [0, 1, 2], target: [0, 2])
    #expect(middle == Changeset(deletes: [1]))
    let all = Changeset(source: [0, 1, 2], target: [Int]())
    #expect(all == Changeset(deletes: [0, 1, 2]))
  }

  // ra1028/DifferenceKit AlgorithmTest.testInserted
  @Test("an element inserted at the end, and every element inserted")
  func inserted() {
    #expect(Changeset(source: [0, 1, 2], target: [0, 1, 2, 3]) == Changeset(inserts: [3]))
    #expect(Changeset(source: [Int](), target: [0, 1, 2]) == Changeset(inserts: [0, 1, 2]))
  }

  // ra1028/DifferenceKit AlgorithmTest.testUpdated
  @Test("an element whose content changed in place is one update, nothing else")
  func updated() {
    let source = [PeerModel(0), PeerModel(1), PeerModel(2)]
    let target = [PeerModel(0, true), PeerModel(1), PeerModel(2)]
    let changes = Changeset(source: source, target: target)
    #expect(changes == Changeset(updates: [Update(source: 0, target: 0)]))
    #expect(problems(changes, source, target).isEmpty)
  }

  // ra1028/DifferenceKit AlgorithmTest.testMoved
  @Test(
    "rotations are one move, a reversal of four is three",
    arguments: [
      ([0, 1, 2], [1, 2, 0], [Move(source: 0, target: 2)]),
      ([0, 1, 2], [2, 0, 1], [Move(source: 2, target: 0)]),
    ])
  func moved(source: [Int], target: [Int], moves: [Changeset.Move]) {
    // DifferenceKit reports two moves for the first rotation; one is the
    // fewest, and the only one (1 and 2 are the longest common subsequence).
    let changes = Changeset(source: source, target: target)
    #expect(changes == Changeset(moves: moves))
    #expect(problems(changes, source, target).isEmpty)
  }

  // ra1028/DifferenceKit AlgorithmTest.testMoved (the reversal)
  @Test("reversing four elements is three moves and replays")
  func reversedFour() {
    let source = [0, 1, 2, 3]
    let target = [3, 2, 1, 0]
    let changes = Changeset(source: source, target: target)
    #expect(Counts(changes) == Counts(moves: 3))
    #expect(problems(changes, source, target).isEmpty)
  }

  // ra1028/DifferenceKit AlgorithmTest.testMixedChanges
  @Test("a delete, two inserts, a move and an update together")
  func mixedChanges() {
    let source = [PeerModel(0), PeerModel(1), PeerModel(2)]
    let target = [PeerModel(2), PeerModel(4), PeerModel(0, true), PeerModel(3)]
    let changes = Changeset(source: source, target: target)
    #expect(changes.deletes == [1])
    #expect(changes.inserts == [1, 3])
    #expect(changes.moves.count == 1)
    #expect(changes.updates == [Update(source: 0, target: 2)])
    #expect(problems(changes, source, target).isEmpty)
  }

  // ra1028/DifferenceKit AlgorithmTest.testDuplicated
  @Test("a repeated identity: one insert and one move, and the identity is reported")
  func duplicated() {
    let source = [0, 1, 2, 0]
    let target = [0, 4, 0, 1, 2]
    let changes = Changeset(source: source, target: target)
    #expect(Counts(changes) == Counts(inserts: 1, moves: 1))
    #expect(changes.inserts == [1])
    #expect(changes.duplicateIDs == [AnyHashable(0)])
    #expect(problems(changes, source, target).isEmpty)
  }

  // ra1028/DifferenceKit AlgorithmTest.testSameHashValue
  @Test("elements whose hashes all collide are still told apart by ==")
  func sameHashValue() {
    struct Colliding: Hashable, Sendable {
      var value: Int
      func hash(into hasher: inout Hasher) { hasher.combine(0) }
    }
    let source = [Colliding(value: 0), Colliding(value: 1)]
    let target = [Colliding(value: 0), Colliding(value: 2)]
    let changes = Changeset(source: source, target: target)
    #expect(changes == Changeset(deletes: [1], inserts: [1]))
    #expect(problems(changes, source, target).isEmpty)
  }

  // ra1028/DifferenceKit AlgorithmTest.testSectionedEmptyChangesets
  @Test("two empty lists of sections give an empty sectioned changeset")
  func sectionedEmpty() {
    #expect(sectioned([PeerShelf](), [PeerShelf]()).isEmpty)
  }

  // ra1028/DifferenceKit AlgorithmTest.testSectionInserted
  @Test("a section inserted after another, and into an empty list")
  func sectionInserted() {
    let one = [PeerShelf(0, rows: [0])]
    let two = [PeerShelf(0, rows: [0]), PeerShelf(1, rows: [1])]
    #expect(sectioned(one, two) == SectionedChangeset(sections: Changeset(inserts: [1])))
    #expect(sectioned([], one) == SectionedChangeset(sections: Changeset(inserts: [0])))
  }

  // ra1028/DifferenceKit AlgorithmTest.testSectionDeleted
  @Test("the first section deleted, and the only one")
  func sectionDeleted() {
    let two = [PeerShelf(0, rows: [0]), PeerShelf(1, rows: [1])]
    let second = [PeerShelf(1, rows: [1])]
    #expect(sectioned(two, second) == SectionedChangeset(sections: Changeset(deletes: [0])))
    let one = [PeerShelf(0, rows: [0])]
    #expect(sectioned(one, []) == SectionedChangeset(sections: Changeset(deletes: [0])))
  }

  // ra1028/DifferenceKit AlgorithmTest.testSectionUpdated
  @Test("a section whose own content changed is a section update, its rows untouched")
  func sectionUpdated() {
    let changes = sectioned([PeerShelf(0, rows: [0])], [PeerShelf(0, true, rows: [0])])
    #expect(
      changes
        == SectionedChangeset(sections: Changeset(updates: [Update(source: 0, target: 0)])))
  }

  // ra1028/DifferenceKit AlgorithmTest.testSectionMoved
  @Test(
    "sections rotated either way are one section move, and no row moves",
    arguments: [
      ([0, 1, 2], [1, 2, 0], Move(source: 0, target: 2)),
      ([0, 1, 2], [2, 0, 1], Move(source: 2, target: 0)),
    ])
  func sectionMoved(source: [Int], target: [Int], move: Changeset.Move) {
    let sourceShelves = source.map { PeerShelf($0, rows: [$0]) }
    let targetShelves = target.map { PeerShelf($0, rows: [$0]) }
    let changes = sectioned(sourceShelves, targetShelves)
    #expect(changes == SectionedChangeset(sections: Changeset(moves: [move])))
    #expect(problems(changes, sourceShelves, targetShelves).isEmpty)
  }

  // ra1028/DifferenceKit AlgorithmTest.testMixedSectionChanges
  @Test("a section deleted, one inserted, one moved and one updated together")
  func mixedSectionChanges() {
    let source = [0, 1, 2, 3].map { PeerShelf($0, rows: [$0]) }
    let target = [
      PeerShelf(3, rows: [3]), PeerShelf(4, rows: [4]), PeerShelf(0, rows: [0]),
      PeerShelf(2, true, rows: [2]),
    ]
    let changes = sectioned(source, target)
    #expect(changes.sectionDeletes == [1])
    #expect(changes.sectionInserts == [1])
    #expect(changes.sectionMoves == [Move(source: 3, target: 0)])
    #expect(changes.sectionUpdates == [Update(source: 2, target: 3)])
    #expect(changes.rowDeletes.isEmpty && changes.rowInserts.isEmpty)
    #expect(changes.rowMoves.isEmpty && changes.rowUpdates.isEmpty)
    #expect(problems(changes, source, target).isEmpty)
  }

  // ra1028/DifferenceKit AlgorithmTest.testDuplicatedSection
  @Test("a repeated section identity: the single other section moves, and nothing else")
  func duplicatedSection() {
    let source = [PeerShelf(0, rows: [0]), PeerShelf(0, rows: [1]), PeerShelf(1, rows: [2])]
    let target = [PeerShelf(1, rows: [2]), PeerShelf(0, rows: [0]), PeerShelf(0, rows: [1])]
    let changes = sectioned(source, target)
    #expect(changes.sectionMoves == [Move(source: 2, target: 0)])
    #expect(changes.sectionDeletes.isEmpty && changes.sectionInserts.isEmpty)
    #expect(changes.rowDeletes.isEmpty && changes.rowInserts.isEmpty && changes.rowMoves.isEmpty)
    #expect(changes.duplicateSectionIDs == [AnyHashable(0)])
    #expect(problems(changes, source, target).isEmpty)
  }

  // ra1028/DifferenceKit AlgorithmTest.testDuplicatedElement
  @Test("a repeated row identity in one section: one row insert and one row move")
  func duplicatedElement() {
    let source = [PeerShelf(0, rows: [0, 1, 2, 0])]
    let target = [PeerShelf(0, rows: [0, 4, 0, 1, 2])]
    let changes = sectioned(source, target)
    #expect(changes.rowInserts == [Path(section: 0, row: 1)])
    #expect(changes.rowMoves.count == 1)
    #expect(changes.rowDeletes.isEmpty && changes.sections.isEmpty)
    #expect(changes.duplicateRowIDs == [AnyHashable(0)])
    #expect(problems(changes, source, target).isEmpty)
  }

  /// DifferenceKit's "reproducible" sectioned cases: any changeset must
  /// replay, and be minimal under the sectioned engine's rules.
  static let reproducibleCases: [(String, [PeerShelf], [PeerShelf])] = [
    (
      "testDuplicatedSectionAndElement",
      [PeerShelf(0, rows: [0, 1]), PeerShelf(0, rows: [2, 3]), PeerShelf(1, rows: [1, 2])],
      [PeerShelf(0, rows: [3, 1]), PeerShelf(1, rows: [2, 2, 2]), PeerShelf(0, rows: [1, 0])]
    ),
    (
      "testComplicated1",
      [PeerShelf(0, rows: [0, 1]), PeerShelf(1, rows: [2, 3]), PeerShelf(2, rows: [4, 5])],
      [
        PeerShelf(0, rows: [0, 1]), PeerShelf(2, rows: [4, 6, 5]), PeerShelf(3, rows: [7, 8]),
        PeerShelf(3, rows: [9, 10]),
      ]
    ),
    (
      "testComplicated2",
      [PeerShelf(0, rows: [0, 1]), PeerShelf(1, rows: [2, 3]), PeerShelf(2, rows: [4, 5])],
      [
        PeerShelf(1, rows: [3, 5]), PeerShelf(3, rows: [6, 7, 8, 9]),
        PeerShelf(2, rows: [10, 4, 2]),
        PeerShelf(0, rows: [1]),
      ]
    ),
    (
      "testComplicated3",
      [PeerShelf(0, rows: [0, 1]), PeerShelf(1, rows: [2, 3]), PeerShelf(2, rows: [4, 5])],
      [
        PeerShelf(0, rows: []), PeerShelf(4, rows: [8, 9]), PeerShelf(0, true, rows: [10, 11]),
        PeerShelf(2, rows: [4, 5, 12]), PeerShelf(3, rows: [6, 7]),
        PeerShelf(1, true, rows: [2, 13, 3]),
      ]
    ),
    (
      "testComplicated4",
      [PeerShelf(0, rows: [])],
      [PeerShelf(0, true, rows: [0, 0, 0]), PeerShelf(1, rows: [0, 0, 0])]
    ),
    (
      "testComplicated5",
      [PeerShelf(0, rows: [0, 0, 0]), PeerShelf(1, rows: [2, 3]), PeerShelf(2, rows: [4, 5])],
      [
        PeerShelf(0, true, rows: [0, 4, 2]), PeerShelf(1, rows: [0, 3, 5]), PeerShelf(3, rows: []),
        PeerShelf(2, true, rows: [0, 1, 6, 0, 0]),
      ]
    ),
    (
      "testComplicated6",
      [PeerShelf(PeerModel(0), [PeerModel(0)]), PeerShelf(PeerModel(1), [PeerModel(1)])],
      [
        PeerShelf(PeerModel(1, true), [PeerModel(2), PeerModel(1, true)]),
        PeerShelf(PeerModel(0), [PeerModel(0, true)]),
      ]
    ),
    (
      "testComplicated7",
      [
        PeerShelf(PeerModel(0), [PeerModel(0), PeerModel(1)]),
        PeerShelf(PeerModel(1), [PeerModel(2), PeerModel(3)]),
        PeerShelf(PeerModel(2), [PeerModel(1), PeerModel(2)]),
      ],
      [
        PeerShelf(PeerModel(0), [PeerModel(1, true), PeerModel(3)]),
        PeerShelf(PeerModel(1, true), [PeerModel(2), PeerModel(0, true)]),
        PeerShelf(PeerModel(3), [PeerModel(4), PeerModel(5)]),
      ]
    ),
    (
      "testComplicated8",
      [
        PeerShelf(PeerModel(0), [PeerModel(0), PeerModel(1)]),
        PeerShelf(PeerModel(1), [PeerModel(2), PeerModel(3)]),
      ],
      [PeerShelf(PeerModel(0), []), PeerShelf(PeerModel(1), [PeerModel(1, true), PeerModel(3)])]
    ),
    (
      "testComplicated9",
      [PeerShelf(0, rows: [0, 1]), PeerShelf(1, rows: [2, 3]), PeerShelf(2, rows: [4, 5])],
      [
        PeerShelf(4, rows: [8, 9]), PeerShelf(0, rows: [0, 1, 2]), PeerShelf(3, rows: [6, 7]),
        PeerShelf(PeerModel(1, true), [PeerModel(3)]),
        PeerShelf(PeerModel(2), [PeerModel(5, true)]),
      ]
    ),
    (
      "testComplicated10",
      [
        PeerShelf(PeerModel(0), [PeerModel(0), PeerModel(1)]),
        PeerShelf(PeerModel(1), [PeerModel(2), PeerModel(3)]),
      ],
      [
        PeerShelf(PeerModel(1), [PeerModel(3, true), PeerModel(2)]),
        PeerShelf(PeerModel(0), [PeerModel(1), PeerModel(0, true)]),
      ]
    ),
    (
      "testComplicated11",
      [
        PeerShelf(1, rows: [0, 1, 2, 3]), PeerShelf(2, rows: [4, 5, 6, 7, 8]),
        PeerShelf(3, rows: [9, 10, 11, 12]), PeerShelf(4, rows: [13, 14, 15, 16]),
      ],
      [
        PeerShelf(1, rows: [0, 1, 2, 3]), PeerShelf(2, rows: [6]),
        PeerShelf(3, rows: [4, 5, 7, 8]),
        PeerShelf(3, rows: [9, 10, 11, 12]), PeerShelf(4, rows: [13, 14, 15, 16]),
      ]
    ),
  ]

  // ra1028/DifferenceKit AlgorithmTest.testDuplicatedSectionAndElement, testComplicated1–11
  @Test(
    "DifferenceKit's complicated sectioned cases replay and are minimal",
    arguments: reproducibleCases.indices)
  func reproducible(index: Int) {
    let (name, source, target) = Self.reproducibleCases[index]
    let changes = sectioned(source, target)
    let found = problems(changes, source, target)
    #expect(found.isEmpty, "\(name): \(changes): \(found)")
  }
}

// MARK: - IGListKit

/// An IGListKit test object: a key (identity) and a value (content).
private struct Keyed: Identifiable, Equatable, Sendable {
  var id: String
  var value: Int
}

@Suite struct IGListKitPeerCaseTests {
  // Instagram/IGListKit IGListDiffTests test_whenDiffingEmptyArrays_thatResultHasNoChanges
  @Test("diffing two empty arrays has no changes")
  func emptyArrays() {
    #expect(Changeset(source: [Int](), target: [Int]()).isEmpty)
  }

  // Instagram/IGListKit IGListDiffTests test_whenDiffingFromEmptyArray_thatResultHasChanges,
  // test_whenDiffingToEmptyArray_thatResultHasChanges
  @Test("from an empty array one insert, to an empty array one delete")
  func fromAndToEmpty() {
    let grown = Changeset(source: [Int](), target: [1])
    #expect(grown.inserts == [0] && grown.changeCount == 1)
    let emptied = Changeset(source: [1], target: [Int]())
    #expect(emptied.deletes == [0] && emptied.changeCount == 1)
  }

  // Instagram/IGListKit IGListDiffTests test_whenSwappingObjects_thatResultHasMoves
  @Test("swapping two objects is one move (IGListKit reports both)")
  func swappingTwo() {
    let changes = Changeset(source: [1, 2], target: [2, 1])
    #expect(Counts(changes) == Counts(moves: 1))
    #expect(problems(changes, [1, 2], [2, 1]).isEmpty)
  }

  // Instagram/IGListKit IGListDiffTests test_whenMovingObjectsTogether_thatResultHasMoves
  @Test("moving the first object past a repeated one is the single move 0 → 2")
  func movingObjectsTogether() {
    let source = [1, 2, 3, 3, 4]
    let target = [2, 3, 1, 3, 4]
    let changes = Changeset(source: source, target: target)
    #expect(changes.moves == [Move(source: 0, target: 2)])
    #expect(changes.deletes.isEmpty && changes.inserts.isEmpty)
    #expect(problems(changes, source, target).isEmpty)
  }

  /// The two sentences of Heckel's paper (1978), as words.
  static let paperSource =
    "much writing is like snow , a mass of long words and phrases falls upon the relevant facts covering up the details ."
    .split(separator: " ").map(String.init)
  static let paperTarget =
    "a mass of latin words falls upon the relevant facts like soft snow , covering up the details ."
    .split(separator: " ").map(String.init)

  // Instagram/IGListKit IGListDiffTests test_whenDiffingWordsFromPaper_thatDeletesMatchPaper,
  // test_whenDiffingWordsFromPaper_thatInsertsMatchPaper (and the index-path variants)
  @Test("the words of Heckel's paper: the deletes and inserts the paper gives")
  func wordsFromPaper() {
    let changes = Changeset(source: Self.paperSource, target: Self.paperTarget)
    #expect(changes.deletes == [0, 1, 2, 9, 11, 12])
    #expect(changes.inserts == [3, 11])
    #expect(changes.updates.isEmpty)
    #expect(problems(changes, Self.paperSource, Self.paperTarget).isEmpty)
  }

  // Instagram/IGListKit IGListDiffTests test_whenSwappingObjects_withIndexPaths_thatResultHasMoves
  @Test("a delete, an insert and two swapped survivors: one move")
  func swappingWithDeleteAndInsert() {
    let source = [1, 2, 3, 4]
    let target = [2, 4, 5, 3]
    let changes = Changeset(source: source, target: target)
    #expect(changes.deletes == [0])
    #expect(changes.inserts == [2])
    #expect(changes.moves.count == 1)
    #expect(problems(changes, source, target).isEmpty)
  }

  // Instagram/IGListKit IGListDiffTests test_whenObjectEqualityChanges_thatResultHasUpdates
  @Test("an object whose value changed under the same key is an update at its index")
  func equalityChanges() {
    let source = [Keyed(id: "0", value: 0), Keyed(id: "1", value: 1), Keyed(id: "2", value: 2)]
    var target = source
    target[1].value = 3
    let changes = Changeset(source: source, target: target)
    #expect(changes == Changeset(updates: [Update(source: 1, target: 1)]))
  }

  // Instagram/IGListKit IGListDiffTests test_whenDeletingItems_withInserts_withMoves_thatResultHasInsertsMovesAndDeletes
  @Test("deletes, inserts and two moves together")
  func deletesInsertsAndMoves() {
    let source = [0, 1, 2, 3, 4, 5, 6, 7, 8]
    let target = [0, 2, 3, 4, 7, 6, 9, 5, 10]
    let changes = Changeset(source: source, target: target)
    #expect(changes.deletes == [1, 8])
    #expect(changes.inserts == [6, 8])
    #expect(changes.moves.count == 2)
    #expect(problems(changes, source, target).isEmpty)
  }

  // Instagram/IGListKit IGListDiffTests test_whenMovingItems_withEqualityChanges_thatResultsHasMovesAndUpdates
  @Test("the ends swapped, one of them changed: two moves and an update that follows it")
  func movesAndUpdates() {
    let source = [Keyed(id: "0", value: 0), Keyed(id: "1", value: 1), Keyed(id: "2", value: 2)]
    let target = [Keyed(id: "2", value: 3), Keyed(id: "1", value: 1), Keyed(id: "0", value: 0)]
    let changes = Changeset(source: source, target: target)
    #expect(changes.moves.count == 2)
    #expect(changes.updates == [Update(source: 2, target: 0)])
    #expect(changes.deletes.isEmpty && changes.inserts.isEmpty)
    #expect(
      Check.changeset(changes, source: source, target: target, id: \.id, isContentEqual: ==)
        .isEmpty)
  }

  // Instagram/IGListKit IGListDiffTests test_whenDeletingObjects_withArrayOfEqualObjects_thatChangeCountMatches,
  // test_whenInsertingObjects_withArrayOfEqualObjects_thatChangeCountMatches
  @Test("four equal objects to two, and two to four: the counts add up")
  func equalObjects() {
    let four = [String](repeating: "dog", count: 4)
    let two = [String](repeating: "dog", count: 2)
    let shrunk = Changeset(source: four, target: two)
    #expect(Counts(shrunk) == Counts(deletes: 2))
    #expect(problems(shrunk, four, two).isEmpty)
    let grown = Changeset(source: two, target: four)
    #expect(Counts(grown) == Counts(inserts: 2))
    #expect(problems(grown, two, four).isEmpty)
  }

  // Instagram/IGListKit IGListDiffTests test_whenInsertingObject_withOldArrayHavingMultiples_thatChangeCountMatches
  @Test("a third equal object inserted into a run of two is one insert")
  func insertIntoRun() {
    // IGListKit mixes numbers (NSNotFound three times) and strings.
    let source = ["NSNotFound", "NSNotFound", "NSNotFound", "49", "33", "cat", "cat", "0", "14"]
    var target = source
    target.insert("cat", at: 5)
    let changes = Changeset(source: source, target: target)
    #expect(Counts(changes) == Counts(inserts: 1))
    #expect(problems(changes, source, target).isEmpty)
  }

  // Instagram/IGListKit IGListDiffTests test_whenMovingDuplicateObjects_thatChangeCountMatches,
  // test_whenDuplicateObjects_thatMovesAreUnique
  @Test(
    "objects repeated many times replay with the fewest changes and distinct move sources",
    arguments: [
      (
        [1, 20, 14, -1, 100, -1, 4, 200, 100, 100, 300, -1, 300, -1] as [Int],
        [1, 28, 14, 100, 100, 4, 200, -1, 100, 300, -1, 300, -1] as [Int]
      ),
      (
        [100, -1, 200, 200, -1, -1, 100, 65],
        [100, -1, 200, -1, 200, -1, 100, 100, 300, 65]
      ),
    ])
  func duplicateObjects(source: [Int], target: [Int]) {
    let changes = Changeset(source: source, target: target)
    #expect(source.count + changes.inserts.count - changes.deletes.count == target.count)
    #expect(Set(changes.moves.map(\.source)).count == changes.moves.count)
    #expect(problems(changes, source, target).isEmpty)
  }

  // Instagram/IGListKit IGListDiffTests test_whenDiffingDuplicatesAtTail_withDuplicateAtHead_thatResultHasNoChanges
  @Test("the same list with a repeated object at both ends has no changes")
  func duplicatesAtBothEnds() {
    let list = ["cat", "1", "2", "3", "cat"]
    #expect(Changeset(source: list, target: list).isEmpty)
  }

  // Instagram/IGListKit IGListDiffTests test_whenMovingObjectShiftsOthers_thatMovesContainRequiredMoves
  @Test("two neighbours moved ahead of two others: two moves")
  func movingShiftsOthers() {
    let source = [1, 2, 3, 4, 5, 6, 7]
    let target = [1, 4, 5, 2, 3, 6, 7]
    let changes = Changeset(source: source, target: target)
    #expect(Counts(changes) == Counts(moves: 2))
    #expect(problems(changes, source, target).isEmpty)
  }

  // Instagram/IGListKit IGListDiffTests test_whenDiffing_thatOldIndexesMatch,
  // test_whenDiffing_thatNewIndexesMatch (and the index-path variants)
  @Test("old and new indexes: deleted at 3 and 6, inserted at 1 and 6, 1 moved from 0 to 3")
  func oldAndNewIndexes() {
    let source = [1, 2, 3, 4, 5, 6, 7]
    let target = [2, 9, 3, 1, 5, 6, 8]
    let changes = Changeset(source: source, target: target)
    #expect(changes.deletes == [3, 6])
    #expect(changes.inserts == [1, 6])
    #expect(changes.moves == [Move(source: 0, target: 3)])
    #expect(problems(changes, source, target).isEmpty)
  }

  // Instagram/IGListKit IGListDiffTests test_whenDiffing_withBatchUpdateResult_thatIndexesMatch
  @Test("a delete, an insert, moves and updates (one moved and updated) in one list")
  func batchUpdateResult() {
    let source = (1...6).map { Keyed(id: "\($0)", value: 1) }
    let target = [
      Keyed(id: "2", value: 2), Keyed(id: "5", value: 1), Keyed(id: "4", value: 1),
      Keyed(id: "7", value: 1), Keyed(id: "6", value: 2), Keyed(id: "3", value: 2),
    ]
    let changes = Changeset(source: source, target: target)
    #expect(changes.deletes == [0])
    #expect(changes.inserts == [3])
    #expect(changes.moves.count == 2)
    #expect(
      changes.updates == [
        Update(source: 1, target: 0), Update(source: 2, target: 5), Update(source: 5, target: 4),
      ])
    #expect(
      Check.changeset(changes, source: source, target: target, id: \.id, isContentEqual: ==)
        .isEmpty)
  }

  // Instagram/IGListKit IGListDiffSwiftTests testDiffingStrings, testDiffingNumbers, testDiffingSwiftClass
  @Test("one deleted in the middle, one appended: one delete at 1, one insert at 2")
  func swiftDiffing() {
    #expect(
      Changeset(source: ["a", "b", "c"], target: ["a", "c", "d"])
        == Changeset(deletes: [1], inserts: [2]))
    #expect(
      Changeset(source: [0, 1, 2], target: [0, 2, 4]) == Changeset(deletes: [1], inserts: [2]))
    let objects = Changeset(
      source: [Keyed(id: "0", value: 0), Keyed(id: "1", value: 1), Keyed(id: "2", value: 2)],
      target: [Keyed(id: "0", value: 0), Keyed(id: "2", value: 2), Keyed(id: "4", value: 4)])
    #expect(objects == Changeset(deletes: [1], inserts: [2]))
  }

  // Instagram/IGListKit IGListDiffSwiftTests testDiffingSwiftClassWithUpdates
  @Test("the same keys with two values changed are two updates")
  func swiftClassWithUpdates() {
    let source = [Keyed(id: "0", value: 0), Keyed(id: "1", value: 1), Keyed(id: "2", value: 2)]
    let target = [Keyed(id: "0", value: 1), Keyed(id: "1", value: 1), Keyed(id: "2", value: 1)]
    let changes = Changeset(source: source, target: target)
    #expect(Counts(changes) == Counts(updates: 2))
    #expect(changes.updates == [Update(source: 0, target: 0), Update(source: 2, target: 2)])
  }
}

// MARK: - Dwifft

@Suite struct DwifftPeerCaseTests {
  /// Dwifft's `testDiff` cases and its expected deletions and insertions
  /// (a longest-common-subsequence diff: each answer is a shortest script).
  static let diffCases: [EditScriptCase] = [
    EditScriptCase(source: "1234", target: "23", deletions: 2, insertions: 0),
    EditScriptCase(source: "0125890", target: "4598310", deletions: 4, insertions: 4),
    EditScriptCase(source: "BANANA", target: "KATANA", deletions: 2, insertions: 2),
    EditScriptCase(source: "1234", target: "1224533324", deletions: 0, insertions: 6),
    EditScriptCase(
      source: "thisisatest", target: "testing123testing", deletions: 4, insertions: 10),
    EditScriptCase(source: "HUMAN", target: "CHIMPANZEE", deletions: 1, insertions: 6),
  ]

  // jflinter/Dwifft DwifftTests.testDiff
  @Test(
    "Dwifft's string cases: a shortest edit script of the same size that replays",
    arguments: diffCases)
  func diff(_ testCase: EditScriptCase) {
    let source = Array(testCase.source)
    let target = Array(testCase.target)
    let diff = Diff(source, target)
    #expect(diff.deletions.count == testCase.deletions)
    #expect(diff.insertions.count == testCase.insertions)
    #expect(Check.diff(diff, source: source, target: target).isEmpty)
  }

  // jflinter/Dwifft DwifftTests.testDiff ("1234" → "23", "BANANA" → "KATANA")
  @Test("where the shortest script is unique, Dwifft's exact steps")
  func uniqueScripts() {
    let trimmed = Diff(Array("1234"), Array("23"))
    #expect(trimmed.deletions.map(\.offset) == [3, 0])
    #expect(trimmed.deletions.map(\.element) == ["4", "1"])
    #expect(trimmed.insertions.isEmpty)
    let banana = Diff(Array("BANANA"), Array("KATANA"))
    #expect(banana.deletions.map(\.offset) == [2, 0])
    #expect(banana.deletions.map(\.element) == ["N", "B"])
    #expect(banana.insertions.map(\.offset) == [0, 2])
    #expect(banana.insertions.map(\.element) == ["K", "T"])
  }

  // jflinter/Dwifft DwifftTests.test2D: [a:[0,1], b:[2,3,4]] → [b:[2]]
  @Test("a section deleted and two rows of another: the section delete covers its rows")
  func sectionAndRowsDeleted() {
    let source = [PeerNamed("a", [0, 1]), PeerNamed("b", [2, 3, 4])]
    let target = [PeerNamed("b", [2])]
    let changes = sectioned(source, target)
    #expect(changes.sectionDeletes == [0])
    #expect(changes.rowDeletes == [Path(section: 1, row: 1), Path(section: 1, row: 2)])
    #expect(changes.rowInserts.isEmpty && changes.rowMoves.isEmpty)
    #expect(problems(changes, source, target).isEmpty)
  }

  // jflinter/Dwifft DwifftTests.test2D: empty sections deleted, inserted, nothing to nothing
  @Test("empty sections all deleted, all inserted, or none at all")
  func wholeSections() {
    let two = [PeerNamed("a", []), PeerNamed("b", [])]
    #expect(sectioned(two, []) == SectionedChangeset(sections: Changeset(deletes: [0, 1])))
    #expect(sectioned([], two) == SectionedChangeset(sections: Changeset(inserts: [0, 1])))
    #expect(sectioned([PeerNamed](), []).isEmpty)
  }

  // jflinter/Dwifft DwifftTests.test2D: [] → [a:[1,2], b:[3,4,5]]
  @Test("sections inserted with their rows: the rows are covered by the section inserts")
  func sectionsInsertedWithRows() {
    let target = [PeerNamed("a", [1, 2]), PeerNamed("b", [3, 4, 5])]
    let changes = sectioned([], target)
    #expect(changes == SectionedChangeset(sections: Changeset(inserts: [0, 1])))
    #expect(problems(changes, [], target).isEmpty)
  }

  // jflinter/Dwifft DwifftTests.test2D: [a:[1], b:[], c:[]] → [a:[1]]
  @Test("trailing empty sections deleted")
  func trailingSectionsDeleted() {
    let source = [PeerNamed("a", [1]), PeerNamed("b", []), PeerNamed("c", [])]
    #expect(
      sectioned(source, [PeerNamed("a", [1])])
        == SectionedChangeset(sections: Changeset(deletes: [1, 2])))
  }

  // jflinter/Dwifft DwifftTests.test2D: [a:[], b:[1], c:[]] → [a:[], b:[2], c:[]]
  @Test("a row replaced by another in its section: one row delete, one row insert")
  func rowReplaced() {
    let source = [PeerNamed("a", []), PeerNamed("b", [1]), PeerNamed("c", [])]
    let target = [PeerNamed("a", []), PeerNamed("b", [2]), PeerNamed("c", [])]
    #expect(
      sectioned(source, target)
        == SectionedChangeset(
          rowDeletes: [Path(section: 1, row: 0)], rowInserts: [Path(section: 1, row: 0)]))
  }

  // jflinter/Dwifft DwifftTests.test2D: [a:[1], b:[], c:[]] → [a:[], b:[1], c:[]]
  @Test("a row that changes section is a row move (Dwifft deletes and inserts it)")
  func rowChangesSection() {
    let source = [PeerNamed("a", [1]), PeerNamed("b", []), PeerNamed("c", [])]
    let target = [PeerNamed("a", []), PeerNamed("b", [1]), PeerNamed("c", [])]
    let changes = sectioned(source, target)
    #expect(
      changes
        == SectionedChangeset(rowMoves: [
          SectionedChangeset.RowMove(
            source: Path(section: 0, row: 0), target: Path(section: 1, row: 0))
        ]))
  }

  // jflinter/Dwifft DwifftTests.test2D: [a:[1], b, c] → [q:[], a:[1]] and → [q:[], a:[1, 2]];
  // [a:[1]] → [q:[], a:[1]]
  @Test("a section inserted ahead of a kept one, others deleted, a row appended")
  func sectionInsertedAhead() {
    let source = [PeerNamed("a", [1]), PeerNamed("b", []), PeerNamed("c", [])]
    let kept = sectioned(source, [PeerNamed("q", []), PeerNamed("a", [1])])
    #expect(kept == SectionedChangeset(sections: Changeset(deletes: [1, 2], inserts: [0])))
    let grown = sectioned(source, [PeerNamed("q", []), PeerNamed("a", [1, 2])])
    #expect(
      grown
        == SectionedChangeset(
          sections: Changeset(deletes: [1, 2], inserts: [0]),
          rowInserts: [Path(section: 1, row: 1)]))
    let one = sectioned([PeerNamed("a", [1])], [PeerNamed("q", []), PeerNamed("a", [1])])
    #expect(one == SectionedChangeset(sections: Changeset(inserts: [0])))
  }

  // jflinter/Dwifft DwifftTests.test2D: [a:[1,2], b:[3,4]] → [a:[1,2,3,4]]
  @Test("a section deleted whose rows join another: row moves out of a deleted section")
  func rowsLeaveDeletedSection() {
    let source = [PeerNamed("a", [1, 2]), PeerNamed("b", [3, 4])]
    let target = [PeerNamed("a", [1, 2, 3, 4])]
    let changes = sectioned(source, target)
    #expect(changes.sectionDeletes == [1])
    #expect(
      changes.rowMoves == [
        SectionedChangeset.RowMove(
          source: Path(section: 1, row: 0), target: Path(section: 0, row: 2)),
        SectionedChangeset.RowMove(
          source: Path(section: 1, row: 1), target: Path(section: 0, row: 3)),
      ])
    #expect(changes.hasMovesAcrossDeletedOrInsertedSections)
    #expect(problems(changes, source, target).isEmpty)
  }

  // jflinter/Dwifft DwifftTests.test2D: [a:[1,2,3], b:[4,5], c:[]] → [q:[], a:[1,2], b:[3,4]]
  @Test("a section inserted, one deleted, a row moved to the next section, one deleted")
  func mixedSectionedChanges() {
    let source = [PeerNamed("a", [1, 2, 3]), PeerNamed("b", [4, 5]), PeerNamed("c", [])]
    let target = [PeerNamed("q", []), PeerNamed("a", [1, 2]), PeerNamed("b", [3, 4])]
    let changes = sectioned(source, target)
    #expect(changes.sections == Changeset(deletes: [2], inserts: [0]))
    #expect(changes.rowDeletes == [Path(section: 1, row: 1)])
    #expect(
      changes.rowMoves == [
        SectionedChangeset.RowMove(
          source: Path(section: 0, row: 2), target: Path(section: 2, row: 0))
      ])
    #expect(changes.rowInserts.isEmpty && changes.rowUpdates.isEmpty)
    #expect(problems(changes, source, target).isEmpty)
  }
}

// MARK: - Differ

@Suite struct DifferPeerCaseTests {
  /// Differ's `expectations`: strings and the deletions and insertions of
  /// its (shortest) edit script.
  static let diffCases: [EditScriptCase] = [
    EditScriptCase(source: "kitten", target: "sitting", deletions: 2, insertions: 3),
    EditScriptCase(source: "🐩itt🍨ng", target: "kitten", deletions: 3, insertions: 2),
    EditScriptCase(source: "1234", target: "ABCD", deletions: 4, insertions: 4),
    EditScriptCase(source: "1234", target: "", deletions: 4, insertions: 0),
    EditScriptCase(source: "", target: "1234", deletions: 0, insertions: 4),
    EditScriptCase(source: "Hi", target: "Oh Hi", deletions: 0, insertions: 3),
    EditScriptCase(source: "Hi", target: "Hi O", deletions: 0, insertions: 2),
    EditScriptCase(source: "Oh Hi", target: "Hi", deletions: 3, insertions: 0),
    EditScriptCase(source: "Hi O", target: "Hi", deletions: 2, insertions: 0),
    EditScriptCase(source: "Wojtek", target: "Wojciech", deletions: 2, insertions: 4),
    EditScriptCase(source: "1234", target: "1234", deletions: 0, insertions: 0),
    EditScriptCase(source: "", target: "", deletions: 0, insertions: 0),
    EditScriptCase(source: "Oh Hi", target: "Hi Oh", deletions: 3, insertions: 3),
    EditScriptCase(source: "1362", target: "31526", deletions: 2, insertions: 3),
  ]

  // tonyarnold/Differ DiffTests.testDiffOutputs
  @Test("Differ's edit scripts: the same number of steps, and they replay", arguments: diffCases)
  func diff(_ testCase: EditScriptCase) {
    let source = Array(testCase.source)
    let target = Array(testCase.target)
    let diff = Diff(source, target)
    #expect(diff.deletions.count == testCase.deletions)
    #expect(diff.insertions.count == testCase.insertions)
    #expect(Check.diff(diff, source: source, target: target).isEmpty)
  }

  // tonyarnold/Differ DiffTests.testDiffOutputs ("Hi" → "Oh Hi", "Hi O" → "Hi", "1234" → "")
  @Test("where the edit script is unique, Differ's exact offsets")
  func uniqueScripts() {
    #expect(Diff(Array("Hi"), Array("Oh Hi")).insertions.map(\.offset) == [0, 1, 2])
    #expect(Diff(Array("Hi"), Array("Hi O")).insertions.map(\.offset) == [2, 3])
    #expect(Diff(Array("Hi O"), Array("Hi")).deletions.map(\.offset).sorted() == [2, 3])
    #expect(Diff(Array("1234"), Array("")).deletions.map(\.offset).sorted() == [0, 1, 2, 3])
    #expect(Diff(Array("a"), Array("a")).isEmpty)
  }

  /// Differ's `extendedExpectations` (diffs with moves), with the counts
  /// of its answers, each a minimal one.
  static let extendedCases: [CharacterCase] = [
    CharacterCase(source: "sitting", target: "kitten", deletes: 3, inserts: 2, moves: 0),
    CharacterCase(source: "🐩itt🍨ng", target: "kitten", deletes: 3, inserts: 2, moves: 0),
    CharacterCase(source: "1234", target: "ABCD", deletes: 4, inserts: 4, moves: 0),
    CharacterCase(source: "1234", target: "", deletes: 4, inserts: 0, moves: 0),
    CharacterCase(source: "", target: "1234", deletes: 0, inserts: 4, moves: 0),
    CharacterCase(source: "Hi", target: "Oh Hi", deletes: 0, inserts: 3, moves: 0),
    CharacterCase(source: "Hi", target: "Hi O", deletes: 0, inserts: 2, moves: 0),
    CharacterCase(source: "Oh Hi", target: "Hi", deletes: 3, inserts: 0, moves: 0),
    CharacterCase(source: "Hi O", target: "Hi", deletes: 2, inserts: 0, moves: 0),
    CharacterCase(source: "Wojtek", target: "Wojciech", deletes: 2, inserts: 4, moves: 0),
    CharacterCase(source: "1234", target: "1234", deletes: 0, inserts: 0, moves: 0),
    CharacterCase(source: "", target: "", deletes: 0, inserts: 0, moves: 0),
    CharacterCase(source: "gitten", target: "sitting", deletes: 1, inserts: 2, moves: 1),
    CharacterCase(source: "Oh Hi", target: "Hi Oh", deletes: 0, inserts: 0, moves: 3),
    CharacterCase(source: "Hi Oh", target: "Oh Hi", deletes: 0, inserts: 0, moves: 3),
    CharacterCase(source: "12345", target: "12435", deletes: 0, inserts: 0, moves: 1),
    CharacterCase(source: "1362", target: "31526", deletes: 0, inserts: 1, moves: 2),
  ]

  // tonyarnold/Differ DiffTests.testExtendedDiffOutputs
  @Test("Differ's extended diffs: the same deletes, inserts and moves", arguments: extendedCases)
  func extendedDiff(_ testCase: CharacterCase) {
    testCase.expectFewestChanges()
  }

  // tonyarnold/Differ NestedExtendedDiffTests.testDiffOutputs: [1:[], 0:[]] → [0:[], 1:[]]
  @Test("two empty sections swapped: one section move")
  func emptySectionsSwapped() {
    let source = [PeerShelf(1, rows: []), PeerShelf(0, rows: [])]
    let target = [PeerShelf(0, rows: []), PeerShelf(1, rows: [])]
    let changes = sectioned(source, target)
    #expect(changes.sectionMoves.count == 1)
    #expect(changes.sectionDeletes.isEmpty && changes.sectionInserts.isEmpty)
    #expect(changes.rowDeletes.isEmpty && changes.rowInserts.isEmpty && changes.rowMoves.isEmpty)
  }

  // tonyarnold/Differ NestedExtendedDiffTests.testDiffOutputs:
  // [0:[0,1], 1:[2,3]] → [1:[3,2], 0:[0,1], 2:[12]]
  @Test("sections swapped, one inserted, and two rows swapped in a moved section")
  func sectionsSwappedRowsSwapped() {
    let source = [PeerShelf(0, rows: [0, 1]), PeerShelf(1, rows: [2, 3])]
    let target = [
      PeerShelf(1, rows: [3, 2]), PeerShelf(0, rows: [0, 1]), PeerShelf(2, rows: [12]),
    ]
    let changes = sectioned(source, target)
    #expect(changes.sectionMoves.count == 1)
    #expect(changes.sectionInserts == [2])
    #expect(changes.rowMoves.count == 1)
    #expect(changes.rowDeletes.isEmpty && changes.rowInserts.isEmpty)
    #expect(problems(changes, source, target).isEmpty)
  }

  // tonyarnold/Differ NestedDiffTests.testDiffOutputs:
  // [0:[2], 5:[0], 1:[1]] → [0:[1], 1:[]]
  @Test("a section deleted, a row replaced, a row moved to an earlier section")
  func nestedDeleteAndReplace() {
    let source = [PeerShelf(0, rows: [2]), PeerShelf(5, rows: [0]), PeerShelf(1, rows: [1])]
    let target = [PeerShelf(0, rows: [1]), PeerShelf(1, rows: [])]
    let changes = sectioned(source, target)
    #expect(changes.sectionDeletes == [1])
    #expect(changes.rowDeletes == [Path(section: 0, row: 0)])
    #expect(
      changes.rowMoves == [
        SectionedChangeset.RowMove(
          source: Path(section: 2, row: 0), target: Path(section: 0, row: 0))
      ])
    #expect(changes.rowInserts.isEmpty)
    #expect(problems(changes, source, target).isEmpty)
  }
}

// MARK: - DeepDiff

@Suite struct DeepDiffPeerCaseTests {
  /// DeepDiff's Heckel cases over characters, with the counts a minimal
  /// changeset has (DeepDiff's own moves are not minimal: it moves every
  /// element between two anchors, where one move does).
  static let heckelCases: [CharacterCase] = [
    CharacterCase(source: "", target: "", deletes: 0, inserts: 0, moves: 0),
    CharacterCase(source: "", target: "abc", deletes: 0, inserts: 3, moves: 0),
    CharacterCase(source: "abc", target: "", deletes: 3, inserts: 0, moves: 0),
    CharacterCase(source: "abc", target: "aBc", deletes: 1, inserts: 1, moves: 0),
    CharacterCase(source: "abc", target: "ABC", deletes: 3, inserts: 3, moves: 0),
    CharacterCase(source: "abc", target: "aB", deletes: 2, inserts: 1, moves: 0),
    CharacterCase(source: "abc", target: "cba", deletes: 0, inserts: 0, moves: 2),
    CharacterCase(source: "a", target: "ba", deletes: 0, inserts: 1, moves: 0),
    CharacterCase(source: "sitting", target: "kitten", deletes: 3, inserts: 2, moves: 0),
    CharacterCase(source: "abcdef", target: "def", deletes: 3, inserts: 0, moves: 0),
    CharacterCase(source: "abcd", target: "cdef", deletes: 2, inserts: 2, moves: 0),
    CharacterCase(source: "abc", target: "d", deletes: 3, inserts: 1, moves: 0),
    CharacterCase(source: "a", target: "b", deletes: 1, inserts: 1, moves: 0),
    CharacterCase(source: "12345", target: "15234", deletes: 0, inserts: 0, moves: 1),
    CharacterCase(source: "15234", target: "12345", deletes: 0, inserts: 0, moves: 1),
    CharacterCase(source: "34152", target: "51324", deletes: 0, inserts: 0, moves: 3),
    CharacterCase(source: "321", target: "143", deletes: 1, inserts: 1, moves: 1),
    CharacterCase(source: "abc", target: "a", deletes: 2, inserts: 0, moves: 0),
    CharacterCase(source: "1302", target: "0231", deletes: 0, inserts: 0, moves: 2),
    CharacterCase(source: "2013", target: "1302", deletes: 0, inserts: 0, moves: 2),
  ]

  // onmyway133/DeepDiff HeckelTests (testEmpty … testReplaceMoveReplace)
  @Test("DeepDiff's Heckel cases: the fewest deletes, inserts and moves", arguments: heckelCases)
  func heckel(_ testCase: CharacterCase) {
    testCase.expectFewestChanges()
  }

  // onmyway133/DeepDiff HeckelTests.testSamePostfix, testShift, testDeleteUntilOne
  @Test("a shared suffix, a shift and a trim: the exact offsets")
  func exactOffsets() {
    #expect(
      Changeset(source: Array("abcdef"), target: Array("def")) == Changeset(deletes: [0, 1, 2]))
    #expect(
      Changeset(source: Array("abcd"), target: Array("cdef"))
        == Changeset(deletes: [0, 1], inserts: [2, 3]))
    #expect(Changeset(source: Array("abc"), target: Array("a")) == Changeset(deletes: [1, 2]))
  }

  // onmyway133/DeepDiff HeckelTests.testMoveWithInsertDelete, testMoveWithDeleteInsert
  @Test("one element moved across three: one move, the only minimal one")
  func oneElementMoved() {
    #expect(
      Changeset(source: Array("12345"), target: Array("15234"))
        == Changeset(moves: [Move(source: 4, target: 1)]))
    #expect(
      Changeset(source: Array("15234"), target: Array("12345"))
        == Changeset(moves: [Move(source: 1, target: 4)]))
  }

  // onmyway133/DeepDiff HeckelTests.testReplace2, testReplace3 (WagnerFischer "replace")
  @Test("a user renamed under the same id is one update")
  func renamedUser() {
    let source = [PeerModel(1), PeerModel(2), PeerModel(3)]
    let target = [PeerModel(1), PeerModel(2, true), PeerModel(3)]
    #expect(
      Changeset(source: source, target: target)
        == Changeset(updates: [Update(source: 1, target: 1)]))
  }

  // onmyway133/DeepDiff HeckelTests.testObject
  @Test("a user renamed and one appended: one update and one insert")
  func renamedAndAppended() {
    let source = [PeerModel(1), PeerModel(2)]
    let target = [PeerModel(1), PeerModel(2, true), PeerModel(3)]
    let changes = Changeset(source: source, target: target)
    #expect(changes == Changeset(inserts: [2], updates: [Update(source: 1, target: 1)]))
    #expect(problems(changes, source, target).isEmpty)
  }
}
