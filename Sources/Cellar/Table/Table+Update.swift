import Foundation

extension Table {
  /// Shows new sections: diffs them against the shown ones and updates the
  /// table view with animated inserts, deletes, moves, reconfigures and reloads.
  ///
  /// Sections are matched by identity (their `id`, else their position),
  /// rows by identity across all sections (see ``Row``): an identity only in
  /// the new sections is an insert, only in the old ones a delete, in both
  /// at another place a move. A kept row whose content changed (its
  /// `Equatable` model differs, or its model is not `Equatable`) is
  /// reconfigured in place when visible, or reloaded when its height, its
  /// cell type or its editing behaviour changed (a change of editing
  /// behaviour alone reloads it too). A changed header or footer is updated in place, or
  /// its section reloaded when its kind or height changed.
  ///
  /// Every batch sent to the table view passes its validation: an update
  /// that one batch cannot express (rows moving out of deleted sections or
  /// into inserted ones, content changes of moved rows) is split into
  /// consecutive batches. `animation: .none` applies the sections with
  /// `reloadData` instead. Selected rows stay selected by identity, and when
  /// the table is scrolled, the first visible row stays where it was.
  ///
  /// Called from inside a table callback (a row action, a deselect action, a
  /// delete handler, a swipe action, a prefetch handler, a cell's
  /// `configure`, ``onError``), during another update, or while the table
  /// view is in the middle of an event (a tap, a swipe, a drag, a layout
  /// pass, a batch opened with `beginUpdates()`), the update is queued: it is applied, in the order asked for,
  /// once the callback has returned and the table view's event is over,
  /// before the call that started the event returns (for an open batch,
  /// when `endUpdates()` returns). The table view never
  /// has index paths pulled from under it, and a tap always runs the action
  /// of the row the user touched. An update asked for in a delete handler
  /// is merged with the row's removal into one batch. Mistakes that can be
  /// found at once (duplicate ids, invalid heights) are still thrown at once.
  ///
  /// An update that throws changes nothing: most mistakes are found before
  /// anything is applied, and one the table view raises while it shows the
  /// new sections (a registration that makes the wrong cell) rolls the
  /// table back to the sections, selection and offset it had.
  ///
  /// ```swift
  /// try table.update(with: [Section(id: "movies", rows: movies.map { Row<MovieCell>(model: $0) })])
  /// ```
  ///
  /// - Parameters:
  ///   - sections: The new content.
  ///   - animation: The row animation; `.none` reloads the data.
  /// - Throws: ``TableError/duplicateIDs(rows:sections:)`` when explicit
  ///   identities repeat; ``TableError/invalidHeight(_:place:type:)`` for an
  ///   infinite or negative height; ``TableError/emptyReuseIdentifier(type:place:)``;
  ///   ``TableError/cellClassMismatch(reuseIdentifier:expected:actual:indexPath:)``
  ///   or a `TableView.DequeueError` when a registration makes the wrong
  ///   cell. In every case the table is unchanged.
  /// - Complexity: O(*n* + *c* log *c*) expected, for *n* rows on both sides
  ///   and *c* changes (see ``SectionedChangeset``), plus the visible rows.
  public func update(with sections: [Section], animation: TableView.RowAnimation = .automatic)
    throws
  {
    try request(PendingUpdate(sections: sections, animation: animation, reloadsData: false))
  }

  /// Shows the sections a result builder makes, as ``update(with:animation:)->()`` does.
  ///
  /// ```swift
  /// try table.update {
  ///   Section(id: "movies", header: .title("Movies")) {
  ///     for movie in movies { Row<MovieCell>(model: movie) }
  ///   }
  ///   if showSeries { Section(id: "series") { series.map { Row<SeriesCell>(model: $0) } } }
  /// }
  /// ```
  ///
  /// - Parameters:
  ///   - animation: The row animation; `.none` reloads the data.
  ///   - content: The new sections.
  /// - Throws: As ``update(with:animation:)->()``.
  public func update(
    animation: TableView.RowAnimation = .automatic, @SectionBuilder _ content: () -> [Section]
  ) throws {
    try update(with: content(), animation: animation)
  }

