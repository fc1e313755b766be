import CellarHost
import CellarTestSupport
import Foundation
import Testing

@testable import Cellar

/// A class identifier: `==` and the hash follow `key`, which the tests
/// change in place after the item was applied; `serial` names the object
/// for the whole run (what its cell shows).
private final class Key: Hashable, @unchecked Sendable, CustomStringConvertible {
  var key: Int
  let serial: Int

  init(_ key: Int, serial: Int) {
    self.key = key
    self.serial = serial
  }

  static func == (lhs: Key, rhs: Key) -> Bool { lhs.key == rhs.key }
  func hash(into hasher: inout Hasher) { hasher.combine(key) }
  var description: String { "k\(key)#\(serial)" }
  /// What the cell of the object shows: the object, whatever its key.
  var text: String { "o\(serial)" }
}

/// A table's data source whose rows the user may move; `onMove` hears the
/// table's `moveRowAt`, after the data source followed the move.
@MainActor
private final class MovingRows: DiffableDataSource<Int, Key> {
  var onMove: ((IndexPath, IndexPath) -> Void)?

  override func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool {
    true
  }

  override func tableView(
    _ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath,
    to destinationIndexPath: IndexPath
  ) {
    onMove?(sourceIndexPath, destinationIndexPath)
  }
}

/// A table's data source of strings whose rows the user may move.
@MainActor
private final class MovingStrings: DiffableDataSource<String, String> {
  override func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool {
    true
  }

  override func tableView(
    _ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath,
    to destinationIndexPath: IndexPath
  ) {}
}

/// A grid's app delegate that puts the item the user moves at `target`
/// (the place the touch proposes, when `nil`): how a test reaches the end
/// of another section, or an empty one, where no item's frame is.
@MainActor
private final class Retarget: NSObject, UICollectionViewDelegate {
  var target: IndexPath?

  func collectionView(
    _ collectionView: UICollectionView,
    targetIndexPathForMoveOfItemFromOriginalIndexPath originalIndexPath: IndexPath,
    atCurrentIndexPath currentIndexPath: IndexPath,
    toProposedIndexPath proposedIndexPath: IndexPath
  ) -> IndexPath {
    target ?? proposedIndexPath
  }
}

/// The serials of the objects the cell provider was asked for, in order.
@MainActor
private final class Provided {
  var serials: [Int] = []
}

/// A section and its objects, in order.
private struct Part {
  var section: Int
  var items: [Key]
}

/// Sections and the very objects in them, compared by identity
/// (`ObjectIdentifier`), printed with their keys and serials.
private struct Shape: Equatable, CustomStringConvertible {
  var sections: [Int?]
  var objects: [[ObjectIdentifier?]]
  var names: [[String]]

  init(sections: [Int?], items: [[Key?]]) {
    self.sections = sections
    objects = items.map { $0.map { $0.map(ObjectIdentifier.init) } }
    names = items.map { $0.map { $0?.description ?? "nil" } }
  }

  init(_ layout: [Part]) {
    self.init(sections: layout.map(\.section), items: layout.map { $0.items.map(Optional.init) })
  }

  static func == (lhs: Shape, rhs: Shape) -> Bool {
    lhs.sections == rhs.sections && lhs.objects == rhs.objects
  }

  var description: String {
    zip(sections, names).map { section, names in
      "\(section.map(String.init) ?? "nil"):[\(names.joined(separator: " "))]"
    }.joined(separator: " ")
  }
}

/// What a user's move expects and does in the callbacks it runs.
private struct MoveExpectation {
  var from: IndexPath
  var to: IndexPath
  /// What the view showed before the move, and shows after it.
  var before: [Part]
  var after: [Part]
  /// What `snapshot()` returns before the data source follows the move
  /// when an apply is pending (a background apply in flight), else `nil`.
  var pending: [Part]?
  /// Whether willReorder, and didReorder or the table's moveRowAt, apply
  /// a snapshot.
  var willApplies = false
  var didApplies = false
  /// Seeds the applies from callbacks.
  var seed: UInt64
  /// The snapshots applied from the callbacks, in order (the last is shown
  /// once the move is done).
  var requested: [[Part]] = []
  /// The callbacks heard.
  var willCalls = 0
  var didCalls = 0
  var tableCalls = 0
  /// The transaction didReorder was handed.
  var transaction: DiffableTransaction<Int, Key>?
}

/// How a snapshot is applied.
private enum ApplyKind: CaseIterable, CustomStringConvertible {
  case sync, unanimated, async, background, reload, reloadAsync

  var description: String {
    switch self {
    case .sync: "apply"
    case .unanimated: "apply(unanimated)"
    case .async: "await apply"
    case .background: "applyInBackground"
    case .reload: "reloadData"
    case .reloadAsync: "await reloadData"
    }
  }
}

/// What a step does.
private enum Op: CustomStringConvertible {
  /// A user's move, checked in the callbacks.
  case move
  /// A user's move whose callbacks (willReorder, didReorder, the table's
  /// moveRowAt) call `snapshot()` and apply snapshots.
  case callbackMove
  /// A user's move while a background apply is in flight.
  case moveDuringBackground
  /// `source.snapshot()` edited by verbs, applied in any way.
  case apply
  /// `source.snapshot()` edited with a deletion among the verbs (which
  /// compacts the codes of a snapshot at the edge), applied.
  case applyDeleting
  /// A snapshot made anew, applied in any way.
  case anew
  /// A shown object's key changed in place: to another shown object's, or
  /// to a fresh one.
  case mutate
  /// `source.snapshot()` brought to the edge of compaction (one more
  /// deletion compacts it), applied.
  case edge

  var description: String {
    switch self {
    case .move: "move"
    case .callbackMove: "callbackMove"
    case .moveDuringBackground: "moveDuringBackground"
    case .apply: "apply"
    case .applyDeleting: "applyDeleting"
    case .anew: "anew"
    case .mutate: "mutate"
    case .edge: "edge"
    }
  }
}

/// A seeded run of steps on one data source, with a model of what it must
/// show (sections and the very objects), checked after every step.
@MainActor
private final class Attack: DiffableViewRig {
  typealias Source = DiffableDataSource<Int, Key>
  typealias Snapshot = DiffableSnapshot<Int, Key>

