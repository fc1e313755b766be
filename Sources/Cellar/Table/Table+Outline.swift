import Foundation

extension Table {
  /// A tap expands or collapses with the table view's own animation.
  var toggleAnimation: UITableView.RowAnimation { .automatic }

  /// The data source's row animation when animated, else none.
  func dataSourceAnimation(animated: Bool, rowAnimation: UITableView.RowAnimation)
    -> UITableView.RowAnimation
  {
    animated ? rowAnimation : .none
  }

  /// Deselects the tapped row, animated.
  func deselectAfterToggle(at indexPath: IndexPath) {
    tableView.deselectRow(at: indexPath, animated: true)
  }

  /// Expands or collapses a collapsible section: collapsing deletes its rows
  /// from the table view in one batch, expanding inserts them, and its
  /// header is refreshed in place; the rest of the table does not move.
  ///
  /// The state is kept by the section's `id` across updates. Called inside
  /// a callback, during an update or while the table view handles an
  /// event, it is queued like an update and applied after those asked for
  /// before it. ``CellarList/onExpansionChange`` is called once the state
  /// changed.
  ///
  /// - Parameters:
  ///   - isExpanded: The new state.
  ///   - id: The section's `id`.
  ///   - animation: How the rows appear or go; `.none` reloads the table.
  /// - Returns: `false` when no collapsible section has the id, or the
  ///   update failed: ``TableError/notExpandable(_:)`` (or the update's
  ///   error) went to ``CellarList/onError``, and nothing changed.
  /// - Complexity: That of an update.
  @discardableResult
  public func setExpanded(
    _ isExpanded: Bool, section id: some Hashable, animation: UITableView.RowAnimation = .automatic
  ) -> Bool {
    requestExpansion(isExpanded, of: .section(AnyHashable(id)), animation: animation)
  }

  /// Expands or collapses a row with children: collapsing deletes the rows
  /// shown under it in one batch, expanding inserts its children (and
  /// theirs, where they are expanded), and the row is reconfigured in
  /// place. A row under a collapsed parent changes state only; it shows
  /// its children once its parents show it.
  ///
  /// - Parameters:
  ///   - isExpanded: The new state.
  ///   - id: The row's identity.
  ///   - animation: How the rows appear or go; `.none` reloads the table.
  /// - Returns: `false` when no row with children has the identity, or the
  ///   update failed (the error went to ``CellarList/onError``).
  /// - Complexity: That of an update.
  @discardableResult
  public func setExpanded(
    _ isExpanded: Bool, row id: some Hashable, animation: UITableView.RowAnimation = .automatic
  ) -> Bool {
    requestExpansion(isExpanded, of: .row(AnyHashable(id)), animation: animation)
  }
}

extension Table {
  /// Where the row with an identity is: shown at an index path, hidden
  /// under a collapsed section or row (the nearest one), or absent.
  ///
  /// - Parameter id: The row's identity.
  /// - Complexity: O(1) expected for a shown row; O(*n*) for *n* declared
  ///   rows otherwise.
  public func presence(ofRowID id: some Hashable) -> RowPresence {
    presence(of: AnyHashable(id), shownAt: indexPath(forRowID: id))
  }
}

/// Taps on disclosures toggle rows through the table.
extension Table: OutlineToggling {}

extension Table {
  /// Tells a displayed header view its section's outline state, once the
  /// table has shown an outline: a typed view through its
  /// `configureOutline(_:)`, a title header by Cellar's section toggle.
  func refreshHeaderOutline(in view: UIView, section index: Int) {
    guard outline.isActive else { return }
    let state = sectionOutlineState(index)
    if shown.indices.contains(index), case .view(let storage)? = shown[index].header?.content,
      let header = view as? UITableViewHeaderFooterView, storage.isShown(by: header)
    {
      inCallback { storage.configureOutline(header, state) }
    } else {
      SectionToggleControl.show(state, in: view)
    }
  }

  /// Tells a displayed footer view that it toggles nothing (level 0, no
  /// children), once the table has shown an outline: the table view hands
  /// headers and footers out of the same reuse pools, so a view that was a
  /// collapsible section's header loses its toggle here.
  func refreshFooterOutline(in view: UIView, section index: Int) {
    guard outline.isActive else { return }
    let state = OutlineState(level: 0, hasChildren: false, isExpanded: false)
    if shown.indices.contains(index), case .view(let storage)? = shown[index].footer?.content,
      let footer = view as? UITableViewHeaderFooterView, storage.isShown(by: footer)
    {
      inCallback { storage.configureOutline(footer, state) }
    } else {
      SectionToggleControl.show(state, in: view)
    }
  }
}
