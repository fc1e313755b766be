import CellarTestSupport
import Foundation
import Testing

@testable import Cellar

/// A row of the naive model: an explicit `Int` id and the text its cell shows.
private struct ModelRow: Equatable, CustomStringConvertible {
  var id: Int
  var text: String

  var row: Row<TitleCell> { Row<TitleCell>(model: text, id: id) }
  var description: String { text == "r\(id)" ? "\(id)" : "\(id)=\(text)" }
}

/// A section of the naive model.
private struct ModelSection: Equatable, CustomStringConvertible {
  var id: String
  var rows: [ModelRow]

  var section: Section { Section(id: id, rows: rows.map(\.row)) }
  var description: String { "\(id):[" + rows.map(\.description).joined(separator: ",") + "]" }
}

/// What a verb must do when it fails: the error's description, whole or up
/// to the part the spec leaves open (`UIKit`'s update descriptions, lists).
private struct ExpectedError: CustomStringConvertible {
  var text: String
  var exact: Bool

  var description: String { exact ? text : text + "…" }

  func matches(_ description: String) -> Bool {
    exact ? description == text : description.hasPrefix(text)
  }
}

/// One verb of ``TableSnapshot``, as data.
private enum Verb: CustomStringConvertible {
  case appendSections([ModelSection])
  case insertSections([ModelSection], anchor: String, after: Bool)
  case deleteSections([String])
  case moveSection(String, anchor: String, after: Bool)
  case markSections([String], reload: Bool)
  case appendRows([ModelRow], section: String?)
  case insertRows([ModelRow], anchor: Int, after: Bool)
  case deleteRows([Int])
  case deleteAll
  case moveRow(Int, anchor: Int, after: Bool)
  case markRows([Int], reload: Bool)
  case replaceRow(Int, ModelRow)

  var description: String {
    switch self {
    case .appendSections(let new): "appendSections(\(new))"
    case .insertSections(let new, let anchor, let after):
      "insertSections(\(new), \(after ? "after" : "before"): \(anchor))"
    case .deleteSections(let ids): "deleteSections(\(ids))"
    case .moveSection(let id, let anchor, let after):
      "moveSection(\(id), \(after ? "after" : "before"): \(anchor))"
    case .markSections(let ids, let reload): "\(reload ? "reload" : "reconfigure")Sections(\(ids))"
    case .appendRows(let rows, let section): "appendRows(\(rows), to: \(section ?? "nil"))"
    case .insertRows(let rows, let anchor, let after):
      "insertRows(\(rows), \(after ? "after" : "before"): \(anchor))"
    case .deleteRows(let ids): "deleteRows(\(ids))"
    case .deleteAll: "deleteAllRows()"
    case .moveRow(let id, let anchor, let after):
      "moveRow(\(id), \(after ? "after" : "before"): \(anchor))"
    case .markRows(let ids, let reload): "\(reload ? "reload" : "reconfigure")Rows(\(ids))"
    case .replaceRow(let id, let row): "replaceRow(\(id), with: \(row))"
    }
  }

  /// Runs the verb on a snapshot.
  func run(on snapshot: inout TableSnapshot) throws(SnapshotError) {
    switch self {
    case .appendSections(let new): try snapshot.appendSections(new.map(\.section))
    case .insertSections(let new, let anchor, let after):
      if after {
        try snapshot.insertSections(new.map(\.section), afterSection: anchor)
      } else {
        try snapshot.insertSections(new.map(\.section), beforeSection: anchor)
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
        try snapshot.reloadSections(ids.map(AnyHashable.init))
      } else {
        try snapshot.reconfigureSections(ids.map(AnyHashable.init))
      }
    case .appendRows(let rows, let section):
      try snapshot.appendRows(rows.map(\.row), toSection: section.map(AnyHashable.init))
    case .insertRows(let rows, let anchor, let after):
      if after {
        try snapshot.insertRows(rows.map(\.row), afterRow: anchor)
      } else {
        try snapshot.insertRows(rows.map(\.row), beforeRow: anchor)
      }
    case .deleteRows(let ids): try snapshot.deleteRows(ids.map(AnyHashable.init))
    case .deleteAll: snapshot.deleteAllRows()
    case .moveRow(let id, let anchor, let after):
      if after {
        try snapshot.moveRow(id, afterRow: anchor)
      } else {
        try snapshot.moveRow(id, beforeRow: anchor)
      }
    case .markRows(let ids, let reload):
      if reload {
        try snapshot.reloadRows(ids.map(AnyHashable.init))
      } else {
        try snapshot.reconfigureRows(ids.map(AnyHashable.init))
      }
    case .replaceRow(let id, let row): try snapshot.replaceRow(id, with: row.row)
    }
  }
}

