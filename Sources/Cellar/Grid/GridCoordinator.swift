import CellarHost
import Foundation

/// The data source, delegate, flow-layout delegate and prefetch data
/// source that a ``Grid`` sets on its collection view, the same source on
/// iOS and on CellarHost: it answers each call from the grid's sections and
/// runs the items' callbacks and the scroll closures through the grid.
///
/// The collection view holds it weakly; the grid owns it, and it holds the
/// grid weakly. On CellarHost the grid also gives the flow layout the
/// host's closure delegate (`layoutDelegate(needs:sections:)`, in the
/// platform file), which answers only what some section or item gives and
/// so keeps the layout's fixed-size fast path; the flow-layout methods here
/// answer on UIKit.
@MainActor
final class GridCoordinator: ListCoordinator {
  /// The grid whose sections the coordinator answers from; `nil` once it is gone.
  @exclusivity(unchecked) weak var grid: Grid?

  /// Makes the coordinator of `grid`.
  init(grid: Grid) {
    self.grid = grid
    super.init(driver: grid)
  }
}

extension GridCoordinator: UICollectionViewDataSource {
  func numberOfSections(in collectionView: UICollectionView) -> Int {
    grid?.shown.count ?? 0
  }

  func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int)
    -> Int
  {
    guard let grid, grid.shown.indices.contains(section) else { return 0 }
    return grid.shown[section].rows.count
  }

  func collectionView(
    _ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath
  ) -> UICollectionViewCell {
    guard let grid else {
      driverIsGone { [weak collectionView] in collectionView?.reloadData() }
      return Grid.fallbackCell(collectionView, at: indexPath)
    }
    return grid.cell(at: indexPath)
  }

  func collectionView(
    _ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String,
    at indexPath: IndexPath
  ) -> UICollectionReusableView {
    guard let grid else {
      return Grid.fallbackSupplementaryView(collectionView, ofKind: kind, at: indexPath)
    }
    return grid.supplementaryView(kind: kind, at: indexPath)
  }

  /// Whether the user may move an item: only a ``DiffableDataSource``'s
  /// grid moves items, as its reordering handlers allow.
  func collectionView(_ collectionView: UICollectionView, canMoveItemAt indexPath: IndexPath)
    -> Bool
  {
    guard let grid, let answers = grid.moveAnswers else { return false }
    return grid.inCallback { answers.canMoveItem(at: indexPath) }
  }

  /// The user moved an item: the grid's sections follow, then the data
  /// source that allowed it.
  func collectionView(
    _ collectionView: UICollectionView, moveItemAt sourceIndexPath: IndexPath,
    to destinationIndexPath: IndexPath
  ) {
    guard let grid else { return }
    grid.applyUserMove(from: sourceIndexPath, to: destinationIndexPath, on: .collection)
    grid.moveAnswers?.userMovedItem(from: sourceIndexPath, to: destinationIndexPath)
  }

  /// `true`: the grid's items move when its data source allows it
  /// (CellarHost asks it; UIKit asks whether the method is implemented).
  var respondsToMoveItem: Bool { true }
}

extension GridCoordinator: UICollectionViewDelegate {
  func collectionView(
    _ collectionView: UICollectionView, willDisplay cell: UICollectionViewCell,
    forItemAt indexPath: IndexPath
  ) {
    grid?.willDisplay(cell, at: indexPath)
    chain(appGridDelegate) {
      $0.collectionView(collectionView, willDisplay: cell, forItemAt: indexPath)
    }
  }

  func collectionView(
    _ collectionView: UICollectionView, didEndDisplaying cell: UICollectionViewCell,
    forItemAt indexPath: IndexPath
  ) {
    grid?.didEndDisplaying(cell, at: indexPath)
    chain(appGridDelegate) {
      $0.collectionView(collectionView, didEndDisplaying: cell, forItemAt: indexPath)
    }
  }

  func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
    grid?.routeSelection(at: indexPath, deselect: false)
    chain(appGridDelegate) { $0.collectionView(collectionView, didSelectItemAt: indexPath) }
  }

  func collectionView(
    _ collectionView: UICollectionView, didDeselectItemAt indexPath: IndexPath
  ) {
    grid?.routeSelection(at: indexPath, deselect: true)
    chain(appGridDelegate) { $0.collectionView(collectionView, didDeselectItemAt: indexPath) }
  }
}

extension GridCoordinator: UICollectionViewDelegateFlowLayout {
  func collectionView(
    _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
    sizeForItemAt indexPath: IndexPath
  ) -> CGSize {
    grid?.itemSize(at: indexPath) ?? .zero
  }

  func collectionView(
    _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
    insetForSectionAt section: Int
  ) -> UIEdgeInsets {
    grid?.sectionInset(inSection: section) ?? .zero
  }

  func collectionView(
    _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
    minimumLineSpacingForSectionAt section: Int
  ) -> CGFloat {
    grid?.minimumLineSpacing(inSection: section) ?? 0
  }

  func collectionView(
    _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
    minimumInteritemSpacingForSectionAt section: Int
  ) -> CGFloat {
    grid?.minimumInteritemSpacing(inSection: section) ?? 0
  }

  func collectionView(
    _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
    referenceSizeForHeaderInSection section: Int
  ) -> CGSize {
    grid?.headerSize(section, footer: false) ?? .zero
  }

  func collectionView(
    _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
    referenceSizeForFooterInSection section: Int
  ) -> CGSize {
    grid?.headerSize(section, footer: true) ?? .zero
  }
}

extension GridCoordinator: UICollectionViewDataSourcePrefetching {
  func collectionView(
    _ collectionView: UICollectionView, prefetchItemsAt indexPaths: [IndexPath]
  ) {
    grid?.routePrefetch(indexPaths, cancel: false)
  }

  func collectionView(
    _ collectionView: UICollectionView, cancelPrefetchingForItemsAt indexPaths: [IndexPath]
  ) {
    grid?.routePrefetch(indexPaths, cancel: true)
  }
}
