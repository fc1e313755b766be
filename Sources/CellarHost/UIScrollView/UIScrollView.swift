import Foundation

extension Headless {
  /// The scrolling state and behaviour that ``UITableView`` and
  /// ``UICollectionView`` share: UIKit's `UIScrollView`, simulated headlessly.
  ///
  /// As in UIKit, a scroll view is a ``UIView`` (its ``frame`` sizes the
  /// visible area, and it goes into a view tree with `addSubview(_:)`), and
  /// `UITableView` and `UICollectionView` are `UIScrollView` subclasses:
  /// both views inherit from `UIScrollView` its
  /// ``contentOffset``, ``viewportSize``, ``frame`` and ``bounds``, the drag state
  /// (``isDragging``, ``isTracking``, ``isDecelerating``), the simulated user
  /// gestures (``dragToScroll(by:velocity:steps:)``, ``tapStatusBar()``) and
  /// the ``UIScrollViewDelegate`` calls they make. A ``UIScrollViewDelegate``
  /// method receives the `UIScrollView` that scrolled; cast it to the view you
  /// installed the delegate on when you need more:
  ///
  /// ```swift
  /// func scrollViewDidScroll(_ scrollView: UIScrollView) {
  ///   guard let table = scrollView as? UITableView else { return }
  ///   print(table.indexPathsForVisibleRows)
  /// }
  /// ```
  ///
  /// The class is `open`, as UIKit's, but has no public initializer other
  /// than `init?(coder:)` (which fails, as every host view's does): what
  /// a scroll does between the delegate's calls (which cells the viewport
  /// shows, how far the content reaches, which work waits for the end of an
  /// event) comes from internal hooks that each view overrides with its own
  /// layout pass. Subclass a ``UITableView`` or a ``UICollectionView``
  /// instead.
  ///
  /// The delegate is the subclass's own `delegate` property
  /// (``UITableView/delegate`` is a ``UITableViewDelegate``,
  /// ``UICollectionView/delegate`` a ``UICollectionViewDelegate``, both of which
  /// inherit ``UIScrollViewDelegate``), as UIKit's subclasses narrow
  /// `UIScrollView.delegate`.
  @MainActor
  open class UIScrollView: UIView {
    /// How fast the content slows down after a drag: UIKit's
    /// `UIScrollView.DecelerationRate`, the fraction of the velocity kept
    /// per millisecond.
    public struct DecelerationRate: RawRepresentable, Hashable, Sendable {
      /// The fraction of the velocity kept per millisecond.
      public let rawValue: CGFloat

      /// Makes a rate.
      ///
      /// - Parameter rawValue: The fraction of the velocity kept per
      ///   millisecond, from 0 (stops at once) to below 1.
      public init(rawValue: CGFloat) {
        self.rawValue = rawValue
      }

      /// The standard rate, 0.998.
      public static let normal = DecelerationRate(rawValue: 0.998)

      /// The faster rate, 0.99.
      public static let fast = DecelerationRate(rawValue: 0.99)
    }

    /// The most steps ``dragToScroll(by:velocity:steps:)`` accepts: each
    /// step is a layout pass and a frame of callbacks, so a larger count
    /// (`Int.max`, say) would run for ages instead of simulating a gesture.
    nonisolated public static let maximumDragSteps = 10_000

    /// The size of the visible area, in points.
    ///
    /// Each side is a finite number of points from 0 to
    /// ``maximumViewportLength`` (2^30). A size outside that range (a side
    /// that is NaN, infinite, negative or longer) is refused: the view keeps
    /// the size it had, and ``viewportError`` says what was refused. Set the
    /// size with ``setViewportSize(_:)`` to have the error thrown. (A property
    /// setter cannot throw; UIKit raises `CALayerInvalidGeometry` for a NaN
    /// frame, and a size that reached the layout would make every later
    /// layout pass, and so every grid update, fail.)
    ///
    /// Each view lays its content out again at its next `layoutIfNeeded()`
    /// when this changes.
    public var viewportSize: CGSize {
      get { acceptedViewportSize }
      set {
        if let error = ViewportError(refusing: newValue) {
          viewportError = error
          return
        }
        viewportError = nil
        acceptedViewportSize = newValue
      }
    }

