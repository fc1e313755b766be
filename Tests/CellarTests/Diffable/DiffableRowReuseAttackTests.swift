import CellarHost
import CellarTestSupport
import Foundation
import Testing

@testable import Cellar

/// An item whose `==` follows `id` alone and whose hash is coarser still
/// (eight buckets), both legal: `content` is not part of its identity, so
/// "the same item" may come back carrying other content.
private struct Tagged: Hashable, Sendable, CustomStringConvertible {
  var id: Int
  var content: String

  static func == (lhs: Tagged, rhs: Tagged) -> Bool { lhs.id == rhs.id }
  func hash(into hasher: inout Hasher) { hasher.combine(id % 8) }
  var description: String { "\(id):\(content)" }
}

/// How a test makes its items and what their cells show.
private struct ItemKind<Item: Hashable & Sendable>: Sendable {
  /// The item with identity `id`, in a guise drawn at random (its content,
  /// its spelling): the same item, `==` to every other guise.
  var make: @Sendable (_ id: Int, _ random: inout SeededRandom) -> Item
  /// The identity of an item.
  var id: @Sendable (Item) -> Int
  /// What the cell of an item shows: its identity, whatever its guise.
  var label: @Sendable (Item) -> String
}

extension ItemKind where Item == Tagged {
  /// ``Tagged`` items, with new content at each making.
  static var tagged: Self {
    Self(
      make: { id, random in Tagged(id: id, content: "c\(random.int(1_000))") }, id: \.id,
      label: { "\($0.id)" })
  }
}

extension ItemKind where Item == String {
  /// Strings ending in "é", spelled as one scalar or as "e" and a combining
  /// accent: two strings that Swift's `==` and hash take as one.
  static var spelled: Self {
    Self(
      make: { id, random in random.chance(0.5) ? "i\(id)\u{E9}" : "i\(id)e\u{301}" },
      id: { item in
        Int(Substring(item.unicodeScalars.dropFirst().prefix { ("0"..."9").contains($0) })) ?? -1
      },
      label: { $0 })
  }
}

/// The view a data source drives.
private enum Surface: Sendable { case table, grid }

/// A table's data source whose rows the user may move, as an app's
/// subclass allows.
@MainActor
private final class MovableRows<Item: Hashable & Sendable>: DiffableDataSource<String, Item> {
  override func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool {
    true
  }

  override func tableView(
    _ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath,
    to destinationIndexPath: IndexPath
  ) {}
}

/// What a data source and its view show: what must equal a fresh data
/// source's after one apply of the same snapshot.
private struct Shown<Item: Hashable & Sendable>: Equatable {
  /// `sectionIdentifier(for:)` of each section of the view.
  var sections: [String?]
  /// The text of the cell at each index path of the view.
  var texts: [[String?]]
  /// `itemIdentifier(for:)` at each index path of the view (by `==`).
  var items: [[Item?]]
  /// `itemIdentifier(for:)` just past the end of each section, and in the
  /// section past the last: all `nil`.
  var beyond: [Item?]
  var visibleCells: Int
}

/// A data source on a tall view (every cell visible), with a log of the
/// items its cell provider was asked for.
@MainActor
private final class Rig<Item: Hashable & Sendable>: DiffableViewRig {
  typealias Snapshot = DiffableSnapshot<String, Item>

  /// The items the cell provider was asked for, in order.
  final class Calls { var items: [Item] = [] }

  let surface: Surface
  let kind: ItemKind<Item>
  let source: DiffableDataSource<String, Item>
  let tableView: UITableView?
  let collectionView: UICollectionView?
  let calls = Calls()

  init(_ surface: Surface, _ kind: ItemKind<Item>) {
    self.surface = surface
    self.kind = kind
    let calls = calls
    switch surface {
    case .table:
      let tableView = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 20_000))
      tableView.rowHeight = 20
      tableView.register(UITableViewCell.self, forCellReuseIdentifier: "cell")
      source = MovableRows<Item>(tableView: tableView) { tableView, indexPath, item in
        calls.items.append(item)
        let cell = tableView.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
        cell.textLabel?.text = kind.label(item)
        return cell
      }
      self.tableView = tableView
      collectionView = nil
    case .grid:
      let layout = UICollectionViewFlowLayout()
      layout.itemSize = CGSize(width: 10, height: 10)
      let view = UICollectionView(
        frame: CGRect(x: 0, y: 0, width: 100, height: 20_000), collectionViewLayout: layout)
      view.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "cell")
      source = DiffableDataSource<String, Item>(collectionView: view) { view, indexPath, item in
        calls.items.append(item)
        let cell = view.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
        cell.accessibilityLabel = kind.label(item)
        return cell
      }
      source.reorderingHandlers.canReorderItem = { _ in true }
      tableView = nil
      collectionView = view
    }
  }

  /// Laid out, as the screen would be before it is read.
  func shown() -> Shown<Item> {
    tableView?.layoutIfNeeded()
    collectionView?.layoutIfNeeded()
    let sectionCount = tableView?.numberOfSections ?? collectionView?.numberOfSections ?? 0
    var shown = Shown<Item>(sections: [], texts: [], items: [], beyond: [], visibleCells: 0)
    for section in 0..<sectionCount {
      let count =
        tableView?.numberOfRows(inSection: section)
        ?? collectionView?.numberOfItems(inSection: section) ?? 0
      let paths = (0..<count).map { IndexPath(item: $0, section: section) }
      shown.sections.append(source.sectionIdentifier(for: section))
      shown.texts.append(paths.map(text(at:)))
      shown.items.append(paths.map(source.itemIdentifier(for:)))
      shown.beyond.append(source.itemIdentifier(for: IndexPath(item: count, section: section)))
    }
    shown.beyond.append(source.itemIdentifier(for: IndexPath(item: 0, section: sectionCount)))
    shown.visibleCells = tableView?.visibleCells.count ?? collectionView?.visibleCells.count ?? 0
    return shown
  }

  private func text(at path: IndexPath) -> String? {
    if let tableView { return tableView.cellForRow(at: path)?.textLabel?.text }
    return collectionView?.cellForItem(at: path)?.accessibilityLabel
  }

  /// What a fresh data source on the same kind of view shows after one
  /// apply of `snapshot`.
  static func fresh(_ surface: Surface, _ kind: ItemKind<Item>, _ snapshot: Snapshot) throws
    -> Shown<Item>
  {
    let rig = Rig(surface, kind)
    try rig.source.apply(snapshot, animatingDifferences: false)
    return rig.shown()
  }

  /// The row storage of each item shown, kept alive so that a new row
  /// cannot take an old one's address.
  func storages() -> [Item: AnyRowStorage] {
    var storages: [Item: AnyRowStorage] = [:]
    for rows in source.engine.shownRows {
      for row in rows {
        if let item = source.engine.item(of: row.storage) { storages[item] = row.storage }
      }
    }
    return storages
  }

}

