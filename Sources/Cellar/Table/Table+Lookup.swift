import Foundation

extension Table {
  /// The index path of the row with an identity value: its `id:`, its
  /// model's `id`, or its `Hashable` model (the first such row).
  ///
  /// - Parameter id: The identity value.
  /// - Returns: The row's index path, or `nil` when no row shown has it (a
  ///   row under a collapsed section or row is not shown: `presence(ofRowID:)`
  ///   tells it from a row the table does not hold).
  /// - Complexity: O(1) expected. The first lookup indexes the *n* rows
  ///   in O(*n*); the index is then kept through updates, snapshot applies
  ///   and moves, and the first lookup after one indexes again only the
  ///   rows of the sections whose `rows` are not the same array as
  ///   before (a section passed again unchanged costs nothing).
  public func indexPath(forRowID id: some Hashable) -> IndexPath? {
    indexPath(ofRowID: id)
  }

  /// The row at an index path.
  ///
  /// - Parameter indexPath: The row's index path.
  /// - Returns: The row, or `nil` when the index path is out of range.
  /// - Complexity: O(1).
  public func row(at indexPath: IndexPath) -> AnyRow? {
    storage(at: indexPath).map(AnyRow.init(storage:))
  }

  /// The section with an identity.
  ///
  /// - Parameter id: The section's `id`.
  /// - Returns: The section, or `nil` when no section has it.
  /// - Complexity: O(*s*) for *s* sections.
  public func section(withID id: some Hashable) -> Section? {
    sectionIndex(withID: id).map { sections[$0] }
  }

  /// The index of the section with an identity.
  ///
  /// - Parameter id: The section's `id`.
  /// - Returns: The section's index, or `nil` when no section has it.
  /// - Complexity: O(*s*) for *s* sections.
  public func sectionIndex(withID id: some Hashable) -> Int? {
    let key = AnyHashable(id)
    return shown.firstIndex { $0.id == key }
  }

  /// The displayed cell of the row with an identity value.
  ///
  /// - Parameter id: The row's identity value (see ``indexPath(forRowID:)``).
  /// - Returns: The cell, or `nil` when the row does not exist or is not visible.
  public func cell(forRowID id: some Hashable) -> UITableViewCell? {
    indexPath(forRowID: id).flatMap { tableView.cellForRow(at: $0) }
  }

  /// The displayed cell of the row with an identity value, typed.
  ///
  /// ```swift
  /// let cell = table.cell(forRowID: movie.id, as: MovieCell.self)
  /// ```
  ///
  /// - Parameters:
  ///   - id: The row's identity value (see ``indexPath(forRowID:)``).
  ///   - cellType: The cell type.
  /// - Returns: The cell, or `nil` when the row does not exist, is not
  ///   visible, or has another cell type.
  public func cell<Cell: ConfigurableCell>(forRowID id: some Hashable, as cellType: Cell.Type)
    -> Cell?
  {
    cell(forRowID: id) as? Cell
  }

  /// The identity values of the visible rows, top to bottom (rows identified
  /// by position are skipped).
  ///
  /// ``visibleRowIDs(as:)`` gives them typed, to compare with literals:
  /// `table.visibleRowIDs(as: Int.self).first == 121`.
  ///
  /// - Complexity: O(*v* log *v*) for *v* visible rows.
  public var visibleRowIDs: [AnyHashable] {
    identities(at: tableView.indexPathsForVisibleRows ?? [])
  }

  /// The identity values of the visible rows that are of type `ID`, top to
  /// bottom (rows identified by position, or by an id of another type, are
  /// left out).
  ///
  /// ```swift
  /// #expect(table.visibleRowIDs(as: Int.self).first == 121)
  /// ```
  ///
  /// - Parameter type: The identity type.
  /// - Returns: The ids, typed.
  /// - Complexity: O(*v* log *v*) for *v* visible rows.
  public func visibleRowIDs<ID: Hashable>(as type: ID.Type) -> [ID] {
    typedIdentities(visibleRowIDs, as: type)
  }

  /// The identity values of the selected rows, in index-path order (rows
  /// identified by position are skipped): what to keep in the app's model
  /// when the user selects, on CellarHost and UIKit alike.
  ///
  /// ```swift
  /// try table.tableView.tapRow(at: IndexPath(row: 1, section: 0))
  /// #expect(table.selectedRowIDs == [2])
  /// ```
  ///
  /// - Complexity: O(*k* log *k*), for *k* selected rows.
  public var selectedRowIDs: [AnyHashable] {
    identities(at: (tableView.indexPathsForSelectedRows ?? []).sorted())
  }

  /// The identity values of the selected rows that are of type `ID`, in
  /// index-path order (rows identified by position, or by an id of another
  /// type, are left out).
  ///
  /// ```swift
  /// let basket = Set(table.selectedRowIDs(as: Product.ID.self))
  /// ```
  ///
  /// - Parameter type: The identity type.
  /// - Returns: The ids, typed.
  /// - Complexity: O(*k* log *k*), for *k* selected rows.
  public func selectedRowIDs<ID: Hashable>(as type: ID.Type) -> [ID] {
    typedIdentities(selectedRowIDs, as: type)
  }
}

extension AnyRow {
  init(storage: AnyRowStorage) {
    self.storage = storage
  }
}
