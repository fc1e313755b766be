import Foundation

extension Headless.UITableView {
  /// The displayed header view of a section, or `nil` (also for a header
  /// the delegate made of another view than a `UITableViewHeaderFooterView`,
  /// as in UIKit).
  ///
  /// - Parameter section: The section.
  /// - Complexity: O(1).
  public func headerView(forSection section: Int) -> Headless.UITableViewHeaderFooterView? {
    displayedView(.header, section) as? UITableViewHeaderFooterView
  }

  /// The displayed footer view of a section, or `nil` (also for a footer
  /// the delegate made of another view than a `UITableViewHeaderFooterView`,
  /// as in UIKit).
  ///
  /// - Parameter section: The section.
  /// - Complexity: O(1).
  public func footerView(forSection section: Int) -> Headless.UITableViewHeaderFooterView? {
    displayedView(.footer, section) as? UITableViewHeaderFooterView
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

  /// The displayed header or footer view of a section, or `nil`.
  func displayedView(_ kind: SupplementaryKind, _ section: Int) -> UIView? {
    displayedSupplementaries[kind]?[section] ?? nil
  }

  /// Whether a section's header or footer is displayed (as a view, or as none).
  func isDisplaying(_ kind: SupplementaryKind, _ section: Int) -> Bool {
    displayedSupplementaries[kind]?.keys.contains(section) ?? false
  }

  /// Displays the headers and footers of the sections in view; returns
  /// whether any height changed.
  func displaySupplementaries(from top: Double, to bottom: Double) throws -> Bool {
    var changed = false
    for section in sectionsInView(from: top, to: bottom) {
      for kind in SupplementaryKind.tableKinds
      where !isDisplaying(kind, section)
        && supplementaryInView(kind, section, from: top, to: bottom)
      {
        changed = displaySupplementary(kind, section) || changed
      }
    }
    return changed
  }

  /// Whether a header or footer of a section in view is displayed: always in
  /// the plain style; in the grouped styles, when its own frame intersects
  /// the viewport (a zero-height one when it starts inside).
  func supplementaryInView(
    _ kind: SupplementaryKind, _ section: Int, from top: Double, to bottom: Double
  ) -> Bool {
    guard style != .plain else { return true }
    let frame =
      kind == .header ? rectForHeader(inSection: section) : rectForFooter(inSection: section)
    if frame.height > 0 { return frame.minY < bottom && frame.maxY > top }
    return frame.minY >= top && frame.minY < bottom
  }

  /// Resolves and displays one header or footer; returns whether its height changed.
  func displaySupplementary(_ kind: SupplementaryKind, _ section: Int) -> Bool {
    var view = delegateView(kind, section)
    if view == nil, let title = supplementaryTitle(kind, section) {
      view = titleView(title)
    }
    var changed = false
    let (old, measured) = sections[section].supplementary(kind)
    if !measured {
      let name = kind == .header ? "header" : "footer"
      let height = measuredHeight(
        view.map(supplementaryHeight) ?? 0,
        from: "The \(name) view of section \(section) (sizeThatFits)")
      setSupplementaryHeight(height, kind, section)
      changed = height != old
    }
    displayedSupplementaries[kind, default: [:]][section] = .some(view)
    if let view {
      // Placed and laid out before it is displayed, as UIKit does (a
      // pinned header is not moved as the table scrolls).
      view.frame =
        kind == .header ? rectForHeader(inSection: section) : rectForFooter(inSection: section)
      view.layoutIfNeeded()
      willDisplay(view, kind, section)
    }
    return changed
  }

  /// The height a header or footer view needs: a header-footer view's
  /// ``Headless/UITableViewHeaderFooterView/sizeThatFits(width:)``; for
  /// another view, one line of a header when the host draws it as text,
  /// else its own `sizeThatFits(_:)` height.
  private func supplementaryHeight(_ view: UIView) -> CGFloat {
    if let view = view as? UITableViewHeaderFooterView {
      return view.sizeThatFits(width: viewportSize.width)
    }
    if view.drawnText != nil { return 28 }
    return view.sizeThatFits(CGSize(width: viewportSize.width, height: 0)).height
  }

  /// The delegate's header or footer view for a section.
  private func delegateView(_ kind: SupplementaryKind, _ section: Int) -> UIView? {
    guard let delegate else { return nil }
    if kind == .header {
      record("viewForHeaderInSection", .section(section))
      return delegate.tableView(self, viewForHeaderInSection: section)
    }
    record("viewForFooterInSection", .section(section))
    return delegate.tableView(self, viewForFooterInSection: section)
  }

  /// Counts a header or footer view's display and tells the delegate.
  private func willDisplay(_ view: UIView, _ kind: SupplementaryKind, _ section: Int) {
    // A delegate may return a view that waits in the pool instead of
    // dequeuing it (UIKit does not reject that for headers and footers):
    // it stays pooled, and is not counted as displayed by the pool. A view
    // of another class is never pooled.
    if let view = view as? UITableViewHeaderFooterView {
      let identifier = view.reuseIdentifier ?? ""
      if supplementaryPool.isPooled(view, as: identifier) {
        supplementaryPool.updateCounters(identifier) { $0.displays += 1 }
      } else {
        supplementaryPool.didDisplay(view, as: identifier)
      }
      supplementaryPool.updateCounters(identifier) { $0.configurations += 1 }
    }
    if kind == .header {
      record("willDisplayHeaderView", .section(section))
      delegate?.tableView(self, willDisplayHeaderView: view, forSection: section)
    } else {
      record("willDisplayFooterView", .section(section))
      delegate?.tableView(self, willDisplayFooterView: view, forSection: section)
    }
  }

  /// Ends the display of headers and footers of sections out of view.
  func endDisplayingSupplementaries(outside top: Double, _ bottom: Double) {
    let inView = sectionsInView(from: top, to: bottom)
    for kind in SupplementaryKind.tableKinds {
      for section in displayedSupplementaries[kind, default: [:]].keys.sorted()
      where !inView.contains(section) || !supplementaryInView(kind, section, from: top, to: bottom)
      {
        endDisplayingSupplementary(kind, section)
      }
    }
  }

  /// Ends one header's or footer's display: `didEndDisplaying…View`, then the pool.
  func endDisplayingSupplementary(_ kind: SupplementaryKind, _ section: Int) {
    guard let entry = displayedSupplementaries[kind]?.removeValue(forKey: section) else { return }
    guard let view = entry else { return }
    let pooled = view as? UITableViewHeaderFooterView
    if let pooled { supplementaryPool.didEndDisplaying(pooled, as: pooled.reuseIdentifier ?? "") }
    if kind == .header {
      record("didEndDisplayingHeaderView", .section(section))
      delegate?.tableView(self, didEndDisplayingHeaderView: view, forSection: section)
    } else {
      record("didEndDisplayingFooterView", .section(section))
      delegate?.tableView(self, didEndDisplayingFooterView: view, forSection: section)
    }
    if let pooled { enqueue(pooled) }
  }
}
