import CellarTestSupport
import Foundation
import Testing

@testable import CellarHost

// The layouts of Apple's sample "Implementing Modern Collection Views",
// rebuilt here from the sample's declarations (sizes, spacings, insets,
// behaviours, element kinds, item counts) and laid out on a 390 × 844 view
// at scale 3. Every expected frame is worked out from the spec's rules
// (spec §3.1–3.6; fractional sizes floor to a third of a point, positions
// round to the nearest third), never read back from the host.

private let headerKind = "section-header-element-kind"
private let footerKind = "section-footer-element-kind"
private let badgeKind = "badge-element-kind"
private let backgroundKind = "section-background-element-kind"
private let behaviorHeaderKind = "header-element-kind"

// MARK: - The sample's layouts

@MainActor
private func size(_ width: NSCollectionLayoutDimension, _ height: NSCollectionLayoutDimension)
  -> NSCollectionLayoutSize
{
  NSCollectionLayoutSize(widthDimension: width, heightDimension: height)
}

private func insets(_ value: CGFloat) -> NSDirectionalEdgeInsets {
  NSDirectionalEdgeInsets(top: value, leading: value, bottom: value, trailing: value)
}

/// Grid (`itemInsets` 0) and Inset Items Grid (`itemInsets` 5): items a
/// fifth of the width, square rows.
@MainActor
private func gridLayout(itemInsets: CGFloat = 0) -> UICollectionViewCompositionalLayout {
  let item = NSCollectionLayoutItem(layoutSize: size(.fractionalWidth(0.2), .fractionalHeight(1)))
  item.contentInsets = insets(itemInsets)
  let group = NSCollectionLayoutGroup.horizontal(
    layoutSize: size(.fractionalWidth(1), .fractionalWidth(0.2)), subitems: [item])
  return UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group))
}

/// Two-Column Grid: two items a 44-point row, 10 apart, rows 10 apart.
@MainActor
private func twoColumnLayout() -> UICollectionViewCompositionalLayout {
  let item = NSCollectionLayoutItem(layoutSize: size(.fractionalWidth(1), .fractionalHeight(1)))
  let group = NSCollectionLayoutGroup.horizontal(
    layoutSize: size(.fractionalWidth(1), .absolute(44)), subitem: item, count: 2)
  group.interItemSpacing = .fixed(10)
  let section = NSCollectionLayoutSection(group: group)
  section.interGroupSpacing = 10
  section.contentInsets = NSDirectionalEdgeInsets(top: 0, leading: 10, bottom: 0, trailing: 10)
  return UICollectionViewCompositionalLayout(section: section)
}

/// Distinct and Adaptive Sections: `columns` counted items inset 2, rows
/// 44 tall for the list and a fifth of the width for grids, sections
/// inset 20.
@MainActor
private func columnsSection(
  columns: Int, list: Bool, itemWidth: NSCollectionLayoutDimension
) -> NSCollectionLayoutSection {
  let item = NSCollectionLayoutItem(layoutSize: size(itemWidth, .fractionalHeight(1)))
  item.contentInsets = insets(2)
  let height: NSCollectionLayoutDimension = list ? .absolute(44) : .fractionalWidth(0.2)
  let group = NSCollectionLayoutGroup.horizontal(
    layoutSize: size(.fractionalWidth(1), height), subitem: item, count: columns)
  let section = NSCollectionLayoutSection(group: group)
  section.contentInsets = insets(20)
  return section
}

/// Distinct Sections: section 0 a list, 1 five columns, 2 three.
@MainActor
private func distinctLayout() -> UICollectionViewCompositionalLayout {
  UICollectionViewCompositionalLayout { index, _ in
    guard index < 3 else { return nil }
    let columns = [1, 5, 3][index]
    return columnsSection(columns: columns, list: columns == 1, itemWidth: .fractionalWidth(1))
  }
}

/// The widths the adaptive layout's provider was given.
@MainActor
private final class WidthLog {
  var widths: [CGFloat] = []
}

/// Adaptive Sections: list, 5 and 3 columns, doubled when the container is
/// wider than 800 points.
@MainActor
private func adaptiveLayout(_ log: WidthLog? = nil) -> UICollectionViewCompositionalLayout {
  UICollectionViewCompositionalLayout { index, environment in
    guard index < 3 else { return nil }
    let width = environment.container.effectiveContentSize.width
    log?.widths.append(width)
    let wide = width > 800
    let columns = [wide ? 2 : 1, wide ? 10 : 5, wide ? 6 : 3][index]
    return columnsSection(columns: columns, list: index == 0, itemWidth: .fractionalWidth(0.2))
  }
}

