import Foundation

extension Headless.UITableView {
  /// The edge a row is swiped from.
  public enum SwipeEdge: Sendable, Hashable {
    /// The leading edge (a swipe to the right in left-to-right layouts).
    case leading
    /// The trailing edge (a swipe to the left), where Delete lives.
    case trailing
  }

  /// Whether the table is in editing mode. Setting it calls
  /// ``setEditing(_:animated:)``.
  ///
  /// It also reads `true` while a swipe runs
  /// (``swipeRow(at:edge:performingActionAt:)``): as in UIKit, a swipe puts
  /// the table in editing mode without showing editing controls.
  public var isEditing: Bool {
    get { editing || swipedRow != nil }
    set { setEditing(newValue, animated: false) }
  }

  /// Enters or leaves editing mode.
  ///
  /// A change clears the selection (without delegate calls) and updates
  /// every visible cell: `canEditRowAt` and `editingStyleForRowAt` decide its
  /// editing control, `canMoveRowAt` its reorder control, then
  /// ``Headless/UITableViewCell/setEditing(_:animated:)``. Nothing happens when the
  /// state does not change.
  ///
  /// - Parameters:
  ///   - editing: The new state.
  ///   - animated: Ignored: the simulator does not animate.
  /// - Complexity: O(*v* log *v*) for *v* visible rows.
  public func setEditing(_ editing: Bool, animated: Bool) {
    beginEvent()
    defer { endEvent() }
    guard editing != self.editing else { return }
    self.editing = editing
    clearSelection()
    for path in visibleCellsByPath.keys.sorted() {
      guard let cell = visibleCellsByPath[path] else { continue }
      applyEditingState(to: cell, at: path)
    }
  }

  /// Simulates the user confirming a row's editing control while editing
  /// (the Delete confirmation, or the Insert button): calls
  /// `commit(editingStyle:forRowAt:)` with the row's editing style.
  ///
  /// The data source must update its model and call ``deleteRows(at:with:)``
  /// or ``insertRows(at:with:)``; an inconsistent update throws its
  /// ``UpdateError`` from here.
  ///
  /// - Parameter indexPath: The row.
  /// - Returns: Whether `commit` was called: `false` when the table is not
  ///   editing, the row is not editable or its style is ``Headless/UITableViewCell/EditingStyle/none``.
  /// - Throws: ``IndexError`` for a row that does not exist, or what `commit` throws.
  @discardableResult
  public func tapEditingControl(at indexPath: IndexPath) throws -> Bool {
    try UIKitException.driving(
      false,
      {
        try layOutBeforeUserAction()
        beginEvent()
        defer { endEvent() }
        try layOut()
        try checkRow(indexPath)
        guard editing, let dataSource else { return false }
        let style = editingStyle(at: indexPath)
        guard style != .none else { return false }
        record("commit", .row(indexPath))
        dataSource.tableView(self, commit: style, forRowAt: indexPath)
        return true
      })
  }

