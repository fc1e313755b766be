import Foundation

extension Headless {
  /// The traits of an interface, UIKit's `UITraitCollection`, reduced to
  /// what a compositional layout's environment reads: the display scale,
  /// the size classes and the idiom.
  ///
  /// ```swift
  /// let traits = UITraitCollection(traitsFrom: [
  ///   UITraitCollection(displayScale: 3), UITraitCollection(horizontalSizeClass: .compact),
  /// ])
  /// ```
  ///
  /// A new collection's traits are unspecified (scale 0), as UIKit's.
  /// Host shape: immutable and `Sendable`, as UIKit's is from iOS 17; not an
  /// `NSObject`; only the members above.
  public final class UITraitCollection: Sendable {
    /// The number of pixels per point; 0 when unspecified.
    public let displayScale: CGFloat

    /// The horizontal size class.
    public let horizontalSizeClass: UIUserInterfaceSizeClass

    /// The vertical size class.
    public let verticalSizeClass: UIUserInterfaceSizeClass

    /// The kind of device.
    public let userInterfaceIdiom: UIUserInterfaceIdiom

    /// Makes a collection of the given traits.
    init(
      displayScale: CGFloat, horizontal: UIUserInterfaceSizeClass,
      vertical: UIUserInterfaceSizeClass, idiom: UIUserInterfaceIdiom
    ) {
      self.displayScale = displayScale
      horizontalSizeClass = horizontal
      verticalSizeClass = vertical
      userInterfaceIdiom = idiom
    }

    /// Makes a collection whose traits are all unspecified.
    public convenience init() {
      self.init(
        displayScale: 0, horizontal: .unspecified, vertical: .unspecified, idiom: .unspecified)
    }

    /// Makes a collection that specifies only the display scale.
    ///
    /// - Parameter scale: Pixels per point.
    public convenience init(displayScale scale: CGFloat) {
      self.init(
        displayScale: scale, horizontal: .unspecified, vertical: .unspecified, idiom: .unspecified)
    }

    /// Makes a collection that specifies only the horizontal size class.
    ///
    /// - Parameter horizontalSizeClass: The size class.
    public convenience init(horizontalSizeClass: UIUserInterfaceSizeClass) {
      self.init(
        displayScale: 0, horizontal: horizontalSizeClass, vertical: .unspecified,
        idiom: .unspecified)
    }

    /// Makes a collection that specifies only the vertical size class.
    ///
    /// - Parameter verticalSizeClass: The size class.
    public convenience init(verticalSizeClass: UIUserInterfaceSizeClass) {
      self.init(
        displayScale: 0, horizontal: .unspecified, vertical: verticalSizeClass, idiom: .unspecified)
    }

    /// Makes a collection that specifies only the idiom.
    ///
    /// - Parameter idiom: The idiom.
    public convenience init(userInterfaceIdiom idiom: UIUserInterfaceIdiom) {
      self.init(displayScale: 0, horizontal: .unspecified, vertical: .unspecified, idiom: idiom)
    }

    /// Makes a collection that combines others: each trait is the last
    /// specified value among them, else unspecified.
    ///
    /// - Parameter traitCollections: The collections, later ones winning.
    /// - Complexity: O(*n*), where *n* is the number of collections.
    public convenience init(traitsFrom traitCollections: [UITraitCollection]) {
      func last<Value: Equatable>(_ trait: (UITraitCollection) -> Value, unset: Value) -> Value {
        traitCollections.reversed().lazy.map(trait).first { $0 != unset } ?? unset
      }
      self.init(
        displayScale: last(\.displayScale, unset: 0),
        horizontal: last(\.horizontalSizeClass, unset: .unspecified),
        vertical: last(\.verticalSizeClass, unset: .unspecified),
        idiom: last(\.userInterfaceIdiom, unset: .unspecified))
    }
  }
}
