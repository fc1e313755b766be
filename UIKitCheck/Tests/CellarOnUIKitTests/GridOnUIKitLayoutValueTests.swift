import Cellar
import CellarHost
import Foundation
import Testing
import UIKit

/// Layout values UIKit's flow layout would raise for: the grid checks them
/// before the collection view sees any, throws the flow layout's error, and
/// changes nothing. Only the checks the ordinary suite does not make are
/// here (its `GridTests` checks item sizes, insets and line spacings): an
/// interitem spacing and a header height, and a header height on a section
/// without a header, which is not checked.
@MainActor
@Suite("Grid on UIKit: layout values checked before UIKit")
struct GridOnUIKitLayoutValueTests {
  @Test("a bad layout value throws FlowLayoutError and leaves UIKit's view as it was")
  func rejected() throws {
    let badSections: [(String, GridSection)] = [
      ("a NaN spacing", gridPhotoSection("s0", [1]).minimumInteritemSpacing(CGFloat.nan)),
      (
        "a negative header height",
        GridSection(id: "s0", header: .title("Head")) { gridPhotoItem(1) }
          .headerReferenceSize(CGSize(width: 0, height: -20))
      ),
    ]
    for (name, bad) in badSections {
      let grid = makeUIKitGrid()
      try grid.update(with: [gridPhotoSection("s0", [7, 8])])
      grid.collectionView.layoutIfNeeded()
      let shown = gridShownTexts(grid)
      #expect(throws: FlowLayoutError.self, "\(name)") { try grid.update(with: [bad]) }
      #expect(gridItemCounts(grid.collectionView) == [2], "\(name)")
      #expect(gridShownTexts(grid) == shown, "\(name)")
    }
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
