import CellarTestSupport
import Foundation
import Testing

@testable import CellarHost

/// An element's identity for comparing query answers.
struct ElementKey: Hashable, CustomStringConvertible {
  var kind: String
  var indexPath: IndexPath
  var description: String { "\(kind)\(Array(indexPath))" }

  init(_ attributes: UICollectionViewLayoutAttributes) {
    kind = attributes.representedElementKind ?? "cell"
    indexPath = attributes.indexPath
  }
}

@MainActor @Suite struct UICollectionViewFlowLayoutQueryTests {
  /// Every element, one at a time: the brute-force oracle.
  func allElements(_ layout: UICollectionViewFlowLayout) -> [UICollectionViewLayoutAttributes] {
    var all: [UICollectionViewLayoutAttributes] = []
    for section in 0..<layout.numberOfSections {
      let path = IndexPath(item: 0, section: section)
      for kind in [
        UICollectionView.elementKindSectionHeader,
        UICollectionView.elementKindSectionFooter,
      ] {
        if let view = layout.layoutAttributesForSupplementaryView(ofKind: kind, at: path) {
          all.append(view)
        }
      }
      for item in 0..<layout.numberOfItems(inSection: section) {
        if let cell = layout.layoutAttributesForItem(at: IndexPath(item: item, section: section)) {
          all.append(cell)
        }
      }
    }
    return all
  }

  func randomLayout(_ random: inout SeededRandom) throws -> UICollectionViewFlowLayout {
    let layout = UICollectionViewFlowLayout()
    layout.scrollDirection = random.chance(0.3) ? .horizontal : .vertical
    layout.itemSize = CGSize(width: random.int(120), height: random.int(120))
    layout.minimumLineSpacing = CGFloat(random.int(20))
    layout.minimumInteritemSpacing = CGFloat(random.int(20))
    layout.lastLineGridAligned = random.chance(0.3)
    layout.displayScale = random.chance(0.5) ? 1 : 3
    let edge = { (random: inout SeededRandom) in
      CGFloat(random.int(70) - (random.chance(0.5) ? 5 : 45))
    }
    layout.sectionInset = UIEdgeInsets(
      top: edge(&random), left: edge(&random), bottom: edge(&random), right: edge(&random))
    layout.headerReferenceSize = CGSize(width: random.int(50), height: random.int(50))
    layout.footerReferenceSize = CGSize(width: random.int(3) * 20, height: random.int(3) * 20)
    if random.chance(0.5) {
      // The delegate's sizes are at least 1 point a side, as UIKit requires.
      let sizes = (0..<400).map { _ in
        CGSize(width: 1 + random.int(199), height: 1 + random.int(89))
      }
      layout.delegate = FlowLayoutDelegate(sizeForItemAt: {
        sizes[($0.item * 7 + $0.section) % 400]
      })
    }
    let counts = (0..<random.int(6)).map { _ in random.int(60) }
    try layout.prepare(
      collectionViewSize: CGSize(width: 50 + random.int(400), height: 50 + random.int(400)),
      numberOfItemsInSections: counts)
    return layout
  }

  @Test(
    "rect queries equal a brute-force filter on random layouts", arguments: SeededRandom.seeds(60))
  func queryMatchesBruteForce(seed: UInt64) throws {
    try withSeed(seed, "flow layout query") { random in
      let layout = try randomLayout(&random)
      let all = allElements(layout)
      let content = layout.collectionViewContentSize
      for _ in 0..<40 {
        let query = CGRect(
          x: CGFloat(random.int(Int(content.width) + 100) - 50),
          y: CGFloat(random.int(Int(content.height) + 100) - 50),
          width: CGFloat(random.int(300)), height: CGFloat(random.int(300)))
        let expected = Set(
          all.filter { UICollectionViewFlowLayout.overlaps($0.frame, query) }.map(ElementKey.init))
        let answer = (layout.layoutAttributesForElements(in: query) ?? [])
        #expect(Set(answer.map(ElementKey.init)) == expected, "query \(query) seed \(seed)")
        #expect(answer.count == Set(answer.map(ElementKey.init)).count)
        for attributes in answer {
          let key = ElementKey(attributes)
          #expect(all.contains { ElementKey($0) == key && $0 == attributes })
        }
      }
    }
  }

