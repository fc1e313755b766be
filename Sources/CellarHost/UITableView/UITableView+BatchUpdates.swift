import CellarDiff
import Foundation

/// The geometry of a batch's new sections and the heights of its inserted
/// rows, asked before the table changes.
private struct NewContentEstimates {
  var sections: [Int: SectionGeometry] = [:]
  /// By new section, the heights of its inserted rows, in the order of the
  /// plan's `insertedRows` there (moved rows keep their own, and have none).
  var rowHeights: [Int: [Double]] = [:]
}

extension Headless.UITableView: BatchCollecting {}

extension Headless.UITableView {

  /// The work of ``performBatchUpdates(_:completion:)``, which throws what
  /// the member raises (a raise inside `updates` in a catching scope throws
  /// `UIKitExceptionUnwinding`): for Cellar, which recovers from a batch the view
  /// rejects its own way.
  package func performBatch(_ updates: (() -> Void)?, completion: ((Bool) -> Void)?) throws {
    beginEvent()
    defer { endEvent() }
    beginUpdates()
    try runBatchBlock(updates, completion: completion)
  }

  /// The work of ``endUpdates()``, which throws what the member raises.
  func closeBatch() throws {
    beginEvent()
    defer { endEvent() }
    try closeBatchLevel()
  }

  /// Whether a batch is open.
  public var hasUncommittedUpdates: Bool { pendingBatch != nil }

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

  /// Validates and applies a closed batch.
  func commit(_ batch: PendingBatch) throws {
    guard !needsReload, !batch.reloadDataCalled, dataSource != nil else {
      return try commitAsReloadData(batch)
    }
    let before = sections.map(\.rows.count)
    let after = askCounts()
    let calls = Headless.Batch(.table, calls: batch.operations)
    let plan = try calls.plan(before: before, after: after)
    if plan.fallsBackToReloadData { return try commitAsReloadData(batch) }
    apply(plan, after: after)
    loadSectionIndexTitles()
    loggedUpdates.append(Update(kind: .batch, batch: calls, fellBackToReloadData: false))
    try refreshVisibleRows(reconfiguring: plan)
    needsLayout = true
    try layOut()
  }

  /// Applies a batch as UIKit's fallback does: a `reloadData`, logged as the batch.
  private func commitAsReloadData(_ batch: PendingBatch) throws {
    reloadAll()
    loggedUpdates.append(
      Update(kind: .batch, operations: batch.operations, fellBackToReloadData: true))
    try layOut()
  }

  /// Applies a validated plan to the geometry, the displayed views, the
  /// selection and the prefetch window.
  func apply(_ plan: BatchPlan, after: [Int]) {
    updateGeneration &+= 1
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
    prefetchWindow.removeAll()
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
    let fallback = effectiveEstimate
    for (section, inserted) in plan.insertedRows.enumerated() where !inserted.isEmpty {
      var heights: [Double] = []
      for (row, source) in inserted where source == nil {
        heights.append(insertedRowHeight(IndexPath(row: row, section: section), fallback: fallback))
      }
      if !heights.isEmpty { estimates.rowHeights[section] = heights }
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
    // Per old section, its removed rows' heights, where moved rows find
    // theirs: memory in proportion to the rows removed, not to every row of
    // each section that loses one.
    var carried = [RemovedHeights](repeating: RemovedHeights(), count: remaining.count)
    for (section, removed) in plan.removedRows.enumerated() where !removed.isEmpty {
      guard var geometry = remaining[section] else { continue }
      remaining[section] = nil
      let count = geometry.rows.count
      carried[section] = RemovedHeights(
        rows: removed, values: geometry.rows.remove(rowsAt: removed), sectionCount: count)
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
    for (section, inserted) in plan.insertedRows.enumerated() where !inserted.isEmpty {
      let heights = estimates.rowHeights[section] ?? []
      var next = 0  // the next inserted row's place in `heights`
      built[section].rows.insert(
        inserted.map { row, source in
          if let source { return (row, carried[source.section].value(at: source.row)) }
          defer { next += 1 }
          return (row, (heights.indices.contains(next) ? heights[next] : effectiveEstimate, false))
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

/// The heights of the rows a batch removes from one section, by their rows
/// before the batch, for the moved ones to carry: by row when many of the
/// section's rows go (O(1) a lookup), else the removed rows alone, sorted
/// (O(log *r*)). Either way the memory is at most eight entries a removed row.
private struct RemovedHeights {
  /// The removed rows, ascending; empty when ``values`` is by row.
  var rows: [Int] = []
  /// The heights of ``rows``, in the same order; or, when ``rows`` is
  /// empty, of every row of the section, by row (only the removed ones set).
  var values: [RowHeights.Entry] = []

  init() {}

  /// The heights `values` of the removed `rows` (ascending) of a section
  /// of `sectionCount` rows.
  init(rows: [Int], values: [RowHeights.Entry], sectionCount: Int) {
    guard rows.count * 8 >= sectionCount else {
      self.rows = rows
      self.values = values
      return
    }
    var byRow = [RowHeights.Entry](repeating: (0, false), count: sectionCount)
    for (row, value) in zip(rows, values) { byRow[row] = value }
    self.values = byRow
  }

  /// The height of removed row `row`.
  ///
  /// - Precondition: `row` is one of the removed rows.
  /// - Complexity: O(1) by row, O(log *r*) for *r* removed rows otherwise.
  func value(at row: Int) -> RowHeights.Entry {
    if rows.isEmpty { return values[row] }
    let low = partitionPoint(count: rows.count) { rows[$0] < row }
    precondition(low < rows.count && rows[low] == row, "a moved row was not removed")
    return values[low]
  }
}