    /// The size ``viewportSize`` gives: always a valid one.
    private var acceptedViewportSize = CGSize.zero

    /// Why the last size given to ``viewportSize``, ``bounds``,
    /// ``setViewportSize(_:)`` or the view's initializer was refused; `nil`
    /// once a size is accepted.
    public internal(set) var viewportError: ViewportError?

    /// The top-left corner of the visible area in the content, in points.
    ///
    /// Setting it marks the layout dirty; the next `layoutIfNeeded()` clamps
    /// it to the content (the simulator does not overscroll) and updates the
    /// visible cells. `setContentOffset(_:animated:)` does both at once.
    ///
    /// Every change (by this property, a scroll, or the layout's clamping)
    /// calls the delegate's ``UIScrollViewDelegate/scrollViewDidScroll(_:)``
    /// at once, before the layout pass that displays the cells it brings in;
    /// setting the same offset again calls nothing.
    ///
    /// Components that are not numbers are refused before the delegate hears
    /// of the change: a NaN component keeps its value. ``UITableView`` sends an
    /// infinite `y` to that edge of the content and keeps its `x`;
    /// ``UICollectionView`` keeps any infinite component.
    public var contentOffset: CGPoint = .zero {
      didSet {
        let sanitized = sanitizedContentOffset(contentOffset, from: oldValue)
        if sanitized != contentOffset { contentOffset = sanitized }
        contentOffsetDidChange()
        if contentOffset != oldValue { didChangeContentOffset() }
      }
    }

    /// The visible area: ``contentOffset`` as origin, ``viewportSize`` as size,
    /// as in UIKit's scroll views.
    ///
    /// Setting it sets both; a size ``viewportSize`` refuses is refused
    /// here too (the offset is still set).
    open override var bounds: CGRect {
      get { CGRect(origin: contentOffset, size: viewportSize) }
      set {
        viewportSize = newValue.size
        contentOffset = newValue.origin
      }
    }

    /// The view's frame in its superview: its origin, and ``viewportSize``
    /// as its size, as a UIKit scroll view's frame size is its visible
    /// area's.
    ///
    /// Setting it is how UIKit code sizes a table or collection view
    /// (`tableView.frame = CGRect(x: 0, y: 0, width: 320, height: 480)`): the
    /// size becomes ``viewportSize`` (a size it refuses is refused here
    /// too, and ``viewportError`` says why) and the next `layoutIfNeeded()`
    /// lays the content out for it. The origin is kept as given.
    open override var frame: CGRect {
      get { CGRect(origin: super.frame.origin, size: viewportSize) }
      set {
        viewportSize = newValue.size
        super.frame = CGRect(origin: newValue.origin, size: viewportSize)
      }
    }

    /// The size of the content, UIKit's `contentSize`: a table view's
    /// width by the sum of its sections (measured heights where known,
    /// estimates elsewhere), a collection view's layout's
    /// `collectionViewContentSize`. Read-only on the host, where the views
    /// compute it (UIKit's views also set it themselves at each layout).
    public var contentSize: CGSize { layoutContentSize }

    /// What ``contentSize`` reads: each view overrides it.
    var layoutContentSize: CGSize { .zero }

    /// The distance the content is inset from the scroll view's edges,
    /// UIKit's `contentInset`. Default: zero.
    ///
    /// The content can then be scrolled from `-top` (its top edge
    /// ``contentInset`` below the viewport's) to `contentSize.height +
    /// bottom` at the viewport's bottom edge (likewise `left` and `right`
    /// along x): the views clamp ``contentOffset`` to that range,
    /// `scrollToRow(at:at:animated:)` and `scrollToItem(at:at:animated:)`
    /// place rows and items in the area inside the insets, and a flow
    /// layout's lines are the width inside `left` and `right`, and pinned
    /// headers and footers stick inside the insets. As on UIKit, setting it
    /// does not scroll the content to the new start (set ``contentOffset``
    /// to `(x: -left, y: -top)` to show the start below the top inset); an
    /// offset outside the new range is clamped at the next layout.
    ///
    /// A component that is not a finite number of at most
    /// ``maximumViewportLength`` points either way keeps its value. A
    /// change calls ``adjustedContentInsetDidChange()`` and the delegate's
    /// ``UIScrollViewDelegate/scrollViewDidChangeAdjustedContentInset(_:)``
    /// (the host calls the delegate itself, even when an override of the
    /// former does not call `super`), and the next `layoutIfNeeded()` lays
    /// the content out for it. A change made from inside those calls is
    /// notified when they return (see ``maximumInsetNotificationChain``).
    public var contentInset: UIEdgeInsets = .zero {
      didSet {
        func accepted(_ new: CGFloat, _ old: CGFloat) -> CGFloat {
          new.isFinite && abs(new) <= Self.maximumViewportLength ? new : old
        }
        let sanitized = UIEdgeInsets(
          top: accepted(contentInset.top, oldValue.top),
          left: accepted(contentInset.left, oldValue.left),
          bottom: accepted(contentInset.bottom, oldValue.bottom),
          right: accepted(contentInset.right, oldValue.right))
        if sanitized != contentInset { contentInset = sanitized }
        if contentInset != oldValue { didChangeContentInset() }
      }
    }

