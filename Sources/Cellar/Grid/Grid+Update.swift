import Foundation

extension Grid {
  /// Shows new sections: diffs them against the shown ones by identity and
  /// shows the result.
  ///
  /// Sections are matched by `id` (else position), items by identity across
  /// all sections, with ``Table``'s planner and rules (see ``Item``): the
  /// same duplicate-id checks, moves within and across sections, and a kept
  /// item whose content changed is configured again in place. Selected
  /// items stay selected by identity. The layout is prepared again after
  /// every update, so section metrics and item sizes take effect.
  ///
  /// Called from inside a grid callback (a cell's `configure`, a display or
  /// select handler, ``onError``) or during another update, the update is
  /// queued and applied, in order, once the callback and the current update
  /// are over; one asked for while the collection view lays out (a scroll
  /// it was told to make) is applied when the grid's next update starts or
  /// by ``applyPendingUpdates()``. Duplicate ids are still thrown at once.
  ///
  /// An update that throws changes nothing: the shown sections, the
  /// collection view's counts and cells stay as they were.
  ///
  /// - Parameters:
  ///   - sections: The new content.
  ///   - animation: `.none` shows it with `reloadData`.
  /// - Throws: ``TableError/duplicateIDs(rows:sections:)`` when explicit or
  ///   `Identifiable` identities repeat; a `FlowLayoutError` for metrics or
  ///   sizes the flow layout refuses (NaN, negative);
  ///   ``TableError/cellClassMismatch(reuseIdentifier:expected:actual:indexPath:)``
  ///   or a `CollectionView.DequeueError` for a registration that makes the
  ///   wrong cell. In every case the grid is unchanged.
  /// - Complexity: O(*n* + *c* log *c*) expected, for *n* items on both
  ///   sides and *c* changes, plus the layout and the visible items.
  public func update(with sections: [GridSection], animation: Animation = .automatic) throws {
    runIdleWork()
    try request(
      PendingUpdate(sections: sections.map(\.base), animation: animation, reloadsData: false))
  }

  /// Shows the sections a result builder makes, as ``update(with:animation:)`` does.
  ///
  /// - Parameters:
  ///   - animation: `.none` shows the sections with `reloadData`.
  ///   - content: The new sections.
  /// - Throws: As ``update(with:animation:)``.
  public func update(
    animation: Animation = .automatic, @GridSectionBuilder _ content: () -> [GridSection]
  ) throws {
    try update(with: content(), animation: animation)
  }

  /// Shows new sections, matching identities on a background task: for big
  /// grids. If another update is asked for before the diff is done, this
  /// one is dropped (the latest wins) and the call returns `false`.
  ///
  /// - Parameters:
  ///   - sections: The new content.
  ///   - animation: `.none` shows the sections with `reloadData`.
  /// - Returns: `true` when applied, `false` when dropped for a newer update.
  /// - Throws: As ``update(with:animation:)``.
  @discardableResult
  public func updateInBackground(with sections: [GridSection], animation: Animation = .automatic)
    async throws -> Bool
  {
    runIdleWork()
    return try await requestInBackground(sections.map(\.base), animation: animation)
  }

  /// Applies the updates asked for while the collection view was laying
  /// out (from a display callback during a scroll, say), in order.
  ///
  /// Errors are reported through ``onError``.
  public func applyPendingUpdates() {
    runIdleWork()
    drainPendingUpdates()
  }

  /// Runs the work that waited for the collection view to stop calling in.
  func runIdleWork() {
    guard hostCallDepth == 0 else { return }
    while !idleWork.isEmpty { idleWork.removeFirst()() }
  }

