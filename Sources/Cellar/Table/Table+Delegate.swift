import Foundation

extension Table: TableViewDelegate {
  /// The row's fixed height, else the table view's row height.
  ///
  /// - Parameters:
  ///   - tableView: The table view asking.
  ///   - indexPath: The row.
  /// - Returns: The height.
  public func tableView(_ tableView: TableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
    storage(at: indexPath)?.height ?? tableView.rowHeight
  }

  /// The row's fixed height, else the table view's estimate.
  ///
  /// - Parameters:
  ///   - tableView: The table view asking.
  ///   - indexPath: The row.
  /// - Returns: The estimate.
  public func tableView(_ tableView: TableView, estimatedHeightForRowAt indexPath: IndexPath)
    -> CGFloat
  {
    storage(at: indexPath)?.height ?? tableView.estimatedRowHeight
  }

  /// The header's fixed height, else the table view's header height.
  ///
  /// - Parameters:
  ///   - tableView: The table view asking.
  ///   - section: The section.
  /// - Returns: The height.
  public func tableView(_ tableView: TableView, heightForHeaderInSection section: Int) -> CGFloat {
    guard sections.indices.contains(section) else { return tableView.sectionHeaderHeight }
    return sections[section].header?.fixedHeight ?? tableView.sectionHeaderHeight
  }

  /// The footer's fixed height, else the table view's footer height.
  ///
  /// - Parameters:
  ///   - tableView: The table view asking.
  ///   - section: The section.
  /// - Returns: The height.
  public func tableView(_ tableView: TableView, heightForFooterInSection section: Int) -> CGFloat {
    guard sections.indices.contains(section) else { return tableView.sectionFooterHeight }
    return sections[section].footer?.fixedHeight ?? tableView.sectionFooterHeight
  }

  /// The section's header view, when its header is a typed view.
  ///
  /// - Parameters:
  ///   - tableView: The table view asking.
  ///   - section: The section.
  /// - Returns: The configured view, or `nil`.
  public func tableView(_ tableView: TableView, viewForHeaderInSection section: Int)
    -> TableViewHeaderFooterView?
  {
    guard sections.indices.contains(section) else { return nil }
    return headerFooterView(sections[section].header, section: section)
  }

  /// The section's footer view, when its footer is a typed view.
  ///
  /// - Parameters:
  ///   - tableView: The table view asking.
  ///   - section: The section.
  /// - Returns: The configured view, or `nil`.
  public func tableView(_ tableView: TableView, viewForFooterInSection section: Int)
    -> TableViewHeaderFooterView?
  {
    guard sections.indices.contains(section) else { return nil }
    return headerFooterView(sections[section].footer, section: section)
  }

  func headerFooterView(_ item: HeaderFooter?, section: Int) -> TableViewHeaderFooterView? {
    guard case .view(let storage)? = item?.content else { return nil }
    let identifier = storage.reuseIdentifier
    do {
      try registerHeaderFooterIfNeeded(storage, identifier: identifier)
    } catch {
      report(error)
      return nil
    }
    guard let view = tableView.dequeueReusableHeaderFooterView(withIdentifier: identifier) else {
      return nil
    }
    guard storage.isShown(by: view) else {
      report(
        TableError.headerFooterClassMismatch(
          reuseIdentifier: identifier, expected: storage.viewTypeName,
          actual: String(reflecting: type(of: view)), section: section))
      return nil
    }
    inCallback { storage.configure(view) }
    return view
  }

  /// Calls the cell's ``ConfigurableCell/configureAtWillDisplay(_:)`` with
  /// the model of the row it shows.
  ///
  /// - Parameters:
  ///   - tableView: The table view asking.
  ///   - cell: The cell about to appear.
  ///   - indexPath: The row.
  public func tableView(
    _ tableView: TableView, willDisplay cell: TableViewCell, forRowAt indexPath: IndexPath
  ) {
    guard let storage = displayedRows[ObjectIdentifier(cell)] else { return }
    inCallback { storage.willDisplay(cell) }
  }

