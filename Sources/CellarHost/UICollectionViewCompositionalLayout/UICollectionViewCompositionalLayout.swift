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
  /// Not yet simulated: the host declares the layout, its initializers and
  /// its ``configuration``, but does not lay anything out yet. It answers
  /// the base class's empty values (no content size, no attributes), and
  /// the host's collection view still lays out flow layouts only (one made
  /// with this layout stops the program, as with any other layout).
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
    private var ownConfiguration: UICollectionViewCompositionalLayoutConfiguration

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
