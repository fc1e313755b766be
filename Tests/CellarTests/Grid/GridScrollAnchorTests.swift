import Cellar
import CellarTestSupport
import Foundation
import Testing

private final class AnchorCell: UICollectionViewCell, ConfigurableCollectionCell {
  func configure(_ number: Int) { label.text = "\(number)" }
}

/// A cell type registered with a class that is not it, so that showing it
/// throws `cellClassMismatch`.
private final class AnchorBadCell: UICollectionViewCell, ConfigurableCollectionCell {
  func configure(_ number: Int) { label.text = "bad \(number)" }
}

/// A 100 × 100 viewport over 10 × 10 items with no spacing: ten items a
/// line (a column when `horizontal`), ten lines in view.
@MainActor
private func makeGrid(horizontal: Bool = false) -> Grid {
  let layout = UICollectionViewFlowLayout()
  layout.itemSize = CGSize(width: 10, height: 10)
  layout.minimumLineSpacing = 0
  layout.minimumInteritemSpacing = 0
  if horizontal { layout.scrollDirection = .horizontal }
  let view = UICollectionView(
    frame: CGRect(x: 0, y: 0, width: 100, height: 100), collectionViewLayout: layout)
  return Grid(collectionView: view)
}

/// A section of number items.
@MainActor
private func numbers(_ id: String, _ ids: some Sequence<Int>) -> GridSection {
  GridSection(id: id, items: ids.map { Cellar.Item<AnchorCell>(model: $0) })
}

/// What the visible cells show, in index-path order.
@MainActor
private func shown(_ grid: Grid) -> [String] {
  grid.collectionView.indexPathsForVisibleItems.compactMap {
    grid.collectionView.cellForItem(at: $0)?.label.text
  }
}

/// The offset along the grid's scroll axis.
@MainActor
private func axisOffset(_ grid: Grid, horizontal: Bool) -> CGFloat {
  horizontal ? grid.collectionView.contentOffset.x : grid.collectionView.contentOffset.y
}

/// Scrolls along the grid's scroll axis.
@MainActor
private func scroll(_ grid: Grid, to value: CGFloat, horizontal: Bool) throws {
  let point = horizontal ? CGPoint(x: value, y: 0) : CGPoint(x: 0, y: value)
  grid.collectionView.setContentOffset(point, animated: false)
}

/// The item with an id and its distance from the viewport's leading edge.
@MainActor
private func distance(of id: Int, in grid: Grid, horizontal: Bool) throws -> CGFloat {
  let path = try #require(grid.indexPath(forItemID: id))
  let frame = try #require(
    grid.collectionView.collectionViewLayout.layoutAttributesForItem(at: path)?.frame)
  return (horizontal ? frame.minX : frame.minY) - axisOffset(grid, horizontal: horizontal)
}

@Suite("Grid scroll anchor")
@MainActor
struct GridScrollAnchorTests {
  @Test(
    "items inserted above keep the first visible item where it was, on both axes",
    arguments: [false, true])
  func insertAbove(horizontal: Bool) throws {
    let grid = makeGrid(horizontal: horizontal)
    try grid.update(with: [numbers("n", 0..<200)])
    try scroll(grid, to: 55, horizontal: horizontal)
    #expect(shown(grid).first == "50")

    try grid.update(with: [numbers("n", Array(1000..<1030) + Array(0..<200))])
    #expect(axisOffset(grid, horizontal: horizontal) == 85)
    #expect(try distance(of: 50, in: grid, horizontal: horizontal) == -5)
    #expect(shown(grid).first == "50")
    #expect(grid.collectionView.contentOffset.x == 0 || horizontal)
    #expect(grid.collectionView.contentOffset.y == 0 || !horizontal)
  }

  @Test(
    "items deleted above pull the offset back by their lines, on both axes",
    arguments: [false, true])
  func deleteAbove(horizontal: Bool) throws {
    let grid = makeGrid(horizontal: horizontal)
    try grid.update(with: [numbers("n", 0..<200)])
    try scroll(grid, to: 62, horizontal: horizontal)
    #expect(shown(grid).first == "60")

    try grid.update(with: [numbers("n", 20..<200)])
    #expect(axisOffset(grid, horizontal: horizontal) == 42)
    #expect(try distance(of: 60, in: grid, horizontal: horizontal) == -2)
    #expect(shown(grid).prefix(2) == ["60", "61"])
  }

