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
    try runBatchBlock(updates, completion: completion)
  }

  /// Whether a batch is open: ``performBatchUpdates(_:completion:)``'s
  /// block is running. UIKit's `hasUncommittedUpdates`.
  public var hasUncommittedUpdates: Bool { pendingBatch != nil }

  /// Whether the layout keeps sizes its items' cells chose (a compositional
  /// layout with estimated items): a reconfigure of an item without a cell
  /// still reaches it, dropping the size its earlier content chose.
  package var layoutKeepsMeasuredSizes: Bool { layout.hasSelfSizingItems }

  /// Calls the update method an operation records: inside a batch it joins
  /// the batch, outside it runs as a batch of one. For the package's tests.
  package func perform(_ operation: Operation) {
    UIKitException.raising { try add(operation) }
  }

  // MARK: Applying

  /// Validates and applies a closed batch.
  func commit(_ batch: PendingBatch) throws {
    isCommittingBatch = true
    defer { isCommittingBatch = false }
    if batch.reloadDataCalled || countsAreStale {
      return try commitAsReloadData(batch)
    }
    let before = cachedCounts ?? []
    let after = try askCounts()
    let calls = Headless.Batch(.collection, calls: batch.operations)
    let plan = try CollectionViewBatch.Plan(calls.plan(before: before, after: after))
    apply(plan, after: after)
    loggedUpdates.append(Update(kind: .batch, batch: calls, fellBackToReloadData: false))
    // Reconfigured cells are configured for the layout of the new counts
    // (a list cell's appearance is its new section's). The provider is
    // asked as in a pass: a layout pass it asks for does nothing.
    if !plan.reconfiguredItems.isEmpty, !isLayingOut {
      isLayingOut = true
      defer { isLayingOut = false }
      try prepareLayoutIfStale()
    }
    try reconfigureVisibleItems(plan)
    isCommittingBatch = false
    try layOut()
  }

  /// Applies a batch that called ``reloadData()`` as a reload, without
  /// validation, as UIKit does; logged as the batch.
  private func commitAsReloadData(_ batch: PendingBatch) throws {
    countsAreStale = true
    reloadPending = true
    needsLayout = true
    forgetLaidOutState()
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
    visibleSupplementaries = Self.moved(visibleSupplementaries, through: plan)
    // Decoration views follow their sections; those of deleted sections
    // leave.
    for key in visibleDecorations.keys.sorted()
    where key.indexPath.isEmpty || plan.newSection(for: key.indexPath[0]) == nil {
      hideDecoration(key)
    }
    visibleDecorations = Self.moved(visibleDecorations, through: plan)
    selectedPaths = Set(selectedPaths.compactMap { plan.newIndexPath(for: $0) })
    highlightedPath = highlightedPath.flatMap { plan.newIndexPath(for: $0) }
    // An orthogonal row keeps its offset through inserts, deletes and moves
    // of sections (clamped at the next pass); a deleted section's is gone.
    if !orthogonalOffsets.isEmpty {
      var offsets: [Int: CGFloat] = [:]
      for (section, offset) in orthogonalOffsets {
        if let target = plan.newSection(for: section) { offsets[target] = offset }
      }
      orthogonalOffsets = offsets
    }
    layout.remapMeasurements(through: plan)
    // The prefetch window is emptied without cancel calls, as the table does.
    prefetchWindow.removeAll()
    cachedCounts = after
    layoutIsStale = true
    needsLayout = true
    updateGeneration += 1
    appliedBatchCount += 1
  }

  /// Views keyed by kind and index path, moved to their sections' new
  /// indexes; those of deleted sections are dropped.
  private static func moved(
    _ views: [SupplementaryKey: UICollectionReusableView], through plan: CollectionViewBatch.Plan
  ) -> [SupplementaryKey: UICollectionReusableView] {
    var moved: [SupplementaryKey: UICollectionReusableView] = [:]
    for (key, view) in views {
      guard let old = key.indexPath.first, let section = plan.newSection(for: old) else {
        continue
      }
      var path = key.indexPath
      path[0] = section
      moved[SupplementaryKey(kind: key.kind, indexPath: path)] = view
    }
    return moved
  }

  /// Reconfigures the visible cells of the plan's reconfigured items, in
  /// ascending order of their old index paths.
  ///
  /// - Complexity: O(*r* log *k* + *v* log *v*) for *r* reconfigured items,
  ///   *k* items moving in a section and *v* of them shown: only the shown
  ///   ones are sorted (a grid reconfiguring 100,000 items shows a few).
  private func reconfigureVisibleItems(_ plan: CollectionViewBatch.Plan) throws {
    guard let dataSource else { return }
    var shown: [(old: IndexPath, new: IndexPath)] = []
    for old in plan.reconfiguredItems {
      if let path = plan.newIndexPath(for: old), visibleCellsByPath[path] != nil {
        shown.append((old, path))
      }
    }
    shown.sort { $0.old < $1.old }
    for (_, path) in shown {
      // A cell reconfigured earlier in the loop may have raised: read again.
      guard let cell = visibleCellsByPath[path] else { continue }
      // Its measurement, if any, was dropped with the batch: measured
      // again at the next pass (spec §3.3).
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
    let before = RegistrationCount.current
    request = ViewRequest(
      kind: Self.cellKind, indexPath: path, existingCell: cell, registrationsBefore: before)
    defer {
      request = saved
      noteRegistrationsMade(since: before)
    }
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
