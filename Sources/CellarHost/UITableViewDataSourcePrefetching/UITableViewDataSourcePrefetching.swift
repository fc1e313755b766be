import Foundation

extension Headless {
  /// An object told ahead of time which rows will soon be displayed, so that it
  /// can load their data: UIKit's `UITableViewDataSourcePrefetching`.
  ///
  /// Set it as ``UITableView/prefetchDataSource`` (held weakly). The simulator's
  /// prefetch window is deterministic: after each scroll, the
  /// ``UITableView/prefetchDistance`` rows beyond the viewport edge in the
  /// direction of travel are prefetched, nearest first, never a visible row;
  /// rows that leave the window without being displayed (for example when the
  /// direction turns) are cancelled.
  @MainActor
  public protocol UITableViewDataSourcePrefetching: AnyObject {
    /// Starts loading data for rows likely to be displayed soon.
    ///
    /// - Parameters:
    ///   - tableView: The table view.
    ///   - indexPaths: The rows, nearest to the viewport first.
    func tableView(_ tableView: UITableView, prefetchRowsAt indexPaths: [IndexPath])

    /// Cancels loading for rows no longer likely to be displayed. Default: does nothing.
    ///
    /// - Parameters:
    ///   - tableView: The table view.
    ///   - indexPaths: The rows.
    func tableView(_ tableView: UITableView, cancelPrefetchingForRowsAt indexPaths: [IndexPath])
  }
}

extension Headless.UITableViewDataSourcePrefetching {
  /// Does nothing.
  public func tableView(
    _ tableView: Headless.UITableView, cancelPrefetchingForRowsAt indexPaths: [IndexPath]
  ) {}
}
