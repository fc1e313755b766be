import CellarHost
import Foundation

extension Table {
  /// Shows new sections: diffs them against the shown ones and updates the
  /// table view with animated inserts, deletes, moves, reconfigures and reloads.
  ///
  /// Sections are matched by identity (their `id`, else their position),
  /// rows by identity across all sections (see ``Row``): an identity only in
  /// the new sections is an insert, only in the old ones a delete, in both
  /// at another place a move. A kept row whose content changed (its
  /// `Equatable` model differs, or its model is not `Equatable`) is
  /// reconfigured in place when visible, or reloaded when its height, its
  /// cell type or its editing behaviour changed (a change of editing
  /// behaviour alone reloads it too). A changed header or footer is updated in place, or
  /// its section reloaded when its kind or height changed.
  ///
  /// Every batch sent to the table view passes its validation: an update
  /// that one batch cannot express (rows moving out of deleted sections or
  /// into inserted ones, content changes of moved rows) is split into
  /// consecutive batches. `animation: .none` applies the sections with
  /// `reloadData` instead. Selected rows stay selected by identity, and when
  /// the table is scrolled, the first visible row stays where it was.
  ///
  /// Called from inside a table callback (a row action, a deselect action, a
  /// delete handler, a swipe action, a prefetch handler, a cell's
  /// `configure`, ``CellarList/onError``), during another update, or while the table
  /// view is in the middle of an event (a tap, a swipe, a drag, a layout
  /// pass, a batch opened with `beginUpdates()`), the update is queued: it is applied, in the order asked for,
  /// once the callback has returned and the table view's event is over,
  /// before the call that started the event returns (for an open batch,
  /// when `endUpdates()` returns; on UIKit, which does not say when it is
  /// idle, on the main actor's next turn). The table view never
  /// has index paths pulled from under it, and a tap always runs the action
  /// of the row the user touched. An update asked for in a delete handler
  /// is merged with the row's removal into one batch. Mistakes that can be
  /// found at once (duplicate ids, invalid heights) are still thrown at once.
  ///
  /// Queued updates are applied one after the other from one loop, each
  /// taken in constant time: any number of them (40,000 asked for from one
  /// tap) keeps the stack flat, and an update that its own callbacks asked
  /// for joins the loop in turn. A chain of more than 1,000 updates, each
  /// asked for by the callbacks of the one before (a reload asked for from
  /// `onWillDisplay` displays the row again, which asks again), would never
  /// end: it is stopped, the updates still queued are dropped, and
  /// ``TableError/updateLoop(length:dropped:)`` is reported through
  /// ``CellarList/onError``.
  ///
  /// An update that throws changes nothing: most mistakes are found before
  /// anything is applied, and one the table view raises while it shows the
  /// new sections (a registration that makes the wrong cell) rolls the
  /// table back to the sections, selection and offset it had.
  ///
  /// ```swift
  /// try table.update(with: [Section(id: "movies", rows: movies.map { Row<MovieCell>(model: $0) })])
  /// ```
  ///
  /// - Parameters:
  ///   - sections: The new content.
  ///   - animation: The row animation; `.none` reloads the data.
  /// - Throws: ``TableError/tooManyRows(count:limit:)`` for more than
  ///   ``maximumNumberOfRows`` rows in all, before anything else;
  ///   ``TableError/duplicateIDs(rows:sections:)`` when explicit
  ///   identities repeat; ``TableError/invalidHeight(_:place:type:)`` for an
  ///   infinite or negative height; ``TableError/emptyReuseIdentifier(type:place:)``;
  ///   ``TableError/cellClassMismatch(reuseIdentifier:expected:actual:indexPath:)``
  ///   or a `UITableView.DequeueError` when a registration makes the wrong
  ///   cell. In every case the table is unchanged. (On UIKit a wrong cell
  ///   class is reported through ``CellarList/onError`` and the cell shown
  ///   unconfigured: UIKit must get back the cell it dequeued.)
  /// - Complexity: O(*n* + *c* log *c*) expected, for *n* rows on both sides
  ///   and *c* changes (see ``SectionedChangeset``), plus the visible rows.
  public func update(with sections: [Section], animation: UITableView.RowAnimation = .automatic)
    throws
  {
    try request(PendingUpdate(sections: sections, animation: animation, reloadsData: false))
  }

