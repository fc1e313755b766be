#if !canImport(UIKit)
  import Foundation

  /// A ready-made cell that looks like a button: a centred title, `[ Sign Out ]`,
  /// or `! Erase All Content !` for a destructive one. Selecting the row runs
  /// its action.
  ///
  /// Use it through ``ButtonRow``:
  ///
  /// ```swift
  /// ButtonRow(title: "Sign Out", role: .destructive) { signOut() }
  /// ```
  public final class ButtonCell: UITableViewCell, ConfigurableCell {
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
#endif
