import CellarHost
import Foundation

/// A kept row or item and its distance from the viewport's leading edge,
/// which an update puts back in place.
typealias ScrollAnchor = (path: IndexPath, offset: CGFloat)

/// The steps of applying one update that a ``Table`` and a ``Grid`` take
/// each in their own way; ``UpdateDriver/apply(_:precomputed:)`` runs them,
/// in the same order for both, once.
@MainActor
protocol UpdateApplying: UpdateDriver {
  /// The view the planned batches go to.
  associatedtype BatchView: BatchUpdateTarget & UIScrollView where BatchView.Animation == Animation
  /// The view the planned batches go to: the table or collection view.
  var batchView: BatchView { get }
  /// The index paths selected in the view now.
  var selectedPaths: [IndexPath] { get }
  /// The view's content offset now.
  var viewOffset: CGPoint { get }
  /// Whether the view scrolls along x: its scroll anchor is then measured
  /// from the viewport's left edge.
  var scrollsHorizontally: Bool { get }
  /// The first visible row or item (the smallest visible index path), if
  /// any.
  var firstVisiblePath: IndexPath? { get }
  /// Where a row's or item's frame starts along the scroll axis, or `nil`
  /// when there is no such element.
  func leadingEdge(ofElementAt path: IndexPath) -> CGFloat?
  /// Whether the view shows the header of a section now.
  func isShowingHeader(ofSection section: Int) -> Bool
  /// Whether an update with `animation` is shown by reloading the view.
  func showsByReloading(_ animation: Animation) -> Bool
  /// What is checked once the update is planned, before the view sees
  /// anything: each front end's values, reuse identifiers and view types.
  func checkBeforeShowing(_ sections: [Section], plan: ListUpdate) throws
  /// Checks the content of `sections` (heights, reuse identifiers, view
  /// types) for the rows `rows` names.
  func checkContent(of sections: [Section], rows: RowsToCheck) throws
  /// Shows `sections` with `reloadData`; `selected` is what was selected.
  func showByReloading(_ sections: [Section], selected: [IndexPath])
  /// Makes `sections` what the data source answers, before the view is
  /// told of the batch that leads to them (a grid also invalidates its
  /// layout).
  func setSections(_ sections: [Section])
  /// Configures again the visible header and footer views that changed
  /// and can be updated in place.
  func refreshInPlace(_ changes: [HeaderChange])
  /// What the view needs once the batches of an update are sent.
  func didSendBatches()
  /// Selects the kept rows again and scrolls the anchor back into place
  /// (``restoreAnchor(_:plan:)``).
  func restore(selected: [IndexPath], anchor: ScrollAnchor?, plan: ListUpdate)
  /// Points the displayed cells and views at what they now show.
  func refreshAfterUpdate()
  /// Shows `previous` again, with its offset and selection, after an
  /// update failed half-way.
  func rollBack(to previous: [Section], offset: CGPoint, selected: [IndexPath])
}

/// An update planned and checked but not yet shown: the first of the
/// two steps of ``UpdateApplying/apply(_:precomputed:)``
/// (``UpdateApplying/plan(_:precomputed:)``, then the view's batches),
/// which a background update takes in two stretches of the main actor.
struct PlannedUpdate<Animation> {
  /// The update planned.
  let update: PendingUpdate<Animation>
  /// The sections shown when it was planned.
  let previous: [Section]
  /// The outline when it was planned.
  let previousOutline: OutlineMemory
  /// The outline after the update.
  let memory: OutlineMemory
  /// The expansion the update makes, which its batches are named for.
  let change: ExpansionChange?
  /// The sections shown after the update.
  let target: [Section]
  /// The batches, and where the tracked rows go.
  var plan: ListUpdate
  /// The rows selected when it was planned (or refreshed).
  var selected: [IndexPath]
  /// The scroll anchor when it was planned (or refreshed).
  var anchor: ScrollAnchor?
  /// Whether the update keeps the offset rather than an anchor row: a
  /// section toggled in view.
  let keepsOffset: Bool
  /// The source rows whose new places `plan.tracked` holds.
  var tracking: Set<IndexPath>
}

