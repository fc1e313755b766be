import Foundation

extension Headless {
  /// An item, supplementary or decoration on screen, as a section's
  /// visible-items invalidation handler sees it, UIKit's
  /// `NSCollectionLayoutVisibleItem`: its geometry, and the properties the
  /// handler may change (they are shown and persist).
  ///
  /// ```swift
  /// section.visibleItemsInvalidationHandler = { items, offset, environment in
  ///   for item in items where item.representedElementCategory == .cell {
  ///     item.alpha = item.frame.minX - offset.x < 0 ? 0.5 : 1
  ///   }
  /// }
  /// ```
  ///
  /// Host shape: UIKit's protocol refines `NSObjectProtocol` and
  /// `UIDynamicItem` and also has `transform` (`CGAffineTransform`) and
  /// `transform3D` (`CATransform3D`), which Foundation on Linux does not
  /// have; the host's refines `AnyObject` and leaves those out.
  @MainActor
  public protocol NSCollectionLayoutVisibleItem: AnyObject {
    /// The element's opacity.
    var alpha: CGFloat { get set }
    /// The element's z index.
    var zIndex: Int { get set }
    /// Whether the element is hidden.
    var isHidden: Bool { get set }
    /// The centre of the element's frame.
    var center: CGPoint { get set }
    /// The element's name, for debugging.
    var name: String { get }
    /// The element's index path.
    var indexPath: IndexPath { get }
    /// The element's frame, in the section's unscrolled coordinates.
    var frame: CGRect { get }
    /// The element's bounds.
    var bounds: CGRect { get }
    /// Whether the element is a cell, a supplementary or a decoration.
    var representedElementCategory: UICollectionView.ElementCategory { get }
    /// The element's kind, `nil` for a cell.
    var representedElementKind: String? { get }
  }
}
