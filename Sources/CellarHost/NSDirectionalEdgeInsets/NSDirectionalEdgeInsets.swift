import Foundation

extension Headless {
  /// Insets for each edge of a rectangle that follow the layout direction,
  /// UIKit's `NSDirectionalEdgeInsets` (Foundation on Linux does not have
  /// it): leading is the left edge in a left-to-right layout.
  ///
  /// Compositional layout items, groups and sections take their
  /// `contentInsets` in it. Positive values move an edge inwards.
  public struct NSDirectionalEdgeInsets: Hashable, Sendable {
    /// The inset of the top edge.
    public var top: CGFloat
    /// The inset of the leading edge.
    public var leading: CGFloat
    /// The inset of the bottom edge.
    public var bottom: CGFloat
    /// The inset of the trailing edge.
    public var trailing: CGFloat

    /// Creates insets of zero on every edge, as UIKit's `init()`.
    public init() {
      self.init(top: 0, leading: 0, bottom: 0, trailing: 0)
    }

    /// Creates insets from the four edges, in UIKit's order.
    ///
    /// - Parameters:
    ///   - top: The inset of the top edge.
    ///   - leading: The inset of the leading edge.
    ///   - bottom: The inset of the bottom edge.
    ///   - trailing: The inset of the trailing edge.
    public init(top: CGFloat, leading: CGFloat, bottom: CGFloat, trailing: CGFloat) {
      self.top = top
      self.leading = leading
      self.bottom = bottom
      self.trailing = trailing
    }

    /// Insets of zero on every edge, UIKit's `NSDirectionalEdgeInsets.zero`.
    public static let zero = NSDirectionalEdgeInsets()
  }
}
