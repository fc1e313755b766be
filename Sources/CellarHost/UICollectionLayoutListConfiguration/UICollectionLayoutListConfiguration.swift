import Foundation

extension Headless {
  /// How a list section looks and behaves, UIKit's
  /// `UICollectionLayoutListConfiguration`: give it to
  /// ``NSCollectionLayoutSection/list(using:layoutEnvironment:)`` or
  /// ``UICollectionViewCompositionalLayout/list(using:)``.
  ///
  /// ```swift
  /// var configuration = UICollectionLayoutListConfiguration(appearance: .insetGrouped)
  /// configuration.headerMode = .supplementary
  /// configuration.trailingSwipeActionsConfigurationProvider = { indexPath in ... }
  /// let layout = UICollectionViewCompositionalLayout.list(using: configuration)
  /// ```
  ///
  /// Defaults (UIKit's): no header or footer, separators shown except in
  /// sidebars, no swipe actions, automatic header padding and background.
  /// A list section is a column of full-width rows estimated 44 points
  /// tall (spec §4.1.7). Its metrics per appearance are the host's own
  /// (UIKit documents none): see ``ListMetrics``.
  public struct UICollectionLayoutListConfiguration {
    /// The list's look, UIKit's `UICollectionLayoutListConfiguration.Appearance`.
    public enum Appearance: Hashable, Sendable {
      /// Rows edge to edge; supplementary headers pin.
      case plain
      /// Sections as groups, edge to edge.
      case grouped
      /// Sections as rounded groups inset from the edges.
      case insetGrouped
      /// A sidebar, sections as groups.
      case sidebar
      /// A plain sidebar; supplementary headers pin.
      case sidebarPlain
    }

    /// Where a section's header comes from, UIKit's
    /// `UICollectionLayoutListConfiguration.HeaderMode`.
    public enum HeaderMode: Hashable, Sendable {
      /// No header.
      case none
      /// A supplementary view of kind
      /// ``UICollectionView/elementKindSectionHeader``, pinned in plain
      /// appearances.
      case supplementary
      /// The section's first item is styled as its header (for expandable
      /// sections); never pinned.
      case firstItemInSection
    }

    /// Where a section's footer comes from, UIKit's
    /// `UICollectionLayoutListConfiguration.FooterMode`.
    public enum FooterMode: Hashable, Sendable {
      /// No footer.
      case none
      /// A supplementary view of kind
      /// ``UICollectionView/elementKindSectionFooter``.
      case supplementary
    }

    /// What the list asks for an item's swipe actions on one edge, UIKit's
    /// `SwipeActionsConfigurationProvider`; `nil` shows none.
    public typealias SwipeActionsConfigurationProvider = (_ indexPath: IndexPath) ->
      UISwipeActionsConfiguration?

    /// What the list asks for each item's separators, given the section's
    /// configuration; its answer is final. UIKit's `ItemSeparatorHandler`.
    public typealias ItemSeparatorHandler = (
      _ itemIndexPath: IndexPath, _ sectionSeparatorConfiguration: UIListSeparatorConfiguration
    ) -> UIListSeparatorConfiguration

    /// The list's look.
    public private(set) var appearance: Appearance
    /// Whether separators show. Default `true`, `false` in sidebars.
    public var showsSeparators: Bool
    /// The section's separators, used when ``showsSeparators`` is `true`.
    public var separatorConfiguration: UIListSeparatorConfiguration
    /// Changes the separators of each item. Default `nil`.
    public var itemSeparatorHandler: ItemSeparatorHandler?
    /// The list's background; `nil` (the default) is the appearance's.
    public var backgroundColor: UIColor?
    /// The actions shown when an item is swiped from its leading edge.
    public var leadingSwipeActionsConfigurationProvider: SwipeActionsConfigurationProvider?
    /// The actions shown when an item is swiped from its trailing edge.
    public var trailingSwipeActionsConfigurationProvider: SwipeActionsConfigurationProvider?
    /// Where headers come from. Default ``HeaderMode/none``.
    public var headerMode = HeaderMode.none
    /// Where footers come from. Default ``FooterMode/none``.
    public var footerMode = FooterMode.none
    /// The space above each section header; `nil` (the default) is the
    /// appearance's.
    public var headerTopPadding: CGFloat?

    /// A configuration with an appearance's defaults.
    ///
    /// - Parameter appearance: The list's look.
    public init(appearance: Appearance) {
      self.appearance = appearance
      showsSeparators = appearance != .sidebar && appearance != .sidebarPlain
      separatorConfiguration = UIListSeparatorConfiguration(listAppearance: appearance)
    }
  }

  /// The host's list metrics per appearance, which UIKit does not document
  /// (it sizes rows and headers from the content and the device): the
  /// row estimate, the section insets, the header and footer estimates,
  /// and whether supplementary headers pin.
  ///
  /// | Appearance | Insets (top, leading, bottom, trailing) | Header, footer | Pins |
  /// |---|---|---|---|
  /// | plain | 0, 0, 0, 0 | 28 | yes |
  /// | grouped | 18, 0, 18, 0 | 38 | no |
  /// | insetGrouped | 18, 20, 18, 20 | 38 | no |
  /// | sidebar | 0, 10, 0, 10 | 38 | no |
  /// | sidebarPlain | 0, 0, 0, 0 | 28 | yes |
  ///
  /// Rows are estimated 44 points tall in every appearance. List headers
  /// and footers have zIndex 200.
  public enum ListMetrics {
    /// A row's estimated height.
    public static let rowEstimate: CGFloat = 44
    /// The zIndex of list headers and footers.
    public static let supplementaryZIndex = 200

