import Foundation

extension Headless {
  /// A headless, deterministic simulation of UIKit's `UITableView`.
  ///
  /// `UITableView` runs table code written against UIKit's data-source and
  /// delegate model on any platform, without a screen: it keeps a reuse pool
  /// per identifier, lays out a real viewport over rows whose heights live in
  /// a Fenwick tree, calls its data source and delegate in UIKit's order, and
  /// validates batch updates with UIKit's rules and exception texts.
  ///
  /// ```swift
  /// let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
  /// table.register(UITableViewCell.self, forCellReuseIdentifier: "Cell")
  /// table.dataSource = model
  /// table.layoutIfNeeded()             // loads counts, displays visible rows
  /// try table.tapRow(at: IndexPath(row: 2, section: 0))
  /// table.performBatchUpdates {
  ///   model.items.remove(at: 0)
  ///   table.deleteRows(at: [IndexPath(row: 0, section: 0)], with: .automatic)
  /// }
  /// print(table.render())
  /// ```
  ///
  /// Like UIKit, the table caches the counts its data source reports: it reads
  /// them when it first lays out, at ``reloadData()``, and when a batch update
  /// commits (the "after" state it validates against). Cells are built lazily
  /// at the next ``Headless/UIScrollView/layoutIfNeeded()``, and at once after a batch update.
  ///
  /// Where UIKit raises an exception, the simulator raises it too
  /// (``UIKitException``: by default the program stops with UIKit's message,
  /// as an app does; a test observes it with ``UIKitException/catching(_:)``),
  /// with UIKit's text (``UpdateError``, ``DequeueError``, ``IndexError`` name
  /// each case), and leaves the table as it was. The host's own test
  /// drivers (``tapRow(at:)``, ...), which are not UIKit API, throw these
  /// values instead (CellarHost's article "UIKit exceptions").
  ///
  /// The lifecycle is UIKit's classic one (no iOS 15 prepared cells): a row
  /// has a cell exactly while it intersects the viewport, and every
  /// `cellForRowAt` is followed at once by `willDisplay`. The pool is LIFO.
  @MainActor
  open class UITableView: UIScrollView {
    /// The value that asks the table to compute a height itself: self-sizing
    /// for rows, and sizing to the view or title for headers and footers.
    nonisolated public static let automaticDimension: CGFloat = -1

    /// The estimate used for rows when the estimate is ``automaticDimension``
    /// and ``rowHeight`` is too.
    public static let defaultEstimatedRowHeight: CGFloat = 44

    // MARK: Configuration

    /// The object that supplies sections, rows and cells; held weakly.
    ///
    /// Setting it discards the cached counts: the table reloads at the next layout.
    public weak var dataSource: (any UITableViewDataSource)? {
      didSet { invalidateAll() }
    }

    /// The object that manages heights, display callbacks, selection and
    /// editing; held weakly. Setting it relays out at the next layout.
    public weak var delegate: (any UITableViewDelegate)? {
      didSet { invalidateAll() }
    }

    /// The object told about rows about to appear; held weakly. `nil` disables
    /// data prefetching.
    public weak var prefetchDataSource: (any UITableViewDataSourcePrefetching)?

    /// The height of every row when the delegate does not give one. Default:
    /// ``automaticDimension`` (self-sizing).
    ///
    /// This and the other height properties are clamped when used: see
    /// ``maximumHeight``.
    public var rowHeight: CGFloat = UITableView.automaticDimension {
      didSet { needsLayout = true }
    }

    /// The estimate used for rows not yet displayed. Default:
    /// ``automaticDimension``, which uses ``rowHeight`` when it is fixed and
    /// 44 points otherwise. Set 0 to turn estimation off: the table then asks
    /// the height of every row when it loads.
    public var estimatedRowHeight: CGFloat = UITableView.automaticDimension

