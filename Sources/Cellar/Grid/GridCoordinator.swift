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
final class GridCoordinator: NSObject {
  /// The grid whose sections the coordinator answers from; `nil` once it is gone.
  @exclusivity(unchecked) weak var grid: Grid?

  /// Whether a `reloadData` is scheduled because the grid is gone.
  private var reloadScheduled = false

  /// Makes the coordinator of `grid`.
  init(grid: Grid) {
    self.grid = grid
  }

  /// Once the grid is gone (the view keeps its coordinator, see
  /// `keepCellarCoordinator`), has the view reload, on the next turn, to
  /// the no items it now answers; until then it gets empty cells.
  fileprivate func gridIsGone(_ collectionView: UICollectionView) {
    guard !reloadScheduled else { return }
    reloadScheduled = true
    Task { @MainActor [weak collectionView] in collectionView?.reloadData() }
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
      gridIsGone(collectionView)
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
}

extension GridCoordinator: UICollectionViewDelegate {
  func collectionView(
    _ collectionView: UICollectionView, willDisplay cell: UICollectionViewCell,
    forItemAt indexPath: IndexPath
  ) {
    guard let grid, let storage = grid.displayedItems[ObjectIdentifier(cell)] else { return }
    grid.inCallback { storage.willDisplay(cell, at: indexPath) }
  }

  func collectionView(
    _ collectionView: UICollectionView, didEndDisplaying cell: UICollectionViewCell,
    forItemAt indexPath: IndexPath
  ) {
    guard let grid, let storage = grid.displayedItems.removeValue(forKey: ObjectIdentifier(cell))
    else { return }
    grid.inCallback { storage.didEndDisplaying(cell, at: indexPath) }
  }

  func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
    guard let grid, let storage = grid.storage(at: indexPath) else { return }
    grid.inCallback { storage.select(at: indexPath) }
  }

  func collectionView(
    _ collectionView: UICollectionView, didDeselectItemAt indexPath: IndexPath
  ) {
    guard let grid, let storage = grid.storage(at: indexPath) else { return }
    grid.inCallback { storage.deselect(at: indexPath) }
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

// MARK: Scrolling: the grid's closures

// Declared with the conformance, so that a name that misses UIKit's is
// a compile error ("nearly matches"), not a silent default.
extension GridCoordinator: UIScrollViewDelegate {
  func scrollViewDidScroll(_ scrollView: UIScrollView) {
    grid?.runScrollHandler(\.onScroll, scrollView.contentOffset)
  }

  func scrollViewWillBeginDragging(_ scrollView: UIScrollView) {
    grid?.runScrollHandler(\.onWillBeginDragging)
  }

  func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {
    grid?.runScrollHandler(\.onEndDragging, decelerate)
  }

  func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) {
    grid?.runScrollHandler(\.onEndDecelerating, scrollView.contentOffset)
  }

  func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView) {
    grid?.runScrollHandler(\.onEndScrollingAnimation, scrollView.contentOffset)
  }

  func scrollViewDidScrollToTop(_ scrollView: UIScrollView) {
    grid?.runScrollHandler(\.onScrollToTop)
  }
}
