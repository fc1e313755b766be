import CellarTestSupport
import Foundation
import Testing

@testable import Cellar

private typealias Snapshot = DiffableSnapshot<String, Int>

/// What every query of a snapshot says, as lines, for the sections and
/// items given (present or not): two snapshots that agree on these agree
/// on every query.
private func observed<S: Hashable & Sendable, I: Hashable & Sendable>(
  _ snapshot: DiffableSnapshot<S, I>, sections: [S], items: [I]
) -> [String] {
  var lines = [
    "sections \(snapshot.sectionIdentifiers) (\(snapshot.numberOfSections))",
    "items \(snapshot.itemIdentifiers) (\(snapshot.numberOfItems))",
    "reloaded items \(snapshot.reloadedItemIdentifiers)",
    "reconfigured items \(snapshot.reconfiguredItemIdentifiers)",
    "reloaded sections \(snapshot.reloadedSectionIdentifiers)",
    "reconfigured sections \(snapshot.reconfiguredSectionIdentifiers)",
    "warnings \(snapshot.warnings)",
  ]
  for section in sections + snapshot.sectionIdentifiers {
    var line =
      "section \(section) at \(snapshot.indexOfSection(section).map(String.init) ?? "nil"): "
    do {
      line += "\(try snapshot.itemIdentifiers(inSection: section))"
      line += " (\(try snapshot.numberOfItems(inSection: section)))"
    } catch {
      line += "\(error)"
    }
    lines.append(line)
  }
  for item in items + snapshot.itemIdentifiers {
    lines.append(
      "item \(item) at \(snapshot.indexOfItem(item).map(String.init) ?? "nil") in "
        + "\(snapshot.sectionIdentifier(containingItem: item).map { "\($0)" } ?? "nil")")
  }
  return lines
}

/// The sections of `snapshot` and their items, as `"a:1,2"`.
private func layout<S: Hashable & Sendable, I: Hashable & Sendable>(
  _ snapshot: DiffableSnapshot<S, I>
) -> [String] {
  snapshot.sectionIdentifiers.map { section in
    let items = (try? snapshot.itemIdentifiers(inSection: section)) ?? []
    return "\(section):" + items.map { "\($0)" }.joined(separator: ",")
  }
}

/// A snapshot built by verbs that must not fail.
private func make(_ sections: [(String, [Int])]) -> Snapshot {
  var snapshot = Snapshot()
  do {
    for (section, items) in sections {
      try snapshot.appendSections([section])
      try snapshot.appendItems(items, toSection: section)
    }
  } catch {
    Issue.record("building \(sections): \(error)")
  }
  return snapshot
}

/// `UIKit`'s log for item identifiers inserted that were already there.
private func movedIntoPlace(_ id: String) -> String {
  "Diffable data source detected an attempt to insert or append 1 item identifier that already "
    + "exists in the snapshot. The existing item identifier will be moved into place instead, but "
    + "this operation will be more expensive. For best performance, inserted item identifiers "
    + "should always be unique. Set a symbolic breakpoint on "
    + "BUG_IN_CLIENT_OF_DIFFABLE_DATA_SOURCE__IDENTIFIER_ALREADY_EXISTS to catch this in the "
    + "debugger. Item identifier that already exists: \(id)"
}

/// A misuse of a verb: where it starts, the verb, and the error it must
/// throw (whole, and its description whole or up to `for update:`, the part
/// `UIKit` leaves open).
struct DiffableMisuse: Sendable, CustomTestStringConvertible {
  enum Start: Sendable {
    /// `a:1,2 b:3 c:` with marks and a warning.
    case base
    /// No sections.
    case empty
    /// `base` after `deleteAllItems()`.
    case emptied
  }

  var name: String
  var start = Start.base
  var verb: @Sendable (inout DiffableSnapshot<String, Int>) throws -> Void
  var error: SnapshotError
  var text: String
  var exact = true

  var testDescription: String { name }

  init(
    _ name: String, start: Start = .base, error: SnapshotError, _ text: String,
    exact: Bool = true,
    _ verb: @escaping @Sendable (inout DiffableSnapshot<String, Int>) throws -> Void
  ) {
    self.name = name
    self.start = start
    self.verb = verb
    self.error = error
    self.text = text
    self.exact = exact
  }

  /// `a:1,2 b:3 c:`, with item 2 reloaded, section b reconfigured and a
  /// warning (item 3 appended again).
  static func base() -> DiffableSnapshot<String, Int> {
    var snapshot = make([("a", [1, 2]), ("b", [3]), ("c", [])])
    do {
      try snapshot.reloadItems([2])
      try snapshot.reconfigureSections(["b"])
      try snapshot.appendItems([3], toSection: "b")
    } catch {
      Issue.record("base: \(error)")
    }
    return snapshot
  }

  func run() {
    var snapshot: Snapshot
    switch start {
    case .base: snapshot = Self.base()
    case .empty: snapshot = Snapshot()
    case .emptied:
      snapshot = Self.base()
      snapshot.deleteAllItems()
    }
    let probes = (sections: ["a", "b", "c", "d", "e", "zz"], items: [1, 2, 3, 9, 10, 99])
    let before = observed(snapshot, sections: probes.sections, items: probes.items)
    do {
      try verb(&snapshot)
      Issue.record("\(name): no error, expected \(text)")
    } catch let thrown as SnapshotError {
      #expect(thrown == error, "\(name)")
      if exact {
        #expect(thrown.description == text, "\(name)")
      } else {
        #expect(thrown.description.hasPrefix(text), "\(name): \(thrown.description)")
      }
    } catch {
      Issue.record("\(name): not a SnapshotError: \(error)")
    }
    #expect(
      observed(snapshot, sections: probes.sections, items: probes.items) == before,
      "\(name) changed the snapshot")
  }
}

private func duplicates(_ kind: String, _ id: String) -> String {
  "Fatal: supplied \(kind) identifiers are not unique. Duplicate identifiers: {(\n    \(id)\n)}"
}

private func notFound(_ parameter: String) -> String {
  "Invalid parameter not satisfying: \(parameter) != NSNotFound"
}

private let sectionNotFoundText =
  "Section identifier was not found. You can verify the section exists by calling the "
  + "indexOfSectionIdentifier API (which has O(1) performance)"

private func notEqualToItself(_ kind: String, _ id: String) -> String {
  "Diffable data source detected \(kind) identifier that is not equal to itself. An identifier "
    + "must compare as equal to the same identifier. You must fix this in the == function (Swift) "
    + "or -isEqual: method (Objective-C) implementation for this identifier's type. Identifier "
    + "with invalid equality: \(id)"
}

/// ``DiffableSnapshot``'s verbs and queries: the failures of spec §1.3 with
/// `UIKit`'s texts, each leaving the snapshot as it was, and each verb's
/// behaviour.
@Suite struct DiffableSnapshotTests {
  // MARK: Failures, one table per row of §1.3

