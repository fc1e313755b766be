import Foundation

// The initializers pick the identity and content rules from what the model
// offers, the most specific first, exactly as `Row`'s do: an explicit id,
// then `Identifiable`, then `Hashable`, then position; `Equatable` content.

extension Item {
  /// An item identified by its cell type and position, whose model counts
  /// as changed on every update (it is not `Equatable`).
  ///
  /// - Parameters:
  ///   - model: The model the cell shows.
  ///   - size: The item's own size, or `nil` for the section's item size.
  ///   - action: What happens when the user selects the item.
  @inlinable
  public init(model: Cell.Model, size: CGSize? = nil, action: Action? = nil) {
    self.init(
      model: model, id: nil, size: size, action: action,
      identity: PositionalIdentityRule<Cell.Model>.self, content: OpaqueContentRule<Cell.Model>.self
    )
  }

  /// An item identified by `id`, which must be unique among the grid's
  /// explicit ids; its model counts as changed on every update.
  ///
  /// - Parameters:
  ///   - model: The model the cell shows.
  ///   - id: The item's identity.
  ///   - size: The item's own size, or `nil` for the section's item size.
  ///   - action: What happens when the user selects the item.
  @inlinable
  public init(model: Cell.Model, id: some Hashable, size: CGSize? = nil, action: Action? = nil) {
    self.init(
      model: model, id: AnyHashable(id), size: size, action: action,
      identity: ExplicitIdentityRule<Cell.Model>.self, content: OpaqueContentRule<Cell.Model>.self)
  }
}

extension Item where Cell.Model: Equatable {
  /// An item identified by its cell type and position, reconfigured only
  /// when its model changes by `==`.
  ///
  /// - Parameters:
  ///   - model: The model the cell shows.
  ///   - size: The item's own size, or `nil` for the section's item size.
  ///   - action: What happens when the user selects the item.
  @inlinable
  public init(model: Cell.Model, size: CGSize? = nil, action: Action? = nil) {
    self.init(
      model: model, id: nil, size: size, action: action,
      identity: PositionalIdentityRule<Cell.Model>.self,
      content: EquatableContentRule<Cell.Model>.self)
  }

  /// An item identified by `id` (unique), reconfigured only when its model
  /// changes by `==`.
  ///
  /// - Parameters:
  ///   - model: The model the cell shows.
  ///   - id: The item's identity.
  ///   - size: The item's own size, or `nil` for the section's item size.
  ///   - action: What happens when the user selects the item.
  @inlinable
  public init(model: Cell.Model, id: some Hashable, size: CGSize? = nil, action: Action? = nil) {
    self.init(
      model: model, id: AnyHashable(id), size: size, action: action,
      identity: ExplicitIdentityRule<Cell.Model>.self,
      content: EquatableContentRule<Cell.Model>.self)
  }
}

extension Item where Cell.Model: Hashable {
  /// An item identified by its `Hashable` model (equal models may repeat),
  /// so a changed model is a delete and an insert.
  ///
  /// - Parameters:
  ///   - model: The model the cell shows, and its identity.
  ///   - size: The item's own size, or `nil` for the section's item size.
  ///   - action: What happens when the user selects the item.
  @inlinable
  public init(model: Cell.Model, size: CGSize? = nil, action: Action? = nil) {
    self.init(
      model: model, id: nil, size: size, action: action,
      identity: ModelIdentityRule<Cell.Model>.self, content: EquatableContentRule<Cell.Model>.self)
  }
}

extension Item where Cell.Model: Identifiable {
  /// An item identified by its model's `id` (unique); its model counts as
  /// changed on every update.
  ///
  /// - Parameters:
  ///   - model: The model the cell shows.
  ///   - size: The item's own size, or `nil` for the section's item size.
  ///   - action: What happens when the user selects the item.
  @inlinable
  public init(model: Cell.Model, size: CGSize? = nil, action: Action? = nil) {
    self.init(
      model: model, id: nil, size: size, action: action,
      identity: IdentifiableIdentityRule<Cell.Model>.self,
      content: OpaqueContentRule<Cell.Model>.self)
  }
}

extension Item where Cell.Model: Identifiable & Equatable {
  /// An item identified by its model's `id` (unique), reconfigured in place
  /// when its model changes by `==`.
  ///
  /// - Parameters:
  ///   - model: The model the cell shows.
  ///   - size: The item's own size, or `nil` for the section's item size.
  ///   - action: What happens when the user selects the item.
  @inlinable
  public init(model: Cell.Model, size: CGSize? = nil, action: Action? = nil) {
    self.init(
      model: model, id: nil, size: size, action: action,
      identity: IdentifiableIdentityRule<Cell.Model>.self,
      content: EquatableContentRule<Cell.Model>.self)
  }
}

extension Item where Cell.Model: Identifiable & Hashable {
  /// An item identified by its model's `id` (unique, not the whole model),
  /// reconfigured in place when its model changes by `==`.
  ///
  /// - Parameters:
  ///   - model: The model the cell shows.
  ///   - size: The item's own size, or `nil` for the section's item size.
  ///   - action: What happens when the user selects the item.
  @inlinable
  public init(model: Cell.Model, size: CGSize? = nil, action: Action? = nil) {
    self.init(
      model: model, id: nil, size: size, action: action,
      identity: IdentifiableIdentityRule<Cell.Model>.self,
      content: EquatableContentRule<Cell.Model>.self)
  }
}

