@_spi(Testing) import Cellar
import CellarTestSupport
import Foundation
import Testing

private final class Cell: UICollectionViewCell, ConfigurableCollectionCell {
  func configure(_ text: String) { label.text = text }
}

/// A header whose configure runs a hook once.
private final class HookHeader: UICollectionReusableView, ConfigurableSupplementaryView {
  nonisolated(unsafe) static var hook: (@MainActor () -> Void)?
  func configure(_ text: String) {
    label.text = text
    let hook = HookHeader.hook
    HookHeader.hook = nil
    hook?()
  }
}

@MainActor
private func makeGrid(height: CGFloat = 100) -> Grid {
  let layout = UICollectionViewFlowLayout()
  layout.itemSize = CGSize(width: 10, height: 10)
  layout.minimumLineSpacing = 0
  layout.minimumInteritemSpacing = 0
  return Grid(
    collectionView: UICollectionView(
      frame: CGRect(x: 0, y: 0, width: 100, height: height), collectionViewLayout: layout))
}

@MainActor
private func shown(_ grid: Grid) -> [String] {
  grid.collectionView.indexPathsForVisibleItems.sorted().compactMap {
    grid.collectionView.cellForItem(at: $0)?.label.text
  }
}

@MainActor
private func late() -> GridSection { GridSection(id: "late") { Cellar.Item<Cell>(model: "late") } }

@Suite("Grid re-entrancy and hostile input")
@MainActor
struct GridReentrancyTests {
  @Test("an update from onWillDisplay during an update is applied after it")
  func fromWillDisplay() throws {
    let grid = makeGrid()
    var armed = true
    try grid.update {
      GridSection(id: "a") {
        Cellar.Item<Cell>(model: "a").onWillDisplay { [weak grid] _, _ in
          guard armed, let grid else { return }
          armed = false
          grid += late()
        }
      }
    }
    #expect(shown(grid) == ["a", "late"])
  }

  @Test("an update from onDidEndDisplaying of a deleted item is applied after the update")
  func fromDidEndDisplaying() throws {
    let grid = makeGrid()
    var armed = true
    try grid.update {
      GridSection(id: "a") {
        Cellar.Item<Cell>(model: "gone").onDidEndDisplaying { [weak grid] _, _ in
          guard armed, let grid else { return }
          armed = false
          grid += Cellar.Item<Cell>(model: "added")
        }
        Cellar.Item<Cell>(model: "kept")
      }
    }
    try grid.update { GridSection(id: "a") { Cellar.Item<Cell>(model: "kept") } }
    #expect(shown(grid) == ["kept", "added"])
  }

  @Test("an update from a select action runs when the tap is over, and selection follows identity")
  func fromSelect() throws {
    let grid = makeGrid()
    var selected: [String] = []
    let items = ["a", "b", "c"].map { name in
      Cellar.Item<Cell>(model: name) { [weak grid] model, _ in
        selected.append(model)
        guard let grid else { return }
        try? grid.update {
          GridSection(id: "s") {
            Cellar.Item<Cell>(model: "new")
            grid.sections[0].items
          }
        }
      }
    }
    try grid.update(with: [GridSection(id: "s", items: items)])
    try grid.collectionView.tapItem(at: IndexPath(item: 1, section: 0))
    #expect(selected == ["b"])
    #expect(shown(grid) == ["new", "a", "b", "c"])
    #expect(grid.collectionView.indexPathsForSelectedItems == [IndexPath(item: 2, section: 0)])
  }

  @Test("an update from a deselect action (multiple selection) is applied after the tap")
  func fromDeselect() throws {
    let grid = makeGrid()
    grid.collectionView.allowsMultipleSelection = true
    let item = Cellar.Item<Cell>(model: "a").deselectAction { [weak grid] _, _ in
      grid.map { $0 += late() }
    }
    try grid.update { GridSection(id: "s") { item } }
    try grid.collectionView.tapItem(at: IndexPath(item: 0, section: 0))
    try grid.collectionView.tapItem(at: IndexPath(item: 0, section: 0))
    #expect(shown(grid) == ["a", "late"])
  }

