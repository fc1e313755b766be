import Foundation

extension Headless {
  /// A collection view layout built from items, groups and sections,
  /// UIKit's `UICollectionViewCompositionalLayout`.
  ///
  /// ```swift
  /// let item = NSCollectionLayoutItem(
  ///   layoutSize: NSCollectionLayoutSize(
  ///     widthDimension: .fractionalWidth(1 / 3), heightDimension: .fractionalHeight(1)))
  /// let group = NSCollectionLayoutGroup.horizontal(
  ///   layoutSize: NSCollectionLayoutSize(
  ///     widthDimension: .fractionalWidth(1), heightDimension: .fractionalWidth(1 / 3)),
  ///   subitems: [item])
  /// let layout = UICollectionViewCompositionalLayout(
  ///   section: NSCollectionLayoutSection(group: group))
  /// ```
  ///
  /// Every section is the one given, or what the section provider returns
  /// for its index and the environment.
  ///
  /// The host's ``UICollectionView`` lays it out: each pass that finds the
  /// layout stale asks the provider for every section (once each, in
  /// order), resolves each section's group once (its template: the frames
  /// of one group, whatever the section's item count), and stacks the
  /// groups and sections; queries cost O(log *s* + *k*) for *k* elements
  /// returned. What is simulated so far: items, groups (not custom
  /// groups, which lay out nothing yet), section insets and spacings,
  /// partial last groups, empty and `nil` sections, both scroll
  /// directions. Not yet: boundary and item supplementaries, decorations,
  /// pinning, orthogonal sections, self-sizing (estimated sizes keep their
  /// estimate), content-insets references other than `.none` (the host
  /// has no safe area or layout margins, so every reference clears nothing).
  ///
  /// Host shape: open, as UIKit's; not an `NSObject`; `init()` is
  /// unavailable, as UIKit's.
  @MainActor
  open class UICollectionViewCompositionalLayout: UICollectionViewLayout {
    /// Where the layout's sections come from.
    enum Sections {
      /// The same section for every section.
      case one(NSCollectionLayoutSection)
      /// What the provider returns for each section.
      case provider(UICollectionViewCompositionalLayoutSectionProvider)
    }

    /// Where the layout's sections come from.
    let sections: Sections

    /// The layout's own copy of its configuration.
    var ownConfiguration: UICollectionViewCompositionalLayoutConfiguration

    /// Pixels per point, which sizes round down to and positions round to,
    /// and the environment's `traitCollection.displayScale`. The host's
    /// own (UIKit reads the screen's): default 3, a current phone's.
    public var displayScale: CGFloat = 3

    /// UIKit's console messages from the last layout pass, such as a group
    /// that cannot fit even one item.
    public internal(set) var log: [String] = []

    /// What the last pass laid out.
    var state = CompositionalState()
    /// How many groups the last rectangle query examined, so that tests
    /// can check that a query's cost follows its answer.
    var examinedByLastQuery = 0
    /// The view's bounds inside its insets at its latest layout pass.
    var visibleBounds: CGRect?

    /// The lengths along the scroll axis that self-sizing items' cells
    /// chose, by section and item (spec §3.3).
    var measured: [Int: [Int: CGFloat]] = [:]
    /// The sections, counts and size of the last pass, which a pass after
    /// a measurement lays out again.
    var measuredPass: MeasuredPass?
    /// The environment the last pass gave the section provider, which the
    /// visible-items handlers get too.
    var passEnvironment: HostLayoutEnvironment?
    /// Whether a recorded size waits for the next pass.
    var hasPendingMeasurements = false

    /// Whether a visible-items handler is being called (a pass it causes
    /// does not call the handlers again).
    var isTellingVisibleItems = false

    /// Makes a layout whose every section is `section`, with a configuration.
    ///
    /// - Parameters:
    ///   - section: The section.
    ///   - configuration: The configuration; the layout keeps a copy.
    public init(
      section: NSCollectionLayoutSection,
      configuration: UICollectionViewCompositionalLayoutConfiguration
    ) {
      sections = .one(section)
      ownConfiguration = configuration.copied()
      super.init()
    }

    /// Makes a layout whose every section is `section`, with the default
    /// configuration.
    ///
    /// - Parameter section: The section.
    public convenience init(section: NSCollectionLayoutSection) {
      self.init(section: section, configuration: UICollectionViewCompositionalLayoutConfiguration())
    }

    /// Makes a layout that asks `sectionProvider` for each section, with a
    /// configuration.
    ///
    /// - Parameters:
    ///   - sectionProvider: Returns the section for an index and the
    ///     environment.
    ///   - configuration: The configuration; the layout keeps a copy.
    public init(
      sectionProvider: @escaping UICollectionViewCompositionalLayoutSectionProvider,
      configuration: UICollectionViewCompositionalLayoutConfiguration
    ) {
      sections = .provider(sectionProvider)
      ownConfiguration = configuration.copied()
      super.init()
    }

    /// Makes a layout that asks `sectionProvider` for each section, with the
    /// default configuration.
    ///
    /// - Parameter sectionProvider: Returns the section for an index and
    ///   the environment.
    public convenience init(
      sectionProvider: @escaping UICollectionViewCompositionalLayoutSectionProvider
    ) {
      self.init(
        sectionProvider: sectionProvider,
        configuration: UICollectionViewCompositionalLayoutConfiguration())
    }

