import CellarHost
import CellarTestSupport
import Foundation
import Testing

@testable import Cellar

/// ``DiffableDataSource``'s section snapshots: `apply(_:to:)` shows the
/// visible items of a tree, `snapshot(for:)` gives it back, and full
/// applies keep or drop it as documented.
@MainActor
@Suite struct DiffableDataSourceSectionTests {
  private typealias Source = DiffableDataSource<String, String>
  private typealias Tree = DiffableSectionSnapshot<String>

  private func tableView() -> UITableView {
    let tableView = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 4_000))
    tableView.rowHeight = 44
    tableView.register(UITableViewCell.self, forCellReuseIdentifier: "cell")
    return tableView
  }

  /// A table data source whose cells show their item; `nilFor` items get
  /// no cell.
  private func source(_ tableView: UITableView, nilFor: Set<String> = []) -> Source {
    Source(tableView: tableView) { tableView, indexPath, id in
      guard !nilFor.contains(id) else { return nil }
      let cell = tableView.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
      cell.textLabel?.text = id
      return cell
    }
  }

  /// Food ▸ Fruit ▸ Apple, Pear; Food ▸ Veg ▸ Leek; Drink.
  private func food(expanding expanded: [String] = []) throws -> Tree {
    var tree = Tree()
    try tree.append(["Food", "Drink"])
    try tree.append(["Fruit", "Veg"], to: "Food")
    try tree.append(["Apple", "Pear"], to: "Fruit")
    try tree.append(["Leek"], to: "Veg")
    tree.expand(expanded)
    return tree
  }

  private func items(_ snapshot: DiffableSnapshot<String, String>, _ section: String) -> [String] {
    (try? snapshot.itemIdentifiers(inSection: section)) ?? []
  }

  @Test("a section snapshot shows its visible items, depth first, in a new section appended last")
  func visibleItemsShown() throws {
    let tableView = tableView()
    let source = source(tableView)
    var flat = DiffableSnapshot<String, String>()
    try flat.appendSections(["top"])
    try flat.appendItems(["x"])
    try source.apply(flat)
    try source.apply(food(expanding: ["Food", "Fruit"]), to: "tree")
    #expect(source.snapshot().sectionIdentifiers == ["top", "tree"])
    #expect(items(source.snapshot(), "tree") == ["Food", "Fruit", "Apple", "Pear", "Veg", "Drink"])
    #expect(tableView.visibleTexts == ["x", "Food", "Fruit", "Apple", "Pear", "Veg", "Drink"])
    #expect(source.indexPath(for: "Leek") == nil)
    #expect(source.indexPath(for: "Pear") == IndexPath(row: 3, section: 1))
    #expect(source.snapshot(for: "tree") == (try food(expanding: ["Food", "Fruit"])))
  }

  @Test("expanding and collapsing by section applies inserts and deletes only the rows that change")
  func expandAndCollapse() throws {
    let tableView = tableView()
    let source = source(tableView)
    try source.apply(food(), to: "tree")
    #expect(tableView.visibleTexts == ["Food", "Drink"])
    var tree = source.snapshot(for: "tree")
    tree.expand(["Food", "Veg"])
    let before = tableView.updateLog.count
    try source.apply(tree, to: "tree")
    #expect(tableView.visibleTexts == ["Food", "Fruit", "Veg", "Leek", "Drink"])
    let operations = tableView.operations(since: before)
    let inserted = [1, 2, 3].map { IndexPath(row: $0, section: 0) }
    #expect(
      operations.map { "\($0)" } == ["\(UITableView.Operation.insertRows(inserted, .automatic))"])
    tree.collapse(["Food"])
    try source.apply(tree, to: "tree", animatingDifferences: false)
    #expect(tableView.visibleTexts == ["Food", "Drink"])
    #expect(try source.snapshot(for: "tree").isExpanded("Veg"))
  }

  @Test("snapshot(for:): the tree applied, else the section's items as roots, else empty")
  func snapshotForSection() throws {
    let source = source(tableView())
    #expect(source.snapshot(for: "none").items.isEmpty)
    var flat = DiffableSnapshot<String, String>()
    try flat.appendSections(["a", "b"])
    try flat.appendItems(["1", "2"], toSection: "a")
    try source.apply(flat)
    let roots = source.snapshot(for: "a")
    #expect(roots.items == ["1", "2"])
    #expect(roots.rootItems == ["1", "2"])
    #expect(source.snapshot(for: "b").items.isEmpty)
    try source.apply(food(expanding: ["Food"]), to: "b")
    #expect(source.snapshot(for: "b").items.count == 7)
    #expect(source.snapshot(for: "a").items == ["1", "2"])
  }

  @Test("a full apply keeps the trees of sections it shows unchanged and drops the others")
  func fullApplyRebases() throws {
    let source = source(tableView())
    try source.apply(food(expanding: ["Food"]), to: "tree")
    var other = Tree()
    try other.append(["o1"])
    try other.append(["o2"], to: "o1")
    try source.apply(other, to: "other")
    // Another section changes; the tree's items are marked: kept.
    var next = source.snapshot()
    try next.appendSections(["more"])
    try next.appendItems(["m"], toSection: "more")
    try next.reconfigureItems(["Fruit"])
    try source.apply(next)
    #expect(source.snapshot(for: "tree") == (try food(expanding: ["Food"])))
    #expect(source.snapshot(for: "other") == other)
    // The tree's section loses an item: flat; the other section is deleted.
    next = source.snapshot()
    try next.deleteItems(["Veg"])
    try next.deleteSections(["other"])
    try source.apply(next)
    #expect(source.snapshot(for: "tree").items == ["Food", "Fruit", "Drink"])
    #expect(source.snapshot(for: "tree").rootItems == ["Food", "Fruit", "Drink"])
    #expect(source.snapshot(for: "other").items.isEmpty)
    // Applied again, a section gets no tree from the past.
    try next.appendSections(["other"])
    try next.appendItems(["o1"], toSection: "other")
    try source.apply(next)
    #expect(source.snapshot(for: "other").items == ["o1"])
  }

  @Test("section and full applies mix, the later wins, also while they wait in the queue")
  func laterWins() throws {
    let tableView = tableView()
    var source: Source!
    var reentered = false
    source = Source(tableView: tableView) { tableView, indexPath, id in
      if id == "Drink", !reentered {
        reentered = true
        // From the cell provider: waits behind the apply in progress.
        var tree = source.snapshot(for: "tree")
        tree.expand(["Food"])
        try? source.apply(tree, to: "tree")
        #expect((try? source.snapshot(for: "tree").isExpanded("Food")) == true)
      }
      let cell = tableView.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
      cell.textLabel?.text = id
      return cell
    }
    defer { source = nil }
    try source.apply(food(), to: "tree")
    #expect(reentered)
    #expect(tableView.visibleTexts == ["Food", "Fruit", "Veg", "Drink"])
    var flat = source.snapshot()
    try flat.deleteItems(["Fruit", "Veg"])
    try source.apply(flat)
    #expect(source.snapshot(for: "tree").items == ["Food", "Drink"])
    try source.apply(food(), to: "tree")
    #expect(tableView.visibleTexts == ["Food", "Drink"])
    #expect(source.snapshot(for: "tree").items.count == 7)
  }

  @Test("a section apply that fails keeps the tree shown before it, and the view as it was")
  func failedApply() throws {
    let tableView = tableView()
    let source = source(tableView, nilFor: ["Apple"])
    try source.apply(food(), to: "tree")
    #expect(throws: TableError.self) {
      try source.apply(food(expanding: ["Food", "Fruit"]), to: "tree")
    }
    #expect(source.snapshot(for: "tree") == (try food()))
    #expect(tableView.visibleTexts == ["Food", "Drink"])
    #expect(items(source.snapshot(), "tree") == ["Food", "Drink"])
  }

  @Test("items of the tree that are in another section are moved into it, as appended items are")
  func itemsFromAnotherSection() throws {
    let tableView = tableView()
    let source = source(tableView)
    var flat = DiffableSnapshot<String, String>()
    try flat.appendSections(["a"])
    try flat.appendItems(["Food", "z"])
    try source.apply(flat)
    try source.apply(food(), to: "tree")
    #expect(items(source.snapshot(), "a") == ["z"])
    #expect(tableView.visibleTexts == ["z", "Food", "Drink"])
  }

  @Test("the async form waits until the section is shown")
  func asyncApply() async throws {
    let tableView = tableView()
    let source = source(tableView)
    try await source.apply(food(expanding: ["Food"]), to: "tree", animatingDifferences: false)
    #expect(tableView.visibleTexts == ["Food", "Fruit", "Veg", "Drink"])
  }

  @Test("a collection view shows a section snapshot's visible items")
  func collectionView() throws {
    let layout = UICollectionViewFlowLayout()
    layout.itemSize = CGSize(width: 10, height: 10)
    let collectionView = UICollectionView(
      frame: CGRect(x: 0, y: 0, width: 100, height: 100), collectionViewLayout: layout)
    collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "cell")
    let source = Source(collectionView: collectionView) { view, indexPath, _ in
      view.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
    }
    try source.apply(food(expanding: ["Food", "Veg"]), to: "tree")
    #expect(collectionView.numberOfItems(inSection: 0) == 5)
    #expect(source.itemIdentifier(for: IndexPath(item: 3, section: 0)) == "Leek")
    var tree = source.snapshot(for: "tree")
    #expect(throws: SnapshotError.self) { try tree.replace(childrenOf: "Veg", using: food()) }
    var greens = Tree()
    try greens.append(["Kale", "Chard"])
    try tree.replace(childrenOf: "Veg", using: greens)
    try source.apply(tree, to: "tree")
    #expect(collectionView.numberOfItems(inSection: 0) == 6)
    #expect(source.indexPath(for: "Chard") == IndexPath(item: 4, section: 0))
    #expect(source.indexPath(for: "Leek") == nil)
    tree.delete(["Food"])
    try source.apply(tree, to: "tree")
    #expect(source.snapshot().itemIdentifiers == ["Drink"])
  }

  @Test("toggleExpansion asks should, then will, then snapshotForExpandingParent, and applies")
  func userToggles() throws {
    let tableView = tableView()
    let source = source(tableView)
    var calls: [String] = []
    var refuse: Set<String> = []
    source.sectionSnapshotHandlers.shouldExpandItem = { item in
      calls.append("shouldExpand \(item)")
      return !refuse.contains(item)
    }
    source.sectionSnapshotHandlers.willExpandItem = { calls.append("willExpand \($0)") }
    source.sectionSnapshotHandlers.shouldCollapseItem = { item in
      calls.append("shouldCollapse \(item)")
      return !refuse.contains(item)
    }
    source.sectionSnapshotHandlers.willCollapseItem = { calls.append("willCollapse \($0)") }
    source.sectionSnapshotHandlers.snapshotForExpandingParent = { item, children in
      calls.append("children of \(item): \(children.items.joined(separator: ","))")
      guard item == "Veg" else { return children }
      var loaded = Tree()
      try? loaded.append(["Leek", "Kale"])
      return loaded
    }
    try source.apply(food(), to: "tree")
    source.toggleExpansion(of: "Food")
    #expect(
      calls == [
        "shouldExpand Food", "willExpand Food", "children of Food: Fruit,Apple,Pear,Veg,Leek",
      ])
    #expect(tableView.visibleTexts == ["Food", "Fruit", "Veg", "Drink"])
    calls = []
    source.toggleExpansion(of: "Veg")
    #expect(tableView.visibleTexts == ["Food", "Fruit", "Veg", "Leek", "Kale", "Drink"])
    refuse = ["Food"]
    calls = []
    source.toggleExpansion(of: "Food")
    #expect(calls == ["shouldCollapse Food"])
    #expect(tableView.visibleTexts.count == 6)
    refuse = []
    source.toggleExpansion(of: "Food")
    #expect(calls == ["shouldCollapse Food", "shouldCollapse Food", "willCollapse Food"])
    #expect(tableView.visibleTexts == ["Food", "Drink"])
    // Hidden and unknown items: nothing is asked.
    calls = []
    source.toggleExpansion(of: "Kale")
    source.toggleExpansion(of: "nothing")
    #expect(calls.isEmpty)
  }

  @Test("handlers made as UIKit's are, generic over the item type, then set whole")
  func handlersSetWhole() throws {
    let tableView = tableView()
    let source = source(tableView)
    var handlers = DiffableDataSource<String, String>.SectionSnapshotHandlers<String>()
    var expanded: [String] = []
    handlers.shouldExpandItem = { $0 != "Veg" }
    handlers.willExpandItem = { expanded.append($0) }
    source.sectionSnapshotHandlers = handlers
    try source.apply(food(), to: "tree")
    source.toggleExpansion(of: "Food")
    source.toggleExpansion(of: "Veg")
    #expect(expanded == ["Food"])
    #expect(tableView.visibleTexts == ["Food", "Fruit", "Veg", "Drink"])
  }

  @Test(
    "children from snapshotForExpandingParent that the section has elsewhere are reported, and nothing changes"
  )
  func badExpandingChildren() throws {
    let tableView = tableView()
    let source = source(tableView)
    var errors: [String] = []
    source.table?.onError = { errors.append("\($0)") }
    source.sectionSnapshotHandlers.snapshotForExpandingParent = { _, _ in
      var dup = Tree()
      try? dup.append(["Drink"])
      return dup
    }
    try source.apply(food(), to: "tree")
    source.toggleExpansion(of: "Food")
    #expect(errors.count == 1)
    #expect(errors.first?.hasPrefix("Identifiers in a section snapshot must be unique") == true)
    #expect(tableView.visibleTexts == ["Food", "Drink"])
    #expect(try !source.snapshot(for: "tree").isExpanded("Food"))
  }

  @Test(
    "cells of a section snapshot's items get their level as indentationLevel; other cells keep theirs"
  )
  func indentation() throws {
    let tableView = tableView()
    let source = Source(tableView: tableView) { tableView, indexPath, id in
      let cell = tableView.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
      cell.textLabel?.text = id
      cell.indentationLevel = 9
      return cell
    }
    var flat = DiffableSnapshot<String, String>()
    try flat.appendSections(["flat"])
    try flat.appendItems(["x"])
    try source.apply(flat)
    try source.apply(food(expanding: ["Food", "Fruit"]), to: "tree")
    let levels = tableView.visibleCells.map { "\($0.textLabel?.text ?? ""):\($0.indentationLevel)" }
    #expect(levels == ["x:9", "Food:0", "Fruit:1", "Apple:2", "Pear:2", "Veg:1", "Drink:0"])
    let layout = UICollectionViewFlowLayout()
    layout.itemSize = CGSize(width: 10, height: 10)
    let collectionView = UICollectionView(
      frame: CGRect(x: 0, y: 0, width: 100, height: 100), collectionViewLayout: layout)
    collectionView.register(UICollectionViewListCell.self, forCellWithReuseIdentifier: "cell")
    let grid = Source(collectionView: collectionView) { view, indexPath, _ in
      view.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
    }
    try grid.apply(food(expanding: ["Food", "Fruit"]), to: "tree")
    let cell = collectionView.cellForItem(at: IndexPath(item: 2, section: 0))
    #expect((cell as? UICollectionViewListCell)?.indentationLevel == 2)
  }
}
