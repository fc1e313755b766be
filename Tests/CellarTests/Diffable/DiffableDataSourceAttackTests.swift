import CellarHost
import CellarTestSupport
import Foundation
import Testing

@testable import Cellar

/// An identifier whose hash disagrees with its `==`: every value is equal
/// to every other with the same `group`, but hashes by `salt`.
private struct Treacherous: Hashable, Sendable, CustomStringConvertible {
  var group: Int
  var salt: Int

  static func == (lhs: Treacherous, rhs: Treacherous) -> Bool { lhs.group == rhs.group }
  func hash(into hasher: inout Hasher) { hasher.combine(salt) }
  var description: String { "t\(group)/\(salt)" }
}

/// A class identifier whose identity can be changed after it was added:
/// the mistake `UIKit` names "hash value changed".
private final class Mutable: Hashable, @unchecked Sendable, CustomStringConvertible {
  var key: Int
  init(_ key: Int) { self.key = key }
  static func == (lhs: Mutable, rhs: Mutable) -> Bool { lhs.key == rhs.key }
  func hash(into hasher: inout Hasher) { hasher.combine(key) }
  var description: String { "m\(key)" }
}

/// A data source whose overrides ask for applies, as careless apps do.
@MainActor
private final class Meddler: DiffableDataSource<Int, Int> {
  var meddle = true

  override func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int)
    -> String?
  {
    if meddle {
      meddle = false
      var next = snapshot()
      try? next.appendItems([1_000 + section], toSection: sectionIdentifier(for: section))
      try? apply(next)
    }
    return "S\(section)"
  }

  override func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool {
    true
  }

  override func tableView(
    _ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle,
    forRowAt indexPath: IndexPath
  ) {
    guard editingStyle == .delete, let id = itemIdentifier(for: indexPath) else { return }
    var next = snapshot()
    try? next.deleteItems([id])
    try? apply(next)
  }
}

