import CellarHost
import Foundation
import Testing

@testable import Cellar

private final class SnapshotItemCell: UICollectionViewCell, ConfigurableCollectionCell {
  func configure(_ model: Int) { label.text = "\(model)" }
}

private final class OtherItemCell: UICollectionViewCell, ConfigurableCollectionCell {
  func configure(_ model: Int) { label.text = "other \(model)" }
}

/// ``GridSnapshot``: the same verbs as ``TableSnapshot``, named for items,
/// and applied to a grid.
@MainActor
@Suite struct GridSnapshotTests {
  private func grid(_ layout: [(String, [Int])]) throws -> Grid {
    let grid = makeSmallGrid()
    try grid.update(with: layout.map { id, items in section(id, items) })
    return grid
  }

  private func section(_ id: String, _ items: [Int]) -> GridSection {
    GridSection(id: id, items: items.map { Cellar.Item<SnapshotItemCell>(model: $0) })
  }

  private func texts(_ grid: Grid) -> [String] {
    grid.collectionView.indexPathsForVisibleItems.sorted().map {
      grid.collectionView.cellForItem(at: $0)?.label.text ?? "?"
    }
  }

  @Test("item verbs edit the snapshot, and apply shows what a fresh grid shows")
  func verbsThenApply() throws {
    let grid = try grid([("a", [1, 2, 3]), ("b", [4, 5])])
    var snapshot = grid.snapshot()
    try snapshot.appendItems([Cellar.Item<SnapshotItemCell>(model: 6)], toSection: "a")
    try snapshot.insertItems([Cellar.Item<SnapshotItemCell>(model: 7)], afterItem: 4)
    try snapshot.moveItem(1, beforeItem: 5)
    try snapshot.deleteItems([2])
    try snapshot.insertSections([section("c", [8])], beforeSection: "b")
    #expect(try snapshot.itemIDs(inSection: "a") == [3, 6])
    #expect(try snapshot.itemIDs(inSection: "b") == [4, 7, 1, 5])
    #expect(snapshot.sectionIDs == ["a", "c", "b"])
    #expect(snapshot.indexOfItem(7) == 4)
    #expect(snapshot.sectionID(containingItem: 8) == AnyHashable("c"))
    #expect(snapshot.item(withID: 6)?.model(as: Int.self) == 6)
    try grid.apply(snapshot)
    let fresh = makeSmallGrid()
    try fresh.update(with: snapshot.sections)
    #expect(texts(grid) == texts(fresh))
    #expect(grid.snapshot().itemIDs == snapshot.itemIDs)
  }

  @Test("marks reach the collection view: reconfigure in place, reload for a new cell type")
  func marks() throws {
    let grid = try grid([("a", [1, 2, 3])])
    var snapshot = grid.snapshot()
    try snapshot.reconfigureItems([1])
    try snapshot.reloadItems([2])
    try snapshot.replaceItem(3, with: Cellar.Item<OtherItemCell>(model: 3))
    let start = grid.collectionView.updateLog.count
    try grid.apply(snapshot)
    let operations = grid.collectionView.updateLog[start...].flatMap(\.operations)
    #expect(operations.contains(.reconfigureItems([[0, 0]])), "\(operations)")
    #expect(operations.contains(.reloadItems([[0, 1], [0, 2]])), "\(operations)")
    #expect(texts(grid) == ["1", "2", "other 3"])
  }

  @Test("the same mistakes throw the same texts as a table's")
  func mistakes() throws {
    var snapshot = try grid([("a", [1])]).snapshot()
    #expect(throws: SnapshotError.notFound("9", parameter: .fromIndex)) {
      try snapshot.moveItem(9, afterItem: 1)
    }
    #expect(throws: SnapshotError.moveOntoItself("1", ofSections: false)) {
      try snapshot.moveItem(1, afterItem: 1)
    }
    #expect(throws: SnapshotError.sectionsAlreadyExist(["a"])) {
      try snapshot.appendSections([section("a", [])])
    }
    snapshot.deleteAllItems()
    #expect(snapshot.numberOfSections == 0)
    #expect(throws: SnapshotError.noSections) {
      try snapshot.appendItems([Cellar.Item<SnapshotItemCell>(model: 1)])
    }
  }
}