/// The naive model of a snapshot: the spec's semantics (diffable-semantics.md
/// §1.3, §1.4) written out plainly.
private struct Model: Equatable {
  var sections: [ModelSection] = []
  var reloadedRows: [Int] = []
  var reconfiguredRows: [Int] = []
  var reloadedSections: [String] = []
  var reconfiguredSections: [String] = []
  var warnings: [String] = []

  init() {}

  init(_ sections: [ModelSection]) {
    self.sections = sections
  }

  var allRows: [ModelRow] { sections.flatMap(\.rows) }

  func sectionIndex(_ id: String) -> Int? { sections.firstIndex { $0.id == id } }

  func place(_ id: Int) -> (section: Int, row: Int)? {
    for (index, section) in sections.enumerated() {
      if let row = section.rows.firstIndex(where: { $0.id == id }) { return (index, row) }
    }
    return nil
  }

  func offset(_ id: Int) -> Int? { allRows.firstIndex { $0.id == id } }

  /// Performs `verb`: the expected error, and the model unchanged, when it
  /// fails.
  mutating func perform(_ verb: Verb) -> ExpectedError? {
    var copy = self
    if let error = copy.run(verb) { return error }
    self = copy
    return nil
  }

  private mutating func run(_ verb: Verb) -> ExpectedError? {
    switch verb {
    case .appendSections(let new): return insertSections(new, anchor: nil, after: false)
    case .insertSections(let new, let anchor, let after):
      return insertSections(new, anchor: anchor, after: after)
    case .deleteSections(let ids):
      if let error = Self.duplicates(ids, kind: "section") { return error }
      sections.removeAll { ids.contains($0.id) }
    case .moveSection(let id, let anchor, let after):
      guard let from = sectionIndex(id) else { return Self.notFound("fromSection") }
      guard sectionIndex(anchor) != nil else { return Self.notFound("toSection") }
      if id == anchor {
        return ExpectedError(
          text: "Invalid update: destination for section move is the same as the source [\(id)] "
            + "for update: ", exact: false)
      }
      let section = sections.remove(at: from)
      let to = sectionIndex(anchor) ?? sections.count
      sections.insert(section, at: after ? to + 1 : to)
    case .markSections(let ids, let reload):
      if let error = Self.duplicates(ids, kind: "section") { return error }
      for id in ids where sectionIndex(id) == nil {
        return ExpectedError(
          text: "Attempted to \(reload ? "reload" : "reconfigure") section identifier that does "
            + "not exist in the snapshot: \(id)", exact: true)
      }
      for id in ids {
        if reload {
          if !reloadedSections.contains(id) { reloadedSections.append(id) }
        } else if !reconfiguredSections.contains(id) {
          reconfiguredSections.append(id)
        }
      }
    case .appendRows(let rows, let section):
      if let error = Self.duplicates(rows.map(\.id), kind: "item") { return error }
      let target: String
      if let section {
        guard sectionIndex(section) != nil else { return Self.notFound("section") }
        target = section
      } else {
        guard let last = sections.last else {
          return ExpectedError(
            text: "There are currently no sections in the data source. Please add a section first.",
            exact: true)
        }
        target = last.id
      }
      moveIntoPlace(rows.map(\.id))
      if let index = sectionIndex(target) { sections[index].rows += rows }
    case .insertRows(let rows, let anchor, let after):
      if let error = Self.duplicates(rows.map(\.id), kind: "item") { return error }
      if rows.contains(where: { $0.id == anchor }) {
        return ExpectedError(
          text: "Invalid update: destination for insertion operation [\(anchor)] is in the "
            + "insertion identifier list for update: ", exact: false)
      }
      guard place(anchor) != nil else { return Self.notFound("section") }
      moveIntoPlace(rows.map(\.id))
      guard let (section, row) = place(anchor).map({ ($0.section, $0.row) }) else { return nil }
      sections[section].rows.insert(contentsOf: rows, at: after ? row + 1 : row)
    case .deleteRows(let ids):
      if let error = Self.duplicates(ids, kind: "item") { return error }
      for index in sections.indices { sections[index].rows.removeAll { ids.contains($0.id) } }
    case .deleteAll:
      // Sections go too (§1.3). Cellar also drops the marks (the spec is
      // silent); the warnings stay.
      let warnings = warnings
      self = Model()
      self.warnings = warnings
    case .moveRow(let id, let anchor, let after):
      guard let from = place(id) else { return Self.notFound("fromIndex") }
      guard place(anchor) != nil else { return Self.notFound("toIndex") }
      if id == anchor {
        return ExpectedError(
          text: "Invalid update: destination for item move is the same as the source [\(id)] "
            + "for update: ", exact: false)
      }
      let row = sections[from.section].rows.remove(at: from.row)
      guard let (section, to) = place(anchor).map({ ($0.section, $0.row) }) else { return nil }
      sections[section].rows.insert(row, at: after ? to + 1 : to)
    case .markRows(let ids, let reload):
      if let error = Self.duplicates(ids, kind: "item") { return error }
      for id in ids where place(id) == nil {
        return ExpectedError(
          text: "Attempted to \(reload ? "reload" : "reconfigure") item identifier that does not "
            + "exist in the snapshot: \(id)", exact: true)
      }
      for id in ids {
        if reload {
          if !reloadedRows.contains(id) { reloadedRows.append(id) }
        } else if !reconfiguredRows.contains(id) {
          reconfiguredRows.append(id)
        }
      }
    case .replaceRow(let id, let row):
      guard let found = place(id) else {
        return ExpectedError(
          text: "Attempted to replace item identifier that does not exist in the snapshot: \(id)",
          exact: true)
      }
      guard row.id == id else {
        return ExpectedError(
          text: "The row replacing \(id) has another identity, \(row.id): ", exact: false)
      }
      sections[found.section].rows[found.row] = row
    }
    return nil
  }