    /// The insets between the content and the visible area, UIKit's
    /// `adjustedContentInset`: ``contentInset`` on the host, which has no
    /// safe area or bars to add.
    public var adjustedContentInset: UIEdgeInsets { contentInset }

    /// Called when ``adjustedContentInset`` changes, before the delegate
    /// hears of it, UIKit's `adjustedContentInsetDidChange()`. Does nothing;
    /// a subclass that overrides it calls `super`.
    open func adjustedContentInsetDidChange() {}

    /// Whether the user is dragging the content (during
    /// ``dragToScroll(by:velocity:steps:)``, until the finger lifts).
    public internal(set) var isDragging = false

    /// Whether the content is moving on after a drag (during the
    /// deceleration of ``dragToScroll(by:velocity:steps:)``).
    public internal(set) var isDecelerating = false

    /// Whether the user's finger is on the content, UIKit's `isTracking`.
    ///
    /// The simulated finger touches down with
    /// ``UIScrollViewDelegate/scrollViewWillBeginDragging(_:)`` and lifts
    /// before ``UIScrollViewDelegate/scrollViewWillEndDragging(_:withVelocity:targetContentOffset:)``
    /// is asked for a target, so this is `true` exactly while ``isDragging`` is.
    public var isTracking: Bool { isDragging }

    /// Whether ``dragToScroll(by:velocity:steps:)`` runs, from its first
    /// callback to its last (including `didEndDragging`, between the drag
    /// and the deceleration), so that a drag started from one of them is
    /// refused.
    var isSimulatingDrag = false

    /// Whether ``tapStatusBar()`` is asking the delegate whether to scroll,
    /// so that a tap asked for from that question is refused.
    var isAskingToScrollToTop = false

    /// Whether a tap on the status bar (``tapStatusBar()``) scrolls the
    /// content to the top. Default: `true`.
    public var scrollsToTop = true

    /// How fast the content slows down after a drag. Default:
    /// ``DecelerationRate/normal`` (0.998 of the velocity kept per
    /// millisecond); ``DecelerationRate/fast`` is 0.99. A NaN rate counts as
    /// the normal one, and one outside 0 through 1 is clamped.
    public var decelerationRate: DecelerationRate = .normal

    /// How deep the view is in events (user actions, scrolls, layout passes,
    /// batch updates); see `performWhenIdle(_:)`.
    var eventDepth = 0
    /// Work to run when the outermost event ends, in the order asked for.
    var idleWork = FIFOQueue<@MainActor () -> Void>()
    /// Whether idle work runs: work asked for meanwhile waits for the one
    /// running to return, so that the stack stays flat.
    var isRunningIdleWork = false

    /// Creates the shared state with a frame, whose size is the viewport's;
    /// only the subclasses call it. A size ``viewportSize`` refuses leaves
    /// the viewport empty (zero by zero) and sets ``viewportError``.
    init(viewportFrame: CGRect) {
      super.init(frame: CGRect(origin: viewportFrame.origin, size: .zero))
      viewportSize = viewportFrame.size
    }

    /// Creates a scroll view from an archive, UIKit's `init?(coder:)`.
    ///
    /// The host has no storyboards or nibs to decode a view from: this
    /// initializer always fails. It is here because UIKit requires it of
    /// every subclass that declares its own designated initializers, so that
    /// a subclass of ``UITableView`` or ``UICollectionView`` compiles on both.
    ///
    /// - Parameter coder: The archive; never read.
    /// - Returns: `nil`.
    public required init?(coder: NSCoder) {
      return nil
    }

