import Foundation
import Testing

@_spi(Testing) @testable import Cellar

private func row(_ id: Int) -> Row<TitleCell> { Row<TitleCell>(model: "r\(id)", id: id) }

/// Rows whose children the app loads when they first show expanded.
@MainActor
@Suite struct OutlineLazyTests {
  /// A table with a folder row whose children load through `load`, both
  /// ways of planning toggles.
  private static func folder(
    _ children: [Int]?, expanded: Bool = false, load: @escaping @MainActor (String) -> Void
  ) -> [Section] {
    let folder = row(1)
    let parent =
      children.map { ids in folder.children(ids.map(row)) } ?? folder.children(loadingWith: load)
    return [
      Section(id: "s") {
        parent.expanded(expanded)
        row(9)
      }
    ]
  }

  @Test(
    "expanding a lazy row asks once, shows it loading, and the answer shows the children",
    arguments: [true, false])
  func tapAsksOnce(withoutDiff: Bool) throws {
    let table = makeTable()
    table.plansTogglesWithoutDiff = withoutDiff
    var asked: [String] = []
    let load: @MainActor (String) -> Void = { asked.append($0) }
    try table.update(with: Self.folder(nil, load: load))
    let view = table.tableView
    view.layoutIfNeeded()
    #expect(asked.isEmpty)
    #expect(view.render().contains("r1 ▸"))
    try view.tapRow(at: IndexPath(row: 0, section: 0))
    view.layoutIfNeeded()
    #expect(asked == ["r1"])
    #expect(table.isExpanded(row: 1))
    #expect(shownIDs(table) == [[1, 9]])
    #expect(view.render().contains("r1 …"))
    // An update that still declares the row as loading does not ask again.
    try table.update(with: Self.folder(nil, expanded: false, load: load))
    view.layoutIfNeeded()
    #expect(asked == ["r1"])
    #expect(view.render().contains("r1 …"))
    // The answer: the children show, the disclosure turns.
    try table.update(with: Self.folder([2, 3], load: load))
    view.layoutIfNeeded()
    #expect(shownIDs(table) == [[1, 2, 3, 9]])
    #expect(view.render().contains("r1 ▾"))
    #expect(asked == ["r1"])
  }

  @Test("collapsing before the answer and expanding again asks again", arguments: [true, false])
  func collapseWhileLoading(withoutDiff: Bool) throws {
    let table = makeTable()
    table.plansTogglesWithoutDiff = withoutDiff
    var asked = 0
    try table.update(with: Self.folder(nil, load: { _ in asked += 1 }))
    table.setExpanded(true, row: 1)
    #expect(asked == 1)
    table.setExpanded(false, row: 1)
    #expect(asked == 1)
    table.setExpanded(true, row: 1)
    #expect(asked == 2)
  }

  @Test("a lazy row expanded at first asks at its first update; a hidden one when it shows")
  func initialAndHidden() throws {
    let table = makeTable()
    var asked: [Int] = []
    let sections = [
      Section(id: "open") {
        Row<TitleCell>(model: "a", id: 1).children(loadingWith: { _ in asked.append(1) })
          .expanded(true)
      },
      Section(id: "closed") {
        Row<TitleCell>(model: "b", id: 2).children(loadingWith: { _ in asked.append(2) })
          .expanded(true)
      }
      .collapsible(expanded: false),
    ]
    try table.update(with: sections)
    #expect(asked == [1])
    try table.update(with: sections)
    #expect(asked == [1])
    table.setExpanded(true, section: "closed")
    #expect(asked == [1, 2])
  }

  @Test("the answer given from inside the loader is queued and applied")
  func answerFromLoader() throws {
    let table = makeTable()
    var loads = 0
    func sections(loaded: Bool) -> [Section] {
      Self.folder(loaded ? [5, 6] : nil) { [unowned table] _ in
        loads += 1
        try? table.update(with: Self.folder([5, 6], expanded: true, load: { _ in }))
      }
    }
    try table.update(with: sections(loaded: false))
    table.setExpanded(true, row: 1)
    #expect(loads == 1)
    #expect(shownIDs(table) == [[1, 5, 6, 9]])
    #expect(table.lastError == nil)
  }

  @Test("a grid item loads its children the same way")
  func gridItem() throws {
    let grid = makeSmallGrid()
    var asked: [String] = []
    try grid.update(with: [
      GridSection(id: "s") {
        Cellar.Item<LazyWordCell>(model: "a", id: "a").children(loadingWith: { asked.append($0) })
      }
    ])
    try grid.collectionView.tapItem(at: IndexPath(item: 0, section: 0))
    #expect(asked == ["a"])
    #expect(grid.isExpanded(item: "a"))
    #expect(Cellar.Item<LazyWordCell>(model: "a").children(loadingWith: { _ in }).loadsChildren)
    #expect(
      !Cellar.Item<LazyWordCell>(model: "a").children(loadingWith: { _ in }).children {}
        .loadsChildren)
  }

  @Test("declaring children ends loadingWith")
  func childrenEndLoading() {
    let lazy = row(1).children(loadingWith: { _ in })
    #expect(lazy.loadsChildren)
    #expect(lazy.children?.isEmpty == true)
    #expect(!lazy.children { row(2) }.loadsChildren)
    #expect(!row(1).loadsChildren)
  }
}

