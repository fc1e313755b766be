import Foundation

extension Headless.UIScrollView {
  // MARK: User drags

  /// Simulates the user dragging the content by a distance, then lifting
  /// the finger at a velocity, with every scroll-view callback in UIKit's order.
  ///
  /// A ``UITableView`` moves vertically; a ``UICollectionView`` moves along its
  /// layout's ``Headless/UICollectionViewFlowLayout/scrollDirection``. The order is:
  ///
  /// 1. ``Headless/UIScrollViewDelegate/scrollViewWillBeginDragging(_:)``
  ///    (``isDragging`` and ``isTracking`` become `true`);
  /// 2. `steps` moves of `distance / steps` each, each one
  ///    ``Headless/UIScrollViewDelegate/scrollViewDidScroll(_:)`` (when the offset
  ///    changed) and then a layout pass (`willDisplay` and
  ///    `didEndDisplaying` of the cells that enter and leave, and
  ///    prefetching);
  /// 3. ``Headless/UIScrollViewDelegate/scrollViewWillEndDragging(_:withVelocity:targetContentOffset:)``
  ///    with the velocity and the offset where deceleration would stop
  ///    (the offset plus `velocity × rate / (1 − rate)` for the
  ///    ``decelerationRate``, UIKit's projection, clamped to the content);
  ///    the delegate may change it;
  /// 4. ``Headless/UIScrollViewDelegate/scrollViewDidEndDragging(_:willDecelerate:)``,
  ///    with `true` exactly when the target differs from the offset;
  /// 5. when decelerating: ``Headless/UIScrollViewDelegate/scrollViewWillBeginDecelerating(_:)``
  ///    (``isDecelerating`` becomes `true`), `steps` moves towards the
  ///    target as in step 2 (each covering an equal share of what is left),
  ///    and ``Headless/UIScrollViewDelegate/scrollViewDidEndDecelerating(_:)``.
  ///
  /// Each callback and each step is an event of its own, as each frame is
  /// a turn of UIKit's run loop: work asked for with
  /// `performWhenIdle(_:)` during one (a `Table` or `Grid` update asked
  /// for from `didScroll`, say) runs when it ends, before the next step; the drag
  /// goes on from wherever that work left the offset.
  ///
  /// The simulator does not overscroll: every offset is clamped to the
  /// content, so a drag past an edge stops there (and moves that go
  /// nowhere call no `didScroll`).
  ///
  /// ```swift
  /// try table.dragToScroll(by: 300)                 // a slow drag: no deceleration
  /// try table.dragToScroll(by: 300, velocity: 2)    // a flick: decelerates ~1,000 points further
  /// ```
  ///
  /// - Parameters:
  ///   - distance: How far the content offset moves while the finger is
  ///     down, in points; positive scrolls towards the end of the content
  ///     (the finger moves up, or left).
  ///   - velocity: The offset's velocity when the finger lifts, in points
  ///     per millisecond, as UIKit reports it; 0 (the default) stops at once.
  ///   - steps: How many moves the drag (and the deceleration) is split
  ///     into, each with its `didScroll` and layout pass, from 1 through
  ///     ``maximumDragSteps``. Default: 4.
  /// - Throws: The view's `ScrollError` (``Headless/UITableView/ScrollError`` or
  ///   ``Headless/UICollectionView/ScrollError``):
  ///   `invalidDrag(distance:velocity:steps:)` for a
  ///   distance or velocity that is not finite, or `steps` below 1 or
  ///   above ``maximumDragSteps`` (nothing happens);
  ///   `dragInProgress` when called while a simulated drag
  ///   or its deceleration runs (from one of its callbacks: one finger
  ///   cannot start a second drag; nothing happens); an error from a layout
  ///   pass (the drag stops there, and ``isDragging`` and
  ///   ``isDecelerating`` are reset).
  /// - Complexity: O(`steps`) layout passes.
  public func dragToScroll(by distance: CGFloat, velocity: CGFloat = 0, steps: Int = 4) throws {
    try UIKitException.driving((), { try drag(by: distance, velocity: velocity, steps: steps) })
  }