    // MARK: Layout and scrolling (UIKit's)

    /// Brings the visible content up to date now, UIKit's
    /// `layoutIfNeeded()`: loads the counts if needed, clamps
    /// ``contentOffset`` to the content, ends the display of the views that
    /// left the viewport (`didEndDisplaying…`, then the pool, in index-path
    /// order), then asks for and displays the views that entered it
    /// (`cellForRowAt` or `cellForItemAt`, then `willDisplay`; headers and
    /// footers likewise), then moves the prefetch window.
    ///
    /// A ``UITableView`` measures self-sizing rows as they appear and repeats
    /// the pass until the visible rows are stable; its headers and footers
    /// stay while any part of their section is in view in the
    /// ``UITableView/Style/plain`` style, while their own frame is in the
    /// grouped ones. A ``UICollectionView`` prepares its flow layout first
    /// when it is stale; a batch applied from one of the pass's callbacks
    /// stops the pass, which runs again on the new counts (up to 8 times).
    ///
    /// - Note: Raises UIKit's exception (``UIKitException``) for a misuse in
    ///   the data source (a dequeue it cannot serve, a cell that was not
    ///   dequeued, negative counts, a layout value the flow layout refuses),
    ///   and stops where the data source raised one itself. The views laid
    ///   out before the failure stay; the failing one is asked again at the
    ///   next layout.
    /// - Complexity: O(*v* log *n*) for *v* views entering or leaving the
    ///   viewport among *n* rows or items, plus the data-source calls;
    ///   independent of *n* in practice.
    open override func layoutIfNeeded() {
      UIKitException.raising { try layOutForScrolling() }
    }

    /// Scrolls to an offset and lays out at once, UIKit's
    /// `setContentOffset(_:animated:)`.
    ///
    /// The delegate gets ``UIScrollViewDelegate/scrollViewDidScroll(_:)``
    /// when the offset changes, then the layout pass runs (views entering
    /// and leaving get `willDisplay` and `didEndDisplaying`), then, when
    /// `animated` is `true` and the offset changed,
    /// ``UIScrollViewDelegate/scrollViewDidEndScrollingAnimation(_:)``, as
    /// UIKit calls at the end of the animation. Setting the offset it
    /// already has calls nothing.
    ///
    /// - Parameters:
    ///   - contentOffset: The new top-left corner of the viewport in the
    ///     content; clamped to the content. A NaN component keeps its value;
    ///     an infinite one keeps its value too, except a table view's
    ///     infinite `y`, which goes to that edge of the content.
    ///   - animated: Whether UIKit would animate: the simulator moves at
    ///     once, and calls `didEndScrollingAnimation` when this is `true`.
    /// - Note: Raises UIKit's exception (``UIKitException``) as
    ///   ``Headless/UIScrollView/layoutIfNeeded()`` does.
    /// - Complexity: That of ``Headless/UIScrollView/layoutIfNeeded()``.
    open func setContentOffset(_ contentOffset: CGPoint, animated: Bool) {
      UIKitException.raising { try moveContent(to: contentOffset, animated: animated) }
    }

    // MARK: Hooks (overridden by each view)

    /// Moves the content to an offset and lays out: the view's work of
    /// ``Headless/UIScrollView/setContentOffset(_:animated:)``.
    func moveContent(to offset: CGPoint, animated: Bool) throws {
      contentOffset = offset
      try layOutForScrolling()
    }

    /// Whether the calls a table or collection view makes to its data
    /// source, delegate and prefetch data source are appended to
    /// ``events``. Default: `false`.
    public var recordsEvents = false

    /// The calls recorded while ``recordsEvents`` is on, oldest first: the
    /// names ``Headless/UITableView/Event`` lists for a table view; for a
    /// collection view `numberOfSections`, `numberOfItemsInSection`,
    /// `cellForItemAt`, `viewForSupplementaryElementOfKind`, `willDisplay`,
    /// `didEndDisplaying`, `willDisplaySupplementaryView`,
    /// `didEndDisplayingSupplementaryView`, the prefetch calls and
    /// `prepareForReuse` (with the reuse identifier). Delegate calls are
    /// recorded only when there is a delegate.
    public internal(set) var events: [Headless.UITableView.Event] = []

