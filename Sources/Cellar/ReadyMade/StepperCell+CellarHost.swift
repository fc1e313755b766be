#if !canImport(UIKit)
  import Foundation

  /// A ready-made cell with a title, a value and a stepper (`UIStepper` as
  /// accessory view), drawn `12 [-|+]` at the trailing edge; a side that
  /// cannot step further is drawn ` ` instead of `-` or `+`. ``StepperCell``
  /// is the `Int` cell; `NumericStepperCell<Double>` steps `Double`s.
  ///
  /// ``increment()`` and ``decrement()`` are the user tapping `+` and `−`: the
  /// cell shows the new value and calls the ``NumericStepperContent/onChange`` of
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
  public final class NumericStepperCell<Value: StepperValue>: UITableViewCell, ConfigurableCell,
    TableLinkedCell
  {
    /// The content last shown (its handler is used only for a cell no
    /// table shows).
    private var content: NumericStepperContent<Value>?
    weak var linkedTable: Table?

    /// The value shown (zero before the cell shows a row).
    public var value: Value { content?.value ?? .zero }
    /// The values the stepper can reach.
    public var range: ClosedRange<Value> { content?.range ?? .zero ... .zero }
    /// How much one step changes the value.
    public var step: Value { content?.step ?? Value.defaultStep }

    /// Shows the title, the value and the stepper.
    ///
    /// - Parameter content: The row's content.
    public func configure(_ content: NumericStepperContent<Value>) {
      textLabel?.text = content.title
      self.content = content
    }

    /// Simulates the user tapping `+`: adds one step, up to the range's end.
    ///
    /// - Returns: The value the user chose, or `nil` when the value is at the
    ///   end already (or the cell shows no row yet).
    @discardableResult
    public func increment() -> Value? { userStepped(up: true) }

    /// Simulates the user tapping `−`: removes one step, down to the range's start.
    ///
    /// - Returns: The value the user chose, or `nil` when the value is at the
    ///   start already (or the cell shows no row yet).
    @discardableResult
    public func decrement() -> Value? { userStepped(up: false) }

    private func userStepped(up: Bool) -> Value? {
      guard var shown = content else { return nil }
      let newValue = shown.steppedValue(up: up)
      guard newValue != shown.value else { return nil }
      shown.value = newValue
      content = shown
      if let table = linkedTable {
        // A cell whose row is gone (deleted, or scrolled away) calls nothing.
        table.performControlChange(in: self, as: NumericStepperContent<Value>.self) {
          $0.onChange?(newValue)
        }
      } else {
        shown.onChange?(newValue)
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
      let text = content?.valueText ?? value.stepperText(step: step)
      let control = "\(text) [\(minus)|\(plus)]"
      return [ReadyMadeLayout.twoColumns(textLabel?.text ?? "", control, width: width)]
    }
  }
#endif
