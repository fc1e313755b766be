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
///   method is called only when implemented, through the small shims at the
///   end of this file; on CellarHost the protocols' defaults make every call
///   safe.
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
    #if canImport(UIKit) && canImport(ObjectiveC)
      let current = view.delegate
      view.delegate = nil
      view.delegate = current
    #endif
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

#if canImport(UIKit) && canImport(ObjectiveC)
  // MARK: UIKit: Objective-C forwarding, and the chained calls' shims

  extension ListCoordinator {
    /// The name of the protocol whose methods go to the app's delegate when
    /// the coordinator lacks them: the view's delegate protocol.
    @objc nonisolated var forwardedProtocolName: String { "UIScrollViewDelegate" }

    /// Whether the coordinator implements the method, or forwards it to an
    /// app's delegate that does.
    override func responds(to aSelector: Selector!) -> Bool {
      super.responds(to: aSelector) || forwardingTarget(for: aSelector) != nil
    }

    /// The app's delegate, for a method of the view's delegate protocol
    /// that the coordinator does not implement and the app's delegate does.
    override func forwardingTarget(for aSelector: Selector!) -> Any? {
      guard let aSelector, let target = forwardingDelegate as? any NSObjectProtocol,
        declares(aSelector), target.responds(to: aSelector)
      else { return nil }
      return target
    }

    /// Whether the view's delegate protocol (or one it inherits) declares
    /// the method, required or optional: data-source methods never go to
    /// the app's delegate.
    private nonisolated func declares(_ selector: Selector) -> Bool {
      guard let forwarded = NSProtocolFromString(forwardedProtocolName) else { return false }
      return [false, true].contains { required in
        protocol_getMethodDescription(forwarded, selector, required, true).name != nil
      }
    }

    /// The app's delegate as a scroll-view delegate, for the chained calls.
    var appScrollDelegate: AppScrollDelegate? {
      (forwardingDelegate as? any UIScrollViewDelegate).map(AppScrollDelegate.init)
    }
  }

  /// The app's scroll-view delegate, with the chained notifications callable
  /// whether or not it implements them.
  @MainActor
  struct AppScrollDelegate {
    /// The app's delegate.
    let base: any UIScrollViewDelegate

    func scrollViewDidScroll(_ scrollView: UIScrollView) {
      base.scrollViewDidScroll?(scrollView)
    }

    func scrollViewWillBeginDragging(_ scrollView: UIScrollView) {
      base.scrollViewWillBeginDragging?(scrollView)
    }

    func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {
      base.scrollViewDidEndDragging?(scrollView, willDecelerate: decelerate)
    }

    func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) {
      base.scrollViewDidEndDecelerating?(scrollView)
    }

    func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView) {
      base.scrollViewDidEndScrollingAnimation?(scrollView)
    }

    func scrollViewDidScrollToTop(_ scrollView: UIScrollView) {
      base.scrollViewDidScrollToTop?(scrollView)
    }
  }

  /// The app's table-view delegate, with the notifications that
  /// ``TableCoordinator`` chains callable whether or not it implements them.
  @MainActor
  struct AppTableDelegate {
    /// The app's delegate.
    let base: any UITableViewDelegate

    func tableView(
      _ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath
    ) {
      base.tableView?(tableView, willDisplay: cell, forRowAt: indexPath)
    }

    func tableView(
      _ tableView: UITableView, didEndDisplaying cell: UITableViewCell,
      forRowAt indexPath: IndexPath
    ) {
      base.tableView?(tableView, didEndDisplaying: cell, forRowAt: indexPath)
    }

    func tableView(
      _ tableView: UITableView, willDisplayHeaderView view: UIView, forSection section: Int
    ) {
      base.tableView?(tableView, willDisplayHeaderView: view, forSection: section)
    }

    func tableView(
      _ tableView: UITableView, willDisplayFooterView view: UIView, forSection section: Int
    ) {
      base.tableView?(tableView, willDisplayFooterView: view, forSection: section)
    }

    func tableView(
      _ tableView: UITableView, didEndDisplayingHeaderView view: UIView, forSection section: Int
    ) {
      base.tableView?(tableView, didEndDisplayingHeaderView: view, forSection: section)
    }

    func tableView(
      _ tableView: UITableView, didEndDisplayingFooterView view: UIView, forSection section: Int
    ) {
      base.tableView?(tableView, didEndDisplayingFooterView: view, forSection: section)
    }

    func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
      base.tableView?(tableView, didSelectRowAt: indexPath)
    }

    func tableView(_ tableView: UITableView, didDeselectRowAt indexPath: IndexPath) {
      base.tableView?(tableView, didDeselectRowAt: indexPath)
    }

    func tableView(_ tableView: UITableView, didEndEditingRowAt indexPath: IndexPath?) {
      base.tableView?(tableView, didEndEditingRowAt: indexPath)
    }
  }

  /// The app's collection-view delegate, with the notifications that
  /// ``GridCoordinator`` chains callable whether or not it implements them.
  @MainActor
  struct AppGridDelegate {
    /// The app's delegate.
    let base: any UICollectionViewDelegate

    func collectionView(
      _ collectionView: UICollectionView, willDisplay cell: UICollectionViewCell,
      forItemAt indexPath: IndexPath
    ) {
      base.collectionView?(collectionView, willDisplay: cell, forItemAt: indexPath)
    }

    func collectionView(
      _ collectionView: UICollectionView, didEndDisplaying cell: UICollectionViewCell,
      forItemAt indexPath: IndexPath
    ) {
      base.collectionView?(collectionView, didEndDisplaying: cell, forItemAt: indexPath)
    }

    func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
      base.collectionView?(collectionView, didSelectItemAt: indexPath)
    }

    func collectionView(
      _ collectionView: UICollectionView, didDeselectItemAt indexPath: IndexPath
    ) {
      base.collectionView?(collectionView, didDeselectItemAt: indexPath)
    }
  }

  extension TableCoordinator {
    /// `UITableViewDelegate` (which inherits `UIScrollViewDelegate`).
    @objc override nonisolated var forwardedProtocolName: String { "UITableViewDelegate" }

    /// The app's delegate, for the chained calls.
    var appTableDelegate: AppTableDelegate? {
      (forwardingDelegate as? any UITableViewDelegate).map(AppTableDelegate.init)
    }
  }

  extension GridCoordinator {
    /// `UICollectionViewDelegateFlowLayout` (which inherits
    /// `UICollectionViewDelegate` and `UIScrollViewDelegate`).
    @objc override nonisolated var forwardedProtocolName: String {
      "UICollectionViewDelegateFlowLayout"
    }

    /// The app's delegate, for the chained calls.
    var appGridDelegate: AppGridDelegate? {
      (forwardingDelegate as? any UICollectionViewDelegate).map(AppGridDelegate.init)
    }
  }
#else
  // MARK: CellarHost: the protocols' defaults forward
  //
  // (Also the UIKit check of `UIKitCheck/`, whose UIKit protocols are the
  // host's, with their default implementations, and which has no
  // Objective-C runtime to forward with: there the app's delegate gets only
  // the chained calls.)

  #if !canImport(UIKit)
    extension ListCoordinator: Headless.DelegateForwarding {}
  #endif

  extension ListCoordinator {
    /// The app's delegate as a scroll-view delegate, for the chained calls.
    var appScrollDelegate: (any UIScrollViewDelegate)? {
      forwardingDelegate as? any UIScrollViewDelegate
    }
  }

  extension TableCoordinator {
    /// The app's delegate, for the chained calls.
    var appTableDelegate: (any UITableViewDelegate)? {
      forwardingDelegate as? any UITableViewDelegate
    }
  }

  extension GridCoordinator {
    /// The app's delegate, for the chained calls.
    var appGridDelegate: (any UICollectionViewDelegate)? {
      forwardingDelegate as? any UICollectionViewDelegate
    }
  }
#endif
