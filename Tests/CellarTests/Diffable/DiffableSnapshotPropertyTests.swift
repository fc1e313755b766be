import CellarTestSupport
import Foundation
import Testing

@testable import Cellar

/// Sections and items are both `Int`s, so that the two namespaces overlap.
private typealias Snapshot = DiffableSnapshot<Int, Int>

/// One verb of ``DiffableSnapshot``, as data.
private enum Verb: CustomStringConvertible {
  case appendSections([Int])
  case insertSections([Int], anchor: Int, after: Bool)
  case deleteSections([Int])
  case moveSection(Int, anchor: Int, after: Bool)
  case markSections([Int], reload: Bool)
  case appendItems([Int], section: Int?)
  case insertItems([Int], anchor: Int, after: Bool)
  case deleteItems([Int])
  case deleteAll
  case moveItem(Int, anchor: Int, after: Bool)
  case markItems([Int], reload: Bool)

  var description: String {
    func place(_ after: Bool) -> String { after ? "after" : "before" }
    switch self {
    case .appendSections(let ids): return "appendSections(\(ids))"
    case .insertSections(let ids, let anchor, let after):
      return "insertSections(\(ids), \(place(after))Section: \(anchor))"
    case .deleteSections(let ids): return "deleteSections(\(ids))"
    case .moveSection(let id, let anchor, let after):
      return "moveSection(\(id), \(place(after))Section: \(anchor))"
    case .markSections(let ids, let reload):
      return "\(reload ? "reload" : "reconfigure")Sections(\(ids))"
    case .appendItems(let ids, let section):
      return "appendItems(\(ids), toSection: \(section.map(String.init) ?? "nil"))"
    case .insertItems(let ids, let anchor, let after):
      return "insertItems(\(ids), \(place(after))Item: \(anchor))"
    case .deleteItems(let ids): return "deleteItems(\(ids))"
    case .deleteAll: return "deleteAllItems()"
    case .moveItem(let id, let anchor, let after):
      return "moveItem(\(id), \(place(after))Item: \(anchor))"
    case .markItems(let ids, let reload):
      return "\(reload ? "reload" : "reconfigure")Items(\(ids))"
    }
  }

  /// Runs the verb on a snapshot.
  func run(on snapshot: inout Snapshot) throws(SnapshotError) {
    switch self {
    case .appendSections(let ids): try snapshot.appendSections(ids)
    case .insertSections(let ids, let anchor, let after):
      if after {
        try snapshot.insertSections(ids, afterSection: anchor)
      } else {
        try snapshot.insertSections(ids, beforeSection: anchor)
      }
    case .deleteSections(let ids): try snapshot.deleteSections(ids)
    case .moveSection(let id, let anchor, let after):
      if after {
        try snapshot.moveSection(id, afterSection: anchor)
      } else {
        try snapshot.moveSection(id, beforeSection: anchor)
      }
    case .markSections(let ids, let reload):
      if reload {
        try snapshot.reloadSections(ids)
      } else {
        try snapshot.reconfigureSections(ids)
      }
    case .appendItems(let ids, let section): try snapshot.appendItems(ids, toSection: section)
    case .insertItems(let ids, let anchor, let after):
      if after {
        try snapshot.insertItems(ids, afterItem: anchor)
      } else {
        try snapshot.insertItems(ids, beforeItem: anchor)
      }
    case .deleteItems(let ids): try snapshot.deleteItems(ids)
    case .deleteAll: snapshot.deleteAllItems()
    case .moveItem(let id, let anchor, let after):
      if after {
        try snapshot.moveItem(id, afterItem: anchor)
      } else {
        try snapshot.moveItem(id, beforeItem: anchor)
      }
    case .markItems(let ids, let reload):
      if reload {
        try snapshot.reloadItems(ids)
      } else {
        try snapshot.reconfigureItems(ids)
      }
    }
  }
}

/// The identifiers one verb marked, in the order first marked, kept both
/// ways the spec allows for an identifier deleted and inserted again: a
/// deletion forgets the mark (`forgetting`), or the mark is kept and only
/// the identifiers present are listed (`remembering`). Either way the
/// marks of identifiers not in the snapshot are not listed.
private struct Marks {
  var forgetting: [Int] = []
  var remembering: [Int] = []
  /// As `remembering`, but each recoding of the snapshot's items forgot
  /// the marks of items not in the snapshot then (what `DiffableSnapshot`
  /// does; `nil` until a recoding).
  var recoded: [Int]?

