import CellarHost
import Foundation
import Testing
@_spi(Facade) import UIKit

@MainActor
@Suite("UICollectionView facade: data source, display and reuse")
struct CollectionViewFacadeTests {
  @Test("the first layout asks the counts, then cellForItemAt and willDisplay per visible item")
  func firstLayoutOrder() {
    let model = GridModel(sections: [items(7)])
    let view = makeGrid(model)
    view.layoutIfNeeded()
    let expected =
      ["numberOfSections", "numberOfItems 0"]
      + (0..<6).flatMap { ["cellForItemAt 0-\($0)", "willDisplay 0-\($0)"] }
    #expect(model.log == expected)
    #expect(view.indexPathsForVisibleItems == (0..<6).map { itemPath($0) })
    #expect(view.numberOfSections == 1)
    #expect(view.numberOfItems(inSection: 0) == 7)
  }

  @Test("registered subclasses are made with their own init(frame:), dequeued and placed")
  func registeredClassDequeued() throws {
    let model = GridModel(sections: [items(4)])
    let view = makeGrid(model)
    view.layoutIfNeeded()
    let cells = view.visibleCells
    #expect(cells.count == 4)
    for (offset, cell) in cells.enumerated() {
      let photo = try #require(cell as? PhotoCell)
      #expect(photo.madeByFrameInit)
      #expect(photo.reuseIdentifier == "Photo")
      #expect(view.cellForItem(at: itemPath(offset)) === cell)
      #expect(view.indexPath(for: cell) == itemPath(offset))
      #expect(model.vended[offset] === cell)
    }
    #expect(cells[1].frame == CGRect(x: 110, y: 0, width: 100, height: 100))
    #expect(view.host.render().contains("0"))
  }

  @Test("a cell not from a dequeue has no reuse identifier and is not found")
  func strayCell() {
    let stray = UICollectionViewCell(frame: .zero)
    #expect(stray.reuseIdentifier == nil)
    let view = makeGrid(GridModel(sections: [items(1)]))
    view.layoutIfNeeded()
    #expect(view.indexPath(for: stray) == nil)
  }

  @Test(
    "scrolling ends the display of items that leave, and reuses their cells after prepareForReuse")
  func scrollingReuses() throws {
    let model = GridModel(sections: [items(30)])
    let view = makeGrid(model)
    view.layoutIfNeeded()
    let first = try #require(view.cellForItem(at: itemPath(0)) as? PhotoCell)
    model.log.removeAll()
    view.host.setContentOffset(CGPoint(x: 0, y: 200), animated: false)
    #expect(model.log.first == "didScroll true")
    #expect(model.log.contains("didEndDisplaying 0-0"))
    let ended = model.log.firstIndex(of: "didEndDisplaying 0-0") ?? -1
    let requested = model.log.firstIndex(of: "cellForItemAt 0-6") ?? -1
    #expect(ended >= 0 && ended < requested)
    #expect(first.reuseCount == 1)
    #expect(view.visibleCells.contains { $0 === first })
    #expect(view.cellForItem(at: itemPath(0)) == nil)
  }

  @Test("reloadData asks again and brings the same cells back from the pool")
  func reloadDataReuses() {
    let model = GridModel(sections: [items(3)])
    let view = makeGrid(model)
    view.layoutIfNeeded()
    let before = Set(view.visibleCells.map(ObjectIdentifier.init))
    model.sections = [["a", "b", "c"]]
    view.reloadData()
    model.log.removeAll()
    view.layoutIfNeeded()
    #expect(model.log.prefix(2) == ["numberOfSections", "numberOfItems 0"])
    #expect(model.log.contains("didEndDisplaying 0-0"))
    #expect(Set(view.visibleCells.map(ObjectIdentifier.init)) == before)
    #expect(view.visibleCells.allSatisfy { ($0 as? PhotoCell)?.reuseCount == 1 })
  }

