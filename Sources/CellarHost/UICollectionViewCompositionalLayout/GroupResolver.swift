import Foundation

/// Resolves one compositional layout group into the frames of its items:
/// the pure geometry of the spec's §3.1 and §3.2.1–3.2.4 and §3.2.7, on
/// value types, so that it can be tested without a collection view.
///
/// The layout calls it once per section and solve, for the section's group
/// (its *template*): every full group of the section repeats these frames,
/// so a section of a million items costs the frames of one group.
///
/// Rules, in the order they apply:
/// - A dimension resolves against its container: `fractionalWidth` and
///   `fractionalHeight` are fractions of the containing group's content
///   (its size less its own `contentInsets`); `absolute` and `estimated`
///   are their values. Sizes round **down** to a pixel, positions to the
///   nearest pixel (`scale` pixels a point).
/// - A `subitems:` group repeats its list and ends when the next item does
///   not fit. With a fixed inter-item spacing *s*, the row takes the
///   largest *n* whose items, sized as fractions of (size − (*n* − 1)*s*),
///   fit with their *n* − 1 spacings ("spacing before fractions"); when an
///   item's cross-axis dimension is a fraction of the group's axis (a
///   height of `.fractionalWidth` in a horizontal group), *n* is counted
///   first without spacing. A group estimated along its own axis holds one
///   run of its list.
/// - The deprecated `count:` groups size each item (size − (count − 1)*s*)/count;
///   `repeatingSubitem:count:` groups keep the item's size.
/// - `edgeSpacing` places each item's slot (flexible edges and flexible
///   inter-item spacings share the leftover room, which may be negative);
///   `contentInsets` then shrink the item inside its slot, except on an
///   axis whose dimension is estimated; an inset larger than its slot
///   leaves a frame of the difference's absolute value.
/// - A `subitems:` group whose first item needs more room than the group
///   has, or has no extent along the group's axis, lays out nothing and
///   logs UIKit's diagnostic (UIKit would repeat a zero-length item
///   forever; the host refuses it, spec §3.7).
struct GroupResolver {
  /// A size along one axis.
  struct Dimension: Hashable, Sendable {
    /// What the value means.
    enum Kind: Hashable, Sendable {
      /// A fraction of the container's width.
      case fractionalWidth
      /// A fraction of the container's height.
      case fractionalHeight
      /// Points.
      case absolute
      /// An estimate in points (self-sizing, later).
      case estimated
    }

    /// What the value means.
    var kind: Kind
    /// The value.
    var value: CGFloat
    /// Whether an estimate is uniform across siblings: once measured, the
    /// group's items of such a dimension all take the longest of them.
    var isUniform = false

    static func absolute(_ value: CGFloat) -> Dimension { Dimension(kind: .absolute, value: value) }
    static func fractionalWidth(_ value: CGFloat) -> Dimension {
      Dimension(kind: .fractionalWidth, value: value)
    }
    static func fractionalHeight(_ value: CGFloat) -> Dimension {
      Dimension(kind: .fractionalHeight, value: value)
    }
    static func estimated(_ value: CGFloat) -> Dimension {
      Dimension(kind: .estimated, value: value)
    }

    /// Whether the value is an estimate.
    var isEstimated: Bool { kind == .estimated }
  }

  /// A spacing: exact when fixed, the least when flexible.
  struct Spacing: Hashable, Sendable {
    /// The spacing in points (not finite reads as 0).
    var value: CGFloat
    /// Whether it takes a share of leftover room.
    var isFlexible: Bool

    static func fixed(_ value: CGFloat) -> Spacing { Spacing(value: value, isFlexible: false) }
    static func flexible(_ value: CGFloat) -> Spacing { Spacing(value: value, isFlexible: true) }

    /// The least length, 0 for a value that is not finite.
    var least: CGFloat { value.isFinite ? value : 0 }
  }

  /// The axis a group lays its items along.
  enum Axis: Hashable, Sendable {
    case horizontal, vertical
  }

  /// How a group fills itself.
  indirect enum Fill: Hashable, Sendable {
    /// Its list, repeated while the next item fits (UIKit's `subitems:`).
    case subitems([Node])
    /// The item `count` times, each (size − (count − 1)·spacing)/count long
    /// (the deprecated `subitem:count:`).
    case count(Node, Int)
    /// The item `count` times at its own size (`repeatingSubitem:count:`).
    case repeating(Node, Int)
  }