  private mutating func insertSections(
    _ new: [ModelSection], anchor: String?, after: Bool
  ) -> ExpectedError? {
    let ids = new.map(\.id)
    if let error = Self.duplicates(ids, kind: "section") { return error }
    if let anchor {
      if ids.contains(anchor) {
        return ExpectedError(
          text: "Invalid update: destination for section operation [\(anchor)] is in the inserted "
            + "section list for update: ", exact: false)
      }
      guard sectionIndex(anchor) != nil else { return Self.notFound("insertIndex") }
    }
    let present = ids.filter { sectionIndex($0) != nil }
    if present.count == 1 {
      return ExpectedError(
        text: "Diffable data source detected an attempt to insert or append 1 section identifier "
          + "that already exists in the snapshot. Identifiers in a snapshot must be unique. "
          + "Section identifier that already exists: \(present[0])", exact: true)
    } else if present.count > 1 {
      return ExpectedError(
        text: "Diffable data source detected an attempt to insert or append \(present.count) "
          + "section identifiers that already exist in the snapshot. Identifiers in a snapshot "
          + "must be unique. Section identifiers that already exist: ", exact: false)
    }
    let rowIDs = new.flatMap { $0.rows.map(\.id) }
    if let error = Self.duplicates(rowIDs, kind: "item") { return error }
    moveIntoPlace(rowIDs)
    var position = sections.count
    if let anchor, let place = sectionIndex(anchor) { position = after ? place + 1 : place }
    sections.insert(contentsOf: new, at: position)
    return nil
  }

