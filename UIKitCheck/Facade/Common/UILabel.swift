import Foundation

/// A view that displays one or more lines of text.
///
/// The facade's label only holds its text; a host table renders it.
///
/// UIKit: https://developer.apple.com/documentation/uikit/uilabel
@MainActor
open class UILabel: UIView {
  /// The text that the label displays.
  ///
  /// UIKit: https://developer.apple.com/documentation/uikit/uilabel/text
  open var text: String?

  /// The maximum number of lines for rendering text; 0 for no limit. Default: 1.
  ///
  /// UIKit: https://developer.apple.com/documentation/uikit/uilabel/numberoflines
  open var numberOfLines = 1
}