/// An item in full: its description's scalars (a ``Tagged`` item's content,
/// a string's spelling), which `==` may ignore.
private func guise(_ item: some Hashable) -> [Unicode.Scalar] {
  Array(String(describing: item).unicodeScalars)
}

/// Each section as "id:label,label", in order.
private func layoutText<Item>(_ snapshot: DiffableSnapshot<String, Item>, _ kind: ItemKind<Item>)
  -> [String]
{
  snapshot.sectionIdentifiers.map { section in
    let items = (try? snapshot.itemIdentifiers(inSection: section)) ?? []
    return section + ":" + items.map(kind.label).joined(separator: ",")
  }
}

/// New section names, never given before.
@MainActor
private final class Names {
  private var next = 0
  func make() -> String {
    next += 1
    return "s\(next)"
  }
}

/// What was shown before a step: the checks after it compare with it.
private struct Before<Item: Hashable & Sendable> {
  /// The section each item shown was in.
  var sectionOf: [Item: String]
  /// The row storage of each item shown.
  var storages: [Item: AnyRowStorage]
  /// How many items the cell provider had been asked for.
  var calls: Int
  /// How many entries the view's update log had.
  var log: Int
}

/// A seeded run of steps on one data source, each checked against a
/// fresh data source.
@MainActor
private final class Attack<Item: Hashable & Sendable> {
  typealias Snapshot = DiffableSnapshot<String, Item>

  let rig: Rig<Item>
  let kind: ItemKind<Item>
  let names = Names()
  /// Items are drawn from `0..<pool`: deleted ones come back.
  let pool: Int
  let seed: UInt64
  /// The most sections any snapshot had: a snapshot made anew sometimes
  /// has more.
  var mostSections = 0
  /// The snapshots that background applies started together asked for,
  /// in the order they were asked for.
  var requested: [Snapshot] = []

  init(_ surface: Surface, _ kind: ItemKind<Item>, pool: Int, seed: UInt64) {
    rig = Rig(surface, kind)
    self.kind = kind
    self.pool = pool
    self.seed = seed
  }

  var source: DiffableDataSource<String, Item> { rig.source }

  // MARK: Snapshots

  /// Up to `count` items of the pool that `snapshot` does not hold.
  func newItems(_ count: Int, notIn snapshot: Snapshot, _ random: inout SeededRandom) -> [Item] {
    let present = Set(snapshot.itemIdentifiers)
    var items: [Item] = []
    for id in (0..<pool).shuffled(using: &random) where items.count < count {
      let item = kind.make(id, &random)
      if !present.contains(item) { items.append(item) }
    }
    return items
  }

  /// `snapshot` edited by one to four verbs, as an app edits the data
  /// source's snapshot.
  func edit(_ snapshot: inout Snapshot, _ random: inout SeededRandom) throws {
    for _ in 0..<1 + random.int(4) {
      let items = snapshot.itemIdentifiers
      let sections = snapshot.sectionIdentifiers
      let item = items.randomElement(using: &random)
      let anchor = items.randomElement(using: &random)
      let section = sections.randomElement(using: &random)
      let target = sections.randomElement(using: &random)
      let after = random.chance(0.5)
      switch random.int(14) {
      case 0, 1:
        guard let section else {
          try snapshot.appendSections([names.make()])
          continue
        }
        try snapshot.appendItems(
          newItems(1 + random.int(8), notIn: snapshot, &random), toSection: section)
      case 2:
        guard let anchor else { continue }
        let new = newItems(1 + random.int(4), notIn: snapshot, &random)
        if after {
          try snapshot.insertItems(new, afterItem: anchor)
        } else {
          try snapshot.insertItems(new, beforeItem: anchor)
        }
      case 3:
        try snapshot.deleteItems(Array(items.shuffled(using: &random).prefix(1 + random.int(3))))
      case 4, 5:
        guard let item, let anchor, item != anchor else { continue }
        if after {
          try snapshot.moveItem(item, afterItem: anchor)
        } else {
          try snapshot.moveItem(item, beforeItem: anchor)
        }
      case 6:
        let added = (0...random.int(2)).map { _ in names.make() }
        try snapshot.appendSections(added)
        if random.chance(0.5), let last = added.last {
          try snapshot.appendItems(
            newItems(random.int(6), notIn: snapshot, &random), toSection: last)
        }
      case 7:
        guard let section else { continue }
        if after {
          try snapshot.insertSections([names.make()], afterSection: section)
        } else {
          try snapshot.insertSections([names.make()], beforeSection: section)
        }
      case 8:
        guard let section else { continue }
        try snapshot.deleteSections([section])
      case 9:
        guard let section, let target, section != target else { continue }
        if after {
          try snapshot.moveSection(section, afterSection: target)
        } else {
          try snapshot.moveSection(section, beforeSection: target)
        }
      case 10:
        // A section's items all move to another; the emptied section stays
        // or goes.
        guard let section, let target, section != target else { continue }
        let moving = try snapshot.itemIdentifiers(inSection: section)
        try snapshot.deleteItems(moving)
        try snapshot.appendItems(moving, toSection: target)
        if random.chance(0.5) { try snapshot.deleteSections([section]) }
      case 11:
        try snapshot.reconfigureItems(Array(items.shuffled(using: &random).prefix(random.int(4))))
      case 12:
        try snapshot.reloadItems(Array(items.shuffled(using: &random).prefix(random.int(3))))
      default:
        guard let section else { continue }
        if after {
          try snapshot.reloadSections([section])
        } else {
          try snapshot.reconfigureSections([section])
        }
      }
    }
    mostSections = max(mostSections, snapshot.numberOfSections)
  }

