import Foundation

extension Headless {
  /// The smallest part of a compositional layout, UIKit's
  /// `NSCollectionLayoutItem`: the size, insets and spacing of one cell (or,
  /// through its subclasses, of a group, a supplementary view or a
  /// decoration).
  ///
  /// ```swift
  /// let item = NSCollectionLayoutItem(
  ///   layoutSize: NSCollectionLayoutSize(
  ///     widthDimension: .fractionalWidth(1 / 3), heightDimension: .fractionalHeight(1)))
  /// item.contentInsets = NSDirectionalEdgeInsets(top: 2, leading: 2, bottom: 2, trailing: 2)
  /// ```
  ///
  /// Defaults (UIKit's): zero ``contentInsets``, an ``edgeSpacing`` of four
  /// fixed zeros, no ``supplementaryItems``.
  ///
  /// Host shape: UIKit's class is an `NSObject` adopting `NSCopying` and open
  /// to subclassing; the host's is a plain class, public but not open (its
  /// subclasses ``Headless/NSCollectionLayoutGroup``,
  /// ``Headless/NSCollectionLayoutSupplementaryItem`` and
  /// ``Headless/NSCollectionLayoutDecorationItem`` keep UIKit's hierarchy);
  /// `init()` is unavailable, as UIKit's. UIKit's initializers are
  /// convenience initializers; the host's are designated, which callers
  /// cannot tell apart.
  @MainActor
  public class NSCollectionLayoutItem {
    /// The item's size.
    public let layoutSize: NSCollectionLayoutSize

    /// Insets that shrink the item's frame within its slot, leaving its
    /// neighbours where they are; ignored along an estimated dimension.
    /// Default zero.
    public var contentInsets = NSDirectionalEdgeInsets.zero

    /// Space around the item's slot within its group, applied before
    /// ``contentInsets``; `nil` for none. Default four fixed zeros.
    public var edgeSpacing: NSCollectionLayoutEdgeSpacing? = .zero()

    /// The supplementary items, stored here for ``supplementaryItems`` (read
    /// only on an item, settable on a group, as UIKit's).
    var storedSupplementaryItems: [NSCollectionLayoutSupplementaryItem]

    /// The supplementary views anchored to the item, such as badges.
    public var supplementaryItems: [NSCollectionLayoutSupplementaryItem] {
      storedSupplementaryItems
    }

    /// Makes an item of a size, with supplementary views anchored to it.
    ///
    /// - Parameters:
    ///   - layoutSize: The item's size.
    ///   - supplementaryItems: The supplementary views anchored to the item.
    public init(
      layoutSize: NSCollectionLayoutSize, supplementaryItems: [NSCollectionLayoutSupplementaryItem]
    ) {
      self.layoutSize = layoutSize
      storedSupplementaryItems = supplementaryItems
    }

    /// Makes an item of a size, without supplementary views.
    ///
    /// - Parameter layoutSize: The item's size.
    public convenience init(layoutSize: NSCollectionLayoutSize) {
      self.init(layoutSize: layoutSize, supplementaryItems: [])
    }

    /// Unavailable, as UIKit's: make an item of a size.
    @available(*, unavailable, message: "use init(layoutSize:)")
    public init() {
      fatalError("NSCollectionLayoutItem.init() is unavailable")
    }

    /// The item as one line of a group's visual description:
    /// `item {size}`, with its content insets when they are not zero.
    var layoutDescription: String {
      var text = "item \(layoutSize.layoutDescription)"
      if contentInsets != .zero {
        let insets = [
          contentInsets.top, contentInsets.leading, contentInsets.bottom, contentInsets.trailing,
        ]
        text += ", contentInsets {\(insets.map(\.layoutText).joined(separator: ", "))}"
      }
      return text
    }
  }
}
