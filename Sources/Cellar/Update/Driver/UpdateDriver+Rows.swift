import Foundation

extension UpdateDriver {
  /// The storage of the row (or item) at an index path, if it exists.
  ///
  /// - Complexity: O(1).
  func storage(at indexPath: IndexPath) -> AnyRowStorage? {
    guard indexPath.count == 2 else { return nil }
    let (section, row) = (indexPath[0], indexPath[1])
    // Read in place: a copy of the arrays costs more than the lookup (the
    // view asks once per inserted row, and per displayed cell).
    guard shown.indices.contains(section), shown[section].rows.indices.contains(row) else {
      return nil
    }
    return shown[section].rows[row].storage
  }

  /// The row's (or item's) swipe actions on one edge, each handler run
  /// as a callback; `nil` for none. A table's delegate answers with it (a
  /// table view then offers its default Delete on the trailing edge of a
  /// row with a delete handler); a grid's list sections' swipe providers
  /// do.
  func swipeConfiguration(at indexPath: IndexPath, leading: Bool)
    -> UISwipeActionsConfiguration?
  {
    guard let actions = storage(at: indexPath)?.swipeActions(at: indexPath, leading: leading),
      !actions.isEmpty
    else { return nil }
    // Each handler runs as a callback: an update it asks for waits until
    // the swipe (a view event) is over.
    return UISwipeActionsConfiguration(
      actions: actions.map { action in
        UIContextualAction(style: action.style, title: action.title) {
          [weak self] _, _, completion in
          // A table or grid gone meanwhile performs nothing; the swipe
          // still closes.
          guard let self else { return completion(false) }
          completion(self.inCallback { action.perform() })
        }
      })
  }

  /// A list section's separator configuration for the item at
  /// `indexPath`: `configuration` with the item's own visibilities
  /// (``Item/separators(top:bottom:)``) where they are not automatic.
  ///
  /// - Complexity: O(1).
  func separatorConfiguration(
    at indexPath: IndexPath, _ configuration: UIListSeparatorConfiguration
  ) -> UIListSeparatorConfiguration {
    guard let separators = storage(at: indexPath)?.separators else { return configuration }
    var resolved = configuration
    if separators.top != .automatic { resolved.topSeparatorVisibility = separators.top }
    if separators.bottom != .automatic { resolved.bottomSeparatorVisibility = separators.bottom }
    return resolved
  }

  /// The identity values of the rows (or items) at index paths, in the
  /// order given; rows identified by position, and paths out of range, are
  /// skipped. What a table's and a grid's visible and selected ids read.
  ///
  /// - Complexity: O(*p*) for *p* index paths.
  func identities(at indexPaths: [IndexPath]) -> [AnyHashable] {
    indexPaths.compactMap { storage(at: $0)?.identityValue }
  }

  /// Calls the cell's `configureAtWillDisplay(_:)`, then the row's
  /// ``Row/onWillDisplay`` (or the item's `onWillDisplay`), with the
  /// model of the row or item the cell shows (see ``displayedCells``), as
  /// a callback.
  func willDisplay(_ cell: AnyObject, at indexPath: IndexPath) {
    guard let storage = displayedCells[ObjectIdentifier(cell)] else { return }
    inCallback { storage.willDisplay(cell, at: indexPath) }
  }

  /// Calls the cell's `configureOnHide(_:)`, then the row's
  /// ``Row/onDidEndDisplaying`` (or the item's), with the model of the row
  /// or item the cell showed: kept since the cell was configured (and
  /// pointed at each kept row after an update), so a deleted row's cell
  /// still reports its own model, never that of the row now at its index
  /// path.
  func didEndDisplaying(_ cell: AnyObject, at indexPath: IndexPath) {
    guard let storage = displayedCells.removeValue(forKey: ObjectIdentifier(cell)) else { return }
    inCallback { storage.didEndDisplaying(cell, at: indexPath) }
  }

  /// Calls the select (or deselect) handler of the row or item at an index
  /// path, as a callback; nothing for a path out of range.
  ///
  /// A row with children and no action of its own expands or collapses
  /// instead, and is deselected (UIKit's outline rows do the same).
  func routeSelection(at indexPath: IndexPath, deselect: Bool) {
    guard let storage = storage(at: indexPath) else { return }
    if !deselect, !storage.hasAction, storage.hasOutlineChildren, let id = storage.identityValue {
      deselectAfterToggle(at: indexPath)
      toggleByUser(.row(id))
      return
    }
    inCallback {
      if deselect { storage.deselect(at: indexPath) } else { storage.select(at: indexPath) }
    }
  }

