import Foundation

extension Headless.UITableView {
  /// Where ``scrollToRow(at:at:animated:)`` and
  /// ``selectRow(at:animated:scrollPosition:)`` put a row in the viewport
  /// (in the area inside ``Headless/UIScrollView/adjustedContentInset``).
  public enum ScrollPosition: Int, Sendable {
    /// Scroll as little as needed to show the row fully (no scroll when it is).
    case none = 0
    /// The row's top at the viewport's top.
    case top = 1
    /// The row's middle at the viewport's middle.
    case middle = 2
    /// The row's bottom at the viewport's bottom.
    case bottom = 3
  }

  // MARK: Counts

  /// The number of sections, from the cached counts (loading them first if
  /// the table has not yet).
  ///
  /// - Complexity: O(1) once loaded.
  public var numberOfSections: Int {
    loadCountsIfNeeded()
    return sections.count
  }

  /// The number of rows in a section, from the cached counts (loading them
  /// first if the table has not yet).
  ///
  /// iOS 17 raises "Requested the number of rows for section (…) which is
  /// out of bounds." for a section that does not exist; the simulator
  /// returns 0, so this UIKit accessor keeps its non-throwing signature.
  ///
  /// - Parameter section: The section.
  /// - Returns: The cached row count, or 0 for a section that does not exist.
  /// - Complexity: O(1) once loaded.
  public func numberOfRows(inSection section: Int) -> Int {
    loadCountsIfNeeded()
    guard sections.indices.contains(section) else { return 0 }
    return sections[section].rows.count
  }

  // MARK: Reloading and layout

  /// The table's layout pass, the work of ``Headless/UIScrollView/layoutIfNeeded()``,
  /// which throws what the member raises: loads the counts if needed, and
  /// updates the visible cells, headers and footers for the current offset
  /// if anything changed (see that member).
  func layOut() throws {
    beginEvent()
    defer { endEvent() }
    loadCountsIfNeeded()
    // A data source may reload the table from inside the pass; lay out again then.
    var passes = 0
    while needsLayout, passes < 8 {
      passes += 1
      needsLayout = false
      do {
        try layoutVisibleContent()
      } catch {
        needsLayout = true
        throw error
      }
    }
  }

  /// The table's work of ``Headless/UIScrollView/setContentOffset(_:animated:)``,
  /// which throws what the member raises: an infinite `y` goes to that edge
  /// of the content, a NaN component or an infinite `x` keeps its value.
  func scroll(to offset: CGPoint, animated: Bool) throws {
    beginEvent()
    defer { endEvent() }
    let start = contentOffset
    loadCountsIfNeeded()
    // A NaN component, or an infinite `x`, keeps its value; an infinite `y`
    // goes to that edge before the delegate hears of it.
    let x = offset.x.isFinite ? offset.x : contentOffset.x
    let y = offset.y.isNaN ? contentOffset.y : clampedOffset(offset.y)
    contentOffset = CGPoint(x: x, y: y)
    try layOut()
    endProgrammaticScroll(from: start, animated: animated)
  }

  /// Scrolls so that a row is at a position in the viewport, and lays out.
  ///
  /// Estimated heights above the row may change as rows are measured, so
  /// the scroll is repeated (at most three times) until the row is in place.
  ///
  /// - Parameters:
  ///   - indexPath: The row.
  ///   - scrollPosition: Where the row should end up.
  ///   - animated: Whether UIKit would animate: the simulator moves at once,
  ///     and calls the delegate's
  ///     ``Headless/UIScrollViewDelegate/scrollViewDidEndScrollingAnimation(_:)`` at
  ///     the end when this is `true` and the offset changed (each move
  ///     calls ``Headless/UIScrollViewDelegate/scrollViewDidScroll(_:)``).
  /// - Note: Raises UIKit's `NSRangeException` (``UIKitException``) for
  ///   ``IndexError/scrollRowOutOfBounds(row:rowCount:section:)`` or
  ///   ``IndexError/scrollSectionOutOfBounds(section:sectionCount:)`` (or
  ///   ``IndexError/rowSectionOutOfBounds(_:sectionCount:)`` for an index
  ///   path without two indexes), a row that does not exist (the table is
  ///   unchanged), and as the layout does.
  /// - Complexity: As ``Headless/UIScrollView/layoutIfNeeded()``.
  public func scrollToRow(
    at indexPath: IndexPath, at scrollPosition: ScrollPosition,
    animated: Bool
  ) {
    UIKitException.raising {
      try scroll(toRow: indexPath, at: scrollPosition, animated: animated)
    }
  }

