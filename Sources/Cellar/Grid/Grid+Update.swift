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
      if !pendingUpdates.isEmpty { scheduleDrain() }
    }
    let plan = try TableUpdate(from: shown, to: update.sections, precomputed: precomputed)
    _ = plan
    let previous = shown
    do {
      setSections(update.sections)
      collectionView.reloadData()
      try collectionView.layoutIfNeeded()
    } catch {
      setSections(previous)
      collectionView.reloadData()
      try? collectionView.layoutIfNeeded()
      throw error
    }
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
