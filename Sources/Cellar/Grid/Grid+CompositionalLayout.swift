import Foundation

extension Grid {
  /// The grid's compositional layout: its section provider builds each
  /// section from its ``GridSection/layout`` (``GridSection/Layout/automatic``
  /// for a section without one), with the section's header and footer.
  /// Made at its first use; the first update with a section that has a
  /// layout makes it the collection view's layout (see
  /// ``GridSection/Layout``). Give it to the view yourself to use it from
  /// the start.
  public var compositionalLayout: UICollectionViewCompositionalLayout {
    if let made = madeCompositionalLayout { return made }
    // The provider is formed on the main actor and called there, by the
    // layout's pass.
    let layout = UICollectionViewCompositionalLayout { [weak self] index, environment in
      // A grid freed while its view lives on: the view still counts the
      // grid's sections until it reloads, so each gets a section of
      // full-width rows rather than `nil` (which UIKit raises on).
      guard let self else { return Self.orphanSection() }
      return self.compiledSection(index, environment: environment)
    }
    madeCompositionalLayout = layout
    return layout
  }

  /// The configuration of ``compositionalLayout``: its scroll direction,
  /// the spacing between sections and layout-level boundary items.
  /// Copied in and out, as UIKit's; setting it invalidates the layout.
  public var layoutConfiguration: UICollectionViewCompositionalLayoutConfiguration {
    get { compositionalLayout.configuration }
    set { compositionalLayout.configuration = newValue }
  }

  /// A section of full-width 44-point rows, for a view that outlived its
  /// grid.
  static func orphanSection() -> NSCollectionLayoutSection {
    let size = NSCollectionLayoutSize(
      widthDimension: .fractionalWidth(1), heightDimension: .absolute(44))
    return NSCollectionLayoutSection(
      group: .horizontal(layoutSize: size, subitems: [NSCollectionLayoutItem(layoutSize: size)]))
  }

  /// Checks the sections' layouts: a grid of fewer than one column, or a
  /// spacing that is not a finite number of points at least 0, throws.
  ///
  /// - Throws: ``TableError/invalidSectionLayout(section:reason:)``.
  /// - Complexity: O(*s*) for *s* sections.
  func checkSectionLayouts(of sections: [Section]) throws {
    for (index, section) in sections.enumerated() {
      guard let layout = section.grid?.layout else { continue }
      if let reason = layout.invalidReason {
        throw TableError.invalidSectionLayout(section: index, reason: reason)
      }
    }
  }

  /// Makes ``compositionalLayout`` the collection view's layout when a
  /// section has a layout and the view has a flow layout. A view with
  /// another layout keeps it (UIKit lays it out; the sections' layouts are
  /// then unused): the app chose it.
  func installCompositionalLayoutIfNeeded(for sections: [Section]) {
    guard collectionView.collectionViewLayout is UICollectionViewFlowLayout,
      sections.contains(where: { $0.grid?.layout != nil })
    else { return }
    collectionView.collectionViewLayout = compositionalLayout
  }

  /// The section the compositional layout shows at `index`, from the
  /// shown sections (committed inside the batch, so the view and the
  /// layout agree on the counts); `nil` past them.
  func compiledSection(
    _ index: Int, environment: any NSCollectionLayoutEnvironment
  ) -> NSCollectionLayoutSection? {
    guard shown.indices.contains(index) else { return nil }
    let parts = shown[index].grid
    let layout = parts?.layout ?? .automatic
    // A pass asks for its sections in order: the configuration (copied out,
    // as UIKit's) is read once, at the first.
    if index == 0 {
      compiledLayoutIsVertical = compositionalLayout.configuration.scrollDirection == .vertical
    }
    let vertical = compiledLayoutIsVertical
    let answers = ListItemAnswers(
      swipes: { [weak self] indexPath, leading in
        self?.swipeConfiguration(at: indexPath, leading: leading)
      },
      separators: { [weak self] indexPath, configuration in
        self?.separatorConfiguration(at: indexPath, configuration) ?? configuration
      })
    let section = layout.build(
      parts: parts, defaults: flowLayout, environment: environment, vertical: vertical,
      answers: answers)
    addHeaderAndFooter(of: parts, to: section, pins: layout.headerPins, vertical: vertical)
    return section
  }

