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