// Modifiers: each settable property has a method of the same name that
// returns the item with it set, so items are set up inside a builder.
extension Item {
  /// The item with its own size (see ``size``).
  ///
  /// - Parameter size: The size, or `nil` for the section's.
  /// - Returns: The item with the size set.
  public func size(_ size: CGSize?) -> Item { with(\.size, size) }

  /// The item with a select action (see ``action``).
  ///
  /// - Parameter action: The action.
  /// - Returns: The item with the action set.
  public func action(_ action: Action?) -> Item { with(\.action, action) }

  /// The item with a deselect action (see ``deselectAction``).
  ///
  /// - Parameter action: The action.
  /// - Returns: The item with the action set.
  public func deselectAction(_ action: Action?) -> Item { with(\.deselectAction, action) }

  /// The item with a will-display handler (see ``onWillDisplay``).
  ///
  /// - Parameter handler: The handler.
  /// - Returns: The item with the handler set.
  public func onWillDisplay(_ handler: Action?) -> Item { with(\.onWillDisplay, handler) }

  /// The item with a did-end-displaying handler (see ``onDidEndDisplaying``).
  ///
  /// - Parameter handler: The handler.
  /// - Returns: The item with the handler set.
  public func onDidEndDisplaying(_ handler: Action?) -> Item {
    with(\.onDidEndDisplaying, handler)
  }

  /// The item with a prefetch handler (see ``prefetch``).
  ///
  /// - Parameter handler: The handler.
  /// - Returns: The item with the handler set.
  public func prefetch(_ handler: Action?) -> Item { with(\.prefetch, handler) }

  /// The item with a cancel-prefetch handler (see ``cancelPrefetch``).
  ///
  /// - Parameter handler: The handler.
  /// - Returns: The item with the handler set.
  public func cancelPrefetch(_ handler: Action?) -> Item { with(\.cancelPrefetch, handler) }

  /// The item with the actions offered when the user swipes it from the
  /// leading edge in a list section (see ``leadingSwipeActions``).
  ///
  /// ```swift
  /// Item<MailCell>(model: mail).leadingSwipeActions([
  ///   SwipeAction(title: "Read") { mail, _ in inbox.markRead(mail); return true }
  /// ])
  /// ```
  ///
  /// - Parameter actions: The actions, first nearest the edge.
  /// - Returns: The item with the actions.
  public func leadingSwipeActions(_ actions: [SwipeAction<Cell.Model>]) -> Item {
    with(\.leadingSwipeActions, actions)
  }

  /// The item with the actions offered when the user swipes it from the
  /// trailing edge in a list section (see ``trailingSwipeActions``).
  ///
  /// - Parameter actions: The actions, first nearest the edge.
  /// - Returns: The item with the actions.
  public func trailingSwipeActions(_ actions: [SwipeAction<Cell.Model>]) -> Item {
    with(\.trailingSwipeActions, actions)
  }

  /// The item with its separators shown or hidden in a list section (see
  /// ``topSeparatorVisibility``).
  ///
  /// ```swift
  /// Item<SettingCell>(model: .wifi).separators(bottom: .hidden)
  /// ```
  ///
  /// - Parameters:
  ///   - top: The separator above the item; `.automatic` keeps the section's.
  ///   - bottom: The separator below the item; `.automatic` keeps the section's.
  /// - Returns: The item with the separators.
  public func separators(
    top: UIListSeparatorConfiguration.Visibility = .automatic,
    bottom: UIListSeparatorConfiguration.Visibility = .automatic
  ) -> Item {
    var copy = self
    copy.topSeparatorVisibility = top
    copy.bottomSeparatorVisibility = bottom
    return copy
  }

  private func with<Value>(_ keyPath: WritableKeyPath<Item, Value>, _ value: Value) -> Item {
    var item = self
    item[keyPath: keyPath] = value
    return item
  }
}

/// An item of any cell type, as a grid section holds it.
public struct AnyItem {
  let storage: AnyRowStorage

  /// Wraps a typed item.
  ///
  /// - Parameter item: The item.
  public init<Cell: ConfigurableCollectionCell>(_ item: Item<Cell>) {
    storage = item.storage
  }

  init(storage: AnyRowStorage) {
    self.storage = storage
  }

  /// The item's identity value (see ``Item/id``).
  public var id: AnyHashable? { storage.identityValue }

  /// The item's model, type-erased.
  public var model: Any { storage.modelValue }

  /// The item's own size (see ``Item/size``).
  public var size: CGSize? { storage.rowExtrasItemSize }

  /// The item's model as a type, or `nil` when it is of another type.
  ///
  /// - Parameter type: The model type.
  /// - Returns: The model.
  public func model<Model>(as type: Model.Type) -> Model? { storage.modelValue as? Model }

  /// The typed item, when its cell type is `cellType`.
  ///
  /// - Parameter cellType: The cell type.
  /// - Returns: The item, or `nil` for another cell type.
  public func item<Cell: ConfigurableCollectionCell>(as cellType: Cell.Type) -> Item<Cell>? {
    guard let storage = storage as? RowStorageBase<GridCellKind<Cell>> else { return nil }
    return Item(storage: storage)
  }
}

/// A value a grid section's builder accepts as an item: ``Item`` and ``AnyItem``.
public protocol ItemRepresentable {
  /// The value as a type-erased item.
  var anyItem: AnyItem { get }
}

extension Item: ItemRepresentable {
  /// The item, type-erased.
  public var anyItem: AnyItem { AnyItem(self) }
}

extension AnyItem: ItemRepresentable {
  /// The item itself.
  public var anyItem: AnyItem { self }
}
