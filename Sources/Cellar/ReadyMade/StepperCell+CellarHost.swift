#if !canImport(UIKit)
  import Foundation

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
#endif