  /// Rows re-inserted are taken from where they are, with `UIKit`'s log.
  private mutating func moveIntoPlace(_ ids: [Int]) {
    let moving = ids.filter { place($0) != nil }
    guard !moving.isEmpty else { return }
    for index in sections.indices { sections[index].rows.removeAll { moving.contains($0.id) } }
    let one = moving.count == 1
    warnings.append(
      "Diffable data source detected an attempt to insert or append \(moving.count) item "
        + (one ? "identifier that already exists" : "identifiers that already exist")
        + " in the snapshot. The existing item "
        + (one ? "identifier will be" : "identifiers will be")
        + " moved into place instead, but this operation will be more expensive. For best "
        + "performance, inserted item identifiers should always be unique. Set a symbolic "
        + "breakpoint on BUG_IN_CLIENT_OF_DIFFABLE_DATA_SOURCE__IDENTIFIER_ALREADY_EXISTS to "
        + "catch this in the debugger. Item "
        + (one
          ? "identifier that already exists: \(moving[0])"
          : "identifiers that already exist: (\n"
            + moving.map { "    \($0)" }.joined(separator: ",\n") + "\n)"))
  }

  private static func notFound(_ parameter: String) -> ExpectedError {
    ExpectedError(text: "Invalid parameter not satisfying: \(parameter) != NSNotFound", exact: true)
  }

  /// The error for identities repeated in one argument, listed in the order
  /// they repeat.
  private static func duplicates<ID: Hashable>(_ ids: [ID], kind: String) -> ExpectedError? {
    var seen = Set<ID>()
    var repeated: [ID] = []
    for id in ids where !seen.insert(id).inserted && !repeated.contains(id) { repeated.append(id) }
    guard !repeated.isEmpty else { return nil }
    return ExpectedError(
      text: "Fatal: supplied \(kind) identifiers are not unique. Duplicate identifiers: {(\n"
        + repeated.map { "    \($0)" }.joined(separator: ",\n") + "\n)}", exact: true)
  }
}

/// The random language of verbs: small pools of identities so that verbs
/// collide, and the failing forms (missing anchors, anchors inside the
/// inserted list, repeats within one argument, moves onto themselves).
private struct VerbMaker {
  static let sectionPool = ["a", "b", "c", "d", "e", "f"]
  static let rowPool = 14

  static func sectionID(_ model: Model, _ random: inout SeededRandom) -> String {
    if !model.sections.isEmpty && random.chance(0.8) {
      return model.sections[random.int(model.sections.count)].id
    }
    return sectionPool[random.int(sectionPool.count)]
  }

  static func rowID(_ model: Model, _ random: inout SeededRandom) -> Int {
    let rows = model.allRows
    if !rows.isEmpty && random.chance(0.75) { return rows[random.int(rows.count)].id }
    return random.int(rowPool)
  }

  static func row(_ id: Int, _ random: inout SeededRandom) -> ModelRow {
    ModelRow(id: id, text: random.chance(0.2) ? "r\(id)'" : "r\(id)")
  }

  /// Some distinct row identities, repeating one now and then.
  static func rowIDs(_ model: Model, _ random: inout SeededRandom, max: Int = 3) -> [Int] {
    var ids: [Int] = []
    for _ in 0..<random.int(max + 1) {
      let id = rowID(model, &random)
      if !ids.contains(id) { ids.append(id) }
    }
    if !ids.isEmpty && random.chance(0.07) { ids.append(ids[random.int(ids.count)]) }
    return ids
  }

  static func sectionIDs(_ model: Model, _ random: inout SeededRandom, max: Int = 2) -> [String] {
    var ids: [String] = []
    for _ in 0..<random.int(max + 1) {
      let id = sectionID(model, &random)
      if !ids.contains(id) { ids.append(id) }
    }
    if !ids.isEmpty && random.chance(0.07) { ids.append(ids[random.int(ids.count)]) }
    return ids
  }

