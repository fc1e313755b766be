import Foundation

/// The table's update bookkeeping, in one place: which state of the
/// sections a cached lookup or a background diff was made for, and which
/// update request is the newest.
///
/// Requests are numbered in the order they are made. A synchronous update
/// is accepted (applied, queued or merged) as it is requested; a background
/// update only once it is applied or queued, after its diff. An update
/// accepted makes every background update requested before it stale. A
/// background update whose diff is done while one requested after it is
/// still pending waits for that one's verdict (``waitForNewer(than:)``): if
/// the newer one throws or is cancelled, the older one still applies.
struct UpdateVersions {
  /// Bumped at every change of the table's sections.
  private(set) var sections = 0
  /// The number of the last request made.
  private var requests = 0
  /// The number of the newest request accepted.
  private var newestAccepted = 0
  /// The background updates requested and not yet settled (applied,
  /// queued, dropped or thrown), by number.
  private var pending: Set<Int> = []
  /// Their numbers in the order requested (so ascending), settled ones
  /// dropped from the top: the last is the newest pending one. Each number
  /// is dropped once, so finding the newest costs O(1) amortized.
  private var pendingOrder: [Int] = []
  /// Background updates waiting for a newer one to settle, by number.
  private var waiting: [(request: Int, continuation: CheckedContinuation<Void, Never>)] = []

  /// What a background update was started for.
  struct Ticket {
    /// The sections' version its diff started from.
    fileprivate var sections: Int
    /// Its place among the requests.
    fileprivate var request: Int
  }

  /// Records a change of the table's sections.
  mutating func sectionsChanged() { sections += 1 }

  /// Records an update accepted (applied, queued or merged) as it is
  /// requested: background updates requested before it are stale.
  mutating func updateAccepted() {
    requests += 1
    newestAccepted = requests
  }

  /// Numbers a background update as it is requested, pending until
  /// ``settle(_:)``, without making any other stale.
  mutating func backgroundUpdateRequested() -> Ticket {
    requests += 1
    pending.insert(requests)
    pendingOrder.append(requests)
    return Ticket(sections: sections, request: requests)
  }

  /// Records that a background update was applied: those requested before
  /// it are stale.
  mutating func accept(_ ticket: Ticket) {
    newestAccepted = max(newestAccepted, ticket.request)
  }

  /// Records that a background update is settled (applied, queued, dropped
  /// or thrown).
  ///
  /// - Returns: The waiting updates whose answer may have changed (none
  ///   newer is pending any more, or a newer one was accepted), to resume:
  ///   they look again.
  /// - Complexity: O(*w*) for *w* updates waiting, plus O(1) amortized.
  mutating func settle(_ ticket: Ticket) -> [CheckedContinuation<Void, Never>] {
    pending.remove(ticket.request)
    while let newest = pendingOrder.last, !pending.contains(newest) { pendingOrder.removeLast() }
    guard !waiting.isEmpty else { return [] }
    let newestPending = pendingOrder.last ?? 0
    var woken: [CheckedContinuation<Void, Never>] = []
    waiting.removeAll { waiter in
      let wakes = waiter.request >= newestPending || waiter.request < newestAccepted
      if wakes { woken.append(waiter.continuation) }
      return wakes
    }
    return woken
  }

  /// Whether a background update requested after this one is still
  /// pending.
  ///
  /// - Complexity: O(1).
  func hasPendingNewer(than ticket: Ticket) -> Bool {
    (pendingOrder.last ?? 0) > ticket.request
  }

  /// Waits until a newer background update settles (the caller looks again).
  mutating func wait(_ ticket: Ticket, _ continuation: CheckedContinuation<Void, Never>) {
    waiting.append((ticket.request, continuation))
  }

  /// The ticket, as of the sections now: its next diff starts from them.
  func rebased(_ ticket: Ticket) -> Ticket {
    Ticket(sections: sections, request: ticket.request)
  }

  /// Whether no update requested after this one was accepted.
  func isNewest(_ ticket: Ticket) -> Bool { ticket.request >= newestAccepted }

  /// Whether the sections are still those the diff started from.
  func sectionsUnchanged(since ticket: Ticket) -> Bool { ticket.sections == sections }
}
