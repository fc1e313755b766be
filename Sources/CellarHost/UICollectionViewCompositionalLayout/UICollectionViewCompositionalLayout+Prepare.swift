import Foundation

extension Headless.UICollectionViewCompositionalLayout: HostLaidOutLayout {
  /// Lays out every section for a collection view of the given size,
  /// UIKit's `prepare()`: asks for each section once, in order, resolves
  /// its group once and stacks the groups; the previous layout is replaced
  /// only when every section is valid.
  ///
  /// - Throws: UIKit's "Invalid section definition" exception's error when
  ///   the provider returns `nil` for a section with items; the layout is
  ///   then unchanged.
  /// - Complexity: O(*s* + *g*), where *s* is the number of sections and *g*
  ///   the number of items in one group of each (item counts cost nothing).
  func prepareForHost(
    collectionViewSize: CGSize, contentInset: Headless.UIEdgeInsets,
    numberOfItemsInSections counts: [Int]
  ) throws {
    let environment = HostLayoutEnvironment(
      contentSize: collectionViewSize,
      traits: Headless.UITraitCollection(displayScale: displayScale))
    passEnvironment = environment
    var obtained: [Headless.NSCollectionLayoutSection?] = []
    obtained.reserveCapacity(counts.count)
    for (index, count) in counts.enumerated() {
      let section: Headless.NSCollectionLayoutSection?
      switch sections {
      case .one(let only): section = only
      case .provider(let provider): section = provider(index, environment)
      }
      if section == nil, count > 0 { throw CompositionalLayoutError.invalidSectionDefinition }
      obtained.append(section)
    }
    // Measurements last until the view's size changes (spec §3.3.2).
    if let basis = measuredPass?.size, basis != collectionViewSize { discardMeasurements() }
    try solve(obtained, counts: counts, size: collectionViewSize)
  }

  /// Lays out the sections the provider gave for a pass: resolves each
  /// section's group once and stacks the groups, measured ones at their
  /// measured lengths; the previous layout is replaced only when every
  /// section is valid.
  ///
  /// - Complexity: O(*s* + *g*), plus O(*n*) for each section whose
  ///   measured items are laid out for the first time since its counts or
  ///   template changed.
  func solve(
    _ obtained: [Headless.NSCollectionLayoutSection?], counts: [Int],
    size collectionViewSize: CGSize
  ) throws {
    let configuration = ownConfiguration
    let vertical = configuration.scrollDirection == .vertical
    var next = CompositionalState()
    next.vertical = vertical
    next.scale = displayScale
    var messages: [String] = []
    let layoutKinds = CompositionalSectionPlan.duplicateKinds(
      configuration.boundarySupplementaryItems.map(\.elementKind))
    guard layoutKinds.isEmpty else {
      throw CompositionalLayoutError.duplicateElementKinds(layoutKinds)
    }
    var layoutResolver = GroupResolver(scale: displayScale)
    let layoutItems = BoundaryPlacer(
      configuration.boundarySupplementaryItems,
      across: vertical ? collectionViewSize.width : collectionViewSize.height,
      bounds: collectionViewSize, vertical: vertical, resolver: &layoutResolver)
    var position: CGFloat = layoutItems.leading
    var widest: CGFloat = 0
    var previousWasReal = false
    for (index, count) in counts.enumerated() {
      guard let section = obtained[index] else {
        next.sections.append(CompositionalSectionPlan(origin: position))
        continue
      }
      let duplicates = CompositionalSectionPlan.duplicateKinds(
        section.boundarySupplementaryItems.map(\.elementKind)
          + section.decorationItems.map(\.elementKind)
          + section.group.anchoredSupplementaryItems.map(\.elementKind))
      guard duplicates.isEmpty else {
        throw CompositionalLayoutError.duplicateElementKinds(duplicates)
      }
      if previousWasReal { position += configuration.interSectionSpacing }
      previousWasReal = true
      var resolver = GroupResolver(scale: displayScale)
      var plan = Self.plan(
        section, count: max(count, 0), in: collectionViewSize, vertical: vertical,
        measured: (measured[index] ?? [:], reusing: reusableExtents(section: index)),
        resolver: &resolver)
      messages += resolver.log
      plan.origin = position
      position += plan.extent
      // An orthogonal section's row scrolls on its own: it does not widen
      // the content (spec §3.8 C).
      if !plan.scrollsOrthogonally {
        let across = vertical ? plan.template.size.width : plan.template.size.height
        widest = max(widest, across + plan.contentStart.x)
      }
      if plan.boundary.contains(where: \.pins) { next.hasPinnedItems = true }
      if plan.visibleItemsHandler != nil { next.hasVisibleItemsHandlers = true }
      if plan.isSelfSizing { next.hasSelfSizingItems = true }
      next.sections.append(plan)
    }
    let viewportAcross = vertical ? collectionViewSize.width : collectionViewSize.height
    next.viewportAcross = viewportAcross
    let end = position + layoutItems.trailing
    next.layoutBoundary = layoutItems.place(
      extent: end, inside: (layoutItems.leading, position), cross: (0, viewportAcross))
    if next.layoutBoundary.contains(where: \.pins) { next.hasPinnedItems = true }
    let across = next.round(max(viewportAcross, widest))
    let along = next.round(end)
    next.contentSize =
      vertical ? CGSize(width: across, height: along) : CGSize(width: along, height: across)
    state = next
    log = messages
    measuredPass = MeasuredPass(sections: obtained, counts: counts, size: collectionViewSize)
    hasPendingMeasurements = false
  }

