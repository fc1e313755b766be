import Foundation

extension Headless {
  /// The position and size a layout gives one element of a collection view,
  /// UIKit's `UICollectionViewLayoutAttributes`.
  ///
  /// An element is a cell (``UICollectionView/ElementCategory/cell``) named by its item's index
  /// path, or a supplementary view (``UICollectionView/ElementCategory/supplementaryView``) named
  /// by its kind, such as ``UICollectionView/elementKindSectionHeader``,
  /// and the index path `[section, 0]`. Frames are in the collection view's
  /// content coordinates.
  public struct UICollectionViewLayoutAttributes: Hashable, Sendable {
    /// The element's index path: the item's for a cell, `[section, 0]` for a
    /// section's header or footer.
    public var indexPath: IndexPath
    /// The element's frame in the collection view's content coordinates.
    public var frame: CGRect
    /// Whether the element is a cell or a supplementary view.
    public var representedElementCategory: UICollectionView.ElementCategory
    /// The kind of a supplementary view; `nil` for a cell.
    public var representedElementKind: String?
    /// The element's stacking order; the flow layout gives every element 0.
    public var zIndex: Int

    /// Creates the attributes of a cell.
    ///
    /// - Parameters:
    ///   - indexPath: The item's index path.
    ///   - frame: The cell's frame in content coordinates.
    public init(forCellWith indexPath: IndexPath, frame: CGRect) {
      self.init(.cell, kind: nil, at: indexPath, frame: frame)
    }

    /// Creates the attributes of a supplementary view.
    ///
    /// - Parameters:
    ///   - kind: The view's kind, such as
    ///     ``UICollectionView/elementKindSectionHeader``.
    ///   - indexPath: The view's index path, `[section, 0]` for a header or footer.
    ///   - frame: The view's frame in content coordinates.
    public init(forSupplementaryViewOfKind kind: String, with indexPath: IndexPath, frame: CGRect) {
      self.init(.supplementaryView, kind: kind, at: indexPath, frame: frame)
    }

    /// Creates the attributes of a decoration view, such as a compositional
    /// section's background.
    ///
    /// - Parameters:
    ///   - kind: The decoration's kind.
    ///   - indexPath: Its index path: its section, and its index among the
    ///     section's decorations.
    ///   - frame: The view's frame in content coordinates.
    public init(forDecorationViewOfKind kind: String, with indexPath: IndexPath, frame: CGRect) {
      self.init(.decorationView, kind: kind, at: indexPath, frame: frame)
    }

    /// The attributes of an element of a category and kind, zIndex 0.
    private init(
      _ category: UICollectionView.ElementCategory, kind: String?, at indexPath: IndexPath,
      frame: CGRect
    ) {
      self.indexPath = indexPath
      self.frame = frame
      self.representedElementCategory = category
      self.representedElementKind = kind
      self.zIndex = 0
    }

    /// The element's size, the frame's size.
    public var size: CGSize { frame.size }

    /// The centre of the element's frame.
    public var center: CGPoint { CGPoint(x: frame.midX, y: frame.midY) }
  }
}
