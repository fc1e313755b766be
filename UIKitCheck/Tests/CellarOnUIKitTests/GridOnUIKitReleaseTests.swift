import CellarHost
import Foundation
import Testing
import UIKit

@testable import Cellar

/// A grid released while its view lives on: the view keeps the grid's
/// coordinator (UIKit holds its data source and delegate weakly; the
/// backend keeps it by Objective-C association, `keepCellarCoordinator`),
/// which answers no sections once the grid is gone.
@Suite("Grid on UIKit: a released grid")
@MainActor
struct GridOnUIKitReleaseTests {
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