  static let duplicateCases: [DiffableMisuse] = [
    DiffableMisuse(
      "appendSections", error: .duplicateIdentifiers(["d"], ofSections: true),
      duplicates("section", "d")
    ) { try $0.appendSections(["d", "d"]) },
    DiffableMisuse(
      "appendSections of a present section, repeated (repeats are checked first)",
      error: .duplicateIdentifiers(["a"], ofSections: true), duplicates("section", "a")
    ) { try $0.appendSections(["a", "a"]) },
    DiffableMisuse(
      "insertSections before a missing anchor",
      error: .duplicateIdentifiers(["d"], ofSections: true), duplicates("section", "d")
    ) { try $0.insertSections(["d", "d"], beforeSection: "zz") },
    DiffableMisuse(
      "insertSections after an anchor among them",
      error: .duplicateIdentifiers(["d"], ofSections: true), duplicates("section", "d")
    ) { try $0.insertSections(["d", "e", "d"], afterSection: "d") },
    DiffableMisuse(
      "deleteSections of unknown sections",
      error: .duplicateIdentifiers(["zz"], ofSections: true), duplicates("section", "zz")
    ) { try $0.deleteSections(["zz", "zz"]) },
    DiffableMisuse(
      "deleteSections", error: .duplicateIdentifiers(["a"], ofSections: true),
      duplicates("section", "a")
    ) { try $0.deleteSections(["a", "b", "a"]) },
    DiffableMisuse(
      "reloadSections of unknown sections",
      error: .duplicateIdentifiers(["zz"], ofSections: true), duplicates("section", "zz")
    ) { try $0.reloadSections(["zz", "zz"]) },
    DiffableMisuse(
      "reconfigureSections", error: .duplicateIdentifiers(["a"], ofSections: true),
      duplicates("section", "a")
    ) { try $0.reconfigureSections(["a", "a"]) },
    DiffableMisuse(
      "appendItems to a missing section",
      error: .duplicateIdentifiers(["9"], ofSections: false), duplicates("item", "9")
    ) { try $0.appendItems([9, 9], toSection: "zz") },
    DiffableMisuse(
      "appendItems of present items", error: .duplicateIdentifiers(["1"], ofSections: false),
      duplicates("item", "1")
    ) { try $0.appendItems([1, 1], toSection: "b") },
    DiffableMisuse(
      "appendItems to no section", start: .empty,
      error: .duplicateIdentifiers(["9"], ofSections: false), duplicates("item", "9")
    ) { try $0.appendItems([9, 9]) },
    DiffableMisuse(
      "insertItems before an anchor among them",
      error: .duplicateIdentifiers(["9"], ofSections: false), duplicates("item", "9")
    ) { try $0.insertItems([9, 9], beforeItem: 9) },
    DiffableMisuse(
      "insertItems after", error: .duplicateIdentifiers(["9"], ofSections: false),
      duplicates("item", "9")
    ) { try $0.insertItems([9, 1, 9], afterItem: 2) },
    DiffableMisuse(
      "deleteItems", error: .duplicateIdentifiers(["1"], ofSections: false),
      duplicates("item", "1")
    ) { try $0.deleteItems([1, 1]) },
    DiffableMisuse(
      "deleteItems of unknown items", error: .duplicateIdentifiers(["99"], ofSections: false),
      duplicates("item", "99")
    ) { try $0.deleteItems([99, 99]) },
    DiffableMisuse(
      "reloadItems of unknown items", error: .duplicateIdentifiers(["99"], ofSections: false),
      duplicates("item", "99")
    ) { try $0.reloadItems([99, 99]) },
    DiffableMisuse(
      "reconfigureItems", error: .duplicateIdentifiers(["2"], ofSections: false),
      duplicates("item", "2")
    ) { try $0.reconfigureItems([2, 3, 2]) },
  ]

  @Test("the same identifier twice in an argument throws UIKit's text", arguments: duplicateCases)
  func duplicateIdentifiers(_ misuse: DiffableMisuse) { misuse.run() }

  static let sectionsAlreadyThereCases: [DiffableMisuse] = [
    DiffableMisuse(
      "appendSections of one present section", error: .sectionsAlreadyExist(["a"]),
      "Diffable data source detected an attempt to insert or append 1 section identifier that "
        + "already exists in the snapshot. Identifiers in a snapshot must be unique. Section "
        + "identifier that already exists: a"
    ) { try $0.appendSections(["a"]) },
    DiffableMisuse(
      "appendSections of a new and a present section", error: .sectionsAlreadyExist(["b"]),
      "Diffable data source detected an attempt to insert or append 1 section identifier that "
        + "already exists in the snapshot. Identifiers in a snapshot must be unique. Section "
        + "identifier that already exists: b"
    ) { try $0.appendSections(["d", "b"]) },
    DiffableMisuse(
      "appendSections of two present sections", error: .sectionsAlreadyExist(["c", "a"]),
      "Diffable data source detected an attempt to insert or append 2 section identifiers that "
        + "already exist in the snapshot. Identifiers in a snapshot must be unique. Section "
        + "identifiers that already exist: (\n    c,\n    a\n)"
    ) { try $0.appendSections(["c", "d", "a"]) },
    DiffableMisuse(
      "insertSections before", error: .sectionsAlreadyExist(["c"]),
      "Diffable data source detected an attempt to insert or append 1 section identifier that "
        + "already exists in the snapshot. Identifiers in a snapshot must be unique. Section "
        + "identifier that already exists: c"
    ) { try $0.insertSections(["c"], beforeSection: "a") },
    DiffableMisuse(
      "insertSections after", error: .sectionsAlreadyExist(["b"]),
      "Diffable data source detected an attempt to insert or append 1 section identifier that "
        + "already exists in the snapshot. Identifiers in a snapshot must be unique. Section "
        + "identifier that already exists: b"
    ) { try $0.insertSections(["d", "b"], afterSection: "a") },
  ]

  @Test(
    "sections inserted that are there throw UIKit's text (no move into place)",
    arguments: sectionsAlreadyThereCases)
  func sectionsAlreadyThere(_ misuse: DiffableMisuse) { misuse.run() }

  static let insertSectionsCases: [DiffableMisuse] = [
    DiffableMisuse(
      "before a missing anchor", error: .notFound("zz", parameter: .insertIndex),
      notFound("insertIndex")
    ) { try $0.insertSections(["d"], beforeSection: "zz") },
    DiffableMisuse(
      "after a missing anchor", error: .notFound("zz", parameter: .insertIndex),
      notFound("insertIndex")
    ) { try $0.insertSections(["d", "e"], afterSection: "zz") },
    DiffableMisuse(
      "present sections before a missing anchor (the anchor is checked first)",
      error: .notFound("zz", parameter: .insertIndex), notFound("insertIndex")
    ) { try $0.insertSections(["a"], beforeSection: "zz") },
    DiffableMisuse(
      "into an empty snapshot", start: .empty, error: .notFound("a", parameter: .insertIndex),
      notFound("insertIndex")
    ) { try $0.insertSections(["d"], afterSection: "a") },
    DiffableMisuse(
      "before an anchor among them",
      error: .destinationInInsertedList("e", ofSections: true, inserted: ["d", "e"]),
      "Invalid update: destination for section operation [e] is in the inserted section list "
        + "for update: ", exact: false
    ) { try $0.insertSections(["d", "e"], beforeSection: "e") },
    DiffableMisuse(
      "after a present anchor among them",
      error: .destinationInInsertedList("a", ofSections: true, inserted: ["a"]),
      "Invalid update: destination for section operation [a] is in the inserted section list "
        + "for update: ", exact: false
    ) { try $0.insertSections(["a"], afterSection: "a") },
  ]

  @Test("insertSections with a bad anchor throws UIKit's text", arguments: insertSectionsCases)
  func insertSectionsFailures(_ misuse: DiffableMisuse) { misuse.run() }

  static let moveSectionCases: [DiffableMisuse] = [
    DiffableMisuse(
      "a missing section before", error: .notFound("zz", parameter: .fromSection),
      notFound("fromSection")
    ) { try $0.moveSection("zz", beforeSection: "a") },
    DiffableMisuse(
      "a missing section after itself", error: .notFound("zz", parameter: .fromSection),
      notFound("fromSection")
    ) { try $0.moveSection("zz", afterSection: "zz") },
    DiffableMisuse(
      "a missing section to a missing anchor", error: .notFound("zz", parameter: .fromSection),
      notFound("fromSection")
    ) { try $0.moveSection("zz", afterSection: "yy") },
    DiffableMisuse(
      "before a missing anchor", error: .notFound("zz", parameter: .toSection),
      notFound("toSection")
    ) { try $0.moveSection("a", beforeSection: "zz") },
    DiffableMisuse(
      "after a missing anchor", error: .notFound("zz", parameter: .toSection),
      notFound("toSection")
    ) { try $0.moveSection("c", afterSection: "zz") },
    DiffableMisuse(
      "before itself", error: .moveOntoItself("a", ofSections: true),
      "Invalid update: destination for section move is the same as the source [a] for update: ",
      exact: false
    ) { try $0.moveSection("a", beforeSection: "a") },
    DiffableMisuse(
      "after itself", error: .moveOntoItself("c", ofSections: true),
      "Invalid update: destination for section move is the same as the source [c] for update: ",
      exact: false
    ) { try $0.moveSection("c", afterSection: "c") },
  ]

