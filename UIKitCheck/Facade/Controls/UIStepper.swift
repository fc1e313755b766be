import Foundation

/// A control for incrementing or decrementing a value.
///
/// A test simulates the user's tap on `+` (or `−`) as UIKit does it: it
/// adds (or subtracts) `stepValue` to `value`, which clamps it to the
/// bounds, then calls `sendActions(for: .valueChanged)`. Setting the value
/// in code sends nothing, as in UIKit.
///
/// UIKit: https://developer.apple.com/documentation/uikit/uistepper
@MainActor
open class UIStepper: UIControl {
  private var storedValue = 0.0
  private var storedMinimum = 0.0
  private var storedMaximum = 100.0
  private var storedStep = 1.0

  /// The numeric value of the stepper, clamped to `minimumValue` and
  /// `maximumValue`. Default: 0.
  ///
  /// UIKit: https://developer.apple.com/documentation/uikit/uistepper/value
  open var value: Double {
    get { storedValue }
    set { storedValue = min(max(newValue, storedMinimum), storedMaximum) }
  }

  /// The lowest possible numeric value for the stepper. Default: 0. Must be
  /// less than `maximumValue`: UIKit raises `NSInvalidArgumentException`
  /// otherwise, and the facade stops the program.
  ///
  /// UIKit: https://developer.apple.com/documentation/uikit/uistepper/minimumvalue
  open var minimumValue: Double {
    get { storedMinimum }
    set {
      precondition(
        newValue < storedMaximum, "UIKit would raise: minimumValue must be less than maximumValue")
      storedMinimum = newValue
      value = storedValue
    }
  }

  /// The highest possible numeric value for the stepper. Default: 100. Must
  /// be greater than `minimumValue`: UIKit raises
  /// `NSInvalidArgumentException` otherwise, and the facade stops the program.
  ///
  /// UIKit: https://developer.apple.com/documentation/uikit/uistepper/maximumvalue
  open var maximumValue: Double {
    get { storedMaximum }
    set {
      precondition(
        newValue > storedMinimum,
        "UIKit would raise: maximumValue must be greater than minimumValue")
      storedMaximum = newValue
      value = storedValue
    }
  }

  /// The step, or increment, value for the stepper. Default: 1. Must be
  /// greater than 0: UIKit raises `NSInvalidArgumentException` otherwise,
  /// and the facade stops the program.
  ///
  /// UIKit: https://developer.apple.com/documentation/uikit/uistepper/stepvalue
  open var stepValue: Double {
    get { storedStep }
    set {
      precondition(newValue > 0, "UIKit would raise: stepValue must be greater than 0")
      storedStep = newValue
    }
  }
}