  /// A group's children and how they are spaced.
  struct GroupParts: Hashable, Sendable {
    /// The axis the items are laid along.
    var axis: Axis
    /// The items.
    var fill: Fill
    /// The spacing between neighbouring items; `nil` is none.
    var interItemSpacing: Spacing?
  }

  /// An item or a group, as the resolver needs it.
  struct Node: Hashable, Sendable {
    /// The width.
    var width: Dimension
    /// The height.
    var height: Dimension
    /// Insets inside the slot (an item) or around the content (a group).
    var contentInsets = Headless.NSDirectionalEdgeInsets.zero
    /// Room before the leading edge.
    var leading: Spacing?
    /// Room above.
    var top: Spacing?
    /// Room after the trailing edge.
    var trailing: Spacing?
    /// Room below.
    var bottom: Spacing?
    /// The group's parts, `nil` for an item.
    var group: GroupParts?
    /// The supplementary views anchored to it (badges).
    var supplementaries: [Supplementary] = []
    /// For a custom group, the number of its item provider among those
    /// the node's tree collected: the resolver places it as one item,
    /// which the provider's items replace (``Resolved/expandCustomGroups(_:limit:log:)``).
    var custom: Int?
  }

  /// A point of a frame: 0, ½ or 1 of its size on each axis, moved by an
  /// offset in points or in fractions of the supplementary's own size.
  struct Anchor: Hashable, Sendable {
    /// The point, as fractions of the frame's size.
    var point: CGPoint
    /// The offset.
    var offset: CGPoint
    /// Whether the offset is a fraction of the supplementary's size.
    var isFractional: Bool
  }

  /// A supplementary view anchored to an item or a group (spec §2.4.2).
  struct Supplementary: Hashable, Sendable {
    /// Its element kind.
    var kind: String
    /// Its width, fractions of its host's.
    var width: Dimension
    /// Its height, fractions of its host's.
    var height: Dimension
    /// The point of the host it is anchored to.
    var container: Anchor
    /// Its own point that meets the host's.
    var item: Anchor
    /// Its zIndex.
    var zIndex: Int
  }

  /// A supplementary view placed in the resolved group.
  struct PlacedSupplementary: Hashable, Sendable {
    /// Its element kind.
    var kind: String
    /// Its frame, relative to the top-level group's origin.
    var frame: CGRect
    /// Its zIndex.
    var zIndex: Int
    /// How many of the group's items a partial group must hold for it to
    /// exist: its item's number plus one, or one for a group's.
    var needs: Int
    /// What it is anchored to: the item it is anchored to, the top-level
    /// group, or a nested group.
    var host: Host
    /// Its definition, to place it again on a host that changed length
    /// (a measured item or group).
    var definition: Supplementary? = nil
  }

  /// What an anchored supplementary view is anchored to.
  enum Host: Hashable, Sendable {
    /// The item of the group with this number.
    case item(Int)
    /// The top-level group.
    case topGroup
    /// A group nested in the top-level group, whose items end before the
    /// group's item with this number (they start at ``PlacedSupplementary/needs``
    /// less one).
    case nestedGroup(end: Int)
  }

  /// An item of the resolved group: its slot (where edge spacing put it)
  /// and its frame (the slot less its content insets), relative to the
  /// top-level group's origin.
  struct Leaf: Hashable, Sendable {
    /// The item's slot.
    var slot: CGRect
    /// The item's frame.
    var frame: CGRect
    /// Whether its width is an estimate (it sizes itself).
    var estimatedWidth = false
    /// Whether its height is an estimate (it sizes itself).
    var estimatedHeight = false
    /// Its zIndex (a custom group's item's own).
    var zIndex = 0
    /// Whether its width is uniform across its siblings once measured.
    var uniformWidth = false
    /// Whether its height is uniform across its siblings once measured.
    var uniformHeight = false
    /// For a custom group placed as one item, the number of its item
    /// provider (see ``Node/custom``).
    var custom: Int?
    /// The group it is an item of, numbered in layout order from 0 (the
    /// top-level group): items with the same parent are siblings, which
    /// `uniformAcrossSiblings` lengths are shared among.
    var parent = 0
  }

