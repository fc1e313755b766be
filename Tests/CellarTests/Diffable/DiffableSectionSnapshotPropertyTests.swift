import CellarTestSupport
import Foundation
import Testing

@testable import Cellar

/// One verb of ``DiffableSectionSnapshot``, as data; trees given to a verb
/// are models, built into real snapshots when the verb runs.
enum ForestVerb: Sendable, CustomStringConvertible {
  case append([Int], to: Int?)
  case insert([Int], anchor: Int, after: Bool)
  case insertTree(ForestModel, anchor: Int, after: Bool)
  case replace(parent: Int, ForestModel)
  /// `replace(childrenOf: parent, using: snapshot(of: source, ...))`, the
  /// argument taken from the snapshot itself.
  case replaceFromOwn(parent: Int, source: Int, includingParent: Bool)
  case delete([Int])
  case deleteAll
  case expand([Int])
  case collapse([Int])

  var description: String {
    func tree(_ model: ForestModel) -> String { "\(model.rows)" }
    switch self {
    case .append(let ids, let parent):
      return "append(\(ids), to: \(parent.map(String.init) ?? "nil"))"
    case .insert(let ids, let anchor, let after):
      return "insert(\(ids), \(after ? "after" : "before"): \(anchor))"
    case .insertTree(let model, let anchor, let after):
      return "insert(snapshot \(tree(model)), \(after ? "after" : "before"): \(anchor))"
    case .replace(let parent, let model):
      return "replace(childrenOf: \(parent), using: \(tree(model)))"
    case .replaceFromOwn(let parent, let source, let including):
      return
        "replace(childrenOf: \(parent), using: snapshot(of: \(source), includingParent: \(including)))"
    case .delete(let ids): return "delete(\(ids))"
    case .deleteAll: return "deleteAll()"
    case .expand(let ids): return "expand(\(ids))"
    case .collapse(let ids): return "collapse(\(ids))"
    }
  }

  func run(on snapshot: inout DiffableSectionSnapshot<Int>) throws {
    switch self {
    case .append(let ids, let parent): try snapshot.append(ids, to: parent)
    case .insert(let ids, let anchor, let after):
      if after {
        try snapshot.insert(ids, after: anchor)
      } else {
        try snapshot.insert(ids, before: anchor)
      }
    case .insertTree(let model, let anchor, let after):
      let tree = try ForestIO.build(model)
      if after {
        try snapshot.insert(tree, after: anchor)
      } else {
        try snapshot.insert(tree, before: anchor)
      }
    case .replace(let parent, let model):
      try snapshot.replace(childrenOf: parent, using: ForestIO.build(model))
    case .replaceFromOwn(let parent, let source, let including):
      let tree = try snapshot.snapshot(of: source, includingParent: including)
      try snapshot.replace(childrenOf: parent, using: tree)
    case .delete(let ids): snapshot.delete(ids)
    case .deleteAll: snapshot.deleteAll()
    case .expand(let ids): snapshot.expand(ids)
    case .collapse(let ids): snapshot.collapse(ids)
    }
  }

  /// The verb on the model: the error it must throw (the model unchanged
  /// then), or `nil`.
  func run(on model: inout ForestModel) -> SnapshotError? {
    var copy = model
    let error: SnapshotError?
    switch self {
    case .append(let ids, let parent): error = copy.append(ids, to: parent)
    case .insert(let ids, let anchor, let after):
      error = copy.insert(ids.map { ForestNode(id: $0) }, anchor: anchor, after: after)
    case .insertTree(let tree, let anchor, let after):
      error = copy.insert(tree.roots, anchor: anchor, after: after)
    case .replace(let parent, let tree): error = copy.replace(childrenOf: parent, using: tree)
    case .replaceFromOwn(let parent, let source, let including):
      switch copy.snapshot(of: source, includingParent: including) {
      case .success(let tree): error = copy.replace(childrenOf: parent, using: tree)
      case .failure(let failure): error = failure
      }
    case .delete(let ids):
      copy.delete(ids)
      error = nil
    case .deleteAll:
      // `deleteAll()` starts the value anew, its warnings too.
      copy = ForestModel()
      error = nil
    case .expand(let ids):
      copy.setExpanded(ids, true)
      error = nil
    case .collapse(let ids):
      copy.setExpanded(ids, false)
      error = nil
    }
    if error == nil { model = copy }
    return error
  }
}

