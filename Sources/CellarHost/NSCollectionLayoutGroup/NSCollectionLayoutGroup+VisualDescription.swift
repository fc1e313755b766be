import Foundation

extension Headless.NSCollectionLayoutGroup {
  /// A text picture of the group for debugging, UIKit's
  /// `visualDescription()`.
  ///
  /// UIKit draws the group's resolved frames with characters on a fixed
  /// canvas; the host has no solve at this point and its text is its own
  /// (do not compare it with UIKit's): one line per group or item, nested
  /// ones indented two spaces deeper. A group's line names its arrangement,
  /// size, repetition and spacing; an item's its size and non-zero content
  /// insets.
  ///
  /// ```
  /// horizontal group {.containerWidthFactor(1), .absolute(44)}, interItemSpacing fixed:8
  ///   item {.containerWidthFactor(0.5), .containerHeightFactor(1)}
  /// ```
  ///
  /// - Returns: The description, lines separated by `\n`.
  /// - Complexity: O(*n*), where *n* is the number of groups and items
  ///   nested in the group; any depth of nesting (an explicit stack, no
  ///   recursion).
  public func visualDescription() -> String {
    var lines: [String] = []
    var stack: [(item: Headless.NSCollectionLayoutItem, depth: Int)] = [(self, 0)]
    while let (item, depth) = stack.popLast() {
      let indent = String(repeating: "  ", count: depth)
      guard let group = item as? Headless.NSCollectionLayoutGroup else {
        lines.append(indent + item.layoutDescription)
        continue
      }
      lines.append(indent + group.groupDescription)
      stack.append(contentsOf: group.subitems.reversed().map { ($0, depth + 1) })
    }
    return lines.joined(separator: "\n")
  }

  /// The group's own line of ``visualDescription()``.
  var groupDescription: String {
    var parts: [String]
    switch arrangement {
    case .horizontal(let repetition):
      parts = ["horizontal group \(layoutSize.layoutDescription)"] + repetition.parts
    case .vertical(let repetition):
      parts = ["vertical group \(layoutSize.layoutDescription)"] + repetition.parts
    case .custom:
      parts = ["custom group \(layoutSize.layoutDescription)"]
    }
    parts.append("interItemSpacing \(interItemSpacing?.layoutDescription ?? "nil")")
    return parts.joined(separator: ", ")
  }
}

extension Headless.NSCollectionLayoutGroup.Repetition {
  /// What the repetition adds to a group's line: nothing when it fills.
  fileprivate var parts: [String] {
    switch self {
    case .fill: []
    case .repeating(let count): ["repeating \(count)"]
    case .forced(let count): ["subitem count \(count)"]
    }
  }
}
