import Foundation
import Testing
import UIKit

@_spi(Testing) @testable import Cellar

/// A 100 × 100 `UICollectionView` over 10 × 10 items with no spacing (ten
/// items a line, a column when `horizontal`), driven by a new grid.
@MainActor
private func makeAnchorGrid(horizontal: Bool) -> Grid {
  let layout = UICollectionViewFlowLayout()
  layout.itemSize = CGSize(width: 10, height: 10)
  layout.minimumLineSpacing = 0
  layout.minimumInteritemSpacing = 0
  layout.scrollDirection = horizontal ? .horizontal : .vertical
  let view = UICollectionView(
    frame: CGRect(x: 0, y: 0, width: 100, height: 100), collectionViewLayout: layout)
  return Grid(collectionView: view)
}

/// The offset along the scroll axis, read through UIKit's `contentOffset`.
@MainActor
private func axisOffset(_ grid: Grid, _ horizontal: Bool) -> CGFloat {
  horizontal ? grid.collectionView.contentOffset.x : grid.collectionView.contentOffset.y
}

/// Scrolls along the scroll axis through UIKit's `setContentOffset(_:animated:)`.
@MainActor
private func scroll(_ grid: Grid, to value: CGFloat, _ horizontal: Bool) {
  let point = horizontal ? CGPoint(x: value, y: 0) : CGPoint(x: 0, y: value)
  grid.collectionView.setContentOffset(point, animated: false)
}

/// An item's distance from the viewport's leading edge, from UIKit's
/// `layoutAttributesForItem(at:)`.
@MainActor
private func distance(of id: Int, in grid: Grid, _ horizontal: Bool) throws -> CGFloat {
  let path = try #require(grid.indexPath(forItemID: id))
  let frame = try #require(grid.collectionView.layoutAttributesForItem(at: path)?.frame)
  return (horizontal ? frame.minX : frame.minY) - axisOffset(grid, horizontal)
}

/// The first photo id UIKit shows (the smallest visible index path's).
@MainActor
private func firstShown(_ grid: Grid) -> String? {
  gridShownTexts(grid).first
}

@Suite("Grid on UIKit: scroll position by identity")
@MainActor
struct GridOnUIKitAnchorTests {
  @Test(
    "items inserted above keep the first visible item in place, on both axes",
    arguments: [false, true])
  func insertAbove(horizontal: Bool) throws {
    let grid = makeAnchorGrid(horizontal: horizontal)
    try grid.update { gridPhotoSection("n", Array(0..<200)) }
    scroll(grid, to: 55, horizontal)
    #expect(firstShown(grid) == "50:p")

    try grid.update { gridPhotoSection("n", Array(1000..<1030) + Array(0..<200)) }
    #expect(axisOffset(grid, horizontal) == 85)
    #expect(try distance(of: 50, in: grid, horizontal) == -5)
    #expect(firstShown(grid) == "50:p")
    #expect(grid.lastError == nil)
  }

  @Test("items deleted above pull the offset back, on both axes", arguments: [false, true])
  func deleteAbove(horizontal: Bool) throws {
    let grid = makeAnchorGrid(horizontal: horizontal)
    try grid.update { gridPhotoSection("n", Array(0..<200)) }
    scroll(grid, to: 62, horizontal)
    try grid.update { gridPhotoSection("n", Array(20..<200)) }
    #expect(axisOffset(grid, horizontal) == 42)
    #expect(try distance(of: 60, in: grid, horizontal) == -2)
    #expect(firstShown(grid) == "60:p")
  }

  @Test("the anchor item moved to another section is followed there")
  func anchorMovesToAnotherSection() throws {
    let grid = makeAnchorGrid(horizontal: false)
    try grid.update {
      gridPhotoSection("a", Array(0..<100))
      gridPhotoSection("b", Array(100..<200))
    }
    scroll(grid, to: 55, false)
    try grid.update {
      gridPhotoSection("a", Array(1000..<1030) + Array(0..<50))
      gridPhotoSection("b", Array(50..<200))
    }
    #expect(grid.indexPath(forItemID: 50) == gridPath(0, 1))
    #expect(grid.collectionView.contentOffset.y == 85)
    #expect(try distance(of: 50, in: grid, false) == -5)
    #expect(firstShown(grid) == "50:p")
  }

  @Test("a deleted anchor item leaves the offset where the update left it")
  func anchorDeleted() throws {
    let grid = makeAnchorGrid(horizontal: false)
    try grid.update { gridPhotoSection("n", Array(0..<200)) }
    scroll(grid, to: 55, false)
    try grid.update { gridPhotoSection("n", Array(0..<40) + Array(51..<200)) }
    #expect(grid.collectionView.contentOffset.y == 55)
    #expect(firstShown(grid) == "61:p")
  }

  @Test("at offset 0 nothing moves: the inserted items show", arguments: [false, true])
  func atTheStart(horizontal: Bool) throws {
    let grid = makeAnchorGrid(horizontal: horizontal)
    try grid.update { gridPhotoSection("n", Array(0..<200)) }
    try grid.update { gridPhotoSection("n", Array(1000..<1030) + Array(0..<200)) }
    #expect(grid.collectionView.contentOffset == .zero)
    #expect(firstShown(grid) == "1000:p")
  }

  @Test("an update with animation .none (reloadData) keeps the anchor", arguments: [false, true])
  func unanimated(horizontal: Bool) throws {
    let grid = makeAnchorGrid(horizontal: horizontal)
    try grid.update { gridPhotoSection("n", Array(0..<200)) }
    scroll(grid, to: 55, horizontal)
    try grid.update(animation: .none) {
      gridPhotoSection("n", Array(1000..<1030) + Array(0..<200))
    }
    #expect(axisOffset(grid, horizontal) == 85)
    #expect(firstShown(grid) == "50:p")
  }

  @Test("a background update keeps the anchor")
  func background() async throws {
    let grid = makeAnchorGrid(horizontal: false)
    try grid.update { gridPhotoSection("n", Array(0..<200)) }
    scroll(grid, to: 55, false)
    let applied = try await grid.updateInBackground(with: [
      gridPhotoSection("n", Array(1000..<1030) + Array(0..<200))
    ])
    #expect(applied)
    #expect(grid.collectionView.contentOffset.y == 85)
    #expect(firstShown(grid) == "50:p")
  }
}
