import CellarTestSupport
import Foundation
import Testing

@testable import CellarHost

/// A layout whose delegate gives each item's size from a list.
@MainActor func perRowLayout(
  _ sizes: [CGSize], width: CGFloat = 320, spacing: CGFloat = 10
) throws -> CollectionViewFlowLayout {
  let layout = CollectionViewFlowLayout()
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

@MainActor @Suite struct CollectionViewFlowLayoutPerRowTests {
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
    let layout = CollectionViewFlowLayout()
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
    #expect(many.log.count == CollectionViewFlowLayout.maximumLogEntries)
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
