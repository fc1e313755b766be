import CellarTestSupport
import Foundation
import Testing

@testable import CellarHost

/// A cell that chooses its size: `preferred` when set, else the default
/// (the height of its text).
final class SizingCell: UICollectionViewCell {
  var preferred: CGSize?
  var measuredCount = 0

  override func preferredLayoutAttributesFitting(
    _ layoutAttributes: UICollectionViewLayoutAttributes
  ) -> UICollectionViewLayoutAttributes {
    measuredCount += 1
    guard let preferred else { return super.preferredLayoutAttributesFitting(layoutAttributes) }
    var attributes = layoutAttributes
    attributes.frame.size = preferred
    return attributes
  }
}

/// A 390 × 844 view on `layout` whose cells are ``SizingCell``s choosing
/// the height `height(indexPath)` (`nil`: the default).
@MainActor
private func makeSizingView(
  _ layout: UICollectionViewLayout, counts: [Int],
  height: @escaping (IndexPath) -> CGFloat? = { _ in nil }
) -> KeepingCollectionView {
  let source = GridSource(counts)
  let view = makeKeepingView(layout, source)
  view.register(SizingCell.self, forCellWithReuseIdentifier: "Sizing")
  source.makeCell = { collectionView, path in
    let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "Sizing", for: path)
    cell.label.text = "\(path[0]).\(path[1])"
    (cell as? SizingCell)?.preferred = height(path).map { CGSize(width: 390, height: $0) }
    return cell
  }
  return view
}

@MainActor
private func plainList() -> UICollectionViewCompositionalLayout {
  UICollectionViewCompositionalLayout.list(
    using: UICollectionLayoutListConfiguration(appearance: .plain))
}

@MainActor
private func frame(_ view: UICollectionView, _ item: Int, section: Int = 0) -> CGRect? {
  view.collectionViewLayout.layoutAttributesForItem(at: IndexPath(item: item, section: section))?
    .frame
}

/// Every item's frame, brute force, against the rectangle query's cells.
@MainActor
private func expectQueryMatchesFrames(
  _ view: UICollectionView, rect: CGRect, sourceLocation: SourceLocation = #_sourceLocation
) {
  let layout = view.collectionViewLayout
  var expected: [IndexPath: CGRect] = [:]
  for section in 0..<view.numberOfSections {
    for item in 0..<view.numberOfItems(inSection: section) {
      let path = IndexPath(item: item, section: section)
      if let frame = layout.layoutAttributesForItem(at: path)?.frame,
        frame.meetsOrTouches(rect)
      {
        expected[path] = frame
      }
    }
  }
  var answered: [IndexPath: CGRect] = [:]
  for attributes in layout.layoutAttributesForElements(in: rect) ?? []
  where attributes.representedElementCategory == .cell {
    answered[attributes.indexPath] = attributes.frame
  }
  #expect(answered == expected, sourceLocation: sourceLocation)
}

@MainActor
@Suite("Compositional layout: estimated sizes and self-sizing (spec §3.3)")
struct CompositionalSelfSizingTests {
  @Test("Example B: one-line rows measure 44, as estimated (§3.8 B)")
  func exampleB() {
    let view = makeSizingView(plainList(), counts: [5])
    view.layoutIfNeeded()
    for item in 0..<5 {
      #expect(frame(view, item) == CGRect(x: 0, y: CGFloat(44 * item), width: 390, height: 44))
    }
    #expect(view.contentSize == CGSize(width: 390, height: 220))
    // Measured once: a row at its estimate is kept, not measured again.
    view.contentOffset = CGPoint(x: 0, y: 1)
    view.layoutIfNeeded()
    view.invalidateLayout()
    view.layoutIfNeeded()
    #expect(view.visibleCells.compactMap { ($0 as? SizingCell)?.measuredCount } == [1, 1, 1, 1, 1])
  }

  @Test("rows estimated far above their size are all measured in one pass")
  func overestimatedRowsConverge() {
    let size = NSCollectionLayoutSize(
      widthDimension: .fractionalWidth(1), heightDimension: .estimated(300))
    let group = NSCollectionLayoutGroup.horizontal(
      layoutSize: size, subitems: [NSCollectionLayoutItem(layoutSize: size)])
    let layout = UICollectionViewCompositionalLayout(
      section: NSCollectionLayoutSection(group: group))
    let view = makeSizingView(layout, counts: [100]) { _ in 30 }
    view.layoutIfNeeded()
    // 844 / 30: items 0...28 on screen, every one measured.
    #expect(view.indexPathsForVisibleItems.count == 29)
    #expect(frame(view, 28) == CGRect(x: 0, y: 840, width: 390, height: 30))
    #expect(view.contentSize.height == CGFloat(29 * 30 + 71 * 300))
    expectQueryMatchesFrames(view, rect: CGRect(x: 0, y: 0, width: 390, height: 3000))
  }

