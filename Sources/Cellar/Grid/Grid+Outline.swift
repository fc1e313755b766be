import Foundation

extension Grid {
  /// A tap expands or collapses with the collection view's own animation.
  var toggleAnimation: Grid.Animation { .automatic }

  /// The collection view's own animation when animated (a table's row
  /// animation has no counterpart here), else none.
  func dataSourceAnimation(animated: Bool, rowAnimation: UITableView.RowAnimation)
    -> Grid.Animation
  {
    animated ? .automatic : .none
  }

  /// Deselects the tapped item, animated.
  func deselectAfterToggle(at indexPath: IndexPath) {
    collectionView.deselectItem(at: indexPath, animated: true)
  }

  /// Expands or collapses a collapsible section: collapsing deletes its rows
  /// from the collection view in one batch, expanding inserts them, and its
  /// header is refreshed in place; the rest of the table does not move.
  ///
  /// The state is kept by the section's `id` across updates. Called inside
  /// a callback, during an update or while the collection view handles an
  /// event, it is queued like an update and applied after those asked for
  /// before it. ``CellarList/onExpansionChange`` is called once the state
  /// changed.
  ///
  /// - Parameters:
  ///   - isExpanded: The new state.
  ///   - id: The section's `id`.
  ///   - animation: How the rows appear or go; `.none` reloads the grid.
  /// - Returns: `false` when no collapsible section has the id, or the
  ///   update failed: ``TableError/notExpandable(_:)`` (or the update's
  ///   error) went to ``CellarList/onError``, and nothing changed.
  /// - Complexity: That of an update.
  @discardableResult
  public func setExpanded(
    _ isExpanded: Bool, section id: some Hashable, animation: Grid.Animation = .automatic
  ) -> Bool {
    requestExpansion(isExpanded, of: .section(AnyHashable(id)), animation: animation)
  }

  /// Expands or collapses an item with children: collapsing deletes the rows
  /// shown under it in one batch, expanding inserts its children (and
  /// theirs, where they are expanded), and the row is reconfigured in
  /// place. A row under a collapsed parent changes state only; it shows
  /// its children once its parents show it.
  ///
  /// - Parameters:
  ///   - isExpanded: The new state.
  ///   - id: The item's identity.
  ///   - animation: How the rows appear or go; `.none` reloads the grid.
  /// - Returns: `false` when no row with children has the identity, or the
  ///   update failed (the error went to ``CellarList/onError``).
  /// - Complexity: That of an update.
  @discardableResult
  public func setExpanded(
    _ isExpanded: Bool, row id: some Hashable, animation: Grid.Animation = .automatic
  ) -> Bool {
    requestExpansion(isExpanded, of: .row(AnyHashable(id)), animation: animation)
  }
}

extension Grid {

  /// Expands or collapses an item with children: the same as
  /// ``setExpanded(_:row:animation:)``, in a grid's words.
  ///
  /// - Parameters:
  ///   - isExpanded: The new state.
  ///   - id: The item's identity.
  ///   - animation: How the items appear or go; `.none` reloads the grid.
  /// - Returns: `false` when no item with children has the identity, or the
  ///   update failed (the error went to ``CellarList/onError``).
  @discardableResult
  public func setExpanded(
    _ isExpanded: Bool, item id: some Hashable, animation: Grid.Animation = .automatic
  ) -> Bool {
    requestExpansion(isExpanded, of: .row(AnyHashable(id)), animation: animation)
  }

  /// Whether an item with children shows them: the same as
  /// ``CellarList/isExpanded(row:)``, in a grid's words.
  ///
  /// - Parameter id: The item's identity.
  public func isExpanded(item id: some Hashable) -> Bool {
    isExpanded(row: id)
  }
}

extension Grid {
  /// Where the item with an identity is: shown at an index path, hidden
  /// under a collapsed section or item (the nearest one), or absent.
  ///
  /// - Parameter id: The item's identity.
  /// - Complexity: O(1) expected for a shown item; O(*n*) for *n* declared
  ///   items otherwise.
  public func presence(ofItemID id: some Hashable) -> RowPresence {
    presence(of: AnyHashable(id), shownAt: indexPath(forItemID: id))
  }
}

/// Taps on disclosures toggle items through the grid.
extension Grid: OutlineToggling {}

extension Grid {
  /// Tells a displayed header view its section's outline state, once the
  /// grid has shown an outline, through its `configureOutline(_:)`.
  func refreshHeaderOutline(in view: UICollectionReusableView, section index: Int) {
    guard outline.isActive else { return }
    let state = sectionOutlineState(index)
    if let storage = parts(of: index)?.header?.storage, storage.isShown(by: view) {
      inCallback { storage.configureOutline(view, state) }
    } else {
      SectionToggleControl.show(state, in: view)
    }
  }
}