  let onGrid: Bool
  let seed: UInt64
  let source: Source
  let tableView: UITableView?
  let collectionView: UICollectionView?
  private let retarget = Retarget()
  private let provided: Provided
  /// Every object made, kept alive: an `ObjectIdentifier` names one object
  /// for the whole run.
  private var made: [Key] = []
  private var nextKey = 0
  private var nextSection = 0
  /// The objects whose keys were changed in place: the view's lookup by
  /// identifier (a hash index) need not find them.
  private var mutated = Set<ObjectIdentifier>()
  /// Whether a key was changed since the last apply: the view's lookup
  /// index may then hold an item under a key another now has.
  private var mutatedSinceApply = false
  /// Whether this step applied a snapshot over, or of, items two of which
  /// are equal: the view may then report a batch it rejected (and reload).
  private var equalItemsInStep = false
  /// What the view must show.
  private(set) var model: [Part] = []
  /// The errors the view reported through `onError`.
  private var reported: [String] = []
  /// Problems found in callbacks, reported with the step.
  private var heard: [String] = []
  /// The move under way.
  private var expectation: MoveExpectation?
  /// By object shown: the serials of the objects its cell may show. Its
  /// own, and those of the objects shown equal to it when it was applied
  /// (its row then took their place, and their cell, as `UIKit` keeps the
  /// cell of an item applied again, unless marked), until a reload.
  private var allowed: [ObjectIdentifier: Set<Int>] = [:]
  /// Whether the background apply of ``moveDuringBackground(_:)`` has been
  /// asked for.
  private var backgroundStarted = false
  /// The last steps, for failure messages.
  private var history: [String] = []
  /// How often each thing happened, for the checks that a run exercised
  /// what it is meant to.
  var stats: [String: Int] = [:]

