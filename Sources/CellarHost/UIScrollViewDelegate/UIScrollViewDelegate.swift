import Foundation

extension Headless {
  /// The object told about a ``UIScrollView``'s scrolling: UIKit's
  /// `UIScrollViewDelegate`, which ``UITableViewDelegate`` and
  /// ``UICollectionViewDelegate`` inherit, as in UIKit.
  ///
  /// Every requirement has a default implementation giving UIKit's behaviour
  /// when the method is not implemented (the notifications do nothing,
  /// ``scrollViewShouldScrollToTop(_:)`` returns `true`), so a delegate writes
  /// only what it needs. Each method gets the ``UIScrollView`` that scrolled,
  /// as UIKit passes its `UIScrollView`: a ``UITableView`` or a
  /// ``UICollectionView``, which a delegate casts to when it needs more
  /// (`scrollView as? UITableView`).
  ///
  /// Both views call these methods in UIKit's order:
  ///
  /// - **Any change of ``UIScrollView/contentOffset``** calls
  ///   ``scrollViewDidScroll(_:)`` once, when the offset really changed,
  ///   before the cells that the new offset shows or hides get their
  ///   `willDisplay` and `didEndDisplaying` calls (UIKit tells the delegate
  ///   from the offset's setter and updates its cells in the next layout
  ///   pass). This covers setting the property, the view clamping it when
  ///   its content shrinks, and every scroll below.
  /// - **Programmatic scrolls** (``Headless/UIScrollView/setContentOffset(_:animated:)``,
  ///   ``UITableView/scrollToRow(at:at:animated:)``,
  ///   ``UITableView/selectRow(at:animated:scrollPosition:)``,
  ///   ``Headless/UIScrollView/setContentOffset(_:animated:)``,
  ///   ``UICollectionView/scrollToItem(at:at:animated:)``): `didScroll`,
  ///   then, when `animated` is `true` and the offset changed,
  ///   ``scrollViewDidEndScrollingAnimation(_:)``. A scroll that does not
  ///   move the content calls neither, as in UIKit.
  /// - **User drags** (``UIScrollView/dragToScroll(by:velocity:steps:)``):
  ///   ``scrollViewWillBeginDragging(_:)``, `didScroll` for each step,
  ///   ``scrollViewWillEndDragging(_:withVelocity:targetContentOffset:)``
  ///   (which may move the target),
  ///   ``scrollViewDidEndDragging(_:willDecelerate:)``, and when the content
  ///   decelerates, ``scrollViewWillBeginDecelerating(_:)``, `didScroll` for
  ///   each step and ``scrollViewDidEndDecelerating(_:)``.
  /// - **A tap on the status bar** (``UIScrollView/tapStatusBar()``):
  ///   ``scrollViewShouldScrollToTop(_:)``, then `didScroll` and
  ///   ``scrollViewDidScrollToTop(_:)``.
  ///
  /// While the view's `recordsEvents` is on, each call is recorded under
  /// its UIKit name (`scrollViewDidScroll`, ...), in order with the display
  /// callbacks.
  @MainActor
  public protocol UIScrollViewDelegate: AnyObject {
    /// The content offset changed (``UIScrollView/contentOffset`` holds the new one).
    ///
    /// - Parameter scrollView: The view that scrolled.
    func scrollViewDidScroll(_ scrollView: UIScrollView)

    /// The user is about to drag the content.
    ///
    /// - Parameter scrollView: The view about to be dragged.
    func scrollViewWillBeginDragging(_ scrollView: UIScrollView)

    /// The user lifted the finger after dragging.
    ///
    /// - Parameters:
    ///   - scrollView: The view the user dragged.
    ///   - velocity: The velocity of the content offset at release, in points
    ///     per millisecond (positive when the offset grows).
    ///   - targetContentOffset: Where the content will come to rest; set its
    ///     `pointee` to stop elsewhere (the view clamps it to the content).
    ///     The pointer is valid during the call only.
    func scrollViewWillEndDragging(
      _ scrollView: UIScrollView, withVelocity velocity: CGPoint,
      targetContentOffset: UnsafeMutablePointer<CGPoint>)

    /// The user's drag ended.
    ///
    /// - Parameters:
    ///   - scrollView: The view the user dragged.
    ///   - decelerate: `true` when the content goes on moving (decelerating)
    ///     towards the target; `false` when it stops at once.
    func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool)

    /// The content starts decelerating after a drag.
    ///
    /// - Parameter scrollView: The view.
    func scrollViewWillBeginDecelerating(_ scrollView: UIScrollView)