  @Test(
    "with content insets: at rest under the leading inset an insert shows, scrolled the anchor keeps its distance, offsets stay inside the insets' range",
    arguments: [false, true])
  func insets(horizontal: Bool) throws {
    let grid = makeGrid(horizontal: horizontal)
    grid.collectionView.contentInset =
      horizontal
      ? UIEdgeInsets(top: 0, left: 15, bottom: 0, right: 5)
      : UIEdgeInsets(top: 15, left: 0, bottom: 5, right: 0)
    try grid.update(with: [numbers("n", 0..<200)])
    // At rest under the leading inset, the grid is not scrolled: rows
    // inserted above show, the offset stays.
    try scroll(grid, to: -15, horizontal: horizontal)
    try grid.update(with: [numbers("n", Array(1000..<1010) + Array(0..<200))])
    #expect(axisOffset(grid, horizontal: horizontal) == -15)
    #expect(shown(grid).first == "1000")
    // Scrolled: item 50 keeps its distance from the leading edge.
    try scroll(grid, to: 65, horizontal: horizontal)
    #expect(try distance(of: 50, in: grid, horizontal: horizontal) == -5)
    try grid.update(with: [numbers("n", Array(1000..<1030) + Array(0..<200))])
    #expect(axisOffset(grid, horizontal: horizontal) == 85)
    #expect(try distance(of: 50, in: grid, horizontal: horizontal) == -5)
    // The anchor deleted: the offset stays, clamped to the new content's
    // end plus the trailing inset (100 + 5 - 100).
    try grid.update(with: [numbers("n", 100..<200)])
    #expect(axisOffset(grid, horizontal: horizontal) == 5)
    // The far end: the content's end plus the trailing inset.
    try scroll(grid, to: 10_000, horizontal: horizontal)
    grid.collectionView.layoutIfNeeded()
    #expect(axisOffset(grid, horizontal: horizontal) == CGFloat(100 + 5 - 100))
  }

  @Test("an insert of part of a line moves the anchor within its line and keeps the offset")
  func insertPartOfALine() throws {
    let grid = makeGrid()
    try grid.update(with: [numbers("n", 0..<200)])
    try scroll(grid, to: 50, horizontal: false)
    try grid.update(with: [numbers("n", Array(1000..<1003) + Array(0..<200))])
    // Item 50 is now item 53: still line 5.
    #expect(grid.collectionView.contentOffset.y == 50)
    #expect(try distance(of: 50, in: grid, horizontal: false) == 0)
    #expect(shown(grid).first == "47")
  }

  @Test("the anchor item moved to another section is followed there")
  func anchorMovesToAnotherSection() throws {
    let grid = makeGrid()
    try grid.update(with: [numbers("a", 0..<100), numbers("b", 100..<200)])
    try scroll(grid, to: 55, horizontal: false)
    #expect(shown(grid).first == "50")

    try grid.update(with: [
      numbers("a", Array(1000..<1030) + Array(0..<50)), numbers("b", 50..<200),
    ])
    #expect(grid.indexPath(forItemID: 50) == IndexPath(item: 0, section: 1))
    #expect(grid.collectionView.contentOffset.y == 85)
    #expect(try distance(of: 50, in: grid, horizontal: false) == -5)
    #expect(shown(grid).first == "50")
  }

  @Test("a deleted anchor item leaves the offset where the update left it")
  func anchorDeleted() throws {
    let grid = makeGrid()
    try grid.update(with: [numbers("n", 0..<200)])
    try scroll(grid, to: 55, horizontal: false)
    try grid.update(with: [numbers("n", Array(0..<40) + Array(51..<200))])
    #expect(grid.collectionView.contentOffset.y == 55)
    #expect(shown(grid).first == "61")
  }

  @Test("a deleted anchor item with the content shrunk under the offset: the offset is clamped")
  func anchorDeletedContentShrinks() throws {
    let grid = makeGrid()
    try grid.update(with: [numbers("n", 0..<300)])
    try scroll(grid, to: 150, horizontal: false)
    #expect(shown(grid).first == "150")
    try grid.update(with: [numbers("n", 0..<120)])
    // 12 lines: the largest offset is 20.
    #expect(grid.collectionView.contentOffset.y == 20)
    #expect(shown(grid).first == "20")
  }

  @Test("the anchor's new place beyond the content is clamped to the largest offset")
  func anchorBeyondTheEnd() throws {
    let grid = makeGrid()
    try grid.update(with: [numbers("n", 0..<200)])
    try scroll(grid, to: 50, horizontal: false)
    // Item 50 moves to the end: its line is the last one.
    try grid.update(with: [numbers("n", Array(0..<50) + Array(51..<200) + [50])])
    #expect(grid.collectionView.contentOffset.y == 100)
    #expect(shown(grid).last == "50")
  }

  @Test("at offset 0 nothing moves: inserted items show at the top", arguments: [false, true])
  func atTheStart(horizontal: Bool) throws {
    let grid = makeGrid(horizontal: horizontal)
    try grid.update(with: [numbers("n", 0..<200)])
    try grid.update(with: [numbers("n", Array(1000..<1030) + Array(0..<200))])
    #expect(grid.collectionView.contentOffset == .zero)
    #expect(shown(grid).first == "1000")
  }

  @Test("an update with animation .none keeps the anchor too", arguments: [false, true])
  func unanimated(horizontal: Bool) throws {
    let grid = makeGrid(horizontal: horizontal)
    try grid.update(with: [numbers("n", 0..<200)])
    try scroll(grid, to: 55, horizontal: horizontal)
    try grid.update(
      with: [numbers("n", Array(1000..<1030) + Array(0..<200))], animation: .none)
    #expect(axisOffset(grid, horizontal: horizontal) == 85)
    #expect(shown(grid).first == "50")

    try grid.update(with: [numbers("n", 10..<200)], animation: .none)
    #expect(axisOffset(grid, horizontal: horizontal) == 45)
    #expect(shown(grid).first == "50")
  }

