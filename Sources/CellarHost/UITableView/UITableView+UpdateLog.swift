import Foundation

extension Headless.UITableView {
  /// The animation a batch operation asks for. The simulator does not
  /// animate; it records the value in the ``Headless/UITableView/updateLog``.
  public enum RowAnimation: Int, Sendable {
    /// Fade in or out.
    case fade = 0
    /// Slide in from or out to the right.
    case right = 1
    /// Slide in from or out to the left.
    case left = 2
    /// Slide in from or out to the top.
    case top = 3
    /// Slide in from or out to the bottom.
    case bottom = 4
    /// No animation.
    case none = 5
    /// Keep the cell centred while it appears or disappears.
    case middle = 6
    /// Let the table choose.
    case automatic = 100
  }

  /// One call made inside a batch update, as recorded in an ``Update``.
  ///
  /// Row deletes and reloads, section deletes and reloads, and move sources
  /// are in the coordinates before the update; inserts and move destinations
  /// in the coordinates after it. Reconfigured rows are in the coordinates
  /// before the update, like reloads.
  public enum Operation: Sendable, Hashable {
    /// `insertRows(at:with:)`.
    case insertRows([IndexPath], RowAnimation)
    /// `deleteRows(at:with:)`.
    case deleteRows([IndexPath], RowAnimation)
    /// `reloadRows(at:with:)`.
    case reloadRows([IndexPath], RowAnimation)
    /// `moveRow(at:to:)`.
    case moveRow(IndexPath, IndexPath)
    /// `reconfigureRows(at:)`.
    case reconfigureRows([IndexPath])
    /// `insertSections(_:with:)`.
    case insertSections(IndexSet, RowAnimation)
    /// `deleteSections(_:with:)`.
    case deleteSections(IndexSet, RowAnimation)
    /// `reloadSections(_:with:)`.
    case reloadSections(IndexSet, RowAnimation)
    /// `moveSection(_:toSection:)`.
    case moveSection(Int, Int)
  }

  /// One change the table accepted, as recorded in ``Headless/UITableView/updateLog``:
  /// the entry both views log (``Headless/UpdateLogEntry``).
  public typealias Update = Headless.UpdateLogEntry<Operation>
}

extension Headless.UITableView.Operation: CustomStringConvertible {
  /// The call as code would read it: `deleteSections([1])`,
  /// `insertRows([[0, 1], [0, 2]])`, `moveRow([0, 1], [2, 0])`; an
  /// animation other than `.automatic` follows (`deleteRows([[0, 3]], .fade)`).
  ///
  /// Index paths print as `[section, row]`, section sets as their indexes
  /// in order.
  public var description: String {
    func paths(_ paths: [IndexPath]) -> String {
      "[" + paths.map { "\(Array($0))" }.joined(separator: ", ") + "]"
    }
    func sections(_ sections: IndexSet) -> String { "\(Array(sections))" }
    func animated(_ name: String, _ argument: String, _ animation: UITableView.RowAnimation)
      -> String
    {
      animation == .automatic ? "\(name)(\(argument))" : "\(name)(\(argument), .\(animation))"
    }
    switch self {
    case .insertRows(let list, let animation): return animated("insertRows", paths(list), animation)
    case .deleteRows(let list, let animation): return animated("deleteRows", paths(list), animation)
    case .reloadRows(let list, let animation): return animated("reloadRows", paths(list), animation)
    case .moveRow(let from, let to): return "moveRow(\(Array(from)), \(Array(to)))"
    case .reconfigureRows(let list): return "reconfigureRows(\(paths(list)))"
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
