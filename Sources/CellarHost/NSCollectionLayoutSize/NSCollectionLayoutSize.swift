import Foundation

extension Headless {
  /// The width and height of an item, group or supplementary in a
  /// compositional layout, UIKit's `NSCollectionLayoutSize`.
  ///
  /// ```swift
  /// let size = NSCollectionLayoutSize(
  ///   widthDimension: .fractionalWidth(1), heightDimension: .estimated(44))
  /// ```
  ///
  /// Host shape: a plain immutable class, public but not open, where UIKit's
  /// is an `NSObject` adopting `NSCopying` (see
  /// ``Headless/NSCollectionLayoutDimension``); `init()` is unavailable, as
  /// UIKit's.
  @MainActor
  public class NSCollectionLayoutSize {
    /// The width.
    public let widthDimension: NSCollectionLayoutDimension

    /// The height.
    public let heightDimension: NSCollectionLayoutDimension

    /// Makes a size from a width and a height.
    ///
    /// - Parameters:
    ///   - width: The width.
    ///   - height: The height.
    public init(
      widthDimension width: NSCollectionLayoutDimension,
      heightDimension height: NSCollectionLayoutDimension
    ) {
      widthDimension = width
      heightDimension = height
    }

    /// Unavailable, as UIKit's: make a size from two dimensions.
    @available(*, unavailable, message: "use init(widthDimension:heightDimension:)")
    public init() {
      fatalError("NSCollectionLayoutSize.init() is unavailable")
    }

    /// The size as UIKit describes it:
    /// `{.containerWidthFactor(0.5), .absolute(44)}`.
    var layoutDescription: String {
      "{\(widthDimension.layoutDescription), \(heightDimension.layoutDescription)}"
    }
  }
}
