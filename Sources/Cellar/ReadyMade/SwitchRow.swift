#if !canImport(UIKit)
  import Foundation

  /// What a ``SwitchCell`` shows: a title and an on/off switch, with what
  /// happens when the user flips it.
  ///
  /// Content equality compares ``title``, ``isOn`` and ``isEnabled``, not the
  /// handler: flipping the switch, then updating the table with the new
  /// value, reconfigures the row in place.
  public struct SwitchContent: Equatable {
    /// The title, on the left.
    public var title: String
    /// Whether the switch is on.
    public var isOn: Bool
    /// Whether the user can flip the switch.
    public var isEnabled: Bool
    /// Called with the new value when the user flips the switch; change your
    /// model there and update the table.
    public var onChange: (@MainActor (Bool) -> Void)?

    /// Creates switch content.
    ///
    /// - Parameters:
    ///   - title: The title.
    ///   - isOn: Whether the switch is on.
    ///   - isEnabled: Whether the user can flip it. Default: `true`.
    ///   - onChange: Called with the new value when the user flips it.
    public init(
      title: String, isOn: Bool, isEnabled: Bool = true,
      onChange: (@MainActor (Bool) -> Void)? = nil
    ) {
      self.title = title
      self.isOn = isOn
      self.isEnabled = isEnabled
      self.onChange = onChange
    }

    /// Whether two contents show the same title and state (handlers are not compared).
    ///
    /// - Parameters:
    ///   - lhs: A content.
    ///   - rhs: Another content.
    /// - Returns: `true` when title, `isOn` and `isEnabled` are equal.
    public static func == (lhs: SwitchContent, rhs: SwitchContent) -> Bool {
      lhs.title == rhs.title && lhs.isOn == rhs.isOn && lhs.isEnabled == rhs.isEnabled
    }
  }

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
  public final class SwitchCell: TableViewCell, ConfigurableCell, TableLinkedCell {
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

  /// A row with a title and a switch: `Row<SwitchCell>`.
  public typealias SwitchRow = Row<SwitchCell>

  extension Row where Cell == SwitchCell {
    /// Creates a switch row, identified by its title unless an `id` is given.
    ///
    /// - Parameters:
    ///   - title: The title.
    ///   - isOn: Whether the switch is on.
    ///   - isEnabled: Whether the user can flip it. Default: `true`.
    ///   - id: The row's identity (any `Hashable`), unique in the table. Default:
    ///     the title, so two rows with the same title in one table (two "Sounds"
    ///     switches in two sections) each need an `id:`.
    ///   - onChange: Called with the new value when the user flips the switch.
    public init(
      title: String, isOn: Bool, isEnabled: Bool = true, id: AnyHashable? = nil,
      onChange: (@MainActor (Bool) -> Void)? = nil
    ) {
      self.init(
        model: SwitchContent(title: title, isOn: isOn, isEnabled: isEnabled, onChange: onChange),
        readyMadeID: id, title: title)
    }
  }
#endif
