import Foundation

/// What a ``SubtitleCell`` shows: a title with a subtitle on the line below.
///
/// Content equality is field by field: a row whose title, subtitle or
/// accessory changes is reconfigured in place (or reloaded when its height
/// changes, for a row with a fixed height).
public struct SubtitleContent: Equatable, Sendable {
  /// The title, on the first line.
  public var title: String
  /// The subtitle, on the line below; empty for none.
  public var subtitle: String
  /// The accessory at the trailing edge.
  public var accessory: UITableViewCell.AccessoryType

  /// Creates subtitle content.
  ///
  /// - Parameters:
  ///   - title: The title.
  ///   - subtitle: The subtitle.
  ///   - accessory: The accessory. Default: none.
  public init(title: String, subtitle: String, accessory: UITableViewCell.AccessoryType = .none) {
    self.title = title
    self.subtitle = subtitle
    self.accessory = accessory
  }
}

/// A row with a title and a subtitle: `Row<SubtitleCell>`.
public typealias SubtitleRow = Row<SubtitleCell>

extension Row where Cell == SubtitleCell {
  /// Creates a subtitle row, identified by its title unless an `id` is given.
  ///
  /// - Parameters:
  ///   - title: The title.
  ///   - subtitle: The subtitle.
  ///   - accessory: The accessory. Default: none.
  ///   - id: The row's identity (any `Hashable`), unique in the table. Default:
  ///     the title, so two rows with the same title in one table (two "Sounds"
  ///     switches in two sections) each need an `id:`.
  ///   - height: A fixed height, or `nil` to size the row to its two lines.
  ///   - action: What happens when the user selects the row.
  public init(
    title: String, subtitle: String, accessory: UITableViewCell.AccessoryType = .none,
    id: AnyHashable? = nil, height: CGFloat? = nil, action: Action? = nil
  ) {
    self.init(
      model: SubtitleContent(title: title, subtitle: subtitle, accessory: accessory),
      readyMadeID: id, title: title, height: height, action: action)
  }
}
