import CellarHost
import CellarTestSupport
import Foundation
import Testing

@testable import Cellar

/// A cell that shows its item's text.
private final class WordItemCell: UICollectionViewCell, ConfigurableCollectionCell {
  func configure(_ model: String) { label.text = model }
}

/// ``GridSnapshot`` fed what ``TableSnapshotAttackTests`` feeds tables:
/// applies from inside the grid's callbacks, a stale snapshot, NaN
/// identities, and two applies from one callback. What tables check,
/// grids check.
@MainActor
@Suite struct GridSnapshotAttackTests {
  private func item(_ id: some Hashable, _ text: String? = nil) -> Cellar.Item<WordItemCell> {
    Cellar.Item<WordItemCell>(model: text ?? "i\(id)", id: id)
  }

  private func grid(_ layout: [(String, [Int])]) throws -> Grid {
    let grid = makeSmallGrid()
    try grid.update(
      with: layout.map { id, items in GridSection(id: id, items: items.map { item($0) }) })
    grid.collectionView.layoutIfNeeded()
    return grid
  }

  /// Each section's id and its items' ids.
  private func layout(_ sections: [GridSection]) -> [String] {
    sections.map { section in
      "\(section.id.map { "\($0.base)" } ?? "-"):"
        + section.items.map { $0.id.map { "\($0.base)" } ?? "-" }.joined(separator: ",")
    }
  }

  private func texts(_ grid: Grid) -> [String] {
    grid.collectionView.layoutIfNeeded()
    return grid.collectionView.indexPathsForVisibleItems.sorted().map {
      grid.collectionView.cellForItem(at: $0)?.label.text ?? "?"
    }
  }

  /// Applies `snapshot` and checks the grid holds and shows its sections,
  /// as a fresh grid does.
  private func applyAndCheck(
    _ snapshot: GridSnapshot, to grid: Grid, sourceLocation: SourceLocation = #_sourceLocation
  ) throws {
    try grid.apply(snapshot)
    #expect(layout(grid.sections) == layout(snapshot.sections), sourceLocation: sourceLocation)
    let fresh = makeSmallGrid()
    try fresh.update(with: snapshot.sections)
    #expect(texts(grid) == texts(fresh), sourceLocation: sourceLocation)
  }