  mutating func mark(_ ids: [Int]) {
    for id in ids {
      if !forgetting.contains(id) { forgetting.append(id) }
      if !remembering.contains(id) { remembering.append(id) }
      if let list = recoded, !list.contains(id) { recoded = list + [id] }
    }
  }

  mutating func noteRecoding(present: (Int) -> Bool) {
    recoded = (recoded ?? remembering).filter(present)
  }

  mutating func forget(_ ids: [Int]) {
    forgetting.removeAll { ids.contains($0) }
  }

  /// The list a snapshot answers: marks outlive a delete, and only the
  /// identifiers present are listed (the rule `DiffableSnapshot` and
  /// `TableSnapshot` share), whether or not the snapshot recoded its
  /// items since.
  func expected(present: (Int) -> Bool) -> [[Int]] {
    [remembering.filter(present)]
  }
}

/// The naive model of a snapshot: the spec's semantics (diffable-semantics.md
/// §1.3, §1.4, and the verbs' order of checks) written out plainly, with
/// linear searches.
private struct Model {
  var sections: [(section: Int, items: [Int])] = []
  var reloadedItems = Marks()
  var reconfiguredItems = Marks()
  var reloadedSections = Marks()
  var reconfiguredSections = Marks()
  /// The item identifiers of each "moved into place" log, in order.
  var warnings: [[Int]] = []

  init() {}

  init(_ sections: [(section: Int, items: [Int])]) {
    self.sections = sections
  }

  var allItems: [Int] { sections.flatMap(\.items) }

  func sectionIndex(_ id: Int) -> Int? { sections.firstIndex { $0.section == id } }

  func place(_ id: Int) -> (section: Int, item: Int)? {
    for (index, section) in sections.enumerated() {
      if let item = section.items.firstIndex(of: id) { return (index, item) }
    }
    return nil
  }

  func offset(_ id: Int) -> Int? { allItems.firstIndex(of: id) }

  /// Performs `verb`: the error it must throw, and the model unchanged,
  /// when it fails.
  mutating func perform(_ verb: Verb) -> SnapshotError? {
    var copy = self
    if let error = copy.run(verb) { return error }
    self = copy
    return nil
  }

  private mutating func run(_ verb: Verb) -> SnapshotError? {
    switch verb {
    case .appendSections(let ids): return insertSections(ids, anchor: nil, after: false)
    case .insertSections(let ids, let anchor, let after):
      return insertSections(ids, anchor: anchor, after: after)
    case .deleteSections(let ids):
      if let error = Self.duplicates(ids, ofSections: true) { return error }
      let gone = sections.filter { ids.contains($0.section) }
      reloadedSections.forget(ids)
      reconfiguredSections.forget(ids)
      forgetItems(gone.flatMap(\.items))
      sections.removeAll { ids.contains($0.section) }
    case .moveSection(let id, let anchor, let after):
      guard let from = sectionIndex(id) else {
        return .notFound("\(id)", parameter: .fromSection)
      }
      guard sectionIndex(anchor) != nil else {
        return .notFound("\(anchor)", parameter: .toSection)
      }
      if id == anchor { return .moveOntoItself("\(id)", ofSections: true) }
      let section = sections.remove(at: from)
      let to = sectionIndex(anchor) ?? sections.count
      sections.insert(section, at: after ? to + 1 : to)
    case .markSections(let ids, let reload):
      if let error = Self.duplicates(ids, ofSections: true) { return error }
      if let missing = ids.first(where: { sectionIndex($0) == nil }) {
        return .markedMissing(
          "\(missing)", verb: reload ? .reload : .reconfigure, ofSections: true)
      }
      if reload { reloadedSections.mark(ids) } else { reconfiguredSections.mark(ids) }
    case .appendItems(let ids, let section):
      if let error = Self.duplicates(ids, ofSections: false) { return error }
      let target: Int
      if let section {
        guard sectionIndex(section) != nil else {
          return .notFound("\(section)", parameter: .section)
        }
        target = section
      } else {
        guard let last = sections.last else { return .noSections }
        target = last.section
      }
      moveIntoPlace(ids)
      if let index = sectionIndex(target) { sections[index].items += ids }
    case .insertItems(let ids, let anchor, let after):
      if let error = Self.duplicates(ids, ofSections: false) { return error }
      if ids.contains(anchor) {
        return .destinationInInsertedList(
          "\(anchor)", ofSections: false, inserted: ids.map(String.init))
      }
      guard place(anchor) != nil else { return .notFound("\(anchor)", parameter: .section) }
      moveIntoPlace(ids)
      guard let (section, item) = place(anchor).map({ ($0.section, $0.item) }) else { return nil }
      sections[section].items.insert(contentsOf: ids, at: after ? item + 1 : item)
    case .deleteItems(let ids):
      if let error = Self.duplicates(ids, ofSections: false) { return error }
      forgetItems(ids.filter { place($0) != nil })
      for index in sections.indices { sections[index].items.removeAll { ids.contains($0) } }
    case .deleteAll:
      let warnings = warnings
      self = Model()
      self.warnings = warnings
    case .moveItem(let id, let anchor, let after):
      guard let from = place(id) else { return .notFound("\(id)", parameter: .fromIndex) }
      guard place(anchor) != nil else { return .notFound("\(anchor)", parameter: .toIndex) }
      if id == anchor { return .moveOntoItself("\(id)", ofSections: false) }
      let item = sections[from.section].items.remove(at: from.item)
      guard let (section, to) = place(anchor).map({ ($0.section, $0.item) }) else { return nil }
      sections[section].items.insert(item, at: after ? to + 1 : to)
    case .markItems(let ids, let reload):
      if let error = Self.duplicates(ids, ofSections: false) { return error }
      if let missing = ids.first(where: { place($0) == nil }) {
        return .markedMissing(
          "\(missing)", verb: reload ? .reload : .reconfigure, ofSections: false)
      }
      if reload { reloadedItems.mark(ids) } else { reconfiguredItems.mark(ids) }
    }
    return nil
  }

