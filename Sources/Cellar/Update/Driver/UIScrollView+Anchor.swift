import Foundation

extension UIScrollView {
  /// The offsets along an axis where an update may put its scroll anchor:
  /// from the resting offset under the insets (a navigation bar's height,
  /// say) to the end of the content, which UIKit's `setContentOffset`
  /// does not clamp to.
  ///
  /// - Parameter horizontal: Whether the axis is x.
  func anchorOffsets(horizontal: Bool) -> ClosedRange<CGFloat> {
    let insets = adjustedContentInset
    let start = horizontal ? -insets.left : -insets.top
    let end =
      horizontal
      ? contentSize.width + insets.right - bounds.width
      : contentSize.height + insets.bottom - bounds.height
    return start...max(start, end)
  }
}
