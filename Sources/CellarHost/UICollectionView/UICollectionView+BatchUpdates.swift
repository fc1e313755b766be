import Foundation

extension Headless.UICollectionView: BatchCollecting {}

extension Headless.UICollectionView {
  /// A batch asked for while the collection view cannot take one: while
  /// it reads the counts, or while another batch is being applied (from
  /// `didEndDisplaying` of a removed item, or `cellForItemAt` of a
  /// reconfigured one).
  ///
  /// UIKit has no message for this (it corrupts its state or raises an
  /// internal inconsistency later), so the text is Cellar's own. Nothing is
  /// changed and the update block is not run: apply the update after the
  /// call that is in progress returns. A batch from a layout pass's
  /// callbacks (`cellForItemAt`, `willDisplay`) is not refused: it is
  /// applied, and the pass runs again.
  public enum ReentrantUpdateError: Error, Hashable, Sendable, CustomStringConvertible,
    RaisedByUIKit
  {
    /// The batch was asked for from `numberOfSections(in:)` or
    /// `collectionView(_:numberOfItemsInSection:)`.
    case duringCountQuery
    /// The batch was asked for while another batch was being applied.
    case duringBatch

    /// The message, saying what was refused and why.
    public var description: String {
      switch self {
      case .duringCountQuery:
        "A batch update was requested while the collection view was reading the counts from its "
          + "data source; apply the update after the count query returns."
      case .duringBatch:
        "A batch update was requested while another batch was being applied to the collection "
          + "view; apply the update after the batch returns."
      }
    }
  }