  /// Shows new sections with the table view's `reloadData`, without animation.
  ///
  /// Selection and scroll position are kept by identity, as in
  /// ``update(with:animation:)->()``.
  ///
  /// - Parameter sections: The new content.
  /// - Throws: As ``update(with:animation:)->()``.
  public func reloadData(with sections: [Section]) throws {
    try request(PendingUpdate(sections: sections, animation: .none, reloadsData: true))
  }

  /// Runs an update now, or queues it when another one or a callback runs
  /// or the table view is in the middle of an event.
  func request(_ update: PendingUpdate) throws {
    // A newer update makes the async diffs in flight stale, once it is
    // accepted: one that throws and changes nothing leaves them be.
    if mustQueue {
      try checkBeforeQueueing(update.sections)
      asyncGeneration += 1
      pendingUpdates.append(update)
      scheduleDrain()
      return
    }
    drainPendingUpdates()
    try apply(update)
    asyncGeneration += 1
  }

  /// The mistakes an update can be checked for before it waits in the
  /// queue, so that they are thrown to the caller who made them.
  func checkBeforeQueueing(_ sections: [Section]) throws {
    if let error = duplicateError(in: sections) { throw error }
    try checkContent(of: sections, rows: .all)
  }

  /// Applies one update, or changes nothing and throws.
  ///
  /// Everything that can be checked beforehand is (identities, heights,
  /// reuse identifiers); an error the table view raises while it shows the
  /// new sections (a registration that makes the wrong cell, say) rolls
  /// the table back to the sections, selection and offset it had.
  func apply(
    _ update: PendingUpdate,
    precomputed: UpdatePlan.Precomputed? = nil
  ) throws {
    isUpdating = true
    sectionsBeingApplied = update.sections
    defer {
      isUpdating = false
      sectionsBeingApplied = nil
      if !pendingUpdates.isEmpty { scheduleDrain() }
    }
    let selected = tableView.indexPathsForSelectedRows ?? []
    let anchor = scrollAnchor()
    let plan = try UpdatePlan(
      sourceSections: sections, targetSections: update.sections,
      tracking: selected + (anchor.map { [$0.path] } ?? []), precomputed: precomputed)
    try checkContent(of: update.sections, rows: plan.rowsToCheck)
    let previous = (sections: sections, offset: tableView.contentOffset, selected: selected)
    do {
      if update.reloadsData || update.animation == .none {
        setSections(update.sections)
        tableView.reloadData()
        try tableView.layoutIfNeeded()
      } else {
        try run(plan, target: update.sections, animation: update.animation)
      }
      try restore(selected: selected, anchor: anchor, plan: plan)
      refreshDisplayedRows()
    } catch {
      rollBack(to: previous)
      throw error
    }
  }

  /// Points each visible cell at the row the table now holds at its index
  /// path: a kept row whose content is equal (only a handler changed, say)
  /// is not reconfigured, but its hooks are the new row's.
  private func refreshDisplayedRows() {
    for cell in tableView.visibleCells {
      guard let path = tableView.indexPath(for: cell), let storage = storage(at: path) else {
        continue
      }
      displayedRows[ObjectIdentifier(cell)] = storage
    }
  }

  /// Shows `previous` again after an update failed half-way, with its
  /// selection and offset, as a reload.
  private func rollBack(
    to previous: (sections: [Section], offset: CGPoint, selected: [IndexPath])
  ) {
    sectionsBeingApplied = previous.sections
    setSections(previous.sections)
    tableView.reloadData()
    // The sections were shown before; if showing them fails now, the error
    // that caused the rollback is still the one the caller gets.
    try? tableView.setContentOffset(previous.offset, animated: false)
    for path in previous.selected {
      try? tableView.selectRow(at: path, animated: false, scrollPosition: .none)
    }
  }

  func setSections(_ newSections: [Section]) {
    sections = newSections
    stateVersion += 1
  }

  // MARK: Batches