  /// Shows the sections a result builder makes, as ``update(with:animation:)->()`` does.
  ///
  /// ```swift
  /// try table.update {
  ///   Section(id: "movies", header: .title("Movies")) {
  ///     for movie in movies { Row<MovieCell>(model: movie) }
  ///   }
  ///   if showSeries { Section(id: "series") { series.map { Row<SeriesCell>(model: $0) } } }
  /// }
  /// ```
  ///
  /// - Parameters:
  ///   - animation: The row animation; `.none` reloads the data.
  ///   - content: The new sections.
  /// - Throws: As ``update(with:animation:)->()``.
  public func update(
    animation: UITableView.RowAnimation = .automatic, @SectionBuilder _ content: () -> [Section]
  ) throws {
    try update(with: content(), animation: animation)
  }

  /// Shows new sections with the table view's `reloadData`, without animation.
  ///
  /// Selection and scroll position are kept by identity, as in
  /// ``update(with:animation:)->()``.
  ///
  /// - Parameter sections: The new content.
  /// - Throws: As ``update(with:animation:)->()``.
  public func reloadData(with sections: [Section]) throws {
    try request(
      PendingUpdate(sections: sections, animation: UITableView.RowAnimation.none, reloadsData: true)
    )
  }

  /// The mistakes an update can be checked for before it waits in the
  /// queue, so that they are thrown to the caller who made them.
  func checkBeforeQueueing(_ sections: [Section]) throws {
    if let error = duplicateError(in: sections, walkingChildren: true) { throw error }
    try checkContent(of: sections, rows: .all)
  }

  // MARK: Applying an update (the steps `UpdateApplying.apply` takes)

  /// The selected rows.
  var selectedPaths: [IndexPath] { tableView.indexPathsForSelectedRows ?? [] }

  /// The table view's content offset.
  var viewOffset: CGPoint { tableView.contentOffset }

  /// `.none` shows an update with `reloadData`.
  func showsByReloading(_ animation: UITableView.RowAnimation) -> Bool { animation == .none }

  /// Heights, reuse identifiers and view types of the rows the plan shows.
  func checkBeforeShowing(_ sections: [Section], plan: ListUpdate) throws {
    try checkContent(of: sections, rows: plan.rowsToCheck)
  }

  /// Shows `sections` with `reloadData` (the table view drops its
  /// selection; ``restore(selected:anchor:plan:)`` selects by identity).
  func showByReloading(_ sections: [Section], selected: [IndexPath]) {
    setSections(sections)
    tableView.reloadData()
    updateRecord?.reload(on: .table)
    tableView.layOutNow()
  }

  /// The visible cells and headers point at the rows and sections now
  /// held, and the index titles are the new sections'.
  func refreshAfterUpdate() {
    refreshDisplayedRows()
    refreshSectionIndexTitles()
  }

  /// Points each visible cell at the row the table now holds at its index
  /// path, and each displayed header or footer view at its section's: a
  /// kept row whose content is equal (only a handler changed, say) is not
  /// reconfigured, but its hooks are the new row's.
  private func refreshDisplayedRows() {
    for cell in tableView.visibleCells {
      guard let path = tableView.indexPath(for: cell), let storage = storage(at: path) else {
        continue
      }
      displayedCells[ObjectIdentifier(cell)] = storage
      refreshOutline(of: cell, storage)
    }
    refreshDisplayedHeaderFooters()
  }

  /// Points each displayed header or footer view at its section's header or
  /// footer. The sections in view are contiguous: the scan starts at the
  /// first visible row's section, goes up while sections above show a view,
  /// then down until every displayed view was met.
  private func refreshDisplayedHeaderFooters() {
    guard !displayedHeaderFooters.isEmpty, !shown.isEmpty else { return }
    let start = min(tableView.indexPathsForVisibleRows?.first?.section ?? 0, shown.count - 1)
    var found = 0
    func refresh(_ index: Int) -> Bool {
      var isShown = false
      if let view = tableView.headerView(forSection: index), let header = shown[index].header {
        displayedHeaderFooters[ObjectIdentifier(view)] = header
        refreshHeaderOutline(in: view, section: index)
        isShown = true
        found += 1
      }
      if let view = tableView.footerView(forSection: index), let footer = shown[index].footer {
        displayedHeaderFooters[ObjectIdentifier(view)] = footer
        isShown = true
        found += 1
      }
      return isShown
    }
    var index = start - 1
    while index >= 0, refresh(index) { index -= 1 }
    index = start
    while index < shown.count, found < displayedHeaderFooters.count {
      _ = refresh(index)
      index += 1
    }
  }

