import CellarHost
import CellarTestSupport
import Foundation
import Testing

@testable import Cellar

/// A store the cell provider reads, as an app's would.
@MainActor
private final class Store {
  var names: [Int: String] = [:]
  var provided = 0
  var nilFor: Set<Int> = []

  func name(_ id: Int) -> String { names[id] ?? "item \(id)" }
}

/// A data source whose subclass answers titles and moves, as apps do.
@MainActor
private final class TitledDataSource: DiffableDataSource<String, Int> {
  var moves: [(IndexPath, IndexPath)] = []

  override func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int)
    -> String?
  {
    sectionIdentifier(for: section).map { "Title \($0)" }
  }

  override func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool {
    true
  }

  override func tableView(
    _ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath,
    to destinationIndexPath: IndexPath
  ) {
    moves.append((sourceIndexPath, destinationIndexPath))
  }
}

/// ``DiffableDataSource`` on a table view and on a collection view: cells
/// from the provider, diffed applies, marks, lookups, errors and queueing.
@MainActor
@Suite struct DiffableDataSourceTests {
  private typealias Snapshot = DiffableSnapshot<String, Int>

  private func tableView(height: CGFloat = 2_000) -> UITableView {
    let tableView = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: height))
    tableView.rowHeight = 44
    tableView.register(UITableViewCell.self, forCellReuseIdentifier: "cell")
    return tableView
  }

  private func dataSource(_ store: Store, tableView: UITableView? = nil)
    -> DiffableDataSource<String, Int>
  {
    DiffableDataSource<String, Int>(tableView: tableView ?? self.tableView()) {
      tableView, indexPath, id in
      store.provided += 1
      guard !store.nilFor.contains(id) else { return nil }
      let cell = tableView.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
      cell.textLabel?.text = store.name(id)
      return cell
    }
  }

  private func snapshot(_ layout: [(String, [Int])]) throws -> Snapshot {
    try Snapshot(layout: layout)
  }

  private func layout(_ snapshot: Snapshot) throws -> [String] { try snapshot.layoutText() }

  @Test("cells come from the provider; lookups answer from what the view shows")
  func cellsAndLookups() throws {
    let store = Store()
    let source = dataSource(store)
    let tableView = try #require(source.table?.tableView)
    try source.apply(snapshot([("a", [1, 2]), ("b", [3])]), animatingDifferences: false)
    #expect(tableView.visibleTexts == ["item 1", "item 2", "item 3"])
    #expect(source.itemIdentifier(for: IndexPath(row: 0, section: 1)) == 3)
    #expect(source.itemIdentifier(for: IndexPath(row: 5, section: 1)) == nil)
    #expect(source.itemIdentifier(for: IndexPath(row: 0, section: 9)) == nil)
    #expect(source.indexPath(for: 2) == IndexPath(row: 1, section: 0))
    #expect(source.indexPath(for: 42) == nil)
    #expect(source.sectionIdentifier(for: 1) == "b")
    #expect(source.sectionIdentifier(for: 2) == nil)
    #expect(source.sectionIdentifier(for: -1) == nil)
    #expect(source.index(for: "b") == 1)
    #expect(source.index(for: "z") == nil)
    #expect(try layout(source.snapshot()) == ["a:1,2", "b:3"])
  }

  @Test("an apply is diffed into one batch that draws what a reload draws")
  func diffedApply() throws {
    let store = Store()
    let source = dataSource(store)
    let tableView = try #require(source.table?.tableView)
    try source.apply(snapshot([("a", [1, 2, 3]), ("b", [4, 5])]))
    var next = source.snapshot()
    try next.deleteItems([2])
    try next.moveItem(1, afterItem: 5)
    try next.appendItems([6], toSection: "a")
    try next.appendSections(["c"])
    try next.appendItems([7])
    let start = tableView.updateLog.count
    try source.apply(next)
    let batches = tableView.updateLog[start...]
    #expect(batches.count == 1)
    #expect(batches.allSatisfy { $0.kind == .batch })
    let fresh = dataSource(store)
    try fresh.applySnapshotUsingReloadData(next)
    #expect(tableView.visibleTexts == fresh.table?.tableView.visibleTexts)
    #expect(try layout(source.snapshot()) == ["a:3,6", "b:4,5,1", "c:7"])
  }

  @Test("reloads make new cells, reconfigures run the provider on the cell shown")
  func marks() throws {
    let store = Store()
    let source = dataSource(store)
    let tableView = try #require(source.table?.tableView)
    try source.apply(snapshot([("a", [1, 2, 3])]))
    let shown = try #require(tableView.cellForRow(at: IndexPath(row: 2, section: 0)))
    store.names[2] = "two"
    store.names[3] = "three"
    var next = source.snapshot()
    try next.reloadItems([2])
    try next.reconfigureItems([3])
    let start = tableView.updateLog.count
    try source.apply(next)
    let operations = tableView.operations(since: start)
    #expect(operations.contains(.reloadRows([IndexPath(row: 1, section: 0)], .automatic)))
    #expect(operations.contains(.reconfigureRows([IndexPath(row: 2, section: 0)])))
    #expect(tableView.visibleTexts == ["item 1", "two", "three"])
    #expect(tableView.cellForRow(at: IndexPath(row: 2, section: 0)) === shown)
    // What the view shows has no marks.
    #expect(source.snapshot().reloadedItemIdentifiers.isEmpty)
    #expect(source.snapshot().reconfiguredItemIdentifiers.isEmpty)
  }

  @Test("an unchanged item is not shown again: identity only, as in UIKit")
  func identityOnly() throws {
    let store = Store()
    let source = dataSource(store)
    let tableView = try #require(source.table?.tableView)
    try source.apply(snapshot([("a", [1, 2])]))
    store.names[1] = "changed"
    let provided = store.provided
    try source.apply(try snapshot([("a", [1, 2])]))
    #expect(store.provided == provided)
    #expect(tableView.visibleTexts == ["item 1", "item 2"])
  }

  @Test("sections the snapshot did not touch keep their rows: the diff skips them")
  func untouchedSectionsKeepRows() throws {
    let store = Store()
    let source = dataSource(store)
    let table = try #require(source.table)
    try source.apply(snapshot([("a", [1, 2]), ("b", [3, 4])]))
    let before = table.shown[1].rows.map { ObjectIdentifier($0.storage) }
    var next = source.snapshot()
    try next.appendItems([5], toSection: "a")
    try source.apply(next)
    #expect(table.shown[1].rows.map { ObjectIdentifier($0.storage) } == before)
    // Rows of kept items are kept in touched sections too.
    #expect(table.shown[0].rows.count == 3)
  }

  @Test("animatingDifferences: false sends an unanimated batch, not a reload")
  func unanimated() throws {
    let store = Store()
    var animated: [Bool] = []
    let tableView = tableView()
    let source = DiffableDataSource<String, Int>(tableView: tableView) { tableView, indexPath, id in
      animated.append(UIView.areAnimationsEnabled)
      let cell = tableView.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
      cell.textLabel?.text = store.name(id)
      return cell
    }
    try source.apply(snapshot([("a", [1, 2])]))
    #expect(animated == [true, true])
    let start = tableView.updateLog.count
    try source.apply(try snapshot([("a", [2, 1, 3])]), animatingDifferences: false)
    let operations = tableView.operations(since: start)
    #expect(tableView.updateLog[start...].allSatisfy { $0.kind == .batch })
    #expect(operations.contains(.insertRows([IndexPath(row: 2, section: 0)], .none)))
    // The inserted row's cell was made inside `UIView.performWithoutAnimation`.
    #expect(animated.dropFirst(2).contains(false))
    #expect(UIView.areAnimationsEnabled)
    let reloadStart = tableView.updateLog.count
    try source.applySnapshotUsingReloadData(try snapshot([("a", [3])]))
    #expect(tableView.updateLog[reloadStart...].contains { $0.kind == .reloadData })
    #expect(tableView.visibleTexts == ["item 3"])
  }

  @Test("defaultRowAnimation animates every row operation")
  func defaultRowAnimation() throws {
    let store = Store()
    let source = dataSource(store)
    let tableView = try #require(source.table?.tableView)
    try source.apply(snapshot([("a", [1])]))
    source.defaultRowAnimation = .fade
    let start = tableView.updateLog.count
    try source.apply(try snapshot([("a", [1, 2])]))
    #expect(
      tableView.operations(since: start).contains(
        .insertRows([IndexPath(row: 1, section: 0)], .fade)))
  }

  @Test("a nil cell throws UIKit's text and the view shows what it showed")
  func nilCell() throws {
    let store = Store()
    let source = dataSource(store)
    let tableView = try #require(source.table?.tableView)
    try source.apply(snapshot([("a", [1, 2])]))
    store.nilFor = [9]
    var completed = false
    let error = #expect(throws: TableError.self) {
      try source.apply(try snapshot([("a", [1, 9, 2])])) { completed = true }
    }
    #expect(!completed)
    #expect(
      error?.description
        == "UITableViewDiffableDataSource cell provider returned nil for index path "
        + "<NSIndexPath> {length = 2, path = 0 - 1} with item identifier '9', which is not "
        + "allowed. You must always return a cell to the table view.")
    #expect(try layout(source.snapshot()) == ["a:1,2"])
    #expect(tableView.visibleTexts == ["item 1", "item 2"])
  }

  @Test("completions run once the snapshot is shown; async applies return then")
  func completions() async throws {
    let store = Store()
    let source = dataSource(store)
    var order: [String] = []
    try source.apply(snapshot([("a", [1])])) { order.append("first") }
    try await source.apply(try snapshot([("a", [1, 2])]))
    order.append("awaited")
    try await source.applySnapshotUsingReloadData(try snapshot([("a", [2])]))
    #expect(order == ["first", "awaited"])
    #expect(try layout(source.snapshot()) == ["a:2"])
    await #expect(throws: TableError.self) {
      store.nilFor = [7]
      try await source.apply(try snapshot([("a", [7])]))
    }
  }

  @Test("applies asked for from the provider and from a completion wait, then apply in turn")
  func reentrantApplies() throws {
    let store = Store()
    var source: DiffableDataSource<String, Int>?
    var asked = false
    let tableView = tableView()
    source = DiffableDataSource<String, Int>(tableView: tableView) { tableView, indexPath, id in
      if id == 2 && !asked, let source {
        asked = true
        var next = source.snapshot()
        do {
          try next.appendItems([3])
          try source.apply(next)
        } catch {
          Issue.record("the apply from the provider threw \(error)")
        }
      }
      let cell = tableView.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
      cell.textLabel?.text = store.name(id)
      return cell
    }
    defer { source = nil }
    let dataSource = try #require(source)
    var completionApplied = false
    try dataSource.apply(snapshot([("a", [1, 2])])) {
      var next = dataSource.snapshot()
      try? next.appendItems([4])
      try? dataSource.apply(next) { completionApplied = true }
    }
    // The provider's apply waited for the first; the completion's built on
    // it (the snapshot is the last asked for), and waited in turn.
    #expect(asked)
    #expect(completionApplied)
    #expect(tableView.visibleTexts == ["item 1", "item 2", "item 3", "item 4"])
    #expect(try layout(dataSource.snapshot()) == ["a:1,2,3,4"])
  }

  @Test("a subclass answers header titles and hears the user's moves; the snapshot follows")
  func subclassAnswers() throws {
    let tableView = tableView()
    let source = TitledDataSource(tableView: tableView) { tableView, indexPath, id in
      let cell = tableView.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
      cell.textLabel?.text = "item \(id)"
      return cell
    }
    try source.apply(snapshot([("a", [1, 2, 3]), ("b", [4])]))
    let dataSource = try #require(tableView.dataSource)
    #expect(dataSource.tableView(tableView, titleForHeaderInSection: 1) == "Title b")
    tableView.setEditing(true, animated: false)
    let moved = try tableView.moveRowByUser(
      from: IndexPath(row: 0, section: 0), to: IndexPath(row: 1, section: 1))
    #expect(moved == IndexPath(row: 1, section: 1))
    #expect(source.moves.count == 1)
    #expect(try layout(source.snapshot()) == ["a:2,3", "b:4,1"])
    #expect(source.indexPath(for: 1) == IndexPath(row: 1, section: 1))
    // The next apply diffs from the moved rows.
    var next = source.snapshot()
    try next.moveItem(1, beforeItem: 2)
    try source.apply(next)
    #expect(tableView.visibleTexts == ["item 1", "item 2", "item 3", "item 4"])
  }

  @Test("a collection view data source shows its items and answers lookups")
  func collectionView() throws {
    let layout = UICollectionViewFlowLayout()
    layout.itemSize = CGSize(width: 10, height: 10)
    let collectionView = UICollectionView(
      frame: CGRect(x: 0, y: 0, width: 100, height: 100), collectionViewLayout: layout)
    collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "cell")
    var provided: [Int] = []
    let source = DiffableDataSource<String, Int>(collectionView: collectionView) {
      collectionView, indexPath, id in
      provided.append(id)
      return collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
    }
    try source.apply(snapshot([("a", [1, 2]), ("b", [3])]))
    #expect(Set(provided) == [1, 2, 3])
    #expect(source.indexPath(for: 3) == IndexPath(item: 0, section: 1))
    #expect(source.itemIdentifier(for: IndexPath(item: 1, section: 0)) == 2)
    var next = source.snapshot()
    try next.moveItem(3, beforeItem: 1)
    try next.deleteSections(["b"])
    try source.apply(next)
    #expect(source.indexPath(for: 3) == IndexPath(item: 0, section: 0))
    #expect(collectionView.numberOfSections == 1)
    #expect(collectionView.numberOfItems(inSection: 0) == 3)
  }

  @Test("random snapshots applied in turn draw what a fresh data source draws")
  func randomApplies() throws {
    let seeds = TestEnvironment.scaled(12, full: 24)
    for seed in 0..<seeds {
      var random = SeededRandom(seed: UInt64(seed))
      let store = Store()
      let source = dataSource(store, tableView: tableView(height: 4_000))
      for round in 0..<8 {
        var next = round.isMultiple(of: 3) ? Snapshot() : source.snapshot()
        if next.numberOfSections == 0 { try next.appendSections(["s0", "s1", "s2"]) }
        for _ in 0..<Int.random(in: 1...12, using: &random) {
          let item = Int.random(in: 0..<40, using: &random)
          let sections = next.sectionIdentifiers
          switch Int.random(in: 0..<6, using: &random) {
          case 0, 1:
            try next.appendItems([item], toSection: sections.randomElement(using: &random))
          case 2: try next.deleteItems([item])
          case 3:
            let other = Int.random(in: 0..<40, using: &random)
            if other != item, next.indexOfItem(item) != nil, next.indexOfItem(other) != nil {
              try next.moveItem(item, afterItem: other)
            }
          case 4:
            if next.indexOfItem(item) != nil { try next.reconfigureItems([item]) }
          default:
            if let section = sections.randomElement(using: &random), sections.count > 1 {
              try next.moveSection(
                section, beforeSection: sections[0] == section ? sections[1] : sections[0])
            }
          }
        }
        try source.apply(next, animatingDifferences: Bool.random(using: &random))
        let fresh = dataSource(store, tableView: tableView(height: 4_000))
        try fresh.applySnapshotUsingReloadData(next)
        let comment = Comment(rawValue: "seed \(seed), round \(round)")
        #expect(
          source.table?.tableView.visibleTexts == fresh.table?.tableView.visibleTexts, comment)
        #expect(try layout(source.snapshot()) == layout(next), comment)
      }
    }
  }
}
