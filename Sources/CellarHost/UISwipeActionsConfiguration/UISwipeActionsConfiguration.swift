extension Headless {
  /// The actions offered when a row is swiped from one edge: UIKit's
  /// `UISwipeActionsConfiguration`.
  ///
  /// Returned by ``UITableViewDelegate/tableView(_:leadingSwipeActionsConfigurationForRowAt:)``
  /// and ``UITableViewDelegate/tableView(_:trailingSwipeActionsConfigurationForRowAt:)``.
  /// A configuration with no actions turns swiping off for the row.
  @MainActor
  public final class UISwipeActionsConfiguration {
    /// The actions, the first nearest the swiped edge.
    public let actions: [UIContextualAction]

    /// Whether a full swipe performs the first action. Default: `true`.
    public var performsFirstActionWithFullSwipe: Bool = true

    /// Creates a configuration.
    ///
    /// - Parameter actions: The actions, the first nearest the swiped edge.
    public init(actions: [UIContextualAction]) {
      self.actions = actions
    }
  }
}