  init(onGrid: Bool, seed: UInt64) {
    self.onGrid = onGrid
    self.seed = seed
    let provided = Provided()
    self.provided = provided
    if onGrid {
      let layout = UICollectionViewFlowLayout()
      layout.itemSize = CGSize(width: 10, height: 10)
      let view = UICollectionView(
        frame: CGRect(x: 0, y: 0, width: 100, height: 20_000), collectionViewLayout: layout)
      view.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "cell")
      source = Source(collectionView: view) { view, indexPath, item in
        provided.serials.append(item.serial)
        let cell = view.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
        cell.accessibilityLabel = item.text
        return cell
      }
      collectionView = view
      tableView = nil
    } else {
      let view = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 20_000))
      view.rowHeight = 20
      view.register(UITableViewCell.self, forCellReuseIdentifier: "cell")
      let rows = MovingRows(tableView: view) { view, indexPath, item in
        provided.serials.append(item.serial)
        let cell = view.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
        cell.textLabel?.text = item.text
        return cell
      }
      source = rows
      tableView = view
      collectionView = nil
      rows.onMove = { [unowned self] from, to in self.heardTableMove(from, to) }
    }
    source.table?.onError = { [unowned self] in self.reported.append("\($0)") }
    source.grid?.onError = { [unowned self] in self.reported.append("\($0)") }
    source.grid?.delegate = retarget
    source.reorderingHandlers.canReorderItem = { _ in true }
    source.reorderingHandlers.willReorder = { [unowned self] in self.heardWill($0) }
    source.reorderingHandlers.didReorder = { [unowned self] in self.heardDid($0) }
  }

  private func count(_ name: String) { stats[name, default: 0] += 1 }

  // MARK: Objects and snapshots

  private func make(_ key: Int) -> Key {
    let item = Key(key, serial: made.count)
    made.append(item)
    return item
  }

  private func freshKey() -> Int {
    nextKey += 1
    return nextKey
  }

  private func freshSection() -> Int {
    nextSection += 1
    return nextSection
  }

  /// A new object: mostly of a fresh key, else of the key of an object of
  /// `among` (equal to it), else of an old key (perhaps deleted).
  private func newItem(among: [Key], _ random: inout SeededRandom) -> Key {
    switch random.int(10) {
    case 0..<6: return make(freshKey())
    case 6..<8 where !among.isEmpty: return make(among[random.int(among.count)].key)
    default: return make(random.int(nextKey + 1))
    }
  }

  /// The sections and objects a snapshot holds.
  func held(_ snapshot: Snapshot) -> [Part] {
    snapshot.sectionIdentifiers.map {
      Part(section: $0, items: (try? snapshot.itemIdentifiers(inSection: $0)) ?? [])
    }
  }

  /// Whether two of a snapshot's items are equal (their keys were made
  /// equal in place): an apply of it may throw.
  private func collides(_ snapshot: Snapshot) -> Bool {
    let keys = snapshot.itemIdentifiers.map(\.key)
    return Set(keys).count < keys.count
  }

  /// Whether two objects of `layout` are equal.
  private func collides(_ layout: [Part]) -> Bool {
    let keys = layout.flatMap { $0.items.map(\.key) }
    return Set(keys).count < keys.count
  }

  /// The first snapshot: a few sections, one of them empty now and then.
  func start(_ random: inout SeededRandom) throws {
    var snapshot = Snapshot()
    for _ in 0..<(1 + random.int(4)) {
      let section = freshSection()
      try snapshot.appendSections([section])
      let items = (0..<random.int(8)).map { _ in make(freshKey()) }
      try snapshot.appendItems(items, toSection: section)
    }
    try source.apply(snapshot, animatingDifferences: false, completion: nil)
    model = held(snapshot)
    noteApplied(model, over: [], reloading: true)
    try report(step: -1, "start")
  }

  /// `snapshot` edited by one to four verbs (each that throws leaves it
  /// as it was); with `deleting`, one of them deletes an item.
  private func edit(
    _ snapshot: inout Snapshot, deleting: Bool = false, _ random: inout SeededRandom
  )
    -> [String]
  {
    var done: [String] = []
    let count = 1 + random.int(4)
    let deletion = deleting ? random.int(count) : -1
    for index in 0..<count {
      let items = snapshot.itemIdentifiers
      let sections = snapshot.sectionIdentifiers
      let item = items.isEmpty ? nil : items[random.int(items.count)]
      let anchor = items.isEmpty ? nil : items[random.int(items.count)]
      let section = sections.isEmpty ? nil : sections[random.int(sections.count)]
      let target = sections.isEmpty ? nil : sections[random.int(sections.count)]
      let after = random.chance(0.5)
      let verb = index == deletion ? 3 : random.int(14)
      switch verb {
      case 0, 1:
        guard let section else {
          try? snapshot.appendSections([freshSection()])
          done.append("appendSections")
          continue
        }
        let new = (0...random.int(4)).map { _ in newItem(among: items, &random) }
        try? snapshot.appendItems(new, toSection: section)
        done.append("appendItems(\(new), \(section))")
      case 2:
        guard let anchor else { continue }
        let new = (0...random.int(3)).map { _ in newItem(among: items, &random) }
        if after {
          try? snapshot.insertItems(new, afterItem: anchor)
        } else {
          try? snapshot.insertItems(new, beforeItem: anchor)
        }
        done.append("insertItems(\(new), \(after ? "after" : "before") \(anchor))")
      case 3:
        let gone = Array(items.shuffled(using: &random).prefix(1 + random.int(3)))
        try? snapshot.deleteItems(gone)
        done.append("deleteItems(\(gone))")
      case 4, 5:
        guard let item, let anchor else { continue }
        if after {
          try? snapshot.moveItem(item, afterItem: anchor)
        } else {
          try? snapshot.moveItem(item, beforeItem: anchor)
        }
        done.append("moveItem(\(item), \(after ? "after" : "before") \(anchor))")
      case 6:
        let added = freshSection()
        if let section, random.chance(0.5) {
          try? snapshot.insertSections([added], beforeSection: section)
        } else {
          try? snapshot.appendSections([added])
        }
        done.append("addSection(\(added))")
      case 7:
        guard let section else { continue }
        try? snapshot.deleteSections([section])
        done.append("deleteSections(\(section))")
      case 8:
        guard let section, let target, section != target else { continue }
        if after {
          try? snapshot.moveSection(section, afterSection: target)
        } else {
          try? snapshot.moveSection(section, beforeSection: target)
        }
        done.append("moveSection(\(section), \(after ? "after" : "before") \(target))")
      case 9:
        // A section's items all move to another: it is left empty.
        guard let section, let target, section != target,
          let moving = try? snapshot.itemIdentifiers(inSection: section)
        else { continue }
        try? snapshot.deleteItems(moving)
        try? snapshot.appendItems(moving, toSection: target)
        done.append("emptySection(\(section) into \(target))")
      case 10, 11:
        let marked = Array(items.shuffled(using: &random).prefix(1 + random.int(3)))
        if verb == 10 {
          try? snapshot.reconfigureItems(marked)
        } else {
          try? snapshot.reloadItems(marked)
        }
        done.append("\(verb == 10 ? "reconfigure" : "reload")Items(\(marked))")
      case 12:
        guard let section else { continue }
        if after {
          try? snapshot.reloadSections([section])
        } else {
          try? snapshot.reconfigureSections([section])
        }
        done.append("\(after ? "reload" : "reconfigure")Sections(\(section))")
      default:
        break
      }
    }
    return done
  }

  /// A snapshot made anew from `base`: some of its sections and objects
  /// (the very objects), shuffled, with new sections and objects, some of
  /// them equal to shown ones; a few marks.
  private func madeAnew(from base: [Part], _ random: inout SeededRandom) -> Snapshot {
    var sections = base.map(\.section).filter { _ in random.chance(0.7) }
    sections += (0..<random.int(3)).map { _ in freshSection() }
    sections.shuffle(using: &random)
    let shown = base.flatMap(\.items)
    var items = shown.filter { _ in random.chance(0.6) }
    items += (0..<random.int(5)).map { _ in newItem(among: shown, &random) }
    items.shuffle(using: &random)
    var snapshot = Snapshot()
    try? snapshot.appendSections(sections)
    if !sections.isEmpty {
      for item in items {
        try? snapshot.appendItems([item], toSection: sections[random.int(sections.count)])
      }
    }
    let held = snapshot.itemIdentifiers
    if !held.isEmpty, random.chance(0.4) {
      let marked = held[random.int(held.count)]
      if random.chance(0.5) {
        try? snapshot.reconfigureItems([marked])
      } else {
        try? snapshot.reloadItems([marked])
      }
    }
    return snapshot
  }

  // MARK: Steps

  /// One step, then the checks.
  func step(_ index: Int, _ op: Op, _ random: inout SeededRandom) async throws {
    let what: String
    switch op {
    case .move: what = try userMove(&random, applies: false)
    case .callbackMove: what = try userMove(&random, applies: true)
    case .moveDuringBackground: what = try await moveDuringBackground(&random)
    case .apply, .applyDeleting:
      var next = source.snapshot()
      let verbs = edit(&next, deleting: op == .applyDeleting, &random)
      if next.lineage !== source.snapshot().lineage {
        count("compactions")
        if collides(held(source.snapshot())) { count("compactions of equal items") }
      }
      what = "\(verbs) " + (try await apply(next, kind(&random)))
    case .anew:
      what = "anew " + (try await apply(madeAnew(from: model, &random), kind(&random)))
    case .mutate: what = mutate(&random)
    case .edge: what = try await edge(&random)
    }
    try report(step: index, "\(op): \(what)")
  }

  /// Checks what is shown, and stops the run at the first step that
  /// breaks an invariant, naming the seed and the last steps.
  private func report(step: Int, _ what: String) throws {
    history.append("\(step) \(what)")
    if history.count > 8 { history.removeFirst() }
    let problems = check()
    try #require(
      problems.isEmpty,
      """
      seed \(seed) (\(onGrid ? "grid" : "table"); replay with CELLAR_SEED=\(seed)), step \(step): \
      \(problems.joined(separator: "; "))
      last steps:
      \(history.joined(separator: "\n"))
      """)
  }

  private func kind(_ random: inout SeededRandom) -> ApplyKind {
    ApplyKind.allCases[random.int(ApplyKind.allCases.count)]
  }

  /// Applies `next` as `kind` says: the model follows when it is applied;
  /// when it throws, its items must collide, and nothing changes.
  private func apply(_ next: Snapshot, _ kind: ApplyKind) async throws -> String {
    let expected = held(next)
    let colliding = collides(next)
    if colliding { count("colliding applies") }
    if colliding || collides(model) { equalItemsInStep = true }
    let (calls, log, rows) = (provided.serials.count, logCount, storages())
    do {
      switch kind {
      case .sync: try source.apply(next, animatingDifferences: true, completion: nil)
      case .unanimated: try source.apply(next, animatingDifferences: false, completion: nil)
      case .async: try await source.apply(next, animatingDifferences: true)
      case .background:
        let shown = try await source.applyInBackground(next, animatingDifferences: true)
        if !shown { heard.append("applyInBackground returned false with nothing else asked for") }
      case .reload: try source.applySnapshotUsingReloadData(next, completion: nil)
      case .reloadAsync: try await source.applySnapshotUsingReloadData(next)
      }
      let reloading = kind == .reload || kind == .reloadAsync
      if !reloading { checkRowsKept(next, over: model, calls: calls, log: log) }
      checkStorages(rows, kind: "\(kind)")
      noteApplied(expected, over: model, reloading: reloading)
      mutatedSinceApply = false
      model = expected
      return "\(kind) of \(Shape(expected))\(colliding ? " (equal items)" : "")"
    } catch {
      count("throws")
      if !colliding {
        heard.append("\(kind) threw \(error), though no two items of the snapshot are equal")
      }
      return "\(kind) threw \(error)"
    }
  }

  /// Changes the key of a shown object in place: to another shown object's
  /// key (the two are then equal), or to a fresh key.
  private func mutate(_ random: inout SeededRandom) -> String {
    let shown = model.flatMap(\.items)
    guard !shown.isEmpty else { return "nothing shown" }
    let item = shown[random.int(shown.count)]
    let others = shown.filter { $0 !== item }
    let old = item.description
    if !others.isEmpty, random.chance(0.6) {
      item.key = others[random.int(others.count)].key
      count("collisions")
    } else {
      item.key = freshKey()
    }
    mutated.insert(ObjectIdentifier(item))
    mutatedSinceApply = true
    return "\(old) now \(item)"
  }

  /// `source.snapshot()` with items appended and deleted in one call each
  /// until its codes are at the edge of compaction (2 × live + 1,024:
  /// one more deletion compacts them), applied.
  private func edge(_ random: inout SeededRandom) async throws -> String {
    var next = source.snapshot()
    if next.numberOfSections == 0 { try next.appendSections([freshSection()]) }
    let live = next.numberOfItems
    let pad = 2 * live + 1_024 - next.itemCodes.count
    if pad > 0 {
      let junk = (0..<pad).map { _ in make(freshKey()) }
      let section = next.sectionIdentifiers[random.int(next.numberOfSections)]
      try next.appendItems(junk, toSection: section)
      try next.deleteItems(junk)
    }
    if next.itemCodes.count != 2 * live + 1_024 || next.numberOfItems != live {
      heard.append("edge not reached: \(next.itemCodes.count) codes for \(next.numberOfItems)")
    }
    let done = try await apply(next, kind(&random))
    if source.snapshot().itemCodes.count == 2 * live + 1_024 {
      count("edges")
      if collides(model) { count("edges with equal items") }
    }
    return "\(pad) codes padded, \(done)"
  }

  /// A place to move from and one to move to in `layout`: any item, to
  /// any place (first, last, into an empty section, back where it was).
  private func plan(on layout: [Part], _ random: inout SeededRandom) -> (IndexPath, IndexPath)? {
    let counts = layout.map(\.items.count)
    let full = counts.indices.filter { counts[$0] > 0 }
    guard !full.isEmpty else { return nil }
    let fromSection = full[random.int(full.count)]
    let fromRow = [0, counts[fromSection] - 1, random.int(counts[fromSection])][random.int(3)]
    let empty = counts.indices.filter { counts[$0] == 0 }
    let toSection =
      !empty.isEmpty && random.chance(0.25)
      ? empty[random.int(empty.count)] : random.int(counts.count)
    let limit = counts[toSection] - (toSection == fromSection ? 1 : 0)
    let toRow = [0, limit, random.int(limit + 1)][random.int(3)]
    return (
      IndexPath(item: fromRow, section: fromSection), IndexPath(item: toRow, section: toSection)
    )
  }

  /// `layout` with the object at `from` moved to `to`.
  private func moved(_ layout: [Part], from: IndexPath, to: IndexPath) -> [Part] {
    var layout = layout
    let item = layout[from.section].items.remove(at: from.item)
    layout[to.section].items.insert(item, at: to.item)
    return layout
  }

  /// The user moves an item: a table's row with `moveRowByUser`, a grid's
  /// item by an interactive movement, onto the item at the target (when
  /// there is one, now and then) or retargeted there by the delegate.
  private func perform(from: IndexPath, to: IndexPath, natural: Bool) throws {
    if let tableView {
      tableView.setEditing(true, animated: false)
      let target = try tableView.moveRowByUser(from: from, to: to)
      if target != to { heard.append("moveRowByUser returned \(String(describing: target))") }
    } else if let collectionView {
      collectionView.layoutIfNeeded()
      let touched = natural ? to : from
      guard let frame = collectionView.layoutAttributesForItem(at: touched)?.frame else {
        heard.append("no frame at \(touched)")
        return
      }
      retarget.target = natural ? nil : to
      defer { retarget.target = nil }
      guard collectionView.beginInteractiveMovementForItem(at: from) else {
        heard.append("the movement of \(from) did not begin")
        return
      }
      collectionView.updateInteractiveMovementTargetPosition(CGPoint(x: frame.midX, y: frame.midY))
      collectionView.endInteractiveMovement()
    }
  }

  /// A user's move on what is shown; with `applies`, its callbacks apply
  /// snapshots.
  private func userMove(_ random: inout SeededRandom, applies: Bool) throws -> String {
    guard let (from, to) = plan(on: model, &random) else { return "nothing to move" }
    var expectation = MoveExpectation(
      from: from, to: to, before: model, after: moved(model, from: from, to: to),
      seed: random.next())
    if applies {
      expectation.willApplies = onGrid && random.chance(0.5)
      expectation.didApplies = !expectation.willApplies || random.chance(0.5)
    }
    let natural = random.chance(0.4) && to.item < model[to.section].items.count
    try move(expectation, natural: natural)
    return "\(from) to \(to)\(natural ? " (onto the item there)" : "")"
  }

  /// Performs the move `expectation` plans and checks its callbacks; the
  /// model follows (to the last snapshot a callback applied, if any).
  private func move(_ planned: MoveExpectation, natural: Bool) throws {
    count("moves")
    if planned.from.section != planned.to.section { count("moves across sections") }
    if planned.before[planned.to.section].items.isEmpty { count("moves into empty sections") }
    if planned.before[planned.from.section].items.count == 1 { count("moves emptying a section") }
    expectation = planned
    defer { expectation = nil }
    let rows = storages()
    try perform(from: planned.from, to: planned.to, natural: natural)
    guard let heardMove = expectation else { return }
    if heardMove.requested.isEmpty && !equalItemsInStep {
      // The very rows move: none is made anew.
      let before = rows.values.joined().map(ObjectIdentifier.init)
      let after = storages().values.joined().map(ObjectIdentifier.init)
      if Set(before) != Set(after) || before.count != after.count {
        heard.append("a user's move made rows anew")
      }
    }
    let moves = planned.from != planned.to
    if onGrid {
      if heardMove.willCalls != (moves ? 1 : 0) || heardMove.didCalls != (moves ? 1 : 0) {
        heard.append("willReorder \(heardMove.willCalls)×, didReorder \(heardMove.didCalls)×")
      }
    } else if heardMove.tableCalls != 1 {
      heard.append("moveRowAt heard \(heardMove.tableCalls)×")
    }
    if !heardMove.requested.isEmpty { count("applies from callbacks") }
    if let last = heardMove.requested.last {
      model = last
    } else {
      model = planned.after
      if heardMove.pending == nil, let transaction = heardMove.transaction,
        Shape(held(transaction.finalSnapshot)) != Shape(held(source.snapshot()))
      {
        heard.append(
          "the transaction's final snapshot \(Shape(held(transaction.finalSnapshot))) is not snapshot() after the move, \(Shape(held(source.snapshot())))"
        )
      }
    }
  }

  /// What `snapshot()` must return in a callback before the data source
  /// follows the move.
  private func snapshotBefore(_ expectation: MoveExpectation) -> [Part] {
    expectation.requested.last ?? expectation.pending ?? expectation.before
  }

  /// What `snapshot()` must return in a callback once it has followed.
  private func snapshotAfter(_ expectation: MoveExpectation) -> [Part] {
    expectation.requested.last ?? expectation.pending ?? expectation.after
  }

  private func checkSnapshot(_ wanted: [Part], in callback: String) {
    let held = Shape(held(source.snapshot()))
    if held != Shape(wanted) {
      heard.append("in \(callback), snapshot() holds \(held), expected \(Shape(wanted))")
    }
  }

  private func heardWill(_ transaction: Source.Transaction) {
    guard var heardMove = expectation else {
      heard.append("willReorder outside a move")
      return
    }
    heardMove.willCalls += 1
    check(transaction, heardMove, in: "willReorder")
    checkSnapshot(snapshotBefore(heardMove), in: "willReorder")
    if heardMove.willApplies { applyFromCallback(&heardMove, in: "willReorder") }
    expectation = heardMove
  }

  private func heardDid(_ transaction: Source.Transaction) {
    guard var heardMove = expectation else {
      heard.append("didReorder outside a move")
      return
    }
    heardMove.didCalls += 1
    heardMove.transaction = transaction
    check(transaction, heardMove, in: "didReorder")
    checkSnapshot(snapshotAfter(heardMove), in: "didReorder")
    if heardMove.didApplies { applyFromCallback(&heardMove, in: "didReorder") }
    expectation = heardMove
  }

  private func heardTableMove(_ from: IndexPath, _ to: IndexPath) {
    guard var heardMove = expectation else {
      heard.append("moveRowAt outside a move")
      return
    }
    heardMove.tableCalls += 1
    if from != heardMove.from || to != heardMove.to {
      heard.append("moveRowAt(\(from), \(to)) for a move of \(heardMove.from) to \(heardMove.to)")
    }
    checkSnapshot(snapshotAfter(heardMove), in: "moveRowAt")
    if heardMove.didApplies { applyFromCallback(&heardMove, in: "moveRowAt") }
    expectation = heardMove
  }

  /// Checks a reordering transaction: its initial snapshot is what was
  /// shown, its final one what is shown once the data source follows the
  /// move; its difference leads from one to the other; its sections are
  /// those the move left and entered.
  private func check(
    _ transaction: Source.Transaction, _ expectation: MoveExpectation, in callback: String
  ) {
    let initial = Shape(held(transaction.initialSnapshot))
    let final = Shape(held(transaction.finalSnapshot))
    if initial != Shape(expectation.before) {
      heard.append(
        "\(callback): initialSnapshot \(initial), expected \(Shape(expectation.before))")
    }
    if final != Shape(expectation.after) {
      heard.append("\(callback): finalSnapshot \(final), expected \(Shape(expectation.after))")
    }
    let applied = transaction.initialSnapshot.itemIdentifiers.applying(transaction.difference)
    if applied?.map(\.key) != transaction.finalSnapshot.itemIdentifiers.map(\.key) {
      heard.append("\(callback): the difference does not lead from initial to final")
    }
    var sections = [expectation.before[expectation.from.section].section]
    let entered = expectation.before[expectation.to.section].section
    if entered != sections[0] { sections.append(entered) }
    let touched = transaction.sectionTransactions.map(\.sectionIdentifier)
    if touched != sections {
      heard.append("\(callback): section transactions of \(touched), expected \(sections)")
    }
    for section in transaction.sectionTransactions {
      guard let part = expectation.after.first(where: { $0.section == section.sectionIdentifier })
      else { continue }
      let keys = part.items.map(\.key)
      // A section snapshot holds an item once: equal items are left out.
      guard Set(keys).count == keys.count else { continue }
      if section.finalSnapshot.items.map(\.key) != keys {
        heard.append(
          "\(callback): section \(section.sectionIdentifier)'s final items \(section.finalSnapshot.items), expected \(part.items)"
        )
      }
    }
  }

  /// A callback calls `snapshot()`, edits it (or makes one anew) and
  /// applies it, as an app stores the new order and shows more: the apply
  /// waits until the move is done. Snapshots whose items collide are not
  /// applied (a queued apply that fails reports through `onError`).
  private func applyFromCallback(_ expectation: inout MoveExpectation, in callback: String) {
    var random = SeededRandom(seed: expectation.seed &+ UInt64(expectation.requested.count))
    var next = source.snapshot()
    if random.chance(0.3) {
      next = madeAnew(from: held(next), &random)
    } else {
      _ = edit(&next, &random)
    }
    guard !collides(next) else { return }
    if collides(held(source.snapshot())) { equalItemsInStep = true }
    let reloading = random.chance(0.25)
    do {
      if reloading {
        try source.applySnapshotUsingReloadData(next, completion: nil)
      } else {
        try source.apply(next, animatingDifferences: random.chance(0.5), completion: nil)
      }
      let shown = expectation.requested.last ?? expectation.before
      expectation.requested.append(held(next))
      noteApplied(held(next), over: shown, reloading: reloading)
    } catch {
      heard.append("an apply from \(callback) threw \(error)")
    }
  }

  /// A background apply is asked for (not awaited); after a few turns of
  /// the main actor the user moves an item of what the view shows; then
  /// the apply is awaited. The snapshot applied wins unless it was shown
  /// before the move (then the move follows it).
  private func moveDuringBackground(_ random: inout SeededRandom) async throws -> String {
    var next = source.snapshot()
    _ = edit(&next, &random)
    if next.numberOfSections == 0 { try next.appendSections([freshSection()]) }
    // An object of its own: the view tells whether it is shown yet.
    let marker = make(freshKey())
    try next.appendItems(
      [marker], toSection: next.sectionIdentifiers[random.int(next.numberOfSections)])
    let requested = held(next)
    let colliding = collides(next)
    let before = model
    if colliding || collides(model) { equalItemsInStep = true }
    backgroundStarted = false
    let asked = next
    let task = Task { @MainActor [source] in
      self.backgroundStarted = true
      return try await source.applyInBackground(asked, animatingDifferences: true)
    }
    for _ in 0..<random.int(6) { await Task.yield() }
    let shown = viewLayout()
    let view = Shape(sections: shown.sections, items: shown.items)
    let appliedFirst = view == Shape(requested)
    var what = appliedFirst ? "shown before the move" : "in flight"
    if !appliedFirst && view != Shape(model) {
      heard.append("while a background apply was in flight, the view showed \(view)")
    }
    if appliedFirst {
      noteApplied(requested, over: before, reloading: false)
      mutatedSinceApply = false
      model = requested
    }
    if let (from, to) = plan(on: model, &random) {
      var expectation = MoveExpectation(
        from: from, to: to, before: model, after: moved(model, from: from, to: to),
        seed: random.next())
      if !appliedFirst && backgroundStarted {
        expectation.pending = requested
      }
      try move(expectation, natural: false)
      what += ", \(from) to \(to)"
    }
    do {
      let wasShown = try await task.value
      if !wasShown { heard.append("applyInBackground returned false") }
      if !appliedFirst {
        noteApplied(requested, over: before, reloading: false)
        mutatedSinceApply = false
        model = requested
      }
    } catch {
      if !colliding { heard.append("applyInBackground threw \(error)") }
      if appliedFirst { heard.append("applyInBackground threw \(error) once shown") }
      count("throws")
    }
    count("moves during background applies")
    return what
  }

  // MARK: Checks

  /// The row storages of each object shown (an object whose key was
  /// changed may be added again: shown twice).
  private func storages() -> [ObjectIdentifier: [AnyRowStorage]] {
    var storages: [ObjectIdentifier: [AnyRowStorage]] = [:]
    for row in source.engine.shownRows.joined() {
      if let item = source.engine.item(of: row.storage) {
        storages[ObjectIdentifier(item), default: []].append(row.storage)
      }
    }
    return storages
  }

  /// After an apply (no two items equal): each object shown
  /// before and after keeps its very row (its storage), as
  /// `DiffableRowReuseAttackTests` asks, unless its key was changed (a
  /// table of codes then cannot find it).
  private func checkStorages(_ rows: [ObjectIdentifier: [AnyRowStorage]], kind: String) {
    guard !equalItemsInStep else { return }
    for (object, storages) in storages() {
      guard rows[object]?.count == 1, storages.count == 1, let old = rows[object]?.first,
        let storage = storages.first, !mutated.contains(object)
      else { continue }
      if old !== storage {
        let item = source.engine.item(of: storage).map { "\($0)" } ?? "?"
        heard.append("\(item) got a new row in \(kind)")
      }
    }
    count("applies checked for kept storages")
  }

  /// After an apply of `next` (not a reload, with no marks, no two items
  /// equal): each object shown before in the same section kept its row,
  /// so its cell was not asked for again (a user's move leaves each item
  /// its own row, which later applies find). Objects whose keys were
  /// changed are left out: a table of codes that holds one under its old
  /// hash cannot find it.
  private func checkRowsKept(_ next: Snapshot, over before: [Part], calls: Int, log: Int) {
    guard !equalItemsInStep, next.reloadedItemIdentifiers.isEmpty,
      next.reconfiguredItemIdentifiers.isEmpty, next.reloadedSectionIdentifiers.isEmpty,
      next.reconfiguredSectionIdentifiers.isEmpty, !reloadedData(since: log)
    else { return }
    var sectionOf: [ObjectIdentifier: Int] = [:]
    for part in before {
      for item in part.items { sectionOf[ObjectIdentifier(item)] = part.section }
    }
    let asked = Set(provided.serials[calls...])
    for part in held(next) {
      for item in part.items
      where sectionOf[ObjectIdentifier(item)] == part.section && asked.contains(item.serial)
        && !mutated.contains(ObjectIdentifier(item))
      {
        heard.append("\(item), kept in section \(part.section), unmarked, was provided again")
      }
    }
    count("applies checked for kept rows")
  }

  /// Records that `layout` is applied over `shown` (see ``allowed``).
  private func noteApplied(_ layout: [Part], over shown: [Part], reloading: Bool) {
    var byKey: [Int: Set<Int>] = [:]
    if !reloading {
      for item in shown.flatMap(\.items) {
        byKey[item.key, default: []].formUnion(allowed[ObjectIdentifier(item)] ?? [item.serial])
      }
    }
    var next: [ObjectIdentifier: Set<Int>] = [:]
    for item in layout.flatMap(\.items) {
      next[ObjectIdentifier(item)] = Set([item.serial]).union(byKey[item.key] ?? [])
    }
    allowed = next
  }

  /// The sections and items the view shows, by the data source's lookups.
  private func viewLayout() -> (sections: [Int?], items: [[Key?]]) {
    tableView?.layoutIfNeeded()
    collectionView?.layoutIfNeeded()
    let sectionCount = tableView?.numberOfSections ?? collectionView?.numberOfSections ?? 0
    var sections: [Int?] = []
    var items: [[Key?]] = []
    for section in 0..<sectionCount {
      let count =
        tableView?.numberOfRows(inSection: section)
        ?? collectionView?.numberOfItems(inSection: section) ?? 0
      sections.append(source.sectionIdentifier(for: section))
      items.append(
        (0..<count).map { source.itemIdentifier(for: IndexPath(item: $0, section: section)) })
    }
    return (sections, items)
  }

  private func text(at path: IndexPath) -> String? {
    if let tableView { return tableView.cellForRow(at: path)?.textLabel?.text }
    return collectionView?.cellForItem(at: path)?.accessibilityLabel
  }

  /// The invariants: the view shows the model's objects, section by
  /// section, and so does `snapshot()`; each cell shows its object; each
  /// object whose key is its own (and never changed) is found at its
  /// place; nothing past a section's end.
  private func check() -> [String] {
    var problems = heard
    if equalItemsInStep {
      for _ in reported { count("errors reported with equal items") }
    } else {
      problems += reported.map { "onError: \($0)" }
    }
    heard = []
    reported = []
    equalItemsInStep = false
    let expected = Shape(model)
    let shown = viewLayout()
    let view = Shape(sections: shown.sections, items: shown.items)
    if view != expected { problems.append("the view shows \(view), expected \(expected)") }
    let held = Shape(held(source.snapshot()))
    if held != expected { problems.append("snapshot() holds \(held), expected \(expected)") }
    for (section, items) in shown.items.enumerated() {
      for (row, item) in items.enumerated() {
        guard let item else { continue }
        let text = text(at: IndexPath(item: row, section: section))
        let texts = (allowed[ObjectIdentifier(item)] ?? [item.serial]).map { "o\($0)" }
        if !texts.contains(text ?? "") {
          problems.append(
            "the cell at [\(section), \(row)] shows \(text ?? "nothing"), not \(item) (\(texts.sorted()))"
          )
        }
      }
    }
    if let tableView {
      let visible = tableView.visibleTexts
      let cells = (0..<tableView.numberOfSections).flatMap { section in
        (0..<tableView.numberOfRows(inSection: section)).map {
          tableView.cellForRow(at: IndexPath(row: $0, section: section))?.textLabel?.text ?? ""
        }
      }
      if visible != cells { problems.append("the visible cells show \(visible), not \(cells)") }
    }
    var keys: [Int: Int] = [:]
    for item in model.flatMap(\.items) { keys[item.key, default: 0] += 1 }
    let snapshot = source.snapshot()
    var offset = 0
    for (place, part) in model.enumerated() {
      if source.index(for: part.section) != place {
        problems.append(
          "index(for: \(part.section)) is \(String(describing: source.index(for: part.section)))")
      }
      for (row, item) in part.items.enumerated()
      where !mutatedSinceApply && keys[item.key] == 1 && !mutated.contains(ObjectIdentifier(item)) {
        let found = source.indexPath(for: item)
        if found != IndexPath(item: row, section: place) {
          problems.append(
            "indexPath(for: \(item)) is \(String(describing: found)), not [\(place), \(row)]")
        }
      }
      let items = (try? snapshot.itemIdentifiers(inSection: part.section)) ?? []
      if items.map(ObjectIdentifier.init) != part.items.map(ObjectIdentifier.init)
        || (try? snapshot.numberOfItems(inSection: part.section)) != part.items.count
      {
        problems.append("snapshot()'s section \(part.section) holds \(items)")
      }
      for (row, item) in part.items.enumerated()
      where keys[item.key] == 1 && !mutated.contains(ObjectIdentifier(item)) {
        let section = snapshot.sectionIdentifier(containingItem: item)
        let index = snapshot.indexOfItem(item)
        if section != part.section || index != offset + row {
          problems.append(
            "snapshot() has \(item) in section \(String(describing: section)) at \(String(describing: index)), not \(part.section) at \(offset + row)"
          )
        }
      }
      offset += part.items.count
      if let extra = source.itemIdentifier(for: IndexPath(item: part.items.count, section: place)) {
        problems.append("itemIdentifier past the end of section \(place): \(extra)")
      }
    }
    return problems
  }
}

