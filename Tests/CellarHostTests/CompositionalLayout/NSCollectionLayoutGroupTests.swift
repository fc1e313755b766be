import Foundation
import Testing

@testable import CellarHost

@MainActor
@Suite struct NSCollectionLayoutGroupTests {
  let item = NSCollectionLayoutItem(
    layoutSize: NSCollectionLayoutSize(
      widthDimension: .fractionalWidth(0.5), heightDimension: .fractionalHeight(1)))
  let size = NSCollectionLayoutSize(
    widthDimension: .fractionalWidth(1), heightDimension: .absolute(44))

  @Test("a group keeps its subitems and defaults to fixed-zero spacing and item defaults")
  func defaults() throws {
    let group = NSCollectionLayoutGroup.horizontal(layoutSize: size, subitems: [item, item])
    #expect(group.subitems.count == 2)
    #expect(group.subitems.allSatisfy { $0 === item })
    #expect(group.layoutSize === size)
    let spacing = try #require(group.interItemSpacing)
    #expect(spacing.isFixed && spacing.spacing == 0)
    #expect(group.contentInsets == .zero)
    #expect(group.supplementaryItems.isEmpty)
    #expect(group.edgeSpacing?.top?.spacing == 0)
  }

  @Test("interItemSpacing and supplementaryItems are settable on a group")
  func setters() {
    let group = NSCollectionLayoutGroup.vertical(layoutSize: size, subitems: [item])
    group.interItemSpacing = .flexible(4)
    #expect(group.interItemSpacing?.isFlexible == true)
    group.interItemSpacing = nil
    #expect(group.interItemSpacing == nil)
    let badge = NSCollectionLayoutSupplementaryItem(
      layoutSize: size, elementKind: "badge", containerAnchor: NSCollectionLayoutAnchor(edges: .top)
    )
    group.supplementaryItems = [badge]
    #expect(group.supplementaryItems.first === badge)
    let asItem: NSCollectionLayoutItem = group
    #expect(asItem.supplementaryItems.count == 1)
  }

  @Test("each factory makes a group of its own kind, which it describes")
  func factories() {
    let groups: [(NSCollectionLayoutGroup, String)] = [
      (.horizontal(layoutSize: size, subitems: [item]), "horizontal group"),
      (.vertical(layoutSize: size, subitems: [item]), "vertical group"),
      (.horizontal(layoutSize: size, repeatingSubitem: item, count: 3), "repeating 3"),
      (.vertical(layoutSize: size, repeatingSubitem: item, count: 2), "vertical group"),
      (.horizontal(layoutSize: size, subitem: item, count: 4), "subitem count 4"),
      (.vertical(layoutSize: size, subitem: item, count: 1), "subitem count 1"),
      (.custom(layoutSize: size) { _ in [] }, "custom group"),
    ]
    for (group, text) in groups {
      #expect(group.visualDescription().contains(text), "\(group.visualDescription())")
    }
    #expect(groups[2].0.subitems.count == 1)
    #expect(groups[6].0.subitems.isEmpty)
  }

  @Test("a custom group keeps its provider, not called until a layout pass")
  func custom() throws {
    var calls = 0
    let group = NSCollectionLayoutGroup.custom(layoutSize: size) { _ in
      calls += 1
      return [NSCollectionLayoutGroupCustomItem(frame: .zero)]
    }
    guard case .custom = group.arrangement else {
      Issue.record("not a custom group")
      return
    }
    #expect(calls == 0)
  }

  @Test("an empty subitems list raises UIKit's text")
  func noSubitems() {
    for vertical in [false, true] {
      var group: NSCollectionLayoutGroup?
      let exception = UIKitException.catching {
        group =
          vertical
          ? .vertical(layoutSize: size, subitems: [])
          : .horizontal(layoutSize: size, subitems: [])
      }
      #expect(exception?.name == .internalInconsistency)
      #expect(exception?.reason == "At least 1 subitem is required for a group")
      #expect(group?.subitems.isEmpty == true)
    }
  }

  @Test("a count below 1 raises UIKit's text for the group's axis", arguments: [0, -1])
  func countBelowOne(_ count: Int) {
    let cases: [(@MainActor () -> NSCollectionLayoutGroup, String)] = [
      ({ .horizontal(layoutSize: size, repeatingSubitem: item, count: count) }, "horizontal"),
      ({ .vertical(layoutSize: size, repeatingSubitem: item, count: count) }, "vertical"),
      ({ .horizontal(layoutSize: size, subitem: item, count: count) }, "horizontal"),
      ({ .vertical(layoutSize: size, subitem: item, count: count) }, "vertical"),
    ]
    for (make, axis) in cases {
      let exception = UIKitException.catching { _ = make() }
      #expect(exception?.name == .internalInconsistency)
      #expect(exception?.reason == "A repeating \(axis) group should specify a count >= 1")
    }
  }

  @Test("a count of 1 or more raises nothing")
  func validCounts() {
    let exception = UIKitException.catching {
      _ = NSCollectionLayoutGroup.horizontal(layoutSize: size, repeatingSubitem: item, count: 1)
      _ = NSCollectionLayoutGroup.vertical(layoutSize: size, subitem: item, count: 9)
    }
    #expect(exception == nil)
  }

  @Test("the visual description draws nested groups one line each, indented")
  func visualDescription() {
    item.contentInsets = NSDirectionalEdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4)
    let leaf = NSCollectionLayoutItem(layoutSize: absoluteSize(10, 20))
    let column = NSCollectionLayoutGroup.vertical(
      layoutSize: NSCollectionLayoutSize(
        widthDimension: .fractionalWidth(0.5), heightDimension: .fractionalHeight(1)),
      repeatingSubitem: leaf, count: 2)
    column.interItemSpacing = .flexible(4)
    let row = NSCollectionLayoutGroup.horizontal(layoutSize: size, subitems: [item, column])
    row.interItemSpacing = .fixed(8)
    #expect(
      row.visualDescription() == """
        horizontal group {.containerWidthFactor(1), .absolute(44)}, interItemSpacing fixed:8
          item {.containerWidthFactor(0.5), .containerHeightFactor(1)}, contentInsets {1, 2, 3, 4}
          vertical group {.containerWidthFactor(0.5), .containerHeightFactor(1)}, repeating 2, interItemSpacing flexible:4
            item {.absolute(10), .absolute(20)}
        """)
  }

  @Test("the visual description of a deeply nested group does not recurse")
  func deepNesting() {
    var group = NSCollectionLayoutGroup.vertical(layoutSize: size, subitems: [item])
    for _ in 0..<2_000 {
      group = .vertical(layoutSize: size, subitems: [group])
    }
    let lines = group.visualDescription().split(separator: "\n")
    #expect(lines.count == 2_002)
    #expect(lines.last?.hasPrefix(String(repeating: "  ", count: 2_001) + "item") == true)
  }
}
