#if !canImport(UIKit)
  import Foundation

  /// The data source, delegate and prefetch data source that a ``Grid`` sets on its collection
  /// view, and the maker of its flow layout's delegate: each call is answered
  /// from the grid's sections. Holds the grid weakly, as the table's
  /// coordinator holds its table.
  @MainActor
  final class GridCoordinator {
    /// The grid; `nil` once it is gone.
    @exclusivity(unchecked) weak var grid: Grid?

    init(grid: Grid) {
      self.grid = grid
    }

    /// Runs a call from the collection view on the grid, or returns
    /// `fallback` once the grid is gone. Updates the call's callbacks ask for
    /// wait for the collection view's event to end (see `Grid.viewIsBusy`).
    private func hosted<Result>(
      _ fallback: @autoclosure () throws -> Result, _ body: (Grid) throws -> Result
    ) rethrows -> Result {
      guard let grid else { return try fallback() }
      return try body(grid)
    }

    /// The flow layout's delegate: the per-section metrics and item sizes
    /// that some section or item gives (see ``GridLayoutNeeds``; the layout
    /// uses its own property for the others, and keeps its fast fixed-size
    /// path without asking per item), and header and footer sizes always
    /// (zero without a view).
    ///
    /// - Parameters:
    ///   - needs: What the sections answer for themselves.
    ///   - sections: The sections shown, whose item sizes the delegate
    ///     answers (captured: the layout asks once per item, and the grid
    ///     makes a new delegate whenever its sections change).
    func layoutDelegate(needs: GridLayoutNeeds, sections: [Section]) -> FlowLayoutDelegate {
      // The grid is captured weakly by each closure (one weak load a call).
      let grid = grid
      var delegate = FlowLayoutDelegate()
      if needs.contains(.itemSizes) {
        delegate.sizeForItemAt = { [weak grid] path in
          Grid.itemSize(at: path, in: sections) ?? grid?.flowLayout.itemSize ?? .zero
        }
      }
      if needs.contains(.sectionInsets) {
        delegate.insetForSectionAt = { [weak grid] section in
          grid?.sectionInset(inSection: section) ?? .zero
        }
      }
      if needs.contains(.lineSpacings) {
        delegate.minimumLineSpacingForSectionAt = { [weak grid] section in
          grid?.minimumLineSpacing(inSection: section) ?? 0
        }
      }
      if needs.contains(.interitemSpacings) {
        delegate.minimumInteritemSpacingForSectionAt = { [weak grid] section in
          grid?.minimumInteritemSpacing(inSection: section) ?? 0
        }
      }
      delegate.referenceSizeForHeaderInSection = { _ in .zero }
      if needs.contains(.headers) {
        delegate.referenceSizeForHeaderInSection = { [weak grid] section in
          grid?.headerSize(section, footer: false) ?? .zero
        }
      }
      delegate.referenceSizeForFooterInSection = { _ in .zero }
      if needs.contains(.footers) {
        delegate.referenceSizeForFooterInSection = { [weak grid] section in
          grid?.headerSize(section, footer: true) ?? .zero
        }
      }
      return delegate
    }
  }

  extension GridCoordinator: UICollectionViewDataSource {
    func numberOfSections(in collectionView: UICollectionView) -> Int { grid?.shown.count ?? 0 }

    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int)
      -> Int
    {
      guard let grid, grid.shown.indices.contains(section) else { return 0 }
      return grid.shown[section].rows.count
    }

    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
      -> UICollectionViewCell
    {
      hosted(Grid.fallbackCell(collectionView, at: indexPath)) { $0.cell(at: indexPath) }
    }

    func collectionView(
      _ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String,
      at indexPath: IndexPath
    ) -> UICollectionReusableView {
      hosted(Grid.fallbackSupplementaryView(collectionView, ofKind: kind, at: indexPath)) {
        $0.supplementaryView(kind: kind, at: indexPath)
      }
    }
  }

  extension GridCoordinator: UICollectionViewDelegate {
    func collectionView(
      _ collectionView: UICollectionView, willDisplay cell: UICollectionViewCell,
      forItemAt indexPath: IndexPath
    ) {
      hosted(()) { grid in
        guard let storage = grid.displayedItems[ObjectIdentifier(cell)] else { return }
        grid.inCallback { storage.willDisplay(cell, at: indexPath) }
      }
    }

    func collectionView(
      _ collectionView: UICollectionView, didEndDisplaying cell: UICollectionViewCell,
      forItemAt indexPath: IndexPath
    ) {
      hosted(()) { grid in
        guard let storage = grid.displayedItems.removeValue(forKey: ObjectIdentifier(cell)) else {
          return
        }
        grid.inCallback { storage.didEndDisplaying(cell, at: indexPath) }
      }
    }
  }

  extension GridCoordinator {
    func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
      hosted(()) { grid in
        guard let storage = grid.storage(at: indexPath) else { return }
        grid.inCallback { storage.select(at: indexPath) }
      }
    }

    /// In single selection, a tap deselects the old item before it selects
    /// the new one: updates wait for the end of the tap (an event of the
    /// collection view), so the tap reaches the item the user touched.
    func collectionView(_ collectionView: UICollectionView, didDeselectItemAt indexPath: IndexPath)
    {
      hosted(()) { grid in
        guard let storage = grid.storage(at: indexPath) else { return }
        grid.inCallback { storage.deselect(at: indexPath) }
      }
    }
  }

  extension GridCoordinator: UICollectionViewDataSourcePrefetching {
    func collectionView(_ collectionView: UICollectionView, prefetchItemsAt indexPaths: [IndexPath])
    {
      grid?.routePrefetch(indexPaths, cancel: false)
    }

    func collectionView(
      _ collectionView: UICollectionView, cancelPrefetchingForItemsAt indexPaths: [IndexPath]
    ) {
      grid?.routePrefetch(indexPaths, cancel: true)
    }
  }
#endif
