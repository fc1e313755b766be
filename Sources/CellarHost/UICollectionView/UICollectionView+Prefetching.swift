import Foundation

extension Headless.UICollectionView: PrefetchWindowing {
  /// The items currently in the prefetch window: prefetched, not yet
  /// displayed, not cancelled; nearest to the viewport first.
  ///
  /// - Complexity: O(1).
  public var prefetchedIndexPaths: [IndexPath] { prefetchWindow }

  var prefetches: Bool { isPrefetchingEnabled && prefetchDataSource != nil }

  func isDisplayed(_ path: IndexPath) -> Bool { visibleCellsByPath[path] != nil }

  var displayedPaths: [IndexPath] { visibleCellsByPath.keys.sorted() }

  func prefetchPath(after path: IndexPath) -> IndexPath? { item(after: path) }

  func prefetchPath(before path: IndexPath) -> IndexPath? { item(before: path) }

  /// With no cell in the viewport (it shows only headers, footers or
  /// insets): the first item in the viewport-long stretch after it, or the
  /// last in the stretch before it.
  func nearestPathBeyondViewport(forward: Bool) -> IndexPath? {
    let near = itemsNear(forward: forward)
    return forward ? near.min() : near.max()
  }

  func sendPrefetch(_ paths: [IndexPath], cancel: Bool) {
    guard let prefetchDataSource else { return }
    if cancel {
      record("cancelPrefetchingForItemsAt", .rows(paths))
      prefetchDataSource.collectionView(self, cancelPrefetchingForItemsAt: paths)
    } else {
      record("prefetchItemsAt", .rows(paths))
      prefetchDataSource.collectionView(self, prefetchItemsAt: paths)
    }
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

  /// The items in the stretch of content one viewport long just beyond the
  /// viewport, forwards or backwards along the scroll axis.
  private func itemsNear(forward: Bool) -> [IndexPath] {
    var rect = bounds
    switch scrollAxis {
    case .vertical: rect.origin.y += forward ? rect.height : -rect.height
    case .horizontal: rect.origin.x += forward ? rect.width : -rect.width
    }
    return (layout.layoutAttributesForElements(in: rect) ?? [])
      .filter { $0.representedElementCategory == .cell }
      .map(\.indexPath)
  }
}
