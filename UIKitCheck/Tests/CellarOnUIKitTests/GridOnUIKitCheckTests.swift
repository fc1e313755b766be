import Foundation
import Testing
import UIKit

@testable import Cellar

/// A header type with a reuse identifier of its own choosing.
final class GridRedHeader: UICollectionReusableView, ConfigurableSupplementaryView {
  static var reuseIdentifier: String { "shared" }
  var text: String?
  func configure(_ text: String) { self.text = "red " + text }
}

/// A view class registered behind the grid's back.
final class GridOtherHeader: UICollectionReusableView {}

/// A header or footer view of the wrong class, as the UIKit backend hands
/// it back (`supplementaryViewForMismatch` in `Backend+UIKit.swift`):
/// UIKit must get the view it dequeued, so the view goes back unconfigured
/// and the mismatch is reported through `onError`.
@MainActor
@Suite("Grid on UIKit: a supplementary view of the wrong class")
struct GridOnUIKitCheckTests {
  @Test("a view of another class, registered behind the grid's back, is reported and returned")
  func mismatchAtDisplay() throws {
    let grid = makeUIKitGrid()
    var reported: [any Error] = []
    grid.onError = { reported.append($0) }
    try grid.update(with: [
      GridSection(id: "a", header: .view(GridRedHeader.self, model: "a")) { gridPhotoItem(1) }
        .headerReferenceSize(CGSize(width: 0, height: 10))
    ])
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
