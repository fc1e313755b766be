import CellarTestSupport
import Foundation
import Testing

@testable import CellarHost

/// A layout whose delegate gives each item's size from a list.
@MainActor func perRowLayout(
  _ sizes: [CGSize], width: CGFloat = 320, spacing: CGFloat = 10
) throws -> UICollectionViewFlowLayout {
  let layout = UICollectionViewFlowLayout()
  layout.minimumInteritemSpacing = spacing
  layout.delegate = FlowLayoutDelegate(sizeForItemAt: { sizes[$0.item] })
  try layout.prepare(
    collectionViewSize: CGSize(width: width, height: 480), numberOfItemsInSections: [sizes.count])
  return layout
}

let verticalTooLong = """
  The behavior of the UICollectionViewFlowLayout is not defined because:
  the item width must be less than the width of the UICollectionView minus the section insets \
  left and right values, minus the content insets left and right values.
  Please check the values returned by the delegate.
  The relevant UICollectionViewFlowLayout instance is <UICollectionViewFlowLayout: 0x…>, and it \
  is attached to <UICollectionView: 0x…; frame = (0 0; 320 480); layout: \
  <UICollectionViewFlowLayout: 0x…>>.
  Make a symbolic breakpoint at UICollectionViewFlowLayoutBreakForInvalidSizes to catch this in \
  the debugger.
  """

