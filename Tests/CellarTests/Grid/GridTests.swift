import Cellar
import CellarTestSupport
import Foundation
import Testing

/// A photo: identity by `id`, content by `==`.
private struct Photo: Identifiable, Equatable {
  var id: Int
  var title: String
}

private final class PhotoCell: UICollectionViewCell, ConfigurableCollectionCell {
  nonisolated(unsafe) static var configureCount = 0
  func configure(_ photo: Photo) {
    PhotoCell.configureCount += 1
    label.text = "\(photo.id):\(photo.title)"
  }
}

private final class TextCell: UICollectionViewCell, ConfigurableCollectionCell {
  func configure(_ text: String) { label.text = text }
}

private final class GridTableCell: UITableViewCell, ConfigurableCell {
  func configure(_ text: String) { textLabel?.text = text }
}

private final class MonthHeader: UICollectionReusableView, ConfigurableSupplementaryView {
  func configure(_ month: String) { label.text = month }
}

@MainActor
private func makeGrid(width: CGFloat = 100, height: CGFloat = 100) -> Grid {
  let layout = UICollectionViewFlowLayout()
  layout.itemSize = CGSize(width: 10, height: 10)
  layout.minimumLineSpacing = 0
  layout.minimumInteritemSpacing = 0
  let view = UICollectionView(
    frame: CGRect(x: 0, y: 0, width: width, height: height), collectionViewLayout: layout)
  return Grid(collectionView: view)
}

/// What the visible cells show, in index-path order.
@MainActor
private func shown(_ grid: Grid) -> [String] {
  grid.collectionView.indexPathsForVisibleItems.sorted().compactMap {
    grid.collectionView.cellForItem(at: $0)?.label.text
  }
}

@Suite("Grid")
@MainActor
struct GridTests {
  @Test("an update without animation keeps the selection by identity, not by index path")
  func reloadKeepsSelectionByIdentity() throws {
    // Found by FuzzGrid: the collection view's `reloadData` keeps selected
    // index paths, so the item replacing a selected one became selected.
    let grid = makeGrid()
    grid.collectionView.allowsMultipleSelection = true
    try grid.update(with: [
      GridSection(items: [
        Cellar.Item<TextCell>(model: "a", id: 0), Cellar.Item<TextCell>(model: "b", id: 1),
      ])
    ])
    grid.collectionView.selectItem(at: [0, 0], animated: false, scrollPosition: [])
    grid.collectionView.selectItem(at: [0, 1], animated: false, scrollPosition: [])
    try grid.update(
      with: [
        GridSection(items: [
          Cellar.Item<TextCell>(model: "c", id: 3), Cellar.Item<TextCell>(model: "b", id: 1),
        ])
      ], animation: .none)
    #expect(grid.collectionView.indexPathsForSelectedItems == [[0, 1]])
    #expect(grid.collectionView.cellForItem(at: [0, 0])?.isSelected == false)
    #expect(grid.collectionView.cellForItem(at: [0, 1])?.isSelected == true)
  }

  @Test(
    "with allowsSelection off, an unanimated update never hands the selection to another item",
    arguments: [Grid.Animation.none, .automatic])
  func selectionFollowsIdentityWhenNotSelectable(animation: Grid.Animation) throws {
    // Issue 22, item 4: with allowsSelection false the collection view
    // ignores deselectItem and selectItem, so reloadData kept the selected
    // index path: x, which replaced the selected b, was selected.
    let grid = makeGrid()
    func items(_ ids: [Int]) -> [GridSection] {
      [GridSection(items: ids.map { Cellar.Item<TextCell>(model: "\($0)", id: $0) })]
    }
    try grid.update(with: items([0, 1, 2]))
    grid.collectionView.selectItem(at: [0, 1], animated: false, scrollPosition: [])
    grid.collectionView.allowsSelection = false
    try grid.update(with: items([0, 9, 2]), animation: animation)
    #expect(grid.collectionView.indexPathsForSelectedItems == nil)
    #expect(grid.collectionView.cellForItem(at: [0, 1])?.isSelected == false)
    #expect(!grid.collectionView.allowsSelection)
    // A selected item that moves stays selected, wherever it goes.
    grid.collectionView.allowsSelection = true
    grid.collectionView.selectItem(at: [0, 2], animated: false, scrollPosition: [])
    grid.collectionView.allowsSelection = false
    try grid.update(with: items([2, 0, 9]), animation: animation)
    #expect(grid.collectionView.indexPathsForSelectedItems == [[0, 0]])
    #expect(grid.collectionView.cellForItem(at: [0, 0])?.isSelected == true)
    #expect(grid.collectionView.cellForItem(at: [0, 2])?.isSelected == false)
  }

