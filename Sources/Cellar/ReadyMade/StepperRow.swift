#if !canImport(UIKit)
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
    /// How much one step adds or removes.
    public var step: Int
    /// Called with the new value when the user steps; change your model
    /// there and update the table.
    public var onChange: (@MainActor (Int) -> Void)?

    /// Creates stepper content.
    ///
    /// - Parameters:
    ///   - title: The title.
    ///   - value: The value, clamped to `range`.
    ///   - range: The values the stepper can reach.
    ///   - step: How much one step changes the value; at least 1. Default: 1.
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

  /// A ready-made cell with a title, a value and a stepper (`UIStepper` as
  /// accessory view), drawn `12 [-|+]` at the trailing edge; a side that
  /// cannot step further is drawn ` ` instead of `-` or `+`.
  ///
  /// ``increment()`` and ``decrement()`` are the user tapping `+` and `−`: the
  /// cell shows the new value and calls the ``StepperContent/onChange`` of
  /// the row the table holds now (the newest handler); the app changes its
  /// model there and updates the table; the cell then shows the row's model
  /// (the new value when the app took it, the old one when it did not).
  ///
  /// ```swift
  /// StepperRow(title: "Text Size", value: settings.textSize, range: 10...24, step: 2) { size in
  ///   settings.textSize = size
  ///   try? table.update(with: makeSections())
  /// }
  /// ```
  public final class StepperCell: TableViewCell, ConfigurableCell, TableLinkedCell {
    /// The value shown.
    public private(set) var value = 0
    /// The values the stepper can reach.
    public private(set) var range = 0...0
    /// How much one step changes the value.
    public private(set) var step = 1
    /// The handler of the content last shown, for a cell no table shows.
    private var standaloneOnChange: (@MainActor (Int) -> Void)?
    weak var linkedTable: Table?

    /// Shows the title, the value and the stepper.
    ///
    /// - Parameter content: The row's content.
    public func configure(_ content: StepperContent) {
      textLabel?.text = content.title
      value = content.value
      range = content.range
      step = content.step
      standaloneOnChange = content.onChange
    }

    /// Simulates the user tapping `+`: adds one step, up to the range's end.
    ///
    /// - Returns: The value the user chose, or `nil` when the value is at the end already.
    @discardableResult
    public func increment() -> Int? {
      let (sum, overflow) = value.addingReportingOverflow(step)
      return change(to: overflow ? range.upperBound : min(sum, range.upperBound))
    }

    /// Simulates the user tapping `−`: removes one step, down to the range's start.
    ///
    /// - Returns: The value the user chose, or `nil` when the value is at the start already.
    @discardableResult
    public func decrement() -> Int? {
      let (difference, overflow) = value.subtractingReportingOverflow(step)
      return change(to: overflow ? range.lowerBound : max(difference, range.lowerBound))
    }

    private func change(to newValue: Int) -> Int? {
      guard newValue != value else { return nil }
      value = newValue
      if let table = linkedTable {
        // A cell whose row is gone (deleted, or scrolled away) calls nothing.
        table.performControlChange(in: self, as: StepperContent.self) { $0.onChange?(newValue) }
      } else {
        standaloneOnChange?(newValue)
      }
      return newValue
    }

    /// Draws the title on the left, the value and the stepper on the right.
    ///
    /// - Parameter width: The number of columns available.
    /// - Returns: One line.
    public override func render(width: Int) -> [String] {
      let minus = value > range.lowerBound ? "-" : " "
      let plus = value < range.upperBound ? "+" : " "
      let control = "\(value) [\(minus)|\(plus)]"
      return [ReadyMadeLayout.twoColumns(textLabel?.text ?? "", control, width: width)]
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
    ///   - step: How much one step changes the value; at least 1. Default: 1.
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
#endif