  /// A snapshot made anew (its own tables of codes) from what `base`
  /// holds: its items in other orders and guises, often far fewer, with
  /// new ones; sections renamed, reordered, empty, and sometimes more than
  /// ever before; a few kept items marked.
  func madeAnew(from base: Snapshot, _ random: inout SeededRandom) throws -> Snapshot {
    var kept = base.itemIdentifiers.shuffled(using: &random)
    switch random.int(5) {
    case 0: kept = Array(kept.prefix(random.int(3)))  // far fewer
    case 1: kept = Array(kept.prefix(random.int(kept.count + 1)))
    default: break
    }
    let items =
      (kept.map { kind.make(kind.id($0), &random) }
      + newItems(random.int(12), notIn: base, &random)).shuffled(using: &random)
    // More sections than ever, up to 40.
    let sectionCount =
      random.chance(0.2) && mostSections < 40
      ? mostSections + 1 + random.int(3)
      : random.chance(0.05) ? 0 : 1 + random.int(mostSections + 1)
    var names = base.sectionIdentifiers.shuffled(using: &random)
    names = names.map { random.chance(0.3) ? self.names.make() : $0 }
    while names.count < sectionCount { names.append(self.names.make()) }
    names = Array(names.prefix(sectionCount))
    var snapshot = Snapshot()
    try snapshot.appendSections(names)
    if !names.isEmpty {
      for item in items {
        try snapshot.appendItems([item], toSection: names[random.int(names.count)])
      }
    }
    let held = Set(snapshot.itemIdentifiers)
    let marked = kept.filter(held.contains).shuffled(using: &random).prefix(random.int(3))
    for item in marked {
      if random.chance(0.5) {
        try snapshot.reconfigureItems([item])
      } else {
        try snapshot.reloadItems([item])
      }
    }
    mostSections = max(mostSections, snapshot.numberOfSections)
    return snapshot
  }

  /// A snapshot for the next apply: derived from the data source's or
  /// made anew, sometimes empty.
  func nextSnapshot(_ random: inout SeededRandom) throws -> Snapshot {
    if random.chance(0.04) { return Snapshot() }
    if random.chance(0.4) { return try madeAnew(from: source.snapshot(), &random) }
    var snapshot = source.snapshot()
    try edit(&snapshot, &random)
    return snapshot
  }

  // MARK: Steps

  /// What is shown now, for the checks after a step.
  func before() -> Before<Item> {
    let shown = rig.shown()
    var sectionOf: [Item: String] = [:]
    for (section, items) in zip(shown.sections, shown.items) {
      for case let item? in items { sectionOf[item] = section ?? "" }
    }
    return Before(
      sectionOf: sectionOf, storages: rig.storages(), calls: rig.calls.items.count,
      log: rig.logCount)
  }

  /// What a step does.
  enum Op {
    /// A synchronous apply.
    case apply
    /// A background apply, awaited.
    case background
    /// `applySnapshotUsingReloadData`, synchronous or awaited.
    case reload
    /// Background applies started together (``burst(_:_:_:)``).
    case burst
    /// Applies asked for from a completion, queued (``queued(_:_:_:)``).
    case queued
    /// A user's move (``userMove(_:_:_:)``).
    case move
  }

  /// The steps drawn at random, each as often as it is listed.
  static var drawn: [Op] {
    [.apply, .apply, .apply, .background, .background, .reload, .burst, .queued, .move, .move]
  }

