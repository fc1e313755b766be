import CellarHost
import Foundation
import Testing

@testable import Cellar

// Scenarios from ra1028/DiffableDataSources' test suite (its snapshot and
// data-source tests), restated for `DiffableSnapshot` and
// `DiffableDataSource`. Each test names the peer's test it restates.
//
// Where the peer differs from UIKit, the test follows UIKit, as Cellar's
// spec does (shared/spec/diffable-semantics.md §1.3): the peer keeps
// duplicate identifiers, where UIKit refuses the same identifier twice in one
// argument, refuses a section that is already there, moves an item that is
// already there into place (with a log), and refuses to reload a section
// that is not there. Cellar throws where UIKit stops the program, and leaves
// the snapshot as it was.

private typealias Snapshot = DiffableSnapshot<Int, Int>

/// A snapshot of sections `0..<sections.count`, each with its items, built
/// as the peer builds it (sections appended one by one, items to each).
private func snapshot(_ sections: [[Int]]) throws -> Snapshot {
  var snapshot = Snapshot()
  for (section, items) in sections.enumerated() {
    try snapshot.appendSections([section])
    try snapshot.appendItems(items, toSection: section)
  }
  return snapshot
}

/// A snapshot of the sections given, with no items.
private func snapshot(sections: [Int]) throws -> Snapshot {
  var snapshot = Snapshot()
  try snapshot.appendSections(sections)
  return snapshot
}

/// Each section's items, in order.
private func items(_ snapshot: Snapshot) throws -> [[Int]] {
  try snapshot.sectionIdentifiers.map { try snapshot.itemIdentifiers(inSection: $0) }
}

/// The error a verb throws, or `nil` (and an issue) when it throws none.
private func thrown(_ verb: () throws -> Void) -> SnapshotError? {
  do {
    try verb()
    Issue.record("no error thrown")
    return nil
  } catch {
    guard let error = error as? SnapshotError else {
      Issue.record("not a SnapshotError: \(error)")
      return nil
    }
    return error
  }
}

// MARK: - Snapshot verbs

@Suite struct SnapshotPeerCaseTests {
  // ra1028/DiffableDataSources DiffableDataSourceSnapshotTests.testAppendSections
  @Test(
    "appendSections appends after the sections there, in the order given",
    arguments: [
      ([0, 1], [], [0, 1]), ([], [0, 1, 2], [0, 1, 2]), ([0, 1], [2, 3, 4], [0, 1, 2, 3, 4]),
      ([0, 1], [4, 3, 2], [0, 1, 4, 3, 2]),
    ])
  func appendSections(initial: [Int], append: [Int], expected: [Int]) throws {
    var snapshot = try snapshot(sections: initial)
    try snapshot.appendSections(append)
    #expect(snapshot.sectionIdentifiers == expected)
    #expect(snapshot.numberOfSections == expected.count)
  }

  // ra1028/DiffableDataSources DiffableDataSourceSnapshotTests.testAppendSectionsDuplication
  // (the peer keeps the duplicates; UIKit refuses them)
  @Test(
    "appendSections of sections already there, or of one twice, throws and changes nothing",
    arguments: [
      ([0], SnapshotError.sectionsAlreadyExist(["0"])),
      ([0, 1], SnapshotError.sectionsAlreadyExist(["0", "1"])),
      ([2, 2], SnapshotError.duplicateIdentifiers(["2"], ofSections: true)),
    ])
  func appendSectionsDuplication(append: [Int], error: SnapshotError) throws {
    var snapshot = try snapshot(sections: [0, 1])
    #expect(thrown { try snapshot.appendSections(append) } == error)
    #expect(snapshot.sectionIdentifiers == [0, 1])
  }

  // ra1028/DiffableDataSources DiffableDataSourceSnapshotTests.testInsertSectionsBeforeSection
  @Test(
    "insertSections(beforeSection:) puts the block just before the anchor",
    arguments: [
      ([0, 1], [3, 4], 1, [0, 3, 4, 1]), ([0, 1], [3, 4], 0, [3, 4, 0, 1]),
      ([0, 1, 2], [3, 4], 2, [0, 1, 3, 4, 2]), ([0, 1, 2], [], 2, [0, 1, 2]),
    ])
  func insertSectionsBefore(initial: [Int], insert: [Int], before: Int, expected: [Int]) throws {
    var snapshot = try snapshot(sections: initial)
    try snapshot.insertSections(insert, beforeSection: before)
    #expect(snapshot.sectionIdentifiers == expected)
  }

  // ra1028/DiffableDataSources DiffableDataSourceSnapshotTests.testInsertSectionsAfterSection
  @Test(
    "insertSections(afterSection:) puts the block just after the anchor",
    arguments: [
      ([0, 1], [3, 4], 1, [0, 1, 3, 4]), ([0, 1], [3, 4], 0, [0, 3, 4, 1]),
      ([0, 1, 2], [3, 4], 2, [0, 1, 2, 3, 4]), ([0, 1, 2], [], 2, [0, 1, 2]),
      ([0], [1], 0, [0, 1]),
    ])
  func insertSectionsAfter(initial: [Int], insert: [Int], after: Int, expected: [Int]) throws {
    var snapshot = try snapshot(sections: initial)
    try snapshot.insertSections(insert, afterSection: after)
    #expect(snapshot.sectionIdentifiers == expected)
  }

