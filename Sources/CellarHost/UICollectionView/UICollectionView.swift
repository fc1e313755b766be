import Foundation

extension Headless {
  /// A headless, deterministic simulation of UIKit's `UICollectionView` with a
  /// ``UICollectionViewFlowLayout`` or a ``UICollectionViewCompositionalLayout``.
  ///
  /// `UICollectionView` runs collection code written against UIKit's data-source
  /// and delegate model on any platform, without a screen. It keeps one reuse
  /// pool per cell identifier and one per (element kind, identifier), asks the
  /// layout which elements intersect the viewport, and creates, displays and
  /// recycles views in UIKit's order.
  ///
  /// ```swift
  /// let layout = UICollectionViewFlowLayout()
  /// layout.itemSize = CGSize(width: 100, height: 100)
  /// let grid = UICollectionView(
  ///   frame: CGRect(x: 0, y: 0, width: 320, height: 480), collectionViewLayout: layout)
  /// grid.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "Cell")
  /// grid.dataSource = model
  /// grid.layoutIfNeeded()          // loads counts, displays visible items
  /// grid.scrollToItem(at: IndexPath(item: 40, section: 0), at: .top, animated: false)
  /// print(grid.render())
  /// ```
  ///
  /// Like UIKit, the collection view caches its data source's counts and reads
  /// them lazily: ``reloadData()`` only marks them stale, and the next
  /// ``Headless/UIScrollView/layoutIfNeeded()`` (or a count query) reads them again. That pass sends
  /// every visible view through its pool (`didEndDisplaying…`, then the pool)
  /// and asks for the visible ones again, so `reloadData` creates no new views.
  ///
  /// The lifecycle is UIKit's classic one: an item has a cell exactly while it
  /// intersects the viewport, and every `cellForItemAt` is followed at once by
  /// `willDisplay`. Pools are LIFO. Where UIKit raises, the simulator raises
  /// UIKit's exception (``UIKitException``) with UIKit's text
  /// (``DequeueError``, ``ScrollError`` name each case); its own test
  /// drivers throw these values instead.
  ///
  /// Batch updates (``performBatchUpdates(_:completion:)``) are validated with
  /// UIKit's rules and texts, and remap the visible cells and the selection;
  /// user taps (``tapItem(at:)``) run UIKit's highlight and selection callbacks.
  ///
  /// Scrolling (``Headless/UIScrollView/setContentOffset(_:animated:)``, ``scrollToItem(at:at:animated:)``,
  /// ``UIScrollView/dragToScroll(by:velocity:steps:)``, ``UIScrollView/tapStatusBar()``)
  /// comes from ``UIScrollView`` and calls the delegate's ``UIScrollViewDelegate``
  /// methods in UIKit's order; data prefetching is ``prefetchDataSource``'s.
  ///
  /// As on ``UITableView``, each public call that reaches the data source or
  /// delegate (a layout pass, a scroll, a drag step, a tap, a selection, a
  /// batch) is an event: Cellar's `Grid` applies the updates its callbacks
  /// ask for when the outermost event ends, before that call returns.
  @MainActor
  open class UICollectionView: UIScrollView {
    /// The kind of a section header in a flow layout, UIKit's
    /// `UICollectionView.elementKindSectionHeader`.
    nonisolated public static let elementKindSectionHeader = "UICollectionElementKindSectionHeader"

    /// The kind of a section footer in a flow layout, UIKit's
    /// `UICollectionView.elementKindSectionFooter`.
    nonisolated public static let elementKindSectionFooter = "UICollectionElementKindSectionFooter"

