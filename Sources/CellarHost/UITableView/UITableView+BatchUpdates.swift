import CellarDiff
import Foundation

/// The geometry of a batch's new sections and the heights of its inserted
/// rows, asked before the table changes.
private struct NewContentEstimates {
  var sections: [Int: SectionGeometry] = [:]
  var rowHeights: [SectionedChangeset.Path: Double] = [:]
}

extension Headless.UITableView: BatchCollecting {}

extension Headless.UITableView {
  /// Runs a block of row and section updates as one batch, validates it
  /// with UIKit's rules, and applies it.
  ///
  /// Inside `updates`, update the model and call the update methods
  /// (``insertRows(at:with:)``, ``deleteRows(at:with:)``,
  /// ``reloadRows(at:with:)``, ``moveRow(at:to:)``,
  /// ``reconfigureRows(at:)`` and their section counterparts). Their order
  /// does not matter: deletes, reloads and move sources use the index paths
  /// before the update, inserts and move destinations those after it. A
  /// reload is a delete plus an insert at its place shifted by the batch's
  /// deletes and inserts, not by its moves, as in UIKit: it can land on a
  /// move's destination (``UpdateError/insertAndMoveSameIndexPath(_:)``).
  ///
  /// When the block returns, the table asks the data source for the new
  /// counts and checks the batch in UIKit's order (reload/delete conflicts,
  /// deletes, inserts, moves, the section count, then each section's row
  /// count against the counts it held before the batch). A rejected batch
  /// raises UIKit's exception with the text of its ``UpdateError`` and leaves
  /// the table exactly as it was (the completion is not called). An accepted
  /// batch:
  ///
  /// - ends the display of deleted and reloaded rows (`didEndDisplaying`,
  ///   then the pool), in ascending order;
  /// - moves surviving rows, their cells, heights and selection to their new
  ///   index paths; drops the selection of deleted and reloaded rows;
  /// - reconfigures visible rows in place (`cellForRowAt` with the same cell,
  ///   no `prepareForReuse`), and re-asks the heights of visible rows;
  /// - lays out at once, displaying visible inserted and reloaded rows;
  /// - appends an ``Update`` to ``updateLog`` and calls `completion(true)`.
  ///
  /// A row moved out of a deleted section or into an inserted one, or
  /// ``reloadData()`` called inside the block, makes the batch fall back to
  /// `reloadData` (no row-count check), as UIKit does. Row operations inside
  /// deleted or inserted sections are dropped, duplicate deletes and inserts
  /// merged. Batches nest: only the outermost one is validated and applied.
  /// A raise inside a block, nested or not (a dequeue that UIKit refuses,
  /// say), discards the whole batch: the program would have stopped.
  ///
  /// - Parameters:
  ///   - updates: The block that updates the model and calls the update methods.
  ///   - completion: Called with `true` after the batch is applied.
  /// - Note: Raises UIKit's exception (``UIKitException``) for an
  ///   ``UpdateError``, a batch UIKit would reject; the table is then as it
  ///   was and the completion is not called. A raise inside `updates` (the
  ///   program would have stopped) discards the whole batch. One from the
  ///   layout after an accepted batch leaves the batch applied.
  /// - Complexity: O(*k* log *k* + *s* + *v*) plus O(log *n*) per changed row,
  ///   for *k* operations, *s* sections and *v* visible rows, independent of
  ///   the number of rows *n* otherwise.
  public func performBatchUpdates(
    _ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil
  ) {
    UIKitException.raising { try performBatch(updates, completion: completion) }
  }

  /// The work of ``performBatchUpdates(_:completion:)``, which throws what
  /// the member raises (a raise inside `updates` in a catching scope throws
  /// `UIKitExceptionUnwinding`): for Cellar, which recovers from a batch the view
  /// rejects its own way.
  package func performBatch(_ updates: (() -> Void)?, completion: ((Bool) -> Void)?) throws {
    beginEvent()
    defer { endEvent() }
    beginUpdates()
    try collect {
      updates?()
      try UIKitException.stopIfRaised()
    }
    if let completion { pendingBatch?.completions.append(completion) }
    try closeBatch()
  }

  /// Opens a batch (nestable); the outermost ``endUpdates()`` applies it.
  public func beginUpdates() {
    batchDepth += 1
    if pendingBatch == nil { pendingBatch = PendingBatch() }
  }

