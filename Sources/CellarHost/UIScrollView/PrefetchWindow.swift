import Foundation

/// A view that prefetches the cells just beyond its viewport, as UIKit's
/// table and collection views do: the one rule both follow, with the view
/// giving its own order of index paths and its own data source.
protocol PrefetchWindowing: Headless.UIScrollView {
  /// The prefetch window: paths prefetched and not yet displayed or
  /// cancelled, nearest to the viewport first.
  var prefetchWindow: [IndexPath] { get set }
  /// How many paths beyond the viewport the window holds.
  var prefetchDistance: Int { get }
  /// Whether prefetching is on and a prefetch data source is set.
  var prefetches: Bool { get }
  /// Whether a cell is displayed at `path`.
  func isDisplayed(_ path: IndexPath) -> Bool
  /// The paths with a displayed cell, in index-path order.
  var displayedPaths: [IndexPath] { get }
  /// The path after `path` in index-path order, across sections.
  func prefetchPath(after path: IndexPath) -> IndexPath?
  /// The path before `path` in index-path order, across sections.
  func prefetchPath(before path: IndexPath) -> IndexPath?
  /// When no cell is displayed: where the window starts, beyond the
  /// viewport in the direction of travel (each view says how far it
  /// looks), or `nil` for an empty window.
  func nearestPathBeyondViewport(forward: Bool) -> IndexPath?
  /// Records and sends a prefetch (or, when `cancel` is `true`, a cancel)
  /// of `paths` to the prefetch data source.
  func sendPrefetch(_ paths: [IndexPath], cancel: Bool)
}

extension PrefetchWindowing {
  /// Moves the prefetch window after a layout pass that scrolled by
  /// `direction` points along the scroll axis: the ``prefetchDistance``
  /// paths beyond the viewport edge in the direction of travel. Paths
  /// displayed since they were prefetched leave the window without a
  /// cancel; paths leaving it undisplayed are cancelled first, then the
  /// paths entering it are prefetched, nearest first.
  ///
  /// The cancel handler may change what the window was worked out from. When
  /// it reloads or applies a batch (``Headless/UIScrollView/updateGeneration``
  /// moved), scrolls (a nested layout pass moves the window itself), turns
  /// prefetching off or changes the distance, nothing is prefetched from
  /// the old window: its paths may name other cells now, or no longer be
  /// wanted. Until the prefetch is sent, the window holds only what was
  /// prefetched before, so ``prefetchWindow`` never lists a path that was
  /// not prefetched.
  func updatePrefetchWindow(direction: CGFloat) {
    prefetchWindow.removeAll { isDisplayed($0) }
    guard direction != 0 else { return }
    let distance = prefetchDistance
    guard prefetches, distance > 0 else {
      prefetchWindow.removeAll()
      return
    }
    let forward = direction > 0
    let displayed = displayedPaths
    var path =
      forward
      ? displayed.last.flatMap { prefetchPath(after: $0) }
      : displayed.first.flatMap { prefetchPath(before: $0) }
    if displayed.isEmpty { path = nearestPathBeyondViewport(forward: forward) }
    var window: [IndexPath] = []
    while let current = path, window.count < distance {
      if !isDisplayed(current) { window.append(current) }
      path = forward ? prefetchPath(after: current) : prefetchPath(before: current)
    }
    let inWindow = Set(window)
    let cancelled = prefetchWindow.filter { !inWindow.contains($0) }
    let known = Set(prefetchWindow)
    let added = window.filter { !known.contains($0) }
    prefetchWindow = window.filter { known.contains($0) }
    if !cancelled.isEmpty {
      let generation = updateGeneration
      let offset = contentOffset
      let kept = prefetchWindow
      sendPrefetch(cancelled, cancel: true)
      guard updateGeneration == generation, contentOffset == offset, prefetchWindow == kept,
        prefetches, prefetchDistance == distance
      else { return }
    }
    prefetchWindow = window
    if !added.isEmpty { sendPrefetch(added, cancel: false) }
  }
}