  @Test("headers: the data source is asked with UIKit's kind, the view is dequeued and displayed")
  func supplementaryViews() throws {
    let model = GridModel(sections: [items(2), items(2)])
    let view = makeGrid(model, header: 30)
    view.layoutIfNeeded()
    #expect(model.log.contains("viewFor header 0-0"))
    #expect(model.log.contains("willDisplaySupplementary Title 0-0"))
    let kind = UICollectionView.elementKindSectionHeader
    #expect(kind == "UICollectionElementKindSectionHeader")
    #expect(UICollectionView.elementKindSectionFooter == "UICollectionElementKindSectionFooter")
    let header = try #require(view.supplementaryView(forElementKind: kind, at: itemPath(0)))
    #expect(header is TitleView)
    #expect(header.reuseIdentifier == "Title")
    #expect(header.frame == CGRect(x: 0, y: 0, width: 320, height: 30))
    #expect(
      view.indexPathsForVisibleSupplementaryElements(ofKind: kind) == [
        itemPath(0, 0), itemPath(0, 1),
      ])
    #expect(view.visibleSupplementaryViews(ofKind: kind).count == 2)
    #expect(
      view.visibleSupplementaryViews(ofKind: UICollectionView.elementKindSectionFooter).isEmpty)
  }

  @Test("headers leaving the screen end their display and are reused after prepareForReuse")
  func supplementaryReuse() throws {
    let model = GridModel(sections: [items(3), items(3), items(3), items(3)])
    let view = makeGrid(model, header: 30)
    view.layoutIfNeeded()
    let kind = UICollectionView.elementKindSectionHeader
    let first = try #require(
      view.supplementaryView(forElementKind: kind, at: itemPath(0)) as? TitleView)
    view.host.setContentOffset(CGPoint(x: 0, y: 260), animated: false)
    #expect(model.log.contains("didEndDisplayingSupplementary 0-0"))
    #expect(first.reuseCount == 1)
  }

  @Test("a data source with only the required methods gets UIKit's defaults")
  func requiredOnly() {
    let model = MinimalGrid(count: 3)
    let view = UICollectionView(
      frame: CGRect(x: 0, y: 0, width: 200, height: 200),
      collectionViewLayout: UICollectionViewFlowLayout())
    view.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "Cell")
    view.dataSource = model
    view.delegate = model
    view.layoutIfNeeded()
    #expect(view.numberOfSections == 1)
    #expect(model.numberOfSections(in: view) == 1)
    #expect(model.collectionView(view, canMoveItemAt: itemPath(0)) == false)
    #expect(model.collectionView(view, shouldHighlightItemAt: itemPath(0)))
    #expect(model.collectionView(view, shouldSelectItemAt: itemPath(0)))
    #expect(model.collectionView(view, shouldDeselectItemAt: itemPath(0)))
    #expect(view.visibleCells.count == 3)
    #expect(view.visibleCells.allSatisfy { type(of: $0) == UICollectionViewCell.self })
  }

  @Test("no data source: no sections, no cells")
  func noDataSource() {
    let view = UICollectionView(
      frame: CGRect(x: 0, y: 0, width: 200, height: 200),
      collectionViewLayout: UICollectionViewFlowLayout())
    view.layoutIfNeeded()
    #expect(view.numberOfSections == 0)
    #expect(view.visibleCells.isEmpty)
    #expect(view.indexPathsForSelectedItems == nil)
  }

  @Test("registering nil unregisters: dequeuing then stops with UIKit's text")
  func unregisteredDequeueStops() async {
    await #expect(processExitsWith: .failure) {
      await MainActor.run {
        let model = GridModel(sections: [items(1)])
        let view = makeGrid(model)
        view.register(nil, forCellWithReuseIdentifier: "Photo")
        view.layoutIfNeeded()
      }
    }
  }

  @Test("a cell not obtained by a dequeue stops the layout, as UIKit raises")
  func nonDequeuedCellStops() async {
    await #expect(processExitsWith: .failure) {
      await MainActor.run {
        final class Stray: NSObject, UICollectionViewDataSource {
          func collectionView(_ c: UICollectionView, numberOfItemsInSection s: Int) -> Int { 1 }
          func collectionView(_ c: UICollectionView, cellForItemAt i: IndexPath)
            -> UICollectionViewCell
          { UICollectionViewCell(frame: .zero) }
        }
        let source = Stray()
        let view = UICollectionView(
          frame: CGRect(x: 0, y: 0, width: 100, height: 100),
          collectionViewLayout: UICollectionViewFlowLayout())
        view.dataSource = source
        view.layoutIfNeeded()
      }
    }
  }
}
