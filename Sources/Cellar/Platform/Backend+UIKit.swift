#if canImport(UIKit)
  import CellarHost
  import UIKit

  // Where a Table or a Grid reaches UIKit's views another way than
  // CellarHost's (see `Backend+CellarHost.swift`): registration by class,
  // the coordinator kept by Objective-C association, UIKit's idle turn, and
  // each batch validated with CellarHost's rules before it is sent.
  // Everything else is one source on both platforms.

  /// What a ``Table`` does through UIKit's `UITableView` that it does
  /// another way on CellarHost (see `Backend+CellarHost.swift`).
  extension Table {
    /// Unavailable on UIKit: a `UITableView` reconfiguring a row asks for
    /// the cell it has through `dequeueReusableCell(withIdentifier:for:)`,
    /// which only registered classes and nibs serve.
    ///
    /// - Parameters:
    ///   - cellType: The cell type.
    ///   - factory: A maker UIKit cannot use.
    @available(
      *, unavailable,
      message:
        "UITableView makes reconfigurable cells only from registered classes: use register(_:cellClass:)"
    )
    public func register<Cell: ConfigurableCell>(
      _ cellType: Cell.Type, factory: @escaping @MainActor () -> UITableViewCell
    ) {
      register(cellType, cellClass: cellType)
    }

    /// Dequeues a cell of the row's type.
    ///
    /// UIKit makes table cells from registered classes (and nibs): the
    /// row's class (or the one given to ``register(_:cellClass:)``) is
    /// registered the first time a row needs it, and the cell is dequeued
    /// with its index path, which a reconfigure requires (UIKit then hands
    /// back the cell the row has).
    func dequeueCell(for storage: AnyRowStorage, identifier: String, at indexPath: IndexPath)
      throws -> UITableViewCell
    {
      if !registeredCells.contains(identifier) {
        let cellClass = cellClasses[identifier] ?? storage.tableCellClass
        tableView.register(cellClass, forCellReuseIdentifier: identifier)
        registeredCells.insert(identifier)
      }
      return tableView.dequeueReusableCell(withIdentifier: identifier, for: indexPath)
    }

    /// The cell the table view gets for a row whose dequeued cell is of
    /// another class than the row's (the error went to `viewFailed(_:)`):
    /// that cell, unconfigured, since UIKit must get back the cell it
    /// dequeued (since iOS 18 it raises otherwise).
    func cellForMismatch(_ dequeued: UITableViewCell) -> UITableViewCell {
      dequeued
    }

    /// Dequeues a header or footer view of the type: its class is registered
    /// the first time a section needs it, unless it has a custom factory,
    /// which then makes the views the table view has none to recycle of.
    func dequeueHeaderFooter(for storage: AnyHeaderFooterStorage, identifier: String)
      -> UITableViewHeaderFooterView?
    {
      if let factory = headerFooterFactories[identifier] {
        return tableView.dequeueReusableHeaderFooterView(withIdentifier: identifier) ?? factory()
      }
      if !registeredHeaderFooters.contains(identifier) {
        tableView.register(storage.viewClass, forHeaderFooterViewReuseIdentifier: identifier)
        registeredHeaderFooters.insert(identifier)
      }
      return tableView.dequeueReusableHeaderFooterView(withIdentifier: identifier)
    }

    /// Unregisters the class of a cell type whose class changed, so that
    /// the next dequeue registers the new one.
    func factoryChanged(forCell identifier: String) {
      guard registeredCells.remove(identifier) != nil else { return }
      tableView.register(nil as AnyClass?, forCellReuseIdentifier: identifier)
    }

    /// Unregisters the class of a header or footer type whose factory
    /// changed, so that the factory makes the next views.
    func factoryChanged(forHeaderFooter identifier: String) {
      guard registeredHeaderFooters.remove(identifier) != nil else { return }
      tableView.register(nil as AnyClass?, forHeaderFooterViewReuseIdentifier: identifier)
    }

    /// `false`: UIKit does not say when it handles an event. Updates asked
    /// for from a table callback still wait until the callback returns.
    var viewIsBusy: Bool { false }

    /// Runs `body` on the main actor's next turn, after the current UIKit
    /// event.
    func whenViewIdle(_ body: @escaping @MainActor () -> Void) {
      Task { @MainActor in body() }
    }
  }

  /// The key under which a view keeps the coordinator of its table or grid.
  nonisolated(unsafe) private var cellarCoordinatorKey: UInt8 = 0

  extension UIScrollView {
    /// Keeps the coordinator of a table or grid (its data source and
    /// delegate, which UIKit holds weakly) alive as long as the view.
    ///
    /// The table owns the coordinator, and the coordinator holds the table
    /// weakly, so the view still does not keep the table alive. But a view
    /// that outlives its table (a table kept in a local variable by
    /// mistake) keeps a data source: UIKit, whose counts are cached, would
    /// otherwise ask a `nil` data source for cells and raise. The
    /// coordinator then answers no sections, and empty cells until the
    /// view reloads.
    func keepCellarCoordinator(_ coordinator: NSObject) {
      objc_setAssociatedObject(
        self, &cellarCoordinatorKey, coordinator, .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
    }
  }

  /// What a ``Grid`` does through UIKit's `UICollectionView` that it does
  /// another way on CellarHost (see `Backend+CellarHost.swift`).
  extension Grid {
    /// Unavailable on UIKit: `UICollectionView` makes cells only from
    /// registered classes and nibs.
    ///
    /// - Parameters:
    ///   - cellType: The cell type.
    ///   - factory: A maker UIKit cannot call.
    @available(
      *, unavailable,
      message:
        "UICollectionView makes cells only from registered classes: use register(_:cellClass:)"
    )
    public func register<Cell: ConfigurableCollectionCell>(
      _ cellType: Cell.Type, factory: @escaping @MainActor () -> UICollectionViewCell
    ) {
      register(cellType, cellClass: cellType)
    }

    /// The cell the collection view gets for an item whose dequeued cell is
    /// of another class than the item's (the error went to
    /// `viewFailed(_:)`): that cell, unconfigured, since UIKit must get back
    /// the cell it dequeued (since iOS 18 it raises otherwise).
    func cellForMismatch(_ dequeued: UICollectionViewCell, at indexPath: IndexPath)
      -> UICollectionViewCell
    {
      dequeued
    }

    /// The view the collection view gets for a header or footer whose
    /// dequeued view is of another class, as ``cellForMismatch(_:at:)``.
    func supplementaryViewForMismatch(
      _ dequeued: UICollectionReusableView, ofKind kind: String, at indexPath: IndexPath
    ) -> UICollectionReusableView {
      dequeued
    }

    /// Registers the item's cell class with the collection view the first
    /// time an item needs it, and dequeues a cell. (UIKit makes collection
    /// view cells only from registered classes and nibs.)
    func dequeueCell(for storage: AnyRowStorage, identifier: String, at indexPath: IndexPath)
      throws -> UICollectionViewCell
    {
      if !registeredCells.contains(identifier) {
        let cellClass = cellClasses[identifier] ?? storage.collectionCellClass
        collectionView.register(cellClass, forCellWithReuseIdentifier: identifier)
        registeredCells.insert(identifier)
      }
      return collectionView.dequeueReusableCell(withReuseIdentifier: identifier, for: indexPath)
    }

    /// Gives the collection view a cell class registered after the type's
    /// first use.
    func factoryChanged(forCell identifier: String) {
      guard registeredCells.contains(identifier), let cellClass = cellClasses[identifier] else {
        return
      }
      collectionView.register(cellClass, forCellWithReuseIdentifier: identifier)
    }

    /// Dequeues a registered supplementary view.
    func dequeueSupplementary(ofKind kind: String, identifier: String, at indexPath: IndexPath)
      throws -> UICollectionReusableView
    {
      collectionView.dequeueReusableSupplementaryView(
        ofKind: kind, withReuseIdentifier: identifier, for: indexPath)
    }

    /// Nothing to do: the coordinator is the collection view's delegate,
    /// which UIKit's flow layout asks for sizes and metrics.
    func installLayoutDelegate(for sections: [Section]) {}

    /// `false`: UIKit does not say when it handles an event. Updates asked
    /// for from a grid callback still wait until the callback returns.
    var viewIsBusy: Bool { false }

    /// Runs `body` on the main actor's next turn, after the current UIKit
    /// event.
    func whenViewIdle(_ body: @escaping @MainActor () -> Void) {
      Task { @MainActor in body() }
    }
  }

  // UIKit raises an exception for a batch that does not fit its counts and
  // leaves the app to crash. Cellar checks each batch first with
  // CellarHost's validator, a pure function of UIKit's rules on the counts:
  // UIKit gets only batches it accepts, and a planner bug becomes a typed
  // error (reported through the table's `onError`, recovered with
  // `reloadData`), never a crash.

  /// A UIKit view that a planned batch is sent to, once CellarHost's
  /// validator has accepted it.
  protocol UIKitBatchTarget: BatchUpdateTarget {
    /// UIKit's batch update.
    func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)?)
    /// The row (or item) count of each section, as the view has them now.
    var sectionCounts: [Int] { get }
  }

  extension UITableView: UIKitBatchTarget {
    /// `nil`: UIKit keeps prepared (prefetched) cells off screen too, and
    /// `reconfigureRows(at:)` reaches them; it skips rows without a cell.
    var rowsWithCells: [IndexPath]? { nil }
    var sectionCounts: [Int] { (0..<numberOfSections).map { numberOfRows(inSection: $0) } }
  }

  extension UICollectionView: UIKitBatchTarget {
    /// `nil`: UIKit keeps prepared (prefetched) cells off screen too, and
    /// `reconfigureItems(at:)` reaches them; it skips items without a cell.
    var rowsWithCells: [IndexPath]? { nil }
    var sectionCounts: [Int] { (0..<numberOfSections).map { numberOfItems(inSection: $0) } }
  }

  extension UIKitBatchTarget {
    /// Validates the batch against the view's counts, then sends its calls
    /// inside one `performBatchUpdates`.
    ///
    /// - Returns: Whether UIKit applies it as a `reloadData` (a table's row
    ///   moved out of a deleted section or into an inserted one; a
    ///   collection view applies every valid batch item by item).
    /// - Throws: ``BatchUpdateTarget/Rejection`` for a batch UIKit would
    ///   reject; the view is then untouched.
    @discardableResult
    func performBatch(
      _ batch: Headless.Batch, animation: Animation, newCounts: [Int], updateData: () -> Void
    ) throws -> Bool {
      assert(batch.surface == Self.batchSurface, "a \(batch.surface) batch sent to the wrong view")
      // The index paths once, for the check and for UIKit.
      let calls = batch.calls
      let fallsBack = try Headless.Batch(batch.surface, calls: calls).validate(
        before: sectionCounts, after: newCounts)
      withoutActuallyEscaping(updateData) { updateData in
        performBatchUpdates(
          {
            updateData()
            for call in calls { self.send(call, animation: animation) }
          }, completion: nil)
      }
      return fallsBack
    }
  }

  /// Raises UIKit's `NSInternalInconsistencyException` with `reason`, where
  /// UIKit raises it: as an `NSException`, as UIKit does. (Without an
  /// Objective-C runtime, in `Scripts/uikit-check.sh`'s build of this file
  /// on Linux, there are no `NSException`s: CellarHost's `UIKitException`
  /// raises it.)
  ///
  /// - Parameter reason: UIKit's reason text.
  @MainActor func raiseInternalInconsistency(_ reason: String) {
    #if canImport(ObjectiveC)
      NSException(name: .internalInconsistencyException, reason: reason, userInfo: nil).raise()
    #else
      UIKitException.raise(UIKitException(name: .internalInconsistency, reason: reason))
    #endif
  }

  /// The error for a cell asked of a data source at a place it has no row
  /// or item: CellarHost's dequeue error, which names the index path.
  func missingCellError(at indexPath: IndexPath) -> any Error {
    CellarHost.Headless.UITableView.DequeueError.missingCell(indexPath: indexPath)
  }

  extension UpdateDriver {
    /// Takes the failure of a view the table view or collection view asked
    /// for (a cell or a header of the wrong class, a dequeue error, a row
    /// that is gone): the data source cannot throw, so it answers with an
    /// empty or unconfigured view and says why here.
    ///
    /// On CellarHost, while an update is applied (the view lays out inside
    /// it), the first failure is kept, and the update throws it once the view
    /// returns (``rethrowViewFailure()``) and rolls back. Otherwise, and on
    /// UIKit (which asks for cells when it lays out, after the update has
    /// returned), it is reported through `onError`.
    func viewFailed(_ error: any Error) {
      report(error)
    }
  }

  #if canImport(ObjectiveC)
    // MARK: Objective-C forwarding to the app's delegate, and the chained calls' shims
    //
    // (The coordinator's shared part is `ListCoordinator.swift`; without an
    // Objective-C runtime, its end declares these members.)

    extension ListCoordinator {
      /// Has `view` ask its delegate again which methods it implements: UIKit
      /// reads that once, when the delegate is set.
      ///
      /// - Parameter view: The view whose delegate the coordinator is.
      func refreshDelegateAnswers(of view: UIScrollView) {
        let current = view.delegate
        view.delegate = nil
        view.delegate = current
      }

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

      func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath)
      {
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
    // The UIKit check (`UIKitCheck/`): its UIKit is CellarHost under UIKit's
    // names, with no Objective-C runtime, so the coordinator forwards as on
    // CellarHost (see the end of `ListCoordinator.swift`).
    extension ListCoordinator: Headless.DelegateForwarding {}
  #endif
#endif
