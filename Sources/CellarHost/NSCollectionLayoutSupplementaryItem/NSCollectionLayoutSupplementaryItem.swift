import Foundation

extension Headless {
  /// A supplementary view attached to an item or a group of a compositional
  /// layout, UIKit's `NSCollectionLayoutSupplementaryItem`, such as a badge.
  ///
  /// ```swift
  /// let badge = NSCollectionLayoutSupplementaryItem(
  ///   layoutSize: NSCollectionLayoutSize(
  ///     widthDimension: .absolute(20), heightDimension: .absolute(20)),
  ///   elementKind: "badge",
  ///   containerAnchor: NSCollectionLayoutAnchor(
  ///     edges: [.top, .trailing], fractionalOffset: CGPoint(x: 0.3, y: -0.3)))
  /// let item = NSCollectionLayoutItem(layoutSize: size, supplementaryItems: [badge])
  /// ```
  ///
  /// The container anchor names a point of the host's frame, the item
  /// anchor (default: none, meaning the same edges) a point of the
  /// supplementary; the view is placed so that the two coincide. Its index
  /// path is its item's. Default ``zIndex`` 1 (UIKit's). Every
  /// supplementary and decoration kind of a layout must be unique (UIKit
  /// raises at layout time).
  ///
  /// Host shape: as ``Headless/NSCollectionLayoutItem``: public but not
  /// open, not an `NSObject`; `init()` is unavailable.
  @MainActor
  public class NSCollectionLayoutSupplementaryItem: NSCollectionLayoutItem {
    /// The view's z index. Default 1.
    public var zIndex = 1

    /// The kind of supplementary view, as registered with the collection
    /// view.
    public let elementKind: String

    /// The point of the container (the item or group) the view is attached
    /// to.
    public let containerAnchor: NSCollectionLayoutAnchor

    /// The point of the view attached to the container's, or `nil` for the
    /// one the container anchor's edges name.
    public let itemAnchor: NSCollectionLayoutAnchor?

    /// Makes a supplementary item.
    init(
      layoutSize: NSCollectionLayoutSize, elementKind: String,
      containerAnchor: NSCollectionLayoutAnchor, optionalItemAnchor: NSCollectionLayoutAnchor?
    ) {
      self.elementKind = elementKind
      self.containerAnchor = containerAnchor
      self.itemAnchor = optionalItemAnchor
      super.init(layoutSize: layoutSize, supplementaryItems: [])
    }

    /// Makes a supplementary item attached at a point of its container.
    ///
    /// - Parameters:
    ///   - layoutSize: The view's size.
    ///   - elementKind: The kind of supplementary view.
    ///   - containerAnchor: The point of the container the view is attached to.
    public convenience init(
      layoutSize: NSCollectionLayoutSize, elementKind: String,
      containerAnchor: NSCollectionLayoutAnchor
    ) {
      self.init(
        layoutSize: layoutSize, elementKind: elementKind, containerAnchor: containerAnchor,
        optionalItemAnchor: nil)
    }

    /// Makes a supplementary item whose point `itemAnchor` is attached at a
    /// point of its container.
    ///
    /// - Parameters:
    ///   - layoutSize: The view's size.
    ///   - elementKind: The kind of supplementary view.
    ///   - containerAnchor: The point of the container the view is attached to.
    ///   - itemAnchor: The point of the view that is attached.
    public convenience init(
      layoutSize: NSCollectionLayoutSize, elementKind: String,
      containerAnchor: NSCollectionLayoutAnchor, itemAnchor: NSCollectionLayoutAnchor
    ) {
      self.init(
        layoutSize: layoutSize, elementKind: elementKind, containerAnchor: containerAnchor,
        optionalItemAnchor: itemAnchor)
    }
  }
}