extension UpdateApplying {
  /// Applies one update, or changes nothing and throws: plans it
  /// (``plan(_:precomputed:)``), then shows it.
  ///
  /// Everything that can be checked beforehand is (identities, sizes,
  /// reuse identifiers), before the view sees anything; an error the view
  /// raises while it shows the new sections (a registration that makes the
  /// wrong cell, say) rolls back to the sections, selection and offset it
  /// had (an open ``UpdateRecord`` marks the failed update's entries and
  /// the rollback's `reloadData` as rolled back).
  func apply(_ update: PendingUpdate<Animation>, precomputed: ListUpdate.Precomputed?) throws {
    try applying(update.sections, finishing: update) {
      try show(plan(update, precomputed: precomputed))
    }
    forgetUnseenStates()
  }

  /// Shows an update planned in an earlier stretch of the main actor,
  /// while the shown sections stayed the same; ``refreshed(_:)`` first
  /// brings its selection and anchor up to date.
  func apply(_ planned: PlannedUpdate<Animation>) throws {
    try applying(planned.update.sections, finishing: planned.update) { try show(planned) }
    forgetUnseenStates()
  }

  /// Plans an update from the sections shown now and checks it, changing
  /// nothing: the outline's projection, the diff (or `precomputed`, made
  /// ahead from the same shown sections), the batches, and every check
  /// made before the view sees anything.
  ///
  /// - Throws: The update's errors (``TableError``).
  func plan(
    _ update: PendingUpdate<Animation>, precomputed: ListUpdate.Precomputed?
  ) throws -> PlannedUpdate<Animation> {
    let selected = selectedPaths
    let previous = shownSections
    let previousOutline = outline
    // The tree flattened with the state kept (and the expansion asked for).
    var memory = outline
    // A toggle learns its direction here, from the state kept now.
    var expansion = update.expansion
    var expanded = false
    if var request = expansion {
      expanded = memory.record(&request)
      expansion = request
    }
    let keepsOffset = expanded && togglesSectionInView(expansion, in: previous)
    let anchor = keepsOffset ? nil : scrollAnchor()
    let change =
      expanded
      ? expansion.map {
        ExpansionChange(node: $0.node, isExpanded: $0.isExpanded, isUserAction: $0.isUserAction)
      } : nil
    let tracking = selected + (anchor.map { [$0.path] } ?? [])
    let target: [Section]
    let plan: ListUpdate
    if let request = expansion, expanded, plansTogglesWithoutDiff,
      let toggled = memory.toggle(request, declared: update.sections, shown: previous)
    {
      // Only the node's rows change: one run, no diff.
      target = toggled.shown
      plan = ListUpdate(
        toggling: toggled.toggle, to: target, tracking: tracking, on: BatchView.batchSurface)
    } else {
      target = try memory.project(update.sections)
      // A diff made ahead compared the declared sections: right only
      // when they are the ones shown.
      plan = try diffPlan(
        from: previous, to: target, declared: memory.declared.map { _ in update.sections },
        tracking: tracking,
        precomputed: memory.declared == nil && previousOutline.declared == nil
          ? precomputed : nil, marks: update.marks,
        rowsAreKnownUnique: vouchesUnique(update, outlines: [memory, previousOutline]),
        editedRows: editedRows(of: update, outlines: [memory, previousOutline]))
    }
    try checkBeforeShowing(target, plan: plan)
    if let hidden = memory.hiddenRowsToCheck {
      try checkContent(of: hidden.sections, rows: hidden.rows)
      memory.hiddenRowsToCheck = nil
    }
    return PlannedUpdate(
      update: update, previous: previous, previousOutline: previousOutline, memory: memory,
      change: change, target: target, plan: plan, selected: selected, anchor: anchor,
      keepsOffset: keepsOffset, tracking: Set(tracking))
  }