    /// The section insets of an appearance.
    public static func sectionInsets(
      _ appearance: UICollectionLayoutListConfiguration.Appearance
    ) -> NSDirectionalEdgeInsets {
      switch appearance {
      case .plain, .sidebarPlain: .zero
      case .grouped: NSDirectionalEdgeInsets(top: 18, leading: 0, bottom: 18, trailing: 0)
      case .insetGrouped:
        NSDirectionalEdgeInsets(top: 18, leading: 20, bottom: 18, trailing: 20)
      case .sidebar: NSDirectionalEdgeInsets(top: 0, leading: 10, bottom: 0, trailing: 10)
      }
    }

    /// The estimated height of a header or footer in an appearance.
    public static func supplementaryEstimate(
      _ appearance: UICollectionLayoutListConfiguration.Appearance
    ) -> CGFloat {
      appearance == .plain || appearance == .sidebarPlain ? 28 : 38
    }

    /// The space above a list section's supplementary header: the
    /// configuration's `headerTopPadding`, or when it is `nil` (UIKit's
    /// automatic padding, which it does not document) 0 points. A padding
    /// that is NaN, infinite or negative counts as 0. None without a
    /// supplementary header.
    ///
    /// - Parameter configuration: The list's configuration.
    /// - Returns: The padding in points.
    public static func headerTopPadding(
      _ configuration: UICollectionLayoutListConfiguration
    ) -> CGFloat {
      guard configuration.headerMode == .supplementary,
        let padding = configuration.headerTopPadding,
        padding.isFinite
      else { return 0 }
      return max(padding, 0)
    }

    /// Whether supplementary headers pin in an appearance (spec §4.1.2).
    public static func pinsHeaders(
      _ appearance: UICollectionLayoutListConfiguration.Appearance
    ) -> Bool {
      appearance == .plain || appearance == .sidebarPlain
    }
  }
}

extension Headless.NSCollectionLayoutSection {
  /// A list section, UIKit's `list(using:layoutEnvironment:)`: one
  /// full-width row a group, estimated 44 points tall, the appearance's
  /// insets, and a header and footer boundary item (kinds
  /// ``UICollectionView/elementKindSectionHeader`` and `…Footer`, extending
  /// the section, zIndex 200) when the configuration's modes are
  /// ``UICollectionLayoutListConfiguration/HeaderMode/supplementary``;
  /// headers pin in plain appearances (spec §4.1.2, §4.1.7; metrics in
  /// ``ListMetrics``). The section keeps the configuration, whose swipe
  /// providers and separator handler the collection view asks.
  ///
  /// - Parameters:
  ///   - configuration: The list's configuration.
  ///   - layoutEnvironment: The environment the layout gives its provider.
  /// - Returns: The section.
  public static func list(
    using configuration: Headless.UICollectionLayoutListConfiguration,
    layoutEnvironment: any Headless.NSCollectionLayoutEnvironment
  ) -> Headless.NSCollectionLayoutSection {
    typealias Metrics = Headless.ListMetrics
    let appearance = configuration.appearance
    let row = NSCollectionLayoutSize(
      widthDimension: .fractionalWidth(1), heightDimension: .estimated(Metrics.rowEstimate))
    let group = NSCollectionLayoutGroup.horizontal(
      layoutSize: row, subitems: [NSCollectionLayoutItem(layoutSize: row)])
    let section = NSCollectionLayoutSection(group: group)
    section.contentInsets = Metrics.sectionInsets(appearance)
    let supplementarySize = NSCollectionLayoutSize(
      widthDimension: .fractionalWidth(1),
      heightDimension: .estimated(Metrics.supplementaryEstimate(appearance)))
    var boundary: [NSCollectionLayoutBoundarySupplementaryItem] = []
    if configuration.headerMode == .supplementary {
      let header = NSCollectionLayoutBoundarySupplementaryItem(
        layoutSize: supplementarySize, elementKind: UICollectionView.elementKindSectionHeader,
        alignment: .top)
      header.pinToVisibleBounds = Metrics.pinsHeaders(appearance)
      header.zIndex = Metrics.supplementaryZIndex
      boundary.append(header)
    }
    if configuration.footerMode == .supplementary {
      let footer = NSCollectionLayoutBoundarySupplementaryItem(
        layoutSize: supplementarySize, elementKind: UICollectionView.elementKindSectionFooter,
        alignment: .bottom)
      footer.zIndex = Metrics.supplementaryZIndex
      boundary.append(footer)
    }
    section.boundarySupplementaryItems = boundary
    section.listConfiguration = configuration
    return section
  }
}

extension Headless.UICollectionViewCompositionalLayout {
  /// A layout whose every section is a list, UIKit's `list(using:)`.
  ///
  /// - Parameter configuration: The lists' configuration.
  /// - Returns: The layout.
  public static func list(
    using configuration: Headless.UICollectionLayoutListConfiguration
  ) -> Headless.UICollectionViewCompositionalLayout {
    UICollectionViewCompositionalLayout { _, environment in
      Headless.NSCollectionLayoutSection.list(using: configuration, layoutEnvironment: environment)
    }
  }
}