  private mutating func insertSections(_ ids: [Int], anchor: Int?, after: Bool) -> SnapshotError? {
    if let error = Self.duplicates(ids, ofSections: true) { return error }
    var position = sections.count
    if let anchor {
      if ids.contains(anchor) {
        return .destinationInInsertedList(
          "\(anchor)", ofSections: true, inserted: ids.map(String.init))
      }
      guard let place = sectionIndex(anchor) else {
        return .notFound("\(anchor)", parameter: .insertIndex)
      }
      position = after ? place + 1 : place
    }
    let present = ids.filter { sectionIndex($0) != nil }
    if !present.isEmpty { return .sectionsAlreadyExist(present.map(String.init)) }
    sections.insert(contentsOf: ids.map { (section: $0, items: []) }, at: position)
    return nil
  }

  /// Notes that the snapshot recoded its items (item marks only: section
  /// identifiers are never recoded).
  mutating func noteRecoding() {
    let model = self
    let present = { (id: Int) in model.place(id) != nil }
    reloadedItems.noteRecoding(present: present)
    reconfiguredItems.noteRecoding(present: present)
  }

  private mutating func forgetItems(_ ids: [Int]) {
    reloadedItems.forget(ids)
    reconfiguredItems.forget(ids)
  }

  /// Items inserted that are there are taken from where they are, with
  /// `UIKit`'s log (their marks stay: they are not deleted).
  private mutating func moveIntoPlace(_ ids: [Int]) {
    let moving = ids.filter { place($0) != nil }
    guard !moving.isEmpty else { return }
    for index in sections.indices { sections[index].items.removeAll { moving.contains($0) } }
    warnings.append(moving)
  }

  /// The error for identifiers repeated in one argument, listed in the
  /// order they repeat.
  private static func duplicates(_ ids: [Int], ofSections: Bool) -> SnapshotError? {
    var seen = Set<Int>()
    var repeated: [Int] = []
    for id in ids where !seen.insert(id).inserted && !repeated.contains(id) { repeated.append(id) }
    guard !repeated.isEmpty else { return nil }
    return .duplicateIdentifiers(repeated.map(String.init), ofSections: ofSections)
  }

