import Foundation

/// The surface a row's or item's cell is shown on, and its cell type: the
/// only part of a storage that differs between a table row and a grid
/// item (see ``RowStorageBase``).
///
/// Conformers are caseless enums whose static members the compiler
/// specializes into each storage class, so the diff, which reads only
/// ``AnyRowStorage``'s stored fields and its identity rules, is the same
/// code for both surfaces. Cells arrive as `AnyObject` (a `UITableViewCell`
/// or a `UICollectionViewCell`) and are cast to ``Cell`` once per call.
@MainActor @usableFromInline
protocol CellKind {
  /// The cell class.
  associatedtype Cell: AnyObject
  /// The model the cell shows.
  associatedtype Model

  /// The cell type's reuse identifier.
  static var reuseIdentifier: String { get }
  /// Fills `cell` with `model`.
  static func configure(_ cell: Cell, with model: Model)
  /// The cell's will-display hook.
  static func willDisplay(_ cell: Cell, with model: Model)
  /// The cell's on-hide hook.
  static func didEndDisplaying(_ cell: Cell, with model: Model)
  /// Tells the cell where its row sits in the outline.
  static func configureOutline(_ cell: Cell, _ state: OutlineState)
  /// The table cell class, for a table row's kind; `nil` for another
  /// surface.
  static var tableCellClass: UITableViewCell.Type? { get }
  /// The collection view cell class, for a grid item's kind; `nil` for
  /// another surface (a collection view registers classes, not factories).
  static var collectionCellClass: UICollectionViewCell.Type? { get }
  /// Whether rows of this kind can be edited (deleted, moved, swiped): a
  /// table row's can, a grid item's cannot, so a kept item's editing is
  /// never compared (reading it from the extras costs a generic-metadata
  /// lookup, 18% of a grid update whose items all have their own size).
  nonisolated static var isEditable: Bool { get }
}

extension CellKind {
  @usableFromInline
  static var tableCellClass: UITableViewCell.Type? { nil }
  @usableFromInline
  static var collectionCellClass: UICollectionViewCell.Type? { nil }
}

/// A table row's cell: a ``ConfigurableCell``.
@usableFromInline
enum TableCellKind<Cell: ConfigurableCell>: CellKind {
  @usableFromInline
  typealias Model = Cell.Model
  @usableFromInline
  nonisolated static var isEditable: Bool { true }
  @usableFromInline
  static var reuseIdentifier: String { Cell.reuseIdentifier }
  @usableFromInline
  static func configure(_ cell: Cell, with model: Model) { cell.configure(model) }
  @usableFromInline
  static func willDisplay(_ cell: Cell, with model: Model) { cell.configureAtWillDisplay(model) }
  @usableFromInline
  static func didEndDisplaying(_ cell: Cell, with model: Model) { cell.configureOnHide(model) }
  @usableFromInline
  static func configureOutline(_ cell: Cell, _ state: OutlineState) { cell.configureOutline(state) }
  @usableFromInline
  static var tableCellClass: UITableViewCell.Type? { Cell.self }
}

/// A grid item's cell: a ``ConfigurableCollectionCell``.
@usableFromInline
enum GridCellKind<Cell: ConfigurableCollectionCell>: CellKind {
  @usableFromInline
  typealias Model = Cell.Model
  @usableFromInline
  nonisolated static var isEditable: Bool { false }
  @usableFromInline
  static var reuseIdentifier: String { Cell.reuseIdentifier }
  @usableFromInline
  static func configure(_ cell: Cell, with model: Model) { cell.configure(model) }
  @usableFromInline
  static func willDisplay(_ cell: Cell, with model: Model) { cell.configureAtWillDisplay(model) }
  @usableFromInline
  static func didEndDisplaying(_ cell: Cell, with model: Model) { cell.configureOnHide(model) }
  @usableFromInline
  static func configureOutline(_ cell: Cell, _ state: OutlineState) { cell.configureOutline(state) }
  @usableFromInline
  static var collectionCellClass: UICollectionViewCell.Type? { Cell.self }
}
