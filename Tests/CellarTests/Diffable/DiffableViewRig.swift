import CellarHost
import Foundation

@testable import Cellar

/// A test's hold on the one view a data source drives: a table view or a
/// collection view.
@MainActor
protocol DiffableViewRig {
  /// The table view, when the data source drives one.
  var tableView: UITableView? { get }
  /// The collection view, when the data source drives one.
  var collectionView: UICollectionView? { get }
}

extension DiffableViewRig {
  /// The number of entries in the view's update log.
  var logCount: Int { tableView?.updateLog.count ?? collectionView?.updateLog.count ?? 0 }

  /// Whether the view reloaded its data since log entry `start` (asked
  /// to, or falling back to it).
  func reloadedData(since start: Int) -> Bool {
    if let tableView {
      return tableView.updateLog[start...].contains {
        $0.kind == .reloadData || $0.fellBackToReloadData
      }
    }
    return collectionView?.updateLog[start...].contains {
      $0.kind == .reloadData || $0.fellBackToReloadData
    } ?? false
  }
}