  // ra1028/DiffableDataSources DiffableDataSourceSnapshotTests.testInsertSectionsBeforeSectionDuplication,
  // testInsertSectionsAfterSectionDuplication (the peer keeps the duplicates; UIKit refuses them)
  @Test("insertSections of a section already there, or of one twice, throws and changes nothing")
  func insertSectionsDuplication() throws {
    var snapshot = try snapshot(sections: [0, 1])
    #expect(
      thrown { try snapshot.insertSections([1], beforeSection: 0) } == .sectionsAlreadyExist(["1"]))
    #expect(
      thrown { try snapshot.insertSections([1], afterSection: 0) } == .sectionsAlreadyExist(["1"]))
    #expect(
      thrown { try snapshot.insertSections([2, 2], beforeSection: 1) }
        == .duplicateIdentifiers(["2"], ofSections: true))
    #expect(
      thrown { try snapshot.insertSections([2, 2], afterSection: 1) }
        == .duplicateIdentifiers(["2"], ofSections: true))
    #expect(snapshot.sectionIdentifiers == [0, 1])
  }

  // ra1028/DiffableDataSources DiffableDataSourceSnapshotTests.testDeleteSections
  @Test(
    "deleteSections removes the sections named and ignores unknown ones",
    arguments: [
      ([0, 1], [1], [0]), ([0, 1], [0], [1]), ([0, 1, 2], [1], [0, 2]), ([], [1], []),
      ([0, 1], [100], [0, 1]),
    ])
  func deleteSections(initial: [Int], delete: [Int], expected: [Int]) throws {
    var snapshot = try snapshot(sections: initial)
    try snapshot.deleteSections(delete)
    #expect(snapshot.sectionIdentifiers == expected)
  }

  // ra1028/DiffableDataSources DiffableDataSourceSnapshotTests.testMoveSectionBeforeSection
  @Test(
    "moveSection(beforeSection:) puts the section just before the anchor",
    arguments: [
      ([0, 1], 1, 0, [1, 0]), ([0, 1, 2], 2, 0, [2, 0, 1]), ([0, 1, 2], 0, 2, [1, 0, 2]),
      ([0, 1, 2], 1, 2, [0, 1, 2]),
    ])
  func moveSectionBefore(initial: [Int], move: Int, before: Int, expected: [Int]) throws {
    var snapshot = try snapshot(sections: initial)
    try snapshot.moveSection(move, beforeSection: before)
    #expect(snapshot.sectionIdentifiers == expected)
  }

  // ra1028/DiffableDataSources DiffableDataSourceSnapshotTests.testMoveSectionAfterSection
  @Test(
    "moveSection(afterSection:) puts the section just after the anchor",
    arguments: [
      ([0, 1], 0, 1, [1, 0]), ([0, 1, 2], 2, 0, [0, 2, 1]), ([0, 1, 2], 0, 2, [1, 2, 0]),
      ([0, 1, 2], 1, 0, [0, 1, 2]),
    ])
  func moveSectionAfter(initial: [Int], move: Int, after: Int, expected: [Int]) throws {
    var snapshot = try snapshot(sections: initial)
    try snapshot.moveSection(move, afterSection: after)
    #expect(snapshot.sectionIdentifiers == expected)
  }

  // ra1028/DiffableDataSources DiffableDataSourceSnapshotTests.testMoveSectionBeforeSection
  @Test("a section moved carries its items with it")
  func moveSectionCarriesItems() throws {
    var snapshot = try snapshot([[0, 1], [2], [3, 4]])
    try snapshot.moveSection(2, beforeSection: 0)
    #expect(snapshot.sectionIdentifiers == [2, 0, 1])
    #expect(try items(snapshot) == [[3, 4], [0, 1], [2]])
    #expect(snapshot.itemIdentifiers == [3, 4, 0, 1, 2])
    #expect(snapshot.indexOfItem(2) == 4)
  }

  // ra1028/DiffableDataSources DiffableDataSourceSnapshotTests.testReloadSections
  @Test(
    "reloadSections marks the sections named, in the order of the call, and keeps the order",
    arguments: [
      ([], [], []), ([0], [0], [0]), ([0, 1, 2], [2], [2]), ([2, 1, 0], [0, 1], [0, 1]),
    ])
  func reloadSections(initial: [Int], reload: [Int], reloaded: [Int]) throws {
    var snapshot = try snapshot(sections: initial)
    try snapshot.reloadSections(reload)
    #expect(snapshot.sectionIdentifiers == initial)
    #expect(snapshot.reloadedSectionIdentifiers == reloaded)
    #expect(snapshot.reloadedItemIdentifiers == [])
  }

  // ra1028/DiffableDataSources DiffableDataSourceSnapshotTests.testReloadSections ([0], reload [1])
  // (the peer ignores the unknown section; UIKit refuses it at the call)
  @Test("reloadSections of a section not there throws UIKit's text and marks nothing")
  func reloadMissingSection() throws {
    var snapshot = try snapshot(sections: [0])
    let error = thrown { try snapshot.reloadSections([1]) }
    #expect(error == SnapshotError.markedMissing("1", verb: .reload, ofSections: true))
    #expect(
      error?.description
        == "Attempted to reload section identifier that does not exist in the snapshot: 1")
    #expect(snapshot.reloadedSectionIdentifiers == [])
  }

  // ra1028/DiffableDataSources DiffableDataSourceSnapshotTests.testAppendItems
  @Test(
    "appendItems with no section named appends to the last section",
    arguments: [([0, 1], [2, 3], [0, 1, 2, 3]), ([], [2, 3], [2, 3]), ([1], [0], [1, 0])])
  func appendItems(initial: [Int], append: [Int], expected: [Int]) throws {
    var snapshot = try snapshot(sections: [0, 1])
    try snapshot.appendItems(initial)
    try snapshot.appendItems(append)
    #expect(try snapshot.itemIdentifiers(inSection: 1) == expected)
    #expect(try snapshot.itemIdentifiers(inSection: 0) == [])
  }

  // ra1028/DiffableDataSources DiffableDataSourceSnapshotTests.testAppendItemsDuplication,
  // testAppendItemsToSectionDuplication (the peer keeps the duplicate; UIKit moves it into place)
  @Test(
    "appendItems of an item already there moves it into place, with UIKit's log",
    arguments: [nil, 1] as [Int?])
  func appendItemsDuplication(section: Int?) throws {
    var snapshot = try snapshot([[], [1]])
    try snapshot.appendItems([1, 2], toSection: section)
    #expect(try items(snapshot) == [[], [1, 2]])
    #expect(snapshot.numberOfItems == 2)
    #expect(snapshot.warnings.count == 1)
    #expect(
      snapshot.warnings.first?.hasSuffix("Item identifier that already exists: 1") == true,
      "\(snapshot.warnings)")
  }

  // ra1028/DiffableDataSources DiffableDataSourceSnapshotTests.testAppendItemsDuplication,
  // testAppendItemsToSectionDuplication ([1] + [2, 2])
  @Test("appendItems of an item twice in the argument throws UIKit's text and changes nothing")
  func appendItemsTwiceInArgument() throws {
    var snapshot = try snapshot([[], [1]])
    let error = thrown { try snapshot.appendItems([2, 2], toSection: 1) }
    #expect(error == SnapshotError.duplicateIdentifiers(["2"], ofSections: false))
    #expect(
      error?.description
        == "Fatal: supplied item identifiers are not unique. Duplicate identifiers: {(\n    2\n)}")
    #expect(
      thrown { try snapshot.appendItems([2, 2]) } == .duplicateIdentifiers(["2"], ofSections: false)
    )
    #expect(try items(snapshot) == [[], [1]])
    #expect(snapshot.warnings.isEmpty)
  }

  // ra1028/DiffableDataSources DiffableDataSourceSnapshotTests.testAppendItemsToSection
  @Test(
    "appendItems(toSection:) appends to the section named, whichever it is",
    arguments: [
      ([[], [0, 1]], [2, 3], 1, [[], [0, 1, 2, 3]]), ([[], []], [2, 3], 1, [[], [2, 3]]),
      ([[], [1]], [0], 1, [[], [1, 0]]), ([[], [1]], [2], 0, [[2], [1]]),
      ([[], [1]], [2, 3], 0, [[2, 3], [1]]), ([[], []], [0], 0, [[0], []]),
    ])
  func appendItemsToSection(initial: [[Int]], append: [Int], section: Int, expected: [[Int]])
    throws
  {
    var snapshot = try snapshot(initial)
    try snapshot.appendItems(append, toSection: section)
    #expect(try items(snapshot) == expected)
  }

  // ra1028/DiffableDataSources DiffableDataSourceSnapshotTests.testInsertItemsBeforeItem
  @Test(
    "insertItems(beforeItem:) puts the block just before the anchor",
    arguments: [
      ([0, 1], [2, 3], 1, [0, 2, 3, 1]), ([0, 1], [2, 3], 0, [2, 3, 0, 1]),
      ([0, 1, 2], [3, 4], 1, [0, 3, 4, 1, 2]), ([0, 1, 2], [], 1, [0, 1, 2]),
      ([0], [1], 0, [1, 0]),
    ])
  func insertItemsBefore(initial: [Int], insert: [Int], before: Int, expected: [Int]) throws {
    var snapshot = try snapshot([[], initial])
    try snapshot.insertItems(insert, beforeItem: before)
    #expect(try items(snapshot) == [[], expected])
  }

  // ra1028/DiffableDataSources DiffableDataSourceSnapshotTests.testInsertItemsAfterItem
  @Test(
    "insertItems(afterItem:) puts the block just after the anchor",
    arguments: [
      ([0, 1], [2, 3], 1, [0, 1, 2, 3]), ([0, 1], [2, 3], 0, [0, 2, 3, 1]),
      ([0, 1, 2], [3, 4], 1, [0, 1, 3, 4, 2]), ([0, 1, 2], [], 1, [0, 1, 2]),
      ([0], [1], 0, [0, 1]),
    ])
  func insertItemsAfter(initial: [Int], insert: [Int], after: Int, expected: [Int]) throws {
    var snapshot = try snapshot([[], initial])
    try snapshot.insertItems(insert, afterItem: after)
    #expect(try items(snapshot) == [[], expected])
  }

  // ra1028/DiffableDataSources DiffableDataSourceSnapshotTests.testInsertItemsBeforeItemDuplication,
  // testInsertItemsAfterItemDuplication (the peer inserts the anchor next to itself; UIKit refuses)
  @Test("insertItems whose anchor is among the items, or with an item twice, throws")
  func insertItemsDuplication() throws {
    var snapshot = try snapshot([[], [1]])
    #expect(
      thrown { try snapshot.insertItems([1, 2], beforeItem: 1) }
        == .destinationInInsertedList("1", ofSections: false, inserted: ["1", "2"]))
    #expect(
      thrown { try snapshot.insertItems([1, 2], afterItem: 1) }
        == .destinationInInsertedList("1", ofSections: false, inserted: ["1", "2"]))
    #expect(
      thrown { try snapshot.insertItems([2, 2], beforeItem: 1) }
        == .duplicateIdentifiers(["2"], ofSections: false))
    #expect(
      thrown { try snapshot.insertItems([2, 2], afterItem: 1) }
        == .duplicateIdentifiers(["2"], ofSections: false))
    #expect(try items(snapshot) == [[], [1]])
  }

  // ra1028/DiffableDataSources DiffableDataSourceSnapshotTests.testDeleteItems
  @Test(
    "deleteItems removes the items named from any section and ignores unknown ones",
    arguments: [
      ([[], [0, 1]], [0], [[], [1]]), ([[0, 1], [2, 3]], [0, 2], [[1], [3]]),
      ([[], []], [100], [[], []]), ([[0, 1], [2, 3]], [0, 1], [[], [2, 3]]),
      ([[0, 1], [2, 3]], [0], [[1], [2, 3]]), ([[0, 1], [2, 3]], [0, 1, 2, 3], [[], []]),
      ([[0, 1], [2, 3]], [0, 1, 2, 3, 4, 5], [[], []]),
    ])
  func deleteItems(initial: [[Int]], delete: [Int], expected: [[Int]]) throws {
    var snapshot = try snapshot(initial)
    try snapshot.deleteItems(delete)
    #expect(try items(snapshot) == expected)
    #expect(snapshot.numberOfSections == initial.count)
  }

  // ra1028/DiffableDataSources DiffableDataSourceSnapshotTests.testDeleteAllItems
  // (UIKit's deleteAllItems removes the sections too)
  @Test(
    "deleteAllItems leaves no item, and no section",
    arguments: [
      [[], [0, 1]], [[0], [1]], [[], []], [[0, 1], [2, 3]], [[0, 1, 2], []], [[], [0, 1, 2]],
    ])
  func deleteAllItems(initial: [[Int]]) throws {
    var snapshot = try snapshot(initial)
    snapshot.deleteAllItems()
    #expect(snapshot.itemIdentifiers == [])
    #expect(snapshot.numberOfItems == 0)
    #expect(snapshot.numberOfSections == 0)
  }

  // ra1028/DiffableDataSources DiffableDataSourceSnapshotTests.testMoveItemsBeforeItem
  @Test(
    "moveItem(beforeItem:) puts the item just before the anchor, in the anchor's section",
    arguments: [
      ([[0, 1], [2, 3]], 0, 2, [[1], [0, 2, 3]]), ([[0, 1], [2, 3]], 1, 0, [[1, 0], [2, 3]]),
      ([[0, 1], [2, 3]], 3, 0, [[3, 0, 1], [2]]), ([[0, 1], [2, 3]], 2, 3, [[0, 1], [2, 3]]),
      ([[0], [1]], 0, 1, [[], [0, 1]]), ([[0], [1]], 1, 0, [[1, 0], []]),
      ([[], [0, 1]], 1, 0, [[], [1, 0]]),
    ])
  func moveItemBefore(initial: [[Int]], move: Int, before: Int, expected: [[Int]]) throws {
    var snapshot = try snapshot(initial)
    try snapshot.moveItem(move, beforeItem: before)
    #expect(try items(snapshot) == expected)
    #expect(
      snapshot.sectionIdentifier(containingItem: move)
        == snapshot.sectionIdentifier(containingItem: before))
  }

  // ra1028/DiffableDataSources DiffableDataSourceSnapshotTests.testMoveItemsAfterItem
  @Test(
    "moveItem(afterItem:) puts the item just after the anchor, in the anchor's section",
    arguments: [
      ([[0, 1], [2, 3]], 0, 2, [[1], [2, 0, 3]]), ([[0, 1], [2, 3]], 1, 0, [[0, 1], [2, 3]]),
      ([[0, 1], [2, 3]], 3, 0, [[0, 3, 1], [2]]), ([[0, 1], [2, 3]], 2, 3, [[0, 1], [3, 2]]),
      ([[0], [1]], 0, 1, [[], [1, 0]]), ([[0], [1]], 1, 0, [[0, 1], []]),
      ([[], [0, 1]], 1, 0, [[], [0, 1]]),
    ])
  func moveItemAfter(initial: [[Int]], move: Int, after: Int, expected: [[Int]]) throws {
    var snapshot = try snapshot(initial)
    try snapshot.moveItem(move, afterItem: after)
    #expect(try items(snapshot) == expected)
  }

  // ra1028/DiffableDataSources DiffableDataSourceSnapshotTests.testReloadItems
  @Test(
    "reloadItems marks the items named, in the order of the call, and moves nothing",
    arguments: [
      ([[], []], [], []), ([[], [0]], [0], [0]), ([[0, 1], [2]], [1, 2], [1, 2]),
      ([[0, 1], [2, 3]], [0, 2, 3], [0, 2, 3]),
    ])
  func reloadItems(initial: [[Int]], reload: [Int], reloaded: [Int]) throws {
    var snapshot = try snapshot(initial)
    try snapshot.reloadItems(reload)
    #expect(snapshot.itemIdentifiers == initial.flatMap { $0 })
    #expect(snapshot.reloadedItemIdentifiers == reloaded)
    #expect(snapshot.reloadedSectionIdentifiers == [])
  }

  // ra1028/DiffableDataSources DiffableDataSourceSnapshotTests.testNumberOfItems,
  // testItemIdentifiers, testNumberOfItemsInSection, testItemIdentifiersInSection
  @Test(
    "counts and identifiers: in all, and in the second section",
    arguments: [
      ([[0, 1], [2, 3]], [2, 3]), ([[0, 1], []], []), ([[], [2, 3]], [2, 3]), ([[], []], []),
    ])
  func countsAndIdentifiers(initial: [[Int]], second: [Int]) throws {
    let snapshot = try snapshot(initial)
    #expect(snapshot.numberOfItems == initial.joined().count)
    #expect(snapshot.itemIdentifiers == Array(initial.joined()))
    #expect(try snapshot.numberOfItems(inSection: 1) == second.count)
    #expect(try snapshot.itemIdentifiers(inSection: 1) == second)
  }

  // ra1028/DiffableDataSources DiffableDataSourceSnapshotTests.testNumberOfSections,
  // testSectionIdentifiers
  @Test("numberOfSections and sectionIdentifiers", arguments: [[], [0, 1, 2], [0, 1]])
  func sectionCounts(sections: [Int]) throws {
    let snapshot = try snapshot(sections: sections)
    #expect(snapshot.numberOfSections == sections.count)
    #expect(snapshot.sectionIdentifiers == sections)
  }

  // ra1028/DiffableDataSources DiffableDataSourceSnapshotTests.testNumberOfItemsDuplication,
  // testItemIdentifiersDuplication, testItemIdentifiersInSectionDuplication,
  // testSectionIdentifiersContainingDulication, testIndexOfItemDuplication
  // (the peer counts the item twice; in UIKit an item is in one place only)
  @Test("an item appended to a second section leaves the first: counted once, found there")
  func itemInTwoSections() throws {
    let snapshot = try snapshot([[0, 1], [1, 2]])
    #expect(try items(snapshot) == [[0], [1, 2]])
    #expect(snapshot.numberOfItems == 3)
    #expect(snapshot.itemIdentifiers == [0, 1, 2])
    #expect(try snapshot.numberOfItems(inSection: 1) == 2)
    #expect(snapshot.sectionIdentifier(containingItem: 1) == 1)
    #expect(snapshot.sectionIdentifier(containingItem: 2) == 1)
    #expect(snapshot.indexOfItem(1) == 1)
    #expect(snapshot.indexOfItem(2) == 2)
    #expect(snapshot.warnings.count == 1)
  }

  // ra1028/DiffableDataSources DiffableDataSourceSnapshotTests.testNumberOfItemsDuplication ([[0, 0], []]),
  // testNumberOfItemsInSectionDuplication ([[0], [1, 1]]), testItemIdentifiersInSectionDuplication ([[0, 1], [2, 2]])
  @Test("an item twice in one appendItems throws, and the section keeps what it had")
  func itemTwiceInOneAppend() throws {
    var snapshot = try snapshot([[0], []])
    #expect(
      thrown { try snapshot.appendItems([1, 1], toSection: 1) }
        == .duplicateIdentifiers(["1"], ofSections: false))
    #expect(
      thrown { try snapshot.appendItems([0, 0], toSection: 0) }
        == .duplicateIdentifiers(["0"], ofSections: false))
    #expect(try items(snapshot) == [[0], []])
    #expect(snapshot.numberOfItems == 1)
  }

  // ra1028/DiffableDataSources DiffableDataSourceSnapshotTests.testNumberOfSectionsDuplication,
  // testSectionIdentifiersDuplication, testIndexOfSectionDuplication
  @Test(
    "a section twice in one appendSections throws, and there are no sections",
    arguments: [([0, 0], ["0"]), ([0, 1, 1], ["1"]), ([0, 1, 1, 2], ["1"])])
  func sectionTwiceInOneAppend(sections: [Int], duplicates: [String]) throws {
    var snapshot = Snapshot()
    #expect(
      thrown { try snapshot.appendSections(sections) }
        == .duplicateIdentifiers(duplicates, ofSections: true))
    #expect(snapshot.numberOfSections == 0)
    #expect(snapshot.sectionIdentifiers == [])
    #expect(snapshot.indexOfSection(sections[0]) == nil)
  }

  // ra1028/DiffableDataSources DiffableDataSourceSnapshotTests.testSectionIdentifiersContainingItem
  @Test(
    "sectionIdentifier(containingItem:) finds the item's section, or nil",
    arguments: [
      ([[0, 1], [2, 3]], 2, 1), ([[0, 1], []], 0, 0), ([[], [2, 3]], 2, 1), ([[], []], 0, nil),
      ([[0], [1]], 2, nil),
    ] as [([[Int]], Int, Int?)])
  func sectionContainingItem(initial: [[Int]], item: Int, expected: Int?) throws {
    #expect(try snapshot(initial).sectionIdentifier(containingItem: item) == expected)
  }

  // ra1028/DiffableDataSources DiffableDataSourceSnapshotTests.testIndexOfItem
  @Test(
    "indexOfItem counts across all sections, or is nil",
    arguments: [
      ([[0, 1], [2, 3]], 2, 2), ([[0, 1], []], 0, 0), ([[], [2, 3]], 2, 0), ([[], []], 0, nil),
      ([[0], [1]], 2, nil),
    ] as [([[Int]], Int, Int?)])
  func indexOfItem(initial: [[Int]], item: Int, expected: Int?) throws {
    #expect(try snapshot(initial).indexOfItem(item) == expected)
  }

  // ra1028/DiffableDataSources DiffableDataSourceSnapshotTests.testIndexOfSection
  @Test(
    "indexOfSection is the section's place, or nil",
    arguments: [([0, 1, 2], 1, 1), ([0, 1, 2], 2, 2), ([0, 1, 2], 3, nil), ([], 0, nil)]
      as [([Int], Int, Int?)])
  func indexOfSection(sections: [Int], section: Int, expected: Int?) throws {
    #expect(try snapshot(sections: sections).indexOfSection(section) == expected)
  }
}

