import Foundation

/// The object told about a ``TableView``'s scrolling: the counterpart of
/// `UIScrollViewDelegate`, which ``TableViewDelegate`` inherits as
/// `UITableViewDelegate` inherits `UIScrollViewDelegate`.
///
/// Every requirement has a default implementation giving UIKit's behaviour
/// when the method is not implemented (the notifications do nothing,
/// ``scrollViewShouldScrollToTop(_:)`` returns `true`), so a delegate writes
/// only what it needs. The host's only scroll view is the table view, so
/// each method gets the ``TableView`` where UIKit passes its `UIScrollView`.
///
/// The table view calls these methods in UIKit's order:
///
/// - **Any change of ``TableView/contentOffset``** calls
///   ``scrollViewDidScroll(_:)`` once, when the offset really changed,
///   before the cells that the new offset shows or hides get their
///   `willDisplay` and `didEndDisplaying` calls (UIKit tells the delegate
///   from the offset's setter and updates its cells in the next layout
///   pass). This covers setting the property, the table clamping it when
///   its content shrinks, and every scroll below.
/// - **Programmatic scrolls** (``TableView/setContentOffset(_:animated:)``,
///   ``TableView/scrollToRow(at:at:animated:)``,
///   ``TableView/selectRow(at:animated:scrollPosition:)``): `didScroll`,
///   then, when `animated` is `true` and the offset changed,
///   ``scrollViewDidEndScrollingAnimation(_:)``. A scroll that does not
///   move the content calls neither, as in UIKit.
/// - **User drags** (``TableView/dragToScroll(by:velocity:steps:)``):
///   ``scrollViewWillBeginDragging(_:)``, `didScroll` for each step,
///   ``scrollViewWillEndDragging(_:withVelocity:targetContentOffset:)``
///   (which may move the target),
///   ``scrollViewDidEndDragging(_:willDecelerate:)``, and when the content
///   decelerates, ``scrollViewWillBeginDecelerating(_:)``, `didScroll` for
///   each step and ``scrollViewDidEndDecelerating(_:)``.
/// - **A tap on the status bar** (``TableView/tapStatusBar()``):
///   ``scrollViewShouldScrollToTop(_:)``, then `didScroll` and
///   ``scrollViewDidScrollToTop(_:)``.
///
/// While ``TableView/recordsEvents`` is on, each call is recorded under
/// its UIKit name (`scrollViewDidScroll`, ...), in order with the display
/// callbacks.
@MainActor
public protocol ScrollViewDelegate: AnyObject {
  /// The content offset changed (``TableView/contentOffset`` holds the new one).
  ///
  /// - Parameter scrollView: The table view that scrolled.
  func scrollViewDidScroll(_ scrollView: TableView)

  /// The user is about to drag the content.
  ///
  /// - Parameter scrollView: The table view about to be dragged.
  func scrollViewWillBeginDragging(_ scrollView: TableView)

  /// The user lifted the finger after dragging.
  ///
  /// - Parameters:
  ///   - scrollView: The table view the user dragged.
  ///   - velocity: The velocity of the content offset at release, in points
  ///     per millisecond (positive when the offset grows).
  ///   - targetContentOffset: Where the content will come to rest; change
  ///     it to stop elsewhere (the table clamps it to the content).
  func scrollViewWillEndDragging(
    _ scrollView: TableView, withVelocity velocity: CGPoint,
    targetContentOffset: inout CGPoint)

  /// The user's drag ended.
  ///
  /// - Parameters:
  ///   - scrollView: The table view the user dragged.
  ///   - decelerate: `true` when the content goes on moving (decelerating)
  ///     towards the target; `false` when it stops at once.
  func scrollViewDidEndDragging(_ scrollView: TableView, willDecelerate decelerate: Bool)

  /// The content starts decelerating after a drag.
  ///
  /// - Parameter scrollView: The table view.
  func scrollViewWillBeginDecelerating(_ scrollView: TableView)

  /// The content stopped after decelerating.
  ///
  /// - Parameter scrollView: The table view.
  func scrollViewDidEndDecelerating(_ scrollView: TableView)

  /// An animated programmatic scroll ended (not called when `animated` was
  /// `false`, nor when the offset did not change).
  ///
  /// - Parameter scrollView: The table view.
  func scrollViewDidEndScrollingAnimation(_ scrollView: TableView)

  /// Whether a tap on the status bar scrolls the table to the top. Default: `true`.
  ///
  /// Asked only when ``TableView/scrollsToTop`` is `true`.
  ///
  /// - Parameter scrollView: The table view.
  /// - Returns: `false` to keep the offset.
  func scrollViewShouldScrollToTop(_ scrollView: TableView) -> Bool

  /// A tap on the status bar scrolled the table to the top.
  ///
  /// - Parameter scrollView: The table view.
  func scrollViewDidScrollToTop(_ scrollView: TableView)
}

extension ScrollViewDelegate {
  /// Does nothing.
  public func scrollViewDidScroll(_ scrollView: TableView) {}

  /// Does nothing.
  public func scrollViewWillBeginDragging(_ scrollView: TableView) {}

  /// Does nothing: the content stops where the drag's velocity takes it.
  public func scrollViewWillEndDragging(
    _ scrollView: TableView, withVelocity velocity: CGPoint,
    targetContentOffset: inout CGPoint
  ) {}

  /// Does nothing.
  public func scrollViewDidEndDragging(_ scrollView: TableView, willDecelerate decelerate: Bool) {}

  /// Does nothing.
  public func scrollViewWillBeginDecelerating(_ scrollView: TableView) {}

  /// Does nothing.
  public func scrollViewDidEndDecelerating(_ scrollView: TableView) {}

  /// Does nothing.
  public func scrollViewDidEndScrollingAnimation(_ scrollView: TableView) {}

  /// Returns `true`: the table scrolls to the top.
  public func scrollViewShouldScrollToTop(_ scrollView: TableView) -> Bool { true }

  /// Does nothing.
  public func scrollViewDidScrollToTop(_ scrollView: TableView) {}
}