  @Test("a horizontal grid scrolled only along y has no anchor: its offset stays")
  func crossAxisOffsetIsNoAnchor() throws {
    let grid = makeGrid(horizontal: true)
    try grid.update(with: [numbers("n", 0..<200)])
    try grid.update(with: [numbers("n", Array(1000..<1030) + Array(0..<200))])
    #expect(grid.collectionView.contentOffset == .zero)
  }

  @Test("a section inserted above, with headers, keeps the anchor")
  func sectionAboveWithHeaders() throws {
    let grid = makeGrid()
    grid.collectionView.flowLayout?.headerReferenceSize = CGSize(width: 0, height: 7)
    func titled(_ id: String, _ ids: Range<Int>) -> GridSection {
      var section = numbers(id, ids)
      section = GridSection(id: id, header: .title(id), items: section.items)
      return section
    }
    try grid.update(with: [titled("b", 0..<200)])
    try scroll(grid, to: 60, horizontal: false)
    #expect(shown(grid).first == "50")
    let before = try distance(of: 50, in: grid, horizontal: false)
    try grid.update(with: [titled("a", 1000..<1025), titled("b", 0..<200)])
    #expect(try distance(of: 50, in: grid, horizontal: false) == before)
    // Section "a" is a 7-point header and 3 lines: 37 points.
    #expect(grid.collectionView.contentOffset.y == 97)
    #expect(shown(grid).first == "50")
  }

  @Test("an update that fails after the anchor was restored rolls back to the old offset")
  func rollbackKeepsTheOldOffset() throws {
    let grid = makeGrid()
    grid.register(AnchorBadCell.self, cellClass: UICollectionViewCell.self)
    try grid.update(with: [numbers("n", 0..<300)])
    try scroll(grid, to: 100, horizontal: false)
    let before = shown(grid)
    // At the old offset the batch shows only good items; item 150, now of
    // the badly registered type, comes into view when the anchor is
    // restored.
    var items: [any ItemRepresentable] = (1000..<1100).map { Cellar.Item<AnchorCell>(model: $0) }
    items += (0..<300).map { id -> any ItemRepresentable in
      id == 150 ? Cellar.Item<AnchorBadCell>(model: id) : Cellar.Item<AnchorCell>(model: id)
    }
    #expect(throws: TableError.self) {
      try grid.update(with: [GridSection(id: "n", items: items)])
    }
    #expect(grid.sections[0].count == 300)
    #expect(grid.collectionView.contentOffset.y == 100)
    #expect(shown(grid) == before)
  }

  @Test(
    "an update asked for in onScroll while the anchor is restored is applied after, and keeps it")
  func updateFromOnScrollDuringRestore() throws {
    let grid = makeGrid()
    try grid.update(with: [numbers("n", 0..<200)])
    try scroll(grid, to: 55, horizontal: false)
    var offsets: [CGFloat] = []
    var armed = true
    grid.onScroll = { [weak grid] offset in
      offsets.append(offset.y)
      guard armed, offset.y == 85, let grid else { return }
      armed = false
      // The first update is still being applied: this one waits for it.
      try? grid.update(with: [numbers("n", 0..<200)])
    }
    try grid.update(with: [numbers("n", Array(1000..<1030) + Array(0..<200))])
    #expect(!armed)
    #expect(offsets == [85, 55])
    #expect(grid.sections[0].count == 200)
    #expect(grid.collectionView.contentOffset.y == 55)
    #expect(shown(grid).first == "50")
    #expect(grid.lastError == nil)
  }

  @Test("everything deleted while scrolled: the offset goes back to 0, and content shows again")
  func everythingDeleted() throws {
    let grid = makeGrid()
    try grid.update(with: [numbers("n", 0..<200)])
    try scroll(grid, to: 55, horizontal: false)
    try grid.update(with: [])
    #expect(grid.collectionView.contentOffset == .zero)
    #expect(shown(grid).isEmpty)
    try grid.update(with: [numbers("n", 0..<200)])
    #expect(grid.collectionView.contentOffset == .zero)
    #expect(shown(grid).first == "0")
  }

  @Test("an update that throws for duplicate ids leaves the offset and content alone")
  func duplicateIDs() throws {
    let grid = makeGrid()
    try grid.update(with: [numbers("n", 0..<200)])
    try scroll(grid, to: 55, horizontal: false)
    #expect(throws: TableError.self) {
      try grid.update(with: [
        GridSection(
          id: "n",
          items: (0..<30).map { Cellar.Item<AnchorCell>(model: $0, id: "same") }
            + (0..<200).map { Cellar.Item<AnchorCell>(model: $0) })
      ])
    }
    #expect(grid.collectionView.contentOffset.y == 55)
    #expect(shown(grid).first == "50")
  }
}
