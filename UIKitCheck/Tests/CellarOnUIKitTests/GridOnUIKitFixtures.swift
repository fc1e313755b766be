import Foundation
import Testing
import UIKit

@testable import Cellar

// Shared fixtures of the Grid-on-UIKit suites (`Grid*.swift`). Top-level
// names carry "Grid" so that they do not clash with the table suites'
// fixtures in the same target.

/// A photo: identity by `id`, content by `==`.
struct GridPhoto: Identifiable, Equatable, Sendable {
  var id: Int
  var title: String
}

/// A photo cell written as an iOS app writes one (open to a subclass): a `UICollectionViewCell`
/// subclass that shows its model through a list content configuration, and
/// counts the grid's calls.
class GridPhotoCell: UICollectionViewCell, ConfigurableCollectionCell {
  /// How many times `configure` ran on this cell.
  var configureCount = 0

  func configure(_ photo: GridPhoto) {
    configureCount += 1
    var content = UIListContentConfiguration.cell()
    content.text = "\(photo.id):\(photo.title)"
    contentConfiguration = content
  }
}

/// A subclass of ``GridPhotoCell``, for `register(_:cellClass:)`.
final class GridSpecialPhotoCell: GridPhotoCell {}

/// A plain text cell.
final class GridTextCell: UICollectionViewCell, ConfigurableCollectionCell {
  func configure(_ text: String) {
    var content = UIListContentConfiguration.cell()
    content.text = text
    contentConfiguration = content
  }
}

/// A cell that is not a ``GridPhotoCell``, for a registration that makes the wrong class.
final class GridStrangerCell: UICollectionViewCell {}

/// A header view with its own type and model.
final class GridMonthHeader: UICollectionReusableView, ConfigurableSupplementaryView {
  /// The month shown.
  var month: String?

  func configure(_ month: String) { self.month = month }
}

/// A 100 × 100 `UICollectionView` whose `UICollectionViewFlowLayout` has
/// 10 × 10 items and no spacing (ten items a line, ten lines visible), driven
/// by a new grid.
@MainActor
func makeUIKitGrid(width: CGFloat = 100, height: CGFloat = 100) -> Grid {
  let layout = UICollectionViewFlowLayout()
  layout.itemSize = CGSize(width: 10, height: 10)
  layout.minimumLineSpacing = 0
  layout.minimumInteritemSpacing = 0
  let view = UICollectionView(
    frame: CGRect(x: 0, y: 0, width: width, height: height), collectionViewLayout: layout)
  return Grid(collectionView: view)
}

/// The text a cell shows (its list content configuration's), if any.
@MainActor
func gridCellText(_ cell: UICollectionViewCell?) -> String? {
  (cell?.contentConfiguration as? UIListContentConfiguration)?.text
}

/// What the visible cells show, in index-path order, read through UIKit's
/// `indexPathsForVisibleItems` and `cellForItem(at:)`.
@MainActor
func gridShownTexts(_ grid: Grid) -> [String] {
  grid.collectionView.indexPathsForVisibleItems.sorted().compactMap {
    gridCellText(grid.collectionView.cellForItem(at: $0))
  }
}

/// The collection view's item counts, section by section.
@MainActor
func gridItemCounts(_ view: UICollectionView) -> [Int] {
  (0..<view.numberOfSections).map { view.numberOfItems(inSection: $0) }
}

/// An item of ``GridPhotoCell`` for a photo.
@MainActor
func gridPhotoItem(_ id: Int, _ title: String = "p") -> Item<GridPhotoCell> {
  Item<GridPhotoCell>(model: GridPhoto(id: id, title: title))
}

/// A section of photo items with ids `ids`.
@MainActor
func gridPhotoSection(_ id: String, _ ids: [Int], title: String = "p") -> GridSection {
  GridSection(id: id, items: ids.map { gridPhotoItem($0, title) })
}

/// An index path for an item.
func gridPath(_ item: Int, _ section: Int = 0) -> IndexPath {
  IndexPath(item: item, section: section)
}

/// The grid's coordinator as the collection view's flow-layout delegate,
/// reached through the protocol existential: a misspelt method answers
/// the protocol's default here.
@MainActor
func gridFlowDelegate(_ grid: Grid) throws -> any UICollectionViewDelegateFlowLayout {
  try #require(grid.collectionView.delegate as? any UICollectionViewDelegateFlowLayout)
}

/// Waits, a bounded number of main-actor turns, until `condition` holds;
/// returns whether it did.
@MainActor
func gridSettle(turns: Int = 100, until condition: () -> Bool) async -> Bool {
  for _ in 0..<turns {
    if condition() { return true }
    await Task.yield()
  }
  return condition()
}
