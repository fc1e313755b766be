import Foundation

/// A ready-made cell with a title, a value and a `UIStepper` as its
/// accessory view (the title and the value in a value-cell list content
/// configuration). ``StepperCell`` is the `Int` cell;
/// `NumericStepperCell<Double>` steps `Double`s.
///
/// When the user taps `+` or `−`, the cell calls the
/// ``NumericStepperContent/onChange`` of the row the table holds now (the newest
/// handler) with the value one step up or down, within the range; the app
/// changes its model there and updates the table; the cell then shows the
/// row's model (the new value when the app took it, the old one when it
/// did not). The new value is computed in `Value` (see
/// ``StepperValue/stepped(by:up:within:)``), so an `Int` step never
/// overflows or loses precision, and ``increment()``/``decrement()`` step
/// anywhere in the range. The stepper itself holds `Double`s: beyond 2^53
/// a step smaller than the gap between neighbouring `Double`s does not
/// move it, so a user's tap there on iOS does not step.
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
  /// The stepper, the cell's accessory view.
  private let control = UIStepper()
  /// The content last shown (its handler is used only for a cell no
  /// table shows).
  private var content: NumericStepperContent<Value>?
  /// The value each ``increment()`` or ``decrement()`` in progress chose,
  /// innermost last (a handler may step the cell again).
  private var choices: [Value?] = []
  /// The direction of the step ``increment()`` or ``decrement()`` is
  /// sending; `nil` for a tap on the stepper itself.
  private var steppingUp: Bool?
  weak var linkedTable: Table?

  /// The value shown (zero before the cell shows a row).
  public var value: Value { content?.value ?? .zero }
  /// The values the stepper can reach.
  public var range: ClosedRange<Value> { content?.range ?? .zero ... .zero }
  /// How much one step changes the value.
  public var step: Value { content?.step ?? Value.defaultStep }

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
  public func configure(_ content: NumericStepperContent<Value>) {
    self.content = content
    showText(title: content.title)
    showStepper()
  }

  /// Shows the title and the value in a value-cell configuration.
  private func showText(title: String?) {
    var configuration = UIListContentConfiguration.valueCell()
    configuration.text = title
    configuration.secondaryText = content?.valueText
    contentConfiguration = configuration
  }

  /// Sets the stepper to the value, range and step. UIKit raises when the
  /// minimum is not below the maximum, so the bounds are set in an order
  /// that keeps them apart; a range of one value disables the stepper, and
  /// a range whose bounds are one `Double` (two `Int`s above 2^53) gets
  /// the next `Double` as its maximum, so that it can still step.
  private func showStepper() {
    let lower = range.lowerBound.stepperDouble
    var upper = range.upperBound.stepperDouble
    control.isEnabled = range.lowerBound < range.upperBound
    if control.isEnabled && upper <= lower { upper = lower.nextUp }
    if lower < upper {
      if lower >= control.maximumValue {
        control.maximumValue = upper
        control.minimumValue = lower
      } else {
        control.minimumValue = lower
        control.maximumValue = upper
      }
    }
    control.stepValue = step.stepperDouble
    control.value = value.stepperDouble
  }

  /// Steps up as the user's tap on `+` does: the stepper moves and sends
  /// `.valueChanged`; the new value is one step up in `Value`, even where
  /// the stepper's `Double` cannot show the move.
  ///
  /// - Returns: The value chosen, or `nil` when the value is at the end already.
  @discardableResult
  public func increment() -> Value? { userStepped(up: true) }

  /// Steps down as the user's tap on `−` does: the stepper moves and sends
  /// `.valueChanged`; the new value is one step down in `Value`.
  ///
  /// - Returns: The value chosen, or `nil` when the value is at the start already.
  @discardableResult
  public func decrement() -> Value? { userStepped(up: false) }

  /// Moves the stepper one step and sends `.valueChanged` with the
  /// direction known, so that ``stepperChanged()`` steps in `Value`.
  private func userStepped(up: Bool) -> Value? {
    guard control.isEnabled, up ? value < range.upperBound : value > range.lowerBound else {
      return nil
    }
    control.value += up ? control.stepValue : -control.stepValue
    choices.append(nil)
    steppingUp = up
    defer { steppingUp = nil }
    control.sendActions(for: .valueChanged)
    return choices.removeLast()
  }

  /// The user tapped `+` or `−`: the direction is read from the stepper,
  /// the value computed in `Value`.
  private func stepperChanged() {
    guard var shown = content else { return }
    let up: Bool
    if let steppingUp {
      up = steppingUp
    } else {
      guard control.value != value.stepperDouble else { return }
      up = control.value > value.stepperDouble
    }
    let newValue = shown.steppedValue(up: up)
    guard newValue != value else { return }
    shown.value = newValue
    content = shown
    if !choices.isEmpty && choices[choices.count - 1] == nil {
      choices[choices.count - 1] = newValue
    }
    showText(title: shown.title)
    if let table = linkedTable {
      // A cell whose row is gone (deleted, or scrolled away) calls nothing.
      table.performControlChange(in: self, as: NumericStepperContent<Value>.self) {
        $0.onChange?(newValue)
      }
    } else {
      shown.onChange?(newValue)
    }
  }
}
