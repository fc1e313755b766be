import CellarTestSupport
import Foundation
import Testing

@testable import CellarHost

@MainActor
@Suite struct UICollectionViewSelectionTests {
  /// A laid-out grid of sections [6, 2], all visible, recording events.
  private func makeLoaded(counts: [Int] = [6, 2], height: CGFloat = 480) throws -> (
    ItemGridSource, UICollectionView
  ) {
    let source = ItemGridSource(counts: counts)
    let grid = makeItemGrid(source, height: height)
    grid.layoutIfNeeded()
    grid.recordsEvents = true
    return (source, grid)
  }

  private func events(_ grid: UICollectionView) -> [String] {
    grid.events.map(\.description)
  }

  private func selectedStates(_ grid: UICollectionView) -> [Bool] {
    grid.visibleCells.map(\.isSelected)
  }

  @Test("a tap in single mode: highlight, shouldSelect, unhighlight, deselect the old, select")
  func tapOrder() throws {
    let (source, grid) = try makeLoaded()
    try grid.tapItem(at: item(1))
    grid.removeAllEvents()
    try grid.tapItem(at: item(3))
    #expect(
      events(grid) == [
        "shouldHighlightItemAt [0, 3]", "didHighlightItemAt [0, 3]", "shouldSelectItemAt [0, 3]",
        "didUnhighlightItemAt [0, 3]", "didDeselectItemAt [0, 1]", "didSelectItemAt [0, 3]",
      ])
    #expect(grid.indexPathsForSelectedItems == [item(3)])
    #expect(selectedStates(grid) == [false, false, false, true, false, false, false, false])
    #expect(source.highlightedDuringCallback == [true, true])
    #expect(grid.visibleCells.allSatisfy { !$0.isHighlighted })
  }

  @Test("shouldHighlight false ends the tap: no selection calls")
  func noHighlight() throws {
    let (source, grid) = try makeLoaded()
    source.shouldHighlight = false
    try grid.tapItem(at: item(2))
    #expect(events(grid) == ["shouldHighlightItemAt [0, 2]"])
    #expect(grid.indexPathsForSelectedItems == nil)
  }

  @Test("shouldSelect false keeps the selection; a re-tap in single mode selects again")
  func shouldSelect() throws {
    let (source, grid) = try makeLoaded()
    try grid.tapItem(at: item(0))
    source.shouldSelect = { _, path in path != item(4) }
    grid.removeAllEvents()
    try grid.tapItem(at: item(4))
    #expect(grid.indexPathsForSelectedItems == [item(0)])
    #expect(events(grid).last == "didUnhighlightItemAt [0, 4]")
    grid.removeAllEvents()
    try grid.tapItem(at: item(0))
    #expect(
      events(grid) == [
        "shouldHighlightItemAt [0, 0]", "didHighlightItemAt [0, 0]", "shouldSelectItemAt [0, 0]",
        "didUnhighlightItemAt [0, 0]", "didSelectItemAt [0, 0]",
      ])
    #expect(grid.indexPathsForSelectedItems == [item(0)])
  }

  @Test("the tap-again-to-deselect recipe: deselect inside shouldSelect and return false")
  func tapAgainToDeselect() throws {
    let (source, grid) = try makeLoaded()
    source.shouldSelect = { grid, path in
      guard grid.indexPathsForSelectedItems?.contains(path) == true else { return true }
      grid.deselectItem(at: path, animated: true)
      return false
    }
    try grid.tapItem(at: item(5))
    #expect(grid.indexPathsForSelectedItems == [item(5)])
    try grid.tapItem(at: item(5))
    #expect(grid.indexPathsForSelectedItems == nil)
    #expect(grid.cellForItem(at: item(5))?.isSelected == false)
  }

  @Test("in multiple mode a tap adds an item; a tap on a selected one asks shouldDeselect")
  func multiple() throws {
    let (source, grid) = try makeLoaded()
    grid.allowsMultipleSelection = true
    try grid.tapItem(at: item(0))
    try grid.tapItem(at: item(0, 1))
    #expect(grid.indexPathsForSelectedItems == [item(0), item(0, 1)])
    grid.removeAllEvents()
    try grid.tapItem(at: item(0))
    #expect(
      events(grid) == [
        "shouldHighlightItemAt [0, 0]", "didHighlightItemAt [0, 0]", "shouldDeselectItemAt [0, 0]",
        "didUnhighlightItemAt [0, 0]", "didDeselectItemAt [0, 0]",
      ])
    #expect(grid.indexPathsForSelectedItems == [item(0, 1)])
    source.shouldDeselect = false
    try grid.tapItem(at: item(0, 1))
    #expect(grid.indexPathsForSelectedItems == [item(0, 1)])
    #expect(grid.cellForItem(at: item(0, 1))?.isSelected == true)
  }

  @Test("taps and programmatic selection do nothing when selection is not allowed")
  func notAllowed() throws {
    let (source, grid) = try makeLoaded()
    defer { withExtendedLifetime(source) {} }  // the grid holds its data source weakly
    grid.selectItem(at: item(1), animated: false, scrollPosition: [])
    grid.allowsSelection = false
    grid.removeAllEvents()
    try grid.tapItem(at: item(2))
    grid.selectItem(at: item(3), animated: false, scrollPosition: [])
    grid.deselectItem(at: item(1), animated: false)
    #expect(events(grid).isEmpty)
    #expect(grid.indexPathsForSelectedItems == [item(1)])
  }

  @Test("programmatic selection is silent, replaces in single mode, and nil clears it")
  func programmatic() throws {
    let (source, grid) = try makeLoaded()
    defer { withExtendedLifetime(source) {} }  // the grid holds its data source weakly
    grid.selectItem(at: item(1), animated: false, scrollPosition: [])
    grid.selectItem(at: item(2), animated: true, scrollPosition: [])
    #expect(grid.indexPathsForSelectedItems == [item(2)])
    grid.allowsMultipleSelection = true
    grid.selectItem(at: item(0, 1), animated: false, scrollPosition: [])
    #expect(grid.indexPathsForSelectedItems == [item(2), item(0, 1)])
    #expect(selectedStates(grid) == [false, false, true, false, false, false, true, false])
    grid.deselectItem(at: item(2), animated: false)
    grid.deselectItem(at: item(4), animated: false)  // not selected: nothing
    #expect(grid.indexPathsForSelectedItems == [item(0, 1)])
    grid.selectItem(at: nil, animated: false, scrollPosition: [])
    #expect(grid.indexPathsForSelectedItems == nil)
    #expect(grid.visibleCells.allSatisfy { !$0.isSelected })
    #expect(!events(grid).contains { $0.contains("Select") || $0.contains("Highlight") })
  }

  @Test("selecting with a scroll position scrolls the item into view")
  func selectAndScroll() throws {
    let (source, grid) = try makeLoaded(counts: [30], height: 200)
    defer { withExtendedLifetime(source) {} }  // the grid holds its data source weakly
    grid.selectItem(at: item(20), animated: false, scrollPosition: .top)
    #expect(grid.contentOffset.y == 660)
    #expect(grid.cellForItem(at: item(20))?.isSelected == true)
  }

  @Test(
    "a selection or tap of an item that does not exist throws and changes nothing",
    arguments: [
      item(6), item(0, 2), item(-1), item(0, -1), item(Int.max), item(Int.min, Int.min),
      IndexPath(index: 0), IndexPath(indexes: [0, 0, 0]), IndexPath(),
    ])
  func invalid(_ path: IndexPath) throws {
    let (source, grid) = try makeLoaded()
    defer { withExtendedLifetime(source) {} }  // the grid holds its data source weakly
    grid.selectItem(at: item(1), animated: false, scrollPosition: [])
    grid.removeAllEvents()
    let selectError = UIKitException.catching {
      grid.selectItem(at: path, animated: false, scrollPosition: [])
    }
    #expect(
      selectError?.reason == "attempt to select invalid index path: \(path.uikitDescription)")
    let scrollError = UIKitException.catching {
      grid.selectItem(at: path, animated: false, scrollPosition: .top)
    }
    #expect(
      scrollError?.reason
        == "attempt to scroll to invalid index path: \(path.uikitDescription)")
    #expect(throws: UICollectionView.SelectionError.invalidTapIndexPath(path)) {
      try grid.tapItem(at: path)
    }
    grid.deselectItem(at: path, animated: false)
    #expect(grid.indexPathsForSelectedItems == [item(1)])
    #expect(events(grid).isEmpty)
  }

  @Test("the UIKit text for an invalid index path names it as NSIndexPath prints it")
  func invalidText() {
    #expect(
      UICollectionView.SelectionError.invalidSelectIndexPath(item(0, 1)).description
        == "attempt to select invalid index path: <NSIndexPath: 0x…> {length = 2, path = 1 - 0}")
  }

  @Test("a selected item shows as selected again when it scrolls back, and others do not")
  func selectionSurvivesReuse() throws {
    let (source, grid) = try makeLoaded(counts: [30], height: 100)
    defer { withExtendedLifetime(source) {} }  // the grid holds its data source weakly
    grid.selectItem(at: item(1), animated: false, scrollPosition: [])
    let cell = try #require(grid.cellForItem(at: item(1)))
    grid.setContentOffset(CGPoint(x: 0, y: 330), animated: false)
    // The selected cell went to the pool and came back for another item.
    #expect(grid.visibleCells.allSatisfy { !$0.isSelected })
    #expect(grid.visibleCells.contains { $0 === cell })
    grid.setContentOffset(.zero, animated: false)
    #expect(grid.visibleCells.map(\.isSelected) == [false, true, false])
  }

  @Test("selection follows batches: moves keep it, deletes and reloads drop it silently")
  func remappedThroughBatches() throws {
    let (source, grid) = try makeLoaded()
    grid.allowsMultipleSelection = true
    for index in [0, 2, 3, 5] {
      grid.selectItem(at: item(index), animated: false, scrollPosition: [])
    }
    grid.removeAllEvents()
    grid.performBatchUpdates {
      source.sections[0] = ["a3", "a1", "a2", "a5"]  // a0 and a4 deleted, a3 moved to 0
      source.sections[1].insert("n", at: 0)
      grid.deleteItems(at: [item(0), item(4)])
      grid.moveItem(at: item(3), to: item(0))
      grid.reloadItems(at: [item(2)])
      grid.reconfigureItems(at: [item(5)])
      grid.insertItems(at: [item(0, 1)])
    }
    // a3 moved, a5 reconfigured: kept; a0 deleted, a2 reloaded: dropped.
    #expect(grid.indexPathsForSelectedItems == [item(0), item(3)])
    #expect(grid.visibleCells.map(\.isSelected) == [true, false, false, true, false, false, false])
    #expect(!events(grid).contains { $0.contains("Deselect") })
  }

  @Test("reloadData keeps the selection, dropping items the new counts no longer have")
  func reloadDataKeepsSelection() throws {
    let (source, grid) = try makeLoaded()
    grid.allowsMultipleSelection = true
    grid.selectItem(at: item(1), animated: false, scrollPosition: [])
    grid.selectItem(at: item(5), animated: false, scrollPosition: [])
    source.sections[0].removeLast(3)
    grid.reloadData()
    grid.layoutIfNeeded()
    #expect(grid.indexPathsForSelectedItems == [item(1)])
    #expect(grid.visibleCells.map(\.isSelected) == [false, true, false, false, false])
  }

  @Test("a batch applied from didSelect or shouldSelect ends the tap safely")
  func batchFromSelectionCallbacks() throws {
    let (source, grid) = try makeLoaded()
    source.onDidSelect = { [unowned source] grid, path in
      source.sections[0].remove(at: path[1])
      grid.deleteItems(at: [path])
    }
    try grid.tapItem(at: item(2))
    #expect(grid.numberOfItems(inSection: 0) == 5)
    #expect(grid.indexPathsForSelectedItems == nil)  // the selected item was deleted
    source.onDidSelect = nil
    source.shouldSelect = { [unowned source] grid, _ in
      source.sections[0].insert("x", at: 0)
      grid.insertItems(at: [item(0)])
      return true
    }
    grid.removeAllEvents()
    try grid.tapItem(at: item(1))
    // The tap's index path is stale after the insert: it ends without selecting.
    #expect(grid.indexPathsForSelectedItems == nil)
    #expect(!events(grid).contains("didSelectItemAt [0, 1]"))
    #expect(grid.visibleCells.allSatisfy { !$0.isHighlighted })
  }

  @Test("without a delegate a tap selects and records no delegate calls")
  func noDelegate() throws {
    let (source, grid) = try makeLoaded()
    defer { withExtendedLifetime(source) {} }  // the grid holds its data source weakly
    grid.delegate = nil
    try grid.tapItem(at: item(4))
    #expect(grid.indexPathsForSelectedItems == [item(4)])
    #expect(events(grid).isEmpty)
  }
}
