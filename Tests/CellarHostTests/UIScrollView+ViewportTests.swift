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

/// A scroll view is a `UIView`, as in UIKit: its frame sizes its viewport,
/// and it goes into a view tree.
@MainActor
@Suite struct UIScrollViewIsAViewTests {
  @Test("setting a table's frame, as UIKit code sizes it, sets the viewport and keeps the origin")
  func tableFrame() throws {
    let model = ListModel(rows: 30)
    let table = try makeTable(model, visibleRows: 2)
    table.frame = CGRect(x: 10, y: 20, width: 320, height: 132)
    #expect(table.frame == CGRect(x: 10, y: 20, width: 320, height: 132))
    #expect(table.viewportSize == CGSize(width: 320, height: 132))
    #expect(table.bounds == CGRect(x: 0, y: 0, width: 320, height: 132))
    table.layoutIfNeeded()
    // 44-point rows: 132 points show rows 0, 1 and 2.
    #expect(table.indexPathsForVisibleRows == (0..<3).map { IndexPath(row: $0, section: 0) })
    withExtendedLifetime(model) {}
  }

  @Test("a frame given to the initializer is the view's frame")
  func initializerFrame() {
    let table = UITableView(frame: CGRect(x: 5, y: 6, width: 300, height: 400), style: .grouped)
    #expect(table.frame == CGRect(x: 5, y: 6, width: 300, height: 400))
    #expect(table.viewportSize == CGSize(width: 300, height: 400))
    let grid = UICollectionView(
      frame: CGRect(x: 1, y: 2, width: 200, height: 100),
      collectionViewLayout: UICollectionViewFlowLayout())
    #expect(grid.frame == CGRect(x: 1, y: 2, width: 200, height: 100))
    #expect(grid.viewportSize == CGSize(width: 200, height: 100))
  }

  @Test("a frame whose size the viewport refuses keeps the size, takes the origin and says why")
  func refusedFrame() {
    let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 480), style: .plain)
    table.frame = CGRect(x: 7, y: 8, width: CGFloat.nan, height: 100)
    #expect(table.frame == CGRect(x: 7, y: 8, width: 320, height: 480))
    #expect(table.viewportError != nil)
    table.frame = CGRect(x: 7, y: 8, width: 100, height: 100)
    #expect(table.viewportError == nil)
    #expect(table.frame.size == CGSize(width: 100, height: 100))
  }

  @Test("setting the frame leaves the content offset; setting the bounds sets it")
  func frameAndBounds() throws {
    let made = try makeViews()
    defer { withExtendedLifetime(made.sources) {} }
    for view in made.views {
      view.contentOffset = CGPoint(x: 0, y: 30)
      try layOut(view)
      view.frame = CGRect(x: 3, y: 4, width: 320, height: 200)
      #expect(view.contentOffset == CGPoint(x: 0, y: 30))
      #expect(view.bounds == CGRect(x: 0, y: 30, width: 320, height: 200))
      view.bounds = CGRect(x: 0, y: 10, width: 300, height: 100)
      #expect(view.contentOffset == CGPoint(x: 0, y: 10))
      #expect(view.frame == CGRect(x: 3, y: 4, width: 300, height: 100))
    }
  }

  @Test("a table and a collection view are views: they go into a view tree and are found by tag")
  func viewTree() {
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
    let table = UITableView(frame: root.bounds, style: .plain)
    table.tag = 7
    let grid = UICollectionView(
      frame: root.bounds, collectionViewLayout: UICollectionViewFlowLayout())
    grid.tag = 8
    root.addSubview(table)
    root.addSubview(grid)
    #expect(table.superview === root)
    #expect(root.subviews.count == 2)
    #expect(root.viewWithTag(7) === table)
    #expect(root.viewWithTag(8) === grid)
    let views: [UIView] = [table, grid]
    #expect(views.allSatisfy { $0 is UIScrollView })
    table.removeFromSuperview()
    #expect(table.superview == nil)
    #expect(root.subviews.count == 1)
  }

  @Test("a subclass declares UIKit's initializers, as on iOS")
  func subclass() {
    final class FeedView: UITableView {
      override init(frame: CGRect, style: UITableView.Style) {
        super.init(frame: frame, style: style)
        rowHeight = 60
      }
      required init?(coder: NSCoder) { fatalError("init(coder:) is not used") }
    }
    let feed = FeedView(frame: CGRect(x: 0, y: 0, width: 100, height: 50), style: .plain)
    #expect(feed.frame.size == CGSize(width: 100, height: 50))
    #expect(feed.rowHeight == 60)
    #expect(UITableView(coder: NSCoder()) == nil)
  }
}
