import Foundation

extension Grid {
  /// Called each time the collection view's content offset changes (a
  /// scroll, a drag step, a layout pass that clamps the offset), with the
  /// new offset, UIKit's `scrollViewDidScroll(_:)`. An update asked for
  /// here is applied as soon as the collection view is idle, before the
  /// call that scrolled returns.
  public var onScroll: (@MainActor (CGPoint) -> Void)? {
    get { scrollHandlers.onScroll }
    set { scrollHandlers.onScroll = newValue }
  }

  /// Called when the user starts dragging the content.
  public var onWillBeginDragging: (@MainActor () -> Void)? {
    get { scrollHandlers.onWillBeginDragging }
    set { scrollHandlers.onWillBeginDragging = newValue }
  }

  /// Called when the user lifts the finger; the argument says whether the
  /// content goes on moving (decelerates).
  public var onEndDragging: (@MainActor (_ willDecelerate: Bool) -> Void)? {
    get { scrollHandlers.onEndDragging }
    set { scrollHandlers.onEndDragging = newValue }
  }

  /// Called when the content stops after a drag's deceleration, with the
  /// final offset.
  public var onEndDecelerating: (@MainActor (CGPoint) -> Void)? {
    get { scrollHandlers.onEndDecelerating }
    set { scrollHandlers.onEndDecelerating = newValue }
  }

  /// Called when an animated programmatic scroll ends, with the final offset.
  public var onEndScrollingAnimation: (@MainActor (CGPoint) -> Void)? {
    get { scrollHandlers.onEndScrollingAnimation }
    set { scrollHandlers.onEndScrollingAnimation = newValue }
  }

  /// Called after a status-bar tap scrolled the content to the top.
  public var onScrollToTop: (@MainActor () -> Void)? {
    get { scrollHandlers.onScrollToTop }
    set { scrollHandlers.onScrollToTop = newValue }
  }
}