  /// `planned` with the selection and the scroll anchor as they are now:
  /// rows selected or scrolled to since it was planned are tracked too.
  ///
  /// - Precondition: The shown sections are those `planned` was planned from.
  /// - Complexity: O(*s* + *c*) for *s* selected rows and *c* changes, when a row is
  ///   newly tracked; O(*s*) otherwise.
  func refreshed(_ planned: PlannedUpdate<Animation>) -> PlannedUpdate<Animation> {
    var planned = planned
    planned.selected = selectedPaths
    planned.anchor = planned.keepsOffset ? nil : scrollAnchor()
    let untracked = (planned.selected + (planned.anchor.map { [$0.path] } ?? []))
      .filter { !planned.tracking.contains($0) }
    if !untracked.isEmpty {
      planned.plan.track(untracked)
      planned.tracking.formUnion(untracked)
    }
    return planned
  }

  /// Shows a planned update: the batches (or a reload), then the
  /// selection and the anchor restored; rolls back and rethrows what the
  /// view raises meanwhile.
  private func show(_ planned: PlannedUpdate<Animation>) throws {
    let update = planned.update
    let previousOffset = viewOffset
    let recordStart = updateRecord?.entries.count ?? 0
    outline = planned.memory
    do {
      // The update's own batches or reload name the expansion (on the
      // way out, so a rollback's reload does not).
      defer { if let change = planned.change { updateRecord?.name(change, from: recordStart) } }
      if update.reloadsData || (!update.batchesUnanimated && showsByReloading(update.animation)) {
        showByReloading(planned.target, selected: planned.selected)
      } else {
        try execute(planned.plan, animation: update.animation, unanimated: update.batchesUnanimated)
      }
      try rethrowViewFailure()
      restore(selected: planned.selected, anchor: planned.anchor, plan: planned.plan)
      try rethrowViewFailure()
      refreshAfterUpdate()
    } catch {
      outline = planned.previousOutline
      rollBack(to: planned.previous, offset: previousOffset, selected: planned.selected)
      updateRecord?.rollBack(from: recordStart)
      throw error
    }
    if let change = planned.change, let onExpansionChange {
      inCallback { onExpansionChange(change) }
    }
    // Rows that now show expanded with children still to load ask for them.
    for row in outline.rowsToLoad() { inCallback { row.storage.loadChildren() } }
  }

  /// Forgets the expansion state of ids that no update met since the
  /// queue went idle: they are gone for good.
  private func forgetUnseenStates() {
    if updates.isEmpty {
      outline.states = outline.states.forgetting(unseenSince: outline.pass)
    }
  }
}

extension UpdateApplying {
  /// Whether both sides of an update are proven to hold no row identity
  /// twice: the shown sections by the snapshot that left them (at this
  /// version), the new ones by their own; with no outline either side.
  fileprivate func vouchesUnique(
    _ update: PendingUpdate<Animation>, outlines: [OutlineMemory]
  ) -> Bool {
    update.rowsAreKnownUnique && outlines.allSatisfy { $0.declared == nil }
      && uniqueRowsVersion == updates.versions.sections
  }

  /// The rows a snapshot's verbs removed and added, when it was made of
  /// the sections shown now and both sides are known to be unique.
  fileprivate func editedRows(
    of update: PendingUpdate<Animation>, outlines: [OutlineMemory]
  ) -> EditedRowsFilter? {
    guard let edits = update.rowEdits, vouchesUnique(update, outlines: outlines),
      edits.holdsShownRows(of: self, version: updates.versions.sections)
    else { return nil }
    return EditedRowsFilter(edits)
  }

  /// The diffed plan from `previous` to `target`. Duplicate ids are found
  /// first (the plan throws them), then the rest; repeats among shown rows
  /// of an outline (`declared`, the tree `target` was projected from) are
  /// named at their tree paths, as the tree walk names hidden ones.
  fileprivate func diffPlan(
    from previous: [Section], to target: [Section], declared: [Section]?,
    tracking: [IndexPath], precomputed: ListUpdate.Precomputed?, marks: UpdateMarks?,
    rowsAreKnownUnique: Bool, editedRows: EditedRowsFilter?
  ) throws -> ListUpdate {
    do {
      return try ListUpdate(
        from: previous, to: target, tracking: tracking, precomputed: precomputed, marks: marks,
        rowsAreKnownUnique: rowsAreKnownUnique, editedRows: editedRows,
        on: BatchView.batchSurface)
    } catch let error as TableError {
      guard case .duplicateIDs = error, let declared else { throw error }
      throw duplicateError(in: declared, walkingChildren: true) ?? error
    }
  }
}