  /// New sections: mostly fresh identities, with rows that may be in the snapshot.
  static func newSections(_ model: Model, _ random: inout SeededRandom) -> [ModelSection] {
    var sections: [ModelSection] = []
    for _ in 0..<(1 + random.int(2)) {
      let fresh = sectionPool.filter { id in
        model.sectionIndex(id) == nil && !sections.contains { $0.id == id }
      }
      let id =
        !fresh.isEmpty && random.chance(0.85)
        ? fresh[random.int(fresh.count)] : sectionPool[random.int(sectionPool.count)]
      let rows = rowIDs(model, &random, max: 2).map { row($0, &random) }
      sections.append(ModelSection(id: id, rows: rows))
    }
    return sections
  }

  static func verb(_ model: Model, _ random: inout SeededRandom) -> Verb {
    switch random.int(17) {
    case 0, 1: return .appendSections(newSections(model, &random))
    case 2:
      let new = newSections(model, &random)
      let anchor =
        random.chance(0.1) ? new[random.int(new.count)].id : sectionID(model, &random)
      return .insertSections(new, anchor: anchor, after: random.chance(0.5))
    case 3: return .deleteSections(sectionIDs(model, &random, max: 1))
    case 4:
      let id = sectionID(model, &random)
      return .moveSection(
        id, anchor: random.chance(0.1) ? id : sectionID(model, &random), after: random.chance(0.5))
    case 5: return .markSections(sectionIDs(model, &random), reload: random.chance(0.5))
    case 6, 7:
      let section: String? = random.chance(0.3) ? nil : sectionID(model, &random)
      return .appendRows(rowIDs(model, &random).map { row($0, &random) }, section: section)
    case 8, 9:
      let rows = rowIDs(model, &random).map { row($0, &random) }
      let anchor =
        !rows.isEmpty && random.chance(0.1)
        ? rows[random.int(rows.count)].id : rowID(model, &random)
      return .insertRows(rows, anchor: anchor, after: random.chance(0.5))
    case 10: return .deleteRows(rowIDs(model, &random))
    case 11: return random.chance(0.3) ? .deleteAll : .deleteRows(rowIDs(model, &random, max: 1))
    case 12, 13:
      let id = rowID(model, &random)
      return .moveRow(
        id, anchor: random.chance(0.1) ? id : rowID(model, &random), after: random.chance(0.5))
    case 14, 15: return .markRows(rowIDs(model, &random), reload: random.chance(0.5))
    default:
      let id = rowID(model, &random)
      let other = random.chance(0.1) ? (id + 1) % rowPool : id
      return .replaceRow(id, ModelRow(id: other, text: "r\(other)~\(random.int(3))"))
    }
  }
}

/// A snapshot and the model it must agree with.
private struct Branch {
  var snapshot: TableSnapshot
  var model: Model
}

/// ``TableSnapshot`` against a naive model of the spec, over seeded random
/// verb sequences with failing verbs mixed in; copies taken mid-sequence;
/// applies checked against what a fresh table shows.
@MainActor
@Suite struct TableSnapshotPropertyTests {
  private static var full: Bool { ProcessInfo.processInfo.environment["CELLAR_FULL_TESTS"] == "1" }

  private func layout(_ sections: [Section]) -> [String] {
    sections.map { section in
      "\(section.id.map { "\($0.base)" } ?? "-"):"
        + section.rows.map { $0.id.map { "\($0.base)" } ?? "-" }.joined(separator: ",")
    }
  }

  private func layout(_ model: Model) -> [String] {
    model.sections.map { "\($0.id):" + $0.rows.map { "\($0.id)" }.joined(separator: ",") }
  }

