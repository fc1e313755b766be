@_spi(Testing) import CellarHost
import Foundation

/// The collection-view scenarios: scrolling a huge grid.
let gridHostScenarios: [Scenario] = [gridScroll1M]

/// A data source of `count` items in one section, one reuse identifier.
@MainActor
private final class GridSource: UICollectionViewDataSource {
  var count: Int

  init(count: Int) {
    self.count = count
  }

  func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int)
    -> Int
  {
    count
  }

  func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
    -> UICollectionViewCell
  {
    let cell = collectionView.dequeueReusableCell(
      withReuseIdentifier: "Photo", for: indexPath)
    cell.label.text = "\(indexPath.item)"
    return cell
  }
}

/// The grid's geometry: three 120-point columns 7.5 points apart fill a
/// 375-point-wide viewport, 667 points high (an iPhone's), so a screen
/// shows parts of six lines of three.
private enum GridGeometry {
  static let columns = 3
  static let viewport = CGRect(x: 0, y: 0, width: 375, height: 667)

  @MainActor static func make(_ source: GridSource) -> UICollectionView {
    let layout = UICollectionViewFlowLayout()
    layout.itemSize = CGSize(width: 120, height: 120)
    layout.minimumInteritemSpacing = 7.5
    layout.minimumLineSpacing = 7.5
    let grid = UICollectionView(frame: viewport, collectionViewLayout: layout)
    grid.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "Photo")
    grid.dataSource = source
    return grid
  }
}

/// What one top-to-bottom scroll of a grid did.
private struct GridScrollRun {
  var steps = 0
  var seconds = 0.0
  var maxVisible = 0
  var failure: String?
}

/// Scrolls a grid top to bottom one viewport at a time, checking (when
/// asked) after each step that the visible items are exactly those the
/// layout places under the viewport, and that each shows its own item.
@MainActor
private func scrollThrough(_ grid: UICollectionView, check: Bool) -> GridScrollRun {
  var run = GridScrollRun()
  let clock = ContinuousClock()
  let exception = UIKitException.catching {
    grid.layoutIfNeeded()
    var offset = 0.0
    while true {
      let elapsed = clock.measure {
        grid.setContentOffset(CGPoint(x: 0, y: offset), animated: false)
      }
      run.seconds += elapsed.seconds
      run.steps += 1
      let visible = grid.indexPathsForVisibleItems
      run.maxVisible = max(run.maxVisible, visible.count)
      if check, let problem = visibleProblem(grid, visible: visible) {
        run.failure = problem
        return
      }
      let bottom =
        grid.collectionViewLayout.collectionViewContentSize.height
        - grid.viewportSize.height
      if grid.contentOffset.y >= bottom { break }
      offset = grid.contentOffset.y + grid.viewportSize.height
    }
    let last = grid.numberOfItems(inSection: 0) - 1
    if check, grid.indexPathsForVisibleItems.last?.item != last {
      run.failure = "the last item is not visible at the bottom"
    }
  }
  if let exception { run.failure = "\(exception)" }
  return run
}

/// What is wrong with the visible items at the current offset, if anything.
@MainActor
private func visibleProblem(_ grid: UICollectionView, visible: [IndexPath]) -> String? {
  let expected = (grid.collectionViewLayout.layoutAttributesForElements(in: grid.bounds) ?? [])
    .filter { $0.representedElementKind == nil && $0.frame.intersects(grid.bounds) }
    .map(\.indexPath).sorted()
  if visible.sorted() != expected {
    return "at offset \(grid.contentOffset.y): \(visible.count) items visible, "
      + "\(expected.count) under the viewport"
  }
  for path in visible where grid.cellForItem(at: path)?.label.text != "\(path.item)" {
    return "item \(path.item) shows \(grid.cellForItem(at: path)?.label.text ?? "nothing")"
  }
  return nil
}

private let gridScroll1M = Scenario(
  name: "gridScroll1M",
  summary:
    "1,000,000 fixed-size items in a 3-column flow layout, scrolled top to bottom a page at a time",
  target: "cells ≤ visible + 2 lines (6); step at 1M ≤ 1.5× step at 1k; bytes per item reported"
) { scale in
  let items = scale == .full ? 1_000_000 : 20_000
  let smallItems = 1_000
  return Runner(
    measure: {
      var failure: String?
      let source = GridSource(count: items)
      let grid = GridGeometry.make(source)
      let big = scrollThrough(grid, check: true)
      if let problem = big.failure { failure = "1M: \(problem)" }
      // The same steps on small grids, for the per-step comparison.
      var small = GridScrollRun()
      while small.steps < max(1_000, big.steps / 20) {
        let smallSource = GridSource(count: smallItems)
        let smallGrid = GridGeometry.make(smallSource)
        let run = scrollThrough(smallGrid, check: scale == .smoke)
        withExtendedLifetime(smallSource) {}
        if let problem = run.failure { failure = "1k: \(problem)" }
        small.steps += run.steps
        small.seconds += run.seconds
      }
      let created = grid.cellMetrics["Photo"]?.created ?? 0
      let allowed = big.maxVisible + 2 * GridGeometry.columns
      if created > allowed {
        failure = "\(created) cells created for at most \(big.maxVisible) visible items"
      }
      let bigStep = big.seconds / Double(max(1, big.steps))
      let smallStep = small.seconds / Double(max(1, small.steps))
      let extras = [
        ("cells", "\(created) created, at most \(big.maxVisible) visible"),
        ("step 1k", formatSeconds(smallStep)),
        ("step \(items / 1_000)k", formatSeconds(bigStep)),
        ("ratio", fixed(bigStep / max(smallStep, 1e-12), 2) + "×"),
        (
          "bytes/item",
          "\(fixed(grid.flowLayout?.geometryBytesPerItem ?? .nan, 4)) (layout geometry; "
            + "item counts are the data source's)"
        ),
      ]
      withExtendedLifetime(source) {}
      return Outcome(
        counts: [("steps", big.steps), ("items", items)], failure: failure, extras: extras)
    },
    baseline: { _ in .none })
}