  /// Sends the plan to the table view as one or more valid batches.
  private func run(_ plan: UpdatePlan, target: [Section], animation: TableView.RowAnimation)
    throws
  {
    let changeset = plan.changeset
    var later: [ContentChange] = []
    if !changeset.hasMovesAcrossDeletedOrInsertedSections {
      var reloads: [IndexPath] = []
      var reconfigures: [IndexPath] = []
      for change in plan.contentChanges {
        if !change.staysInPlace {
          later.append(change)
        } else if change.reloads {
          reloads.append(change.source)
        } else if tableView.cellForRow(at: change.source) != nil {
          reconfigures.append(change.source)
        }
      }
      if changeset.isEmpty && reloads.isEmpty && reconfigures.isEmpty {
        setSections(target)
      } else {
        try batch(target, animation) { tableView in
          try Self.send(changeset, to: tableView, animation: animation)
          if !reloads.isEmpty { try tableView.reloadRows(at: reloads, with: animation) }
          if !reconfigures.isEmpty { try tableView.reconfigureRows(at: reconfigures) }
        }
      }
    } else {
      try runStaged(plan, target: target, animation: animation)
      later = plan.contentChanges
    }
    // Content changes that could not ride with the structure, at their new places.
    let reloads = later.filter(\.reloads).map(\.target)
    let reconfigures = later.filter { !$0.reloads && tableView.cellForRow(at: $0.target) != nil }
      .map(\.target)
    if !reloads.isEmpty || !reconfigures.isEmpty {
      try batch(target, animation) { tableView in
        if !reloads.isEmpty { try tableView.reloadRows(at: reloads, with: animation) }
        if !reconfigures.isEmpty { try tableView.reconfigureRows(at: reconfigures) }
      }
    }
    try updateHeaders(plan, animation: animation)
  }

  /// Three batches for rows crossing deleted or inserted sections: insert
  /// the new sections (empty) at the end; move, insert and delete rows
  /// between sections that all exist; then delete the old sections and move
  /// every section into place.
  private func runStaged(
    _ plan: UpdatePlan, target: [Section], animation: TableView.RowAnimation
  ) throws {
    let source = sections
    // Sections are tagged by the plan's pairing (a source section by its
    // index, a target section by its pair's, or past the source's end), so
    // tags are unique and each stage's diff is exact, whatever the section
    // ids' `==` says (a random one included).
    let targetSectionTags = plan.targetToSource.enumerated().map { index, sourceIndex in
      sourceIndex >= 0 ? sourceIndex : source.count + index
    }
    let sourceTagged = zip(source.indices, plan.sourceTags).map { TagSection(code: $0, rows: $1) }
    let targetTagged = zip(targetSectionTags, plan.targetTags).map {
      TagSection(code: $0, rows: $1)
    }
    var firstKeys = sourceTagged
    var firstSections = source
    var secondKeys: [TagSection] = []
    var secondSections: [Section] = []
    for (index, keyed) in sourceTagged.enumerated() {
      let targetIndex = plan.sourceToTarget[index]
      if targetIndex >= 0 {
        secondKeys.append(TagSection(code: keyed.code, rows: targetTagged[targetIndex].rows))
        var section = source[index]
        section.rows = target[targetIndex].rows
        secondSections.append(section)
      } else {
        // Only the rows that leave with the section (no match) stay.
        var rows: [Int] = []
        var anyRows: [AnyRow] = []
        for (row, tag) in keyed.rows.enumerated() where tag < 0 {
          rows.append(tag)
          anyRows.append(source[index].rows[row])
        }
        secondKeys.append(TagSection(code: keyed.code, rows: rows))
        var section = source[index]
        section.rows = anyRows
        secondSections.append(section)
      }
    }
    for (index, keyed) in targetTagged.enumerated() where plan.targetToSource[index] < 0 {
      firstKeys.append(TagSection(code: keyed.code, rows: []))
      var empty = target[index]
      empty.rows = []
      firstSections.append(empty)
      secondKeys.append(keyed)
      secondSections.append(target[index])
    }
    let stages: [([TagSection], [Section])] = [
      (firstKeys, firstSections), (secondKeys, secondSections), (targetTagged, target),
    ]
    var previous = sourceTagged
    for (keys, state) in stages {
      let changeset = stageChangeset(previous, keys)
      previous = keys
      if changeset.isEmpty {
        setSections(state)
        continue
      }
      assert(!changeset.hasMovesAcrossDeletedOrInsertedSections, "a stage still crosses sections")
      try batch(state, animation) { tableView in
        try Self.send(changeset, to: tableView, animation: animation)
      }
    }
  }