/// A grid cell for words.
private final class LazyWordCell: UICollectionViewCell, ConfigurableCollectionCell {
  func configure(_ model: String) {}
}

/// Fixes found by the examples: lazy rows from `Outline`, and the offset
/// when a section whose header is in view expands.
@MainActor
@Suite struct OutlineExampleFindingsTests {
  /// A node of tree data.
  private struct Node: Hashable {
    var name: String
    var children: [Node]?
  }

  @Test(
    "a lazy row from Outline stops loading once the data has children, and keeps loading with none")
  func outlineLazyRow() throws {
    func rows(_ net: Node) -> [AnyRow] {
      Outline([net], children: \.children) { node in
        Row<TitleCell>(model: node.name, id: node.name).children(loadingWith: { _ in })
      }.nodes
    }
    let loaded = rows(Node(name: "net", children: [Node(name: "a"), Node(name: "b")]))
    #expect(loaded.count == 1)
    #expect(!loaded[0].storage.loadsChildren)
    #expect(loaded[0].children?.count == 2)
    let empty = rows(Node(name: "net", children: []))
    #expect(empty[0].storage.loadsChildren)
  }

  @Test(
    "expanding a section whose header is at the top shows its rows under the header",
    arguments: [true, false])
  func expandAtTop(withoutDiff: Bool) throws {
    let table = makeTable(height: 44 * 6)
    table.plansTogglesWithoutDiff = withoutDiff
    try table.update(
      with: (0..<4).map { index in
        Section(id: "s\(index)", header: "S\(index)", rows: (0..<6).map { row(index * 10 + $0) })
          .collapsible(expanded: index != 1)
      })
    let view = table.tableView
    view.layoutIfNeeded()
    // S1 (collapsed) at the top, S2's rows below it.
    let top = view.rectForHeader(inSection: 1).minY
    view.setContentOffset(CGPoint(x: 0, y: top), animated: false)
    view.layoutIfNeeded()
    try view.tapHeader(inSection: 1)
    view.layoutIfNeeded()
    #expect(view.contentOffset.y == top)
    #expect(view.indexPathsForVisibleRows?.first == IndexPath(row: 0, section: 1))
  }
}

/// A grid cell type without a reuse identifier.
private final class NamelessOutlineCell: UICollectionViewCell, ConfigurableCollectionCell {
  static var reuseIdentifier: String { "" }
  func configure(_ model: String) {}
}

/// Hidden rows are checked at the update that declares them, as shown ones
/// are, named by their tree path; nothing changes.
@MainActor
@Suite struct OutlineHiddenRowCheckTests {
  @Test("a hidden row with a bad height throws at the update that declares it")
  func hiddenBadHeight() throws {
    let table = makeTable()
    let good = [Section(id: "s") { row(1).children { row(2) } }]
    try table.update(with: good)
    let bad = [
      Section(id: "s") {
        row(1).children {
          row(2)
          row(3).height(-2)
        }
      }
    ]
    #expect(
      throws: TableError.invalidHeight(
        -2, place: .row(IndexPath(indexes: [0, 0, 1])), type: String(reflecting: TitleCell.self))
    ) {
      try table.update(with: bad)
    }
    #expect(shownIDs(table) == [[1]])
    #expect(table.sections[0].rows[0].children?.count == 1)
    // In a collapsed section too: its rows are named at their places.
    let collapsed = [
      Section(id: "s", rows: [row(1), row(4).height(.infinity)]).collapsible(expanded: false)
    ]
    #expect(throws: TableError.self) { try table.update(with: collapsed) }
    #expect(table.sections.count == 1 && table.sections[0].rows.count == 1)
  }

  @Test("a hidden item without a reuse identifier throws at the update that declares it")
  func hiddenNamelessItem() throws {
    let grid = makeSmallGrid()
    let error = #expect(throws: TableError.self) {
      try grid.update(with: [
        GridSection(id: "s") {
          Cellar.Item<LazyWordCell>(model: "a", id: "a").children {
            Cellar.Item<NamelessOutlineCell>(model: "b", id: "b")
          }
        }
      ])
    }
    guard case .emptyReuseIdentifier? = error else {
      Issue.record("expected emptyReuseIdentifier, got \(String(describing: error))")
      return
    }
    #expect(grid.sections.isEmpty)
  }
}
