import CellarHost
import Foundation

/// The data source, delegate and prefetch data source that a ``Table`` sets
/// on its table view, the same source on iOS and on CellarHost: it answers
/// each call from the table's sections and runs the rows' callbacks and the
/// scroll closures through the table.
///
/// The table owns its coordinator and the table view holds it weakly (as
/// UIKit holds its data source); the coordinator holds the table weakly
/// and takes it strongly for the length of each call, so user code that a
/// callback runs may release the table without pulling it from under the
/// call. It implements only the delegate methods Cellar answers (a
/// misspelt one is a "nearly matches" warning, since each is declared with
/// its conformance); the others go to the app's ``Table/delegate``, and
/// the notifications it handles reach that delegate after the rows'
/// handlers (see ``ListCoordinator``).
@MainActor
final class TableCoordinator: ListCoordinator {
  /// The table whose sections the coordinator answers from; `nil` once it is gone.
  ///
  /// Set once, in `init`, and read on every call the table view makes (one
  /// per row for estimated heights): `@exclusivity(unchecked)`, so a read
  /// costs no dynamic exclusivity check, which a plain `weak var` does
  /// (7.6 million instructions of `table100k`'s setup, 165 million of
  /// `reverse1M`'s update with the weak load). A `weak let` (SE-0481) would
  /// do the same, but needs a newer compiler than Swift 6.0, which Cellar
  /// supports.
  @exclusivity(unchecked) weak var table: Table?

  /// Makes the coordinator of `table`.
  init(table: Table) {
    self.table = table
    super.init(driver: table)
  }
}

extension TableCoordinator: UITableViewDataSource {
  func numberOfSections(in tableView: UITableView) -> Int { table?.shown.count ?? 0 }

  func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
    table?.section(at: section)?.rows.count ?? 0
  }

  func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath)
    -> UITableViewCell
  {
    guard let table else {
      driverIsGone { [weak tableView] in tableView?.reloadData() }
      return UITableViewCell(style: .default, reuseIdentifier: nil)
    }
    return table.cell(at: indexPath)
  }

  func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
    if let answers = table?.dataSourceAnswers {
      return answers.tableView(tableView, titleForHeaderInSection: section)
    }
    return table?.section(at: section)?.header?.title
  }

  func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? {
    if let answers = table?.dataSourceAnswers {
      return answers.tableView(tableView, titleForFooterInSection: section)
    }
    return table?.section(at: section)?.footer?.title
  }

  func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool {
    if let answers = table?.dataSourceAnswers {
      return answers.tableView(tableView, canEditRowAt: indexPath)
    }
    return table?.storage(at: indexPath)?.editing.canEdit ?? false
  }

  func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool {
    guard let table, table.outline.hasNestedRows == false else { return false }
    if let answers = table.dataSourceAnswers {
      return answers.tableView(tableView, canMoveRowAt: indexPath)
    }
    return table.storage(at: indexPath)?.editing.canMove ?? false
  }

  func sectionIndexTitles(for tableView: UITableView) -> [String]? {
    if let answers = table?.dataSourceAnswers { return answers.sectionIndexTitles(for: tableView) }
    return table?.sectionIndexTitles
  }

  func tableView(
    _ tableView: UITableView, sectionForSectionIndexTitle title: String, at index: Int
  ) -> Int {
    if let answers = table?.dataSourceAnswers {
      return answers.tableView(tableView, sectionForSectionIndexTitle: title, at: index)
    }
    return table?.section(forSectionIndexTitleAt: index) ?? -1
  }

  func tableView(
    _ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle,
    forRowAt indexPath: IndexPath
  ) {
    guard let table else { return }
    if let answers = table.dataSourceAnswers {
      table.inCallback { answers.tableView(tableView, commit: editingStyle, forRowAt: indexPath) }
      return
    }
    guard editingStyle == .delete else { return }
    do { try table.commitDelete(at: indexPath) } catch { table.report(error) }
  }

  func tableView(
    _ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath,
    to destinationIndexPath: IndexPath
  ) {
    guard let table else { return }
    table.applyUserMove(from: sourceIndexPath, to: destinationIndexPath, on: .table)
    if let answers = table.dataSourceAnswers {
      answers.userMoved(from: sourceIndexPath, to: destinationIndexPath)
      table.inCallback {
        answers.tableView(tableView, moveRowAt: sourceIndexPath, to: destinationIndexPath)
      }
    }
  }

  /// `true`: rows with a delete handler can be deleted (CellarHost asks it;
  /// UIKit asks whether the method is implemented, and it is).
  var respondsToCommitEditing: Bool { true }

  /// `true`: rows with ``Row/canMove`` can be reordered (as above).
  var respondsToMoveRow: Bool { true }
}

