import Foundation

/// The update queue, callback bookkeeping and background diff that a
/// ``Table`` and a ``Grid`` share: both show ``Section``s (the planner's
/// representation) on a list view, run user code through
/// ``inCallback(_:)``, and queue updates asked for while another runs, from
/// a callback, or while the view handles an event.
///
/// The conformer keeps the state in one value, ``updates`` (a protocol
/// cannot store it), and says how its view reports being busy and runs work
/// once idle; the logic lives here once.
@MainActor
protocol UpdateDriver: CellarList {
  /// How rows or items animate.
  associatedtype Animation

  /// The sections shown, as of the last applied update.
  var shownSections: [Section] { get }
  /// The sections as declared once every queued update is applied: what
  /// the operators (`+=`) and expansions build on.
  var latestSections: [Section] { get }
  /// The update queue, with the state of its drain and of the callbacks
  /// into user code: one value, kept by the front end. (The error
  /// reporting state and the scroll closures are ``CellarList``'s.)
  var updates: UpdateQueue<Animation> { get set }
  /// The row or item each displayed cell shows, by cell: set when the cell
  /// is configured (and pointed at each kept row after an update), removed
  /// when its display ends.
  var displayedCells: [ObjectIdentifier: AnyRowStorage] { get set }
  /// Whether the view is in the middle of an event whose index paths an
  /// update would pull from under it (always `false` on UIKit, which does
  /// not say).
  var viewIsBusy: Bool { get }
  /// Runs `body` once the view is idle: on CellarHost before the event's
  /// call returns (at once when it is idle), on UIKit on the main actor's
  /// next turn.
  func whenViewIdle(_ body: @escaping @MainActor () -> Void)
  /// Applies one update, or changes nothing and throws.
  func apply(_ update: PendingUpdate<Animation>, precomputed: ListUpdate.Precomputed?) throws
  /// The mistakes an update can be checked for before it waits in the queue.
  func checkBeforeQueueing(_ sections: [Section]) throws
  /// How a tap on a row with children shows its children or hides them.
  var toggleAnimation: Animation { get }
  /// The animation of a diffable data source's apply: none unless
  /// `animated`; else a table's `rowAnimation`, a grid's own.
  func dataSourceAnimation(animated: Bool, rowAnimation: UITableView.RowAnimation) -> Animation
  /// Deselects a row the user tapped to expand or collapse it.
  func deselectAfterToggle(at indexPath: IndexPath)
}

/// An update waiting in the queue: asked for during another update, inside
/// a callback, or while the view handles an event.
struct PendingUpdate<Animation> {
  /// The sections as declared (see ``OutlineMemory``).
  var sections: [Section]
  var animation: Animation
  var reloadsData: Bool
  /// An expansion to record before `sections` are flattened, or `nil`.
  var expansion: ExpansionRequest? = nil
  /// Rows and sections a snapshot asked to show again, by their places
  /// in `sections`.
  var marks: UpdateMarks? = nil
  /// Whether no row identity occurs twice in `sections` (a snapshot's,
  /// whose index saw no value twice).
  var rowsAreKnownUnique = false
  /// The rows a snapshot's verbs removed from and added to the sections
  /// it was made of (see ``SnapshotRowEdits``).
  var rowEdits: SnapshotRowEdits? = nil
  /// Whether an update whose animation would show it by reloading (`.none`)
  /// is sent as batches all the same, without animation (a diffable data
  /// source's `animatingDifferences: false`).
  var batchesUnanimated = false
  /// Called once the update is applied (with `nil`) or has failed (with
  /// its error), whether it was applied at once or from the queue, or
  /// dropped; as a callback.
  var whenDone: (@MainActor ((any Error)?) -> Void)? = nil
  /// Its link in a chain of updates each asked for by the callbacks of the
  /// one before (see ``UpdateQueue``): `0` when asked for outside a drain.
  var generation = 0
}

extension UpdateDriver {
  /// Runs user code called back by the view or by a cell; updates it
  /// asks for are queued, and applied once the callback has returned and
  /// the view is idle.
  func inCallback<Result>(_ body: () throws -> Result) rethrows -> Result {
    updates.callbackDepth += 1
    defer {
      updates.callbackDepth -= 1
      if updates.callbackDepth == 0 && !updates.isEmpty { scheduleDrain() }
    }
    return try body()
  }

  /// Tells each of `updates` that it is done: applied (`error` is `nil`),
  /// failed or dropped.
  func finish(_ updates: [PendingUpdate<Animation>], _ error: (any Error)?) {
    for update in updates {
      guard let whenDone = update.whenDone else { continue }
      inCallback { whenDone(error) }
    }
  }

