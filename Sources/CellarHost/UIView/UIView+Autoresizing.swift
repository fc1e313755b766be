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
      // The frame's own origin and size, not `minX`/`width`, which
      // standardize a negative size.
      let frame = subview.frame
      let (x, width) = Self.share(
        from: old.width, to: new.width, frame.origin.x, frame.size.width,
        [.flexibleLeftMargin, .flexibleWidth, .flexibleRightMargin].map(mask.contains))
      let (y, height) = Self.share(
        from: old.height, to: new.height, frame.origin.y, frame.size.height,
        [.flexibleTopMargin, .flexibleHeight, .flexibleBottomMargin].map(mask.contains))
      subview.frame = CGRect(x: x, y: y, width: width, height: height)
    }
  }

  /// One axis of ``resizeSubviews(from:)``: the new start and length of a
  /// subview at `start` with `length` in a superview whose length along the
  /// axis went from `old` to `new`; `flexible` says which of its start
  /// margin, length and end margin are flexible.
  private static func share(
    from old: CGFloat, to new: CGFloat, _ start: CGFloat, _ length: CGFloat, _ flexible: [Bool]
  ) -> (start: CGFloat, length: CGFloat) {
    let delta = new - old
    let parts = zip(flexible, [start, length, old - start - length]).map { $0 ? max($1, 0) : nil }
    let count = CGFloat(parts.filter { $0 != nil }.count)
    guard count > 0, delta != 0, delta.isFinite else { return (start, length) }
    let total = parts.reduce(CGFloat(0)) { $0 + ($1 ?? 0) }
    func change(_ part: CGFloat?) -> CGFloat {
      guard let part else { return 0 }
      return total > 0 && total.isFinite ? delta * part / total : delta / count
    }
    return (start + change(parts[0]), length + change(parts[1]))
  }
}
