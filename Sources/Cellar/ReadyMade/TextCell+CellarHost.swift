#if !canImport(UIKit)
  import Foundation

  /// A ready-made cell showing one line of text (`UITableViewCell`'s default style).
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
      textLabel?.text = content.text
      accessoryType = content.accessory
    }

    /// Draws the text on the left and the accessory at the trailing edge.
    ///
    /// - Parameter width: The number of columns available.
    /// - Returns: One line per line of text.
    public override func render(width: Int) -> [String] {
      let lines = textLabel?.lines ?? []
      let trailing = ReadyMadeLayout.trailing("", accessory: accessoryType)
      return [ReadyMadeLayout.twoColumns(lines.first ?? "", trailing, width: width)]
        + lines.dropFirst().map { String($0.prefix(max(0, width))) }
    }
  }
#endif
