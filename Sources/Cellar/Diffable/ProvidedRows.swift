import Foundation

/// The kind of a ``DiffableDataSource``'s rows and items: their cells come
/// from the data source's cell provider (through ``CellarList/cellProvider``),
/// so the kind registers nothing and configures nothing. `View` is the
/// surface, `UITableViewCell` or `UICollectionViewCell`.
///
/// The model is the item identifier, which is also the identity
/// (``ModelIdentityRule``); the content never differs
/// (``IdentityOnlyContentRule``): as in `UIKit`, a kept item is shown
/// again only when the snapshot marks it.
@usableFromInline
enum ProvidedCellKind<Item: Hashable & Sendable, View: AnyObject>: CellKind {
  @usableFromInline
  typealias Cell = View
  @usableFromInline
  typealias Model = Item

  /// Not registered with the view: named only in messages.
  @usableFromInline
  static var reuseIdentifier: String { "Cellar.DiffableDataSource.ProvidedCell" }
  @usableFromInline
  nonisolated static var isEditable: Bool { View.self == UITableViewCell.self }
  @usableFromInline
  static func configure(_ cell: View, with model: Item) {}
  @usableFromInline
  static func willDisplay(_ cell: View, with model: Item) {}
  @usableFromInline
  static func didEndDisplaying(_ cell: View, with model: Item) {}
  @usableFromInline
  static func configureOutline(_ cell: View, _ state: OutlineState) {}
  @usableFromInline
  static var tableCellClass: UITableViewCell.Type? { View.self as? UITableViewCell.Type }
  @usableFromInline
  static var collectionCellClass: UICollectionViewCell.Type? {
    View.self as? UICollectionViewCell.Type
  }

  /// The storage of a row or item of this kind.
  typealias Storage = RowStorage<Self, ModelIdentityRule<Item>, IdentityOnlyContentRule<Item>>

  /// A new row (or item) for `item`, of the view's automatic height.
  static func row(_ item: Item) -> AnyRow {
    AnyRow(storage: Storage(model: item, fixedHeight: .nan, action: nil, extras: nil))
  }

  /// The item a row of this kind shows, or `nil` for another row.
  static func item(of storage: AnyRowStorage) -> Item? {
    (storage as? RowStorageBase<Self>)?.model
  }
}

/// Content that is never different: rows whose identity is all they have
/// (a diffable data source's items), shown again only when marked.
@usableFromInline
enum IdentityOnlyContentRule<Model>: RowContentRule {
  @usableFromInline
  static var sameBytesAreEqual: Bool { true }
  @usableFromInline
  static func isEqual(_ lhs: Model, _ rhs: Model) -> Bool { true }
}
