import Foundation

/// What a ``ValueCell`` shows: a title on the left and a value on the right.
///
/// Content equality is field by field: a row whose value changes (say
/// "Version 1.0" becomes "1.1") keeps its identity and is reconfigured in place.
public struct ValueContent: Equatable, Sendable {
  /// The title, on the left.
  public var title: String
  /// The value, on the right.
  public var value: String
  /// The accessory at the trailing edge, after the value.
  public var accessory: UITableViewCell.AccessoryType

  /// Creates value content.
  ///
  /// - Parameters:
  ///   - title: The title.
  ///   - value: The value.
  ///   - accessory: The accessory. Default: none.
  public init(title: String, value: String, accessory: UITableViewCell.AccessoryType = .none) {
    self.title = title
    self.value = value
    self.accessory = accessory
  }
}

/// A row with a title and a value: `Row<ValueCell>`.
public typealias ValueRow = Row<ValueCell>

extension Row where Cell == ValueCell {
  /// Creates a value row, identified by its title unless an `id` is given.
  ///
  /// - Parameters:
  ///   - title: The title.
  ///   - value: The value.
  ///   - accessory: The accessory. Default: none.
  ///   - id: The row's identity (any `Hashable`), unique in the table. Default:
  ///     the title, so two rows with the same title in one table (two "Sounds"
  ///     switches in two sections) each need an `id:`.
  ///   - height: A fixed height, or `nil` for the table's row height.
  ///   - action: What happens when the user selects the row.
  public init(
    title: String, value: String, accessory: UITableViewCell.AccessoryType = .none,
    id: AnyHashable? = nil, height: CGFloat? = nil, action: Action? = nil
  ) {
    self.init(
      model: ValueContent(title: title, value: value, accessory: accessory),
      readyMadeID: id, title: title, height: height, action: action)
  }
}
