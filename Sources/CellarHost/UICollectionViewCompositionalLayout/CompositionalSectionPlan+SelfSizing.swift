import Foundation

/// Self-sizing in a compositional section (spec §3.3): an item whose
/// dimension along the scroll axis is an estimate, in a top-level group
/// estimated along it too, takes the length its cell chose once measured;
/// its group grows or shrinks to its longest item, and the groups after it
/// move. Unmeasured items keep the estimate.
///
/// Groups keep the template's length until an item of the section is
/// measured. From then on the section keeps each group's length plus the
/// spacing after it in a ``RowHeights`` (the table's structure, O(log *g*)
/// to place a group, find the group at a position, or change one), so a
/// measured list of 1,000,000 items still answers a query in
/// O(log *n* + *k*).
extension CompositionalSectionPlan {
  /// Whether some item of the template sizes itself.
  var isSelfSizing: Bool { !selfSizing.isEmpty }

  /// Marks the template's items that size themselves along the scroll
  /// axis: only when the top-level group is estimated along it, the
  /// section does not scroll orthogonally, its groups do not overlap (a
  /// negative spacing keeps every estimate) and its items lie side by side
  /// across the axis (items stacked along it would need to move one
  /// another: they keep their estimates).
  mutating func findSelfSizingItems(groupEstimated: Bool) {
    selfSizing = []
    uniform = []
    guard groupEstimated, !scrollsOrthogonally, groupSpacing >= 0 else { return }
    let starts = Set(template.leaves.map { vertical ? $0.slot.minY : $0.slot.minX })
    guard starts.count <= 1 else { return }
    let flags = template.leaves.map { vertical ? $0.estimatedHeight : $0.estimatedWidth }
    guard flags.contains(true) else { return }
    selfSizing = flags
    let uniformFlags = template.leaves.map { vertical ? $0.uniformHeight : $0.uniformWidth }
    uniform = uniformFlags.contains(true) ? uniformFlags : []
  }

  /// The longest measured length of group `group`'s uniform items among
  /// their siblings, which they all take, by the number of the group they
  /// are items of (see ``GroupResolver/Leaf/parent``: uniform items of two
  /// nested groups are not siblings); `nil` when none is measured.
  ///
  /// - Complexity: O(*p*) in the items of one group.
  func measuredUniformLengths(ofGroup group: Int) -> [Int: CGFloat]? {
    guard !uniform.isEmpty else { return nil }
    let first = group * perGroup
    var longest: [Int: CGFloat] = [:]
    for index in 0..<max(0, min(perGroup, count - first)) where uniform[index] {
      if let length = measured[first + index] {
        let parent = template.leaves[index].parent
        longest[parent] = max(longest[parent] ?? length, length)
      }
    }
    return longest.isEmpty ? nil : longest
  }

  /// The length along the scroll axis item `item` takes once measured: a
  /// uniform item's siblings' longest, else its own; `nil` when unmeasured.
  func measuredLength(ofItem item: Int) -> CGFloat? {
    let leaf = item % perGroup
    if !uniform.isEmpty, uniform[leaf],
      let shared = uniformLengths[item / perGroup]?[template.leaves[leaf].parent]
    {
      return shared
    }
    return measured[item]
  }

  /// How far group `group` starts after the first group's start.
  func groupOffset(_ group: Int) -> CGFloat {
    if let groupExtents { return CGFloat(groupExtents.offset(ofRow: group)) }
    return CGFloat(group) * groupStride
  }

  /// The frame of item `item` relative to its group: the template's, with
  /// the length it chose along the scroll axis once measured.
  func leafFrame(of item: Int) -> CGRect {
    var frame = template.leaves[item % perGroup].frame
    guard !measured.isEmpty, let length = measuredLength(ofItem: item) else { return frame }
    if vertical { frame.size.height = length } else { frame.size.width = length }
    return frame
  }

  /// The frame of the template's anchored supplementary view `index` in
  /// group `group`, relative to the group: the template's, placed again
  /// on its item's measured frame, or on its top-level group's measured
  /// length (views anchored to nested groups keep the template's place).
  func supplementaryFrame(_ index: Int, group: Int) -> CGRect {
    let placed = template.supplementaries[index]
    guard !measured.isEmpty, let definition = placed.definition else { return placed.frame }
    let host: CGRect
    switch placed.host {
    case .item(let leaf):
      let item = group * perGroup + leaf
      guard measuredLength(ofItem: item) != nil else { return placed.frame }
      host = leafFrame(of: item)
    case .topGroup:
      let length = groupLength(group)
      // Unmeasured groups keep the template's place (the sum of a length
      // and its spacing less the spacing may differ by a rounding error).
      guard groupExtents != nil, abs(length - templateLength(group)) > 1e-9 else {
        return placed.frame
      }
      var size = template.size
      if vertical { size.height = length } else { size.width = length }
      host = CGRect(origin: .zero, size: size)
    case .nestedGroup:
      return placed.frame
    }
    return GroupResolver(scale: template.scale).frame(of: definition, anchoredTo: host)
  }