  @Test(
    "a duplicate += from onError, run for a duplicate += from a tap's action, is kept in lastError, not reported again (grid fuzz input onerror-own-error-kept)"
  )
  func duplicateFromOnErrorDuringAction() async throws {
    let grid = makeGrid()
    var errors = 0
    grid.onError = { [weak grid] _ in
      errors += 1
      guard let grid else { return }
      // Its own failure is not reported to it again (no handler calls itself
      // without end): it is only kept in lastError.
      grid += GridSection(id: "s") { Cellar.Item<Cell>(model: "again", id: 2) }
    }
    let item = Cellar.Item<Cell>(model: "a", id: 1) { [weak grid] _, _ in
      guard let grid else { return }
      grid += GridSection(id: "s") { Cellar.Item<Cell>(model: "dup", id: 1) }
    }
    try grid.update { GridSection(id: "s") { item } }
    try grid.collectionView.tapItem(at: IndexPath(item: 0, section: 0))
    await Task.yield()
    #expect(errors == 1)
    let last = try #require(grid.lastError as? TableError)
    guard case .duplicateIDs = last else {
      Issue.record("lastError is \(last)")
      return
    }
    #expect(grid.sections.map(\.id) == ["s"])
    #expect(shown(grid) == ["a"])
  }

  @Test("an update from a header's configure and from onError is queued, in order")
  func fromHeaderAndOnError() throws {
    let grid = makeGrid()
    var errors = 0
    grid.onError = { [weak grid] _ in
      errors += 1
      grid.map { $0 += GridSection(id: "fromError") { Cellar.Item<Cell>(model: "e") } }
    }
    HookHeader.hook = { [weak grid] in
      guard let grid else { return }
      // A duplicate id: queued update refused at once, reported through onError.
      grid += GridSection(id: "dup") {
        Cellar.Item<Cell>(model: "x", id: 1)
        Cellar.Item<Cell>(model: "y", id: 1)
      }
      grid += late()
    }
    try grid.update {
      GridSection(id: "h", header: .view(HookHeader.self, model: "H")) {
        Cellar.Item<Cell>(model: "a")
      }
      .headerReferenceSize(CGSize(width: 0, height: 10))
    }
    #expect(errors == 1)
    #expect(grid.sections.map(\.id) == ["h", "fromError", "late"])
    #expect(shown(grid) == ["a", "e", "late"])
  }

  @Test("an update from a display callback during a scroll is applied when the scroll returns")
  func fromScroll() throws {
    let grid = makeGrid(height: 20)
    var armed = true
    try grid.update {
      GridSection(id: "a") {
        for index in 0..<40 {
          Cellar.Item<Cell>(model: "\(index)").onWillDisplay { [weak grid] _, _ in
            guard index == 35, armed, let grid else { return }
            armed = false
            grid += late()
          }
        }
      }
    }
    grid.collectionView.setContentOffset(CGPoint(x: 0, y: 30), animated: false)
    #expect(!armed)
    #expect(grid.sections.map(\.id) == ["a", "late"])
    #expect(grid.lastError == nil)
  }

  @Test("a header model change is shown")
  func headerChange() throws {
    let grid = makeGrid()
    func sections(_ title: String) -> [GridSection] {
      [
        GridSection(id: "m", header: .title(title)) { Cellar.Item<Cell>(model: "a") }
          .headerReferenceSize(CGSize(width: 0, height: 10))
      ]
    }
    try grid.update(with: sections("May"))
    #expect(grid.collectionView.render().contains("May"))
    try grid.update(with: sections("June"))
    #expect(grid.collectionView.render().contains("June"))
    #expect(!grid.collectionView.render().contains("May"))
  }

  @Test("NaN ids and never-equal models pass validation and match a fresh grid")
  func hostileIdentities() throws {
    struct Never: Equatable {
      var text: String
      static func == (lhs: Never, rhs: Never) -> Bool { false }
    }
    final class NeverCell: UICollectionViewCell, ConfigurableCollectionCell {
      func configure(_ model: Never) { label.text = model.text }
    }
    let grid = makeGrid()
    for round in 0..<3 {
      let sections = [
        GridSection(id: Double.nan) {
          Cellar.Item<NeverCell>(model: Never(text: "n\(round)"), id: Double.nan)
          Cellar.Item<NeverCell>(model: Never(text: "m\(round)"), id: 7)
        }
      ]
      try grid.update(with: sections)
      let fresh = makeGrid()
      try fresh.update(with: sections, animation: .none)
      #expect(shown(grid) == shown(fresh))
    }
    #expect(grid.collectionView.updateLog.allSatisfy { !$0.fellBackToReloadData })
  }

