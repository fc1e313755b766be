import Foundation

extension Headless {
  /// One call made inside a batch update of a table view or a collection
  /// view, as the view records it in its update log (``UpdateLogEntry``),
  /// in the table view's words: a collection view's items are its rows
  /// (`insertItems(at:)` records `.insertRows(paths, .automatic)`; the
  /// static functions below make them in the collection view's words).
  ///
  /// Row deletes and reloads, section deletes and reloads, and move sources
  /// are in the coordinates before the update; inserts and move destinations
  /// in the coordinates after it. Reconfigured rows are in the coordinates
  /// before the update, like reloads.
  public enum BatchOperation: Sendable, Hashable {
    /// `insertRows(at:with:)`.
    case insertRows([IndexPath], Headless.UITableView.RowAnimation)
    /// `deleteRows(at:with:)`.
    case deleteRows([IndexPath], Headless.UITableView.RowAnimation)
    /// `reloadRows(at:with:)`.
    case reloadRows([IndexPath], Headless.UITableView.RowAnimation)
    /// `moveRow(at:to:)`.
    case moveRow(IndexPath, IndexPath)
    /// `reconfigureRows(at:)`.
    case reconfigureRows([IndexPath])
    /// `insertSections(_:with:)`.
    case insertSections(IndexSet, Headless.UITableView.RowAnimation)
    /// `deleteSections(_:with:)`.
    case deleteSections(IndexSet, Headless.UITableView.RowAnimation)
    /// `reloadSections(_:with:)`.
    case reloadSections(IndexSet, Headless.UITableView.RowAnimation)
    /// `moveSection(_:toSection:)`.
    case moveSection(Int, Int)
  }
}

extension Headless.BatchOperation {
  /// `insertItems(at:)`: a collection view's insert.
  public static func insertItems(_ paths: [IndexPath]) -> Self { .insertRows(paths, .automatic) }
  /// `deleteItems(at:)`: a collection view's delete.
  public static func deleteItems(_ paths: [IndexPath]) -> Self { .deleteRows(paths, .automatic) }
  /// `reloadItems(at:)`: a delete of the item plus an insert where it goes.
  public static func reloadItems(_ paths: [IndexPath]) -> Self { .reloadRows(paths, .automatic) }
  /// `moveItem(at:to:)`.
  public static func moveItem(_ source: IndexPath, _ destination: IndexPath) -> Self {
    .moveRow(source, destination)
  }
  /// `reconfigureItems(at:)`: no effect on counts or positions.
  public static func reconfigureItems(_ paths: [IndexPath]) -> Self { .reconfigureRows(paths) }
  /// A collection view's `insertSections(_:)`.
  public static func insertSections(_ sections: IndexSet) -> Self {
    .insertSections(sections, .automatic)
  }
  /// A collection view's `deleteSections(_:)`.
  public static func deleteSections(_ sections: IndexSet) -> Self {
    .deleteSections(sections, .automatic)
  }
  /// A collection view's `reloadSections(_:)`: a delete of the section plus
  /// an insert where it goes.
  public static func reloadSections(_ sections: IndexSet) -> Self {
    .reloadSections(sections, .automatic)
  }
}

extension Headless.BatchOperation: CustomStringConvertible {
  /// The call as code would read it on a table view: `deleteSections([1])`,
  /// `insertRows([[0, 1], [0, 2]])`, `moveRow([0, 1], [2, 0])`; an
  /// animation other than `.automatic` follows (`deleteRows([[0, 3]], .fade)`).
  ///
  /// Index paths print as `[section, row]`, section sets as their indexes
  /// in order.
  public var description: String { spelled(forCollectionView: false) }

  /// The call as code would read it on a table view (``description``) or,
  /// when `forCollectionView`, on a collection view: `insertItems([[0, 1]])`,
  /// `moveItem([0, 1], [2, 0])`, `deleteSections([1])`, no animation.
  func spelled(forCollectionView: Bool) -> String {
    func paths(_ paths: [IndexPath]) -> String {
      "[" + paths.map { "\(Array($0))" }.joined(separator: ", ") + "]"
    }
    func sections(_ sections: IndexSet) -> String { "\(Array(sections))" }
    func animated(_ name: String, _ argument: String, _ animation: UITableView.RowAnimation)
      -> String
    {
      animation == .automatic || forCollectionView
        ? "\(name)(\(argument))" : "\(name)(\(argument), .\(animation))"
    }
    let row = forCollectionView ? "Item" : "Row"
    switch self {
    case .insertRows(let list, let animation):
      return animated("insert\(row)s", paths(list), animation)
    case .deleteRows(let list, let animation):
      return animated("delete\(row)s", paths(list), animation)
    case .reloadRows(let list, let animation):
      return animated("reload\(row)s", paths(list), animation)
    case .moveRow(let from, let to): return "move\(row)(\(Array(from)), \(Array(to)))"
    case .reconfigureRows(let list): return "reconfigure\(row)s(\(paths(list)))"
    case .insertSections(let set, let animation):
      return animated("insertSections", sections(set), animation)
    case .deleteSections(let set, let animation):
      return animated("deleteSections", sections(set), animation)
    case .reloadSections(let set, let animation):
      return animated("reloadSections", sections(set), animation)
    case .moveSection(let from, let to): return "moveSection(\(from), \(to))"
    }
  }
}
