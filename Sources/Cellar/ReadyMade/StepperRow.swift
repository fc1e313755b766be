import Foundation

/// What a ``StepperCell`` shows: a title, an integer value and a stepper
/// (`−`/`+`), with what happens when the user steps it.
///
/// Content equality compares the title, value, range and step, not the
/// handler: stepping, then updating the table with the new value,
/// reconfigures the row in place.
public struct StepperContent: Equatable {
  /// The title, on the left.
  public var title: String
  /// The value shown next to the stepper.
  public var value: Int
  /// The values the stepper can reach.
  public var range: ClosedRange<Int>
  /// How much one step adds or removes: at least 1.
  ///
  /// A smaller step, given to the initializer or set later, is 1: UIKit's
  /// `UIStepper` raises for a `stepValue` of 0 or less, and a negative step
  /// would turn `+` into `−`.
  ///
  /// ```swift
  /// var content = StepperContent(title: "Copies", value: 1, range: 1...10)
  /// content.step = 0  // content.step == 1
  /// ```
  public var step: Int {
    didSet { if step < 1 { step = 1 } }
  }
  /// Called with the new value when the user steps; change your model
  /// there and update the table.
  public var onChange: (@MainActor (Int) -> Void)?

  /// Creates stepper content.
  ///
  /// - Parameters:
  ///   - title: The title.
  ///   - value: The value, clamped to `range`.
  ///   - range: The values the stepper can reach.
  ///   - step: How much one step changes the value; at least 1 (a smaller
  ///     step is 1). Default: 1.
  ///   - onChange: Called with the new value when the user steps.
  public init(
    title: String, value: Int, range: ClosedRange<Int>, step: Int = 1,
    onChange: (@MainActor (Int) -> Void)? = nil
  ) {
    self.title = title
    self.value = min(max(value, range.lowerBound), range.upperBound)
    self.range = range
    self.step = max(1, step)
    self.onChange = onChange
  }

  /// Whether two contents show the same thing (handlers are not compared).
  ///
  /// - Parameters:
  ///   - lhs: A content.
  ///   - rhs: Another content.
  /// - Returns: `true` when title, value, range and step are equal.
  public static func == (lhs: StepperContent, rhs: StepperContent) -> Bool {
    lhs.title == rhs.title && lhs.value == rhs.value && lhs.range == rhs.range
      && lhs.step == rhs.step
  }
}

/// A row with a title, a value and a stepper: `Row<StepperCell>`.
public typealias StepperRow = Row<StepperCell>

extension Row where Cell == StepperCell {
  /// Creates a stepper row, identified by its title unless an `id` is given.
  ///
  /// - Parameters:
  ///   - title: The title.
  ///   - value: The value, clamped to `range`.
  ///   - range: The values the stepper can reach.
  ///   - step: How much one step changes the value; at least 1 (a smaller
  ///     step is 1). Default: 1.
  ///   - id: The row's identity (any `Hashable`), unique in the table. Default:
  ///     the title, so two rows with the same title in one table (two "Sounds"
  ///     switches in two sections) each need an `id:`.
  ///   - onChange: Called with the new value when the user steps.
  public init(
    title: String, value: Int, range: ClosedRange<Int>, step: Int = 1, id: AnyHashable? = nil,
    onChange: (@MainActor (Int) -> Void)? = nil
  ) {
    self.init(
      model: StepperContent(
        title: title, value: value, range: range, step: step, onChange: onChange),
      readyMadeID: id, title: title)
  }
}
