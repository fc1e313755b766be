#if !canImport(UIKit)
  import Foundation

  /// A ready-made cell showing a title and a subtitle below it
  /// (`UITableViewCell`'s subtitle style); it sizes itself to both lines.
  ///
  /// Use it through ``SubtitleRow``:
  ///
  /// ```swift
  /// SubtitleRow(title: "Wi-Fi Assist", subtitle: "Use mobile data when Wi-Fi is poor")
  /// ```
  public final class SubtitleCell: UITableViewCell, ConfigurableCell {
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
#endif