  /// One step, `op` or one drawn at random, checked.
  func step(_ index: Int, _ random: inout SeededRandom, op: Op? = nil) async throws {
    let before = before()
    let op = op ?? Self.drawn[random.int(Self.drawn.count)]
    let context = "seed \(seed), step \(index), \(op)"
    switch op {
    case .apply:
      let next = try nextSnapshot(&random)
      // The synchronous form, with its completion, from async code.
      try source.apply(next, animatingDifferences: random.chance(0.5), completion: nil)
      try check(next, marked: next, before, context)
    case .background:
      let next = try nextSnapshot(&random)
      let shown = try await source.applyInBackground(next, animatingDifferences: random.chance(0.5))
      #expect(shown, "\(context): not shown")
      try check(next, marked: next, before, context)
    case .reload:
      let next = try nextSnapshot(&random)
      if random.chance(0.5) {
        try source.applySnapshotUsingReloadData(next, completion: nil)
      } else {
        try await source.applySnapshotUsingReloadData(next)
      }
      try check(next, marked: nil, before, context)
    case .burst:
      try await burst(&random, before, context)
    case .queued:
      try queued(&random, before, context)
    case .move:
      try userMove(&random, before, context)
    }
  }

  /// What a task of a burst does.
  enum Entry { case background, apply, reload, move }

  /// Two to five tasks started at once, none awaited before the others
  /// start: background applies, and now and then a synchronous apply, a
  /// reload or a user's move while they wait. The last apply asked for is
  /// shown.
  func burst(_ random: inout SeededRandom, _ before: Before<Item>, _ context: String) async throws {
    requested = []
    let count = 2 + random.int(4)
    let entries = (0..<count).map { index -> Entry in
      // The last asks for an apply: a move comes only before it.
      let drawn = [Entry.background, .background, .background, .apply, .reload, .move]
      return drawn[random.int(index == count - 1 ? drawn.count - 1 : drawn.count)]
    }
    let applies = entries.filter { $0 != .move }.count
    let tasks = entries.map { entry in
      let (seed, animated) = (random.next(), random.chance(0.5))
      return Task { @MainActor in
        var random = SeededRandom(seed: seed)
        guard entry != .move else {
          // Moves only before the last apply is asked for.
          if self.requested.count < applies { try self.moveShown(&random) }
          return (0, true)
        }
        let next = try self.nextSnapshot(&random)
        self.requested.append(next)
        let number = self.requested.count
        switch entry {
        case .apply:
          try self.source.apply(next, animatingDifferences: animated, completion: nil)
          return (number, true)
        case .reload:
          try self.source.applySnapshotUsingReloadData(next, completion: nil)
          return (number, true)
        default:
          return (
            number, try await self.source.applyInBackground(next, animatingDifferences: animated)
          )
        }
      }
    }
    var shownLast = false
    for task in tasks {
      let (number, shown) = try await task.value
      if number == requested.count { shownLast = shown }
    }
    let last = try #require(requested.last)
    let what = "\(context), burst \(entries)"
    #expect(shownLast, "\(what): the last asked for was dropped")
    // Only the items every snapshot asked for held, as the same value,
    // were shown throughout.
    try check(last, marked: nil, before, what, keptOnly: heldAlike(by: requested))
  }

  /// The items of the last of `snapshots` that every one of them holds as
  /// the same value (``isSameValue(_:_:)``): an item
  /// applied in another guise in between gets a row of its own then.
  func heldAlike(by snapshots: [Snapshot]) -> Set<Item> {
    guard let last = snapshots.last else { return [] }
    var held = Set(last.itemIdentifiers)
    for snapshot in snapshots.dropLast() {
      let items = Dictionary(
        snapshot.itemIdentifiers.map { ($0, $0) }, uniquingKeysWith: { first, _ in first })
      held = held.filter { item in
        items[item].map { isSameValue($0, item) } ?? false
      }
    }
    return held
  }

  /// The user moves a random item of those the view shows (not those of
  /// the applies waiting) to a random place, unchecked.
  func moveShown(_ random: inout SeededRandom) throws {
    if let tableView = rig.tableView {
      let counts = (0..<tableView.numberOfSections).map { tableView.numberOfRows(inSection: $0) }
      guard let section = counts.indices.filter({ counts[$0] > 0 }).randomElement(using: &random)
      else { return }
      let from = IndexPath(item: random.int(counts[section]), section: section)
      let target = random.int(counts.count)
      let count = counts[target] + (target == section ? 0 : 1)
      tableView.setEditing(true, animated: false)
      try tableView.moveRowByUser(
        from: from, to: IndexPath(item: random.int(count), section: target))
    } else if let view = rig.collectionView {
      let paths = (0..<view.numberOfSections).flatMap { section in
        (0..<view.numberOfItems(inSection: section)).map { IndexPath(item: $0, section: section) }
      }
      guard let from = paths.randomElement(using: &random),
        let to = paths.filter({ $0 != from }).randomElement(using: &random),
        let frame = view.layoutAttributesForItem(at: to)?.frame,
        view.beginInteractiveMovementForItem(at: from)
      else { return }
      view.updateInteractiveMovementTargetPosition(CGPoint(x: frame.midX, y: frame.midY))
      view.endInteractiveMovement()
    }
  }

  /// An apply whose completion asks for one to four more, each built on
  /// the snapshot of the one before (still waiting): they are queued, their
  /// rows made when asked for, and applied in order.
  func queued(_ random: inout SeededRandom, _ before: Before<Item>, _ context: String) throws {
    let first = try nextSnapshot(&random)
    var later: [Snapshot] = []
    let seeds = (0...random.int(3)).map { _ in random.next() }
    var failure: (any Error)?
    try source.apply(first, animatingDifferences: random.chance(0.5)) { [self] in
      for seed in seeds {
        var random = SeededRandom(seed: seed)
        do {
          let next = try nextSnapshot(&random)
          later.append(next)
          try source.apply(next, animatingDifferences: random.chance(0.5), completion: nil)
        } catch {
          failure = error
        }
      }
    }
    if let failure { throw failure }
    let last = later.last ?? first
    try check(
      last, marked: nil, before, "\(context), \(later.count) queued",
      keptOnly: heldAlike(by: [first] + later))
  }

