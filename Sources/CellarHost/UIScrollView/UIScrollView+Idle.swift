extension Headless.UIScrollView {
  /// Whether the view is handling an event: a user action (a tap, a swipe,
  /// a drag, an editing control), a scroll, a layout pass or a batch
  /// update, with its calls into the data source and delegate.
  ///
  /// A data source that changes its content while this is `true` is in the
  /// middle of the view's work (the index paths the view is about to use
  /// were computed from the old content): it should wait for
  /// `performWhenIdle(_:)`. An open batch (the view's
  /// `hasUncommittedUpdates`: a table's ``Headless/UITableView/beginUpdates()`` not
  /// yet closed, or a ``Headless/UICollectionView/performBatchUpdates(_:completion:)``
  /// block running) counts as an event until it is committed.
  package var isHandlingEvent: Bool { eventDepth > 0 || hasOpenBatch }

  /// Runs `body` when the view is between events: at once when it is
  /// idle, else right after the outermost event in progress ends, before
  /// the call that started it returns.
  ///
  /// This is the simulator's counterpart of dispatching to the main queue
  /// from inside a UIKit callback, made synchronous so that tests see the
  /// result as soon as the simulated user action returns. As with the main
  /// queue, work never runs inside other idle work: work asked for while
  /// idle work runs (from its body, or from an event that body starts)
  /// runs after that body returns, in the order asked for, still before the
  /// outermost call returns. So the stack stays flat however long a chain
  /// of work that asks for more work grows: each piece runs from the same
  /// loop, one after the other.
  ///
  /// - Parameter body: The work.
  /// - Complexity: Amortized O(1) besides the work itself.
  package func performWhenIdle(_ body: @escaping @MainActor () -> Void) {
    idleWork.append(body)
    if !isHandlingEvent { runIdleWork() }
  }

  /// Starts an event; every public entry point that calls into the data
  /// source or delegate starts one and ends it with ``endEvent()`` (in a
  /// `defer`), so work asked for with `performWhenIdle(_:)` during it runs
  /// when the outermost event ends, even when it throws.
  func beginEvent() {
    eventDepth += 1
  }

  /// Ends an event started with ``beginEvent()``.
  func endEvent() {
    eventDepth -= 1
    if !isHandlingEvent { runIdleWork() }
  }

  /// Runs the idle work, in the order it was asked for, until none is left
  /// or an event starts; does nothing inside idle work already running,
  /// whose loop runs what was added once the current piece returns.
  private func runIdleWork() {
    guard !isRunningIdleWork else { return }
    isRunningIdleWork = true
    defer { isRunningIdleWork = false }
    while !isHandlingEvent, let work = idleWork.popFirst() {
      work()
    }
  }
}