/// Item Badges: a 20-point badge at each item's top trailing corner,
/// moved by 0.3 of its size; four items a row, inset 5; section inset 20.
@MainActor
private func badgesLayout() -> UICollectionViewCompositionalLayout {
  let badge = NSCollectionLayoutSupplementaryItem(
    layoutSize: size(.absolute(20), .absolute(20)), elementKind: badgeKind,
    containerAnchor: NSCollectionLayoutAnchor(
      edges: [.top, .trailing], fractionalOffset: CGPoint(x: 0.3, y: -0.3)))
  let item = NSCollectionLayoutItem(
    layoutSize: size(.fractionalWidth(0.25), .fractionalHeight(1)), supplementaryItems: [badge])
  item.contentInsets = insets(5)
  let group = NSCollectionLayoutGroup.horizontal(
    layoutSize: size(.fractionalWidth(1), .fractionalWidth(0.2)), subitems: [item])
  let section = NSCollectionLayoutSection(group: group)
  section.contentInsets = insets(20)
  return UICollectionViewCompositionalLayout(section: section)
}

/// Section Headers/Footers (`pinned` false) and Pinned Section Headers:
/// 44-point rows 5 apart, insets 10 across, an estimated 44-point header
/// and footer; the pinned sample pins its header at zIndex 2.
@MainActor
private func headersLayout(pinned: Bool) -> UICollectionViewCompositionalLayout {
  let item = NSCollectionLayoutItem(layoutSize: size(.fractionalWidth(1), .fractionalHeight(1)))
  let group = NSCollectionLayoutGroup.horizontal(
    layoutSize: size(.fractionalWidth(1), .absolute(44)), subitems: [item])
  let section = NSCollectionLayoutSection(group: group)
  section.interGroupSpacing = 5
  section.contentInsets = NSDirectionalEdgeInsets(top: 0, leading: 10, bottom: 0, trailing: 10)
  let boundarySize = size(.fractionalWidth(1), .estimated(44))
  let header = NSCollectionLayoutBoundarySupplementaryItem(
    layoutSize: boundarySize, elementKind: headerKind, alignment: .top)
  let footer = NSCollectionLayoutBoundarySupplementaryItem(
    layoutSize: boundarySize, elementKind: footerKind, alignment: .bottom)
  if pinned {
    header.pinToVisibleBounds = true
    header.zIndex = 2
  }
  section.boundarySupplementaryItems = [header, footer]
  return UICollectionViewCompositionalLayout(section: section)
}

/// Section Background Decoration: 44-point rows 5 apart, section insets
/// 10, a background inset 5.
@MainActor
private func decorationLayout() -> UICollectionViewCompositionalLayout {
  let item = NSCollectionLayoutItem(layoutSize: size(.fractionalWidth(1), .fractionalHeight(1)))
  let group = NSCollectionLayoutGroup.horizontal(
    layoutSize: size(.fractionalWidth(1), .absolute(44)), subitems: [item])
  let section = NSCollectionLayoutSection(group: group)
  section.interGroupSpacing = 5
  section.contentInsets = insets(10)
  let background = NSCollectionLayoutDecorationItem.background(elementKind: backgroundKind)
  background.contentInsets = insets(5)
  section.decorationItems = [background]
  let layout = UICollectionViewCompositionalLayout(section: section)
  layout.register(UICollectionReusableView.self, forDecorationViewOfKind: backgroundKind)
  return layout
}

/// The nested group of Nested Groups and both orthogonal samples: a
/// leading item 0.7 wide beside a column of two counted items, all inset
/// 10; the whole `width` wide and 0.4 of the height tall.
@MainActor
private func nestedGroup(width: CGFloat) -> NSCollectionLayoutGroup {
  let leading = NSCollectionLayoutItem(
    layoutSize: size(.fractionalWidth(0.7), .fractionalHeight(1)))
  leading.contentInsets = insets(10)
  let trailing = NSCollectionLayoutItem(
    layoutSize: size(.fractionalWidth(1), .fractionalHeight(0.3)))
  trailing.contentInsets = insets(10)
  let column = NSCollectionLayoutGroup.vertical(
    layoutSize: size(.fractionalWidth(0.3), .fractionalHeight(1)), subitem: trailing, count: 2)
  return NSCollectionLayoutGroup.horizontal(
    layoutSize: size(.fractionalWidth(width), .fractionalHeight(0.4)),
    subitems: [leading, column])
}

/// Nested Groups (`.none`) and Orthogonal Sections (`.continuous`, groups
/// 0.85 wide).
@MainActor
private func nestedLayout(
  _ behavior: UICollectionLayoutSectionOrthogonalScrollingBehavior = .none
) -> UICollectionViewCompositionalLayout {
  UICollectionViewCompositionalLayout { _, _ in
    let section = NSCollectionLayoutSection(
      group: nestedGroup(width: behavior == .none ? 1 : 0.85))
    section.orthogonalScrollingBehavior = behavior
    return section
  }
}

/// The sections of Orthogonal Section Behaviors, in the sample's order.
private let sampleBehaviors: [UICollectionLayoutSectionOrthogonalScrollingBehavior] = [
  .continuous, .continuousGroupLeadingBoundary, .paging, .groupPaging, .groupPagingCentered,
  .none,
]

