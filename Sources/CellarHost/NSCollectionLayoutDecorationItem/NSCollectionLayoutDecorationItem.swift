import Foundation

extension Headless {
  /// A view behind a section of a compositional layout, UIKit's
  /// `NSCollectionLayoutDecorationItem`: a background that covers the
  /// section, less the item's content insets.
  ///
  /// ```swift
  /// let background = NSCollectionLayoutDecorationItem.background(elementKind: "background")
  /// background.contentInsets = NSDirectionalEdgeInsets(top: 8, leading: 8, bottom: 8, trailing: 8)
  /// section.decorationItems = [background]
  /// ```
  ///
  /// Its view class is registered on the layout (UIKit's
  /// `register(_:forDecorationViewOfKind:)`, not yet simulated). Defaults
  /// (UIKit's): ``zIndex`` 0 (the section's other elements are then
  /// promoted to 1), the whole container's size, no edge spacing.
  ///
  /// Host shape: as ``Headless/NSCollectionLayoutItem``: public but not
  /// open, not an `NSObject`; `init()` is unavailable.
  @MainActor
  public class NSCollectionLayoutDecorationItem: NSCollectionLayoutItem {
    /// The view's z index. Default 0.
    public var zIndex = 0

    /// The kind of decoration view, as registered with the layout.
    public let elementKind: String

    /// Makes a decoration item of the whole container's size.
    required init(elementKind: String) {
      self.elementKind = elementKind
      super.init(
        layoutSize: NSCollectionLayoutSize(
          widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)),
        supplementaryItems: [])
      edgeSpacing = nil
    }

    /// A background view for a section.
    ///
    /// - Parameter elementKind: The kind of decoration view.
    /// - Returns: The decoration item.
    public class func background(elementKind: String) -> Self {
      Self(elementKind: elementKind)
    }
  }
}
