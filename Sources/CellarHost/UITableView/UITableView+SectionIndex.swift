import Foundation

extension Headless.UITableView {
  /// The section index titles (the A–Z strip on the side of a contacts
  /// screen), as the data source's
  /// ``Headless/UITableViewDataSource/sectionIndexTitles(for:)`` last gave them; `nil`
  /// when there is no index (an empty array reads as `nil`).
  ///
  /// The table asks when it loads its counts, when a batch commits, and at
  /// ``reloadSectionIndexTitles()``. ``render()`` draws them on a last line.
  ///
  /// - Complexity: O(1) once loaded.
  public var sectionIndexTitles: [String]? {
    loadCountsIfNeeded()
    return cachedSectionIndexTitles
  }

  /// Asks the data source for the section index titles again, as UIKit's
  /// `reloadSectionIndexTitles()` does, without reloading the rows.
  ///
  /// - Complexity: That of the data source's answer.
  public func reloadSectionIndexTitles() {
    beginEvent()
    defer { endEvent() }
    loadCountsIfNeeded()
    loadSectionIndexTitles()
  }

  /// Simulates a tap on a title of the section index: asks the data source
  /// which section the title stands for
  /// (``Headless/UITableViewDataSource/tableView(_:sectionForSectionIndexTitle:at:)``)
  /// and scrolls, without animation, so that the section's top (its
  /// header, or its first row when it has none) is at the top of the
  /// viewport, as far as the content allows.
  ///
  /// UIKit jumps there at once: the delegate gets
  /// ``Headless/UIScrollViewDelegate/scrollViewDidScroll(_:)`` when the offset changes,
  /// then the rows entering and leaving get `willDisplay` and
  /// `didEndDisplaying`; there is no drag and no
  /// `didEndScrollingAnimation`. The call is recorded as
  /// `sectionForSectionIndexTitle` with the index.
  ///
  /// ```swift
  /// try table.tapSectionIndexTitle(at: 2)   // "C": the C section's header is on top
  /// ```
  ///
  /// - Parameter index: The title's position in ``sectionIndexTitles``.
  /// - Returns: The section the table scrolled to.
  /// - Throws: ``ScrollError/sectionIndexTitleOutOfBounds(index:count:)``
  ///   for an index outside the titles (or when there are none);
  ///   ``IndexError/scrollSectionOutOfBounds(section:sectionCount:)`` when
  ///   the data source answers with a section that does not exist (nothing
  ///   scrolls); an error from the layout pass.
  /// - Complexity: O(log *s*) for *s* sections, plus the layout passes.
  @discardableResult
  public func tapSectionIndexTitle(at index: Int) throws -> Int {
    try UIKitException.driving(0, { try tap(sectionIndexTitleAt: index) })
  }

  /// The work of ``tapSectionIndexTitle(at:)``.
  private func tap(sectionIndexTitleAt index: Int) throws -> Int {
    beginEvent()
    defer { endEvent() }
    try layOutBeforeUserAction()
    let titles = cachedSectionIndexTitles ?? []
    guard titles.indices.contains(index), let dataSource else {
      throw ScrollError.sectionIndexTitleOutOfBounds(index: index, count: titles.count)
    }
    record("sectionForSectionIndexTitle", .section(index))
    let section = dataSource.tableView(
      self, sectionForSectionIndexTitle: titles[index], at: index)
    guard sections.indices.contains(section) else {
      throw IndexError.scrollSectionOutOfBounds(section: section, sectionCount: sections.count)
    }
    // Heights measured on the way may move the section: scroll again (at
    // most three times) until its top is in place.
    for _ in 0..<3 {
      // The section's top at the top of the area inside the insets.
      let target = clampedOffset(sectionTree.prefix(section) - adjustedContentInset.top)
      if target == contentOffset.y && !needsLayout { break }
      if target != contentOffset.y { contentOffset.y = target }
      try layOut()
    }
    return section
  }

  /// Reads the section index titles from the data source (none without one).
  func loadSectionIndexTitles() {
    let titles = dataSource?.sectionIndexTitles(for: self)
    cachedSectionIndexTitles = titles?.isEmpty == false ? titles : nil
  }
}
