extension Headless.UITableView {
  /// Lays out before a simulated user action (a tap, a swipe, a drag, an
  /// editing control), as an event of its own: what the data source asked
  /// for from the layout's callbacks runs when that event ends, before the
  /// user touches anything, so the action reads the rows the user sees.
  /// The action then lays out again inside its own event, which is a no-op
  /// unless that work left the layout dirty. (The event state and
  /// `performWhenIdle(_:)` are ``UIScrollView``'s, shared with
  /// ``UICollectionView``.)
  func layOutBeforeUserAction() throws {
    try layOut()
  }
}
