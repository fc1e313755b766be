import Foundation

/// A ready-made cell with a title and a `UISwitch` as its accessory view.
///
/// When the user flips the switch, the cell calls the
/// ``SwitchContent/onChange`` of the row the table holds now (the newest
/// handler, even when an update changed only the handler). The app changes
/// its model there and updates the table; the cell then shows the row's
/// model, as a SwiftUI `Toggle` bound to state does: flipped when the app
/// took the change, back when it kept the old value (say, a permission was
/// denied).
///
/// ```swift
/// SwitchRow(title: "Airplane Mode", isOn: settings.airplaneMode) { [weak self] isOn in
///   guard let self else { return }
///   settings.airplaneMode = isOn
///   try? table.update(with: makeSections())
/// }
/// ```
public final class SwitchCell: UITableViewCell, ConfigurableCell, TableLinkedCell {
  /// The switch, the cell's accessory view.
  private let control = UISwitch()
  /// The handler of the content last shown, for a cell no table shows.
  private var standaloneOnChange: (@MainActor (Bool) -> Void)?
  weak var linkedTable: Table?

  /// Makes a cell with a switch as its accessory view.
  ///
  /// - Parameters:
  ///   - style: The cell's style.
  ///   - reuseIdentifier: The identifier the cell is reused under.
  public override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
    super.init(style: style, reuseIdentifier: reuseIdentifier)
    setUpSwitch()
  }

  /// Makes a cell from an archive, with a switch as its accessory view.
  ///
  /// - Parameter coder: The archive.
  public required init?(coder: NSCoder) {
    super.init(coder: coder)
    setUpSwitch()
  }

  private func setUpSwitch() {
    selectionStyle = .none
    accessoryView = control
    control.addAction(
      UIAction { [weak self] _ in self?.switchChanged() }, for: .valueChanged)
  }

  /// Whether the switch shows on.
  public var isOn: Bool { control.isOn }

  /// Whether the user can flip the switch.
  public var isEnabled: Bool { control.isEnabled }

  /// Shows the title and the switch.
  ///
  /// - Parameter content: The row's content.
  public func configure(_ content: SwitchContent) {
    var configuration = defaultContentConfiguration()
    configuration.text = content.title
    contentConfiguration = configuration
    control.isOn = content.isOn
    control.isEnabled = content.isEnabled
    standaloneOnChange = content.onChange
  }

  /// Flips the switch as the user does: sets it to the opposite value and
  /// sends `.valueChanged`, so the handler of the row the cell shows runs
  /// with it; the cell then shows that row's model. Does nothing when
  /// the switch is disabled.
  ///
  /// - Returns: The value chosen, or `nil` when the switch is disabled.
  @discardableResult
  public func toggle() -> Bool? {
    guard control.isEnabled else { return nil }
    let chosen = !control.isOn
    control.setOn(chosen, animated: true)
    control.sendActions(for: .valueChanged)
    return chosen
  }

  /// The user flipped the switch (or ``toggle()`` did).
  private func switchChanged() {
    let chosen = control.isOn
    if let table = linkedTable {
      // A cell whose row is gone (deleted, or scrolled away) calls nothing.
      table.performControlChange(in: self, as: SwitchContent.self) { $0.onChange?(chosen) }
    } else {
      standaloneOnChange?(chosen)
    }
  }
}
