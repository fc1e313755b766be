import Foundation

extension Headless {
  /// Insets for each edge of a rectangle, UIKit's `UIEdgeInsets`.
  ///
  /// A flow layout's ``UICollectionViewFlowLayout/sectionInset`` and a collection
  /// view's content inset use it. Positive values move an edge inwards.
  public struct UIEdgeInsets: Hashable, Sendable {
    /// The inset of the top edge.
    public var top: CGFloat
    /// The inset of the left edge.
    public var left: CGFloat
    /// The inset of the bottom edge.
    public var bottom: CGFloat
    /// The inset of the right edge.
    public var right: CGFloat

    /// Creates insets of zero on every edge, as UIKit's `init()`.
    public init() {
      self.init(top: 0, left: 0, bottom: 0, right: 0)
    }

    /// Creates insets from the four edges, in UIKit's order.
    ///
    /// - Parameters:
    ///   - top: The inset of the top edge.
    ///   - left: The inset of the left edge.
    ///   - bottom: The inset of the bottom edge.
    ///   - right: The inset of the right edge.
    public init(top: CGFloat, left: CGFloat, bottom: CGFloat, right: CGFloat) {
      self.top = top
      self.left = left
      self.bottom = bottom
      self.right = right
    }

    /// Insets of zero on every edge, UIKit's `UIEdgeInsets.zero`.
    public static let zero = UIEdgeInsets(top: 0, left: 0, bottom: 0, right: 0)
  }
}
