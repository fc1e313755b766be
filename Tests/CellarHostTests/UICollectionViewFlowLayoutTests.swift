import CellarTestSupport
import Foundation
import Testing

@testable import CellarHost

/// Frames of every item of a section, in order.
@MainActor func itemFrames(_ layout: UICollectionViewFlowLayout, section: Int = 0) -> [CGRect] {
  (0..<layout.numberOfItems(inSection: section)).compactMap {
    layout.layoutAttributesForItem(at: IndexPath(item: $0, section: section))?.frame
  }
}

/// A layout with the given item size and spacings, laid out in a width.
@MainActor func flowLayout(
  item: CGSize, spacing: CGFloat = 10, lineSpacing: CGFloat = 10, width: CGFloat = 320,
  counts: [Int]
) throws -> UICollectionViewFlowLayout {
  let layout = UICollectionViewFlowLayout()
  layout.itemSize = item
  layout.minimumInteritemSpacing = spacing
  layout.minimumLineSpacing = lineSpacing
  try layout.prepare(
    collectionViewSize: CGSize(width: width, height: 480), numberOfItemsInSections: counts)
  return layout
}

func rect(_ x: CGFloat, _ y: CGFloat, _ width: CGFloat, _ height: CGFloat) -> CGRect {
  CGRect(x: x, y: y, width: width, height: height)
}