extension TableCoordinator: UITableViewDelegate {
  func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
    table?.storage(at: indexPath)?.height ?? tableView.rowHeight
  }

  func tableView(_ tableView: UITableView, estimatedHeightForRowAt indexPath: IndexPath)
    -> CGFloat
  {
    table?.storage(at: indexPath)?.height ?? tableView.estimatedRowHeight
  }

  func tableView(_ tableView: UITableView, heightForHeaderInSection section: Int) -> CGFloat {
    table?.section(at: section)?.header?.fixedHeight ?? tableView.sectionHeaderHeight
  }

  func tableView(_ tableView: UITableView, heightForFooterInSection section: Int) -> CGFloat {
    table?.section(at: section)?.footer?.fixedHeight ?? tableView.sectionFooterHeight
  }

  func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView? {
    guard let table, let header = table.section(at: section)?.header else { return nil }
    return table.headerFooterView(header, section: section)
  }

  func tableView(_ tableView: UITableView, viewForFooterInSection section: Int) -> UIView? {
    guard let table, let footer = table.section(at: section)?.footer else { return nil }
    return table.headerFooterView(footer, section: section)
  }

  func tableView(
    _ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath
  ) {
    table?.willDisplay(cell, at: indexPath)
    chain(appTableDelegate) { $0.tableView(tableView, willDisplay: cell, forRowAt: indexPath) }
  }

  func tableView(
    _ tableView: UITableView, didEndDisplaying cell: UITableViewCell,
    forRowAt indexPath: IndexPath
  ) {
    table?.didEndDisplaying(cell, at: indexPath)
    chain(appTableDelegate) { $0.tableView(tableView, didEndDisplaying: cell, forRowAt: indexPath) }
  }

  func tableView(
    _ tableView: UITableView, willDisplayHeaderView view: UIView, forSection section: Int
  ) {
    table?.willDisplay(view, .header, section: section)
    chain(appTableDelegate) {
      $0.tableView(tableView, willDisplayHeaderView: view, forSection: section)
    }
  }

  func tableView(
    _ tableView: UITableView, willDisplayFooterView view: UIView, forSection section: Int
  ) {
    table?.willDisplay(view, .footer, section: section)
    chain(appTableDelegate) {
      $0.tableView(tableView, willDisplayFooterView: view, forSection: section)
    }
  }

  func tableView(
    _ tableView: UITableView, didEndDisplayingHeaderView view: UIView, forSection section: Int
  ) {
    table?.didEndDisplaying(view, .header, section: section)
    chain(appTableDelegate) {
      $0.tableView(tableView, didEndDisplayingHeaderView: view, forSection: section)
    }
  }

  func tableView(
    _ tableView: UITableView, didEndDisplayingFooterView view: UIView, forSection section: Int
  ) {
    table?.didEndDisplaying(view, .footer, section: section)
    chain(appTableDelegate) {
      $0.tableView(tableView, didEndDisplayingFooterView: view, forSection: section)
    }
  }

  func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
    table?.routeSelection(at: indexPath, deselect: false)
    chain(appTableDelegate) { $0.tableView(tableView, didSelectRowAt: indexPath) }
  }

  func tableView(_ tableView: UITableView, didDeselectRowAt indexPath: IndexPath) {
    table?.routeSelection(at: indexPath, deselect: true)
    chain(appTableDelegate) { $0.tableView(tableView, didDeselectRowAt: indexPath) }
  }

  func tableView(_ tableView: UITableView, didEndEditingRowAt indexPath: IndexPath?) {
    table?.swipeDidEnd()
    chain(appTableDelegate) { $0.tableView(tableView, didEndEditingRowAt: indexPath) }
  }

  func tableView(_ tableView: UITableView, editingStyleForRowAt indexPath: IndexPath)
    -> UITableViewCell.EditingStyle
  {
    guard let table else { return .none }
    // A diffable data source's editable rows delete, as with UIKit's
    // default answer.
    if table.dataSourceAnswers != nil { return .delete }
    return table.storage(at: indexPath)?.editing.deletes == true ? .delete : .none
  }

  func tableView(
    _ tableView: UITableView, leadingSwipeActionsConfigurationForRowAt indexPath: IndexPath
  ) -> UISwipeActionsConfiguration? {
    table?.swipeConfiguration(at: indexPath, leading: true)
  }

  func tableView(
    _ tableView: UITableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath
  ) -> UISwipeActionsConfiguration? {
    table?.swipeConfiguration(at: indexPath, leading: false)
  }
}

extension TableCoordinator: UITableViewDataSourcePrefetching {
  func tableView(_ tableView: UITableView, prefetchRowsAt indexPaths: [IndexPath]) {
    table?.routePrefetch(indexPaths, cancel: false)
  }

  func tableView(_ tableView: UITableView, cancelPrefetchingForRowsAt indexPaths: [IndexPath]) {
    table?.routePrefetch(indexPaths, cancel: true)
  }
}