  /// Calls the cell's ``ConfigurableCell/configureOnHide(_:)`` with the
  /// model of the row it showed.
  ///
  /// - Parameters:
  ///   - tableView: The table view asking.
  ///   - cell: The cell that left.
  ///   - indexPath: The row it showed.
  public func tableView(
    _ tableView: TableView, didEndDisplaying cell: TableViewCell, forRowAt indexPath: IndexPath
  ) {
    guard let storage = displayedRows.removeValue(forKey: ObjectIdentifier(cell)) else { return }
    inCallback { storage.didEndDisplaying(cell) }
  }

  /// Calls the row's ``Row/action`` with its model and index path.
  ///
  /// - Parameters:
  ///   - tableView: The table view asking.
  ///   - indexPath: The row selected.
  public func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath) {
    guard let storage = storage(at: indexPath) else { return }
    inCallback { storage.select(at: indexPath) }
  }

  /// Calls the row's ``Row/deselectAction``.
  ///
  /// - Parameters:
  ///   - tableView: The table view asking.
  ///   - indexPath: The row deselected.
  public func tableView(_ tableView: TableView, didDeselectRowAt indexPath: IndexPath) {
    guard let storage = storage(at: indexPath) else { return }
    inCallback { storage.deselect(at: indexPath) }
  }

  /// `.delete` for rows with a delete handler, else `.none`.
  ///
  /// - Parameters:
  ///   - tableView: The table view asking.
  ///   - indexPath: The row.
  /// - Returns: The editing style.
  public func tableView(_ tableView: TableView, editingStyleForRowAt indexPath: IndexPath)
    -> TableViewCell.EditingStyle
  {
    storage(at: indexPath)?.editing.deletes == true ? .delete : .none
  }

  /// The row's ``Row/leadingSwipeActions``, or `nil` for none.
  ///
  /// - Parameters:
  ///   - tableView: The table view asking.
  ///   - indexPath: The row.
  /// - Returns: The configuration.
  public func tableView(
    _ tableView: TableView, leadingSwipeActionsConfigurationForRowAt indexPath: IndexPath
  ) -> SwipeActionsConfiguration? {
    swipeConfiguration(at: indexPath, edge: .leading)
  }

  /// The row's ``Row/trailingSwipeActions``, or `nil` for the default
  /// (Delete, when the row has a delete handler).
  ///
  /// - Parameters:
  ///   - tableView: The table view asking.
  ///   - indexPath: The row.
  /// - Returns: The configuration.
  public func tableView(
    _ tableView: TableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath
  ) -> SwipeActionsConfiguration? {
    swipeConfiguration(at: indexPath, edge: .trailing)
  }

  func swipeConfiguration(at indexPath: IndexPath, edge: TableView.SwipeEdge)
    -> SwipeActionsConfiguration?
  {
    guard let storage = storage(at: indexPath),
      let configuration = storage.swipeConfiguration(at: indexPath, edge: edge)
    else { return nil }
    // Each handler runs as a table callback: an update it asks for waits
    // until the swipe (a table view event) is over.
    return SwipeActionsConfiguration(
      actions: configuration.actions.map { action in
        ContextualAction(style: action.style, title: action.title) {
          [weak self] contextual, view, completion in
          guard let self else { return }
          try self.inCallback { try action.handler(contextual, view, completion) }
        }
      })
  }
}

extension Table: TableViewDataSourcePrefetching {
  /// Calls the prefetch hooks of the rows and of their sections.
  ///
  /// - Parameters:
  ///   - tableView: The table view asking.
  ///   - indexPaths: The rows likely to be displayed soon, nearest first.
  public func tableView(_ tableView: TableView, prefetchRowsAt indexPaths: [IndexPath]) {
    routePrefetch(indexPaths, cancel: false)
  }

  /// Calls the cancel-prefetch hooks of the rows and of their sections.
  ///
  /// - Parameters:
  ///   - tableView: The table view asking.
  ///   - indexPaths: The rows no longer needed.
  public func tableView(_ tableView: TableView, cancelPrefetchingForRowsAt indexPaths: [IndexPath])
  {
    routePrefetch(indexPaths, cancel: true)
  }

  private func routePrefetch(_ indexPaths: [IndexPath], cancel: Bool) {
    inCallback {
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