// MARK: - Data sources

/// A data source on a table view, whose provider records the cells it made.
@MainActor
private final class TableRig {
  let tableView: UITableView
  let source: DiffableDataSource<Int, Int>
  var provided: [Int: UITableViewCell] = [:]

  init() {
    let tableView = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 2_000))
    tableView.rowHeight = 44
    tableView.register(UITableViewCell.self, forCellReuseIdentifier: "cell")
    self.tableView = tableView
    var made: (Int, UITableViewCell) -> Void = { _, _ in }
    source = DiffableDataSource<Int, Int>(tableView: tableView) { tableView, indexPath, id in
      let cell = tableView.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
      cell.textLabel?.text = "item \(id)"
      made(id, cell)
      return cell
    }
    made = { [unowned self] id, cell in self.provided[id] = cell }
  }

  /// The number of batches the table view accepted.
  var batches: Int { tableView.updateLog.count { $0.kind == .batch } }
}

/// A data source on a collection view of 10-point items.
@MainActor
private func collectionRig() -> (UICollectionView, DiffableDataSource<Int, Int>) {
  let layout = UICollectionViewFlowLayout()
  layout.itemSize = CGSize(width: 10, height: 10)
  let collectionView = UICollectionView(
    frame: CGRect(x: 0, y: 0, width: 100, height: 100), collectionViewLayout: layout)
  collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "cell")
  let source = DiffableDataSource<Int, Int>(collectionView: collectionView) {
    collectionView, indexPath, _ in
    collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
  }
  return (collectionView, source)
}

