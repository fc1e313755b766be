import CellarHost
import CellarTestSupport
import Foundation
import Testing

@_spi(Testing) @testable import Cellar

/// ``DiffableDataSource/applyInBackground(_:animatingDifferences:)``: the
/// diff off the main actor, with the marks, the errors and the rule of
/// which apply wins that a synchronous apply has.
@MainActor
@Suite struct DiffableDataSourceBackgroundTests {
  private typealias Snapshot = DiffableSnapshot<String, Int>

  /// Names the provider shows, and the items it refuses.
  private final class Store {
    var names: [Int: String] = [:]
    var nilFor: Set<Int> = []
  }

  private func dataSource(_ store: Store, height: CGFloat = 2_000)
    -> DiffableDataSource<String, Int>
  {
    let tableView = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: height))
    tableView.rowHeight = 44
    tableView.register(UITableViewCell.self, forCellReuseIdentifier: "cell")
    return DiffableDataSource<String, Int>(tableView: tableView) { tableView, indexPath, id in
      guard !store.nilFor.contains(id) else { return nil }
      let cell = tableView.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
      cell.textLabel?.text = store.names[id] ?? "item \(id)"
      return cell
    }
  }

  private func snapshot(_ layout: [(String, [Int])]) throws -> Snapshot {
    try Snapshot(layout: layout)
  }

  private func layout(_ snapshot: Snapshot) throws -> [String] { try snapshot.layoutText() }

  @Test("a background apply shows what a synchronous one shows, in one batch")
  func matchesSynchronousApply() async throws {
    let store = Store()
    let source = dataSource(store)
    let tableView = try #require(source.table?.tableView)
    try await source.apply(snapshot([("a", [1, 2, 3]), ("b", [4, 5]), ("c", [8])]))
    var next = source.snapshot()
    try next.deleteSections(["c"])
    try next.insertItems([9, 10], beforeItem: 1)
    try next.moveItem(5, beforeItem: 2)
    try next.moveSection("b", beforeSection: "a")
    try next.deleteItems([3])
    let start = tableView.updateLog.count
    let shown = try await source.applyInBackground(next)
    #expect(shown)
    #expect(tableView.updateLog[start...].map(\.kind) == [.batch])
    #expect(try layout(source.snapshot()) == ["b:4", "a:9,10,1,5,2"])
    let fresh = dataSource(store)
    try await fresh.applySnapshotUsingReloadData(next)
    #expect(tableView.visibleTexts == fresh.table?.tableView.visibleTexts)
    #expect(source.indexPath(for: 5) == IndexPath(row: 3, section: 1))
    #expect(source.itemIdentifier(for: IndexPath(row: 0, section: 0)) == 4)
  }

  @Test("marks among moves and inserts: the view gets what a synchronous apply sends it")
  func marksMatchSynchronousApply() async throws {
    let store = Store()
    let background = dataSource(store)
    let twin = dataSource(store)
    let tableView = try #require(background.table?.tableView)
    let twinView = try #require(twin.table?.tableView)
    let first = try snapshot([("a", [1, 2, 3, 4]), ("b", [5, 6])])
    try await background.apply(first)
    try await twin.apply(first)
    let kept = try #require(tableView.cellForRow(at: IndexPath(row: 2, section: 0)))
    store.names = [2: "two", 3: "three", 6: "six"]
    var next = first
    try next.insertItems([0], beforeItem: 1)
    try next.moveItem(6, beforeItem: 2)
    try next.reloadItems([2, 6])
    try next.reconfigureItems([3])
    let (start, twinStart) = (tableView.updateLog.count, twinView.updateLog.count)
    #expect(try await background.applyInBackground(next))
    try await twin.apply(next)
    let operations = tableView.operations(since: start)
    #expect(operations == twinView.operations(since: twinStart))
    #expect(operations.contains { if case .reconfigureRows = $0 { true } else { false } })
    #expect(
      tableView.visibleTexts == ["item 0", "item 1", "six", "two", "three", "item 4", "item 5"])
    #expect(tableView.visibleTexts == twinView.visibleTexts)
    // Reconfigured, not reloaded: the cell shown is the one configured again.
    #expect(tableView.cellForRow(at: IndexPath(row: 4, section: 0)) === kept)
    #expect(background.snapshot().reloadedItemIdentifiers.isEmpty)
    #expect(background.snapshot().reconfiguredItemIdentifiers.isEmpty)
  }

  @Test("a nil cell throws UIKit's text; the view and snapshot() are as before")
  func errorChangesNothing() async throws {
    let store = Store()
    let source = dataSource(store)
    let tableView = try #require(source.table?.tableView)
    try await source.apply(snapshot([("a", [1, 2])]))
    store.nilFor = [9]
    let error = await #expect(throws: TableError.self) {
      try await source.applyInBackground(try snapshot([("a", [1, 9, 2])]))
    }
    #expect(
      error?.description.hasPrefix("UITableViewDiffableDataSource cell provider returned nil")
        == true)
    #expect(try layout(source.snapshot()) == ["a:1,2"])
    #expect(tableView.visibleTexts == ["item 1", "item 2"])
    // And the next apply builds on what is shown.
    var next = source.snapshot()
    try next.appendItems([3])
    #expect(try await source.applyInBackground(next))
    #expect(tableView.visibleTexts == ["item 1", "item 2", "item 3"])
  }

  @Test("snapshot() returns the snapshot being diffed, and a synchronous apply meanwhile wins")
  func synchronousApplyMeanwhileWins() async throws {
    let store = Store()
    let source = dataSource(store)
    let table = try #require(source.table)
    try await source.apply(snapshot([("a", [1, 2])]))
    let background = try snapshot([("a", Array(100..<20_100))])
    var seenWhileDiffing: [Int] = []
    var appliedMeanwhile = false
    table.willDiffInBackground = {
      table.willDiffInBackground = nil
      // An apply made meanwhile builds on the snapshot being diffed.
      var next = source.snapshot()
      seenWhileDiffing = Array(next.itemIdentifiers.prefix(2)) + [next.numberOfItems]
      try? next.deleteItems(Array(100..<20_000))
      appliedMeanwhile = (try? source.apply(next)) != nil
    }
    let shown = try await source.applyInBackground(background)
    #expect(!shown)
    #expect(appliedMeanwhile)
    #expect(seenWhileDiffing == [100, 101, 20_000])
    #expect(source.snapshot().itemIdentifiers == Array(20_000..<20_100))
    #expect(table.tableView.numberOfRows(inSection: 0) == 100)
    #expect(source.itemIdentifier(for: IndexPath(row: 0, section: 0)) == 20_000)
  }

  @Test("two background applies: the newer one wins, the older returns false")
  func newerBackgroundApplyWins() async throws {
    let store = Store()
    let source = dataSource(store)
    try await source.apply(snapshot([("a", [1])]))
    let older = Task { @MainActor in
      try await source.applyInBackground(try self.snapshot([("old", Array(0..<50_000))]))
    }
    let newer = Task { @MainActor in
      try await source.applyInBackground(try self.snapshot([("new", Array(0..<50_000))]))
    }
    let olderShown = try await older.value
    let newerShown = try await newer.value
    #expect(!olderShown)
    #expect(newerShown)
    #expect(source.snapshot().sectionIdentifiers == ["new"])
    #expect(source.table?.sections.map(\.id) == ["new"])
  }

  @Test("a cancelled background apply throws CancellationError and shows nothing")
  func cancelled() async throws {
    let store = Store()
    let source = dataSource(store)
    let table = try #require(source.table)
    try await source.apply(snapshot([("a", [1, 2])]))
    let task = Task { @MainActor in
      try await source.applyInBackground(try self.snapshot([("b", Array(0..<50_000))]))
    }
    table.willDiffInBackground = { task.cancel() }
    await #expect(throws: CancellationError.self) { try await task.value }
    table.willDiffInBackground = nil
    #expect(try layout(source.snapshot()) == ["a:1,2"])
    #expect(table.tableView.numberOfSections == 1)
    #expect(table.tableView.numberOfRows(inSection: 0) == 2)
  }

  /// A collection view data source: square items in a flow layout, each
  /// cell labelled with its item.
  private func gridSource(itemSide: CGFloat, frame: CGSize)
    -> (DiffableDataSource<String, Int>, UICollectionView)
  {
    let flow = UICollectionViewFlowLayout()
    flow.itemSize = CGSize(width: itemSide, height: itemSide)
    let view = UICollectionView(
      frame: CGRect(origin: .zero, size: frame), collectionViewLayout: flow)
    view.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "cell")
    let source = DiffableDataSource<String, Int>(collectionView: view) { view, indexPath, id in
      let cell = view.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
      cell.accessibilityLabel = "\(id)"
      return cell
    }
    return (source, view)
  }

  @Test("a collection view data source applies in the background too")
  func collectionView() async throws {
    let (source, collectionView) = gridSource(itemSide: 10, frame: CGSize(width: 100, height: 100))
    try await source.apply(snapshot([("a", [1, 2]), ("b", [3])]))
    var next = source.snapshot()
    try next.moveItem(3, beforeItem: 1)
    try next.deleteSections(["b"])
    let start = collectionView.updateLog.count
    #expect(try await source.applyInBackground(next))
    #expect(collectionView.updateLog[start...].allSatisfy { $0.kind == .batch })
    #expect(source.indexPath(for: 3) == IndexPath(item: 0, section: 0))
    #expect(collectionView.numberOfSections == 1)
    #expect(collectionView.numberOfItems(inSection: 0) == 3)
  }

  /// A table data source whose cells show their `String` item.
  private func namedSource() -> (DiffableDataSource<String, String>, UITableView) {
    let tableView = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 2_000))
    tableView.register(UITableViewCell.self, forCellReuseIdentifier: "cell")
    let source = DiffableDataSource<String, String>(tableView: tableView) { view, indexPath, id in
      let cell = view.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
      cell.textLabel?.text = id
      return cell
    }
    return (source, tableView)
  }

  @Test(
    "a section snapshot applied in the background: what a synchronous one sends, and snapshot(for:)"
  )
  func sectionSnapshotInBackground() async throws {
    let (source, tableView) = namedSource()
    let (twin, twinView) = namedSource()
    var tree = DiffableSectionSnapshot<String>()
    try tree.append(["Food", "Drink"])
    try tree.append(["Fruit", "Veg"], to: "Food")
    try tree.append(["Apple"], to: "Fruit")
    try await source.apply(tree, to: "tree")
    try await twin.apply(tree, to: "tree")
    tree.expand(["Food", "Fruit"])
    let (start, twinStart) = (tableView.updateLog.count, twinView.updateLog.count)
    #expect(try await source.applyInBackground(tree, to: "tree"))
    try await twin.apply(tree, to: "tree")
    #expect(tableView.operations(since: start) == twinView.operations(since: twinStart))
    #expect(tableView.visibleTexts == ["Food", "Fruit", "Apple", "Veg", "Drink"])
    #expect(source.snapshot(for: "tree") == tree)
    // A section the data source does not show is appended.
    var other = DiffableSectionSnapshot<String>()
    try other.append(["o"])
    #expect(try await source.applyInBackground(other, to: "other"))
    #expect(source.snapshot().sectionIdentifiers == ["tree", "other"])
    #expect(source.snapshot(for: "tree") == tree)
  }

  @Test(
    "section snapshots: a background apply keeps the trees it shows unchanged, drops the others")
  func sectionSnapshotsRebased() async throws {
    let (source, tableView) = namedSource()
    var tree = DiffableSectionSnapshot<String>()
    try tree.append(["Food", "Drink"])
    try tree.append(["Fruit"], to: "Food")
    tree.expand(["Food"])
    try await source.apply(tree, to: "tree")
    var other = DiffableSectionSnapshot<String>()
    try other.append(["o1"])
    try await source.apply(other, to: "other")
    var next = source.snapshot()
    try next.appendSections(["more"])
    try next.appendItems(["m"], toSection: "more")
    try next.deleteSections(["other"])
    #expect(try await source.applyInBackground(next))
    #expect(source.snapshot(for: "tree") == tree)
    #expect(source.snapshot(for: "other").items.isEmpty)
    #expect(tableView.visibleTexts == ["Food", "Fruit", "Drink", "m"])
  }

  @Test(
    "200 background applies at once: the last requested is shown, and snapshot() agrees with the view"
  )
  func manyAtOnce() async throws {
    let store = Store()
    let source = dataSource(store)
    let tableView = try #require(source.table?.tableView)
    try await source.apply(snapshot([("s", [0])]))
    var requested: [Int] = []
    let tasks = (1...200).map { count in
      Task { @MainActor in
        requested.append(count)
        return try await source.applyInBackground(
          try self.snapshot([("s", Array(0..<count)), ("t\(count % 3)", [-count])]))
      }
    }
    var results: [Int: Bool] = [:]
    for (offset, task) in tasks.enumerated() { results[offset + 1] = try await task.value }
    let last = try #require(requested.last)
    #expect(results[last] == true)
    #expect(
      try layout(source.snapshot()) == [
        "s:" + (0..<last).map(String.init).joined(separator: ","), "t\(last % 3):\(-last)",
      ])
    #expect(tableView.numberOfSections == 2)
    #expect(tableView.numberOfRows(inSection: 0) == last)
    #expect(source.itemIdentifier(for: IndexPath(row: 0, section: 1)) == -last)
  }

  /// Each shown item's row storage.
  private func storages(of source: DiffableDataSource<String, Int>) throws -> [Int:
    ObjectIdentifier]
  {
    var storages: [Int: ObjectIdentifier] = [:]
    for (section, rows) in source.engine.shownRows.enumerated() {
      for (row, anyRow) in rows.enumerated() {
        let item = try #require(source.itemIdentifier(for: IndexPath(item: row, section: section)))
        storages[item] = ObjectIdentifier(anyRow.storage)
      }
    }
    return storages
  }

  @Test("a snapshot made anew keeps the rows of the items shown, found off the main actor")
  func snapshotMadeAnewKeepsRows() async throws {
    let store = Store()
    let source = dataSource(store)
    try await source.apply(snapshot([("a", Array(0..<300)), ("b", Array(300..<600))]))
    let before = try storages(of: source)
    // Made anew (its own codes): reversed, the sections swapped, a new item.
    let anew = try snapshot([("b", Array((300..<600).reversed()) + [-1]), ("a", Array(0..<300))])
    #expect(try await source.applyInBackground(anew))
    let after = try storages(of: source)
    #expect(after.count == 601)
    #expect(before.allSatisfy { after[$0.key] == $0.value })
    #expect(try layout(source.snapshot()) == (try layout(anew)))
  }

  @Test("an apply asked for while a snapshot made anew is matched off the main actor wins")
  func applyDuringTranslationWins() async throws {
    let store = Store()
    let source = dataSource(store)
    try await source.apply(snapshot([("a", Array(0..<50_000))]))
    // Made anew: its items are matched on a background task first.
    let background = Task { @MainActor in
      try await source.applyInBackground(try self.snapshot([("a", Array((0..<50_000).reversed()))]))
    }
    // Runs once the background apply first suspends, while it is matched.
    let meanwhile = Task { @MainActor in
      try await source.apply(try self.snapshot([("b", [7])]))
    }
    let shown = try await background.value
    try await meanwhile.value
    #expect(!shown)
    #expect(try layout(source.snapshot()) == ["b:7"])
    #expect(source.table?.sections.map(\.id) == ["b"])
  }

  @Test(
    "the user moves an item while a snapshot made anew is matched: the apply still shows it, rows right"
  )
  func userMoveDuringTranslation() async throws {
    let (source, view) = gridSource(itemSide: 100, frame: CGSize(width: 320, height: 2_000))
    source.reorderingHandlers.canReorderItem = { _ in true }
    try await source.apply(snapshot([("a", Array(0..<3_000)), ("b", [-1, -2])]))
    view.layoutIfNeeded()
    let before = try storages(of: source)
    let anew = try snapshot([("b", [-2, -1, 3_000]), ("a", Array((0..<3_000).reversed()))])
    let background = Task { @MainActor in try await source.applyInBackground(anew) }
    // Runs while the background apply is matched: item 0 dragged to the
    // third place (100-point items, three a line, 110 apart).
    let moved = Task { @MainActor in
      guard view.beginInteractiveMovementForItem(at: IndexPath(item: 0, section: 0)) else {
        return false
      }
      view.updateInteractiveMovementTargetPosition(CGPoint(x: 270, y: 50))
      view.endInteractiveMovement()
      return true
    }
    #expect(await moved.value)
    #expect(try await background.value)
    #expect(try layout(source.snapshot()) == (try layout(anew)))
    view.layoutIfNeeded()
    for path in view.indexPathsForVisibleItems {
      let item = try #require(source.itemIdentifier(for: path))
      #expect(view.cellForItem(at: path)?.accessibilityLabel == "\(item)", "\(path)")
    }
    // The rows of the items shown before are kept.
    let after = try storages(of: source)
    #expect(before.allSatisfy { after[$0.key] == $0.value })
  }

  /// For the seeded tests: a store, its data source on a table tall enough
  /// to show every row, and a seed each expectation names.
  private func seededSetUp() throws -> (Store, DiffableDataSource<String, Int>, UITableView, UInt64)
  {
    let store = Store()
    let source = dataSource(store, height: 20_000)
    return (
      store, source, try #require(source.table?.tableView), SeededRandom.seeds(1, base: 0xB4C6)[0]
    )
  }

  @Test(
    "snapshots made anew and derived, empty sections among them: every item shown keeps its row, every cell shows its item"
  )
  func rowsKeptAcrossTables() async throws {
    let (_, source, tableView, seed) = try seededSetUp()
    var random = SeededRandom(seed: seed)
    for round in 0..<60 {
      let context = "seed \(seed), round \(round)"
      var layout: [(String, [Int])] = []
      var pool = Array(0..<40).shuffled(using: &random)
      for section in ["e", "a", "f", "b"] {
        // "e" and "f" are often empty: their code arrays match the shown
        // ones whatever the table.
        let count =
          section < "c"
          ? Int.random(in: 0...12, using: &random) : Int.random(in: 0...1, using: &random)
        layout.append((section, Array(pool.prefix(count))))
        pool.removeFirst(min(count, pool.count))
      }
      var next: Snapshot
      if Bool.random(using: &random) {
        next = try snapshot(layout)
      } else {
        // Derived from the data source's, then edited to the same layout.
        next = source.snapshot()
        next.deleteAllItems()
        for (section, items) in layout {
          try next.appendSections([section])
          try next.appendItems(items, toSection: section)
        }
      }
      let before = try storages(of: source)
      let shown: Bool
      if round.isMultiple(of: 2) {
        shown = try await source.applyInBackground(next)
      } else {
        try await source.apply(next)
        shown = true
      }
      #expect(shown, "\(context)")
      #expect(try self.layout(source.snapshot()) == (try self.layout(next)), "\(context)")
      let after = try storages(of: source)
      for (item, storage) in after where before[item] != nil {
        #expect(before[item] == storage, "\(context): item \(item) got a new row")
      }
      let items = layout.flatMap(\.1)
      #expect(tableView.visibleTexts == items.map { "item \($0)" }, "\(context)")
    }
  }

  @Test(
    "reconfigure and reload marks on items moved within and across sections, kept or new: every marked cell shows its new name"
  )
  func marksAmongMovesSeeded() async throws {
    let (store, source, tableView, seed) = try seededSetUp()
    var random = SeededRandom(seed: seed)
    try await source.apply(snapshot([("a", Array(0..<12)), ("b", Array(12..<24)), ("c", [])]))
    var nextItem = 100
    for round in 0..<40 {
      let context = "seed \(seed), round \(round)"
      var next = source.snapshot()
      for _ in 0..<Int.random(in: 1...6, using: &random) {
        let items = next.itemIdentifiers
        guard let item = items.randomElement(using: &random),
          let anchor = items.randomElement(using: &random), anchor != item
        else { break }
        // Within a section or across: wherever the anchor is.
        if Bool.random(using: &random) {
          try next.moveItem(item, beforeItem: anchor)
        } else {
          try next.moveItem(item, afterItem: anchor)
        }
      }
      if Bool.random(using: &random), let item = next.itemIdentifiers.randomElement(using: &random)
      {
        try next.deleteItems([item])
      }
      if Bool.random(using: &random) {
        let section = ["a", "b", "c"].randomElement(using: &random)!
        try next.appendItems([nextItem], toSection: section)
        nextItem += 1
      }
      // Marked items get new names; unmarked ones keep theirs.
      let marked = Array(
        next.itemIdentifiers.shuffled(using: &random).prefix(Int.random(in: 0...5, using: &random)))
      for item in marked { store.names[item] = "item \(item) r\(round)" }
      let split = Int.random(in: 0...marked.count, using: &random)
      try next.reconfigureItems(Array(marked[..<split]))
      try next.reloadItems(Array(marked[split...]))
      if round.isMultiple(of: 2) {
        #expect(try await source.applyInBackground(next), "\(context)")
      } else {
        try await source.apply(next)
      }
      let expected = next.itemIdentifiers.map { store.names[$0] ?? "item \($0)" }
      #expect(tableView.visibleTexts == expected, "\(context)")
    }
  }
}
