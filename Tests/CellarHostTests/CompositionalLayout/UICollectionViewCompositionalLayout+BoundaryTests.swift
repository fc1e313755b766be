import CellarTestSupport
import Foundation
import Testing

@testable import CellarHost

/// Full-width rows `rowHeight` tall, one item a group.
@MainActor
private func rowsSection(rowHeight: CGFloat = 100) -> NSCollectionLayoutSection {
  let item = NSCollectionLayoutItem(
    layoutSize: NSCollectionLayoutSize(
      widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
  let group = NSCollectionLayoutGroup.horizontal(
    layoutSize: NSCollectionLayoutSize(
      widthDimension: .fractionalWidth(1), heightDimension: .absolute(rowHeight)),
    subitems: [item])
  return NSCollectionLayoutSection(group: group)
}

/// A boundary item of a kind, `height` tall and as wide as the section.
@MainActor
private func boundary(
  _ kind: String = UICollectionView.elementKindSectionHeader, height: CGFloat = 50,
  alignment: NSRectAlignment = .top
) -> NSCollectionLayoutBoundarySupplementaryItem {
  NSCollectionLayoutBoundarySupplementaryItem(
    layoutSize: NSCollectionLayoutSize(
      widthDimension: .fractionalWidth(1), heightDimension: .absolute(height)),
    elementKind: kind, alignment: alignment)
}

/// A 390 × 844 view on `layout` with items and headers from a source.
@MainActor
private func makeView(_ layout: UICollectionViewLayout, _ source: GridSource) -> UICollectionView {
  makeKeepingView(layout, source)
}

@MainActor
private func supplementary(
  _ layout: UICollectionViewLayout, _ kind: String = UICollectionView.elementKindSectionHeader,
  section: Int
) -> UICollectionViewLayoutAttributes? {
  layout.layoutAttributesForSupplementaryView(
    ofKind: kind, at: IndexPath(item: 0, section: section))
}

@MainActor
private func itemFrame(_ layout: UICollectionViewLayout, _ item: Int, section: Int = 0) -> CGRect? {
  layout.layoutAttributesForItem(at: IndexPath(item: item, section: section))?.frame
}

@MainActor
@Suite("Compositional layout: boundary items, decorations, pinning, z order (spec §2.4, §3.4)")
struct CompositionalLayoutBoundaryTests {
  @Test(
    "an extending top header sits above the first group and grows the section; index path [s, 0] (checklist 34, 36)"
  )
  func extendingHeader() throws {
    let section = rowsSection()
    section.boundarySupplementaryItems = [boundary()]
    let layout = UICollectionViewCompositionalLayout(section: section)
    let source = GridSource([2, 1])
    let view = makeView(layout, source)
    view.layoutIfNeeded()
    let header = try #require(supplementary(layout, section: 0))
    #expect(header.frame == CGRect(x: 0, y: 0, width: 390, height: 50))
    #expect(header.indexPath == IndexPath(item: 0, section: 0))
    #expect(header.representedElementCategory == .supplementaryView)
    #expect(itemFrame(layout, 0) == CGRect(x: 0, y: 50, width: 390, height: 100))
    // Section 0: 50 + 200; section 1 starts there with its own header.
    #expect(
      supplementary(layout, section: 1)?.frame == CGRect(x: 0, y: 250, width: 390, height: 50))
    #expect(itemFrame(layout, 0, section: 1) == CGRect(x: 0, y: 300, width: 390, height: 100))
    #expect(layout.collectionViewContentSize == CGSize(width: 390, height: 400))
    // The view asks its data source for both headers and shows them.
    #expect(
      view.visibleSupplementaryViews(ofKind: UICollectionView.elementKindSectionHeader).count == 2)
    #expect(
      view.supplementaryView(
        forElementKind: UICollectionView.elementKindSectionHeader,
        at: IndexPath(item: 0, section: 1)
      )?.frame == CGRect(x: 0, y: 250, width: 390, height: 50))
    #expect(supplementary(layout, section: 2) == nil)
    #expect(supplementary(layout, "other", section: 0) == nil)
  }

  @Test("a header follows the section's insets across the axis, not along it; a footer at the end")
  func insetsAndFooter() throws {
    let section = rowsSection()
    section.contentInsets = NSDirectionalEdgeInsets(top: 10, leading: 16, bottom: 20, trailing: 4)
    section.boundarySupplementaryItems = [
      boundary(),
      boundary(UICollectionView.elementKindSectionFooter, height: 30, alignment: .bottom),
    ]
    let layout = UICollectionViewCompositionalLayout(section: section)
    let view = makeView(layout, GridSource([1]))
    view.layoutIfNeeded()
    #expect(supplementary(layout, section: 0)?.frame == CGRect(x: 16, y: 0, width: 370, height: 50))
    #expect(itemFrame(layout, 0) == CGRect(x: 16, y: 60, width: 370, height: 100))
    // 50 + 10 + 100 + 20, then the 30-point footer.
    #expect(
      supplementary(layout, UICollectionView.elementKindSectionFooter, section: 0)?.frame
        == CGRect(x: 16, y: 180, width: 370, height: 30))
    #expect(layout.collectionViewContentSize.height == 210)

    // Supplementaries that do not follow the insets span the section.
    section.supplementaryContentInsetsReference = .none
    layout.invalidateLayout()
    view.layoutIfNeeded()
    #expect(supplementary(layout, section: 0)?.frame == CGRect(x: 0, y: 0, width: 390, height: 50))
  }

  @Test("two boundary items on one side overlap rather than stack (checklist 35)")
  func sameSideOverlaps() throws {
    let section = rowsSection()
    section.boundarySupplementaryItems = [boundary(height: 30), boundary("second", height: 50)]
    let layout = UICollectionViewCompositionalLayout(section: section)
    let source = GridSource([1])
    let view = makeView(layout, source)
    view.layoutIfNeeded()
    #expect(supplementary(layout, section: 0)?.frame.minY == 0)
    #expect(supplementary(layout, "second", section: 0)?.frame.minY == 0)
    // The section grows by the longest of them.
    #expect(itemFrame(layout, 0)?.minY == 50)
  }

  @Test("items that do not extend lie inside the content at their corner, moved by their offset")
  func badgeInsideTheContent() throws {
    let section = rowsSection()
    section.contentInsets = NSDirectionalEdgeInsets(top: 10, leading: 10, bottom: 10, trailing: 10)
    let badge = NSCollectionLayoutBoundarySupplementaryItem(
      layoutSize: NSCollectionLayoutSize(
        widthDimension: .absolute(20), heightDimension: .absolute(20)),
      elementKind: "badge", alignment: .topTrailing, absoluteOffset: CGPoint(x: 5, y: -5))
    badge.extendsBoundary = false
    let centred = NSCollectionLayoutBoundarySupplementaryItem(
      layoutSize: NSCollectionLayoutSize(
        widthDimension: .absolute(40), heightDimension: .absolute(40)),
      elementKind: "middle", alignment: .leading)
    section.boundarySupplementaryItems = [badge, centred]
    let layout = UICollectionViewCompositionalLayout(section: section)
    let view = makeView(layout, GridSource([2]))
    view.layoutIfNeeded()
    // The content spans x 10...380, y 10...210: top trailing, then moved.
    #expect(
      supplementary(layout, "badge", section: 0)?.frame
        == CGRect(x: 365, y: 5, width: 20, height: 20))
    // Leading, centred along y (a side along the other axis never extends).
    #expect(
      supplementary(layout, "middle", section: 0)?.frame
        == CGRect(x: 10, y: 90, width: 40, height: 40))
    #expect(layout.collectionViewContentSize.height == 220, "the section does not grow")
    #expect(itemFrame(layout, 0)?.minY == 10)
  }

  @Test(
    "a pinned header stays at the visible top while its section shows and stops at its end (checklist 37-39)"
  )
  func pinnedHeader() throws {
    let section = rowsSection()
    let header = boundary()
    header.pinToVisibleBounds = true
    header.zIndex = 2
    section.boundarySupplementaryItems = [header]
    let layout = UICollectionViewCompositionalLayout(section: section)
    let view = makeView(layout, GridSource([10, 10]))
    view.layoutIfNeeded()
    // Section 0 spans 0...1050, section 1 1050...2100.
    #expect(supplementary(layout, section: 0)?.frame.minY == 0)
    #expect(supplementary(layout, section: 0)?.zIndex == 1_000_000_002)

    view.setContentOffset(CGPoint(x: 0, y: 300), animated: false)
    #expect(supplementary(layout, section: 0)?.frame.minY == 300)
    let shown = try #require(
      view.supplementaryView(
        forElementKind: UICollectionView.elementKindSectionHeader,
        at: IndexPath(item: 0, section: 0)))
    #expect(shown.frame.minY == 300)
    let inRect =
      (layout.layoutAttributesForElements(in: CGRect(x: 0, y: 300, width: 390, height: 10)) ?? [])
      .filter { $0.representedElementCategory == .supplementaryView }
    #expect(inRect.map(\.indexPath) == [IndexPath(item: 0, section: 0)])

    // Near the section's end it is pushed up by it: 1050 − 50.
    view.setContentOffset(CGPoint(x: 0, y: 1020), animated: false)
    #expect(supplementary(layout, section: 0)?.frame.minY == 1000)
    #expect(supplementary(layout, section: 1)?.frame.minY == 1050)
  }

  @Test(
    "bounds changes invalidate on scrolling only while pinned items exist, and on any size change (checklist 47)"
  )
  func invalidationOnBoundsChange() {
    let plain = rowsSection()
    plain.boundarySupplementaryItems = [boundary()]
    let layout = UICollectionViewCompositionalLayout(section: plain)
    let view = makeView(layout, GridSource([20]))
    view.layoutIfNeeded()
    let scrolled = CGRect(x: 0, y: 300, width: 390, height: 844)
    #expect(!layout.shouldInvalidateLayout(forBoundsChange: scrolled))
    #expect(
      layout.shouldInvalidateLayout(forBoundsChange: CGRect(x: 0, y: 0, width: 400, height: 844)))
    #expect(!UICollectionViewLayout().shouldInvalidateLayout(forBoundsChange: scrolled))

    let pinned = rowsSection()
    let header = boundary()
    header.pinToVisibleBounds = true
    pinned.boundarySupplementaryItems = [header]
    let pinning = UICollectionViewCompositionalLayout(section: pinned)
    let other = makeView(pinning, GridSource([20]))
    other.layoutIfNeeded()
    #expect(pinning.shouldInvalidateLayout(forBoundsChange: scrolled))
  }

  @Test("a pinned footer stays at the visible bottom, never below its place nor above its section")
  func pinnedFooter() throws {
    let section = rowsSection()
    let footer = boundary(UICollectionView.elementKindSectionFooter, alignment: .bottom)
    footer.pinToVisibleBounds = true
    section.boundarySupplementaryItems = [footer]
    let layout = UICollectionViewCompositionalLayout(section: section)
    let view = makeView(layout, GridSource([20]))
    view.layoutIfNeeded()
    // Natural place 2000; the visible bottom is 844.
    #expect(
      supplementary(layout, UICollectionView.elementKindSectionFooter, section: 0)?.frame.minY
        == 794)
    view.setContentOffset(CGPoint(x: 0, y: 1206), animated: false)
    #expect(
      supplementary(layout, UICollectionView.elementKindSectionFooter, section: 0)?.frame.minY
        == 2000)
  }

  @Test(
    "default zIndex: supplementary 1, decoration 0; cells 1 in a section with decorations (checklist 40)"
  )
  func zIndexes() throws {
    let decorated = rowsSection()
    decorated.boundarySupplementaryItems = [boundary()]
    decorated.decorationItems = [
      NSCollectionLayoutDecorationItem.background(elementKind: "background")
    ]
    let plain = rowsSection()
    let layout = UICollectionViewCompositionalLayout { index, _ in index == 0 ? decorated : plain }
    let view = makeView(layout, GridSource([1, 1]))
    view.layoutIfNeeded()
    let all =
      layout.layoutAttributesForElements(in: CGRect(x: 0, y: 0, width: 390, height: 844)) ?? []
    let cells = all.filter { $0.representedElementCategory == .cell }
    #expect(cells.map(\.zIndex) == [1, 0])
    #expect(all.first { $0.representedElementCategory == .supplementaryView }?.zIndex == 1)
    #expect(all.first { $0.representedElementCategory == .decorationView }?.zIndex == 0)
    // The order: per section, decorations, cells, supplementaries (spec §3.5.2).
    #expect(
      all.map(\.representedElementCategory) == [.decorationView, .cell, .supplementaryView, .cell])
  }

  @Test(
    "a background covers the section, boundary items included, less its insets; none for a section of no size (checklist 43)"
  )
  func background() throws {
    let section = rowsSection()
    section.contentInsets = NSDirectionalEdgeInsets(top: 8, leading: 8, bottom: 8, trailing: 8)
    section.boundarySupplementaryItems = [boundary()]
    let background = NSCollectionLayoutDecorationItem.background(elementKind: "background")
    background.contentInsets = NSDirectionalEdgeInsets(top: 4, leading: 6, bottom: 2, trailing: 6)
    section.decorationItems = [background]
    let bare = rowsSection()
    bare.decorationItems = [NSCollectionLayoutDecorationItem.background(elementKind: "background")]
    let layout = UICollectionViewCompositionalLayout { index, _ in index == 0 ? section : bare }
    let view = makeView(layout, GridSource([1, 0, 1]))
    view.layoutIfNeeded()
    // Section 0: 50 + 8 + 100 + 8 = 166 tall.
    let first = layout.layoutAttributesForDecorationView(
      ofKind: "background", at: IndexPath(item: 0, section: 0))
    #expect(first?.frame == CGRect(x: 6, y: 4, width: 378, height: 160))
    #expect(first?.representedElementCategory == .decorationView)
    #expect(first?.representedElementKind == "background")
    #expect(
      layout.layoutAttributesForDecorationView(
        ofKind: "background", at: IndexPath(item: 0, section: 1))
        == nil, "an empty section has no size and no background")
    #expect(
      layout.layoutAttributesForDecorationView(
        ofKind: "background", at: IndexPath(item: 0, section: 2))?
        .frame == CGRect(x: 0, y: 166, width: 390, height: 100))
    #expect(
      layout.layoutAttributesForDecorationView(ofKind: "other", at: IndexPath(item: 0, section: 0))
        == nil)
  }

  @Test("a rectangle of no area meets decorations only (checklist 45)")
  func zeroAreaQuery() {
    let section = rowsSection()
    section.boundarySupplementaryItems = [boundary()]
    section.decorationItems = [
      NSCollectionLayoutDecorationItem.background(elementKind: "background")
    ]
    let layout = UICollectionViewCompositionalLayout(section: section)
    let view = makeView(layout, GridSource([3]))
    view.layoutIfNeeded()
    let found =
      layout.layoutAttributesForElements(in: CGRect(x: 10, y: 100, width: 0, height: 0)) ?? []
    #expect(found.map(\.representedElementCategory) == [.decorationView])
  }

  @Test("repeated element kinds in a section raise UIKit's text (checklist 41)")
  func duplicateKinds() {
    let section = rowsSection()
    section.boundarySupplementaryItems = [boundary(), boundary(height: 10)]
    let layout = UICollectionViewCompositionalLayout(section: section)
    let view = makeView(layout, GridSource([1]))
    let exception = UIKitException.catching { view.layoutIfNeeded() }
    #expect(
      exception?.reason
        == "Error: Every supplementary must have a unique elementKind: duplicates detected: (UICollectionElementKindSectionHeader)"
    )
    #expect(view.visibleCells.isEmpty)
  }

  @Test(
    "the layout's own boundary items: a header before section 0 and a footer after the last, at [0, Int.max]; a pinned one stays in view"
  )
  func layoutBoundaryItems() throws {
    let configuration = UICollectionViewCompositionalLayoutConfiguration()
    let top = boundary("badge", height: 60)
    top.pinToVisibleBounds = true
    configuration.boundarySupplementaryItems = [
      top, boundary(UICollectionView.elementKindSectionFooter, height: 30, alignment: .bottom),
    ]
    configuration.interSectionSpacing = 10
    let layout = UICollectionViewCompositionalLayout(
      section: rowsSection(), configuration: configuration)
    let view = makeView(layout, GridSource([5, 5]))
    view.layoutIfNeeded()
    let path = IndexPath(item: Int.max, section: 0)
    #expect(
      layout.layoutAttributesForSupplementaryView(ofKind: "badge", at: path)?.frame
        == CGRect(x: 0, y: 0, width: 390, height: 60))
    #expect(itemFrame(layout, 0)?.minY == 60)
    #expect(itemFrame(layout, 0, section: 1)?.minY == 570)
    // 60 + 500 + 10 + 500, then the 30-point footer.
    #expect(
      layout.layoutAttributesForSupplementaryView(
        ofKind: UICollectionView.elementKindSectionFooter, at: path)?.frame.minY == 1070)
    #expect(layout.collectionViewContentSize.height == 1100)
    #expect(
      layout.layoutAttributesForSupplementaryView(
        ofKind: "badge", at: IndexPath(item: 0, section: 0)) == nil)
    #expect(
      view.supplementaryView(forElementKind: UICollectionView.elementKindSectionFooter, at: path)
        == nil)

    view.setContentOffset(CGPoint(x: 0, y: 256), animated: false)
    #expect(
      layout.layoutAttributesForSupplementaryView(ofKind: "badge", at: path)?.frame.minY == 256)
    #expect(
      layout.layoutAttributesForSupplementaryView(ofKind: "badge", at: path)?.zIndex
        == 1_000_000_001)
    #expect(view.supplementaryView(forElementKind: "badge", at: path)?.frame.minY == 256)
    #expect(
      layout.shouldInvalidateLayout(forBoundsChange: CGRect(x: 0, y: 1, width: 390, height: 844)))

    configuration.boundarySupplementaryItems = [boundary("badge"), boundary("badge")]
    layout.configuration = configuration
    let exception = UIKitException.catching { view.layoutIfNeeded() }
    #expect(exception?.reason.hasSuffix("duplicates detected: (badge)") == true)
  }

  @Test("an empty section with a header has the header and its insets")
  func emptySectionWithHeader() {
    let section = rowsSection()
    section.contentInsets = NSDirectionalEdgeInsets(top: 5, leading: 0, bottom: 5, trailing: 0)
    section.boundarySupplementaryItems = [boundary()]
    let layout = UICollectionViewCompositionalLayout(section: section)
    let view = makeView(layout, GridSource([0, 1]))
    view.layoutIfNeeded()
    #expect(supplementary(layout, section: 0)?.frame == CGRect(x: 0, y: 0, width: 390, height: 50))
    #expect(supplementary(layout, section: 1)?.frame.minY == 60)
  }

  @Test("in a horizontal layout a leading header extends the section along x")
  func horizontalLeadingHeader() {
    let item = NSCollectionLayoutItem(
      layoutSize: NSCollectionLayoutSize(
        widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
    let group = NSCollectionLayoutGroup.vertical(
      layoutSize: NSCollectionLayoutSize(
        widthDimension: .absolute(100), heightDimension: .fractionalHeight(1)),
      subitems: [item])
    let section = NSCollectionLayoutSection(group: group)
    section.boundarySupplementaryItems = [
      NSCollectionLayoutBoundarySupplementaryItem(
        layoutSize: NSCollectionLayoutSize(
          widthDimension: .absolute(30), heightDimension: .fractionalHeight(1)),
        elementKind: UICollectionView.elementKindSectionHeader, alignment: .leading)
    ]
    let configuration = UICollectionViewCompositionalLayoutConfiguration()
    configuration.scrollDirection = .horizontal
    let layout = UICollectionViewCompositionalLayout(section: section, configuration: configuration)
    let view = makeView(layout, GridSource([2, 1]))
    view.layoutIfNeeded()
    #expect(supplementary(layout, section: 0)?.frame == CGRect(x: 0, y: 0, width: 30, height: 844))
    #expect(itemFrame(layout, 0) == CGRect(x: 30, y: 0, width: 100, height: 844))
    #expect(supplementary(layout, section: 1)?.frame.minX == 230)
    #expect(layout.collectionViewContentSize == CGSize(width: 360, height: 844))
  }
}

@MainActor
@Suite("Compositional layout: hostile boundary items, insets and providers")
struct CompositionalLayoutHostileBoundaryTests {
  @Test(
    "NaN, infinite and negative insets, offsets and sizes neither crash nor hang, and scrolling stays finite",
    arguments: [CGFloat.nan, .infinity, -.infinity, -500, 1e12])
  func hostileValues(value: CGFloat) {
    let section = rowsSection()
    section.contentInsets = NSDirectionalEdgeInsets(
      top: value, leading: value, bottom: value, trailing: value)
    section.interGroupSpacing = value
    let header = NSCollectionLayoutBoundarySupplementaryItem(
      layoutSize: NSCollectionLayoutSize(
        widthDimension: .fractionalWidth(1), heightDimension: .absolute(-20)),
      elementKind: UICollectionView.elementKindSectionHeader, alignment: .top,
      absoluteOffset: CGPoint(x: value, y: value))
    header.pinToVisibleBounds = true
    section.boundarySupplementaryItems = [header]
    let background = NSCollectionLayoutDecorationItem.background(elementKind: "background")
    background.contentInsets = NSDirectionalEdgeInsets(
      top: value, leading: value, bottom: value, trailing: value)
    section.decorationItems = [background]
    let configuration = UICollectionViewCompositionalLayoutConfiguration()
    configuration.interSectionSpacing = value
    let layout = UICollectionViewCompositionalLayout(section: section, configuration: configuration)
    let view = makeView(layout, GridSource([3, 0, 5]))
    view.layoutIfNeeded()
    view.setContentOffset(CGPoint(x: 0, y: 300), animated: false)
    view.setContentOffset(CGPoint(x: 0, y: -300), animated: false)
    _ = layout.layoutAttributesForElements(in: CGRect(x: 0, y: 0, width: 390, height: 844))
    _ = layout.layoutAttributesForElements(in: .infinite)
    _ = layout.layoutAttributesForElements(in: .null)
    #expect(view.contentOffset.x.isFinite && view.contentOffset.y.isFinite)
  }

  @Test(
    "a provider that invalidates, reloads or changes the configuration while the layout asks it")
  func reentrantProvider() {
    var calls = 0
    weak var weakView: UICollectionView?
    let layout = UICollectionViewCompositionalLayout { index, _ in
      calls += 1
      let section = rowsSection()
      section.boundarySupplementaryItems = [boundary()]
      if let view = weakView, calls < 50 {
        view.collectionViewLayout.invalidateLayout()
        if index == 1 { view.reloadData() }
      }
      return section
    }
    let view = makeView(layout, GridSource([2, 2, 2]))
    weakView = view
    view.layoutIfNeeded()
    view.setContentOffset(CGPoint(x: 0, y: 100), animated: false)
    #expect(calls < 1_000, "the provider is not asked without end")
    #expect(view.visibleCells.count == 6)
  }

  @Test("a thousand boundary items of distinct kinds on one section")
  func manyBoundaryItems() {
    let section = rowsSection()
    section.boundarySupplementaryItems = (0..<1_000).map { boundary("kind\($0)", height: 10) }
    let layout = UICollectionViewCompositionalLayout(section: section)
    let source = GridSource([1])
    source.headerIdentifier = nil
    let view = UICollectionView(
      frame: CGRect(x: 0, y: 0, width: 390, height: 844), collectionViewLayout: layout)
    view.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "Cell")
    view.dataSource = source
    // Only the layout is asked: no views for these kinds are registered.
    let exception = UIKitException.catching { view.layoutIfNeeded() }
    _ = exception
    #expect(
      layout.layoutAttributesForSupplementaryView(
        ofKind: "kind999", at: IndexPath(item: 0, section: 0))?
        .frame.height == 10)
    #expect(layout.collectionViewContentSize.height == 110)
    withExtendedLifetime(source) {}
  }
}
