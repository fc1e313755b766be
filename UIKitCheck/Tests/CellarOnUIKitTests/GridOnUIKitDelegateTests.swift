import CellarHost
import Foundation
import Testing
import UIKit

@testable import Cellar

/// `count` photo items in one section; each logs its display, selection
/// and prefetch calls as "<call> <id> <section>-<item>".
@MainActor
private func loggedSection(_ count: Int, _ log: GridLog) -> GridSection {
  func note(_ call: String) -> Item<GridPhotoCell>.Action {
    { photo, path in log("\(call) \(photo.id) \(path.section)-\(path.item)") }
  }
  var section = GridSection(
    id: "s",
    items: (0..<count).map { id in
      gridPhotoItem(id)
        .action(note("select"))
        .deselectAction(note("deselect"))
        .onWillDisplay(note("will"))
        .onDidEndDisplaying(note("end"))
        .prefetch(note("prefetch"))
        .cancelPrefetch(note("cancel"))
    })
  section.prefetch = { paths in log("section prefetch \(paths.map(\.item))") }
  section.cancelPrefetch = { paths in log("section cancel \(paths.map(\.item))") }
  return section
}

/// The entries of a log that start with `prefix`.
@MainActor
private func entries(_ log: GridLog, _ prefix: String) -> [String] {
  log.entries.filter { $0.hasPrefix(prefix + " ") }
}

@Suite("Grid on UIKit: delegate and prefetching")
@MainActor
struct GridOnUIKitDelegateTests {
  @Test("willDisplay and didEndDisplaying reach the cell's hooks and the item's handlers")
  func display() throws {
    let log = GridLog()
    let grid = makeUIKitGrid()
    try grid.update(with: [loggedSection(300, log)])
    let view = grid.collectionView
    // Ten lines of ten visible: items 0…99.
    #expect(entries(log, "will") == (0..<100).map { "will \($0) 0-\($0)" })
    let first = try #require(view.cellForItem(at: gridPath(0)) as? GridPhotoCell)
    #expect(first.willDisplayModels == [GridPhoto(id: 0, title: "p")])
    log.entries.removeAll()
    // Down 50 points: items 0…49 leave, 100…149 come in.
    view.setContentOffset(CGPoint(x: 0, y: 50), animated: false)
    #expect(entries(log, "end") == (0..<50).map { "end \($0) 0-\($0)" })
    #expect(entries(log, "will") == (100..<150).map { "will \($0) 0-\($0)" })
    #expect(first.hiddenModels == [GridPhoto(id: 0, title: "p")])
    // Through the protocol: the defaults do nothing.
    let delegate = try #require(view.delegate)
    let cell = try #require(view.cellForItem(at: gridPath(60)) as? GridPhotoCell)
    log.entries.removeAll()
    delegate.collectionView(view, willDisplay: cell, forItemAt: gridPath(60))
    #expect(log.entries == ["will 60 0-60"])
    #expect(cell.willDisplayModels.last == GridPhoto(id: 60, title: "p"))
    delegate.collectionView(view, didEndDisplaying: cell, forItemAt: gridPath(60))
    #expect(log.entries == ["will 60 0-60", "end 60 0-60"])
    #expect(cell.hiddenModels == [GridPhoto(id: 60, title: "p")])
    // A cell the grid did not hand out: nothing.
    delegate.collectionView(view, willDisplay: GridPhotoCell(frame: .zero), forItemAt: gridPath(0))
    #expect(log.entries.count == 2)
  }

  @Test("didSelectItemAt runs the item's action with its model and index path")
  func select() throws {
    let log = GridLog()
    let grid = makeUIKitGrid()
    try grid.update(with: [loggedSection(20, log)])
    let view = grid.collectionView
    log.entries.removeAll()
    try view.tapItem(at: gridPath(3))
    #expect(log.entries == ["select 3 0-3"])
    #expect(view.indexPathsForSelectedItems == [gridPath(3)])
    #expect(view.cellForItem(at: gridPath(3))?.isSelected == true)
    let delegate = try #require(view.delegate)
    delegate.collectionView(view, didSelectItemAt: gridPath(7))
    #expect(log.entries == ["select 3 0-3", "select 7 0-7"])
    // An index path with no item: nothing, no crash.
    delegate.collectionView(view, didSelectItemAt: gridPath(70))
    delegate.collectionView(view, didSelectItemAt: gridPath(0, 4))
    #expect(log.entries.count == 2)
  }