  /// Whether `text` is `UIKit`'s log for the items `ids` moved into place:
  /// exact for one item; for several, exact up to the list (whose format
  /// the spec leaves open), which must name each of them.
  static func isMovedIntoPlaceLog(_ text: String, for ids: [Int]) -> Bool {
    let one = ids.count == 1
    let head =
      "Diffable data source detected an attempt to insert or append \(ids.count) item "
      + (one ? "identifier that already exists" : "identifiers that already exist")
      + " in the snapshot. The existing item "
      + (one ? "identifier will be" : "identifiers will be")
      + " moved into place instead, but this operation will be more expensive. For best "
      + "performance, inserted item identifiers should always be unique. Set a symbolic "
      + "breakpoint on BUG_IN_CLIENT_OF_DIFFABLE_DATA_SOURCE__IDENTIFIER_ALREADY_EXISTS to "
      + "catch this in the debugger. Item "
    if one { return text == head + "identifier that already exists: \(ids[0])" }
    let listHead = head + "identifiers that already exist: "
    guard text.hasPrefix(listHead) else { return false }
    let list = text.dropFirst(listHead.count)
    let names = Set(
      list.split { !$0.isNumber && $0 != "-" }.map(String.init))
    return names == Set(ids.map(String.init))
  }
}

/// The random language of verbs: small pools of identifiers so that verbs
/// collide, section and item identifiers from overlapping ranges, and the
/// failing forms (missing anchors, anchors inside the inserted list,
/// repeats within one argument, moves onto themselves).
private enum VerbMaker {
  static let sectionPool = 6
  static let itemPool = 14

  static func sectionID(_ model: Model, _ random: inout SeededRandom) -> Int {
    if !model.sections.isEmpty && random.chance(0.8) {
      return model.sections[random.int(model.sections.count)].section
    }
    return random.int(sectionPool)
  }

  static func itemID(_ model: Model, _ random: inout SeededRandom) -> Int {
    let items = model.allItems
    if !items.isEmpty && random.chance(0.75) { return items[random.int(items.count)] }
    return random.int(itemPool)
  }

  /// Some distinct identifiers, repeating one now and then.
  static func ids(
    _ random: inout SeededRandom, max: Int, _ make: (inout SeededRandom) -> Int
  ) -> [Int] {
    var ids: [Int] = []
    for _ in 0..<random.int(max + 1) {
      let id = make(&random)
      if !ids.contains(id) { ids.append(id) }
    }
    if !ids.isEmpty && random.chance(0.07) { ids.append(ids[random.int(ids.count)]) }
    return ids
  }

  static func itemIDs(_ model: Model, _ random: inout SeededRandom, max: Int = 3) -> [Int] {
    ids(&random, max: max) { itemID(model, &$0) }
  }

  static func sectionIDs(_ model: Model, _ random: inout SeededRandom, max: Int = 2) -> [Int] {
    ids(&random, max: max) { sectionID(model, &$0) }
  }

  /// Section identifiers to insert: mostly new ones.
  static func newSectionIDs(_ model: Model, _ random: inout SeededRandom) -> [Int] {
    var ids: [Int] = []
    for _ in 0..<random.int(3) {
      let fresh = (0..<sectionPool).filter { model.sectionIndex($0) == nil && !ids.contains($0) }
      let id =
        !fresh.isEmpty && random.chance(0.85)
        ? fresh[random.int(fresh.count)] : random.int(sectionPool)
      if !ids.contains(id) { ids.append(id) }
    }
    if !ids.isEmpty && random.chance(0.05) { ids.append(ids[random.int(ids.count)]) }
    return ids
  }

  static func verb(_ model: Model, _ random: inout SeededRandom) -> Verb {
    switch random.int(18) {
    case 0, 1: return .appendSections(newSectionIDs(model, &random))
    case 2:
      let ids = newSectionIDs(model, &random)
      let anchor =
        !ids.isEmpty && random.chance(0.1)
        ? ids[random.int(ids.count)] : sectionID(model, &random)
      return .insertSections(ids, anchor: anchor, after: random.chance(0.5))
    case 3: return .deleteSections(sectionIDs(model, &random, max: 1))
    case 4:
      let id = sectionID(model, &random)
      return .moveSection(
        id, anchor: random.chance(0.1) ? id : sectionID(model, &random), after: random.chance(0.5))
    case 5: return .markSections(sectionIDs(model, &random), reload: random.chance(0.5))
    case 6, 7, 8:
      let section: Int? = random.chance(0.3) ? nil : sectionID(model, &random)
      return .appendItems(itemIDs(model, &random), section: section)
    case 9, 10:
      let ids = itemIDs(model, &random)
      let anchor =
        !ids.isEmpty && random.chance(0.1) ? ids[random.int(ids.count)] : itemID(model, &random)
      return .insertItems(ids, anchor: anchor, after: random.chance(0.5))
    case 11: return .deleteItems(itemIDs(model, &random))
    case 12: return random.chance(0.25) ? .deleteAll : .deleteItems(itemIDs(model, &random, max: 1))
    case 13, 14:
      let id = itemID(model, &random)
      return .moveItem(
        id, anchor: random.chance(0.1) ? id : itemID(model, &random), after: random.chance(0.5))
    default: return .markItems(itemIDs(model, &random), reload: random.chance(0.5))
    }
  }
}

