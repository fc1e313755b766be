import Foundation

/// A row of a table: a model shown by a cell type, with what happens when
/// the user selects, edits or swipes it.
///
/// ```swift
/// Row<MovieCell>(model: movie) { movie, indexPath in
///   player.play(movie)
/// }
/// ```
///
/// ## Identity and content
///
/// A row's **identity** decides, when the table updates, whether a row of
/// the new sections is a row of the old ones (kept, perhaps moved) or a new
/// one (inserted). It is, in order of precedence:
///
/// - the `id:` given to the initializer;
/// - the model's `id` when the model is `Identifiable`;
/// - the model itself when the model is `Hashable`;
/// - otherwise the cell type and the row's position in its section.
///
/// The first two must be unique in a table: ``Table/update(with:animation:)->()``
/// throws ``TableError/duplicateIDs(rows:sections:)`` otherwise. The last two
/// may repeat (six rows showing the same string are fine): repeated
/// identities are matched in order.
///
/// A row's **content** decides whether a kept row changed: with an
/// `Equatable` model, when the models differ (`!=`); otherwise, always.
/// Models with the very same bytes count as equal without calling `==`
/// (they are the same value; this spares a big update most of its
/// comparisons, and a model holding a NaN is not reconfigured forever). A
/// changed row that is visible is reconfigured in place, or reloaded when
/// its height, its cell type or its editing behaviour (what ``canEdit``,
/// ``canMove`` and ``onDelete`` allow) changed; a change of editing
/// behaviour alone also reloads it.
///
/// ## Models of a reference type
///
/// The table keeps no copy of a model's old state: a class instance changed
/// in place is, at the next update, both the old and the new model, equal
/// to itself, so its row is neither reconfigured nor reloaded. The row's
/// identity is hashed when the row is made (or its model set), so an
/// identity changed in place may no longer find its row: the row is then
/// deleted and inserted instead of kept. Either way the update stays valid
/// and never traps; to show a change, give the row a new instance (or use
/// a value type). A class model that is not `Equatable` counts as changed
/// on every update.
///
/// `Row` is a value: copies are independent (storage is shared until one is
/// changed). It holds no reference to any table.
public struct Row<Cell: ConfigurableCell> {
  /// The handler called when the user selects the row: the model and the
  /// row's index path at that moment.
  public typealias Action = @MainActor (Cell.Model, IndexPath) -> Void

  @usableFromInline
  var storage: RowStorageBase<TableCellKind<Cell>>

  init(storage: RowStorageBase<TableCellKind<Cell>>) {
    self.storage = storage
  }

  @inlinable
  init<Identity: RowIdentityRule, Content: RowContentRule>(
    model: Cell.Model, id: AnyHashable?, height: CGFloat?, action: Action?,
    identity: Identity.Type, content: Content.Type
  ) where Identity.Model == Cell.Model, Content.Model == Cell.Model {
    storage = RowStorage<TableCellKind<Cell>, Identity, Content>(
      model: model, fixedHeight: Self.storedHeight(height), action: action,
      extras: RowExtras.ifNeeded(explicitID: id))
  }

  /// A height as rows store it: NaN for automatic (`nil`, NaN or
  /// `UITableView.automaticDimension`).
  @inlinable
  static func storedHeight(_ height: CGFloat?) -> Double {
    guard let height, height != automaticHeightValue else { return .nan }
    return Double(height)
  }

  /// The value the cell shows.
  public var model: Cell.Model {
    get { storage.model }
    set {
      makeUniqueStorage()
      storage.model = newValue
    }
  }

  /// The row's fixed height in points, or `nil` for the table's row height
  /// (self-sizing by default). NaN and `UITableView.automaticDimension` mean
  /// `nil` too; an infinite or negative height is refused by the update
  /// (``TableError/invalidHeight(_:place:type:)``).
  public var height: CGFloat? {
    get { storage.height }
    set {
      makeUniqueStorage()
      storage.fixedHeight = Self.storedHeight(newValue)
    }
  }

  /// What happens when the user selects the row.
  public var action: Action? {
    get { storage.action }
    set {
      makeUniqueStorage()
      storage.action = newValue
    }
  }

  /// The row's identity value: the `id:` given, else the model's `id`
  /// (`Identifiable`), else the model (`Hashable`); `nil` for a row
  /// identified by its cell type and position.
  public var id: AnyHashable? { storage.identityValue }

  /// What happens when the user deselects the row.
  public var deselectAction: Action? {
    get { storage.extras?.onDeselect }
    set {
      makeUniqueStorage()
      storage.mutableExtras.onDeselect = newValue
    }
  }
}

extension Row {
  /// Any model, no `id`: a row identified by its cell type and position,
  /// whose content counts as changed on every update.
  ///
  /// The most general form, chosen when the model is neither `Equatable`,
  /// `Hashable` nor `Identifiable`.
  ///
  /// - Parameters:
  ///   - model: The value the cell shows.
  ///   - height: A fixed height, or `nil` for the table's row height.
  ///   - action: What happens when the user selects the row.
  @inlinable
  public init(model: Cell.Model, height: CGFloat? = nil, action: Action? = nil) {
    self.init(
      model: model, id: nil, height: height, action: action,
      identity: PositionalIdentityRule<Cell.Model>.self, content: OpaqueContentRule<Cell.Model>.self
    )
  }