    /// Counts the batches and reloads the view accepted (a table view's and
    /// a collection view's alike), so that a callback that ran one can be
    /// noticed by the code that called it.
    var updateGeneration = 0

    /// The delegate told about scrolling: the subclass's `delegate`.
    var scrollDelegate: (any UIScrollViewDelegate)? { nil }

    /// The axis that drags move along.
    var scrollAxis: ScrollAxis { .vertical }

    /// An offset along ``scrollAxis`` clamped to the content's range on that
    /// axis (``offsetRange(along:)``).
    func clampedOffset(_ value: CGFloat) -> CGFloat {
      value.clamped(to: offsetRange(along: scrollAxis))
    }

    /// The offsets the content can take along `axis`, by
    /// ``offsetRange(content:viewport:leadingInset:trailingInset:)`` from
    /// ``contentSize``, the viewport and ``adjustedContentInset``.
    func offsetRange(along axis: ScrollAxis) -> ClosedRange<CGFloat> {
      let content = layoutContentSize
      let inset = adjustedContentInset
      switch axis {
      case .vertical:
        return Self.offsetRange(
          content: content.height, viewport: viewportSize.height, leadingInset: inset.top,
          trailingInset: inset.bottom)
      case .horizontal:
        return Self.offsetRange(
          content: content.width, viewport: viewportSize.width, leadingInset: inset.left,
          trailingInset: inset.right)
      }
    }

    /// An offset clamped to the content on both axes
    /// (``offsetRange(along:)``).
    func clamped(_ offset: CGPoint) -> CGPoint {
      CGPoint(
        x: offset.x.clamped(to: offsetRange(along: .horizontal)),
        y: offset.y.clamped(to: offsetRange(along: .vertical)))
    }

    /// The offsets the content can take along one axis: from minus the
    /// inset before it, to where its end plus the inset after it meets the
    /// viewport's far edge (never less than the start: content shorter than
    /// the viewport stays at the start).
    ///
    /// - Parameters:
    ///   - content: The content's length along the axis.
    ///   - viewport: The viewport's length along the axis.
    ///   - leadingInset: The inset before the content.
    ///   - trailingInset: The inset after it.
    /// - Returns: The range of valid offsets.
    static func offsetRange(
      content: CGFloat, viewport: CGFloat, leadingInset: CGFloat, trailingInset: CGFloat
    ) -> ClosedRange<CGFloat> {
      let lowest = 0 - leadingInset  // not -0.0 for no inset
      return lowest...max(lowest, content + trailingInset - viewport)
    }

    /// The offset along one axis that shows a span of the content (a
    /// frame's extent on that axis) at a placement in the area inside the
    /// insets, not yet clamped: the rule of `scrollToRow(at:at:animated:)`
    /// and `scrollToItem(at:at:animated:)`.
    ///
    /// - Parameters:
    ///   - span: Where the frame starts and ends along the axis.
    ///   - placement: Where it should end up.
    ///   - current: The offset along the axis now.
    ///   - viewport: The viewport's length along the axis.
    ///   - leadingInset: The inset before the content.
    ///   - trailingInset: The inset after it.
    /// - Returns: The offset.
    static func offset(
      showing span: (start: CGFloat, end: CGFloat), at placement: ScrollPlacement,
      current: CGFloat, viewport: CGFloat, leadingInset: CGFloat, trailingInset: CGFloat
    ) -> CGFloat {
      let length = viewport - leadingInset - trailingInset
      switch placement {
      case .start: return span.start - leadingInset
      case .middle: return (span.start + span.end) / 2 - length / 2 - leadingInset
      case .end: return span.end - length - leadingInset
      case .unchanged: return current
      case .nearest:
        if span.start < current + leadingInset { return span.start - leadingInset }
        if span.end > current + leadingInset + length { return span.end - length - leadingInset }
        return current
      }
    }

    /// The most times in a row that a change of ``contentInset`` made
    /// while its notification runs is notified in turn: a handler that
    /// changes the inset every time it hears of a change stops hearing of
    /// it after this many (the inset keeps its last value).
    nonisolated public static let maximumInsetNotificationChain = 8

