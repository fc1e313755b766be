import Cellar
import CellarHost
import Foundation
import Testing
import UIKit

/// Layout values UIKit's flow layout would raise for (a negative or NaN
/// size, an infinite inset): the grid checks them before the collection
/// view sees any, throws the flow layout's error, and changes nothing.
@MainActor
@Suite("Grid on UIKit: layout values checked before UIKit")
struct GridOnUIKitLayoutValueTests {
  /// Sections that each carry one bad value.
  static let badSections: [(String, GridSection)] = [
    (
      "a NaN item size",
      gridPhotoSection("s0", [1, 2]).itemSize(CGSize(width: CGFloat.nan, height: 10))
    ),
    ("a negative item size", gridPhotoSection("s0", [1]).itemSize(CGSize(width: 10, height: -1))),
    (
      "an infinite inset",
      gridPhotoSection("s0", [1]).sectionInset(
        UIEdgeInsets(top: .infinity, left: 0, bottom: 0, right: 0))
    ),
    ("a negative spacing", gridPhotoSection("s0", [1]).minimumLineSpacing(-4)),
    ("a NaN spacing", gridPhotoSection("s0", [1]).minimumInteritemSpacing(CGFloat.nan)),
    (
      "a negative header height",
      GridSection(id: "s0", header: .title("Head")) { gridPhotoItem(1) }
        .headerReferenceSize(CGSize(width: 0, height: -20))
    ),
    // Issue 22, item 10: UIKit raises "negative or zero sizes are not
    // supported in the flow layout"; these reached it.
    ("a zero item width", gridPhotoSection("s0", [1]).itemSize(CGSize(width: 0, height: 10))),
    ("a zero item height", gridPhotoSection("s0", [1]).itemSize(CGSize(width: 10, height: 0))),
    (
      "an item's own zero size",
      GridSection(id: "s0") {
        Item<GridPhotoCell>(model: GridPhoto(id: 1, title: "p"), size: .zero)
      }
    ),
    (
      "an item's own NaN size",
      GridSection(id: "s0") {
        Item<GridPhotoCell>(
          model: GridPhoto(id: 1, title: "p"), size: CGSize(width: CGFloat.nan, height: 5))
      }
    ),
  ]

  @Test("a bad layout value throws FlowLayoutError and leaves UIKit's view as it was")
  func rejected() throws {
    for (name, bad) in Self.badSections {
      let grid = makeUIKitGrid()
      try grid.update(with: [gridPhotoSection("s0", [7, 8])])
      grid.collectionView.layoutIfNeeded()
      let shown = gridShownTexts(grid)
      #expect(throws: FlowLayoutError.self, "\(name)") { try grid.update(with: [bad]) }
      #expect(gridItemCounts(grid.collectionView) == [2], "\(name)")
      #expect(gridShownTexts(grid) == shown, "\(name)")
    }
  }

  @Test("a bad value in an update queued from a callback is thrown at once")
  func rejectedWhenQueued() throws {
    let grid = makeUIKitGrid()
    var thrown: (any Error)?
    try grid.update {
      GridSection(id: "s0") {
        Item<GridPhotoCell>(model: GridPhoto(id: 1, title: "p")) { [unowned grid] _, _ in
          do {
            try grid.update(with: [Self.badSections[0].1])
          } catch {
            thrown = error
          }
        }
      }
    }
    grid.collectionView.layoutIfNeeded()
    try grid.collectionView.tapItem(at: gridPath(0))
    #expect((thrown as? FlowLayoutError) != nil)
    #expect(gridItemCounts(grid.collectionView) == [1])
  }

  @Test("a header height on a section without a header is not the layout's business")
  func unusedHeaderSize() throws {
    let grid = makeUIKitGrid()
    try grid.update(with: [
      gridPhotoSection("s0", [1]).headerReferenceSize(CGSize(width: 0, height: -20))
    ])
    #expect(gridItemCounts(grid.collectionView) == [1])
  }
}