    /// Unavailable, as UIKit's: make a layout from a section or a section
    /// provider.
    @available(*, unavailable, message: "use init(section:) or init(sectionProvider:)")
    public override init() {
      fatalError("UICollectionViewCompositionalLayout.init() is unavailable")
    }

    /// Creates a layout from an archive, UIKit's `init?(coder:)`; the host
    /// has no archives, so it always fails.
    ///
    /// - Parameter coder: The archive; never read.
    /// - Returns: `nil`.
    public required init?(coder: NSCoder) {
      return nil
    }

    /// The size of the laid-out content, UIKit's `collectionViewContentSize`:
    /// along the scroll axis the sections and their spacings, across it
    /// the view's size or the widest group if wider.
    override open var collectionViewContentSize: CGSize { state.contentSize }

    /// The attributes of the elements whose frames meet a rectangle, UIKit's
    /// `layoutAttributesForElements(in:)`: section by section, its
    /// decorations (when they meet or touch the rectangle), its items in
    /// order, then its boundary supplementary items (pinned ones where
    /// pinning puts them). A group's items are examined only when the group
    /// meets the rectangle; a rectangle of no area meets decorations only.
    ///
    /// - Parameter rect: A rectangle in content coordinates.
    /// - Returns: The attributes.
    /// - Complexity: O(log *s* + *k* + *v*), where *s* is the number of
    ///   sections, *k* the number of elements returned and *v* the sections
    ///   the rectangle spans.
    override open func layoutAttributesForElements(in rect: CGRect)
      -> [UICollectionViewLayoutAttributes]?
    {
      attributes(in: rect)
    }

    /// The attributes of an item, UIKit's `layoutAttributesForItem(at:)`;
    /// `nil` for an item the layout does not have or could not place.
    ///
    /// - Parameter indexPath: The item.
    /// - Returns: The attributes, or `nil`.
    /// - Complexity: O(1).
    override open func layoutAttributesForItem(at indexPath: IndexPath)
      -> UICollectionViewLayoutAttributes?
    {
      guard let frame = itemFrame(indexPath) else { return nil }
      return cellAttributes(item: indexPath[1], section: indexPath[0], frame: frame)
    }

    /// The attributes of a section's boundary supplementary item, UIKit's
    /// `layoutAttributesForSupplementaryView(ofKind:at:)`: the item of that
    /// kind at `[section, 0]`, where pinning puts it when it pins; `nil`
    /// when the section has none.
    ///
    /// - Parameters:
    ///   - elementKind: The item's element kind.
    ///   - indexPath: `[section, 0]`.
    /// - Returns: The attributes, or `nil`.
    /// - Complexity: O(*b*), where *b* is the number of the section's
    ///   boundary items.
    override open func layoutAttributesForSupplementaryView(
      ofKind elementKind: String, at indexPath: IndexPath
    ) -> UICollectionViewLayoutAttributes? {
      boundaryAttributes(ofKind: elementKind, at: indexPath)
        ?? anchoredAttributes(ofKind: elementKind, at: indexPath)
    }

    /// The attributes of a section's decoration (a background), UIKit's
    /// `layoutAttributesForDecorationView(ofKind:at:)`; `nil` when the
    /// section has no decoration of that kind at that index.
    ///
    /// - Parameters:
    ///   - elementKind: The decoration's element kind.
    ///   - indexPath: The section, and the decoration's index in its
    ///     `decorationItems`.
    /// - Returns: The attributes, or `nil`.
    /// - Complexity: O(1).
    override open func layoutAttributesForDecorationView(
      ofKind elementKind: String, at indexPath: IndexPath
    ) -> UICollectionViewLayoutAttributes? {
      decorationAttributes(ofKind: elementKind, at: indexPath)
    }

    /// Whether a change of the view's bounds calls for a new layout,
    /// UIKit's `shouldInvalidateLayout(forBoundsChange:)`: any change
    /// (scrolling included) while the layout has pinned boundary items,
    /// otherwise a change of the view's size (spec §3.5.4).
    ///
    /// - Parameter newBounds: The view's new bounds.
    /// - Returns: Whether the layout should be invalidated.
    override open func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
      if state.hasPinnedItems { return true }
      guard let view = collectionView else { return false }
      return view.bounds.size != newBounds.size
    }

    /// The layout's configuration, copied in and out (UIKit's
    /// `@NSCopying`): changing the object the getter returns changes
    /// nothing; assigning one invalidates the layout at once.
    ///
    /// - Complexity: O(*b*), where *b* is the number of the configuration's
    ///   boundary items.
    open var configuration: UICollectionViewCompositionalLayoutConfiguration {
      get { ownConfiguration.copied() }
      set {
        ownConfiguration = newValue.copied()
        invalidateLayout()
      }
    }
  }

  /// What a compositional layout asks for each section, UIKit's
  /// `UICollectionViewCompositionalLayoutSectionProvider`: given the
  /// section's index and the environment, the section, or `nil` (only for a
  /// section without items).
  public typealias UICollectionViewCompositionalLayoutSectionProvider =
    (Int, any NSCollectionLayoutEnvironment) -> NSCollectionLayoutSection?
}
