import Foundation

extension Headless.UIScrollView {
  /// The longest side a viewport may have, in points: 2^30, the limit of
  /// the flow layout's lengths (`FlowLayoutError`) and of a table's heights
  /// (``Headless/UITableView/maximumHeight``).
  ///
  /// A longer viewport would show more rows or items than any screen: a
  /// table view would make a cell for every row in it.
  nonisolated public static let maximumViewportLength: CGFloat = 1_073_741_824

  /// A viewport size that ``Headless/UIScrollView/viewportSize``,
  /// ``Headless/UIScrollView/bounds``, ``Headless/UIScrollView/setViewportSize(_:)`` or a view's
  /// initializer refused.
  ///
  /// UIKit raises `CALayerInvalidGeometry` for a NaN frame and has no
  /// message for the other sizes, so the message is the simulator's own.
  public enum ViewportError: Error, Hashable, Sendable, CustomStringConvertible {
    /// A side was NaN, infinite, negative or longer than
    /// ``Headless/UIScrollView/maximumViewportLength``.
    case invalidSize(width: CGFloat, height: CGFloat)

    /// What was wrong, and the range a side must be in.
    public var description: String {
      switch self {
      case .invalidSize(let width, let height):
        "Invalid viewport size \(Double(width)) × \(Double(height)): each side must be a finite "
          + "number of points from 0 to 1073741824 (UIScrollView.maximumViewportLength); "
          + "the view keeps the size it had."
      }
    }

    /// The error for a size a viewport cannot have, or `nil` for a valid one.
    init?(refusing size: CGSize) {
      func isValid(_ side: CGFloat) -> Bool {
        side.isFinite && side >= 0 && side <= UIScrollView.maximumViewportLength
      }
      guard !isValid(size.width) || !isValid(size.height) else { return nil }
      self = .invalidSize(width: size.width, height: size.height)
    }
  }

  /// Sets ``viewportSize``, or throws for a size it would refuse.
  ///
  /// The host's checked way to size a view: `viewportSize` (and `bounds`)
  /// cannot throw, so they keep a refused size out silently, and say why
  /// in ``viewportError`` only.
  ///
  /// ```swift
  /// try collectionView.setViewportSize(CGSize(width: 375, height: 667))
  /// ```
  ///
  /// - Parameter size: The new size: each side a finite number of points
  ///   from 0 to ``maximumViewportLength``.
  /// - Throws: ``ViewportError/invalidSize(width:height:)`` for a side that
  ///   is NaN, infinite, negative or longer than 2^30 points; the view is
  ///   then unchanged (``viewportError`` is set).
  /// - Complexity: O(1); the layout is redone at the next layout pass.
  public func setViewportSize(_ size: CGSize) throws(ViewportError) {
    if let error = ViewportError(refusing: size) {
      viewportError = error
      throw error
    }
    // Through the property, so that each view's observer marks its layout.
    viewportSize = size
  }
}

extension Comparable {
  /// The value, or the nearer bound of `range` when it lies outside.
  func clamped(to range: ClosedRange<Self>) -> Self {
    min(max(self, range.lowerBound), range.upperBound)
  }
}
