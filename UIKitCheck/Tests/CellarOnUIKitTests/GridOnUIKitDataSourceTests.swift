import Foundation
import Testing
import UIKit

@testable import Cellar

/// The grid's cells and supplementary views as the UIKit backend dequeues
/// them, and the flow layout's sizes and metrics as UIKit gets them: from
/// the grid's coordinator, whose flow-layout methods only UIKit calls (on
/// CellarHost the grid gives the layout a closure delegate), and a cell
/// asked for where there is no item, whose error goes to `onError` (the
/// UIKit backend's `viewFailed`).
@Suite("Grid on UIKit: data source and flow layout")
@MainActor
struct GridOnUIKitDataSourceTests {
  @Test("cellForItemAt dequeues the item's cell class and configures it with the model")
  func cellForItem() throws {
    let grid = makeUIKitGrid()
    try grid.update {
      gridPhotoSection("a", [0, 1])
      GridSection(id: "b") {
        gridPhotoItem(2, "x")
        Item<GridTextCell>(model: "text")
      }
    }
    let view = grid.collectionView
    #expect(gridShownTexts(grid) == ["0:p", "1:p", "2:x", "text"])
    #expect(view.cellForItem(at: gridPath(0, 1)) is GridPhotoCell)
    #expect(view.cellForItem(at: gridPath(1, 1)) is GridTextCell)
    #expect(view.visibleCells.count == 4)
    let dataSource = try #require(view.dataSource)
    let cell = dataSource.collectionView(view, cellForItemAt: gridPath(0, 1))
    #expect(cell is GridPhotoCell)
    #expect(gridCellText(cell) == "2:x")
    #expect(cell.reuseIdentifier == GridPhotoCell.reuseIdentifier)
    #expect(grid.lastError == nil)
  }

  @Test("cellForItemAt for an index path with no item reports the error and gives an empty cell")
  func cellForMissingItem() throws {
    let grid = makeUIKitGrid()
    var reported: [String] = []
    grid.onError = { reported.append("\($0)") }
    try grid.update { gridPhotoSection("a", [0]) }
    let view = grid.collectionView
    let cell = try #require(view.dataSource).collectionView(view, cellForItemAt: gridPath(5, 0))
    #expect(!(cell is GridPhotoCell))
    #expect(gridCellText(cell) == nil)
    #expect(reported.count == 1)
    #expect(grid.lastError != nil)
    #expect(gridShownTexts(grid) == ["0:p"])
  }

  @Test("viewForSupplementaryElementOfKind gives .title and .view headers and footers")
  func supplementaryViews() throws {
    let grid = makeUIKitGrid(height: 300)
    try grid.update {
      GridSection(
        id: "a", header: .title("May"), footer: .view(GridMonthHeader.self, model: "end of May")
      ) {
        gridPhotoItem(0)
      }
      .headerReferenceSize(CGSize(width: 0, height: 12))
      .footerReferenceSize(CGSize(width: 0, height: 8))
      gridPhotoSection("b", [1])
    }
    let view = grid.collectionView
    let header = UICollectionView.elementKindSectionHeader
    let footer = UICollectionView.elementKindSectionFooter
    // Through the layout pass.
    let title = view.supplementaryView(forElementKind: header, at: gridPath(0, 0)) as? GridTitleView
    #expect(title?.titleLabel.text == "May")
    #expect(title?.frame.height == 12)
    let month =
      view.supplementaryView(forElementKind: footer, at: gridPath(0, 0)) as? GridMonthHeader
    #expect(month?.month == "end of May")
    #expect(month?.frame.height == 8)
    #expect(view.supplementaryView(forElementKind: header, at: gridPath(0, 1)) == nil)
    #expect(view.visibleSupplementaryViews(ofKind: header).count == 1)
    // Through the protocol: the default raises.
    let dataSource = try #require(view.dataSource)
    let asked = dataSource.collectionView(
      view, viewForSupplementaryElementOfKind: header, at: gridPath(0, 0))
    #expect((asked as? GridTitleView)?.titleLabel.text == "May")
    let askedFooter = dataSource.collectionView(
      view, viewForSupplementaryElementOfKind: footer, at: gridPath(0, 0))
    #expect((askedFooter as? GridMonthHeader)?.month == "end of May")
    // A section without one: an empty view, not a crash.
    let none = dataSource.collectionView(
      view, viewForSupplementaryElementOfKind: header, at: gridPath(0, 1))
    #expect(!(none is GridTitleView))
    #expect(none.reuseIdentifier != GridTitleView.reuseIdentifier)
  }