@MainActor @Suite struct UICollectionViewFlowLayoutPerRowTests {
  @Test("items of different sizes break greedily; complete lines justify, the last starts left")
  func greedyLines() throws {
    let layout = try perRowLayout([
      CGSize(width: 100, height: 40), CGSize(width: 150, height: 60),
      CGSize(width: 100, height: 30), CGSize(width: 60, height: 30),
    ])
    // Line 1: 100 + 150 (100 no longer fits in 50); gap 320 - 250 = 70; 60 tall,
    // items centred. Line 2 from the left with gap 10.
    #expect(
      itemFrames(layout) == [
        rect(0, 10, 100, 40), rect(170, 0, 150, 60), rect(0, 70, 100, 30), rect(110, 70, 60, 30),
      ])
    #expect(layout.collectionViewContentSize.height == 100)
  }

  @Test("when every line holds one item, the last is centred too")
  func allSingleCentred() throws {
    let layout = try perRowLayout([
      CGSize(width: 200, height: 10), CGSize(width: 250, height: 10),
      CGSize(width: 180, height: 10),
    ])
    #expect(itemFrames(layout).map(\.minX) == [60, 35, 70])
  }

  @Test("a last line with the previous line's leftover is justified")
  func equalLeftoverJustified() throws {
    let heights: [CGFloat] = [50, 60, 50, 50, 50, 50]
    let layout = try perRowLayout(heights.map { CGSize(width: 100, height: $0) }, width: 330)
    #expect(itemFrames(layout).map(\.minX) == [0, 115, 230, 0, 115, 230])
    #expect(itemFrames(layout).map(\.minY) == [5, 0, 5, 70, 70, 70])
  }

  @Test("a last line with a different leftover keeps the minimum gap")
  func differentLeftoverLeft() throws {
    let heights: [CGFloat] = [50, 60, 50, 50, 50]
    let layout = try perRowLayout(heights.map { CGSize(width: 100, height: $0) }, width: 330)
    #expect(itemFrames(layout).map(\.minX) == [0, 115, 230, 0, 110])
  }

  @Test(
    "horizontal per-row: columns break greedily, single items centred, columns as wide as their widest item"
  )
  func horizontalPerRow() throws {
    let sizes = [
      CGSize(width: 40, height: 100), CGSize(width: 60, height: 150),
      CGSize(width: 30, height: 100),
    ]
    let layout = UICollectionViewFlowLayout()
    layout.scrollDirection = .horizontal
    layout.delegate = FlowLayoutDelegate(sizeForItemAt: { sizes[$0.item] })
    try layout.prepare(
      collectionViewSize: CGSize(width: 320, height: 230), numberOfItemsInSections: [3])
    #expect(
      itemFrames(layout) == [rect(0, 65, 40, 100), rect(50, 40, 60, 150), rect(120, 65, 30, 100)])
    #expect(layout.collectionViewContentSize == CGSize(width: 150, height: 230))
  }

  @Test("a delegate that reads the layout while it is laid out sees the previous layout")
  func reentrantDelegate() throws {
    let layout = UICollectionViewFlowLayout()
    var seen: [CGRect?] = []
    layout.delegate = FlowLayoutDelegate(sizeForItemAt: { [unowned layout] indexPath in
      seen.append(layout.layoutAttributesForItem(at: indexPath)?.frame)
      _ = (layout.layoutAttributesForElements(in: rect(0, 0, 320, 480)) ?? [])
      return CGSize(width: 100 + CGFloat(indexPath.item), height: 10)
    })
    try layout.prepare(
      collectionViewSize: CGSize(width: 320, height: 480), numberOfItemsInSections: [2])
    #expect(seen == [nil, nil])
    let first = itemFrames(layout)
    try layout.prepare(
      collectionViewSize: CGSize(width: 320, height: 480), numberOfItemsInSections: [2])
    #expect(seen.suffix(2) == first.map { Optional($0) })
  }

  @Test("the log holds the last pass's messages; size updates add theirs")
  func logPerPass() throws {
    let layout = UICollectionViewFlowLayout()
    layout.estimatedItemSize = CGSize(width: 50, height: 50)
    try layout.prepare(
      collectionViewSize: CGSize(width: 320, height: 480), numberOfItemsInSections: [2])
    #expect(layout.log.isEmpty)
    try layout.updatePreferredSize(
      CGSize(width: 500, height: 50), forItemAt: IndexPath(item: 0, section: 0))
    #expect(layout.log == [verticalTooLong])
    try layout.prepare(
      collectionViewSize: CGSize(width: 320, height: 480), numberOfItemsInSections: [2])
    #expect(layout.log == [verticalTooLong])
    try layout.prepare(
      collectionViewSize: CGSize(width: 320, height: 480), numberOfItemsInSections: [0])
    #expect(layout.log.isEmpty)
  }

  @Test("equal delegate sizes take the fixed-size path")
  func equalSizesAreAGrid() throws {
    let layout = try perRowLayout(
      Array(repeating: CGSize(width: 100, height: 100), count: 4), width: 330)
    guard case .grid = layout.state.sections[0].lines else {
      Issue.record("expected the fixed-size path")
      return
    }
    #expect(itemFrames(layout).map(\.minX) == [0, 115, 230, 0])
  }

  @Test("an item wider than the line is centred alone and logged with UIKit's text (fixed size)")
  func tooWideFixed() throws {
    let layout = try flowLayout(item: CGSize(width: 400, height: 50), counts: [2])
    #expect(itemFrames(layout) == [rect(-40, 0, 400, 50), rect(-40, 60, 400, 50)])
    let expected = verticalTooLong.replacingOccurrences(
      of: "Please check the values returned by the delegate.\n", with: "")
    #expect(layout.log == [expected])
  }

  @Test(
    "an item wider than the line on the per-row path: centred on a complete line, logged with the delegate line"
  )
  func tooWidePerRow() throws {
    let first = try perRowLayout([
      CGSize(width: 400, height: 50), CGSize(width: 50, height: 50), CGSize(width: 50, height: 50),
    ])
    #expect(itemFrames(first).map(\.minX) == [-40, 0, 60])
    #expect(first.log == [verticalTooLong])
    let last = try perRowLayout([
      CGSize(width: 50, height: 50), CGSize(width: 50, height: 50), CGSize(width: 400, height: 50),
    ])
    #expect(itemFrames(last).map(\.minX) == [0, 270, 0])
  }

  @Test("horizontal: an item taller than the column is logged with the height text")
  func tooTallHorizontal() throws {
    let layout = UICollectionViewFlowLayout()
    layout.scrollDirection = .horizontal
    layout.itemSize = CGSize(width: 50, height: 600)
    try layout.prepare(
      collectionViewSize: CGSize(width: 320, height: 480), numberOfItemsInSections: [1])
    #expect(itemFrames(layout) == [rect(0, -60, 50, 600)])
    #expect(layout.log.count == 1)
    #expect(
      layout.log.first?.contains(
        "the item height must be less than the height of the UICollectionView minus the section insets top and bottom values, minus the content insets top and bottom values."
      ) == true)
  }

  @Test("an item exactly as wide as the line is not logged; the log is per pass and capped")
  func logBoundaries() throws {
    let exact = try flowLayout(item: CGSize(width: 320, height: 50), counts: [1])
    #expect(exact.log.isEmpty)
    let many = try perRowLayout((0..<500).map { CGSize(width: 400 + CGFloat($0 % 2), height: 10) })
    #expect(many.log.count == UICollectionViewFlowLayout.maximumLogEntries)
    many.delegate = nil
    try many.prepare(
      collectionViewSize: CGSize(width: 320, height: 480), numberOfItemsInSections: [3])
    #expect(many.log.isEmpty)
  }

  @Test("zero-width bounds lay out without crashing, logged")
  func zeroWidth() throws {
    let layout = try flowLayout(item: CGSize(width: 50, height: 50), width: 0, counts: [2])
    #expect(itemFrames(layout) == [rect(-25, 0, 50, 50), rect(-25, 60, 50, 50)])
    #expect(layout.log.count == 1)
    #expect(layout.collectionViewContentSize == CGSize(width: 0, height: 110))
  }

  @Test("zero-size items with zero spacing share one incomplete line")
  func zeroSizeItems() throws {
    let layout = try flowLayout(item: .zero, spacing: 0, lineSpacing: 0, counts: [5])
    #expect(itemFrames(layout).allSatisfy { $0 == .zero })
    #expect(layout.collectionViewContentSize == CGSize(width: 320, height: 0))
  }
}
