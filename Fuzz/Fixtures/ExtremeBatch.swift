import Cellar
import Foundation

/// A host batch with an extreme index path, sent with the data unchanged:
/// the table view must refuse it (for a row past the end of an existing
/// section, with UIKit's message naming the row) and change nothing,
/// unless UIKit's reading of the path makes it legal.
///
/// Index paths are read as UIKit reads them: `section` and `row` are the
/// first two indexes, so a three-index path `[0, 0, 0]` is row 0 of
/// section 0, and a reload or a move of it in place (or its delete and
/// insert) is legal when that row exists. A one-index path has no row
/// (`NSNotFound`). The table fuzz driver and the thrash test both send them.
public enum ExtremeBatch: Int, CaseIterable, Sendable {
  case delete, insert, reload, moveFrom, moveTo, reloadAndInsertFirst, deleteAndInsert
  /// 65 moves from the path: enough moves for the validator's dense move
  /// index, which once added an `Int.max` row to its section's start.
  case manyMovesFrom

  /// Index paths no batch may take: `Int.max`, `Int.min`, negative, one
  /// and three indexes.
  public static let paths: [IndexPath] = [
    IndexPath(row: .max, section: 0), IndexPath(row: .min, section: 0),
    IndexPath(row: -1, section: 0), IndexPath(row: 0, section: .max),
    IndexPath(row: 0, section: -1), IndexPath(index: 0), IndexPath(indexes: [0, 0, 0]),
    IndexPath(row: .max, section: .max),
  ]

  /// The batch's name in a history.
  public var name: String {
    [
      "delete", "insert", "reload", "move from", "move to", "reload and insert [0, 0]",
      "delete and insert", "65 moves from",
    ][rawValue]
  }

  /// Sends the batch with `path` to `tableView`, catching what it raises.
  ///
  /// - Returns: The exception the table view raised for the batch (UIKit's),
  ///   or `nil` when it accepted it.
  @MainActor
  public func send(with path: IndexPath, to tableView: UITableView) -> UIKitException? {
    let first = IndexPath(row: 0, section: 0)
    return UIKitException.catching { sendUncaught(with: path, first: first, to: tableView) }
  }

  /// Sends the batch: raises as the table view raises.
  @MainActor
  private func sendUncaught(with path: IndexPath, first: IndexPath, to tableView: UITableView) {
    tableView.performBatchUpdates {
      switch self {
      case .delete: tableView.deleteRows(at: [path], with: .automatic)
      case .insert: tableView.insertRows(at: [path], with: .automatic)
      case .reload: tableView.reloadRows(at: [path], with: .automatic)
      case .moveFrom: tableView.moveRow(at: path, to: first)
      case .moveTo: tableView.moveRow(at: first, to: path)
      case .reloadAndInsertFirst:
        tableView.reloadRows(at: [path], with: .automatic)
        tableView.insertRows(at: [first], with: .automatic)
      case .deleteAndInsert:
        tableView.deleteRows(at: [path], with: .automatic)
        tableView.insertRows(at: [path], with: .automatic)
      case .manyMovesFrom:
        for _ in 0..<65 { tableView.moveRow(at: path, to: first) }
      }
    }
  }

  /// Whether the table view must accept the batch with `path`: a
  /// three-index path (row 0 of section 0) reloaded, moved in place, or
  /// deleted and inserted, when that row exists.
  ///
  /// - Parameters:
  ///   - path: The batch's index path.
  ///   - hasFirstRow: Whether row 0 of section 0 exists.
  public func isLegal(with path: IndexPath, hasFirstRow: Bool) -> Bool {
    path.count == 3 && [.reload, .moveFrom, .moveTo, .deleteAndInsert].contains(self)
      && hasFirstRow
  }
}
