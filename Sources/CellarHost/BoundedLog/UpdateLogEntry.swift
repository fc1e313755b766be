import Foundation

extension Headless {
  /// What caused a change recorded in a view's update log.
  public enum UpdateLogKind: Sendable, Hashable {
    /// A batch: `performBatchUpdates(_:completion:)`, the table's
    /// `beginUpdates()`/`endUpdates()`, or an update method called outside
    /// a batch (a batch of one).
    case batch
    /// `reloadData()`.
    case reloadData
    /// The user moved a row or an item
    /// (``Headless/UITableView/moveRowByUser(from:to:)``,
    /// ``Headless/UICollectionView/endInteractiveMovement()``).
    case userMove
  }

  /// A view that keeps an update log of ``UpdateLogEntry`` values: it says
  /// what its rows are called, which is all that differs between the
  /// entries of a table view and of a collection view.
  public protocol UpdateLogging: AnyObject {
    /// Whether the view's rows are items (a collection view's): the
    /// surface of the entries made with
    /// ``UpdateLogEntry/init(kind:operations:fellBackToReloadData:)``, which
    /// then print the calls in the collection view's words.
    static var logsItems: Bool { get }
  }

  /// One change a table or collection view accepted, as recorded in its
  /// `updateLog` (``Headless/UITableView/updateLog``,
  /// ``Headless/UICollectionView/updateLog``): the same entry for both, named
  /// by the view that logs it (`View`). The entries a view logs carry its
  /// surface in their ``batch``, which decides how they print (rows or
  /// items).
  public struct UpdateLogEntry<View: UpdateLogging>: Sendable, Hashable {
    /// What caused a change.
    public typealias Kind = UpdateLogKind

    /// What caused the change.
    public let kind: Kind

    /// The batch: its calls in the order they were made (empty for a
    /// reload), for the view's surface.
    public let batch: Batch

    /// The operations, in the order they were called; empty for a reload.
    public var operations: [BatchOperation] { batch.calls }

    /// Whether the batch was applied as a `reloadData` instead of
    /// validated change by change: `reloadData()` called inside the batch,
    /// a batch before the view had loaded its counts, or (tables) a row
    /// moved out of a deleted section or into an inserted one. Always
    /// `false` for other kinds.
    public let fellBackToReloadData: Bool

    /// Creates a log entry.
    ///
    /// - Parameters:
    ///   - kind: What caused the change.
    ///   - batch: The batch (empty for a reload).
    ///   - fellBackToReloadData: Whether a batch was applied as `reloadData`.
    public init(kind: Kind, batch: Batch, fellBackToReloadData: Bool) {
      self.kind = kind
      self.batch = batch
      self.fellBackToReloadData = fellBackToReloadData
    }

    /// Creates a log entry of `View`'s surface.
    ///
    /// - Parameters:
    ///   - kind: What caused the change.
    ///   - operations: The operations, in call order.
    ///   - fellBackToReloadData: Whether a batch was applied as `reloadData`.
    public init(kind: Kind, operations: [BatchOperation], fellBackToReloadData: Bool) {
      self.init(
        kind: kind, batch: Batch(View.logsItems ? .collection : .table, calls: operations),
        fellBackToReloadData: fellBackToReloadData)
    }
  }
}

extension Headless.UpdateLogEntry: CustomStringConvertible {
  /// The entry as one line: `reloadData`, `userMove([moveRow([0, 0], [0, 2])])`,
  /// or `batch([deleteSections([1]), insertRows([[0, 1]])])` (a collection
  /// view's: `batch([insertItems([[0, 1]])])`), with
  /// `, applied as reloadData` when the batch fell back to a reload.
  public var description: String {
    switch kind {
    case .reloadData: return "reloadData"
    case .batch, .userMove:
      let name = kind == .batch ? "batch" : "userMove"
      return "\(name)(\(batch))" + (fellBackToReloadData ? ", applied as reloadData" : "")
    }
  }
}