  /// A resolved group.
  struct Resolved: Hashable, Sendable {
    /// The group's size.
    var size: CGSize
    /// Its items, in layout order (nested groups' items in place).
    var leaves: [Leaf]
    /// The supplementary views anchored to its items and groups, each
    /// after its host's items.
    var supplementaries: [PlacedSupplementary] = []
    /// The pixels per point it was resolved at.
    var scale: CGFloat = 1
  }

  /// Pixels per point.
  var scale: CGFloat

  /// A resolver that rounds to `scale` pixels a point.
  init(scale: CGFloat) {
    self.scale = scale
  }
  /// The most items one top-level group may hold, nested groups' included:
  /// the host's own limit, so that tiny items in a huge group cannot
  /// exhaust memory.
  var maximumItemsPerGroup = 100_000 {
    didSet { leafBudget = maximumItemsPerGroup }
  }
  /// What is left of ``maximumItemsPerGroup`` in the resolve in progress.
  private var leafBudget = 100_000
  /// UIKit's diagnostics for groups that cannot lay out, in order.
  var log: [String] = []
  /// The supplementary views placed by the resolve in progress.
  private var placed: [PlacedSupplementary] = []
  /// The number the next group laid out in the resolve in progress gets
  /// (see ``Leaf/parent``).
  private var nextGroup = 0

  /// Resolves a top-level group in a container: its own size from its
  /// dimensions, then its items.
  ///
  /// - Parameters:
  ///   - node: The group (an item resolves as a group of itself).
  ///   - container: The size its fractions are fractions of.
  /// - Returns: The group's size and items.
  mutating func resolve(_ node: Node, in container: CGSize) -> Resolved {
    leafBudget = maximumItemsPerGroup
    placed = []
    nextGroup = 0
    let size = CGSize(
      width: resolvedLength(node.width, in: container),
      height: resolvedLength(node.height, in: container))
    guard let parts = node.group else {
      let slot = CGRect(origin: .zero, size: size)
      let frame = inset(slot, node)
      // A custom group's views anchor to the group, not its inset frame.
      if node.custom == nil {
        anchor(node.supplementaries, to: frame, needs: 1, host: .item(0))
      } else {
        anchor(node.supplementaries, to: slot, needs: 1, host: .topGroup)
      }
      return Resolved(
        size: size, leaves: [Leaf(node, slot: slot, frame: frame)],
        supplementaries: roundedPlaced(), scale: scale)
    }
    var leaves: [Leaf] = []
    let resolvedSize = layOut(node, parts, size: size, at: .zero, into: &leaves, depth: 0)
    if !leaves.isEmpty {
      anchor(
        node.supplementaries, to: CGRect(origin: .zero, size: resolvedSize), needs: 1,
        host: .topGroup)
    }
    for index in leaves.indices {
      leaves[index].slot = roundOrigin(leaves[index].slot)
      leaves[index].frame = roundOrigin(leaves[index].frame)
    }
    return Resolved(
      size: resolvedSize, leaves: leaves, supplementaries: roundedPlaced(), scale: scale)
  }

  /// The supplementary views placed so far, their origins rounded.
  private mutating func roundedPlaced() -> [PlacedSupplementary] {
    defer { placed = [] }
    return placed.map { item in
      var item = item
      item.frame = roundOrigin(item.frame)
      return item
    }
  }

  /// Places the supplementary views anchored to a host's frame, noting
  /// what the host is.
  private mutating func anchor(
    _ items: [Supplementary], to frame: CGRect, needs: Int, host: Host
  ) {
    for item in items {
      placed.append(
        PlacedSupplementary(
          kind: item.kind, frame: unroundedFrame(of: item, anchoredTo: frame),
          zIndex: item.zIndex, needs: needs, host: host, definition: item))
    }
  }

  /// The frame of a supplementary view anchored to `host`, its origin
  /// rounded to a pixel, as ``resolve(_:in:)`` places it.
  func frame(of item: Supplementary, anchoredTo host: CGRect) -> CGRect {
    roundOrigin(unroundedFrame(of: item, anchoredTo: host))
  }