  @Test("items stacked along the scroll axis keep their estimates")
  func stackedItemsKeepEstimates() {
    let size = NSCollectionLayoutSize(
      widthDimension: .fractionalWidth(1), heightDimension: .estimated(50))
    let group = NSCollectionLayoutGroup.vertical(
      layoutSize: NSCollectionLayoutSize(
        widthDimension: .fractionalWidth(1), heightDimension: .estimated(100)),
      subitems: [
        NSCollectionLayoutItem(layoutSize: size), NSCollectionLayoutItem(layoutSize: size),
      ])
    let layout = UICollectionViewCompositionalLayout(
      section: NSCollectionLayoutSection(group: group))
    let view = makeSizingView(layout, counts: [4]) { _ in 90 }
    view.layoutIfNeeded()
    #expect(frame(view, 0) == CGRect(x: 0, y: 0, width: 390, height: 50))
    #expect(frame(view, 1) == CGRect(x: 0, y: 50, width: 390, height: 50))
    #expect(
      view.visibleCells.compactMap { ($0 as? SizingCell)?.measuredCount }.allSatisfy { $0 == 0 })
  }

  @Test("a measured item takes its length; the rows after it move (checklist 33)")
  func measuredItemMovesTheRest() {
    let view = makeSizingView(plainList(), counts: [5]) { $0[1] == 1 ? 100 : nil }
    view.layoutIfNeeded()
    #expect(frame(view, 0) == CGRect(x: 0, y: 0, width: 390, height: 44))
    #expect(frame(view, 1) == CGRect(x: 0, y: 44, width: 390, height: 100))
    #expect(frame(view, 2) == CGRect(x: 0, y: 144, width: 390, height: 44))
    #expect(view.contentSize.height == 276)
    // The cells shown have the measured frames.
    #expect(view.cellForItem(at: IndexPath(item: 1, section: 0))?.frame.height == 100)
    #expect(view.cellForItem(at: IndexPath(item: 4, section: 0))?.frame.minY == 232)
  }

  @Test("the default measure is the text's height: 44 and 20 a further line")
  func defaultMeasureFollowsLines() {
    let source = GridSource([3])
    let view = makeKeepingView(plainList(), source)
    source.makeCell = { collectionView, path in
      let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "Cell", for: path)
      cell.label.text = Array(repeating: "line", count: path[1] + 1).joined(separator: "\n")
      return cell
    }
    view.layoutIfNeeded()
    #expect(frame(view, 0)?.height == 44)
    #expect(frame(view, 1)?.height == 64)
    #expect(frame(view, 2) == CGRect(x: 0, y: 108, width: 390, height: 84))
  }

  @Test("only shown items are measured; the rest keep their estimates (§3.3.2)")
  func onlyShownItemsAreMeasured() {
    let view = makeSizingView(plainList(), counts: [100]) { _ in 60 }
    view.layoutIfNeeded()
    // At their estimates items 0...19 show, and are measured; at 60 points
    // items 0...14 stay on screen.
    #expect(frame(view, 19) == CGRect(x: 0, y: 1140, width: 390, height: 60))
    #expect(frame(view, 20) == CGRect(x: 0, y: 1200, width: 390, height: 44))
    #expect(frame(view, 21)?.minY == 1244)
    #expect(view.contentSize.height == CGFloat(20 * 60 + 80 * 44))
    #expect(view.indexPathsForVisibleItems.count == 15)
  }

  @Test("shorter measured rows bring more rows on screen, each measured, top down")
  func shrinkingRowsConverge() {
    let view = makeSizingView(plainList(), counts: [200]) { _ in 20 }
    view.layoutIfNeeded()
    // 844 / 20 = 42.2: items 0...42 show, all measured.
    #expect(view.indexPathsForVisibleItems.count == 43)
    #expect(frame(view, 42) == CGRect(x: 0, y: 840, width: 390, height: 20))
    #expect(frame(view, 43)?.height == 44)
    expectQueryMatchesFrames(view, rect: CGRect(x: 0, y: 0, width: 390, height: 2000))
  }

  @Test(
    "scrolled through, a measured list's queries match every frame (seeded)",
    arguments: SeededRandom.seeds(4, base: 0x5E1F))
  func queriesMatchFramesAfterScrolling(seed: UInt64) {
    print("CompositionalSelfSizingTests seed \(seed)")
    var random = SeededRandom(seed: seed)
    let heights = (0..<300).map { _ in CGFloat(random.int(121)) }
    let view = makeSizingView(plainList(), counts: [300]) { heights[$0[1]] }
    view.layoutIfNeeded()
    var offset: CGFloat = 0
    while offset < view.contentSize.height - 844 {
      offset += 300
      view.contentOffset = CGPoint(x: 0, y: offset)
      view.layoutIfNeeded()
    }
    for start in stride(from: CGFloat(0), to: view.contentSize.height, by: 517) {
      expectQueryMatchesFrames(view, rect: CGRect(x: 0, y: start, width: 390, height: 700))
    }
    // Every item was shown, so every item has its own height.
    var y: CGFloat = 0
    for item in 0..<300 {
      #expect(frame(view, item) == CGRect(x: 0, y: y, width: 390, height: heights[item]))
      y += heights[item]
    }
    #expect(view.contentSize.height == y)
  }

  @Test("a group grows to its tallest measured item; siblings keep theirs (checklist 32)")
  func groupGrowsToTallestItem() {
    let size = NSCollectionLayoutSize(
      widthDimension: .fractionalWidth(1.0 / 3), heightDimension: .estimated(50))
    let group = NSCollectionLayoutGroup.horizontal(
      layoutSize: NSCollectionLayoutSize(
        widthDimension: .fractionalWidth(1), heightDimension: .estimated(50)),
      subitems: [NSCollectionLayoutItem(layoutSize: size)])
    let layout = UICollectionViewCompositionalLayout(
      section: NSCollectionLayoutSection(group: group))
    let view = makeSizingView(layout, counts: [6]) { $0[1] == 1 ? 90 : $0[1] == 4 ? 30 : nil }
    view.layoutIfNeeded()
    #expect(frame(view, 0)?.height == 44)
    #expect(frame(view, 1) == CGRect(x: 130, y: 0, width: 130, height: 90))
    #expect(frame(view, 3)?.minY == 90)
    // The second group's tallest item is 44 (the default), the 30 one keeps 30.
    #expect(frame(view, 4) == CGRect(x: 130, y: 90, width: 130, height: 30))
    #expect(view.contentSize.height == 134)
  }

  @Test("fixed groups and fixed items do not size themselves")
  func fixedSizesAreNotMeasured() {
    let item = NSCollectionLayoutItem(
      layoutSize: NSCollectionLayoutSize(
        widthDimension: .fractionalWidth(1), heightDimension: .estimated(50)))
    let group = NSCollectionLayoutGroup.horizontal(
      layoutSize: NSCollectionLayoutSize(
        widthDimension: .fractionalWidth(1), heightDimension: .absolute(50)),
      subitems: [item])
    let layout = UICollectionViewCompositionalLayout(
      section: NSCollectionLayoutSection(group: group))
    let view = makeSizingView(layout, counts: [3]) { _ in 100 }
    view.layoutIfNeeded()
    #expect(frame(view, 1) == CGRect(x: 0, y: 50, width: 390, height: 50))
    #expect(
      view.visibleCells.compactMap { ($0 as? SizingCell)?.measuredCount }.allSatisfy { $0 == 0 })
  }

  @Test("measurements follow their items through a batch update")
  func measurementsFollowBatches() {
    var heights: [Int: CGFloat] = [1: 100]
    let view = makeSizingView(plainList(), counts: [5]) { heights[$0[1]] }
    view.layoutIfNeeded()
    #expect(frame(view, 1)?.height == 100)
    let moved = view.cellForItem(at: IndexPath(item: 1, section: 0)) as? SizingCell
    let measuredBefore = moved?.measuredCount
    heights = [2: 100]
    view.kept?.counts = [6]
    view.performBatchUpdates {
      view.insertItems(at: [IndexPath(item: 0, section: 0)])
    }
    view.layoutIfNeeded()
    // The measurement moved with the item: its cell was not measured again.
    #expect(view.cellForItem(at: IndexPath(item: 2, section: 0)) === moved)
    #expect(moved?.measuredCount == measuredBefore)
    #expect(frame(view, 2) == CGRect(x: 0, y: 88, width: 390, height: 100))
    #expect(frame(view, 3)?.minY == 188)
    // A deleted item's measurement goes with it.
    heights = [:]
    view.kept?.counts = [5]
    view.performBatchUpdates {
      view.deleteItems(at: [IndexPath(item: 2, section: 0)])
    }
    view.layoutIfNeeded()
    #expect(frame(view, 2)?.height == 44)
    #expect(view.contentSize.height == 220)
    // A reconfigured item is measured again.
    heights = [0: 70]
    view.performBatchUpdates {
      view.reconfigureItems(at: [IndexPath(item: 0, section: 0)])
    }
    view.layoutIfNeeded()
    #expect(frame(view, 0)?.height == 70)
    #expect(frame(view, 1)?.minY == 70)
  }

  @Test(
    "a measured item moved to another section off screen keeps its measured length; the items after it follow"
  )
  func measurementFollowsMoveAcrossSections() {
    // Section 0: a, a three-line item (measured 84, not its 44 estimate),
    // c0…c17; section 1: e0…e19. Only items on screen are measured.
    final class Texts {
      var rows = [
        ["a", "B\nB\nB"] + (0..<18).map { "c\($0)" }, (0..<20).map { "e\($0)" },
      ]
    }
    let texts = Texts()
    let source = GridSource([20, 20])
    let view = makeKeepingView(
      UICollectionViewCompositionalLayout.list(
        using: UICollectionLayoutListConfiguration(appearance: .plain)), source)
    view.register(SizingCell.self, forCellWithReuseIdentifier: "Sizing")
    source.makeCell = { collectionView, path in
      let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "Sizing", for: path)
      cell.label.text = texts.rows[path[0]][path[1]]
      return cell
    }
    view.layoutIfNeeded()
    #expect(frame(view, 1) == CGRect(x: 0, y: 44, width: 390, height: 84))
    #expect(frame(view, 2)?.minY == 128)
    // One batch: delete a, insert n at the top of section 1, and move the
    // three-line item to [1, 10], below the screen, where nothing measures it.
    texts.rows = [
      (0..<18).map { "c\($0)" },
      ["n"] + (0..<9).map { "e\($0)" } + ["B\nB\nB"] + (9..<20).map { "e\($0)" },
    ]
    source.counts = [18, 22]
    view.performBatchUpdates {
      view.deleteItems(at: [IndexPath(item: 0, section: 0)])
      view.insertItems(at: [IndexPath(item: 0, section: 1)])
      view.moveItem(at: IndexPath(item: 1, section: 0), to: IndexPath(item: 10, section: 1))
    }
    view.layoutIfNeeded()
    #expect(view.cellForItem(at: IndexPath(item: 10, section: 1)) == nil)
    // Section 0: 18 rows of 44 = 792; nothing left of the item's length at
    // its old index path.
    #expect(frame(view, 0) == CGRect(x: 0, y: 0, width: 390, height: 44))
    #expect(frame(view, 1) == CGRect(x: 0, y: 44, width: 390, height: 44))
    // Section 1 from 792: the moved item at 792 + 10 × 44, 84 tall.
    #expect(frame(view, 10, section: 1) == CGRect(x: 0, y: 1232, width: 390, height: 84))
    #expect(frame(view, 11, section: 1) == CGRect(x: 0, y: 1316, width: 390, height: 44))
    #expect(frame(view, 21, section: 1)?.minY == CGFloat(1316 + 10 * 44))
    #expect(view.contentSize == CGSize(width: 390, height: 792 + 21 * 44 + 84))
    // Scrolled to it, its frame stays and the cell shown has it.
    view.setContentOffset(CGPoint(x: 0, y: 1000), animated: false)
    view.layoutIfNeeded()
    #expect(frame(view, 10, section: 1) == CGRect(x: 0, y: 1232, width: 390, height: 84))
    #expect(view.cellForItem(at: IndexPath(item: 10, section: 1))?.frame.height == 84)
    #expect(frame(view, 11, section: 1)?.minY == 1316)
  }

  @Test("a reload and a new size forget the measurements (§3.3.2)")
  func reloadAndResizeForget() {
    var height: CGFloat = 100
    let view = makeSizingView(plainList(), counts: [40]) { _ in height }
    view.layoutIfNeeded()
    // Items 0...19 showed at their estimates and were measured.
    #expect(frame(view, 19)?.height == 100)
    #expect(frame(view, 20)?.height == 44)
    height = 50
    view.reloadData()
    view.layoutIfNeeded()
    // Measured again on display at the new height; unshown items estimate.
    #expect(frame(view, 8)?.height == 50)
    #expect(frame(view, 20)?.height == 44)
    #expect(frame(view, 16)?.height == 50)
    view.frame = CGRect(x: 0, y: 0, width: 320, height: 400)
    view.layoutIfNeeded()
    // The shown cells are measured again at the new width (these cells keep
    // choosing 50); the others estimate again.
    #expect(frame(view, 5) == CGRect(x: 0, y: 250, width: 320, height: 50))
    #expect(frame(view, 7)?.height == 50)
    #expect(frame(view, 16)?.height == 44)
    #expect(frame(view, 30)?.height == 44)
  }

  @Test(
    "a hostile measure (NaN, infinite, negative, too long) keeps the estimate",
    arguments: [CGFloat.nan, .infinity, -.infinity, -1, 2_000_000_000, .greatestFiniteMagnitude])
  func hostileMeasuresKeepEstimates(length: CGFloat) {
    let view = makeSizingView(plainList(), counts: [3]) { $0[1] == 1 ? length : nil }
    view.layoutIfNeeded()
    #expect(frame(view, 1) == CGRect(x: 0, y: 44, width: 390, height: 44))
    #expect(view.contentSize.height == 132)
    let layout = view.collectionViewLayout as? UICollectionViewCompositionalLayout
    #expect(layout?.log.contains { $0.contains("its estimate is kept") } == true)
  }

  @Test("a zero-length measure is kept")
  func zeroLengthIsKept() {
    let view = makeSizingView(plainList(), counts: [3]) { $0[1] == 1 ? 0 : nil }
    view.layoutIfNeeded()
    #expect(frame(view, 1) == CGRect(x: 0, y: 44, width: 390, height: 0))
    #expect(frame(view, 2)?.minY == 44)
  }

  @Test("an orthogonal section does not size its items")
  func orthogonalSectionsKeepEstimates() {
    let size = NSCollectionLayoutSize(
      widthDimension: .absolute(100), heightDimension: .estimated(50))
    let group = NSCollectionLayoutGroup.horizontal(
      layoutSize: size, subitems: [NSCollectionLayoutItem(layoutSize: size)])
    let section = NSCollectionLayoutSection(group: group)
    section.orthogonalScrollingBehavior = .continuous
    let view = makeSizingView(
      UICollectionViewCompositionalLayout(section: section), counts: [5]
    ) { _ in 90 }
    view.layoutIfNeeded()
    #expect(frame(view, 0)?.height == 50)
  }

  @Test("a measured list of 1,000,000 items answers a query by examining few groups")
  func measuredHugeListQueriesStayCheap() {
    // 250,000 under a sanitizer; the query is near the end either way
    // (rows are 50 points on average).
    let count = TestEnvironment.sanitized(1_000_000)
    let view = makeSizingView(plainList(), counts: [count]) { $0[1] % 2 == 0 ? 30 : 70 }
    view.layoutIfNeeded()
    let y = Double(count) * 40
    view.contentOffset = CGPoint(x: 0, y: y)
    view.layoutIfNeeded()
    let layout = view.collectionViewLayout as! UICollectionViewCompositionalLayout
    _ = layout.layoutAttributesForElements(in: CGRect(x: 0, y: y, width: 390, height: 844))
    #expect(layout.examinedByLastQuery < 60)
    expectQueryMatchesFrames(view, rect: CGRect(x: 0, y: 0, width: 390, height: 844))
  }

  @Test("a cell that reloads the view while it is measured leaves a consistent layout")
  func reloadFromInsideMeasuring() {
    let source = GridSource([20])
    let view = makeKeepingView(plainList(), source)
    view.register(ReloadingSizingCell.self, forCellWithReuseIdentifier: "Reloading")
    weak let weakView = view
    source.makeCell = { collectionView, path in
      let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "Reloading", for: path)
      (cell as? ReloadingSizingCell)?.onMeasure = { weakView?.reloadData() }
      return cell
    }
    view.layoutIfNeeded()
    view.layoutIfNeeded()
    expectQueryMatchesFrames(view, rect: CGRect(x: 0, y: 0, width: 390, height: 844))
    #expect(!view.visibleCells.isEmpty)
  }
}

/// A cell that calls `onMeasure` each time it is measured, once.
final class ReloadingSizingCell: UICollectionViewCell {
  var onMeasure: (() -> Void)?

  override func preferredLayoutAttributesFitting(
    _ layoutAttributes: UICollectionViewLayoutAttributes
  ) -> UICollectionViewLayoutAttributes {
    let call = onMeasure
    onMeasure = nil
    call?()
    var attributes = layoutAttributes
    attributes.frame.size.height = 80
    return attributes
  }
}