  /// The length along the scroll axis of group `group` from its items'
  /// measured lengths: its farthest item's end, each measured item's slot
  /// grown or shrunk by the difference between its measured and estimated
  /// lengths, plus what the template leaves after its farthest item.
  ///
  /// - Complexity: O(*p*) in the items of one group.
  func measuredLength(ofGroup group: Int) -> CGFloat {
    let first = group * perGroup
    let held = min(perGroup, count - first)
    guard held > 0, let full = reach.last else { return templateLength(group) }
    var farthest = -CGFloat.infinity
    let shared = measuredUniformLengths(ofGroup: group)
    for index in 0..<held {
      let leaf = template.leaves[index]
      var end = vertical ? leaf.slot.maxY : leaf.slot.maxX
      let own = measured[first + index]
      if let length = !uniform.isEmpty && uniform[index] ? shared?[leaf.parent] ?? own : own {
        end += length - (vertical ? leaf.frame.height : leaf.frame.width)
      }
      farthest = max(farthest, end)
    }
    return max(0, farthest + (groupExtent - full))
  }

  /// Builds ``groupExtents`` from the measured items, or clears it when
  /// none is measured.
  ///
  /// - Complexity: O(*g* + *m* · *p*) for *g* groups and *m* measured
  ///   items.
  mutating func buildGroupExtents() {
    uniformLengths = [:]
    guard isSelfSizing, !measured.isEmpty else {
      groupExtents = nil
      return
    }
    let measuredGroups = Set(measured.keys.map { $0 / perGroup })
    if !uniform.isEmpty {
      for group in measuredGroups {
        uniformLengths[group] = measuredUniformLengths(ofGroup: group)
      }
    }
    let spacing = Double(groupSpacing)
    let plan = self
    groupExtents = RowHeights(count: groupCount) { group in
      let length =
        measuredGroups.contains(group)
        ? plan.measuredLength(ofGroup: group) : plan.templateLength(group)
      return Double(length) + spacing
    }
  }

  /// Sets group `group`'s length in ``groupExtents`` from its items.
  ///
  /// - Complexity: O(*p* + log *g*).
  mutating func refreshGroupExtent(_ group: Int) {
    guard groupExtents != nil else { return buildGroupExtents() }
    if !uniform.isEmpty { uniformLengths[group] = measuredUniformLengths(ofGroup: group) }
    let length = measuredLength(ofGroup: group)
    groupExtents?.setHeight(Double(length + groupSpacing), measured: true, at: group)
  }

  /// The length of the groups and the spacing between them.
  var groupsLength: CGFloat {
    let groups = groupCount
    guard groups > 0 else { return 0 }
    if let groupExtents { return CGFloat(groupExtents.total) - groupSpacing }
    return CGFloat(groups - 1) * groupStride + templateLength(groups - 1)
  }

  /// The first group that may reach `position` (relative to the first
  /// group's start): an earlier group ends before it.
  ///
  /// - Complexity: O(log *g*) once measured; O(1) before.
  func firstGroup(reaching position: CGFloat) -> Int {
    let groups = groupCount
    guard groups > 0, position > 0 else { return 0 }
    if let groupExtents {
      // Each extent holds the spacing after its group: a group reaches
      // `position` when its extent's end reaches `position` plus the
      // spacing. One step back absorbs the sums' rounding.
      // Frames are placed at rounded positions while the sums are not:
      // half a pixel of slack finds a group whose end a query edge meets.
      let slack = template.scale > 0 ? 0.5 / template.scale : 0.5
      let reaching = groupExtents.firstRow(
        endingAtOrAfter: Double(position + groupSpacing - slack))
      return max(0, (reaching ?? 0) - 1)
    }
    let stride = groupStride
    guard stride > 0 else { return 0 }
    let skipped = ((position - groupExtent) / stride).rounded(.down)
    return skipped >= CGFloat(groups - 1) ? groups - 1 : skipped > 0 ? Int(skipped) : 0
  }
}