    /// The layout that places items, UIKit's `collectionViewLayout`.
    ///
    /// A ``UICollectionViewFlowLayout`` (item sizes and section metrics come
    /// from its ``UICollectionViewFlowLayout/delegate``, else from this
    /// view's ``delegate`` when it is a ``UICollectionViewDelegateFlowLayout``;
    /// a `Grid`'s view: from the grid) or a
    /// ``UICollectionViewCompositionalLayout``.
    ///
    /// Setting it applies the new layout without animation at the next
    /// layout pass, as UIKit does (``setCollectionViewLayout(_:animated:completion:)``
    /// applies it at once): the old layout's
    /// ``UICollectionViewLayout/collectionView`` becomes `nil` and the new
    /// one's this view; the visible items, the selection and the offset stay
    /// (the offset is clamped to the new content at that pass). A layout
    /// serves one collection view: UIKit keeps a view's layout state in it,
    /// and two views that share one corrupt each other's, so a layout that
    /// another view uses is taken from it (its ``UICollectionViewLayout/collectionView``
    /// becomes this view). Another kind of layout stops the program, as at
    /// ``init(frame:collectionViewLayout:)``.
    public var collectionViewLayout: UICollectionViewLayout {
      get { layout }
      set { adopt(newValue) }
    }

    /// ``collectionViewLayout``, as a layout the host lays out.
    private(set) var layout: any HostLaidOutLayout

    /// ``collectionViewLayout``, when it is a flow layout.
    package var flowLayout: UICollectionViewFlowLayout? { layout as? UICollectionViewFlowLayout }

    /// The metrics Cellar's grid gives for the view, whatever its layout:
    /// asked before the flow layout's own ``UICollectionViewFlowLayout/delegate``
    /// and the view's ``delegate``. The host's own, not UIKit API; like the
    /// layout's delegate, a change takes effect at the next layout pass
    /// that prepares the layout (call ``invalidateLayout()`` to force one).
    package var flowLayoutDelegate: FlowLayoutDelegate?

    /// The object that supplies sections, items and views; held weakly.
    ///
    /// Setting it marks the counts stale, as ``reloadData()`` does.
    public weak var dataSource: (any UICollectionViewDataSource)? {
      didSet { reloadData() }
    }

    /// The object told about views entering and leaving the screen and about
    /// scrolling (``UICollectionViewDelegate`` inherits
    /// ``UIScrollViewDelegate``); held weakly.
    public weak var delegate: (any UICollectionViewDelegate)?

    /// The object told about items about to appear; held weakly. `nil`
    /// disables data prefetching.
    public weak var prefetchDataSource: (any UICollectionViewDataSourcePrefetching)?

    /// Whether data prefetching runs (see ``prefetchDataSource``), UIKit's
    /// `isPrefetchingEnabled`. Default: `true`.
    public var isPrefetchingEnabled = true

    /// How many items beyond the viewport edge, in the direction of
    /// scrolling, are prefetched. Default: 10, as ``UITableView/prefetchDistance``
    /// (UIKit does not document its distance).
    public var prefetchDistance = 10

    /// The size of the visible area, in points: the frame's and the bounds' size.
    ///
    /// A new size lays the content out again at the next ``Headless/UIScrollView/layoutIfNeeded()``.
    /// A size with a side that is NaN, infinite, negative or longer than
    /// ``UIScrollView/maximumViewportLength`` is refused (the old one stays, and
    /// ``UIScrollView/viewportError`` says why; see ``UIScrollView/viewportSize``),
    /// so the flow layout is never asked to lay out a viewport it refuses.
    override public var viewportSize: CGSize {
      didSet {
        layoutIsStale = true
        needsLayout = true
      }
    }

    /// The number of characters each cell takes in ``render()``. Default: 8.
    public var renderCellWidth = 8

    // MARK: State