/// Sections 0, 1, 2 with items 0, 1, 2 in section 0: the peer's fixture.
private func threeSectionsItemsInFirst() throws -> Snapshot {
  var snapshot = Snapshot()
  try snapshot.appendSections([0, 1, 2])
  try snapshot.appendItems([0, 1, 2], toSection: 0)
  return snapshot
}

@MainActor
@Suite struct DataSourcePeerCaseTests {
  // ra1028/DiffableDataSources TableViewDiffableDataSourceTests.testApply
  @Test("applying an unchanged snapshot sends no batch; each change sends one")
  func applyBatches() throws {
    let rig = TableRig()
    var snapshot = Snapshot()
    var completions = 0
    try rig.source.apply(snapshot) { completions += 1 }
    #expect(rig.batches == 0)
    try snapshot.appendSections([0])
    try snapshot.appendItems([0])
    try rig.source.apply(snapshot) { completions += 1 }
    let afterFirst = rig.batches
    #expect(afterFirst == 1)
    #expect(rig.tableView.numberOfSections == 1)
    let logged = rig.tableView.updateLog.count
    try rig.source.apply(snapshot) { completions += 1 }
    #expect(rig.tableView.updateLog.count == logged)
    try snapshot.appendItems([1])
    try rig.source.apply(snapshot) { completions += 1 }
    #expect(rig.batches == afterFirst + 1)
    #expect(completions == 4)
    #expect(rig.tableView.numberOfRows(inSection: 0) == 2)
  }

