extension Headless.UICollectionView {
  /// The axis the content scrolls along, UIKit's
  /// `UICollectionView.ScrollDirection`: a flow layout's
  /// ``Headless/UICollectionViewFlowLayout/scrollDirection``.
  public enum ScrollDirection: Int, Sendable {
    /// Lines run left to right and stack top to bottom.
    case vertical = 0
    /// Lines are columns that run top to bottom and stack left to right.
    case horizontal = 1
  }

  /// What kind of element layout attributes describe, UIKit's
  /// `UICollectionView.ElementCategory`: an attributes value's
  /// ``Headless/UICollectionViewLayoutAttributes/representedElementCategory``.
  public enum ElementCategory: UInt, Sendable {
    /// A cell, one item of the data source.
    case cell = 0
    /// A supplementary view, such as a section header or footer.
    case supplementaryView = 1
    /// A decoration view. The flow layout has none; UIKit's enumeration
    /// has the case, so a `switch` written against UIKit compiles here.
    case decorationView = 2
  }
}