    /// The cells, by reuse identifier.
    var cellPool = ReusePool<UICollectionViewCell>()
    /// The supplementary views, one pool per element kind.
    var supplementaryPools: [SupplementaryKind: ReusePool<UICollectionReusableView>] = [:]
    /// The counts the data source last reported, or `nil` before the first read.
    var cachedCounts: [Int]?
    /// Whether the counts must be read again before use.
    var countsAreStale = true
    /// Whether the next pass recycles every visible view (after ``reloadData()``).
    var reloadPending = true
    /// Whether the layout must be prepared again.
    var layoutIsStale = true
    /// Whether the visible views may be out of date.
    var needsLayout = true
    /// Whether a layout pass runs now (a re-entrant pass is refused).
    var isLayingOut = false
    /// The displayed cells, by index path.
    var visibleCellsByPath: [IndexPath: UICollectionViewCell] = [:]
    /// The displayed supplementary views, by kind and index path.
    var visibleSupplementaries: [SupplementaryKey: UICollectionReusableView] = [:]
    /// The displayed decoration views, by kind and index path.
    var visibleDecorations: [SupplementaryKey: UICollectionReusableView] = [:]
    /// The decoration views off screen, pooled by kind.
    var decorationPool = ReusePool<UICollectionReusableView>()
    /// Each scrolled orthogonal section's offset across the scroll axis
    /// (a section not named is at 0); ``reloadData()`` resets them.
    var orthogonalOffsets: [Int: CGFloat] = [:]
    /// Whether a callback of the layout pass in progress moved an
    /// orthogonal row (the pass then runs again).
    var orthogonalOffsetChangedInPass = false
    /// The view request in progress, if any.
    var request: ViewRequest?
    /// The reuse identifier given to each cell or supplementary registration
    /// this view has dequeued with, by the registration's token (kept, so
    /// that its identity is never reused).
    var registrations: [ObjectIdentifier: (token: RegistrationToken, identifier: String)] = [:]
    /// The numbers of the registrations made while this view asked its
    /// data source for a view (see `RegistrationCount`): refused when used
    /// on this view, as UIKit refuses them.
    var registrationsMadeInsideRequests: [ClosedRange<Int>] = []
    /// The prefetch window: items prefetched and not yet displayed or cancelled.
    var prefetchWindow: [IndexPath] = []
    /// The offset along the scroll axis at the previous layout pass, for the
    /// direction of scrolling.
    var lastLayoutOffset: CGFloat = 0

    // MARK: Batch and selection state

    /// Whether the user can select items. Default: `true`.
    ///
    /// When `false`, ``tapItem(at:)``, ``selectItem(at:animated:scrollPosition:)``
    /// and ``deselectItem(at:animated:)`` do nothing, as in UIKit.
    public var allowsSelection = true

    /// Whether the user can select more than one item. Default: `false`.
    ///
    /// In multiple-selection mode a tap on a selected item deselects it; in
    /// single-selection mode a selection replaces the previous one.
    public var allowsMultipleSelection = false

    /// Whether the collection view is editing, UIKit's `isEditing` (iOS 14).
    /// Default: `false`.
    ///
    /// List cells show their accessories by it
    /// (``Headless/UICellAccessory/DisplayedState``): the visible ones are
    /// told at once, the others when they are next dequeued.
    open var isEditing = false {
      didSet { if isEditing != oldValue { editingDidChange() } }
    }

    /// Whether the user can select items while the view is editing, UIKit's
    /// `allowsSelectionDuringEditing` (iOS 14). Default: `false`: a tap
    /// (``tapItem(at:)``) on an editing view selects nothing.
    /// ``selectItem(at:animated:scrollPosition:)`` ignores it.
    public var allowsSelectionDuringEditing = false

    /// Whether the user can select more than one item while the view is
    /// editing, UIKit's `allowsMultipleSelectionDuringEditing` (iOS 14).
    /// Default: `false`.
    public var allowsMultipleSelectionDuringEditing = false

    /// Every change the collection view accepted, oldest first: each batch
    /// (an update method called outside a batch counts as a batch of one)
    /// and each ``reloadData()``. It keeps the newest ``updateLogLimit``
    /// entries at most (10,000 by default), dropping the oldest first;
    /// ``clearUpdateLog()`` empties it.
    ///
    /// An index into the log moves when old entries are dropped: to find what
    /// was logged since a moment, note ``updateLogEndPosition`` then, and read
    /// the entries from `that - droppedUpdateLogEntries` on.
    public var updateLog: [Update] { loggedUpdates.entries }

