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
  #if canImport(UIKit)
    /// Unavailable on UIKit: forwarding UIKit's optional delegate methods to
    /// an app's object needs the Objective-C runtime, which Cellar's UIKit
    /// backend does not use. Observe scrolling with ``onScroll`` and its
    /// siblings, and rows with their handlers.
    @available(
      *, unavailable,
      message: "On UIKit, use onScroll and the other scroll closures, and the rows' handlers"
    )
    public var delegate: (any UITableViewDelegate)? {
      get { nil }
      set { _ = newValue }
    }
  #endif
  #if !canImport(UIKit)
    /// An object that hears every table-view delegate call, as IGListKit's
    /// `scrollViewDelegate` does; held weakly.
    ///
    /// Set it instead of `tableView.delegate`, which the table needs for
    /// itself. The table handles each call first, then hands it on:
    ///
    /// - every notification reaches the app's delegate: all the scroll
    ///   callbacks of `UIScrollViewDelegate` and the display, highlight,
    ///   selection, accessory and editing ones, after the table has run its
    ///   rows' handlers (a row's action runs before `didSelectRowAt`);
    /// - the table alone answers what rows and sections define: heights,
    ///   estimates, header and footer heights and views, editing styles and
    ///   swipe actions (give those on the rows);
    /// - the other questions pass through the app's delegate with the
    ///   table's answer: `willSelectRowAt`, `willDeselectRowAt` and
    ///   `targetIndexPathForMoveFromRowAt` may redirect it,
    ///   `shouldHighlightRowAt` and
    ///   `UIScrollViewDelegate/scrollViewShouldScrollToTop(_:)` may veto it,
    ///   `UIScrollViewDelegate/scrollViewWillEndDragging(_:withVelocity:targetContentOffset:)`
    ///   may move the target offset, and the app's
    ///   `titleForDeleteConfirmationButtonForRowAt` is used when set.
    ///
    /// The app's delegate runs as a table callback: an update it asks for is
    /// queued and applied once the table view's current event (a drag, a
    /// layout pass) is over.
    ///
    /// ```swift
    /// final class FeedController: UITableViewDelegate {
    ///   func scrollViewWillBeginDragging(_ scrollView: UIScrollView) { searchField.resignFirstResponder() }
    /// }
    /// table.delegate = controller
    /// ```
    public var delegate: (any UITableViewDelegate)? {
      get { delegateProxy.appDelegate }
      set { delegateProxy.appDelegate = newValue }
    }
  #endif

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