/// Orthogonal Section Behaviors: one section a behaviour, 20 apart, each
/// with an estimated 44-point header.
@MainActor
private func behaviorsLayout() -> UICollectionViewCompositionalLayout {
  let configuration = UICollectionViewCompositionalLayoutConfiguration()
  configuration.interSectionSpacing = 20
  return UICollectionViewCompositionalLayout(
    sectionProvider: { index, _ in
      guard index < sampleBehaviors.count else { return nil }
      let behavior = sampleBehaviors[index]
      let section = NSCollectionLayoutSection(
        group: nestedGroup(width: behavior == .none ? 1 : 0.85))
      section.orthogonalScrollingBehavior = behavior
      section.boundarySupplementaryItems = [
        NSCollectionLayoutBoundarySupplementaryItem(
          layoutSize: size(.fractionalWidth(1), .estimated(44)), elementKind: behaviorHeaderKind,
          alignment: .top)
      ]
      return section
    }, configuration: configuration)
}

// MARK: - Views and frames

/// A 390 × 844 view on `layout` with `counts` items, views registered for
/// the sample's element kinds, laid out.
@MainActor
private func sampleView(_ layout: UICollectionViewLayout, _ counts: [Int])
  -> KeepingCollectionView
{
  let view = makeKeepingView(layout, GridSource(counts))
  for kind in [headerKind, footerKind, badgeKind, behaviorHeaderKind] {
    view.register(
      UICollectionReusableView.self, forSupplementaryViewOfKind: kind,
      withReuseIdentifier: "Header")
  }
  view.layoutIfNeeded()
  return view
}

/// A rectangle whose figures are written to a third of a point (the
/// spec's 143.333), on the pixel grid.
private func thirds(_ x: CGFloat, _ y: CGFloat, _ width: CGFloat, _ height: CGFloat) -> CGRect {
  CGRect(x: third(x), y: third(y), width: third(width), height: third(height))
}

/// Whether `frame` is `expected` to well under a pixel.
private func same(_ frame: CGRect?, _ expected: CGRect) -> Bool {
  guard let frame else { return false }
  return [
    frame.minX - expected.minX, frame.minY - expected.minY, frame.width - expected.width,
    frame.height - expected.height,
  ].allSatisfy { abs($0) < 0.001 }
}

@MainActor
private func cell(_ view: UICollectionView, _ section: Int, _ item: Int) -> CGRect? {
  view.collectionViewLayout.layoutAttributesForItem(at: IndexPath(item: item, section: section))?
    .frame
}

@MainActor
private func supplementary(
  _ view: UICollectionView, _ kind: String, _ section: Int, item: Int = 0
) -> UICollectionViewLayoutAttributes? {
  view.collectionViewLayout.layoutAttributesForSupplementaryView(
    ofKind: kind, at: IndexPath(item: item, section: section))
}

@MainActor
private func content(_ view: UICollectionView) -> CGSize {
  view.collectionViewLayout.collectionViewContentSize
}

private func close(_ value: CGFloat, _ expected: CGFloat) -> Bool { abs(value - expected) < 0.001 }

// MARK: - The tests

@MainActor
@Suite("Apple's \"Implementing Modern Collection Views\" layouts on the host (spec §3, §6)")
struct AppleSampleLayoutTests {
  @Test("Grid: a fifth of 390 is 78; five square items a row; 94 items (checklist 17)")
  func grid() {
    let view = sampleView(gridLayout(), [94])
    // Item i: column i % 5 at 78 × column, row i / 5 at 78 × row.
    for item in [0, 1, 4, 5, 93] {
      let (row, column) = (CGFloat(item / 5), CGFloat(item % 5))
      #expect(cell(view, 0, item) == CGRect(x: 78 * column, y: 78 * row, width: 78, height: 78))
    }
    // ⌈94 / 5⌉ = 19 rows of 78 = 1482; the last row (4 items) keeps its height.
    #expect(content(view) == CGSize(width: 390, height: 1482))
    // Rows 0…10 meet the 844-point viewport (row 10 spans 780…858): 55 cells.
    #expect(view.visibleCells.count == 55)
  }