  @Test("moveSection of or to a missing section, or onto itself", arguments: moveSectionCases)
  func moveSectionFailures(_ misuse: DiffableMisuse) { misuse.run() }

  static let markSectionsCases: [DiffableMisuse] = [
    DiffableMisuse(
      "reloadSections of a missing section",
      error: .markedMissing("zz", verb: .reload, ofSections: true),
      "Attempted to reload section identifier that does not exist in the snapshot: zz"
    ) { try $0.reloadSections(["zz"]) },
    DiffableMisuse(
      "reloadSections of a present and a missing section",
      error: .markedMissing("zz", verb: .reload, ofSections: true),
      "Attempted to reload section identifier that does not exist in the snapshot: zz"
    ) { try $0.reloadSections(["a", "zz"]) },
    DiffableMisuse(
      "reconfigureSections of a missing section",
      error: .markedMissing("zz", verb: .reconfigure, ofSections: true),
      "Attempted to reconfigure section identifier that does not exist in the snapshot: zz"
    ) { try $0.reconfigureSections(["c", "zz"]) },
    DiffableMisuse(
      "reloadSections in an emptied snapshot", start: .emptied,
      error: .markedMissing("a", verb: .reload, ofSections: true),
      "Attempted to reload section identifier that does not exist in the snapshot: a"
    ) { try $0.reloadSections(["a"]) },
  ]

  @Test("reloadSections and reconfigureSections of a missing section", arguments: markSectionsCases)
  func markSectionsFailures(_ misuse: DiffableMisuse) { misuse.run() }

  static let appendItemsCases: [DiffableMisuse] = [
    DiffableMisuse(
      "to no section, with none", start: .empty, error: .noSections,
      "There are currently no sections in the data source. Please add a section first."
    ) { try $0.appendItems([1]) },
    DiffableMisuse(
      "to no section, all deleted", start: .emptied, error: .noSections,
      "There are currently no sections in the data source. Please add a section first."
    ) { try $0.appendItems([1, 2], toSection: nil) },
    DiffableMisuse(
      "to a missing section", error: .notFound("zz", parameter: .section), notFound("section")
    ) { try $0.appendItems([9], toSection: "zz") },
    DiffableMisuse(
      "present items to a missing section", error: .notFound("zz", parameter: .section),
      notFound("section")
    ) { try $0.appendItems([1, 9], toSection: "zz") },
  ]

  @Test("appendItems with no sections or to a missing one", arguments: appendItemsCases)
  func appendItemsFailures(_ misuse: DiffableMisuse) { misuse.run() }

  static let insertItemsCases: [DiffableMisuse] = [
    DiffableMisuse(
      "before a missing anchor", error: .notFound("99", parameter: .section), notFound("section")
    ) { try $0.insertItems([9], beforeItem: 99) },
    DiffableMisuse(
      "present items after a missing anchor", error: .notFound("99", parameter: .section),
      notFound("section")
    ) { try $0.insertItems([1, 9], afterItem: 99) },
    DiffableMisuse(
      "into an empty snapshot", start: .empty, error: .notFound("1", parameter: .section),
      notFound("section")
    ) { try $0.insertItems([9], afterItem: 1) },
    DiffableMisuse(
      "after an anchor among them",
      error: .destinationInInsertedList("10", ofSections: false, inserted: ["9", "10"]),
      "Invalid update: destination for insertion operation [10] is in the insertion identifier "
        + "list for update: ", exact: false
    ) { try $0.insertItems([9, 10], afterItem: 10) },
    DiffableMisuse(
      "before a present anchor among them",
      error: .destinationInInsertedList("1", ofSections: false, inserted: ["1"]),
      "Invalid update: destination for insertion operation [1] is in the insertion identifier "
        + "list for update: ", exact: false
    ) { try $0.insertItems([1], beforeItem: 1) },
  ]

  @Test("insertItems with a bad anchor throws UIKit's text", arguments: insertItemsCases)
  func insertItemsFailures(_ misuse: DiffableMisuse) { misuse.run() }

  static let moveItemCases: [DiffableMisuse] = [
    DiffableMisuse(
      "a missing item before", error: .notFound("99", parameter: .fromIndex),
      notFound("fromIndex")
    ) { try $0.moveItem(99, beforeItem: 1) },
    DiffableMisuse(
      "a missing item after itself", error: .notFound("99", parameter: .fromIndex),
      notFound("fromIndex")
    ) { try $0.moveItem(99, afterItem: 99) },
    DiffableMisuse(
      "a missing item to a missing anchor", error: .notFound("99", parameter: .fromIndex),
      notFound("fromIndex")
    ) { try $0.moveItem(99, afterItem: 98) },
    DiffableMisuse(
      "before a missing anchor", error: .notFound("99", parameter: .toIndex), notFound("toIndex")
    ) { try $0.moveItem(1, beforeItem: 99) },
    DiffableMisuse(
      "after a missing anchor", error: .notFound("99", parameter: .toIndex), notFound("toIndex")
    ) { try $0.moveItem(3, afterItem: 99) },
    DiffableMisuse(
      "before itself", error: .moveOntoItself("1", ofSections: false),
      "Invalid update: destination for item move is the same as the source [1] for update: ",
      exact: false
    ) { try $0.moveItem(1, beforeItem: 1) },
    DiffableMisuse(
      "after itself", error: .moveOntoItself("3", ofSections: false),
      "Invalid update: destination for item move is the same as the source [3] for update: ",
      exact: false
    ) { try $0.moveItem(3, afterItem: 3) },
  ]

  @Test("moveItem of or to a missing item, or onto itself", arguments: moveItemCases)
  func moveItemFailures(_ misuse: DiffableMisuse) { misuse.run() }

  static let markItemsCases: [DiffableMisuse] = [
    DiffableMisuse(
      "reloadItems of a missing item",
      error: .markedMissing("99", verb: .reload, ofSections: false),
      "Attempted to reload item identifier that does not exist in the snapshot: 99"
    ) { try $0.reloadItems([99]) },
    DiffableMisuse(
      "reloadItems of a present and a missing item",
      error: .markedMissing("99", verb: .reload, ofSections: false),
      "Attempted to reload item identifier that does not exist in the snapshot: 99"
    ) { try $0.reloadItems([1, 99]) },
    DiffableMisuse(
      "reconfigureItems of a missing item",
      error: .markedMissing("99", verb: .reconfigure, ofSections: false),
      "Attempted to reconfigure item identifier that does not exist in the snapshot: 99"
    ) { try $0.reconfigureItems([99, 3]) },
    DiffableMisuse(
      "reloadItems in an emptied snapshot", start: .emptied,
      error: .markedMissing("1", verb: .reload, ofSections: false),
      "Attempted to reload item identifier that does not exist in the snapshot: 1"
    ) { try $0.reloadItems([1]) },
  ]

  @Test("reloadItems and reconfigureItems of a missing item", arguments: markItemsCases)
  func markItemsFailures(_ misuse: DiffableMisuse) { misuse.run() }

