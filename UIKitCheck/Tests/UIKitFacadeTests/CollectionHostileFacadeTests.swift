import CellarHost
import Foundation
import Testing
@_spi(Facade) import UIKit

/// A delegate that deletes the item the user selects, from inside
/// `didSelectItemAt` (a callback that re-enters the collection view).
@MainActor
final class DeleteOnSelect: NSObject, UICollectionViewDelegate {
  let model: GridModel

  init(model: GridModel) {
    self.model = model
  }

  func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
    let model = self.model
    collectionView.performBatchUpdates {
      model.sections[indexPath[0]].remove(at: indexPath[1])
      collectionView.deleteItems(at: [indexPath])
    }
  }
}

@MainActor
@Suite("UICollectionView facade: hostile input")
struct CollectionHostileFacadeTests {
  @Test("a batch from didSelectItemAt is applied; the deleted item leaves the selection")
  func batchFromCallback() throws {
    let model = GridModel(sections: [items(5)])
    let view = makeGrid(model)
    let deleter = DeleteOnSelect(model: model)
    view.delegate = deleter
    view.layoutIfNeeded()
    try view.host.tapItem(at: itemPath(1))
    #expect(view.numberOfItems(inSection: 0) == 4)
    #expect(view.indexPathsForSelectedItems == nil)
    #expect(view.indexPathsForVisibleItems == (0..<4).map { itemPath($0) })
  }

  @Test("an empty grid and an empty section show nothing and answer empty queries")
  func empty() {
    let model = GridModel(sections: [[], []])
    let view = makeGrid(model, header: 20)
    view.layoutIfNeeded()
    #expect(view.numberOfSections == 2)
    #expect(view.numberOfItems(inSection: 1) == 0)
    #expect(view.numberOfItems(inSection: 7) == 0)
    #expect(view.visibleCells.isEmpty)
    #expect(view.indexPathsForVisibleItems.isEmpty)
    #expect(view.cellForItem(at: itemPath(0)) == nil)
    let kind = UICollectionView.elementKindSectionHeader
    #expect(view.indexPathsForVisibleSupplementaryElements(ofKind: kind).count == 2)
  }

  @Test("a large grid shows only the visible items and scrolls to the end")
  func large() {
    let model = GridModel(sections: [items(100_000)])
    let view = makeGrid(model)
    view.layoutIfNeeded()
    #expect(view.visibleCells.count == 6)
    view.scrollToItem(at: itemPath(99_999), at: .bottom, animated: false)
    #expect(view.indexPathsForVisibleItems.contains(itemPath(99_999)))
    #expect(view.visibleCells.count <= 9)
    #expect(model.vended.count < 30)
  }

  @Test("registering again replaces the class; the pooled cells stay")
  func reRegister() throws {
    let model = GridModel(sections: [items(3)])
    let view = makeGrid(model)
    view.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "Photo")
    view.layoutIfNeeded()
    #expect(view.visibleCells.allSatisfy { type(of: $0) == UICollectionViewCell.self })
    #expect(view.visibleCells.allSatisfy { $0.reuseIdentifier == "Photo" })
  }

  @Test("a data source that reloads from cellForItemAt does not loop")
  func reloadFromCellForItem() {
    final class Reloading: NSObject, UICollectionViewDataSource {
      var asked = 0
      func collectionView(_ c: UICollectionView, numberOfItemsInSection s: Int) -> Int { 2 }
      func collectionView(_ c: UICollectionView, cellForItemAt i: IndexPath)
        -> UICollectionViewCell
      {
        asked += 1
        if asked == 1 { c.reloadData() }
        return c.dequeueReusableCell(withReuseIdentifier: "Cell", for: i)
      }
    }
    let source = Reloading()
    let view = UICollectionView(
      frame: CGRect(x: 0, y: 0, width: 200, height: 200),
      collectionViewLayout: UICollectionViewFlowLayout())
    view.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "Cell")
    view.dataSource = source
    view.layoutIfNeeded()
    view.layoutIfNeeded()
    #expect(view.visibleCells.count == 2)
    #expect(source.asked < 10)
  }

  @Test("a deallocated data source leaves an empty collection view")
  func dataSourceGone() {
    let view = UICollectionView(
      frame: CGRect(x: 0, y: 0, width: 200, height: 200),
      collectionViewLayout: UICollectionViewFlowLayout())
    view.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "Cell")
    do {
      let grid = MinimalGrid(count: 3)
      view.dataSource = grid
      view.layoutIfNeeded()
      #expect(view.visibleCells.count == 3)
    }
    #expect(view.dataSource == nil)
    view.reloadData()
    view.layoutIfNeeded()
    #expect(view.visibleCells.isEmpty)
  }

  @Test("a host kept after its collection view is gone answers as one without a data source")
  func hostOutlivesView() throws {
    let model = GridModel(sections: [items(4)])
    var view: UICollectionView? = makeGrid(model)
    view?.layoutIfNeeded()
    weak let weakView = view
    let host = try #require(view?.host)
    view = nil
    #expect(weakView == nil)
    host.reloadData()
    host.layoutIfNeeded()
    #expect(host.numberOfSections == 0)
    #expect(host.visibleCells.isEmpty)
  }

  @Test("registering a class that is not a cell stops")
  func wrongClassStops() async {
    await #expect(processExitsWith: .failure) {
      await MainActor.run {
        let view = UICollectionView(
          frame: CGRect(x: 0, y: 0, width: 100, height: 100),
          collectionViewLayout: UICollectionViewFlowLayout())
        view.register(NSObject.self, forCellWithReuseIdentifier: "Cell")
      }
    }
  }
}
