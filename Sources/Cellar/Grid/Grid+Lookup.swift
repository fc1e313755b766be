import Foundation

extension Grid {
  /// The index path of the item with an identity value: its `id:`, its
  /// model's `id`, or its `Hashable` model (the first such item).
  ///
  /// - Parameter id: The identity value.
  /// - Returns: The item's index path, or `nil` when no item has it.
  /// - Complexity: O(1) expected. The first lookup indexes the *n* items
  ///   in O(*n*); the index is then kept through updates, snapshot applies
  ///   and moves, and the first lookup after one indexes again only the
  ///   items of the sections whose `items` are not the same array as
  ///   before (a section passed again unchanged costs nothing).
  public func indexPath(forItemID id: some Hashable) -> IndexPath? {
    indexPath(ofRowID: id)
  }

  /// The item at an index path.
  ///
  /// - Parameter indexPath: The item's index path.
  /// - Returns: The item, or `nil` when the index path is out of range.
  /// - Complexity: O(1).
  public func item(at indexPath: IndexPath) -> AnyItem? {
    storage(at: indexPath).map(AnyItem.init(storage:))
  }

  /// The model of the item with an identity value, typed.
  ///
  /// - Parameters:
  ///   - id: The item's identity value (see ``indexPath(forItemID:)``).
  ///   - type: The model type.
  /// - Returns: The model, or `nil` when no item has the id or its model is of another type.
  public func model<Model>(forItemID id: some Hashable, as type: Model.Type) -> Model? {
    indexPath(forItemID: id).flatMap { item(at: $0)?.model(as: type) }
  }

  /// The section with an identity.
  ///
  /// - Parameter id: The section's `id`.
  /// - Returns: The section, or `nil` when no section has it.
  /// - Complexity: O(*s*) for *s* sections.
  public func section(withID id: some Hashable) -> GridSection? {
    sectionIndex(withID: id).map { GridSection(base: (outline.declared ?? shown)[$0]) }
  }

  /// The index of the section with an identity.
  ///
  /// - Parameter id: The section's `id`.
  /// - Returns: The index, or `nil` when no section has it.
  /// - Complexity: O(*s*) for *s* sections.
  public func sectionIndex(withID id: some Hashable) -> Int? {
    let key = AnyHashable(id)
    return shown.firstIndex { $0.id == key }
  }

  /// The displayed cell of the item with an identity value.
  ///
  /// - Parameter id: The item's identity value (see ``indexPath(forItemID:)``).
  /// - Returns: The cell, or `nil` when the item does not exist or is not visible.
  public func cell(forItemID id: some Hashable) -> UICollectionViewCell? {
    indexPath(forItemID: id).flatMap { collectionView.cellForItem(at: $0) }
  }

  /// The displayed cell of the item with an identity value, typed.
  ///
  /// - Parameters:
  ///   - id: The item's identity value.
  ///   - cellType: The cell type.
  /// - Returns: The cell, or `nil` when the item does not exist, is not
  ///   visible, or has another cell type.
  public func cell<Cell: ConfigurableCollectionCell>(
    forItemID id: some Hashable, as cellType: Cell.Type
  )
    -> Cell?
  {
    cell(forItemID: id) as? Cell
  }

  /// The identity values of the visible items, in index-path order (items
  /// identified by position are skipped).
  ///
  /// ``visibleItemIDs(as:)`` gives them typed.
  ///
  /// - Complexity: O(*v* log *v*) for *v* visible items.
  public var visibleItemIDs: [AnyHashable] {
    identities(at: collectionView.indexPathsForVisibleItems.sorted())
  }

  /// The identity values of the visible items that are of type `ID`, in
  /// index-path order (items identified by position, or by an id of
  /// another type, are left out).
  ///
  /// ```swift
  /// #expect(grid.visibleItemIDs(as: Int.self).first == 301)
  /// ```
  ///
  /// - Parameter type: The identity type.
  /// - Returns: The ids, typed.
  /// - Complexity: O(*v* log *v*) for *v* visible items.
  public func visibleItemIDs<ID: Hashable>(as type: ID.Type) -> [ID] {
    typedIdentities(visibleItemIDs, as: type)
  }

  /// The identity values of the selected items, in index-path order (items
  /// identified by position are skipped): what to keep in the app's model
  /// when the user selects, on CellarHost and UIKit alike.
  ///
  /// ```swift
  /// try grid.collectionView.tapItem(at: IndexPath(item: 1, section: 0))
  /// #expect(grid.selectedItemIDs == [2])
  /// ```
  ///
  /// - Complexity: O(*k* log *k*), for *k* selected items.
  public var selectedItemIDs: [AnyHashable] {
    identities(at: (collectionView.indexPathsForSelectedItems ?? []).sorted())
  }

  /// The identity values of the selected items that are of type `ID`, in
  /// index-path order (items identified by position, or by an id of
  /// another type, are left out).
  ///
  /// ```swift
  /// let picked = Set(grid.selectedItemIDs(as: Photo.ID.self))
  /// ```
  ///
  /// - Parameter type: The identity type.
  /// - Returns: The ids, typed.
  /// - Complexity: O(*k* log *k*), for *k* selected items.
  public func selectedItemIDs<ID: Hashable>(as type: ID.Type) -> [ID] {
    typedIdentities(selectedItemIDs, as: type)
  }

  /// Appends a section and updates the grid; `grid += section` is the
  /// operator form. Inside a callback, appends to the sections as they will
  /// be once the updates queued before it are applied.
  ///
  /// - Parameter section: The section to append.
  /// - Throws: As ``update(with:animation:)``.
  public func append(_ section: GridSection) throws {
    try update(with: (latestSections + [section.base]).map(GridSection.init(base:)))
  }

  /// Appends an item to the first section (made when there is none) and
  /// updates the grid; `grid += item` is the operator form.
  ///
  /// - Parameter item: The item to append.
  /// - Throws: As ``update(with:animation:)``.
  public func append(_ item: some ItemRepresentable) throws {
    var sections = latestSections.map(GridSection.init(base:))
    if sections.isEmpty { sections.append(GridSection()) }
    sections[0].append(item)
    try update(with: sections)
  }
}