  /// The frame of a supplementary view anchored to `host` (spec §2.4.2):
  /// sized in the host (fractions of its size), then put where its own
  /// anchor point meets the host's, both offsets added (a fractional
  /// offset is a fraction of the supplementary's size).
  private func unroundedFrame(of item: Supplementary, anchoredTo host: CGRect) -> CGRect {
    let size = CGSize(
      width: resolvedLength(item.width, in: host.size),
      height: resolvedLength(item.height, in: host.size))
    func offset(_ anchor: Anchor) -> CGPoint {
      guard anchor.isFractional else { return anchor.offset }
      return CGPoint(x: anchor.offset.x * size.width, y: anchor.offset.y * size.height)
    }
    let containerOffset = offset(item.container)
    let itemOffset = offset(item.item)
    let origin = CGPoint(
      x: host.minX + item.container.point.x * host.width - item.item.point.x * size.width
        + containerOffset.x + itemOffset.x,
      y: host.minY + item.container.point.y * host.height - item.item.point.y * size.height
        + containerOffset.y + itemOffset.y)
    return CGRect(origin: origin, size: size)
  }

  /// Logs a message, once: a nested group that cannot fit would otherwise
  /// log once for each of its copies.
  private mutating func note(_ message: String) {
    if !log.contains(message) { log.append(message) }
  }

  /// Takes `count` items from the budget: all of them, as many as are
  /// left (logged), or `nil` when none are.
  private mutating func budget(_ count: Int) -> Int? {
    let granted = min(count, leafBudget)
    if granted < count {
      note(
        "CellarHost: a group holds at most \(maximumItemsPerGroup) items; the rest are not laid out."
      )
    }
    guard granted > 0 else { return nil }
    leafBudget -= granted
    return granted
  }

  // MARK: Groups

  /// One item of a group's row, sized.
  private struct Placed {
    var node: Node
    /// Length along the group's axis and across it.
    var along: CGFloat
    var across: CGFloat
  }

  /// The deepest nesting of groups resolved; deeper groups lay out
  /// nothing (the host's own limit: it resolves by recursion).
  static let maximumDepth = 64

  /// Lays out a group of `size` at `origin`, appending its items' leaves;
  /// returns the group's size (estimated axes grow to their content).
  private mutating func layOut(
    _ node: Node, _ parts: GroupParts, size: CGSize, at origin: CGPoint,
    into leaves: inout [Leaf], depth: Int
  ) -> CGSize {
    guard depth < Self.maximumDepth else {
      note(
        "CellarHost: groups nested deeper than \(Self.maximumDepth) levels lay out nothing.")
      return size
    }
    let parent = nextGroup
    nextGroup += 1
    let horizontal = parts.axis == .horizontal
    let insets = effectiveInsets(node)
    let content = CGSize(
      width: size.width - insets.leading - insets.trailing,
      height: size.height - insets.top - insets.bottom)
    let estimatedAlong = horizontal ? node.width.isEstimated : node.height.isEstimated
    let estimatedAcross = horizontal ? node.height.isEstimated : node.width.isEstimated
    guard let row = fill(parts, content: content, oneRun: estimatedAlong) else {
      note(Self.cannotFit(content))
      return size
    }
    let spacing = parts.interItemSpacing
    let along = horizontal ? content.width : content.height
    let across = horizontal ? content.height : content.width
    // Leftover room along the axis, shared by the flexible spacings.
    var used = CGFloat(max(row.count - 1, 0)) * (spacing?.least ?? 0)
    var flexibleCount = spacing?.isFlexible == true ? max(row.count - 1, 0) : 0
    for item in row {
      let (before, after) = alongEdges(item.node, horizontal)
      used += item.along + (before?.least ?? 0) + (after?.least ?? 0)
      flexibleCount += (before?.isFlexible == true ? 1 : 0) + (after?.isFlexible == true ? 1 : 0)
    }
    let share = flexibleCount > 0 && !estimatedAlong ? (along - used) / CGFloat(flexibleCount) : 0
    var position: CGFloat = 0
    var reachAcross: CGFloat = 0
    for (index, item) in row.enumerated() {
      if index > 0, let spacing {
        position += spacing.least + (spacing.isFlexible ? share : 0)
      }
      let (before, after) = alongEdges(item.node, horizontal)
      position += (before?.least ?? 0) + (before?.isFlexible == true ? share : 0)
      let offsetAcross = acrossOffset(item, horizontal, room: across)
      let slotOrigin =
        horizontal
        ? CGPoint(x: origin.x + insets.leading + position, y: origin.y + insets.top + offsetAcross)
        : CGPoint(x: origin.x + insets.leading + offsetAcross, y: origin.y + insets.top + position)
      let slotSize =
        horizontal
        ? CGSize(width: item.along, height: item.across)
        : CGSize(width: item.across, height: item.along)
      let placedSize = place(
        item.node, in: CGRect(origin: slotOrigin, size: slotSize), parent: parent,
        into: &leaves, depth: depth)
      let placedAlong = horizontal ? placedSize.width : placedSize.height
      let placedAcross = horizontal ? placedSize.height : placedSize.width
      position += placedAlong + (after?.least ?? 0) + (after?.isFlexible == true ? share : 0)
      reachAcross = max(
        reachAcross, offsetAcross + placedAcross + acrossTrailing(item.node, horizontal))
    }
    var result = size
    if estimatedAlong {
      let total =
        position + (horizontal ? insets.leading + insets.trailing : insets.top + insets.bottom)
      if horizontal { result.width = total } else { result.height = total }
    }
    if estimatedAcross {
      let total =
        reachAcross + (horizontal ? insets.top + insets.bottom : insets.leading + insets.trailing)
      if horizontal { result.height = total } else { result.width = total }
    }
    return result
  }

