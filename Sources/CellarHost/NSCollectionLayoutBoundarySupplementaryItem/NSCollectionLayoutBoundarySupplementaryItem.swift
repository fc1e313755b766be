import Foundation

extension Headless {
  /// A header, footer or other supplementary view on the edge of a section
  /// or of the whole layout, UIKit's
  /// `NSCollectionLayoutBoundarySupplementaryItem`.
  ///
  /// ```swift
  /// let header = NSCollectionLayoutBoundarySupplementaryItem(
  ///   layoutSize: NSCollectionLayoutSize(
  ///     widthDimension: .fractionalWidth(1), heightDimension: .estimated(44)),
  ///   elementKind: UICollectionView.elementKindSectionHeader, alignment: .top)
  /// header.pinToVisibleBounds = true
  /// section.boundarySupplementaryItems = [header]
  /// ```
  ///
  /// Defaults (UIKit's): ``extendsBoundary`` `true` (the section grows to
  /// hold it), ``pinToVisibleBounds`` `false`, z index 1, offset zero. A
  /// section header's index path is `[section, 0]`.
  ///
  /// UIKit leaves a boundary item's container anchor unset (its Swift type
  /// says it is never `nil`); the host's is the anchor of the edges the
  /// ``alignment`` names, with ``offset`` as its absolute offset.
  ///
  /// Host shape: as ``Headless/NSCollectionLayoutItem``: public but not
  /// open, not an `NSObject`; `init()` is unavailable.
  @MainActor
  public class NSCollectionLayoutBoundarySupplementaryItem: NSCollectionLayoutSupplementaryItem {
    /// Whether the item enlarges its section (or the layout). Default `true`.
    public var extendsBoundary = true

    /// Whether the item stays visible while any part of its section (or the
    /// layout) is, as a pinned header or footer. Default `false`.
    public var pinToVisibleBounds = false

    /// Where on the section (or layout) the item sits.
    public let alignment: NSRectAlignment

    /// How far the item is moved from where its alignment puts it, in points.
    public let offset: CGPoint

    /// Makes a boundary item at an alignment, moved by an offset.
    ///
    /// - Parameters:
    ///   - layoutSize: The view's size.
    ///   - elementKind: The kind of supplementary view.
    ///   - alignment: Where on the section or layout it sits.
    ///   - absoluteOffset: How far it is moved, in points.
    public init(
      layoutSize: NSCollectionLayoutSize, elementKind: String, alignment: NSRectAlignment,
      absoluteOffset: CGPoint
    ) {
      self.alignment = alignment
      self.offset = absoluteOffset
      super.init(
        layoutSize: layoutSize, elementKind: elementKind,
        containerAnchor: NSCollectionLayoutAnchor(
          edges: alignment.edges, absoluteOffset: absoluteOffset),
        optionalItemAnchor: nil)
    }

    /// Makes a boundary item at an alignment.
    ///
    /// - Parameters:
    ///   - layoutSize: The view's size.
    ///   - elementKind: The kind of supplementary view.
    ///   - alignment: Where on the section or layout it sits.
    public convenience init(
      layoutSize: NSCollectionLayoutSize, elementKind: String, alignment: NSRectAlignment
    ) {
      self.init(
        layoutSize: layoutSize, elementKind: elementKind, alignment: alignment,
        absoluteOffset: .zero)
    }
  }
}

extension Headless.NSRectAlignment {
  /// The edges the alignment names (none for ``none``).
  var edges: Headless.NSDirectionalRectEdge {
    switch self {
    case .none: []
    case .top: .top
    case .topLeading: [.top, .leading]
    case .leading: .leading
    case .bottomLeading: [.bottom, .leading]
    case .bottom: .bottom
    case .bottomTrailing: [.bottom, .trailing]
    case .trailing: .trailing
    case .topTrailing: [.top, .trailing]
    }
  }
}