    /// The most entries ``updateLog`` keeps, at least 1. Default: 10,000.
    ///
    /// When a change would make the log longer, the oldest entries are
    /// dropped, a quarter of the limit at a time (so that logging costs O(1)
    /// amortized, not a shift of every entry at each change): the log then
    /// keeps at least three quarters of the limit. Lowering the limit drops
    /// the oldest entries over it at once. Set `Int.max` to keep everything.
    public var updateLogLimit: Int {
      get { loggedUpdates.limit }
      set { loggedUpdates.limit = newValue }
    }

    /// How many entries were dropped from the front of ``updateLog`` (by
    /// ``updateLogLimit`` or ``clearUpdateLog()``) since the collection view was made:
    /// `updateLog[i]` is the `(droppedUpdateLogEntries + i)`-th change logged.
    public var droppedUpdateLogEntries: Int { loggedUpdates.dropped }

    /// How many changes were ever logged: ``droppedUpdateLogEntries`` plus
    /// the entries in ``updateLog``. A position that stays put when old
    /// entries are dropped.
    public var updateLogEndPosition: Int { loggedUpdates.endPosition }

    /// Empties ``updateLog``; its entries count as dropped, so positions
    /// (``updateLogEndPosition``) go on.
    ///
    /// - Complexity: O(*n*), for *n* entries.
    public func clearUpdateLog() {
      loggedUpdates.removeAll()
    }

    /// The storage of ``updateLog``.
    var loggedUpdates = BoundedLog<Update>()

    /// The item the user is moving, between
    /// ``beginInteractiveMovementForItem(at:)`` and its end or cancel.
    var interactiveMovement: InteractiveMovement?

    /// The selected items.
    var selectedPaths: Set<IndexPath> = []
    /// The item highlighted by a tap in progress, if any.
    var highlightedPath: IndexPath?
    /// The nesting depth of ``performBatchUpdates(_:completion:)`` calls.
    var batchDepth = 0
    /// The operations collected by the open batch.
    var pendingBatch: PendingBatch?
    /// Whether a batch is being validated and applied now.
    var isCommittingBatch = false
    /// Counts the batches applied item by item, so that a layout pass whose
    /// callback applied one stops and runs again.
    var appliedBatchCount = 0
    /// Whether the counts are being read from the data source now.
    var isLoadingCounts = false

    /// A supplementary element: its kind and index path.
    struct SupplementaryKey: Hashable, Comparable {
      /// The element kind.
      var kind: String
      /// The element's index path.
      var indexPath: IndexPath

      static func < (lhs: Self, rhs: Self) -> Bool {
        (lhs.indexPath, lhs.kind) < (rhs.indexPath, rhs.kind)
      }
    }

    /// The data-source call in progress: what it was asked for, and the views
    /// it took from pools (put back if it fails).
    struct ViewRequest {
      /// The element kind (`UICollectionElementKindCell` for a cell).
      var kind: String
      /// The index path asked for.
      var indexPath: IndexPath
      /// Cells taken from a pool during the request.
      var takenCells: [UICollectionViewCell] = []
      /// Supplementary views taken from a pool during the request.
      var takenViews: [(SupplementaryKind, UICollectionReusableView)] = []
      /// The cell being reconfigured, which the dequeue hands back, if any.
      var existingCell: UICollectionViewCell?
      /// How many registrations had been made when the request started.
      var registrationsBefore = 0
    }

    /// The element kind UIKit names cells by in its messages.
    static let cellKind = "UICollectionElementKindCell"

    /// Creates a collection view with a frame and a layout, UIKit's
    /// `init(frame:collectionViewLayout:)`.
    ///
    /// Only the frame's size matters: it becomes ``viewportSize``.
    ///
    /// - Parameters:
    ///   - frame: The view's frame.
    ///   - layout: The layout; the collection view keeps it. A
    ///     ``UICollectionViewFlowLayout`` or a ``UICollectionViewCompositionalLayout``:
    ///     the host lays out no other, and another layout stops the program.
    public init(frame: CGRect, collectionViewLayout layout: UICollectionViewLayout) {
      let laidOut = Self.laidOut(layout)
      self.layout = laidOut
      super.init(viewportFrame: frame)
      // A layout serves one view: the view it is taken from gets a new one.
      layout.collectionView?.releaseTakenLayout(laidOut)
      layout.collectionView = self
    }