  /// One section's plan: its group resolved in the section's container,
  /// and its length for `count` items.
  private static func plan(
    _ section: Headless.NSCollectionLayoutSection, count: Int, in bounds: CGSize, vertical: Bool,
    measured: (lengths: [Int: CGFloat], reusing: CompositionalSectionPlan?),
    resolver: inout GroupResolver
  ) -> CompositionalSectionPlan {
    let insets = section.contentInsets
    // Fractions across the axis are of the section less its insets; along
    // the axis, of the whole bounds (spec §3.1.3).
    let container =
      vertical
      ? CGSize(width: bounds.width - insets.leading - insets.trailing, height: bounds.height)
      : CGSize(width: bounds.width, height: bounds.height - insets.top - insets.bottom)
    var plan = CompositionalSectionPlan(count: count)
    plan.vertical = vertical
    var providers: [Headless.NSCollectionLayoutGroupCustomItemProvider] = []
    let node = section.group.resolverNode(customProviders: &providers)
    plan.template = resolver.resolve(node, in: container)
    plan.template.expandCustomGroups(
      providers, limit: resolver.maximumItemsPerGroup, log: &resolver.log)
    plan.numberSupplementaries()
    plan.orthogonal = section.orthogonalScrollingBehavior
    plan.visibleItemsHandler = section.visibleItemsInvalidationHandler
    plan.list = section.listConfiguration
    plan.decelerationRate = Self.decelerationRate(of: section)
    // Groups follow one another along the scroll axis, or across it in an
    // orthogonal section (spec §3.6.1).
    let strideVertical = vertical != plan.scrollsOrthogonally
    plan.groupExtent = strideVertical ? plan.template.size.height : plan.template.size.width
    plan.groupSpacing = section.interGroupSpacing.isFinite ? section.interGroupSpacing : 0
    plan.contentStart =
      vertical
      ? CGPoint(x: insets.leading, y: insets.top) : CGPoint(x: insets.top, y: insets.leading)
    var farthest = -CGFloat.infinity
    plan.reach = plan.template.leaves.map { leaf in
      farthest = max(farthest, strideVertical ? leaf.slot.maxY : leaf.slot.maxX)
      return farthest
    }
    let layoutSize = section.group.layoutSize
    plan.findSelfSizingItems(
      groupEstimated: vertical
        ? layoutSize.heightDimension.isEstimated : layoutSize.widthDimension.isEstimated)
    plan.takeMeasurements(measured.lengths, reusing: measured.reusing)
    let groups = plan.groupCount
    let groupsLength = plan.groupsLength
    var alongLength = groupsLength
    if plan.scrollsOrthogonally {
      // One row, as long along the scroll axis as a group is (spec §3.6.1).
      alongLength =
        groups > 0 ? (vertical ? plan.template.size.height : plan.template.size.width) : 0
      let acrossInsets = vertical ? insets.leading + insets.trailing : insets.top + insets.bottom
      plan.rowLength = groups > 0 ? groupsLength + acrossInsets : 0
    }
    plan.layOutAroundGroups(
      of: section, groupsLength: alongLength, bounds: bounds, vertical: vertical,
      resolver: &resolver)
    return plan
  }

  var scrollsVertically: Bool { ownConfiguration.scrollDirection == .vertical }

  func listConfiguration(ofSection section: Int) -> Headless.UICollectionLayoutListConfiguration? {
    state.sections.indices.contains(section) ? state.sections[section].list : nil
  }

  func replacementForTakenLayout() -> any HostLaidOutLayout {
    let replacement: Headless.UICollectionViewCompositionalLayout
    switch sections {
    case .one(let section):
      replacement = Headless.UICollectionViewCompositionalLayout(
        section: section, configuration: ownConfiguration)
    case .provider(let provider):
      replacement = Headless.UICollectionViewCompositionalLayout(
        sectionProvider: provider, configuration: ownConfiguration)
    }
    replacement.displayScale = displayScale
    return replacement
  }
}

/// The environment a compositional layout gives its section provider (the
/// collection view's bounds size with zero insets and the view's traits,
/// spec §1.7) and a custom group's item provider (the group's size and
/// content insets).
@MainActor
final class HostLayoutEnvironment: Headless.NSCollectionLayoutEnvironment,
  Headless.NSCollectionLayoutContainer
{
  let contentSize: CGSize
  let contentInsets: Headless.NSDirectionalEdgeInsets
  let traitCollection: Headless.UITraitCollection

  init(
    contentSize: CGSize, insets: Headless.NSDirectionalEdgeInsets = .zero,
    traits: Headless.UITraitCollection
  ) {
    self.contentSize = contentSize
    self.contentInsets = insets
    self.traitCollection = traits
  }

  var container: any Headless.NSCollectionLayoutContainer { self }
  var effectiveContentSize: CGSize {
    CGSize(
      width: max(0, contentSize.width - contentInsets.leading - contentInsets.trailing),
      height: max(0, contentSize.height - contentInsets.top - contentInsets.bottom))
  }
  var effectiveContentInsets: Headless.NSDirectionalEdgeInsets { contentInsets }
}
