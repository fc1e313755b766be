import Foundation

extension Headless {
  /// One section of a compositional layout, UIKit's
  /// `NSCollectionLayoutSection`: a group repeated for the section's items,
  /// with the space around and between the groups, boundary items (headers,
  /// footers), backgrounds, and optionally its own scrolling across the
  /// layout's axis.
  ///
  /// ```swift
  /// let section = NSCollectionLayoutSection(group: group)
  /// section.interGroupSpacing = 8
  /// section.contentInsets = NSDirectionalEdgeInsets(top: 0, leading: 16, bottom: 0, trailing: 16)
  /// section.orthogonalScrollingBehavior = .groupPaging
  /// ```
  ///
  /// Defaults (UIKit's): zero ``contentInsets`` and ``interGroupSpacing``,
  /// both insets references ``UIContentInsetsReference/automatic`` (follow
  /// the layout), no orthogonal scrolling, no boundary or decoration items,
  /// ``supplementariesFollowContentInsets`` `true`, no invalidation handler.
  /// UIKit raises `Invalid parameter not satisfying: group` for a section
  /// without a group, which Swift's signature (no optional) rules out.
  ///
  /// Host shape: as ``Headless/NSCollectionLayoutItem``: public but not
  /// open, not an `NSObject`; `init()` is unavailable. List sections
  /// (`list(using:layoutEnvironment:)`) are not simulated yet.
  @MainActor
  public class NSCollectionLayoutSection {
    /// The group the section repeats.
    let group: NSCollectionLayoutGroup

    /// Insets around the section's groups. Default zero.
    public var contentInsets = NSDirectionalEdgeInsets.zero

    /// The space between neighbouring groups, in points. Default 0.
    public var interGroupSpacing: CGFloat = 0

    /// What the content insets are measured from. Default
    /// ``UIContentInsetsReference/automatic``: the layout's.
    public var contentInsetsReference = UIContentInsetsReference.automatic

    /// What the boundary items' insets are measured from (UIKit's, iOS 16).
    /// Default ``UIContentInsetsReference/automatic``.
    public var supplementaryContentInsetsReference = UIContentInsetsReference.automatic

    /// How the section scrolls across the layout's axis. Default
    /// ``UICollectionLayoutSectionOrthogonalScrollingBehavior/none``.
    public var orthogonalScrollingBehavior = UICollectionLayoutSectionOrthogonalScrollingBehavior
      .none

    /// The bounce and deceleration of the section's own scroller (UIKit's,
    /// iOS 17); change them in place.
    public let orthogonalScrollingProperties =
      UICollectionLayoutSectionOrthogonalScrollingProperties()

    /// The headers, footers and other views on the section's edges. Default
    /// none.
    public var boundarySupplementaryItems: [NSCollectionLayoutBoundarySupplementaryItem] = []

    /// Whether boundary items are inset with the content. Default `true`.
    /// Deprecated on iOS 16, as UIKit's: use
    /// ``supplementaryContentInsetsReference``.
    @available(
      iOS, introduced: 13.0, deprecated: 16.0,
      message: "Use supplementaryContentInsetsReference instead"
    )
    public var supplementariesFollowContentInsets: Bool {
      get { followsContentInsets }
      set { followsContentInsets = newValue }
    }

    /// The storage of ``supplementariesFollowContentInsets``, read by the
    /// host without a deprecation warning.
    var followsContentInsets = true

    /// Called before each layout pass of the section with its visible
    /// items, its scroll offset and the environment. Default `nil`.
    public var visibleItemsInvalidationHandler:
      NSCollectionLayoutSectionVisibleItemsInvalidationHandler?

    /// The backgrounds of the section. Default none.
    public var decorationItems: [NSCollectionLayoutDecorationItem] = []

    /// The list configuration a list section was made with
    /// (``list(using:layoutEnvironment:)``), whose swipe providers and
    /// separator handler the collection view asks; `nil` for other sections.
    var listConfiguration: UICollectionLayoutListConfiguration?

    /// Makes a section that repeats a group.
    ///
    /// - Parameter group: The group.
    public init(group: NSCollectionLayoutGroup) {
      self.group = group
    }

    /// Unavailable, as UIKit's: make a section from a group.
    @available(*, unavailable, message: "use init(group:)")
    public init() {
      fatalError("NSCollectionLayoutSection.init() is unavailable")
    }
  }

  /// What a section calls before each of its layout passes, UIKit's
  /// `NSCollectionLayoutSectionVisibleItemsInvalidationHandler`: the visible
  /// items (whose alpha, transform-free geometry, z index and visibility it
  /// may change), the section's scroll offset and the environment.
  public typealias NSCollectionLayoutSectionVisibleItemsInvalidationHandler =
    ([any NSCollectionLayoutVisibleItem], CGPoint, any NSCollectionLayoutEnvironment) -> Void
}
