import Cellar
import CellarTestSupport
import Foundation
import Testing

private final class TextCell: UICollectionViewCell, ConfigurableCollectionCell {
  func configure(_ text: String) { label.text = text }
}

/// A grid of 10×10 items, ten a line, in a 100-point-wide viewport.
@MainActor
private func makeGrid(height: CGFloat = 20) -> Grid {
  let layout = UICollectionViewFlowLayout()
  layout.itemSize = CGSize(width: 10, height: 10)
  layout.minimumLineSpacing = 0
  layout.minimumInteritemSpacing = 0
  return Grid(
    collectionView: UICollectionView(
      frame: CGRect(x: 0, y: 0, width: 100, height: height), collectionViewLayout: layout))
}

/// A section of items `id0`, `id1`…, with `hook` setting handlers on some.
@MainActor
private func section(
  _ id: String, _ count: Int, hook: (Int, Cellar.Item<TextCell>) -> Cellar.Item<TextCell> = { $1 }
) -> GridSection {
  GridSection(
    id: id, items: (0..<count).map { hook($0, Cellar.Item<TextCell>(model: "\(id)\($0)")) })
}

/// Expects the grid to show what a fresh grid shows with `expected` at
/// the same offset: the same sections, counts, visible cells and render.
@MainActor
private func expectMatchesFresh(
  _ grid: Grid, _ expected: [GridSection], sourceLocation: SourceLocation = #_sourceLocation
) throws {
  let fresh = makeGrid(height: grid.collectionView.viewportSize.height)
  try fresh.update(with: expected)
  fresh.collectionView.setContentOffset(grid.collectionView.contentOffset, animated: false)
  let view = grid.collectionView
  #expect(grid.sections.map(\.id) == fresh.sections.map(\.id), sourceLocation: sourceLocation)
  #expect(grid.sections.map(\.count) == fresh.sections.map(\.count), sourceLocation: sourceLocation)
  #expect(
    (0..<view.numberOfSections).map { view.numberOfItems(inSection: $0) }
      == expected.map(\.count), sourceLocation: sourceLocation)
  #expect(
    view.indexPathsForVisibleItems == fresh.collectionView.indexPathsForVisibleItems,
    sourceLocation: sourceLocation)
  #expect(view.render() == fresh.collectionView.render(), sourceLocation: sourceLocation)
  #expect(!view.isHandlingEvent, sourceLocation: sourceLocation)
}

@MainActor
@Suite("Grid updates wait for the collection view to be idle")
struct GridIdleTests {
  @Test(
    "an update from willDisplay during setContentOffset waits for the pass, then applies before it returns"
  )
  func fromWillDisplayDuringSetContentOffset() throws {
    let grid = makeGrid()
    var armed = true
    var seenDuringPass: [Int] = []
    try grid.update(with: [
      section("a", 100) { index, item in
        item.onWillDisplay { [weak grid] _, _ in
          guard let grid else { return }
          if index == 45, armed {
            armed = false
            grid += section("late", 3)
          } else if index > 45, index < 60 {
            seenDuringPass.append(grid.sections.count)
          }
        }
      }
    ])
    grid.collectionView.setContentOffset(CGPoint(x: 0, y: 40), animated: true)
    #expect(!armed)
    // The rest of the pass still saw the old sections: its index paths stay valid.
    #expect(seenDuringPass == Array(repeating: 1, count: 14))
    try expectMatchesFresh(grid, [section("a", 100), section("late", 3)])
    #expect(grid.lastError == nil)
  }

  @Test("updates from several callbacks of one scroll apply in order")
  func severalFromOneScroll() throws {
    let grid = makeGrid()
    try grid.update(with: [
      section("a", 100) { index, item in
        guard index == 41 || index == 52 else { return item }
        return item.onWillDisplay { [weak grid] _, _ in
          guard let grid, grid.sections.count < 3 else { return }
          grid += section("x\(index)", 1)
        }
      }
    ])
    grid.collectionView.scrollToItem(
      at: IndexPath(item: 40, section: 0), at: .top, animated: false)
    try expectMatchesFresh(grid, [section("a", 100), section("x41", 1), section("x52", 1)])
  }

