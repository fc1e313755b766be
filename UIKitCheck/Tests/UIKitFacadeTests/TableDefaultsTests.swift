import CellarHost
import Testing
@_spi(Facade) import UIKit

/// A data source with only UIKit's two required methods.
final class MinimalSource: NSObject, UITableViewDataSource {
  var count: Int

  init(count: Int) {
    self.count = count
  }

  func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { count }

  func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
    let cell = tableView.dequeueReusableCell(withIdentifier: "Cell", for: indexPath)
    cell.textLabel?.text = "Row \(indexPath.row)"
    return cell
  }
}

/// A delegate that implements none of UIKit's optional methods.
final class EmptyDelegate: NSObject, UITableViewDelegate {}

/// A prefetch data source with only the required method.
final class MinimalPrefetcher: NSObject, UITableViewDataSourcePrefetching {
  var prefetched: [[IndexPath]] = []

  func tableView(_ tableView: UITableView, prefetchRowsAt indexPaths: [IndexPath]) {
    prefetched.append(indexPaths)
  }
}

@MainActor
@Suite("UIKit facade: optional methods left out behave as UIKit")
struct TableDefaultsTests {
  private func makeTable(_ source: MinimalSource, _ delegate: EmptyDelegate) -> UITableView {
    let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 220), style: .plain)
    table.register(UITableViewCell.self, forCellReuseIdentifier: "Cell")
    table.dataSource = source
    table.delegate = delegate
    return table
  }

  @Test("the data source defaults: one section, no titles, editable rows, index as section")
  func dataSourceDefaults() {
    let source = MinimalSource(count: 3)
    let delegate = EmptyDelegate()
    let table = makeTable(source, delegate)
    #expect(source.numberOfSections(in: table) == 1)
    #expect(source.tableView(table, titleForHeaderInSection: 0) == nil)
    #expect(source.tableView(table, titleForFooterInSection: 0) == nil)
    #expect(source.tableView(table, canEditRowAt: rowPath(0)))
    #expect(source.tableView(table, canMoveRowAt: rowPath(0)) == table.assumesDataSourceMovesRows)
    #expect(source.sectionIndexTitles(for: table) == nil)
    #expect(source.tableView(table, sectionForSectionIndexTitle: "B", at: 1) == 1)
    table.layoutIfNeeded()
    #expect(table.numberOfSections == 1)
    #expect(table.visibleCells.count == 3)
    #expect(table.host.sectionIndexTitles == nil)
    #expect(table.headerView(forSection: 0) == nil)
  }

  @Test("the delegate defaults: table heights, highlight and selection go ahead, Delete")
  func delegateDefaults() throws {
    let source = MinimalSource(count: 30)
    let delegate = EmptyDelegate()
    let table = makeTable(source, delegate)
    table.rowHeight = 50
    #expect(delegate.tableView(table, heightForRowAt: rowPath(0)) == 50)
    #expect(
      delegate.tableView(table, estimatedHeightForRowAt: rowPath(0)) == table.estimatedRowHeight)
    #expect(delegate.tableView(table, heightForHeaderInSection: 0) == table.sectionHeaderHeight)
    #expect(delegate.tableView(table, heightForFooterInSection: 0) == table.sectionFooterHeight)
    #expect(
      delegate.tableView(table, estimatedHeightForHeaderInSection: 0)
        == table.estimatedSectionHeaderHeight)
    #expect(
      delegate.tableView(table, estimatedHeightForFooterInSection: 0)
        == table.estimatedSectionFooterHeight)
    #expect(delegate.tableView(table, viewForHeaderInSection: 0) == nil)
    #expect(delegate.tableView(table, viewForFooterInSection: 0) == nil)
    #expect(delegate.tableView(table, shouldHighlightRowAt: rowPath(0)))
    #expect(delegate.tableView(table, willSelectRowAt: rowPath(2)) == rowPath(2))
    #expect(delegate.tableView(table, willDeselectRowAt: rowPath(2)) == rowPath(2))
    #expect(delegate.tableView(table, editingStyleForRowAt: rowPath(0)) == .delete)
    #expect(
      delegate.tableView(table, titleForDeleteConfirmationButtonForRowAt: rowPath(0)) == "Delete")
    #expect(delegate.tableView(table, shouldIndentWhileEditingRowAt: rowPath(0)))
    #expect(
      delegate.tableView(
        table, targetIndexPathForMoveFromRowAt: rowPath(0), toProposedIndexPath: rowPath(3))
        == rowPath(3))
    #expect(delegate.tableView(table, leadingSwipeActionsConfigurationForRowAt: rowPath(0)) == nil)
    #expect(delegate.tableView(table, trailingSwipeActionsConfigurationForRowAt: rowPath(0)) == nil)
    #expect(delegate.scrollViewShouldScrollToTop(table))
    table.layoutIfNeeded()
    #expect(table.rectForRow(at: rowPath(1)).height == 50)
    try table.host.tapRow(at: rowPath(1))
    #expect(table.indexPathForSelectedRow == rowPath(1))
    let swipe = try table.host.swipeActionsConfiguration(forRowAt: rowPath(0), edge: .trailing)
    #expect(swipe?.actions.map(\.title) == ["Delete"])
    table.setContentOffset(CGPoint(x: 0, y: 500), animated: true)
    #expect(try table.host.tapStatusBar())
    #expect(table.contentOffset.y == 0)
  }

  @Test("without a delegate the host's own defaults apply; without a prefetcher nothing is asked")
  func noDelegate() throws {
    let source = MinimalSource(count: 30)
    let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 220), style: .grouped)
    table.register(UITableViewCell.self, forCellReuseIdentifier: "Cell")
    table.dataSource = source
    table.layoutIfNeeded()
    #expect(table.host.delegate == nil)
    #expect(table.host.prefetchDataSource == nil)
    try table.host.tapRow(at: rowPath(0))
    #expect(table.indexPathForSelectedRow == rowPath(0))
    let prefetcher = MinimalPrefetcher()
    table.prefetchDataSource = prefetcher
    table.setContentOffset(CGPoint(x: 0, y: 300), animated: false)
    table.setContentOffset(CGPoint(x: 0, y: 0), animated: false)
    #expect(!prefetcher.prefetched.isEmpty)
    prefetcher.tableView(table, cancelPrefetchingForRowsAt: [rowPath(0)])
    table.prefetchDataSource = nil
    #expect(table.host.prefetchDataSource == nil)
  }

  @Test("an empty table and a table of many rows lay out")
  func emptyAndHuge() {
    let empty = MinimalSource(count: 0)
    let delegate = EmptyDelegate()
    let table = makeTable(empty, delegate)
    table.layoutIfNeeded()
    #expect(table.visibleCells.isEmpty)
    #expect(table.indexPathsForVisibleRows == nil)
    #expect(table.contentSize.height == 0)
    let huge = MinimalSource(count: 1_000_000)
    table.dataSource = huge
    table.rowHeight = 44
    table.layoutIfNeeded()
    #expect(table.numberOfRows(inSection: 0) == 1_000_000)
    table.scrollToRow(at: rowPath(999_999), at: .bottom, animated: false)
    #expect(table.indexPathsForVisibleRows?.last == rowPath(999_999))
    #expect(table.cellForRow(at: rowPath(999_999))?.textLabel?.text == "Row 999999")
  }

  @Test("a table, its host, its cells and its carriers are freed when the table is released")
  func noLeaks() throws {
    weak var weakTable: UITableView?
    weak var weakHost: Headless.UITableView?
    weak var weakCell: UITableViewCell?
    let source = MinimalSource(count: 20)
    let delegate = EmptyDelegate()
    do {
      let table = makeTable(source, delegate)
      table.layoutIfNeeded()
      table.setContentOffset(CGPoint(x: 0, y: 300), animated: false)
      weakTable = table
      weakHost = table.host
      weakCell = table.visibleCells.first
      #expect(weakCell != nil)
    }
    #expect(weakTable == nil)
    #expect(weakHost == nil)
    #expect(weakCell == nil)
  }
}
