import CellarHost
import Foundation
import Testing
@_spi(Facade) import UIKit

@MainActor
@Suite("UICollectionView facade: batch updates")
struct CollectionUpdatesFacadeTests {
  @Test("a batch inserts and deletes with the model changed inside; completion gets true")
  func batchInsertDelete() throws {
    let model = GridModel(sections: [items(6)])
    let view = makeGrid(model)
    view.layoutIfNeeded()
    let second = try #require(view.cellForItem(at: itemPath(1)))
    var finished: [Bool] = []
    view.performBatchUpdates(
      {
        #expect(view.hasUncommittedUpdates)
        model.sections[0].remove(at: 0)
        model.sections[0].append(contentsOf: ["x", "y"])
        view.deleteItems(at: [itemPath(0)])
        view.insertItems(at: [itemPath(5), itemPath(6)])
      },
      completion: { finished.append($0) })
    #expect(finished == [true])
    #expect(view.hasUncommittedUpdates == false)
    #expect(view.numberOfItems(inSection: 0) == 7)
    #expect(view.cellForItem(at: itemPath(0)) === second)
    #expect(model.log.contains("didEndDisplaying 0-0"))
  }

  @Test("a lone update call is a batch of one; nil blocks are allowed")
  func loneCalls() {
    let model = GridModel(sections: [items(2), items(2)])
    let view = makeGrid(model)
    view.layoutIfNeeded()
    model.sections.append(items(1))
    view.insertSections(IndexSet(integer: 2))
    #expect(view.numberOfSections == 3)
    model.sections.remove(at: 0)
    view.deleteSections(IndexSet(integer: 0))
    #expect(view.numberOfSections == 2)
    model.sections.swapAt(0, 1)
    view.moveSection(0, toSection: 1)
    #expect(view.numberOfItems(inSection: 0) == 1)
    model.sections[1].swapAt(0, 1)
    view.moveItem(at: itemPath(0, 1), to: itemPath(1, 1))
    view.reloadSections(IndexSet(integer: 0))
    view.performBatchUpdates(nil)
    var called = false
    view.performBatchUpdates(nil) { called = $0 }
    #expect(called)
  }

  @Test("reconfigureItems keeps the cell without prepareForReuse; reloadItems recycles it")
  func reloadAndReconfigure() throws {
    let model = GridModel(sections: [items(3)])
    let view = makeGrid(model)
    view.layoutIfNeeded()
    let cell = try #require(view.cellForItem(at: itemPath(1)) as? PhotoCell)
    model.log.removeAll()
    model.sections[0][1] = "changed"
    view.reconfigureItems(at: [itemPath(1)])
    #expect(model.log.filter { $0.hasPrefix("cellForItemAt") } == ["cellForItemAt 0-1"])
    #expect(!model.log.contains { $0.hasPrefix("didEndDisplaying") })
    #expect(view.cellForItem(at: itemPath(1)) === cell)
    #expect(cell.reuseCount == 0)
    #expect(view.host.render().contains("changed"))
    model.log.removeAll()
    view.reloadItems(at: [itemPath(1)])
    // Delete and insert: the old cell leaves, goes to the pool and comes
    // back (LIFO) through prepareForReuse.
    #expect(model.log.contains("didEndDisplaying 0-1"))
    #expect(cell.reuseCount == 1)
  }

  @Test("batches move the selection with their items")
  func selectionFollows() {
    let model = GridModel(sections: [items(4)])
    let view = makeGrid(model)
    view.layoutIfNeeded()
    view.selectItem(at: itemPath(2), animated: false, scrollPosition: [])
    model.sections[0].insert("new", at: 0)
    view.insertItems(at: [itemPath(0)])
    #expect(view.indexPathsForSelectedItems == [itemPath(3)])
  }

  @Test("an invalid batch stops with UIKit's text, as UIKit raises")
  func invalidBatchStops() async {
    await #expect(processExitsWith: .failure) {
      await MainActor.run {
        let model = GridModel(sections: [items(3)])
        let view = makeGrid(model)
        view.layoutIfNeeded()
        view.insertItems(at: [itemPath(0)])
      }
    }
  }
}
