extension Headless {
  /// How a compositional layout section scrolls across the layout's axis,
  /// UIKit's `UICollectionLayoutSectionOrthogonalScrollingBehavior`: a
  /// section's
  /// ``Headless/NSCollectionLayoutSection/orthogonalScrollingBehavior``
  /// (default ``none``). The raw values are UIKit's.
  public enum UICollectionLayoutSectionOrthogonalScrollingBehavior: Int, Sendable {
    /// The section does not scroll on its own; its groups stack along the
    /// layout's axis.
    case none = 0
    /// The section scrolls continuously across the layout's axis.
    case continuous = 1
    /// It scrolls continuously and comes to rest at a group's leading edge.
    case continuousGroupLeadingBoundary = 2
    /// It scrolls a page (the collection view's width) at a time.
    case paging = 3
    /// It scrolls a group at a time, resting at a group's leading edge.
    case groupPaging = 4
    /// It scrolls a group at a time, resting with a group centred.
    case groupPagingCentered = 5
  }
}