  // ra1028/DiffableDataSources CollectionViewDiffableDataSourceTests.testApply
  @Test("a collection view: an unchanged snapshot sends no batch; a change sends one")
  func collectionApplyBatches() throws {
    let (collectionView, source) = collectionRig()
    var snapshot = Snapshot()
    try snapshot.appendSections([0])
    try snapshot.appendItems([0])
    try source.apply(snapshot)
    let logged = collectionView.updateLog.count
    try source.apply(snapshot)
    #expect(collectionView.updateLog.count == logged)
    try snapshot.appendItems([1])
    try source.apply(snapshot)
    #expect(collectionView.updateLog.count == logged + 1)
    #expect(collectionView.updateLog.last?.kind == .batch)
    #expect(collectionView.numberOfItems(inSection: 0) == 2)
  }

  // ra1028/DiffableDataSources TableViewDiffableDataSourceTests.testSnapshot,
  // CollectionViewDiffableDataSourceTests.testSnapshot
  @Test("snapshot() is a copy: editing it changes nothing until it is applied")
  func snapshotIsACopy() throws {
    let rig = TableRig()
    #expect(rig.source.snapshot().sectionIdentifiers == [])
    #expect(rig.source.snapshot().itemIdentifiers == [])
    var edited = rig.source.snapshot()
    try edited.appendSections([0, 1, 2])
    #expect(rig.source.snapshot().sectionIdentifiers == [])
    var applied = Snapshot()
    try applied.appendSections([0, 1, 2])
    try applied.appendItems([0, 1, 2])
    try rig.source.apply(applied)
    #expect(rig.source.snapshot().sectionIdentifiers == [0, 1, 2])
    #expect(rig.source.snapshot().itemIdentifiers == [0, 1, 2])
    // Items appended with no section named went to the last one.
    #expect(try rig.source.snapshot().itemIdentifiers(inSection: 2) == [0, 1, 2])
    var unapplied = rig.source.snapshot()
    try unapplied.appendSections([3, 4, 5])
    var next = rig.source.snapshot()
    #expect(next.sectionIdentifiers == [0, 1, 2])
    try next.appendSections([3, 4, 5])
    try next.appendItems([3, 4, 5])
    try rig.source.apply(next)
    #expect(rig.source.snapshot().sectionIdentifiers == [0, 1, 2, 3, 4, 5])
    #expect(rig.source.snapshot().itemIdentifiers == [0, 1, 2, 3, 4, 5])
    #expect(rig.tableView.numberOfSections == 6)
    #expect(rig.tableView.numberOfRows(inSection: 5) == 3)
  }

