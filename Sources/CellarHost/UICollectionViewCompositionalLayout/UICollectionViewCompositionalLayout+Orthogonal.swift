import Foundation

// Orthogonal sections (spec §3.6): a section whose groups run across the
// scroll axis in one row, scrolled by its own offset. Layout frames stay
// unscrolled (the public queries answer them); the collection view keeps the
// offsets and asks for what it shows through `displayedAttributes`, which
// scrolls each row.

extension Headless.UICollectionViewCompositionalLayout {
  func displayedAttributes(in rect: CGRect, orthogonalOffsets offsets: [Int: CGFloat])
    -> [Headless.UICollectionViewLayoutAttributes]
  { attributes(in: rect, orthogonalOffsets: offsets) }

  func orthogonalRange(inSection section: Int) -> (offsets: ClosedRange<CGFloat>, initial: CGFloat)?
  {
    guard state.sections.indices.contains(section), state.sections[section].scrollsOrthogonally
    else { return nil }
    let plan = state.sections[section]
    return (
      plan.orthogonalRange(viewport: state.viewportAcross),
      plan.initialOffset(viewport: state.viewportAcross)
    )
  }

  /// An orthogonal section's offset in `offsets`, or where it rests before
  /// it is scrolled; 0 for a value that is not finite.
  func orthogonalOffset(inSection section: Int, _ offsets: [Int: CGFloat]) -> CGFloat {
    let plan = state.sections[section]
    let offset = offsets[section] ?? plan.initialOffset(viewport: state.viewportAcross)
    return offset.isFinite ? offset : 0
  }

  /// Where a drag of an orthogonal section released at `velocity` comes to
  /// rest, by the section's behaviour (spec §3.6's table): `start` is the
  /// offset when the drag began, `current` the offset when it ends.
  ///
  /// - Returns: The resting offset, inside ``orthogonalRange(inSection:)``;
  ///   `nil` for a section that does not scroll on its own.
  func orthogonalRestingOffset(
    inSection section: Int, start: CGFloat, current: CGFloat, velocity: CGFloat
  ) -> CGFloat? {
    guard state.sections.indices.contains(section), state.sections[section].scrollsOrthogonally
    else { return nil }
    let plan = state.sections[section]
    let projected =
      current
      + Headless.UIScrollView.projectedDistance(velocity: velocity, rate: plan.decelerationRate)
    return plan.restingOffset(projected: projected, start: start, viewport: state.viewportAcross)
  }

  /// The rate a section's scroller decelerates at: its properties' rate,
  /// or for `.automatic` (and a rate that is not a fraction below 1) the
  /// scroll view's fast rate when the section pages and its normal rate
  /// when it does not.
  static func decelerationRate(of section: Headless.NSCollectionLayoutSection) -> CGFloat {
    let raw = section.orthogonalScrollingProperties.decelerationRate.rawValue
    if raw > 0, raw < 1 { return raw }
    switch section.orthogonalScrollingBehavior {
    case .paging, .groupPaging, .groupPagingCentered:
      return Headless.UIScrollView.DecelerationRate.fast.rawValue
    case .none, .continuous, .continuousGroupLeadingBoundary:
      return Headless.UIScrollView.DecelerationRate.normal.rawValue
    }
  }
}

extension CompositionalSectionPlan {
  /// The offsets an orthogonal section's row scrolls through in a
  /// viewport as wide as the collection view: 0 through the row's length
  /// less the viewport (0 when the row fits), widened for
  /// `.groupPagingCentered` so that its first and last groups can be
  /// centred (spec §3.6.2 and the table).
  func orthogonalRange(viewport: CGFloat) -> ClosedRange<CGFloat> {
    var low: CGFloat = 0
    var high = rowLength - viewport
    if !(high > 0) { high = 0 }
    if orthogonal == .groupPagingCentered, groupCount > 0 {
      low = min(low, centring(group: 0, viewport: viewport))
      high = max(high, centring(group: groupCount - 1, viewport: viewport))
    }
    return low...high
  }

  /// Where the row rests before it is scrolled: its first group centred
  /// for `.groupPagingCentered` (its extra leading inset), else at 0.
  func initialOffset(viewport: CGFloat) -> CGFloat {
    guard orthogonal == .groupPagingCentered, groupCount > 0 else { return 0 }
    let centred = centring(group: 0, viewport: viewport)
    return centred.isFinite ? min(centred, orthogonalRange(viewport: viewport).upperBound) : 0
  }

  /// The offset that centres group `group` in the viewport.
  func centring(group: Int, viewport: CGFloat) -> CGFloat {
    contentStart.x + groupOffset(group) + groupLength(group) / 2 - viewport / 2
  }

  /// Where a drag comes to rest: the projected offset for `.continuous`,
  /// the group leading edge nearest it for `.continuousGroupLeadingBoundary`,
  /// and for the paging behaviours the page (a viewport), group or centred
  /// group nearest it but at most one from the one nearest `start`;
  /// always inside ``orthogonalRange(viewport:)``.
  func restingOffset(projected: CGFloat, start: CGFloat, viewport: CGFloat) -> CGFloat {
    let range = orthogonalRange(viewport: viewport)
    func clamped(_ value: CGFloat) -> CGFloat {
      value.isNaN ? range.lowerBound : min(max(value, range.lowerBound), range.upperBound)
    }
    let stride = groupStride
    let groups = groupCount
    // The candidate nearest `value` among `count` positions (each clamped,
    // so that a last page or group that cannot be reached is the row's
    // end), kept within one of `start`'s candidate when the behaviour pages.
    func nearest(
      _ value: CGFloat, count: Int, pages: Bool, position: (Int) -> CGFloat,
      first: CGFloat, step: CGFloat
    ) -> CGFloat {
      func index(_ point: CGFloat) -> Int {
        let raw = ((point - first) / step).rounded(.down)
        guard raw.isFinite else { return 0 }
        let low = Int(max(min(raw, CGFloat(count - 1)), 0))
        let high = min(low + 1, count - 1)
        return abs(clamped(position(high)) - point) < abs(clamped(position(low)) - point)
          ? high : low
      }
      var target = index(value)
      if pages {
        let from = index(start)
        target = min(max(target, from - 1), from + 1)
      }
      return clamped(position(target))
    }
    guard stride > 0, stride.isFinite, groups > 0 else { return clamped(projected) }
    switch orthogonal {
    case .none, .continuous:
      return clamped(projected)
    case .continuousGroupLeadingBoundary, .groupPaging:
      return nearest(
        projected, count: groups, pages: orthogonal == .groupPaging,
        position: groupOffset, first: 0, step: stride)
    case .groupPagingCentered:
      return nearest(
        projected, count: groups, pages: true,
        position: { centring(group: $0, viewport: viewport) },
        first: centring(group: 0, viewport: viewport), step: stride)
    case .paging:
      guard viewport > 0, viewport.isFinite else { return clamped(projected) }
      let pages = Int(min((range.upperBound / viewport).rounded(.up), CGFloat(Int.max / 2))) + 1
      return nearest(
        projected, count: pages, pages: true, position: { CGFloat($0) * viewport }, first: 0,
        step: viewport)
    }
  }
}