    /// `layout` as a layout the host lays out; another kind stops the
    /// program.
    private static func laidOut(_ layout: UICollectionViewLayout) -> any HostLaidOutLayout {
      guard let laidOut = layout as? any HostLaidOutLayout else {
        preconditionFailure(
          "CellarHost lays out UICollectionViewFlowLayout and "
            + "UICollectionViewCompositionalLayout only; \(type(of: layout)) is neither")
      }
      return laidOut
    }

    /// Makes `layout` the view's layout (see ``collectionViewLayout``).
    private func adopt(_ layout: UICollectionViewLayout) {
      let newLayout = Self.laidOut(layout)
      if newLayout !== self.layout {
        if self.layout.collectionView === self { self.layout.collectionView = nil }
        newLayout.collectionView?.releaseTakenLayout(newLayout)
        self.layout = newLayout
        newLayout.collectionView = self
      }
      invalidateLayout()
    }

    /// Called on the view a layout is taken from by another: the view
    /// goes on with a fresh layout of the same settings as before, so that
    /// it never lays out with another view's state.
    private func releaseTakenLayout(_ taken: any HostLaidOutLayout) {
      guard taken === layout else { return }
      let replacement = taken.replacementForTakenLayout()
      layout = replacement
      replacement.collectionView = self
      invalidateLayout()
    }

    /// Changes the layout, UIKit's `setCollectionViewLayout(_:animated:)`:
    /// as setting ``collectionViewLayout``, then a layout pass at once.
    ///
    /// - Parameters:
    ///   - layout: The new layout.
    ///   - animated: Whether UIKit would animate: the change is immediate.
    /// - Note: Raises as ``Headless/UIScrollView/layoutIfNeeded()`` does.
    open func setCollectionViewLayout(_ layout: UICollectionViewLayout, animated: Bool) {
      setCollectionViewLayout(layout, animated: animated, completion: nil)
    }

    /// Changes the layout and calls `completion` when the change is done,
    /// UIKit's `setCollectionViewLayout(_:animated:completion:)`: as
    /// setting ``collectionViewLayout``, then a layout pass at once, then
    /// `completion(true)`.
    ///
    /// - Parameters:
    ///   - layout: The new layout.
    ///   - animated: Whether UIKit would animate: the change is immediate.
    ///   - completion: Called with `true` once the new layout is applied;
    ///     not called when the layout pass raises.
    /// - Note: Raises as ``Headless/UIScrollView/layoutIfNeeded()`` does.
    open func setCollectionViewLayout(
      _ layout: UICollectionViewLayout, animated: Bool, completion: ((Bool) -> Void)? = nil
    ) {
      UIKitException.raising {
        beginEvent()
        defer { endEvent() }
        collectionViewLayout = layout
        try layOut()
        completion?(true)
      }
    }

    /// Creates a collection view from an archive, UIKit's `init?(coder:)`.
    ///
    /// UIKit requires every subclass that declares its own designated
    /// initializers to provide it, and so does the host. The host has no
    /// storyboards or nibs to decode a view from: this initializer always
    /// fails.
    ///
    /// - Parameter coder: The archive; never read.
    /// - Returns: `nil`.
    public required init?(coder: NSCoder) {
      return nil
    }

    // MARK: Batch updates and reloading (UIKit's, open to subclasses)

