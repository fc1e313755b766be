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
  /// Background updates waiting for a newer one to settle.
  private var waiting: [CheckedContinuation<Void, Never>] = []

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
    return Ticket(sections: sections, request: requests)
  }

  /// Records that a background update was applied: those requested before
  /// it are stale.
  mutating func accept(_ ticket: Ticket) {
    newestAccepted = max(newestAccepted, ticket.request)
  }

  /// Records that a background update is settled (applied, queued, dropped
  /// or thrown), and wakes those waiting for it.
  ///
  /// - Returns: The waiting updates, to resume (they look again).
  mutating func settle(_ ticket: Ticket) -> [CheckedContinuation<Void, Never>] {
    pending.remove(ticket.request)
    defer { waiting = [] }
    return waiting
  }

  /// Whether a background update requested after this one is still
  /// pending.
  func hasPendingNewer(than ticket: Ticket) -> Bool {
    pending.contains { $0 > ticket.request }
  }

  /// Waits until some background update settles (the caller looks again).
  mutating func wait(_ continuation: CheckedContinuation<Void, Never>) {
    waiting.append(continuation)
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