@MainActor @Suite struct UICollectionViewFlowLayoutTests {
  @Test("the defaults are UIKit's (spec 3.1)")
  func defaults() {
    let layout = UICollectionViewFlowLayout()
    #expect(layout.itemSize == CGSize(width: 50, height: 50))
    #expect(layout.minimumLineSpacing == 10)
    #expect(layout.minimumInteritemSpacing == 10)
    #expect(layout.sectionInset == .zero)
    #expect(layout.headerReferenceSize == .zero)
    #expect(layout.footerReferenceSize == .zero)
    #expect(layout.scrollDirection == .vertical)
    #expect(layout.estimatedItemSize == .zero)
    #expect(layout.sectionInsetReference == .fromContentInset)
    #expect(!layout.lastLineGridAligned)
    #expect(!layout.isSelfSizing)
    #expect(layout.displayScale == 1)
    #expect(layout.collectionViewContentSize == .zero)
    #expect(
      UICollectionView.elementKindSectionHeader == "UICollectionElementKindSectionHeader")
    #expect(
      UICollectionView.elementKindSectionFooter == "UICollectionElementKindSectionFooter")
  }

  @Test("three items of 100 in 320 with spacing 10 fill one justified line")
  func threeItemsJustified() throws {
    let layout = try flowLayout(item: CGSize(width: 100, height: 100), counts: [3])
    #expect(
      itemFrames(layout) == [rect(0, 0, 100, 100), rect(110, 0, 100, 100), rect(220, 0, 100, 100)])
    #expect(layout.collectionViewContentSize == CGSize(width: 320, height: 100))
  }

  @Test("complete lines are justified; the incomplete last line starts left with the minimum gap")
  func justifiedThenLeft() throws {
    let layout = try flowLayout(item: CGSize(width: 100, height: 100), width: 330, counts: [5])
    #expect(
      itemFrames(layout) == [
        rect(0, 0, 100, 100), rect(115, 0, 100, 100), rect(230, 0, 100, 100),
        rect(0, 110, 100, 100), rect(110, 110, 100, 100),
      ])
    #expect(layout.collectionViewContentSize == CGSize(width: 330, height: 210))
  }

  @Test("lastLineGridAligned puts the last line on the justified columns")
  func gridAlignedLastLine() throws {
    let layout = UICollectionViewFlowLayout()
    layout.itemSize = CGSize(width: 100, height: 100)
    layout.lastLineGridAligned = true
    try layout.prepare(
      collectionViewSize: CGSize(width: 330, height: 480), numberOfItemsInSections: [5])
    #expect(itemFrames(layout).suffix(2) == [rect(0, 110, 100, 100), rect(115, 110, 100, 100)])
  }

  @Test("a line of fewer items than fit is incomplete, so it is left-aligned")
  func singleIncompleteLine() throws {
    let layout = try flowLayout(item: CGSize(width: 100, height: 100), counts: [2])
    #expect(itemFrames(layout) == [rect(0, 0, 100, 100), rect(110, 0, 100, 100)])
  }

  @Test("with one item per line every line is centred, half-width items included")
  func onePerLineCentred() throws {
    let wide = try flowLayout(item: CGSize(width: 200, height: 40), counts: [3])
    #expect(itemFrames(wide).map(\.minX) == [60, 60, 60])
    #expect(itemFrames(wide).map(\.minY) == [0, 50, 100])
    let half = try flowLayout(item: CGSize(width: 160, height: 40), counts: [3])
    #expect(itemFrames(half).map(\.minX) == [80, 80, 80])
    let halfNoGap = try flowLayout(item: CGSize(width: 160, height: 40), spacing: 0, counts: [3])
    #expect(itemFrames(halfNoGap).map(\.minX) == [0, 160, 0])
  }

  @Test("section insets surround the items and shorten the line")
  func sectionInsets() throws {
    let layout = UICollectionViewFlowLayout()
    layout.itemSize = CGSize(width: 100, height: 100)
    layout.sectionInset = UIEdgeInsets(top: 5, left: 20, bottom: 7, right: 20)
    try layout.prepare(
      collectionViewSize: CGSize(width: 320, height: 480), numberOfItemsInSections: [3])
    #expect(
      itemFrames(layout) == [
        rect(20, 5, 100, 100), rect(200, 5, 100, 100), rect(20, 115, 100, 100),
      ])
    #expect(layout.collectionViewContentSize == CGSize(width: 320, height: 222))
  }

  @Test("the content inset narrows the layout width")
  func contentInset() throws {
    let layout = UICollectionViewFlowLayout()
    layout.itemSize = CGSize(width: 100, height: 100)
    try layout.prepare(
      collectionViewSize: CGSize(width: 320, height: 480),
      contentInset: UIEdgeInsets(top: 0, left: 10, bottom: 0, right: 10),
      numberOfItemsInSections: [3]
    )
    #expect(layout.collectionViewContentSize == CGSize(width: 300, height: 210))
    #expect(itemFrames(layout).map(\.minX) == [0, 200, 0])
  }

  @Test("headers and footers span the width, take only their height, and stack with insets between")
  func headersAndFooters() throws {
    let layout = UICollectionViewFlowLayout()
    layout.itemSize = CGSize(width: 100, height: 100)
    layout.sectionInset = UIEdgeInsets(top: 5, left: 0, bottom: 7, right: 0)
    layout.headerReferenceSize = CGSize(width: 999, height: 40)
    layout.footerReferenceSize = CGSize(width: 1, height: 30)
    try layout.prepare(
      collectionViewSize: CGSize(width: 320, height: 480), numberOfItemsInSections: [2, 0, 1])
    let header = UICollectionView.elementKindSectionHeader
    let footer = UICollectionView.elementKindSectionFooter
    func frame(_ kind: String, _ section: Int) -> CGRect? {
      layout.layoutAttributesForSupplementaryView(
        ofKind: kind, at: IndexPath(item: 0, section: section))?.frame
    }
    #expect(frame(header, 0) == rect(0, 0, 320, 40))
    #expect(itemFrames(layout).map(\.minY) == [45, 45])
    #expect(frame(footer, 0) == rect(0, 152, 320, 30))
    // An empty section still takes header + insets + footer: 40 + 5 + 7 + 30.
    #expect(frame(header, 1) == rect(0, 182, 320, 40))
    #expect(frame(footer, 1) == rect(0, 234, 320, 30))
    #expect(frame(header, 2) == rect(0, 264, 320, 40))
    #expect(itemFrames(layout, section: 2) == [rect(0, 309, 100, 100)])
    #expect(layout.collectionViewContentSize == CGSize(width: 320, height: 446))
    #expect(frame("custom", 0) == nil)
    #expect(frame(header, 3) == nil)
  }

  @Test("a reference size of zero on the scroll axis means no view")
  func zeroReferenceSize() throws {
    let layout = UICollectionViewFlowLayout()
    layout.headerReferenceSize = CGSize(width: 320, height: 0)
    try layout.prepare(
      collectionViewSize: CGSize(width: 320, height: 480), numberOfItemsInSections: [1])
    let path = IndexPath(item: 0, section: 0)
    #expect(
      layout.layoutAttributesForSupplementaryView(
        ofKind: UICollectionView.elementKindSectionHeader, at: path) == nil)
    #expect((layout.layoutAttributesForElements(in: rect(0, 0, 320, 480)) ?? []).count == 1)
  }

  @Test("horizontal scrolling swaps the axes: columns, items top to bottom, header widths")
  func horizontal() throws {
    let layout = UICollectionViewFlowLayout()
    layout.scrollDirection = .horizontal
    layout.itemSize = CGSize(width: 100, height: 100)
    layout.headerReferenceSize = CGSize(width: 40, height: 999)
    try layout.prepare(
      collectionViewSize: CGSize(width: 320, height: 230), numberOfItemsInSections: [3])
    #expect(
      itemFrames(layout) == [
        rect(40, 0, 100, 100), rect(40, 130, 100, 100), rect(150, 0, 100, 100),
      ])
    let header = layout.layoutAttributesForSupplementaryView(
      ofKind: UICollectionView.elementKindSectionHeader,
      at: IndexPath(item: 0, section: 0))
    #expect(header?.frame == rect(0, 0, 40, 230))
    #expect(layout.collectionViewContentSize == CGSize(width: 250, height: 230))
  }

  @Test("per-section delegate metrics override the properties; others fall back")
  func perSectionMetrics() throws {
    let layout = UICollectionViewFlowLayout()
    layout.itemSize = CGSize(width: 100, height: 100)
    layout.delegate = FlowLayoutDelegate(
      insetForSectionAt: {
        $0 == 0 ? UIEdgeInsets(top: 10, left: 10, bottom: 10, right: 10) : .zero
      },
      minimumLineSpacingForSectionAt: { $0 == 0 ? 20 : 0 },
      minimumInteritemSpacingForSectionAt: { $0 == 1 ? 0 : 10 },
      referenceSizeForHeaderInSection: { CGSize(width: 0, height: $0 == 1 ? 25 : 0) })
    try layout.prepare(
      collectionViewSize: CGSize(width: 320, height: 480), numberOfItemsInSections: [3, 4])
    // Section 0: A = 300, n = 2, gap 100; lines 20 apart.
    #expect(
      itemFrames(layout, section: 0) == [
        rect(10, 10, 100, 100), rect(210, 10, 100, 100), rect(10, 130, 100, 100),
      ])
    // Section 1 starts at 10 + 220 + 10 = 240, header 25; spacing 0: n = 3, gap 10.
    #expect(
      itemFrames(layout, section: 1).map(\.origin) == [
        CGPoint(x: 0, y: 265), CGPoint(x: 110, y: 265), CGPoint(x: 220, y: 265),
        CGPoint(x: 0, y: 365),
      ])
    #expect(layout.collectionViewContentSize.height == 465)
  }

  @Test("frames are rounded to the display scale")
  func displayScale() throws {
    let layout = try flowLayout(item: CGSize(width: 70, height: 10), counts: [4])
    #expect(itemFrames(layout).map(\.minX) == [0, 83, 167, 250])
    layout.displayScale = 2
    try layout.prepare(
      collectionViewSize: CGSize(width: 320, height: 480), numberOfItemsInSections: [4])
    #expect(itemFrames(layout).map(\.minX) == [0, 83.5, 166.5, 250])
  }

  @Test("items out of range have no attributes")
  func outOfRange() throws {
    let layout = try flowLayout(item: CGSize(width: 100, height: 100), counts: [3])
    #expect(layout.layoutAttributesForItem(at: IndexPath(item: 3, section: 0)) == nil)
    #expect(layout.layoutAttributesForItem(at: IndexPath(item: -1, section: 0)) == nil)
    #expect(layout.layoutAttributesForItem(at: IndexPath(item: 0, section: 1)) == nil)
    #expect(layout.layoutAttributesForItem(at: IndexPath(index: 0)) == nil)
    #expect(layout.numberOfItems(inSection: 9) == 0)
  }
}
