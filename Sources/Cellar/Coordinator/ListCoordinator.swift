import CellarHost
import Foundation

/// What the coordinators of tables and grids (``TableCoordinator``,
/// ``GridCoordinator``) share: the app's delegate, which gets every
/// delegate call that the table or grid does not answer, and the scroll
/// calls, which run the scroll closures and then reach the app's delegate.
///
/// A coordinator is its view's delegate, so the app's delegate
/// (``Table/delegate``, ``Grid/delegate``) is reached in two ways, the same
/// on both platforms:
///
/// - **Forwarded**: a delegate method the coordinator does not implement
///   goes to the app's delegate untouched, as if it were the view's
///   delegate. On UIKit, `responds(to:)` and `forwardingTarget(for:)` do it
///   for the selectors of the view's delegate protocol (so UIKit sees a
///   method as implemented exactly when the app implements it); on
///   CellarHost, ``Headless/DelegateForwarding`` does it in the protocols'
///   default implementations.
/// - **Chained**: a notification the coordinator handles (display,
///   selection, the end of a swipe, the scroll events) runs the rows' or
///   items' handlers and the closures first, then reaches the app's
///   delegate, as a callback of the table or grid (an update it asks for is
///   queued until the view's event is over). On UIKit the app's optional
///   method is called only when implemented, through the small shims of
///   `Backend+UIKit.swift`; on CellarHost the protocols' defaults make every
///   call safe (the extension at the end of this file).
///
/// Questions the table or grid answers (heights, sizes, header views, swipe
/// actions, editing styles) are answered by it alone: two answers cannot
/// both win, and the rows and items are where the app gives them.
@MainActor
class ListCoordinator: NSObject {
  /// The table or grid, for its callback queue and scroll closures; `nil`
  /// once it is gone. Set once, in `init`.
  @exclusivity(unchecked) weak var driver: (any UpdateDriver)?

  /// The app's delegate, held weakly (``Table/delegate``, ``Grid/delegate``).
  ///
  /// Set on the main actor only; UIKit may ask `responds(to:)`, which reads
  /// it, from outside an isolated context, and a weak reference's load is
  /// safe from any thread.
  nonisolated(unsafe) weak var forwardingDelegate: AnyObject?

  /// Whether a `reloadData` is scheduled because the table or grid is gone.
  private var reloadScheduled = false

  /// Makes the coordinator of a table or a grid.
  init(driver: any UpdateDriver) {
    self.driver = driver
  }

  /// Once the table or grid is gone (the view keeps its coordinator, see
  /// `keepCellarCoordinator`), has the view reload, on the next turn, to
  /// the nothing it now answers (`reload`); until then it gets empty cells.
  func driverIsGone(reload: @escaping @MainActor () -> Void) {
    guard !reloadScheduled else { return }
    reloadScheduled = true
    Task { @MainActor in reload() }
  }

  /// Sets the app's delegate, and has `view` ask its delegate again which
  /// methods it implements (UIKit reads that once, when the delegate is set).
  ///
  /// Another table's or grid's coordinator (what its view's `delegate`
  /// reads) is not an app's delegate: it is ignored, so calls can never go
  /// round a cycle of tables.
  func setForwardingDelegate(_ delegate: AnyObject?, of view: UIScrollView) {
    forwardingDelegate = delegate is ListCoordinator ? nil : delegate
    refreshDelegateAnswers(of: view)
  }

  /// Hands a notification that the table or grid has handled on to the
  /// app's delegate, if any, as a callback of the table or grid.
  func chain<App>(_ app: App?, _ call: (App) -> Void) {
    guard let app else { return }
    guard let driver else { return call(app) }
    driver.inCallback { call(app) }
  }
}

// MARK: Scrolling: the closures, then the app

// Declared with the conformance, so that a name that misses UIKit's is
// a compile error ("nearly matches"), not a silent default.
extension ListCoordinator: UIScrollViewDelegate {
  func scrollViewDidScroll(_ scrollView: UIScrollView) {
    driver?.runScrollHandler(\.onScroll, scrollView.contentOffset)
    chain(appScrollDelegate) { $0.scrollViewDidScroll(scrollView) }
  }

  func scrollViewWillBeginDragging(_ scrollView: UIScrollView) {
    driver?.runScrollHandler(\.onWillBeginDragging)
    chain(appScrollDelegate) { $0.scrollViewWillBeginDragging(scrollView) }
  }

  func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {
    driver?.runScrollHandler(\.onEndDragging, decelerate)
    chain(appScrollDelegate) { $0.scrollViewDidEndDragging(scrollView, willDecelerate: decelerate) }
  }

  func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) {
    driver?.runScrollHandler(\.onEndDecelerating, scrollView.contentOffset)
    chain(appScrollDelegate) { $0.scrollViewDidEndDecelerating(scrollView) }
  }

  func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView) {
    driver?.runScrollHandler(\.onEndScrollingAnimation, scrollView.contentOffset)
    chain(appScrollDelegate) { $0.scrollViewDidEndScrollingAnimation(scrollView) }
  }

  func scrollViewDidScrollToTop(_ scrollView: UIScrollView) {
    driver?.runScrollHandler(\.onScrollToTop)
    chain(appScrollDelegate) { $0.scrollViewDidScrollToTop(scrollView) }
  }
}

// MARK: Without Objective-C: the protocols' defaults forward

// CellarHost's views, and the UIKit check's (`UIKitCheck/`, whose UIKit is
// CellarHost under UIKit's names), forward the calls a coordinator does not
// implement in their delegate protocols' default implementations, once the
// coordinator is a `Headless.DelegateForwarding` (`Backend+CellarHost.swift`,
// and `Backend+UIKit.swift` where there is no Objective-C runtime). Those
// defaults also make every chained call safe, so the app's delegate is used
// as it is. On UIKit with Objective-C the coordinator is no
// `DelegateForwarding`, and `Backend+UIKit.swift` declares these members.
extension Headless.DelegateForwarding where Self: ListCoordinator {
  /// The app's delegate as a scroll-view delegate, for the chained calls.
  var appScrollDelegate: (any Headless.UIScrollViewDelegate)? {
    forwardingDelegate as? any Headless.UIScrollViewDelegate
  }

  /// The app's delegate as a table-view delegate, for the chained calls.
  var appTableDelegate: (any Headless.UITableViewDelegate)? {
    forwardingDelegate as? any Headless.UITableViewDelegate
  }

  /// The app's delegate as a collection-view delegate, for the chained calls.
  var appGridDelegate: (any Headless.UICollectionViewDelegate)? {
    forwardingDelegate as? any Headless.UICollectionViewDelegate
  }

  /// Does nothing: the view reads which methods its delegate answers on
  /// each call.
  ///
  /// - Parameter view: The view whose delegate the coordinator is.
  func refreshDelegateAnswers(of view: UIScrollView) {}
}
