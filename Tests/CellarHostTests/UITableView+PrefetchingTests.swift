import CellarHost
import Foundation
import Testing

@MainActor
private final class PrefetchSpy: UITableViewDataSourcePrefetching {
  var prefetched: [[IndexPath]] = []
  var cancelled: [[IndexPath]] = []
  var onPrefetch: ((UITableView) -> Void)?
  var onCancel: ((UITableView) -> Void)?

  func tableView(_ tableView: UITableView, prefetchRowsAt indexPaths: [IndexPath]) {
    prefetched.append(indexPaths)
    onPrefetch?(tableView)
  }

  func tableView(_ tableView: UITableView, cancelPrefetchingForRowsAt indexPaths: [IndexPath]) {
    cancelled.append(indexPaths)
    onCancel?(tableView)
  }
}

/// A 100-row table showing 5 rows, prefetching `distance` rows through a
/// spy; the caller keeps the model alive (the table holds it weakly).
@MainActor
private func prefetchingTable(distance: Int) throws -> (ListModel, PrefetchSpy, UITableView) {
  let model = ListModel(rows: 100)
  let spy = PrefetchSpy()
  let table = try makeTable(model, visibleRows: 5)
  table.prefetchDataSource = spy
  table.prefetchDistance = distance
  return (model, spy, table)
}

@MainActor
@Suite struct UITableViewPrefetchingTests {
  @Test("scrolling down prefetches the rows below the viewport, nearest first, never visible ones")
  func prefetchAhead() throws {
    let (model, spy, table) = try prefetchingTable(distance: 3)
    defer { withExtendedLifetime(model) {} }
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
    let (model, spy, table) = try prefetchingTable(distance: 2)
    defer { withExtendedLifetime(model) {} }
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
    defer { withExtendedLifetime(model) {} }
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

  @Test("rows displayed since they were prefetched leave the window without a cancel")
  func displayedRowsLeaveQuietly() throws {
    let (model, spy, table) = try prefetchingTable(distance: 3)
    defer { withExtendedLifetime(model) {} }
    table.setContentOffset(CGPoint(x: 0, y: 44), animated: false)  // rows 1...5 shown
    #expect(table.prefetchedIndexPaths == [ip(0, 6), ip(0, 7), ip(0, 8)])
    table.setContentOffset(CGPoint(x: 0, y: 132), animated: false)  // rows 3...7 shown
    #expect(spy.cancelled.isEmpty)
    #expect(table.prefetchedIndexPaths == [ip(0, 8), ip(0, 9), ip(0, 10)])
    // A pass that does not move keeps no displayed row in the window.
    table.setNeedsLayout()
    table.layoutIfNeeded()
    let visible = Set(table.indexPathsForVisibleRows ?? [])
    #expect(table.prefetchedIndexPaths.allSatisfy { !visible.contains($0) })
  }

  @Test("a cancel handler that deletes rows stops the prefetch of stale paths")
  func cancelHandlerDeletes() throws {
    let (model, spy, table) = try prefetchingTable(distance: 2)
    defer { withExtendedLifetime(model) {} }
    table.setContentOffset(CGPoint(x: 0, y: 440), animated: false)
    let before = spy.prefetched.count
    spy.onCancel = { view in
      spy.onCancel = nil
      model.sections[0].removeSubrange(0..<90)
      view.deleteRows(at: (0..<90).map { ip(0, $0) }, with: .none)
    }
    table.setContentOffset(CGPoint(x: 0, y: 396), animated: false)
    #expect(spy.cancelled.count == 1)
    // Scrolling back from rows 10...14 to rows 9...13 worked out a window
    // of rows 8 and 7 before the handler deleted rows 0..<90; those paths
    // now name the old rows 98 and 97. Nothing is prefetched from that
    // window. The batch's own layout clamps the offset to the 10 rows
    // left (rows 5...9 shown) and, still scrolling back, prefetches 4 and 3.
    #expect(spy.prefetched.dropFirst(before).map { $0 } == [[ip(0, 4), ip(0, 3)]])
    table.layoutIfNeeded()
    #expect(table.numberOfRows(inSection: 0) == 10)
    #expect(table.prefetchedIndexPaths.allSatisfy { $0.row < 10 })
  }

  @Test("with only a header in the viewport, the window is the nearest rows beyond it, either way")
  func noVisibleRow() throws {
    let model = ListModel(rows: 10, sections: 2)
    model.headers = ["A", "B"]
    defer { withExtendedLifetime(model) {} }
    let spy = PrefetchSpy()
    let table = try makeTable(model, visibleRows: 5)
    table.sectionHeaderHeight = 1000
    table.prefetchDataSource = spy
    table.prefetchDistance = 2
    table.reloadData()
    table.layoutIfNeeded()
    // Header A 0...1000, its rows to 1440; header B 1440...2440, its rows
    // to 2880. At 2000 and at 1500 the 220-point viewport shows only
    // header B.
    table.setContentOffset(CGPoint(x: 0, y: 2000), animated: false)
    #expect((table.indexPathsForVisibleRows ?? []).isEmpty)
    #expect(table.prefetchedIndexPaths == [ip(1, 0), ip(1, 1)])
    table.setContentOffset(CGPoint(x: 0, y: 1500), animated: false)
    #expect(spy.cancelled.last == [ip(1, 0), ip(1, 1)])
    #expect(table.prefetchedIndexPaths == [ip(0, 9), ip(0, 8)])
    #expect(spy.prefetched.last == [ip(0, 9), ip(0, 8)])
  }

  @Test("a prefetch handler that reloads is safe: the window empties, the next pass re-reads")
  func prefetchHandlerReloads() throws {
    let (model, spy, table) = try prefetchingTable(distance: 3)
    defer { withExtendedLifetime(model) {} }
    spy.onPrefetch = { view in
      spy.onPrefetch = nil
      model.sections[0].removeSubrange(8...)
      view.reloadData()
    }
    table.setContentOffset(CGPoint(x: 0, y: 44), animated: false)
    #expect(table.prefetchedIndexPaths.isEmpty)
    table.layoutIfNeeded()
    #expect(table.numberOfRows(inSection: 0) == 8)
    // 8 rows of 44 at offset 44: rows 1 through 5 in the 220-point viewport.
    #expect(table.indexPathsForVisibleRows == (1...5).map { ip(0, $0) })
  }
}