  @Test("negative insets that make sections overlap do not hide their items from queries")
  func negativeInsetsOverlap() throws {
    let layout = UICollectionViewFlowLayout()
    layout.itemSize = CGSize(width: 100, height: 20)
    layout.sectionInset = UIEdgeInsets(top: -30, left: 0, bottom: -30, right: 0)
    try layout.prepare(
      collectionViewSize: CGSize(width: 320, height: 480), numberOfItemsInSections: [1, 1, 1])
    #expect(itemFrames(layout, section: 1) == [rect(0, -70, 100, 20)])
    let answer = (layout.layoutAttributesForElements(in: rect(0, -75, 320, 10)) ?? [])
    #expect(answer.map(ElementKey.init).map(\.description) == ["cell[1, 0]"])
    #expect(layout.collectionViewContentSize == CGSize(width: 320, height: 0))
  }

  @Test("a query returns a section's header, items in order, then its footer")
  func queryOrder() throws {
    let layout = UICollectionViewFlowLayout()
    layout.itemSize = CGSize(width: 100, height: 100)
    layout.headerReferenceSize = CGSize(width: 0, height: 10)
    layout.footerReferenceSize = CGSize(width: 0, height: 10)
    try layout.prepare(
      collectionViewSize: CGSize(width: 320, height: 480), numberOfItemsInSections: [2, 1])
    let answer =
      layout.layoutAttributesForElements(in: CGRect(x: 0, y: 0, width: 320, height: 1000)) ?? []
    #expect(
      answer.map(ElementKey.init).map(\.description) == [
        "UICollectionElementKindSectionHeader[0, 0]", "cell[0, 0]", "cell[0, 1]",
        "UICollectionElementKindSectionFooter[0, 0]", "UICollectionElementKindSectionHeader[1, 0]",
        "cell[1, 0]", "UICollectionElementKindSectionFooter[1, 0]",
      ])
    #expect((layout.layoutAttributesForElements(in: .null) ?? []).isEmpty)
    #expect(
      (layout.layoutAttributesForElements(in: CGRect(x: 0, y: 2000, width: 10, height: 10)) ?? [])
        .isEmpty)
  }

  @Test("a million fixed-size items: layout costs nothing per item, a query only what it returns")
  func millionFixed() throws {
    let layout = UICollectionViewFlowLayout()
    layout.itemSize = CGSize(width: 100, height: 100)
    try layout.prepare(
      collectionViewSize: CGSize(width: 320, height: 480), numberOfItemsInSections: [1_000_000])
    // 333,334 lines of 110 less the last spacing.
    #expect(layout.collectionViewContentSize == CGSize(width: 320, height: 333_334 * 110 - 10))
    let last = layout.layoutAttributesForItem(at: IndexPath(item: 999_999, section: 0))
    #expect(last?.frame == rect(0, 333_333 * 110, 100, 100))
    for y in stride(from: 0, to: 36_000_000, by: 3_600_001) {
      let answer =
        layout.layoutAttributesForElements(in: CGRect(x: 0, y: y, width: 320, height: 480)) ?? []
      #expect(answer.count >= 12 && answer.count <= 18)
      #expect(layout.examinedByLastQuery <= answer.count + 7)
    }
  }

  @Test("a million items of varied sizes: a query examines only the lines it meets")
  func millionPerRow() throws {
    let layout = UICollectionViewFlowLayout()
    layout.delegate = FlowLayoutDelegate(sizeForItemAt: {
      CGSize(width: 40 + ($0.item % 7) * 20, height: 30 + ($0.item % 5) * 10)
    })
    try layout.prepare(
      collectionViewSize: CGSize(width: 320, height: 480), numberOfItemsInSections: [1_000_000])
    let height = layout.collectionViewContentSize.height
    for step in 0..<10 {
      let y = height * CGFloat(step) / 10
      let query = CGRect(x: 0, y: y, width: 320, height: 480)
      let answer = (layout.layoutAttributesForElements(in: query) ?? [])
      #expect(!answer.isEmpty)
      #expect(layout.examinedByLastQuery <= answer.count + 20)
      let first = answer[0].indexPath.item
      // Spot check against the item lookup around the answer.
      for item in max(0, first - 10)..<(first + 40) {
        let frame = try #require(
          layout.layoutAttributesForItem(at: IndexPath(item: item, section: 0))
        ).frame
        let inAnswer = answer.contains { $0.indexPath.item == item }
        #expect(inAnswer == UICollectionViewFlowLayout.overlaps(frame, query))
      }
    }
  }
}
