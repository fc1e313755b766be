import CellarTestSupport
import Foundation
import Testing

@testable import CellarHost

@MainActor @Suite struct UICollectionViewFlowLayoutInputTests {
  /// Applies a bad setting to a laid-out layout and checks the error and that
  /// nothing changed.
  func expectRejected(
    _ message: String, counts: [Int] = [3], size: CGSize = CGSize(width: 320, height: 480),
    _ spoil: (UICollectionViewFlowLayout) -> Void
  ) throws {
    let layout = try flowLayout(item: CGSize(width: 100, height: 100), counts: [3])
    let before = itemFrames(layout)
    let contentSize = layout.collectionViewContentSize
    spoil(layout)
    #expect {
      try layout.prepare(collectionViewSize: size, numberOfItemsInSections: counts)
    } throws: { error in
      (error as? FlowLayoutError)?.description == message
    }
    #expect(itemFrames(layout) == before)
    #expect(layout.collectionViewContentSize == contentSize)
  }

  @Test("NaN, infinite and negative values throw and leave the layout as it was")
  func badValues() throws {
    try expectRejected(
      "Invalid itemSize.width nan (layout): it must be a finite number from 0 to 1073741824."
    ) {
      $0.itemSize = CGSize(width: CGFloat.nan, height: 10)
    }
    try expectRejected(
      "Invalid minimumLineSpacing -1.0 (layout): it must be a finite number from 0 to 1073741824."
    ) { $0.minimumLineSpacing = -1 }
    try expectRejected(
      "Invalid minimumInteritemSpacing inf (layout): it must be a finite number from 0 to 1073741824."
    ) { $0.minimumInteritemSpacing = .infinity }
    try expectRejected(
      "Invalid sectionInset.left -inf (layout): it must be a finite number between -1073741824 and 1073741824."
    ) {
      $0.sectionInset.left = -.infinity
    }
    try expectRejected(
      "Invalid headerReferenceSize.height -5.0 (layout): it must be a finite number from 0 to 1073741824."
    ) { $0.headerReferenceSize = CGSize(width: 0, height: -5) }
    try expectRejected(
      "Invalid estimatedItemSize.height nan (layout): it must be a finite number from 0 to 1073741824."
    ) { $0.estimatedItemSize = CGSize(width: 1, height: CGFloat.nan) }
    try expectRejected(
      "Invalid displayScale 0.0 (layout): it must be a finite number greater than 0."
    ) { $0.displayScale = 0 }
    try expectRejected(
      "Invalid collectionViewSize.width -1.0 (layout): it must be a finite number from 0 to 1073741824.",
      size: CGSize(width: -1, height: 10)
    ) { _ in }
  }

  @Test("bad delegate values name the section or item")
  func badDelegateValues() throws {
    try expectRejected(
      "Invalid sizeForItemAt.height inf (item [0, 2]): it must be a finite number from 0 to 1073741824."
    ) {
      $0.delegate = FlowLayoutDelegate(sizeForItemAt: {
        CGSize(width: 10, height: $0.item == 2 ? CGFloat.infinity : 10)
      })
    }
    try expectRejected(
      "Invalid minimumLineSpacingForSectionAt -3.0 (section 1): it must be a finite number from 0 to 1073741824.",
      counts: [1, 1]
    ) { $0.delegate = FlowLayoutDelegate(minimumLineSpacingForSectionAt: { $0 == 1 ? -3 : 0 }) }
    try expectRejected(
      "Invalid insetForSectionAt.top nan (section 0): it must be a finite number between -1073741824 and 1073741824."
    ) {
      $0.delegate = FlowLayoutDelegate(insetForSectionAt: { _ in
        UIEdgeInsets(top: .nan, left: 0, bottom: 0, right: 0)
      })
    }
    try expectRejected(
      "Invalid referenceSizeForFooterInSection.height -1.0 (section 0): it must be a finite number from 0 to 1073741824."
    ) {
      $0.delegate = FlowLayoutDelegate(referenceSizeForFooterInSection: { _ in
        CGSize(width: 0, height: -1)
      })
    }
  }

  @Test(
    "an item size of 0 or less on a side is UIKit's error, with its text",
    arguments: [
      (CGSize(width: 0, height: 50), "0.0 × 50.0"), (CGSize(width: 50, height: 0), "50.0 × 0.0"),
      (CGSize(width: -1, height: 50), "-1.0 × 50.0"),
      (CGSize(width: 50, height: -0.5), "50.0 × -0.5"),
      (CGSize(width: -CGFloat.infinity, height: 50), "-inf × 50.0"),
      (CGSize(width: -0.0, height: 50), "-0.0 × 50.0"),
    ])
  func nonPositiveItemSizes(size: CGSize, shown: String) throws {
    // Issue 22, item 10: a zero width was laid out silently, and a negative
    // one refused in the layout's own words ("Invalid sizeForItemAt.width
    // -1.0 (item [0, 2]): it must be a finite number from 0 to ...").
    try expectRejected(
      "negative or zero sizes are not supported in the flow layout (sizeForItemAt gave \(shown) "
        + "for item [0, 2]): give every item a width and a height greater than 0."
    ) {
      $0.delegate = FlowLayoutDelegate(sizeForItemAt: {
        $0.item == 2 ? size : CGSize(width: 10, height: 10)
      })
    }
  }

  @Test("an item size's NaN or too large side is the layout's own error, the width first")
  func itemSizeOrder() throws {
    try expectRejected(
      "Invalid sizeForItemAt.width nan (item [0, 0]): it must be a finite number from 0 to 1073741824."
    ) {
      $0.delegate = FlowLayoutDelegate(sizeForItemAt: { _ in CGSize(width: CGFloat.nan, height: 0) }
      )
    }
    try expectRejected(
      "negative or zero sizes are not supported in the flow layout (sizeForItemAt gave 0.0 × inf "
        + "for item [0, 0]): give every item a width and a height greater than 0."
    ) {
      $0.delegate = FlowLayoutDelegate(sizeForItemAt: { _ in
        CGSize(width: 0, height: CGFloat.infinity)
      })
    }
    #expect(
      throws: FlowLayoutError.nonPositiveItemSize(
        name: "sizeForItemAt", width: 1, height: 0, location: "item [0, 1]")
    ) {
      try FlowLayoutError.check(
        itemSize: CGSize(width: 1, height: 0), name: "sizeForItemAt", location: "item [0, 1]")
    }
    // The smallest positive sizes are laid out; reference sizes and the
    // size properties may still be 0 (a header of height 0 shows no view).
    let layout = try flowLayout(item: CGSize(width: 100, height: 100), counts: [3])
    layout.delegate = FlowLayoutDelegate(sizeForItemAt: { _ in
      CGSize(width: CGFloat.leastNonzeroMagnitude, height: 1)
    })
    layout.headerReferenceSize = .zero
    try layout.prepare(
      collectionViewSize: CGSize(width: 320, height: 480), numberOfItemsInSections: [3])
    #expect(layout.numberOfItems(inSection: 0) == 3)
  }

  @Test("lengths beyond 2^30 points throw: finite ones could still add up to infinity")
  func hugeLengths() throws {
    try expectRejected(
      "Invalid sectionInset.top 1e+308 (layout): it must be a finite number between -1073741824 and 1073741824."
    ) { $0.sectionInset = UIEdgeInsets(top: 1e308, left: 0, bottom: 1e308, right: 0) }
    try expectRejected(
      "Invalid itemSize.height 2147483648.0 (layout): it must be a finite number from 0 to 1073741824."
    ) { $0.itemSize = CGSize(width: 10, height: 2_147_483_648) }
    try expectRejected(
      "Invalid insetForSectionAt.bottom -1e+300 (section 0): it must be a finite number between -1073741824 and 1073741824."
    ) {
      $0.delegate = FlowLayoutDelegate(insetForSectionAt: { _ in
        UIEdgeInsets(top: 0, left: 0, bottom: -1e300, right: 0)
      })
    }
    // The largest lengths allowed, in the most sections, keep the content finite.
    let layout = UICollectionViewFlowLayout()
    layout.itemSize = CGSize(width: 1, height: FlowCheck.maximumLength)
    layout.sectionInset = UIEdgeInsets(
      top: FlowCheck.maximumLength, left: 0, bottom: FlowCheck.maximumLength, right: 0)
    layout.minimumLineSpacing = FlowCheck.maximumLength
    try layout.prepare(
      collectionViewSize: CGSize(width: 1, height: 480),
      numberOfItemsInSections: Array(repeating: 1_000, count: 1_000))
    #expect(layout.collectionViewContentSize.height.isFinite)
  }

  @Test("negative and absurd item counts throw without allocating")
  func badCounts() throws {
    try expectRejected("Invalid number of items in section 1: -1 is negative.", counts: [0, -1]) {
      _ in
    }
    try expectRejected(
      "Too many items: Int.max or more in all; a flow layout lays out at most 10000000.",
      counts: [Int.max]
    ) { _ in }
    try expectRejected(
      "Too many items: Int.max or more in all; a flow layout lays out at most 10000000.",
      counts: [5, Int.max]
    ) { _ in }
    try expectRejected(
      "Too many items: 10000001 in all; a flow layout lays out at most 10000000.",
      counts: [10_000_000, 1]
    ) { _ in }
  }

  @Test("negative section insets are allowed and widen the line, as in UIKit")
  func negativeInsets() throws {
    let layout = UICollectionViewFlowLayout()
    layout.itemSize = CGSize(width: 100, height: 100)
    layout.sectionInset = UIEdgeInsets(top: 0, left: -10, bottom: 0, right: -10)
    try layout.prepare(
      collectionViewSize: CGSize(width: 320, height: 480), numberOfItemsInSections: [3])
    #expect(itemFrames(layout).map(\.minX) == [-10, 110, 230])
  }

  @Test("a self-sizing item moves its line and every later section")
  func selfSizing() throws {
    let layout = UICollectionViewFlowLayout()
    layout.estimatedItemSize = CGSize(width: 100, height: 50)
    layout.footerReferenceSize = CGSize(width: 0, height: 20)
    try layout.prepare(
      collectionViewSize: CGSize(width: 320, height: 480), numberOfItemsInSections: [4, 1])
    #expect(layout.isSelfSizing)
    #expect(itemFrames(layout).map(\.minY) == [0, 0, 0, 60])
    #expect(itemFrames(layout, section: 1).map(\.minY) == [130])
    try layout.updatePreferredSize(
      CGSize(width: 100, height: 80), forItemAt: IndexPath(item: 1, section: 0))
    #expect(
      itemFrames(layout) == [
        rect(0, 15, 100, 50), rect(110, 0, 100, 80), rect(220, 15, 100, 50), rect(0, 90, 100, 50),
      ])
    #expect(itemFrames(layout, section: 1).map(\.minY) == [160])
    #expect(layout.collectionViewContentSize.height == 230)
    // The measured size survives a new pass, and is dropped with its item.
    try layout.prepare(
      collectionViewSize: CGSize(width: 320, height: 480), numberOfItemsInSections: [4, 1])
    #expect(itemFrames(layout)[1] == rect(110, 0, 100, 80))
    try layout.prepare(
      collectionViewSize: CGSize(width: 320, height: 480), numberOfItemsInSections: [1, 1])
    try layout.prepare(
      collectionViewSize: CGSize(width: 320, height: 480), numberOfItemsInSections: [4, 1])
    #expect(itemFrames(layout)[1] == rect(110, 0, 100, 50))
  }

  @Test("bad preferred sizes and unknown items throw and change nothing")
  func badPreferredSize() throws {
    let layout = UICollectionViewFlowLayout()
    layout.estimatedItemSize = CGSize(width: 100, height: 50)
    try layout.prepare(
      collectionViewSize: CGSize(width: 320, height: 480), numberOfItemsInSections: [2])
    let before = itemFrames(layout)
    #expect(throws: FlowLayoutError.itemOutOfRange(IndexPath(item: 2, section: 0), sections: 1)) {
      try layout.updatePreferredSize(
        CGSize(width: 1, height: 1), forItemAt: IndexPath(item: 2, section: 0))
    }
    #expect(throws: FlowLayoutError.self) {
      try layout.updatePreferredSize(
        CGSize(width: -1, height: 1), forItemAt: IndexPath(item: 0, section: 0))
    }
    #expect(itemFrames(layout) == before)
    #expect(
      FlowLayoutError.itemOutOfRange(IndexPath(item: 2, section: 0), sections: 1).description
        == "No item at index path [0, 2] in a layout of 1 sections.")
  }

  @Test("property changes wait for the next pass, size updates included")
  func settingsSnapshot() throws {
    let layout = UICollectionViewFlowLayout()
    layout.estimatedItemSize = CGSize(width: 100, height: 50)
    try layout.prepare(
      collectionViewSize: CGSize(width: 320, height: 480), numberOfItemsInSections: [3])
    let before = itemFrames(layout)
    layout.scrollDirection = .horizontal
    layout.displayScale = 7
    layout.minimumInteritemSpacing = 50
    #expect(itemFrames(layout) == before)
    try layout.updatePreferredSize(
      CGSize(width: 100, height: 50), forItemAt: IndexPath(item: 0, section: 0))
    #expect(itemFrames(layout) == before)
    try layout.prepare(
      collectionViewSize: CGSize(width: 320, height: 480), numberOfItemsInSections: [3])
    #expect(itemFrames(layout) != before)
  }

  @Test("a delegate consulted once per item per pass, and not at all without sizeForItemAt")
  func delegateCalls() throws {
    let layout = UICollectionViewFlowLayout()
    var calls = 0
    layout.delegate = FlowLayoutDelegate(sizeForItemAt: { _ in
      calls += 1
      return CGSize(width: 10, height: 10)
    })
    try layout.prepare(
      collectionViewSize: CGSize(width: 320, height: 480), numberOfItemsInSections: [7, 3])
    #expect(calls == 10)
  }
}