  /// Any model, explicit `id`: a row identified by `id` (unique in the
  /// table), whose content counts as changed on every update.
  ///
  /// - Parameters:
  ///   - model: The value the cell shows.
  ///   - id: The row's identity; no other row of the table may have it.
  ///   - height: A fixed height, or `nil` for the table's row height.
  ///   - action: What happens when the user selects the row.
  @inlinable
  public init(
    model: Cell.Model, id: some Hashable, height: CGFloat? = nil, action: Action? = nil
  ) {
    self.init(
      model: model, id: AnyHashable(id), height: height, action: action,
      identity: ExplicitIdentityRule<Cell.Model>.self, content: OpaqueContentRule<Cell.Model>.self)
  }
}

extension Row where Cell.Model: Equatable {
  /// An `Equatable` model, no `id`: a row identified by its cell type and
  /// position, which changes when its model changes (`!=`).
  ///
  /// - Parameters:
  ///   - model: The value the cell shows.
  ///   - height: A fixed height, or `nil` for the table's row height.
  ///   - action: What happens when the user selects the row.
  @inlinable
  public init(model: Cell.Model, height: CGFloat? = nil, action: Action? = nil) {
    self.init(
      model: model, id: nil, height: height, action: action,
      identity: PositionalIdentityRule<Cell.Model>.self,
      content: EquatableContentRule<Cell.Model>.self)
  }

  /// An `Equatable` model, explicit `id`: a row identified by `id` (unique
  /// in the table), which changes when its model changes (`!=`).
  ///
  /// - Parameters:
  ///   - model: The value the cell shows.
  ///   - id: The row's identity; no other row of the table may have it.
  ///   - height: A fixed height, or `nil` for the table's row height.
  ///   - action: What happens when the user selects the row.
  @inlinable
  public init(
    model: Cell.Model, id: some Hashable, height: CGFloat? = nil, action: Action? = nil
  ) {
    self.init(
      model: model, id: AnyHashable(id), height: height, action: action,
      identity: ExplicitIdentityRule<Cell.Model>.self,
      content: EquatableContentRule<Cell.Model>.self)
  }
}

extension Row where Cell.Model: Hashable {
  /// A `Hashable` model: a row whose model is its own identity (it may
  /// repeat: equal models are matched in order).
  ///
  /// A changed model is a different identity, so the row is deleted and
  /// inserted rather than reconfigured; give the model an `id`
  /// (`Identifiable`) to keep the row and reconfigure it.
  ///
  /// - Parameters:
  ///   - model: The value the cell shows, and the row's identity.
  ///   - height: A fixed height, or `nil` for the table's row height.
  ///   - action: What happens when the user selects the row.
  @inlinable
  public init(model: Cell.Model, height: CGFloat? = nil, action: Action? = nil) {
    self.init(
      model: model, id: nil, height: height, action: action,
      identity: ModelIdentityRule<Cell.Model>.self, content: EquatableContentRule<Cell.Model>.self)
  }
}

extension Row where Cell.Model: Identifiable {
  /// An `Identifiable` model: a row identified by the model's `id` (unique
  /// in the table), whose content counts as changed on every update.
  ///
  /// - Parameters:
  ///   - model: The value the cell shows.
  ///   - height: A fixed height, or `nil` for the table's row height.
  ///   - action: What happens when the user selects the row.
  @inlinable
  public init(model: Cell.Model, height: CGFloat? = nil, action: Action? = nil) {
    self.init(
      model: model, id: nil, height: height, action: action,
      identity: IdentifiableIdentityRule<Cell.Model>.self,
      content: OpaqueContentRule<Cell.Model>.self)
  }
}

extension Row where Cell.Model: Identifiable & Equatable {
  /// An `Identifiable` and `Equatable` model: a row identified by the
  /// model's `id` (unique in the table), which changes when its model
  /// changes (`!=`).
  ///
  /// - Parameters:
  ///   - model: The value the cell shows.
  ///   - height: A fixed height, or `nil` for the table's row height.
  ///   - action: What happens when the user selects the row.
  @inlinable
  public init(model: Cell.Model, height: CGFloat? = nil, action: Action? = nil) {
    self.init(
      model: model, id: nil, height: height, action: action,
      identity: IdentifiableIdentityRule<Cell.Model>.self,
      content: EquatableContentRule<Cell.Model>.self)
  }
}

extension Row where Cell.Model: Identifiable & Hashable {
  /// An `Identifiable` and `Hashable` model: a row identified by the
  /// model's `id` (unique in the table), not by the whole model as a
  /// `Hashable` model alone would be; it changes when its model changes (`!=`).
  ///
  /// - Parameters:
  ///   - model: The value the cell shows.
  ///   - height: A fixed height, or `nil` for the table's row height.
  ///   - action: What happens when the user selects the row.
  @inlinable
  public init(model: Cell.Model, height: CGFloat? = nil, action: Action? = nil) {
    self.init(
      model: model, id: nil, height: height, action: action,
      identity: IdentifiableIdentityRule<Cell.Model>.self,
      content: EquatableContentRule<Cell.Model>.self)
  }
}
