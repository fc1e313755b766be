import Foundation

extension Headless.UICollectionView {
  /// The items currently in the prefetch window: prefetched, not yet
  /// displayed, not cancelled; nearest to the viewport first.
  ///
  /// - Complexity: O(1).
  public var prefetchedIndexPaths: [IndexPath] { prefetchedItems }

  /// Moves the prefetch window after a layout pass that scrolled by
  /// `direction` points along the scroll axis: the ``prefetchDistance``
  /// items beyond the viewport edge in the direction of travel. Items
  /// entering the window are prefetched, nearest first; items leaving it
  /// without being displayed are cancelled (first). Items displayed since
  /// they were prefetched leave the window without a cancel.
  func updatePrefetchWindow(direction: CGFloat) {
    prefetchedItems.removeAll { visibleCellsByPath[$0] != nil }
    guard direction != 0 else { return }
    guard isPrefetchingEnabled, let prefetchDataSource, prefetchDistance > 0 else {
      prefetchedItems.removeAll()
      return
    }
    let window = prefetchWindow(forward: direction > 0)
    let inWindow = Set(window)
    let cancelled = prefetchedItems.filter { !inWindow.contains($0) }
    let known = Set(prefetchedItems)
    let added = window.filter { !known.contains($0) }
    prefetchedItems = window
    if !cancelled.isEmpty {
      let batches = appliedBatchCount
      record("cancelPrefetchingForItemsAt", .rows(cancelled))
      prefetchDataSource.collectionView(self, cancelPrefetchingForItemsAt: cancelled)
      // The handler reloaded or applied a batch: the window is gone and the
      // paths may be stale.
      guard !reloadPending, appliedBatchCount == batches else { return }
    }
    if !added.isEmpty {
      record("prefetchItemsAt", .rows(added))
      prefetchDataSource.collectionView(self, prefetchItemsAt: added)
    }
  }

  /// The ``prefetchDistance`` items beyond the viewport in one direction,
  /// nearest first, skipping visible ones.
  private func prefetchWindow(forward: Bool) -> [IndexPath] {
    let visible = visibleCellsByPath.keys.sorted()
    var path: IndexPath?
    if forward {
      path = visible.last.flatMap { item(after: $0) } ?? firstItemBeyondViewport()
    } else {
      path = visible.first.flatMap { item(before: $0) } ?? lastItemBeforeViewport()
    }
    var window: [IndexPath] = []
    while let current = path, window.count < prefetchDistance {
      if visibleCellsByPath[current] == nil { window.append(current) }
      path = forward ? item(after: current) : item(before: current)
    }
    return window
  }

  /// The item after `path` in index-path order, across sections.
  func item(after path: IndexPath) -> IndexPath? {
    let counts = cachedCounts ?? []
    guard counts.indices.contains(path.section) else { return nil }
    if path.item + 1 < counts[path.section] {
      return IndexPath(item: path.item + 1, section: path.section)
    }
    var section = path.section + 1
    while section < counts.count {
      if counts[section] > 0 { return IndexPath(item: 0, section: section) }
      section += 1
    }
    return nil
  }

  /// The item before `path` in index-path order, across sections.
  func item(before path: IndexPath) -> IndexPath? {
    let counts = cachedCounts ?? []
    guard counts.indices.contains(path.section) else { return nil }
    if path.item > 0 { return IndexPath(item: path.item - 1, section: path.section) }
    var section = path.section - 1
    while section >= 0 {
      if counts[section] > 0 { return IndexPath(item: counts[section] - 1, section: section) }
      section -= 1
    }
    return nil
  }

  /// When no cell is visible (the viewport shows only headers, footers or
  /// insets): the first item in the viewport-long stretch after it.
  private func firstItemBeyondViewport() -> IndexPath? {
    itemsNear(forward: true).min()
  }

  /// When no cell is visible: the last item in the viewport-long stretch before it.
  private func lastItemBeforeViewport() -> IndexPath? {
    itemsNear(forward: false).max()
  }

  /// The items in the stretch of content one viewport long just beyond the
  /// viewport, forwards or backwards along the scroll axis.
  private func itemsNear(forward: Bool) -> [IndexPath] {
    var rect = bounds
    switch scrollAxis {
    case .vertical: rect.origin.y += forward ? rect.height : -rect.height
    case .horizontal: rect.origin.x += forward ? rect.width : -rect.width
    }
    return (flowLayout.layoutAttributesForElements(in: rect) ?? [])
      .filter { $0.representedElementCategory == .cell }
      .map(\.indexPath)
  }
}
