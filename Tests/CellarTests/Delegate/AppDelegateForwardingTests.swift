@_spi(Testing) import Cellar
import CellarTestSupport
import Foundation
import Testing

/// An app's table delegate that logs the calls that the table does not
/// answer (forwarded) and the ones it chains.
@MainActor
private final class TableLog: NSObject, UITableViewDelegate {
  var log: [String] = []
  var onSelect: (() -> Void)?

  func tableView(_ tableView: UITableView, accessoryButtonTappedForRowWith indexPath: IndexPath) {
    log.append("accessory \(indexPath.row)")
  }
  func tableView(_ tableView: UITableView, willBeginEditingRowAt indexPath: IndexPath) {
    log.append("willBeginEditing \(indexPath.row)")
  }
  func tableView(_ tableView: UITableView, didEndEditingRowAt indexPath: IndexPath?) {
    log.append("didEndEditing \(indexPath?.row ?? -1)")
  }
  func tableView(
    _ tableView: UITableView, willDisplayHeaderView view: UIView, forSection section: Int
  ) {
    log.append("willDisplayHeader \(section)")
  }
  func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
    log.append("didSelect \(indexPath.row)")
    onSelect?()
  }
  func tableView(_ tableView: UITableView, didDeselectRowAt indexPath: IndexPath) {
    log.append("didDeselect \(indexPath.row)")
  }
  func scrollViewDidChangeAdjustedContentInset(_ scrollView: UIScrollView) {
    log.append("insetChanged \(scrollView.adjustedContentInset.top)")
  }
  func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView? {
    log.append("viewForHeader (must not be asked)")
    return nil
  }
  func tableView(
    _ tableView: UITableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath
  ) -> UISwipeActionsConfiguration? {
    log.append("trailingSwipe (must not be asked)")
    return nil
  }
}

/// An app's collection-view delegate that logs what reaches it.
@MainActor
private final class GridLog: NSObject, UICollectionViewDelegateFlowLayout {
  var log: [String] = []
  var allowsSelection = true
  var onSelect: (() -> Void)?

  func collectionView(_ collectionView: UICollectionView, shouldSelectItemAt indexPath: IndexPath)
    -> Bool
  {
    log.append("shouldSelect \(indexPath.item)")
    return allowsSelection
  }
  func scrollViewDidChangeAdjustedContentInset(_ scrollView: UIScrollView) {
    log.append("insetChanged \(scrollView.adjustedContentInset.top)")
  }
  func collectionView(_ collectionView: UICollectionView, didHighlightItemAt indexPath: IndexPath) {
    log.append("didHighlight \(indexPath.item)")
  }
  func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
    log.append("didSelect \(indexPath.item)")
    onSelect?()
  }
  func collectionView(
    _ collectionView: UICollectionView, didDeselectItemAt indexPath: IndexPath
  ) {
    log.append("didDeselect \(indexPath.item)")
  }
  func collectionView(
    _ collectionView: UICollectionView, willDisplay cell: UICollectionViewCell,
    forItemAt indexPath: IndexPath
  ) {
    log.append("willDisplay \(indexPath.item)")
  }
  func collectionView(
    _ collectionView: UICollectionView, didEndDisplaying cell: UICollectionViewCell,
    forItemAt indexPath: IndexPath
  ) {
    log.append("didEndDisplaying \(indexPath.item)")
  }
  func collectionView(
    _ collectionView: UICollectionView,
    willDisplaySupplementaryView view: UICollectionReusableView,
    forElementKind elementKind: String, at indexPath: IndexPath
  ) {
    log.append(
      "willDisplaySupplementary \(elementKind == UICollectionView.elementKindSectionHeader)")
  }
  func scrollViewDidScroll(_ scrollView: UIScrollView) {
    log.append("didScroll \(Int(scrollView.contentOffset.y))")
  }
  func scrollViewShouldScrollToTop(_ scrollView: UIScrollView) -> Bool {
    log.append("shouldScrollToTop")
    return false
  }
  func collectionView(
    _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
    sizeForItemAt indexPath: IndexPath
  ) -> CGSize {
    log.append("sizeForItem (must not be asked)")
    return CGSize(width: 50, height: 50)
  }
}

private final class GridCell: UICollectionViewCell, ConfigurableCollectionCell {
  func configure(_ text: String) { label.text = text }
}

/// A 100×100 grid of 10-point items, 10 to a line.
@MainActor
private func makeGrid() -> Grid {
  let layout = UICollectionViewFlowLayout()
  layout.itemSize = CGSize(width: 10, height: 10)
  layout.minimumLineSpacing = 0
  layout.minimumInteritemSpacing = 0
  layout.headerReferenceSize = CGSize(width: 100, height: 10)
  return Grid(
    collectionView: UICollectionView(
      frame: CGRect(x: 0, y: 0, width: 100, height: 100), collectionViewLayout: layout))
}