  @Test("didDeselectItemAt runs the item's deselect action")
  func deselect() throws {
    let log = GridLog()
    let grid = makeUIKitGrid()
    try grid.update(with: [loggedSection(20, log)])
    let view = grid.collectionView
    log.entries.removeAll()
    // Single selection: a tap on another item deselects the first.
    try view.tapItem(at: gridPath(3))
    try view.tapItem(at: gridPath(5))
    #expect(log.entries == ["select 3 0-3", "deselect 3 0-3", "select 5 0-5"])
    // Multiple selection: a tap on a selected item deselects it.
    view.allowsMultipleSelection = true
    log.entries.removeAll()
    try view.tapItem(at: gridPath(5))
    #expect(log.entries == ["deselect 5 0-5"])
    #expect(view.indexPathsForSelectedItems?.isEmpty != false)
    let delegate = try #require(view.delegate)
    delegate.collectionView(view, didDeselectItemAt: gridPath(8))
    delegate.collectionView(view, didDeselectItemAt: gridPath(80))
    #expect(log.entries == ["deselect 5 0-5", "deselect 8 0-8"])
  }

  @Test(
    "prefetchItemsAt and cancelPrefetchingForItemsAt run the items' then the section's handlers")
  func prefetch() throws {
    let log = GridLog()
    let grid = makeUIKitGrid(height: 15)
    try grid.update(with: [loggedSection(60, log)])
    let view = grid.collectionView
    #expect(view.prefetchDataSource != nil)
    log.entries.removeAll()
    // Through UIKit's flow: a scroll moves the prefetch window.
    view.setContentOffset(CGPoint(x: 0, y: 5), animated: false)
    let prefetched = entries(log, "prefetch")
    #expect(!prefetched.isEmpty)
    for entry in prefetched {
      let parts = entry.split(separator: " ")
      #expect(parts.count == 3 && parts[2] == "0-\(parts[1])", "\(entry)")
    }
    #expect(log.entries.last?.hasPrefix("section prefetch") == true)
    log.entries.removeAll()
    view.setContentOffset(.zero, animated: false)
    #expect(!entries(log, "cancel").isEmpty)
    #expect(log.entries.last?.hasPrefix("section cancel") == true)
    // Through the protocol, in the order given.
    let prefetching = try #require(view.prefetchDataSource)
    log.entries.removeAll()
    prefetching.collectionView(view, prefetchItemsAt: [gridPath(40), gridPath(33), gridPath(99)])
    #expect(log.entries == ["prefetch 40 0-40", "prefetch 33 0-33", "section prefetch [40, 33]"])
    log.entries.removeAll()
    prefetching.collectionView(view, cancelPrefetchingForItemsAt: [gridPath(33), gridPath(0, 3)])
    #expect(log.entries == ["cancel 33 0-33", "section cancel [33]"])
  }

  @Test("the scroll-view delegate calls reach the grid's scroll closures")
  func scrollClosures() throws {
    let grid = makeUIKitGrid()
    try grid.update(with: [GridSection(id: "s", items: (0..<200).map { gridPhotoItem($0) })])
    let view = grid.collectionView
    let log = GridLog()
    grid.onScroll = { log("scroll \(Int($0.y))") }
    grid.onWillBeginDragging = { log("begin drag") }
    grid.onEndDragging = { log("end drag \($0)") }
    grid.onEndDecelerating = { log("end decelerating \(Int($0.y))") }
    grid.onEndScrollingAnimation = { log("end animation \(Int($0.y))") }
    grid.onScrollToTop = { log("top") }
    // Through UIKit's flow (the host's scrolls and drags).
    view.setContentOffset(CGPoint(x: 0, y: 30), animated: true)
    #expect(log.entries == ["scroll 30", "end animation 30"])
    log.entries.removeAll()
    try view.dragToScroll(by: 20, velocity: 0, steps: 2)
    #expect(log.entries == ["begin drag", "scroll 40", "scroll 50", "end drag false"])
    log.entries.removeAll()
    #expect(try view.tapStatusBar())
    #expect(log.entries == ["scroll 0", "top"])
    log.entries.removeAll()
    try view.dragToScroll(by: 20, velocity: 2, steps: 2)
    #expect(log.entries.first == "begin drag")
    #expect(log.entries.contains("end drag true"))
    #expect(log.entries.last == "end decelerating \(Int(view.contentOffset.y))")
    // Through the protocol: the defaults do nothing.
    let delegate = try #require(view.delegate)
    view.contentOffset = CGPoint(x: 0, y: 70)
    log.entries.removeAll()
    delegate.scrollViewDidScroll(view)
    delegate.scrollViewWillBeginDragging(view)
    delegate.scrollViewDidEndDragging(view, willDecelerate: true)
    delegate.scrollViewDidEndDecelerating(view)
    delegate.scrollViewDidEndScrollingAnimation(view)
    delegate.scrollViewDidScrollToTop(view)
    #expect(
      log.entries == [
        "scroll 70", "begin drag", "end drag true", "end decelerating 70", "end animation 70",
        "top",
      ])
  }

  @Test("without scroll closures, scrolling works and the collection view does not keep the grid")
  func noClosures() throws {
    let view: UICollectionView
    weak var weakGrid: Grid?
    do {
      let grid = makeUIKitGrid()
      try grid.update(with: [GridSection(id: "s", items: (0..<200).map { gridPhotoItem($0) })])
      try grid.collectionView.dragToScroll(by: 30, velocity: 1, steps: 3)
      #expect(grid.collectionView.contentOffset.y > 0)
      view = grid.collectionView
      weakGrid = grid
    }
    #expect(weakGrid == nil)
    // The view keeps the grid's coordinator, which answers no sections now.
    #expect(view.dataSource != nil)
    #expect(view.dataSource?.numberOfSections(in: view) == 0)
    view.reloadData()
    view.layoutIfNeeded()
    #expect(view.numberOfSections == 0)
  }
}

