import Foundation

/// Custom groups (spec §2.2.7): the resolver places a custom group as one
/// item, at the size its dimensions give; its item provider's frames,
/// relative to the group's origin, then replace it. The provider sees the
/// group's size as its container's, and the group's content insets as the
/// container's (its frames are not moved by them). The provider is asked once a
/// solve for each place in the template (so once for a top-level group),
/// with the place's size as the environment's container, and its frames
/// repeat in every group of the section.
extension GroupResolver.Resolved {
  /// Replaces each custom group placed as one item with its provider's
  /// items, and renumbers what is anchored to items and nested groups.
  /// A provider that returns no item lays out nothing there and is
  /// logged; a NaN or infinite frame is laid out empty at the group's
  /// origin and logged; items past `limit` in all are cut and logged.
  ///
  /// - Parameters:
  ///   - providers: The item providers, by the number the nodes gave them.
  ///   - limit: The most items the expanded group may hold.
  ///   - log: Where the diagnostics go.
  @MainActor
  mutating func expandCustomGroups(
    _ providers: [Headless.NSCollectionLayoutGroupCustomItemProvider], limit: Int,
    log: inout [String]
  ) {
    guard !providers.isEmpty, leaves.contains(where: { $0.custom != nil }) else { return }
    var budget = max(0, limit - leaves.reduce(0) { $0 + ($1.custom == nil ? 1 : 0) })
    var expanded: [GroupResolver.Leaf] = []
    // For each leaf, where its items start among the expanded ones.
    var starts: [Int] = []
    // A provider is asked once for each size and insets it is placed at.
    var asked: [CustomPlace: [GroupResolver.Leaf]] = [:]
    var messages: [String] = []
    for leaf in leaves {
      starts.append(expanded.count)
      guard let number = leaf.custom, providers.indices.contains(number) else {
        expanded.append(leaf)
        continue
      }
      let place = CustomPlace(leaf, provider: number)
      let items =
        asked[place]
        ?? Self.customItems(providers[number], at: place, scale: scale, log: &messages)
      asked[place] = items
      if items.count > budget {
        messages.append(
          "A custom group returned \(items.count) items; the host lays out the first \(budget).")
      }
      let origin = leaf.slot.origin
      for item in items.prefix(budget) {
        var moved = item
        moved.slot = item.slot.offsetBy(dx: origin.x, dy: origin.y)
        moved.frame = moved.slot
        expanded.append(moved)
      }
      budget -= min(budget, items.count)
    }
    for message in messages where !log.contains(message) { log.append(message) }
    starts.append(expanded.count)
    supplementaries = supplementaries.compactMap { placed in
      var placed = placed
      switch placed.host {
      case .topGroup:
        return expanded.isEmpty ? nil : placed
      case .item(let index) where leaves[index].custom != nil:
        // Anchored to the custom group: it exists when its first item does.
        guard starts[index + 1] > starts[index] else { return nil }
        placed.host = .nestedGroup(end: starts[index + 1])
        placed.needs = starts[index] + 1
      case .item(let index):
        placed.host = .item(starts[index])
        placed.needs = starts[index] + 1
      case .nestedGroup(let end):
        // A nested group whose items were all empty custom groups has no
        // item left: it lays out nothing, and nothing is anchored to it.
        let first = starts[max(0, placed.needs - 1)]
        let newEnd = starts[min(end, leaves.count)]
        guard newEnd > first else { return nil }
        placed.host = .nestedGroup(end: newEnd)
        placed.needs = first + 1
      }
      return placed
    }
    leaves = expanded
  }

  /// A custom group's place, as its provider sees it: the group's size
  /// and content insets (the difference between its slot and its frame).
  struct CustomPlace: Hashable {
    /// The number of the group's provider.
    var provider: Int
    /// The group's size.
    var size: CGSize
    /// Its content insets: top, leading, bottom, trailing.
    var insets: [CGFloat]

    init(_ group: GroupResolver.Leaf, provider: Int) {
      self.provider = provider
      size = group.slot.size
      insets = [
        group.frame.minY - group.slot.minY, group.frame.minX - group.slot.minX,
        group.slot.maxY - group.frame.maxY, group.slot.maxX - group.frame.maxX,
      ]
    }
  }

  /// A custom group's items, relative to the group's origin: the
  /// provider's frames, a frame with a NaN or infinite side laid out empty
  /// at the origin (and logged), an empty answer logged.
  @MainActor
  private static func customItems(
    _ provider: Headless.NSCollectionLayoutGroupCustomItemProvider, at place: CustomPlace,
    scale: CGFloat, log: inout [String]
  ) -> [GroupResolver.Leaf] {
    let insets = Headless.NSDirectionalEdgeInsets(
      top: place.insets[0], leading: place.insets[1], bottom: place.insets[2],
      trailing: place.insets[3])
    let environment = HostLayoutEnvironment(
      contentSize: place.size, insets: insets,
      traits: Headless.UITraitCollection(displayScale: scale))
    let items = provider(environment)
    if items.isEmpty {
      log.append("A custom group's item provider returned no items: the group lays out nothing.")
    }
    return items.map { item in
      let frame = item.frame
      let finite = [frame.origin.x, frame.origin.y, frame.size.width, frame.size.height]
        .allSatisfy(\.isFinite)
      if !finite {
        log.append("A custom group's item has the frame \(frame); it is laid out empty.")
      }
      let placed = finite ? frame : .zero
      return GroupResolver.Leaf(slot: placed, frame: placed, zIndex: item.zIndex)
    }
  }
}
