import CellarTestSupport
import Foundation
import Testing

@testable import Cellar

/// A grid cell for strings.
private final class WordCell: UICollectionViewCell, ConfigurableCollectionCell {
  func configure(_ model: String) {}
}

/// A declared tree, as a test writes it: a node's id, its children (`nil`
/// for a leaf) and whether it starts expanded.
private struct TreeNode {
  var id: Int
  var children: [TreeNode]?
  var expanded: Bool

  /// The node as a row, children included.
  var row: AnyRow {
    var row = Row<TitleCell>(model: "n\(id)", id: id)
    if let children {
      row = row.children(children.map(\.row)).expanded(expanded)
    }
    return row.anyRow
  }
}

/// The projection of `declared` with the states `remembered` kept, as the
/// tests read it: the result and the state of every node it met.
private func projected(_ declared: [Section], remembered: [OutlineNode: Bool] = [:]) throws -> (
  sections: [Section], places: [[OutlinePlace]?], states: [OutlineNode: Bool]
) {
  var table = ExpansionTable()
  for (node, isExpanded) in remembered { table.set(node, expanded: isExpanded, seenIn: 0) }
  let result = try OutlineProjection.project(declared, states: &table, pass: 1)
  return (
    result.sections, result.places,
    // The nodes the projection met: the others were only remembered.
    Dictionary(
      uniqueKeysWithValues: table.forgetting(unseenSince: 1).remembered.map {
        ($0.node, $0.isExpanded)
      })
  )
}

/// A shown row as the oracle computes it: its id and its place.
private struct ShownRow: Equatable {
  var id: AnyHashable?
  var place: OutlinePlace
}

/// The projection checked against a naive recursive flatten, on seeded
/// random trees and on the edges (plain sections, a 10,000-deep chain,
/// identity mistakes).
@Suite struct OutlineProjectionTests {
  /// The naive flatten: each node, then its children while it and every
  /// ancestor are expanded; the state is the remembered one, else the
  /// declared one.
  private static func oracle(
    _ nodes: [TreeNode], level: Int, shown: Bool, remembered: [Int: Bool],
    into rows: inout [ShownRow], states: inout [OutlineNode: Bool]
  ) {
    for node in nodes {
      let isExpanded = node.children == nil ? false : (remembered[node.id] ?? node.expanded)
      if node.children != nil { states[.row(AnyHashable(node.id))] = isExpanded }
      if shown {
        rows.append(
          ShownRow(
            id: node.id,
            place: OutlinePlace(
              level: level, hasChildren: node.children != nil, isExpanded: isExpanded)))
      }
      if let children = node.children {
        oracle(
          children, level: level + 1, shown: shown && isExpanded, remembered: remembered,
          into: &rows, states: &states)
      }
    }
  }

  /// A random forest of at most `budget` nodes, depth at most `depth`.
  private static func randomForest(
    _ random: inout SeededRandom, depth: Int, budget: inout Int, nextID: inout Int
  ) -> [TreeNode] {
    var nodes: [TreeNode] = []
    for _ in 0..<random.int(5) where budget > 0 {
      budget -= 1
      nextID += 1
      var node = TreeNode(id: nextID, children: nil, expanded: random.chance(0.5))
      if depth > 0 && random.chance(0.5) {
        node.children = randomForest(&random, depth: depth - 1, budget: &budget, nextID: &nextID)
      }
      nodes.append(node)
    }
    return nodes
  }

  @Test(
    "seeded random trees flatten as the naive recursive oracle does, hidden parents' states included",
    arguments: SeededRandom.seeds(40))
  func randomTrees(seed: UInt64) throws {
    var random = SeededRandom(seed: seed)
    var nextID = 0
    var declared: [Section] = []
    var expectedRows: [[ShownRow]] = []
    var expectedStates: [OutlineNode: Bool] = [:]
    var remembered: [Int: Bool] = [:]
    for index in 0..<random.int(4) + 1 {
      var budget = 60
      let firstID = nextID + 1
      let forest = Self.randomForest(&random, depth: 6, budget: &budget, nextID: &nextID)
      var section = Section(id: "s\(index)", anyRows: forest.map(\.row))
      var sectionShown = true
      if random.chance(0.5) {
        section = section.collapsible(expanded: random.chance(0.5))
        sectionShown = section.isInitiallyExpanded
        if random.chance(0.3) {
          sectionShown.toggle()
          remembered[-index - 1] = sectionShown
        }
        expectedStates[.section(AnyHashable("s\(index)"))] = sectionShown
      }
      // Some parents have a state of their own in the table.
      for id in firstID..<nextID + 1 where random.chance(0.2) {
        remembered[id] = random.chance(0.5)
      }
      var rows: [ShownRow] = []
      Self.oracle(
        forest, level: 0, shown: sectionShown, remembered: remembered, into: &rows,
        states: &expectedStates)
      declared.append(section)
      expectedRows.append(rows)
    }
    var rememberedNodes: [OutlineNode: Bool] = [:]
    for (key, isExpanded) in remembered {
      rememberedNodes[key < 0 ? .section(AnyHashable("s\(-key - 1)")) : .row(AnyHashable(key))] =
        isExpanded
    }
    let result = try projected(declared, remembered: rememberedNodes)
    #expect(result.sections.count == declared.count, "seed \(seed)")
    for (index, rows) in expectedRows.enumerated() {
      let shown = result.sections[index].rows.enumerated().map { offset, row in
        ShownRow(
          id: row.id,
          place: result.places[index]?[offset]
            ?? OutlinePlace(level: 0, hasChildren: false, isExpanded: false))
      }
      #expect(shown == rows, "seed \(seed), section \(index)")
      #expect(result.sections[index].id == declared[index].id)
    }
    #expect(result.states == expectedStates, "seed \(seed)")
  }