/// The random language of verbs: ids from a pool of 30 (mostly ones the
/// snapshot has, for anchors), repeats now and then, trees of mostly new
/// ids.
private enum ForestVerbMaker {
  static let pool = 30

  static func id(_ model: ForestModel, _ random: inout SeededRandom) -> Int {
    let ids = model.ids
    if !ids.isEmpty && random.chance(0.75) { return ids[random.int(ids.count)] }
    return random.int(pool)
  }

  /// Ids to add: mostly new ones, now and then one present or repeated.
  static func newIDs(_ model: ForestModel, _ random: inout SeededRandom, max: Int = 3) -> [Int] {
    let present = Set(model.ids)
    var ids: [Int] = []
    for _ in 0..<random.int(max + 1) {
      let fresh = (0..<pool).filter { !present.contains($0) && !ids.contains($0) }
      let id =
        !fresh.isEmpty && random.chance(0.9) ? fresh[random.int(fresh.count)] : random.int(pool)
      ids.append(id)
    }
    if !ids.isEmpty && random.chance(0.05) { ids.append(ids[random.int(ids.count)]) }
    return ids
  }

  /// A small forest of `newIDs`, some expanded, made a forest however the
  /// ids repeat (a repeat is dropped: a tree argument has unique ids).
  static func tree(_ model: ForestModel, _ random: inout SeededRandom) -> ForestModel {
    var tree = ForestModel()
    for id in newIDs(model, &random, max: 4) where !tree.ids.contains(id) {
      let rows = tree.rows
      let parent: Int? = rows.isEmpty || random.chance(0.4) ? nil : rows[random.int(rows.count)].id
      _ = tree.append([id], to: parent)
      if random.chance(0.5) { tree.setExpanded([id], true) }
    }
    return tree
  }

  static func verb(_ model: ForestModel, _ random: inout SeededRandom) -> ForestVerb {
    switch random.int(20) {
    case 0, 1, 2: return .append(newIDs(model, &random), to: nil)
    case 3, 4, 5: return .append(newIDs(model, &random), to: id(model, &random))
    case 6, 7:
      return .insert(newIDs(model, &random), anchor: id(model, &random), after: random.chance(0.5))
    case 8:
      return .insertTree(
        tree(model, &random), anchor: id(model, &random), after: random.chance(0.5))
    case 9: return .replace(parent: id(model, &random), tree(model, &random))
    case 10:
      return .replaceFromOwn(
        parent: id(model, &random), source: id(model, &random), includingParent: random.chance(0.3))
    case 11, 12: return .delete((0..<random.int(3)).map { _ in id(model, &random) })
    case 13: return random.chance(0.3) ? .deleteAll : .delete([id(model, &random)])
    case 14, 15, 16: return .expand((0..<(1 + random.int(3))).map { _ in id(model, &random) })
    default: return .collapse((0..<(1 + random.int(2))).map { _ in id(model, &random) })
    }
  }
}

/// ``DiffableSectionSnapshot`` against the naive forest model, over seeded
/// random verb sequences with failing verbs mixed in.
@Suite struct DiffableSectionSnapshotPropertyTests {
  /// The ids every step asks about: the pool, and some never used.
  private static let queried = Array(0..<ForestVerbMaker.pool) + [-1, 99, 1_000_000]

