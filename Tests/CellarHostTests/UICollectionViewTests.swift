import CellarHost
import CellarTestSupport
import Foundation
import Testing

/// A data source and delegate for collection-view tests: counts by section,
/// cells labelled by index path, and hooks for hostile behaviour.
@MainActor
final class GridSource: UICollectionViewDataSource, UICollectionViewDelegate {
  var counts: [Int]
  var sectionCount: Int?
  var cellIdentifier = "Cell"
  var headerIdentifier: String? = nil
  var makeCell: ((UICollectionView, IndexPath) -> UICollectionViewCell)?
  var onWillDisplay: ((UICollectionView, IndexPath) -> Void)?
  var log: [String] = []

  init(_ counts: [Int]) {
    self.counts = counts
  }

  func numberOfSections(in collectionView: UICollectionView) -> Int {
    sectionCount ?? counts.count
  }

  func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int)
    -> Int
  {
    counts[section]
  }

  func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
    -> UICollectionViewCell
  {
    if let makeCell { return makeCell(collectionView, indexPath) }
    let cell = collectionView.dequeueReusableCell(
      withReuseIdentifier: cellIdentifier, for: indexPath)
    cell.label.text = "\(indexPath[0]).\(indexPath[1])"
    return cell
  }

  func collectionView(
    _ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String,
    at indexPath: IndexPath
  ) -> UICollectionReusableView {
    guard let headerIdentifier else {
      // As a data source without the view, which UIKit reads as `nil`: its exception.
      UIKitException.raise(
        UIKitException(
          name: .internalInconsistency,
          reason: UICollectionView.DequeueError.supplementaryViewNotDequeued(
            kind: kind, indexPath: indexPath, view: nil
          ).description))
      return UICollectionReusableView()
    }
    let view = collectionView.dequeueReusableSupplementaryView(
      ofKind: kind, withReuseIdentifier: headerIdentifier, for: indexPath)
    view.label.text = "S\(indexPath[0])"
    return view
  }

  func collectionView(
    _ collectionView: UICollectionView, willDisplay cell: UICollectionViewCell,
    forItemAt indexPath: IndexPath
  ) {
    log.append("will \(indexPath[0]).\(indexPath[1])")
    onWillDisplay?(collectionView, indexPath)
  }

  func collectionView(
    _ collectionView: UICollectionView, didEndDisplaying cell: UICollectionViewCell,
    forItemAt indexPath: IndexPath
  ) {
    log.append("end \(indexPath[0]).\(indexPath[1])")
  }

  func collectionView(
    _ collectionView: UICollectionView, willDisplaySupplementaryView view: UICollectionReusableView,
    forElementKind elementKind: String, at indexPath: IndexPath
  ) {
    log.append("willHeader \(indexPath[0])")
  }

  func collectionView(
    _ collectionView: UICollectionView,
    didEndDisplayingSupplementaryView view: UICollectionReusableView,
    forElementOfKind elementKind: String, at indexPath: IndexPath
  ) {
    log.append("endHeader \(indexPath[0])")
  }
}

/// A cell that counts its `prepareForReuse()` calls.
@MainActor
final class CountingGridCell: UICollectionViewCell {
  var prepared = 0

  override func prepareForReuse() {
    super.prepareForReuse()
    prepared += 1
  }
}

/// An item's index path.
func item(_ item: Int, _ section: Int = 0) -> IndexPath { IndexPath(indexes: [section, item]) }

/// A 320×480 grid of 100×100 items (3 a line, lines 110 apart).
@MainActor
func makeGrid(_ source: GridSource, height: CGFloat = 480) -> UICollectionView {
  let layout = UICollectionViewFlowLayout()
  layout.itemSize = CGSize(width: 100, height: 100)
  let grid = UICollectionView(
    frame: CGRect(x: 0, y: 0, width: 320, height: height), collectionViewLayout: layout)
  grid.register(CountingGridCell.self, forCellWithReuseIdentifier: "Cell")
  grid.dataSource = source
  grid.delegate = source
  return grid
}