  @Test("a plain section comes out as it went in, its rows' buffer shared, with no places")
  func plainSection() throws {
    let section = Section(id: "plain", rows: (0..<100).map { Row<TitleCell>(model: "\($0)") })
    let result = try projected([section])
    let before = section.rows.withUnsafeBufferPointer { $0.baseAddress }
    let after = result.sections[0].rows.withUnsafeBufferPointer { $0.baseAddress }
    #expect(before == after)
    #expect(result.places == [nil])
    #expect(result.states.isEmpty)
  }

  @Test(
    "a chain 10,000 levels deep flattens without recursion: every level when expanded, one row when not"
  )
  func deepChain() throws {
    var row = Row<TitleCell>(model: "leaf", id: 10_000).anyRow
    for id in (0..<10_000).reversed() {
      row = Row<TitleCell>(model: "n\(id)", id: id).children([row]).expanded(true).anyRow
    }
    let expanded = try projected([Section(id: "s", anyRows: [row])])
    #expect(expanded.sections[0].rows.count == 10_001)
    #expect(expanded.places[0]?.map(\.level) == Array(0...10_000))
    #expect(
      expanded.places[0]?.last == OutlinePlace(level: 10_000, hasChildren: false, isExpanded: false)
    )
    #expect(expanded.states.count == 10_000)
    let collapsed = try projected(
      [Section(id: "s", anyRows: [row])], remembered: [.row(AnyHashable(0)): false])
    #expect(collapsed.sections[0].rows.map(\.id) == [0])
    #expect(collapsed.places[0] == [OutlinePlace(level: 0, hasChildren: true, isExpanded: false)])
    // Hidden parents keep being met: their states are recorded.
    #expect(collapsed.states.count == 10_000)
  }

  @Test("a collapsed section keeps its header and shows no rows; an empty parent is a parent")
  func collapsedSectionAndEmptyParent() throws {
    let section = Section(id: "audio", header: "Audio") {
      Row<TitleCell>(model: "folder", id: 1).children([])
      Row<TitleCell>(model: "leaf", id: 2)
    }
    let collapsed = try projected([section.collapsible(expanded: false)])
    #expect(collapsed.sections[0].rows.isEmpty)
    #expect(collapsed.sections[0].header?.title == "Audio")
    #expect(
      collapsed.states == [.section(AnyHashable("audio")): false, .row(AnyHashable(1)): false])
    let open = try projected([section.collapsible()])
    #expect(open.sections[0].rows.map(\.id) == [1, 2])
    #expect(
      open.places[0] == [
        OutlinePlace(level: 0, hasChildren: true, isExpanded: false),
        OutlinePlace(level: 0, hasChildren: false, isExpanded: false),
      ])
  }

  @Test(
    "a collapsible section without an id, and a parent row without an identity, are refused with their place"
  )
  func identityMistakes() throws {
    let anonymous = Section(rows: [Row<TitleCell>(model: "a")]).collapsible()
    #expect(throws: OutlineIdentityError.sectionNeedsID(section: 1)) {
      _ = try projected([Section(id: "ok"), anonymous])
    }
    let positionalParent = Row<OpaqueCell>(model: Opaque(text: "parent")).children {
      Row<TitleCell>(model: "child", id: 9)
    }
    let nested = Row<TitleCell>(model: "top", id: 1).children {
      Row<TitleCell>(model: "x", id: 2)
      positionalParent
    }
    #expect(throws: OutlineIdentityError.rowNeedsID(path: [0, 0, 1])) {
      _ = try projected([Section(id: "s", rows: [nested])])
    }
  }

  @Test("children and the initial state are copied with the row, never shared with a later change")
  func rowValueSemantics() {
    let parent = Row<TitleCell>(model: "p", id: 1).children { Row<TitleCell>(model: "a", id: 2) }
    var copy = parent
    copy.children?.append(Row<TitleCell>(model: "b", id: 3).anyRow)
    copy.isInitiallyExpanded = true
    #expect(parent.children?.map(\.id) == [2])
    #expect(!parent.isInitiallyExpanded)
    #expect(copy.children?.map(\.id) == [2, 3])
    #expect(copy.isInitiallyExpanded)
    #expect(Row<TitleCell>(model: "leaf").children == nil)
    #expect(AnyRow(parent).children?.count == 1)
  }

  @Test("a grid's items with children and a collapsible grid section flatten as a table's rows do")
  func gridItems() throws {
    let album = Cellar.Item<WordCell>(model: "album", id: "album").children {
      Cellar.Item<WordCell>(model: "a", id: "a")
      Cellar.Item<WordCell>(model: "b", id: "b").children([
        Cellar.Item<WordCell>(model: "c", id: "c")
      ])
    }.expanded(true)
    #expect(album.children?.map(\.id) == ["a", "b"])
    #expect(AnyItem(album).children?.count == 2)
    let section = GridSection(id: "may") { album }.collapsible(expanded: true)
    #expect(section.isCollapsible && section.isInitiallyExpanded)
    let result = try projected([section.base])
    #expect(result.sections[0].rows.map(\.id) == ["album", "a", "b"])
    #expect(result.places[0]?.map(\.level) == [0, 1, 1])
    #expect(
      result.states == [
        .section(AnyHashable("may")): true, .row(AnyHashable("album")): true,
        .row(AnyHashable("b")): false,
      ])
    let closed = try projected([section.collapsible(expanded: false).base])
    #expect(closed.sections[0].rows.isEmpty)
  }
}