    /// The height of section headers when the delegate does not give one.
    /// Default: ``automaticDimension`` (sized to the view or title; 0 without either).
    public var sectionHeaderHeight: CGFloat = UITableView.automaticDimension

    /// The height of section footers when the delegate does not give one.
    /// Default: ``automaticDimension`` (sized to the view or title; 0 without either).
    public var sectionFooterHeight: CGFloat = UITableView.automaticDimension

    /// The estimate used for headers not yet displayed. Default:
    /// ``automaticDimension``, which sizes a titled header to its title and
    /// estimates 0 for the others.
    public var estimatedSectionHeaderHeight: CGFloat = UITableView.automaticDimension

    /// The estimate used for footers not yet displayed, as for headers.
    public var estimatedSectionFooterHeight: CGFloat = UITableView.automaticDimension

    /// Whether the user can select rows. Default: `true`.
    public var allowsSelection = true

    /// Whether the user can select several rows. Default: `false`.
    public var allowsMultipleSelection = false

    /// Whether the user can select rows while editing. Default: `false`.
    public var allowsSelectionDuringEditing = false

    /// Whether the user can select several rows while editing. Default: `false`.
    public var allowsMultipleSelectionDuringEditing = false

    /// Whether data prefetching runs (see ``prefetchDataSource``). Default: `true`.
    public var isPrefetchingEnabled = true

    /// How many rows beyond the viewport edge, in the direction of scrolling,
    /// are prefetched. Default: 10.
    public var prefetchDistance = 10

    /// The number of text columns ``render()`` draws. Default: 40.
    public var renderWidth = 40

    /// Every change the table accepted, oldest first: batches (with their
    /// operations and whether they fell back to `reloadData`), `reloadData`
    /// calls and user moves. It keeps the newest ``updateLogLimit`` entries
    /// at most (10,000 by default), dropping the oldest first;
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
    /// ``updateLogLimit`` or ``clearUpdateLog()``) since the table was made:
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

    /// Warnings about heights the table had to clamp, oldest first, as UIKit
    /// logs them to the console: a line for each height that was negative,
    /// above ``maximumHeight`` or infinite (see ``maximumHeight`` for the
    /// rule). At most ``heightWarningLimit`` lines are kept; clear it freely.
    public var heightWarnings: [String] = []

    // MARK: Viewport

    /// The size of the visible area, in points.
    ///
    /// A new width makes the next layout ask the heights of the displayed rows
    /// again, measuring self-sizing rows at the new width. A size with a side
    /// that is NaN, infinite, negative or longer than
    /// ``UIScrollView/maximumViewportLength`` is refused (the old one stays, and
    /// ``UIScrollView/viewportError`` says why; see ``UIScrollView/viewportSize``).
    override public var viewportSize: CGSize {
      didSet {
        if viewportSize.width != oldValue.width { remeasureOnNextLayout = true }
        needsLayout = true
      }
    }

    /// How section headers and footers behave while scrolling.
    public enum Style: Int, Sendable {
      /// Headers and footers float: each stays displayed (stuck to the edge in
      /// UIKit) while any part of its section is in view.
      case plain = 0
      /// Headers and footers scroll with the rows: each is displayed while its
      /// own frame is in view.
      case grouped = 1
      /// As ``grouped``, with inset sections in UIKit; the simulator draws both
      /// the same way.
      case insetGrouped = 2
    }

    /// How section headers and footers behave while scrolling, fixed at creation.
    public let style: Style

    /// Creates a table view with a frame and a style, UIKit's designated
    /// initializer; only the frame's size matters.
    ///
    /// Subclasses override it as in UIKit (`override init(frame:style:)`,
    /// with `required init?(coder:)` beside it).
    ///
    /// - Parameters:
    ///   - frame: The table's frame; its size becomes ``viewportSize``.
    ///   - style: How headers and footers behave while scrolling.
    public init(frame: CGRect, style: Style) {
      self.style = style
      super.init(viewportFrame: frame)
    }