  @Test("Inset Items Grid: item insets 5 shrink each 78-point slot to 68, neighbours stay")
  func insetItemsGrid() {
    let view = sampleView(gridLayout(itemInsets: 5), [94])
    for item in [0, 4, 5, 93] {
      let (row, column) = (CGFloat(item / 5), CGFloat(item % 5))
      // Slot (78c, 78r, 78, 78) less 5 on every edge.
      #expect(
        cell(view, 0, item)
          == CGRect(x: 78 * column + 5, y: 78 * row + 5, width: 68, height: 68))
    }
    #expect(content(view) == CGSize(width: 390, height: 1482))
  }

  @Test("Two-Column Grid: count 2 with spacing 10 in 370 gives two 180-point items (checklist 19)")
  func twoColumn() {
    let view = sampleView(twoColumnLayout(), [94])
    // Section 390 − 10 − 10 = 370; items (370 − 10) / 2 = 180 at x 10 and 200.
    // Rows 44 tall, 10 apart: row r at 54r.
    #expect(cell(view, 0, 0) == CGRect(x: 10, y: 0, width: 180, height: 44))
    #expect(cell(view, 0, 1) == CGRect(x: 200, y: 0, width: 180, height: 44))
    #expect(cell(view, 0, 2) == CGRect(x: 10, y: 54, width: 180, height: 44))
    #expect(cell(view, 0, 93) == CGRect(x: 200, y: 54 * 46, width: 180, height: 44))
    // 47 rows: 47 × 44 + 46 × 10 = 2528.
    #expect(content(view) == CGSize(width: 390, height: 2528))
  }

  @Test("Distinct Sections: the provider by index gives a list, five columns and three")
  func distinctSections() {
    let view = sampleView(distinctLayout(), [10, 10, 10])
    expectNarrowColumns(view)
  }

  @Test(
    "Adaptive Sections: narrow columns at 390; at 1000 (> 800) the provider is asked again and doubles them (checklist 46)"
  )
  func adaptiveSections() {
    let log = WidthLog()
    let view = sampleView(adaptiveLayout(log), [10, 10, 10])
    #expect(log.widths == [390, 390, 390])
    expectNarrowColumns(view)
    view.frame = CGRect(x: 0, y: 0, width: 1000, height: 844)
    view.layoutIfNeeded()
    #expect(log.widths.suffix(3) == [1000, 1000, 1000])
    // Section width 1000 − 40 = 960; items inset 2.
    // List: 2 columns of 480, rows of 44: 5 rows, section 20 + 220 + 20 = 260.
    #expect(cell(view, 0, 3) == CGRect(x: 20 + 480 + 2, y: 20 + 44 + 2, width: 476, height: 40))
    // 10 columns of 96, rows 0.2 × 960 = 192 tall: one row, section 232, from 260.
    #expect(cell(view, 1, 9) == CGRect(x: 20 + 864 + 2, y: 260 + 22, width: 92, height: 188))
    // 6 columns of 160: 2 rows, section 20 + 384 + 20 = 424, from 492.
    #expect(
      cell(view, 2, 7) == CGRect(x: 20 + 160 + 2, y: 492 + 20 + 192 + 2, width: 156, height: 188))
    #expect(content(view) == CGSize(width: 1000, height: 916))
    // Back to a phone's width: narrow again.
    view.frame = CGRect(x: 0, y: 0, width: 390, height: 844)
    view.layoutIfNeeded()
    expectNarrowColumns(view)
  }

  /// Distinct Sections, and Adaptive Sections at 390: section width 350.
  private func expectNarrowColumns(_ view: UICollectionView) {
    // List: rows 44 at 20 + 44i, item inset 2; section 20 + 440 + 20 = 480.
    #expect(cell(view, 0, 0) == CGRect(x: 22, y: 22, width: 346, height: 40))
    #expect(cell(view, 0, 9) == CGRect(x: 22, y: 20 + 396 + 2, width: 346, height: 40))
    // Five columns of 70, rows 0.2 × 350 = 70; two rows, section 180, from 480.
    #expect(
      cell(view, 1, 7) == CGRect(x: 20 + 140 + 2, y: 480 + 20 + 70 + 2, width: 66, height: 66))
    // Three columns of 350 / 3 = 116.667 (on the pixel grid); four rows,
    // section 20 + 280 + 20 = 320, from 660.
    #expect(same(cell(view, 2, 5), thirds(20 + 233.333 + 2, 660 + 20 + 70 + 2, 112.667, 66)))
    #expect(same(cell(view, 2, 9), thirds(22, 660 + 20 + 210 + 2, 112.667, 66)))
    #expect(content(view) == CGSize(width: 390, height: 980))
  }

  @Test(
    "Item Badges: a badge at each item's top trailing corner, moved 0.3 of its own 20 points (checklist 42)"
  )
  func itemBadges() throws {
    let view = sampleView(badgesLayout(), [100])
    // Section 350 wide; items 0.25 × 350 = 87.5, floored to 87.333: four a
    // row at 20 + 87.333c; rows 0.2 × 350 = 70 at 20 + 70r; frames inset 5.
    #expect(same(cell(view, 0, 0), thirds(25, 25, 77.333, 60)))
    #expect(same(cell(view, 0, 5), thirds(20 + 87.333 + 5, 20 + 70 + 5, 77.333, 60)))
    // Badge 0: the item's top trailing corner (102.333, 25) is the badge's,
    // then + (0.3 × 20, −0.3 × 20) = (6, −6).
    let zero = supplementary(view, badgeKind, 0)
    #expect(same(zero?.frame, thirds(102.333 - 20 + 6, 25 - 6, 20, 20)))
    #expect(zero?.zIndex == 1)
    // Badge 5 follows item 5: (112.333 + 77.333 − 20 + 6, 95 − 6).
    #expect(same(supplementary(view, badgeKind, 0, item: 5)?.frame, thirds(175.667, 89, 20, 20)))
    #expect(supplementary(view, badgeKind, 0, item: 100) == nil)
    // 25 rows: 20 + 25 × 70 + 20 = 1790.
    #expect(content(view) == CGSize(width: 390, height: 1790))
    let shown = view.indexPathsForVisibleSupplementaryElements(ofKind: badgeKind).map(\.item)
    #expect(Set(shown) == Set(view.indexPathsForVisibleItems.map(\.item)))
  }

  @Test("Section Headers/Footers: an estimated 44 header and footer around rows 5 apart")
  func sectionHeadersFooters() throws {
    let view = sampleView(headersLayout(pinned: false), [5, 5, 5, 5, 5])
    // Section s: header 44, rows 44 at 44 + 49i, footer after the fifth row
    // (44 + 4 × 49 + 44 = 284), 44 tall: 328 a section; insets 10 across.
    for section in 0..<5 {
      let top = 328 * CGFloat(section)
      let header = supplementary(view, headerKind, section)
      #expect(header?.frame == CGRect(x: 10, y: top, width: 370, height: 44))
      #expect(header?.zIndex == 1)
      #expect(cell(view, section, 3) == CGRect(x: 10, y: top + 44 + 147, width: 370, height: 44))
      #expect(
        supplementary(view, footerKind, section)?.frame
          == CGRect(x: 10, y: top + 284, width: 370, height: 44))
    }
    #expect(content(view) == CGSize(width: 390, height: 1640))
    let shown = view.visibleSupplementaryViews(ofKind: headerKind).count
    #expect(shown == 3, "headers at 0, 328 and 656 meet 0…844")
  }

  @Test(
    "Pinned Section Headers: zIndex 2 lifted while pinned; the header rides the top, stops at its section's end (checklist 37–39)"
  )
  func pinnedSectionHeaders() throws {
    let view = sampleView(headersLayout(pinned: true), [5, 5, 5, 5, 5])
    // Sections 328 tall as above; a header pins within 328s … 328s + 284.
    #expect(supplementary(view, headerKind, 0)?.zIndex == 1_000_000_002)
    #expect(supplementary(view, footerKind, 0)?.zIndex == 1)
    let expectations: [(offset: CGFloat, headers: [CGFloat])] = [
      (0, [0, 328, 656]),
      // Header 0 stops at 328 − 44 = 284; header 1 at the top.
      (400, [284, 400, 656]),
      (600, [284, 600, 656]),
      // Header 1 stops at 656 − 44 = 612; header 2 not yet reached.
      (630, [284, 612, 656]),
      (700, [284, 612, 700]),
    ]
    for (offset, headers) in expectations {
      view.setContentOffset(CGPoint(x: 0, y: offset), animated: false)
      let found = (0..<3).map { supplementary(view, headerKind, $0)?.frame.minY }
      #expect(found == headers, "at \(offset)")
    }
    let shown = try #require(
      view.supplementaryView(forElementKind: headerKind, at: IndexPath(item: 0, section: 2)))
    #expect(shown.frame == CGRect(x: 10, y: 700, width: 370, height: 44))
    #expect(
      supplementary(view, footerKind, 1)?.frame.minY == CGFloat(328 + 284), "footers do not pin")
  }

  @Test(
    "Section Background Decoration: the section's frame less 5; cells lifted to zIndex 1 (checklist 40, 43)"
  )
  func sectionBackgroundDecoration() {
    let view = sampleView(decorationLayout(), [5, 5, 5, 5, 5])
    let layout = view.collectionViewLayout
    // A section: 10 + 5 × 44 + 4 × 5 + 10 = 260 tall, 390 wide.
    for section in 0..<5 {
      let top = 260 * CGFloat(section)
      let background = layout.layoutAttributesForDecorationView(
        ofKind: backgroundKind, at: IndexPath(item: 0, section: section))
      #expect(background?.frame == CGRect(x: 5, y: top + 5, width: 380, height: 250))
      #expect(background?.zIndex == 0)
      #expect(cell(view, section, 4) == CGRect(x: 10, y: top + 10 + 4 * 49, width: 370, height: 44))
    }
    #expect(content(view) == CGSize(width: 390, height: 1300))
    let found = layout.layoutAttributesForElements(in: view.bounds) ?? []
    #expect(found.filter { $0.representedElementCategory == .cell }.allSatisfy { $0.zIndex == 1 })
    #expect(found.filter { $0.representedElementCategory == .decorationView }.count == 4)
    // The registered class is shown for the four backgrounds on screen.
    #expect(view.numberOfVisibleDecorationViews == 4)
    #expect(
      view.decorationView(ofKind: backgroundKind, at: IndexPath(item: 0, section: 3))?.frame
        == CGRect(x: 5, y: 785, width: 380, height: 250))
  }
}

