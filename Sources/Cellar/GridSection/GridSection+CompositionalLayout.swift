import Foundation

extension GridSection {
  /// How a section is laid out, as data: the grid compiles the sections'
  /// layouts into one `UICollectionViewCompositionalLayout`
  /// (``Grid/compositionalLayout``) whose section provider builds each
  /// section's `NSCollectionLayoutSection` from it, on UIKit and on
  /// CellarHost alike.
  ///
  /// ```swift
  /// GridSection(id: "recent") { ... }.layout(.grid(columns: 3, spacing: 8))
  /// GridSection(id: "albums") { ... }.layout(.row(itemWidth: .fractionalWidth(0.8), scrolling: .groupPaging))
  /// GridSection(id: "settings") { ... }.layout(.list(.insetGrouped))
  /// GridSection(id: "custom") { ... }.layout(.section { environment in NSCollectionLayoutSection(...) })
  /// ```
  ///
  /// The first update with a section that has a layout makes the grid's
  /// compositional layout the collection view's, replacing its flow
  /// layout; from then on sections without one get ``automatic``. A view
  /// whose layout is neither (an app's own) keeps it, and the sections'
  /// layouts are unused. A
  /// section's header and footer (``GridSection/header``) are shown as
  /// boundary items at its top and bottom, whatever the layout, unless
  /// the built section already has items of those kinds. Changing a
  /// section's layout in an update invalidates the layout; no cell is
  /// configured again.
  ///
  /// Sections that scroll sideways (``row(itemWidth:itemHeight:spacing:scrolling:)``)
  /// scroll on their own on both platforms; on CellarHost, tests drag them
  /// with `UICollectionView.dragOrthogonalSection(_:by:velocity:)`.
  public struct Layout {
    /// What kind of section the layout builds.
    enum Kind {
      case grid(columns: Int, spacing: CGFloat, itemHeight: NSCollectionLayoutDimension?)
      case row(
        itemWidth: NSCollectionLayoutDimension, itemHeight: NSCollectionLayoutDimension,
        spacing: CGFloat, scrolling: UICollectionLayoutSectionOrthogonalScrollingBehavior)
      case list(UICollectionLayoutListConfiguration)
      case section(@MainActor (any NSCollectionLayoutEnvironment) -> NSCollectionLayoutSection)
      case automatic
    }

    let kind: Kind

    /// The most columns a ``grid(columns:spacing:itemHeight:)`` may have:
    /// the most items one group of a compositional layout holds on
    /// CellarHost (more would lay out nothing).
    public static let maximumColumns = 100_000

    /// Insets that replace the built section's, if set.
    private(set) var insets: NSDirectionalEdgeInsets?
    /// Whether the section's header pins, if set.
    private(set) var headerPins: Bool?

    /// `columns` items a row, `spacing` points between items and between
    /// rows; items are square unless `itemHeight` says otherwise.
    ///
    /// - Parameters:
    ///   - columns: Items a row, at least 1 and at most ``maximumColumns``.
    ///   - spacing: The space between items and rows, finite and at least 0.
    ///   - itemHeight: The rows' height; `nil` for square items.
    /// - Returns: The layout.
    public static func grid(
      columns: Int, spacing: CGFloat = 0, itemHeight: NSCollectionLayoutDimension? = nil
    ) -> Layout {
      Layout(kind: .grid(columns: columns, spacing: spacing, itemHeight: itemHeight))
    }

    /// One row that scrolls sideways (UIKit's orthogonal scrolling): items
    /// `itemWidth` wide (fractions of the section's width less its insets),
    /// `itemHeight` tall, `spacing` apart.
    ///
    /// - Parameters:
    ///   - itemWidth: Each item's width.
    ///   - itemHeight: Each item's height; estimated 44 points by default.
    ///   - spacing: The space between items, finite and at least 0.
    ///   - scrolling: How the row scrolls and comes to rest.
    /// - Returns: The layout.
    @MainActor
    public static func row(
      itemWidth: NSCollectionLayoutDimension,
      itemHeight: NSCollectionLayoutDimension = .estimated(44), spacing: CGFloat = 0,
      scrolling: UICollectionLayoutSectionOrthogonalScrollingBehavior = .continuous
    ) -> Layout {
      Layout(
        kind: .row(
          itemWidth: itemWidth, itemHeight: itemHeight, spacing: spacing, scrolling: scrolling)
      )
    }

    /// A list of an appearance: full-width rows, with the section's header
    /// and footer as the list's (UIKit's `NSCollectionLayoutSection.list`),
    /// and the items' ``Item/leadingSwipeActions`` and
    /// ``Item/trailingSwipeActions`` offered on a swipe.
    ///
    /// - Parameter appearance: The list's look.
    /// - Returns: The layout.
    public static func list(_ appearance: UICollectionLayoutListConfiguration.Appearance) -> Layout
    {
      list(UICollectionLayoutListConfiguration(appearance: appearance))
    }

    /// A list with a configuration (separators, swipe providers, modes).
    /// The section's header and footer, when it has them, make the modes
    /// `.supplementary`; an edge without a swipe provider offers the items'
    /// own swipe actions.
    ///
    /// - Parameter configuration: The list's configuration.
    /// - Returns: The layout.
    public static func list(_ configuration: UICollectionLayoutListConfiguration) -> Layout {
      Layout(kind: .list(configuration))
    }

    /// Any section, built at each layout pass from the environment (called
    /// on the main actor, once per section per pass, as UIKit calls a
    /// section provider).
    ///
    /// - Parameter make: Builds the section.
    /// - Returns: The layout.
    public static func section(
      _ make: @escaping @MainActor (any NSCollectionLayoutEnvironment) -> NSCollectionLayoutSection
    ) -> Layout {
      Layout(kind: .section(make))
    }

    /// What a section without a layout gets in a grid whose layout is the
    /// compositional one: a grid of its item size (the section's
    /// ``GridSection/itemSize``, else the flow layout's default 50 × 50),
    /// its insets and spacings, as a flow layout would place them.
    public static var automatic: Layout { Layout(kind: .automatic) }

    /// The layout with the section's content insets replaced.
    ///
    /// - Parameter insets: The insets around the section's groups.
    /// - Returns: The layout.
    public func contentInsets(_ insets: NSDirectionalEdgeInsets) -> Layout {
      var layout = self
      layout.insets = insets
      return layout
    }

    /// The layout with the section's header pinned to the visible bounds
    /// while the section shows (or not).
    ///
    /// - Parameter pins: Whether the header pins.
    /// - Returns: The layout.
    public func pinsHeader(_ pins: Bool = true) -> Layout {
      var layout = self
      layout.headerPins = pins
      return layout
    }

    init(kind: Kind) {
      self.kind = kind
    }
  }

  /// How the section is laid out by the grid's compositional layout, or
  /// `nil` (the default) for the collection view's own layout (see
  /// ``Layout``).
  public var layout: Layout? {
    get { base.grid?.layout }
    set { setPart(\.layout, newValue) }
  }

  /// The section with a layout (see ``layout``).
  ///
  /// - Parameter layout: The layout, or `nil` for the collection view's own.
  /// - Returns: The section.
  public func layout(_ layout: Layout?) -> GridSection {
    var section = self
    section.layout = layout
    return section
  }
}