  /// The work of ``dragToScroll(by:velocity:steps:)``.
  private func drag(by distance: CGFloat, velocity: CGFloat, steps: Int) throws {
    guard distance.isFinite, velocity.isFinite, (1...Self.maximumDragSteps).contains(steps)
    else {
      throw dragError(.invalid(distance: distance, velocity: velocity, steps: steps))
    }
    guard !isSimulatingDrag else { throw dragError(.inProgress) }
    isSimulatingDrag = true
    defer {
      isSimulatingDrag = false
      isDragging = false
      isDecelerating = false
    }
    try layOutForScrolling()
    isDragging = true
    tellDelegate("scrollViewWillBeginDragging") { $0.scrollViewWillBeginDragging(self) }
    for _ in 0..<steps {
      try scrollStep(to: axisOffset + distance / CGFloat(steps))
    }
    let restingOffset = endDragging(velocity: velocity)
    let decelerates = restingOffset != axisOffset
    isDragging = false
    tellDelegate("scrollViewDidEndDragging") {
      $0.scrollViewDidEndDragging(self, willDecelerate: decelerates)
    }
    guard decelerates else { return }
    isDecelerating = true
    tellDelegate("scrollViewWillBeginDecelerating") { $0.scrollViewWillBeginDecelerating(self) }
    for step in 0..<steps {
      let remaining = CGFloat(steps - step)
      try scrollStep(to: axisOffset + (restingOffset - axisOffset) / remaining)
    }
    isDecelerating = false
    tellDelegate("scrollViewDidEndDecelerating") { $0.scrollViewDidEndDecelerating(self) }
  }

  /// How far a flick released at `velocity` (points a millisecond) travels
  /// while it decelerates at `rate` (the fraction of its speed kept each
  /// millisecond): UIKit's projection, `velocity × rate / (1 − rate)`. A
  /// rate that is NaN counts as the normal rate, and one outside 0 through
  /// 1 is clamped, so that the distance is never NaN (which would clamp to
  /// the start of the content). Shared by scroll views and orthogonal
  /// sections.
  static func projectedDistance(velocity: CGFloat, rate: CGFloat) -> CGFloat {
    let rate = rate.isNaN ? DecelerationRate.normal.rawValue : min(max(rate, 0), 0.999_999)
    return velocity * rate / (1 - rate)
  }

  /// The offset where a drag released at `velocity` comes to rest: UIKit's
  /// projection (``projectedDistance(velocity:rate:)``), then the delegate's
  /// ``Headless/UIScrollViewDelegate/scrollViewWillEndDragging(_:withVelocity:targetContentOffset:)``,
  /// clamped to the content (a target that is not finite keeps the offset).
  private func endDragging(velocity: CGFloat) -> CGFloat {
    let projected = clampedOffset(
      axisOffset + Self.projectedDistance(velocity: velocity, rate: decelerationRate.rawValue))
    var target = contentOffset
    var velocityPoint = CGPoint.zero
    switch scrollAxis {
    case .vertical:
      target.y = projected
      velocityPoint.y = velocity
    case .horizontal:
      target.x = projected
      velocityPoint.x = velocity
    }
    tellDelegate("scrollViewWillEndDragging") { delegate in
      withUnsafeMutablePointer(to: &target) {
        delegate.scrollViewWillEndDragging(
          self, withVelocity: velocityPoint, targetContentOffset: $0)
      }
    }
    let chosen = scrollAxis == .vertical ? target.y : target.x
    return chosen.isFinite ? clampedOffset(chosen) : axisOffset
  }

  // MARK: Scroll to top