    /// Marks the counts and every visible view stale, UIKit's `reloadData()`.
    ///
    /// Nothing is asked at once: the next ``Headless/UIScrollView/layoutIfNeeded()`` reads the
    /// counts, sends each visible view through `didEndDisplaying…` to its
    /// pool, and asks the data source for the views now visible, which come
    /// back from the pools (no new views when the same number is shown).
    /// Called from a data-source or delegate callback during a layout pass,
    /// it takes effect at the next pass. Called inside a batch, the batch is
    /// applied as a reload. Once the counts were loaded, each call outside a
    /// batch is appended to ``updateLog``. The selection is kept, as UIKit
    /// does; items the new counts no longer have leave it silently. The
    /// prefetch window is emptied without cancel calls, as
    /// ``Headless/UITableView/reloadData()`` does.
    ///
    /// - Complexity: O(*p*), for *p* items in the prefetch window.
    open func reloadData() {
      updateGeneration += 1
      if pendingBatch != nil {
        pendingBatch?.reloadDataCalled = true
        return
      }
      if cachedCounts != nil {
        loggedUpdates.append(Update(kind: .reloadData, operations: [], fellBackToReloadData: false))
      }
      countsAreStale = true
      reloadPending = true
      needsLayout = true
      forgetLaidOutState()
    }

    /// Forgets what a reload starts again: the prefetch window (without
    /// cancel calls, as the table), the orthogonal rows' offsets and the
    /// self-sizing items' measurements.
    func forgetLaidOutState() {
      prefetchWindow.removeAll()
      orthogonalOffsets.removeAll()
      layout.discardMeasurements()
    }

    /// Runs a block of item and section updates as one batch, validates it
    /// with UIKit's rules, and applies it. UIKit's
    /// `performBatchUpdates(_:completion:)`.
    ///
    /// When the cached counts are stale (before the first layout, after
    /// ``reloadData()``), they are read first, as UIKit does: a model changed
    /// before the call then fails the batch. Inside `updates`, change the
    /// model and call ``insertItems(at:)``, ``deleteItems(at:)``,
    /// ``reloadItems(at:)``, ``moveItem(at:to:)``, ``reconfigureItems(at:)``
    /// and the section methods, in any order: deletes, reloads and move
    /// sources are in the coordinates before the batch, inserts and move
    /// destinations after it. A reload is a delete plus an insert at its
    /// place shifted by the batch's deletes and inserts, not by its moves, as
    /// in UIKit: it can land on a move's destination ("attempt to perform an
    /// insert and a move to the same index path").
    ///
    /// When the block returns, the data source is asked for the new counts
    /// and the batch is checked as ``CollectionViewBatch/validate(_:before:after:)``
    /// checks it (``Headless/Batch/validate(before:after:)`` with the
    /// collection view's rules), in UIKit's order. A rejected batch raises UIKit's exception with the
    /// text of its ``UpdateError`` and leaves counts, visible views, pools and
    /// selection as they were (the completion is not called). An accepted
    /// batch:
    ///
    /// - ends the display of deleted and reloaded items (`didEndDisplaying`,
    ///   then the pool) in ascending order, then the supplementary views of
    ///   deleted and reloaded sections;
    /// - moves the other visible views and the selection to their new index
    ///   paths; deleted and reloaded items leave the selection silently;
    /// - reconfigures visible items in place (`cellForItemAt` gets the same
    ///   cell back from the dequeue, without `prepareForReuse`);
    /// - lays out at once (inserted and reloaded items and sections in view
    ///   are requested and displayed), appends an ``Update`` to
    ///   ``updateLog`` and calls `completion(true)`.
    ///
    /// ``reloadData()`` called inside the block makes the batch a reload
    /// without validation, as UIKit does. Batches nest: only the outermost one
    /// is validated and applied. A raise inside a block, nested or not,
    /// discards the whole batch: the program would have stopped. A batch from
    /// a callback of a layout pass
    /// (`cellForItemAt`, `willDisplay`, such as "load more" at the last item)
    /// is applied at once, as the table view does; the pass then stops and
    /// runs again on the new counts, and a cell requested for the stale index
    /// path goes back to its pool.
    ///
    /// - Parameters:
    ///   - updates: The block that changes the model and calls the update methods.
    ///   - completion: Called with `true` after the batch is applied.
    /// - Note: Raises UIKit's exception (``UIKitException``) for an
    ///   ``UpdateError``, a batch UIKit rejects; a ``DataSourceError`` for
    ///   negative counts; a ``ReentrantUpdateError`` for a batch asked for while
    ///   counts are read or another batch is applied (nothing runs). A raise
    ///   inside `updates` (the program would have stopped) discards the whole
    ///   batch. One from the layout or a reconfigured cell after an accepted
    ///   batch leaves the batch applied.
    /// - Complexity: O(*s* + *m* log *m* + *v* log *v*) for *s* sections,
    ///   *m* index paths in the operations and *v* visible views, plus the
    ///   data-source calls; independent of the number of items otherwise.
    open func performBatchUpdates(
      _ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil
    ) {
      UIKitException.raising { try performBatch(updates, completion: completion) }
    }

