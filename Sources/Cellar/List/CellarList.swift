import Foundation

/// What a ``Table`` and a ``Grid`` share: the errors they report, and the
/// scroll events of their view.
///
/// Not made directly, and not subclassed outside Cellar: a table or a grid
/// is one. Code that works with either (a screen that reacts to scrolling,
/// say) can take a `CellarList`.
///
/// The closures are properties, one handler per event, like `onError`: a
/// screen usually has one place that reacts to scrolling, the types say
/// what each event carries (the offset, whether the content decelerates),
/// and setting `nil` stops it. They mirror UIKit's callbacks one for one,
/// so the order and timing documented on `UIScrollViewDelegate` hold; the
/// app's delegate (``Table/delegate``, ``Grid/delegate``) hears the same
/// events after them.
@MainActor
public class CellarList {
  /// The scroll closures (``onScroll`` and its siblings).
  var scrollHandlers = ScrollHandlers()

  /// Called with each error the table or grid could not throw to a caller:
  /// an update queued from inside a callback, an operator (`+=`), or a
  /// header or cell of the wrong class asked for while the view lays out.
  /// The error is also kept in ``lastError``.
  ///
  /// It is called as a callback: an update it asks for is queued and
  /// applied once the view's current event is over. It is not called again
  /// for an error raised while it runs (that error is only kept in
  /// ``lastError``).
  public var onError: (@MainActor (any Error) -> Void)?

  /// The last error reported through ``onError``, if any.
  public internal(set) var lastError: (any Error)?

  /// How many errors the table or grid has reported (kept in
  /// ``lastError``, and passed to ``onError`` when set) since it was made.
  ///
  /// For `CellarTesting`'s update report, which must tell an error
  /// reported during a recording from the one before it, even when both
  /// have the same text.
  @_spi(Testing) public internal(set) var errorsReported = 0

  /// Whether ``onError`` runs.
  var isReportingError = false

  /// Called on the main actor when an asynchronous update hands its diff to
  /// a background task, before it suspends.
  ///
  /// For tests that must act while a background diff runs.
  @_spi(Testing) public var willDiffInBackground: (@MainActor () -> Void)?

  /// Called on the main actor when an asynchronous update has been planned
  /// and checked, before it gives way and shows it in the next stretch.
  ///
  /// For tests that must act between the plan and the view's batch.
  @_spi(Testing) public var willShowInBackground: (@MainActor () -> Void)?

  /// Called each time the table or grid switches to new sections (an
  /// update's stage, a reload, a rollback), before the view logs the batch
  /// or reload that shows them.
  ///
  /// For `CellarTesting`'s update report, which names the rows a batch
  /// inserted from the sections right after it.
  @_spi(Testing) public var didSetSections: (@MainActor () -> Void)?

  /// The open record of what the list makes its view accept, while a
  /// recording runs (``beginRecording()``); `nil` otherwise.
  @_spi(Testing) public internal(set) var updateRecord: UpdateRecord?

  /// The sections the view shows: the declared ones (``OutlineMemory/declared``)
  /// with collapsed rows left out and children after their expanded
  /// parents.
  var shown: [Section] = []

  /// The expansion state by identity and the declared tree (see
  /// ``OutlineMemory``).
  var outline = OutlineMemory()

  /// A snapshot core of the sections, with their version, kept for its
  /// index of rows: the last applied snapshot's, or one made by a row
  /// lookup, carried through later changes of the sections
  /// (``UpdateDriver/shownSectionsChanged()``). The next snapshot starts from
  /// it while the sections are still those (see
  /// ``UpdateDriver/takeSnapshotCore()``), and the row lookups ask it
  /// (``UpdateDriver/indexPath(ofRowID:)``).
  var keptSnapshot: (version: Int, core: ListSnapshot)?

  /// Row identity values to index paths, built on demand for a version of
  /// the sections shown while an outline is (see
  /// ``UpdateDriver/indexPath(ofRowID:)``).
  var lookupIndex: RowLookupIndex?

  /// The version of the sections when they were last known to hold no row
  /// identity twice: left by a snapshot whose index saw none.
  var uniqueRowsVersion: Int?

  /// Where the cells of rows and items come from when a
  /// ``DiffableDataSource`` drives the table or grid: its cell provider,
  /// called with the index path and the row's storage instead of the
  /// dequeue by the row's cell type (see
  /// ``UpdateDriver/configuredCell(at:dequeue:empty:mismatch:link:)``).
  var cellProvider: ((IndexPath, AnyRowStorage) throws -> AnyObject)?

  /// Called after a section or row expands or collapses, by the user or by
  /// `setExpanded`, with which node and its new state. Not called for the
  /// states nodes start in, nor when an update removes a node.
  ///
  /// It is called as a callback: an update it asks for is queued.
  public var onExpansionChange: (@MainActor (ExpansionChange) -> Void)?

  /// Whether an expansion asked for when nothing else changed is planned
  /// as one run of rows, without a diff (the default); `false` diffs every
  /// one, for tests that compare the two.
  @_spi(Testing) public var plansTogglesWithoutDiff = true

  /// Made by ``Table`` and ``Grid`` only.
  init() {}

  /// Called with the new content offset each time it changes (UIKit's
  /// `scrollViewDidScroll`): during drags and deceleration, programmatic
  /// scrolls, index taps, layout passes that clamp the offset, and when an
  /// update moves the offset to keep the first visible row or item in
  /// place.
  ///
  /// It runs before the rows or items the new offset brings in are
  /// displayed, and as a callback: an update it asks for is applied when
  /// the scroll step is over.
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
  /// `scrollToRow`, `scrollToItem`, `selectRow` or `selectItem` with
  /// `animated: true` that moved the content.
  public var onEndScrollingAnimation: (@MainActor (CGPoint) -> Void)? {
    get { scrollHandlers.onEndScrollingAnimation }
    set { scrollHandlers.onEndScrollingAnimation = newValue }
  }

  /// Called when a tap on the status bar scrolled the content to the top
  /// (UIKit's `scrollViewDidScrollToTop`; `tapStatusBar()` on CellarHost).
  public var onScrollToTop: (@MainActor () -> Void)? {
    get { scrollHandlers.onScrollToTop }
    set { scrollHandlers.onScrollToTop = newValue }
  }
}
