import Foundation

extension Headless {
  /// What a compositional layout does across its sections, UIKit's
  /// `UICollectionViewCompositionalLayoutConfiguration`: the scroll
  /// direction, the space between sections, the layout's own boundary items
  /// and the insets reference.
  ///
  /// The layout copies a configuration in and out (UIKit's `@NSCopying`):
  /// changing the object its `configuration` returned changes nothing;
  /// assign the changed configuration back, which invalidates the layout.
  ///
  /// ```swift
  /// let configuration = layout.configuration
  /// configuration.interSectionSpacing = 20
  /// layout.configuration = configuration
  /// ```
  ///
  /// Defaults (UIKit's): ``scrollDirection``
  /// ``UICollectionView/ScrollDirection/vertical``, ``interSectionSpacing``
  /// 0, no boundary items, ``contentInsetsReference``
  /// ``UIContentInsetsReference/safeArea``.
  ///
  /// Host shape: not an `NSObject`; public but not open. ``copy()`` stands
  /// for `NSCopying`'s.
  @MainActor
  public class UICollectionViewCompositionalLayoutConfiguration {
    /// The axis the layout scrolls along. Default
    /// ``UICollectionView/ScrollDirection/vertical``.
    public var scrollDirection = UICollectionView.ScrollDirection.vertical

    /// The space between neighbouring sections, in points. Default 0.
    public var interSectionSpacing: CGFloat = 0

    /// The headers, footers and other views on the whole layout's edges.
    /// Default none.
    public var boundarySupplementaryItems: [NSCollectionLayoutBoundarySupplementaryItem] = []

    /// What sections' content insets are measured from, unless a section
    /// says otherwise (UIKit's, iOS 14). Default
    /// ``UIContentInsetsReference/safeArea``.
    public var contentInsetsReference = UIContentInsetsReference.safeArea

    /// Makes the default configuration.
    public init() {}

    /// A new configuration with the same properties (the boundary items are
    /// shared, as UIKit's copy shares them), `NSObject`'s `copy()`.
    ///
    /// - Returns: The copy, a
    ///   ``Headless/UICollectionViewCompositionalLayoutConfiguration``.
    /// - Complexity: O(*b*), where *b* is the number of boundary items.
    public func copy() -> Any {
      copied()
    }

    /// A new configuration with the same properties.
    func copied() -> UICollectionViewCompositionalLayoutConfiguration {
      let copy = UICollectionViewCompositionalLayoutConfiguration()
      copy.scrollDirection = scrollDirection
      copy.interSectionSpacing = interSectionSpacing
      copy.boundarySupplementaryItems = boundarySupplementaryItems
      copy.contentInsetsReference = contentInsetsReference
      return copy
    }
  }
}