extension AppleSampleLayoutTests {
  @Test("Nested Groups: a 0.7 item beside a column of two, groups 0.4 of the height")
  func nestedGroups() {
    let view = sampleView(nestedLayout(), [100])
    // Group 390 × floor₃(0.4 × 844 = 337.6) = 337.333. Leading slot
    // 0.7 × 390 = 273 wide; column 0.3 × 390 = 117 wide at 273, its two
    // counted items 337.333 / 2 = 168.667 tall. Frames inset 10.
    #expect(same(cell(view, 0, 0), thirds(10, 10, 253, 317.333)))
    #expect(same(cell(view, 0, 1), thirds(283, 10, 97, 148.667)))
    #expect(same(cell(view, 0, 2), thirds(283, 178.667, 97, 148.667)))
    // Group g at 337.333g.
    #expect(same(cell(view, 0, 3), thirds(10, 337.333 + 10, 253, 317.333)))
    #expect(same(cell(view, 0, 5), thirds(283, 337.333 + 178.667, 97, 148.667)))
    // 100 items: 33 full groups and one holding item 99, whose leading slot
    // reaches the whole height: 34 × 337.333 = 11469.333.
    #expect(same(cell(view, 0, 99), thirds(10, 33 * 337.333 + 10, 253, 317.333)))
    #expect(close(content(view).height, third(11469.333)))
    #expect(content(view).width == 390)
  }

