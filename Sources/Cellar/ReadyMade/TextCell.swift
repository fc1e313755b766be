import Foundation

/// A ready-made cell showing one line of text (the cell's default list
/// content configuration) and an accessory.
///
/// Use it through ``TextRow``:
///
/// ```swift
/// TextRow("General", accessory: .disclosureIndicator) { _, _ in openGeneral() }
/// ```
public final class TextCell: UITableViewCell, ConfigurableCell {
  /// Shows the text and the accessory.
  ///
  /// - Parameter content: The row's content.
  public func configure(_ content: TextContent) {
    var configuration = defaultContentConfiguration()
    configuration.text = content.text
    contentConfiguration = configuration
    accessoryType = content.accessory
  }
}
