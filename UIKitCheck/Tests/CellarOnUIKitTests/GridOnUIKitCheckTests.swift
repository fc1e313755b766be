import Foundation
import Testing
import UIKit

@testable import Cellar

/// A cell type with an empty reuse identifier.
final class GridNamelessCell: UICollectionViewCell, ConfigurableCollectionCell {
  static var reuseIdentifier: String { "" }
  func configure(_ text: String) {}
}

/// Two header types that share a reuse identifier.
final class GridRedHeader: UICollectionReusableView, ConfigurableSupplementaryView {
  static var reuseIdentifier: String { "shared" }
  var text: String?
  func configure(_ text: String) { self.text = "red " + text }
}

final class GridBlueHeader: UICollectionReusableView, ConfigurableSupplementaryView {
  static var reuseIdentifier: String { "shared" }
  var text: String?
  func configure(_ text: String) { self.text = "blue " + text }
}

/// A view class registered behind the grid's back.
final class GridOtherHeader: UICollectionReusableView {}

/// Reuse identifiers and view types a grid checks before UIKit sees them
/// (issue 22, items 2 and 3): UIKit traps on an empty identifier, and hands
/// a second view type sharing an identifier the first type's views.
@MainActor
@Suite("Grid on UIKit: reuse identifiers and view types checked before UIKit")
struct GridOnUIKitCheckTests {
  /// A section with a header of `View` and one photo.
  private func section<View: ConfigurableSupplementaryView>(
    _ id: String, _ photo: Int, header: View.Type, _ model: View.Model
  ) -> GridSection {
    GridSection(id: id, header: .view(View.self, model: model)) { gridPhotoItem(photo) }
      .headerReferenceSize(CGSize(width: 0, height: 10))
  }

  @Test(
    "an item's empty reuse identifier throws the table's error before UIKit is asked to register it"
  )
  func emptyReuseIdentifier() throws {
    let grid = makeUIKitGrid()
    try grid.update(with: [gridPhotoSection("s", [1])])
    grid.collectionView.layoutIfNeeded()
    let shown = gridShownTexts(grid)
    #expect(
      throws: TableError.emptyReuseIdentifier(
        type: String(reflecting: GridNamelessCell.self), place: .item(gridPath(1)))
    ) {
      try grid.update {
        GridSection(id: "s") {
          gridPhotoItem(1)
          Item<GridNamelessCell>(model: "x")
        }
      }
    }
    #expect(gridItemCounts(grid.collectionView) == [1])
    #expect(gridShownTexts(grid) == shown)
  }

  @Test("two header types sharing a reuse identifier throw headerFooterClassMismatch before UIKit")
  func sharedReuseIdentifier() throws {
    let grid = makeUIKitGrid()
    try grid.update(with: [section("a", 1, header: GridRedHeader.self, "a")])
    grid.collectionView.layoutIfNeeded()
    #expect(
      throws: TableError.headerFooterClassMismatch(
        reuseIdentifier: "shared", expected: String(reflecting: GridBlueHeader.self),
        actual: String(reflecting: GridRedHeader.self), section: 1)
    ) {
      try grid.update(with: [
        section("a", 1, header: GridRedHeader.self, "a"),
        section("b", 2, header: GridBlueHeader.self, "b"),
      ])
    }
    #expect(gridItemCounts(grid.collectionView) == [1])
    let header = grid.collectionView.supplementaryView(
      forElementKind: UICollectionView.elementKindSectionHeader, at: gridPath(0))
    #expect((header as? GridRedHeader)?.text == "red a")
  }

  @Test("a view of another class, registered behind the grid's back, is reported and returned")
  func mismatchAtDisplay() throws {
    let grid = makeUIKitGrid()
    var reported: [any Error] = []
    grid.onError = { reported.append($0) }
    try grid.update(with: [section("a", 1, header: GridRedHeader.self, "a")])
    grid.collectionView.layoutIfNeeded()
    grid.collectionView.register(
      GridOtherHeader.self, forSupplementaryViewOfKind: UICollectionView.elementKindSectionHeader,
      withReuseIdentifier: "shared")
    // UIKit's call, through its protocol: the dequeued view comes back
    // (UIKit requires it), unconfigured, and the mismatch is reported.
    let dataSource = try #require(grid.collectionView.dataSource)
    let view = dataSource.collectionView(
      grid.collectionView,
      viewForSupplementaryElementOfKind: UICollectionView.elementKindSectionHeader,
      at: gridPath(0))
    #expect(view is GridOtherHeader)
    #expect(
      reported.first as? TableError
        == .headerFooterClassMismatch(
          reuseIdentifier: "shared", expected: String(reflecting: GridRedHeader.self),
          actual: String(reflecting: GridOtherHeader.self), section: 0))
  }
}