  @Test("Orthogonal Sections: groups 0.85 wide run along x, continuous, clamped to the row")
  func orthogonalSections() throws {
    let view = sampleView(nestedLayout(.continuous), [30, 30, 30, 30, 30])
    // Group floor₃(0.85 × 390 = 331.5) = 331.333 × 337.333; leading slot
    // floor₃(0.7 × 331.333 = 231.933) = 231.667; column floor₃(99.4) = 99.333
    // at 231.667. Groups at 331.333g; sections 337.333 tall, no insets.
    #expect(same(cell(view, 0, 0), thirds(10, 10, 211.667, 317.333)))
    #expect(same(cell(view, 0, 1), thirds(241.667, 10, 79.333, 148.667)))
    #expect(same(cell(view, 0, 2), thirds(241.667, 178.667, 79.333, 148.667)))
    #expect(same(cell(view, 1, 4), thirds(331.333 + 241.667, 337.333 + 10, 79.333, 148.667)))
    #expect(same(cell(view, 4, 27), thirds(9 * 331.333 + 10, 4 * 337.333 + 10, 211.667, 317.333)))
    // Five rows tall; the content stays as wide as the view.
    #expect(close(content(view).height, third(5 * 337.333)))
    #expect(content(view).width == 390)
    // Ten groups: the row is 3313.333; offsets 0…3313.333 − 390 = 2923.333.
    try view.dragOrthogonalSection(1, by: 100)
    #expect(close(view.orthogonalOffset(inSection: 1), 100))
    try view.setOrthogonalOffset(5000, inSection: 1)
    #expect(close(view.orthogonalOffset(inSection: 1), third(2923.333)))
    #expect(view.orthogonalOffset(inSection: 0) == 0, "each row scrolls on its own")
    try expectScrolledRow(view)
  }

  /// Orthogonal Sections' first row scrolled to 600: the cells whose
  /// frames, shifted by −600, meet 0…390 (spec §3.6.5).
  private func expectScrolledRow(_ view: UICollectionView) throws {
    // Unscrolled: group 0 and group 1's leading cell (341.333…553); its
    // column starts at 573.
    #expect(visibleItems(view, section: 0) == [0, 1, 2, 3])
    try view.setOrthogonalOffset(600, inSection: 0)
    // Group 1's column (573…652.333) and group 2's three cells (672.667 …
    // 983.667) show; group 1's leading cell ends at 553, group 3 starts
    // at 994 + 10.
    #expect(visibleItems(view, section: 0) == [4, 5, 6, 7, 8])
    let shown = try #require(view.cellForItem(at: IndexPath(item: 6, section: 0)))
    #expect(same(shown.frame, thirds(662.667 + 10 - 600, 10, 211.667, 317.333)))
    // The layout's own frames stay unscrolled.
    #expect(same(cell(view, 0, 6), thirds(662.667 + 10, 10, 211.667, 317.333)))
  }

