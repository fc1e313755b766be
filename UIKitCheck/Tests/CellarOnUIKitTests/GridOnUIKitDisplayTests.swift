import CellarHost
import Foundation
import Testing
import UIKit

@testable import Cellar

/// `count` photo items in one section; each logs its display calls as
/// "<call> <id> <section>-<item>".
@MainActor
private func loggedSection(_ count: Int, _ log: GridLog) -> GridSection {
  GridSection(
    id: "s",
    items: (0..<count).map { id in
      gridPhotoItem(id)
        .onWillDisplay { photo, path in log("will \(photo.id) \(path.section)-\(path.item)") }
        .onDidEndDisplaying { photo, path in log("end \(photo.id) \(path.section)-\(path.item)") }
    })
}

/// The entries of a log that start with `prefix`.
@MainActor
private func entries(_ log: GridLog, _ prefix: String) -> [String] {
  log.entries.filter { $0.hasPrefix(prefix + " ") }
}

/// The grid's display hooks, which run the cell's own hooks
/// (`configureAtWillDisplay`, `configureOnHide`: no ordinary test checks
/// them for a collection view cell), and its coordinator kept by the view
/// once the grid is gone (`keepCellarCoordinator`).
@Suite("Grid on UIKit: display and lifetime")
@MainActor
struct GridOnUIKitDisplayTests {
  @Test("willDisplay and didEndDisplaying reach the cell's hooks and the item's handlers")
  func display() throws {
    let log = GridLog()
    let grid = makeUIKitGrid()
    try grid.update(with: [loggedSection(300, log)])
    let view = grid.collectionView
    // Ten lines of ten visible: items 0…99.
    #expect(entries(log, "will") == (0..<100).map { "will \($0) 0-\($0)" })
    let first = try #require(view.cellForItem(at: gridPath(0)) as? GridPhotoCell)
    #expect(first.willDisplayModels == [GridPhoto(id: 0, title: "p")])
    log.entries.removeAll()
    // Down 50 points: items 0…49 leave, 100…149 come in.
    view.setContentOffset(CGPoint(x: 0, y: 50), animated: false)
    #expect(entries(log, "end") == (0..<50).map { "end \($0) 0-\($0)" })
    #expect(entries(log, "will") == (100..<150).map { "will \($0) 0-\($0)" })
    #expect(first.hiddenModels == [GridPhoto(id: 0, title: "p")])
    // Through the protocol: the defaults do nothing.
    let delegate = try #require(view.delegate)
    let cell = try #require(view.cellForItem(at: gridPath(60)) as? GridPhotoCell)
    log.entries.removeAll()
    delegate.collectionView(view, willDisplay: cell, forItemAt: gridPath(60))
    #expect(log.entries == ["will 60 0-60"])
    #expect(cell.willDisplayModels.last == GridPhoto(id: 60, title: "p"))
    delegate.collectionView(view, didEndDisplaying: cell, forItemAt: gridPath(60))
    #expect(log.entries == ["will 60 0-60", "end 60 0-60"])
    #expect(cell.hiddenModels == [GridPhoto(id: 60, title: "p")])
    // A cell the grid did not hand out: nothing.
    delegate.collectionView(view, willDisplay: GridPhotoCell(frame: .zero), forItemAt: gridPath(0))
    #expect(log.entries.count == 2)
  }

  @Test("without scroll closures, scrolling works and the collection view does not keep the grid")
  func noClosures() throws {
    let view: UICollectionView
    weak var weakGrid: Grid?
    do {
      let grid = makeUIKitGrid()
      try grid.update(with: [GridSection(id: "s", items: (0..<200).map { gridPhotoItem($0) })])
      try grid.collectionView.dragToScroll(by: 30, velocity: 1, steps: 3)
      #expect(grid.collectionView.contentOffset.y > 0)
      view = grid.collectionView
      weakGrid = grid
    }
    #expect(weakGrid == nil)
    // The view keeps the grid's coordinator, which answers no sections now.
    #expect(view.dataSource != nil)
    #expect(view.dataSource?.numberOfSections(in: view) == 0)
    view.reloadData()
    view.layoutIfNeeded()
    #expect(view.numberOfSections == 0)
  }
}