  /// Closes a batch; when it is the outermost, validates and applies it as
  /// ``performBatchUpdates(_:completion:)`` does.
  ///
  /// - Note: Raises UIKit's exception (``UIKitException``) as
  ///   ``performBatchUpdates(_:completion:)`` does. Without an open batch it
  ///   does nothing.
  public func endUpdates() {
    UIKitException.raising { try closeBatch() }
  }

  /// The work of ``endUpdates()``, which throws what the member raises.
  func closeBatch() throws {
    beginEvent()
    defer { endEvent() }
    guard batchDepth > 0 else { return }
    batchDepth -= 1
    guard batchDepth == 0, let batch = pendingBatch else { return }
    pendingBatch = nil
    try commit(batch)
    for completion in batch.completions { completion(true) }
  }

  /// Whether a batch is open.
  public var hasUncommittedUpdates: Bool { pendingBatch != nil }

  /// Inserts rows, at index paths after the update.
  ///
  /// - Parameters:
  ///   - indexPaths: The new rows' index paths, in the table after the update.
  ///   - animation: Recorded in the ``updateLog``; the simulator does not animate.
  /// - Note: Outside a batch, as a batch of one, raises UIKit's exception
  ///   (``UIKitException``) for an ``UpdateError``.
  public func insertRows(at indexPaths: [IndexPath], with animation: RowAnimation) {
    UIKitException.raising { try add(.insertRows(indexPaths, animation)) }
  }

  /// Deletes rows, at index paths before the update.
  ///
  /// - Parameters:
  ///   - indexPaths: The rows' index paths, in the table before the update.
  ///   - animation: Recorded in the ``updateLog``.
  /// - Note: Outside a batch, as a batch of one, raises UIKit's exception
  ///   (``UIKitException``) for an ``UpdateError``.
  public func deleteRows(at indexPaths: [IndexPath], with animation: RowAnimation) {
    UIKitException.raising { try add(.deleteRows(indexPaths, animation)) }
  }

  /// Reloads rows, at index paths before the update: each becomes a delete
  /// plus an insert, so its old cell goes to the pool and a new one is
  /// requested; the rows are deselected.
  ///
  /// - Parameters:
  ///   - indexPaths: The rows' index paths, in the table before the update.
  ///   - animation: Recorded in the ``updateLog``.
  /// - Note: Outside a batch, as a batch of one, raises UIKit's exception
  ///   (``UIKitException``) for an ``UpdateError``.
  public func reloadRows(at indexPaths: [IndexPath], with animation: RowAnimation) {
    UIKitException.raising { try add(.reloadRows(indexPaths, animation)) }
  }

  /// Moves a row, from its index path before the update to its index path after it.
  ///
  /// - Parameters:
  ///   - indexPath: The row's index path before the update.
  ///   - newIndexPath: The row's index path after the update.
  /// - Note: Outside a batch, as a batch of one, raises UIKit's exception
  ///   (``UIKitException``) for an ``UpdateError``.
  public func moveRow(at indexPath: IndexPath, to newIndexPath: IndexPath) {
    UIKitException.raising { try add(.moveRow(indexPath, newIndexPath)) }
  }

  /// Re-runs `cellForRowAt` for visible rows with their existing cells: the
  /// dequeue hands back the same cell, without `prepareForReuse`; selection
  /// is kept and self-sizing rows are measured again. Rows without a cell
  /// are skipped (their next display asks anyway), and so are rows deleted
  /// or reloaded in the same batch or out of range. Index paths are in the
  /// table before the update, like reloads.
  ///
  /// - Parameter indexPaths: The rows.
  /// - Note: Outside a batch, as a batch of one, raises UIKit's exception
  ///   (``UIKitException``) for an ``UpdateError``; a ``DequeueError`` when
  ///   the data source does not hand back the existing cell.
  public func reconfigureRows(at indexPaths: [IndexPath]) {
    UIKitException.raising { try add(.reconfigureRows(indexPaths)) }
  }

  /// Inserts sections, at indexes after the update.
  ///
  /// - Parameters:
  ///   - sections: The new sections' indexes, in the table after the update.
  ///   - animation: Recorded in the ``updateLog``.
  /// - Note: Outside a batch, as a batch of one, raises UIKit's exception
  ///   (``UIKitException``) for an ``UpdateError``.
  public func insertSections(_ sections: IndexSet, with animation: RowAnimation) {
    UIKitException.raising { try add(.insertSections(sections, animation)) }
  }

