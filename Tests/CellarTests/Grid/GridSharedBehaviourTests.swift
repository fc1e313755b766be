import Foundation
import Testing

@_spi(Testing) @testable import Cellar

/// A photo: identity by `id`, content by `==`.
private struct Photo: Identifiable, Equatable {
  var id: Int
  var title: String
}

/// A photo cell that records the models its own display hooks get.
private final class PhotoCell: UICollectionViewCell, ConfigurableCollectionCell {
  /// The models `configureAtWillDisplay` got, in order.
  var willDisplayModels: [Photo] = []
  /// The models `configureOnHide` got, in order.
  var hiddenModels: [Photo] = []

  func configure(_ photo: Photo) { label.text = "\(photo.id):\(photo.title)" }

  func configureAtWillDisplay(_ photo: Photo) { willDisplayModels.append(photo) }

  func configureOnHide(_ photo: Photo) { hiddenModels.append(photo) }
}

/// A plain text cell.
private final class TextCell: UICollectionViewCell, ConfigurableCollectionCell {
  func configure(_ text: String) { label.text = text }
}

/// A header or footer view with its own type and model.
private final class MonthHeader: UICollectionReusableView, ConfigurableSupplementaryView {
  /// The month shown.
  var month: String?

  func configure(_ month: String) { self.month = month }
}

/// A reference to a list that handlers append to.
@MainActor
private final class Log {
  /// The entries, in order.
  var entries: [String] = []

  /// Appends an entry.
  func callAsFunction(_ entry: String) { entries.append(entry) }

  /// The entries that start with `prefix` and a space.
  func entries(_ prefix: String) -> [String] { entries.filter { $0.hasPrefix(prefix + " ") } }
}

/// A `width` × `height` collection view whose flow layout has 10 × 10
/// items and no spacing (ten items a line), driven by a new grid.
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

/// The collection view's item counts, section by section.
@MainActor
private func itemCounts(_ view: UICollectionView) -> [Int] {
  (0..<view.numberOfSections).map { view.numberOfItems(inSection: $0) }
}

/// An item of ``PhotoCell`` for a photo.
@MainActor
private func photoItem(_ id: Int, _ title: String = "p") -> Cellar.Item<PhotoCell> {
  Cellar.Item<PhotoCell>(model: Photo(id: id, title: title))
}

/// A section of photo items with ids `ids`.
@MainActor
private func photoSection(_ id: String, _ ids: [Int]) -> GridSection {
  GridSection(id: id, items: ids.map { photoItem($0) })
}

/// An index path of an item.
private func itemPath(_ item: Int, _ section: Int = 0) -> IndexPath {
  IndexPath(item: item, section: section)
}

/// What the grid's shared code answers and does, whichever backend drives
/// the collection view: its counts (an empty grid, an empty section,
/// sections out of range), the view for a supplementary kind of a layout's
/// own, a collection cell's own display hooks, the layout values it refuses
/// (an interitem spacing, a header height) or does not check (the header
/// height of a section without a header), the scroll anchor kept by a
/// background update, and its lookups. These tests were moved from the
/// UIKit check (`UIKitCheck/Tests/CellarOnUIKitTests`), which kept them
/// only until the ordinary suite checked the same. They call the grid's
/// coordinator through the collection view's `dataSource` and `delegate`,
/// as UIKit does.
@Suite("Grid: shared behaviour")
@MainActor
struct GridSharedBehaviourTests {
  @Test("numberOfSections(in:) and numberOfItemsInSection answer the sections; 0 out of range")
  func counts() throws {
    let grid = makeGrid()
    try grid.update {
      photoSection("a", [0, 1])
      photoSection("b", [2, 3, 4])
      GridSection(id: "c")
    }
    let view = grid.collectionView
    let dataSource = try #require(view.dataSource)
    // The protocol's default for numberOfSections(in:) is 1.
    #expect(dataSource.numberOfSections(in: view) == 3)
    #expect(dataSource.collectionView(view, numberOfItemsInSection: 0) == 2)
    #expect(dataSource.collectionView(view, numberOfItemsInSection: 1) == 3)
    #expect(dataSource.collectionView(view, numberOfItemsInSection: 2) == 0)
    #expect(dataSource.collectionView(view, numberOfItemsInSection: 3) == 0)
    #expect(dataSource.collectionView(view, numberOfItemsInSection: -1) == 0)
    #expect(itemCounts(view) == [2, 3, 0])
  }