extension UpdateApplying {
  /// Shows a planned update as batches: each stage as one batch (see
  /// ``UpdateExecutor``), then the headers and footers that changed,
  /// configured again in place or their sections reloaded in one more
  /// batch. A batch the view rejects (a bug) is recovered with
  /// `reloadData` and reported through ``CellarList/onError``.
  ///
  /// An update whose animation would reload (`.none`) but that asks for
  /// batches all the same (`unanimated`) sends them inside
  /// `UIView.performWithoutAnimation(_:)`.
  ///
  /// - Throws: What the view throws while it shows the new sections.
  func execute(_ plan: ListUpdate, animation: Animation, unanimated: Bool = false) throws {
    guard unanimated && showsByReloading(animation) else {
      return try executeStages(plan, animation: animation)
    }
    // Batches asked for without animation: as UIKit's diffable data
    // source sends them.
    var failure: (any Error)?
    UIView.performWithoutAnimation {
      do { try executeStages(plan, animation: animation) } catch { failure = error }
    }
    if let failure { throw failure }
  }

  /// The batches of ``execute(_:animation:unanimated:)``.
  private func executeStages(_ plan: ListUpdate, animation: Animation) throws {
    // The stages always end by committing the target sections.
    for stage in plan.stages { try perform(stage, animation: animation) }
    // Only what changed is configured again.
    refreshInPlace(plan.headerChanges.filter(\.inPlace))
    if let stage = plan.headerStage { try perform(stage, animation: animation) }
    didSendBatches()
  }

  /// Sends one stage as one batch; a batch the view rejects (a bug) is
  /// recovered with `reloadData` and reported.
  func perform(_ stage: ListUpdate.Stage, animation: Animation) throws {
    try UpdateExecutor.perform(
      stage, on: batchView, animation: animation, record: updateRecord,
      commit: { setSections($0) },
      rejected: { report(TableError.updateRejected($0.description)) })
  }
}

extension UpdateApplying {
  /// The first visible row or item and its distance from the viewport's
  /// leading edge along the scroll axis, when the view is scrolled past the
  /// start of its anchor range (``UIScrollView/anchorOffsets(horizontal:)``);
  /// `nil` at the start, where an update leaves the offset alone.
  ///
  /// - Complexity: That of ``firstVisiblePath`` and
  ///   ``leadingEdge(ofElementAt:)``.
  func scrollAnchor() -> ScrollAnchor? {
    let view = batchView
    let horizontal = scrollsHorizontally
    let axisOffset = horizontal ? view.contentOffset.x : view.contentOffset.y
    guard axisOffset > view.anchorOffsets(horizontal: horizontal).lowerBound,
      let first = firstVisiblePath, let edge = leadingEdge(ofElementAt: first)
    else { return nil }
    return (first, edge - axisOffset)
  }

  /// Whether `request` expands or collapses a section whose header is in
  /// view: the offset is then kept, as UIKit keeps it, rather than the first
  /// visible row (which may be in a later section, and would push the
  /// section's new rows above the viewport).
  func togglesSectionInView(_ request: ExpansionRequest?, in sections: [Section]) -> Bool {
    guard case .section(let id)? = request?.node,
      let index = sections.firstIndex(where: { $0.id == id && $0.isCollapsible })
    else { return false }
    return isShowingHeader(ofSection: index)
  }

  /// Scrolls the anchor row or item, where the update took it, back to its
  /// distance from the viewport's leading edge, within the anchor range.
  /// An anchor that was deleted leaves the offset where the update left it
  /// (clamped to the new content by the view). The other axis keeps its
  /// offset.
  func restoreAnchor(_ anchor: ScrollAnchor?, plan: ListUpdate) {
    guard let anchor, let target = plan.tracked[anchor.path],
      let edge = leadingEdge(ofElementAt: target)
    else { return }
    let view = batchView
    let value = (edge - anchor.offset).clamped(
      to: view.anchorOffsets(horizontal: scrollsHorizontally))
    var offset = view.contentOffset
    if scrollsHorizontally { offset.x = value } else { offset.y = value }
    if offset != view.contentOffset { view.setContentOffset(offset, animated: false) }
  }
}
