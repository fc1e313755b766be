import CellarHost
import CellarTestSupport
import Foundation
import Testing

@testable import Cellar

/// A section identifier whose hash is constant: every lookup collides.
private struct Colliding: Hashable, Sendable, CustomStringConvertible {
  var name: String
  func hash(into hasher: inout Hasher) {}
  var description: String { name }
}

/// A section identifier whose hash changes each time it is asked for:
/// `Hashable`'s contract broken.
private final class Restless: Hashable, @unchecked Sendable, CustomStringConvertible {
  let name: String
  private var salt = 0
  init(_ name: String) { self.name = name }
  static func == (lhs: Restless, rhs: Restless) -> Bool { lhs.name == rhs.name }
  func hash(into hasher: inout Hasher) {
    salt += 1
    hasher.combine(salt)
  }
  var description: String { name }
}

/// ``DiffableDataSource``'s section snapshots, supplementary views and
/// handlers fed what a hostile caller would: applies and toggles from every
/// callback, identifiers that break `Hashable`, floods, and big trees.
@MainActor
@Suite struct DiffableDataSourceSectionAttackTests {
  private func tableView() -> UITableView {
    let tableView = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 2_000))
    tableView.rowHeight = 44
    tableView.register(UITableViewCell.self, forCellReuseIdentifier: "cell")
    return tableView
  }

  private func source<S: Hashable & Sendable>(_ tableView: UITableView, _: S.Type)
    -> DiffableDataSource<S, Int>
  {
    DiffableDataSource<S, Int>(tableView: tableView) { tableView, indexPath, id in
      let cell = tableView.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
      cell.textLabel?.text = "\(id)"
      return cell
    }
  }

  /// Roots 0..<roots, each with `children` children numbered after them.
  private func forest(roots: Int, children: Int) throws -> DiffableSectionSnapshot<Int> {
    var tree = DiffableSectionSnapshot<Int>()
    try tree.append(Array(0..<roots))
    for root in 0..<roots {
      let first = roots + root * children
      try tree.append(Array(first..<first + children), to: root)
    }
    return tree
  }

  @Test(
    "section identifiers whose hash is constant or restless never trap; constant ones still work")
  func hostileSectionIdentifiers() throws {
    let tableView = tableView()
    let colliding = source(tableView, Colliding.self)
    for index in 0..<40 {
      try colliding.apply(
        forest(roots: 1, children: 1).shifted(by: index * 10), to: Colliding(name: "s\(index)"))
    }
    #expect(colliding.snapshot().numberOfSections == 40)
    #expect(colliding.snapshot(for: Colliding(name: "s7")).items == [70, 71])
    colliding.toggleExpansion(of: 70)
    #expect(try colliding.snapshot(for: Colliding(name: "s7")).isExpanded(70))
    let restless = source(self.tableView(), Restless.self)
    var errors: [String] = []
    restless.table?.onError = { errors.append("\($0)") }
    for index in 0..<5 {
      _ = try? restless.apply(
        forest(roots: 2, children: 2).shifted(by: index * 10), to: Restless("r\(index)"))
      restless.toggleExpansion(of: index * 10)
      _ = restless.snapshot(for: Restless("r\(index)"))
    }
    #expect(restless.table != nil)
  }

  @Test(
    "toggles and section applies from the handlers, the cell provider and a completion are queued and all shown"
  )
  func reentrantToggles() throws {
    let tableView = tableView()
    var source: DiffableDataSource<String, Int>!
    var provided = 0
    source = DiffableDataSource<String, Int>(tableView: tableView) { tableView, indexPath, id in
      provided += 1
      // Expands the second root from the provider, once.
      if id == 1, (try? source.snapshot(for: "t").isExpanded(1)) == false {
        source.toggleExpansion(of: 1)
      }
      return tableView.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
    }
    defer { source = nil }
    source.sectionSnapshotHandlers.willExpandItem = { item in
      // A toggle of another item from a handler: queued behind.
      if item == 0 { source.toggleExpansion(of: 2) }
    }
    source.sectionSnapshotHandlers.snapshotForExpandingParent = { item, children in
      // An apply of another section from inside the handler.
      var other = DiffableSectionSnapshot<Int>()
      try? other.append([1_000 + item])
      try? source.apply(other, to: "other\(item)")
      return children
    }
    try source.apply(forest(roots: 3, children: 2), to: "t") {
      source.toggleExpansion(of: 0)
    }
    let tree = source.snapshot(for: "t")
    #expect(try tree.isExpanded(0) && tree.isExpanded(1) && tree.isExpanded(2))
    #expect(try source.snapshot().itemIdentifiers(inSection: "t").count == 9)
    #expect(source.snapshot().sectionIdentifiers.sorted() == ["other0", "other1", "other2", "t"])
    #expect(tableView.numberOfRows(inSection: 0) == 9)
    #expect(provided > 0)
  }

  @Test("a flood of queued toggles finishes, each applied in turn, in linear time")
  func floodOfToggles() throws {
    let tableView = tableView()
    let source = source(tableView, String.self)
    let count = TestEnvironment.scaled(2_000, full: 10_000)
    try source.apply(forest(roots: 1, children: 3), to: "t")
    var reentered = false
    try source.apply(forest(roots: 1, children: 3), to: "t") {
      guard !reentered else { return }
      reentered = true
      // From the completion: every toggle waits behind the one before.
      for _ in 0..<count { source.toggleExpansion(of: 0) }
    }
    #expect(try source.snapshot(for: "t").isExpanded(0) == !count.isMultiple(of: 2))
    #expect(tableView.numberOfRows(inSection: 0) == (count.isMultiple(of: 2) ? 1 : 4))
  }

  @Test("a section snapshot of 200,000 items, half of them hidden, applies and toggles")
  func bigTree() throws {
    let roots = TestEnvironment.scaled(2_000, full: 20_000)
    let tableView = tableView()
    let source = source(tableView, String.self)
    var tree = try forest(roots: roots, children: 9)
    tree.expand(Array(stride(from: 0, to: roots, by: 2)))
    try source.apply(tree, to: "t", animatingDifferences: false)
    let shown = roots + roots / 2 * 9
    #expect(tableView.numberOfRows(inSection: 0) == shown)
    source.toggleExpansion(of: 1)
    #expect(tableView.numberOfRows(inSection: 0) == shown + 9)
    #expect(source.indexPath(for: roots + 9) == IndexPath(row: 11, section: 0))
  }

  @Test("supplementary views asked for in a flood of applies from the provider all come from it")
  func supplementaryFlood() throws {
    let collectionView = headeredCollectionView(height: 10_000, headerHeight: 10, header: "h")
    var source: DiffableDataSource<Int, Int>!
    source = DiffableDataSource<Int, Int>(collectionView: collectionView) { view, path, _ in
      view.dequeueReusableCell(withReuseIdentifier: "cell", for: path)
    }
    defer { source = nil }
    var asked = 0
    source.supplementaryViewProvider = { view, kind, path in
      asked += 1
      if source.snapshot().numberOfSections < 30 {
        var next = source.snapshot()
        try? next.appendSections([next.numberOfSections])
        try? next.appendItems([next.numberOfSections * 100], toSection: next.numberOfSections - 1)
        try? source.apply(next)
      }
      return view.dequeueReusableSupplementaryView(
        ofKind: kind, withReuseIdentifier: "h", for: path)
    }
    var first = DiffableSnapshot<Int, Int>()
    try first.appendSections([0])
    try first.appendItems([0])
    try source.apply(first)
    collectionView.layoutIfNeeded()
    #expect(collectionView.numberOfSections == 30)
    #expect(
      collectionView.indexPathsForVisibleSupplementaryElements(
        ofKind: UICollectionView.elementKindSectionHeader
      ).count == 30)
    #expect(asked >= 30)
  }

  @Test(
    "a reload or reconfigure mark on an item moved into a new section runs the provider again (helper-41's fuzz input)",
    arguments: [true, false])
  func markMovedIntoNewSection(reloads: Bool) throws {
    let tableView = tableView()
    var provided: [Int] = []
    let source = DiffableDataSource<Int, Int>(tableView: tableView) { tableView, path, id in
      provided.append(id)
      return tableView.dequeueReusableCell(withIdentifier: "cell", for: path)
    }
    var first = DiffableSnapshot<Int, Int>()
    try first.appendSections([0])
    try first.appendItems([1, 2], toSection: 0)
    try source.apply(first, animatingDifferences: false)
    provided = []
    var next = source.snapshot()
    try next.appendSections([1])
    try next.appendItems([1], toSection: 1)
    if reloads { try next.reloadItems([1]) } else { try next.reconfigureItems([1]) }
    try source.apply(next)
    tableView.layoutIfNeeded()
    #expect(provided == [1])
    #expect(tableView.numberOfRows(inSection: 1) == 1)
  }

  @Test(
    "a TableSnapshot row moved into a new section with a reload mark is configured as in a section that was there"
  )
  func tableSnapshotMarkMovedIntoNewSection() throws {
    let table = Table(tableView: tableView())
    let x = Movie(name: "x")
    try table.update(with: [
      Section(id: "a") {
        Row<MovieCell>(model: x)
        Row<MovieCell>(model: Movie(name: "y"))
      }
    ])
    table.tableView.layoutIfNeeded()
    HookLog.shared.entries = []
    var snapshot = table.snapshot()
    try snapshot.appendSections([Section(id: "b")])
    try snapshot.appendRows([Row<MovieCell>(model: x)], toSection: "b")
    try snapshot.reloadRows([AnyHashable(x)])
    try table.apply(snapshot)
    table.tableView.layoutIfNeeded()
    let intoNew = HookLog.shared.entries.filter { $0.hasPrefix("configure") }
    // The same move into a section that was there: configured as often.
    HookLog.shared.entries = []
    var back = table.snapshot()
    try back.appendSections([Section(id: "c")])
    try table.apply(back)
    HookLog.shared.entries = []
    var again = table.snapshot()
    try again.appendRows([Row<MovieCell>(model: x)], toSection: "c")
    try again.reloadRows([AnyHashable(x)])
    try table.apply(again)
    table.tableView.layoutIfNeeded()
    let intoKept = HookLog.shared.entries.filter { $0.hasPrefix("configure") }
    #expect(!intoNew.isEmpty)
    #expect(intoNew == intoKept)
    #expect(table.tableView.numberOfRows(inSection: 1) == 1)
  }
}

extension DiffableSectionSnapshot where ItemIdentifierType == Int {
  /// The same forest with every identifier moved up by `offset`.
  fileprivate func shifted(by offset: Int) throws -> Self {
    var shifted = Self()
    for item in items {
      let parent = try parent(of: item).map { $0 + offset }
      try shifted.append([item + offset], to: parent)
      if try isExpanded(item) { shifted.expand([item + offset]) }
    }
    return shifted
  }
}