  @Test("a background update is dropped for a newer one: the latest wins")
  func backgroundLatestWins() async throws {
    let grid = makeGrid()
    var second: Task<Bool, any Error>?
    grid.willDiffInBackground = { [weak grid] in
      guard let grid, second == nil else { return }
      second = Task { @MainActor in
        try await grid.updateInBackground(with: [
          GridSection(id: "b") { Cellar.Item<Cell>(model: "b") }
        ])
      }
      try? grid.update { GridSection(id: "sync") { Cellar.Item<Cell>(model: "s") } }
    }
    let first = try await grid.updateInBackground(with: [
      GridSection(id: "a") { Cellar.Item<Cell>(model: "a") }
    ])
    #expect(first == false)
    #expect(try await second?.value == true)
    #expect(shown(grid) == ["b"])
  }
}

@Suite("Grid errors")
@MainActor
struct GridErrorTests {
  @Test("a registration that makes the wrong cell throws cellClassMismatch and rolls back")
  func cellClassMismatch() throws {
    final class Other: UICollectionViewCell, ConfigurableCollectionCell {
      func configure(_ text: String) { label.text = text }
    }
    let grid = makeGrid()
    try grid.update { GridSection(id: "s") { Cellar.Item<Cell>(model: "a") } }
    grid.collectionView.selectItem(
      at: IndexPath(item: 0, section: 0), animated: false, scrollPosition: [])
    grid.register(Other.self, cellClass: UICollectionViewCell.self)
    #expect {
      try grid.update {
        GridSection(id: "s") {
          Cellar.Item<Cell>(model: "a")
          Cellar.Item<Other>(model: "b")
        }
      }
    } throws: { error in
      guard case .cellClassMismatch(_, let expected, _, let path) = error as? TableError else {
        return false
      }
      return expected.hasSuffix("Other") && path == IndexPath(item: 1, section: 0)
    }
    #expect(grid.sections[0].items.map(\.id) == ["a"])
    #expect(shown(grid) == ["a"])
    #expect(grid.collectionView.indexPathsForSelectedItems == [IndexPath(item: 0, section: 0)])
  }

  @Test("a factory makes the cells of its type; one that makes another class throws")
  func factory() throws {
    final class Made: UICollectionViewCell, ConfigurableCollectionCell {
      var fromFactory = false
      func configure(_ text: String) { label.text = text }
    }
    let grid = makeGrid()
    grid.register(Made.self) {
      let cell = Made()
      cell.fromFactory = true
      return cell
    }
    try grid.update { GridSection(id: "s") { Cellar.Item<Made>(model: "a") } }
    #expect(grid.cell(forItemID: "a", as: Made.self)?.fromFactory == true)
    grid.register(Cell.self) { UICollectionViewCell() }
    #expect(throws: TableError.self) {
      try grid.update {
        GridSection(id: "s") {
          Cellar.Item<Made>(model: "a")
          Cellar.Item<Cell>(model: "b")
        }
      }
    }
    #expect(grid.sections[0].items.map(\.id) == ["a"])
  }

  @Test("a factory and a class given for the same cell type replace each other: the last one wins")
  func lastRegistrationWins() throws {
    class Plain: UICollectionViewCell, ConfigurableCollectionCell {
      func configure(_ text: String) { label.text = text }
    }
    final class Framed: Plain {
      override func configure(_ text: String) { label.text = "[\(text)]" }
    }
    final class Made: Plain {}
    for classLast in [true, false] {
      let grid = makeGrid()
      let factory: @MainActor () -> UICollectionViewCell = { Made() }
      if classLast {
        grid.register(Plain.self, factory: factory)
        grid.register(Plain.self, cellClass: Framed.self)
      } else {
        grid.register(Plain.self, cellClass: Framed.self)
        grid.register(Plain.self, factory: factory)
      }
      try grid.update { GridSection(id: "s") { Cellar.Item<Plain>(model: "a") } }
      let cell = try #require(grid.cell(forItemID: "a", as: Plain.self))
      #expect(cell is Framed == classLast, "class registered last: \(classLast)")
      #expect(cell is Made == !classLast)
      #expect(cell.label.text == (classLast ? "[a]" : "a"))
    }
  }
}

@Suite("Grid lifetime")
@MainActor
struct GridLifetimeTests {
  @Test("a grid, its collection view and items whose actions capture it weakly are all released")
  func released() throws {
    weak var weakGrid: Grid?
    weak var weakView: UICollectionView?
    do {
      let grid = makeGrid()
      try grid.update {
        GridSection(id: "s", header: .title("t")) {
          Cellar.Item<Cell>(model: "a") { [weak grid] _, _ in _ = grid }
        }
        .headerReferenceSize(CGSize(width: 0, height: 5))
        .itemSize(CGSize(width: 20, height: 20))
      }
      weakGrid = grid
      weakView = grid.collectionView
    }
    #expect(weakGrid == nil)
    #expect(weakView == nil)
  }
}
