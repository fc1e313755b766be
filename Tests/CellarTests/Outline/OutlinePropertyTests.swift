import CellarTestSupport
import Foundation
import Testing

@_spi(Testing) @testable import Cellar

/// A section of a test's tree.
private struct SectionModel {
  var id: String
  var collapsible: Bool
  var expanded: Bool
  var nodes: [SeededTreeNode]
}

/// The declared sections of `model`; `states` overrides declared states
/// (a fresh table seeded with another table's states).
private func sections(_ model: [SectionModel], states: [OutlineNode: Bool] = [:]) -> [Section] {
  func anyRow(_ node: SeededTreeNode) -> AnyRow {
    var row = Row<TitleCell>(model: "n\(node.id)", id: node.id)
    if let children = node.children {
      row = row.children(children.map(anyRow)).expanded(
        states[.row(AnyHashable(node.id))] ?? node.expanded)
    }
    return row.anyRow
  }
  return model.map { section in
    let made = Section(id: section.id, anyRows: section.nodes.map(anyRow))
    guard section.collapsible else { return made }
    return made.collapsible(expanded: states[.section(AnyHashable(section.id))] ?? section.expanded)
  }
}

/// The ids a naive recursive flatten shows, asking `table` for each
/// parent's and section's state.
@MainActor
private func naiveShown(_ model: [SectionModel], _ table: Table) -> [[AnyHashable?]] {
  model.map { section in
    section.collapsible && !table.isExpanded(section: section.id)
      ? [] : section.nodes.naiveFlatten { table.isExpanded(row: $0) }.map(\.node.id)
  }
}

/// Random trees changed by random updates and toggles: after each step the
/// table view shows what a naive flatten of the declared tree shows, and
/// the same as a fresh table built with the same states.
@MainActor
@Suite struct OutlinePropertyTests {
  /// Removes a random node (with its subtree) and returns it.
  private static func removeRandom(
    _ nodes: inout [SeededTreeNode], _ random: inout SeededRandom
  ) -> SeededTreeNode? {
    guard !nodes.isEmpty else { return nil }
    let index = random.int(nodes.count)
    if random.chance(0.5), var children = nodes[index].children, !children.isEmpty {
      let removed = removeRandom(&children, &random)
      nodes[index].children = children
      return removed
    }
    return nodes.remove(at: index)
  }

  /// Inserts `node` at a random place.
  private static func insertRandom(
    _ node: SeededTreeNode, into nodes: inout [SeededTreeNode], _ random: inout SeededRandom
  ) {
    if !nodes.isEmpty, random.chance(0.5) {
      let index = random.int(nodes.count)
      if var children = nodes[index].children {
        insertRandom(node, into: &children, &random)
        nodes[index].children = children
        return
      }
    }
    nodes.insert(node, at: random.int(nodes.count + 1))
  }

  @Test(
    "updates and toggles on random trees show the naive flatten, and what a fresh table with the same states shows",
    arguments: SeededRandom.seeds(24), [true, false])
  func againstFreshTable(seed: UInt64, withoutDiff: Bool) throws {
    try withSeed(seed, "outline against a fresh table, toggles without diff: \(withoutDiff)") {
      random in
      var nextID = 0
      var model: [SectionModel] = (0..<random.int(3) + 1).map { index in
        var budget = 25
        return SectionModel(
          id: "s\(index)", collapsible: random.chance(0.5), expanded: random.chance(0.5),
          nodes: SeededTreeNode.forest(
            &random, depth: 4, budget: &budget, nextID: &nextID, childrenChance: 0.4))
      }
      let table = makeTable(height: 2_000)
      table.plansTogglesWithoutDiff = withoutDiff
      try table.update(with: sections(model))
      for step in 0..<40 {
        let ids = model.flatMap(\.nodes.allIDs)
        switch random.int(6) {
        case 0, 1:
          // Toggle a section or a node, or name one that cannot expand.
          if random.chance(0.25) {
            table.setExpanded(random.chance(0.5), section: model[random.int(model.count)].id)
          } else if !ids.isEmpty {
            table.setExpanded(random.chance(0.5), row: ids[random.int(ids.count)])
          }
        case 2:
          // Move a subtree (its ids keep their states).
          let from = random.int(model.count)
          if let node = Self.removeRandom(&model[from].nodes, &random) {
            Self.insertRandom(node, into: &model[random.int(model.count)].nodes, &random)
          }
          try table.update(with: sections(model))
        case 3:
          // Remove a subtree, add new nodes.
          _ = Self.removeRandom(&model[random.int(model.count)].nodes, &random)
          var budget = 4
          let added = SeededTreeNode.forest(
            &random, depth: 2, budget: &budget, nextID: &nextID, childrenChance: 0.4)
          for node in added {
            Self.insertRandom(node, into: &model[random.int(model.count)].nodes, &random)
          }
          try table.update(with: sections(model))
        case 4:
          // Make a section collapsible or not, declared in either state.
          let index = random.int(model.count)
          model[index].collapsible.toggle()
          model[index].expanded = random.chance(0.5)
          try table.update(with: sections(model), animation: random.chance(0.2) ? .none : .fade)
        default:
          // Declared states change: only ids the table has not met take them.
          for index in model.indices { model[index].expanded = random.chance(0.5) }
          try table.reloadData(with: sections(model))
        }
        table.tableView.layoutIfNeeded()
        let shown = shownIDs(table)
        #expect(shown == naiveShown(model, table), "step \(step)")
        // A fresh table declared with this table's states shows the same.
        var states: [OutlineNode: Bool] = [:]
        for section in model where section.collapsible {
          states[.section(AnyHashable(section.id))] = table.isExpanded(section: section.id)
        }
        for id in model.flatMap(\.nodes.allIDs) {
          states[.row(AnyHashable(id))] = table.isExpanded(row: id)
        }
        let fresh = makeTable(height: 2_000)
        try fresh.update(with: sections(model, states: states))
        fresh.tableView.layoutIfNeeded()
        #expect(shownIDs(fresh) == shown, "step \(step)")
        #expect(table.tableView.visibleTexts == fresh.tableView.visibleTexts, "step \(step)")
      }
    }
  }
}