  /// The work of ``scrollToRow(at:at:animated:)``, which throws what the
  /// member raises.
  func scroll(toRow indexPath: IndexPath, at scrollPosition: ScrollPosition, animated: Bool)
    throws
  {
    beginEvent()
    defer { endEvent() }
    loadCountsIfNeeded()
    guard indexPath.isTablePath else {
      throw IndexError.rowSectionOutOfBounds(indexPath, sectionCount: sections.count)
    }
    guard indexPath.section >= 0, indexPath.section < sections.count else {
      throw IndexError.scrollSectionOutOfBounds(
        section: indexPath.section, sectionCount: sections.count)
    }
    let rowCount = sections[indexPath.section].rows.count
    guard indexPath.row >= 0, indexPath.row < rowCount else {
      throw IndexError.scrollRowOutOfBounds(
        row: indexPath.row, rowCount: rowCount, section: indexPath.section)
    }
    let start = contentOffset
    for _ in 0..<3 {
      let target = offset(showing: indexPath, at: scrollPosition)
      if target == contentOffset.y && !needsLayout { break }
      if target != contentOffset.y { contentOffset.y = target }
      try layOut()
    }
    endProgrammaticScroll(from: start, animated: animated)
  }

  // MARK: Visible content

  /// The displayed cells, in ascending index-path order.
  ///
  /// UIKit raises when this is read while it is building cells (from
  /// `cellForRowAt`); the simulator returns the cells displayed so far.
  ///
  /// - Complexity: O(*v* log *v*) for *v* visible rows.
  public var visibleCells: [Headless.UITableViewCell] {
    visibleCellsByPath.keys.sorted().compactMap { visibleCellsByPath[$0] }
  }

  /// The index paths of the displayed rows, ascending; `nil` when none is.
  ///
  /// - Complexity: O(*v* log *v*) for *v* visible rows.
  public var indexPathsForVisibleRows: [IndexPath]? {
    visibleCellsByPath.isEmpty ? nil : visibleCellsByPath.keys.sorted()
  }

  /// The displayed cell of a row, or `nil` when the row is not displayed or
  /// does not exist.
  ///
  /// - Parameter indexPath: The row.
  /// - Complexity: O(1).
  public func cellForRow(at indexPath: IndexPath) -> Headless.UITableViewCell? {
    visibleCellsByPath[indexPath]
  }

  /// The row a displayed cell shows, or `nil` when the cell is not displayed.
  ///
  /// - Parameter cell: A cell.
  /// - Complexity: O(*v*) for *v* visible rows.
  public func indexPath(for cell: Headless.UITableViewCell) -> IndexPath? {
    visibleCellsByPath.first { $0.value === cell }?.key
  }

  // MARK: Internals

  /// Marks counts and layout stale (data source or delegate changed).
  func invalidateAll() {
    needsReload = true
    needsLayout = true
  }

  /// Loads the counts when the table has none (first use, new data source).
  func loadCountsIfNeeded() {
    if needsReload { reloadAll() }
  }

  /// `reloadData` without the log entry: ends every display, clears the
  /// selection and prefetch window, re-reads counts and estimates.
  func reloadAll() {
    reloadGeneration &+= 1
    updateGeneration &+= 1
    endDisplayingEverything()
    selectedPaths.removeAll()
    prefetchWindow.removeAll()
    loadCounts()
    needsReload = false
    needsLayout = true
  }

  /// Ends the display of every cell, header and footer, in ascending order.
  func endDisplayingEverything() {
    for path in visibleCellsByPath.keys.sorted() { endDisplayingRow(at: path) }
    for kind in SupplementaryKind.tableKinds {
      for section in displayedSupplementaries[kind, default: [:]].keys.sorted() {
        endDisplayingSupplementary(kind, section)
      }
    }
  }

  /// Reads every count from the data source and builds fresh geometry.
  func loadCounts() {
    let counts = askCounts()
    sections = counts.enumerated().map { makeSection($0.offset, rowCount: $0.element) }
    rebuildSectionTree()
    loadSectionIndexTitles()
  }

  /// The section and row counts the data source reports now (negative
  /// counts read as 0; none without a data source). The one place the
  /// table asks `numberOfSections` and `numberOfRowsInSection`; the table
  /// caches the answers in its geometry (``loadCounts()``, and a batch's
  /// commit once accepted).
  func askCounts() -> [Int] {
    guard let dataSource else { return [] }
    record("numberOfSections")
    let sectionCount = max(0, dataSource.numberOfSections(in: self))
    var counts: [Int] = []
    counts.reserveCapacity(sectionCount)
    for section in 0..<sectionCount {
      record("numberOfRowsInSection", .section(section))
      counts.append(max(0, dataSource.tableView(self, numberOfRowsInSection: section)))
    }
    return counts
  }