  /// Applies one update, or changes nothing and throws.
  func apply(_ update: PendingUpdate<Animation>, precomputed: TableUpdate.Precomputed?) throws {
    isUpdating = true
    sectionsBeingApplied = update.sections
    defer {
      isUpdating = false
      sectionsBeingApplied = nil
      // A drain asked for during the update's layout pass waited for it.
      runIdleWork()
      if !pendingUpdates.isEmpty { scheduleDrain() }
    }
    let selected = collectionView.indexPathsForSelectedItems ?? []
    let plan = try TableUpdate(
      from: shown, to: update.sections, tracking: selected, precomputed: precomputed)
    let previous = shown
    do {
      if update.reloadsData || update.animation == .none {
        setSections(update.sections)
        collectionView.reloadData()
        try collectionView.layoutIfNeeded()
      } else {
        try execute(plan, from: previous, to: update.sections)
      }
      try restore(selected: selected, plan: plan)
      refreshDisplayed()
    } catch {
      rollBack(to: previous, selected: selected)
      throw error
    }
  }

  /// Shows `previous` again after an update failed half-way, with its
  /// selection, as a reload. The sections were shown before: if showing
  /// them fails now, the error that caused the rollback is still the one
  /// the caller gets.
  private func rollBack(to previous: [Section], selected: [IndexPath]) {
    setSections(previous)
    collectionView.reloadData()
    try? collectionView.layoutIfNeeded()
    for path in selected {
      try? collectionView.selectItem(at: path, animated: false, scrollPosition: [])
    }
  }

  /// Applies a planned update: each stage as one batch (see
  /// ``UpdateExecutor``); a batch the collection view rejects (a bug) is
  /// recovered with `reloadData` and reported through ``onError``; then the
  /// headers and footers that changed are configured again in place.
  private func execute(_ plan: TableUpdate, from source: [Section], to target: [Section]) throws {
    var stages = plan.stages
    let reloads = Self.changedSupplementaries(source, target, plan.pairing)
    if !reloads.isEmpty {
      var operations = BatchOperations()
      operations.sectionReloads = reloads
      stages.append(TableUpdate.Stage(sections: target, operations: operations))
    }
    for stage in stages {
      try UpdateExecutor.perform(
        stage, on: collectionView, animation: .automatic, commit: { setSections($0) },
        rejected: { report(TableError.updateRejected($0.description)) })
    }
    // A batch that changed nothing for the view leaves the layout stale.
    try collectionView.layoutIfNeeded()
  }

  /// Reselects the kept items that the batches deselected.
  private func restore(selected: [IndexPath], plan: TableUpdate) throws {
    let now = Set(collectionView.indexPathsForSelectedItems ?? [])
    for path in selected {
      guard let target = plan.tracked[path], !now.contains(target) else { continue }
      try collectionView.selectItem(at: target, animated: false, scrollPosition: [])
    }
  }

  /// Points each visible cell at the item now at its index path, and
  /// configures each visible header and footer again whose content changed.
  private func refreshDisplayed() {
    for path in collectionView.indexPathsForVisibleItems {
      guard let cell = collectionView.cellForItem(at: path), let storage = storage(at: path) else {
        continue
      }
      displayedItems[ObjectIdentifier(cell)] = storage
    }
  }

  /// The kept sections (by target index) whose header or footer changed:
  /// another view type, or a model not equal by `==`. The collection view
  /// offers no access to its visible supplementary views, so they are
  /// reloaded with their section.
  static func changedSupplementaries(
    _ source: [Section], _ target: [Section], _ pairing: SectionPairing
  ) -> [Int] {
    func same(_ old: GridSupplementary?, _ new: GridSupplementary?) -> Bool {
      switch (old, new) {
      case (nil, nil): true
      case (let old?, let new?):
        old.storage === new.storage || old.storage.isContentEqual(to: new.storage)
      default: false
      }
    }
    var reloads: [Int] = []
    for (sourceIndex, targetIndex) in pairing.sourceToTarget.enumerated() where targetIndex >= 0 {
      let old = source[sourceIndex].grid
      let new = target[targetIndex].grid
      if old === new { continue }
      if !same(old?.header, new?.header) || !same(old?.footer, new?.footer) {
        reloads.append(targetIndex)
      }
    }
    return reloads.sorted()
  }

  /// Shows `sections` from now on, and lays the grid out again.
  func setSections(_ newSections: [Section]) {
    shown = newSections
    versions.sectionsChanged()
    collectionView.collectionViewLayout.delegate = coordinator.layoutDelegate(
      sizesItems: Self.sizesItems(newSections))
    collectionView.invalidateLayout()
  }
}
