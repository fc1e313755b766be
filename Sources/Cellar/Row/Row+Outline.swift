import Foundation

extension Row {
  /// The rows under this one in an outline, shown below it, one level
  /// deeper, while it is expanded; `nil` for a row without children (a
  /// leaf), `[]` for a parent with no children now (an empty folder).
  ///
  /// A parent row needs an identity (an `id:`, an `Identifiable` model, or a
  /// `Hashable` model): the table keeps its expansion state by it. Setting
  /// the children ends a ``children(loadingWith:)``.
  public var children: [AnyRow]? {
    get { extra(\.children) }
    set {
      setExtra(\.children, newValue)
      if storage.extras?.loadChildren != nil { setExtra(\.loadChildren, nil) }
    }
  }

  /// Whether the row was declared with ``children(loadingWith:)`` and its
  /// children are not loaded yet: while it is expanded, its cell's
  /// ``OutlineState/isLoading`` is `true`.
  public var loadsChildren: Bool { extra(\.loadChildren) != nil }

  /// A copy of the row that has children the app loads when the row first
  /// shows expanded (a tap, `setExpanded`, or `.expanded(true)`): the
  /// table calls `load` with the row's model, as a callback, once per
  /// expansion, and the row shows no children meanwhile (its cell is told
  /// ``OutlineState/isLoading``). The app answers with an update in which
  /// the row declares its children (``children(_:)-(()->[AnyRow])``); an
  /// update in which it still declares `loadingWith:` leaves it loading,
  /// and `load` is not called again. Collapsing it before the answer comes
  /// and expanding it again asks again.
  ///
  /// ```swift
  /// Row<FolderCell>(model: folder).children { folder in
  ///   Task { await store.loadContents(of: folder) }   // then update(with:)
  /// }
  /// ```
  ///
  /// - Parameter load: Asks for the children of the row's model.
  /// - Returns: The row, a parent whose children are still to load.
  public func children(
    loadingWith load: @escaping @MainActor (Cell.Model) -> Void
  ) -> Row {
    var row = with(\.children, [])
    row.setExtra(\.loadChildren, load)
    return row
  }

  /// Whether the row shows its children when the table first meets its
  /// identity; afterwards its state is the table's. Default: `false`.
  public var isInitiallyExpanded: Bool {
    get { extra(\.initiallyExpanded) ?? false }
    set { setExtra(\.initiallyExpanded, newValue) }
  }

  /// A copy of the row with children, any depth.
  ///
  /// ```swift
  /// Row<FolderCell>(model: folder).children {
  ///   for file in folder.files { Row<FileCell>(model: file) }
  /// }.expanded(false)
  /// ```
  ///
  /// - Parameter rows: The children.
  /// - Returns: The row with the children.
  public func children(@RowBuilder _ rows: () -> [AnyRow]) -> Row {
    with(\.children, rows())
  }

  /// A copy of the row with children, from an array of rows of any cell types.
  ///
  /// - Parameter rows: The children.
  /// - Returns: The row with the children.
  public func children(_ rows: [any RowRepresentable]) -> Row {
    with(\.children, rows.map(\.anyRow))
  }

  /// A copy of the row that shows its children at first, or not (see
  /// ``isInitiallyExpanded``).
  ///
  /// - Parameter isExpanded: Whether the children show at first.
  /// - Returns: The row.
  public func expanded(_ isExpanded: Bool) -> Row {
    with(\.isInitiallyExpanded, isExpanded)
  }
}

extension AnyRow {
  /// The row's children in an outline, or `nil` for a leaf.
  public var children: [AnyRow]? { storage.outlineChildren }
}