  /// Deletes sections, at indexes before the update.
  ///
  /// - Parameters:
  ///   - sections: The sections' indexes, in the table before the update.
  ///   - animation: Recorded in the ``updateLog``.
  /// - Note: Outside a batch, as a batch of one, raises UIKit's exception
  ///   (``UIKitException``) for an ``UpdateError``.
  public func deleteSections(_ sections: IndexSet, with animation: RowAnimation) {
    UIKitException.raising { try add(.deleteSections(sections, animation)) }
  }

  /// Reloads sections, at indexes before the update: each becomes a delete
  /// plus an insert of the section.
  ///
  /// - Parameters:
  ///   - sections: The sections' indexes, in the table before the update.
  ///   - animation: Recorded in the ``updateLog``.
  /// - Note: Outside a batch, as a batch of one, raises UIKit's exception
  ///   (``UIKitException``) for an ``UpdateError``.
  public func reloadSections(_ sections: IndexSet, with animation: RowAnimation) {
    UIKitException.raising { try add(.reloadSections(sections, animation)) }
  }

  /// Moves a section, from its index before the update to its index after it.
  ///
  /// - Parameters:
  ///   - section: The section's index before the update.
  ///   - newSection: The section's index after the update.
  /// - Note: Outside a batch, as a batch of one, raises UIKit's exception
  ///   (``UIKitException``) for an ``UpdateError``.
  public func moveSection(_ section: Int, toSection newSection: Int) {
    UIKitException.raising { try add(.moveSection(section, newSection)) }
  }

  /// Calls the update method an operation records (replays an entry of an
  /// ``Update``'s operations): inside a batch it joins the batch, outside
  /// it runs as a batch of one. For the package's tests and benchmarks.
  package func perform(_ operation: Operation) {
    switch operation {
    case .insertRows(let paths, let animation): insertRows(at: paths, with: animation)
    case .deleteRows(let paths, let animation): deleteRows(at: paths, with: animation)
    case .reloadRows(let paths, let animation): reloadRows(at: paths, with: animation)
    case .moveRow(let from, let to): moveRow(at: from, to: to)
    case .reconfigureRows(let paths): reconfigureRows(at: paths)
    case .insertSections(let set, let animation): insertSections(set, with: animation)
    case .deleteSections(let set, let animation): deleteSections(set, with: animation)
    case .reloadSections(let set, let animation): reloadSections(set, with: animation)
    case .moveSection(let from, let to): moveSection(from, toSection: to)
    }
  }

  /// Records an operation in the open batch, or runs it as a batch of one.
  private func add(_ operation: Operation) throws {
    if pendingBatch != nil {
      pendingBatch?.operations.append(operation)
    } else {
      try performBatch({ self.pendingBatch?.operations.append(operation) }, completion: nil)
    }
  }

  /// Validates and applies a closed batch.
  func commit(_ batch: PendingBatch<Operation>) throws {
    guard !needsReload, !batch.reloadDataCalled, dataSource != nil else {
      return try commitAsReloadData(batch)
    }
    let before = sections.map(\.rows.count)
    let after = askCounts()
    let plan = try BatchPlan(operations: batch.operations, before: before, after: after)
    if plan.fallsBackToReloadData { return try commitAsReloadData(batch) }
    apply(plan, after: after)
    loadSectionIndexTitles()
    loggedUpdates.append(
      Update(kind: .batch, operations: batch.operations, fellBackToReloadData: false))
    try refreshVisibleRows(reconfiguring: plan)
    needsLayout = true
    try layOut()
  }

  /// Applies a batch as UIKit's fallback does: a `reloadData`, logged as the batch.
  private func commitAsReloadData(_ batch: PendingBatch<Operation>) throws {
    reloadAll()
    loggedUpdates.append(
      Update(kind: .batch, operations: batch.operations, fellBackToReloadData: true))
    try layOut()
  }

  /// Applies a validated plan to the geometry, the displayed views, the
  /// selection and the prefetch window.
  func apply(_ plan: BatchPlan, after: [Int]) {
    endDisplayingRemoved(plan)
    // Estimates for new sections and rows come first: they may call the
    // delegate, which must see a consistent table.
    let estimates = estimateNewContent(plan, after: after)
    sections = movedGeometry(plan, after: after, estimates: estimates)
    rebuildSectionTree()
    moveDisplayedViews(plan)
    // Selection follows its rows; deleted and reloaded rows drop out.
    selectedPaths = Set(selectedPaths.compactMap { plan.newPath(for: $0) })
    if let swiped = swipedRow { swipedRow = plan.newPath(for: swiped) }
    prefetchedRows.removeAll()
  }