  @Test("with allowsSelection off, a selected item reloaded by an animated update stays selected")
  func reloadedItemStaysSelectedWhenNotSelectable() throws {
    let grid = makeGrid()
    try grid.update(with: [
      GridSection(items: [
        Cellar.Item<TextCell>(model: "a", id: 0), Cellar.Item<TextCell>(model: "b", id: 1),
      ])
    ])
    grid.collectionView.selectItem(at: [0, 1], animated: false, scrollPosition: [])
    grid.collectionView.allowsSelection = false
    // A new cell type reloads the item: the batch deselects it, and the
    // grid selects it again by identity.
    try grid.update(with: [
      GridSection(items: [
        Cellar.Item<TextCell>(model: "a", id: 0),
        Cellar.Item<PhotoCell>(model: Photo(id: 1, title: "b"), id: 1),
      ])
    ])
    #expect(
      grid.collectionView.updateLog.last?.operations.contains(.reloadItems([[0, 1]])) == true)
    #expect(grid.collectionView.indexPathsForSelectedItems == [[0, 1]])
    #expect(grid.collectionView.cellForItem(at: [0, 1])?.isSelected == true)
    #expect(!grid.collectionView.allowsSelection)
  }

  @Test(
    "an item whose size alone changed is laid out again: the same cell, not reconfigured or reloaded"
  )
  func sizeChangeLaysOutAgain() throws {
    // Issue 22, item 20: the Diffed grids article said such an item is
    // reloaded; `Item.size` said it is not reconfigured. It is laid out again.
    let grid = makeGrid()
    func sections(_ size: CGSize, title: String = "a") -> [GridSection] {
      [
        GridSection(items: [
          Cellar.Item<PhotoCell>(model: Photo(id: 1, title: title), size: size),
          Cellar.Item<PhotoCell>(model: Photo(id: 2, title: "b")),
        ])
      ]
    }
    try grid.update(with: sections(CGSize(width: 10, height: 10)))
    let cell = try #require(grid.collectionView.cellForItem(at: [0, 0]))
    let configured = PhotoCell.configureCount
    let logged = grid.collectionView.updateLog.count
    try grid.update(with: sections(CGSize(width: 30, height: 20)))
    #expect(grid.collectionView.cellForItem(at: [0, 0]) === cell)
    #expect(cell.frame.size == CGSize(width: 30, height: 20))
    #expect(grid.collectionView.cellForItem(at: [0, 1])?.frame.minX == 30)
    #expect(PhotoCell.configureCount == configured)
    let operations = grid.collectionView.updateLog[logged...].flatMap(\.operations)
    #expect(operations.isEmpty, "\(operations)")
    // A new size and new content: reconfigured once, in place, not reloaded.
    try grid.update(with: sections(CGSize(width: 20, height: 20), title: "a!"))
    #expect(grid.collectionView.cellForItem(at: [0, 0]) === cell)
    #expect(cell.label.text == "1:a!")
    #expect(cell.frame.size == CGSize(width: 20, height: 20))
    #expect(PhotoCell.configureCount == configured + 1)
    #expect(
      grid.collectionView.updateLog.last?.operations == [.reconfigureItems([[0, 0]])])
  }

  @Test("items take the same identity rules as rows")
  func identityVariants() {
    #expect(Cellar.Item<PhotoCell>(model: Photo(id: 3, title: "a")).id == AnyHashable(3))
    #expect(Cellar.Item<TextCell>(model: "x").id == AnyHashable("x"))
    #expect(Cellar.Item<TextCell>(model: "x", id: 9).id == AnyHashable(9))
    #expect(Cellar.Item<PhotoCell>(model: Photo(id: 1, title: ""), id: "k").id == AnyHashable("k"))
    let sized = Cellar.Item<TextCell>(model: "x").size(CGSize(width: 3, height: 4))
    #expect(sized.size == CGSize(width: 3, height: 4))
    #expect(AnyItem(sized).item(as: TextCell.self)?.model == "x")
    #expect(AnyItem(sized).item(as: PhotoCell.self) == nil)
  }

  @Test("the builder and += make the same sections")
  func builderAndOperators() throws {
    let photos = (0..<3).map { Photo(id: $0, title: "p") }
    let built = GridSection(id: "s") {
      for photo in photos { Cellar.Item<PhotoCell>(model: photo) }
      if photos.count > 5 { Cellar.Item<TextCell>(model: "never") }
      Cellar.Item<TextCell>(model: "end")
    }
    var appended = GridSection(id: "s")
    for photo in photos { appended += Cellar.Item<PhotoCell>(model: photo) }
    appended += [Cellar.Item<TextCell>(model: "end")]
    #expect(built.items.map(\.id) == appended.items.map(\.id))
    let grid = makeGrid()
    grid += built
    grid += Cellar.Item<TextCell>(model: "more")
    #expect(grid.sections.count == 1)
    #expect(grid.sections[0].count == 5)
    #expect(grid.indexPath(forItemID: "more") == IndexPath(item: 4, section: 0))
    #expect(grid.model(forItemID: 1, as: Photo.self) == photos[1])
  }

  @Test("duplicate ids throw the table's error with its message, and change nothing")
  func duplicateIDs() throws {
    let grid = makeGrid()
    try grid.update(with: [GridSection(id: "a", items: [Cellar.Item<TextCell>(model: "x", id: 1)])])
    let bad = [
      GridSection(
        id: "a",
        items: [Cellar.Item<TextCell>(model: "x", id: 1), Cellar.Item<TextCell>(model: "y", id: 1)])
    ]
    let table = Table(tableView: UITableView(frame: CGRect(x: 0, y: 0, width: 100, height: 100)))
    let tableBad = [
      Section(
        id: "a",
        rows: [Row<GridTableCell>(model: "x", id: 1), Row<GridTableCell>(model: "y", id: 1)])
    ]
    var gridMessage = ""
    var tableMessage = ""
    do { try grid.update(with: bad) } catch { gridMessage = "\(error)" }
    do { try table.update(with: tableBad) } catch { tableMessage = "\(error)" }
    #expect(!gridMessage.isEmpty)
    #expect(gridMessage == tableMessage)
    #expect(grid.sections[0].count == 1)
    #expect(shown(grid) == ["x"])
    grid += GridSection(id: "a")
    #expect(grid.lastError != nil)
    #expect(grid.sections.count == 1)
  }

  @Test("bad sizes, insets and spacings throw the flow layout's error before the batch starts")
  func layoutValuesCheckedFirst() throws {
    let grid = makeGrid()
    try grid.update(with: [GridSection(id: "a", items: [Cellar.Item<TextCell>(model: "x", id: 1)])])
    let logged = grid.collectionView.updateLog.count
    let bad: [GridSection] = [
      GridSection(id: "a", items: [Cellar.Item<TextCell>(model: "x", id: 1)])
        .itemSize(CGSize(width: -1, height: 10)),
      GridSection(
        id: "a",
        items: [
          Cellar.Item<TextCell>(model: "x", id: 1, size: CGSize(width: 5, height: CGFloat.nan))
        ]),
      GridSection(id: "a", items: [Cellar.Item<TextCell>(model: "x", id: 1)])
        .sectionInset(UIEdgeInsets(top: 0, left: -CGFloat.infinity, bottom: 0, right: 0)),
      GridSection(id: "a", items: [Cellar.Item<TextCell>(model: "x", id: 1)])
        .minimumLineSpacing(2e9),
    ]
    for section in bad {
      #expect(throws: FlowLayoutError.self) { try grid.update(with: [section]) }
    }
    do {
      try grid.update(with: [bad[0]])
    } catch {
      #expect(
        "\(error)"
          == "negative or zero sizes are not supported in the flow layout (sizeForItemAt gave "
          + "-1.0 × 10.0 for item [0, 0]): give every item a width and a height greater than 0."
      )
    }
    // Refused before any batch: nothing logged, nothing rolled back.
    #expect(grid.collectionView.updateLog.count == logged)
    #expect(shown(grid) == ["x"])
  }

  @Test("an item size of 0 on a side throws UIKit's flow layout error before the view sees it")
  func zeroItemSizes() throws {
    // Issue 22, item 10: `Item(size: CGSize(width: 0, height: 10))` was laid
    // out silently (UIKit raises "negative or zero sizes are not supported
    // in the flow layout").
    let grid = makeGrid()
    try grid.update(with: [GridSection(id: "a", items: [Cellar.Item<TextCell>(model: "x", id: 1)])])
    let logged = grid.collectionView.updateLog.count
    let bad: [(GridSection, String)] = [
      (
        GridSection(
          id: "a",
          items: [
            Cellar.Item<TextCell>(model: "x", id: 1),
            Cellar.Item<TextCell>(model: "y", id: 2, size: CGSize(width: 0, height: 10)),
          ]), "0.0 × 10.0 for item [0, 1]"
      ),
      (
        GridSection(id: "a", items: [Cellar.Item<TextCell>(model: "x", id: 1)])
          .itemSize(CGSize(width: 10, height: 0)), "10.0 × 0.0 for item [0, 0]"
      ),
    ]
    for (section, place) in bad {
      #expect {
        try grid.update(with: [section])
      } throws: { error in
        guard case .nonPositiveItemSize = error as? FlowLayoutError else { return false }
        return "\(error)"
          == "negative or zero sizes are not supported in the flow layout (sizeForItemAt gave "
          + "\(place)): give every item a width and a height greater than 0."
      }
    }
    #expect(grid.collectionView.updateLog.count == logged)
    #expect(shown(grid) == ["x"])
    #expect(grid.sections[0].items.count == 1)
  }

  @Test("an item size added by any of a section's methods is checked and laid out")
  func itemSizesAddedAnyWay() throws {
    // A section made without sized items skips the grid's per-item passes
    // (Section.mayHaveItemSizes): each way of adding an item must keep it true.
    typealias Add = (inout GridSection, Cellar.Item<TextCell>) -> Void
    let ways: [(String, Add)] = [
      ("items", { section, item in section.items += [item.anyItem] }),
      ("append", { section, item in section.append(item) }),
      ("append(contentsOf:)", { section, item in section.append(contentsOf: [item]) }),
      ("+= item", { section, item in section += item }),
      ("+= items", { section, item in section += [item] }),
    ]
    for (name, add) in ways {
      let grid = makeGrid(width: 100, height: 100)
      var section = GridSection(id: 0) { Cellar.Item<TextCell>(model: "a") }
      add(&section, Cellar.Item<TextCell>(model: "s", size: CGSize(width: 30, height: 20)))
      add(&section, Cellar.Item<TextCell>(model: "t"))
      try grid.update(with: [section])
      let frame = grid.collectionView.collectionViewLayout.layoutAttributesForItem(
        at: IndexPath(item: 1, section: 0))?.frame
      #expect(frame?.size == CGSize(width: 30, height: 20), "\(name)")
      // The grid's own sections keep knowing it.
      try grid.update(with: grid.sections)
      #expect(
        grid.collectionView.collectionViewLayout.layoutAttributesForItem(
          at: IndexPath(item: 1, section: 0))?.frame.size == CGSize(width: 30, height: 20),
        "\(name)")
      var bad = GridSection(id: 0) { Cellar.Item<TextCell>(model: "a") }
      add(&bad, Cellar.Item<TextCell>(model: "r", size: CGSize(width: -1, height: 20)))
      add(&bad, Cellar.Item<TextCell>(model: "t"))
      #expect(throws: FlowLayoutError.self, "\(name)") { try grid.update(with: [bad]) }
      #expect(shown(grid) == ["a", "s", "t"], "\(name)")
    }
    // Appending to the grid itself, and a section with no items but a size.
    let grid = makeGrid()
    try grid.update(with: [GridSection(id: 0) { Cellar.Item<TextCell>(model: "a") }])
    grid += Cellar.Item<TextCell>(model: "r", size: CGSize(width: CGFloat.nan, height: 1))
    #expect(grid.lastError is FlowLayoutError)
    #expect(shown(grid) == ["a"])
    try grid.update(with: [GridSection(id: 0, items: []).itemSize(CGSize(width: -1, height: 1))])
    #expect(shown(grid).isEmpty)
  }

  @Test("per-section metrics and item sizes reach the flow layout")
  func perSectionLayout() throws {
    let grid = makeGrid(width: 100, height: 400)
    try grid.update {
      GridSection(id: 0, header: .view(MonthHeader.self, model: "May")) {
        for index in 0..<3 { Cellar.Item<TextCell>(model: "a\(index)") }
      }
      .itemSize(CGSize(width: 20, height: 30))
      .sectionInset(UIEdgeInsets(top: 5, left: 5, bottom: 5, right: 5))
      .headerReferenceSize(CGSize(width: 0, height: 12))
      GridSection(id: 1) {
        Cellar.Item<TextCell>(model: "b0").size(CGSize(width: 40, height: 15))
      }
    }
    let layout = try #require(grid.collectionView.flowLayout)
    let first = try #require(layout.layoutAttributesForItem(at: IndexPath(item: 0, section: 0)))
    #expect(first.frame == CGRect(x: 5, y: 17, width: 20, height: 30))
    let header = layout.layoutAttributesForSupplementaryView(
      ofKind: UICollectionView.elementKindSectionHeader,
      at: IndexPath(item: 0, section: 0))
    #expect(header?.frame.height == 12)
    let other = try #require(layout.layoutAttributesForItem(at: IndexPath(item: 0, section: 1)))
    #expect(other.frame.size == CGSize(width: 40, height: 15))
    #expect(shown(grid).contains("b0"))
  }

  @Test(
    "sections without their own metrics take the flow layout's, even changed later, and no header or footer size"
  )
  func layoutPropertiesWhereSectionsGiveNone() throws {
    // The grid gives the flow layout only the delegate answers some
    // section needs (GridLayoutNeeds): the others must still come out as
    // the grid's answers would, from the layout's current properties.
    let grid = makeGrid(width: 100, height: 400)
    let layout = try #require(grid.collectionView.flowLayout)
    layout.headerReferenceSize = CGSize(width: 0, height: 25)
    layout.footerReferenceSize = CGSize(width: 0, height: 7)
    func frame(_ item: Int, _ section: Int) -> CGRect? {
      layout.layoutAttributesForItem(at: IndexPath(item: item, section: section))?.frame
    }
    func sections(insetFirst: UIEdgeInsets?) -> [GridSection] {
      [
        GridSection(id: 0) { Cellar.Item<TextCell>(model: "a") }.sectionInset(insetFirst),
        GridSection(id: 1) {
          for index in 0..<12 { Cellar.Item<TextCell>(model: "b\(index)") }
        },
      ]
    }
    try grid.update(with: sections(insetFirst: nil))
    // No header or footer: no space for one, whatever the layout's sizes.
    #expect(frame(0, 0) == CGRect(x: 0, y: 0, width: 10, height: 10))
    #expect(frame(0, 1) == CGRect(x: 0, y: 10, width: 10, height: 10))
    // The layout's properties, changed after the update, apply at its next pass.
    layout.sectionInset = UIEdgeInsets(top: 3, left: 4, bottom: 0, right: 0)
    layout.minimumLineSpacing = 2
    layout.minimumInteritemSpacing = 5
    grid.collectionView.invalidateLayout()
    grid.collectionView.layoutIfNeeded()
    #expect(frame(0, 0) == CGRect(x: 4, y: 3, width: 10, height: 10))
    #expect(frame(0, 1) == CGRect(x: 4, y: 16, width: 10, height: 10))
    // 96 points a line: 6 items 10 wide, spaced out to justify the line.
    #expect(frame(6, 1)?.minY == 28)
    // A section's own inset wins; the other section keeps the layout's.
    try grid.update(with: sections(insetFirst: UIEdgeInsets(top: 1, left: 2, bottom: 1, right: 0)))
    #expect(frame(0, 0) == CGRect(x: 2, y: 1, width: 10, height: 10))
    #expect(frame(0, 1) == CGRect(x: 4, y: 15, width: 10, height: 10))
  }

  @Test("a viewport outside 0 to 2^30 points a side is refused when set; later updates apply")
  func refusedViewport() throws {
    // Issue 22, item 15: a negative or over-2^30 viewport was accepted, and
    // every later grid update threw the flow layout's error.
    let grid = makeGrid()
    try grid.update { GridSection(id: 0) { Cellar.Item<TextCell>(model: "a") } }
    let sizes = [
      CGSize(width: -1, height: 100), CGSize(width: 100, height: 1_073_741_825),
      CGSize(width: CGFloat.nan, height: 100), CGSize(width: 100, height: -CGFloat.infinity),
    ]
    for (index, size) in sizes.enumerated() {
      grid.collectionView.viewportSize = size
      #expect(grid.collectionView.viewportSize == CGSize(width: 100, height: 100))
      #expect(grid.collectionView.viewportError != nil)
      try grid.update {
        GridSection(id: 0) {
          for item in 0...index + 1 { Cellar.Item<TextCell>(model: "i\(item)") }
        }
      }
      #expect(shown(grid).count == index + 2)
    }
  }

  @Test("updates insert, delete, move across sections and reconfigure in place")
  func updates() throws {
    let grid = makeGrid()
    let photos = (0..<4).map { Photo(id: $0, title: "p") }
    try grid.update {
      GridSection(id: "a") { for photo in photos[0..<2] { Cellar.Item<PhotoCell>(model: photo) } }
      GridSection(id: "b") { for photo in photos[2...] { Cellar.Item<PhotoCell>(model: photo) } }
    }
    let cell = grid.cell(forItemID: 0, as: PhotoCell.self)
    try grid.update {
      GridSection(id: "a") {
        Cellar.Item<PhotoCell>(model: Photo(id: 0, title: "changed"))
        Cellar.Item<PhotoCell>(model: photos[3])
      }
      GridSection(id: "b") {
        Cellar.Item<PhotoCell>(model: photos[1])
        Cellar.Item<PhotoCell>(model: Photo(id: 9, title: "n"))
      }
    }
    #expect(shown(grid) == ["0:changed", "3:p", "1:p", "9:n"])
    #expect(grid.cell(forItemID: 0, as: PhotoCell.self) === cell)
    let last = try #require(grid.collectionView.updateLog.last)
    #expect(last.kind == .batch)
    #expect(!last.fellBackToReloadData)
  }

  @Test("a kept item whose cell type changed is reloaded, not reconfigured")
  func cellTypeChangeReloads() throws {
    let grid = makeGrid()
    try grid.update { GridSection(id: "s") { Cellar.Item<TextCell>(model: "t", id: 5) } }
    let before = try #require(grid.collectionView.cellForItem(at: IndexPath(item: 0, section: 0)))
    try grid.update {
      GridSection(id: "s") { Cellar.Item<PhotoCell>(model: Photo(id: 1, title: "p"), id: 5) }
    }
    let after = try #require(grid.collectionView.cellForItem(at: IndexPath(item: 0, section: 0)))
    #expect(after !== before)
    #expect(after is PhotoCell)
    let operations = grid.collectionView.updateLog.last.map { "\($0.operations)" } ?? ""
    #expect(operations.contains("reload"))
  }

  @Test("an update asked for inside configure is queued and applied after")
  func reentrantUpdate() throws {
    let grid = makeGrid()
    var armed = true
    final class Hook: UICollectionViewCell, ConfigurableCollectionCell {
      nonisolated(unsafe) static var onConfigure: (@MainActor () -> Void)?
      func configure(_ text: String) {
        label.text = text
        Hook.onConfigure?()
      }
    }
    Hook.onConfigure = { [weak grid] in
      guard armed, let grid else { return }
      armed = false
      grid += GridSection(id: "late") { Cellar.Item<TextCell>(model: "late") }
    }
    defer { Hook.onConfigure = nil }
    try grid.update { GridSection(id: "a") { Cellar.Item<Hook>(model: "first") } }
    #expect(grid.sections.map(\.id) == ["a", "late"])
    #expect(shown(grid) == ["first", "late"])
  }

  @Test("a size the flow layout refuses throws and leaves the grid unchanged")
  func rejectedSize() throws {
    let grid = makeGrid()
    try grid.update { GridSection(id: "a") { Cellar.Item<TextCell>(model: "x") } }
    #expect(throws: (any Error).self) {
      try grid.update {
        GridSection(id: "a") {
          Cellar.Item<TextCell>(model: "y").size(CGSize(width: CGFloat.nan, height: 1))
        }
      }
    }
    #expect(grid.sections[0].items.map(\.id) == ["x"])
    #expect(shown(grid) == ["x"])
  }

  @Test("random grid updates pass the host's validation and match a fresh grid")
  func randomUpdates() throws {
    for seed in SeededRandom.seeds(TestEnvironment.scaled(40, full: 400)) {
      var random = SeededRandom(seed: seed)
      let grid = makeGrid(width: 40, height: 60)
      for _ in 0..<8 {
        let sections = randomSections(&random)
        let visible = grid.collectionView.indexPathsForVisibleItems
        let chosen = visible.isEmpty ? nil : visible[random.int(visible.count)]
        let chosenID = chosen.flatMap { grid.item(at: $0)?.id }
        if let chosen {
          grid.collectionView.selectItem(at: chosen, animated: false, scrollPosition: [])
        }
        try grid.update(with: sections)
        if let chosenID, let now = grid.indexPath(forItemID: chosenID) {
          #expect(grid.collectionView.indexPathsForSelectedItems == [now], "seed \(seed)")
        }
        let fresh = makeGrid(width: 40, height: 60)
        try fresh.update(with: sections, animation: .none)
        #expect(shown(grid) == shown(fresh), "seed \(seed)")
        #expect(grid.collectionView.render() == fresh.collectionView.render(), "seed \(seed)")
        #expect(
          grid.collectionView.updateLog.allSatisfy { !$0.fellBackToReloadData }, "seed \(seed)")
        #expect(grid.lastError == nil, "seed \(seed)")
      }
    }
  }

  @Test("class models (not Equatable) mutated between updates are shown as they are now")
  func mutatedClassModels() throws {
    final class Box {
      var value: Double
      init(_ value: Double) { self.value = value }
    }
    final class BoxCell: UICollectionViewCell, ConfigurableCollectionCell {
      func configure(_ box: Box) { label.text = "\(box.value)" }
    }
    let box = Box(.nan)
    let grid = makeGrid()
    try grid.update { GridSection { Cellar.Item<BoxCell>(model: box, id: 1) } }
    box.value = 2
    try grid.update { GridSection { Cellar.Item<BoxCell>(model: box, id: 1) } }
    #expect(shown(grid) == ["2.0"])
  }
}

/// Random sections: ids repeat across updates so items move between
/// sections; headers, section item sizes and item sizes change too.
private func randomSections(_ random: inout SeededRandom) -> [GridSection] {
  var used = Set<Int>()
  return (0..<random.int(4)).map { index in
    var section = GridSection(
      id: random.int(5) * 10 + index, header: random.chance(0.5) ? .title("h\(random.int(3))") : nil
    )
    if random.chance(0.3) { section.itemSize = CGSize(width: 10 + random.int(2) * 5, height: 10) }
    section.headerReferenceSize = CGSize(width: 0, height: 5)
    for _ in 0..<random.int(6) {
      let id = random.int(12)
      guard used.insert(id).inserted else { continue }
      var item = Cellar.Item<PhotoCell>(model: Photo(id: id, title: random.chance(0.3) ? "x" : "y"))
      if random.chance(0.1) { item.size = CGSize(width: 5, height: 5 + random.int(3)) }
      section += item
    }
    return section
  }
}