    /// Creates a plain table view with a frame, as UIKit's `init(frame:)`.
    ///
    /// - Parameter frame: The table's frame; its size becomes ``viewportSize``.
    public convenience init(frame: CGRect) {
      self.init(frame: frame, style: .plain)
    }

    /// Creates a plain table view with a zero frame, as UIKit's `init()`:
    /// it shows no rows until it is given a size (``viewportSize``).
    public convenience init() {
      self.init(frame: .zero, style: .plain)
    }

    /// Creates a table view from an archive, UIKit's `init?(coder:)`.
    ///
    /// UIKit requires every subclass that declares its own designated
    /// initializers to provide it, and so does the host, so that one
    /// subclass compiles on both. The host has no storyboards or nibs to
    /// decode a table from: this initializer always fails.
    ///
    /// - Parameter coder: The archive; never read.
    /// - Returns: `nil`.
    public required init?(coder: NSCoder) {
      return nil
    }

    // MARK: Batch updates and reloading (UIKit's, open to subclasses)

    /// Reloads everything: re-reads the counts now and rebuilds the visible
    /// cells at the next layout.
    ///
    /// Every displayed cell, header and footer gets its `didEndDisplaying`
    /// call and goes back to its pool; the selection is cleared without
    /// delegate calls; the prefetch window is reset; the heights go back to
    /// estimates. Cells are requested at the next ``Headless/UIScrollView/layoutIfNeeded()`` (UIKit
    /// builds them lazily in its next layout pass). Called inside a batch
    /// update, the batch is applied as a `reloadData` when it commits.
    ///
    /// - Complexity: O(*n*) for *n* rows (their estimates), plus the displayed views.
    open func reloadData() {
      beginEvent()
      defer { endEvent() }
      if pendingBatch != nil {
        pendingBatch?.reloadDataCalled = true
        return
      }
      reloadAll()
      loggedUpdates.append(Update(kind: .reloadData, operations: [], fellBackToReloadData: false))
    }

    /// Runs a block of row and section updates as one batch, validates it
    /// with UIKit's rules, and applies it.
    ///
    /// Inside `updates`, update the model and call the update methods
    /// (``insertRows(at:with:)``, ``deleteRows(at:with:)``,
    /// ``reloadRows(at:with:)``, ``moveRow(at:to:)``,
    /// ``reconfigureRows(at:)`` and their section counterparts). Their order
    /// does not matter: deletes, reloads and move sources use the index paths
    /// before the update, inserts and move destinations those after it. A
    /// reload is a delete plus an insert at its place shifted by the batch's
    /// deletes and inserts, not by its moves, as in UIKit: it can land on a
    /// move's destination (``UpdateError/insertAndMoveSameIndexPath(_:)``).
    ///
    /// When the block returns, the table asks the data source for the new
    /// counts and checks the batch in UIKit's order (reload/delete conflicts,
    /// deletes, inserts, moves, the section count, then each section's row
    /// count against the counts it held before the batch). A rejected batch
    /// raises UIKit's exception with the text of its ``UpdateError`` and leaves
    /// the table exactly as it was (the completion is not called). An accepted
    /// batch:
    ///
    /// - ends the display of deleted and reloaded rows (`didEndDisplaying`,
    ///   then the pool), in ascending order;
    /// - moves surviving rows, their cells, heights and selection to their new
    ///   index paths; drops the selection of deleted and reloaded rows;
    /// - reconfigures visible rows in place (`cellForRowAt` with the same cell,
    ///   no `prepareForReuse`), and re-asks the heights of visible rows;
    /// - lays out at once, displaying visible inserted and reloaded rows;
    /// - appends an ``Update`` to ``updateLog`` and calls `completion(true)`.
    ///
    /// A row moved out of a deleted section or into an inserted one, or
    /// ``reloadData()`` called inside the block, makes the batch fall back to
    /// `reloadData` (no row-count check), as UIKit does. Row operations inside
    /// deleted or inserted sections are dropped, duplicate deletes and inserts
    /// merged. Batches nest: only the outermost one is validated and applied.
    /// A raise inside a block, nested or not (a dequeue that UIKit refuses,
    /// say), discards the whole batch: the program would have stopped.
    ///
    /// - Parameters:
    ///   - updates: The block that updates the model and calls the update methods.
    ///   - completion: Called with `true` after the batch is applied.
    /// - Note: Raises UIKit's exception (``UIKitException``) for an
    ///   ``UpdateError``, a batch UIKit would reject; the table is then as it
    ///   was and the completion is not called. A raise inside `updates` (the
    ///   program would have stopped) discards the whole batch. One from the
    ///   layout after an accepted batch leaves the batch applied.
    /// - Complexity: O(*k* log *k* + *s* + *v*) plus O(log *n*) per changed row,
    ///   for *k* operations, *s* sections and *v* visible rows, independent of
    ///   the number of rows *n* otherwise.
    open func performBatchUpdates(
      _ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil
    ) {
      UIKitException.raising { try performBatch(updates, completion: completion) }
    }