/// A snapshot and the model it must agree with.
private struct Branch {
  var snapshot: Snapshot
  var model: Model
}

/// ``DiffableSnapshot`` against a naive model of the spec, over seeded
/// random verb sequences with failing verbs mixed in, and copies taken
/// mid-sequence.
@Suite struct DiffableSnapshotPropertyTests {
  private let sectionNotFound =
    "Section identifier was not found. You can verify the section exists by calling the "
    + "indexOfSectionIdentifier API (which has O(1) performance)"

  /// The checks ``disagreement(_:_:_:items:sectionOfItem:)`` knows.
  private static let checks = Array(0..<(9 + 2 * VerbMaker.sectionPool + 2 * VerbMaker.itemPool))

  /// The queries of `snapshot` against `model`, in a random order, all of
  /// them or a few (so that anything built lazily is built at random
  /// moments).
  private func check(
    _ snapshot: Snapshot, _ model: Model, _ random: inout SeededRandom, all: Bool,
    _ context: @autoclosure () -> String
  ) throws {
    var order = Self.checks
    order.shuffle(using: &random)
    let count = all ? order.count : 1 + random.int(3)
    let items = model.allItems
    var sectionOfItem: [Int: Int] = [:]
    for section in model.sections {
      for item in section.items { sectionOfItem[item] = section.section }
    }
    for check in order.prefix(count) {
      if let disagreement = disagreement(
        check, snapshot, model, items: items, sectionOfItem: sectionOfItem)
      {
        try #require(Bool(false), "\(disagreement), \(context())")
      }
    }
  }

  /// What check number `check` finds wrong with `snapshot`, or `nil`.
  private func disagreement(
    _ check: Int, _ snapshot: Snapshot, _ model: Model, items: [Int], sectionOfItem: [Int: Int]
  ) -> String? {
    let present = { (id: Int) in sectionOfItem[id] != nil }
    let sectionPresent = { (id: Int) in model.sectionIndex(id) != nil }
    func compare<T: Equatable>(_ name: String, _ got: T, _ wanted: T) -> String? {
      got == wanted ? nil : "\(name) is \(got), expected \(wanted)"
    }
    func compare(_ name: String, _ got: [Int], oneOf wanted: [[Int]]) -> String? {
      wanted.contains(got) ? nil : "\(name) is \(got), expected one of \(wanted)"
    }
    switch check {
    case 0:
      return compare(
        "sectionIdentifiers", snapshot.sectionIdentifiers, model.sections.map(\.section))
    case 1: return compare("numberOfSections", snapshot.numberOfSections, model.sections.count)
    case 2: return compare("numberOfItems", snapshot.numberOfItems, items.count)
    case 3: return compare("itemIdentifiers", snapshot.itemIdentifiers, items)
    case 4:
      return compare(
        "reloadedItemIdentifiers", snapshot.reloadedItemIdentifiers,
        oneOf: model.reloadedItems.expected(present: present))
    case 5:
      return compare(
        "reconfiguredItemIdentifiers", snapshot.reconfiguredItemIdentifiers,
        oneOf: model.reconfiguredItems.expected(present: present))
    case 6:
      return compare(
        "reloadedSectionIdentifiers", snapshot.reloadedSectionIdentifiers,
        oneOf: model.reloadedSections.expected(present: sectionPresent))
    case 7:
      return compare(
        "reconfiguredSectionIdentifiers", snapshot.reconfiguredSectionIdentifiers,
        oneOf: model.reconfiguredSections.expected(present: sectionPresent))
    case 8:
      let warnings = snapshot.warnings
      let agree =
        warnings.count == model.warnings.count
        && zip(warnings, model.warnings).allSatisfy { Model.isMovedIntoPlaceLog($0.0, for: $0.1) }
      return agree ? nil : "warnings are \(warnings), expected logs for \(model.warnings)"
    case 9..<(9 + VerbMaker.sectionPool):
      let id = check - 9
      return compare("indexOfSection(\(id))", snapshot.indexOfSection(id), model.sectionIndex(id))
    case (9 + VerbMaker.sectionPool)..<(9 + 2 * VerbMaker.sectionPool):
      let id = check - 9 - VerbMaker.sectionPool
      var got: [String] = []
      do throws(SnapshotError) {
        got.append("\(try snapshot.itemIdentifiers(inSection: id))")
      } catch {
        got.append(error == .sectionNotFound("\(id)") ? error.description : "wrong \(error)")
      }
      do throws(SnapshotError) {
        got.append("\(try snapshot.numberOfItems(inSection: id))")
      } catch {
        got.append(error == .sectionNotFound("\(id)") ? error.description : "wrong \(error)")
      }
      let wanted =
        model.sectionIndex(id).map {
          ["\(model.sections[$0].items)", "\(model.sections[$0].items.count)"]
        }
        ?? [sectionNotFound, sectionNotFound]
      return compare(
        "itemIdentifiers(inSection: \(id)), numberOfItems(inSection: \(id))", got, wanted)
    case (9 + 2 * VerbMaker.sectionPool)..<(9 + 2 * VerbMaker.sectionPool + VerbMaker.itemPool):
      let id = check - 9 - 2 * VerbMaker.sectionPool
      return compare("indexOfItem(\(id))", snapshot.indexOfItem(id), items.firstIndex(of: id))
    default:
      let id = check - 9 - 2 * VerbMaker.sectionPool - VerbMaker.itemPool
      return compare(
        "sectionIdentifier(containingItem: \(id))", snapshot.sectionIdentifier(containingItem: id),
        sectionOfItem[id])
    }
  }