  /// Places one item of group number `parent` in its slot: a leaf, or a
  /// nested group laid out there; then the supplementary views anchored to
  /// it. Returns the size it takes (a nested group's estimated axes grow).
  private mutating func place(
    _ node: Node, in slot: CGRect, parent: Int, into leaves: inout [Leaf], depth: Int
  ) -> CGSize {
    guard let parts = node.group else {
      let frame = inset(slot, node)
      var leaf = Leaf(node, slot: slot, frame: frame)
      leaf.parent = parent
      leaves.append(leaf)
      anchor(
        node.supplementaries, to: node.custom == nil ? frame : slot, needs: leaves.count,
        host: .item(leaves.count - 1))
      return slot.size
    }
    let first = leaves.count
    let size = layOut(
      node, parts, size: slot.size, at: slot.origin, into: &leaves, depth: depth + 1)
    if leaves.count > first {
      anchor(
        node.supplementaries, to: CGRect(origin: slot.origin, size: size), needs: first + 1,
        host: .nestedGroup(end: leaves.count))
    }
    return size
  }

  /// The items of one group's row, sized; `nil` when not even the first
  /// item fits (or a repeating list has no extent along the axis).
  private mutating func fill(_ parts: GroupParts, content: CGSize, oneRun: Bool) -> [Placed]? {
    let horizontal = parts.axis == .horizontal
    let along = horizontal ? content.width : content.height
    let spacing = parts.interItemSpacing?.least ?? 0
    switch parts.fill {
    case .count(let node, let asked):
      guard asked > 0, let count = budget(asked) else { return nil }
      let each = floorToPixel((along - CGFloat(count - 1) * spacing) / CGFloat(count))
      // Items with no length: nothing to lay out (spec §3.7, the host's rule).
      guard each > 0 else { return nil }
      let item = sized(node, horizontal, content: content, base: along)
      return Array(repeating: Placed(node: node, along: each, across: item.across), count: count)
    case .repeating(let node, let asked):
      guard asked > 0 else { return nil }
      let item = sized(node, horizontal, content: content, base: along)
      guard item.along > 0, let count = budget(asked) else { return nil }
      return Array(repeating: item, count: count)
    case .subitems(let list):
      guard !list.isEmpty else { return nil }
      if oneRun {
        guard let count = budget(list.count) else { return nil }
        return list.prefix(count).map { sized($0, horizontal, content: content, base: along) }
      }
      return repeated(list, horizontal, content: content, spacing: parts.interItemSpacing)
    }
  }

