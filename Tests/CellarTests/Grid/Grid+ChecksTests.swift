import Cellar
import CellarTestSupport
import Foundation
import Testing

private final class ChecksCell: UICollectionViewCell, ConfigurableCollectionCell {
  func configure(_ text: String) { label.text = text }
}

/// A cell type with an empty reuse identifier.
private final class NamelessGridCell: UICollectionViewCell, ConfigurableCollectionCell {
  static var reuseIdentifier: String { "" }
  func configure(_ text: String) { label.text = text }
}

/// A header type with an empty reuse identifier.
private final class NamelessHeader: UICollectionReusableView, ConfigurableSupplementaryView {
  static var reuseIdentifier: String { "" }
  func configure(_ text: String) { label.text = text }
}

/// Two header types that share a reuse identifier.
private final class RedHeader: UICollectionReusableView, ConfigurableSupplementaryView {
  static var reuseIdentifier: String { "shared" }
  func configure(_ text: String) { label.text = "red " + text }
}

private final class BlueHeader: UICollectionReusableView, ConfigurableSupplementaryView {
  static var reuseIdentifier: String { "shared" }
  func configure(_ text: String) { label.text = "blue " + text }
}

/// A subclass of `RedHeader`, with its identifier.
private final class DarkRedHeader: UICollectionReusableView, ConfigurableSupplementaryView {
  static var reuseIdentifier: String { "dark" }
  func configure(_ text: String) { label.text = "dark " + text }
}

/// A grid of 10-point items, ten a line, headers 10 high, laid out.
@MainActor
private func makeChecksGrid() -> Grid {
  let layout = UICollectionViewFlowLayout()
  layout.itemSize = CGSize(width: 10, height: 10)
  layout.minimumLineSpacing = 0
  layout.minimumInteritemSpacing = 0
  layout.headerReferenceSize = CGSize(width: 0, height: 10)
  layout.footerReferenceSize = CGSize(width: 0, height: 10)
  let view = UICollectionView(
    frame: CGRect(x: 0, y: 0, width: 100, height: 200), collectionViewLayout: layout)
  return Grid(collectionView: view)
}

/// What a grid shows: its sections' ids and item counts, its update log's
/// length, and the visible cells' and headers' texts.
@MainActor
private struct Shown: Equatable {
  var sections: [String]
  var logged: Int
  var cells: [String]
  var headers: [String]

  init(_ grid: Grid) {
    sections = grid.sections.map { "\($0.id ?? AnyHashable("-")):\($0.items.count)" }
    logged = grid.collectionView.updateLog.count
    let view = grid.collectionView
    cells = view.indexPathsForVisibleItems.compactMap { view.cellForItem(at: $0)?.label.text }
    headers = view.visibleSupplementaryViews(
      ofKind: UICollectionView.elementKindSectionHeader
    ).map { $0.label.text ?? "(blank)" }
  }
}

