import CellarHost
import CellarTestSupport
import Foundation
import Testing

@testable import Cellar

/// ``DiffableDataSource``'s reordering handlers on a collection view: the
/// user's interactive movement, as `canReorderItem` allows, with
/// transactions before and after.
@MainActor
@Suite struct DiffableDataSourceReorderingTests {
  private typealias Source = DiffableDataSource<String, String>

  /// Items 100 points square, three a line, 110 apart, on a 320-point-wide
  /// collection view.
  private func collectionView() -> UICollectionView {
    let layout = UICollectionViewFlowLayout()
    layout.itemSize = CGSize(width: 100, height: 100)
    let view = UICollectionView(
      frame: CGRect(x: 0, y: 0, width: 320, height: 2_000), collectionViewLayout: layout)
    view.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "cell")
    return view
  }

  private func source(_ view: UICollectionView, _ layout: [(String, [String])]) throws -> Source {
    let source = Source(collectionView: view) { view, indexPath, id in
      let cell = view.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
      cell.accessibilityLabel = id
      return cell
    }
    var snapshot = Source.Snapshot()
    for (section, items) in layout {
      try snapshot.appendSections([section])
      try snapshot.appendItems(items, toSection: section)
    }
    try source.apply(snapshot, animatingDifferences: false)
    view.layoutIfNeeded()
    return source
  }

  private func centre(_ index: Int, top: CGFloat = 0) -> CGPoint {
    CGPoint(x: CGFloat(index % 3) * 110 + 50, y: top + CGFloat(index / 3) * 110 + 50)
  }

  private func drag(
    _ view: UICollectionView, _ path: IndexPath, to point: CGPoint
  ) -> Bool {
    guard view.beginInteractiveMovementForItem(at: path) else { return false }
    view.updateInteractiveMovementTargetPosition(point)
    view.endInteractiveMovement()
    return true
  }

  @Test("without canReorderItem, or when it says no, no item moves")
  func noHandlerNoMove() throws {
    let view = collectionView()
    let source = try source(view, [("s", ["a", "b", "c"])])
    #expect(!drag(view, IndexPath(item: 0, section: 0), to: centre(2)))
    source.reorderingHandlers.canReorderItem = { $0 != "a" }
    #expect(!drag(view, IndexPath(item: 0, section: 0), to: centre(2)))
    #expect(source.snapshot().itemIdentifiers == ["a", "b", "c"])
  }

  @Test(
    "a move within a section: willReorder, the snapshot follows, didReorder; transactions say what moved"
  )
  func moveWithinSection() throws {
    let view = collectionView()
    let source = try source(view, [("s", ["a", "b", "c", "d"])])
    var heard: [String] = []
    var transactions: [Source.Transaction] = []
    source.reorderingHandlers.canReorderItem = { _ in true }
    source.reorderingHandlers.willReorder = { [unowned source] transaction in
      heard.append("will: \(source.snapshot().itemIdentifiers)")
      transactions.append(transaction)
    }
    source.reorderingHandlers.didReorder = { [unowned source] transaction in
      heard.append("did: \(source.snapshot().itemIdentifiers)")
      transactions.append(transaction)
    }
    #expect(drag(view, IndexPath(item: 0, section: 0), to: centre(2)))
    #expect(
      heard == [#"will: ["a", "b", "c", "d"]"#, #"did: ["b", "c", "a", "d"]"#])
    let transaction = try #require(transactions.last)
    #expect(transaction.initialSnapshot.itemIdentifiers == ["a", "b", "c", "d"])
    #expect(transaction.finalSnapshot.itemIdentifiers == ["b", "c", "a", "d"])
    #expect(
      ["a", "b", "c", "d"].applying(transaction.difference) == ["b", "c", "a", "d"])
    #expect(transaction.sectionTransactions.count == 1)
    let section = try #require(transaction.sectionTransactions.first)
    #expect(section.sectionIdentifier == "s")
    #expect(section.initialSnapshot.items == ["a", "b", "c", "d"])
    #expect(section.finalSnapshot.items == ["b", "c", "a", "d"])
    #expect(source.itemIdentifier(for: IndexPath(item: 2, section: 0)) == "a")
    #expect(source.indexPath(for: "a") == IndexPath(item: 2, section: 0))
  }

  @Test(
    "a move to another section makes a transaction of each section; applies from didReorder wait and win"
  )
  func moveAcrossSections() throws {
    let view = collectionView()
    let source = try source(view, [("s", ["a", "b"]), ("t", ["x", "y"])])
    var transactions: [Source.Transaction] = []
    source.reorderingHandlers.canReorderItem = { _ in true }
    source.reorderingHandlers.didReorder = { [unowned source] transaction in
      transactions.append(transaction)
      var next = source.snapshot()
      try? next.appendItems(["new"], toSection: "t")
      try? source.apply(next)
    }
    // Section t starts on the second line.
    #expect(drag(view, IndexPath(item: 0, section: 0), to: centre(1, top: 110)))
    #expect(try source.snapshot().itemIdentifiers(inSection: "s") == ["b"])
    #expect(try source.snapshot().itemIdentifiers(inSection: "t") == ["x", "a", "y", "new"])
    #expect(view.numberOfItems(inSection: 1) == 4)
    let transaction = try #require(transactions.first)
    #expect(transaction.sectionTransactions.map(\.sectionIdentifier) == ["s", "t"])
    #expect(
      transaction.sectionTransactions.map(\.finalSnapshot.items) == [["b"], ["x", "a", "y"]])
  }

  @Test("a section snapshot's section made flat by a move: snapshot(for:) gives its items as roots")
  func moveFlattensTree() throws {
    let view = collectionView()
    let source = try source(view, [])
    var tree = DiffableSectionSnapshot<String>()
    try tree.append(["p", "q"])
    try tree.append(["p1"], to: "p")
    tree.expand(["p"])
    try source.apply(tree, to: "s", animatingDifferences: false)
    view.layoutIfNeeded()
    var initial: DiffableSectionSnapshot<String>?
    source.reorderingHandlers.canReorderItem = { _ in true }
    source.reorderingHandlers.willReorder = {
      initial = $0.sectionTransactions.first?.initialSnapshot
    }
    #expect(drag(view, IndexPath(item: 2, section: 0), to: centre(0)))
    #expect(initial == tree)
    #expect(source.snapshot(for: "s").items == ["q", "p", "p1"])
    #expect(source.snapshot(for: "s").rootItems == ["q", "p", "p1"])
  }
}
