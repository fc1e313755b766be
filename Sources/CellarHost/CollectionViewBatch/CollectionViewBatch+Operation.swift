import Foundation

extension CollectionViewBatch {
  /// One update call inside a collection view's batch, named after
  /// UIKit's `UICollectionView` method.
  public enum Operation: Sendable, Hashable {
    /// `insertItems(at:)`.
    case insertItems([IndexPath])
    /// `deleteItems(at:)`.
    case deleteItems([IndexPath])
    /// `reloadItems(at:)`: a delete of the item plus an insert where it goes.
    case reloadItems([IndexPath])
    /// `moveItem(at:to:)`.
    case moveItem(IndexPath, IndexPath)
    /// `reconfigureItems(at:)`: no effect on counts or positions.
    case reconfigureItems([IndexPath])
    /// `insertSections(_:)`.
    case insertSections(IndexSet)
    /// `deleteSections(_:)`.
    case deleteSections(IndexSet)
    /// `reloadSections(_:)`: a delete of the section plus an insert where it goes.
    case reloadSections(IndexSet)
    /// `moveSection(_:toSection:)`.
    case moveSection(Int, Int)

    /// The same call in the table's vocabulary, which the shared pipeline reads.
    var tableOperation: UITableView.Operation {
      switch self {
      case .insertItems(let paths): .insertRows(paths, .none)
      case .deleteItems(let paths): .deleteRows(paths, .none)
      case .reloadItems(let paths): .reloadRows(paths, .none)
      case .moveItem(let from, let to): .moveRow(from, to)
      case .reconfigureItems(let paths): .reconfigureRows(paths)
      case .insertSections(let sections): .insertSections(sections, .none)
      case .deleteSections(let sections): .deleteSections(sections, .none)
      case .reloadSections(let sections): .reloadSections(sections, .none)
      case .moveSection(let from, let to): .moveSection(from, to)
      }
    }
  }
}
