import CellarHost
import Foundation
import Testing

@MainActor
@Suite struct UICollectionViewDequeueTests {
  @Test("dequeuing an unregistered cell identifier throws UIKit's text")
  func unregisteredCell() throws {
    let source = GridSource([3])
    source.cellIdentifier = "Missing"
    let grid = makeGrid(source)
    #expect(
      UIKitException.catching { grid.layoutIfNeeded() }
        == UICollectionView.DequeueError.unregisteredIdentifier(
          kind: "UICollectionElementKindCell", identifier: "Missing"))
    let error = UICollectionView.DequeueError.unregisteredIdentifier(
      kind: "UICollectionElementKindCell", identifier: "Cell")
    #expect(
      error.description
        == "could not dequeue a view of kind: UICollectionElementKindCell with identifier Cell - must register a nib or a class for the identifier or connect a prototype cell in a storyboard"
    )
    #expect(grid.visibleCells.isEmpty)
  }

  @Test("dequeuing a supplementary view names its kind, and the key is (kind, identifier)")
  func unregisteredSupplementary() throws {
    let source = GridSource([3])
    source.headerIdentifier = "Header"
    let grid = makeGrid(source)
    grid.flowLayout?.headerReferenceSize = CGSize(width: 0, height: 30)
    grid.register(
      UICollectionReusableView.self,
      forSupplementaryViewOfKind: UICollectionView.elementKindSectionFooter,
      withReuseIdentifier: "Header")
    let error = UIKitException.catching {
      grid.layoutIfNeeded()
    }
    #expect(error != nil, "expected an error")
    #expect(
      error?.reason
        == "could not dequeue a view of kind: UICollectionElementKindSectionHeader with identifier Header - must register a nib or a class for the identifier or connect a prototype cell in a storyboard"
    )
  }

  @Test("a cell not obtained by dequeuing is refused with UIKit's text")
  func cellNotDequeued() throws {
    let source = GridSource([3])
    source.makeCell = { _, _ in UICollectionViewCell() }
    let grid = makeGrid(source)
    let error = UIKitException.catching {
      grid.layoutIfNeeded()
    }
    #expect(error != nil, "expected an error")
    #expect(error == UICollectionView.DequeueError.cellNotDequeued(indexPath: item(0)))
    #expect(
      error?.reason
        == "the cell returned from -collectionView:cellForItemAtIndexPath: does not have a reuseIdentifier - cells must be retrieved by calling -dequeueReusableCellWithReuseIdentifier:forIndexPath:"
    )
    #expect(grid.visibleCells.isEmpty)
  }

  @Test("returning a cell that is displayed or pooled is refused")
  func displayedCellReturnedAgain() throws {
    let source = GridSource([9])
    let grid = makeGrid(source, height: 100)
    grid.layoutIfNeeded()
    let shown = try #require(grid.cellForItem(at: item(0)))
    source.makeCell = { _, _ in shown }
    // At y 50 line 0 is still displayed and line 1 enters.
    #expect(
      UIKitException.catching {
        grid.setContentOffset(CGPoint(x: 0, y: 50), animated: false)
      } == UICollectionView.DequeueError.cellNotDequeued(indexPath: item(3)))
    #expect(grid.cellForItem(at: item(3)) == nil)
    // After a reload the old cells are pooled: returning one is refused too.
    grid.reloadData()
    #expect(
      UIKitException.catching {
        grid.layoutIfNeeded()
      } == UICollectionView.DequeueError.cellNotDequeued(indexPath: item(0)))
  }

  @Test("a missing supplementary view is refused with UIKit's text")
  func nilSupplementary() throws {
    let source = GridSource([3])
    let grid = makeGrid(source)
    grid.flowLayout?.footerReferenceSize = CGSize(width: 0, height: 20)
    let error = UIKitException.catching {
      grid.layoutIfNeeded()
    }
    #expect(error != nil, "expected an error")
    #expect(
      error?.reason
        == "the view returned from -collectionView:viewForSupplementaryElementOfKind:atIndexPath (UICollectionElementKindSectionFooter,<NSIndexPath: 0x…> {length = 2, path = 0 - 0}) was not retrieved by calling -dequeueReusableSupplementaryViewOfKind:withReuseIdentifier:forIndexPath: or is nil ((null))"
    )
  }

  @Test("a failed cell request puts the recycled cells it took back in the pool")
  func failedRequestRestoresPool() throws {
    let source = GridSource([6])
    let grid = makeGrid(source, height: 100)
    grid.layoutIfNeeded()
    grid.setContentOffset(CGPoint(x: 0, y: 110), animated: false)
    let pooled = grid.cellMetrics["Cell"]?.pooled
    source.makeCell = { view, path in
      let cell = view.dequeueReusableCell(withReuseIdentifier: "Cell", for: path)
      UIKitException.raise(UIKitException(name: .internalInconsistency, reason: "refused"))
      return cell
    }
    grid.reloadData()
    #expect(UIKitException.catching { grid.layoutIfNeeded() }?.reason == "refused")
    #expect((grid.cellMetrics["Cell"]?.pooled ?? 0) >= (pooled ?? 0))
  }

  @Test("unregistering with nil makes the next dequeue fail; re-registering replaces the class")
  func unregisterAndReplace() throws {
    let source = GridSource([1])
    let grid = makeGrid(source)
    grid.register(nil, forCellWithReuseIdentifier: "Cell")
    #expect(UIKitException.catching { grid.layoutIfNeeded() }?.name == .internalInconsistency)
    grid.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "Cell")
    grid.layoutIfNeeded()
    #expect(grid.visibleCells.count == 1)
    #expect(!(grid.visibleCells[0] is CountingGridCell))
  }
}

