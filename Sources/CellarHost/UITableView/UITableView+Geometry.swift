import Foundation

extension Headless.UITableView {
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
    band(inSection: section) { (0, $0.headerHeight) }
  }

  /// A section footer's frame in the content, or `.zero` for a section that
  /// does not exist.
  ///
  /// - Parameter section: The section.
  /// - Complexity: O(log *s*) for *s* sections.
  public func rectForFooter(inSection section: Int) -> CGRect {
    band(inSection: section) { ($0.total - $0.footerHeight, $0.footerHeight) }
  }

  /// A whole section's frame (header, rows and footer), or `.zero` for a
  /// section that does not exist.
  ///
  /// - Parameter section: The section.
  /// - Complexity: O(log *s*) for *s* sections.
  public func rect(forSection section: Int) -> CGRect {
    band(inSection: section) { (0, $0.total) }
  }

  /// A band of a section across the table's width: `part` gives its start
  /// (from the section's top) and height from the section's geometry;
  /// `.zero` for a section that does not exist.
  private func band(
    inSection section: Int, _ part: (SectionGeometry) -> (start: Double, height: Double)
  ) -> CGRect {
    loadCountsIfNeeded()
    guard sections.indices.contains(section) else { return .zero }
    let (start, height) = part(sections[section])
    return CGRect(
      x: 0, y: sectionTree.prefix(section) + start, width: viewportSize.width, height: height)
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
  /// - Returns: The rows, never `nil` here (an empty array when no row is
  ///   in the rectangle); optional as in UIKit.
  /// - Complexity: O(*k* log *n*) for *k* rows returned among *n*.
  public func indexPathsForRows(in rect: CGRect) -> [IndexPath]? {
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

  // MARK: Internals

  /// Fresh geometry for a section: header and footer heights (fixed, or an
  /// estimate until displayed) and every row's estimate.
  func makeSection(_ section: Int, rowCount: Int) -> SectionGeometry {
    let header = supplementaryEstimate(.header, section)
    let footer = supplementaryEstimate(.footer, section)
    let rows: RowHeights
    if let delegate {
      let fallback = effectiveEstimate
      rows = RowHeights(count: rowCount) { row in
        self.initialRowHeight(
          IndexPath(row: row, section: section), delegate: delegate, fallback: fallback)
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
    resolvedHeight(estimatedRowHeight, from: "estimatedRowHeight")
      ?? resolvedHeight(rowHeight, from: "rowHeight") ?? Self.defaultEstimatedRowHeight
  }

  /// A row's height before it is displayed: the delegate's estimate, or
  /// `fallback` (the table's ``effectiveEstimate``, read once by the
  /// caller for all its rows) when the delegate's is automatic; with
  /// estimation off (estimate 0), the real height (every row is asked, as
  /// UIKit does).
  func initialRowHeight(_ path: IndexPath, delegate: any UITableViewDelegate, fallback: Double)
    -> Double
  {
    record("estimatedHeightForRowAt", .row(path))
    let estimate = resolvedHeight(
      delegate.tableView(self, estimatedHeightForRowAt: path),
      from: "estimatedHeightForRowAt \(path.pair)")
    if estimate == 0 {
      return requestedRowHeight(path) ?? Self.defaultEstimatedRowHeight
    }
    return estimate ?? fallback
  }

  /// The estimate for a row inserted by a batch: the delegate's, or the
  /// table's (`fallback`, its ``effectiveEstimate``).
  func insertedRowHeight(_ path: IndexPath, fallback: Double) -> Double {
    if let delegate { return initialRowHeight(path, delegate: delegate, fallback: fallback) }
    return fallback
  }

  /// The header or footer height known before display: a fixed height is
  /// final; otherwise an estimate (sized to the title when estimates are automatic).
  func supplementaryEstimate(_ kind: SupplementaryKind, _ section: Int) -> (
    height: Double, measured: Bool
  ) {
    if let fixed = requestedSupplementaryHeight(kind, section) {
      return (fixed, true)
    }
    let estimate =
      kind == .header
      ? resolvedHeight(estimatedSectionHeaderHeight, from: "estimatedSectionHeaderHeight")
      : resolvedHeight(estimatedSectionFooterHeight, from: "estimatedSectionFooterHeight")
    if let estimate { return (estimate, false) }
    let title = supplementaryTitle(kind, section)
    guard let title else { return (0, false) }
    let lines = title.split(separator: "\n", omittingEmptySubsequences: false).count
    return (title.isEmpty ? 0 : 8 + 20 * Double(lines), false)
  }

  /// The delegate's (or the table's) header or footer height, clamped;
  /// `nil` for the automatic height.
  func requestedSupplementaryHeight(_ kind: SupplementaryKind, _ section: Int) -> Double? {
    let isHeader = kind == .header
    if let delegate {
      let method = isHeader ? "heightForHeaderInSection" : "heightForFooterInSection"
      record(method, .section(section))
      return resolvedHeight(
        isHeader
          ? delegate.tableView(self, heightForHeaderInSection: section)
          : delegate.tableView(self, heightForFooterInSection: section),
        from: "\(method) \(section)")
    }
    return isHeader
      ? resolvedHeight(sectionHeaderHeight, from: "sectionHeaderHeight")
      : resolvedHeight(sectionFooterHeight, from: "sectionFooterHeight")
  }

  /// The data source's header or footer title.
  func supplementaryTitle(_ kind: SupplementaryKind, _ section: Int) -> String? {
    guard let dataSource else { return nil }
    if kind == .header {
      record("titleForHeaderInSection", .section(section))
      return dataSource.tableView(self, titleForHeaderInSection: section)
    }
    record("titleForFooterInSection", .section(section))
    return dataSource.tableView(self, titleForFooterInSection: section)
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

  /// Sets a header or footer height as measured, keeping the section sums right.
  func setSupplementaryHeight(_ height: Double, _ kind: SupplementaryKind, _ section: Int) {
    let old = sections[section].supplementary(kind).height
    sections[section].setMeasuredHeight(height, of: kind)
    if height != old { sectionTree.add(height - old, at: section) }
  }

  /// The first row whose frame ends below `y` (the row at `y`, or the next one).
  func firstRow(atOrBelow y: Double) -> IndexPath? {
    guard !sections.isEmpty else { return nil }
    var section = min(sections.count - 1, sectionTree.lastIndex(withPrefixAtMost: max(0, y)).index)
    // Sections that start at `y` too (empty, or whose height the tree's
    // sums lost to rounding, as 44 + 1e-300 - 44 does) come first.
    while section > 0, sectionTree.prefix(section - 1) >= max(0, y) { section -= 1 }
    while section < sections.count {
      let geometry = sections[section]
      if geometry.rows.count > 0 {
        let local = y - sectionTree.prefix(section) - geometry.headerHeight
        // At or above the rows' top: the first row. (At exactly 0 the tree's
        // running total may have lost a tiny first row to rounding, as
        // 44 + 1e-300 - 44 does; its own stored height has not.)
        if local <= 0 { return IndexPath(row: 0, section: section) }
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

  /// The offset that puts a row at a scroll position, in the area inside
  /// the top and bottom insets, clamped to the content (``clampedOffset(_:)``).
  func offset(showing path: IndexPath, at position: ScrollPosition) -> Double {
    let frame = rowRect(path)
    let placement: ScrollPlacement =
      switch position {
      case .top: .start
      case .middle: .middle
      case .bottom: .end
      case .none: .nearest
      }
    let target = Self.offset(
      showing: (frame.minY, frame.maxY), at: placement, current: contentOffset.y,
      viewport: viewportSize.height, leadingInset: adjustedContentInset.top,
      trailingInset: adjustedContentInset.bottom)
    return Double(clampedOffset(target))
  }
}

extension Headless.UITableView {
  /// Whether some header, footer or row that starts above `y` has a
  /// height that is still an estimate (not fixed, not yet measured): the
  /// table then lays out content it has not displayed otherwise than a
  /// table that displayed it, as UIKit does. For oracles that compare a
  /// table with a fresh one at the same offset.
  ///
  /// - Parameter y: A vertical position in the content, such as the offset.
  /// - Returns: `true` when an estimated height starts above `y`.
  /// - Complexity: O(*n*) for *n* rows above `y`.
  package func hasEstimatedHeights(above y: Double) -> Bool {
    var top = 0.0
    for section in sections {
      guard top < y else { return false }
      if !section.headerMeasured { return true }
      top += section.headerHeight
      for row in 0..<section.rows.count {
        guard top < y else { return false }
        if !section.rows.isMeasured(at: row) { return true }
        top += section.rows.height(at: row)
      }
      guard top < y else { return false }
      if !section.footerMeasured { return true }
      top += section.footerHeight
    }
    return false
  }
}

extension Headless.UITableView {
  /// Every header, row and footer in layout order, with its height and
  /// whether that height is known (fixed, or measured when displayed) or
  /// still an estimate. Two tables showing the same sections lay out the
  /// same known heights; where one measured what the other still estimates
  /// (content displayed in one table's history only), their content sizes
  /// differ, as in UIKit. For oracles that compare a table with a fresh one.
  ///
  /// - Complexity: O(*s* + *n*) for *s* sections and *n* rows.
  package func elementHeights() -> [(known: Bool, height: Double)] {
    var elements: [(known: Bool, height: Double)] = []
    for section in sections {
      elements.append((section.headerMeasured, Double(section.headerHeight)))
      for row in 0..<section.rows.count {
        elements.append((section.rows.isMeasured(at: row), Double(section.rows.height(at: row))))
      }
      elements.append((section.footerMeasured, Double(section.footerHeight)))
    }
    return elements
  }
}