  @Test("queries of a missing section throw, and find an empty one empty")
  func missingSectionQueries() throws {
    let snapshot = DiffableMisuse.base()
    #expect(throws: SnapshotError.sectionNotFound("zz")) {
      try snapshot.numberOfItems(inSection: "zz")
    }
    #expect(throws: SnapshotError.sectionNotFound("zz")) {
      try snapshot.itemIdentifiers(inSection: "zz")
    }
    do throws(SnapshotError) {
      _ = try Snapshot().itemIdentifiers(inSection: "a")
      Issue.record("no error")
    } catch {
      #expect(error.description == sectionNotFoundText)
    }
    #expect(try snapshot.numberOfItems(inSection: "c") == 0)
    #expect(try snapshot.itemIdentifiers(inSection: "c") == [])
    #expect(snapshot.indexOfSection("zz") == nil)
    #expect(snapshot.indexOfItem(99) == nil)
    #expect(snapshot.sectionIdentifier(containingItem: 99) == nil)
  }

  // MARK: Identifiers not equal to themselves

  @Test("NaN item identifiers are refused with UIKit's text, and never found")
  func nanItems() throws {
    var snapshot = DiffableSnapshot<String, Double>()
    try snapshot.appendSections(["a"])
    try snapshot.appendItems([1, 2], toSection: "a")
    let probes = (sections: ["a", "b"], items: [1.0, 2, 3, .nan])
    let before = observed(snapshot, sections: probes.sections, items: probes.items)
    let text = notEqualToItself("an item", "nan")
    let verbs: [(String, (inout DiffableSnapshot<String, Double>) throws -> Void)] = [
      ("appendItems([nan])", { try $0.appendItems([.nan]) }),
      ("appendItems([3, nan], toSection: a)", { try $0.appendItems([3, .nan], toSection: "a") }),
      ("appendItems([nan, nan])", { try $0.appendItems([.nan, .nan]) }),
      ("appendItems([nan], toSection: zz)", { try $0.appendItems([.nan], toSection: "zz") }),
      ("insertItems([nan], beforeItem: 1)", { try $0.insertItems([.nan], beforeItem: 1) }),
      ("insertItems([1, nan], afterItem: 2)", { try $0.insertItems([1, .nan], afterItem: 2) }),
      ("insertItems([nan], afterItem: 99)", { try $0.insertItems([.nan], afterItem: 99) }),
    ]
    for (name, verb) in verbs {
      var copy = snapshot
      do {
        try verb(&copy)
        Issue.record("\(name): no error")
      } catch let error as SnapshotError {
        #expect(error.description == text, "\(name)")
      }
      #expect(observed(copy, sections: probes.sections, items: probes.items) == before, "\(name)")
    }
    // A NaN is never in the snapshot, so the verbs that name one find nothing.
    var copy = snapshot
    #expect(
      throws: SnapshotError.markedMissing("nan", verb: .reload, ofSections: false)
    ) { try copy.reloadItems([.nan]) }
    #expect(throws: SnapshotError.notFound("nan", parameter: .fromIndex)) {
      try copy.moveItem(.nan, beforeItem: 1)
    }
    #expect(throws: SnapshotError.notFound("nan", parameter: .toIndex)) {
      try copy.moveItem(1, beforeItem: .nan)
    }
    #expect(throws: SnapshotError.notFound("nan", parameter: .section)) {
      try copy.insertItems([3], beforeItem: .nan)
    }
    // Repeats are found before the identifier that is not equal to itself.
    #expect(throws: SnapshotError.duplicateIdentifiers(["3.0"], ofSections: false)) {
      try copy.appendItems([3, .nan, 3])
    }
    try copy.deleteItems([.nan])
    #expect(copy.indexOfItem(.nan) == nil)
    #expect(copy.sectionIdentifier(containingItem: .nan) == nil)
    #expect(observed(copy, sections: probes.sections, items: probes.items) == before)
  }

  @Test("NaN section identifiers are refused with UIKit's text")
  func nanSections() throws {
    var snapshot = DiffableSnapshot<Double, Int>()
    try snapshot.appendSections([1])
    try snapshot.appendItems([1])
    let before = observed(snapshot, sections: [1, 2, .nan], items: [1])
    let text = notEqualToItself("a section", "nan")
    let verbs: [(String, (inout DiffableSnapshot<Double, Int>) throws -> Void)] = [
      ("appendSections([nan])", { try $0.appendSections([.nan]) }),
      ("appendSections([2, nan])", { try $0.appendSections([2, .nan]) }),
      (
        "insertSections([nan], beforeSection: 1)",
        { try $0.insertSections([.nan], beforeSection: 1) }
      ),
      (
        "insertSections([nan], afterSection: 1)", { try $0.insertSections([.nan], afterSection: 1) }
      ),
    ]
    for (name, verb) in verbs {
      var copy = snapshot
      do {
        try verb(&copy)
        Issue.record("\(name): no error")
      } catch let error as SnapshotError {
        #expect(error.description == text, "\(name)")
      }
      #expect(observed(copy, sections: [1, 2, .nan], items: [1]) == before, "\(name)")
    }
    var copy = snapshot
    #expect(throws: SnapshotError.notFound("nan", parameter: .section)) {
      try copy.appendItems([2], toSection: .nan)
    }
    #expect(throws: SnapshotError.markedMissing("nan", verb: .reload, ofSections: true)) {
      try copy.reloadSections([.nan])
    }
    #expect(throws: SnapshotError.sectionNotFound("nan")) {
      try copy.itemIdentifiers(inSection: .nan)
    }
    try copy.deleteSections([.nan])
    #expect(copy.indexOfSection(.nan) == nil)
    #expect(observed(copy, sections: [1, 2, .nan], items: [1]) == before)
  }

  // MARK: Sections

  @Test("appendSections appends in order, and nothing for an empty list")
  func appendSections() throws {
    var snapshot = Snapshot()
    try snapshot.appendSections([])
    #expect(snapshot.numberOfSections == 0)
    try snapshot.appendSections(["b", "a"])
    try snapshot.appendSections(["c"])
    try snapshot.appendSections([])
    #expect(snapshot.sectionIdentifiers == ["b", "a", "c"])
    #expect(snapshot.numberOfSections == 3)
    #expect(snapshot.numberOfItems == 0)
    #expect(snapshot.indexOfSection("c") == 2)
    #expect(try snapshot.numberOfItems(inSection: "a") == 0)
    #expect(snapshot.warnings.isEmpty)
  }

  @Test("insertSections puts the block next to the anchor, in order")
  func insertSections() throws {
    var snapshot = make([("a", [1]), ("b", [2]), ("c", [])])
    try snapshot.insertSections(["x", "y"], beforeSection: "a")
    #expect(layout(snapshot) == ["x:", "y:", "a:1", "b:2", "c:"])
    try snapshot.insertSections(["z"], afterSection: "c")
    try snapshot.insertSections(["m", "n"], afterSection: "a")
    try snapshot.insertSections(["o"], beforeSection: "c")
    try snapshot.insertSections([], beforeSection: "o")
    #expect(layout(snapshot) == ["x:", "y:", "a:1", "m:", "n:", "b:2", "o:", "c:", "z:"])
    #expect(snapshot.indexOfItem(2) == 1)
    #expect(snapshot.sectionIdentifier(containingItem: 2) == "b")
    #expect(snapshot.indexOfSection("z") == 8)
    #expect(snapshot.warnings.isEmpty)
  }

  @Test("deleteSections removes the sections and their items, and ignores unknown ones")
  func deleteSections() throws {
    var snapshot = make([("a", [1, 2]), ("b", [3]), ("c", [4, 5])])
    try snapshot.deleteSections(["zz"])
    #expect(layout(snapshot) == ["a:1,2", "b:3", "c:4,5"])
    try snapshot.deleteSections(["zz", "a", "c"])
    #expect(layout(snapshot) == ["b:3"])
    #expect(snapshot.itemIdentifiers == [3])
    #expect(snapshot.numberOfItems == 1)
    #expect(snapshot.indexOfItem(1) == nil)
    #expect(snapshot.indexOfItem(3) == 0)
    #expect(snapshot.sectionIdentifier(containingItem: 4) == nil)
    #expect(snapshot.indexOfSection("b") == 0)
    // The items went with their sections: appending them again is no move.
    try snapshot.appendItems([1, 4])
    try snapshot.appendSections(["a"])
    #expect(layout(snapshot) == ["b:3,1,4", "a:"])
    #expect(snapshot.warnings.isEmpty)
    try snapshot.deleteSections([])
    try snapshot.deleteSections(["a", "b"])
    #expect(snapshot.numberOfSections == 0 && snapshot.numberOfItems == 0)
  }

  @Test("moveSection moves the section with its items, before or after the anchor")
  func moveSection() throws {
    var snapshot = make([("a", [1]), ("b", [2, 3]), ("c", []), ("d", [4])])
    try snapshot.moveSection("a", afterSection: "c")
    #expect(layout(snapshot) == ["b:2,3", "c:", "a:1", "d:4"])
    try snapshot.moveSection("d", beforeSection: "b")
    #expect(layout(snapshot) == ["d:4", "b:2,3", "c:", "a:1"])
    try snapshot.moveSection("b", beforeSection: "c")  // already there
    #expect(layout(snapshot) == ["d:4", "b:2,3", "c:", "a:1"])
    try snapshot.moveSection("b", afterSection: "d")  // already there
    #expect(layout(snapshot) == ["d:4", "b:2,3", "c:", "a:1"])
    try snapshot.moveSection("d", afterSection: "a")
    #expect(layout(snapshot) == ["b:2,3", "c:", "a:1", "d:4"])
    try snapshot.moveSection("c", afterSection: "b")
    try snapshot.moveSection("a", beforeSection: "b")
    #expect(layout(snapshot) == ["a:1", "b:2,3", "c:", "d:4"])
    #expect(snapshot.itemIdentifiers == [1, 2, 3, 4])
    #expect(snapshot.indexOfItem(4) == 3)
    #expect(snapshot.indexOfSection("d") == 3)
    // Items appended to no section go to the last one after a move.
    try snapshot.moveSection("a", afterSection: "d")
    try snapshot.appendItems([5])
    #expect(layout(snapshot) == ["b:2,3", "c:", "d:4", "a:1,5"])
  }

  @Test("section marks keep the order of their first call, and go with their sections")
  func sectionMarks() throws {
    var snapshot = make([("a", [1]), ("b", [2]), ("c", [])])
    try snapshot.reloadSections(["c", "a"])
    try snapshot.reloadSections(["a"])
    try snapshot.reloadSections(["b", "c"])
    try snapshot.reconfigureSections(["b"])
    try snapshot.reconfigureSections([])
    #expect(snapshot.reloadedSectionIdentifiers == ["c", "a", "b"])
    #expect(snapshot.reconfiguredSectionIdentifiers == ["b"])
    // Section marks are not item marks.
    #expect(snapshot.reloadedItemIdentifiers == [])
    #expect(snapshot.reconfiguredItemIdentifiers == [])
    try snapshot.moveSection("c", afterSection: "b")
    #expect(snapshot.reloadedSectionIdentifiers == ["c", "a", "b"])
    try snapshot.deleteSections(["a", "b"])
    #expect(snapshot.reloadedSectionIdentifiers == ["c"])
    #expect(snapshot.reconfiguredSectionIdentifiers == [])
    #expect(layout(snapshot) == ["c:"])
  }

  // MARK: Items

  @Test("appendItems goes to the named section, or the last one")
  func appendItems() throws {
    var snapshot = make([("a", []), ("b", [])])
    try snapshot.appendItems([1, 2])
    try snapshot.appendItems([3], toSection: "a")
    try snapshot.appendItems([4], toSection: nil)
    try snapshot.appendItems([], toSection: "a")
    #expect(layout(snapshot) == ["a:3", "b:1,2,4"])
    #expect(snapshot.itemIdentifiers == [3, 1, 2, 4])
    #expect(snapshot.numberOfItems == 4)
    #expect(try snapshot.numberOfItems(inSection: "b") == 3)
    #expect(try snapshot.itemIdentifiers(inSection: "a") == [3])
    #expect(snapshot.indexOfItem(4) == 3)
    #expect(snapshot.indexOfItem(3) == 0)
    #expect(snapshot.sectionIdentifier(containingItem: 1) == "b")
    #expect(snapshot.warnings.isEmpty)
  }

  @Test("items inserted that are there move into place, with UIKit's log")
  func movedIntoPlaceWarnings() throws {
    var snapshot = make([("a", [1, 2, 3]), ("b", [4])])
    try snapshot.appendItems([1], toSection: "b")
    #expect(layout(snapshot) == ["a:2,3", "b:4,1"])
    #expect(snapshot.warnings == [movedIntoPlace("1")])
    // Appending the last item again to its own section keeps it in place.
    try snapshot.appendItems([1], toSection: "b")
    #expect(layout(snapshot) == ["a:2,3", "b:4,1"])
    #expect(snapshot.warnings == [movedIntoPlace("1"), movedIntoPlace("1")])
    try snapshot.insertItems([4, 5], beforeItem: 2)
    #expect(layout(snapshot) == ["a:4,5,2,3", "b:1"])
    try snapshot.insertItems([1], afterItem: 5)
    #expect(layout(snapshot) == ["a:4,5,1,2,3", "b:"])
    #expect(snapshot.warnings.count == 4)
    #expect(snapshot.warnings[2] == movedIntoPlace("4"))
    #expect(snapshot.warnings[3] == movedIntoPlace("1"))
    // Two at once: one log, in the plural.
    try snapshot.appendItems([3, 6, 2], toSection: "b")
    #expect(layout(snapshot) == ["a:4,5,1", "b:3,6,2"])
    #expect(snapshot.warnings.count == 5)
    let plural = snapshot.warnings.last ?? ""
    #expect(
      plural.hasPrefix(
        "Diffable data source detected an attempt to insert or append 2 item identifiers that "
          + "already exist in the snapshot. The existing item identifiers will be moved into "
          + "place instead, but this operation will be more expensive."),
      "\(plural)")
    // The list as UIKit prints an array: one a line, indented.
    #expect(
      plural.hasSuffix("Item identifiers that already exist: (\n    3,\n    2\n)"), "\(plural)")
    #expect(snapshot.itemIdentifiers == [4, 5, 1, 3, 6, 2])
    #expect(snapshot.numberOfItems == 6)
  }

  @Test("insertItems puts the block next to the anchor, in the anchor's section")
  func insertItems() throws {
    var snapshot = make([("a", [1, 2]), ("b", [3]), ("c", [])])
    try snapshot.insertItems([7, 8], beforeItem: 1)
    try snapshot.insertItems([9], afterItem: 2)
    try snapshot.insertItems([10, 11], afterItem: 3)
    try snapshot.insertItems([12], beforeItem: 3)
    try snapshot.insertItems([13], afterItem: 7)
    try snapshot.insertItems([], afterItem: 7)
    #expect(layout(snapshot) == ["a:7,13,8,1,2,9", "b:12,3,10,11", "c:"])
    #expect(snapshot.indexOfItem(11) == 9)
    #expect(snapshot.sectionIdentifier(containingItem: 12) == "b")
    #expect(snapshot.warnings.isEmpty)
  }

  @Test("deleteItems removes the items and ignores unknown ones")
  func deleteItems() throws {
    var snapshot = make([("a", [1, 2, 3]), ("b", [4, 5])])
    try snapshot.deleteItems([99])
    try snapshot.deleteItems([])
    #expect(layout(snapshot) == ["a:1,2,3", "b:4,5"])
    try snapshot.deleteItems([5, 99, 2, 1])
    #expect(layout(snapshot) == ["a:3", "b:4"])
    #expect(snapshot.indexOfItem(4) == 1)
    #expect(snapshot.indexOfItem(2) == nil)
    #expect(snapshot.sectionIdentifier(containingItem: 5) == nil)
    try snapshot.deleteItems([3, 4])
    #expect(layout(snapshot) == ["a:", "b:"])
    #expect(snapshot.numberOfItems == 0)
    #expect(snapshot.numberOfSections == 2)
  }

  @Test("deleteAllItems removes the items and the sections, and the marks, not the warnings")
  func deleteAllItems() throws {
    var snapshot = make([("a", [1, 2]), ("b", [3])])
    try snapshot.appendItems([1], toSection: "b")
    try snapshot.reloadItems([2])
    try snapshot.reconfigureItems([3])
    try snapshot.reloadSections(["a"])
    try snapshot.reconfigureSections(["b"])
    snapshot.deleteAllItems()
    #expect(snapshot.numberOfSections == 0)
    #expect(snapshot.numberOfItems == 0)
    #expect(snapshot.sectionIdentifiers == [] && snapshot.itemIdentifiers == [])
    #expect(snapshot.indexOfItem(1) == nil && snapshot.indexOfSection("a") == nil)
    #expect(snapshot.reloadedItemIdentifiers == [] && snapshot.reconfiguredItemIdentifiers == [])
    #expect(
      snapshot.reloadedSectionIdentifiers == [] && snapshot.reconfiguredSectionIdentifiers == [])
    #expect(snapshot.warnings == [movedIntoPlace("1")])
    // A fresh start: the same identifiers go in again without a word.
    try snapshot.appendSections(["b", "a"])
    try snapshot.appendItems([3, 2, 1])
    #expect(layout(snapshot) == ["b:", "a:3,2,1"])
    #expect(snapshot.reloadedItemIdentifiers == [])
    #expect(snapshot.reloadedSectionIdentifiers == [])
    #expect(snapshot.warnings.count == 1)
    var empty = Snapshot()
    empty.deleteAllItems()
    #expect(empty.numberOfSections == 0)
  }

  @Test("moveItem moves before or after the anchor, within and across sections")
  func moveItem() throws {
    var snapshot = make([("a", [1, 2, 3]), ("b", [4]), ("c", [])])
    try snapshot.moveItem(1, afterItem: 3)
    #expect(layout(snapshot) == ["a:2,3,1", "b:4", "c:"])
    try snapshot.moveItem(1, beforeItem: 2)
    #expect(layout(snapshot) == ["a:1,2,3", "b:4", "c:"])
    try snapshot.moveItem(2, beforeItem: 3)  // already there
    try snapshot.moveItem(2, afterItem: 1)  // already there
    #expect(layout(snapshot) == ["a:1,2,3", "b:4", "c:"])
    try snapshot.moveItem(2, afterItem: 4)
    #expect(layout(snapshot) == ["a:1,3", "b:4,2", "c:"])
    try snapshot.moveItem(4, beforeItem: 1)
    #expect(layout(snapshot) == ["a:4,1,3", "b:2", "c:"])
    try snapshot.moveItem(2, beforeItem: 3)
    #expect(layout(snapshot) == ["a:4,1,2,3", "b:", "c:"])
    #expect(snapshot.sectionIdentifier(containingItem: 2) == "a")
    #expect(snapshot.indexOfItem(3) == 3)
    #expect(try snapshot.numberOfItems(inSection: "b") == 0)
    #expect(snapshot.warnings.isEmpty)
  }

  @Test("item marks keep the order of their first call, follow moves and go with deletions")
  func itemMarks() throws {
    var snapshot = make([("a", [1, 2, 3]), ("b", [4, 5])])
    try snapshot.reloadItems([3, 1])
    try snapshot.reloadItems([1, 4])
    try snapshot.reloadItems([])
    try snapshot.reconfigureItems([5, 2])
    try snapshot.reconfigureItems([2])
    #expect(snapshot.reloadedItemIdentifiers == [3, 1, 4])
    #expect(snapshot.reconfiguredItemIdentifiers == [5, 2])
    #expect(snapshot.reloadedSectionIdentifiers == [])
    // A move keeps the mark.
    try snapshot.moveItem(3, afterItem: 5)
    #expect(snapshot.reloadedItemIdentifiers == [3, 1, 4])
    // Deleted items, one by one or with their section, lose theirs.
    try snapshot.deleteItems([1])
    #expect(snapshot.reloadedItemIdentifiers == [3, 4])
    try snapshot.deleteSections(["b"])
    #expect(snapshot.reloadedItemIdentifiers == [])
    #expect(snapshot.reconfiguredItemIdentifiers == [2])
    #expect(layout(snapshot) == ["a:2"])
  }

  @Test("sections and items are separate namespaces")
  func namespaces() throws {
    var snapshot = DiffableSnapshot<Int, Int>()
    try snapshot.appendSections([1, 2])
    try snapshot.appendItems([1, 2, 3], toSection: 1)
    try snapshot.appendItems([4], toSection: 2)
    #expect(snapshot.indexOfSection(1) == 0 && snapshot.indexOfItem(1) == 0)
    #expect(snapshot.indexOfSection(3) == nil && snapshot.indexOfItem(3) == 2)
    #expect(snapshot.sectionIdentifier(containingItem: 2) == 1)
    // A section identifier is not an item identifier, and the other way round.
    #expect(throws: SnapshotError.markedMissing("3", verb: .reload, ofSections: true)) {
      try snapshot.reloadSections([3])
    }
    #expect(throws: SnapshotError.notFound("3", parameter: .toSection)) {
      try snapshot.moveSection(1, afterSection: 3)
    }
    #expect(throws: SnapshotError.notFound("3", parameter: .section)) {
      try snapshot.appendItems([5], toSection: 3)
    }
    #expect(throws: SnapshotError.sectionNotFound("4")) {
      try snapshot.itemIdentifiers(inSection: 4)
    }
    try snapshot.deleteSections([3, 4])
    #expect(snapshot.itemIdentifiers == [1, 2, 3, 4])
    try snapshot.appendSections([3])
    try snapshot.appendItems([2], toSection: 1)  // item 2 is there: moved into place
    #expect(snapshot.warnings == [movedIntoPlace("2")])
    try snapshot.reloadItems([2])
    try snapshot.reloadSections([2])
    #expect(snapshot.reloadedItemIdentifiers == [2] && snapshot.reloadedSectionIdentifiers == [2])
    try snapshot.deleteItems([1])
    #expect(snapshot.sectionIdentifiers == [1, 2, 3])
    try snapshot.deleteSections([2])
    #expect(snapshot.itemIdentifiers == [3, 2])
    #expect(snapshot.reloadedItemIdentifiers == [2] && snapshot.reloadedSectionIdentifiers == [])
    try snapshot.moveItem(2, beforeItem: 3)
    #expect(layout(snapshot) == ["1:2,3", "3:"])
  }

  @Test("a copy is a value: verbs on one leave the other as it was")
  func valueSemantics() throws {
    var original = make([("a", [1, 2, 3]), ("b", [4, 5])])
    try original.reloadItems([2])
    // Queries first, so that any index built lazily is shared.
    _ = original.indexOfItem(5)
    _ = original.indexOfSection("b")
    let probes = (sections: ["a", "b", "c"], items: [1, 2, 3, 4, 5, 6])
    let frozen = observed(original, sections: probes.sections, items: probes.items)
    var copy = original
    try copy.moveItem(1, afterItem: 5)
    try copy.appendSections(["c"])
    try copy.appendItems([6, 2])
    try copy.reconfigureSections(["a"])
    try copy.deleteItems([3])
    #expect(observed(original, sections: probes.sections, items: probes.items) == frozen)
    #expect(layout(copy) == ["a:", "b:4,5,1", "c:6,2"])
    #expect(copy.indexOfItem(2) == 4 && original.indexOfItem(2) == 1)
    // And the other way round.
    let copied = observed(copy, sections: probes.sections, items: probes.items)
    try original.deleteSections(["b"])
    original.deleteAllItems()
    #expect(observed(copy, sections: probes.sections, items: probes.items) == copied)
    #expect(original.numberOfSections == 0)
    // Copies made in turn of the same value stay apart from each other.
    var first = copy
    var second = copy
    try first.deleteSections(["c"])
    try second.appendItems([7], toSection: "c")
    #expect(layout(first) == ["a:", "b:4,5,1"])
    #expect(layout(second) == ["a:", "b:4,5,1", "c:6,2,7"])
    #expect(layout(copy) == ["a:", "b:4,5,1", "c:6,2"])
  }

  // MARK: Hostile and large inputs

  @Test("identifiers whose hash is random or constant do not crash the snapshot")
  func hostileHashes() {
    exercise(RandomHash.init, RandomHash.init)
    exercise(ConstantHash.init, ConstantHash.init)
    exercise(AllEqual.init, AllEqual.init)
    exercise(NeverEqual.init, NeverEqual.init)
    exercise({ $0 }, AllEqualRandomHash.init)
    exercise(AllEqualRandomHash.init, { $0 })
    exercise(Lopsided.init, Lopsided.init)
  }

  /// Runs every verb on identifiers of a hostile type, in bulk (to make hash
  /// tables grow) and one at a time, and every query; errors are fine.
  private func exercise<S: Hashable & Sendable, I: Hashable & Sendable>(
    _ makeSection: (Int) -> S, _ makeItem: (Int) -> I
  ) {
    var snapshot = DiffableSnapshot<S, I>()
    let sections = (0..<20).map(makeSection)
    let items = (0..<400).map(makeItem)
    try? snapshot.appendSections(sections)
    for section in sections { try? snapshot.appendSections([section]) }
    try? snapshot.appendItems(Array(items[..<200]))
    for (offset, item) in items[200...].enumerated() {
      try? snapshot.appendItems([item], toSection: sections[offset % sections.count])
    }
    try? snapshot.appendItems(Array(items[..<50]), toSection: sections[3])
    for round in 0..<100 {
      let item = items[(round * 7) % items.count]
      let other = items[(round * 13 + 5) % items.count]
      let section = sections[round % sections.count]
      let anchor = sections[(round * 3 + 1) % sections.count]
      try? snapshot.insertItems([item], beforeItem: other)
      try? snapshot.insertItems([other], afterItem: item)
      try? snapshot.moveItem(item, afterItem: other)
      try? snapshot.moveItem(other, beforeItem: item)
      try? snapshot.reloadItems([item])
      try? snapshot.reconfigureItems([other, item])
      try? snapshot.moveSection(section, afterSection: anchor)
      try? snapshot.moveSection(anchor, beforeSection: section)
      try? snapshot.reloadSections([section])
      try? snapshot.reconfigureSections([anchor])
      if round % 10 == 0 {
        try? snapshot.deleteItems([item, other])
        try? snapshot.deleteSections([section])
        try? snapshot.insertSections([section], beforeSection: anchor)
        try? snapshot.insertSections([section, anchor], afterSection: anchor)
      }
      if round % 25 == 0 { _ = observed(snapshot, sections: sections, items: items) }
    }
    try? snapshot.deleteItems(Array(items[100..<300]))
    try? snapshot.deleteSections(Array(sections[..<5]))
    _ = observed(snapshot, sections: sections, items: items)
    // Enough items come and go for the snapshot to recode what is left.
    let passing = (0..<1_100).map { makeItem(-20_000 - $0) }
    try? snapshot.appendItems(passing, toSection: sections[7])
    try? snapshot.deleteItems(passing)
    try? snapshot.deleteSections([sections[6], sections[8]])
    for round in 0..<20 {
      let item = items[(round * 11) % items.count]
      try? snapshot.moveItem(item, afterItem: items[(round * 5 + 3) % items.count])
      try? snapshot.appendItems([item], toSection: sections[5 + round % 15])
      try? snapshot.deleteItems([items[(round * 17 + 1) % items.count]])
    }
    _ = observed(snapshot, sections: sections, items: items)
    var copy = snapshot
    copy.deleteAllItems()
    try? copy.appendSections(sections)
    try? copy.appendItems(items)
    _ = observed(copy, sections: sections, items: items)
    _ = observed(snapshot, sections: sections, items: items)
  }

  @Test("an identifier type whose == is not symmetric does not crash the snapshot once it compacts")
  func asymmetricEqualityAfterCompaction() throws {
    // `Lopsided(0) == Lopsided(1)` but not the other way round, and every
    // value hashes alike: 1 then 0 go in as two items; recoded in display
    // order (0 first) they get one code.
    var snapshot = DiffableSnapshot<String, Lopsided>()
    try snapshot.appendSections(["a", "b", "c"])
    try snapshot.appendItems([Lopsided(1)], toSection: "b")
    try snapshot.appendItems([Lopsided(0)], toSection: "a")
    try snapshot.appendItems([Lopsided(-5)], toSection: "c")
    #expect(layout(snapshot) == ["a:L0", "b:L1", "c:L-5"])
    // Enough items come and go for the snapshot to recode what is left.
    let passing = (0..<1_100).map { Lopsided(-10 - $0) }
    try snapshot.appendItems(passing, toSection: "c")
    try snapshot.deleteItems(passing)
    // Such identifiers may be answered oddly (the two first items may now
    // read as one); the snapshot must not trap. Section b's deletion
    // leaves item -5 pointing at it, and the lookup reads `items[-1]`.
    try? snapshot.deleteSections(["b"])
    _ = snapshot.indexOfItem(Lopsided(-5))
    _ = observed(snapshot, sections: ["a", "b", "c"], items: [Lopsided(-5), Lopsided(0)])
    try? snapshot.moveItem(Lopsided(-5), beforeItem: Lopsided(0))
    try? snapshot.reloadItems([Lopsided(-5)])
    try? snapshot.insertItems([Lopsided(-6)], afterItem: Lopsided(-5))
    _ = observed(snapshot, sections: ["a", "b", "c"], items: [Lopsided(-5), Lopsided(0)])
  }

  @Test("an identifier renamed after insertion (its hash and == change) does not crash a recode")
  func renamedIdentifierAfterCompaction() throws {
    Renamable.names = [:]
    defer { Renamable.names = [:] }
    var snapshot = DiffableSnapshot<String, Renamable>()
    try snapshot.appendSections(["a", "b", "c"])
    try snapshot.appendItems([Renamable(1)], toSection: "b")
    try snapshot.appendItems([Renamable(0)], toSection: "a")
    try snapshot.appendItems([Renamable(5)], toSection: "c")
    #expect(layout(snapshot) == ["a:0", "b:1", "c:5"])
    // Item 1 now reads as item 0 (as a mutable object renamed would).
    Renamable.names[1] = "0"
    let passing = (100..<1_200).map(Renamable.init)
    try snapshot.appendItems(passing, toSection: "c")
    try snapshot.deleteItems(passing)
    try? snapshot.deleteSections(["b"])
    _ = snapshot.indexOfItem(Renamable(5))
    _ = observed(snapshot, sections: ["a", "b", "c"], items: [Renamable(0), Renamable(5)])
    try? snapshot.moveItem(Renamable(5), beforeItem: Renamable(0))
    try? snapshot.deleteItems([Renamable(5)])
    _ = observed(snapshot, sections: ["a", "b", "c"], items: [Renamable(0), Renamable(5)])
  }

  @Test("a section identifier type whose == is not transitive does not crash the snapshot")
  func nonTransitiveSectionEquality() throws {
    // 0.4 == 1.0 and 1.6 == 1.0, but 0.4 != 1.6; every value hashes alike.
    var snapshot = DiffableSnapshot<Approximate, Int>()
    try snapshot.appendSections([Approximate(1.0)])
    try snapshot.deleteSections([Approximate(1.0)])
    // Neither is in the snapshot, and they differ: both go in, as sections
    // the snapshot may well take for the old one, twice.
    try? snapshot.appendSections([Approximate(0.4), Approximate(1.6)])
    try? snapshot.deleteSections([Approximate(1.6)])
    // The other copy is still listed, but its place was forgotten.
    _ = observed(snapshot, sections: [Approximate(0.4), Approximate(1.6)], items: [5])
    try? snapshot.appendItems([5])
    try? snapshot.reloadSections([Approximate(0.4)])
    _ = observed(snapshot, sections: [Approximate(0.4), Approximate(1.6)], items: [5])
  }

  @Test("an item marked, deleted and inserted again is marked or not whatever else was deleted")
  func markOfItemInsertedAgain() throws {
    // The same history, once with few items deleted and once with enough
    // for the snapshot to recode its items.
    var answers: [[Int]] = []
    for deleted in [10, 1_100] {
      var snapshot = DiffableSnapshot<String, Int>()
      try snapshot.appendSections(["a"])
      try snapshot.appendItems(Array(0..<deleted) + [-1])
      try snapshot.reloadItems([0])
      try snapshot.reconfigureItems([0])
      try snapshot.deleteItems(Array(0..<deleted))
      #expect(snapshot.reloadedItemIdentifiers == [])
      try snapshot.appendItems([0])
      answers.append(snapshot.reloadedItemIdentifiers + snapshot.reconfiguredItemIdentifiers)
    }
    #expect(answers[0] == answers[1], "10 deleted: \(answers[0]), 1100 deleted: \(answers[1])")
    // Sections are never recoded: a section deleted and appended again
    // answers as an item does after few deletions.
    var snapshot = DiffableSnapshot<String, Int>()
    try snapshot.appendSections(["a", "b"])
    try snapshot.reloadSections(["a"])
    try snapshot.deleteSections(["a"])
    #expect(snapshot.reloadedSectionIdentifiers == [])
    try snapshot.appendSections(["a"])
    #expect(
      snapshot.reloadedSectionIdentifiers.isEmpty == answers[0].isEmpty,
      "a section: \(snapshot.reloadedSectionIdentifiers), an item: \(answers[0])")
  }

  @Test("a million items appended in one call, then a few verbs")
  func millionItems() throws {
    let count = 1_000_000
    var snapshot = DiffableSnapshot<Int, Int>()
    try snapshot.appendSections([0, 1])
    try snapshot.appendItems(Array(0..<count), toSection: 0)
    #expect(snapshot.numberOfItems == count)
    #expect(try snapshot.numberOfItems(inSection: 0) == count)
    #expect(snapshot.indexOfItem(count - 1) == count - 1)
    #expect(snapshot.indexOfItem(count) == nil)
    try snapshot.appendItems([count], toSection: 1)
    try snapshot.moveItem(0, afterItem: count)
    #expect(snapshot.indexOfItem(0) == count)
    #expect(snapshot.indexOfItem(1) == 0)
    #expect(snapshot.sectionIdentifier(containingItem: 0) == 1)
    try snapshot.deleteItems([500_000])
    #expect(snapshot.indexOfItem(500_001) == 499_999)
    try snapshot.insertItems([-1], beforeItem: 1)
    #expect(snapshot.indexOfItem(-1) == 0)
    #expect(snapshot.indexOfItem(999_999) == 999_998)
    try snapshot.appendItems([7], toSection: 1)  // moved into place
    #expect(snapshot.warnings == [movedIntoPlace("7")])
    #expect(snapshot.indexOfItem(7) == count)
    try snapshot.reloadItems([5, 7])
    #expect(snapshot.reloadedItemIdentifiers == [5, 7])
    #expect(snapshot.numberOfItems == count + 1)
    #expect(try snapshot.numberOfItems(inSection: 1) == 3)
    #expect(try snapshot.itemIdentifiers(inSection: 1) == [count, 0, 7])
    try snapshot.deleteSections([0])
    #expect(snapshot.numberOfItems == 3)
    #expect(snapshot.indexOfItem(5) == nil)
    #expect(snapshot.reloadedItemIdentifiers == [7])
  }
}

