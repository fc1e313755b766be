import Cellar
import CellarTestSupport
import Foundation
import Testing

private final class ScrollNumberCell: UICollectionViewCell, ConfigurableCollectionCell {
  func configure(_ number: Int) { label.text = "\(number)" }
}

/// A 100 × 100 viewport over 10-point items, ten a line: 200 items are
/// 20 lines, twice the viewport.
@MainActor
private func makeGrid(count: Int = 200) throws -> Grid {
  let layout = UICollectionViewFlowLayout()
  layout.itemSize = CGSize(width: 10, height: 10)
  layout.minimumLineSpacing = 0
  layout.minimumInteritemSpacing = 0
  let view = UICollectionView(
    frame: CGRect(x: 0, y: 0, width: 100, height: 100), collectionViewLayout: layout)
  let grid = Grid(collectionView: view)
  try grid.update(with: [
    GridSection(id: "numbers", items: (0..<count).map { Cellar.Item<ScrollNumberCell>(model: $0) })
  ])
  return grid
}

@Suite("Grid scroll closures")
@MainActor
struct GridScrollTests {
  @Test("each closure hears its scroll-view call, with the offset, in UIKit's order")
  func closuresInOrder() throws {
    let grid = try makeGrid()
    var heard: [String] = []
    grid.onScroll = { heard.append("scroll \(Int($0.y))") }
    grid.onWillBeginDragging = { heard.append("begin drag") }
    grid.onEndDragging = { heard.append("end drag, decelerates: \($0)") }
    grid.onEndDecelerating = { heard.append("end decelerating at \(Int($0.y))") }
    grid.onEndScrollingAnimation = { heard.append("end animation at \(Int($0.y))") }
    grid.onScrollToTop = { heard.append("at top") }

    grid.collectionView.setContentOffset(CGPoint(x: 0, y: 30), animated: true)
    #expect(heard == ["scroll 30", "end animation at 30"])

    heard = []
    try grid.collectionView.dragToScroll(by: 20, velocity: 0, steps: 2)
    #expect(heard.first == "begin drag")
    #expect(heard.contains("end drag, decelerates: false"))
    #expect(heard.filter { $0.hasPrefix("scroll") } == ["scroll 40", "scroll 50"])

    heard = []
    #expect(try grid.collectionView.tapStatusBar())
    #expect(heard == ["scroll 0", "at top"])

    heard = []
    try grid.collectionView.dragToScroll(by: 20, velocity: 2, steps: 2)
    #expect(heard.contains("end drag, decelerates: true"))
    #expect(heard.last?.hasPrefix("end decelerating at") == true)
  }

  @Test("an update asked for in onScroll is applied before the scroll returns")
  func updateFromOnScroll() throws {
    let grid = try makeGrid()
    weak let weakGrid = grid
    grid.onScroll = { offset in
      guard offset.y >= 50, let grid = weakGrid, grid.sections[0].count == 200 else { return }
      try? grid.update(with: [
        GridSection(
          id: "numbers", items: (0..<150).map { Cellar.Item<ScrollNumberCell>(model: $0) })
      ])
    }
    grid.collectionView.setContentOffset(CGPoint(x: 0, y: 60), animated: false)
    #expect(grid.sections[0].count == 150)
    #expect(grid.collectionView.numberOfItems(inSection: 0) == 150)
    let fresh = try makeGrid(count: 150)
    fresh.collectionView.setContentOffset(grid.collectionView.contentOffset, animated: false)
    #expect(fresh.collectionView.render() == grid.collectionView.render())
  }

  @Test("no closure set: scrolling works and nothing is retained")
  func noClosures() throws {
    weak var weakGrid: Grid?
    do {
      let grid = try makeGrid()
      weakGrid = grid
      try grid.collectionView.dragToScroll(by: 30, velocity: 1, steps: 3)
      #expect(grid.collectionView.contentOffset.y > 0)
    }
    #expect(weakGrid == nil)
  }
}