    /// Inserts items, at index paths after the update. UIKit's `insertItems(at:)`.
    ///
    /// - Parameter indexPaths: The new items' index paths, after the update.
    /// - Note: Outside a batch, as a batch of one, raises UIKit's exception
    ///   (``UIKitException``) as ``performBatchUpdates(_:completion:)`` does.
    open func insertItems(at indexPaths: [IndexPath]) {
      UIKitException.raising { try add(.insertItems(indexPaths)) }
    }

    /// Deletes items, at index paths before the update. UIKit's `deleteItems(at:)`.
    ///
    /// - Parameter indexPaths: The items' index paths, before the update.
    /// - Note: Outside a batch, as a batch of one, raises UIKit's exception
    ///   (``UIKitException``) as ``performBatchUpdates(_:completion:)`` does.
    open func deleteItems(at indexPaths: [IndexPath]) {
      UIKitException.raising { try add(.deleteItems(indexPaths)) }
    }

    /// Reloads items, at index paths before the update: each is a delete plus
    /// an insert, so its cell goes to the pool, a cell is requested again, and
    /// the item is deselected. UIKit's `reloadItems(at:)`.
    ///
    /// - Parameter indexPaths: The items' index paths, before the update.
    /// - Note: Outside a batch, as a batch of one, raises UIKit's exception
    ///   (``UIKitException``) as ``performBatchUpdates(_:completion:)`` does.
    open func reloadItems(at indexPaths: [IndexPath]) {
      UIKitException.raising { try add(.reloadItems(indexPaths)) }
    }

    /// Moves an item, from its index path before the update to its index path
    /// after it, across sections too; its cell and selection follow it.
    /// UIKit's `moveItem(at:to:)`.
    ///
    /// - Parameters:
    ///   - indexPath: The item's index path before the update.
    ///   - newIndexPath: The item's index path after the update.
    /// - Note: Outside a batch, as a batch of one, raises UIKit's exception
    ///   (``UIKitException``) as ``performBatchUpdates(_:completion:)`` does.
    open func moveItem(at indexPath: IndexPath, to newIndexPath: IndexPath) {
      UIKitException.raising { try add(.moveItem(indexPath, newIndexPath)) }
    }

    /// Re-runs `cellForItemAt` for visible items with their existing cells:
    /// the dequeue hands back the same cell, without `prepareForReuse`; the
    /// selection is kept. UIKit's `reconfigureItems(at:)`.
    ///
    /// Items without a cell are skipped (their next display asks anyway), and
    /// so are items deleted or reloaded in the same batch. Index paths are in
    /// the coordinates before the update, like reloads.
    ///
    /// - Parameter indexPaths: The items.
    /// - Note: Outside a batch, as a batch of one, raises UIKit's exception
    ///   (``UIKitException``) as ``performBatchUpdates(_:completion:)`` does,
    ///   and for a ``DequeueError/reconfigureMismatch(existing:requested:indexPath:)``
    ///   when the data source dequeues another identifier.
    open func reconfigureItems(at indexPaths: [IndexPath]) {
      UIKitException.raising { try add(.reconfigureItems(indexPaths)) }
    }

