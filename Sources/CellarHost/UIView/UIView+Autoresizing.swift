import Foundation

extension Headless.UIView {
  /// How a view follows its superview's size, UIKit's
  /// `UIView.AutoresizingMask` (with UIKit's bits): which of its margins
  /// and sizes along each axis are flexible.
  public struct AutoresizingMask: OptionSet, Sendable {
    /// The mask's bits, UIKit's.
    public let rawValue: UInt

    /// Creates a mask from its bits.
    ///
    /// - Parameter rawValue: UIKit's bits.
    public init(rawValue: UInt) { self.rawValue = rawValue }

    /// The distance to the superview's left edge is flexible.
    public static let flexibleLeftMargin = AutoresizingMask(rawValue: 1 << 0)
    /// The width is flexible.
    public static let flexibleWidth = AutoresizingMask(rawValue: 1 << 1)
    /// The distance to the superview's right edge is flexible.
    public static let flexibleRightMargin = AutoresizingMask(rawValue: 1 << 2)
    /// The distance to the superview's top edge is flexible.
    public static let flexibleTopMargin = AutoresizingMask(rawValue: 1 << 3)
    /// The height is flexible.
    public static let flexibleHeight = AutoresizingMask(rawValue: 1 << 4)
    /// The distance to the superview's bottom edge is flexible.
    public static let flexibleBottomMargin = AutoresizingMask(rawValue: 1 << 5)
  }

  /// Resizes each subview by its ``autoresizingMask`` after this view's
  /// size changed from `old`, as UIKit does: along each axis, the change
  /// is shared among the subview's flexible parts (margins and size) in
  /// proportion to their sizes, equally when they are all zero.
  func resizeSubviews(from old: CGSize) {
    let new = frame.size
    for subview in subviews where !subview.autoresizingMask.isEmpty {
      let mask = subview.autoresizingMask
      var frame = subview.frame
      // The frame's own origin and size, not `minX`/`width`, which
      // standardize a negative size.
      let (x, width) = Self.share(
        new.width - old.width, start: frame.origin.x, length: frame.size.width,
        end: old.width - frame.origin.x - frame.size.width,
        flexible: (
          mask.contains(.flexibleLeftMargin), mask.contains(.flexibleWidth),
          mask.contains(.flexibleRightMargin)
        ))
      let (y, height) = Self.share(
        new.height - old.height, start: frame.origin.y, length: frame.size.height,
        end: old.height - frame.origin.y - frame.size.height,
        flexible: (
          mask.contains(.flexibleTopMargin), mask.contains(.flexibleHeight),
          mask.contains(.flexibleBottomMargin)
        ))
      frame.origin = CGPoint(x: x, y: y)
      frame.size = CGSize(width: width, height: height)
      subview.frame = frame
    }
  }

  /// One axis of ``resizeSubviews(from:)``: the new start and length of a
  /// subview whose superview grew by `delta` along the axis.
  private static func share(
    _ delta: CGFloat, start: CGFloat, length: CGFloat, end: CGFloat,
    flexible: (start: Bool, length: Bool, end: Bool)
  ) -> (start: CGFloat, length: CGFloat) {
    let parts = [(flexible.start, start), (flexible.length, length), (flexible.end, end)]
    let count = CGFloat(parts.filter(\.0).count)
    guard count > 0, delta != 0, delta.isFinite else { return (start, length) }
    let total = parts.reduce(CGFloat(0)) { $0 + ($1.0 ? max($1.1, 0) : 0) }
    func change(_ part: (Bool, CGFloat)) -> CGFloat {
      guard part.0 else { return 0 }
      return total > 0 && total.isFinite ? delta * max(part.1, 0) / total : delta / count
    }
    return (start + change(parts[0]), length + change(parts[1]))
  }
}
