import Foundation

/// A ready-made cell showing a title and a subtitle below it (a
/// `UIListContentConfiguration.subtitleCell()`).
///
/// Use it through ``SubtitleRow``:
///
/// ```swift
/// SubtitleRow(title: "Wi-Fi Assist", subtitle: "Use mobile data when Wi-Fi is poor")
/// ```
public final class SubtitleCell: UITableViewCell, ConfigurableCell {
  /// Shows the title, the subtitle and the accessory.
  ///
  /// - Parameter content: The row's content.
  public func configure(_ content: SubtitleContent) {
    var configuration = UIListContentConfiguration.subtitleCell()
    configuration.text = content.title
    configuration.secondaryText = content.subtitle
    contentConfiguration = configuration
    accessoryType = content.accessory
  }
}