    /// The content stopped after decelerating.
    ///
    /// - Parameter scrollView: The view.
    func scrollViewDidEndDecelerating(_ scrollView: UIScrollView)

    /// An animated programmatic scroll ended (not called when `animated` was
    /// `false`, nor when the offset did not change).
    ///
    /// - Parameter scrollView: The view.
    func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView)

    /// Whether a tap on the status bar scrolls the content to the top. Default: `true`.
    ///
    /// Asked only when ``UIScrollView/scrollsToTop`` is `true`.
    ///
    /// - Parameter scrollView: The view.
    /// - Returns: `false` to keep the offset.
    func scrollViewShouldScrollToTop(_ scrollView: UIScrollView) -> Bool

    /// A tap on the status bar scrolled the content to the top.
    ///
    /// - Parameter scrollView: The view.
    func scrollViewDidScrollToTop(_ scrollView: UIScrollView)

    /// The view's ``UIScrollView/adjustedContentInset`` changed (on the
    /// host: its ``UIScrollView/contentInset``).
    ///
    /// - Parameter scrollView: The view.
    func scrollViewDidChangeAdjustedContentInset(_ scrollView: UIScrollView)
  }
}

extension Headless.UIScrollViewDelegate {
  /// Does nothing.
  ///
  /// A ``Headless/DelegateForwarding`` delegate hands the call on instead.
  public func scrollViewDidScroll(_ scrollView: Headless.UIScrollView) {
    _ = forwardedScroll { $0.scrollViewDidScroll(scrollView) }
  }

  /// Does nothing.
  ///
  /// A ``Headless/DelegateForwarding`` delegate hands the call on instead.
  public func scrollViewWillBeginDragging(_ scrollView: Headless.UIScrollView) {
    _ = forwardedScroll { $0.scrollViewWillBeginDragging(scrollView) }
  }

  /// Does nothing: the content stops where the drag's velocity takes it.
  ///
  /// A ``Headless/DelegateForwarding`` delegate hands the call on instead.
  public func scrollViewWillEndDragging(
    _ scrollView: Headless.UIScrollView, withVelocity velocity: CGPoint,
    targetContentOffset: UnsafeMutablePointer<CGPoint>
  ) {
    _ = forwardedScroll {
      $0.scrollViewWillEndDragging(
        scrollView, withVelocity: velocity, targetContentOffset: targetContentOffset)
    }
  }

  /// Does nothing.
  ///
  /// A ``Headless/DelegateForwarding`` delegate hands the call on instead.
  public func scrollViewDidEndDragging(
    _ scrollView: Headless.UIScrollView, willDecelerate decelerate: Bool
  ) {
    _ = forwardedScroll { $0.scrollViewDidEndDragging(scrollView, willDecelerate: decelerate) }
  }

  /// Does nothing.
  ///
  /// A ``Headless/DelegateForwarding`` delegate hands the call on instead.
  public func scrollViewWillBeginDecelerating(_ scrollView: Headless.UIScrollView) {
    _ = forwardedScroll { $0.scrollViewWillBeginDecelerating(scrollView) }
  }

  /// Does nothing.
  ///
  /// A ``Headless/DelegateForwarding`` delegate hands the call on instead.
  public func scrollViewDidEndDecelerating(_ scrollView: Headless.UIScrollView) {
    _ = forwardedScroll { $0.scrollViewDidEndDecelerating(scrollView) }
  }

  /// Does nothing.
  ///
  /// A ``Headless/DelegateForwarding`` delegate hands the call on instead.
  public func scrollViewDidEndScrollingAnimation(_ scrollView: Headless.UIScrollView) {
    _ = forwardedScroll { $0.scrollViewDidEndScrollingAnimation(scrollView) }
  }

  /// Returns `true`: the content scrolls to the top.
  ///
  /// A ``Headless/DelegateForwarding`` delegate hands the call on instead.
  public func scrollViewShouldScrollToTop(_ scrollView: Headless.UIScrollView) -> Bool {
    forwardedScroll { $0.scrollViewShouldScrollToTop(scrollView) } ?? true
  }

  /// Does nothing.
  ///
  /// A ``Headless/DelegateForwarding`` delegate hands the call on instead.
  public func scrollViewDidScrollToTop(_ scrollView: Headless.UIScrollView) {
    _ = forwardedScroll { $0.scrollViewDidScrollToTop(scrollView) }
  }

  /// Does nothing.
  ///
  /// A ``Headless/DelegateForwarding`` delegate hands the call on instead.
  public func scrollViewDidChangeAdjustedContentInset(_ scrollView: Headless.UIScrollView) {
    _ = forwardedScroll { $0.scrollViewDidChangeAdjustedContentInset(scrollView) }
  }
}
