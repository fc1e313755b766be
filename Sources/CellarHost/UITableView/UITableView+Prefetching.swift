import Foundation

extension Headless.UITableView {
  /// The rows currently in the prefetch window: prefetched, not yet
  /// displayed, not cancelled; nearest to the viewport first.
  public var prefetchedIndexPaths: [IndexPath] { prefetchedRows }

  /// Moves the prefetch window after a layout that scrolled by `direction`
  /// points: the ``prefetchDistance`` rows beyond the viewport edge in the
  /// direction of travel. Rows entering the window are prefetched, nearest
  /// first; rows leaving it without being displayed are cancelled (first:
  /// when the cancel handler reloads or applies a batch, nothing is
  /// prefetched from the old window).
  func updatePrefetchWindow(direction: Double) {
    guard direction != 0 else { return }
    guard isPrefetchingEnabled, let prefetchDataSource, prefetchDistance > 0 else {
      prefetchedRows.removeAll()
      return
    }
    let visible = visibleCellsByPath.keys.sorted()
    var window: [IndexPath] = []
    if direction > 0 {
      var path = visible.last.flatMap { row(after: $0) } ?? firstRow(atOrBelow: contentOffset.y)
      while let current = path, window.count < prefetchDistance {
        if visibleCellsByPath[current] == nil { window.append(current) }
        path = row(after: current)
      }
    } else {
      var path = visible.first.flatMap { row(before: $0) }
      while let current = path, window.count < prefetchDistance {
        if visibleCellsByPath[current] == nil { window.append(current) }
        path = row(before: current)
      }
    }
    let inWindow = Set(window)
    let cancelled = prefetchedRows.filter {
      !inWindow.contains($0) && visibleCellsByPath[$0] == nil
    }
    let known = Set(prefetchedRows)
    let added = window.filter { !known.contains($0) }
    prefetchedRows = window
    if !cancelled.isEmpty {
      let generation = updateGeneration
      record("cancelPrefetchingForRowsAt", .rows(cancelled))
      prefetchDataSource.tableView(self, cancelPrefetchingForRowsAt: cancelled)
      // The handler reloaded or applied a batch: the window is gone and its
      // paths may name other rows now.
      guard updateGeneration == generation else { return }
    }
    if !added.isEmpty {
      record("prefetchRowsAt", .rows(added))
      prefetchDataSource.tableView(self, prefetchRowsAt: added)
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
