@_spi(Testing) import CellarHost
import Foundation

/// The collection-view scenarios: scrolling a huge grid, on a flow layout
/// and on a compositional one of the same geometry.
let gridHostScenarios: [Scenario] = [gridScroll1M, compositionalScroll1M]

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
/// shows parts of six lines of three. The flow layout and the
/// compositional one (rows of three 120-point items, 7.5 apart, rows 7.5
/// apart) place every item at the same frame.
private enum GridGeometry {
  static let columns = 3
  static let viewport = CGRect(x: 0, y: 0, width: 375, height: 667)

  @MainActor static func make(_ source: GridSource, compositional: Bool) -> UICollectionView {
    let grid = UICollectionView(
      frame: viewport, collectionViewLayout: compositional ? compositionalLayout() : flowLayout())
    grid.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "Photo")
    grid.dataSource = source
    return grid
  }

  @MainActor private static func flowLayout() -> UICollectionViewLayout {
    let layout = UICollectionViewFlowLayout()
    layout.itemSize = CGSize(width: 120, height: 120)
    layout.minimumInteritemSpacing = 7.5
    layout.minimumLineSpacing = 7.5
    return layout
  }

  @MainActor private static func compositionalLayout() -> UICollectionViewLayout {
    let item = NSCollectionLayoutItem(
      layoutSize: NSCollectionLayoutSize(
        widthDimension: .absolute(120), heightDimension: .absolute(120)))
    let group = NSCollectionLayoutGroup.horizontal(
      layoutSize: NSCollectionLayoutSize(
        widthDimension: .fractionalWidth(1), heightDimension: .absolute(120)),
      subitems: [item])
    group.interItemSpacing = .fixed(7.5)
    let section = NSCollectionLayoutSection(group: group)
    section.interGroupSpacing = 7.5
    return UICollectionViewCompositionalLayout(section: section)
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

/// Whether two finite rectangles share interior points (a frame that only
/// touches the viewport's edge is not under it).
private func overlapsInterior(_ first: CGRect, _ second: CGRect) -> Bool {
  first.minX < second.maxX && second.minX < first.maxX && first.minY < second.maxY
    && second.minY < first.maxY
}

/// What is wrong with the visible items at the current offset, if anything.
@MainActor
private func visibleProblem(_ grid: UICollectionView, visible: [IndexPath]) -> String? {
  let expected = (grid.collectionViewLayout.layoutAttributesForElements(in: grid.bounds) ?? [])
    .filter { $0.representedElementKind == nil && overlapsInterior($0.frame, grid.bounds) }
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

private let gridScroll1M = gridScrollScenario(
  name: "gridScroll1M",
  summary:
    "1,000,000 fixed-size items in a 3-column flow layout, scrolled top to bottom a page at a time",
  compositional: false)

private let compositionalScroll1M = gridScrollScenario(
  name: "compositionalScroll1M",
  summary:
    "1,000,000 items in a 3-column compositional layout (gridScroll1M's frames), scrolled top to "
    + "bottom a page at a time",
  compositional: true)

/// A scenario that scrolls a grid of 1,000,000 items (20,000 when quick)
/// top to bottom a page at a time, checking every step, and the same
/// steps on grids of 1,000 items, on the flow layout or the compositional
/// one.
private func gridScrollScenario(name: String, summary: String, compositional: Bool) -> Scenario {
  Scenario(
    name: name, summary: summary,
    target: "cells ≤ visible + 2 lines (6); step at 1M ≤ 1.5× step at 1k"
      + (compositional ? "" : "; bytes per item reported")
  ) { scale in
    let items = scale == .full ? 1_000_000 : 20_000
    let smallItems = 1_000
    return Runner(
      measure: {
        var failure: String?
        let source = GridSource(count: items)
        let grid = GridGeometry.make(source, compositional: compositional)
        let big = scrollThrough(grid, check: true)
        if let problem = big.failure { failure = "1M: \(problem)" }
        // The same steps on small grids, for the per-step comparison.
        var small = GridScrollRun()
        while small.steps < max(1_000, big.steps / 20) {
          let smallSource = GridSource(count: smallItems)
          let smallGrid = GridGeometry.make(smallSource, compositional: compositional)
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
        var extras = [
          ("cells", "\(created) created, at most \(big.maxVisible) visible"),
          ("step 1k", formatSeconds(smallStep)),
          ("step \(items / 1_000)k", formatSeconds(bigStep)),
          ("ratio", fixed(bigStep / max(smallStep, 1e-12), 2) + "×"),
        ]
        if let flow = grid.flowLayout {
          extras.append(
            (
              "bytes/item",
              "\(fixed(flow.geometryBytesPerItem, 4)) (layout geometry; "
                + "item counts are the data source's)"
            ))
        }
        withExtendedLifetime(source) {}
        return Outcome(
          counts: [("steps", big.steps), ("items", items)], failure: failure, extras: extras)
      },
      baseline: { _ in .none })
  }
}
