import CellarTestSupport
import Foundation
import Testing

@testable import CellarHost

/// A 390 × 844 view on a list layout, with headers and footers.
@MainActor
private func makeList(
  _ configuration: UICollectionLayoutListConfiguration, counts: [Int]
) -> KeepingCollectionView {
  let view = makeKeepingView(
    UICollectionViewCompositionalLayout.list(using: configuration), GridSource(counts))
  view.layoutIfNeeded()
  return view
}

@MainActor
private func header(_ view: UICollectionView, section: Int) -> UICollectionViewLayoutAttributes? {
  view.collectionViewLayout.layoutAttributesForSupplementaryView(
    ofKind: UICollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: section))
}

@MainActor
@Suite("List configuration and list sections (spec §4.1)")
struct ListConfigurationTests {
  @Test(
    "defaults: no header or footer, separators except in sidebars, no providers (§4.1.1, §4.1.4)")
  func defaults() {
    let all: [UICollectionLayoutListConfiguration.Appearance] = [
      .plain, .grouped, .insetGrouped, .sidebar, .sidebarPlain,
    ]
    for appearance in all {
      let configuration = UICollectionLayoutListConfiguration(appearance: appearance)
      #expect(configuration.appearance == appearance)
      #expect(configuration.headerMode == .none)
      #expect(configuration.footerMode == .none)
      #expect(configuration.headerTopPadding == nil)
      #expect(configuration.backgroundColor == nil)
      #expect(configuration.leadingSwipeActionsConfigurationProvider == nil)
      #expect(configuration.trailingSwipeActionsConfigurationProvider == nil)
      #expect(configuration.itemSeparatorHandler == nil)
      #expect(
        configuration.showsSeparators == (appearance != .sidebar && appearance != .sidebarPlain))
      let separators = configuration.separatorConfiguration
      #expect(separators.topSeparatorVisibility == .automatic)
      #expect(separators.bottomSeparatorVisibility == .automatic)
      #expect(separators.topSeparatorInsets == UIListSeparatorConfiguration.automaticInsets)
    }
  }

  @Test("plain list rows are full width, estimated 44 points (checklist 58)")
  func plainRows() {
    let view = makeList(UICollectionLayoutListConfiguration(appearance: .plain), counts: [3])
    let layout = view.collectionViewLayout
    #expect(
      layout.layoutAttributesForItem(at: IndexPath(item: 0, section: 0))?.frame
        == CGRect(x: 0, y: 0, width: 390, height: 44))
    #expect(
      layout.layoutAttributesForItem(at: IndexPath(item: 2, section: 0))?.frame
        == CGRect(x: 0, y: 88, width: 390, height: 44))
    #expect(layout.collectionViewContentSize.height == 132)
    #expect(view.visibleCells.count == 3)
  }

  @Test(
    "supplementary headers pin in plain appearances only, zIndex 200; the first-item mode adds none (checklist 56, 57)",
    arguments: [
      (UICollectionLayoutListConfiguration.Appearance.plain, true),
      (.sidebarPlain, true), (.grouped, false), (.insetGrouped, false), (.sidebar, false),
    ])
  func headersPin(appearance: UICollectionLayoutListConfiguration.Appearance, pins: Bool) throws {
    var configuration = UICollectionLayoutListConfiguration(appearance: appearance)
    configuration.headerMode = .supplementary
    let view = makeList(configuration, counts: [40, 40])
    view.setContentOffset(CGPoint(x: 0, y: 400), animated: false)
    let first = try #require(header(view, section: 0))
    #expect((first.frame.minY == 400) == pins)
    #expect(first.zIndex == (pins ? 1_000_000_200 : 200))
    #expect(
      view.visibleSupplementaryViews(ofKind: UICollectionView.elementKindSectionHeader).count >= 1
        || !pins)

    configuration.headerMode = .firstItemInSection
    let plain = makeList(configuration, counts: [4])
    #expect(header(plain, section: 0) == nil)
    #expect(
      plain.collectionViewLayout.layoutAttributesForItem(at: IndexPath(item: 0, section: 0))?.frame
        .minY == Headless.ListMetrics.sectionInsets(appearance).top)
  }

  @Test("an inset-grouped list insets its rows, header and footer from the edges")
  func insetGrouped() throws {
    var configuration = UICollectionLayoutListConfiguration(appearance: .insetGrouped)
    configuration.headerMode = .supplementary
    configuration.footerMode = .supplementary
    let view = makeList(configuration, counts: [2])
    let insets = Headless.ListMetrics.sectionInsets(.insetGrouped)
    let headerFrame = try #require(header(view, section: 0)?.frame)
    #expect(headerFrame.minX == insets.leading)
    #expect(headerFrame.width == 390 - insets.leading - insets.trailing)
    #expect(headerFrame.minY == 0)
    let estimate = Headless.ListMetrics.supplementaryEstimate(.insetGrouped)
    let row = try #require(
      view.collectionViewLayout.layoutAttributesForItem(at: IndexPath(item: 0, section: 0))?.frame)
    #expect(row == CGRect(x: 20, y: estimate + insets.top, width: 350, height: 44))
    let footer = try #require(
      view.collectionViewLayout.layoutAttributesForSupplementaryView(
        ofKind: UICollectionView.elementKindSectionFooter, at: IndexPath(item: 0, section: 0)))
    #expect(footer.frame.minY == estimate + insets.top + 88 + insets.bottom)
    #expect(footer.zIndex == 200)
  }

  @Test("a list section keeps its configuration, for its swipe providers and separator handler")
  func sectionKeepsConfiguration() {
    var configuration = UICollectionLayoutListConfiguration(appearance: .plain)
    configuration.trailingSwipeActionsConfigurationProvider = { _ in
      UISwipeActionsConfiguration(actions: [])
    }
    let environment = HostLayoutEnvironment(
      contentSize: CGSize(width: 390, height: 844), traits: UITraitCollection(displayScale: 3))
    let section = NSCollectionLayoutSection.list(
      using: configuration, layoutEnvironment: environment)
    #expect(section.listConfiguration?.appearance == .plain)
    #expect(section.listConfiguration?.trailingSwipeActionsConfigurationProvider != nil)
    #expect(section.boundarySupplementaryItems.isEmpty)
  }

  @Test(
    "a list section's swipe providers are asked by index path; the chosen action runs with the cell"
  )
  func swipeProviders() throws {
    var asked: [IndexPath] = []
    var performed: [String] = []
    var configuration = UICollectionLayoutListConfiguration(appearance: .insetGrouped)
    configuration.trailingSwipeActionsConfigurationProvider = { indexPath in
      asked.append(indexPath)
      guard indexPath.item != 1 else { return nil }
      let delete = UIContextualAction(style: .destructive, title: "Delete") { _, button, done in
        performed.append("delete \(indexPath.item) \(button.superview is UICollectionViewCell)")
        done(true)
      }
      let flag = UIContextualAction(style: .normal, title: "Flag") { _, _, _ in
        performed.append("flag \(indexPath.item)")
      }
      return UISwipeActionsConfiguration(actions: [delete, flag])
    }
    configuration.leadingSwipeActionsConfigurationProvider = { _ in
      UISwipeActionsConfiguration(actions: [])
    }
    let view = makeList(configuration, counts: [3])
    view.recordsEvents = true
    #expect(try view.swipeItem(at: IndexPath(item: 2, section: 0), edge: .trailing))
    #expect(performed == ["delete 2 true"])
    // A handler that never completes reports false; so does an item
    // without actions, a missing action and an edge with none.
    #expect(
      try !view.swipeItem(
        at: IndexPath(item: 0, section: 0), edge: .trailing, performingActionAt: 1))
    #expect(performed.last == "flag 0")
    #expect(try !view.swipeItem(at: IndexPath(item: 1, section: 0), edge: .trailing))
    #expect(
      try !view.swipeItem(
        at: IndexPath(item: 0, section: 0), edge: .trailing, performingActionAt: 2))
    #expect(try !view.swipeItem(at: IndexPath(item: 0, section: 0), edge: .leading))
    #expect(asked.map(\.item) == [2, 0, 1, 0])
    // The delegate is told nothing.
    #expect(view.events.map(\.description).filter { $0.contains("Editing") }.isEmpty)
    #expect(
      throws: UICollectionView.SelectionError.invalidSwipeIndexPath(IndexPath(item: 3, section: 0))
    ) {
      try view.swipeItem(at: IndexPath(item: 3, section: 0), edge: .trailing)
    }
    #expect(throws: UICollectionView.SelectionError.self) {
      try view.swipeActionsConfiguration(forItemAt: IndexPath(item: 0, section: 4), edge: .trailing)
    }
  }

  @Test("sections that are not lists, and flow layouts, have no swipe actions")
  func noSwipesOutsideLists() throws {
    let flow = makeKeepingView(UICollectionViewFlowLayout(), GridSource([2]))
    #expect(try !flow.swipeItem(at: IndexPath(item: 0, section: 0), edge: .trailing))
    let item = NSCollectionLayoutItem(
      layoutSize: NSCollectionLayoutSize(
        widthDimension: .fractionalWidth(1), heightDimension: .absolute(44)))
    let section = NSCollectionLayoutSection(
      group: .horizontal(
        layoutSize: NSCollectionLayoutSize(
          widthDimension: .fractionalWidth(1), heightDimension: .absolute(44)),
        subitems: [item]))
    let plain = makeKeepingView(
      UICollectionViewCompositionalLayout(section: section), GridSource([2]))
    #expect(
      try plain.swipeActionsConfiguration(
        forItemAt: IndexPath(item: 1, section: 0), edge: .trailing) == nil)
  }

  @Test("a swipe action that updates the view from its handler leaves it consistent")
  func swipeThatDeletes() throws {
    var configuration = UICollectionLayoutListConfiguration(appearance: .plain)
    // Weak: the layout keeps the provider, which would keep the view.
    weak var view: KeepingCollectionView?
    configuration.trailingSwipeActionsConfigurationProvider = { indexPath in
      UISwipeActionsConfiguration(actions: [
        UIContextualAction(style: .destructive, title: "Delete") { _, _, done in
          guard let view, let source = view.kept else { return done(false) }
          source.counts[indexPath.section] -= 1
          view.performBatchUpdates { view.deleteItems(at: [indexPath]) }
          done(true)
        }
      ])
    }
    let shown = makeList(configuration, counts: [4])
    view = shown
    #expect(try shown.swipeItem(at: IndexPath(item: 1, section: 0), edge: .trailing))
    shown.layoutIfNeeded()
    #expect(shown.numberOfItems(inSection: 0) == 3)
    #expect(
      shown.indexPathsForVisibleItems.sorted() == (0..<3).map { IndexPath(item: $0, section: 0) })
  }

  @Test(
    "headerTopPadding lies above a supplementary header and grows the section (§4.1.1)",
    arguments: [
      (CGFloat?.none, CGFloat(0)), (10, 10), (-5, 0), (.nan, 0), (.infinity, 0),
    ] as [(CGFloat?, CGFloat)])
  func headerTopPadding(padding: CGFloat?, expected: CGFloat) {
    var configuration = UICollectionLayoutListConfiguration(appearance: .plain)
    configuration.headerMode = .supplementary
    configuration.headerTopPadding = padding
    let view = makeList(configuration, counts: [2, 1])
    #expect(header(view, section: 0)?.frame == CGRect(x: 0, y: expected, width: 390, height: 28))
    #expect(
      view.collectionViewLayout.layoutAttributesForItem(at: IndexPath(item: 0, section: 0))?.frame
        == CGRect(x: 0, y: expected + 28, width: 390, height: 44))
    // The second section starts after the first's rows; its header after
    // its own padding.
    let secondStart = 2 * expected + 28 + 88
    #expect(header(view, section: 1)?.frame.minY == secondStart)
    // Without a supplementary header the padding does nothing.
    var plain = UICollectionLayoutListConfiguration(appearance: .plain)
    plain.headerTopPadding = padding
    let bare = makeList(plain, counts: [1])
    #expect(
      bare.collectionViewLayout.layoutAttributesForItem(at: IndexPath(item: 0, section: 0))?.frame
        .minY == 0)
  }

  @Test(
    "separators: the section's configuration, the item separator handler's answer is final (§4.1.4)"
  )
  func separators() {
    var configuration = UICollectionLayoutListConfiguration(appearance: .insetGrouped)
    configuration.separatorConfiguration.bottomSeparatorVisibility = .visible
    configuration.itemSeparatorHandler = { path, section in
      var resolved = section
      if path.item == 1 { resolved.bottomSeparatorVisibility = .hidden }
      return resolved
    }
    let view = makeList(configuration, counts: [3])
    #expect(
      view.separatorConfiguration(forItemAt: IndexPath(item: 0, section: 0))?
        .bottomSeparatorVisibility == .visible)
    #expect(
      view.separatorConfiguration(forItemAt: IndexPath(item: 1, section: 0))?
        .bottomSeparatorVisibility == .hidden)
    for path in [IndexPath(item: 3, section: 0), IndexPath(item: -1, section: 0), [0]] {
      #expect(view.separatorConfiguration(forItemAt: path) == nil)
    }
    var hidden = UICollectionLayoutListConfiguration(appearance: .plain)
    hidden.showsSeparators = false
    #expect(
      makeList(hidden, counts: [1]).separatorConfiguration(
        forItemAt: IndexPath(item: 0, section: 0))
        == nil)
    // A sidebar shows none by default; a section that is not a list neither.
    #expect(
      makeList(UICollectionLayoutListConfiguration(appearance: .sidebar), counts: [1])
        .separatorConfiguration(forItemAt: IndexPath(item: 0, section: 0)) == nil)
  }
}
