import Foundation

extension Grid {
  /// The element kind of section headers, the flow layout's.
  static var headerKind: String { UICollectionView.elementKindSectionHeader }

  /// The element kind of section footers, the flow layout's.
  static var footerKind: String { UICollectionView.elementKindSectionFooter }
}

extension UICollectionView {
  /// The frame of an item in the layout, or `nil` when there is no such
  /// item: the collection view's `layoutAttributesForItem(at:)`, which
  /// Apple recommends over asking the layout.
  func itemFrame(at indexPath: IndexPath) -> CGRect? {
    layoutAttributesForItem(at: indexPath)?.frame
  }
}
