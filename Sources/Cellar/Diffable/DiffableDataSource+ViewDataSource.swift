import Foundation

// `UITableViewDiffableDataSource` and `UICollectionViewDiffableDataSource`
// are their views' data sources, so code calls the data source's methods on
// them (`dataSource.tableView(tableView, numberOfRowsInSection: 0)`). A
// `DiffableDataSource`'s view is answered by its ``DiffableDataSource/table``
// or ``DiffableDataSource/grid``; these methods give the same answers, the
// view's own, to code that asks the data source.

extension DiffableDataSource {
  // MARK: A table view's data source

  /// The number of sections the table view shows: what the table view's
  /// data source answers it.
  ///
  /// The table view's data source is the data source's ``table``; this
  /// answers the same, for code that asks the data source as it would ask
  /// `UITableViewDiffableDataSource`. A data source that drives a
  /// collection view answers 0.
  ///
  /// - Parameter tableView: The data source's table view.
  /// - Returns: The number of sections of the snapshot shown.
  public func numberOfSections(in tableView: UITableView) -> Int {
    table?.coordinator.numberOfSections(in: tableView) ?? 0
  }

  /// The number of rows of a section the table view shows: what the table
  /// view's data source answers it (0 when the data source drives a
  /// collection view).
  ///
  /// A section past the last one shown raises UIKit's exception, as
  /// `UITableViewDiffableDataSource` does:
  /// `NSInternalInconsistencyException`, "Invalid parameter not satisfying:
  /// section < _impl.numberOfSections" (on CellarHost a
  /// `UIKitException.catching` scope records it, and the answer is 0). A
  /// negative section answers 0: UIKit's check bounds it from above only.
  ///
  /// - Parameters:
  ///   - tableView: The data source's table view.
  ///   - section: The section's index.
  /// - Returns: The number of items of that section of the snapshot shown.
  public func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
    guard let table else { return 0 }
    guard section < table.coordinator.numberOfSections(in: tableView) else {
      raiseInternalInconsistency(
        "Invalid parameter not satisfying: section < _impl.numberOfSections")
      return 0
    }
    return table.coordinator.tableView(tableView, numberOfRowsInSection: section)
  }

  /// The cell of a row: what the table view's data source gives it, the
  /// cell provider's cell for the row's item. A row the table view does
  /// not show gets an empty cell, and a provider's failure is reported as
  /// it is for the view
  /// (``TableError/cellProviderReturnedNil(indexPath:item:inCollectionView:)``).
  ///
  /// - Precondition: The data source drives a table view.
  /// - Parameters:
  ///   - tableView: The data source's table view.
  ///   - indexPath: The row's index path.
  /// - Returns: The cell.
  public func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath)
    -> UITableViewCell
  {
    guard let table else {
      preconditionFailure(Self.wrongView("a table view's cell", drives: "a collection view"))
    }
    return table.coordinator.tableView(tableView, cellForRowAt: indexPath)
  }

  // MARK: A collection view's data source

  /// The number of sections the collection view shows: what the
  /// collection view's data source answers it (0 when the data source
  /// drives a table view).
  ///
  /// - Parameter collectionView: The data source's collection view.
  /// - Returns: The number of sections of the snapshot shown.
  public func numberOfSections(in collectionView: UICollectionView) -> Int {
    grid?.coordinator.numberOfSections(in: collectionView) ?? 0
  }

  /// The number of items of a section the collection view shows: what the
  /// collection view's data source answers it (0 for a section it does not
  /// show, or when the data source drives a table view).
  ///
  /// - Parameters:
  ///   - collectionView: The data source's collection view.
  ///   - section: The section's index.
  /// - Returns: The number of items of that section of the snapshot shown.
  public func collectionView(
    _ collectionView: UICollectionView, numberOfItemsInSection section: Int
  ) -> Int {
    grid?.coordinator.collectionView(collectionView, numberOfItemsInSection: section) ?? 0
  }

  /// The cell of an item: what the collection view's data source gives
  /// it, the cell provider's cell for the item.
  ///
  /// - Precondition: The data source drives a collection view.
  /// - Parameters:
  ///   - collectionView: The data source's collection view.
  ///   - indexPath: The item's index path.
  /// - Returns: The cell.
  public func collectionView(
    _ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath
  ) -> UICollectionViewCell {
    guard let grid else {
      preconditionFailure(Self.wrongView("a collection view's cell", drives: "a table view"))
    }
    return grid.coordinator.collectionView(collectionView, cellForItemAt: indexPath)
  }

  /// The view of a supplementary element: what the collection view's data
  /// source gives it, the ``supplementaryViewProvider``'s view (an empty
  /// one, with the error reported, when there is no provider or it gives
  /// none).
  ///
  /// - Precondition: The data source drives a collection view.
  /// - Parameters:
  ///   - collectionView: The data source's collection view.
  ///   - kind: The element's kind.
  ///   - indexPath: The element's index path.
  /// - Returns: The view.
  public func collectionView(
    _ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String,
    at indexPath: IndexPath
  ) -> UICollectionReusableView {
    guard let grid else {
      preconditionFailure(Self.wrongView("a supplementary view", drives: "a table view"))
    }
    return grid.coordinator.collectionView(
      collectionView, viewForSupplementaryElementOfKind: kind, at: indexPath)
  }

  /// Whether the user may move an item: what the collection view's data
  /// source answers it, as ``reorderingHandlers``' `canReorderItem`
  /// allows (`false` without it, and when the data source drives a table
  /// view).
  ///
  /// - Parameters:
  ///   - collectionView: The data source's collection view.
  ///   - indexPath: The item's index path.
  /// - Returns: Whether the item may be moved.
  public func collectionView(_ collectionView: UICollectionView, canMoveItemAt indexPath: IndexPath)
    -> Bool
  {
    grid?.coordinator.collectionView(collectionView, canMoveItemAt: indexPath) ?? false
  }

  /// The message of a view's data-source call made on a data source that
  /// drives the other kind of view.
  private static func wrongView(_ what: String, drives other: String) -> String {
    "DiffableDataSource: asked for \(what), but this data source drives \(other); "
      + "ask the view's own data source"
  }
}