  @Test(
    "Orthogonal Section Behaviors: six sections 20 apart, each under an estimated 44-point header")
  func orthogonalBehaviorFrames() {
    let view = sampleView(behaviorsLayout(), Array(repeating: 18, count: 6))
    // Scrolling sections: header 44, then a 337.333 row: 381.333; section s
    // starts at 401.333s.
    for section in 0..<5 {
      let top = 401.333 * CGFloat(section)
      #expect(
        same(supplementary(view, behaviorHeaderKind, section)?.frame, thirds(0, top, 390, 44)))
      #expect(same(cell(view, section, 0), thirds(10, top + 54, 211.667, 317.333)))
      #expect(
        same(cell(view, section, 5), thirds(331.333 + 241.667, top + 44 + 178.667, 79.333, 148.667))
      )
    }
    // The `.none` section lays its six groups (390 wide, as Nested Groups)
    // down the page from 5 × 401.333 = 2006.667.
    #expect(same(cell(view, 5, 0), thirds(10, 2006.667 + 54, 253, 317.333)))
    #expect(
      same(cell(view, 5, 17), thirds(283, 2006.667 + 44 + 5 * 337.333 + 178.667, 97, 148.667)))
    // 2006.667 + 44 + 6 × 337.333 = 4074.667.
    #expect(close(content(view).height, third(4074.667)))
  }

  @Test(
    "Orthogonal Section Behaviors: each behaviour's resting offsets (checklist 50–52)",
    arguments: [
      // Continuous: where the drag leaves it, then + 0.2 × 0.998 / 0.002 = 99.8.
      (0, [(100, 0), (10, 0.2)], [100, 209.8]),
      // Leading boundary: the group edge (331.333g) nearest the drag's end.
      (1, [(400, 0), (450, 0)], [331.333, 662.667]),
      // Paging: one 390-point page a drag; the last clamped to 1988 − 390.
      (2, [(100, 1), (100, 1), (100, 1), (100, 1), (100, 1)], [390, 780, 1170, 1560, 1598]),
      // Group paging: one group a flick, however hard.
      (3, [(60, 8), (60, 8), (60, 8), (60, 8), (60, 8)], [331.333, 662.667, 994, 1325.333, 1598]),
      // Centred: group g's middle at 195: 331.333g + 165.667 − 195.
      (4, [(50, 3), (50, 3), (50, 3), (50, 3), (50, 3)], [302, 633.333, 964.667, 1296, 1627.333]),
    ] as [(Int, [(CGFloat, CGFloat)], [CGFloat])])
  func orthogonalBehaviorRests(section: Int, drags: [(CGFloat, CGFloat)], rests: [CGFloat]) throws {
    let view = sampleView(behaviorsLayout(), Array(repeating: 18, count: 6))
    // Six groups of 331.333: the row is 1988 wide.
    let start: CGFloat = section == 4 ? -29.333 : 0
    #expect(close(view.orthogonalOffset(inSection: section), third(start)))
    var found: [CGFloat] = []
    for (distance, velocity) in drags {
      try view.dragOrthogonalSection(section, by: distance, velocity: velocity)
      found.append(view.orthogonalOffset(inSection: section))
    }
    #expect(zip(found, rests).allSatisfy { close($0, $1) }, "\(found)")
    #expect(found.count == rests.count)
  }

  @Test("Orthogonal Section Behaviors: the `.none` section does not scroll on its own")
  func orthogonalBehaviorNone() {
    let view = sampleView(behaviorsLayout(), Array(repeating: 18, count: 6))
    #expect(throws: UICollectionView.ScrollError.notOrthogonal(section: 5)) {
      try view.dragOrthogonalSection(5, by: 100, velocity: 1)
    }
    #expect(view.orthogonalOffset(inSection: 5) == 0)
  }
}

/// The list modes a List Appearances test lays out: the sample's own
/// (`.firstItemInSection`), supplementary headers and footers, and none.
enum AppleSampleListModes: CaseIterable, Sendable {
  case firstItem, supplementary, none
}

extension AppleSampleLayoutTests {
  @Test(
    "List Appearances: each appearance's rows, insets and header/footer structure (ListMetrics)",
    arguments: [
      UICollectionLayoutListConfiguration.Appearance.plain, .grouped, .insetGrouped, .sidebar,
      .sidebarPlain,
    ], AppleSampleListModes.allCases)
  func listAppearances(
    appearance: UICollectionLayoutListConfiguration.Appearance, modes: AppleSampleListModes
  ) throws {
    var configuration = UICollectionLayoutListConfiguration(appearance: appearance)
    configuration.headerMode = modes == .firstItem ? .firstItemInSection : .none
    if modes == .supplementary {
      configuration.headerMode = .supplementary
      configuration.footerMode = .supplementary
    }
    // The sample's data: five sections of a header row and three items.
    let view = sampleView(
      UICollectionViewCompositionalLayout { _, environment in
        NSCollectionLayoutSection.list(using: configuration, layoutEnvironment: environment)
      }, Array(repeating: 4, count: 5))
    let metrics = Headless.ListMetrics.self
    let inset = metrics.sectionInsets(appearance)
    let boundary = modes == .supplementary ? metrics.supplementaryEstimate(appearance) : 0
    // A section: header, top inset, four 44-point rows, bottom inset, footer.
    let height = boundary + inset.top + 4 * 44 + inset.bottom + boundary
    let (x, width) = (inset.leading, 390 - inset.leading - inset.trailing)
    for section in 0..<5 {
      let top = height * CGFloat(section)
      for item in 0..<4 {
        let y = top + boundary + inset.top + 44 * CGFloat(item)
        #expect(cell(view, section, item) == CGRect(x: x, y: y, width: width, height: 44))
      }
    }
    #expect(content(view) == CGSize(width: 390, height: 5 * height))
    try expectListBoundary(view, appearance: appearance, modes: modes, height: height)
  }