    /// Opens a batch (nestable); the outermost ``endUpdates()`` applies it.
    open func beginUpdates() {
      batchDepth += 1
      if pendingBatch == nil { pendingBatch = PendingBatch() }
    }

    /// Closes a batch; when it is the outermost, validates and applies it as
    /// ``performBatchUpdates(_:completion:)`` does.
    ///
    /// - Note: Raises UIKit's exception (``UIKitException``) as
    ///   ``performBatchUpdates(_:completion:)`` does. Without an open batch it
    ///   does nothing.
    open func endUpdates() {
      UIKitException.raising { try closeBatch() }
    }

    /// Inserts rows, at index paths after the update.
    ///
    /// - Parameters:
    ///   - indexPaths: The new rows' index paths, in the table after the update.
    ///   - animation: Recorded in the ``updateLog``; the simulator does not animate.
    /// - Note: Outside a batch, as a batch of one, raises UIKit's exception
    ///   (``UIKitException``) for an ``UpdateError``.
    open func insertRows(at indexPaths: [IndexPath], with animation: RowAnimation) {
      UIKitException.raising { try add(.insertRows(indexPaths, animation)) }
    }

    /// Deletes rows, at index paths before the update.
    ///
    /// - Parameters:
    ///   - indexPaths: The rows' index paths, in the table before the update.
    ///   - animation: Recorded in the ``updateLog``.
    /// - Note: Outside a batch, as a batch of one, raises UIKit's exception
    ///   (``UIKitException``) for an ``UpdateError``.
    open func deleteRows(at indexPaths: [IndexPath], with animation: RowAnimation) {
      UIKitException.raising { try add(.deleteRows(indexPaths, animation)) }
    }

    /// Reloads rows, at index paths before the update: each becomes a delete
    /// plus an insert, so its old cell goes to the pool and a new one is
    /// requested; the rows are deselected.
    ///
    /// - Parameters:
    ///   - indexPaths: The rows' index paths, in the table before the update.
    ///   - animation: Recorded in the ``updateLog``.
    /// - Note: Outside a batch, as a batch of one, raises UIKit's exception
    ///   (``UIKitException``) for an ``UpdateError``.
    open func reloadRows(at indexPaths: [IndexPath], with animation: RowAnimation) {
      UIKitException.raising { try add(.reloadRows(indexPaths, animation)) }
    }

    /// Moves a row, from its index path before the update to its index path after it.
    ///
    /// - Parameters:
    ///   - indexPath: The row's index path before the update.
    ///   - newIndexPath: The row's index path after the update.
    /// - Note: Outside a batch, as a batch of one, raises UIKit's exception
    ///   (``UIKitException``) for an ``UpdateError``.
    open func moveRow(at indexPath: IndexPath, to newIndexPath: IndexPath) {
      UIKitException.raising { try add(.moveRow(indexPath, newIndexPath)) }
    }