  /// Reports an error no caller can receive: keeps it in ``CellarList/lastError`` and
  /// calls ``CellarList/onError`` as a callback (an update it asks for is queued).
  ///
  /// An error raised while ``CellarList/onError`` runs (by a `+=` it uses, say) is
  /// only kept in ``CellarList/lastError``: a handler whose own work fails cannot call
  /// itself without end.
  func report(_ error: any Error) {
    lastError = error
    errorsReported += 1
    guard let onError, !isReportingError else { return }
    isReportingError = true
    defer { isReportingError = false }
    inCallback { onError(error) }
  }

  /// Whether an update asked for now must wait: another update or a
  /// callback runs, or the view is in the middle of an event (a tap,
  /// a swipe, a drag, a layout pass), whose index paths an update would
  /// pull from under it.
  /// Runs `body`, which applies an update to `sections`, marked as
  /// applying it (updates asked for meanwhile are queued); then tells
  /// `update` it is done (``finish(_:_:)``, with `body`'s error if it
  /// threw), before the updates it asked for are drained; afterwards the
  /// queue drains when the view is idle.
  func applying<Result>(
    _ sections: [Section], finishing update: PendingUpdate<Animation>? = nil,
    _ body: () throws -> Result
  ) rethrows -> Result {
    updates.isUpdating = true
    updates.viewFailure = nil
    updates.sectionsBeingApplied = sections
    defer {
      updates.isUpdating = false
      updates.sectionsBeingApplied = nil
      if !updates.isEmpty { scheduleDrain() }
    }
    do {
      let result = try body()
      if let update { finish([update], nil) }
      return result
    } catch {
      if let update { finish([update], error) }
      throw error
    }
  }

  var mustQueue: Bool {
    updates.isUpdating || updates.callbackDepth > 0 || viewIsBusy
  }

  /// Applies queued updates, in order, when nothing else runs; otherwise
  /// leaves them for the drain scheduled when that ends.
  ///
  /// One loop applies them all, including those their own callbacks ask
  /// for meanwhile: called again from inside one of them (the view runs its
  /// idle work, an update ends), it returns at once and leaves them to the
  /// loop, so the stack stays flat however many wait. A chain of more than
  /// ``UpdateQueue/maximumChain`` updates, each asked for by the callbacks
  /// of the one before, is stopped (see ``stopLoop(at:)``).
  ///
  /// - Complexity: O(*n*) for *n* updates applied, besides the updates.
  func drainPendingUpdates() {
    guard !updates.isDraining else { return }
    updates.isDraining = true
    defer { updates.isDraining = false }
    while !updates.isEmpty, updates.callbackDepth == 0, !updates.isUpdating, !viewIsBusy,
      let next = updates.popFirst()
    {
      guard next.generation < UpdateQueue<Animation>.maximumChain else {
        return stopLoop(at: next)
      }
      // Updates asked for while this one is applied or its error reported
      // are the next link of its chain.
      updates.linkInHand = next.generation
      defer { updates.linkInHand = nil }
      do {
        try apply(next, precomputed: nil)
      } catch {
        report(error)
      }
    }
  }

  /// Stops a chain of updates that has gone on for
  /// ``UpdateQueue/maximumChain`` links: drops `update` and every update
  /// queued, and reports ``TableError/updateLoop(length:dropped:)``. What
  /// ``CellarList/onError`` asks for then is dropped too, so the loop cannot go on
  /// through it. The view shows the last update applied.
  private func stopLoop(at update: PendingUpdate<Animation>) {
    let dropped = updates.count + 1
    updates.linkInHand = update.generation
    let error = TableError.updateLoop(length: update.generation, dropped: dropped)
    // The dropped updates are done before the error is reported; what
    // `onError` asks for is dropped too.
    finish([update] + updates.removeAll(), error)
    report(error)
    updates.linkInHand = nil
    finish(updates.removeAll(), error)
  }

  /// Drains the queue as soon as the view is idle: at once when it
  /// is, else when its current event ends.
  func scheduleDrain() {
    guard !updates.drainScheduled else { return }
    updates.drainScheduled = true
    whenViewIdle { [weak self] in
      guard let self else { return }
      self.updates.drainScheduled = false
      self.drainPendingUpdates()
    }
  }

  /// Runs an update now, or queues it when another one or a callback runs
  /// or the table view is in the middle of an event.
  func request(_ update: PendingUpdate<Animation>) throws {
    // Before anything else: past the limit, nothing is diffed or queued.
    if let error = rowCountError(in: update.sections) { throw error }
    // A newer update makes the async diffs in flight stale, once it is
    // accepted: one that throws and changes nothing leaves them be.
    // An expansion is no newer content: a background update diffing
    // meanwhile is diffed again once the shown sections changed, not
    // dropped.
    let isNewer = update.expansion == nil
    if mustQueue {
      try checkBeforeQueueing(update.sections)
      if isNewer { updates.versions.updateAccepted() }
      updates.append(update)
      scheduleDrain()
      return
    }
    drainPendingUpdates()
    try apply(update, precomputed: nil)
    if isNewer { updates.versions.updateAccepted() }
  }
}

