extension Headless.UICollectionView {
  /// The axis the content scrolls along, UIKit's
  /// `UICollectionView.ScrollDirection`: a flow layout's
  /// ``Headless/UICollectionViewFlowLayout/scrollDirection``.
  public enum ScrollDirection: Hashable, Sendable {
    /// Lines run left to right and stack top to bottom.
    case vertical
    /// Lines are columns that run top to bottom and stack left to right.
    case horizontal
  }

  /// What kind of element layout attributes describe, UIKit's
  /// `UICollectionView.ElementCategory`: an attributes value's
  /// ``Headless/UICollectionViewLayoutAttributes/representedElementCategory``.
  public enum ElementCategory: Hashable, Sendable {
    /// A cell, one item of the data source.
    case cell
    /// A supplementary view, such as a section header or footer.
    case supplementaryView
  }
}