  /// The user moves a random item to a random place.
  func userMove(_ random: inout SeededRandom, _ before: Before<Item>, _ context: String) throws {
    let counts = try source.snapshot().sectionIdentifiers.map {
      try source.snapshot().numberOfItems(inSection: $0)
    }
    let paths = counts.indices.flatMap { section in
      (0..<counts[section]).map { IndexPath(item: $0, section: section) }
    }
    guard let from = paths.randomElement(using: &random) else { return }
    if rig.tableView != nil {
      let section = random.int(counts.count)
      let count = counts[section]
      let to = IndexPath(
        item: random.int(section == from.section ? count : count + 1), section: section)
      try userMove(from: from, to: to, before, context)
    } else if let to = paths.filter({ $0 != from }).randomElement(using: &random) {
      try userMove(from: from, to: to, before, context)
    }
  }

  /// The user moves the item at `from` to `to`: on a table with
  /// `moveRowByUser`, on a collection view by dragging it onto the item
  /// there. Checked as a step.
  func userMove(
    from: IndexPath, to: IndexPath, _ before: Before<Item>, _ context: String
  ) throws {
    let context = "\(context): \(from) to \(to)"
    var sections = try source.snapshot().sectionIdentifiers.map {
      ($0, try source.snapshot().itemIdentifiers(inSection: $0))
    }
    let item = sections[from.section].1[from.item]
    if let tableView = rig.tableView {
      tableView.setEditing(true, animated: false)
      let moved = try tableView.moveRowByUser(from: from, to: to)
      #expect(moved == to, "\(context)")
    } else {
      let collectionView = try #require(rig.collectionView)
      let frame = try #require(collectionView.layoutAttributesForItem(at: to)?.frame)
      #expect(collectionView.beginInteractiveMovementForItem(at: from), "\(context)")
      collectionView.updateInteractiveMovementTargetPosition(CGPoint(x: frame.midX, y: frame.midY))
      collectionView.endInteractiveMovement()
    }
    // What the move makes: the item out of its place, into the new one.
    sections[from.section].1.remove(at: from.item)
    sections[to.section].1.insert(item, at: to.item)
    var moved = Snapshot()
    for (section, items) in sections {
      try moved.appendSections([section])
      try moved.appendItems(items, toSection: section)
    }
    #expect(source.indexPath(for: item) == to, "\(context)")
    try check(moved, marked: moved, before, context)
  }

  /// Applies `snapshot` (in the background or not) and checks it as a
  /// step.
  func apply(_ snapshot: Snapshot, inBackground: Bool = false, _ context: String) async throws {
    let before = before()
    if inBackground {
      let shown = try await source.applyInBackground(snapshot)
      #expect(shown, "\(context): not shown")
    } else {
      try source.apply(snapshot, animatingDifferences: true, completion: nil)
    }
    try check(snapshot, marked: snapshot, before, context)
  }

  // MARK: Checks

  /// Checks that the data source shows `expected` as a fresh data source
  /// does; that each item shown before and after (and, for `keptOnly`,
  /// held by it) kept its row; and that the cell provider ran for every
  /// item newly shown and every kept item `marked` marks, and for no kept
  /// item left unmarked in the same section (`marked` `nil`: a reload,
  /// which runs it for every cell).
  func check(
    _ expected: Snapshot, marked: Snapshot?, _ before: Before<Item>, _ context: String,
    keptOnly: Set<Item>? = nil
  ) throws {
    #expect(
      layoutText(source.snapshot(), kind) == layoutText(expected, kind),
      "\(context): snapshot()")
    let shown = rig.shown()
    let fresh = try Rig.fresh(rig.surface, kind, expected)
    #expect(shown == fresh, "\(context): not what a fresh data source shows")
    let items = expected.itemIdentifiers
    #expect(shown.items.flatMap { $0 } == items, "\(context): items")
    #expect(shown.texts.flatMap { $0 } == items.map(kind.label), "\(context): texts")
    #expect(shown.visibleCells == items.count, "\(context): visible cells")
    for (section, id) in expected.sectionIdentifiers.enumerated() {
      #expect(source.index(for: id) == section, "\(context): section \(id)")
      for (row, item) in ((try? expected.itemIdentifiers(inSection: id)) ?? []).enumerated() {
        #expect(
          source.indexPath(for: item) == IndexPath(item: row, section: section),
          "\(context): indexPath(for: \(kind.label(item)))")
      }
    }
    let present = Set(items)
    for item in before.sectionOf.keys where !present.contains(item) {
      #expect(source.indexPath(for: item) == nil, "\(context): \(kind.label(item)) still found")
    }
    // Each row holds the applied snapshot's identifier in its very guise
    // (as UIKit's data source answers with the identifiers applied), and a
    // kept item that is the same value keeps its row.
    let applied = Dictionary(items.map { ($0, $0) }, uniquingKeysWith: { first, _ in first })
    let storages = rig.storages()
    for (item, storage) in storages {
      let held = source.engine.item(of: storage)
      #expect(
        held.map(guise) == applied[item].map(guise),
        "\(context): \(kind.label(item)) holds another guise than the snapshot applied")
      guard let old = before.storages[item], keptOnly?.contains(item) ?? true,
        let oldItem = source.engine.item(of: old), let held,
        isSameValue(oldItem, held)
      else { continue }
      let kept = old === storage
      #expect(kept, "\(context): \(kind.label(item)) got a new row")
    }
    try checkCalls(expected, marked: marked, before, context)
  }

  private func checkCalls(
    _ expected: Snapshot, marked: Snapshot?, _ before: Before<Item>, _ context: String
  ) throws {
    let calls = Set(rig.calls.items[before.calls...])
    let reloaded = marked == nil || rig.reloadedData(since: before.log)
    let markedItems = Set(
      (marked?.reloadedItemIdentifiers ?? []) + (marked?.reconfiguredItemIdentifiers ?? []))
    let markedSections = Set(
      (marked?.reloadedSectionIdentifiers ?? []) + (marked?.reconfiguredSectionIdentifiers ?? []))
    for section in expected.sectionIdentifiers {
      for item in try expected.itemIdentifiers(inSection: section) {
        let label = kind.label(item)
        guard let was = before.sectionOf[item] else {
          #expect(calls.contains(item), "\(context): new item \(label) never provided")
          continue
        }
        if markedItems.contains(item) {
          #expect(calls.contains(item), "\(context): marked item \(label) not provided again")
        } else if !reloaded && was == section && !markedSections.contains(section) {
          #expect(!calls.contains(item), "\(context): unmarked kept item \(label) provided again")
        }
      }
    }
  }
}