  /// Shows `previous` again after an update failed half-way, with its
  /// selection and offset, as a reload.
  func rollBack(to previous: [Section], offset: CGPoint, selected: [IndexPath]) {
    updates.sectionsBeingApplied = previous
    setSections(previous)
    tableView.reloadData()
    updateRecord?.reload(on: .table)
    // The sections were shown before; if showing them fails now, the error
    // that caused the rollback is still the one the caller gets.
    tableView.setOffsetWithoutAnimation(offset)
    for path in selected {
      tableView.selectKeepingPosition(path)
    }
    updates.viewFailure = nil
  }

  func setSections(_ newSections: [Section]) {
    shown = newSections
    shownSectionsChanged()
    didSetSections?()
  }

  // MARK: Selection and scroll position

  /// A table scrolls vertically.
  var scrollsHorizontally: Bool { false }

  /// The first visible row.
  var firstVisiblePath: IndexPath? { tableView.indexPathsForVisibleRows?.first }

  /// Whether the table view shows a section's header (pinned or not).
  func isShowingHeader(ofSection section: Int) -> Bool {
    tableView.headerView(forSection: section) != nil
  }

  /// A row frame's top.
  func leadingEdge(ofElementAt path: IndexPath) -> CGFloat? {
    tableView.rectForRow(at: path).minY
  }

  /// Reselects kept rows and scrolls the anchor row back into its place.
  func restore(selected: [IndexPath], anchor: ScrollAnchor?, plan: ListUpdate) {
    let nowSelected = Set(tableView.indexPathsForSelectedRows ?? [])
    var missing: [IndexPath] = []
    for path in selected {
      guard let target = plan.tracked[path], !nowSelected.contains(target) else { continue }
      missing.append(target)
    }
    if holdsOneSelectedRow && nowSelected.count + missing.count > 1 {
      // A swipe is in progress (the view reads `isEditing`, and holds one
      // selected row while editing): selecting the rows now would keep
      // only the last. They are selected again when the swipe ends.
      selectionAwaitingSwipeEnd += missing.compactMap { storage(at: $0) }
    } else {
      for target in missing { tableView.selectKeepingPosition(target) }
    }
    restoreAnchor(anchor, plan: plan)
  }

  /// Whether the table view holds at most one selected row now: it is
  /// editing (a swipe in progress reads as editing) without
  /// `allowsMultipleSelectionDuringEditing`.
  private var holdsOneSelectedRow: Bool {
    tableView.isEditing && !tableView.allowsMultipleSelectionDuringEditing
  }

  /// Selects again the rows an update applied during a swipe kept but
  /// could not select then (see `restore(selected:anchor:plan:)`): called
  /// when the swipe ends (`tableView(_:didEndEditingRowAt:)`). Each row is
  /// found by its identity (a later update may have remade it), else as
  /// the same row; a row deleted meanwhile is left out.
  ///
  /// - Complexity: O(*n*) for *n* rows, only when rows wait.
  func swipeDidEnd() {
    guard !selectionAwaitingSwipeEnd.isEmpty, !holdsOneSelectedRow else { return }
    let waiting = selectionAwaitingSwipeEnd
    selectionAwaitingSwipeEnd = []
    let ids = Set(waiting.compactMap(\.identityValue))
    let objects = Set(waiting.filter { $0.identityValue == nil }.map(ObjectIdentifier.init))
    for (section, content) in shown.enumerated() {
      for (row, storage) in content.rows.map(\.storage).enumerated() {
        let isWaiting =
          storage.identityValue.map(ids.contains) ?? objects.contains(ObjectIdentifier(storage))
        guard isWaiting else { continue }
        tableView.selectKeepingPosition(IndexPath(row: row, section: section))
      }
    }
  }
}
