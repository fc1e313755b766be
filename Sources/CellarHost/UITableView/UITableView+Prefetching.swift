import Foundation

extension Headless.UITableView: PrefetchWindowing {
  /// The rows currently in the prefetch window: prefetched, not yet
  /// displayed, not cancelled; nearest to the viewport first.
  public var prefetchedIndexPaths: [IndexPath] { prefetchWindow }

  var prefetches: Bool { isPrefetchingEnabled && prefetchDataSource != nil }

  func isDisplayed(_ path: IndexPath) -> Bool { visibleCellsByPath[path] != nil }

  var displayedPaths: [IndexPath] { visibleCellsByPath.keys.sorted() }

  func prefetchPath(after path: IndexPath) -> IndexPath? { row(after: path) }

  func prefetchPath(before path: IndexPath) -> IndexPath? { row(before: path) }

  /// With no row in the viewport, the first row below its top edge, or the
  /// last row above it.
  func nearestPathBeyondViewport(forward: Bool) -> IndexPath? {
    let below = firstRow(atOrBelow: contentOffset.y)
    if forward { return below }
    return row(before: below ?? IndexPath(row: 0, section: sections.count))
  }

  func sendPrefetch(_ paths: [IndexPath], cancel: Bool) {
    guard let prefetchDataSource else { return }
    if cancel {
      record("cancelPrefetchingForRowsAt", .rows(paths))
      prefetchDataSource.tableView(self, cancelPrefetchingForRowsAt: paths)
    } else {
      record("prefetchRowsAt", .rows(paths))
      prefetchDataSource.tableView(self, prefetchRowsAt: paths)
    }
  }

  /// The row before `path`, across sections.
  func row(before path: IndexPath) -> IndexPath? {
    if path.row > 0 { return IndexPath(row: path.row - 1, section: path.section) }
    var section = path.section - 1
    while section >= 0 {
      let count = sections[section].rows.count
      if count > 0 { return IndexPath(row: count - 1, section: section) }
      section -= 1
    }
    return nil
  }
}