/// Identified by a name the test may change after insertion, as a mutable
/// object's would be: a rename changes its `==` and its hash. (Only
/// ``DiffableSnapshotTests/renamedIdentifierAfterCompaction()`` renames.)
private struct Renamable: Hashable, Sendable, CustomStringConvertible {
  nonisolated(unsafe) static var names: [Int: String] = [:]
  var key: Int
  init(_ key: Int) { self.key = key }
  var name: String { Self.names[key] ?? "\(key)" }
  static func == (lhs: Self, rhs: Self) -> Bool { lhs.name == rhs.name }
  func hash(into hasher: inout Hasher) { hasher.combine(name) }
  var description: String { name }
}

/// Equal within 1 (a fuzzy `==`: symmetric, not transitive); every value
/// hashes alike, as such a type must to keep equal values' hashes equal.
private struct Approximate: Hashable, Sendable, CustomStringConvertible {
  var value: Double
  init(_ value: Double) { self.value = value }
  static func == (lhs: Self, rhs: Self) -> Bool { abs(lhs.value - rhs.value) < 1 }
  func hash(into hasher: inout Hasher) { hasher.combine(0) }
  var description: String { "~\(value)" }
}

/// `==` is `<=`: reflexive, not symmetric; every value hashes alike.
private struct Lopsided: Hashable, Sendable, CustomStringConvertible {
  var value: Int
  init(_ value: Int) { self.value = value }
  static func == (lhs: Self, rhs: Self) -> Bool { lhs.value <= rhs.value }
  func hash(into hasher: inout Hasher) { hasher.combine(0) }
  var description: String { "L\(value)" }
}

