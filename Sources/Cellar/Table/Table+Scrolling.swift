import Foundation

/// Scroll events and the app's delegate.
///
/// The table is its table view's delegate, so an app observes scrolling,
/// and everything else the delegate hears, through the table: typed
/// closures for the common scroll events, and ``delegate`` for the rest.
///
/// The closures are properties, one handler per event, like ``onError``:
/// a screen usually has one place that reacts to scrolling, the types say
/// what each event carries (the offset, whether the content decelerates),
/// and setting `nil` stops it. They mirror UIKit's callbacks one for one,
/// so the order and timing documented on `UIScrollViewDelegate` hold.
/// Everything else, or several observers, goes through ``delegate``.
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
  ///   ``onScroll`` and its siblings (after those closures);
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

  /// Called with the new content offset each time it changes (UIKit's
  /// `scrollViewDidScroll`): during drags and deceleration, programmatic
  /// scrolls, index taps, and when an update moves the offset to keep the
  /// first visible row in place.
  ///
  /// It runs before the rows the new offset brings in are displayed, and
  /// as a table callback: an update it asks for is applied when the
  /// scroll step is over.
  ///
  /// ```swift
  /// table.onScroll = { offset in header.isCompact = offset.y > 40 }
  /// ```
  public var onScroll: (@MainActor (CGPoint) -> Void)? {
    get { scrollHandlers.onScroll }
    set { scrollHandlers.onScroll = newValue }
  }

  /// Called when the user starts dragging the content (UIKit's
  /// `scrollViewWillBeginDragging`), for example to dismiss the keyboard.
  public var onWillBeginDragging: (@MainActor () -> Void)? {
    get { scrollHandlers.onWillBeginDragging }
    set { scrollHandlers.onWillBeginDragging = newValue }
  }

  /// Called when the user lifts the finger after a drag (UIKit's
  /// `scrollViewDidEndDragging(_:willDecelerate:)`), with `true` when the
  /// content goes on moving; when it does, ``onEndDecelerating`` follows.
  ///
  /// ```swift
  /// table.onEndDragging = { decelerates in if !decelerates { saveScrollPosition() } }
  /// ```
  public var onEndDragging: (@MainActor (_ willDecelerate: Bool) -> Void)? {
    get { scrollHandlers.onEndDragging }
    set { scrollHandlers.onEndDragging = newValue }
  }

  /// Called with the resting offset when the content stops after
  /// decelerating (UIKit's `scrollViewDidEndDecelerating`).
  public var onEndDecelerating: (@MainActor (CGPoint) -> Void)? {
    get { scrollHandlers.onEndDecelerating }
    set { scrollHandlers.onEndDecelerating = newValue }
  }

  /// Called with the offset when an animated programmatic scroll ends
  /// (UIKit's `scrollViewDidEndScrollingAnimation`): `setContentOffset`,
  /// `scrollToRow` or `selectRow` with `animated: true` that moved the content.
  public var onEndScrollingAnimation: (@MainActor (CGPoint) -> Void)? {
    get { scrollHandlers.onEndScrollingAnimation }
    set { scrollHandlers.onEndScrollingAnimation = newValue }
  }

  /// Called when a tap on the status bar scrolled the table to the top
  /// (UIKit's `scrollViewDidScrollToTop`; `UITableView/tapStatusBar()` on the host).
  public var onScrollToTop: (@MainActor () -> Void)? {
    get { scrollHandlers.onScrollToTop }
    set { scrollHandlers.onScrollToTop = newValue }
  }
}
