#if !canImport(UIKit)
  import Foundation

  /// A ready-made cell showing a title and a value on one line
  /// (`UITableViewCell`'s value1 style), the value drawn at the trailing edge.
  ///
  /// Use it through ``ValueRow``:
  ///
  /// ```swift
  /// ValueRow(title: "Version", value: "17.4")
  /// ```
  public final class ValueCell: UITableViewCell, ConfigurableCell {
    /// Makes a cell with the value1 style.
    ///
    /// - Parameter reuseIdentifier: The identifier the cell must carry.
    /// - Returns: A new cell.
    public static func makeCell(reuseIdentifier: String) -> Self {
      Self(style: .value1, reuseIdentifier: reuseIdentifier)
    }

    /// Shows the title, the value and the accessory.
    ///
    /// - Parameter content: The row's content.
    public func configure(_ content: ValueContent) {
      textLabel?.text = content.title
      detailTextLabel?.text = content.value
      accessoryType = content.accessory
    }

    /// Draws the title on the left and the value (and accessory) on the right.
    ///
    /// - Parameter width: The number of columns available.
    /// - Returns: One line.
    public override func render(width: Int) -> [String] {
      let trailing = ReadyMadeLayout.trailing(detailTextLabel?.text ?? "", accessory: accessoryType)
      return [ReadyMadeLayout.twoColumns(textLabel?.text ?? "", trailing, width: width)]
    }
  }
#endif