@Suite("The app's delegate of a table or a grid: forwarded and chained calls")
@MainActor
struct AppDelegateForwardingTests {
  // MARK: Tables

  @Test("a table method the table does not implement reaches the app's delegate untouched")
  func tableForwardsWhatItDoesNotAnswer() throws {
    let table = makeTable(height: 200)
    let app = TableLog()
    table.delegate = app
    try table.update(with: [
      Section(id: "s", header: "Header") {
        Row<TitleCell>(model: "a")
        Row<TitleCell>(model: "b").onDelete { _, _ in }
      }
    ])
    table.tableView.layoutIfNeeded()
    try table.tableView.tapAccessoryButton(at: IndexPath(row: 1, section: 0))
    #expect(app.log.contains("accessory 1"))
    #expect(app.log.contains("willDisplayHeader 0"))
    // The table alone answers the header's view and the swipe actions.
    _ = try table.tableView.swipeActionsConfiguration(
      forRowAt: IndexPath(row: 1, section: 0), edge: .trailing)
    #expect(!app.log.contains { $0.hasSuffix("(must not be asked)") })
  }

  @Test("a content inset change reaches the app's delegate of a table and of a grid")
  func insetChangeForwarded() throws {
    let table = makeTable(height: 200)
    let app = TableLog()
    table.delegate = app
    table.tableView.contentInset = UIEdgeInsets(top: 12, left: 0, bottom: 0, right: 0)
    #expect(app.log == ["insetChanged 12.0"])
    let grid = makeGrid()
    let collectionApp = GridLog()
    grid.delegate = collectionApp
    grid.collectionView.contentInset = UIEdgeInsets(top: 4, left: 0, bottom: 0, right: 0)
    #expect(collectionApp.log.contains("insetChanged 4.0"))
  }

  @Test("a swipe's start is forwarded and its end is chained after the table's own handling")
  func tableSwipeEditing() throws {
    let table = makeTable(height: 200)
    let app = TableLog()
    table.delegate = app
    var deleted: [String] = []
    try table.update(with: [
      Section(id: "s") {
        Row<TitleCell>(model: "a").onDelete { model, _ in deleted.append(model) }
        Row<TitleCell>(model: "b")
      }
    ])
    table.tableView.layoutIfNeeded()
    try table.tableView.swipeRow(at: IndexPath(row: 0, section: 0), edge: .trailing)
    #expect(deleted == ["a"])
    let editing = app.log.filter { $0.contains("Editing") }
    #expect(editing.first == "willBeginEditing 0")
    #expect(editing.last?.hasPrefix("didEndEditing") == true)
    #expect(table.sections[0].rows.count == 1)
  }

  @Test("selection reaches the app after the row's action; an update asked for there is queued")
  func tableSelectionChained() throws {
    let table = makeTable(height: 200)
    let app = TableLog()
    table.delegate = app
    var order: [String] = []
    try table.update(with: [
      Section(id: "s") {
        Row<TitleCell>(model: "a") { model, _ in order.append("action \(model)") }
        Row<TitleCell>(model: "b")
      }
    ])
    table.tableView.layoutIfNeeded()
    // Weak: the app's object holds the closure (a strong capture would leak both).
    app.onSelect = { [weak app] in
      order.append(app?.log.last ?? "")
      table += Row<TitleCell>(model: "added")
      // Queued: the tap is still under way.
      order.append("rows \(table.tableView.numberOfRows(inSection: 0))")
    }
    try table.tableView.tapRow(at: IndexPath(row: 0, section: 0))
    #expect(order == ["action a", "didSelect 0", "rows 2"])
    #expect(table.tableView.numberOfRows(inSection: 0) == 3)
    #expect(table.lastError == nil)
  }

  @Test("another table's view delegate is not an app's delegate: it is ignored, with no cycle")
  func tableRefusesCoordinators() throws {
    let first = makeTable(height: 200)
    let second = makeTable(height: 200)
    first.delegate = second.tableView.delegate
    second.delegate = first.tableView.delegate
    #expect(first.delegate == nil)
    #expect(second.delegate == nil)
    var taps = 0
    try first.update(with: [Section(id: "s") { Row<TitleCell>(model: "a") { _, _ in taps += 1 } }])
    first.tableView.layoutIfNeeded()
    try first.tableView.tapRow(at: IndexPath(row: 0, section: 0))
    #expect(taps == 1)
  }

  @Test("setting the delegate to nil, or to another object, moves every call to it")
  func tableDelegateReplaced() throws {
    let table = makeTable(height: 200)
    let first = TableLog()
    let second = TableLog()
    table.delegate = first
    try table.update(with: [Section(id: "s") { Row<TitleCell>(model: "a") }])
    table.tableView.layoutIfNeeded()
    table.delegate = second
    #expect(table.delegate === second)
    try table.tableView.tapAccessoryButton(at: IndexPath(row: 0, section: 0))
    table.delegate = nil
    try table.tableView.tapAccessoryButton(at: IndexPath(row: 0, section: 0))
    #expect(!first.log.contains("accessory 0"))
    #expect(second.log.filter { $0 == "accessory 0" }.count == 1)
  }

