import Foundation

/// The inset distances for views.
///
/// UIKit: https://developer.apple.com/documentation/uikit/uiedgeinsets
public struct UIEdgeInsets: Equatable, Sendable {
  /// The top edge inset value.
  ///
  /// UIKit: https://developer.apple.com/documentation/uikit/uiedgeinsets/top
  public var top: CGFloat
  /// The left edge inset value.
  ///
  /// UIKit: https://developer.apple.com/documentation/uikit/uiedgeinsets/left
  public var left: CGFloat
  /// The bottom edge inset value.
  ///
  /// UIKit: https://developer.apple.com/documentation/uikit/uiedgeinsets/bottom
  public var bottom: CGFloat
  /// The right edge inset value.
  ///
  /// UIKit: https://developer.apple.com/documentation/uikit/uiedgeinsets/right
  public var right: CGFloat

  /// Creates insets of zero.
  ///
  /// UIKit: https://developer.apple.com/documentation/uikit/uiedgeinsets/init()
  public init() {
    self.init(top: 0, left: 0, bottom: 0, right: 0)
  }

  /// Creates insets with the given values.
  ///
  /// UIKit: https://developer.apple.com/documentation/uikit/uiedgeinsets/init(top:left:bottom:right:)
  public init(top: CGFloat, left: CGFloat, bottom: CGFloat, right: CGFloat) {
    self.top = top
    self.left = left
    self.bottom = bottom
    self.right = right
  }

  /// Insets of zero on every edge.
  ///
  /// UIKit: https://developer.apple.com/documentation/uikit/uiedgeinsets/zero
  public static let zero = UIEdgeInsets()
}
