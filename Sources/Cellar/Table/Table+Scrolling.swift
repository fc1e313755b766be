import Foundation

/// The app's delegate.
///
/// The table is its table view's delegate, so an app observes scrolling,
/// and everything else the delegate hears, through the table: typed
/// closures for the common scroll events (``CellarList/onScroll`` and its
/// siblings), and ``delegate`` for the rest, or for several observers.
extension Table {
  /// An object that hears every table-view delegate call the table does not
  /// keep for itself, as IGListKit's `scrollViewDelegate` does; held weakly.
  /// The same on UIKit and on CellarHost.
  ///
  /// Set it instead of `tableView.delegate`, which the table needs for
  /// itself:
  ///
  /// - every method the table does not implement goes to it untouched, as
  ///   if it were the table view's delegate: highlighting, `willSelectRowAt`
  ///   and `willDeselectRowAt`, the accessory button, the start of a swipe,
  ///   `targetIndexPathForMoveFromRowAt`, the delete button's title,
  ///   `scrollViewWillEndDragging(_:withVelocity:targetContentOffset:)`,
  ///   `scrollViewShouldScrollToTop(_:)`, and on UIKit context menus, focus,
  ///   drag and drop and the rest of `UITableViewDelegate` (UIKit sees a
  ///   method as implemented exactly when this object implements it);
  /// - the notifications the table handles reach it after the table's own
  ///   handling: `willDisplay` and `didEndDisplaying` (cells, headers and
  ///   footers), `didSelectRowAt` and `didDeselectRowAt` (after the row's
  ///   action), `didEndEditingRowAt`, and the scroll events of
  ///   ``CellarList/onScroll`` and its siblings (after those closures);
  /// - what rows and sections define is the table's alone: heights,
  ///   estimates, header and footer heights and views, editing styles and
  ///   swipe actions (give those on the rows).
  ///
  /// A notification that reaches it after the table's handling runs as a
  /// table callback: an update it asks for is queued and applied once the
  /// table view's current event is over.
  ///
  /// Another table's or grid's view delegate (its coordinator) is not an
  /// app's delegate: setting one is ignored, and the property reads `nil`.
  ///
  /// ```swift
  /// final class FeedController: NSObject, UITableViewDelegate {
  ///   func scrollViewWillBeginDragging(_ scrollView: UIScrollView) { searchField.resignFirstResponder() }
  ///   func tableView(_ tableView: UITableView, accessoryButtonTappedForRowWith indexPath: IndexPath) { ... }
  /// }
  /// table.delegate = controller
  /// ```
  public var delegate: (any UITableViewDelegate)? {
    get { coordinator.forwardingDelegate as? any UITableViewDelegate }
    set { coordinator.setForwardingDelegate(newValue, of: tableView) }
  }
}
