import Foundation

/// The table's update bookkeeping, in one place: which state of the
/// sections a cached lookup or a background diff was made for, and which
/// update request is the newest.
struct UpdateVersions {
  /// Bumped at every change of the table's sections.
  private(set) var sections = 0
  /// Bumped at every update accepted or started in the background: a
  /// background diff started before a newer one is stale.
  private(set) var requests = 0

  /// What a background diff was started for.
  struct Ticket {
    fileprivate var sections: Int
    fileprivate var request: Int
  }

  /// Records a change of the table's sections.
  mutating func sectionsChanged() { sections += 1 }

  /// Records an update accepted (applied, queued or merged): background
  /// diffs in flight are stale.
  mutating func updateAccepted() { requests += 1 }

  /// Records a background diff starting, as the newest request.
  mutating func backgroundDiffStarted() -> Ticket {
    requests += 1
    return Ticket(sections: sections, request: requests)
  }

  /// Whether no update was asked for since the diff started.
  func isNewest(_ ticket: Ticket) -> Bool { ticket.request == requests }

  /// Whether the sections are still those the diff started from.
  func sectionsUnchanged(since ticket: Ticket) -> Bool { ticket.sections == sections }
}