  /// Simulates a tap on the status bar: scrolls the content to the top, as
  /// UIKit does for the scroll view whose ``scrollsToTop`` is `true`.
  ///
  /// When ``scrollsToTop`` is `true`, the delegate's
  /// ``Headless/UIScrollViewDelegate/scrollViewShouldScrollToTop(_:)`` is asked; when
  /// it agrees, the offset's `y` goes to minus the top of
  /// ``Headless/UIScrollView/adjustedContentInset`` (0 without insets;
  /// ``Headless/UIScrollViewDelegate/scrollViewDidScroll(_:)``,
  /// then the layout pass) and ``Headless/UIScrollViewDelegate/scrollViewDidScrollToTop(_:)``
  /// follows. UIKit animates this scroll but ends it with
  /// `didScrollToTop`, not `didEndScrollingAnimation`. Content already at
  /// the top does not move and gets no `didScrollToTop`; as in UIKit, only
  /// `y` moves, so a horizontal collection view keeps its `x`. A tap asked
  /// for from inside `scrollViewShouldScrollToTop` (a user cannot tap
  /// while the first tap is being answered) does nothing and returns
  /// `false`, so a delegate that always asks again cannot recurse.
  ///
  /// - Returns: Whether the content scrolled to the top (`false` when
  ///   ``scrollsToTop`` is off, the delegate refused, it was at the top, or
  ///   the call came from `scrollViewShouldScrollToTop`).
  /// - Throws: An error from the layout pass.
  /// - Complexity: One layout pass.
  @discardableResult
  public func tapStatusBar() throws -> Bool {
    try UIKitException.driving(false, { try scrollToTopByTap() })
  }

  /// The work of ``tapStatusBar()``.
  private func scrollToTopByTap() throws -> Bool {
    beginEvent()
    defer { endEvent() }
    try layOutForScrolling()
    guard scrollsToTop, !isAskingToScrollToTop else { return false }
    if let delegate = scrollDelegate {
      recordScrollEvent("scrollViewShouldScrollToTop")
      isAskingToScrollToTop = true
      let agrees = delegate.scrollViewShouldScrollToTop(self)
      isAskingToScrollToTop = false
      guard agrees else { return false }
    }
    // The top is the start of the content below the top inset.
    let top = 0 - adjustedContentInset.top
    guard contentOffset.y != top else { return false }
    contentOffset.y = top
    try layOutForScrolling()
    tellDelegate("scrollViewDidScrollToTop") { $0.scrollViewDidScrollToTop(self) }
    return true
  }

  // MARK: Internals

  /// The offset along ``scrollAxis``.
  var axisOffset: CGFloat {
    scrollAxis == .vertical ? contentOffset.y : contentOffset.x
  }

  /// Tells the delegate that the offset changed: the
  /// ``Headless/UIScrollViewDelegate/scrollViewDidScroll(_:)`` call, as an event (work
  /// the delegate asks for with `performWhenIdle(_:)` runs after it).
  func didChangeContentOffset() {
    guard let delegate = scrollDelegate else { return }
    beginEvent()
    defer { endEvent() }
    recordScrollEvent("scrollViewDidScroll")
    delegate.scrollViewDidScroll(self)
  }

  /// Ends a programmatic scroll that started at `start`: an animated one
  /// that moved the content gets ``Headless/UIScrollViewDelegate/scrollViewDidEndScrollingAnimation(_:)``.
  func endProgrammaticScroll(from start: CGPoint, animated: Bool) {
    guard animated, contentOffset != start, let delegate = scrollDelegate else { return }
    recordScrollEvent("scrollViewDidEndScrollingAnimation")
    delegate.scrollViewDidEndScrollingAnimation(self)
  }

  /// Records and makes one call to the delegate, when there is one, as an
  /// event of its own (work it asks for with `performWhenIdle(_:)` runs
  /// right after it).
  private func tellDelegate(_ name: String, _ call: (any UIScrollViewDelegate) -> Void) {
    guard let delegate = scrollDelegate else { return }
    beginEvent()
    defer { endEvent() }
    recordScrollEvent(name)
    call(delegate)
  }

  /// One step of a drag or a deceleration, as an event of its own (as one
  /// frame of UIKit's run loop): the offset moves to `target` along
  /// ``scrollAxis`` (clamped), calling `didScroll` when it changed, then
  /// the layout pass runs. Work asked for during the step (a `Table`
  /// or `Grid` update) runs when it ends, before the next step, which starts from
  /// wherever that work left the offset.
  private func scrollStep(to target: CGFloat) throws {
    beginEvent()
    defer { endEvent() }
    let value = clampedOffset(target)
    switch scrollAxis {
    case .vertical: if value != contentOffset.y { contentOffset.y = value }
    case .horizontal: if value != contentOffset.x { contentOffset.x = value }
    }
    try layOutForScrolling()
  }
}