  /// Deleted and reloaded rows, and the headers and footers of deleted and
  /// reloaded sections, leave the screen first, in ascending order.
  private func endDisplayingRemoved(_ plan: BatchPlan) {
    for path in visibleCellsByPath.keys.sorted() where plan.newPath(for: path) == nil {
      endDisplayingRow(at: path)
    }
    for kind in SupplementaryKind.tableKinds {
      for section in displayedSupplementaries[kind, default: [:]].keys.sorted()
      where plan.newSection(for: section) == nil {
        endDisplayingSupplementary(kind, section)
      }
    }
  }

  /// The geometry of new sections and the estimated heights of inserted rows.
  private func estimateNewContent(_ plan: BatchPlan, after: [Int]) -> NewContentEstimates {
    var estimates = NewContentEstimates()
    for section in 0..<after.count where plan.sectionSources[section] == nil {
      estimates.sections[section] = makeSection(section, rowCount: after[section])
    }
    for (section, inserted) in plan.insertedRows {
      for (row, source) in inserted where source == nil {
        estimates.rowHeights[SectionedChangeset.Path(section: section, row: row)] =
          insertedRowHeight(
            IndexPath(row: row, section: section))
      }
    }
    return estimates
  }

  /// The geometry after the plan, edited in place (each section held once,
  /// so nothing is copied): removed rows go, moved rows carry their heights.
  private func movedGeometry(
    _ plan: BatchPlan, after: [Int], estimates: NewContentEstimates
  ) -> [SectionGeometry] {
    var remaining: [SectionGeometry?] = sections
    sections = []
    // Per old section, the removed rows' heights at their old rows, where
    // moved rows find theirs in O(1).
    var carried = [[RowHeights.Entry]](repeating: [], count: remaining.count)
    for (section, removed) in plan.removedRows {
      guard var geometry = remaining[section] else { continue }
      remaining[section] = nil
      let values = geometry.rows.remove(rowsAt: removed)
      carried[section] = Array(repeating: (0, false), count: geometry.rows.count + removed.count)
      for (row, value) in zip(removed, values) { carried[section][row] = value }
      remaining[section] = geometry
    }
    var fresh = estimates.sections
    var built: [SectionGeometry] = []
    built.reserveCapacity(after.count)
    for section in 0..<after.count {
      if let old = plan.sectionSources[section], let geometry = remaining[old] {
        remaining[old] = nil
        built.append(geometry)
      } else {
        built.append(
          fresh.removeValue(forKey: section) ?? makeSection(section, rowCount: after[section]))
      }
    }
    for (section, inserted) in plan.insertedRows {
      built[section].rows.insert(
        inserted.map { row, source in
          if let source { return (row, carried[source.section][source.row]) }
          let height =
            estimates.rowHeights[SectionedChangeset.Path(section: section, row: row)]
            ?? effectiveEstimate
          return (row, (height, false))
        })
    }
    return built
  }

  /// Displayed cells, headers and footers follow their rows and sections.
  private func moveDisplayedViews(_ plan: BatchPlan) {
    var cells: [IndexPath: UITableViewCell] = [:]
    for (path, cell) in visibleCellsByPath {
      if let target = plan.newPath(for: path) { cells[target] = cell }
    }
    visibleCellsByPath = cells
    for kind in SupplementaryKind.tableKinds {
      var views: [Int: UIView?] = [:]
      for (section, view) in displayedSupplementaries[kind, default: [:]] {
        if let target = plan.newSection(for: section) { views[target] = view }
      }
      displayedSupplementaries[kind] = views
    }
  }

  /// After a batch: reconfigures visible rows in place, then re-asks the
  /// heights of visible rows (UIKit re-queries heights on every batch).
  func refreshVisibleRows(reconfiguring plan: BatchPlan) throws {
    for old in plan.reconfigured.sorted() {
      guard let path = plan.newPath(for: old), let cell = visibleCellsByPath[path] else { continue }
      _ = try requestCell(at: path, existing: cell)
    }
    remeasureVisibleRows()
  }

  /// Asks the heights of the displayed rows again (measuring self-sizing
  /// ones with their cells), in ascending order.
  func remeasureVisibleRows() {
    for path in visibleCellsByPath.keys.sorted() {
      guard let cell = visibleCellsByPath[path], isValid(path) else { continue }
      let height = requestedRowHeight(path) ?? measuredRowHeight(cell, at: path)
      setRowHeight(height, measured: true, at: path)
    }
  }
}