  @Test("the six flow-layout methods answer the item's, the section's, else the layout's metrics")
  func flowLayoutAnswers() throws {
    let grid = makeUIKitGrid(height: 300)
    let layout = try #require(
      grid.collectionView.collectionViewLayout as? UICollectionViewFlowLayout)
    // Non-zero layout defaults, so that "no header" (zero) differs from them.
    layout.headerReferenceSize = CGSize(width: 0, height: 7)
    layout.footerReferenceSize = CGSize(width: 0, height: 9)
    try grid.update {
      GridSection(id: 0, header: .title("A"), footer: .title("Z")) {
        for id in 0..<5 { gridPhotoItem(id) }
      }
      .itemSize(CGSize(width: 20, height: 30))
      .sectionInset(UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4))
      .minimumLineSpacing(5)
      .minimumInteritemSpacing(6)
      .headerReferenceSize(CGSize(width: 0, height: 12))
      .footerReferenceSize(CGSize(width: 0, height: 14))
      GridSection(id: 1) {
        gridPhotoItem(10).size(CGSize(width: 40, height: 15))
        gridPhotoItem(11)
      }
      GridSection(id: 2, header: .title("C")) { gridPhotoItem(20) }
    }
    let view = grid.collectionView
    let flow = try gridFlowDelegate(grid)
    let size = { (path: IndexPath) in flow.collectionView(view, layout: layout, sizeForItemAt: path)
    }
    #expect(size(gridPath(0, 0)) == CGSize(width: 20, height: 30))
    #expect(size(gridPath(0, 1)) == CGSize(width: 40, height: 15))
    #expect(size(gridPath(1, 1)) == CGSize(width: 10, height: 10))
    #expect(
      flow.collectionView(view, layout: layout, insetForSectionAt: 0)
        == UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4))
    #expect(flow.collectionView(view, layout: layout, insetForSectionAt: 1) == .zero)
    #expect(flow.collectionView(view, layout: layout, minimumLineSpacingForSectionAt: 0) == 5)
    #expect(flow.collectionView(view, layout: layout, minimumLineSpacingForSectionAt: 1) == 0)
    #expect(flow.collectionView(view, layout: layout, minimumInteritemSpacingForSectionAt: 0) == 6)
    #expect(flow.collectionView(view, layout: layout, minimumInteritemSpacingForSectionAt: 1) == 0)
    let header = { (section: Int) in
      flow.collectionView(view, layout: layout, referenceSizeForHeaderInSection: section)
    }
    let footer = { (section: Int) in
      flow.collectionView(view, layout: layout, referenceSizeForFooterInSection: section)
    }
    #expect(header(0) == CGSize(width: 0, height: 12))
    #expect(header(1) == .zero)
    #expect(header(2) == CGSize(width: 0, height: 7))
    #expect(footer(0) == CGSize(width: 0, height: 14))
    #expect(footer(1) == .zero)
    #expect(footer(2) == .zero)
    // Out of range: the layout's item size, zero for headers.
    #expect(size(gridPath(0, 9)) == CGSize(width: 10, height: 10))
    #expect(header(9) == .zero)
  }

  @Test("the flow layout lays the items out with the grid's answers")
  func flowLayoutFrames() throws {
    let grid = makeUIKitGrid(height: 300)
    let layout = try #require(
      grid.collectionView.collectionViewLayout as? UICollectionViewFlowLayout)
    layout.headerReferenceSize = CGSize(width: 0, height: 7)
    try grid.update {
      GridSection(id: 0, header: .title("A")) {
        for id in 0..<5 { gridPhotoItem(id) }
      }
      .itemSize(CGSize(width: 20, height: 30))
      .sectionInset(UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4))
      .minimumLineSpacing(5)
      .minimumInteritemSpacing(6)
      .headerReferenceSize(CGSize(width: 0, height: 12))
      GridSection(id: 1) {
        gridPhotoItem(10).size(CGSize(width: 40, height: 15))
      }
    }
    let view = grid.collectionView
    let frame = { (path: IndexPath) in view.cellForItem(at: path)?.frame }
    // Header 12, then the top inset 1; the left inset 2.
    #expect(frame(gridPath(0, 0)) == CGRect(x: 2, y: 13, width: 20, height: 30))
    // 94 points of width: three items of 20 with spacing 6 a line (four
    // without it), and the second line 5 points below the first.
    #expect(frame(gridPath(2, 0))?.minY == 13)
    let secondLine: CGFloat = 13 + 30 + 5
    #expect(frame(gridPath(3, 0))?.minY == secondLine)
    #expect(frame(gridPath(3, 0))?.minX == 2)
    // The item's own size; no header in section 1 (the layout's 7 is not used).
    #expect(frame(gridPath(0, 1))?.size == CGSize(width: 40, height: 15))
    let sectionEnd: CGFloat = secondLine + 30 + 3
    #expect(frame(gridPath(0, 1))?.minY == sectionEnd)
  }
}
