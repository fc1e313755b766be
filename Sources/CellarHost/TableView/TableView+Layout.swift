import Foundation

extension TableView {
  /// Where ``scrollToRow(at:at:animated:)`` and
  /// ``selectRow(at:animated:scrollPosition:)`` put a row in the viewport.
  public enum ScrollPosition: Sendable, Hashable {
    /// Scroll as little as needed to show the row fully (no scroll when it is).
    case none
    /// The row's top at the viewport's top.
    case top
    /// The row's middle at the viewport's middle.
    case middle
    /// The row's bottom at the viewport's bottom.
    case bottom
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

  /// Reloads everything: re-reads the counts now and rebuilds the visible
  /// cells at the next layout.
  ///
  /// Every displayed cell, header and footer gets its `didEndDisplaying`
  /// call and goes back to its pool; the selection is cleared without
  /// delegate calls; the prefetch window is reset; the heights go back to
  /// estimates. Cells are requested at the next ``layoutIfNeeded()`` (UIKit
  /// builds them lazily in its next layout pass). Called inside a batch
  /// update, the batch is applied as a `reloadData` when it commits.
  ///
  /// - Complexity: O(*n*) for *n* rows (their estimates), plus the displayed views.
  public func reloadData() {
    if pendingBatch != nil {
      pendingBatch?.reloadDataCalled = true
      return
    }
    reloadAll()
    updateLog.append(Update(kind: .reloadData, operations: [], fellBackToReloadData: false))
  }

  /// Marks the visible content as needing an update at the next
  /// ``layoutIfNeeded()``.
  public func setNeedsLayout() {
    needsLayout = true
  }