  @Test("an item's action applies a snapshot: it waits for the tap and then shows it")
  func applyFromAction() throws {
    let grid = makeSmallGrid()
    var applied: GridSnapshot?
    // The snapshot holds the items whose actions hold `applied`: let go of it.
    defer { applied = nil }
    func section(_ ids: [Int]) -> GridSection {
      GridSection(
        id: "a",
        items: ids.map { id in
          Cellar.Item<WordItemCell>(model: "i\(id)", id: id) { [unowned grid] _, _ in
            var snapshot = grid.snapshot()
            #expect(throws: Never.self) {
              try snapshot.deleteItems([id])
              try snapshot.appendItems([self.item(id + 10)], toSection: "a")
              try snapshot.reconfigureItems([ids[0] == id ? ids[1] : ids[0]])
              try grid.apply(snapshot)
            }
            applied = snapshot
          }
        })
    }
    try grid.update(with: [section([1, 2, 3])])
    grid.collectionView.layoutIfNeeded()
    try grid.collectionView.tapItem(at: IndexPath(item: 1, section: 0))
    let snapshot = try #require(applied)
    #expect(layout(grid.sections) == ["a:1,3,12"])
    #expect(layout(grid.sections) == layout(snapshot.sections))
    #expect(texts(grid) == ["i1", "i3", "i12"])
  }

  @Test("onWillDisplay applies a snapshot (load more): queued after the layout, then shown")
  func applyFromWillDisplay() throws {
    let grid = makeSmallGrid()
    var loads = 0
    let more = item("more", "more").onWillDisplay { [unowned grid] _, _ in
      loads += 1
      guard loads == 1 else { return }
      var snapshot = grid.snapshot()
      #expect(throws: Never.self) {
        try snapshot.insertItems([self.item(3), self.item(4)], beforeItem: "more")
        try snapshot.reloadItems([1])
        try grid.apply(snapshot)
      }
    }
    try grid.update(with: [GridSection(id: "a", items: [item(1), item(2), more])])
    grid.collectionView.layoutIfNeeded()
    grid.collectionView.layoutIfNeeded()
    #expect(loads >= 1)
    #expect(layout(grid.sections) == ["a:1,2,3,4,more"])
    #expect(texts(grid) == ["i1", "i2", "i3", "i4", "more"])
  }

  @Test("a stale snapshot is applied against what the grid shows, its marks where the items are")
  func staleSnapshot() throws {
    let grid = try grid([("a", [1, 2, 3]), ("b", [4, 5])])
    var stale = grid.snapshot()
    try grid.update(with: [
      GridSection(id: "b", items: [item(5), item(4), item(9)]),
      GridSection(id: "a", items: [item(3), item(1)]),
    ])
    try stale.reconfigureItems([4])
    try stale.reloadItems([3])
    let start = grid.collectionView.updateLogEndPosition
    // The stale snapshot's item 2 is back; 9 goes.
    try applyAndCheck(stale, to: grid)
    let log = grid.collectionView.updateLog[
      (start - grid.collectionView.droppedUpdateLogEntries)...]
    let operations = log.flatMap(\.operations)
    #expect(
      operations.contains {
        if case .reconfigureRows = $0 { return true }
        return false
      }, "\(operations)")
    #expect(
      operations.contains {
        if case .reloadRows = $0 { return true }
        return false
      }, "\(operations)")
  }

  @Test("NaN identities are never found: verbs naming them fail or do nothing, applies still work")
  func nanIdentities() throws {
    let grid = makeSmallGrid()
    try grid.update(with: [
      GridSection(id: "a", items: [item(Double.nan, "x"), item(1.0), item(Double.nan, "y")])
    ])
    var snapshot = grid.snapshot()
    let nan = AnyHashable(Double.nan)
    #expect(snapshot.numberOfItems == 3)
    #expect(snapshot.indexOfItem(nan) == nil)
    #expect(snapshot.item(withID: nan) == nil)
    #expect(snapshot.indexOfItem(1.0) == 1)
    try snapshot.deleteItems([nan, nan])
    #expect(snapshot.numberOfItems == 3)
    #expect(throws: SnapshotError.self) { try snapshot.reloadItems([nan]) }
    #expect(throws: SnapshotError.notFound("nan", parameter: .fromIndex)) {
      try snapshot.moveItem(nan, beforeItem: 1.0)
    }
    #expect(throws: SnapshotError.notFound("nan", parameter: .toIndex)) {
      try snapshot.moveItem(1.0, afterItem: nan)
    }
    // Appending a NaN item again adds one: it is never "already there".
    try snapshot.appendItems([item(Double.nan, "z")], toSection: "a")
    #expect(snapshot.numberOfItems == 4)
    #expect(snapshot.warnings.isEmpty)
    try applyAndCheck(snapshot, to: grid)
  }

  @Test("two applies from one callback, the second of a snapshot taken before the first shows")
  func twoAppliesFromOneCallback() throws {
    let grid = makeSmallGrid()
    var fired = false
    let trigger = item(0, "go").onWillDisplay { [unowned grid] _, _ in
      guard !fired else { return }
      fired = true
      var first = grid.snapshot()
      var second = grid.snapshot()
      #expect(throws: Never.self) {
        try first.appendItems([self.item(7)], toSection: "a")
        try grid.apply(first)
        // Taken before the first was shown: it does not have 7.
        try second.deleteItems([1])
        try grid.apply(second)
      }
    }
    try grid.update(with: [GridSection(id: "a", items: [trigger, item(1), item(2)])])
    grid.collectionView.layoutIfNeeded()
    grid.collectionView.layoutIfNeeded()
    #expect(fired)
    // The last apply wins, whole: the stale snapshot's items.
    #expect(layout(grid.sections) == ["a:0,2"])
    #expect(texts(grid) == ["go", "i2"])
  }
}
