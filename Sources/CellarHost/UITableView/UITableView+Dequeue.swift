import Foundation

extension Headless.UITableView {
  /// A cell for an identifier from its pool, or a new one from its
  /// registration, or `nil`.
  ///
  /// A recycled cell gets ``Headless/UITableViewCell/prepareForReuse()`` just before it
  /// is returned; a new cell does not. Returns `nil` when the pool is empty
  /// and nothing is registered (the legacy pattern then creates the cell),
  /// and for an empty identifier. May be called outside `cellForRowAt`.
  ///
  /// - Parameter identifier: The reuse identifier.
  /// - Returns: A cell, or `nil`.
  /// - Complexity: O(1).
  public func dequeueReusableCell(withIdentifier identifier: String) -> Headless.UITableViewCell? {
    guard !identifier.isEmpty else { return nil }
    // A registration that makes a cell for another identifier gives none here
    // (UIKit raises; the index-path form throws the error).
    return try? takeCell(identifier)
  }

  /// A cell for an identifier, for the row being requested: from the pool,
  /// or new from the registration.
  ///
  /// Call it only from ``Headless/UITableViewDataSource/tableView(_:cellForRowAt:)``,
  /// with the index path you were given, once. A recycled cell gets
  /// ``Headless/UITableViewCell/prepareForReuse()`` just before it is returned. While
  /// the table reconfigures the row (``reconfigureRows(at:)``), it returns
  /// the row's existing cell, without `prepareForReuse()`.
  ///
  /// - Parameters:
  ///   - identifier: The reuse identifier.
  ///   - indexPath: The row being requested.
  /// - Returns: A cell.
  /// - Note: Raises UIKit's exception (``UIKitException``, with the reason of
  ///   the value named here) for ``DequeueError/unregisteredIdentifier(_:)``
  ///   when the pool is empty and nothing is registered;
  ///   ``DequeueError/invalidReuseIdentifier(method:)`` for an empty
  ///   identifier; ``DequeueError/multipleCellsForIndexPath(identifier:indexPath:)``
  ///   on a second dequeue for the row being requested;
  ///   ``DequeueError/reconfigureMismatch(existing:requested:indexPath:)``
  ///   for another identifier than the existing cell's while reconfiguring.
  ///   It then returns a new cell of the base class, which the table view
  ///   never displays.
  /// - Complexity: O(1).
  public func dequeueReusableCell(withIdentifier identifier: String, for indexPath: IndexPath)
    -> Headless.UITableViewCell
  {
    UIKitException.raising(
      UITableViewCell(style: .default, reuseIdentifier: identifier),
      { try dequeueCell(withIdentifier: identifier, for: indexPath) })
  }

  /// The work of ``dequeueReusableCell(withIdentifier:for:)``, which throws
  /// what the member raises: for Cellar, which reports the error its own way.
  package func dequeueCell(withIdentifier identifier: String, for indexPath: IndexPath) throws
    -> Headless.UITableViewCell
  {
    guard !identifier.isEmpty else {
      throw DequeueError.invalidReuseIdentifier(
        method: "-[UITableView dequeueReusableCellWithIdentifier:forIndexPath:]")
    }
    if var request = cellRequest, request.indexPath == indexPath {
      if request.dequeuedCount > 0 {
        throw DequeueError.multipleCellsForIndexPath(identifier: identifier, indexPath: indexPath)
      }
      if let existing = request.existing {
        guard existing.reuseIdentifier == identifier else {
          throw DequeueError.reconfigureMismatch(
            existing: existing.reuseIdentifier, requested: identifier, indexPath: indexPath)
        }
        request.dequeuedCount += 1
        cellRequest = request
        cellPool.updateCounters(identifier) { $0.dequeues += 1 }
        return existing
      }
    }
    guard let cell = try takeCell(identifier) else {
      throw DequeueError.unregisteredIdentifier(identifier)
    }
    if var request = cellRequest, request.indexPath == indexPath {
      request.dequeuedCount += 1
      cellRequest = request
    }
    return cell
  }

  /// A header or footer view for an identifier from its pool, or a new one
  /// from its registration, or `nil`.
  ///
  /// A recycled view gets ``Headless/UITableViewHeaderFooterView/prepareForReuse()``
  /// just before it is returned. UIKit has no index-path variant.
  ///
  /// - Parameter identifier: The reuse identifier.
  /// - Returns: A view, or `nil` when the pool is empty and nothing is registered.
  /// - Complexity: O(1).
  public func dequeueReusableHeaderFooterView(withIdentifier identifier: String)
    -> Headless.UITableViewHeaderFooterView?
  {
    guard !identifier.isEmpty else { return nil }
    return takeHeaderFooterView(identifier)
  }

