/// A node of a seeded random outline, as a test declares it: an id, its
/// children (`nil` for a leaf) and the state it is declared with.
///
/// The outline tests (`CellarTests` and `CellarTestingTests`) build rows or
/// items from these nodes in their own cells, and check what a table or
/// grid shows against `naiveFlatten(isExpanded:)` (on an array of nodes).
public struct SeededTreeNode: Equatable, Sendable {
  /// The node's id, unique in its forest.
  public var id: Int
  /// The children; `nil` for a leaf (a node that cannot expand).
  public var children: [SeededTreeNode]?
  /// Whether the node is declared expanded.
  public var expanded: Bool

  /// A node.
  public init(id: Int, children: [SeededTreeNode]?, expanded: Bool) {
    self.id = id
    self.children = children
    self.expanded = expanded
  }

  /// A random forest of at most `budget` nodes, `depth` levels deep, its
  /// ids numbered on from `nextID`.
  ///
  /// - Parameters:
  ///   - random: The seeded generator.
  ///   - depth: How many levels may lie below the forest's roots.
  ///   - budget: The nodes left to make; lowered by the number made.
  ///   - nextID: The last id used; raised to the last id made.
  ///   - childrenChance: The chance that a node above the last level has
  ///     children.
  /// - Returns: The roots.
  public static func forest(
    _ random: inout SeededRandom, depth: Int, budget: inout Int, nextID: inout Int,
    childrenChance: Double = 0.45
  ) -> [SeededTreeNode] {
    var nodes: [SeededTreeNode] = []
    while budget > 0, random.chance(0.75) {
      budget -= 1
      nextID += 1
      let id = nextID
      let children: [SeededTreeNode]? =
        depth > 0 && random.chance(childrenChance)
        ? forest(
          &random, depth: depth - 1, budget: &budget, nextID: &nextID,
          childrenChance: childrenChance)
        : nil
      nodes.append(SeededTreeNode(id: id, children: children, expanded: random.chance(0.5)))
    }
    return nodes
  }
}

extension Array where Element == SeededTreeNode {
  /// Every node's id, depth first.
  public var allIDs: [Int] {
    flatMap { [$0.id] + ($0.children ?? []).allIDs }
  }

  /// The id of every node with children, depth first.
  public var parentIDs: [Int] {
    flatMap { node in node.children.map { [node.id] + $0.parentIDs } ?? [] }
  }

  /// The oracle for the rows an outline shows: a naive recursive flatten,
  /// each node at its level, then its children one level deeper when
  /// `isExpanded` says the node (one with children) is expanded.
  ///
  /// - Parameters:
  ///   - level: The roots' level.
  ///   - isExpanded: The state of the node with an id, as the list under
  ///     test answers it.
  /// - Returns: The shown nodes, top to bottom, with their levels.
  public func naiveFlatten(level: Int = 0, isExpanded: (Int) -> Bool)
    -> [(node: SeededTreeNode, level: Int)]
  {
    flatMap { node -> [(node: SeededTreeNode, level: Int)] in
      guard let children = node.children, isExpanded(node.id) else { return [(node, level)] }
      return [(node, level)] + children.naiveFlatten(level: level + 1, isExpanded: isExpanded)
    }
  }
}
