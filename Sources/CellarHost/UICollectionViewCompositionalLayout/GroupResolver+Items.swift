import Foundation

extension GroupResolver.Dimension {
  /// The resolver's form of a layout dimension. `uniformAcrossSiblings` is
  /// an estimate until items are measured.
  @MainActor
  init(_ dimension: Headless.NSCollectionLayoutDimension) {
    switch dimension.kind {
    case .fractionalWidth: self = .fractionalWidth(dimension.dimension)
    case .fractionalHeight: self = .fractionalHeight(dimension.dimension)
    case .absolute: self = .absolute(dimension.dimension)
    case .estimated: self = .estimated(dimension.dimension)
    case .uniformAcrossSiblings:
      self = .estimated(dimension.dimension)
      isUniform = true
    }
  }
}

extension GroupResolver.Spacing {
  /// The resolver's form of a layout spacing.
  @MainActor
  init(_ spacing: Headless.NSCollectionLayoutSpacing) {
    self.init(value: spacing.spacing, isFlexible: !spacing.isFixed)
  }
}

extension Headless.NSCollectionLayoutItem {
  /// The item (or group, with its subitems) as the resolver reads it.
  ///
  /// A custom group is a node without parts: the layout places its items
  /// at the frames its provider gives, not the resolver. Groups nested
  /// deeper than ``GroupResolver/maximumDepth`` are cut there (the
  /// resolver lays out nothing at that depth and logs it), so that a
  /// hostile nesting cannot exhaust the stack.
  var resolverNode: GroupResolver.Node {
    var providers: [Headless.NSCollectionLayoutGroupCustomItemProvider] = []
    return resolverNode(depth: 0, customProviders: &providers)
  }

  /// The item as the resolver reads it, with the item providers of its
  /// custom groups (at any depth) appended to `customProviders`, each
  /// node numbering its own.
  func resolverNode(
    customProviders: inout [Headless.NSCollectionLayoutGroupCustomItemProvider]
  ) -> GroupResolver.Node {
    resolverNode(depth: 0, customProviders: &customProviders)
  }

  private func resolverNode(
    depth: Int, customProviders: inout [Headless.NSCollectionLayoutGroupCustomItemProvider]
  ) -> GroupResolver.Node {
    var node = GroupResolver.Node(
      width: GroupResolver.Dimension(layoutSize.widthDimension),
      height: GroupResolver.Dimension(layoutSize.heightDimension),
      contentInsets: contentInsets)
    node.leading = edgeSpacing?.leading.map(GroupResolver.Spacing.init)
    node.top = edgeSpacing?.top.map(GroupResolver.Spacing.init)
    node.trailing = edgeSpacing?.trailing.map(GroupResolver.Spacing.init)
    node.bottom = edgeSpacing?.bottom.map(GroupResolver.Spacing.init)
    node.supplementaries = supplementaryItems.map(GroupResolver.Supplementary.init)
    guard let group = self as? Headless.NSCollectionLayoutGroup else { return node }
    let axis: GroupResolver.Axis
    let repetition: Headless.NSCollectionLayoutGroup.Repetition
    switch group.arrangement {
    case .horizontal(let value): (axis, repetition) = (.horizontal, value)
    case .vertical(let value): (axis, repetition) = (.vertical, value)
    case .custom(let provider):
      node.custom = customProviders.count
      customProviders.append(provider)
      return node
    }
    var children: [GroupResolver.Node] = []
    if depth < GroupResolver.maximumDepth {
      for subitem in group.subitems {
        children.append(subitem.resolverNode(depth: depth + 1, customProviders: &customProviders))
      }
    }
    let fill: GroupResolver.Fill
    switch (repetition, children.first) {
    case (.repeating(let count), let child?): fill = .repeating(child, count)
    case (.forced(let count), let child?): fill = .count(child, count)
    default: fill = .subitems(children)
    }
    node.group = GroupResolver.GroupParts(
      axis: axis, fill: fill,
      interItemSpacing: group.interItemSpacing.map(GroupResolver.Spacing.init))
    return node
  }
}

extension GroupResolver.Anchor {
  /// The resolver's form of a layout anchor.
  @MainActor
  init(_ anchor: Headless.NSCollectionLayoutAnchor) {
    self.init(
      point: anchor.anchorPoint, offset: anchor.offset, isFractional: anchor.isFractionalOffset)
  }
}

extension GroupResolver.Supplementary {
  /// The resolver's form of a supplementary item anchored to an item or a
  /// group; its own anchor defaults to the container anchor's edges, with
  /// no offset.
  @MainActor
  init(_ item: Headless.NSCollectionLayoutSupplementaryItem) {
    let container = GroupResolver.Anchor(item.containerAnchor)
    self.init(
      kind: item.elementKind, width: GroupResolver.Dimension(item.layoutSize.widthDimension),
      height: GroupResolver.Dimension(item.layoutSize.heightDimension), container: container,
      item: item.itemAnchor.map(GroupResolver.Anchor.init)
        ?? GroupResolver.Anchor(point: container.point, offset: .zero, isFractional: false),
      zIndex: item.zIndex)
  }
}

extension Headless.NSCollectionLayoutItem {
  /// The supplementary items anchored to this item and, for a group, to
  /// its subitems at any depth (to ``GroupResolver/maximumDepth``), each
  /// definition once, in the order met.
  var anchoredSupplementaryItems: [Headless.NSCollectionLayoutSupplementaryItem] {
    var seen: Set<ObjectIdentifier> = []
    var found: [Headless.NSCollectionLayoutSupplementaryItem] = []
    var visited: Set<ObjectIdentifier> = []
    var pending: [(Headless.NSCollectionLayoutItem, Int)] = [(self, 0)]
    while let (item, depth) = pending.popLast() {
      guard visited.insert(ObjectIdentifier(item)).inserted else { continue }
      for supplementary in item.supplementaryItems
      where seen.insert(ObjectIdentifier(supplementary)).inserted {
        found.append(supplementary)
      }
      if let group = item as? Headless.NSCollectionLayoutGroup, depth < GroupResolver.maximumDepth {
        pending += group.subitems.reversed().map { ($0, depth + 1) }
      }
    }
    return found
  }
}

extension GroupResolver.Leaf {
  /// An item of a resolved group placed in `slot` at `frame`, estimated
  /// along the axes its node's dimensions are estimates on.
  init(_ node: GroupResolver.Node, slot: CGRect, frame: CGRect) {
    self.init(
      slot: slot, frame: frame, estimatedWidth: node.width.isEstimated,
      estimatedHeight: node.height.isEstimated, uniformWidth: node.width.isUniform,
      uniformHeight: node.height.isUniform, custom: node.custom)
  }
}
