import CellarHost
import Foundation
import Testing

@MainActor
private final class PrefetchSpy: UITableViewDataSourcePrefetching {
  var prefetched: [[IndexPath]] = []
  var cancelled: [[IndexPath]] = []

  func tableView(_ tableView: UITableView, prefetchRowsAt indexPaths: [IndexPath]) {
    prefetched.append(indexPaths)
  }

  func tableView(_ tableView: UITableView, cancelPrefetchingForRowsAt indexPaths: [IndexPath]) {
    cancelled.append(indexPaths)
  }
}

@MainActor
@Suite struct UITableViewPrefetchingTests {
  @Test("scrolling down prefetches the rows below the viewport, nearest first, never visible ones")
  func prefetchAhead() throws {
    let model = ListModel(rows: 100)
    let spy = PrefetchSpy()
    let table = try makeTable(model, visibleRows: 5)
    table.prefetchDataSource = spy
    table.prefetchDistance = 3
    table.setContentOffset(CGPoint(x: 0, y: 44), animated: false)
    #expect(spy.prefetched == [[ip(0, 6), ip(0, 7), ip(0, 8)]])
    table.setContentOffset(CGPoint(x: 0, y: 88), animated: false)
    #expect(spy.prefetched.last == [ip(0, 9)])
    #expect(spy.cancelled.isEmpty)
    #expect(table.prefetchedIndexPaths == [ip(0, 7), ip(0, 8), ip(0, 9)])
    let visible = Set(table.indexPathsForVisibleRows ?? [])
    #expect(spy.prefetched.joined().allSatisfy { !visible.contains($0) || $0.row <= 6 })
  }

  @Test("turning around cancels the rows ahead and prefetches the rows behind")
  func cancelOnReversal() throws {
    let model = ListModel(rows: 100)
    let spy = PrefetchSpy()
    let table = try makeTable(model, visibleRows: 5)
    table.prefetchDataSource = spy
    table.prefetchDistance = 2
    table.setContentOffset(CGPoint(x: 0, y: 440), animated: false)
    #expect(spy.prefetched == [[ip(0, 15), ip(0, 16)]])
    table.setContentOffset(CGPoint(x: 0, y: 396), animated: false)
    #expect(spy.cancelled == [[ip(0, 15), ip(0, 16)]])
    #expect(spy.prefetched.last == [ip(0, 8), ip(0, 7)])
    #expect(
      table.trace(["cancelPrefetchingForRowsAt", "prefetchRowsAt"]).suffix(2) == [
        "cancelPrefetchingForRowsAt [[0, 15], [0, 16]]", "prefetchRowsAt [[0, 8], [0, 7]]",
      ])
  }

  @Test("prefetching is off when disabled, and reset by reloadData")
  func disabledAndReset() throws {
    let model = ListModel(rows: 100)
    let spy = PrefetchSpy()
    let table = try makeTable(model, visibleRows: 5)
    table.prefetchDataSource = spy
    table.isPrefetchingEnabled = false
    table.setContentOffset(CGPoint(x: 0, y: 44), animated: false)
    #expect(spy.prefetched.isEmpty)
    table.isPrefetchingEnabled = true
    table.setContentOffset(CGPoint(x: 0, y: 88), animated: false)
    #expect(!table.prefetchedIndexPaths.isEmpty)
    table.reloadData()
    #expect(table.prefetchedIndexPaths.isEmpty)
    #expect(spy.cancelled.isEmpty)
  }
}
