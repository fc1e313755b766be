import Foundation

/// One section of a compositional layout, as laid out: its place along the
/// scroll axis and the template every group of it repeats.
struct CompositionalSectionPlan {
  /// The number of items.
  var count = 0
  /// Where the section starts along the scroll axis.
  var origin: CGFloat = 0
  /// Its length along the scroll axis (0 for an empty section).
  var extent: CGFloat = 0
  /// Where its first group starts, relative to the section (its leading
  /// insets): `y` along the scroll axis, `x` across it.
  var contentStart = CGPoint.zero
  /// One group's items, relative to the group's origin.
  var template = GroupResolver.Resolved(size: .zero, leaves: [])
  /// One full group's length along the scroll axis.
  var groupExtent: CGFloat = 0
  /// The space between groups.
  var groupSpacing: CGFloat = 0
  /// For each *m*, how far the first *m* items of a group reach along the
  /// scroll axis (index *m* − 1): a partial last group's length is that
  /// reach plus what a full group leaves after its last item.
  var reach: [CGFloat] = []
  /// Its boundary supplementary items, in the section's order.
  var boundary: [CompositionalBoundaryItem] = []
  /// Its decoration items, in the section's order.
  var decorations: [CompositionalDecorationItem] = []
  /// How it scrolls across the layout's axis: other than `.none`, its
  /// groups run across the scroll axis in one row (spec §3.6.1), and
  /// ``groupExtent``, ``reach`` and ``groupLength(_:)`` measure across it.
  var orthogonal = Headless.UICollectionLayoutSectionOrthogonalScrollingBehavior.none
  /// An orthogonal section's row across the scroll axis, its insets
  /// included (0 for other sections).
  var rowLength: CGFloat = 0
  /// The fraction of its speed an orthogonal section's scroller keeps
  /// each millisecond after a flick.
  var decelerationRate: CGFloat = 0.998
  /// The list configuration of a list section, whose swipe providers the
  /// collection view asks; `nil` for other sections.
  var list: Headless.UICollectionLayoutListConfiguration?
  /// The section's visible-items handler.
  var visibleItemsHandler: Headless.NSCollectionLayoutSectionVisibleItemsInvalidationHandler?

  /// For each of the template's items, whether it sizes itself along the
  /// scroll axis (spec §3.3): its dimension there and its top-level
  /// group's are estimates. Empty when no item does.
  var selfSizing: [Bool] = []
  /// The lengths along the scroll axis its measured items chose, by item.
  var measured: [Int: CGFloat] = [:]
  /// For each of the template's items, whether its length along the scroll
  /// axis is uniform across its siblings (`uniformAcrossSiblings`). Empty
  /// when no item's is.
  var uniform: [Bool] = []
  /// For each group with a measured uniform item, by the number of the
  /// group (top-level or nested) the uniform items are siblings in (see
  /// `GroupResolver.Leaf.parent`), the longest measured length among
  /// them, which they all take.
  var uniformLengths: [Int: [Int: CGFloat]] = [:]
  /// Once an item is measured, each group's length plus the spacing after
  /// it; `nil` while every group keeps the template's length.
  var groupExtents: RowHeights?

  /// Whether the layout stacks sections along y (its template's heights
  /// are then along the scroll axis).
  var vertical = true

  /// Whether its groups run across the scroll axis.
  var scrollsOrthogonally: Bool { orthogonal != .none }

  /// The distance from one group's start to the next one's.
  var groupStride: CGFloat { groupExtent + groupSpacing }

  /// For each of the template's supplementary views, its number among
  /// those of its kind in one group.
  var supplementaryRanks: [Int] = []
  /// For each kind of supplementary view anchored to items or groups, the
  /// template's views of that kind, in order.
  var supplementariesByKind: [String: [Int]] = [:]

  /// Items a full group holds.
  var perGroup: Int { template.leaves.count }

  /// Numbers the template's anchored supplementary views per kind (spec
  /// §3.4.2: from 0 per kind per section, in layout order).
  mutating func numberSupplementaries() {
    supplementaryRanks = []
    supplementariesByKind = [:]
    for (index, item) in template.supplementaries.enumerated() {
      supplementaryRanks.append(supplementariesByKind[item.kind, default: []].count)
      supplementariesByKind[item.kind, default: []].append(index)
    }
  }

  /// The number of groups (the last may be partial).
  var groupCount: Int { perGroup == 0 ? 0 : (count + perGroup - 1) / perGroup }

  /// The length along the axis of group `index`: the full length, or the
  /// trimmed length of a partial last group.
  func groupLength(_ index: Int) -> CGFloat {
    if let groupExtents { return CGFloat(groupExtents.height(at: index)) - groupSpacing }
    return templateLength(index)
  }

  /// The length along the axis of group `index` before any measurement.
  func templateLength(_ index: Int) -> CGFloat {
    let held = min(perGroup, count - index * perGroup)
    guard held < perGroup, held > 0, let full = reach.last else { return groupExtent }
    return reach[held - 1] + (groupExtent - full)
  }
}

/// What a compositional layout laid out at its last pass.
struct CompositionalState {
  /// The sections, in order.
  var sections: [CompositionalSectionPlan] = []
  /// Whether sections stack along y.
  var vertical = true
  /// The laid-out content's size.
  var contentSize = CGSize.zero
  /// The collection view's bounds across the scroll axis: an orthogonal
  /// section's viewport.
  var viewportAcross: CGFloat = 0
  /// Pixels per point.
  var scale: CGFloat = 3
  /// Whether some boundary item pins to the visible bounds.
  var hasPinnedItems = false
  /// Whether some section has a visible-items handler.
  var hasVisibleItemsHandlers = false
  /// Whether some section has items that size themselves.
  var hasSelfSizingItems = false
  /// The layout's own boundary items (its configuration's), placed in the
  /// whole content.
  var layoutBoundary: [CompositionalBoundaryItem] = []

  /// The frame of item `item` in section `section`, which must exist.
  func frame(item: Int, section: Int) -> CGRect {
    let plan = sections[section]
    return place(plan.leafFrame(of: item), group: item / plan.perGroup, section: section)
  }

  /// A rectangle of the template placed in group `group` of section
  /// `section`, in content coordinates (orthogonal rows unscrolled).
  func place(_ leaf: CGRect, group: Int, section: Int) -> CGRect {
    let plan = sections[section]
    // A section's groups follow one another along the scroll axis, an
    // orthogonal section's across it.
    let step = plan.groupOffset(group)
    let orthogonal = plan.scrollsOrthogonally
    let along = plan.origin + plan.contentStart.y + (orthogonal ? 0 : step)
    let across = plan.contentStart.x + (orthogonal ? step : 0)
    // The template is laid out with x across the section and y along it
    // when sections stack vertically; swapped when they stack sideways.
    let rect =
      vertical
      ? CGRect(
        x: across + leaf.origin.x, y: along + leaf.origin.y, width: leaf.size.width,
        height: leaf.size.height)
      : CGRect(
        x: along + leaf.origin.x, y: across + leaf.origin.y, width: leaf.size.width,
        height: leaf.size.height)
    return CGRect(
      origin: CGPoint(x: round(rect.origin.x), y: round(rect.origin.y)), size: rect.size)
  }

  /// A position rounded to the nearest pixel.
  func round(_ value: CGFloat) -> CGFloat {
    guard scale > 0, value.isFinite else { return value }
    return (value * scale).rounded() / scale
  }
}
