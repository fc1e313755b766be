import Foundation

/// A number a ``StepperRow`` steps: `Int` or `Double`.
///
/// The requirements say how one step moves a value and how the value is
/// shown; `Int` and `Double` conform. A type of your own can conform too:
/// the stepper's control holds `Double`s on UIKit, so ``stepperDouble``
/// says where the control stands.
public protocol StepperValue: Comparable, AdditiveArithmetic {
  /// The step used when none is given, or when the one given cannot step
  /// (see ``usableStep(_:)``): 1.
  static var defaultStep: Self { get }

  /// The step a stepper uses when given `step`: `step` itself when it
  /// moves values up with `+` (positive and finite), else ``defaultStep``.
  /// UIKit's `UIStepper` raises for a `stepValue` of 0 or less.
  ///
  /// - Parameter step: The step given.
  /// - Returns: The step used.
  static func usableStep(_ step: Self) -> Self

  /// The value one step up or down from this one, within `range`; never
  /// past either end, even where adding the step overflows.
  ///
  /// - Parameters:
  ///   - step: The step, as ``usableStep(_:)`` returned it.
  ///   - up: `true` for `+`, `false` for `−`.
  ///   - range: The values the stepper can reach.
  /// - Returns: The new value.
  func stepped(by step: Self, up: Bool, within range: ClosedRange<Self>) -> Self

  /// This value moved into `range`: the nearer end for a value outside it.
  ///
  /// - Parameter range: The values the stepper can reach.
  /// - Returns: The value within `range`.
  func clamped(to range: ClosedRange<Self>) -> Self

  /// The value as a text, for a stepper stepping by `step`.
  ///
  /// - Parameter step: The stepper's step.
  /// - Returns: The text the cell shows next to the stepper.
  func stepperText(step: Self) -> String

  /// The value as the stepper control holds it (UIKit's `UIStepper.value`).
  var stepperDouble: Double { get }
}

extension StepperValue {
  /// This value moved into `range`: the nearer end for a value outside it.
  ///
  /// - Parameter range: The values the stepper can reach.
  /// - Returns: The value within `range`.
  public func clamped(to range: ClosedRange<Self>) -> Self {
    min(max(self, range.lowerBound), range.upperBound)
  }
}

extension Int: StepperValue {
  /// The step used when none, or one below 1, is given: 1.
  public static var defaultStep: Int { 1 }

  /// `step` when it is at least 1, else 1.
  ///
  /// - Parameter step: The step given.
  /// - Returns: The step used.
  public static func usableStep(_ step: Int) -> Int { Swift.max(1, step) }

  /// The value one step up or down, computed without overflow: a step past
  /// `Int`'s range stops at the range's end.
  ///
  /// - Parameters:
  ///   - step: The step.
  ///   - up: `true` for `+`, `false` for `−`.
  ///   - range: The values the stepper can reach.
  /// - Returns: The new value.
  public func stepped(by step: Int, up: Bool, within range: ClosedRange<Int>) -> Int {
    if up {
      let (sum, overflow) = addingReportingOverflow(step)
      return overflow ? range.upperBound : Swift.min(sum, range.upperBound)
    }
    let (difference, overflow) = subtractingReportingOverflow(step)
    return overflow ? range.lowerBound : Swift.max(difference, range.lowerBound)
  }

  /// The value in decimal digits.
  ///
  /// - Parameter step: The stepper's step (unused).
  /// - Returns: The value, as `String(self)` gives it.
  public func stepperText(step: Int) -> String { String(self) }

  /// The value as a `Double` (rounded beyond 2^53).
  public var stepperDouble: Double { Double(self) }
}

extension Double: StepperValue {
  /// The step used when none, or an unusable one, is given: 1.
  public static var defaultStep: Double { 1 }

  /// `step` when it is positive and finite, else 1 (NaN, ±infinity, 0 and
  /// negative steps cannot step).
  ///
  /// - Parameter step: The step given.
  /// - Returns: The step used.
  public static func usableStep(_ step: Double) -> Double {
    step > 0 && step.isFinite ? step : 1
  }

  /// The value one step up or down, within `range`, rounded to the step's
  /// decimal places so that binary fractions do not drift: from 0.2, a step
  /// of 0.1 up gives 0.3, not 0.30000000000000004. A NaN value steps from
  /// the range's lower end.
  ///
  /// - Parameters:
  ///   - step: The step.
  ///   - up: `true` for `+`, `false` for `−`.
  ///   - range: The values the stepper can reach.
  /// - Returns: The new value.
  public func stepped(by step: Double, up: Bool, within range: ClosedRange<Double>) -> Double {
    let start = isNaN ? range.lowerBound : self
    let moved = (up ? start + step : start - step).roundedToDecimalPlaces(of: step)
    return moved.clamped(to: range)
  }

  /// This value moved into `range`; NaN is the range's lower end.
  ///
  /// - Parameter range: The values the stepper can reach.
  /// - Returns: The value within `range`.
  public func clamped(to range: ClosedRange<Double>) -> Double {
    isNaN ? range.lowerBound : Swift.min(Swift.max(self, range.lowerBound), range.upperBound)
  }

  /// The value rounded to the step's decimal places, in Swift's shortest
  /// form: `0.3` for 0.30000000000000004 with a step of 0.1.
  ///
  /// - Parameter step: The stepper's step.
  /// - Returns: The text.
  public func stepperText(step: Double) -> String {
    roundedToDecimalPlaces(of: step).description
  }

  /// The value itself.
  public var stepperDouble: Double { self }

  /// This value rounded to as many decimal places as `step` has (up to
  /// 15); unchanged when `step` has more, or when rounding would overflow.
  func roundedToDecimalPlaces(of step: Double) -> Double {
    guard isFinite, let places = Self.decimalPlaces(of: step) else { return self }
    let scale = (0..<places).reduce(1.0) { value, _ in value * 10 }
    let rounded = (self * scale).rounded() / scale
    return rounded.isFinite ? rounded : self
  }

  /// How many decimal places `step` has (0 for a whole step), read from
  /// its shortest decimal form (`0.1` has 1, `2.5e-07` has 8); `nil` beyond
  /// 15 (1/3, say) or for a step that is not finite.
  static func decimalPlaces(of step: Double) -> Int? {
    guard step.isFinite else { return nil }
    let text = Swift.abs(step).description
    let parts = text.split(separator: "e", maxSplits: 1)
    let mantissa = parts[0]
    let exponent = parts.count == 2 ? Int(parts[1]) ?? 0 : 0
    let fraction = mantissa.split(separator: ".", maxSplits: 1).dropFirst().first ?? ""
    let digits = fraction == "0" ? 0 : fraction.count
    let places = Swift.max(0, digits - exponent)
    return places <= 15 ? places : nil
  }

}