    /// Re-runs `cellForRowAt` for visible rows with their existing cells: the
    /// dequeue hands back the same cell, without `prepareForReuse`; selection
    /// is kept and self-sizing rows are measured again. Rows without a cell
    /// are skipped (their next display asks anyway), and so are rows deleted
    /// or reloaded in the same batch or out of range. Index paths are in the
    /// table before the update, like reloads.
    ///
    /// - Parameter indexPaths: The rows.
    /// - Note: Outside a batch, as a batch of one, raises UIKit's exception
    ///   (``UIKitException``) for an ``UpdateError``; a ``DequeueError`` when
    ///   the data source does not hand back the existing cell.
    open func reconfigureRows(at indexPaths: [IndexPath]) {
      UIKitException.raising { try add(.reconfigureRows(indexPaths)) }
    }

    /// Inserts sections, at indexes after the update.
    ///
    /// - Parameters:
    ///   - sections: The new sections' indexes, in the table after the update.
    ///   - animation: Recorded in the ``updateLog``.
    /// - Note: Outside a batch, as a batch of one, raises UIKit's exception
    ///   (``UIKitException``) for an ``UpdateError``.
    open func insertSections(_ sections: IndexSet, with animation: RowAnimation) {
      UIKitException.raising { try add(.insertSections(sections, animation)) }
    }

    /// Deletes sections, at indexes before the update.
    ///
    /// - Parameters:
    ///   - sections: The sections' indexes, in the table before the update.
    ///   - animation: Recorded in the ``updateLog``.
    /// - Note: Outside a batch, as a batch of one, raises UIKit's exception
    ///   (``UIKitException``) for an ``UpdateError``.
    open func deleteSections(_ sections: IndexSet, with animation: RowAnimation) {
      UIKitException.raising { try add(.deleteSections(sections, animation)) }
    }

    /// Reloads sections, at indexes before the update: each becomes a delete
    /// plus an insert of the section.
    ///
    /// - Parameters:
    ///   - sections: The sections' indexes, in the table before the update.
    ///   - animation: Recorded in the ``updateLog``.
    /// - Note: Outside a batch, as a batch of one, raises UIKit's exception
    ///   (``UIKitException``) for an ``UpdateError``.
    open func reloadSections(_ sections: IndexSet, with animation: RowAnimation) {
      UIKitException.raising { try add(.reloadSections(sections, animation)) }
    }

    /// Moves a section, from its index before the update to its index after it.
    ///
    /// - Parameters:
    ///   - section: The section's index before the update.
    ///   - newSection: The section's index after the update.
    /// - Note: Outside a batch, as a batch of one, raises UIKit's exception
    ///   (``UIKitException``) for an ``UpdateError``.
    open func moveSection(_ section: Int, toSection newSection: Int) {
      UIKitException.raising { try add(.moveSection(section, newSection)) }
    }

    // MARK: Scrolling hooks (see UIScrollView)

    /// Marks the visible content as needing an update at the next
    /// ``Headless/UIScrollView/layoutIfNeeded()``.
    open override func setNeedsLayout() {
      super.setNeedsLayout()
      needsLayout = true
    }

    override var scrollDelegate: (any UIScrollViewDelegate)? { delegate }

    /// The viewport's width by the sum of every section's header, rows and
    /// footer (measured heights where known, estimates elsewhere); O(1).
    override var layoutContentSize: CGSize {
      loadCountsIfNeeded()
      return CGSize(width: viewportSize.width, height: sectionTree.total)
    }