  /// A `subitems:` list repeated while the next item fits (see the type's
  /// rules for how spacing and fractions combine).
  private mutating func repeated(
    _ list: [Node], _ horizontal: Bool, content: CGSize, spacing: Spacing?
  ) -> [Placed]? {
    let along = horizontal ? content.width : content.height
    let gap = spacing?.least ?? 0
    let fixedGap = spacing.map { !$0.isFlexible } ?? false
    // Spacing comes before fractions only when it is fixed.
    func base(_ count: Int) -> CGFloat { fixedGap ? along - CGFloat(count - 1) * gap : along }
    func fits(_ items: [Placed]) -> Bool {
      var total = CGFloat(items.count - 1) * gap
      for item in items {
        let (before, after) = alongEdges(item.node, horizontal)
        total += item.along + (before?.least ?? 0) + (after?.least ?? 0)
      }
      return total <= along + Self.tolerance
    }
    let crossUsesAxis = list.contains { node in
      (horizontal ? node.height.kind : node.width.kind)
        == (horizontal ? .fractionalWidth : .fractionalHeight)
    }
    func items(_ count: Int) -> [Placed] {
      (0..<count).map {
        sized(list[$0 % list.count], horizontal, content: content, base: base(count))
      }
    }
    if crossUsesAxis {
      // Counted without spacing first, then sized in the room the spacings
      // leave, keeping those that fit (and have a length).
      var taken = items(longestFit(list, horizontal, content: content, gap: 0) { _ in along })
      while !taken.isEmpty && (!fits(taken) || taken.contains { $0.along <= 0 }) {
        taken.removeLast()
      }
      guard !taken.isEmpty else { return nil }
      leafBudget -= taken.count
      return taken
    }
    let count = longestFit(list, horizontal, content: content, gap: gap, base: base)
    guard count > 0 else { return nil }
    leafBudget -= count
    return items(count)
  }

  /// The largest count of items from the repeated list that fit, the base
  /// of their fractions depending on the count; 0 when the first does
  /// not fit or an item has no extent along the axis.
  private mutating func longestFit(
    _ list: [Node], _ horizontal: Bool, content: CGSize, gap: CGFloat, base: (Int) -> CGFloat
  ) -> Int {
    let along = horizontal ? content.width : content.height
    // Each item's length is fixed + fraction × base: sum both parts as the
    // count grows, so finding the count is linear in it.
    var fixedSum: CGFloat = 0
    var fractionSum: CGFloat = 0
    var count = 0
    while count < max(leafBudget, 0) {
      let node = list[count % list.count]
      let (fixed, fraction) = alongParts(node, horizontal, content: content)
      let (before, after) = alongEdges(node, horizontal)
      // An item with no length would repeat forever: the group cannot fit.
      guard floorToPixel(fixed + fraction * base(count + 1)) > 0 else { break }
      let nextFixed = fixedSum + fixed + (before?.least ?? 0) + (after?.least ?? 0)
      let nextFraction = fractionSum + fraction
      let total = nextFixed + nextFraction * base(count + 1) + CGFloat(count) * gap
      guard total <= along + Self.tolerance else { break }
      fixedSum = nextFixed
      fractionSum = nextFraction
      count += 1
    }
    if count == leafBudget, count > 0 {
      note(
        "CellarHost: a group holds at most \(maximumItemsPerGroup) items; the rest are not laid out."
      )
    }
    return count
  }

  /// An item's length along the axis as a fixed part and a fraction of
  /// the base (the room along the axis).
  private func alongParts(_ node: Node, _ horizontal: Bool, content: CGSize) -> (CGFloat, CGFloat) {
    let dimension = horizontal ? node.width : node.height
    switch (dimension.kind, horizontal) {
    case (.fractionalWidth, true), (.fractionalHeight, false): return (0, dimension.value)
    default: return (length(dimension, in: content), 0)
    }
  }

  /// An item sized in a group's content, fractions of the group's axis
  /// taken of `base`.
  private func sized(_ node: Node, _ horizontal: Bool, content: CGSize, base: CGFloat) -> Placed {
    let container =
      horizontal
      ? CGSize(width: base, height: content.height)
      : CGSize(width: content.width, height: base)
    let width = resolvedLength(node.width, in: container)
    let height = resolvedLength(node.height, in: container)
    return horizontal
      ? Placed(node: node, along: width, across: height)
      : Placed(node: node, along: height, across: width)
  }