  /// Runs `verb` on the snapshot and the model; checks the outcome, that a
  /// failure changed nothing, and every query.
  private func step(
    _ verb: ForestVerb, _ snapshot: inout DiffableSectionSnapshot<Int>, _ model: inout ForestModel,
    _ random: inout SeededRandom, _ context: @autoclosure () -> String
  ) throws {
    let before = snapshot
    let expected = verb.run(on: &model)
    var thrown: SnapshotError?
    do {
      try verb.run(on: &snapshot)
    } catch let error as SnapshotError {
      thrown = error
    }
    let got = thrown.map { "\($0)" } ?? "nothing"
    let wanted = expected.map { "\($0)" } ?? "nothing"
    try #require(
      ForestIO.agree(thrown, expected), "\(verb) threw \(got), expected \(wanted), \(context())")
    if thrown != nil {
      try #require(snapshot == before, "\(verb) threw but changed the snapshot, \(context())")
      try #require(snapshot.warnings == before.warnings, "\(verb) threw and warned, \(context())")
    }
    let asked = Self.queried[random.int(Self.queried.count)]
    let throwing = { (id: Int) in id == asked }
    if let wrong = ForestIO.disagreement(
      snapshot, model, ids: Self.queried, throwingAbsent: throwing)
    {
      try #require(Bool(false), "after \(verb): \(wrong), \(context())")
    }
    // Rebuilding costs more than the queries: a third of the steps.
    if random.chance(0.35) { try checkCopies(snapshot, model, &random, context()) }
  }

  /// `==` against a snapshot rebuilt from the model (and one that differs
  /// in one flag), and `snapshot(of:includingParent:)` for a few ids.
  private func checkCopies(
    _ snapshot: DiffableSectionSnapshot<Int>, _ model: ForestModel, _ random: inout SeededRandom,
    _ context: @autoclosure () -> String
  ) throws {
    var rebuilt = try ForestIO.build(model)
    try #require(rebuilt == snapshot, "not == to the model rebuilt, \(context())")
    try #require(DiffableSectionSnapshot(snapshot) == snapshot, "init(_:) differs, \(context())")
    let ids = model.ids
    if !ids.isEmpty {
      let id = ids[random.int(ids.count)]
      if try rebuilt.isExpanded(id) { rebuilt.collapse([id]) } else { rebuilt.expand([id]) }
      try #require(rebuilt != snapshot, "== ignores the flag of \(id), \(context())")
    }
    for _ in 0..<3 {
      let id = ForestVerbMaker.id(model, &random)
      let including = random.chance(0.5)
      let got = ForestIO.outcome { () throws(SnapshotError) in
        "\(ForestIO.rows(try snapshot.snapshot(of: id, includingParent: including)))"
      }
      let wanted: String
      switch model.snapshot(of: id, includingParent: including) {
      case .success(let tree): wanted = "\(tree.rows)"
      case .failure(let error): wanted = error.description
      }
      try #require(
        got == wanted,
        "snapshot(of: \(id), includingParent: \(including)) is \(got), expected \(wanted), \(context())"
      )
    }
  }

  /// Sixty random verbs from an empty snapshot; with probability `churn` a
  /// step also appends 1,100 new roots and deletes them (enough for the
  /// snapshot to code its items anew), which must change nothing visible.
  private func runSequence(seed: UInt64, steps: Int, churn: Double, _ random: inout SeededRandom)
    throws
  {
    var snapshot = DiffableSectionSnapshot<Int>()
    var model = ForestModel()
    var history: [String] = []
    for index in 0..<steps {
      let verb = ForestVerbMaker.verb(model, &random)
      history.append("\(verb)")
      try step(verb, &snapshot, &model, &random, "seed \(seed), step \(index), verbs \(history)")
      if random.chance(churn) {
        let bulk = Array(10_000..<11_100)
        try snapshot.append(bulk, to: random.chance(0.5) ? nil : model.ids.first)
        snapshot.delete(bulk)
        history.append("churn")
        if let wrong = ForestIO.disagreement(
          snapshot, model, ids: Self.queried, throwingAbsent: { $0 == 99 })
        {
          try #require(Bool(false), "after churn: \(wrong), seed \(seed), verbs \(history)")
        }
      }
    }
    try checkCopies(snapshot, model, &random, "seed \(seed), at the end, verbs \(history)")
  }

  @Test("random verb sequences agree with the naive forest model")
  func randomSequences() throws {
    let count = TestEnvironment.sanitized(TestEnvironment.scaled(150, full: 500))
    for seed in SeededRandom.seeds(count, base: 0x5EC7) {
      try withSeed(seed, "section snapshot verbs against the model") { random in
        try runSequence(seed: seed, steps: 60, churn: 0, &random)
      }
    }
  }

  @Test("random verb sequences agree with the model across recodings (churned in bulk)")
  func randomSequencesWithChurn() throws {
    let count = TestEnvironment.sanitized(TestEnvironment.scaled(12, full: 40))
    for seed in SeededRandom.seeds(count, base: 0xC4A2) {
      try withSeed(seed, "section snapshot verbs and churn against the model") { random in
        try runSequence(seed: seed, steps: 60, churn: 0.1, &random)
      }
    }
  }
}