  // ra1028/DiffableDataSources TableViewDiffableDataSourceTests.testItemIdentifier, testIndexPath
  @Test("itemIdentifier(for:) and indexPath(for:) answer from the view, nil out of range")
  func lookups() throws {
    let rig = TableRig()
    try rig.source.apply(threeSectionsItemsInFirst())
    #expect(rig.source.itemIdentifier(for: IndexPath(row: 1, section: 0)) == 1)
    #expect(rig.source.itemIdentifier(for: IndexPath(row: 100, section: 100)) == nil)
    #expect(rig.source.indexPath(for: 2) == IndexPath(row: 2, section: 0))
    #expect(rig.source.indexPath(for: 100) == nil)
  }

  // ra1028/DiffableDataSources CollectionViewDiffableDataSourceTests.testItemIdentifier, testIndexPath
  @Test("a collection view's lookups answer the same")
  func collectionLookups() throws {
    let (_, source) = collectionRig()
    try source.apply(threeSectionsItemsInFirst())
    #expect(source.itemIdentifier(for: IndexPath(item: 1, section: 0)) == 1)
    #expect(source.itemIdentifier(for: IndexPath(item: 100, section: 100)) == nil)
    #expect(source.indexPath(for: 2) == IndexPath(item: 2, section: 0))
    #expect(source.indexPath(for: 100) == nil)
  }

  // ra1028/DiffableDataSources TableViewDiffableDataSourceTests.testInit, testNumberOfSections,
  // testNumberOfRowsInSection
  @Test("the table view's data source answers the snapshot's counts, none before an apply")
  func tableCounts() throws {
    let rig = TableRig()
    let dataSource = try #require(rig.tableView.dataSource)
    #expect(dataSource.numberOfSections(in: rig.tableView) == 0)
    try rig.source.apply(threeSectionsItemsInFirst())
    #expect(dataSource.numberOfSections(in: rig.tableView) == 3)
    #expect(dataSource.tableView(rig.tableView, numberOfRowsInSection: 0) == 3)
    #expect(dataSource.tableView(rig.tableView, numberOfRowsInSection: 1) == 0)
    #expect(rig.tableView.numberOfSections == 3)
    #expect(rig.tableView.numberOfRows(inSection: 0) == 3)
  }

  // ra1028/DiffableDataSources CollectionViewDiffableDataSourceTests.testInit, testNumberOfSections,
  // testNumberOfItemsInSection
  @Test("the collection view's counts are the snapshot's, none before an apply")
  func collectionCounts() throws {
    let (collectionView, source) = collectionRig()
    #expect(collectionView.numberOfSections == 0)
    try source.apply(threeSectionsItemsInFirst())
    #expect(collectionView.numberOfSections == 3)
    #expect(collectionView.numberOfItems(inSection: 0) == 3)
    #expect(collectionView.numberOfItems(inSection: 2) == 0)
  }

  // ra1028/DiffableDataSources TableViewDiffableDataSourceTests.testCellForRowAt
  @Test("the cell at an index path is the one the provider made for its item")
  func cellForRow() throws {
    let rig = TableRig()
    try rig.source.apply(threeSectionsItemsInFirst())
    let shown = try #require(rig.tableView.cellForRow(at: IndexPath(row: 1, section: 0)))
    #expect(shown === rig.provided[1])
    #expect(shown.textLabel?.text == "item 1")
    #expect(rig.tableView.visibleTexts == ["item 0", "item 1", "item 2"])
  }

