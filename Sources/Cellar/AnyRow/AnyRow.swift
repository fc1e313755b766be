import Foundation

/// A row of any cell type: what sections hold.
///
/// Every ``Row`` converts to it (``RowRepresentable``); the table calls the
/// typed cell and handlers through it, so user code never casts.
///
/// ```swift
/// let rows: [AnyRow] = [AnyRow(Row<MovieCell>(model: up)), AnyRow(Row<SeriesCell>(model: friends))]
/// ```
public struct AnyRow {
  let storage: AnyRowStorage

  /// Erases a row's cell type.
  ///
  /// - Parameter row: The row.
  public init<Cell: ConfigurableCell>(_ row: Row<Cell>) {
    storage = row.storage
  }

  /// The row's identity value (see ``Row/id``).
  public var id: AnyHashable? { storage.identityValue }

  /// The row's model.
  public var model: Any { storage.modelValue }

  /// The row's fixed height, or `nil` for the table's row height.
  public var height: CGFloat? { storage.height }

  /// The model, when the row's model is of type `Model`.
  ///
  /// - Parameter type: The model type.
  /// - Returns: The model, or `nil`.
  public func model<Model>(as type: Model.Type) -> Model? { storage.modelValue as? Model }

  /// The row, when its cell type is `Cell`.
  ///
  /// - Parameter cellType: The cell type.
  /// - Returns: The typed row, or `nil`.
  public func row<Cell: ConfigurableCell>(as cellType: Cell.Type) -> Row<Cell>? {
    guard let storage = storage as? RowStorageBase<TableCellKind<Cell>> else { return nil }
    return Row(storage: storage)
  }
}

/// A value that can stand in a section as a row: ``Row`` and ``AnyRow``.
public protocol RowRepresentable {
  /// The value as a type-erased row.
  var anyRow: AnyRow { get }
}

extension Row: RowRepresentable {
  /// The row, type-erased.
  public var anyRow: AnyRow { AnyRow(self) }
}

extension AnyRow: RowRepresentable {
  /// The row itself.
  public var anyRow: AnyRow { self }
}
