import Foundation

extension Headless {
  /// A set of a rectangle's edges that follows the layout direction, UIKit's
  /// `NSDirectionalRectEdge` (Foundation on Linux does not have it).
  ///
  /// A compositional layout's ``Headless/NSCollectionLayoutAnchor`` names
  /// the edges a supplementary view is anchored to:
  ///
  /// ```swift
  /// let badge = NSCollectionLayoutAnchor(edges: [.top, .trailing])
  /// ```
  public struct NSDirectionalRectEdge: OptionSet, Hashable, Sendable {
    /// The edges as UIKit's bits: top 1, leading 2, bottom 4, trailing 8.
    public let rawValue: UInt

    /// Makes a set of edges from UIKit's bits.
    ///
    /// - Parameter rawValue: The bits.
    public init(rawValue: UInt) {
      self.rawValue = rawValue
    }

    /// The top edge.
    public static let top = NSDirectionalRectEdge(rawValue: 1 << 0)
    /// The leading edge.
    public static let leading = NSDirectionalRectEdge(rawValue: 1 << 1)
    /// The bottom edge.
    public static let bottom = NSDirectionalRectEdge(rawValue: 1 << 2)
    /// The trailing edge.
    public static let trailing = NSDirectionalRectEdge(rawValue: 1 << 3)
    /// All four edges.
    public static let all: NSDirectionalRectEdge = [.top, .leading, .bottom, .trailing]
  }
}
