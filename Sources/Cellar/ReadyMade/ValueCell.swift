import Foundation

/// A ready-made cell showing a title and a value on one line, the value
/// at the trailing edge (a `UIListContentConfiguration.valueCell()`).
///
/// Use it through ``ValueRow``:
///
/// ```swift
/// ValueRow(title: "Version", value: "17.4")
/// ```
public final class ValueCell: UITableViewCell, ConfigurableCell {
  /// Shows the title, the value and the accessory.
  ///
  /// - Parameter content: The row's content.
  public func configure(_ content: ValueContent) {
    var configuration = UIListContentConfiguration.valueCell()
    configuration.text = content.title
    configuration.secondaryText = content.value
    contentConfiguration = configuration
    accessoryType = content.accessory
  }
}