  // ra1028/DiffableDataSources TableViewDiffableDataSourceTests.testNumberOfSections,
  // testNumberOfRowsInSection, testCellForRowAt, asked of the data source itself
  @Test(
    "the data source answers a table view's data-source calls itself, as the view's data source does"
  )
  func tableDataSourceCalls() throws {
    let rig = TableRig()
    #expect(rig.source.numberOfSections(in: rig.tableView) == 0)
    try rig.source.apply(threeSectionsItemsInFirst())
    #expect(rig.source.numberOfSections(in: rig.tableView) == 3)
    #expect(rig.source.tableView(rig.tableView, numberOfRowsInSection: 0) == 3)
    #expect(rig.source.tableView(rig.tableView, numberOfRowsInSection: 2) == 0)
    let viewsSource = try #require(rig.tableView.dataSource)
    for section in -1...2 {
      #expect(
        rig.source.tableView(rig.tableView, numberOfRowsInSection: section)
          == viewsSource.tableView(rig.tableView, numberOfRowsInSection: section))
    }
    let cell = rig.source.tableView(rig.tableView, cellForRowAt: IndexPath(row: 1, section: 0))
    #expect(cell === rig.provided[1])
    #expect(cell.textLabel?.text == "item 1")
    // A collection view's calls: a table's data source shows it nothing.
    let (collectionView, _) = collectionRig()
    #expect(rig.source.numberOfSections(in: collectionView) == 0)
    #expect(rig.source.collectionView(collectionView, numberOfItemsInSection: 0) == 0)
    #expect(
      !rig.source.collectionView(collectionView, canMoveItemAt: IndexPath(item: 0, section: 0)))
  }

  // The diffable-semantics spec §3.1 (B-TDS): UITableViewDiffableDataSource
  // asserts `section < _impl.numberOfSections`.
  @Test(
    "a row count asked for a section past the last raises UIKit's exception; a negative one is 0")
  func rowCountPastTheLastSection() throws {
    let rig = TableRig()
    let three = try threeSectionsItemsInFirst()
    for (snapshot, asked) in [(Snapshot(), 0), (Snapshot(), 5), (three, 3), (three, Int.max)] {
      try rig.source.apply(snapshot)
      var count = -1
      let exception = UIKitException.catching {
        count = rig.source.tableView(rig.tableView, numberOfRowsInSection: asked)
      }
      #expect(exception?.name == .internalInconsistency, "section \(asked)")
      #expect(
        exception?.reason == "Invalid parameter not satisfying: section < _impl.numberOfSections")
      #expect(count == 0)
    }
    try rig.source.apply(threeSectionsItemsInFirst())
    for section in [Int.min, -1, 0, 2] {
      var count = -1
      let exception = UIKitException.catching {
        count = rig.source.tableView(rig.tableView, numberOfRowsInSection: section)
      }
      #expect(exception == nil, "\(section)")
      #expect(count == (section == 0 ? 3 : 0))
    }
    #expect(rig.tableView.visibleTexts == ["item 0", "item 1", "item 2"])
  }

  @Test("data-source calls with hostile index paths: counts 0, an empty cell, nothing changed")
  func hostileDataSourceCalls() throws {
    let rig = TableRig()
    try rig.source.apply(threeSectionsItemsInFirst())
    let logged = rig.tableView.updateLog.count
    for section in [Int.min, -1] {
      #expect(rig.source.tableView(rig.tableView, numberOfRowsInSection: section) == 0)
    }
    for section in [3, Int.max] {
      let exception = UIKitException.catching {
        #expect(rig.source.tableView(rig.tableView, numberOfRowsInSection: section) == 0)
      }
      #expect(exception?.name == .internalInconsistency)
    }
    for path in [
      IndexPath(row: Int.max, section: 0), IndexPath(row: -1, section: 0),
      IndexPath(row: 0, section: Int.max), IndexPath(row: Int.min, section: Int.min),
    ] {
      let cell = rig.source.tableView(rig.tableView, cellForRowAt: path)
      #expect(cell.reuseIdentifier == nil, "\(path)")
    }
    #expect(rig.tableView.updateLog.count == logged)
    #expect(rig.tableView.visibleTexts == ["item 0", "item 1", "item 2"])
    let (collectionView, source) = collectionRig()
    try source.apply(threeSectionsItemsInFirst())
    for section in [Int.min, -1, 3, Int.max] {
      #expect(source.collectionView(collectionView, numberOfItemsInSection: section) == 0)
    }
    for path in [IndexPath(item: Int.max, section: 0), IndexPath(item: -1, section: Int.min)] {
      #expect(!source.collectionView(collectionView, canMoveItemAt: path))
      _ = source.collectionView(collectionView, cellForItemAt: path)
    }
    #expect(collectionView.visibleCells.count == 3)
    #expect(source.snapshot().itemIdentifiers == [0, 1, 2])
  }

  // ra1028/DiffableDataSources TableViewDiffableDataSourceTests.testCellForRowAt: the provider
  // returns one cell it made itself, not dequeued
  @Test("a cell the provider made without dequeuing is the one the data source gives")
  func undequeuedCell() throws {
    // No room for rows, as the peer's table: one cell shown for two rows
    // is the host's "not retrieved by calling -dequeue…" exception.
    let tableView = UITableView(frame: .zero)
    let cell = UITableViewCell()
    let source = DiffableDataSource<Int, Int>(tableView: tableView) { _, _, _ in cell }
    try source.apply(threeSectionsItemsInFirst())
    #expect(source.tableView(tableView, cellForRowAt: IndexPath(row: 1, section: 0)) === cell)
  }

  // ra1028/DiffableDataSources CollectionViewDiffableDataSourceTests.testNumberOfSections,
  // testNumberOfItemsInSection, testCellForItemAt, testCanMoveItemAt, asked of the data source
  @Test("the data source answers a collection view's data-source calls itself")
  func collectionDataSourceCalls() throws {
    let (collectionView, source) = collectionRig()
    #expect(source.numberOfSections(in: collectionView) == 0)
    try source.apply(threeSectionsItemsInFirst())
    #expect(source.numberOfSections(in: collectionView) == 3)
    #expect(source.collectionView(collectionView, numberOfItemsInSection: 0) == 3)
    #expect(source.collectionView(collectionView, numberOfItemsInSection: 1) == 0)
    #expect(source.collectionView(collectionView, numberOfItemsInSection: 9) == 0)
    let indexPath = IndexPath(item: 1, section: 0)
    let cell = source.collectionView(collectionView, cellForItemAt: indexPath)
    #expect(cell.reuseIdentifier == "cell")
    #expect(!source.collectionView(collectionView, canMoveItemAt: indexPath))
    source.reorderingHandlers.canReorderItem = { $0 == 1 }
    #expect(source.collectionView(collectionView, canMoveItemAt: indexPath))
    #expect(!source.collectionView(collectionView, canMoveItemAt: IndexPath(item: 2, section: 0)))
    // A table view's counts: a collection view's data source shows it nothing.
    let tableView = UITableView(frame: .zero)
    #expect(source.numberOfSections(in: tableView) == 0)
    #expect(source.tableView(tableView, numberOfRowsInSection: 0) == 0)
  }

  @Test("a supplementary view asked of the data source is its provider's")
  func supplementaryViewCall() throws {
    let collectionView = headeredCollectionView(height: 100, headerHeight: 20)
    let source = DiffableDataSource<Int, Int>(collectionView: collectionView) {
      collectionView, indexPath, _ in
      collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
    }
    var asked: [IndexPath] = []
    source.supplementaryViewProvider = { collectionView, kind, indexPath in
      asked.append(indexPath)
      return collectionView.dequeueReusableSupplementaryView(
        ofKind: kind, withReuseIdentifier: "header", for: indexPath)
    }
    try source.apply(threeSectionsItemsInFirst())
    asked = []
    let view = source.collectionView(
      collectionView, viewForSupplementaryElementOfKind: UICollectionView.elementKindSectionHeader,
      at: IndexPath(item: 0, section: 1))
    #expect(view.reuseIdentifier == "header")
    #expect(asked == [IndexPath(item: 0, section: 1)])
  }

  // ra1028/DiffableDataSources TableViewDiffableDataSourceTests.testCanEditRowAt, testCanMoveRowAt
  @Test("rows can be neither edited nor moved unless a subclass says so")
  func canEditAndMove() throws {
    let rig = TableRig()
    try rig.source.apply(threeSectionsItemsInFirst())
    let indexPath = IndexPath(row: 1, section: 0)
    #expect(!rig.source.tableView(rig.tableView, canEditRowAt: indexPath))
    #expect(!rig.source.tableView(rig.tableView, canMoveRowAt: indexPath))
    let dataSource = try #require(rig.tableView.dataSource)
    #expect(!dataSource.tableView(rig.tableView, canEditRowAt: indexPath))
    #expect(!dataSource.tableView(rig.tableView, canMoveRowAt: indexPath))
  }

  /// Applies `next` after `start` on a table, and checks that the view took
  /// batches only (no reload fallback) and shows what a reload of `next`
  /// shows.
  private func checkApply(from start: [[Int]], to next: [(Int, [Int])]) throws {
    let rig = TableRig()
    try rig.source.apply(snapshot(start))
    var target = Snapshot()
    for (section, items) in next {
      try target.appendSections([section])
      try target.appendItems(items, toSection: section)
    }
    let logged = rig.tableView.updateLog.count
    try rig.source.apply(target)
    let entries = rig.tableView.updateLog[logged...]
    #expect(!entries.isEmpty)
    #expect(entries.allSatisfy { $0.kind == .batch && !$0.fellBackToReloadData })
    let fresh = TableRig()
    try fresh.source.applySnapshotUsingReloadData(target)
    #expect(rig.tableView.visibleTexts == fresh.tableView.visibleTexts)
    #expect(try items(rig.source.snapshot()) == next.map(\.1))
    #expect(rig.source.snapshot().sectionIdentifiers == next.map(\.0))
  }

  // Instagram/IGListKit IGListBatchUpdateDataTests
  // test_whenMovingSections_withItemDeletes_thatResultConvertsConflicts_toDeletesAndInserts
  @Test("a section moved while an item in it is deleted: batches only, drawn as a reload")
  func sectionMovedWithItemDeleted() throws {
    try checkApply(from: [[0, 1, 2], [3, 4]], to: [(1, [3, 4]), (0, [0, 2])])
  }

  // Instagram/IGListKit IGListBatchUpdateDataTests
  // test_whenMovingSections_withItemInserts_thatResultConvertsConflicts_toDeletesAndInserts
  @Test("a section moved while an item is inserted in it: batches only, drawn as a reload")
  func sectionMovedWithItemInserted() throws {
    try checkApply(from: [[0, 1], [2, 3]], to: [(1, [2, 3]), (0, [0, 9, 1])])
  }

  // Instagram/IGListKit IGListBatchUpdateDataTests
  // test_whenMovingIndexPaths_withSectionDeleted_thatResultDropsTheMove
  @Test("an item moved out of a section that is deleted: batches only, drawn as a reload")
  func itemMovedOutOfDeletedSection() throws {
    try checkApply(from: [[0, 1], [2, 3]], to: [(1, [2, 0, 3])])
  }

  // Instagram/IGListKit IGListBatchUpdateDataTests
  // test_whenMovingIndexPaths_withSectionMoved_thatResultConvertsToDeletesAndInserts
  @Test("items swapped inside a section that moves: batches only, drawn as a reload")
  func itemsMovedInMovedSection() throws {
    try checkApply(from: [[0, 1, 2], [3]], to: [(1, [3]), (0, [2, 1, 0])])
  }

  // Instagram/IGListKit IGListBatchUpdateDataTests
  // test_whenMovingSections_withMoveFromConflictWithDelete_thatResultDropsTheMove
  @Test("one section moved while the one before it is deleted: batches only, drawn as a reload")
  func sectionMovedPastDeletedOne() throws {
    try checkApply(from: [[0], [1], [2], [3]], to: [(3, [3]), (1, [1]), (2, [2])])
  }
}
