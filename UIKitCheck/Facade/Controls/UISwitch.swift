import Foundation

/// A control that offers a binary choice, such as on/off.
///
/// A test simulates the user's flip as UIKit does it: it sets `isOn` to the
/// other value (when `isEnabled`), then calls `sendActions(for: .valueChanged)`.
/// Setting the value in code sends nothing, as in UIKit.
///
/// UIKit: https://developer.apple.com/documentation/uikit/uiswitch
@MainActor
open class UISwitch: UIControl {
  /// A Boolean value that determines whether the switch is in the on or off
  /// position; setting it sends no action.
  ///
  /// UIKit: https://developer.apple.com/documentation/uikit/uiswitch/ison
  open var isOn = false

  /// Sets the state of the switch to the on or off position, optionally
  /// animating the transition (the facade does not animate); sends no action.
  ///
  /// UIKit: https://developer.apple.com/documentation/uikit/uiswitch/seton(_:animated:)
  open func setOn(_ on: Bool, animated: Bool) {
    isOn = on
  }
}