  @Test("an empty grid has no sections, not the data source protocol's default one")
  func emptyGrid() throws {
    let grid = makeGrid()
    let view = grid.collectionView
    view.layoutIfNeeded()
    #expect(try #require(view.dataSource).numberOfSections(in: view) == 0)
    #expect(view.numberOfSections == 0)
    #expect(view.visibleCells.isEmpty)
  }

  @Test("a supplementary kind other than header and footer gets an empty view, not the footer")
  func otherSupplementaryKind() throws {
    // A flow-layout subclass may add kinds of its own (badges, say); UIKit
    // then asks the data source for them, and requires a view.
    let grid = makeGrid()
    try grid.update {
      GridSection(id: "a", header: .title("H"), footer: .view(MonthHeader.self, model: "F")) {
        photoItem(0)
      }
    }
    let view = grid.collectionView
    let badge = try #require(view.dataSource).collectionView(
      view, viewForSupplementaryElementOfKind: "Badge", at: itemPath(0))
    #expect(!(badge is MonthHeader))
    #expect(!(badge is GridTitleView))
    #expect(badge.reuseIdentifier != MonthHeader.reuseIdentifier)
  }

  @Test("willDisplay and didEndDisplaying reach the cell's hooks and the item's handlers")
  func display() throws {
    let log = Log()
    let grid = makeGrid()
    try grid.update(with: [
      GridSection(
        id: "s",
        items: (0..<300).map { id in
          photoItem(id)
            .onWillDisplay { photo, path in log("will \(photo.id) \(path.section)-\(path.item)") }
            .onDidEndDisplaying { photo, path in
              log("end \(photo.id) \(path.section)-\(path.item)")
            }
        })
    ])
    let view = grid.collectionView
    // Ten lines of ten visible: items 0…99.
    #expect(log.entries("will") == (0..<100).map { "will \($0) 0-\($0)" })
    let first = try #require(view.cellForItem(at: itemPath(0)) as? PhotoCell)
    #expect(first.willDisplayModels == [Photo(id: 0, title: "p")])
    log.entries.removeAll()
    // Down 50 points: items 0…49 leave, 100…149 come in.
    view.setContentOffset(CGPoint(x: 0, y: 50), animated: false)
    #expect(log.entries("end") == (0..<50).map { "end \($0) 0-\($0)" })
    #expect(log.entries("will") == (100..<150).map { "will \($0) 0-\($0)" })
    #expect(first.hiddenModels == [Photo(id: 0, title: "p")])
    // Through the protocol (a misspelt method would answer its default,
    // which does nothing).
    let delegate = try #require(view.delegate)
    let cell = try #require(view.cellForItem(at: itemPath(60)) as? PhotoCell)
    log.entries.removeAll()
    delegate.collectionView(view, willDisplay: cell, forItemAt: itemPath(60))
    #expect(log.entries == ["will 60 0-60"])
    #expect(cell.willDisplayModels.last == Photo(id: 60, title: "p"))
    delegate.collectionView(view, didEndDisplaying: cell, forItemAt: itemPath(60))
    #expect(log.entries == ["will 60 0-60", "end 60 0-60"])
    #expect(cell.hiddenModels == [Photo(id: 60, title: "p")])
    // A cell the grid did not hand out: nothing.
    delegate.collectionView(view, willDisplay: PhotoCell(frame: .zero), forItemAt: itemPath(0))
    #expect(log.entries.count == 2)
  }

  @Test("a bad interitem spacing or header height throws FlowLayoutError and changes nothing")
  func rejected() throws {
    let badSections: [(String, GridSection)] = [
      ("a NaN spacing", photoSection("s0", [1]).minimumInteritemSpacing(CGFloat.nan)),
      (
        "a negative header height",
        GridSection(id: "s0", header: .title("Head")) { photoItem(1) }
          .headerReferenceSize(CGSize(width: 0, height: -20))
      ),
    ]
    for (name, bad) in badSections {
      let grid = makeGrid()
      try grid.update(with: [photoSection("s0", [7, 8])])
      grid.collectionView.layoutIfNeeded()
      let before = shown(grid)
      #expect(throws: FlowLayoutError.self, "\(name)") { try grid.update(with: [bad]) }
      #expect(itemCounts(grid.collectionView) == [2], "\(name)")
      #expect(shown(grid) == before, "\(name)")
    }
  }

  @Test("a header height on a section without a header is not the layout's business")
  func unusedHeaderSize() throws {
    let grid = makeGrid()
    try grid.update(with: [
      photoSection("s0", [1]).headerReferenceSize(CGSize(width: 0, height: -20))
    ])
    #expect(itemCounts(grid.collectionView) == [1])
  }

  @Test("a background update keeps the scroll anchor")
  func backgroundKeepsAnchor() async throws {
    // `GridScrollAnchorTests` checks the anchor after synchronous updates.
    let grid = makeGrid()
    try grid.update { photoSection("n", Array(0..<200)) }
    grid.collectionView.setContentOffset(CGPoint(x: 0, y: 55), animated: false)
    let applied = try await grid.updateInBackground(with: [
      photoSection("n", Array(1000..<1030) + Array(0..<200))
    ])
    #expect(applied)
    #expect(grid.collectionView.contentOffset.y == 85)
    #expect(shown(grid).first == "50:p")
  }

  @Test(
    "a background update: a scroll and a selection between its plan and its batch are kept, as a table's are"
  )
  func backgroundChangesBetweenPlanAndBatch() async throws {
    let (grid, oracle) = (makeGrid(), makeGrid())
    let before = [photoSection("n", Array(0..<200))]
    let after = [photoSection("n", Array(1000..<1030) + Array(0..<200))]
    for each in [grid, oracle] {
      try each.update(with: before)
      each.collectionView.setContentOffset(CGPoint(x: 0, y: 55), animated: false)
    }
    let between = { (each: Grid) in
      each.collectionView.setContentOffset(CGPoint(x: 0, y: 105), animated: false)
      each.collectionView.selectItem(at: itemPath(120), animated: false, scrollPosition: [])
    }
    grid.willShowInBackground = { [unowned grid] in
      grid.willShowInBackground = nil
      between(grid)
    }
    let applied = try await grid.updateInBackground(with: after)
    grid.willShowInBackground = nil
    between(oracle)
    try oracle.update(with: after)
    #expect(applied)
    // Three rows came above the items on top.
    #expect(oracle.collectionView.contentOffset.y > 105 + 20)
    #expect(grid.collectionView.contentOffset == oracle.collectionView.contentOffset)
    #expect(shown(grid) == shown(oracle))
    #expect(oracle.collectionView.indexPathsForSelectedItems == [itemPath(150)])
    #expect(grid.collectionView.indexPathsForSelectedItems == [itemPath(150)])
  }

  @Test("lookups, += and the visible ids read the collection view")
  func lookupsAndOperators() throws {
    let grid = makeGrid(height: 20)
    grid += photoSection("a", Array(0..<30))
    grid += Cellar.Item<TextCell>(model: "end")
    #expect(grid.sections.map(\.count) == [31])
    #expect(grid.indexPath(forItemID: 12) == itemPath(12))
    #expect(grid.model(forItemID: 12, as: Photo.self) == Photo(id: 12, title: "p"))
    #expect(grid.visibleItemIDs == (0..<20).map { AnyHashable($0) })
    #expect(grid.cell(forItemID: 3)?.label.text == "3:p")
    // Off screen, and of another type: no cell.
    #expect(grid.cell(forItemID: 25) == nil)
    #expect(grid.cell(forItemID: 3, as: TextCell.self) == nil)
    grid.collectionView.setContentOffset(CGPoint(x: 0, y: 20), animated: false)
    #expect(grid.cell(forItemID: "end")?.label.text == "end")
    #expect(grid.section(withID: "a")?.count == 31)
    #expect(grid.sectionIndex(withID: "a") == 0)
    #expect(grid.sectionIndex(withID: "nope") == nil)
  }
}
