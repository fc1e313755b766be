import CellarHost
import Foundation
import Testing

/// Viewport sizes a view must refuse: a side that is NaN, infinite,
/// negative or longer than 2^30 points.
private let refusedSizes: [CGSize] = [
  CGSize(width: -1, height: 100), CGSize(width: 100, height: -0.5),
  CGSize(width: 1_073_741_825, height: 100), CGSize(width: 100, height: 2_147_483_648),
  CGSize(width: CGFloat.nan, height: 100), CGSize(width: 100, height: CGFloat.infinity),
  CGSize(width: -CGFloat.infinity, height: 100),
  CGSize(width: CGFloat.greatestFiniteMagnitude, height: 1),
]

/// Sizes at the edges of the range, which are taken.
private let acceptedSizes: [CGSize] = [
  .zero, CGSize(width: -0.0, height: 0), CGSize(width: 1_073_741_824, height: 1),
  CGSize(width: 0.5, height: 1_073_741_824),
]

/// A collection view and a table view, each laid out with content, 320 × 240,
/// and their data sources, which the views hold weakly: keep `sources`
/// alive while the views are used.
@MainActor
private func makeViews() throws -> (views: [UIScrollView], sources: [AnyObject]) {
  let source = GridSource([30])
  let grid = makeGrid(source, height: 240)
  grid.layoutIfNeeded()
  let model = ListModel(rows: 30)
  let table = try makeTable(model, visibleRows: 5)
  table.viewportSize = CGSize(width: 320, height: 240)
  table.layoutIfNeeded()
  return ([grid, table], [source, model])
}

/// Runs a layout pass of either view.
@MainActor
private func layOut(_ view: UIScrollView) throws {
  if let grid = view as? UICollectionView { grid.layoutIfNeeded() }
  if let table = view as? UITableView { table.layoutIfNeeded() }
}

@MainActor
@Suite struct UIScrollViewViewportTests {
  @Test(
    "a viewport side that is NaN, infinite, negative or over 2^30 points is refused when set, and the view keeps its size",
    arguments: refusedSizes)
  func refused(size: CGSize) throws {
    let made = try makeViews()
    defer { withExtendedLifetime(made.sources) {} }
    for view in made.views {
      let kept = view.viewportSize
      view.viewportSize = size
      #expect(view.viewportSize == kept)
      let error = try #require(view.viewportError)
      #expect(
        error.description
          == "Invalid viewport size \(Double(size.width)) × \(Double(size.height)): each side must be a finite number of points from 0 to 1073741824 (UIScrollView.maximumViewportLength); the view keeps the size it had."
      )
      view.bounds = CGRect(x: 0, y: 12, width: size.width, height: size.height)
      #expect(view.viewportSize == kept)
      #expect(view.contentOffset.y == 12)
      #expect(throws: UIScrollView.ViewportError.self) { try view.setViewportSize(size) }
      #expect(view.viewportSize == kept)
      // The view lays out as before.
      try layOut(view)
      view.viewportSize = CGSize(width: 200, height: 100)
      #expect(view.viewportError == nil)
      #expect(view.viewportSize == CGSize(width: 200, height: 100))
    }
  }

  @Test("sizes from 0 to 2^30 points a side are taken", arguments: acceptedSizes)
  func accepted(size: CGSize) throws {
    let made = try makeViews()
    defer { withExtendedLifetime(made.sources) {} }
    for view in made.views {
      try view.setViewportSize(size)
      #expect(view.viewportSize == size)
      #expect(view.viewportError == nil)
      try layOut(view)
    }
  }

  @Test("a view made with a frame it refuses starts with an empty viewport and says why")
  func refusedFrame() throws {
    let frame = CGRect(x: 0, y: 0, width: -320, height: 480)
    let grid = UICollectionView(frame: frame, collectionViewLayout: UICollectionViewFlowLayout())
    let table = UITableView(frame: frame)
    for view in [grid, table] as [UIScrollView] {
      #expect(view.viewportSize == .zero)
      #expect(view.viewportError == .invalidSize(width: -320, height: 480))
      try layOut(view)
    }
  }

  @Test("a collection view never hands its flow layout a viewport it refuses")
  func flowLayoutNeverSeesARefusedViewport() throws {
    // Issue 22, item 15: a negative or over-2^30 viewport was accepted, and
    // every later layout pass threw the flow layout's error.
    let source = GridSource([30])
    let grid = makeGrid(source, height: 240)
    grid.layoutIfNeeded()
    for size in refusedSizes {
      grid.viewportSize = size
      grid.invalidateLayout()
      grid.layoutIfNeeded()
      source.counts[0] += 1
      grid.performBatchUpdates {
        grid.insertItems(at: [item(source.counts[0] - 1)])
      }
      grid.layoutIfNeeded()
    }
    #expect(grid.numberOfItems(inSection: 0) == 30 + refusedSizes.count)
    #expect(grid.viewportSize == CGSize(width: 320, height: 240))
  }
}
