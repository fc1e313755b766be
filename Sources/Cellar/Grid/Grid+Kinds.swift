import Foundation

extension Grid {
  /// The element kind of section headers, the flow layout's.
  static var headerKind: String { UICollectionView.elementKindSectionHeader }

  /// The element kind of section footers, the flow layout's.
  static var footerKind: String { UICollectionView.elementKindSectionFooter }

  /// The collection view's flow layout, whose metrics a section without
  /// its own uses; a default one when the layout is of another class.
  var flowLayout: UICollectionViewFlowLayout {
    collectionView.collectionViewLayout as? UICollectionViewFlowLayout ?? Self.defaultFlowLayout
  }

  /// A flow layout with UIKit's defaults, for a collection view whose
  /// layout is of another class (made once: `sizeForItemAt` reads it per
  /// item).
  private static let defaultFlowLayout = UICollectionViewFlowLayout()

  /// Invalidates the layout, after the sections changed.
  func invalidateGridLayout() {
    collectionView.collectionViewLayout.invalidateLayout()
  }
}

extension UICollectionView {
  /// The frame of an item in the layout, or `nil` when there is no such
  /// item: the collection view's `layoutAttributesForItem(at:)`, which
  /// Apple recommends over asking the layout.
  func itemFrame(at indexPath: IndexPath) -> CGRect? {
    layoutAttributesForItem(at: indexPath)?.frame
  }
}