@MainActor
@Suite struct UICollectionViewHostileTests {
  @Test("NaN and infinite offsets are ignored")
  func nanOffsets() throws {
    let source = GridSource([100])
    let grid = makeGrid(source)
    grid.setContentOffset(CGPoint(x: 0, y: 200), animated: false)
    grid.setContentOffset(CGPoint(x: CGFloat.nan, y: CGFloat.nan), animated: false)
    #expect(grid.contentOffset == CGPoint(x: 0, y: 200))
    grid.setContentOffset(CGPoint(x: 0, y: CGFloat.infinity), animated: false)
    #expect(grid.contentOffset == CGPoint(x: 0, y: 200))
    grid.setContentOffset(CGPoint(x: 0, y: -500), animated: false)
    #expect(grid.contentOffset == .zero)
  }

  @Test("scrolling to a missing item throws UIKit's text and moves nothing")
  func scrollToMissingItem() throws {
    let source = GridSource([5])
    let grid = makeGrid(source, height: 100)
    grid.layoutIfNeeded()
    for path in [item(5), item(0, 1), item(-1), IndexPath(index: 0)] {
      #expect(
        UIKitException.catching {
          grid.scrollToItem(at: path, at: .top, animated: false)
        } == UICollectionView.ScrollError.invalidIndexPath(path))
    }
    #expect(
      UICollectionView.ScrollError.invalidIndexPath(IndexPath(indexes: [1, 0])).description
        == "attempt to scroll to invalid index path: <NSIndexPath: 0x…> {length = 2, path = 1 - 0}")
    #expect(grid.contentOffset == .zero)
  }

  nonisolated static let positions: [(UICollectionView.ScrollPosition, CGFloat)] = [
    (.top, 220), (.centeredVertically, 170), (.bottom, 120), ([], 0),
  ]

  @Test(
    "scrollToItem honours UIKit's scroll positions and clamps to the content",
    arguments: positions)
  func scrollPositions(position: UICollectionView.ScrollPosition, expected: CGFloat) throws {
    let source = GridSource([30])
    let grid = makeGrid(source, height: 200)
    grid.scrollToItem(at: item(7), at: position, animated: false)
    #expect(grid.contentOffset.y == expected)
    if position != [] { #expect(grid.cellForItem(at: item(7)) != nil) }
    grid.scrollToItem(at: item(29), at: .top, animated: false)
    // 10 lines: content height 1090, so the offset stops at 890.
    #expect(grid.contentOffset.y == 890)
  }

  @Test("negative counts from the data source throw and keep the last valid counts")
  func negativeCounts() throws {
    let source = GridSource([4])
    let grid = makeGrid(source)
    grid.layoutIfNeeded()
    source.counts = [-3]
    grid.reloadData()
    #expect(
      UIKitException.catching {
        grid.layoutIfNeeded()
      } == UICollectionView.DataSourceError.negativeNumberOfItems(section: 0, count: -3))
    source.sectionCount = -1
    #expect(
      UIKitException.catching {
        grid.layoutIfNeeded()
      } == UICollectionView.DataSourceError.negativeNumberOfSections(-1))
    #expect(grid.numberOfItems(inSection: 0) == 4)
    source.sectionCount = nil
    source.counts = [2]
    grid.layoutIfNeeded()
    #expect(grid.indexPathsForVisibleItems == [item(0), item(1)])
  }

  @Test("reloadData from willDisplay takes effect at the next pass, without recursion")
  func reentrantReload() throws {
    let source = GridSource([6])
    let grid = makeGrid(source)
    var reloads = 0
    source.onWillDisplay = { view, _ in
      reloads += 1
      view.reloadData()
      view.layoutIfNeeded()
    }
    grid.layoutIfNeeded()
    #expect(reloads == 6)
    #expect(grid.indexPathsForVisibleItems.count == 6)
    source.onWillDisplay = nil
    source.log = []
    grid.layoutIfNeeded()
    #expect(source.log == (0..<6).map { "end 0.\($0)" } + (0..<6).map { "will 0.\($0)" })
    #expect(grid.cellMetrics["Cell"]?.created == 6)
  }

  @Test("an empty data source and a zero-size viewport display nothing")
  func emptyAndZero() throws {
    let source = GridSource([])
    let grid = makeGrid(source)
    grid.layoutIfNeeded()
    #expect(grid.visibleCells.isEmpty)
    #expect(grid.render() == "")
    let other = GridSource([10])
    let flat = makeGrid(other, height: 0)
    flat.layoutIfNeeded()
    #expect(flat.indexPathsForVisibleItems.isEmpty)
  }
}
