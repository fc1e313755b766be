import Foundation

extension Headless {
  /// UIKit's `UIStepper`: a control that steps a `Double` value between a
  /// minimum and a maximum, drawn `[-|+]` by the table's text rendering (a
  /// side that cannot step further, and both sides of a disabled stepper,
  /// are drawn ` `).
  ///
  /// As in UIKit, ``value`` is clamped to the range, and a minimum not below
  /// the maximum or a step not above zero raises `NSInvalidArgumentException`
  /// (the host also refuses NaN bounds and steps); the property then keeps
  /// its value. Setting the value sends no event; a user's tap on `+` is
  /// `value += stepValue` (wrapping when ``wraps``) followed by
  /// `sendActions(for: .valueChanged)`.
  @MainActor
  open class UIStepper: UIControl {
    /// Whether value changes are sent while the user holds a button
    /// (`true`), or when the interaction ends.
    open var isContinuous = true

    /// Whether holding a button steps repeatedly.
    open var autorepeat = true

    /// Whether stepping past one end continues from the other.
    open var wraps = false

    /// The value, clamped to ``minimumValue``...``maximumValue``. Default 0.
    open var value: Double {
      get { storedValue }
      set { storedValue = Self.clamped(newValue, minimumValue, maximumValue, to: storedValue) }
    }

    /// The lowest value; must stay below ``maximumValue``. Default 0.
    open var minimumValue: Double {
      get { storedMinimum }
      set {
        guard !newValue.isNaN, newValue < storedMaximum else {
          return Self.refuse(
            "minimumValue (\(newValue)) must be less than maximumValue (\(storedMaximum))")
        }
        storedMinimum = newValue
        storedValue = Self.clamped(storedValue, storedMinimum, storedMaximum, to: storedValue)
      }
    }

    /// The highest value; must stay above ``minimumValue``. Default 100.
    open var maximumValue: Double {
      get { storedMaximum }
      set {
        guard !newValue.isNaN, newValue > storedMinimum else {
          return Self.refuse(
            "maximumValue (\(newValue)) must be greater than minimumValue (\(storedMinimum))")
        }
        storedMaximum = newValue
        storedValue = Self.clamped(storedValue, storedMinimum, storedMaximum, to: storedValue)
      }
    }

    /// How much one tap changes the value; must be above 0. Default 1.
    open var stepValue: Double {
      get { storedStep }
      set {
        guard newValue > 0 else {
          return Self.refuse("stepValue (\(newValue)) must be greater than 0")
        }
        storedStep = newValue
      }
    }

    private var storedValue: Double = 0
    private var storedMinimum: Double = 0
    private var storedMaximum: Double = 100
    private var storedStep: Double = 1

    /// Creates a stepper: value 0, range 0...100, step 1.
    ///
    /// - Parameter frame: The stepper's frame.
    public override init(frame: CGRect) {
      super.init(frame: frame)
    }

    /// Creates a stepper from an archive; always fails on the host.
    ///
    /// - Parameter coder: The archive; never read.
    /// - Returns: `nil`.
    public required init?(coder: NSCoder) {
      return nil
    }

    /// `value` within `minimum...maximum`; `fallback` for NaN.
    private static func clamped(
      _ value: Double, _ minimum: Double, _ maximum: Double, to fallback: Double
    ) -> Double {
      value.isNaN ? fallback : Swift.min(Swift.max(value, minimum), maximum)
    }

    /// Raises `NSInvalidArgumentException` for a refused setting.
    private static func refuse(_ reason: String) {
      UIKitException.raise(UIKitException(name: .invalidArgument, reason: reason))
    }

    override var drawnText: String? {
      guard isEnabled else { return "[ | ]" }
      let minus = wraps || value > minimumValue ? "-" : " "
      let plus = wraps || value < maximumValue ? "+" : " "
      return "[\(minus)|\(plus)]"
    }
  }
}
