import Foundation

extension TableView {
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
      let kind = isHeader ? "header" : "footer"
      let height = measuredHeight(
        view?.sizeThatFits(width: viewportSize.width) ?? 0,
        from: "The \(kind) view of section \(section) (sizeThatFits)")
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