/// A snapshot of `layout`'s sections and their items, in order.
private func snapshot<Item>(_ layout: [(String, [Item])]) throws -> DiffableSnapshot<String, Item> {
  var snapshot = DiffableSnapshot<String, Item>()
  for (section, items) in layout {
    try snapshot.appendSections([section])
    try snapshot.appendItems(items, toSection: section)
  }
  return snapshot
}

/// ``DiffableDataSource``'s reuse of the rows of items it already shows,
/// attacked: any mix of applies (derived and made anew, in the background,
/// superseded, queued, reloading), user moves, empty snapshots and
/// sections, and tables of codes that grow, compact or are replaced, must
/// leave the view as a fresh data source's, each kept item on its own row,
/// configured again only when marked.
@MainActor
@Suite struct DiffableRowReuseAttackTests {
  private let steps = TestEnvironment.scaled(50, full: 150)
  private let seedCount = TestEnvironment.scaled(2, full: 5)

  /// Runs `steps` seeded steps (`op` for each index, or random ones) on a
  /// data source over each surface.
  private func run<Item>(
    _ kind: ItemKind<Item>, on surfaces: [Surface], base: UInt64,
    op: @escaping (Int) -> Attack<Item>.Op? = { _ in nil }
  ) async throws {
    for surface in surfaces {
      for seed in SeededRandom.seeds(seedCount, base: base) {
        let attack = Attack(surface, kind, pool: 40, seed: seed)
        try await withSeedAsync(seed, "\(surface)") { random in
          for index in 0..<steps { try await attack.step(index, &random, op: op(index)) }
        }
      }
    }
  }

  @Test(
    "a table through every kind of apply and user move shows what a fresh data source shows, rows kept"
  )
  func tableThroughEverything() async throws {
    try await run(.tagged, on: [.table], base: 0x5E05E)
  }

  @Test(
    "a collection view through every kind of apply and interactive move shows what a fresh data source shows, rows kept"
  )
  func gridThroughEverything() async throws {
    try await run(.spelled, on: [.grid], base: 0x6121D)
  }

  @Test(
    "background applies started together, not awaited: the last asked for wins and is shown as a fresh data source shows it"
  )
  func burstsOfBackgroundApplies() async throws {
    try await run(.tagged, on: [.table, .grid], base: 0xB0257) {
      $0.isMultiple(of: 3) ? .apply : .burst
    }
  }

  @Test(
    "applies queued from a completion, each built on the one waiting before it, between user moves: rows kept"
  )
  func queuedAppliesAndMoves() async throws {
    try await run(.spelled, on: [.table, .grid], base: 0x90E0E) {
      [.queued, .move, .queued, .background, .move][$0 % 5]
    }
  }

  @Test(
    "a long churn compacts the item codes, then snapshots made anew with far fewer items replace the shown table of codes: rows kept"
  )
  func churnCompactsAndReplacesCodes() async throws {
    let rounds = TestEnvironment.scaled(90, full: 270)
    let kind = ItemKind<String>.spelled
    for seed in SeededRandom.seeds(TestEnvironment.scaled(1, full: 3), base: 0xC0DE5) {
      let attack = Attack(.table, kind, pool: 0, seed: seed)
      try await withSeedAsync(seed) { random in
        var (nextID, gone, compactions, replacements) = (0, [String](), 0, 0)
        // The most codes a shown snapshot had since the shown codes were
        // last replaced: the size of the data source's map of places.
        var mostCodes = 0
        for round in 0..<rounds {
          let context = "seed \(seed), round \(round)"
          let shown = attack.source.snapshot()
          var next: DiffableSnapshot<String, String>
          if round % 45 == 44 {
            // Made anew with a few of the items: the shown codes are let go.
            if mostCodes > 2 * 3 + 1_024 { replacements += 1 }
            mostCodes = 0
            next = try snapshot([("b", [String]()), ("a", [])])
            for item in shown.itemIdentifiers.shuffled(using: &random).prefix(3) {
              try next.appendItems(
                [kind.make(kind.id(item), &random)], toSection: random.chance(0.5) ? "a" : "b")
            }
          } else {
            // Derived: 30 items out, as many in (some of them back).
            next = shown
            if next.numberOfSections == 0 { try next.appendSections(["a", "b"]) }
            let leaving = Array(next.itemIdentifiers.shuffled(using: &random).prefix(30))
            try next.deleteItems(leaving)
            gone.shuffle(using: &random)
            var arriving = Array(gone.suffix(5))
            gone = gone.dropLast(5) + leaving
            let count = 30 + max(0, 40 - next.numberOfItems) - arriving.count
            for _ in 0..<count {
              arriving.append(kind.make(nextID, &random))
              nextID += 1
            }
            for item in arriving {
              try next.appendItems([item], toSection: random.chance(0.5) ? "a" : "b")
            }
            if next.itemCodes.count < shown.itemCodes.count { compactions += 1 }
          }
          try await attack.apply(next, inBackground: random.chance(0.5), context)
          mostCodes = max(mostCodes, next.itemCodes.count)
        }
        #expect(compactions > 0, "seed \(seed): the item codes never compacted")
        #expect(replacements > 0, "seed \(seed): the shown codes were never replaced")
      }
    }
  }

