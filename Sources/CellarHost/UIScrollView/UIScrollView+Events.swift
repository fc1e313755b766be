import Foundation

extension Headless.UIScrollView {
  /// Empties ``events``.
  public func removeAllEvents() {
    events.removeAll()
  }

  /// Keeps the first `count` events and removes the rest: for a recorder
  /// that turned recording on, to leave ``events`` as it found it.
  package func removeEvents(after count: Int) {
    if events.count > max(0, count) { events.removeSubrange(max(0, count)...) }
  }

  /// Appends an event when recording is on.
  func record(_ name: String, _ subject: Headless.UITableView.Event.Subject = .none) {
    if recordsEvents { events.append(Headless.UITableView.Event(name, subject)) }
  }
}