  /// Loads the counts if needed, and updates the visible cells, headers and
  /// footers for the current offset if anything changed.
  ///
  /// Rows that left the viewport get `didEndDisplaying` and go to their pool
  /// (in ascending index-path order); rows that entered are displayed in
  /// ascending order: height, `cellForRowAt`, selection and editing state,
  /// `willDisplay`. Then headers and footers of the sections in view (in
  /// the ``Style/plain`` style they stay while any part of their section is
  /// in view; in the grouped styles, while their own frame is). Measured
  /// heights replace estimates as rows appear, and
  /// the pass repeats until the visible set is stable. The offset is
  /// clamped to the content first.
  ///
  /// - Throws: An error thrown by the data source's `cellForRowAt` (for
  ///   example a ``DequeueError``). Rows laid out before the failing one stay
  ///   displayed; the failing row is retried at the next layout.
  /// - Complexity: O(*v* log *n*) for *v* rows entering or leaving the
  ///   viewport among *n* rows, independent of *n* in practice.
  public func layoutIfNeeded() throws {
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

  /// Scrolls to an offset and lays out at once.
  ///
  /// - Parameters:
  ///   - offset: The new top-left corner of the viewport; clamped to the content.
  ///   - animated: Ignored: the simulator does not animate.
  /// - Throws: An error from the layout (see ``layoutIfNeeded()``).
  /// - Complexity: As ``layoutIfNeeded()``.
  public func setContentOffset(_ offset: CGPoint, animated: Bool) throws {
    contentOffset = offset
    try layoutIfNeeded()
  }

  /// Scrolls so that a row is at a position in the viewport, and lays out.
  ///
  /// Estimated heights above the row may change as rows are measured, so
  /// the scroll is repeated (at most three times) until the row is in place.
  ///
  /// - Parameters:
  ///   - indexPath: The row.
  ///   - scrollPosition: Where the row should end up.
  ///   - animated: Ignored: the simulator does not animate.
  /// - Throws: ``IndexError/scrollRowOutOfBounds(row:rowCount:section:)`` or
  ///   ``IndexError/scrollSectionOutOfBounds(section:sectionCount:)`` for a
  ///   row that does not exist (the table is unchanged), or an error from the layout.
  /// - Complexity: As ``layoutIfNeeded()``.
  public func scrollToRow(
    at indexPath: IndexPath, at scrollPosition: ScrollPosition, animated: Bool
  ) throws {
    loadCountsIfNeeded()
    guard indexPath.isTablePath, indexPath.section >= 0, indexPath.section < sections.count
    else {
      throw IndexError.scrollSectionOutOfBounds(
        section: indexPath.first ?? -1, sectionCount: sections.count)
    }
    let rowCount = sections[indexPath.section].rows.count
    guard indexPath.row >= 0, indexPath.row < rowCount else {
      throw IndexError.scrollRowOutOfBounds(
        row: indexPath.row, rowCount: rowCount, section: indexPath.section)
    }
    for _ in 0..<3 {
      let target = offset(showing: indexPath, at: scrollPosition)
      if target == contentOffset.y && !needsLayout { break }
      contentOffset.y = target
      try layoutIfNeeded()
    }
  }

  // MARK: Geometry

  /// The size of the content: the viewport's width, and the sum of every
  /// section's header, rows and footer (measured heights where known,
  /// estimates elsewhere).
  ///
  /// - Complexity: O(1).
  public var contentSize: CGSize {
    loadCountsIfNeeded()
    return CGSize(width: viewportSize.width, height: sectionTree.total)
  }

  /// A row's frame in the content, or `.zero` for a row that does not exist.
  ///
  /// - Parameter indexPath: The row.
  /// - Complexity: O(log *n*) for *n* rows.
  public func rectForRow(at indexPath: IndexPath) -> CGRect {
    loadCountsIfNeeded()
    guard isValid(indexPath) else { return .zero }
    return rowRect(indexPath)
  }

  /// A section header's frame in the content (at its natural position), or
  /// `.zero` for a section that does not exist.
  ///
  /// - Parameter section: The section.
  /// - Complexity: O(log *s*) for *s* sections.
  public func rectForHeader(inSection section: Int) -> CGRect {
    loadCountsIfNeeded()
    guard sections.indices.contains(section) else { return .zero }
    return CGRect(
      x: 0, y: sectionTree.prefix(section), width: viewportSize.width,
      height: sections[section].headerHeight)
  }

  /// A section footer's frame in the content, or `.zero` for a section that
  /// does not exist.
  ///
  /// - Parameter section: The section.
  /// - Complexity: O(log *s*) for *s* sections.
  public func rectForFooter(inSection section: Int) -> CGRect {
    loadCountsIfNeeded()
    guard sections.indices.contains(section) else { return .zero }
    let geometry = sections[section]
    return CGRect(
      x: 0, y: sectionTree.prefix(section) + geometry.total - geometry.footerHeight,
      width: viewportSize.width, height: geometry.footerHeight)
  }

  /// A whole section's frame (header, rows and footer), or `.zero` for a
  /// section that does not exist.
  ///
  /// - Parameter section: The section.
  /// - Complexity: O(log *s*) for *s* sections.
  public func rect(forSection section: Int) -> CGRect {
    loadCountsIfNeeded()
    guard sections.indices.contains(section) else { return .zero }
    return CGRect(
      x: 0, y: sectionTree.prefix(section), width: viewportSize.width,
      height: sections[section].total)
  }

  /// The row at a point in the content, or `nil` outside every row (in a
  /// header, a footer, or beyond the content).
  ///
  /// - Parameter point: A point in content coordinates.
  /// - Complexity: O(log *n*) for *n* rows.
  public func indexPathForRow(at point: CGPoint) -> IndexPath? {
    loadCountsIfNeeded()
    guard point.y >= 0, point.y < sectionTree.total, !sections.isEmpty else { return nil }
    let section = min(sections.count - 1, sectionTree.lastIndex(withPrefixAtMost: point.y).index)
    let geometry = sections[section]
    let local = point.y - sectionTree.prefix(section) - geometry.headerHeight
    guard local >= 0, local < geometry.rows.total, let row = geometry.rows.row(containing: local)
    else { return nil }
    return IndexPath(row: row, section: section)
  }

  /// The rows whose frames intersect a rectangle of the content, in ascending order.
  ///
  /// - Parameter rect: A rectangle in content coordinates.
  /// - Complexity: O(*k* log *n*) for *k* rows returned among *n*.
  public func indexPathsForRows(in rect: CGRect) -> [IndexPath] {
    loadCountsIfNeeded()
    var result: [IndexPath] = []
    var path = firstRow(atOrBelow: rect.minY)
    while let current = path {
      let frame = rowRect(current)
      if frame.minY >= rect.maxY { break }
      if frame.maxY > rect.minY, frame.height > 0 { result.append(current) }
      path = row(after: current)
    }
    return result
  }

  // MARK: Visible content

  /// The displayed cells, in ascending index-path order.
  ///
  /// UIKit raises when this is read while it is building cells (from
  /// `cellForRowAt`); the simulator returns the cells displayed so far.
  ///
  /// - Complexity: O(*v* log *v*) for *v* visible rows.
  public var visibleCells: [TableViewCell] {
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
  public func cellForRow(at indexPath: IndexPath) -> TableViewCell? {
    visibleCellsByPath[indexPath]
  }

  /// The row a displayed cell shows, or `nil` when the cell is not displayed.
  ///
  /// - Parameter cell: A cell.
  /// - Complexity: O(*v*) for *v* visible rows.
  public func indexPath(for cell: TableViewCell) -> IndexPath? {
    visibleCellsByPath.first { $0.value === cell }?.key
  }

  /// The displayed header view of a section, or `nil`.
  ///
  /// - Parameter section: The section.
  /// - Complexity: O(1).
  public func headerView(forSection section: Int) -> TableViewHeaderFooterView? {
    displayedHeaders[section] ?? nil
  }

  /// The displayed footer view of a section, or `nil`.
  ///
  /// - Parameter section: The section.
  /// - Complexity: O(1).
  public func footerView(forSection section: Int) -> TableViewHeaderFooterView? {
    displayedFooters[section] ?? nil
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
    endDisplayingEverything()
    selectedPaths.removeAll()
    prefetchedRows.removeAll()
    loadCounts()
    needsReload = false
    needsLayout = true
  }

  /// Ends the display of every cell, header and footer, in ascending order.
  func endDisplayingEverything() {
    for path in visibleCellsByPath.keys.sorted() { endDisplayingRow(at: path) }
    for section in displayedHeaders.keys.sorted() { endDisplayingHeader(section) }
    for section in displayedFooters.keys.sorted() { endDisplayingFooter(section) }
  }

  /// Reads every count from the data source and builds fresh geometry.
  func loadCounts() {
    guard let dataSource else {
      sections = []
      rebuildSectionTree()
      return
    }
    record("numberOfSections")
    let sectionCount = max(0, dataSource.numberOfSections(in: self))
    var counts: [Int] = []
    counts.reserveCapacity(sectionCount)
    for section in 0..<sectionCount {
      record("numberOfRowsInSection", .section(section))
      counts.append(max(0, dataSource.tableView(self, numberOfRowsInSection: section)))
    }
    sections = counts.enumerated().map { makeSection($0.offset, rowCount: $0.element) }
    rebuildSectionTree()
  }

  /// Fresh geometry for a section: header and footer heights (fixed, or an
  /// estimate until displayed) and every row's estimate.
  func makeSection(_ section: Int, rowCount: Int) -> SectionGeometry {
    let header = supplementaryEstimate(section, isHeader: true)
    let footer = supplementaryEstimate(section, isHeader: false)
    let rows: RowHeights
    if let delegate {
      rows = RowHeights(count: rowCount) { row in
        self.initialRowHeight(IndexPath(row: row, section: section), delegate: delegate)
      }
    } else {
      rows = RowHeights(count: rowCount, estimatedHeight: effectiveEstimate)
    }
    return SectionGeometry(
      rows: rows, headerHeight: header.height, headerMeasured: header.measured,
      footerHeight: footer.height, footerMeasured: footer.measured)
  }

  /// The estimate for rows when neither the delegate nor the table gives one.
  var effectiveEstimate: Double {
    if estimatedRowHeight >= 0 { return estimatedRowHeight }
    return rowHeight >= 0 ? rowHeight : Self.defaultEstimatedRowHeight
  }

  /// A row's height before it is displayed: the delegate's estimate; with
  /// estimation off (estimate 0), the real height (every row is asked, as UIKit does).
  func initialRowHeight(_ path: IndexPath, delegate: any TableViewDelegate) -> Double {
    record("estimatedHeightForRowAt", .row(path))
    let estimate = delegate.tableView(self, estimatedHeightForRowAt: path)
    if estimate == 0 {
      record("heightForRowAt", .row(path))
      let height = delegate.tableView(self, heightForRowAt: path)
      return height >= 0 ? height : Self.defaultEstimatedRowHeight
    }
    return estimate >= 0 ? estimate : effectiveEstimate
  }

  /// The estimate for a row inserted by a batch: the delegate's, or the table's.
  func insertedRowHeight(_ path: IndexPath) -> Double {
    if let delegate { return initialRowHeight(path, delegate: delegate) }
    return effectiveEstimate
  }

  /// The header or footer height known before display: a fixed height is
  /// final; otherwise an estimate (sized to the title when estimates are automatic).
  func supplementaryEstimate(_ section: Int, isHeader: Bool) -> (height: Double, measured: Bool) {
    let fixed = requestedSupplementaryHeight(section, isHeader: isHeader)
    if fixed >= 0 { return (fixed, true) }
    let estimate = isHeader ? estimatedSectionHeaderHeight : estimatedSectionFooterHeight
    if estimate >= 0 { return (estimate, false) }
    let title = supplementaryTitle(section, isHeader: isHeader)
    guard let title else { return (0, false) }
    let lines = title.split(separator: "\n", omittingEmptySubsequences: false).count
    return (title.isEmpty ? 0 : 8 + 20 * Double(lines), false)
  }

  /// The delegate's (or the table's) header or footer height.
  func requestedSupplementaryHeight(_ section: Int, isHeader: Bool) -> Double {
    if let delegate {
      record(isHeader ? "heightForHeaderInSection" : "heightForFooterInSection", .section(section))
      return isHeader
        ? delegate.tableView(self, heightForHeaderInSection: section)
        : delegate.tableView(self, heightForFooterInSection: section)
    }
    return isHeader ? sectionHeaderHeight : sectionFooterHeight
  }

  /// The data source's header or footer title.
  func supplementaryTitle(_ section: Int, isHeader: Bool) -> String? {
    guard let dataSource else { return nil }
    record(isHeader ? "titleForHeaderInSection" : "titleForFooterInSection", .section(section))
    return isHeader
      ? dataSource.tableView(self, titleForHeaderInSection: section)
      : dataSource.tableView(self, titleForFooterInSection: section)
  }

  func rebuildSectionTree() {
    sectionTree = FenwickTree(sections.map(\.total))
  }

  /// Whether a row exists in the cached counts.
  func isValid(_ path: IndexPath) -> Bool {
    path.count == 2 && path.section >= 0 && path.section < sections.count && path.row >= 0
      && path.row < sections[path.section].rows.count
  }

  /// A row's frame from the geometry (the row must exist).
  func rowRect(_ path: IndexPath) -> CGRect {
    let geometry = sections[path.section]
    let top =
      sectionTree.prefix(path.section) + geometry.headerHeight
      + geometry.rows.offset(ofRow: path.row)
    return CGRect(
      x: 0, y: top, width: viewportSize.width, height: geometry.rows.height(at: path.row))
  }

  /// Sets a row's height, keeping the section sums right.
  func setRowHeight(_ height: Double, measured: Bool, at path: IndexPath) {
    let old = sections[path.section].rows.height(at: path.row)
    sections[path.section].rows.setHeight(height, measured: measured, at: path.row)
    let new = sections[path.section].rows.height(at: path.row)
    if new != old { sectionTree.add(new - old, at: path.section) }
  }

  /// Sets a header or footer height, keeping the section sums right.
  func setSupplementaryHeight(_ height: Double, section: Int, isHeader: Bool) {
    let old = isHeader ? sections[section].headerHeight : sections[section].footerHeight
    if isHeader {
      sections[section].headerHeight = height
      sections[section].headerMeasured = true
    } else {
      sections[section].footerHeight = height
      sections[section].footerMeasured = true
    }
    if height != old { sectionTree.add(height - old, at: section) }
  }

  /// The first row whose frame ends below `y` (the row at `y`, or the next one).
  func firstRow(atOrBelow y: Double) -> IndexPath? {
    guard !sections.isEmpty else { return nil }
    var section = min(sections.count - 1, sectionTree.lastIndex(withPrefixAtMost: max(0, y)).index)
    while section < sections.count {
      let geometry = sections[section]
      if geometry.rows.count > 0 {
        let local = y - sectionTree.prefix(section) - geometry.headerHeight
        if local < 0 { return IndexPath(row: 0, section: section) }
        if local < geometry.rows.total, let row = geometry.rows.row(containing: local) {
          return IndexPath(row: row, section: section)
        }
      }
      section += 1
    }
    return nil
  }

  /// The row after `path`, across sections.
  func row(after path: IndexPath) -> IndexPath? {
    if path.row + 1 < sections[path.section].rows.count {
      return IndexPath(row: path.row + 1, section: path.section)
    }
    var section = path.section + 1
    while section < sections.count {
      if sections[section].rows.count > 0 { return IndexPath(row: 0, section: section) }
      section += 1
    }
    return nil
  }

  /// The largest valid vertical offset.
  var maximumOffset: Double {
    max(0, sectionTree.total - viewportSize.height)
  }

  /// The offset that puts a row at a scroll position.
  func offset(showing path: IndexPath, at position: ScrollPosition) -> Double {
    let frame = rowRect(path)
    let height = viewportSize.height
    let current = contentOffset.y
    let target: Double
    switch position {
    case .top: target = frame.minY
    case .middle: target = frame.midY - height / 2
    case .bottom: target = frame.maxY - height
    case .none:
      if frame.minY < current {
        target = frame.minY
      } else if frame.maxY > current + height {
        target = frame.maxY - height
      } else {
        target = current
      }
    }
    return min(max(0, target), maximumOffset)
  }

  /// The layout pass: see ``layoutIfNeeded()``.
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
      let clamped = min(max(0, contentOffset.y), maximumOffset)
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
        try displayRow(at: current)
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

  /// Displays one row: height, `cellForRowAt`, state, `willDisplay`.
  func displayRow(at path: IndexPath) throws {
    let requested = requestedRowHeight(path)
    let generation = reloadGeneration
    let cell = try requestCell(at: path)
    guard generation == reloadGeneration, isValid(path), visibleCellsByPath[path] == nil else {
      enqueue(cell)
      return
    }
    let height = requested >= 0 ? requested : max(0, cell.sizeThatFits(width: viewportSize.width))
    setRowHeight(height, measured: true, at: path)
    applyState(to: cell, at: path)
    visibleCellsByPath[path] = cell
    liveCells.insert(ObjectIdentifier(cell))
    prefetchedRows.removeAll { $0 == path }
    cellCounters[cell.reuseIdentifier ?? "", default: ReuseMetrics()].displays += 1
    record("willDisplay", .row(path))
    delegate?.tableView(self, willDisplay: cell, forRowAt: path)
  }

  /// The delegate's (or the table's) height for a row; negative for self-sizing.
  func requestedRowHeight(_ path: IndexPath) -> Double {
    if let delegate {
      record("heightForRowAt", .row(path))
      return delegate.tableView(self, heightForRowAt: path)
    }
    return rowHeight
  }

  /// Applies the table's selection and editing state to a cell before display.
  func applyState(to cell: TableViewCell, at path: IndexPath) {
    cell.setSelected(selectedPaths.contains(path), animated: false)
    if cell.isHighlighted { cell.setHighlighted(false, animated: false) }
    applyEditingState(to: cell, at: path)
  }

  /// Ends one row's display: `didEndDisplaying`, then the pool.
  func endDisplayingRow(at path: IndexPath) {
    guard let cell = visibleCellsByPath.removeValue(forKey: path) else { return }
    liveCells.remove(ObjectIdentifier(cell))
    cellCounters[cell.reuseIdentifier ?? "", default: ReuseMetrics()].endDisplays += 1
    record("didEndDisplaying", .row(path))
    delegate?.tableView(self, didEndDisplaying: cell, forRowAt: path)
    enqueue(cell)
  }

  /// The sections intersecting the viewport (a section of zero height
  /// counts when it starts inside it).
  func sectionsInView(from top: Double, to bottom: Double) -> Range<Int> {
    guard !sections.isEmpty, bottom > top else { return 0..<0 }
    func intersects(_ section: Int) -> Bool {
      let start = sectionTree.prefix(section)
      let total = sections[section].total
      return total > 0 ? start < bottom && start + total > top : start >= top && start < bottom
    }
    var first = min(sections.count - 1, sectionTree.lastIndex(withPrefixAtMost: max(0, top)).index)
    while first > 0, intersects(first - 1) { first -= 1 }
    if !intersects(first) { first += 1 }
    var last = first
    while last < sections.count, intersects(last) { last += 1 }
    return first..<last
  }

  /// Displays the headers and footers of the sections in view; returns
  /// whether any height changed.
  func displaySupplementaries(from top: Double, to bottom: Double) throws -> Bool {
    var changed = false
    for section in sectionsInView(from: top, to: bottom) {
      if displayedHeaders[section] == nil,
        supplementaryInView(section, isHeader: true, from: top, to: bottom)
      {
        changed = displaySupplementary(section, isHeader: true) || changed
      }
      if displayedFooters[section] == nil,
        supplementaryInView(section, isHeader: false, from: top, to: bottom)
      {
        changed = displaySupplementary(section, isHeader: false) || changed
      }
    }
    return changed
  }

  /// Whether a header or footer of a section in view is displayed: always in
  /// the plain style; in the grouped styles, when its own frame intersects
  /// the viewport (a zero-height one when it starts inside).
  func supplementaryInView(_ section: Int, isHeader: Bool, from top: Double, to bottom: Double)
    -> Bool
  {
    guard style != .plain else { return true }
    let frame = isHeader ? rectForHeader(inSection: section) : rectForFooter(inSection: section)
    if frame.height > 0 { return frame.minY < bottom && frame.maxY > top }
    return frame.minY >= top && frame.minY < bottom
  }

  /// Resolves and displays one header or footer; returns whether its height changed.
  func displaySupplementary(_ section: Int, isHeader: Bool) -> Bool {
    var view: TableViewHeaderFooterView?
    if let delegate {
      record(isHeader ? "viewForHeaderInSection" : "viewForFooterInSection", .section(section))
      view =
        isHeader
        ? delegate.tableView(self, viewForHeaderInSection: section)
        : delegate.tableView(self, viewForFooterInSection: section)
    }
    if view == nil, let title = supplementaryTitle(section, isHeader: isHeader) {
      view = titleView(title)
    }
    var changed = false
    let measured = isHeader ? sections[section].headerMeasured : sections[section].footerMeasured
    if !measured {
      let old = isHeader ? sections[section].headerHeight : sections[section].footerHeight
      let height = max(0, view?.sizeThatFits(width: viewportSize.width) ?? 0)
      setSupplementaryHeight(height, section: section, isHeader: isHeader)
      changed = height != old
    }
    if isHeader {
      displayedHeaders[section] = .some(view)
    } else {
      displayedFooters[section] = .some(view)
    }
    if let view {
      headerFooterCounters[view.reuseIdentifier ?? "", default: ReuseMetrics()].configurations += 1
      headerFooterCounters[view.reuseIdentifier ?? "", default: ReuseMetrics()].displays += 1
      if isHeader {
        record("willDisplayHeaderView", .section(section))
        delegate?.tableView(self, willDisplayHeaderView: view, forSection: section)
      } else {
        record("willDisplayFooterView", .section(section))
        delegate?.tableView(self, willDisplayFooterView: view, forSection: section)
      }
    }
    return changed
  }

  /// Ends the display of headers and footers of sections out of view.
  func endDisplayingSupplementaries(outside top: Double, _ bottom: Double) {
    let inView = sectionsInView(from: top, to: bottom)
    for section in displayedHeaders.keys.sorted()
    where !inView.contains(section)
      || !supplementaryInView(section, isHeader: true, from: top, to: bottom)
    {
      endDisplayingHeader(section)
    }
    for section in displayedFooters.keys.sorted()
    where !inView.contains(section)
      || !supplementaryInView(section, isHeader: false, from: top, to: bottom)
    {
      endDisplayingFooter(section)
    }
  }

  func endDisplayingHeader(_ section: Int) {
    guard let entry = displayedHeaders.removeValue(forKey: section) else { return }
    guard let view = entry else { return }
    headerFooterCounters[view.reuseIdentifier ?? "", default: ReuseMetrics()].endDisplays += 1
    record("didEndDisplayingHeaderView", .section(section))
    delegate?.tableView(self, didEndDisplayingHeaderView: view, forSection: section)
    enqueue(view)
  }

  func endDisplayingFooter(_ section: Int) {
    guard let entry = displayedFooters.removeValue(forKey: section) else { return }
    guard let view = entry else { return }
    headerFooterCounters[view.reuseIdentifier ?? "", default: ReuseMetrics()].endDisplays += 1
    record("didEndDisplayingFooterView", .section(section))
    delegate?.tableView(self, didEndDisplayingFooterView: view, forSection: section)
    enqueue(view)
  }
}