@Suite("Grid on UIKit: updates asked for by scroll and prefetch callbacks")
@MainActor
struct GridOnUIKitScrollUpdateTests {
  @Test("an update asked for in onScroll is applied after the scroll, on a later main-actor turn")
  func updateFromOnScroll() async throws {
    let grid = makeUIKitGrid()
    try grid.update(with: [GridSection(id: "s", items: (0..<200).map { gridPhotoItem($0) })])
    grid.onScroll = { [weak grid] offset in
      guard offset.y >= 50, let grid, grid.sections[0].count == 200 else { return }
      try? grid.update(with: [GridSection(id: "s", items: (0..<150).map { gridPhotoItem($0) })])
    }
    let view = grid.collectionView
    view.contentOffset = CGPoint(x: 0, y: 60)
    #expect(grid.sections[0].count == 200)
    #expect(await gridSettle { grid.sections[0].count == 150 })
    #expect(view.numberOfItems(inSection: 0) == 150)
    view.layoutIfNeeded()
    let first = try #require(view.indexPathsForVisibleItems.min())
    #expect(gridShownTexts(grid).first == "\(first.item):p")
    #expect(grid.lastError == nil)
  }

  @Test("UIKit's animated programmatic scrolls end with onEndScrollingAnimation")
  func animatedProgrammaticScrolls() throws {
    let grid = makeUIKitGrid()
    try grid.update(with: [GridSection(id: "s", items: (0..<200).map { gridPhotoItem($0) })])
    let log = GridLog()
    grid.onScroll = { log("scroll \(Int($0.y))") }
    grid.onEndScrollingAnimation = { log("end animation \(Int($0.y))") }
    grid.collectionView.scrollToItem(at: gridPath(50), at: .top, animated: true)
    #expect(log.entries == ["scroll 50", "end animation 50"])
    log.entries.removeAll()
    grid.collectionView.setContentOffset(CGPoint(x: 0, y: 30), animated: true)
    #expect(log.entries == ["scroll 30", "end animation 30"])
    log.entries.removeAll()
    grid.collectionView.setContentOffset(CGPoint(x: 0, y: 40), animated: false)
    #expect(log.entries == ["scroll 40"])
  }

  @Test(
    "an update asked for in a prefetch handler that deletes the prefetched items is applied after")
  func updateFromPrefetch() async throws {
    let grid = makeUIKitGrid(height: 15)
    var calls = 0
    func content(withTail: Bool) -> [GridSection] {
      var sections = [gridPhotoSection("a", Array(0..<15))]
      guard withTail else { return sections }
      var tail = gridPhotoSection("tail", Array(100..<120))
      tail.prefetch = { [weak grid] _ in
        calls += 1
        try? grid?.update(with: content(withTail: false))
      }
      sections.append(tail)
      return sections
    }
    try grid.update(with: content(withTail: true))
    let view = grid.collectionView
    view.setContentOffset(CGPoint(x: 0, y: 5), animated: false)
    #expect(calls == 1)
    #expect(await gridSettle { grid.sections.count == 1 })
    #expect(view.numberOfSections == 1)
    #expect(grid.lastError == nil)
    // The grid scrolls on as usual, to its new end.
    view.setContentOffset(CGPoint(x: 0, y: 100), animated: false)
    #expect(view.indexPathsForVisibleItems.max() == gridPath(14))
    #expect(calls == 1)
  }
}