/// The background update needs the two steps of an apply (plan, then
/// show), which only ``UpdateApplying`` has.
extension UpdateApplying {
  /// Diffs on a background task, then applies, unless a newer update was
  /// asked for meanwhile or the calling task was cancelled (see
  /// ``Table/updateInBackground(with:animation:)``).
  ///
  /// The main actor is held in stretches of about half a millisecond
  /// (``MainActorSlices``) while the rows are keyed and their content
  /// compared; the diff runs off it and finds repeated identities (their
  /// positions are then found on the main actor). The update is planned
  /// and checked as a synchronous one is, in one stretch; the view's batch
  /// takes the next, with the selection and scroll anchor as they are then
  /// (``refreshed(_:)``). Which update wins is
  /// ``UpdateVersions``' rule: the newest one that does not throw. When
  /// the shown sections change while it diffs, it diffs again, in the
  /// background, up to ``backgroundAttempts`` times.
  ///
  /// - Returns: `true` when applied (or queued behind a busy view),
  ///   `false` when dropped for a newer update.
  /// - Throws: `CancellationError` when the calling task is cancelled before
  ///   the call, while the update is diffed, or between its plan and its
  ///   batch: nothing is applied.
  ///   Otherwise, the update's errors.
  func requestInBackground(_ sections: [Section], animation: Animation) async throws -> Bool {
    try await requestInBackground(
      PendingUpdate(sections: sections, animation: animation, reloadsData: false, expansion: nil))
  }

  /// Diffs `update` on a background task, then applies it, as
  /// ``requestInBackground(_:animation:)`` does; with its marks, its
  /// promise that no row identity repeats, and its `whenDone`, which hears
  /// the outcome of every apply it reaches (now or from the queue), not of
  /// an error thrown before one, nor of a drop.
  ///
  /// - Precondition: `update` neither reloads the data nor records an
  ///   expansion.
  func requestInBackground(_ update: PendingUpdate<Animation>) async throws -> Bool {
    try await requestInBackground { update }
  }

  /// Takes its turn among the updates, then makes the update with `make`
  /// (which may suspend: an update asked for meanwhile is newer), then
  /// goes on as ``requestInBackground(_:)-(PendingUpdate<Animation>)``.
  func requestInBackground(
    making make: () async throws -> PendingUpdate<Animation>
  ) async throws -> Bool {
    // A cancelled task asks for nothing: no error of its sections, and the
    // diffs in flight stay the newest.
    try Task.checkCancellation()
    var ticket = updates.versions.backgroundUpdateRequested()
    defer {
      for waiting in updates.versions.settle(ticket) { waiting.resume() }
    }
    let update = try await make()
    assert(!update.reloadsData && update.expansion == nil, "a background update diffs")
    let sections = update.sections
    try Task.checkCancellation()
    // Past the limit, nothing is diffed; the updates in flight go on, as
    // after any update that throws.
    if let error = rowCountError(in: sections) { throw error }
    var slices = MainActorSlices()
    attempts: for _ in 0..<backgroundAttempts {
      ticket = updates.versions.rebased(ticket)
      let precomputed = try await backgroundChangeset(
        shownSections, sections, slices: &slices, willDiff: willDiffInBackground)
      // Planned and checked in one stretch, shown in the next: the view's
      // batch is a stretch of its own.
      var planned: PlannedUpdate<Animation>?
      while true {
        // A newer background update still diffing wins unless it throws.
        while updates.versions.isNewest(ticket) && updates.versions.hasPendingNewer(than: ticket) {
          await withCheckedContinuation { updates.versions.wait(ticket, $0) }
        }
        try Task.checkCancellation()
        guard updates.versions.isNewest(ticket) else { return false }
        // The view is busy: the update waits its turn, diffed when applied.
        if mustQueue || !updates.isEmpty { break attempts }
        // The sections changed while it diffed: diff again.
        guard updates.versions.sectionsUnchanged(since: ticket) else { continue attempts }
        if let planned {
          try apply(refreshed(planned))
          updates.versions.accept(ticket)
          return true
        }
        // Repeated identities, found by the diff, are named here.
        if !update.rowsAreKnownUnique, mayHaveDuplicates(precomputed),
          let error = duplicateError(in: sections, walkingChildren: true)
        {
          throw error
        }
        planned = try applying(sections) { try plan(update, precomputed: precomputed) }
        willShowInBackground?()
        try await slices.pause()
      }
    }
    try request(update)
    return true
  }

  /// How many times ``requestInBackground(_:animation:)`` diffs before it
  /// gives the update to the queue: the shown sections changed while each
  /// diff ran.
  var backgroundAttempts: Int { 3 }
}