/// A user's moves of a ``DiffableDataSource``'s items (a table's rows,
/// moved with `moveRowByUser`; a collection view's items, by interactive
/// movement), attacked: mixed with applies of every kind (derived, made
/// anew, reloading, in the background), class identifiers changed in
/// place so that two shown items become equal, snapshots at the edge of
/// code compaction, and callbacks that call `snapshot()` and apply during
/// the move. After every step the view shows, object by object, what
/// `snapshot()` holds and what the test's model says; each cell shows its
/// object; the lookups find each item whose key is its own; each reordering
/// transaction says what was shown before and after.
@MainActor
@Suite struct DiffableUserMoveAttackTests {
  private let seedCount = TestEnvironment.scaled(3, full: 20)
  private let steps = TestEnvironment.scaled(70, full: 300)

  /// Runs seeded steps drawn from `ops` (each as often as listed), or
  /// `ops[index % ops.count]` when `cycle`, on a table or a grid.
  private func run(
    onGrid: Bool, base: UInt64, ops: [Op], cycle: Bool = false, steps: Int? = nil,
    expecting: [String] = []
  ) async throws {
    var totals: [String: Int] = [:]
    for seed in SeededRandom.seeds(seedCount, base: base) {
      let attack = Attack(onGrid: onGrid, seed: seed)
      try await withSeedAsync(seed, onGrid ? "grid" : "table") { random in
        try attack.start(&random)
        for index in 0..<(steps ?? self.steps) {
          let op = cycle ? ops[index % ops.count] : ops[random.int(ops.count)]
          try await attack.step(index, op, &random)
        }
      }
      totals.merge(attack.stats, uniquingKeysWith: +)
    }
    // The run did what it is meant to (not checked when one seed is
    // replayed: it alone need not).
    guard TestEnvironment.string("CELLAR_SEED") == nil else { return }
    for name in expecting {
      #expect(totals[name, default: 0] > 0, "\(onGrid ? "grid" : "table"): no \(name) in \(totals)")
    }
  }

