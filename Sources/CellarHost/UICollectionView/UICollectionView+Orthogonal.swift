import Foundation

// Orthogonal sections' own scrolling (spec §3.6). In UIKit each such section
// is scrolled by a private scroll view the app cannot reach; the host keeps
// one offset per section and gives tests these drivers, which are not UIKit
// API. Scrolling a section never calls the collection view's scroll-view
// delegate (spec §3.6.3) and never asks the layout's section provider again
// (§3.6.4); it updates the views shown (`willDisplay` and
// `didEndDisplaying` for the cells it brings in and out) and calls the
// section's visible-items handler.

extension Headless.UICollectionView {
  /// The host's own: how far orthogonal section `section` is scrolled
  /// across the layout's axis: where its row rests before it is scrolled
  /// (0, or for `.groupPagingCentered` the offset centring its first
  /// group, which may be negative) until it is; 0 for a section that does
  /// not scroll on its own.
  ///
  /// - Parameter section: The section.
  /// - Returns: The offset, in points from the row's start.
  public func orthogonalOffset(inSection section: Int) -> CGFloat {
    orthogonalOffsets[section] ?? layout.orthogonalRange(inSection: section)?.initial ?? 0
  }

  /// The host's own: scrolls an orthogonal section's row to `offset`,
  /// clamped to the row (spec §3.6.2), as a finger would move its private
  /// scroll view, with no deceleration: the cells shown change, and the
  /// section's visible-items handler is called.
  ///
  /// ```swift
  /// try collectionView.setOrthogonalOffset(296.333, inSection: 0)
  /// ```
  ///
  /// - Parameters:
  ///   - offset: The offset across the layout's axis.
  ///   - section: A section whose `orthogonalScrollingBehavior` is not
  ///     `.none`.
  /// - Throws: ``ScrollError/notOrthogonal(section:)`` when the section
  ///   does not scroll on its own (or does not exist), and
  ///   ``ScrollError/invalidDrag(distance:velocity:steps:)`` for an offset
  ///   that is not finite; nothing changes then. Errors of the layout pass
  ///   (as ``Headless/UIScrollView/layoutIfNeeded()``'s).
  /// - Complexity: One layout pass.
  public func setOrthogonalOffset(_ offset: CGFloat, inSection section: Int) throws {
    try UIKitException.driving((), { try scrollOrthogonalSection(section, to: offset) })
  }

  /// The host's own: drags an orthogonal section's row by `distance`
  /// (positive moves the content toward the leading edge, showing later
  /// groups) and releases it at `velocity` (points per millisecond), where
  /// it comes to rest as its behaviour says: anywhere for `.continuous`,
  /// at a group's leading edge for `.continuousGroupLeadingBoundary`, and
  /// at most one page, group or centred group from where the drag began
  /// for `.paging`, `.groupPaging` and `.groupPagingCentered` (spec
  /// §3.6's table). The flick's distance is the scroll view's projection
  /// at the section's deceleration rate.
  ///
  /// ```swift
  /// try collectionView.dragOrthogonalSection(0, by: 120, velocity: 1)
  /// collectionView.orthogonalOffset(inSection: 0)   // 296.333: the next group
  /// ```
  ///
  /// - Parameters:
  ///   - section: A section whose `orthogonalScrollingBehavior` is not
  ///     `.none`.
  ///   - distance: How far the finger moves the row.
  ///   - velocity: The speed at release, in points per millisecond.
  /// - Throws: As ``setOrthogonalOffset(_:inSection:)``; a distance or
  ///   velocity that is not finite throws
  ///   ``ScrollError/invalidDrag(distance:velocity:steps:)``.
  /// - Complexity: Two layout passes.
  public func dragOrthogonalSection(_ section: Int, by distance: CGFloat, velocity: CGFloat = 0)
    throws
  {
    try UIKitException.driving(
      (),
      {
        guard distance.isFinite, velocity.isFinite else {
          throw ScrollError.invalidDrag(distance: distance, velocity: velocity, steps: 1)
        }
        try layOut()
        guard layout.orthogonalRange(inSection: section) != nil else {
          throw ScrollError.notOrthogonal(section: section)
        }
        let start = orthogonalOffset(inSection: section)
        try scrollOrthogonalSection(section, to: start + distance)
        let current = orthogonalOffset(inSection: section)
        guard
          let rest = layout.orthogonalRestingOffset(
            inSection: section, start: start, current: current, velocity: velocity)
        else { return }
        try scrollOrthogonalSection(section, to: rest)
      })
  }

  /// The work of ``setOrthogonalOffset(_:inSection:)``.
  private func scrollOrthogonalSection(_ section: Int, to offset: CGFloat) throws {
    guard offset.isFinite else {
      throw ScrollError.invalidDrag(distance: offset, velocity: 0, steps: 1)
    }
    beginEvent()
    defer { endEvent() }
    try layOut()
    guard let range = layout.orthogonalRange(inSection: section)?.offsets else {
      throw ScrollError.notOrthogonal(section: section)
    }
    let clamped = min(max(offset, range.lowerBound), range.upperBound)
    guard clamped != orthogonalOffset(inSection: section) else { return }
    orthogonalOffsets[section] = clamped
    needsLayout = true
    // Moved from a callback of a pass: that pass runs again.
    if isLayingOut { orthogonalOffsetChangedInPass = true }
    try layOut()
  }

  /// Clamps each orthogonal offset to its section's row after the layout
  /// was prepared again; a section that no longer scrolls on its own loses
  /// its offset.
  func clampOrthogonalOffsets() {
    for (section, offset) in orthogonalOffsets {
      guard let range = layout.orthogonalRange(inSection: section)?.offsets else {
        orthogonalOffsets[section] = nil
        continue
      }
      orthogonalOffsets[section] = min(max(offset, range.lowerBound), range.upperBound)
    }
  }
}