  /// The queries of `snapshot` against `model`, in a random order, all of
  /// them or a few (so that the lazily built index is built at random
  /// moments).
  private func check(
    _ snapshot: TableSnapshot, _ model: Model, _ random: inout SeededRandom, all: Bool,
    _ context: @autoclosure () -> String
  ) throws {
    let sectionNotFound =
      "Section identifier was not found. You can verify the section exists by calling the "
      + "indexOfSectionIdentifier API (which has O(1) performance)"
    var checks: [(name: String, holds: () -> Bool)] = [
      ("sectionIDs", { snapshot.sectionIDs == model.sections.map { AnyHashable($0.id) } }),
      ("numberOfSections", { snapshot.numberOfSections == model.sections.count }),
      ("numberOfRows", { snapshot.numberOfRows == model.allRows.count }),
      ("rowIDs", { snapshot.rowIDs == model.allRows.map { AnyHashable($0.id) } }),
      ("layout", { self.layout(snapshot.sections) == self.layout(model) }),
      ("reloadedRowIDs", { snapshot.reloadedRowIDs == model.reloadedRows.map(AnyHashable.init) }),
      (
        "reconfiguredRowIDs",
        { snapshot.reconfiguredRowIDs == model.reconfiguredRows.map(AnyHashable.init) }
      ),
      (
        "reloadedSectionIDs",
        { snapshot.reloadedSectionIDs == model.reloadedSections.map(AnyHashable.init) }
      ),
      (
        "reconfiguredSectionIDs",
        { snapshot.reconfiguredSectionIDs == model.reconfiguredSections.map(AnyHashable.init) }
      ),
      ("warnings", { snapshot.warnings == model.warnings }),
    ]
    for id in VerbMaker.sectionPool {
      checks.append(
        ("indexOfSection(\(id))", { snapshot.indexOfSection(id) == model.sectionIndex(id) }))
      checks.append(
        (
          "rowIDs(inSection: \(id)), numberOfRows(inSection: \(id))",
          {
            var errors: [String] = []
            var rowIDs: [AnyHashable]?
            var count: Int?
            do { rowIDs = try snapshot.rowIDs(inSection: id) } catch {
              errors.append(String(describing: error))
            }
            do { count = try snapshot.numberOfRows(inSection: id) } catch {
              errors.append(String(describing: error))
            }
            guard let index = model.sectionIndex(id) else {
              return errors == [sectionNotFound, sectionNotFound]
            }
            return errors.isEmpty && rowIDs == model.sections[index].rows.map { AnyHashable($0.id) }
              && count == model.sections[index].rows.count
          }
        ))
    }
    for id in 0..<VerbMaker.rowPool {
      checks.append(("indexOfRow(\(id))", { snapshot.indexOfRow(id) == model.offset(id) }))
      checks.append(
        (
          "sectionID(containingRow: \(id))",
          {
            snapshot.sectionID(containingRow: id)
              == model.place(id).map { AnyHashable(model.sections[$0.section].id) }
          }
        ))
      checks.append(
        (
          "row(withID: \(id))",
          { snapshot.row(withID: id)?.id == model.place(id).map { _ in AnyHashable(id) } }
        ))
    }
    checks.shuffle(using: &random)
    let count = all ? checks.count : 1 + random.int(3)
    for check in checks.prefix(count) {
      try #require(check.holds(), "\(check.name) disagrees, \(context())")
    }
  }

