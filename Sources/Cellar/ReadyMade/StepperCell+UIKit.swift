#if canImport(UIKit)
  import UIKit

  /// A ready-made cell with a title, a value and a `UIStepper` as its
  /// accessory view (the title and the value in a value-cell list content
  /// configuration).
  ///
  /// When the user taps `+` or `−`, the cell calls the
  /// ``StepperContent/onChange`` of the row the table holds now (the newest
  /// handler) with the value one step up or down, within the range; the app
  /// changes its model there and updates the table; the cell then shows the
  /// row's model (the new value when the app took it, the old one when it
  /// did not). The new value is computed in `Int`, so a step never
  /// overflows or loses precision. The stepper itself holds `Double`s:
  /// beyond 2^53 a step smaller than the gap between neighbouring `Double`s
  /// does not move it, and the user cannot step there.
  ///
  /// ```swift
  /// StepperRow(title: "Text Size", value: settings.textSize, range: 10...24, step: 2) { size in
  ///   settings.textSize = size
  ///   try? table.update(with: makeSections())
  /// }
  /// ```
  public final class StepperCell: TableViewCell, ConfigurableCell, TableLinkedCell {
    /// The stepper, the cell's accessory view.
    private let control = UIStepper()
    /// The value shown.
    public private(set) var value = 0
    /// The values the stepper can reach.
    public private(set) var range = 0...0
    /// How much one step changes the value.
    public private(set) var step = 1
    /// The handler of the content last shown, for a cell no table shows.
    private var standaloneOnChange: (@MainActor (Int) -> Void)?
    /// The value the last `.valueChanged` chose, for ``increment()`` and ``decrement()``.
    private var lastChoice: Int?
    weak var linkedTable: Table?

    /// Makes a cell with a stepper as its accessory view.
    ///
    /// - Parameters:
    ///   - style: The cell's style.
    ///   - reuseIdentifier: The identifier the cell is reused under.
    public override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
      super.init(style: style, reuseIdentifier: reuseIdentifier)
      setUpStepper()
    }

    /// Makes a cell from an archive, with a stepper as its accessory view.
    ///
    /// - Parameter coder: The archive.
    public required init?(coder: NSCoder) {
      super.init(coder: coder)
      setUpStepper()
    }

    private func setUpStepper() {
      selectionStyle = .none
      accessoryView = control
      control.addAction(
        UIAction { [weak self] _ in self?.stepperChanged() }, for: .valueChanged)
    }

    /// Shows the title, the value and the stepper.
    ///
    /// - Parameter content: The row's content.
    public func configure(_ content: StepperContent) {
      value = content.value
      range = content.range
      step = content.step
      standaloneOnChange = content.onChange
      var configuration = UIListContentConfiguration.valueCell()
      configuration.text = content.title
      configuration.secondaryText = String(content.value)
      contentConfiguration = configuration
      showStepper()
    }

    /// Sets the stepper to the value, range and step. UIKit raises when the
    /// minimum is not below the maximum, so the bounds are set in an order
    /// that keeps them apart, and a range of one value (in `Double`)
    /// disables the stepper instead.
    private func showStepper() {
      let lower = Double(range.lowerBound)
      let upper = Double(range.upperBound)
      control.isEnabled = lower < upper
      if lower < upper {
        if lower >= control.maximumValue {
          control.maximumValue = upper
          control.minimumValue = lower
        } else {
          control.minimumValue = lower
          control.maximumValue = upper
        }
      }
      control.stepValue = Double(step)
      control.value = Double(value)
    }

    /// Steps up as the user's tap on `+` does: the stepper moves and sends
    /// `.valueChanged`.
    ///
    /// - Returns: The value chosen, or `nil` when the value is at the end already.
    @discardableResult
    public func increment() -> Int? {
      guard control.isEnabled, value < range.upperBound else { return nil }
      control.value += control.stepValue
      return userStepped()
    }

    /// Steps down as the user's tap on `−` does: the stepper moves and sends
    /// `.valueChanged`.
    ///
    /// - Returns: The value chosen, or `nil` when the value is at the start already.
    @discardableResult
    public func decrement() -> Int? {
      guard control.isEnabled, value > range.lowerBound else { return nil }
      control.value -= control.stepValue
      return userStepped()
    }

    /// Sends `.valueChanged` and returns the value the cell chose then
    /// (before it showed the row's model again), if it chose one.
    private func userStepped() -> Int? {
      lastChoice = nil
      control.sendActions(for: .valueChanged)
      return lastChoice
    }

    /// The value one step up or down from the one shown, within the range.
    private func steppedValue(up: Bool) -> Int {
      if up {
        let (sum, overflow) = value.addingReportingOverflow(step)
        return overflow ? range.upperBound : min(sum, range.upperBound)
      }
      let (difference, overflow) = value.subtractingReportingOverflow(step)
      return overflow ? range.lowerBound : max(difference, range.lowerBound)
    }

    /// The user tapped `+` or `−`: the direction is read from the stepper,
    /// the value computed in `Int`.
    private func stepperChanged() {
      guard control.value != Double(value) else { return }
      let newValue = steppedValue(up: control.value > Double(value))
      guard newValue != value else { return }
      value = newValue
      lastChoice = newValue
      var configuration = UIListContentConfiguration.valueCell()
      configuration.text = (contentConfiguration as? UIListContentConfiguration)?.text
      configuration.secondaryText = String(newValue)
      contentConfiguration = configuration
      if let table = linkedTable {
        // A cell whose row is gone (deleted, or scrolled away) calls nothing.
        table.performControlChange(in: self, as: StepperContent.self) { $0.onChange?(newValue) }
      } else {
        standaloneOnChange?(newValue)
      }
    }
  }
#endif