  /// The headers and footers of a List Appearances layout scrolled 300
  /// points down: supplementary ones follow the insets across, headers pin
  /// in plain appearances; the other modes have none.
  private func expectListBoundary(
    _ view: UICollectionView, appearance: UICollectionLayoutListConfiguration.Appearance,
    modes: AppleSampleListModes, height: CGFloat
  ) throws {
    let elementKinds = [
      UICollectionView.elementKindSectionHeader, UICollectionView.elementKindSectionFooter,
    ]
    guard modes == .supplementary else {
      #expect(elementKinds.allSatisfy { supplementary(view, $0, 0) == nil })
      return
    }
    let metrics = Headless.ListMetrics.self
    let inset = metrics.sectionInsets(appearance)
    let estimate = metrics.supplementaryEstimate(appearance)
    let header = try #require(supplementary(view, elementKinds[0], 1))
    let width = 390 - inset.leading - inset.trailing
    #expect(header.frame == CGRect(x: inset.leading, y: height, width: width, height: estimate))
    let footer = try #require(supplementary(view, elementKinds[1], 1))
    #expect(
      footer.frame
        == CGRect(x: inset.leading, y: 2 * height - estimate, width: width, height: estimate))
    #expect(footer.zIndex == 200)
    let pins = appearance == .plain || appearance == .sidebarPlain
    #expect(header.zIndex == (pins ? 1_000_000_200 : 200))
    // Scrolled into section 1 (which starts at `height`), its header pins
    // at the top in plain appearances only.
    view.setContentOffset(CGPoint(x: 0, y: height + 30), animated: false)
    let moved = supplementary(view, elementKinds[0], 1)?.frame.minY
    #expect(moved == (pins ? height + 30 : height))
  }
}

/// Every sample layout, for the query oracle.
enum AppleSample: String, CaseIterable, Sendable {
  case grid, insetItemsGrid, twoColumn, distinct, adaptive, badges, headersFooters, pinned
  case decoration, nested, orthogonal, behaviors, list

  /// The sample's view, laid out with the sample's item counts.
  @MainActor
  func makeView() -> KeepingCollectionView {
    let five = [5, 5, 5, 5, 5]
    switch self {
    case .grid: return sampleView(gridLayout(), [94])
    case .insetItemsGrid: return sampleView(gridLayout(itemInsets: 5), [94])
    case .twoColumn: return sampleView(twoColumnLayout(), [94])
    case .distinct: return sampleView(distinctLayout(), [10, 10, 10])
    case .adaptive: return sampleView(adaptiveLayout(), [10, 10, 10])
    case .badges: return sampleView(badgesLayout(), [100])
    case .headersFooters: return sampleView(headersLayout(pinned: false), five)
    case .pinned: return sampleView(headersLayout(pinned: true), five)
    case .decoration: return sampleView(decorationLayout(), five)
    case .nested: return sampleView(nestedLayout(), [100])
    case .orthogonal: return sampleView(nestedLayout(.continuous), [30, 30, 30, 30, 30])
    case .behaviors: return sampleView(behaviorsLayout(), Array(repeating: 18, count: 6))
    case .list:
      var configuration = UICollectionLayoutListConfiguration(appearance: .insetGrouped)
      configuration.headerMode = .supplementary
      configuration.footerMode = .supplementary
      return sampleView(UICollectionViewCompositionalLayout.list(using: configuration), five)
    }
  }
}

extension AppleSampleLayoutTests {
  @Test(
    "query oracle: the cells layoutAttributesForElements(in:) finds are those whose frames meet the rectangle (checklist 44)",
    arguments: AppleSample.allCases)
  func queryOracle(sample: AppleSample) {
    let view = sample.makeView()
    let layout = view.collectionViewLayout
    let contentRect = CGRect(origin: .zero, size: layout.collectionViewContentSize)
    // Every item's own frame, by brute force.
    var frames: [IndexPath: CGRect] = [:]
    for section in 0..<view.numberOfSections {
      for item in 0..<view.numberOfItems(inSection: section) {
        let path = IndexPath(item: item, section: section)
        frames[path] = layout.layoutAttributesForItem(at: path)?.frame
      }
    }
    #expect(
      frames.count
        == (0..<view.numberOfSections).reduce(0) { $0 + view.numberOfItems(inSection: $1) })
    // Rectangles off the pixel grid, so none only touches an item's edge.
    let rectangles = [
      view.bounds, CGRect(x: 0.5, y: 100.5, width: 389, height: 300),
      CGRect(x: 50.5, y: 500.5, width: 100, height: 1000.2),
      CGRect(x: 0.5, y: 777.7, width: 389, height: 0.9),
      CGRect(x: 200.2, y: 1200.1, width: 30, height: 30),
      CGRect(x: -100, y: -100, width: 600, height: 100_000),
      CGRect(x: 0, y: 50_000, width: 390, height: 844),
    ]
    for rectangle in rectangles {
      let found = (layout.layoutAttributesForElements(in: rectangle) ?? []).filter {
        $0.representedElementCategory == .cell
      }
      let clipped = rectangle.intersection(contentRect)
      let expected = Set(frames.filter { !clipped.isNull && $0.value.intersects(clipped) }.keys)
      #expect(Set(found.map(\.indexPath)) == expected, "\(sample) in \(rectangle)")
      #expect(found.count == Set(found.map(\.indexPath)).count, "no cell twice")
      #expect(found.allSatisfy { frames[$0.indexPath] == $0.frame }, "\(sample) in \(rectangle)")
    }
  }
}

@MainActor
private func visibleItems(_ view: UICollectionView, section: Int) -> [Int] {
  view.indexPathsForVisibleItems.filter { $0.section == section }.map(\.item).sorted()
}