  /// Calls the prefetch (or cancel-prefetch) handlers of the rows or
  /// items, then those of their sections, each section once with its
  /// paths, in the view's order (nearest to the viewport first). An update
  /// a handler asks for is queued.
  ///
  /// - Complexity: O(*p*) for *p* index paths, plus the handlers.
  func routePrefetch(_ indexPaths: [IndexPath], cancel: Bool) {
    inCallback {
      let sections = shownSections
      var bySection: [Int: [IndexPath]] = [:]
      var order: [Int] = []
      for path in indexPaths {
        guard let storage = storage(at: path) else { continue }
        if bySection[path.section] == nil { order.append(path.section) }
        bySection[path.section, default: []].append(path)
        if cancel { storage.cancelPrefetch(at: path) } else { storage.prefetch(at: path) }
      }
      for section in order {
        guard let paths = bySection[section] else { continue }
        let hook = cancel ? sections[section].cancelPrefetch : sections[section].prefetch
        hook?(paths)
      }
    }
  }
}

extension UpdateDriver {
  /// Dequeues and configures the cell of the row or item at an index path:
  /// the steps a table's and a grid's `cell(at:)` share, in one order.
  ///
  /// A cell that cannot be made as the row or item needs goes to
  /// ``viewFailed(_:)``: a row that is gone and a dequeue error give
  /// `empty()`, a cell of another class than the row's
  /// (``isOfRowType(_:_:identifier:at:)``) gives `mismatch(cell)`. A cell
  /// that is of the row's class is kept in ``displayedCells``, passed to
  /// `link`, then configured as a callback: `configure(_:)`, then, once
  /// the table or grid has shown an outline, `configureOutline(_:)`.
  ///
  /// - Parameters:
  ///   - indexPath: The row or item.
  ///   - dequeue: Dequeues a cell for the row's storage and reuse
  ///     identifier (registering its type on first use).
  ///   - empty: Makes the empty cell the view gets where there is none to give.
  ///   - mismatch: The cell the view gets for a dequeued cell of another class.
  ///   - link: What the front end does with a cell before it is configured.
  /// - Returns: The configured cell, or the empty or unconfigured one.
  func configuredCell<Cell: AnyObject>(
    at indexPath: IndexPath, dequeue: (AnyRowStorage, String) throws -> Cell,
    empty: () -> Cell, mismatch: (Cell) -> Cell, link: (Cell) -> Void = { _ in }
  ) -> Cell {
    guard let storage = storage(at: indexPath) else {
      viewFailed(missingCellError(at: indexPath))
      return empty()
    }
    let identifier = storage.reuseIdentifier
    let cell: Cell
    do {
      if let cellProvider {
        // The provider's cell is for the view it was given: a `Cell`.
        let provided = try inCallback { try cellProvider(indexPath, storage) }
        guard let typed = provided as? Cell else { return mismatch(empty()) }
        cell = typed
      } else {
        cell = try dequeue(storage, identifier)
      }
    } catch {
      viewFailed(error)
      return empty()
    }
    guard isOfRowType(cell, storage, identifier: identifier, at: indexPath) else {
      return mismatch(cell)
    }
    displayedCells[ObjectIdentifier(cell)] = storage
    link(cell)
    inCallback { storage.configure(cell) }
    if outline.isActive { tellOutline(to: cell, storage, always: true) }
    return cell
  }

  /// Whether a dequeued cell is of the row's (or item's) cell type, which
  /// a custom registration may break; otherwise
  /// ``TableError/cellClassMismatch(reuseIdentifier:expected:actual:indexPath:)``
  /// goes to ``viewFailed(_:)``, and the cell is returned unconfigured: the
  /// view must get back the cell it dequeued (since iOS 18 UIKit raises
  /// otherwise).
  ///
  /// - Returns: Whether it is.
  func isOfRowType(
    _ cell: AnyObject, _ storage: AnyRowStorage, identifier: String, at indexPath: IndexPath
  ) -> Bool {
    isOfDequeuedType(
      storage.isShown(by: cell),
      else: TableError.cellClassMismatch(
        reuseIdentifier: identifier, expected: storage.cellTypeName,
        actual: String(reflecting: type(of: cell)), indexPath: indexPath))
  }

  /// Whether a dequeued view is of the type its row, item, header or
  /// footer needs; otherwise the mismatch `error` goes to
  /// ``viewFailed(_:)``, as ``isOfRowType(_:_:identifier:at:)`` says.
  ///
  /// - Parameters:
  ///   - matches: Whether the view is of the needed type.
  ///   - error: The mismatch, made only when it is not.
  /// - Returns: `matches`.
  func isOfDequeuedType(_ matches: Bool, else error: @autoclosure () -> TableError) -> Bool {
    guard !matches else { return true }
    viewFailed(error())
    return false
  }

  /// Throws the failure ``viewFailed(_:)`` kept while the update is
  /// applied, if any.
  func rethrowViewFailure() throws {
    guard let error = updates.viewFailure else { return }
    updates.viewFailure = nil
    throw error
  }
}

/// The identity values of type `ID` among `ids`, in order: the others are
/// left out. The typed form of the id lists (`visibleRowIDs(as:)`, and
/// CellarTesting's `rowIDs(inSection:as:)`, ...).
///
/// - Complexity: O(*n*) for *n* ids.
package func typedIdentities<ID: Hashable>(_ ids: [AnyHashable], as type: ID.Type) -> [ID] {
  ids.compactMap { $0.base as? ID }
}