  /// Adds boundary items for the section's header and footer, unless the
  /// built section has items of those kinds; sets whether the header pins.
  private func addHeaderAndFooter(
    of parts: GridSectionParts?, to section: NSCollectionLayoutSection, pins: Bool?,
    vertical: Bool
  ) {
    var items = section.boundarySupplementaryItems
    let kinds = Set(items.map(\.elementKind))
    func item(_ kind: String, size: CGSize?, leading: Bool)
      -> NSCollectionLayoutBoundarySupplementaryItem
    {
      let extent = vertical ? size?.height : size?.width
      let length: NSCollectionLayoutDimension =
        extent.map { $0 > 0 && $0.isFinite } == true ? .absolute(extent ?? 0) : .estimated(44)
      let layoutSize =
        vertical
        ? NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: length)
        : NSCollectionLayoutSize(widthDimension: length, heightDimension: .fractionalHeight(1))
      let alignment: NSRectAlignment =
        vertical ? (leading ? .top : .bottom) : (leading ? .leading : .trailing)
      return NSCollectionLayoutBoundarySupplementaryItem(
        layoutSize: layoutSize, elementKind: kind, alignment: alignment)
    }
    if parts?.header != nil, !kinds.contains(Self.headerKind) {
      items.append(item(Self.headerKind, size: parts?.headerReferenceSize, leading: true))
    }
    if parts?.footer != nil, !kinds.contains(Self.footerKind) {
      items.append(item(Self.footerKind, size: parts?.footerReferenceSize, leading: false))
    }
    if let pins {
      for header in items where header.elementKind == Self.headerKind {
        header.pinToVisibleBounds = pins
      }
    }
    section.boundarySupplementaryItems = items
  }
}

extension GridSection.Layout {
  /// Why the layout cannot be built, or `nil`.
  var invalidReason: String? {
    let spacing: CGFloat
    switch kind {
    case .grid(let columns, let value, _):
      guard columns >= 1 else {
        return "a grid of \(columns) columns (at least 1 is needed): give .grid(columns:) 1 or more"
      }
      guard columns <= Self.maximumColumns else {
        return "a grid of \(columns) columns (at most \(Self.maximumColumns)): "
          + "give .grid(columns:) \(Self.maximumColumns) or fewer"
      }
      spacing = value
    case .row(_, _, let value, _):
      spacing = value
    case .list, .section, .automatic:
      return nil
    }
    guard spacing.isFinite, spacing >= 0 else {
      return "spacing \(spacing) (a spacing must be a finite number of points, at least 0)"
    }
    return nil
  }

