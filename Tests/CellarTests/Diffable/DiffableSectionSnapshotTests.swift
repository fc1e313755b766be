import CellarTestSupport
import Foundation
import Testing

@testable import Cellar

/// The fixed tree of the exhaustive cases, three levels deep:
///
///     1 (expanded)
///       2 (expanded)
///         3
///       4
///     5 (collapsed)
///       6
///     7
private let baseModel = ForestModel([
  ForestNode(
    id: 1, expanded: true,
    children: [ForestNode(id: 2, expanded: true, children: [ForestNode(id: 3)]), ForestNode(id: 4)]),
  ForestNode(id: 5, children: [ForestNode(id: 6)]),
  ForestNode(id: 7),
])

/// The tree `20 (expanded) { 21 }`, for the snapshot arguments.
private let smallTree = ForestModel([
  ForestNode(id: 20, expanded: true, children: [ForestNode(id: 21)])
])

private func base() throws -> DiffableSectionSnapshot<Int> { try ForestIO.build(baseModel) }

/// Every verb that names an anchor (or parent), with `anchor` there.
private func verbs(at anchor: Int) -> [ForestVerb] {
  var verbs: [ForestVerb] = [
    .append([20, 21], to: anchor), .append([], to: anchor), .append([anchor], to: nil),
    .append([20, anchor, 20], to: anchor), .replace(parent: anchor, smallTree),
    .replace(parent: anchor, ForestModel()),
    .replace(parent: anchor, ForestModel([ForestNode(id: anchor)])),
    .delete([anchor]), .delete([anchor, 42]), .delete([anchor, anchor]), .expand([anchor]),
    .collapse([anchor]), .expand([anchor, 42]), .collapse([42, anchor]),
  ]
  for after in [false, true] {
    verbs += [
      .insert([20, 21], anchor: anchor, after: after), .insert([], anchor: anchor, after: after),
      .insert([20, anchor], anchor: anchor, after: after),
      .insert([20, 20], anchor: anchor, after: after),
      .insertTree(smallTree, anchor: anchor, after: after),
      .insertTree(ForestModel(), anchor: anchor, after: after),
      .insertTree(
        ForestModel([ForestNode(id: 20, children: [ForestNode(id: 3)])]), anchor: anchor,
        after: after),
    ]
  }
  for source in [1, 2, 3, 4, 5, 6, 7, 42] {
    verbs += [
      .replaceFromOwn(parent: anchor, source: source, includingParent: false),
      .replaceFromOwn(parent: anchor, source: source, includingParent: true),
    ]
  }
  return verbs
}

@Suite struct DiffableSectionSnapshotTests {
  private static let queried = Array(1...7) + [20, 21, 42]

  /// Runs `verb` on the base tree and on its model, and compares all.
  private func check(_ verb: ForestVerb) throws {
    var snapshot = try base()
    var model = baseModel
    let before = snapshot
    let expected = verb.run(on: &model)
    var thrown: SnapshotError?
    do {
      try verb.run(on: &snapshot)
    } catch let error as SnapshotError {
      thrown = error
    }
    #expect(
      ForestIO.agree(thrown, expected),
      "\(verb): threw \(String(describing: thrown)), expected \(String(describing: expected))")
    if thrown != nil { #expect(snapshot == before, "\(verb) threw but changed the snapshot") }
    if let wrong = ForestIO.disagreement(snapshot, model, ids: Self.queried) {
      Issue.record("after \(verb): \(wrong)")
    }
    #expect(try ForestIO.build(model) == snapshot, "\(verb): not == to the model rebuilt")
    for id in Self.queried {
      for including in [false, true] {
        let got = ForestIO.outcome { () throws(SnapshotError) in
          "\(ForestIO.rows(try snapshot.snapshot(of: id, includingParent: including)))"
        }
        let wanted: String
        switch model.snapshot(of: id, includingParent: including) {
        case .success(let tree): wanted = "\(tree.rows)"
        case .failure(let error): wanted = error.description
        }
        #expect(got == wanted, "after \(verb): snapshot(of: \(id), includingParent: \(including))")
      }
    }
  }

  @Test(
    "every verb at every anchor of a three-level tree agrees with the model",
    arguments: [1, 2, 3, 4, 5, 6, 7, 42])
  func everyVerbAtEveryAnchor(anchor: Int) throws {
    for verb in verbs(at: anchor) { try check(verb) }
  }

  @Test("the verbs that name no anchor agree with the model")
  func verbsWithoutAnchor() throws {
    for verb: ForestVerb in [
      .append([20, 21], to: nil), .append([], to: nil), .deleteAll, .delete([]), .delete([42, 43]),
      .expand([]), .collapse([1, 2, 3, 4, 5, 6, 7]), .expand([1, 2, 3, 4, 5, 6, 7]),
      .append([20, 1, 21, 2, 20], to: nil),
    ] {
      try check(verb)
    }
  }