  @Test(
    "user moves mixed with applies of every kind and identifiers changed in place: the view, snapshot() and the lookups agree",
    arguments: [false, true])
  func movesAmongApplies(onGrid: Bool) async throws {
    try await run(
      onGrid: onGrid, base: onGrid ? 0x60E5 : 0x7AB1E,
      ops: [
        .move, .move, .move, .move, .callbackMove, .moveDuringBackground, .apply, .apply,
        .applyDeleting, .anew, .mutate, .edge,
      ],
      // Collisions and colliding applies are not expected here: how many a
      // run meets depends on the background applies' timing (a run under
      // the address sanitizer met none); the edge test's fixed cycle
      // expects both.
      expecting: [
        "moves", "moves across sections", "moves into empty sections", "moves emptying a section",
        "edges", "applies from callbacks",
      ])
  }

  @Test(
    "at the edge of code compaction, with shown items made equal: user moves keep every item, and the next deletion compacts as the view shows",
    arguments: [false, true])
  func movesAtTheEdgeOfCompaction(onGrid: Bool) async throws {
    try await run(
      onGrid: onGrid, base: onGrid ? 0xED6E : 0xED6F,
      ops: [.edge, .mutate, .move, .mutate, .move, .callbackMove, .move, .applyDeleting],
      cycle: true, steps: TestEnvironment.scaled(48, full: 240),
      expecting: [
        "edges", "edges with equal items", "compactions", "compactions of equal items",
        "collisions", "colliding applies",
      ])
  }