  /// Runs a verb on a branch and the model; checks that the outcome
  /// agrees, and that a failed verb changed nothing.
  private func step(
    _ verb: Verb, on branch: inout Branch, _ random: inout SeededRandom,
    _ context: @autoclosure () -> String
  ) throws {
    let expected = branch.model.perform(verb)
    var thrown: SnapshotError?
    do throws(SnapshotError) {
      try verb.run(on: &branch.snapshot)
    } catch {
      thrown = error
    }
    let got = thrown.map { "\($0)" } ?? "nothing"
    let wanted = expected.map { "\($0)" } ?? "nothing"
    try #require(thrown == expected, "\(verb) threw \(got), expected \(wanted), \(context())")
    try check(branch.snapshot, branch.model, &random, all: true, context())
  }

  /// A start of up to three sections of up to three items, from the pools.
  private func randomStart(_ random: inout SeededRandom) -> [(section: Int, items: [Int])] {
    var next = 0
    return (0..<random.int(4)).map { section in
      let items = (0..<random.int(4)).map { _ in
        defer { next += 1 }
        return next
      }
      return (section: section, items: items)
    }
  }

  /// A snapshot built by verbs that must not fail.
  private func snapshot(_ sections: [(section: Int, items: [Int])]) throws -> Snapshot {
    var snapshot = Snapshot()
    for (section, items) in sections {
      try snapshot.appendSections([section])
      try snapshot.appendItems(items, toSection: section)
    }
    return snapshot
  }

  @Test("random verb sequences agree with the naive model, and copies stay independent")
  func randomSequences() throws {
    let count = TestEnvironment.scaled(200, full: 300)
    for seed in SeededRandom.seeds(count, base: 0xD1FF) {
      try withSeed(seed, "diffable snapshot verbs against the model") { random in
        try runSequence(seed: seed, churn: 0, &random)
      }
    }
  }

  @Test("random verb sequences agree with the model across recodings (items churned in bulk)")
  func randomSequencesWithChurn() throws {
    let count = TestEnvironment.scaled(40, full: 60)
    for seed in SeededRandom.seeds(count, base: 0xC0DE) {
      try withSeed(seed, "diffable snapshot verbs and churn against the model") { random in
        try runSequence(seed: seed, churn: 0.08, &random)
      }
    }
  }