@MainActor
@Suite struct UICollectionViewTests {
  /// Issue 22, item 8: a grid's update report always said "0 shown, 0
  /// hidden": the collection view never counted displays.
  @Test(
    "displays and ends of display are counted per reuse identifier, cells and headers, with or without a delegate, as willDisplay and didEndDisplaying are called",
    arguments: [true, false])
  func countsDisplays(withDelegate: Bool) throws {
    let source = GridSource([30, 30])
    source.headerIdentifier = "Header"
    let grid = makeGrid(source, height: 200)
    grid.flowLayout?.headerReferenceSize = CGSize(width: 0, height: 30)
    grid.register(
      UICollectionReusableView.self,
      forSupplementaryViewOfKind: UICollectionView.elementKindSectionHeader,
      withReuseIdentifier: "Header")
    if !withDelegate { grid.delegate = nil }
    grid.layoutIfNeeded()
    grid.setContentOffset(CGPoint(x: 0, y: 700), animated: false)
    grid.setContentOffset(CGPoint(x: 0, y: 1_300), animated: false)
    let cells = try #require(grid.cellMetrics["Cell"])
    let headers = try #require(
      grid.supplementaryViewMetrics[UICollectionView.elementKindSectionHeader]?["Header"])
    #expect(cells.displays > 0 && cells.endDisplays > 0)
    #expect(cells.displays - cells.endDisplays == grid.visibleCells.count)
    #expect(headers.displays > 0 && headers.endDisplays > 0)
    #expect(
      headers.displays - headers.endDisplays
        == grid.indexPathsForVisibleSupplementaryElements(
          ofKind: UICollectionView.elementKindSectionHeader
        ).count)
    if withDelegate {
      #expect(cells.displays == source.log.filter { $0.hasPrefix("will ") }.count)
      #expect(cells.endDisplays == source.log.filter { $0.hasPrefix("end ") }.count)
      #expect(headers.displays == source.log.filter { $0.hasPrefix("willHeader") }.count)
    }
  }

  @Test("the first layout pass reads the counts and displays the items in the viewport")
  func firstLayout() throws {
    let source = GridSource([20])
    let grid = makeGrid(source, height: 200)
    grid.recordsEvents = true
    grid.layoutIfNeeded()
    // Lines at y 0 and 110 intersect a 200-point viewport: items 0...5.
    #expect(grid.indexPathsForVisibleItems == (0..<6).map { item($0) })
    #expect(grid.visibleCells.map { $0.label.text } == ["0.0", "0.1", "0.2", "0.3", "0.4", "0.5"])
    #expect(grid.cellForItem(at: item(4))?.frame == CGRect(x: 110, y: 110, width: 100, height: 100))
    #expect(grid.cellForItem(at: item(6)) == nil)
    #expect(grid.numberOfSections == 1)
    #expect(grid.numberOfItems(inSection: 0) == 20)
    #expect(grid.numberOfItems(inSection: 3) == 0)
    let names = grid.events.map(\.description)
    #expect(
      Array(names.prefix(4)) == [
        "numberOfSections", "numberOfItemsInSection 0", "cellForItemAt [0, 0]",
        "willDisplay [0, 0]",
      ])
    #expect(grid.render() == "[0.0     ] [0.1     ] [0.2     ]\n[0.3     ] [0.4     ] [0.5     ]")
  }

  @Test("the data source's numberOfSections defaults to 1")
  func defaultSections() throws {
    final class OneSection: UICollectionViewDataSource {
      func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int)
        -> Int
      { 2 }
      func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
        -> UICollectionViewCell
      {
        collectionView.dequeueReusableCell(withReuseIdentifier: "Cell", for: indexPath)
      }
    }
    let source = OneSection()
    let grid = UICollectionView(
      frame: CGRect(x: 0, y: 0, width: 320, height: 480),
      collectionViewLayout: UICollectionViewFlowLayout())
    grid.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "Cell")
    grid.dataSource = source
    grid.layoutIfNeeded()
    #expect(grid.numberOfSections == 1)
    #expect(grid.indexPathsForVisibleItems == [item(0), item(1)])
  }

  @Test("scrolling ends the display of the items that leave before displaying those that enter")
  func displayOrderWhileScrolling() throws {
    let source = GridSource([30])
    let grid = makeGrid(source, height: 200)
    grid.layoutIfNeeded()
    source.log = []
    grid.setContentOffset(CGPoint(x: 0, y: 220), animated: false)
    // Viewport 220..<420: lines at 220 and 330 (items 6...11).
    #expect(
      source.log == [
        "end 0.0", "end 0.1", "end 0.2", "end 0.3", "end 0.4", "end 0.5",
        "will 0.6", "will 0.7", "will 0.8", "will 0.9", "will 0.10", "will 0.11",
      ])
    let cells = grid.visibleCells.compactMap { $0 as? CountingGridCell }
    #expect(cells.count == 6)
    #expect(cells.allSatisfy { $0.prepared == 1 })
    #expect(grid.cellMetrics["Cell"]?.created == 6)
  }

  @Test("scrolling back up ends the bottom line first, then displays the top line")
  func displayOrderScrollingUp() throws {
    let source = GridSource([30])
    let grid = makeGrid(source, height: 200)
    grid.setContentOffset(CGPoint(x: 0, y: 220), animated: false)
    source.log = []
    grid.setContentOffset(CGPoint(x: 0, y: 120), animated: false)
    // Viewport 120..<320: lines at 110 and 220 (items 3...8); line 330 leaves.
    #expect(
      source.log == ["end 0.9", "end 0.10", "end 0.11", "will 0.3", "will 0.4", "will 0.5"])
    #expect(grid.indexPathsForVisibleItems == (3..<9).map { item($0) })
  }

  @Test("a recycled cell is prepared inside cellForItemAt, before willDisplay")
  func recordedEventsWhileScrolling() throws {
    let source = GridSource([30])
    let grid = makeGrid(source, height: 100)
    grid.layoutIfNeeded()
    grid.recordsEvents = true
    grid.setContentOffset(CGPoint(x: 0, y: 110), animated: false)
    #expect(
      grid.events.map(\.description) == [
        "scrollViewDidScroll",
        "didEndDisplaying [0, 0]", "didEndDisplaying [0, 1]", "didEndDisplaying [0, 2]",
        "cellForItemAt [0, 3]", "prepareForReuse Cell", "willDisplay [0, 3]",
        "cellForItemAt [0, 4]", "prepareForReuse Cell", "willDisplay [0, 4]",
        "cellForItemAt [0, 5]", "prepareForReuse Cell", "willDisplay [0, 5]",
      ])
    #expect(grid.cellMetrics["Cell"]?.reuses == 3)
  }

  @Test("invalidateLayout applies changed layout properties at the next pass")
  func invalidateLayout() throws {
    let source = GridSource([30])
    let grid = makeGrid(source, height: 200)
    grid.layoutIfNeeded()
    grid.flowLayout?.itemSize = CGSize(width: 300, height: 100)
    grid.layoutIfNeeded()
    #expect(grid.indexPathsForVisibleItems.count == 6)
    grid.invalidateLayout()
    grid.layoutIfNeeded()
    #expect(grid.indexPathsForVisibleItems == [item(0), item(1)])
    #expect(grid.cellForItem(at: item(1))?.frame == CGRect(x: 10, y: 110, width: 300, height: 100))
  }

  @Test("headers are asked for, displayed and recycled with their own callbacks")
  func supplementaryViews() throws {
    let source = GridSource([3, 3])
    source.headerIdentifier = "Header"
    let grid = makeGrid(source, height: 200)
    grid.flowLayout?.headerReferenceSize = CGSize(width: 0, height: 30)
    grid.register(
      UICollectionReusableView.self,
      forSupplementaryViewOfKind: UICollectionView.elementKindSectionHeader,
      withReuseIdentifier: "Header")
    grid.layoutIfNeeded()
    #expect(
      source.log == [
        "willHeader 0", "will 0.0", "will 0.1", "will 0.2", "willHeader 1", "will 1.0", "will 1.1",
        "will 1.2",
      ])
    #expect(
      grid.render()
        == "# S0\n[0.0     ] [0.1     ] [0.2     ]\n# S1\n[1.0     ] [1.1     ] [1.2     ]")
    source.log = []
    grid.setContentOffset(CGPoint(x: 0, y: 1000), animated: false)
    // Content is 260 high: the offset clamps to 60, so header 0 leaves.
    #expect(grid.contentOffset == CGPoint(x: 0, y: 60))
    #expect(source.log == ["endHeader 0"])
  }

  @Test("reloadData is deferred to the next layout pass and recycles every visible cell")
  func reloadDataDeferral() throws {
    let source = GridSource([9])
    let grid = makeGrid(source, height: 200)
    grid.layoutIfNeeded()
    let before = Set(grid.visibleCells.map(ObjectIdentifier.init))
    grid.recordsEvents = true
    source.counts = [4]
    grid.reloadData()
    #expect(grid.events.isEmpty)
    #expect(grid.indexPathsForVisibleItems.count == 6)
    source.log = []
    grid.layoutIfNeeded()
    #expect(grid.events.first?.description == "numberOfSections")
    #expect(Array(source.log.prefix(6)) == (0..<6).map { "end 0.\($0)" })
    #expect(Array(source.log.dropFirst(6)) == (0..<4).map { "will 0.\($0)" })
    #expect(grid.indexPathsForVisibleItems == (0..<4).map { item($0) })
    #expect(Set(grid.visibleCells.map(ObjectIdentifier.init)).isSubset(of: before))
    #expect(grid.cellMetrics["Cell"]?.created == 6)
    #expect(grid.cellMetrics["Cell"]?.pooled == 2)
  }

  @Test("a count query after reloadData reads the counts at once")
  func countQueryRefreshes() throws {
    let source = GridSource([9])
    let grid = makeGrid(source)
    grid.layoutIfNeeded()
    source.counts = [5, 7]
    grid.reloadData()
    #expect(grid.numberOfSections == 2)
    #expect(grid.numberOfItems(inSection: 1) == 7)
  }

  @Test(
    "a million-item grid scrolled top to bottom creates no more cells than fit on screen plus a line"
  )
  func reuseWhileScrollingAMillionItems() throws {
    // A million in full runs (CI); 50,000 for a plain `swift test` (the
    // million takes about 9 s in a debug build).
    let count = TestEnvironment.scaled(50_000, full: 1_000_000)
    let source = GridSource([count])
    let grid = makeGrid(source)
    grid.layoutIfNeeded()
    let visibleAtStart = grid.visibleCells.count
    var maximumVisible = visibleAtStart
    let contentHeight = grid.collectionViewLayout.collectionViewContentSize.height
    var y: CGFloat = 0
    while y < contentHeight {
      y += 430
      grid.setContentOffset(CGPoint(x: 0, y: y), animated: false)
      maximumVisible = max(maximumVisible, grid.visibleCells.count)
    }
    #expect(grid.indexPathsForVisibleItems.last == item(count - 1))
    let created = try #require(grid.cellMetrics["Cell"]?.created)
    #expect(created <= maximumVisible + 3)
    // A 480-point viewport over 110-point lines shows at most 6 lines of 3.
    #expect(maximumVisible <= 18)
  }
}
