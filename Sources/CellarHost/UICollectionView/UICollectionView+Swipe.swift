import Foundation

extension Headless.UICollectionView {
  /// The edge an item of a list section is swiped from (the table's type).
  public typealias SwipeEdge = Headless.UITableView.SwipeEdge

  /// The swipe actions an item of a list section shows from an edge: its
  /// section's list configuration's leading or trailing
  /// `SwipeActionsConfigurationProvider`, asked with the item's index path
  /// (spec §4.1.5); `nil` when the section is not a list section, has no
  /// provider for that edge, or the provider returns `nil` or no actions.
  ///
  /// - Parameters:
  ///   - indexPath: The item.
  ///   - edge: The edge swiped from.
  /// - Returns: The configuration, or `nil`.
  /// - Throws: ``SelectionError/invalidSwipeIndexPath(_:)`` for an item
  ///   that does not exist; errors of the layout pass.
  public func swipeActionsConfiguration(forItemAt indexPath: IndexPath, edge: SwipeEdge) throws
    -> Headless.UISwipeActionsConfiguration?
  {
    try layOut()
    guard indexPath.count == 2, indexPath[1] >= 0,
      indexPath[1] < numberOfItems(inSection: indexPath[0])
    else { throw SelectionError.invalidSwipeIndexPath(indexPath) }
    guard let list = layout.listConfiguration(ofSection: indexPath[0]) else { return nil }
    let provider: Headless.UICollectionLayoutListConfiguration.SwipeActionsConfigurationProvider?
    switch edge {
    case .leading: provider = list.leadingSwipeActionsConfigurationProvider
    case .trailing: provider = list.trailingSwipeActionsConfigurationProvider
    }
    guard let configuration = provider?(indexPath), !configuration.actions.isEmpty else {
      return nil
    }
    return configuration
  }

  /// The host's own: simulates the user swiping an item of a list section
  /// and picking one of its actions: asks the section's swipe provider for
  /// the edge (``swipeActionsConfiguration(forItemAt:edge:)``) and runs the
  /// chosen action's handler with the item's cell and a completion. Unlike
  /// a table, a collection view tells its delegate nothing about the swipe.
  ///
  /// ```swift
  /// var list = UICollectionLayoutListConfiguration(appearance: .insetGrouped)
  /// list.trailingSwipeActionsConfigurationProvider = { indexPath in
  ///   UISwipeActionsConfiguration(actions: [delete(indexPath)])
  /// }
  /// try collectionView.swipeItem(at: IndexPath(item: 2, section: 0), edge: .trailing)
  /// ```
  ///
  /// - Parameters:
  ///   - indexPath: The item.
  ///   - edge: The edge swiped from.
  ///   - index: The action to perform, 0 being nearest the edge (a full
  ///     swipe performs action 0).
  /// - Returns: The value the handler passed to its completion; `false`
  ///   when the item cannot be swiped from that edge, there is no action at
  ///   `index`, or the handler did not call its completion.
  /// - Throws: ``SelectionError/invalidSwipeIndexPath(_:)`` for an item
  ///   that does not exist; errors of the layout pass.
  @discardableResult
  public func swipeItem(at indexPath: IndexPath, edge: SwipeEdge, performingActionAt index: Int = 0)
    throws -> Bool
  {
    try UIKitException.driving(
      false,
      {
        beginEvent()
        defer { endEvent() }
        guard let configuration = try swipeActionsConfiguration(forItemAt: indexPath, edge: edge),
          configuration.actions.indices.contains(index)
        else { return false }
        record("swipeItem", .row(indexPath))
        return configuration.actions[index].performAsTapped(in: cellForItem(at: indexPath))
      })
  }
}
