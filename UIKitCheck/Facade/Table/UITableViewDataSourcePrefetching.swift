import Foundation

/// A protocol that provides advance warning of the data requirements for a
/// table view, allowing you to start potentially long-running data
/// operations early.
///
/// `tableView(_:prefetchRowsAt:)` is required in UIKit;
/// `tableView(_:cancelPrefetchingForRowsAt:)` is `optional` there, and has
/// a default implementation here that does nothing.
///
/// UIKit: https://developer.apple.com/documentation/uikit/uitableviewdatasourceprefetching
@MainActor
public protocol UITableViewDataSourcePrefetching: NSObjectProtocol {
  /// Instructs your prefetch data source object to begin preparing data for
  /// the cells at the supplied index paths. (required in UIKit)
  ///
  /// UIKit: https://developer.apple.com/documentation/uikit/uitableviewdatasourceprefetching/tableview(_:prefetchrowsat:)
  func tableView(_ tableView: UITableView, prefetchRowsAt indexPaths: [IndexPath])

  /// Cancels a previously triggered data prefetch request. (optional in UIKit)
  ///
  /// UIKit: https://developer.apple.com/documentation/uikit/uitableviewdatasourceprefetching/tableview(_:cancelprefetchingforrowsat:)
  func tableView(_ tableView: UITableView, cancelPrefetchingForRowsAt indexPaths: [IndexPath])
}

extension UITableViewDataSourcePrefetching {
  /// Does nothing, as UIKit when the method is not implemented.
  public func tableView(
    _ tableView: UITableView, cancelPrefetchingForRowsAt indexPaths: [IndexPath]
  ) {}
}
