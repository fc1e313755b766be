import CellarHost
import CellarTestSupport
import Foundation
import Testing

@MainActor
@Suite struct UICollectionViewFlowLayoutPinningTests {
  private let header = UICollectionView.elementKindSectionHeader
  private let footer = UICollectionView.elementKindSectionFooter

  /// Sections of 6 items of 100×100, 3 a line, a 40-point header and a
  /// 20-point footer: each section is 270 points long (header 0..<40,
  /// lines at 40 and 150, footer 250..<270), in a 320×200 view.
  private func layout(horizontal: Bool = false, sections: Int = 3) throws
    -> UICollectionViewFlowLayout
  {
    let layout = UICollectionViewFlowLayout()
    layout.itemSize = CGSize(width: 100, height: 100)
    layout.headerReferenceSize = CGSize(width: 40, height: 40)
    layout.footerReferenceSize = CGSize(width: 20, height: 20)
    layout.scrollDirection = horizontal ? .horizontal : .vertical
    let size = horizontal ? CGSize(width: 200, height: 320) : CGSize(width: 320, height: 200)
    try layout.prepare(
      collectionViewSize: size, numberOfItemsInSections: Array(repeating: 6, count: sections))
    return layout
  }

  /// The header or footer frames a query returns, by section.
  private func frames(
    _ kind: String, _ layout: UICollectionViewFlowLayout, _ rect: CGRect
  ) -> [Int: CGRect] {
    var result: [Int: CGRect] = [:]
    for attributes in (layout.layoutAttributesForElements(in: rect) ?? [])
    where attributes.representedElementKind == kind {
      result[attributes.indexPath.section] = attributes.frame
    }
    return result
  }

  @Test("the defaults are UIKit's: nothing pins, headers scroll away with their section")
  func defaults() throws {
    let layout = try layout()
    #expect(!layout.sectionHeadersPinToVisibleBounds && !layout.sectionFootersPinToVisibleBounds)
    let frames = frames(header, layout, CGRect(x: 0, y: 100, width: 320, height: 200))
    #expect(frames == [1: CGRect(x: 0, y: 270, width: 320, height: 40)])
    #expect(
      layout.layoutAttributesForSupplementaryView(ofKind: header, at: item(0))?.frame.minY == 0)
  }

  @Test("a pinned header sticks to the top while its section is in view, above the cells")
  func headerSticks() throws {
    let layout = try layout()
    layout.sectionHeadersPinToVisibleBounds = true
    let rect = CGRect(x: 0, y: 100, width: 320, height: 200)
    #expect(
      frames(header, layout, rect) == [
        0: CGRect(x: 0, y: 100, width: 320, height: 40),
        1: CGRect(x: 0, y: 270, width: 320, height: 40),
      ])
    let pinned = (layout.layoutAttributesForElements(in: rect) ?? []).filter {
      $0.representedElementKind == header
    }
    #expect(pinned.allSatisfy { $0.zIndex > 0 })
    #expect(
      (layout.layoutAttributesForElements(in: rect) ?? []).filter {
        $0.representedElementCategory == .cell
      }
      .allSatisfy { $0.zIndex == 0 })
  }

  @Test("the next section pushes a pinned header off: it stops at its section's end")
  func headerPushedOff() throws {
    let layout = try layout()
    layout.sectionHeadersPinToVisibleBounds = true
    let frames = frames(header, layout, CGRect(x: 0, y: 240, width: 320, height: 200))
    #expect(frames[0] == CGRect(x: 0, y: 230, width: 320, height: 40))
    #expect(frames[1] == CGRect(x: 0, y: 270, width: 320, height: 40))
    let past = self.frames(header, layout, CGRect(x: 0, y: 280, width: 320, height: 200))
    #expect(past[0] == nil, "section 0 has scrolled away")
    #expect(past[1] == CGRect(x: 0, y: 280, width: 320, height: 40))
  }

  @Test("a pinned footer sticks to the bottom until its section's start reaches it")
  func footerSticks() throws {
    let layout = try layout()
    layout.sectionFootersPinToVisibleBounds = true
    let top = frames(footer, layout, CGRect(x: 0, y: 0, width: 320, height: 200))
    #expect(top == [0: CGRect(x: 0, y: 180, width: 320, height: 20)])
    let lower = frames(footer, layout, CGRect(x: 0, y: 200, width: 320, height: 200))
    #expect(lower[0] == CGRect(x: 0, y: 250, width: 320, height: 20), "at its natural place")
    #expect(lower[1] == CGRect(x: 0, y: 380, width: 320, height: 20))
  }

  @Test("a horizontal layout pins along x")
  func horizontal() throws {
    let layout = try layout(horizontal: true)
    layout.sectionHeadersPinToVisibleBounds = true
    layout.sectionFootersPinToVisibleBounds = true
    let rect = CGRect(x: 60, y: 0, width: 200, height: 320)
    let headers = frames(header, layout, rect)
    #expect(headers[0] == CGRect(x: 60, y: 0, width: 40, height: 320))
    let footers = frames(footer, layout, rect)
    #expect(footers[0] == CGRect(x: 240, y: 0, width: 20, height: 320))
  }

  @Test("pinned frames stay inside their section on random rectangles and sizes")
  func randomRects() throws {
    let layout = try layout(sections: 8)
    layout.sectionHeadersPinToVisibleBounds = true
    layout.sectionFootersPinToVisibleBounds = true
    var random = SeededRandom(seed: 7)
    for _ in 0..<300 {
      let y = CGFloat(random.int(2300)) - 100
      let rect = CGRect(x: 0, y: y, width: 320, height: CGFloat(1 + random.int(400)))
      for attributes in (layout.layoutAttributesForElements(in: rect) ?? [])
      where attributes.representedElementCategory == .supplementaryView {
        let start = CGFloat(attributes.indexPath.section * 270)
        #expect(attributes.frame.minY >= start && attributes.frame.maxY <= start + 270)
        #expect(attributes.frame.maxY > rect.minY && attributes.frame.minY < rect.maxY)
      }
    }
  }

  @Test("in a collection view the pinned header stays displayed and moves with the offset")
  func collectionViewKeepsPinnedHeader() throws {
    let source = GridSource([6, 6, 6])
    source.headerIdentifier = "Header"
    let flow = try layout()
    flow.sectionHeadersPinToVisibleBounds = true
    let grid = UICollectionView(
      frame: CGRect(x: 0, y: 0, width: 320, height: 200), collectionViewLayout: flow)
    grid.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "Cell")
    for kind in [header, footer] {
      grid.register(
        UICollectionReusableView.self, forSupplementaryViewOfKind: kind,
        withReuseIdentifier: "Header")
    }
    grid.dataSource = source
    grid.delegate = source
    grid.layoutIfNeeded()
    source.log = []
    try grid.dragToScroll(by: 200, steps: 4)
    #expect(!source.log.contains("endHeader 0"), "section 0 is in view the whole time")
    #expect(
      flow.layoutAttributesForSupplementaryView(ofKind: header, at: item(0))?.frame.minY == 200)
    #expect(grid.render().contains("# S0"))
    grid.setContentOffset(CGPoint(x: 0, y: 300), animated: false)
    #expect(source.log.contains("endHeader 0"))
    #expect(grid.render().hasPrefix("# S1"))
  }
}
