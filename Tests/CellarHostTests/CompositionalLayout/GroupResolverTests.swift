import Foundation
import Testing

@testable import CellarHost

private typealias Node = GroupResolver.Node
private typealias Dimension = GroupResolver.Dimension

/// An item of two dimensions.
private func item(
  _ width: Dimension, _ height: Dimension,
  insets: Headless.NSDirectionalEdgeInsets = .zero
) -> Node {
  Node(width: width, height: height, contentInsets: insets)
}

/// A group of two dimensions.
private func group(
  _ axis: GroupResolver.Axis, _ width: Dimension, _ height: Dimension, _ fill: GroupResolver.Fill,
  spacing: GroupResolver.Spacing? = nil
) -> Node {
  Node(
    width: width, height: height,
    group: GroupResolver.GroupParts(axis: axis, fill: fill, interItemSpacing: spacing))
}

private func insets(_ value: CGFloat) -> Headless.NSDirectionalEdgeInsets {
  Headless.NSDirectionalEdgeInsets(top: value, leading: value, bottom: value, trailing: value)
}

@Suite("Compositional layout: one group resolved (spec §3.1, §3.2.1–3.2.4)")
struct GroupResolverTests {
  @Test(
    "worked example A: a 3-column row with item insets 8 in a 358-point section (checklist 9, 12, 13, 16)"
  )
  func exampleA() {
    var resolver = GroupResolver(scale: 3)
    let cell = item(.fractionalWidth(1.0 / 3), .fractionalHeight(1), insets: insets(8))
    let row = group(.horizontal, .fractionalWidth(1), .fractionalWidth(1.0 / 3), .subitems([cell]))
    let resolved = resolver.resolve(row, in: CGSize(width: 358, height: 844))
    #expect(resolved.size.width == 358)
    #expect(resolved.size.height == third(119.333))
    #expect(resolved.leaves.map(\.slot.origin.x) == [0, third(119.333), third(238.667)])
    #expect(
      resolved.leaves.map(\.frame) == [
        CGRect(x: 8, y: 8, width: third(103.333), height: third(103.333)),
        CGRect(x: third(127.333), y: 8, width: third(103.333), height: third(103.333)),
        CGRect(x: third(246.667), y: 8, width: third(103.333), height: third(103.333)),
      ])
    #expect(resolver.log.isEmpty)
  }

  @Test("example A at scale 2: the group height floors to 119")
  func exampleAScaleTwo() {
    var resolver = GroupResolver(scale: 2)
    let cell = item(.fractionalWidth(1.0 / 3), .fractionalHeight(1))
    let row = group(.horizontal, .fractionalWidth(1), .fractionalWidth(1.0 / 3), .subitems([cell]))
    #expect(resolver.resolve(row, in: CGSize(width: 358, height: 844)).size.height == 119)
  }

  @Test("spacing before fractions: 1/3 + fixed(8) in 358 gives three items 114 wide (checklist 18)")
  func spacingBeforeFractions() {
    var resolver = GroupResolver(scale: 3)
    let cell = item(.fractionalWidth(1.0 / 3), .fractionalHeight(1))
    let row = group(
      .horizontal, .fractionalWidth(1), .absolute(114), .subitems([cell]), spacing: .fixed(8))
    let resolved = resolver.resolve(row, in: CGSize(width: 358, height: 844))
    #expect(resolved.leaves.map(\.frame.origin.x) == [0, 122, 244])
    #expect(resolved.leaves.map(\.frame.size.width) == [114, 114, 114])
  }

  @Test("a fifth of the width repeats five times (checklist 17); 0.3 three times")
  func fifths() {
    var resolver = GroupResolver(scale: 3)
    for (fraction, count) in [(0.2, 5), (0.3, 3), (0.5, 2), (1.0, 1), (0.26, 3)] {
      let row = group(
        .horizontal, .fractionalWidth(1), .absolute(50),
        .subitems([item(.fractionalWidth(CGFloat(fraction)), .fractionalHeight(1))]))
      #expect(resolver.resolve(row, in: CGSize(width: 390, height: 844)).leaves.count == count)
    }
  }

  @Test(
    "a group's fractions are of the section width, its height fraction of the whole height (checklist 10, 11)"
  )
  func topLevelBases() {
    var resolver = GroupResolver(scale: 3)
    let row = group(
      .horizontal, .fractionalWidth(0.8), .fractionalHeight(0.25),
      .subitems([item(.fractionalWidth(1), .fractionalHeight(1))]))
    let resolved = resolver.resolve(row, in: CGSize(width: 358, height: 844))
    // Example C's group: floor₃(0.8 × 358) = 286.333.
    #expect(resolved.size == CGSize(width: third(286.333), height: 211))
  }

  @Test("subitems resolve in the group less its content insets (checklist 12)")
  func groupInsets() {
    var resolver = GroupResolver(scale: 1)
    var row = group(
      .horizontal, .absolute(300), .absolute(100),
      .subitems([item(.fractionalWidth(0.5), .fractionalHeight(1))]))
    row.contentInsets = Headless.NSDirectionalEdgeInsets(
      top: 10, leading: 20, bottom: 30, trailing: 80)
    let resolved = resolver.resolve(row, in: CGSize(width: 400, height: 800))
    #expect(
      resolved.leaves.map(\.frame) == [
        CGRect(x: 20, y: 10, width: 100, height: 60), CGRect(x: 120, y: 10, width: 100, height: 60),
      ])
  }

  @Test("edge spacing moves slots, content insets do not (checklist 13, 14)")
  func edgeSpacingThenInsets() {
    var resolver = GroupResolver(scale: 1)
    var cell = item(.absolute(100), .absolute(50), insets: insets(10))
    cell.leading = .fixed(5)
    cell.trailing = .fixed(5)
    let row = group(.horizontal, .absolute(400), .absolute(50), .subitems([cell]))
    let resolved = resolver.resolve(row, in: CGSize(width: 400, height: 800))
    #expect(resolved.leaves.map(\.slot.origin.x) == [5, 115, 225])
    #expect(resolved.leaves.map(\.frame.origin.x) == [15, 125, 235])
    #expect(resolved.leaves.map(\.frame.size.width) == [80, 80, 80])
  }

  @Test("flexible edges share the leftover room: centred across, spread along")
  func flexibleEdges() {
    var resolver = GroupResolver(scale: 1)
    var cell = item(.absolute(100), .absolute(20))
    cell.top = .flexible(0)
    cell.bottom = .flexible(0)
    let row = group(.horizontal, .absolute(300), .absolute(60), .subitems([cell]))
    let resolved = resolver.resolve(row, in: CGSize(width: 300, height: 800))
    #expect(resolved.leaves.map(\.frame.origin.y) == [20, 20, 20])
    var bottomOnly = item(.absolute(100), .absolute(20))
    bottomOnly.bottom = .flexible(0)
    let topAligned = resolver.resolve(
      group(.horizontal, .absolute(300), .absolute(60), .subitems([bottomOnly])),
      in: CGSize(width: 300, height: 800))
    #expect(topAligned.leaves.map(\.frame.origin.y) == [0, 0, 0])
    // Three 100-point items and two least spacings of 10 fill 320 exactly.
    let spread = resolver.resolve(
      group(
        .horizontal, .absolute(320), .absolute(20),
        .subitems([item(.absolute(100), .absolute(20))]), spacing: .flexible(10)),
      in: CGSize(width: 320, height: 800))
    #expect(spread.leaves.map(\.frame.origin.x) == [0, 110, 220])
    let two = resolver.resolve(
      group(
        .horizontal, .absolute(250), .absolute(20),
        .subitems([item(.absolute(100), .absolute(20))]), spacing: .flexible(10)),
      in: CGSize(width: 250, height: 800))
    #expect(two.leaves.map(\.frame.origin.x) == [0, 150])
  }

  @Test(
    "insets are ignored on an estimated axis (checklist 15); an estimated group holds one run, as tall as its tallest item (checklist 32)"
  )
  func estimated() {
    var resolver = GroupResolver(scale: 1)
    let cell = item(.fractionalWidth(1), .estimated(44), insets: insets(8))
    let list = group(.horizontal, .fractionalWidth(1), .estimated(44), .subitems([cell]))
    let resolved = resolver.resolve(list, in: CGSize(width: 390, height: 844))
    #expect(resolved.leaves.map(\.frame) == [CGRect(x: 8, y: 0, width: 374, height: 44)])
    let tallest = resolver.resolve(
      group(
        .horizontal, .fractionalWidth(1), .estimated(10),
        .subitems([item(.absolute(50), .absolute(30)), item(.absolute(50), .absolute(70))])),
      in: CGSize(width: 390, height: 844))
    #expect(tallest.size.height == 70)
    #expect(tallest.leaves.count == 7)
  }

  @Test(
    "count groups force (size − (c − 1)s)/c; repeating groups keep the item's size (checklist 19, 20)"
  )
  func countAndRepeating() {
    var resolver = GroupResolver(scale: 1)
    let cell = item(.absolute(10), .fractionalHeight(1))
    let counted = resolver.resolve(
      group(.horizontal, .absolute(320), .absolute(40), .count(cell, 2), spacing: .fixed(10)),
      in: CGSize(width: 320, height: 800))
    #expect(
      counted.leaves.map(\.frame) == [
        CGRect(x: 0, y: 0, width: 155, height: 40), CGRect(x: 165, y: 0, width: 155, height: 40),
      ])
    let repeated = resolver.resolve(
      group(.horizontal, .absolute(320), .absolute(40), .repeating(cell, 4), spacing: .fixed(10)),
      in: CGSize(width: 320, height: 800))
    #expect(repeated.leaves.map(\.frame.origin.x) == [0, 20, 40, 60])
    #expect(repeated.leaves.map(\.frame.size.width) == [10, 10, 10, 10])
  }

  @Test("nested groups: a vertical pair beside a big item")
  func nested() {
    var resolver = GroupResolver(scale: 1)
    let small = item(.fractionalWidth(1), .fractionalHeight(0.5))
    let pair = group(.vertical, .fractionalWidth(0.25), .fractionalHeight(1), .subitems([small]))
    let big = item(.fractionalWidth(0.75), .fractionalHeight(1))
    let row = group(.horizontal, .absolute(400), .absolute(200), .subitems([big, pair]))
    let resolved = resolver.resolve(row, in: CGSize(width: 400, height: 800))
    #expect(
      resolved.leaves.map(\.frame) == [
        CGRect(x: 0, y: 0, width: 300, height: 200),
        CGRect(x: 300, y: 0, width: 100, height: 100),
        CGRect(x: 300, y: 100, width: 100, height: 100),
      ])
  }

  @Test(
    "a group too small for its first item lays out nothing and logs UIKit's text (checklist 27, 28)"
  )
  func cannotFit() {
    var resolver = GroupResolver(scale: 1)
    let resolved = resolver.resolve(
      group(
        .horizontal, .absolute(100), .absolute(50), .subitems([item(.absolute(150), .absolute(50))])
      ),
      in: CGSize(width: 400, height: 800))
    #expect(resolved.leaves.isEmpty)
    #expect(resolver.log == [GroupResolver.cannotFit(CGSize(width: 100, height: 50))])
    #expect(
      resolver.log.first
        == "Error: NSCollectionLayoutItem created with invalid combination of spacing and size specified. This group cannot fit even a single item. Inspect the spacing and size of the items in this group and ensure that they fit into the group when its effective size is {100, 50}."
    )
  }

  @Test("hostile sizes: zero, negative, NaN and tiny items never repeat forever")
  func hostileSizes() {
    for width in [0, -5, CGFloat.nan, 1e-9] as [CGFloat] {
      var resolver = GroupResolver(scale: 3)
      let resolved = resolver.resolve(
        group(
          .horizontal, .absolute(100), .absolute(50),
          .subitems([item(.absolute(width), .absolute(50))])),
        in: CGSize(width: 400, height: 800))
      #expect(resolved.leaves.isEmpty, "\(width)")
      #expect(resolver.log.count == 1, "\(width)")
    }
    var capped = GroupResolver(scale: 1)
    capped.maximumItemsPerGroup = 1_000
    let huge = capped.resolve(
      group(
        .horizontal, .absolute(1e9), .absolute(50), .subitems([item(.absolute(1), .absolute(50))])),
      in: CGSize(width: 400, height: 800))
    #expect(huge.leaves.count == 1_000)
    #expect(capped.log.count == 1)
  }

  @Test("an inset larger than its slot leaves the difference's absolute value")
  func oversizedInsets() {
    var resolver = GroupResolver(scale: 1)
    let resolved = resolver.resolve(
      group(
        .horizontal, .absolute(100), .absolute(50),
        .subitems([item(.absolute(100), .absolute(50), insets: insets(40))])),
      in: CGSize(width: 100, height: 800))
    #expect(resolved.leaves.first?.frame.size == CGSize(width: 20, height: 30))
  }

  @Test("groups nested past the host's limit lay out nothing, without overflowing the stack")
  func deepNesting() {
    var node = item(.fractionalWidth(1), .fractionalHeight(1))
    for level in 0..<500 {
      node = group(
        level % 2 == 0 ? .horizontal : .vertical, .fractionalWidth(1), .fractionalHeight(1),
        .subitems([node]))
    }
    var resolver = GroupResolver(scale: 1)
    let resolved = resolver.resolve(node, in: CGSize(width: 100, height: 100))
    #expect(resolved.leaves.isEmpty)
    #expect(resolver.log.count == 1)
  }

  @Test("a group estimated along its own axis holds one run of its list, as long as it is (§3.2.7)")
  func estimatedAlong() {
    var resolver = GroupResolver(scale: 1)
    let run = resolver.resolve(
      group(
        .horizontal, .estimated(10), .absolute(30),
        .subitems([item(.absolute(50), .absolute(30)), item(.absolute(70), .absolute(30))]),
        spacing: .fixed(5)),
      in: CGSize(width: 390, height: 844))
    #expect(run.leaves.map(\.frame.origin.x) == [0, 55])
    #expect(run.size.width == 125)
  }

  @Test(
    "UIKit's own declarations resolve as the resolver's nodes: example A and the fixed(8) variant")
  @MainActor
  func fromLayoutObjects() {
    let item = NSCollectionLayoutItem(
      layoutSize: NSCollectionLayoutSize(
        widthDimension: .fractionalWidth(1.0 / 3), heightDimension: .fractionalHeight(1)))
    item.contentInsets = Headless.NSDirectionalEdgeInsets(
      top: 8, leading: 8, bottom: 8, trailing: 8)
    let row = NSCollectionLayoutGroup.horizontal(
      layoutSize: NSCollectionLayoutSize(
        widthDimension: .fractionalWidth(1), heightDimension: .fractionalWidth(1.0 / 3)),
      subitems: [item])
    var resolver = GroupResolver(scale: 3)
    let resolved = resolver.resolve(row.resolverNode, in: CGSize(width: 358, height: 844))
    #expect(resolved.leaves.map(\.frame.origin.x) == [8, third(127.333), third(246.667)])
    #expect(resolved.size.height == third(119.333))
    let plain = NSCollectionLayoutItem(
      layoutSize: NSCollectionLayoutSize(
        widthDimension: .fractionalWidth(1.0 / 3), heightDimension: .fractionalHeight(1)))
    let spaced = NSCollectionLayoutGroup.horizontal(
      layoutSize: NSCollectionLayoutSize(
        widthDimension: .fractionalWidth(1), heightDimension: .absolute(114)),
      subitems: [plain])
    spaced.interItemSpacing = .fixed(8)
    let variant = resolver.resolve(spaced.resolverNode, in: CGSize(width: 358, height: 844))
    #expect(variant.leaves.map(\.frame.origin.x) == [0, 122, 244])
    let repeated = NSCollectionLayoutGroup.vertical(
      layoutSize: NSCollectionLayoutSize(
        widthDimension: .fractionalWidth(1), heightDimension: .absolute(300)),
      repeatingSubitem: NSCollectionLayoutItem(
        layoutSize: NSCollectionLayoutSize(
          widthDimension: .fractionalWidth(1), heightDimension: .absolute(40))),
      count: 3)
    repeated.interItemSpacing = .fixed(10)
    let column = resolver.resolve(repeated.resolverNode, in: CGSize(width: 358, height: 844))
    #expect(column.leaves.map(\.frame.origin.y) == [0, 50, 100])
    #expect(resolver.log.isEmpty)
  }

  @Test("items that fit are kept when a further item would have no room (review finding 1)")
  func spacingLargerThanTheRest() {
    var resolver = GroupResolver(scale: 1)
    let resolved = resolver.resolve(
      group(
        .horizontal, .absolute(400), .absolute(50),
        .subitems([item(.fractionalWidth(0.25), .fractionalHeight(1))]), spacing: .fixed(150)),
      in: CGSize(width: 400, height: 800))
    #expect(resolved.leaves.map(\.frame.origin.x) == [0, 175, 350])
    #expect(resolved.leaves.map(\.frame.size.width) == [25, 25, 25])
    #expect(resolver.log.isEmpty)
  }

  @Test("absolute lengths are kept as given; only fractions round down (§3.1.7)")
  func absoluteKept() {
    var resolver = GroupResolver(scale: 1)
    let resolved = resolver.resolve(
      group(
        .horizontal, .absolute(300), .absolute(44.5),
        .subitems([item(.absolute(100.5), .absolute(44.5))])),
      in: CGSize(width: 300, height: 800))
    #expect(resolved.size.height == 44.5)
    #expect(
      resolved.leaves.map(\.frame.size)
        == Array(repeating: CGSize(width: 100.5, height: 44.5), count: 2))
  }

  @Test(
    "a cross-axis fraction of the axis: counted without spacing, sized in what the spacing leaves (§3.2.2)"
  )
  func crossAxisFraction() {
    var resolver = GroupResolver(scale: 1)
    let resolved = resolver.resolve(
      group(
        .horizontal, .absolute(300), .absolute(100),
        .subitems([
          item(.absolute(100), .fractionalWidth(0.2)),
          item(.fractionalWidth(0.5), .fractionalWidth(0.2)),
        ]),
        spacing: .fixed(20)),
      in: CGSize(width: 300, height: 800))
    #expect(resolved.leaves.map(\.frame.origin.x) == [0, 120])
    #expect(resolved.leaves.map(\.frame.size.width) == [100, 140])
    #expect(resolved.leaves.map(\.frame.size.height) == [56, 56])
    // Sized in what the spacing leaves, an item with no length is dropped.
    let squeezed = resolver.resolve(
      group(
        .horizontal, .absolute(100), .absolute(100),
        .subitems([item(.fractionalWidth(0.5), .fractionalWidth(0.5))]), spacing: .fixed(200)),
      in: CGSize(width: 100, height: 800))
    #expect(squeezed.leaves.allSatisfy { $0.frame.size.width > 0 && $0.slot.size.width > 0 })
  }

  @Test("hostile count and repeating groups: no length, Int.max counts, nested budgets")
  func hostileCounts() {
    var resolver = GroupResolver(scale: 1)
    let cell = item(.absolute(10), .absolute(10))
    let noRoom = resolver.resolve(
      group(.horizontal, .absolute(300), .absolute(10), .count(cell, 3), spacing: .fixed(200)),
      in: CGSize(width: 300, height: 800))
    #expect(noRoom.leaves.isEmpty)
    var capped = GroupResolver(scale: 1)
    capped.maximumItemsPerGroup = 50
    let huge = capped.resolve(
      group(.horizontal, .absolute(300), .absolute(10), .repeating(cell, Int.max)),
      in: CGSize(width: 300, height: 800))
    #expect(huge.leaves.count == 50)
    #expect(capped.log.count == 1)
    // Groups of groups share one budget, and their failures log once.
    let column = group(.vertical, .absolute(10), .absolute(1e6), .subitems([cell]))
    let nestedHuge = capped.resolve(
      group(.horizontal, .absolute(1e6), .absolute(1e6), .subitems([column])),
      in: CGSize(width: 300, height: 800))
    #expect(nestedHuge.leaves.count <= 50)
    #expect(capped.log.count <= 2)
  }

  @Test("vertical groups: fractions of the height with fixed spacing")
  func verticalFixedSpacing() {
    var resolver = GroupResolver(scale: 1)
    let resolved = resolver.resolve(
      group(
        .vertical, .absolute(100), .absolute(300),
        .subitems([item(.fractionalWidth(1), .fractionalHeight(1.0 / 3))]), spacing: .fixed(9)),
      in: CGSize(width: 100, height: 800))
    #expect(
      resolved.leaves.map(\.frame) == [
        CGRect(x: 0, y: 0, width: 100, height: 94), CGRect(x: 0, y: 103, width: 100, height: 94),
        CGRect(x: 0, y: 206, width: 100, height: 94),
      ])
  }
}