  /// Runs a block of item and section updates as one batch, validates it
  /// with UIKit's rules, and applies it. UIKit's
  /// `performBatchUpdates(_:completion:)`.
  ///
  /// When the cached counts are stale (before the first layout, after
  /// ``reloadData()``), they are read first, as UIKit does: a model changed
  /// before the call then fails the batch. Inside `updates`, change the
  /// model and call ``insertItems(at:)``, ``deleteItems(at:)``,
  /// ``reloadItems(at:)``, ``moveItem(at:to:)``, ``reconfigureItems(at:)``
  /// and the section methods, in any order: deletes, reloads and move
  /// sources are in the coordinates before the batch, inserts and move
  /// destinations after it. A reload is a delete plus an insert at its
  /// place shifted by the batch's deletes and inserts, not by its moves, as
  /// in UIKit: it can land on a move's destination ("attempt to perform an
  /// insert and a move to the same index path").
  ///
  /// When the block returns, the data source is asked for the new counts
  /// and ``CollectionViewBatch/validate(_:before:after:)`` checks the batch
  /// in UIKit's order. A rejected batch raises UIKit's exception with the
  /// text of its ``UpdateError`` and leaves counts, visible views, pools and
  /// selection as they were (the completion is not called). An accepted
  /// batch:
  ///
  /// - ends the display of deleted and reloaded items (`didEndDisplaying`,
  ///   then the pool) in ascending order, then the supplementary views of
  ///   deleted and reloaded sections;
  /// - moves the other visible views and the selection to their new index
  ///   paths; deleted and reloaded items leave the selection silently;
  /// - reconfigures visible items in place (`cellForItemAt` gets the same
  ///   cell back from the dequeue, without `prepareForReuse`);
  /// - lays out at once (inserted and reloaded items and sections in view
  ///   are requested and displayed), appends an ``Update`` to
  ///   ``updateLog`` and calls `completion(true)`.
  ///
  /// ``reloadData()`` called inside the block makes the batch a reload
  /// without validation, as UIKit does. Batches nest: only the outermost one
  /// is validated and applied. A raise inside a block, nested or not,
  /// discards the whole batch: the program would have stopped. A batch from
  /// a callback of a layout pass
  /// (`cellForItemAt`, `willDisplay`, such as "load more" at the last item)
  /// is applied at once, as the table view does; the pass then stops and
  /// runs again on the new counts, and a cell requested for the stale index
  /// path goes back to its pool.
  ///
  /// - Parameters:
  ///   - updates: The block that changes the model and calls the update methods.
  ///   - completion: Called with `true` after the batch is applied.
  /// - Note: Raises UIKit's exception (``UIKitException``) for an
  ///   ``UpdateError``, a batch UIKit rejects; a ``DataSourceError`` for
  ///   negative counts; a ``ReentrantUpdateError`` for a batch asked for while
  ///   counts are read or another batch is applied (nothing runs). A raise
  ///   inside `updates` (the program would have stopped) discards the whole
  ///   batch. One from the layout or a reconfigured cell after an accepted
  ///   batch leaves the batch applied.
  /// - Complexity: O(*s* + *m* log *m* + *v* log *v*) for *s* sections,
  ///   *m* index paths in the operations and *v* visible views, plus the
  ///   data-source calls; independent of the number of items otherwise.
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
    if batchDepth == 0 {
      if isCommittingBatch { throw ReentrantUpdateError.duringBatch }
      if isLoadingCounts { throw ReentrantUpdateError.duringCountQuery }
      try loadCountsIfNeeded()
      pendingBatch = PendingBatch()
    }
    batchDepth += 1
    try collect {
      updates?()
      try UIKitException.stopIfRaised()
    }
    if let completion { pendingBatch?.completions.append(completion) }
    batchDepth -= 1
    guard batchDepth == 0, let batch = pendingBatch else { return }
    pendingBatch = nil
    try commit(batch)
    for completion in batch.completions { completion(true) }
  }

  /// Whether a batch is open: ``performBatchUpdates(_:completion:)``'s
  /// block is running. UIKit's `hasUncommittedUpdates`.
  public var hasUncommittedUpdates: Bool { pendingBatch != nil }

  /// Inserts items, at index paths after the update. UIKit's `insertItems(at:)`.
  ///
  /// - Parameter indexPaths: The new items' index paths, after the update.
  /// - Note: Outside a batch, as a batch of one, raises UIKit's exception
  ///   (``UIKitException``) as ``performBatchUpdates(_:completion:)`` does.
  public func insertItems(at indexPaths: [IndexPath]) {
    UIKitException.raising { try add(.insertItems(indexPaths)) }
  }

  /// Deletes items, at index paths before the update. UIKit's `deleteItems(at:)`.
  ///
  /// - Parameter indexPaths: The items' index paths, before the update.
  /// - Note: Outside a batch, as a batch of one, raises UIKit's exception
  ///   (``UIKitException``) as ``performBatchUpdates(_:completion:)`` does.
  public func deleteItems(at indexPaths: [IndexPath]) {
    UIKitException.raising { try add(.deleteItems(indexPaths)) }
  }

  /// Reloads items, at index paths before the update: each is a delete plus
  /// an insert, so its cell goes to the pool, a cell is requested again, and
  /// the item is deselected. UIKit's `reloadItems(at:)`.
  ///
  /// - Parameter indexPaths: The items' index paths, before the update.
  /// - Note: Outside a batch, as a batch of one, raises UIKit's exception
  ///   (``UIKitException``) as ``performBatchUpdates(_:completion:)`` does.
  public func reloadItems(at indexPaths: [IndexPath]) {
    UIKitException.raising { try add(.reloadItems(indexPaths)) }
  }

  /// Moves an item, from its index path before the update to its index path
  /// after it, across sections too; its cell and selection follow it.
  /// UIKit's `moveItem(at:to:)`.
  ///
  /// - Parameters:
  ///   - indexPath: The item's index path before the update.
  ///   - newIndexPath: The item's index path after the update.
  /// - Note: Outside a batch, as a batch of one, raises UIKit's exception
  ///   (``UIKitException``) as ``performBatchUpdates(_:completion:)`` does.
  public func moveItem(at indexPath: IndexPath, to newIndexPath: IndexPath) {
    UIKitException.raising { try add(.moveItem(indexPath, newIndexPath)) }
  }

  /// Re-runs `cellForItemAt` for visible items with their existing cells:
  /// the dequeue hands back the same cell, without `prepareForReuse`; the
  /// selection is kept. UIKit's `reconfigureItems(at:)`.
  ///
  /// Items without a cell are skipped (their next display asks anyway), and
  /// so are items deleted or reloaded in the same batch. Index paths are in
  /// the coordinates before the update, like reloads.
  ///
  /// - Parameter indexPaths: The items.
  /// - Note: Outside a batch, as a batch of one, raises UIKit's exception
  ///   (``UIKitException``) as ``performBatchUpdates(_:completion:)`` does,
  ///   and for a ``DequeueError/reconfigureMismatch(existing:requested:indexPath:)``
  ///   when the data source dequeues another identifier.
  public func reconfigureItems(at indexPaths: [IndexPath]) {
    UIKitException.raising { try add(.reconfigureItems(indexPaths)) }
  }

  /// Inserts sections, at indexes after the update. UIKit's `insertSections(_:)`.
  ///
  /// - Parameter sections: The new sections' indexes, after the update.
  /// - Note: Outside a batch, as a batch of one, raises UIKit's exception
  ///   (``UIKitException``) as ``performBatchUpdates(_:completion:)`` does.
  public func insertSections(_ sections: IndexSet) {
    UIKitException.raising { try add(.insertSections(sections)) }
  }

  /// Deletes sections, at indexes before the update. UIKit's `deleteSections(_:)`.
  ///
  /// - Parameter sections: The sections' indexes, before the update.
  /// - Note: Outside a batch, as a batch of one, raises UIKit's exception
  ///   (``UIKitException``) as ``performBatchUpdates(_:completion:)`` does.
  public func deleteSections(_ sections: IndexSet) {
    UIKitException.raising { try add(.deleteSections(sections)) }
  }

  /// Reloads sections, at indexes before the update: each is a delete plus
  /// an insert of the section (its views are requested again, its items
  /// deselected). UIKit's `reloadSections(_:)`.
  ///
  /// - Parameter sections: The sections' indexes, before the update.
  /// - Note: Outside a batch, as a batch of one, raises UIKit's exception
  ///   (``UIKitException``) as ``performBatchUpdates(_:completion:)`` does.
  public func reloadSections(_ sections: IndexSet) {
    UIKitException.raising { try add(.reloadSections(sections)) }
  }

  /// Moves a section, from its index before the update to its index after
  /// it. UIKit's `moveSection(_:toSection:)`.
  ///
  /// - Parameters:
  ///   - section: The section's index before the update.
  ///   - newSection: The section's index after the update.
  /// - Note: Outside a batch, as a batch of one, raises UIKit's exception
  ///   (``UIKitException``) as ``performBatchUpdates(_:completion:)`` does.
  public func moveSection(_ section: Int, toSection newSection: Int) {
    UIKitException.raising { try add(.moveSection(section, newSection)) }
  }

  /// Calls the update method an operation records: inside a batch it joins
  /// the batch, outside it runs as a batch of one. For the package's tests.
  package func perform(_ operation: Operation) {
    UIKitException.raising { try add(operation) }
  }

  /// Records an operation in the open batch, or runs it as a batch of one.
  private func add(_ operation: Operation) throws {
    if pendingBatch != nil {
      pendingBatch?.operations.append(operation)
    } else {
      try performBatch({ self.pendingBatch?.operations.append(operation) }, completion: nil)
    }
  }

  // MARK: Applying

  /// Validates and applies a closed batch.
  func commit(_ batch: PendingBatch<Operation>) throws {
    isCommittingBatch = true
    defer { isCommittingBatch = false }
    if batch.reloadDataCalled || countsAreStale {
      return try commitAsReloadData(batch)
    }
    let before = cachedCounts ?? []
    let after = try askCounts()
    let plan = try CollectionViewBatch.validate(batch.operations, before: before, after: after)
    apply(plan, after: after)
    loggedUpdates.append(
      Update(kind: .batch, operations: batch.operations, fellBackToReloadData: false))
    try reconfigureVisibleItems(plan)
    isCommittingBatch = false
    try layOut()
  }

  /// Applies a batch that called ``reloadData()`` as a reload, without
  /// validation, as UIKit does; logged as the batch.
  private func commitAsReloadData(_ batch: PendingBatch<Operation>) throws {
    countsAreStale = true
    reloadPending = true
    needsLayout = true
    updateGeneration += 1
    loggedUpdates.append(
      Update(kind: .batch, operations: batch.operations, fellBackToReloadData: true))
    isCommittingBatch = false
    try layOut()
  }

  /// The data source's counts now, without touching the cache.
  func askCounts() throws -> [Int] {
    guard let dataSource else { return [] }
    record("numberOfSections")
    let sections = dataSource.numberOfSections(in: self)
    guard sections >= 0 else { throw DataSourceError.negativeNumberOfSections(sections) }
    var counts: [Int] = []
    counts.reserveCapacity(sections)
    for section in 0..<sections {
      record("numberOfItemsInSection", .section(section))
      let count = dataSource.collectionView(self, numberOfItemsInSection: section)
      guard count >= 0 else {
        throw DataSourceError.negativeNumberOfItems(section: section, count: count)
      }
      counts.append(count)
    }
    return counts
  }

  /// Applies a validated plan: removed views leave, the others and the
  /// selection follow their items, the counts and layout become the new ones.
  func apply(_ plan: CollectionViewBatch.Plan, after: [Int]) {
    for path in visibleCellsByPath.keys.sorted() where plan.newIndexPath(for: path) == nil {
      endDisplayingCell(at: path)
    }
    for key in visibleSupplementaries.keys.sorted()
    where key.indexPath.isEmpty || plan.newSection(for: key.indexPath[0]) == nil {
      endDisplayingSupplementaryView(key)
    }
    var cells: [IndexPath: UICollectionViewCell] = [:]
    for (path, cell) in visibleCellsByPath {
      if let target = plan.newIndexPath(for: path) { cells[target] = cell }
    }
    visibleCellsByPath = cells
    var views: [SupplementaryKey: UICollectionReusableView] = [:]
    for (key, view) in visibleSupplementaries {
      guard let section = plan.newSection(for: key.indexPath[0]) else { continue }
      var path = key.indexPath
      path[0] = section
      views[SupplementaryKey(kind: key.kind, indexPath: path)] = view
    }
    visibleSupplementaries = views
    selectedPaths = Set(selectedPaths.compactMap { plan.newIndexPath(for: $0) })
    highlightedPath = highlightedPath.flatMap { plan.newIndexPath(for: $0) }
    // The prefetch window is emptied without cancel calls, as the table does.
    prefetchedItems.removeAll()
    cachedCounts = after
    layoutIsStale = true
    needsLayout = true
    updateGeneration += 1
    appliedBatchCount += 1
  }

  /// Reconfigures the visible cells of the plan's reconfigured items, in
  /// ascending order of their old index paths.
  private func reconfigureVisibleItems(_ plan: CollectionViewBatch.Plan) throws {
    guard let dataSource else { return }
    for old in plan.reconfiguredItems.sorted() {
      guard let path = plan.newIndexPath(for: old), let cell = visibleCellsByPath[path] else {
        continue
      }
      try reconfigureCell(cell, at: path, from: dataSource)
      applySelectionState(to: cell, at: path)
    }
  }

  /// Asks the data source for an item's cell while the dequeue hands back
  /// `cell`; the data source must return that cell.
  private func reconfigureCell(
    _ cell: UICollectionViewCell, at path: IndexPath,
    from dataSource: any UICollectionViewDataSource
  ) throws {
    let saved = request
    request = ViewRequest(kind: Self.cellKind, indexPath: path, existingCell: cell)
    defer { request = saved }
    record("cellForItemAt", .row(path))
    let returned = dataSource.collectionView(self, cellForItemAt: path)
    let raised = UIKitException.isUnwinding
    guard returned === cell, !raised else {
      for taken in (request?.takenCells ?? []).reversed() {
        if let identifier = taken.reuseIdentifier { cellPool.recycle(taken, as: identifier) }
      }
      // A raise during the request: the program would have stopped.
      if raised { throw UIKitExceptionUnwinding() }
      throw DequeueError.reconfigureMismatch(
        existing: cell.reuseIdentifier, requested: returned.reuseIdentifier, indexPath: path)
    }
    cellPool.updateCounters(cell.reuseIdentifier ?? "") { $0.reconfigurations += 1 }
  }
}
