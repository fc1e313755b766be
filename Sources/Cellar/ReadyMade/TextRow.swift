import Foundation

/// What a ``TextCell`` shows: one line of text and an accessory.
///
/// Content equality is field by field: a row whose text or accessory
/// changes is reconfigured in place.
public struct TextContent: Equatable, Sendable {
  /// The text.
  public var text: String
  /// The accessory at the trailing edge, for example a disclosure indicator
  /// for a row that opens another screen.
  public var accessory: UITableViewCell.AccessoryType

  /// Creates text content.
  ///
  /// - Parameters:
  ///   - text: The text.
  ///   - accessory: The accessory. Default: none.
  public init(_ text: String, accessory: UITableViewCell.AccessoryType = .none) {
    self.text = text
    self.accessory = accessory
  }
}

/// A row of one line of text: `Row<TextCell>`.
public typealias TextRow = Row<TextCell>

extension Row where Cell == TextCell {
  /// Creates a text row, identified by its text unless an `id` is given.
  ///
  /// ```swift
  /// TextRow("Privacy", accessory: .disclosureIndicator) { _, _ in showPrivacy() }
  /// ```
  ///
  /// - Parameters:
  ///   - text: The text.
  ///   - accessory: The accessory. Default: none.
  ///   - id: The row's identity (any `Hashable`), unique in the table. Default:
  ///     the text, so two rows with the same text in one table each need an `id:`.
  ///   - height: A fixed height, or `nil` for the table's row height.
  ///   - action: What happens when the user selects the row.
  public init(
    _ text: String, accessory: UITableViewCell.AccessoryType = .none, id: AnyHashable? = nil,
    height: CGFloat? = nil, action: Action? = nil
  ) {
    self.init(
      model: TextContent(text, accessory: accessory), readyMadeID: id, title: text,
      height: height,
      action: action)
  }
}