  @Test(
    "a snapshot made anew whose codes name the shown items only where a background apply samples them: each item keeps its own row"
  )
  func codesAgreeingOnlyWhereSampled() async throws {
    for surface in [Surface.table, .grid] {
      let attack = Attack(surface, .tagged, pool: 0, seed: 0)
      let tag = { (id: Int) in Tagged(id: id, content: "first") }
      // Codes 0..<64 in order: a background apply samples every fourth.
      try await attack.apply(try snapshot([("a", (0..<64).map(tag))]), "\(surface), first")
      // The sampled codes name the same items; the others new items, and the
      // items they named come later (found by hash only).
      let items = (0..<64).map { $0.isMultiple(of: 4) ? $0 : 1_000 + $0 }
      let moved = (0..<64).filter { !$0.isMultiple(of: 4) }.reversed()
      let next = try snapshot([("a", items.map(tag)), ("b", moved.map(tag))])
      try await attack.apply(next, inBackground: true, "\(surface), sampled")
      // And the same again, now that the snapshot made anew is the one shown.
      var again = next
      try again.moveSection("b", beforeSection: "a")
      try await attack.apply(again, inBackground: true, "\(surface), derived")
    }
  }

  @Test(
    "after a user's moves, applies of every kind keep each moved item's row and show it where it is"
  )
  func userMovesThenApplies() async throws {
    for surface in [Surface.table, .grid] {
      let attack = Attack(surface, .tagged, pool: 0, seed: 0)
      let tag = { (id: Int) in Tagged(id: id, content: "shown") }
      try await attack.apply(
        try snapshot([("a", (0..<6).map(tag)), ("b", (6..<9).map(tag)), ("c", [])]),
        "\(surface), first")
      let context = "\(surface)"
      let path = { IndexPath(item: $0, section: $1) }
      try attack.userMove(from: path(0, 0), to: path(4, 0), attack.before(), context)
      try attack.userMove(from: path(1, 0), to: path(1, 1), attack.before(), context)
      try attack.userMove(from: path(3, 1), to: path(0, 0), attack.before(), context)
      // The moved sections rebuilt from the rows found where the moves left them.
      var next = attack.source.snapshot()
      try next.appendItems([tag(20)], toSection: "a")
      try next.appendItems([tag(21)], toSection: "b")
      try await attack.apply(next, "\(surface), derived after moves")
      try attack.userMove(from: path(2, 0), to: path(0, 1), attack.before(), context)
      // Made anew: every row found by hash, then at its place.
      let anew = try snapshot([
        ("c", attack.source.snapshot().itemIdentifiers.reversed().map { tag($0.id) }), ("a", []),
      ])
      try await attack.apply(anew, inBackground: surface == .grid, "\(surface), made anew")
    }
  }

  @Test(
    "a section's items all moved into another, sections emptied, renamed and deleted, empty snapshots: rows kept"
  )
  func sectionsEmptiedAndRenamed() async throws {
    for surface in [Surface.table, .grid] {
      let attack = Attack(surface, .spelled, pool: 0, seed: 0)
      let item = { (id: Int) in "i\(id)\u{E9}" }
      let other = { (id: Int) in "i\(id)e\u{301}" }
      try await attack.apply(
        try snapshot([("a", [0, 1, 2].map(item)), ("b", [3, 4].map(item)), ("c", [])]),
        "\(surface), first")
      var next = attack.source.snapshot()
      let fromA = try next.itemIdentifiers(inSection: "a")
      try next.deleteItems(fromA)
      try next.appendItems(fromA, toSection: "b")
      try await attack.apply(next, "\(surface), a emptied into b")
      next = attack.source.snapshot()
      let fromB = try next.itemIdentifiers(inSection: "b")
      try next.deleteItems(fromB)
      try next.appendItems(fromB, toSection: "c")
      try next.deleteSections(["b"])
      try await attack.apply(next, inBackground: true, "\(surface), b emptied into c, deleted")
      let renamed = try snapshot([
        ("e", []), ("d", [4, 3, 2, 1, 0].map(other)), ("f", []), ("c", []),
      ])
      try await attack.apply(renamed, "\(surface), c renamed d, between empty sections")
      try await attack.apply(DiffableSnapshot(), inBackground: true, "\(surface), empty")
      try await attack.apply(
        try snapshot([("d", [0, 5].map(item))]), "\(surface), shown again after empty")
      let before = attack.before()
      try attack.source.applySnapshotUsingReloadData(
        try snapshot([("x", [String]()), ("y", [])]), completion: nil)
      try attack.check(
        try snapshot([("x", [String]()), ("y", [])]), marked: nil, before,
        "\(surface), reload to empty sections")
      next = attack.source.snapshot()
      try next.appendItems([item(0), item(7)], toSection: "y")
      try await attack.apply(next, "\(surface), items into an empty section")
    }
  }

