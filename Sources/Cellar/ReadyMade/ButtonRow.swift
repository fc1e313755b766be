import Foundation

/// What a ``ButtonCell`` shows: a centred title, styled by its role.
public struct ButtonContent: Equatable, Sendable {
  /// What kind of action a button stands for.
  public enum Role: Sendable, Hashable {
    /// An ordinary action.
    case normal
    /// An action that deletes or resets something: its title is red
    /// (CellarHost's text rendering draws no colour; read
    /// ``ButtonCell/role``).
    case destructive
  }

  /// The title.
  public var title: String
  /// The role.
  public var role: Role

  /// Creates button content.
  ///
  /// - Parameters:
  ///   - title: The title.
  ///   - role: The role. Default: ``Role/normal``.
  public init(title: String, role: Role = .normal) {
    self.title = title
    self.role = role
  }
}

/// A row that acts as a button: `Row<ButtonCell>`.
public typealias ButtonRow = Row<ButtonCell>

extension Row where Cell == ButtonCell {
  /// Creates a button row, identified by its title unless an `id` is given.
  ///
  /// - Parameters:
  ///   - title: The title.
  ///   - role: The role. Default: ``ButtonContent/Role/normal``.
  ///   - id: The row's identity (any `Hashable`), unique in the table. Default:
  ///     the title, so two rows with the same title in one table (two "Sounds"
  ///     switches in two sections) each need an `id:`.
  ///   - action: What happens when the user selects the row.
  public init(
    title: String, role: ButtonContent.Role = .normal, id: AnyHashable? = nil,
    action: @escaping @MainActor () -> Void
  ) {
    self.init(
      model: ButtonContent(title: title, role: role), readyMadeID: id, title: title,
      action: { _, _ in action() })
  }
}
