import Cellar
import CellarTestSupport

/// A section of a seeded random outline: collapsible or not, declared
/// expanded or not, its rows random trees.
struct SeededSection {
  var id: String
  var collapsible: Bool
  var expanded: Bool
  var nodes: [SeededTreeNode]

  /// One to three sections `s0`, `s1`, … of at most 30 nodes each, four
  /// levels deep, their ids numbered from 1 across the sections.
  static func random(_ random: inout SeededRandom) -> [SeededSection] {
    var nextID = 0
    return (0..<random.int(3) + 1).map { index in
      var budget = 30
      return SeededSection(
        id: "s\(index)", collapsible: random.chance(0.5), expanded: random.chance(0.5),
        nodes: SeededTreeNode.forest(&random, depth: 4, budget: &budget, nextID: &nextID))
    }
  }

  /// The section as declared: a row titled `n<id>` for each node, its
  /// children under it.
  @MainActor
  var section: Section {
    let made = Section(id: id, anyRows: nodes.map(\.anyRow))
    return collapsible ? made.collapsible(expanded: expanded) : made
  }
}

extension SeededTreeNode {
  /// The node as a row titled `n<id>`, its children under it, declared in
  /// its state.
  @MainActor
  var anyRow: AnyRow {
    var row = Row<TextCell>(model: "n\(id)", id: id)
    if let children {
      row = row.children(children.map(\.anyRow)).expanded(expanded)
    }
    return row.anyRow
  }
}