@Suite("Grid: reuse identifiers and view types checked before the view sees them")
@MainActor
struct GridChecksTests {
  @Test(
    "an item's cell type with an empty reuse identifier throws the table's error, nothing changes")
  func emptyCellIdentifier() throws {
    // Issue 22, item 2: the collection view got the update, refused the
    // dequeue ("must register a nib or a class"), and the grid rolled back
    // with a reloadData that ran every visible item's display hooks again.
    let grid = makeChecksGrid()
    var displays = 0
    try grid.update(with: [
      GridSection(id: "a") {
        Cellar.Item<ChecksCell>(model: "x", id: 1).onWillDisplay { _, _ in displays += 1 }
      }
    ])
    let before = Shown(grid)
    let displaysBefore = displays
    let error = #expect(throws: TableError.self) {
      try grid.update(with: [
        GridSection(id: "a") {
          Cellar.Item<ChecksCell>(model: "x", id: 1).onWillDisplay { _, _ in displays += 1 }
          Cellar.Item<NamelessGridCell>(model: "y", id: 2)
        }
      ])
    }
    #expect(
      error
        == .emptyReuseIdentifier(
          type: String(reflecting: NamelessGridCell.self),
          place: .item(IndexPath(item: 1, section: 0))))
    #expect(
      error?.description
        == "\(String(reflecting: NamelessGridCell.self)), for the item at [0, 1], has an empty reuse "
        + "identifier (the collection view says: must pass a valid reuse identifier to "
        + "-[UICollectionView dequeueReusableCellWithReuseIdentifier:forIndexPath:]): give "
        + "\(String(reflecting: NamelessGridCell.self)) a non-empty static reuseIdentifier, or "
        + "remove yours to get the default, the type's qualified name")
    #expect(Shown(grid) == before)
    #expect(displays == displaysBefore)
  }

  @Test("a header or footer type with an empty reuse identifier throws before the view sees it")
  func emptySupplementaryIdentifier() throws {
    let grid = makeChecksGrid()
    try grid.update(with: [GridSection(id: "a") { Cellar.Item<ChecksCell>(model: "x", id: 1) }])
    let before = Shown(grid)
    let name = String(reflecting: NamelessHeader.self)
    #expect(throws: TableError.emptyReuseIdentifier(type: name, place: .gridHeader(section: 1))) {
      try grid.update(with: [
        GridSection(id: "a") { Cellar.Item<ChecksCell>(model: "x", id: 1) },
        GridSection(id: "b", header: .view(NamelessHeader.self, model: "h")) {},
      ])
    }
    let footer = #expect(throws: TableError.self) {
      try grid.update(with: [
        GridSection(id: "a", footer: .view(NamelessHeader.self, model: "f")) {
          Cellar.Item<ChecksCell>(model: "x", id: 1)
        }
      ])
    }
    #expect(footer == .emptyReuseIdentifier(type: name, place: .gridFooter(section: 0)))
    #expect(
      footer?.description.contains(
        "must pass a valid reuse identifier to -[UICollectionView "
          + "dequeueReusableSupplementaryViewOfKind:withReuseIdentifier:forIndexPath:]") == true)
    #expect(Shown(grid) == before)
  }

  @Test("an update queued from a callback with an empty reuse identifier throws at once")
  func emptyIdentifierQueued() throws {
    let grid = makeChecksGrid()
    var thrown: (any Error)?
    try grid.update(with: [
      GridSection(id: "a") {
        Cellar.Item<ChecksCell>(model: "x", id: 1) { [unowned grid] _, _ in
          do {
            try grid.update(with: [
              GridSection(id: "a") { Cellar.Item<NamelessGridCell>(model: "y", id: 2) }
            ])
          } catch {
            thrown = error
          }
        }
      }
    ])
    try grid.collectionView.tapItem(at: IndexPath(item: 0, section: 0))
    #expect(
      thrown as? TableError
        == .emptyReuseIdentifier(
          type: String(reflecting: NamelessGridCell.self),
          place: .item(IndexPath(item: 0, section: 0))))
    #expect(grid.sections[0].items.count == 1)
  }

  @Test(
    "two header types sharing a reuse identifier throw headerFooterClassMismatch, never a blank header"
  )
  func sharedIdentifierInOneUpdate() throws {
    // Issue 22, item 3: the second section's header was a RedHeader that a
    // BlueHeader model could not configure: blank, and no error.
    let grid = makeChecksGrid()
    try grid.update(with: [GridSection(id: "a") { Cellar.Item<ChecksCell>(model: "x", id: 1) }])
    let before = Shown(grid)
    #expect(
      throws: TableError.headerFooterClassMismatch(
        reuseIdentifier: "shared", expected: String(reflecting: BlueHeader.self),
        actual: String(reflecting: RedHeader.self), section: 1)
    ) {
      try grid.update(with: [
        GridSection(id: "a", header: .view(RedHeader.self, model: "a")) {
          Cellar.Item<ChecksCell>(model: "x", id: 1)
        },
        GridSection(id: "b", header: .view(BlueHeader.self, model: "b")) {
          Cellar.Item<ChecksCell>(model: "y", id: 2)
        },
      ])
    }
    #expect(Shown(grid) == before)
  }

  @Test("a header type using the reuse identifier registered for another throws; its own kind only")
  func sharedIdentifierAfterRegistration() throws {
    let grid = makeChecksGrid()
    try grid.update(with: [
      GridSection(id: "a", header: .view(RedHeader.self, model: "a")) {
        Cellar.Item<ChecksCell>(model: "x", id: 1)
      }
    ])
    #expect(Shown(grid).headers == ["red a"])
    let before = Shown(grid)
    #expect(
      throws: TableError.headerFooterClassMismatch(
        reuseIdentifier: "shared", expected: String(reflecting: BlueHeader.self),
        actual: String(reflecting: RedHeader.self), section: 0)
    ) {
      try grid.update(with: [
        GridSection(id: "a", header: .view(BlueHeader.self, model: "a")) {
          Cellar.Item<ChecksCell>(model: "x", id: 1)
        }
      ])
    }
    #expect(Shown(grid) == before)
    // A footer is another kind, with its own registrations and pool.
    try grid.update(with: [
      GridSection(
        id: "a", header: .view(RedHeader.self, model: "a"),
        footer: .view(BlueHeader.self, model: "f")
      ) { Cellar.Item<ChecksCell>(model: "x", id: 1) }
    ])
    let footers = grid.collectionView.visibleSupplementaryViews(
      ofKind: UICollectionView.elementKindSectionFooter)
    #expect(footers.map(\.label.text) == ["blue f"])
    #expect(Shown(grid).headers == ["red a"])
  }

  @Test("a view of another class registered behind the grid's back is the table's mismatch error")
  func registeredBehindTheGridsBack() throws {
    let grid = makeChecksGrid()
    try grid.update(with: [
      GridSection(id: "a", header: .view(RedHeader.self, model: "a")) {
        Cellar.Item<ChecksCell>(model: "x", id: 1)
      }
    ])
    grid.collectionView.register(
      DarkRedHeader.self,
      forSupplementaryViewOfKind: UICollectionView.elementKindSectionHeader,
      withReuseIdentifier: "shared")
    let before = Shown(grid)
    #expect(
      throws: TableError.headerFooterClassMismatch(
        reuseIdentifier: "shared", expected: String(reflecting: RedHeader.self),
        actual: String(reflecting: DarkRedHeader.self), section: 1)
    ) {
      try grid.update(with: [
        GridSection(id: "a", header: .view(RedHeader.self, model: "a")) {
          Cellar.Item<ChecksCell>(model: "x", id: 1)
        },
        GridSection(id: "b", header: .view(RedHeader.self, model: "b")) {
          Cellar.Item<ChecksCell>(model: "y", id: 2)
        },
      ])
    }
    #expect(Shown(grid).sections == before.sections)
    #expect(Shown(grid).headers == ["red a"])
  }
}