  /// The layout pass: see ``Headless/UIScrollView/layoutIfNeeded()``.
  ///
  /// Each pass ends the rows outside the viewport (by the current heights),
  /// then walks down from the top edge displaying rows that have no cell,
  /// each row placed under the previous one as measured, and ends the rows
  /// the measurements pushed out. A pass repeats only when a header or footer
  /// measured differently from its estimate.
  func layoutVisibleContent() throws {
    let previousOffset = lastLayoutOffset
    if remeasureOnNextLayout {
      // The width changed: displayed rows are measured again at the new width.
      remeasureOnNextLayout = false
      remeasureVisibleRows()
    }
    var passes = 0
    while true {
      passes += 1
      let clamped = clampedOffset(contentOffset.y)
      if clamped != contentOffset.y { contentOffset.y = clamped }
      let top = contentOffset.y
      let bottom = top + viewportSize.height
      endDisplayingRows(keeping: Set(try walkRows(from: top, to: bottom, displaying: false)))
      endDisplayingRows(keeping: Set(try walkRows(from: top, to: bottom, displaying: true)))
      let changed = try displaySupplementaries(from: top, to: bottom)
      if !changed || passes >= 64 { break }
    }
    let top = contentOffset.y
    endDisplayingSupplementaries(outside: top, top + viewportSize.height)
    lastLayoutOffset = contentOffset.y
    updatePrefetchWindow(direction: contentOffset.y - previousOffset)
  }

  /// Ends the display of every row not in `keep`, in ascending order.
  func endDisplayingRows(keeping keep: Set<IndexPath>) {
    for path in visibleCellsByPath.keys.sorted() where !keep.contains(path) {
      endDisplayingRow(at: path)
    }
  }

  /// The rows intersecting `top..<bottom`, walking down from the top edge
  /// with each row under the previous one. When `displaying`, rows without a
  /// cell are displayed (and measured) on the way, so later rows move with
  /// the measured heights.
  func walkRows(from top: Double, to bottom: Double, displaying: Bool) throws -> [IndexPath] {
    guard viewportSize.height > 0 else { return [] }
    var result: [IndexPath] = []
    var path = firstRow(atOrBelow: top)
    var nextTop: (section: Int, y: Double)?
    while let current = path {
      let minY: Double
      if let nextTop, nextTop.section == current.section {
        minY = nextTop.y
      } else {
        minY = rowRect(current).minY
      }
      if minY >= bottom { break }
      if displaying, visibleCellsByPath[current] == nil {
        try displayRow(at: current, top: minY)
        // A data source that reloaded the table from cellForRowAt ends the walk.
        guard isValid(current), visibleCellsByPath[current] != nil else { break }
      }
      let height = sections[current.section].rows.height(at: current.row)
      if minY + height > top { result.append(current) }
      nextTop = (current.section, minY + height)
      path = row(after: current)
    }
    return result
  }

  /// Displays one row: height, `cellForRowAt`, frame and layout, state,
  /// `willDisplay`. `top` is the row's top in the content, which the walk
  /// already knows (a row's own height does not move it).
  func displayRow(at path: IndexPath, top: Double) throws {
    let requested = requestedRowHeight(path)
    let generation = reloadGeneration
    let cell = try requestCell(at: path)
    guard generation == reloadGeneration, isValid(path), visibleCellsByPath[path] == nil else {
      enqueue(cell)
      return
    }
    let height = requested ?? measuredRowHeight(cell, at: path)
    setRowHeight(height, measured: true, at: path)
    cell.frame = CGRect(x: 0, y: top, width: viewportSize.width, height: height)
    cell.layoutIfNeeded()
    applyState(to: cell, at: path)
    visibleCellsByPath[path] = cell
    cellPool.didDisplay(cell, as: cell.reuseIdentifier ?? "")
    prefetchWindow.removeAll { $0 == path }
    record("willDisplay", .row(path))
    delegate?.tableView(self, willDisplay: cell, forRowAt: path)
  }

  /// The delegate's (or the table's) height for a row, clamped; `nil` for
  /// self-sizing.
  func requestedRowHeight(_ path: IndexPath) -> Double? {
    if let delegate {
      record("heightForRowAt", .row(path))
      return resolvedHeight(
        delegate.tableView(self, heightForRowAt: path), from: "heightForRowAt \(path.pair)")
    }
    return resolvedHeight(rowHeight, from: "rowHeight")
  }

  /// A self-sizing row's height: what its cell measures, clamped.
  func measuredRowHeight(_ cell: UITableViewCell, at path: IndexPath) -> Double {
    measuredHeight(
      cell.sizeThatFits(width: viewportSize.width), from: "The cell at \(path.pair) (sizeThatFits)")
  }

  /// Applies the table's selection and editing state to a cell before display.
  func applyState(to cell: UITableViewCell, at path: IndexPath) {
    cell.setSelected(selectedPaths.contains(path), animated: false)
    if cell.isHighlighted { cell.setHighlighted(false, animated: false) }
    applyEditingState(to: cell, at: path)
  }

  /// Ends one row's display: `didEndDisplaying`, then the pool.
  func endDisplayingRow(at path: IndexPath) {
    guard let cell = visibleCellsByPath.removeValue(forKey: path) else { return }
    cellPool.didEndDisplaying(cell, as: cell.reuseIdentifier ?? "")
    record("didEndDisplaying", .row(path))
    delegate?.tableView(self, didEndDisplaying: cell, forRowAt: path)
    enqueue(cell)
  }
}
