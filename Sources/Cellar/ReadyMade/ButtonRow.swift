#if !canImport(UIKit)
  import Foundation

  /// What a ``ButtonCell`` shows: a centred title, styled by its role.
  public struct ButtonContent: Equatable, Sendable {
    /// What kind of action a button stands for.
    public enum Role: Sendable, Hashable {
      /// An ordinary action.
      case normal
      /// An action that deletes or resets something (red in UIKit), drawn
      /// between `!` marks.
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

  /// A ready-made cell that looks like a button: a centred title, `[ Sign Out ]`,
  /// or `! Erase All Content !` for a destructive one. Selecting the row runs
  /// its action.
  ///
  /// Use it through ``ButtonRow``:
  ///
  /// ```swift
  /// ButtonRow(title: "Sign Out", role: .destructive) { signOut() }
  /// ```
  public final class ButtonCell: TableViewCell, ConfigurableCell {
    /// The role of the button shown.
    public private(set) var role = ButtonContent.Role.normal

    /// Shows the title and keeps the role.
    ///
    /// - Parameter content: The row's content.
    public func configure(_ content: ButtonContent) {
      textLabel?.text = content.title
      role = content.role
    }

    /// Draws the title centred, in brackets or, for a destructive button, between `!` marks.
    ///
    /// - Parameter width: The number of columns available.
    /// - Returns: One line.
    public override func render(width: Int) -> [String] {
      let title = textLabel?.text ?? ""
      let text = role == .destructive ? "! \(title) !" : "[ \(title) ]"
      return [ReadyMadeLayout.centred(text, width: width)]
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
#endif