    /// Whether the notification of an inset change runs, and whether the
    /// inset changed again meanwhile.
    private var insetNotification = (running: false, changedMeanwhile: false)

    /// A change of ``contentInset``: the view's layout marked, then the
    /// subclass's hook and the delegate told, as an event. A change made
    /// from inside them is notified once they return (at most
    /// ``maximumInsetNotificationChain`` times in a row), not from inside
    /// them, so the stack stays flat.
    func didChangeContentInset() {
      contentInsetDidChange()
      guard !insetNotification.running else {
        insetNotification.changedMeanwhile = true
        return
      }
      insetNotification.running = true
      defer { insetNotification = (false, false) }
      for _ in 0..<Self.maximumInsetNotificationChain {
        insetNotification.changedMeanwhile = false
        adjustedContentInsetDidChange()
        if let delegate = scrollDelegate {
          beginEvent()
          recordScrollEvent("scrollViewDidChangeAdjustedContentInset")
          delegate.scrollViewDidChangeAdjustedContentInset(self)
          endEvent()
        }
        if !insetNotification.changedMeanwhile { return }
      }
    }

    /// ``bounds`` less ``adjustedContentInset`` on each side (never less
    /// than empty): the area the content is shown in, under no bar.
    var boundsInsideInsets: CGRect {
      let inset = adjustedContentInset
      let frame = bounds
      return CGRect(
        x: frame.minX + inset.left, y: frame.minY + inset.top,
        width: max(0, frame.width - inset.left - inset.right),
        height: max(0, frame.height - inset.top - inset.bottom))
    }

    /// Called after ``contentInset`` changed, before the delegate hears
    /// of it: marks the layout dirty.
    func contentInsetDidChange() {}

    /// The offset to keep when `offset` is set over `oldValue`: components
    /// that are not numbers replaced.
    func sanitizedContentOffset(_ offset: CGPoint, from oldValue: CGPoint) -> CGPoint {
      CGPoint(
        x: offset.x.isFinite ? offset.x : oldValue.x, y: offset.y.isFinite ? offset.y : oldValue.y)
    }

    /// Called after every assignment to ``contentOffset``, before the
    /// delegate hears of a change: marks the layout dirty.
    func contentOffsetDidChange() {}

    /// Brings the visible cells up to date (the view's `layoutIfNeeded()`).
    func layOutForScrolling() throws {}

    /// Whether a batch is open (the view's `hasUncommittedUpdates`): it
    /// counts as an event until it is committed (see `isHandlingEvent`).
    var hasOpenBatch: Bool { false }

    /// Records a delegate call in the view's `events` when it records them.
    func recordScrollEvent(_ name: String) {}

    /// The error a refused drag throws: the view's own `ScrollError` case
    /// (``UITableView/ScrollError`` or ``UICollectionView/ScrollError``).
    func dragError(_ refusal: DragRefusal) -> any Error {
      switch refusal {
      case .invalid(let distance, let velocity, let steps):
        UITableView.ScrollError.invalidDrag(distance: distance, velocity: velocity, steps: steps)
      case .inProgress: UITableView.ScrollError.dragInProgress
      }
    }
  }
}

/// Why ``Headless/UIScrollView/dragToScroll(by:velocity:steps:)`` refused a drag.
enum DragRefusal {
  /// A distance or velocity that is not finite, or steps out of range.
  case invalid(distance: CGFloat, velocity: CGFloat, steps: Int)
  /// A drag or its deceleration is already running.
  case inProgress
}

/// The axis a ``UIScrollView`` moves along when dragged.
/// Where a scroll to a row or item puts it along one axis, inside the
/// insets: ``Headless/UIScrollView/offset(showing:at:current:viewport:leadingInset:trailingInset:)``.
enum ScrollPlacement {
  /// Its start at the area's start.
  case start
  /// Its middle at the area's middle.
  case middle
  /// Its end at the area's end.
  case end
  /// Where it is, when it is wholly inside the area; otherwise the least
  /// move that brings its nearer edge in (a start that is outside wins).
  case nearest
  /// The offset stays.
  case unchanged
}

enum ScrollAxis {
  /// Up and down (`y`).
  case vertical
  /// Left and right (`x`).
  case horizontal
}
