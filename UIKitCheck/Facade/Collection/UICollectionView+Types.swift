import CellarHost

extension UICollectionView {
  /// Constants that indicate how to scroll an item into the visible
  /// portion of the collection view.
  ///
  /// UIKit: https://developer.apple.com/documentation/uikit/uicollectionview/scrollposition
  public struct ScrollPosition: OptionSet, Hashable, Sendable {
    /// The raw bits, UIKit's values.
    ///
    /// UIKit: https://developer.apple.com/documentation/uikit/uicollectionview/scrollposition/init(rawvalue:)
    public let rawValue: UInt

    /// Creates a position from raw bits.
    ///
    /// UIKit: https://developer.apple.com/documentation/uikit/uicollectionview/scrollposition/init(rawvalue:)
    public init(rawValue: UInt) {
      self.rawValue = rawValue
    }

    /// Scroll so the item is at the top of the visible bounds.
    ///
    /// UIKit: https://developer.apple.com/documentation/uikit/uicollectionview/scrollposition/top
    public static let top = ScrollPosition(rawValue: 1 << 0)
    /// Center the item vertically.
    ///
    /// UIKit: https://developer.apple.com/documentation/uikit/uicollectionview/scrollposition/centeredvertically
    public static let centeredVertically = ScrollPosition(rawValue: 1 << 1)
    /// Scroll so the item is at the bottom of the visible bounds.
    ///
    /// UIKit: https://developer.apple.com/documentation/uikit/uicollectionview/scrollposition/bottom
    public static let bottom = ScrollPosition(rawValue: 1 << 2)
    /// Scroll so the item is at the left of the visible bounds.
    ///
    /// UIKit: https://developer.apple.com/documentation/uikit/uicollectionview/scrollposition/left
    public static let left = ScrollPosition(rawValue: 1 << 3)
    /// Center the item horizontally.
    ///
    /// UIKit: https://developer.apple.com/documentation/uikit/uicollectionview/scrollposition/centeredhorizontally
    public static let centeredHorizontally = ScrollPosition(rawValue: 1 << 4)
    /// Scroll so the item is at the right of the visible bounds.
    ///
    /// UIKit: https://developer.apple.com/documentation/uikit/uicollectionview/scrollposition/right
    public static let right = ScrollPosition(rawValue: 1 << 5)
  }

  /// Constants that indicate the direction of scrolling for the layout.
  ///
  /// UIKit: https://developer.apple.com/documentation/uikit/uicollectionview/scrolldirection
  public enum ScrollDirection: Int, Sendable {
    /// The layout scrolls content up and down.
    ///
    /// UIKit: https://developer.apple.com/documentation/uikit/uicollectionview/scrolldirection/vertical
    case vertical = 0
    /// The layout scrolls content left to right.
    ///
    /// UIKit: https://developer.apple.com/documentation/uikit/uicollectionview/scrolldirection/horizontal
    case horizontal = 1
  }

  /// A supplementary view that identifies the header for a given section.
  /// (A C constant in UIKit, so nonisolated here.)
  ///
  /// UIKit: https://developer.apple.com/documentation/uikit/uicollectionview/elementkindsectionheader
  nonisolated public static let elementKindSectionHeader = "UICollectionElementKindSectionHeader"

  /// A supplementary view that identifies the footer for a given section.
  ///
  /// UIKit: https://developer.apple.com/documentation/uikit/uicollectionview/elementkindsectionfooter
  nonisolated public static let elementKindSectionFooter = "UICollectionElementKindSectionFooter"
}