  /// Simulates the user dragging a row to a new place while editing.
  ///
  /// The row must be movable (the data source responds to `moveRowAt` and
  /// `canMoveRowAt` allows it). The delegate's
  /// `targetIndexPathForMoveFromRowAt` may retarget the drop. The table then
  /// moves the row itself (its cell, height, selection and cached counts),
  /// and only then calls `moveRowAt(_:to:)`, so the data source updates its
  /// model only, as in UIKit. The move is logged as an ``Update`` of kind
  /// ``Headless/UpdateLogKind/userMove``.
  ///
  /// - Parameters:
  ///   - source: The row dragged.
  ///   - destination: Where the user drops it, in the table after the move
  ///     (for another section, a row in `0...count`).
  /// - Returns: The row's final index path, or `nil` when the row cannot move
  ///   (the table is not editing, the data source does not move rows, or
  ///   `canMoveRowAt` says no).
  /// - Throws: ``IndexError`` for a source or destination that does not
  ///   exist, or an error from the layout.
  @discardableResult
  public func moveRowByUser(from source: IndexPath, to destination: IndexPath) throws -> IndexPath?
  {
    try UIKitException.driving(
      nil,
      {
        try layOutBeforeUserAction()
        beginEvent()
        defer { endEvent() }
        try layOut()
        try checkRow(source)
        try checkDestination(destination, movingFrom: source)
        guard editing, let dataSource, dataSource.respondsToMoveRow else { return nil }
        record("canMoveRowAt", .row(source))
        guard dataSource.tableView(self, canMoveRowAt: source) else { return nil }
        var target = destination
        if let delegate {
          record("targetIndexPathForMoveFromRowAt", .move(source, destination))
          target = delegate.tableView(
            self, targetIndexPathForMoveFromRowAt: source, toProposedIndexPath: destination)
          try checkDestination(target, movingFrom: source)
        }
        let move = Headless.Batch(.table, calls: [.moveRow(source, target)])
        if target != source {
          var after = sections.map(\.rows.count)
          after[source.section] -= 1
          after[target.section] += 1
          apply(try move.plan(before: sections.map(\.rows.count), after: after), after: after)
        }
        loggedUpdates.append(Update(kind: .userMove, batch: move, fellBackToReloadData: false))
        record("moveRowAt", .move(source, target))
        dataSource.tableView(self, moveRowAt: source, to: target)
        needsLayout = true
        try layOut()
        return target
      })
  }

  /// The actions a swipe from an edge would offer for a row, or `nil` when
  /// the row cannot be swiped from that edge.
  ///
  /// A row that is not editable (`canEditRowAt`) cannot be swiped. The
  /// delegate's configuration is used when it returns one (no actions means
  /// no swipe); otherwise the default applies: on the trailing edge a
  /// destructive Delete action (titled by
  /// `titleForDeleteConfirmationButtonForRowAt`) when the data source
  /// responds to `commit` and the row's editing style is delete; nothing on
  /// the leading edge. The default action calls `commit(.delete, forRowAt:)`
  /// and completes with `true`.
  ///
  /// - Parameters:
  ///   - indexPath: The row.
  ///   - edge: The edge swiped from.
  /// - Returns: The configuration, or `nil`.
  /// - Throws: ``IndexError`` for a row that does not exist.
  public func swipeActionsConfiguration(forRowAt indexPath: IndexPath, edge: SwipeEdge) throws
    -> Headless.UISwipeActionsConfiguration?
  {
    loadCountsIfNeeded()
    try checkRow(indexPath)
    guard canEdit(indexPath) else { return nil }
    if let delegate {
      let configuration: UISwipeActionsConfiguration?
      switch edge {
      case .leading:
        record("leadingSwipeActionsConfigurationForRowAt", .row(indexPath))
        configuration = delegate.tableView(
          self, leadingSwipeActionsConfigurationForRowAt: indexPath)
      case .trailing:
        record("trailingSwipeActionsConfigurationForRowAt", .row(indexPath))
        configuration = delegate.tableView(
          self, trailingSwipeActionsConfigurationForRowAt: indexPath)
      }
      if let configuration { return configuration.actions.isEmpty ? nil : configuration }
    }
    guard edge == .trailing, let dataSource, dataSource.respondsToCommitEditing else { return nil }
    guard editingStyleForRow(indexPath) == .delete else { return nil }
    var title: String? = "Delete"
    if let delegate {
      record("titleForDeleteConfirmationButtonForRowAt", .row(indexPath))
      title = delegate.tableView(self, titleForDeleteConfirmationButtonForRowAt: indexPath)
    }
    let action = UIContextualAction(style: .destructive, title: title) {
      [weak self] _, _, completion in
      guard let self, let dataSource = self.dataSource else {
        completion(false)
        return
      }
      self.record("commit", .row(indexPath))
      dataSource.tableView(self, commit: .delete, forRowAt: indexPath)
      completion(true)
    }
    return UISwipeActionsConfiguration(actions: [action])
  }