    /// A NaN component, and an infinite `x`, keep their values; an infinite
    /// `y` goes to that edge of the content, before the delegate hears of
    /// the change.
    override func sanitizedContentOffset(_ offset: CGPoint, from oldValue: CGPoint) -> CGPoint {
      var offset = offset
      if offset.y.isNaN { offset.y = oldValue.y }
      if offset.y.isInfinite { offset.y = clampedOffset(offset.y) }
      if !offset.x.isFinite { offset.x = oldValue.x }
      return offset
    }

    override func contentOffsetDidChange() {
      needsLayout = true
    }

    override func contentInsetDidChange() {
      needsLayout = true
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

    // MARK: State (internal)

    /// The cells: factories, recycled cells, displayed ones and counters.
    var cellPool = ReusePool<UITableViewCell>()
    /// The header and footer views, which share their pools as in UIKit.
    /// The empty identifier holds the table's own title views (see
    /// ``titleView(_:)``); registrations never use it.
    var supplementaryPool = ReusePool<UITableViewHeaderFooterView>(factories: [
      "": { UITableViewHeaderFooterView(reuseIdentifier: "") }
    ])

    /// Whether the counts must be read before the next use.
    var needsReload = true
    /// Whether the visible content must be recomputed.
    var needsLayout = true
    /// Counts reloads, so a layout notices a reload made from a callback.
    var reloadGeneration = 0
    /// Whether the width changed, so self-sized heights are stale.
    var remeasureOnNextLayout = false
    /// The cached counts and geometry, one entry per section.
    var sections: [SectionGeometry] = []
    /// Sums of the sections' heights.
    var sectionTree = FenwickTree<Double>()

    /// The displayed cells, by index path.
    var visibleCellsByPath: [IndexPath: UITableViewCell] = [:]
    /// The header and footer state of sections in view, by kind and section:
    /// a view, or `nil` for none.
    var displayedSupplementaries: [SupplementaryKind: [Int: UIView?]] = [:]
    /// The selected rows.
    var selectedPaths: Set<IndexPath> = []

    /// The cell request in progress, for the dequeue checks.
    var cellRequest: CellRequest?

    /// The batch being collected, if any, and how deep the nesting is.
    var pendingBatch: PendingBatch?
    var batchDepth = 0

    /// The prefetch window: rows prefetched and not yet displayed or cancelled.
    var prefetchWindow: [IndexPath] = []
    /// The offset at the previous layout, for the scroll direction.
    var lastLayoutOffset: CGFloat = 0
    /// The section index titles the data source gave at the last reload or
    /// batch (see ``sectionIndexTitles``).
    var cachedSectionIndexTitles: [String]?

    /// Whether the table is in editing mode (``isEditing``).
    var editing = false

    /// The row being swiped, while a swipe simulation runs.
    var swipedRow: IndexPath?
  }
}

/// The cached count and heights of one section.
struct SectionGeometry {
  var rows: RowHeights
  var headerHeight: Double
  var headerMeasured: Bool
  var footerHeight: Double
  var footerMeasured: Bool

  var total: Double { headerHeight + rows.total + footerHeight }

  /// The height of the header or footer, and whether it is final (fixed or measured).
  func supplementary(_ kind: SupplementaryKind) -> (height: Double, measured: Bool) {
    kind == .header ? (headerHeight, headerMeasured) : (footerHeight, footerMeasured)
  }

  /// Sets the header or footer height as measured.
  mutating func setMeasuredHeight(_ height: Double, of kind: SupplementaryKind) {
    if kind == .header {
      headerHeight = height
      headerMeasured = true
    } else {
      footerHeight = height
      footerMeasured = true
    }
  }
}

/// The state of one `cellForRowAt` call, for UIKit's dequeue rules.
struct CellRequest {
  var indexPath: IndexPath
  /// The existing cell while reconfiguring, which the dequeue hands back.
  var existing: UITableViewCell?
  var dequeuedCount = 0
  /// Cells taken from a pool during the request, returned there if it fails.
  var takenFromPool: [UITableViewCell] = []
}
