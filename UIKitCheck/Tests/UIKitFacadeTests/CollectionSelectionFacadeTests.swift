import CellarHost
import Foundation
import Testing
@_spi(Facade) import UIKit

@MainActor
@Suite("UICollectionView facade: highlight and selection")
struct CollectionSelectionFacadeTests {
  /// A laid-out grid of six items whose log is empty.
  private func grid(_ model: GridModel) -> UICollectionView {
    let view = makeGrid(model)
    view.layoutIfNeeded()
    model.log.removeAll()
    return view
  }

  @Test("a tap calls shouldHighlight, didHighlight, shouldSelect, didUnhighlight, didSelect")
  func tapOrder() throws {
    let model = GridModel(sections: [items(6)])
    let view = grid(model)
    try view.host.tapItem(at: itemPath(2))
    #expect(
      model.log == [
        "shouldHighlight 0-2", "didHighlight 0-2", "shouldSelect 0-2", "didUnhighlight 0-2",
        "didSelect 0-2",
      ])
    #expect(view.indexPathsForSelectedItems == [itemPath(2)])
    let cell = try #require(view.cellForItem(at: itemPath(2)) as? PhotoCell)
    #expect(cell.isSelected)
    #expect(cell.isHighlighted == false)
  }

  @Test("single selection: a tap elsewhere deselects first, without shouldDeselect")
  func singleSelectionReplaces() throws {
    let model = GridModel(sections: [items(6)])
    let view = grid(model)
    try view.host.tapItem(at: itemPath(0))
    model.log.removeAll()
    try view.host.tapItem(at: itemPath(1))
    #expect(
      model.log == [
        "shouldHighlight 0-1", "didHighlight 0-1", "shouldSelect 0-1", "didUnhighlight 0-1",
        "didDeselect 0-0", "didSelect 0-1",
      ])
    #expect(view.indexPathsForSelectedItems == [itemPath(1)])
    #expect(view.cellForItem(at: itemPath(0))?.isSelected == false)
  }

  @Test("multiple selection: a tap on a selected item asks shouldDeselect, then deselects")
  func multipleSelectionToggles() throws {
    let model = GridModel(sections: [items(6)])
    let view = grid(model)
    view.allowsMultipleSelection = true
    #expect(view.allowsMultipleSelection)
    try view.host.tapItem(at: itemPath(0))
    try view.host.tapItem(at: itemPath(3))
    #expect(view.indexPathsForSelectedItems == [itemPath(0), itemPath(3)])
    model.log.removeAll()
    try view.host.tapItem(at: itemPath(0))
    #expect(
      model.log == [
        "shouldHighlight 0-0", "didHighlight 0-0", "shouldDeselect 0-0", "didUnhighlight 0-0",
        "didDeselect 0-0",
      ])
    #expect(view.indexPathsForSelectedItems == [itemPath(3)])
    model.allowsDeselect = false
    try view.host.tapItem(at: itemPath(3))
    #expect(view.indexPathsForSelectedItems == [itemPath(3)])
  }

  @Test("shouldHighlight false ends the tap; shouldSelect false keeps the selection")
  func refusals() throws {
    let model = GridModel(sections: [items(6)])
    let view = grid(model)
    model.allowsHighlight = false
    try view.host.tapItem(at: itemPath(1))
    #expect(model.log == ["shouldHighlight 0-1"])
    #expect(view.indexPathsForSelectedItems == nil)
    model.allowsHighlight = true
    model.allowsSelect = false
    model.log.removeAll()
    try view.host.tapItem(at: itemPath(1))
    #expect(model.log.last == "didUnhighlight 0-1")
    #expect(view.indexPathsForSelectedItems == nil)
  }

  @Test("selectItem and deselectItem call no delegate method; the cell follows")
  func programmaticSelection() throws {
    let model = GridModel(sections: [items(6)])
    let view = grid(model)
    view.selectItem(at: itemPath(4), animated: false, scrollPosition: [])
    #expect(model.log.isEmpty)
    #expect(view.indexPathsForSelectedItems == [itemPath(4)])
    let cell = try #require(view.cellForItem(at: itemPath(4)) as? PhotoCell)
    #expect(cell.isSelected)
    view.deselectItem(at: itemPath(4), animated: true)
    #expect(view.indexPathsForSelectedItems == nil)
    #expect(cell.selectionStates.suffix(2) == [true, false])
    view.selectItem(at: itemPath(1), animated: false, scrollPosition: [])
    view.selectItem(at: nil, animated: false, scrollPosition: [])
    #expect(view.indexPathsForSelectedItems == nil)
    #expect(model.log.isEmpty)
  }

  @Test("allowsSelection false: taps and selectItem do nothing")
  func selectionDisabled() throws {
    let model = GridModel(sections: [items(6)])
    let view = grid(model)
    view.allowsSelection = false
    #expect(view.allowsSelection == false)
    try view.host.tapItem(at: itemPath(0))
    view.selectItem(at: itemPath(0), animated: false, scrollPosition: [])
    #expect(view.indexPathsForSelectedItems == nil)
    #expect(model.log.isEmpty)
  }

  @Test("a selected cell that is reused comes back deselected and is selected again on display")
  func selectionSurvivesReuse() throws {
    let model = GridModel(sections: [items(30)])
    let view = grid(model)
    view.selectItem(at: itemPath(0), animated: false, scrollPosition: [])
    view.host.setContentOffset(CGPoint(x: 0, y: 400), animated: false)
    view.host.setContentOffset(.zero, animated: false)
    #expect(view.cellForItem(at: itemPath(0))?.isSelected == true)
    #expect(view.visibleCells.filter(\.isSelected).count == 1)
  }

  @Test("selectItem with a scroll position scrolls the item into view")
  func selectAndScroll() {
    let model = GridModel(sections: [items(30)])
    let view = grid(model)
    view.selectItem(at: itemPath(20), animated: false, scrollPosition: .top)
    #expect(view.indexPathsForVisibleItems.contains(itemPath(20)))
    #expect(model.log.contains("didScroll true"))
    view.scrollToItem(at: itemPath(0), at: .top, animated: false)
    #expect(view.indexPathsForVisibleItems.first == itemPath(0))
  }

  @Test("scrolling to an item that does not exist stops with UIKit's text")
  func scrollToInvalidStops() async {
    await #expect(processExitsWith: .failure) {
      await MainActor.run {
        let model = GridModel(sections: [items(3)])
        let view = makeGrid(model)
        view.scrollToItem(at: itemPath(9), at: .top, animated: false)
      }
    }
  }
}