/// ``DiffableDataSource`` fed what a hostile caller would: identifiers
/// that break `Hashable`, mutated class identifiers, 40,000 queued applies,
/// applies from its own overrides, and a data source released while
/// applies wait.
@MainActor
@Suite struct DiffableDataSourceAttackTests {
  private func tableView() -> UITableView {
    let tableView = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 20_000))
    tableView.rowHeight = 20
    tableView.register(UITableViewCell.self, forCellReuseIdentifier: "cell")
    return tableView
  }

  private func source<Item: Hashable & Sendable>(
    _ type: Item.Type, tableView: UITableView
  ) -> DiffableDataSource<Int, Item> {
    DiffableDataSource<Int, Item>(tableView: tableView) { tableView, indexPath, item in
      let cell = tableView.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
      cell.textLabel?.text = "\(item)"
      return cell
    }
  }

  @Test("identifiers whose hash disagrees with == never trap; the view matches what was applied")
  func treacherousIdentifiers() throws {
    let tableView = tableView()
    let source = source(Treacherous.self, tableView: tableView)
    var random = SeededRandom(seed: 26)
    for round in 0..<30 {
      var snapshot = DiffableSnapshot<Int, Treacherous>()
      try snapshot.appendSections([0, 1])
      for _ in 0..<Int.random(in: 0...12, using: &random) {
        let item = Treacherous(
          group: Int.random(in: 0..<4, using: &random), salt: Int.random(in: 0..<6, using: &random))
        // Any clean outcome will do: moved into place, thrown, or kept.
        try? snapshot.appendItems([item], toSection: Int.random(in: 0...1, using: &random))
      }
      do {
        try source.apply(snapshot, animatingDifferences: round.isMultiple(of: 2))
      } catch {
        // A clean error (duplicate ids the table found): nothing changed.
        continue
      }
      let shown = (0..<tableView.numberOfSections).map { tableView.numberOfRows(inSection: $0) }
      let applied = try [0, 1].map { try snapshot.numberOfItems(inSection: $0) }
      #expect(shown == applied, "round \(round)")
      #expect(tableView.visibleCells.count == applied.reduce(0, +), "round \(round)")
    }
  }

  @Test("a class identifier changed after it was applied is a new item: no trap, no loss")
  func mutatedClassIdentifiers() throws {
    let tableView = tableView()
    let source = source(Mutable.self, tableView: tableView)
    let items = (0..<5).map(Mutable.init)
    var snapshot = DiffableSnapshot<Int, Mutable>()
    try snapshot.appendSections([0])
    try snapshot.appendItems(items)
    try source.apply(snapshot)
    items[2].key = 42
    // The snapshot can no longer find it by its new hash, and says so.
    var next = source.snapshot()
    #expect(next.indexOfItem(Mutable(42)) == nil || next.indexOfItem(Mutable(42)) == 2)
    try next.appendItems([Mutable(7)])
    try source.apply(next)
    #expect(tableView.numberOfRows(inSection: 0) == next.numberOfItems)
    #expect(source.itemIdentifier(for: IndexPath(row: 2, section: 0))?.key == 42)
  }

  @Test("40,000 applies queued from one callback are applied in order, each completion once")
  func fortyThousandQueuedApplies() throws {
    let tableView = tableView()
    let source = source(Int.self, tableView: tableView)
    var snapshot = DiffableSnapshot<Int, Int>()
    try snapshot.appendSections([0])
    try snapshot.appendItems([0])
    var completions: [Int] = []
    let count = TestEnvironment.scaled(4_000, full: 40_000)
    try source.apply(snapshot) {
      // Each builds on the one queued before it (the snapshot is the last
      // asked for): one item in, the one before last out.
      for step in 1...count {
        var next = source.snapshot()
        try? next.appendItems([step])
        if step >= 2 { try? next.deleteItems([step - 2]) }
        try? source.apply(next, animatingDifferences: step.isMultiple(of: 2)) {
          completions.append(step)
        }
      }
    }
    #expect(completions == Array(1...count))
    #expect(try source.snapshot().itemIdentifiers(inSection: 0) == [count - 1, count])
    #expect(tableView.visibleTexts == ["\(count - 1)", "\(count)"])
  }

  @Test("applies from the data source's own overrides wait, then apply")
  func appliesFromOverrides() throws {
    let tableView = tableView()
    tableView.sectionHeaderHeight = UITableView.automaticDimension
    let source = Meddler(tableView: tableView) { tableView, indexPath, id in
      let cell = tableView.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
      cell.textLabel?.text = "\(id)"
      return cell
    }
    var snapshot = DiffableSnapshot<Int, Int>()
    try snapshot.appendSections([0, 1])
    try snapshot.appendItems([1, 2], toSection: 0)
    try snapshot.appendItems([3], toSection: 1)
    try source.apply(snapshot)
    tableView.layoutIfNeeded()
    let items = source.snapshot().itemIdentifiers
    #expect(items.count == 4)
    #expect(tableView.numberOfRows(inSection: 0) + tableView.numberOfRows(inSection: 1) == 4)
    // A delete committed by the user applies a snapshot from `commit`.
    tableView.setEditing(true, animated: false)
    _ = try tableView.tapEditingControl(at: IndexPath(row: 0, section: 0))
    #expect(source.snapshot().numberOfItems == 3)
    #expect(tableView.numberOfRows(inSection: 0) + tableView.numberOfRows(inSection: 1) == 3)
  }

  @Test("a data source released while its applies wait lets go of everything")
  func releasedWhileWaiting() throws {
    weak var released: DiffableDataSource<Int, Int>?
    try {
      let tableView = tableView()
      let source = source(Int.self, tableView: tableView)
      released = source
      var snapshot = DiffableSnapshot<Int, Int>()
      try snapshot.appendSections([0])
      try snapshot.appendItems([1])
      try source.apply(snapshot) {
        var next = source.snapshot()
        try? next.appendItems([2])
        try? source.apply(next)
      }
    }()
    #expect(released == nil)
  }

  @Test("empty snapshots, the same snapshot again, and a snapshot of another data source")
  func edges() throws {
    let tableView = tableView()
    let source = source(Int.self, tableView: tableView)
    try source.apply(DiffableSnapshot())
    #expect(tableView.numberOfSections == 0)
    var snapshot = DiffableSnapshot<Int, Int>()
    try snapshot.appendSections([0, Int.max, Int.min])
    try snapshot.appendItems([Int.max, Int.min, 0], toSection: Int.max)
    try source.apply(snapshot)
    let start = tableView.updateLog.count
    try source.apply(source.snapshot())
    #expect(tableView.operations(since: start).isEmpty)
    let other = self.source(Int.self, tableView: self.tableView())
    try other.apply(source.snapshot())
    #expect(other.indexPath(for: Int.min) == IndexPath(row: 1, section: 1))
    try source.apply(DiffableSnapshot())
    #expect(tableView.numberOfSections == 0)
    #expect(source.indexPath(for: 0) == nil)
  }

  /// Applies `snapshot` to the first data source in the background and to
  /// the second synchronously: whether the background apply was shown, and
  /// which of the two threw.
  private func applyToTwins<Item: Hashable & Sendable>(
    _ snapshot: DiffableSnapshot<Int, Item>,
    _ sources: (DiffableDataSource<Int, Item>, DiffableDataSource<Int, Item>), animated: Bool
  ) async -> (shown: Bool, failed: (background: Bool, synchronous: Bool)) {
    var (shown, failed) = (true, (background: false, synchronous: false))
    do {
      shown = try await sources.0.applyInBackground(snapshot, animatingDifferences: animated)
    } catch {
      failed.background = true
    }
    do {
      try await sources.1.apply(snapshot, animatingDifferences: animated)
    } catch {
      failed.synchronous = true
    }
    return (shown, failed)
  }

  @Test(
    "identifiers whose hash disagrees with == in background applies: the same outcome as synchronous ones"
  )
  func treacherousIdentifiersInBackground() async throws {
    for seed in SeededRandom.seeds(3, base: 0x7EAC4E) {
      try await treacherousIdentifiersInBackground(seed: seed)
    }
  }

  private func treacherousIdentifiersInBackground(seed: UInt64) async throws {
    let (background, synchronous) = (tableView(), tableView())
    let sources = (
      source(Treacherous.self, tableView: background),
      source(Treacherous.self, tableView: synchronous)
    )
    var random = SeededRandom(seed: seed)
    for round in 0..<40 {
      // Made anew (its own codes, so matched off the main actor), or from
      // the data source's snapshot.
      var snapshot =
        Bool.random(using: &random) ? DiffableSnapshot<Int, Treacherous>() : sources.0.snapshot()
      if snapshot.numberOfSections == 0 { try snapshot.appendSections([0, 1]) }
      for _ in 0..<Int.random(in: 0...12, using: &random) {
        let item = Treacherous(
          group: Int.random(in: 0..<6, using: &random), salt: Int.random(in: 0..<6, using: &random))
        try? snapshot.appendItems([item], toSection: Int.random(in: 0...1, using: &random))
      }
      if let item = snapshot.itemIdentifiers.randomElement(using: &random) {
        try? snapshot.deleteItems([item])
      }
      let (shown, failed) = await applyToTwins(
        snapshot, sources, animated: round.isMultiple(of: 3))
      let context = "seed \(seed), round \(round)"
      // Sequential: none is dropped for a newer one.
      #expect(shown, "\(context)")
      #expect(failed.background == failed.synchronous, "\(context)")
      // Each place shows the synchronous one's item: of two `==` items,
      // both keep the same one's row (by code first, then by hash).
      #expect(background.visibleTexts == synchronous.visibleTexts, "\(context)")
      #expect(background.visibleTexts.count == sources.0.snapshot().numberOfItems, "\(context)")
      #expect(
        sources.0.snapshot().itemIdentifiers.map(\.description)
          == sources.1.snapshot().itemIdentifiers.map(\.description), "\(context)")
    }
  }

  @Test(
    "class identifiers mutated between background applies: no trap, no loss, the synchronous outcome"
  )
  func mutatedClassIdentifiersInBackground() async throws {
    for seed in SeededRandom.seeds(3, base: 0x3A7ED) {
      try await mutatedClassIdentifiersInBackground(seed: seed)
    }
  }

  private func mutatedClassIdentifiersInBackground(seed: UInt64) async throws {
    let (background, synchronous) = (tableView(), tableView())
    let sources = (
      source(Mutable.self, tableView: background), source(Mutable.self, tableView: synchronous)
    )
    var random = SeededRandom(seed: seed)
    // One pool of objects, shown by both data sources and mutated under them.
    var pool = (0..<12).map(Mutable.init)
    var nextKey = 100
    for round in 0..<40 {
      // Made anew (matched to the rows shown by hash, off the main actor),
      // or derived from what the data source shows.
      let fresh = Bool.random(using: &random)
      var snapshot = fresh ? DiffableSnapshot<Int, Mutable>() : sources.0.snapshot()
      if snapshot.numberOfSections == 0 { try snapshot.appendSections([0, 1]) }
      if fresh {
        for item in pool.shuffled(using: &random).prefix(Int.random(in: 0...8, using: &random)) {
          // A key the mutations made equal to another's is a duplicate: skipped.
          try? snapshot.appendItems([item], toSection: Int.random(in: 0...1, using: &random))
        }
      } else if let item = snapshot.itemIdentifiers.randomElement(using: &random) {
        try? snapshot.deleteItems([item])
        try? snapshot.appendItems([pool[Int.random(in: 0..<pool.count, using: &random)]])
      }
      let (shown, failed) = await applyToTwins(
        snapshot, sources, animated: round.isMultiple(of: 3))
      let context = "seed \(seed), round \(round), fresh \(fresh)"
      #expect(shown, "\(context)")
      #expect(failed.background == failed.synchronous, "\(context)")
      let applied = [sources.0.snapshot(), sources.1.snapshot()].map {
        $0.itemIdentifiers.map(\.key)
      }
      #expect(applied[0] == applied[1], "\(context)")
      #expect(background.visibleTexts == synchronous.visibleTexts, "\(context)")
      #expect(background.visibleTexts.count == applied[0].count, "\(context)")
      // Mutate shown objects under both data sources: a new key (a new
      // hash), and now and then another shown object's key.
      for item in pool.shuffled(using: &random).prefix(2) {
        if Bool.random(using: &random), let other = pool.randomElement(using: &random) {
          item.key = other.key
        } else {
          item.key = nextKey
          nextKey += 1
        }
      }
      if pool.count < 20 {
        pool.append(Mutable(nextKey))
        nextKey += 1
      }
    }
  }

  @Test(
    "thousands of background applies at once: each shown was the newest asked for, the last is shown last"
  )
  func floodOfBackgroundApplies() async throws {
    let tableView = tableView()
    let source = source(Int.self, tableView: tableView)
    let count = TestEnvironment.scaled(2_000, full: 40_000)
    var requested: [Int] = []
    let tasks = (0..<count).map { index in
      Task { @MainActor in
        // Asked for here (the data source takes its turn before it first
        // suspends): the tasks may start in any order.
        requested.append(index)
        let position = requested.count
        // Made anew every time: each is matched off the main actor first.
        var snapshot = DiffableSnapshot<Int, Int>()
        try snapshot.appendSections([index % 5])
        try snapshot.appendItems(Array(index..<index + index % 9), toSection: index % 5)
        let shown = try await source.applyInBackground(
          snapshot, animatingDifferences: index.isMultiple(of: 2))
        return (shown, position, requested.count)
      }
    }
    var shown: [Int] = []
    for (index, task) in tasks.enumerated() {
      let (applied, position, requestsAtEnd) = try await task.value
      guard applied else { continue }
      shown.append(index)
      // Shown only if no apply was asked for after it: else it is dropped.
      #expect(requestsAtEnd == position, "apply \(index), asked for \(position)th")
    }
    let last = try #require(requested.last)
    #expect(shown.contains(last))
    #expect(source.snapshot().sectionIdentifiers == [last % 5])
    #expect(source.snapshot().itemIdentifiers == Array(last..<last + last % 9))
    #expect(tableView.numberOfSections == 1)
    #expect(tableView.visibleTexts == (last..<last + last % 9).map { "\($0)" })
  }
}