  /// Sixty random verbs on a random start, with copies forked now and
  /// then, each step checked against the model; with probability `churn`
  /// a step also appends 1,100 new items to a section and deletes them
  /// (enough for the snapshot to recode its items), which changes nothing
  /// the model shows.
  private func runSequence(seed: UInt64, churn: Double, _ random: inout SeededRandom) throws {
    let start = randomStart(&random)
    var branches = [Branch(snapshot: try snapshot(start), model: Model(start))]
    var history: [String] = []
    var churned = 0
    for index in 0..<60 {
      // Fork a copy now and then; query some copies before the change.
      if branches.count < 4 && random.chance(0.15) {
        branches.append(branches[random.int(branches.count)])
        history.append("fork -> \(branches.count - 1)")
      }
      for which in branches.indices where random.chance(0.3) {
        try check(
          branches[which].snapshot, branches[which].model, &random, all: false,
          "seed \(seed), pre-query of branch \(which) at step \(index), \(history)")
      }
      let which = random.chance(0.6) ? 0 : random.int(branches.count)
      if random.chance(churn), !branches[which].model.sections.isEmpty {
        let sections = branches[which].model.sections
        let section = sections[random.int(sections.count)].section
        let fresh = (0..<1_100).map { 1_000 + 2_000 * churned + $0 }
        churned += 1
        history.append("\(which): churn \(fresh[0])... through section \(section)")
        try branches[which].snapshot.appendItems(fresh, toSection: section)
        try branches[which].snapshot.deleteItems(fresh)
        branches[which].model.noteRecoding()
        // The churn must have made the snapshot recode (an internal).
        try #require(
          branches[which].snapshot.itemCodes.count < 1_100,
          "no recoding, seed \(seed), step \(index), history \(history)")
        try check(
          branches[which].snapshot, branches[which].model, &random, all: true,
          "seed \(seed), churn at step \(index), history \(history)")
      }
      let verb = VerbMaker.verb(branches[which].model, &random)
      history.append("\(which): \(verb)")
      try step(
        verb, on: &branches[which], &random, "seed \(seed), step \(index), history \(history)")
      // The other branches must still agree with their models.
      for other in branches.indices where other != which && random.chance(0.5) {
        try check(
          branches[other].snapshot, branches[other].model, &random, all: true,
          "seed \(seed), branch \(other) after step \(index), history \(history)")
      }
    }
  }

  @Test("every single verb on a small snapshot, and on a copy of it")
  func exhaustiveSingleVerbs() throws {
    let start: [(section: Int, items: [Int])] = [
      (section: 0, items: [0, 1, 2]), (section: 1, items: [3, 4]), (section: 2, items: []),
    ]
    var verbs: [Verb] = [.deleteAll]
    let items = Array(0...5)
    let sections = Array(0...3)
    for id in items {
      for anchor in items {
        for after in [false, true] {
          verbs.append(.moveItem(id, anchor: anchor, after: after))
          verbs.append(.insertItems([id], anchor: anchor, after: after))
          verbs.append(.insertItems([id, (id + 1) % 6], anchor: anchor, after: after))
        }
        verbs.append(.deleteItems([id, anchor]))
        verbs.append(.markItems([id, anchor], reload: id % 2 == 0))
      }
      for section in sections + [nil] {
        verbs.append(.appendItems([id], section: section))
        verbs.append(.appendItems([id, (id + 3) % 6], section: section))
      }
    }
    for id in sections {
      for anchor in sections {
        for after in [false, true] {
          verbs.append(.moveSection(id, anchor: anchor, after: after))
          verbs.append(.insertSections([id], anchor: anchor, after: after))
          verbs.append(.insertSections([id, 5], anchor: anchor, after: after))
        }
        verbs.append(.deleteSections([id, anchor]))
        verbs.append(.markSections([id, anchor], reload: anchor < id))
      }
      verbs.append(.appendSections([id]))
      verbs.append(.appendSections([4, id]))
    }
    var random = SeededRandom(seed: 7)
    for verb in verbs {
      var branch = Branch(snapshot: try snapshot(start), model: Model(start))
      // Built lazily or not, a copy must not see the verb.
      if random.chance(0.5) { _ = branch.snapshot.indexOfItem(4) }
      let copy = branch
      try step(verb, on: &branch, &random, "\(verb)")
      try check(copy.snapshot, copy.model, &random, all: true, "copy, \(verb)")
      // Marks and logs, then a second verb on top.
      var marked = branch
      let second = VerbMaker.verb(marked.model, &random)
      try step(second, on: &marked, &random, "\(verb) then \(second)")
      try check(branch.snapshot, branch.model, &random, all: true, "\(verb), before \(second)")
    }
  }
}