    /// Inserts sections, at indexes after the update. UIKit's `insertSections(_:)`.
    ///
    /// - Parameter sections: The new sections' indexes, after the update.
    /// - Note: Outside a batch, as a batch of one, raises UIKit's exception
    ///   (``UIKitException``) as ``performBatchUpdates(_:completion:)`` does.
    open func insertSections(_ sections: IndexSet) {
      UIKitException.raising { try add(.insertSections(sections)) }
    }

    /// Deletes sections, at indexes before the update. UIKit's `deleteSections(_:)`.
    ///
    /// - Parameter sections: The sections' indexes, before the update.
    /// - Note: Outside a batch, as a batch of one, raises UIKit's exception
    ///   (``UIKitException``) as ``performBatchUpdates(_:completion:)`` does.
    open func deleteSections(_ sections: IndexSet) {
      UIKitException.raising { try add(.deleteSections(sections)) }
    }

    /// Reloads sections, at indexes before the update: each is a delete plus
    /// an insert of the section (its views are requested again, its items
    /// deselected). UIKit's `reloadSections(_:)`.
    ///
    /// - Parameter sections: The sections' indexes, before the update.
    /// - Note: Outside a batch, as a batch of one, raises UIKit's exception
    ///   (``UIKitException``) as ``performBatchUpdates(_:completion:)`` does.
    open func reloadSections(_ sections: IndexSet) {
      UIKitException.raising { try add(.reloadSections(sections)) }
    }

    /// Moves a section, from its index before the update to its index after
    /// it. UIKit's `moveSection(_:toSection:)`.
    ///
    /// - Parameters:
    ///   - section: The section's index before the update.
    ///   - newSection: The section's index after the update.
    /// - Note: Outside a batch, as a batch of one, raises UIKit's exception
    ///   (``UIKitException``) as ``performBatchUpdates(_:completion:)`` does.
    open func moveSection(_ section: Int, toSection newSection: Int) {
      UIKitException.raising { try add(.moveSection(section, newSection)) }
    }

    // MARK: Scrolling hooks (see UIScrollView)

    override var scrollDelegate: (any UIScrollViewDelegate)? { delegate }

    /// The layout's `collectionViewContentSize`.
    override var layoutContentSize: CGSize { layout.collectionViewContentSize }

    override var scrollAxis: ScrollAxis { layout.scrollsVertically ? .vertical : .horizontal }

    override func contentOffsetDidChange() {
      needsLayout = true
    }

    /// The flow layout's lines are the width inside the left and right
    /// insets (the height inside top and bottom, scrolling along x).
    override func contentInsetDidChange() {
      invalidateLayout()
    }

    override func layOutForScrolling() throws {
      try layOut()
    }

    override func moveContent(to offset: CGPoint, animated: Bool) throws {
      try scroll(to: offset, animated: animated)
    }

    override var hasOpenBatch: Bool { hasUncommittedUpdates }

    override func recordScrollEvent(_ name: String) {
      record(name)
    }

    override func dragError(_ refusal: DragRefusal) -> any Error {
      switch refusal {
      case .invalid(let distance, let velocity, let steps):
        ScrollError.invalidDrag(distance: distance, velocity: velocity, steps: steps)
      case .inProgress: ScrollError.dragInProgress
      }
    }

    /// The reuse counters of the cells, by reuse identifier: dequeues,
    /// creations, reuses, displays and ends of display (as many as
    /// `willDisplay` and `didEndDisplaying` calls, counted with or without a
    /// delegate, as a table view counts them), and the views waiting in each
    /// pool.
    ///
    /// - Complexity: O(*k*), for *k* reuse identifiers.
    public var cellMetrics: [String: UITableView.ReuseMetrics] { cellPool.metrics }

    /// The reuse counters of the supplementary views, by element kind, then
    /// reuse identifier.
    ///
    /// - Complexity: O(*k*), for *k* kinds and identifiers.
    public var supplementaryViewMetrics: [String: [String: UITableView.ReuseMetrics]] {
      var result: [String: [String: UITableView.ReuseMetrics]] = [:]
      for (kind, pool) in supplementaryPools { result[kind.rawValue] = pool.metrics }
      return result
    }
  }
}
