import CellarHost
import Foundation

/// The host table's data source, delegate and prefetch data source: it
/// forwards each host call to the UIKit table's `dataSource`, `delegate`
/// and `prefetchDataSource`, passing the UIKit table and UIKit cells and
/// views, and answers as UIKit does when the UIKit object is gone.
///
/// The UIKit table owns the bridge (the host holds it weakly); the bridge
/// points back without owning.
@MainActor
final class TableBridge {
  /// The UIKit table, which owns the bridge; set right after the table's
  /// initialization.
  weak var owner: UITableView?

  /// The UIKit table.
  var table: UITableView {
    guard let owner else { preconditionFailure("The facade table's bridge outlived its table") }
    return owner
  }

  /// UIKit views for the host's own title views (headers and footers made
  /// from `titleForHeaderInSection`), which the host pools and reuses, so
  /// this stays as small as the most titles ever displayed at once.
  private var titleViews: [ObjectIdentifier: TitleView] = [:]

  /// A UIKit view standing for one of the host's title views, and the
  /// host's texts last copied into it.
  private struct TitleView {
    /// The host's view, kept alive while it stands for it.
    let host: Headless.UITableViewHeaderFooterView
    /// The UIKit view.
    let ui: UITableViewHeaderFooterView
    /// The host's title and detail when they were last copied.
    var copied: (String?, String?)
  }

  init() {}

  var dataSource: (any UITableViewDataSource)? { table.dataSource }
  var delegate: (any UITableViewDelegate)? { table.delegate }

  /// The carrier of a host cell; every cell of a facade table is one.
  func carrier(of cell: Headless.UITableViewCell) -> TableCellCarrier {
    guard let carrier = cell as? TableCellCarrier else {
      preconditionFailure("A facade table holds only carrier cells")
    }
    return carrier
  }

  /// The carrier of a UIKit cell a data source returned: the one that
  /// carries it, or a new one for a cell that was not dequeued.
  func carrier(for cell: UITableViewCell) -> TableCellCarrier {
    cell.carrier ?? TableCellCarrier(ui: cell)
  }

  /// The UIKit view of a host header or footer: a carrier's view, or the
  /// UIKit view standing for one of the host's title views.
  func uiView(for view: Headless.UITableViewHeaderFooterView) -> UIView {
    if let carrier = view as? TableHeaderFooterCarrier { return carrier.view }
    let key = ObjectIdentifier(view)
    let hostTexts = (view.textLabel?.text, view.detailTextLabel?.text)
    guard var entry = titleViews[key] else {
      let ui = UITableViewHeaderFooterView(reuseIdentifier: nil)
      ui.textLabel?.text = hostTexts.0
      ui.detailTextLabel?.text = hostTexts.1
      titleViews[key] = TitleView(host: view, ui: ui, copied: hostTexts)
      return ui
    }
    // The host's texts win only when the host changed them (it asked the
    // data source again): what the app set on the UIKit view since, as it
    // would on UIKit's own view, stays.
    if entry.copied != hostTexts {
      entry.ui.textLabel?.text = hostTexts.0
      entry.ui.detailTextLabel?.text = hostTexts.1
      entry.copied = hostTexts
      titleViews[key] = entry
    }
    return entry.ui
  }

  /// The host view for a UIKit header or footer a delegate returned.
  func hostView(for view: UIView) -> Headless.UITableViewHeaderFooterView {
    (view.facadeCarrier as? TableHeaderFooterCarrier) ?? TableHeaderFooterCarrier(view: view)
  }
}

// MARK: Data source

extension TableBridge: Headless.UITableViewDataSource {
  func numberOfSections(in tableView: Headless.UITableView) -> Int {
    dataSource?.numberOfSections(in: table) ?? 0
  }

  func tableView(_ tableView: Headless.UITableView, numberOfRowsInSection section: Int) -> Int {
    dataSource?.tableView(table, numberOfRowsInSection: section) ?? 0
  }

  func tableView(_ tableView: Headless.UITableView, cellForRowAt indexPath: IndexPath)
    -> Headless.UITableViewCell
  {
    guard let dataSource else {
      // UIKit raises "dataSource returned a nil cell".
      UIKitException.raise(
        UIKitException(
          name: .internalInconsistency,
          reason: Headless.UITableView.DequeueError.missingCell(indexPath: indexPath).description))
      return Headless.UITableViewCell(style: .default, reuseIdentifier: nil)
    }
    let cell = dataSource.tableView(table, cellForRowAt: indexPath)
    let carrier = carrier(for: cell)
    table.dequeuedCarriers.removeAll()
    return carrier
  }

  func tableView(_ tableView: Headless.UITableView, titleForHeaderInSection section: Int) -> String?
  {
    dataSource?.tableView(table, titleForHeaderInSection: section)
  }

  func tableView(_ tableView: Headless.UITableView, titleForFooterInSection section: Int) -> String?
  {
    dataSource?.tableView(table, titleForFooterInSection: section)
  }

  func sectionIndexTitles(for tableView: Headless.UITableView) -> [String]? {
    dataSource?.sectionIndexTitles(for: table)
  }

  func tableView(
    _ tableView: Headless.UITableView, sectionForSectionIndexTitle title: String, at index: Int
  ) -> Int {
    dataSource?.tableView(table, sectionForSectionIndexTitle: title, at: index) ?? index
  }

  func tableView(_ tableView: Headless.UITableView, canEditRowAt indexPath: IndexPath) -> Bool {
    dataSource?.tableView(table, canEditRowAt: indexPath) ?? false
  }

  func tableView(_ tableView: Headless.UITableView, canMoveRowAt indexPath: IndexPath) -> Bool {
    dataSource?.tableView(table, canMoveRowAt: indexPath) ?? false
  }

  func tableView(
    _ tableView: Headless.UITableView, commit editingStyle: Headless.UITableViewCell.EditingStyle,
    forRowAt indexPath: IndexPath
  ) {
    dataSource?.tableView(
      table, commit: UITableViewCell.EditingStyle(host: editingStyle), forRowAt: indexPath)
  }

  func tableView(
    _ tableView: Headless.UITableView, moveRowAt sourceIndexPath: IndexPath,
    to destinationIndexPath: IndexPath
  ) {
    dataSource?.tableView(table, moveRowAt: sourceIndexPath, to: destinationIndexPath)
  }

  var respondsToCommitEditing: Bool { dataSource != nil && table.assumesDataSourceCommitsEditing }

  var respondsToMoveRow: Bool { dataSource != nil && table.assumesDataSourceMovesRows }
}

// MARK: Prefetching

extension TableBridge: Headless.UITableViewDataSourcePrefetching {
  func tableView(_ tableView: Headless.UITableView, prefetchRowsAt indexPaths: [IndexPath]) {
    table.prefetchDataSource?.tableView(table, prefetchRowsAt: indexPaths)
  }

  func tableView(
    _ tableView: Headless.UITableView, cancelPrefetchingForRowsAt indexPaths: [IndexPath]
  ) {
    table.prefetchDataSource?.tableView(table, cancelPrefetchingForRowsAt: indexPaths)
  }
}
