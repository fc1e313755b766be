import Foundation
import Testing

@testable import Cellar

/// A folder tree as an app has one: `nil` children for a file.
private struct Folder: Identifiable, Equatable {
  var id: Int
  var name: String
  var children: [Folder]?
}

/// The same tree with children always present: empty for a file.
private struct Node: Identifiable, Equatable {
  var id: Int
  var children: [Node]
}

/// A folder kept by reference, as a file system's model may be: a cycle is
/// possible (a folder linked into itself).
private final class SharedFolder: Identifiable {
  let id: Int
  var children: [SharedFolder]?
  init(_ id: Int, _ children: [SharedFolder]? = nil) {
    self.id = id
    self.children = children
  }
}

/// A cell for shared folders.
private final class SharedFolderCell: UITableViewCell, ConfigurableCell {
  func configure(_ model: SharedFolder) {}
}

/// A cell for folders.
private final class FolderCell: UITableViewCell, ConfigurableCell {
  func configure(_ model: Folder) {}
}

/// A cell for nodes.
private final class NodeCell: UITableViewCell, ConfigurableCell {
  func configure(_ model: Node) {}
}

/// A grid cell for folders.
private final class FolderItemCell: UICollectionViewCell, ConfigurableCollectionCell {
  func configure(_ model: Folder) {}
}

/// `Outline`: rows and items with children from tree-shaped data.
@MainActor
@Suite struct OutlineBuilderTests {
  /// The tree as text: ids, children in brackets; `[]` an empty parent.
  private static func shape(_ rows: [AnyRow]) -> String {
    rows.map { row in
      let id = "\(row.id?.base ?? "?")"
      guard let children = row.children else { return id }
      return id + "[" + shape(children) + "]"
    }.joined(separator: " ")
  }

  private let tree = [
    Folder(
      id: 1, name: "docs",
      children: [
        Folder(id: 2, name: "a.txt"),
        Folder(id: 3, name: "empty", children: []),
        Folder(id: 4, name: "sub", children: [Folder(id: 5, name: "b.txt")]),
      ]),
    Folder(id: 6, name: "c.txt"),
  ]

  @Test("optional children: nil makes a leaf, [] an empty parent, any depth, in order")
  func optionalChildren() {
    let section = Section(id: "files") {
      Outline(tree, children: \.children) { Row<FolderCell>(model: $0) }
    }
    #expect(Self.shape(section.rows) == "1[2 3[] 4[5]] 6")
    #expect(section.rows.first?.model(as: Folder.self)?.name == "docs")
  }

  @Test("array children: an empty array makes a leaf")
  func arrayChildren() {
    let nodes = [Node(id: 1, children: [Node(id: 2, children: []), Node(id: 3, children: [])])]
    let section = Section(id: "n") {
      Outline(nodes, children: \.children) { Row<NodeCell>(model: $0) }
      Row<NodeCell>(model: Node(id: 9, children: []))
    }
    #expect(Self.shape(section.rows) == "1[2 3] 9")
  }

  @Test("a chain 10,000 levels deep is built without recursion")
  func deepData() {
    var folder = Folder(id: 10_000, name: "leaf")
    for id in (0..<10_000).reversed() { folder = Folder(id: id, name: "d", children: [folder]) }
    let rows = Outline([folder], children: \.children) { Row<FolderCell>(model: $0) }.nodes
    var depth = 0
    var level = rows
    while let next = level.first?.children {
      depth += 1
      level = next
    }
    #expect(depth == 10_000)
    #expect(level.first?.id == AnyHashable(10_000))
  }

  @Test("a cycle of objects ends where an object repeats below itself; the update reports it")
  func cyclicData() throws {
    // 1 → 2 → 3 → 1 (a link back), and 2 → 4; 5 holds 4 too (shared, no cycle).
    let four = SharedFolder(4, [])
    let one = SharedFolder(1)
    let two = SharedFolder(2)
    let three = SharedFolder(3, [one])
    one.children = [two]
    two.children = [three, four]
    let five = SharedFolder(5, [four])
    let self7 = SharedFolder(7)
    self7.children = [self7]
    defer { for folder in [one, self7] { folder.children = nil } }  // break the cycles
    let rows = Outline([one, five], children: \.children) { Row<SharedFolderCell>(model: $0) }
      .nodes
    #expect(Self.shape(rows) == "1[2[3[1] 4[]]] 5[4[]]")
    let own = Outline([self7], children: \.children) { Row<SharedFolderCell>(model: $0) }.nodes
    #expect(Self.shape(own) == "7[7]")
    // The repeat is a duplicate id at both tree paths (hidden rows count), and nothing changes.
    let table = makeTable()
    let error = #expect(throws: TableError.self) {
      try table.update(with: [Section(id: "s", rows: rows)])
    }
    guard case .duplicateIDs(let duplicates, _) = error else {
      Issue.record("expected duplicateIDs, got \(String(describing: error))")
      return
    }
    // 4 is shared (under 2 and 5): a repeat too, as the same id twice is.
    #expect(duplicates.map(\.id) == [AnyHashable(1), AnyHashable(4)])
    #expect(
      duplicates.first?.positions == [
        IndexPath(indexes: [0, 0]), IndexPath(indexes: [0, 0, 0, 0, 0]),
      ])
    #expect(table.sections.isEmpty)
  }

  @Test("a grid section's builder takes an outline of items, which the projection flattens")
  func gridOutline() throws {
    let section = GridSection(id: "g") {
      Outline(tree, children: \.children) { Cellar.Item<FolderItemCell>(model: $0).expanded(true) }
    }
    #expect(section.items.map(\.id) == [1, 6])
    #expect(section.items.first?.children?.map(\.id) == [2, 3, 4])
    var states = ExpansionTable()
    let shown = try OutlineProjection.project([section.base], states: &states, pass: 1)
    #expect(shown.sections[0].rows.map(\.id) == [1, 2, 3, 4, 5, 6])
    #expect(shown.places[0]?.map(\.level) == [0, 1, 1, 1, 2, 0])
  }
}
