#if !canImport(UIKit)
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
    public var accessory: TableViewCell.AccessoryType

    /// Creates subtitle content.
    ///
    /// - Parameters:
    ///   - title: The title.
    ///   - subtitle: The subtitle.
    ///   - accessory: The accessory. Default: none.
    public init(title: String, subtitle: String, accessory: TableViewCell.AccessoryType = .none) {
      self.title = title
      self.subtitle = subtitle
      self.accessory = accessory
    }
  }

  /// A ready-made cell showing a title and a subtitle below it
  /// (`UITableViewCell`'s subtitle style); it sizes itself to both lines.
  ///
  /// Use it through ``SubtitleRow``:
  ///
  /// ```swift
  /// SubtitleRow(title: "Wi-Fi Assist", subtitle: "Use mobile data when Wi-Fi is poor")
  /// ```
  public final class SubtitleCell: TableViewCell, ConfigurableCell {
    /// Makes a cell with the subtitle style.
    ///
    /// - Parameter reuseIdentifier: The identifier the cell must carry.
    /// - Returns: A new cell.
    public static func makeCell(reuseIdentifier: String) -> Self {
      Self(style: .subtitle, reuseIdentifier: reuseIdentifier)
    }

    /// Shows the title, the subtitle and the accessory.
    ///
    /// - Parameter content: The row's content.
    public func configure(_ content: SubtitleContent) {
      textLabel?.text = content.title
      detailTextLabel?.text = content.subtitle
      accessoryType = content.accessory
    }

    /// Draws the title with the accessory at the trailing edge, and the
    /// subtitle on the lines below.
    ///
    /// - Parameter width: The number of columns available.
    /// - Returns: The title's and the subtitle's lines.
    public override func render(width: Int) -> [String] {
      let title = textLabel?.lines ?? []
      let subtitle = detailTextLabel?.lines ?? []
      let trailing = ReadyMadeLayout.trailing("", accessory: accessoryType)
      return [ReadyMadeLayout.twoColumns(title.first ?? "", trailing, width: width)]
        + (title.dropFirst() + subtitle).map { String($0.prefix(max(0, width))) }
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
      title: String, subtitle: String, accessory: TableViewCell.AccessoryType = .none,
      id: AnyHashable? = nil, height: CGFloat? = nil, action: Action? = nil
    ) {
      self.init(
        model: SubtitleContent(title: title, subtitle: subtitle, accessory: accessory),
        readyMadeID: id, title: title, height: height, action: action)
    }
  }
#endif