  // MARK: Edges and insets

  /// The spacings before and after an item along the axis.
  private func alongEdges(_ node: Node, _ horizontal: Bool) -> (Spacing?, Spacing?) {
    horizontal ? (node.leading, node.trailing) : (node.top, node.bottom)
  }

  /// Where an item's slot starts across the axis: after its fixed edge, or
  /// placed by its flexible edges in the room left.
  private func acrossOffset(_ item: Placed, _ horizontal: Bool, room: CGFloat) -> CGFloat {
    let (before, after) =
      horizontal ? (item.node.top, item.node.bottom) : (item.node.leading, item.node.trailing)
    let least = (before?.least ?? 0)
    let flexible = (before?.isFlexible == true ? 1 : 0) + (after?.isFlexible == true ? 1 : 0)
    guard flexible > 0, before?.isFlexible == true else { return least }
    let leftover = room - item.across - least - (after?.least ?? 0)
    return least + leftover / CGFloat(flexible)
  }

  /// The fixed room after an item across the axis.
  private func acrossTrailing(_ node: Node, _ horizontal: Bool) -> CGFloat {
    (horizontal ? node.bottom : node.trailing)?.least ?? 0
  }

  /// A node's content insets, zero on an axis whose dimension is estimated.
  private func effectiveInsets(_ node: Node) -> Headless.NSDirectionalEdgeInsets {
    var insets = node.contentInsets
    if node.width.isEstimated {
      insets.leading = 0
      insets.trailing = 0
    }
    if node.height.isEstimated {
      insets.top = 0
      insets.bottom = 0
    }
    return insets
  }

  /// An item's frame in its slot: the slot less its insets; an inset
  /// larger than the slot leaves the difference's absolute value.
  private func inset(_ slot: CGRect, _ node: Node) -> CGRect {
    let insets = effectiveInsets(node)
    return CGRect(
      x: slot.origin.x + insets.leading, y: slot.origin.y + insets.top,
      width: abs(slot.size.width - insets.leading - insets.trailing),
      height: abs(slot.size.height - insets.top - insets.bottom))
  }

  // MARK: Numbers

  /// Rounding slack: fractions such as 1/3 sum to a hair over 1.
  static let tolerance: CGFloat = 1e-6

  /// A dimension's length in a container, a fraction's rounded down to a
  /// pixel (an absolute or estimated length is kept as given).
  private func resolvedLength(_ dimension: Dimension, in container: CGSize) -> CGFloat {
    let value = length(dimension, in: container)
    switch dimension.kind {
    case .fractionalWidth, .fractionalHeight: return floorToPixel(value)
    case .absolute, .estimated: return value
    }
  }

  /// A dimension's length in a container.
  private func length(_ dimension: Dimension, in container: CGSize) -> CGFloat {
    switch dimension.kind {
    case .fractionalWidth: return dimension.value * container.width
    case .fractionalHeight: return dimension.value * container.height
    case .absolute, .estimated: return dimension.value
    }
  }

  /// A length rounded down to a pixel (a hair of slack, so that 358/3
  /// stays 119.333 at scale 3).
  func floorToPixel(_ value: CGFloat) -> CGFloat {
    guard value.isFinite, scale > 0 else { return value }
    return (value * scale + Self.tolerance).rounded(.down) / scale
  }

  /// A rectangle whose origin is rounded to the nearest pixel.
  private func roundOrigin(_ rect: CGRect) -> CGRect {
    guard scale > 0 else { return rect }
    func round(_ value: CGFloat) -> CGFloat {
      value.isFinite ? (value * scale).rounded() / scale : value
    }
    return CGRect(
      origin: CGPoint(x: round(rect.origin.x), y: round(rect.origin.y)), size: rect.size)
  }

  /// UIKit's diagnostic for a group that cannot fit even one item.
  static func cannotFit(_ size: CGSize) -> String {
    "Error: NSCollectionLayoutItem created with invalid combination of spacing and size specified. "
      + "This group cannot fit even a single item. Inspect the spacing and size of the items in this "
      + "group and ensure that they fit into the group when its effective size is "
      + "{\(size.width.layoutText), \(size.height.layoutText)}."
  }
}
