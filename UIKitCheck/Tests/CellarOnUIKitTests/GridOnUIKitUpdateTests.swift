import CellarHost
import Foundation
import Testing
import UIKit

@_spi(Testing) @testable import Cellar

/// A grid's updates through the UIKit backend: updates asked for from a
/// callback applied on the main actor's next turn (and one asked for
/// before that turn applying the queued one first), cells made from
/// registered classes (a cell of the wrong class handed back to UIKit and
/// reported), the flow layout asking the grid's coordinator for sizes
/// after an update and from a new layout (on CellarHost the grid gives the
/// layout a closure delegate instead).
@Suite("Grid on UIKit: updates")
@MainActor
struct GridOnUIKitUpdateTests {
  @Test("an update asked for in an item's action is applied after the tap, on a later turn")
  func updateFromAction() async throws {
    let grid = makeUIKitGrid()
    var tapped: [Int] = []
    let items = [0, 1, 2].map { id in
      gridPhotoItem(id).action { [weak grid] photo, _ in
        tapped.append(photo.id)
        guard let grid else { return }
        try? grid.update {
          gridPhotoSection("s", [9] + grid.sections[0].items.compactMap { $0.id as? Int })
        }
      }
    }
    try grid.update(with: [GridSection(id: "s", items: items)])
    let view = grid.collectionView
    try view.tapItem(at: gridPath(1))
    #expect(tapped == [1])
    // Queued: the tap's callback was running.
    #expect(grid.sections[0].count == 3)
    #expect(view.numberOfItems(inSection: 0) == 3)
    #expect(await gridSettle { grid.sections[0].count == 4 })
    #expect(gridShownTexts(grid) == ["9:p", "0:p", "1:p", "2:p"])
    // The selection followed the tapped item.
    #expect(view.indexPathsForSelectedItems == [gridPath(2)])
    #expect(grid.lastError == nil)
  }

  @Test("a synchronous update after a queued one applies the queued one first")
  func queuedThenSynchronous() async throws {
    let grid = makeUIKitGrid()
    try grid.update {
      GridSection(id: "s") {
        gridPhotoItem(0).action { [weak grid] _, _ in
          grid.map { $0 += gridPhotoItem(1) }
        }
      }
    }
    try grid.collectionView.tapItem(at: gridPath(0))
    #expect(grid.sections[0].count == 1)
    // Asked for before the queue drained: the queued append goes first.
    try grid.update { gridPhotoSection("s", [2, 1, 0]) }
    #expect(grid.sections[0].items.map(\.id) == [2, 1, 0])
    #expect(gridShownTexts(grid) == ["2:p", "1:p", "0:p"])
    for _ in 0..<20 { await Task.yield() }
    #expect(gridShownTexts(grid) == ["2:p", "1:p", "0:p"])
    #expect(grid.lastError == nil)
  }

  @Test("register(_:cellClass:) makes the cells of the registered subclass")
  func registerCellClass() throws {
    let grid = makeUIKitGrid()
    grid.register(GridPhotoCell.self, cellClass: GridSpecialPhotoCell.self)
    try grid.update { gridPhotoSection("a", [0, 1]) }
    let view = grid.collectionView
    #expect(view.visibleCells.count == 2)
    #expect(view.visibleCells.allSatisfy { $0 is GridSpecialPhotoCell })
    #expect(gridShownTexts(grid) == ["0:p", "1:p"])
  }

  @Test("a registration that makes the wrong class is reported; UIKit gets the cell it dequeued")
  func registerWrongClass() throws {
    let grid = makeUIKitGrid()
    var reported: [any Error] = []
    grid.onError = { reported.append($0) }
    grid.register(GridPhotoCell.self, cellClass: GridStrangerCell.self)
    try grid.update { GridSection(id: "a") { Item<GridTextCell>(model: "text") } }
    try? grid.update {
      GridSection(id: "a") {
        Item<GridTextCell>(model: "text")
        gridPhotoItem(1)
      }
    }
    let mismatch = reported.compactMap { error -> String? in
      guard case .cellClassMismatch(_, let expected, _, _) = error as? TableError else {
        return nil
      }
      return expected
    }
    #expect(mismatch.first?.hasSuffix("GridPhotoCell") == true)
    #expect(gridCellText(grid.collectionView.cellForItem(at: gridPath(0))) == "text")
    // Since iOS 18, UICollectionView raises "Expected dequeued view to be
    // returned to the collection view in preparation for display" when a
    // data source dequeues a cell and returns another: the cell dequeued
    // for the item (of the wrong class) must be the one returned, not a
    // second, empty one (`cellForMismatch` in Backend+UIKit.swift; the
    // facade does not enforce the rule, so only this check would fail).
    #expect(grid.collectionView.cellForItem(at: gridPath(1)) is GridStrangerCell)
    #expect(grid.collectionView.visibleCells.count == 2)
  }

  @Test("an item whose size alone changed is laid out again by UIKit, not reconfigured or reloaded")
  func sizeChangeInvalidatesLayout() throws {
    // Issue 22, item 20: UIKit needs the layout invalidated for a new size,
    // not the item reloaded.
    let grid = makeUIKitGrid()
    let view = grid.collectionView
    func photo(_ size: CGSize) -> GridSection {
      GridSection(id: "a") {
        Item<GridPhotoCell>(model: GridPhoto(id: 1, title: "p"), size: size)
        gridPhotoItem(2)
      }
    }
    try grid.update(with: [photo(CGSize(width: 10, height: 10))])
    view.layoutIfNeeded()
    let cell = try #require(view.cellForItem(at: gridPath(0)) as? GridPhotoCell)
    let configured = cell.configureCount
    try grid.update(with: [photo(CGSize(width: 30, height: 20))])
    view.layoutIfNeeded()
    #expect(view.cellForItem(at: gridPath(0)) === cell)
    #expect(cell.configureCount == configured)
    #expect(
      view.layoutAttributesForItem(at: gridPath(0))?.frame.size == CGSize(width: 30, height: 20))
    #expect(view.layoutAttributesForItem(at: gridPath(1))?.frame.minX == 30)
  }

  @Test("a new flow layout's metrics are the ones the grid falls back on")
  func replacedLayout() throws {
    let grid = makeUIKitGrid()
    try grid.update { gridPhotoSection("a", [0, 1]) }
    let layout = UICollectionViewFlowLayout()
    layout.itemSize = CGSize(width: 30, height: 20)
    layout.minimumInteritemSpacing = 4
    grid.collectionView.collectionViewLayout = layout
    let flow = try gridFlowDelegate(grid)
    let view = grid.collectionView
    #expect(
      flow.collectionView(view, layout: layout, sizeForItemAt: gridPath(0))
        == CGSize(width: 30, height: 20))
    #expect(
      flow.collectionView(view, layout: layout, minimumInteritemSpacingForSectionAt: 0) == 4)
    view.layoutIfNeeded()
    #expect(view.cellForItem(at: gridPath(1))?.frame.size == CGSize(width: 30, height: 20))
  }
}