  /// Runs a verb on a branch and the model; checks the outcome agrees.
  private func step(
    _ verb: Verb, on branch: inout Branch, _ context: @autoclosure () -> String
  ) throws {
    let expected = branch.model.perform(verb)
    let before = layout(branch.snapshot.sections)
    var thrown: SnapshotError?
    do { try verb.run(on: &branch.snapshot) } catch { thrown = error }
    if thrown == nil {
      try #require(
        expected == nil, "no error, expected \(expected.map(\.description) ?? ""), \(context())")
    }
    if let error = thrown {
      guard let expected else {
        try #require(Bool(false), "unexpected error \(error.description), \(context())")
        return
      }
      try #require(
        expected.matches(error.description),
        "error \(error.description) expected \(expected), \(context())")
      try #require(layout(branch.snapshot.sections) == before, "changed by a throw, \(context())")
    }
  }

  /// Applies `snapshot` to `table`: the table's sections are the snapshot's
  /// and it shows what a fresh table with the model's sections shows.
  private func apply(
    _ branch: Branch, to table: Table, animation: UITableView.RowAnimation = .automatic,
    _ context: @autoclosure () -> String
  ) throws {
    try table.apply(branch.snapshot, animation: animation)
    table.tableView.layoutIfNeeded()
    try #require(layout(table.sections) == layout(branch.snapshot.sections), "apply, \(context())")
    let fresh = makeTable(height: 2_000)
    try fresh.update(with: branch.snapshot.sections)
    fresh.tableView.layoutIfNeeded()
    try #require(
      table.tableView.visibleTexts == fresh.tableView.visibleTexts, "texts, \(context())")
    let model = makeTable(height: 2_000)
    try model.update(with: branch.model.sections.map(\.section))
    model.tableView.layoutIfNeeded()
    try #require(
      table.tableView.visibleTexts == model.tableView.visibleTexts, "model texts, \(context())")
  }

  private func randomStart(_ random: inout SeededRandom) -> [ModelSection] {
    var next = 0
    return VerbMaker.sectionPool.prefix(random.int(4)).map { id in
      let rows = (0..<random.int(4)).map { _ in
        defer { next += 1 }
        return ModelRow(id: next, text: "r\(next)")
      }
      return ModelSection(id: id, rows: rows)
    }
  }

  @Test(
    "random verb sequences agree with the naive model, copies stay independent, applies show them")
  func randomSequences() throws {
    let count = TestEnvironment.sanitized(Self.full ? 800 : 400)
    for seed in SeededRandom.seeds(count, base: 0x5AB5) {
      try withSeed(seed, "snapshot verbs against the model") { random in
        let start = randomStart(&random)
        let table = makeTable(height: 2_000)
        try table.update(with: start.map(\.section))
        var branches = [Branch(snapshot: table.snapshot(), model: Model(start))]
        var history: [String] = []
        for index in 0..<60 {
          // Fork a copy now and then; query some copies before the change.
          if branches.count < 4 && random.chance(0.15) {
            branches.append(branches[random.int(branches.count)])
            history.append("fork -> \(branches.count - 1)")
          }
          for which in branches.indices where random.chance(0.3) {
            try check(
              branches[which].snapshot, branches[which].model, &random, all: false,
              "pre-query of branch \(which) at step \(index), \(history)")
          }
          let which = random.chance(0.6) ? 0 : random.int(branches.count)
          let verb = VerbMaker.verb(branches[which].model, &random)
          history.append("\(which): \(verb)")
          try step(verb, on: &branches[which], "step \(index), history \(history)")
          // Every branch must still agree with its model.
          for other in branches.indices {
            try check(
              branches[other].snapshot, branches[other].model, &random,
              all: other == which || random.chance(0.5),
              "branch \(other) after step \(index), history \(history)")
          }
          if random.chance(0.12) {
            let applied = random.chance(0.8) ? 0 : random.int(branches.count)
            let animation: UITableView.RowAnimation =
              [.automatic, .none, .fade][random.int(3)]
            history.append("apply \(applied) \(animation)")
            try apply(
              branches[applied], to: table, animation: animation,
              "apply at step \(index), history \(history)")
            if random.chance(0.3) {
              // A fresh snapshot of the table: no marks, no warnings.
              branches[applied] = Branch(
                snapshot: table.snapshot(),
                model: Model(branches[applied].model.sections))
              history.append("retake \(applied)")
              try check(
                branches[applied].snapshot, branches[applied].model, &random, all: true,
                "retaken, history \(history)")
            }
          }
        }
        try apply(branches[0], to: table, "final apply, history \(history)")
      }
    }
  }

  @Test("every single verb on a small snapshot, each checked and applied")
  func exhaustiveSingleVerbs() throws {
    let start = [
      ModelSection(id: "a", rows: [0, 1, 2].map { ModelRow(id: $0, text: "r\($0)") }),
      ModelSection(id: "b", rows: [3, 4].map { ModelRow(id: $0, text: "r\($0)") }),
      ModelSection(id: "c", rows: []),
    ]
    var verbs: [Verb] = [.deleteAll]
    let rows = Array(0...5)
    let sections = ["a", "b", "c", "z"]
    for id in rows {
      for anchor in rows {
        for after in [false, true] {
          verbs.append(.moveRow(id, anchor: anchor, after: after))
          verbs.append(
            .insertRows([ModelRow(id: id, text: "n\(id)")], anchor: anchor, after: after))
          verbs.append(
            .insertRows(
              [ModelRow(id: id, text: "n\(id)"), ModelRow(id: (id + 1) % 6, text: "m")],
              anchor: anchor, after: after))
        }
        verbs.append(.deleteRows([id, anchor]))
        verbs.append(.markRows([id, anchor], reload: id % 2 == 0))
      }
      for section in sections + [nil] {
        verbs.append(.appendRows([ModelRow(id: id, text: "n\(id)")], section: section))
      }
      verbs.append(.replaceRow(id, ModelRow(id: id, text: "x")))
    }
    for id in sections {
      for anchor in sections {
        for after in [false, true] {
          verbs.append(.moveSection(id, anchor: anchor, after: after))
          verbs.append(
            .insertSections(
              [ModelSection(id: id, rows: [ModelRow(id: 1, text: "n1")])], anchor: anchor,
              after: after))
        }
        verbs.append(.deleteSections([id, anchor]))
        verbs.append(.markSections([id, anchor], reload: anchor < id))
      }
      verbs.append(.appendSections([ModelSection(id: id, rows: [ModelRow(id: 4, text: "n4")])]))
    }
    var random = SeededRandom(seed: 7)
    for verb in verbs {
      let table = makeTable(height: 2_000)
      try table.update(with: start.map(\.section))
      var branch = Branch(snapshot: table.snapshot(), model: Model(start))
      let copy = branch
      try step(verb, on: &branch, "\(verb)")
      try check(branch.snapshot, branch.model, &random, all: true, "\(verb)")
      try check(copy.snapshot, copy.model, &random, all: true, "copy, \(verb)")
      try apply(branch, to: table, "\(verb)")
    }
  }

  @Test("a copy queried first, then the original changed, and the other way round")
  func copiesSharingTheIndex() throws {
    let start = [
      ModelSection(id: "a", rows: [0, 1, 2].map { ModelRow(id: $0, text: "r\($0)") }),
      ModelSection(id: "b", rows: [3, 4].map { ModelRow(id: $0, text: "r\($0)") }),
    ]
    let verbs: [Verb] = [
      .moveRow(0, anchor: 4, after: true), .deleteRows([1]),
      .moveSection("b", anchor: "a", after: false),
      .appendRows([ModelRow(id: 2, text: "r2")], section: "b"), .deleteSections(["a"]),
      .insertSections(
        [ModelSection(id: "c", rows: [ModelRow(id: 3, text: "r3")])], anchor: "a", after: false),
      .deleteAll, .replaceRow(2, ModelRow(id: 2, text: "z")),
    ]
    var random = SeededRandom(seed: 11)
    for verb in verbs {
      for queryCopyFirst in [false, true] {
        for mutateCopy in [false, true] {
          let table = makeTable(height: 2_000)
          try table.update(with: start.map(\.section))
          var original = Branch(snapshot: table.snapshot(), model: Model(start))
          // Build the shared index, or not, before copying.
          if queryCopyFirst { _ = original.snapshot.indexOfRow(3) }
          var copy = original
          if queryCopyFirst { _ = copy.snapshot.sectionID(containingRow: 0) }
          let context = "\(verb), query first \(queryCopyFirst), mutate copy \(mutateCopy)"
          if mutateCopy {
            try step(verb, on: &copy, context)
          } else {
            try step(verb, on: &original, context)
          }
          try check(original.snapshot, original.model, &random, all: true, "original, \(context)")
          try check(copy.snapshot, copy.model, &random, all: true, "copy, \(context)")
        }
      }
    }
  }
}
