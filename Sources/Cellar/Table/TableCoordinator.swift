#if !canImport(UIKit)
  import Foundation

  /// The data source, delegate and prefetch data source that a ``Table`` sets
  /// on its table view: it answers each call from the table's sections and
  /// runs the rows' callbacks through the table.
  ///
  /// The table owns its coordinator and the table view holds it weakly (as
  /// UIKit holds its data source), so the table view never keeps the table
  /// alive: when the table goes, so does its coordinator, and the table view
  /// is left without a data source. The coordinator holds the table weakly
  /// and takes it strongly for the length of each call, so user code that a
  /// callback runs may release the table without pulling it from under the
  /// call. Users never see it: the table's public API is what they need,
  /// not the witnesses of the host's protocols.
  @MainActor
  final class TableCoordinator {
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
    }
  }

  extension TableCoordinator: TableViewDataSource {
    func numberOfSections(in tableView: TableView) -> Int { table?.sections.count ?? 0 }

    func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int {
      table?.section(at: section)?.rows.count ?? 0
    }

    func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) throws
      -> TableViewCell
    {
      guard let table else { throw missingCellError(at: indexPath) }
      return try table.cell(at: indexPath)
    }

    func tableView(_ tableView: TableView, titleForHeaderInSection section: Int) -> String? {
      table?.section(at: section)?.header?.title
    }

    func tableView(_ tableView: TableView, titleForFooterInSection section: Int) -> String? {
      table?.section(at: section)?.footer?.title
    }

    func tableView(_ tableView: TableView, canEditRowAt indexPath: IndexPath) -> Bool {
      table?.storage(at: indexPath)?.editing.canEdit ?? false
    }

    func tableView(_ tableView: TableView, canMoveRowAt indexPath: IndexPath) -> Bool {
      table?.storage(at: indexPath)?.editing.canMove ?? false
    }

    func tableView(
      _ tableView: TableView, commit editingStyle: TableViewCell.EditingStyle,
      forRowAt indexPath: IndexPath
    ) throws {
      guard editingStyle == .delete else { return }
      try table?.commitDelete(at: indexPath)
    }

    func tableView(
      _ tableView: TableView, moveRowAt sourceIndexPath: IndexPath,
      to destinationIndexPath: IndexPath
    ) {
      table?.applyUserMove(from: sourceIndexPath, to: destinationIndexPath)
    }

    /// `true`: rows with a delete handler can be deleted.
    var respondsToCommitEditing: Bool { true }

    /// `true`: rows with ``Row/canMove`` can be reordered.
    var respondsToMoveRow: Bool { true }
  }

  extension TableCoordinator: TableViewDelegate {
    func tableView(_ tableView: TableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
      table?.storage(at: indexPath)?.height ?? tableView.rowHeight
    }

    func tableView(_ tableView: TableView, estimatedHeightForRowAt indexPath: IndexPath)
      -> CGFloat
    {
      table?.storage(at: indexPath)?.height ?? tableView.estimatedRowHeight
    }

    func tableView(_ tableView: TableView, heightForHeaderInSection section: Int) -> CGFloat {
      table?.section(at: section)?.header?.fixedHeight ?? tableView.sectionHeaderHeight
    }

    func tableView(_ tableView: TableView, heightForFooterInSection section: Int) -> CGFloat {
      table?.section(at: section)?.footer?.fixedHeight ?? tableView.sectionFooterHeight
    }

    func tableView(_ tableView: TableView, viewForHeaderInSection section: Int)
      -> TableViewHeaderFooterView?
    {
      guard let table, let header = table.section(at: section)?.header else { return nil }
      return table.headerFooterView(header, section: section)
    }

    func tableView(_ tableView: TableView, viewForFooterInSection section: Int)
      -> TableViewHeaderFooterView?
    {
      guard let table, let footer = table.section(at: section)?.footer else { return nil }
      return table.headerFooterView(footer, section: section)
    }

    func tableView(
      _ tableView: TableView, willDisplay cell: TableViewCell, forRowAt indexPath: IndexPath
    ) {
      table?.willDisplay(cell, at: indexPath)
    }

    func tableView(
      _ tableView: TableView, didEndDisplaying cell: TableViewCell, forRowAt indexPath: IndexPath
    ) {
      table?.didEndDisplaying(cell, at: indexPath)
    }

    func tableView(
      _ tableView: TableView, willDisplayHeaderView view: TableViewHeaderFooterView,
      forSection section: Int
    ) {
      table?.willDisplay(view, .header, section: section)
    }

    func tableView(
      _ tableView: TableView, willDisplayFooterView view: TableViewHeaderFooterView,
      forSection section: Int
    ) {
      table?.willDisplay(view, .footer, section: section)
    }

    func tableView(
      _ tableView: TableView, didEndDisplayingHeaderView view: TableViewHeaderFooterView,
      forSection section: Int
    ) {
      table?.didEndDisplaying(view, .header, section: section)
    }

    func tableView(
      _ tableView: TableView, didEndDisplayingFooterView view: TableViewHeaderFooterView,
      forSection section: Int
    ) {
      table?.didEndDisplaying(view, .footer, section: section)
    }

    func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath) {
      guard let table, let storage = table.storage(at: indexPath) else { return }
      table.inCallback { storage.select(at: indexPath) }
    }

    func tableView(_ tableView: TableView, didDeselectRowAt indexPath: IndexPath) {
      guard let table, let storage = table.storage(at: indexPath) else { return }
      table.inCallback { storage.deselect(at: indexPath) }
    }

    func tableView(_ tableView: TableView, didEndEditingRowAt indexPath: IndexPath?) {
      table?.swipeDidEnd()
    }

    func tableView(_ tableView: TableView, editingStyleForRowAt indexPath: IndexPath)
      -> TableViewCell.EditingStyle
    {
      table?.storage(at: indexPath)?.editing.deletes == true ? .delete : .none
    }

    func tableView(
      _ tableView: TableView, leadingSwipeActionsConfigurationForRowAt indexPath: IndexPath
    ) -> SwipeActionsConfiguration? {
      table?.swipeConfiguration(at: indexPath, leading: true)
    }

    func tableView(
      _ tableView: TableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath
    ) -> SwipeActionsConfiguration? {
      table?.swipeConfiguration(at: indexPath, leading: false)
    }
  }

  extension TableCoordinator: TableViewDataSourcePrefetching {
    func tableView(_ tableView: TableView, prefetchRowsAt indexPaths: [IndexPath]) {
      table?.routePrefetch(indexPaths, cancel: false)
    }

    func tableView(_ tableView: TableView, cancelPrefetchingForRowsAt indexPaths: [IndexPath]) {
      table?.routePrefetch(indexPaths, cancel: true)
    }
  }
#endif