/// Equal by value, with a hash that changes on every call.
private struct RandomHash: Hashable, Sendable, CustomStringConvertible {
  var value: Int
  init(_ value: Int) { self.value = value }
  static func == (lhs: Self, rhs: Self) -> Bool { lhs.value == rhs.value }
  func hash(into hasher: inout Hasher) { hasher.combine(UInt64.random(in: 0...UInt64.max)) }
  var description: String { "R\(value)" }
}

/// Equal by value, every value with the same hash.
private struct ConstantHash: Hashable, Sendable, CustomStringConvertible {
  var value: Int
  init(_ value: Int) { self.value = value }
  static func == (lhs: Self, rhs: Self) -> Bool { lhs.value == rhs.value }
  func hash(into hasher: inout Hasher) { hasher.combine(42) }
  var description: String { "C\(value)" }
}

/// Every value equal to every other, with the same hash.
private struct AllEqual: Hashable, Sendable, CustomStringConvertible {
  var value: Int
  init(_ value: Int) { self.value = value }
  static func == (lhs: Self, rhs: Self) -> Bool { true }
  func hash(into hasher: inout Hasher) { hasher.combine(0) }
  var description: String { "E\(value)" }
}

/// Every value equal to every other, with a hash that is its value: equal
/// values hash apart.
private struct AllEqualRandomHash: Hashable, Sendable, CustomStringConvertible {
  var value: Int
  init(_ value: Int) { self.value = value }
  static func == (lhs: Self, rhs: Self) -> Bool { true }
  func hash(into hasher: inout Hasher) { hasher.combine(value) }
  var description: String { "Q\(value)" }
}

/// No value equal to any, itself included.
private struct NeverEqual: Hashable, Sendable, CustomStringConvertible {
  var value: Int
  init(_ value: Int) { self.value = value }
  static func == (lhs: Self, rhs: Self) -> Bool { false }
  func hash(into hasher: inout Hasher) { hasher.combine(value) }
  var description: String { "N\(value)" }
}