  /// Simulates the user swiping a row and picking one of its actions.
  ///
  /// Calls `willBeginEditingRowAt`, runs the chosen action's handler with the
  /// row's cell and a completion, then `didEndEditingRowAt` with the row's
  /// index path after whatever the handler changed (`nil` when the row was
  /// deleted). While the handler runs, ``isEditing`` reads `true` but no
  /// editing controls are shown, as in UIKit.
  ///
  /// - Parameters:
  ///   - indexPath: The row.
  ///   - edge: The edge swiped from.
  ///   - index: The action to perform, 0 being nearest the edge (a full
  ///     swipe performs action 0).
  /// - Returns: The value the handler passed to its completion; `false` when
  ///   the row cannot be swiped from that edge, there is no action at
  ///   `index`, or the handler did not call its completion.
  /// - Throws: ``IndexError`` for a row that does not exist, or what the handler throws.
  @discardableResult
  public func swipeRow(at indexPath: IndexPath, edge: SwipeEdge, performingActionAt index: Int = 0)
    throws -> Bool
  {
    try UIKitException.driving(false, { try swipe(row: indexPath, edge: edge, action: index) })
  }

  /// The work of ``swipeRow(at:edge:performingActionAt:)``.
  private func swipe(row indexPath: IndexPath, edge: SwipeEdge, action index: Int) throws -> Bool {
    try layOutBeforeUserAction()
    beginEvent()
    defer { endEvent() }
    try layOut()
    guard let configuration = try swipeActionsConfiguration(forRowAt: indexPath, edge: edge),
      configuration.actions.indices.contains(index)
    else { return false }
    let action = configuration.actions[index]
    swipedRow = indexPath
    record("willBeginEditingRowAt", .row(indexPath))
    delegate?.tableView(self, willBeginEditingRowAt: indexPath)
    var result = false
    defer {
      let remaining = swipedRow
      swipedRow = nil
      record("didEndEditingRowAt", remaining.map { .row($0) } ?? .none)
      delegate?.tableView(self, didEndEditingRowAt: remaining)
    }
    result = action.performAsTapped(in: cellForRow(at: indexPath))
    return result
  }

  /// The editing control a row shows while editing: none for a row that is
  /// not editable, else the delegate's style.
  func editingStyle(at indexPath: IndexPath) -> UITableViewCell.EditingStyle {
    guard canEdit(indexPath) else { return .none }
    return editingStyleForRow(indexPath)
  }

  /// Applies the editing state (style, reorder control, editing flag) to a cell.
  func applyEditingState(to cell: UITableViewCell, at path: IndexPath) {
    if editing {
      cell.editingStyle =
        allowsMultipleSelectionDuringEditing ? .none : editingStyle(at: path)
      if let dataSource, dataSource.respondsToMoveRow {
        record("canMoveRowAt", .row(path))
        cell.showsReorderControl = dataSource.tableView(self, canMoveRowAt: path)
      } else {
        cell.showsReorderControl = false
      }
    } else {
      cell.editingStyle = .none
      cell.showsReorderControl = false
    }
    if cell.isEditing != editing { cell.setEditing(editing, animated: false) }
  }

  private func canEdit(_ indexPath: IndexPath) -> Bool {
    guard let dataSource else { return false }
    record("canEditRowAt", .row(indexPath))
    return dataSource.tableView(self, canEditRowAt: indexPath)
  }

  private func editingStyleForRow(_ indexPath: IndexPath) -> UITableViewCell.EditingStyle {
    guard let delegate else { return .delete }
    record("editingStyleForRowAt", .row(indexPath))
    return delegate.tableView(self, editingStyleForRowAt: indexPath)
  }

  /// Throws unless `destination` is a valid drop position for a row moved from `source`.
  private func checkDestination(_ destination: IndexPath, movingFrom source: IndexPath) throws {
    guard destination.count == 2, destination.section >= 0, destination.section < sections.count
    else {
      throw IndexError.rowSectionOutOfBounds(destination, sectionCount: sections.count)
    }
    let count = sections[destination.section].rows.count
    let limit = destination.section == source.section ? count : count + 1
    guard destination.row >= 0, destination.row < limit else {
      throw IndexError.rowOutOfBounds(destination, rowCount: limit)
    }
  }
}