  /// Placements written out by hand, so that the model is checked too.
  @Test("placement: append after children, insert before, after the whole subtree")
  func placementByHand() throws {
    func items(_ edit: (inout DiffableSectionSnapshot<Int>) throws -> Void) throws -> [Int] {
      var snapshot = try base()
      try edit(&snapshot)
      return snapshot.items
    }
    #expect(try base().items == [1, 2, 3, 4, 5, 6, 7])
    #expect(try base().rootItems == [1, 5, 7])
    #expect(try base().visibleItems == [1, 2, 3, 4, 5, 7])
    #expect(try base().expandedItems == [1, 2])
    #expect(try base().index(of: 6) == 5)
    #expect(try items { try $0.append([20, 21], to: 1) } == [1, 2, 3, 4, 20, 21, 5, 6, 7])
    #expect(try items { try $0.append([20], to: 3) } == [1, 2, 3, 20, 4, 5, 6, 7])
    #expect(try items { try $0.append([20]) } == [1, 2, 3, 4, 5, 6, 7, 20])
    #expect(try items { try $0.insert([20], before: 4) } == [1, 2, 3, 20, 4, 5, 6, 7])
    #expect(try items { try $0.insert([20], after: 2) } == [1, 2, 3, 20, 4, 5, 6, 7])
    #expect(try items { try $0.insert([20], after: 1) } == [1, 2, 3, 4, 20, 5, 6, 7])
    #expect(try items { try $0.insert([20], before: 1) } == [20, 1, 2, 3, 4, 5, 6, 7])
    #expect(try items { $0.delete([1]) } == [5, 6, 7])
    #expect(try items { $0.delete([2, 6]) } == [1, 4, 5, 7])
    var snapshot = try base()
    try snapshot.insert(try ForestIO.build(smallTree), before: 6)
    #expect(snapshot.items == [1, 2, 3, 4, 5, 20, 21, 6, 7])
    #expect(try snapshot.level(of: 20) == 1 && snapshot.level(of: 21) == 2)
    #expect(try snapshot.parent(of: 21) == 20 && snapshot.parent(of: 20) == 5)
    #expect(try snapshot.isExpanded(20) && !snapshot.isVisible(20) && !snapshot.isVisible(21))
    var replaced = try base()
    try replaced.replace(childrenOf: 1, using: try ForestIO.build(smallTree))
    #expect(replaced.items == [1, 20, 21, 5, 6, 7])
    #expect(try replaced.level(of: 21) == 2 && replaced.parent(of: 20) == 1)
    #expect(replaced.visibleItems == [1, 20, 21, 5, 7])
  }

  @Test("new items start collapsed; expansion is a per-item flag kept across verbs")
  func expansionFlags() throws {
    var snapshot = DiffableSectionSnapshot<Int>()
    try snapshot.append([1, 2])
    #expect(snapshot.expandedItems.isEmpty)
    snapshot.expand([2])
    #expect(try snapshot.isExpanded(2))
    try snapshot.append([3], to: 1)
    #expect(snapshot.visibleItems == [1, 2])
    snapshot.expand([1])
    #expect(snapshot.visibleItems == [1, 3, 2])
    snapshot.deleteAll()
    try snapshot.append([1, 2])
    #expect(snapshot.expandedItems.isEmpty)
    #expect(snapshot.items == [1, 2])
  }

  @Test("snapshot(of:) rebases to level 0 with expansion; includingParent makes one root")
  func subtreeCopies() throws {
    let snapshot = try base()
    let children = try snapshot.snapshot(of: 1)
    #expect(children.items == [2, 3, 4] && children.rootItems == [2, 4])
    #expect(
      try children.level(of: 3) == 1 && children.isExpanded(2) && children.parent(of: 2) == nil)
    let whole = try snapshot.snapshot(of: 1, includingParent: true)
    #expect(
      whole.rootItems == [1] && whole.items == [1, 2, 3, 4] && whole.expandedItems == [1, 2])
    #expect(try snapshot.snapshot(of: 3).items.isEmpty)
    #expect(try snapshot.snapshot(of: 3, includingParent: true).items == [3])
  }

  @Test("visualDescription(): header, two spaces a level, +/- expanded, */space visible, id")
  func visualDescription() throws {
    let snapshot = try base()
    let expected = """
      <DiffableSectionSnapshot: 7 items
      +* 1
        +* 2
          -* 3
        -* 4
      -* 5
        -  6
      -* 7
      >
      """
    #expect(snapshot.visualDescription() == expected)
    #expect(snapshot.description == expected)
    #expect(
      DiffableSectionSnapshot<Int>().visualDescription() == "<DiffableSectionSnapshot: 0 items\n>")
    var strings = DiffableSectionSnapshot<String>()
    try strings.append(["Fruit"])
    try strings.append(["Apple"], to: "Fruit")
    try strings.append(["Red"], to: "Apple")
    strings.expand(["Apple"])
    #expect(
      strings.visualDescription()
        == "<DiffableSectionSnapshot: 3 items\n-* Fruit\n  +  Apple\n    -  Red\n>")
  }
}