  @Test("an update from an item's prefetch handler applies before setContentOffset returns")
  func fromPrefetch() throws {
    let grid = makeGrid()
    var calls = 0
    try grid.update(with: [
      section("a", 100) { index, item in
        guard index == 35 else { return item }
        return item.prefetch { [weak grid] _, _ in
          calls += 1
          guard let grid, calls == 1 else { return }
          #expect(grid.collectionView.isHandlingEvent)
          grid += section("late", 2)
        }
      }
    ])
    // Lines 1 and 2 (items 10…29) in view, items 30…39 prefetched.
    grid.collectionView.setContentOffset(CGPoint(x: 0, y: 10), animated: false)
    #expect(calls == 1)
    try expectMatchesFresh(grid, [section("a", 100), section("late", 2)])
  }

  @Test("an update from a tap's action applies before tapItem returns")
  func fromTap() throws {
    let grid = makeGrid()
    var tapped: [IndexPath] = []
    try grid.update(with: [
      section("a", 30) { _, item in
        item.action { [weak grid] _, path in
          tapped.append(path)
          guard let grid else { return }
          #expect(grid.collectionView.isHandlingEvent)
          // The tapped item goes.
          try? grid.update(with: [section("a", 30).filtered(removing: path.item)])
        }
      }
    ])
    try grid.collectionView.tapItem(at: IndexPath(item: 3, section: 0))
    #expect(tapped == [IndexPath(item: 3, section: 0)])
    #expect(grid.collectionView.indexPathsForSelectedItems == nil)
    try expectMatchesFresh(grid, [section("a", 30).filtered(removing: 3)])
  }

  @Test("an update from a display handler during a drag step applies before the next step")
  func fromDragStep() throws {
    let grid = makeGrid()
    var armed = true
    var seenNextStep: [Int] = []
    try grid.update(with: [
      section("a", 100) { index, item in
        item.onWillDisplay { [weak grid] _, _ in
          guard let grid else { return }
          if index == 20, armed {
            armed = false
            #expect(grid.collectionView.isDragging)
            grid += section("late", 1)
          } else if (50..<60).contains(index) {
            seenNextStep.append(grid.sections.count)
          }
        }
      }
    ])
    // Four steps of 25: the first shows lines 2…4 (items 20…49), the second lines 5…6.
    try grid.collectionView.dragToScroll(by: 100, steps: 4)
    #expect(!armed)
    #expect(seenNextStep == Array(repeating: 2, count: 10))
    try expectMatchesFresh(grid, [section("a", 100), section("late", 1)])
  }

  @Test("an update from a layout pass the grid did not start applies before layoutIfNeeded returns")
  func fromUserLayoutPass() throws {
    let grid = makeGrid()
    var armed = true
    try grid.update(with: [
      section("a", 100) { index, item in
        guard index == 60 else { return item }
        return item.onWillDisplay { [weak grid] _, _ in
          guard let grid, armed else { return }
          armed = false
          grid += section("late", 1)
        }
      }
    ])
    grid.collectionView.viewportSize = CGSize(width: 100, height: 80)
    grid.collectionView.layoutIfNeeded()
    #expect(!armed)
    try expectMatchesFresh(grid, [section("a", 100), section("late", 1)])
  }

  @Test("a duplicate-id update from a scroll callback is reported and changes nothing")
  func duplicateFromScroll() throws {
    let grid = makeGrid()
    var errors: [String] = []
    grid.onError = { errors.append(String(describing: $0)) }
    try grid.update(with: [
      section("a", 100) { index, item in
        guard index == 45 else { return item }
        return item.onWillDisplay { [weak grid] _, _ in
          guard let grid, errors.isEmpty else { return }
          grid += section("a", 1)
        }
      }
    ])
    grid.collectionView.setContentOffset(CGPoint(x: 0, y: 40), animated: false)
    #expect(errors.count == 1)
    #expect(grid.lastError != nil)
    try expectMatchesFresh(grid, [section("a", 100)])
  }
}

extension GridSection {
  /// The section without the item at `offset`.
  fileprivate func filtered(removing offset: Int) -> GridSection {
    var copy = self
    copy.items.remove(at: offset)
    return copy
  }
}