  /// The section this layout builds in an environment.
  ///
  /// - Parameters:
  ///   - parts: The grid section's header, footer and flow metrics.
  ///   - defaults: The flow layout whose metrics a section without its own
  ///     uses (``automatic``).
  ///   - environment: The layout's environment.
  ///   - vertical: Whether the layout scrolls along y.
  ///   - answers: The items' swipe actions and separators, which a list
  ///     section whose configuration has no provider or handler of its own
  ///     shows.
  @MainActor
  func build(
    parts: GridSectionParts?, defaults: UICollectionViewFlowLayout,
    environment: any NSCollectionLayoutEnvironment, vertical: Bool, answers: ListItemAnswers
  ) -> NSCollectionLayoutSection {
    let section: NSCollectionLayoutSection
    switch kind {
    case .grid(let columns, let spacing, let itemHeight):
      section = Self.grid(
        columns: columns, spacing: spacing, itemHeight: itemHeight, insets: insets ?? .zero,
        environment: environment, vertical: vertical)
    case .row(let itemWidth, let itemHeight, let spacing, let scrolling):
      let item = NSCollectionLayoutItem(
        layoutSize: NSCollectionLayoutSize(
          widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
      let group = NSCollectionLayoutGroup.horizontal(
        layoutSize: NSCollectionLayoutSize(widthDimension: itemWidth, heightDimension: itemHeight),
        subitems: [item])
      section = NSCollectionLayoutSection(group: group)
      section.interGroupSpacing = spacing
      section.orthogonalScrollingBehavior = scrolling
    case .list(var configuration):
      if parts?.header != nil { configuration.headerMode = .supplementary }
      if parts?.footer != nil { configuration.footerMode = .supplementary }
      // The items' own swipe actions, unless the app gave a provider.
      let swipes = answers.swipes
      if configuration.leadingSwipeActionsConfigurationProvider == nil {
        configuration.leadingSwipeActionsConfigurationProvider = { swipes($0, true) }
      }
      if configuration.trailingSwipeActionsConfigurationProvider == nil {
        configuration.trailingSwipeActionsConfigurationProvider = { swipes($0, false) }
      }
      // The items' own separators, unless the app gave a handler.
      if configuration.itemSeparatorHandler == nil {
        configuration.itemSeparatorHandler = answers.separators
      }
      section = NSCollectionLayoutSection.list(
        using: configuration, layoutEnvironment: environment)
    case .section(let make):
      section = make(environment)
    case .automatic:
      section = Self.automatic(parts: parts, defaults: defaults, vertical: vertical)
    }
    if let insets { section.contentInsets = insets }
    return section
  }

  /// `columns` items a row (a column, when the layout scrolls sideways),
  /// square unless `itemHeight` is given: fractions of the width less the
  /// fixed spacings, as UIKit takes fixed spacing before fractions.
  @MainActor
  private static func grid(
    columns: Int, spacing: CGFloat, itemHeight: NSCollectionLayoutDimension?,
    insets: NSDirectionalEdgeInsets, environment: any NSCollectionLayoutEnvironment,
    vertical: Bool
  ) -> NSCollectionLayoutSection {
    let size = environment.container.effectiveContentSize
    let across =
      vertical
      ? size.width - insets.leading - insets.trailing : size.height - insets.top - insets.bottom
    let side = max((across - CGFloat(columns - 1) * spacing) / CGFloat(columns), 0)
    let fraction = 1 / CGFloat(columns)
    let group: NSCollectionLayoutGroup
    if vertical {
      let item = NSCollectionLayoutItem(
        layoutSize: NSCollectionLayoutSize(
          widthDimension: .fractionalWidth(fraction), heightDimension: .fractionalHeight(1)))
      group = NSCollectionLayoutGroup.horizontal(
        layoutSize: NSCollectionLayoutSize(
          widthDimension: .fractionalWidth(1), heightDimension: itemHeight ?? .absolute(side)),
        subitems: [item])
    } else {
      let item = NSCollectionLayoutItem(
        layoutSize: NSCollectionLayoutSize(
          widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(fraction)))
      group = NSCollectionLayoutGroup.vertical(
        layoutSize: NSCollectionLayoutSize(
          widthDimension: itemHeight ?? .absolute(side), heightDimension: .fractionalHeight(1)),
        subitems: [item])
    }
    group.interItemSpacing = .fixed(spacing)
    let section = NSCollectionLayoutSection(group: group)
    section.interGroupSpacing = spacing
    return section
  }

  /// A flow layout's arrangement of a section without a layout: its item
  /// size in lines, its insets and spacings (each the section's, else the
  /// flow layout's).
  @MainActor
  private static func automatic(
    parts: GridSectionParts?, defaults: UICollectionViewFlowLayout, vertical: Bool
  ) -> NSCollectionLayoutSection {
    let itemSize = parts?.itemSize ?? defaults.itemSize
    let interitem = parts?.minimumInteritemSpacing ?? defaults.minimumInteritemSpacing
    let line = parts?.minimumLineSpacing ?? defaults.minimumLineSpacing
    let inset = parts?.sectionInset ?? defaults.sectionInset
    let item = NSCollectionLayoutItem(
      layoutSize: NSCollectionLayoutSize(
        widthDimension: .absolute(itemSize.width), heightDimension: .absolute(itemSize.height)))
    let group =
      vertical
      ? NSCollectionLayoutGroup.horizontal(
        layoutSize: NSCollectionLayoutSize(
          widthDimension: .fractionalWidth(1), heightDimension: .absolute(itemSize.height)),
        subitems: [item])
      : NSCollectionLayoutGroup.vertical(
        layoutSize: NSCollectionLayoutSize(
          widthDimension: .absolute(itemSize.width), heightDimension: .fractionalHeight(1)),
        subitems: [item])
    group.interItemSpacing = .flexible(interitem)
    let section = NSCollectionLayoutSection(group: group)
    section.interGroupSpacing = line
    section.contentInsets = NSDirectionalEdgeInsets(
      top: inset.top, leading: inset.left, bottom: inset.bottom, trailing: inset.right)
    return section
  }
}

/// What a list section asks its grid about an item, unless the app's list
/// configuration answers it: the item's swipe actions on an edge (leading
/// when `true`), and its separators.
struct ListItemAnswers {
  /// The item's swipe actions on an edge.
  var swipes: (IndexPath, Bool) -> UISwipeActionsConfiguration?
  /// The section's separator configuration with the item's own visibilities.
  var separators: (IndexPath, UIListSeparatorConfiguration) -> UIListSeparatorConfiguration
}
