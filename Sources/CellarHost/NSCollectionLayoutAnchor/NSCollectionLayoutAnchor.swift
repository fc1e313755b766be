import Foundation

extension Headless {
  /// Where a supplementary item is attached to its container, UIKit's
  /// `NSCollectionLayoutAnchor`: edges of a rectangle and an offset from
  /// them.
  ///
  /// ```swift
  /// let badge = NSCollectionLayoutAnchor(
  ///   edges: [.top, .trailing], fractionalOffset: CGPoint(x: 0.3, y: -0.3))
  /// ```
  ///
  /// The edges name a point of the rectangle: 0 (leading, top) or 1
  /// (trailing, bottom) along each axis, one half when both or neither of an
  /// axis's edges are named. An absolute offset is in points; a fractional
  /// one is a fraction of the supplementary's own size. Edge sets and
  /// offsets are not checked.
  ///
  /// Host shape: a plain immutable class, public but not open, where UIKit's
  /// is an `NSObject` adopting `NSCopying` (see
  /// ``Headless/NSCollectionLayoutDimension``); `init()` is unavailable, as
  /// UIKit's.
  @MainActor
  public class NSCollectionLayoutAnchor {
    /// The edges the anchor names.
    public let edges: NSDirectionalRectEdge

    /// The offset from the edges' point: in points when ``isAbsoluteOffset``,
    /// a fraction of the supplementary's size when ``isFractionalOffset``.
    public let offset: CGPoint

    /// Whether ``offset`` is a fraction of the supplementary's size.
    public let isFractionalOffset: Bool

    /// Makes an anchor.
    init(edges: NSDirectionalRectEdge, offset: CGPoint, isFractionalOffset: Bool) {
      self.edges = edges
      self.offset = offset
      self.isFractionalOffset = isFractionalOffset
    }

    /// An anchor at `edges`, with no offset (an absolute zero).
    ///
    /// - Parameter edges: The edges.
    public convenience init(edges: NSDirectionalRectEdge) {
      self.init(edges: edges, offset: .zero, isFractionalOffset: false)
    }

    /// An anchor at `edges`, moved by `absoluteOffset` points.
    ///
    /// - Parameters:
    ///   - edges: The edges.
    ///   - absoluteOffset: The offset in points.
    public convenience init(edges: NSDirectionalRectEdge, absoluteOffset: CGPoint) {
      self.init(edges: edges, offset: absoluteOffset, isFractionalOffset: false)
    }

    /// An anchor at `edges`, moved by a fraction of the supplementary's size.
    ///
    /// - Parameters:
    ///   - edges: The edges.
    ///   - fractionalOffset: The offset as fractions of the supplementary's
    ///     width and height.
    public convenience init(edges: NSDirectionalRectEdge, fractionalOffset: CGPoint) {
      self.init(edges: edges, offset: fractionalOffset, isFractionalOffset: true)
    }

    /// Unavailable, as UIKit's: make an anchor from edges.
    @available(*, unavailable, message: "use init(edges:)")
    public init() {
      fatalError("NSCollectionLayoutAnchor.init() is unavailable")
    }

    /// Whether ``offset`` is in points.
    public var isAbsoluteOffset: Bool { !isFractionalOffset }

    /// The point of a rectangle the edges name, as fractions of its width
    /// and height: 0 at the leading or top edge, 1 at the trailing or bottom
    /// edge, one half when both or neither of an axis's edges are named.
    var anchorPoint: CGPoint {
      func fraction(_ low: NSDirectionalRectEdge, _ high: NSDirectionalRectEdge) -> CGFloat {
        switch (edges.contains(low), edges.contains(high)) {
        case (true, false): 0
        case (false, true): 1
        default: 0.5
        }
      }
      return CGPoint(x: fraction(.leading, .trailing), y: fraction(.top, .bottom))
    }
  }
}
