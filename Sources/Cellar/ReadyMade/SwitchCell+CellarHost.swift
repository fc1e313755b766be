#if !canImport(UIKit)
  import Foundation

  /// A ready-made cell with a title and a switch (`UISwitch` as accessory
  /// view), drawn `[on ]` or `[off]` at the trailing edge (`(on)`/`(off)`
  /// when disabled).
  ///
  /// ``toggle()`` is the user flipping the switch: the cell shows the new
  /// value and calls the ``SwitchContent/onChange`` of the row the table
  /// holds now (the newest handler, even when an update changed only the
  /// handler). The app changes its model there and updates the table; the
  /// cell then shows the row's model, as a SwiftUI `Toggle` bound to state
  /// does: flipped when the app took the change, back when it kept the old
  /// value (say, a permission was denied).
  ///
  /// ```swift
  /// SwitchRow(title: "Airplane Mode", isOn: settings.airplaneMode) { [weak self] isOn in
  ///   guard let self else { return }
  ///   settings.airplaneMode = isOn
  ///   try? table.update(with: makeSections())
  /// }
  /// ```
  public final class SwitchCell: UITableViewCell, ConfigurableCell, TableLinkedCell {
    /// Whether the switch shows on.
    public private(set) var isOn = false
    /// Whether the switch can be flipped.
    public private(set) var isEnabled = true
    /// The handler of the content last shown, for a cell no table shows.
    private var standaloneOnChange: (@MainActor (Bool) -> Void)?
    weak var linkedTable: Table?

    /// Shows the title and the switch.
    ///
    /// - Parameter content: The row's content.
    public func configure(_ content: SwitchContent) {
      textLabel?.text = content.title
      isOn = content.isOn
      isEnabled = content.isEnabled
      standaloneOnChange = content.onChange
    }

    /// Simulates the user flipping the switch: shows the opposite value and
    /// calls the handler of the row the cell shows with it (an update the
    /// handler asks for is applied when it returns); then shows that row's
    /// model. Does nothing when disabled.
    ///
    /// - Returns: The value the user chose, or `nil` when the switch is disabled.
    @discardableResult
    public func toggle() -> Bool? {
      guard isEnabled else { return nil }
      let chosen = !isOn
      isOn = chosen
      if let table = linkedTable {
        // A cell whose row is gone (deleted, or scrolled away) calls nothing.
        table.performControlChange(in: self, as: SwitchContent.self) { $0.onChange?(chosen) }
      } else {
        standaloneOnChange?(chosen)
      }
      return chosen
    }

    /// Draws the title on the left and the switch on the right.
    ///
    /// - Parameter width: The number of columns available.
    /// - Returns: One line.
    public override func render(width: Int) -> [String] {
      let state = isOn ? "on " : "off"
      let control = isEnabled ? "[\(state)]" : "(\(state))"
      return [ReadyMadeLayout.twoColumns(textLabel?.text ?? "", control, width: width)]
    }
  }
#endif
