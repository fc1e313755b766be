import Foundation

/// What a table's data source answers that a ``DiffableDataSource`` lets
/// its subclasses answer (`UIKit`'s `open` methods of
/// `UITableViewDiffableDataSource`): the table's coordinator asks it
/// instead of the table's sections.
@MainActor
protocol TableDataSourceAnswers: AnyObject {
  func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String?
  func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String?
  func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool
  func tableView(
    _ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle,
    forRowAt indexPath: IndexPath)
  func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool
  func tableView(
    _ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath,
    to destinationIndexPath: IndexPath)
  func sectionIndexTitles(for tableView: UITableView) -> [String]?
  func tableView(
    _ tableView: UITableView, sectionForSectionIndexTitle title: String, at index: Int
  ) -> Int
  /// The user moved a row, which the table has moved: the data source's
  /// snapshot follows, before the subclass hears of it.
  func userMoved(from source: IndexPath, to destination: IndexPath)
}

extension DiffableDataSource: TableDataSourceAnswers {}

/// What a collection view's data source answers about the user's moves
/// that a ``DiffableDataSource`` answers (its reordering handlers): the
/// grid's coordinator asks it.
@MainActor
protocol GridMoveAnswers: AnyObject {
  /// Whether the user may move the item at `indexPath`.
  func canMoveItem(at indexPath: IndexPath) -> Bool
  /// The user moved an item, which the grid has moved.
  func userMovedItem(from source: IndexPath, to destination: IndexPath)
}
