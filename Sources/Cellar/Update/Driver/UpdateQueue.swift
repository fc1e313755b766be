import CellarHost

/// The updates a ``Table`` or ``Grid`` has queued, in the order asked for,
/// with the state of the drain that applies them, of the callbacks into
/// user code (updates asked for from one wait) and of error reporting: the
/// one update-queue value both front ends keep (see ``UpdateDriver``).
///
/// One drain applies them in a loop, so the stack stays flat however many
/// wait (issue 22: 40,000 updates queued from one tap overflowed the stack,
/// each applied one level deeper than the one before), and each is taken
/// in amortized O(1) (``FIFOQueue``), so draining *n* costs O(*n*) besides
/// the updates themselves.
///
/// An update's own callbacks (a display hook, a cell's `configure`,
/// ``CellarList/onError``) may ask for another update, which the running drain
/// applies in turn: a chain. Each queued update records its link in the
/// chain (``PendingUpdate/generation``): `0` when asked for outside the
/// drain (from a tap, a scroll, a callback of an update applied at once),
/// one more than the update being applied or reported when asked for from
/// its callbacks. A chain longer than ``maximumChain`` is a loop in the
/// app (an update with `animation: .none` asked for from `onWillDisplay`
/// reloads the rows, which displays them again, which asks again): the
/// drain stops there, drops what is queued, and reports
/// ``TableError/updateLoop(length:dropped:)``.
struct UpdateQueue<Animation> {
  /// The longest chain of updates, each asked for by the callbacks of the
  /// one before, that a drain applies: 1,000.
  static var maximumChain: Int { 1_000 }

  /// The updates waiting.
  private var waiting = FIFOQueue<PendingUpdate<Animation>>()
  /// Whether a drain runs (it is on the stack): another one asked for
  /// meanwhile leaves the queue to it.
  var isDraining = false
  /// The link of the update the drain applies, or whose error it reports,
  /// now; `nil` outside.
  var linkInHand: Int?
  /// Whether a drain waits for the view to be idle.
  var drainScheduled = false

  /// How deep the table or grid is in callbacks into user code.
  var callbackDepth = 0
  /// Whether an update is being applied.
  var isUpdating = false
  /// While an update is applied: its target, which the shown sections reach
  /// only at the end (a staged update shows intermediate sections first).
  var sectionsBeingApplied: [Section]?
  /// The failure of a view the view asked for while an update is applied,
  /// until the update throws it (see `viewFailed(_:)`).
  var viewFailure: (any Error)?
  /// Versions of the shown sections and of update requests (see ``UpdateVersions``).
  var versions = UpdateVersions()

  /// Whether no update waits.
  var isEmpty: Bool { waiting.isEmpty }

  /// How many updates wait.
  var count: Int { waiting.count }

  /// The update queued last, if any.
  var last: PendingUpdate<Animation>? { waiting.last }

  /// Queues an update asked for now, as the next link of the chain in hand
  /// (or the first link of a new one).
  ///
  /// - Complexity: Amortized O(1).
  mutating func append(_ update: PendingUpdate<Animation>) {
    var update = update
    update.generation = linkInHand.map { $0 + 1 } ?? 0
    waiting.append(update)
  }

  /// Queues updates taken from the queue earlier, as they were.
  ///
  /// - Complexity: O(*n*) for *n* updates.
  mutating func requeue(_ updates: [PendingUpdate<Animation>]) {
    for update in updates { waiting.append(update) }
  }

  /// Takes the update asked for first, if any.
  ///
  /// - Complexity: Amortized O(1).
  mutating func popFirst() -> PendingUpdate<Animation>? { waiting.popFirst() }

  /// Takes every update waiting, in order.
  ///
  /// - Complexity: O(*n*) for *n* updates waiting.
  @discardableResult
  mutating func removeAll() -> [PendingUpdate<Animation>] { waiting.removeAll() }
}
