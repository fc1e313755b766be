import Foundation

/// A ready-made cell that looks like a button: its title centred, in the
/// tint colour, or in red for a destructive one. Selecting the row runs
/// its action.
///
/// Use it through ``ButtonRow``:
///
/// ```swift
/// ButtonRow(title: "Sign Out", role: .destructive) { signOut() }
/// ```
///
/// The cell shows a list content configuration, the same on UIKit and on
/// CellarHost; the host's text rendering centres the title and draws no
/// colour (``role`` says which it is).
public final class ButtonCell: UITableViewCell, ConfigurableCell {
  /// The role of the button shown.
  public private(set) var role = ButtonContent.Role.normal

  /// Shows the title, centred and coloured by the role.
  ///
  /// - Parameter content: The row's content.
  public func configure(_ content: ButtonContent) {
    role = content.role
    var configuration = defaultContentConfiguration()
    configuration.text = content.title
    configuration.textProperties.alignment = .center
    configuration.textProperties.color = content.role == .destructive ? .systemRed : .tintColor
    contentConfiguration = configuration
  }
}
