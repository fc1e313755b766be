import Foundation

extension Item {
  /// The items under this one in an outline, shown after it, one level
  /// deeper, while it is expanded; `nil` for an item without children (a
  /// leaf), `[]` for a parent with no children now.
  ///
  /// A parent item needs an identity (an `id:`, an `Identifiable` model, or
  /// a `Hashable` model): the grid keeps its expansion state by it.
  public var children: [AnyItem]? {
    get { extra(\.children)?.map { AnyItem(storage: $0.storage) } }
    set {
      setExtra(\.children, newValue?.map { AnyRow(storage: $0.storage) })
      if storage.extras?.loadChildren != nil { setExtra(\.loadChildren, nil) }
    }
  }

  /// Whether the item was declared with ``children(loadingWith:)`` and its
  /// children are not loaded yet: while it is expanded, its cell's
  /// ``OutlineState/isLoading`` is `true`.
  public var loadsChildren: Bool { extra(\.loadChildren) != nil }

  /// A copy of the item that has children the app loads when the item
  /// first shows expanded: as ``Row/children(loadingWith:)`` says for rows.
  ///
  /// - Parameter load: Asks for the children of the item's model.
  /// - Returns: The item, a parent whose children are still to load.
  public func children(
    loadingWith load: @escaping @MainActor (Cell.Model) -> Void
  ) -> Item {
    var item = self
    item.children = []
    item.setExtra(\.loadChildren, load)
    return item
  }

  /// Whether the item shows its children when the grid first meets its
  /// identity; afterwards its state is the grid's. Default: `false`.
  public var isInitiallyExpanded: Bool {
    get { extra(\.initiallyExpanded) ?? false }
    set { setExtra(\.initiallyExpanded, newValue) }
  }

  /// A copy of the item with children, any depth.
  ///
  /// ```swift
  /// Item<AlbumCell>(model: album).children {
  ///   for photo in album.photos { Item<PhotoCell>(model: photo) }
  /// }
  /// ```
  ///
  /// - Parameter items: The children.
  /// - Returns: The item with the children.
  public func children(@ItemBuilder _ items: () -> [AnyItem]) -> Item {
    var item = self
    item.children = items()
    return item
  }

  /// A copy of the item with children, from an array of items of any cell
  /// types.
  ///
  /// - Parameter items: The children.
  /// - Returns: The item with the children.
  public func children(_ items: [any ItemRepresentable]) -> Item {
    var item = self
    item.children = items.map(\.anyItem)
    return item
  }

  /// A copy of the item that shows its children at first, or not (see
  /// ``isInitiallyExpanded``).
  ///
  /// - Parameter isExpanded: Whether the children show at first.
  /// - Returns: The item.
  public func expanded(_ isExpanded: Bool) -> Item {
    var item = self
    item.isInitiallyExpanded = isExpanded
    return item
  }
}

extension AnyItem {
  /// The item's children in an outline, or `nil` for a leaf.
  public var children: [AnyItem]? {
    storage.outlineChildren?.map { AnyItem(storage: $0.storage) }
  }
}