  // MARK: Grids

  @Test("a grid's selection: the app may veto it, and hears it after the item's action")
  func gridSelection() throws {
    let grid = makeGrid()
    let app = GridLog()
    grid.delegate = app
    #expect(grid.delegate === app)
    var order: [String] = []
    try grid.update(with: [
      GridSection(id: "s") {
        Cellar.Item<GridCell>(model: "a") { model, _ in order.append("action \(model)") }
        Cellar.Item<GridCell>(model: "b")
      }
    ])
    app.onSelect = { [weak app] in order.append(app?.log.last ?? "") }
    try grid.collectionView.tapItem(at: IndexPath(item: 0, section: 0))
    #expect(order == ["action a", "didSelect 0"])
    #expect(app.log.contains("shouldSelect 0"))
    #expect(app.log.contains("didHighlight 0"))
    app.allowsSelection = false
    order = []
    try grid.collectionView.tapItem(at: IndexPath(item: 1, section: 0))
    #expect(order == [])
    #expect(!app.log.contains("didSelect 1"))
  }

  @Test(
    "a grid's display, supplementary display and scrolling reach the app; sizes stay the grid's")
  func gridDisplayAndScroll() throws {
    let grid = makeGrid()
    let app = GridLog()
    grid.delegate = app
    var scrolled: [Int] = []
    grid.onScroll = { offset in
      scrolled.append(Int(offset.y))
      // The closure runs before the app's delegate hears the same offset.
      #expect(!app.log.contains("didScroll \(Int(offset.y))"))
    }
    try grid.update(with: [
      GridSection(id: "s", header: .title("H")) {
        for index in 0..<300 { Cellar.Item<GridCell>(model: "\(index)") }
      }
    ])
    grid.collectionView.layoutIfNeeded()
    #expect(app.log.contains("willDisplay 0"))
    #expect(app.log.contains("willDisplaySupplementary true"))
    #expect(
      grid.collectionView.cellForItem(at: IndexPath(item: 0, section: 0))?.frame.size
        == CGSize(width: 10, height: 10))
    try grid.collectionView.dragToScroll(by: 200)
    #expect(!scrolled.isEmpty)
    #expect(app.log.contains("didScroll \(scrolled.last ?? -1)"))
    #expect(app.log.contains { $0.hasPrefix("didEndDisplaying ") })
    #expect(try grid.collectionView.tapStatusBar() == false)
    #expect(app.log.last == "shouldScrollToTop")
    #expect(!app.log.contains { $0.hasSuffix("(must not be asked)") })
  }

  @Test("the grid's delegate is held weakly, and the grid works without it")
  func gridWeakDelegate() throws {
    let grid = makeGrid()
    var app: GridLog? = GridLog()
    grid.delegate = app
    weak let gone = app
    app = nil
    #expect(gone == nil)
    #expect(grid.delegate == nil)
    var taps = 0
    try grid.update(with: [
      GridSection(id: "s") { Cellar.Item<GridCell>(model: "a") { _, _ in taps += 1 } }
    ])
    try grid.collectionView.tapItem(at: IndexPath(item: 0, section: 0))
    #expect(taps == 1)
  }

  @Test("another grid's view delegate, or the grid's own, is ignored as a grid's delegate")
  func gridRefusesCoordinators() {
    let grid = makeGrid()
    let other = makeGrid()
    grid.delegate = other.collectionView.delegate
    #expect(grid.delegate == nil)
    grid.delegate = grid.collectionView.delegate
    #expect(grid.delegate == nil)
    other.delegate = grid.collectionView.delegate
    #expect(other.delegate == nil)
  }

  @Test(
    "the app's didSelect removes the tapped item and drops itself: the update waits for the tap")
  func gridHostileSelection() throws {
    let grid = makeGrid()
    var app: GridLog? = GridLog()
    grid.delegate = app
    try grid.update(with: [
      GridSection(id: "s") { for name in ["a", "b", "c"] { Cellar.Item<GridCell>(model: name) } }
    ])
    app?.onSelect = {
      try? grid.update(with: [
        GridSection(id: "s") { for name in ["b", "c"] { Cellar.Item<GridCell>(model: name) } }
      ])
      // Queued while the tap is under way.
      #expect(grid.collectionView.numberOfItems(inSection: 0) == 3)
      grid.delegate = nil
      app = nil
    }
    try grid.collectionView.tapItem(at: IndexPath(item: 0, section: 0))
    #expect(app == nil)
    #expect(grid.delegate == nil)
    #expect(grid.collectionView.numberOfItems(inSection: 0) == 2)
    #expect(grid.collectionView.indexPathsForSelectedItems ?? [] == [])
    #expect(grid.lastError == nil)
  }
}