  /// Sends a changeset's section and row operations.
  private static func send(
    _ changeset: SectionedChangeset, to tableView: TableView, animation: TableView.RowAnimation
  ) throws {
    if !changeset.sectionDeletes.isEmpty {
      try tableView.deleteSections(IndexSet(changeset.sectionDeletes), with: animation)
    }
    if !changeset.sectionInserts.isEmpty {
      try tableView.insertSections(IndexSet(changeset.sectionInserts), with: animation)
    }
    for move in changeset.sectionMoves {
      try tableView.moveSection(move.source, toSection: move.target)
    }
    if !changeset.rowDeletes.isEmpty {
      try tableView.deleteRows(at: changeset.rowDeletes.map(\.indexPath), with: animation)
    }
    if !changeset.rowInserts.isEmpty {
      try tableView.insertRows(at: changeset.rowInserts.map(\.indexPath), with: animation)
    }
    for move in changeset.rowMoves {
      try tableView.moveRow(at: move.source.indexPath, to: move.target.indexPath)
    }
  }

  /// One batch that switches the data source to `state`. A batch the table
  /// view rejects (a bug) is recovered with `reloadData` and reported.
  private func batch(
    _ state: [Section], _ animation: TableView.RowAnimation,
    _ operations: (TableView) throws -> Void
  ) throws {
    do {
      try tableView.performBatchUpdates {
        setSections(state)
        try operations(tableView)
      }
    } catch let error as TableView.UpdateError {
      setSections(state)
      tableView.reloadData()
      report(TableError.updateRejected(error.description))
      try tableView.layoutIfNeeded()
    }
  }

  /// Updates changed headers and footers: in place when the kind and height
  /// are the same, else by reloading their sections.
  private func updateHeaders(_ plan: UpdatePlan, animation: TableView.RowAnimation) throws {
    var reload = IndexSet()
    for change in plan.headerChanges {
      guard change.inPlace else {
        reload.insert(change.section)
        continue
      }
      // Only what changed is configured again.
      let section = sections[change.section]
      if change.header {
        refresh(tableView.headerView(forSection: change.section), with: section.header)
      }
      if change.footer {
        refresh(tableView.footerView(forSection: change.section), with: section.footer)
      }
    }
    if !reload.isEmpty {
      try batch(sections, animation) { tableView in
        try tableView.reloadSections(reload, with: animation)
      }
    }
  }

  private func refresh(_ view: TableViewHeaderFooterView?, with item: HeaderFooter?) {
    guard let view, let item else { return }
    switch item.content {
    case .title(let text): view.textLabel?.text = text
    case .view(let storage): if storage.isShown(by: view) { inCallback { storage.configure(view) } }
    }
  }

  // MARK: Selection and scroll position

  /// The first visible row and its distance from the top of the viewport,
  /// when the table is scrolled.
  func scrollAnchor() -> (path: IndexPath, offset: CGFloat)? {
    guard tableView.contentOffset.y > 0, let first = tableView.indexPathsForVisibleRows?.first
    else { return nil }
    return (first, tableView.rectForRow(at: first).minY - tableView.contentOffset.y)
  }

  /// Reselects kept rows and scrolls the anchor row back into its place.
  private func restore(
    selected: [IndexPath], anchor: (path: IndexPath, offset: CGFloat)?, plan: UpdatePlan
  ) throws {
    let nowSelected = Set(tableView.indexPathsForSelectedRows ?? [])
    for path in selected {
      guard let target = plan.tracked[path], !nowSelected.contains(target) else { continue }
      try tableView.selectRow(at: target, animated: false, scrollPosition: .none)
    }
    if let anchor, let target = plan.tracked[anchor.path] {
      let y = max(0, tableView.rectForRow(at: target).minY - anchor.offset)
      if y != tableView.contentOffset.y {
        try tableView.setContentOffset(CGPoint(x: 0, y: y), animated: false)
      }
    }
  }
}

extension SectionedChangeset.Path {
  /// The path as a table index path.
  var indexPath: IndexPath { IndexPath(row: row, section: section) }
}
