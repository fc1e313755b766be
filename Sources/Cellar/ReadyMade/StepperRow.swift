import Foundation

/// What a ``NumericStepperCell`` shows: a title, a value (an `Int`, a
/// `Double`, any ``StepperValue``) and a stepper (`−`/`+`), with what
/// happens when the user steps it.
///
/// ```swift
/// NumericStepperContent(title: "Copies", value: 2, range: 1...10)            // Int
/// NumericStepperContent(title: "Volume", value: 0.5, range: 0...1, step: 0.1) // Double
/// ```
///
/// ``StepperContent`` is the `Int` content. Content equality compares the
/// title, value, range and step, not the handler: stepping, then updating
/// the table with the new value, reconfigures the row in place.
public struct NumericStepperContent<Value: StepperValue>: Equatable {
  /// The title, on the left.
  public var title: String
  /// The value shown next to the stepper.
  public var value: Value
  /// The values the stepper can reach.
  public var range: ClosedRange<Value>
  /// How much one step adds or removes: positive (at least 1 for `Int`).
  ///
  /// A step that cannot step, given to the initializer or set later, is 1
  /// (``StepperValue/usableStep(_:)``): for `Int` a step below 1, for
  /// `Double` also NaN and ±infinity. UIKit's `UIStepper` raises for a
  /// `stepValue` of 0 or less, and a negative step would turn `+` into `−`.
  ///
  /// ```swift
  /// var content = StepperContent(title: "Copies", value: 1, range: 1...10)
  /// content.step = 0  // content.step == 1
  /// ```
  public var step: Value {
    didSet { step = Value.usableStep(step) }
  }
  /// Called with the new value when the user steps; change your model
  /// there and update the table.
  public var onChange: (@MainActor (Value) -> Void)?

  /// Creates stepper content.
  ///
  /// - Parameters:
  ///   - title: The title.
  ///   - value: The value, clamped to `range` (a NaN `Double` is the
  ///     range's lower end).
  ///   - range: The values the stepper can reach.
  ///   - step: How much one step changes the value; `nil` or a step that
  ///     cannot step (see ``step``) is 1. Default: 1.
  ///   - onChange: Called with the new value when the user steps.
  public init(
    title: String, value: Value, range: ClosedRange<Value>, step: Value? = nil,
    onChange: (@MainActor (Value) -> Void)? = nil
  ) {
    self.title = title
    self.value = value.clamped(to: range)
    self.range = range
    self.step = Value.usableStep(step ?? Value.defaultStep)
    self.onChange = onChange
  }

  /// The value one step up or down from ``value``, within ``range``.
  ///
  /// - Parameter up: `true` for `+`, `false` for `−`.
  /// - Returns: The new value; ``value`` itself at the range's end.
  func steppedValue(up: Bool) -> Value {
    value.stepped(by: step, up: up, within: range)
  }

  /// The value as the cell shows it.
  var valueText: String { value.stepperText(step: step) }

  /// Whether two contents show the same thing (handlers are not compared).
  ///
  /// - Parameters:
  ///   - lhs: A content.
  ///   - rhs: Another content.
  /// - Returns: `true` when title, value, range and step are equal.
  public static func == (lhs: Self, rhs: Self) -> Bool {
    lhs.title == rhs.title && lhs.value == rhs.value && lhs.range == rhs.range
      && lhs.step == rhs.step
  }
}

/// What a ``StepperCell`` shows: a title, an integer value and a stepper,
/// with what happens when the user steps it (see ``NumericStepperContent``).
public typealias StepperContent = NumericStepperContent<Int>

/// The cell of an `Int` ``StepperRow``.
public typealias StepperCell = NumericStepperCell<Int>

/// A row with a title, a value and a stepper: `Row<NumericStepperCell<Value>>`,
/// for `Int` and `Double` values (any ``StepperValue``).
///
/// ```swift
/// StepperRow(title: "Copies", value: copies, range: 1...10) { copies = $0 }
/// StepperRow(title: "Volume", value: 0.5, range: 0...1, step: 0.1) { volume = $0 }
/// ```
public typealias StepperRow<Value: StepperValue> = Row<NumericStepperCell<Value>>

extension Row {
  /// Creates a stepper row, identified by its title unless an `id` is given.
  ///
  /// ```swift
  /// StepperRow(title: "Copies", value: copies, range: 1...10) { copies = $0 }
  /// StepperRow(title: "Volume", value: volume, range: 0...1, step: 0.1) { volume = $0 }
  /// ```
  ///
  /// - Parameters:
  ///   - title: The title.
  ///   - value: The value (an `Int`, a `Double`), clamped to `range`.
  ///   - range: The values the stepper can reach.
  ///   - step: How much one step changes the value; `nil` or a step that
  ///     cannot step (below 1 for `Int`; not positive and finite for
  ///     `Double`) is 1. Default: 1.
  ///   - id: The row's identity (any `Hashable`), unique in the table. Default:
  ///     the title, so two rows with the same title in one table (two "Sounds"
  ///     switches in two sections) each need an `id:`.
  ///   - onChange: Called with the new value when the user steps.
  public init<Value: StepperValue>(
    title: String, value: Value, range: ClosedRange<Value>, step: Value? = nil,
    id: AnyHashable? = nil, onChange: (@MainActor (Value) -> Void)? = nil
  ) where Cell == NumericStepperCell<Value> {
    self.init(
      model: NumericStepperContent(
        title: title, value: value, range: range, step: step, onChange: onChange),
      readyMadeID: id, title: title)
  }
}