  // Found by this suite (session 33): a kept item's row kept the
  // identifier the item was first shown with. A snapshot made anew holding
  // the same items (by ==) with new content: reconfigureItems handed the
  // cell provider the old identifier, applySnapshotUsingReloadData showed
  // the old content everywhere (a fresh data source shows the new), and
  // itemIdentifier(for:) answered the old identifier while snapshot() held
  // the new one (UIKit's data source keeps the identifiers of the snapshot
  // applied).
  @Test(
    "kept items of a snapshot made anew carry new content: reconfigure and reloadData show it, as a fresh data source does"
  )
  func newContentOfKeptItems() throws {
    let kind = ItemKind<Tagged>(
      make: { id, _ in Tagged(id: id, content: "new") }, id: \.id, label: \.description)
    let tagged = { (content: String) in [1, 2, 3].map { Tagged(id: $0, content: content) } }
    for surface in [Surface.table, .grid] {
      let rig = Rig(surface, kind)
      try rig.source.apply(try snapshot([("a", tagged("old"))]), animatingDifferences: false)
      // Made anew: the same items (by ==), with new content; 2 reconfigured.
      var next = try snapshot([("a", tagged("new"))])
      try next.reconfigureItems([Tagged(id: 2, content: "new")])
      try rig.source.apply(next, animatingDifferences: false)
      // Unmarked items keep their cells; the reconfigured one shows the
      // identifier the snapshot holds.
      #expect(rig.shown().texts == [["1:old", "2:new", "3:old"]], "\(surface)")
      // The lookups answer with the identifiers snapshot() holds.
      for (row, item) in rig.source.snapshot().itemIdentifiers.enumerated() {
        let found = rig.source.itemIdentifier(for: IndexPath(item: row, section: 0))
        #expect(found?.content == item.content, "\(surface), row \(row)")
      }
      // A reload shows every cell anew: what a fresh data source shows.
      try rig.source.applySnapshotUsingReloadData(next, completion: nil)
      #expect(rig.shown() == (try Rig.fresh(surface, kind, next)), "\(surface)")
      #expect(rig.shown().texts == [["1:new", "2:new", "3:new"]], "\(surface)")
    }
  }

  // Found by review (session 33): two snapshots derived apart from one
  // base give the same next code to their own new items, so a code of the
  // shown snapshot's lineage may name another value than the one shown.
  @Test("two snapshots derived apart give one code to other values: the applied one is shown")
  func snapshotsDerivedApart() async throws {
    let kind = ItemKind<Tagged>(
      make: { id, _ in Tagged(id: id, content: "new") }, id: \.id, label: \.description)
    for surface in [Surface.table, .grid] {
      for background in [false, true] {
        let context = "\(surface), background \(background)"
        let rig = Rig(surface, kind)
        try await rig.source.apply(
          try snapshot([("a", [Tagged(id: 1, content: "one")])]), animatingDifferences: false)
        let base = rig.source.snapshot()
        var first = base
        try first.appendItems([Tagged(id: 9, content: "old")])
        try await rig.source.apply(first, animatingDifferences: false)
        var second = base
        try second.appendItems([Tagged(id: 9, content: "new")])
        try second.reconfigureItems([Tagged(id: 9, content: "new")])
        if background {
          #expect(try await rig.source.applyInBackground(second, animatingDifferences: false))
        } else {
          try await rig.source.apply(second, animatingDifferences: false)
        }
        #expect(rig.shown().texts == [["1:one", "9:new"]], "\(context)")
        let found = rig.source.itemIdentifier(for: IndexPath(item: 1, section: 0))
        #expect(found?.content == "new", "\(context)")
        try rig.source.applySnapshotUsingReloadData(second, completion: nil)
        #expect(rig.shown() == (try Rig.fresh(surface, kind, second)), "\(context)")
      }
    }
  }

  // Found by review (session 33): a snapshot kept the identifier an item
  // was first coded with when the item was deleted and added again.
  @Test(
    "an item deleted and added again with other content is the one added, in the snapshot and shown"
  )
  func deletedAndAddedAgain() throws {
    let kind = ItemKind<Tagged>(
      make: { id, _ in Tagged(id: id, content: "new") }, id: \.id, label: \.description)
    for surface in [Surface.table, .grid] {
      let rig = Rig(surface, kind)
      try rig.source.apply(
        try snapshot([("a", [1, 2].map { Tagged(id: $0, content: "old") })]),
        animatingDifferences: false)
      var next = rig.source.snapshot()
      try next.deleteItems([Tagged(id: 2, content: "old")])
      try next.appendItems([Tagged(id: 2, content: "new")])
      #expect(next.itemIdentifiers.map(\.content) == ["old", "new"], "\(surface)")
      // An item still in the snapshot moves into place as it is.
      try next.appendItems([Tagged(id: 1, content: "other")])
      #expect(next.itemIdentifiers.map(\.description) == ["2:new", "1:old"], "\(surface)")
      try next.reconfigureItems([Tagged(id: 2, content: "new")])
      try rig.source.apply(next, animatingDifferences: false)
      #expect(rig.shown().texts == [["2:new", "1:old"]], "\(surface)")
      let found = rig.source.itemIdentifier(for: IndexPath(item: 0, section: 0))
      #expect(found?.content == "new", "\(surface)")
    }
  }
}