  @Test(
    "callbacks of the move (willReorder, didReorder, a table's moveRowAt) that call snapshot() and apply: the apply waits and wins",
    arguments: [false, true])
  func movesWhoseCallbacksApply(onGrid: Bool) async throws {
    try await run(
      onGrid: onGrid, base: onGrid ? 0xCA11 : 0xCA12,
      ops: [.callbackMove, .callbackMove, .callbackMove, .move, .mutate, .apply, .anew],
      expecting: ["applies from callbacks"])
  }

  @Test(
    "user moves while a background apply is in flight: the apply wins, or the move follows it once shown",
    arguments: [false, true])
  func movesDuringBackgroundApplies(onGrid: Bool) async throws {
    try await run(
      onGrid: onGrid, base: onGrid ? 0xB6 : 0xB7,
      ops: [.moveDuringBackground, .moveDuringBackground, .move, .mutate, .apply],
      expecting: ["moves during background applies"])
  }

  // MARK: Found by this suite

  /// The row storage of each item a data source of strings shows.
  private func rows(of source: DiffableDataSource<String, String>) -> [String: AnyRowStorage] {
    var rows: [String: AnyRowStorage] = [:]
    for row in source.engine.shownRows.joined() {
      if let item = source.engine.item(of: row.storage) { rows[item] = row.storage }
    }
    return rows
  }