  /// Pops a pooled cell (preparing it) or creates one.
  ///
  /// A new cell without a reuse identifier gets the registered one, as
  /// UIKit does for a cell from a nib that names none.
  ///
  /// - Throws: ``DequeueError/nibIdentifierMismatch(nib:registered:)`` when
  ///   the registration made a cell with another identifier.
  func takeCell(_ identifier: String) throws -> UITableViewCell? {
    let taken = try cellPool.take(identifier) { cell in
      switch cell.reuseIdentifier {
      case nil, "": cell.reuseIdentifier = identifier
      case identifier: break
      case let other?: throw DequeueError.nibIdentifierMismatch(nib: other, registered: identifier)
      }
    }
    guard let (cell, isRecycled) = taken else { return nil }
    if isRecycled {
      if var request = cellRequest {
        request.takenFromPool.append(cell)
        cellRequest = request
      }
      record("prepareForReuse", .identifier(identifier))
      cell.prepareForReuse()
    }
    return cell
  }

  /// Pops a pooled header/footer view (preparing it) or creates one.
  func takeHeaderFooterView(_ identifier: String) -> UITableViewHeaderFooterView? {
    let taken = supplementaryPool.take(identifier) { view in
      if view.reuseIdentifier?.isEmpty ?? true { view.reuseIdentifier = identifier }
    }
    guard let (view, isRecycled) = taken else { return nil }
    if isRecycled {
      record("prepareForReuse", .identifier(identifier))
      view.prepareForReuse()
    }
    return view
  }

  /// The table's own view for a section title, recycled under the empty
  /// identifier (whose factory the pool holds from the start, so this is
  /// `nil` only if that factory were gone).
  func titleView(_ title: String) -> UITableViewHeaderFooterView? {
    guard let (view, isRecycled) = supplementaryPool.take("", adopting: { _ in }) else {
      return nil
    }
    if isRecycled { view.prepareForReuse() }
    view.textLabel?.text = title
    view.detailTextLabel?.text = nil
    return view
  }

  /// Returns a cell to its pool, or drops it when it has no reuse identifier.
  func enqueue(_ cell: UITableViewCell) {
    guard let identifier = cell.reuseIdentifier, !identifier.isEmpty else { return }
    cellPool.recycle(cell, as: identifier)
  }

  /// Returns a header or footer view to its pool, or drops it.
  func enqueue(_ view: UITableViewHeaderFooterView) {
    guard let identifier = view.reuseIdentifier else { return }
    supplementaryPool.recycle(view, as: identifier)
  }

  /// Whether a cell waits in a pool.
  func isPooled(_ cell: UITableViewCell) -> Bool {
    guard let identifier = cell.reuseIdentifier else { return false }
    return cellPool.isPooled(cell, as: identifier)
  }

  /// Asks the data source for a row's cell and checks UIKit's rules: the cell
  /// must not be one the table holds, and while reconfiguring it must be the
  /// existing cell. On failure, cells taken from pools go back.
  func requestCell(at indexPath: IndexPath, existing: UITableViewCell? = nil) throws
    -> UITableViewCell
  {
    guard let dataSource else {
      throw DequeueError.missingCell(indexPath: indexPath)
    }
    let saved = cellRequest
    cellRequest = CellRequest(indexPath: indexPath, existing: existing)
    defer { cellRequest = saved }
    record("cellForRowAt", .row(indexPath))
    let cell = dataSource.tableView(self, cellForRowAt: indexPath)
    if UIKitException.isUnwinding {
      // A raise during the request: the program would have stopped.
      restoreTakenCells()
      throw UIKitExceptionUnwinding()
    }
    if let existing {
      guard cell === existing else {
        restoreTakenCells()
        throw DequeueError.reconfigureMismatch(
          existing: existing.reuseIdentifier, requested: cell.reuseIdentifier, indexPath: indexPath)
      }
      cellPool.updateCounters(cell.reuseIdentifier ?? "") { $0.reconfigurations += 1 }
    } else {
      if cellPool.isDisplayed(cell) || isPooled(cell) {
        restoreTakenCells()
        throw DequeueError.cellNotDequeued(indexPath: indexPath)
      }
      cellPool.updateCounters(cell.reuseIdentifier ?? "") { $0.configurations += 1 }
    }
    return cell
  }

  /// Puts back the cells the current request took from pools, in LIFO order.
  private func restoreTakenCells() {
    guard let request = cellRequest else { return }
    for cell in request.takenFromPool.reversed() { enqueue(cell) }
  }
}