  /// A snapshot of sections "A" (a, b, c) and "B" (d).
  private func abcd() throws -> DiffableSnapshot<String, String> {
    var snapshot = DiffableSnapshot<String, String>()
    try snapshot.appendSections(["A", "B"])
    try snapshot.appendItems(["a", "b", "c"], toSection: "A")
    try snapshot.appendItems(["d"], toSection: "B")
    return snapshot
  }

  // An apply asked for before the data source follows a user's move (from
  // willReorder) is built on the snapshot shown before the move and shown
  // after it. The sections it did not rebuild were judged against what was
  // shown before the move, whose entries the move had re-pointed: the
  // data source once kept those entries, which then named places where
  // other codes stood, and the next apply made the moved section's items
  // new rows (found by this suite; fixed in `build`'s finish).
  @Test(
    "an apply asked for in willReorder, shown after the move: the moved section's items keep their rows"
  )
  func applyFromWillReorderKeepsRows() throws {
    let layout = UICollectionViewFlowLayout()
    layout.itemSize = CGSize(width: 10, height: 10)
    let view = UICollectionView(
      frame: CGRect(x: 0, y: 0, width: 100, height: 1_000), collectionViewLayout: layout)
    view.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "cell")
    let source = DiffableDataSource<String, String>(collectionView: view) { view, indexPath, item in
      let cell = view.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
      cell.accessibilityLabel = item
      return cell
    }
    try source.apply(try abcd(), animatingDifferences: false, completion: nil)
    view.layoutIfNeeded()
    source.reorderingHandlers.canReorderItem = { _ in true }
    source.reorderingHandlers.willReorder = { [unowned source] _ in
      var next = source.snapshot()
      try? next.appendItems(["e"], toSection: "B")
      try? source.apply(next)
    }
    // a dragged onto c; the apply asked for in willReorder wins.
    let frame = try #require(
      view.layoutAttributesForItem(at: IndexPath(item: 2, section: 0))?.frame)
    #expect(view.beginInteractiveMovementForItem(at: IndexPath(item: 0, section: 0)))
    view.updateInteractiveMovementTargetPosition(CGPoint(x: frame.midX, y: frame.midY))
    view.endInteractiveMovement()
    #expect(try source.snapshot().itemIdentifiers(inSection: "A") == ["a", "b", "c"])
    #expect(try source.snapshot().itemIdentifiers(inSection: "B") == ["d", "e"])
    let before = rows(of: source)
    var next = source.snapshot()
    try next.deleteItems(["c"])
    try source.apply(next, animatingDifferences: true, completion: nil)
    let after = rows(of: source)
    for item in ["a", "b"] {
      let kept = before[item] === after[item]
      #expect(kept, "\(item) got a new row")
    }
  }

  // The same with a background apply (table): asked for, then the user
  // moves a row while it diffs (after 1 to 3 turns of the main actor, on
  // the code of this writing), then it is shown; the next apply that
  // changes the moved section must keep its items' rows.
  @Test(
    "a background apply in flight while the user moves a row, shown after the move: the items keep their rows"
  )
  func backgroundApplyDuringMoveKeepsRows() async throws {
    var lost: [Int: [String]] = [:]
    for yields in 0..<8 {
      let view = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 1_000))
      view.rowHeight = 20
      view.register(UITableViewCell.self, forCellReuseIdentifier: "cell")
      let source = MovingStrings(tableView: view) { view, indexPath, item in
        let cell = view.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
        cell.textLabel?.text = item
        return cell
      }
      try source.apply(try abcd(), animatingDifferences: false, completion: nil)
      var next = source.snapshot()
      try next.appendItems(["e"], toSection: "B")
      let asked = next
      let task = Task { @MainActor in try await source.applyInBackground(asked) }
      for _ in 0..<yields { await Task.yield() }
      view.setEditing(true, animated: false)
      try view.moveRowByUser(from: IndexPath(row: 0, section: 0), to: IndexPath(row: 2, section: 0))
      #expect(try await task.value, "yields \(yields)")
      let before = rows(of: source)
      var last = source.snapshot()
      try last.deleteItems(["d"])
      try last.appendItems(["f"], toSection: "A")
      try source.apply(last, animatingDifferences: true, completion: nil)
      let after = rows(of: source)
      let made = ["a", "b", "c"].filter { before[$0] !== after[$0] }
      if !made.isEmpty { lost[yields] = made }
      let texts = source.snapshot().itemIdentifiers
      #expect(view.visibleTexts == texts, "yields \(yields)")
    }
    #expect(lost.isEmpty, "items given new rows, by turns yielded before the move: \(lost)")
  }
}
