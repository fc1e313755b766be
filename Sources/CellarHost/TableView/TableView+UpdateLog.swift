import Foundation

extension TableView {
  /// The animation a batch operation asks for. The simulator does not
  /// animate; it records the value in the ``TableView/updateLog``.
  public enum RowAnimation: Sendable, Hashable {
    /// Fade in or out.
    case fade
    /// Slide in from or out to the right.
    case right
    /// Slide in from or out to the left.
    case left
    /// Slide in from or out to the top.
    case top
    /// Slide in from or out to the bottom.
    case bottom
    /// No animation.
    case none
    /// Keep the cell centred while it appears or disappears.
    case middle
    /// Let the table choose.
    case automatic
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

  /// One change the table accepted, as recorded in ``TableView/updateLog``.
  public struct Update: Sendable, Hashable {
    /// What caused a change.
    public enum Kind: Sendable, Hashable {
      /// A batch: ``TableView/performBatchUpdates(_:completion:)``,
      /// ``TableView/beginUpdates()``/``TableView/endUpdates()``, or an update
      /// method called outside a batch (a batch of one).
      case batch
      /// ``TableView/reloadData()``.
      case reloadData
      /// The user dragged a row (``TableView/moveRowByUser(from:to:)``).
      case userMove
    }

    /// What caused the change.
    public let kind: Kind

    /// The operations, in the order they were called.
    public let operations: [Operation]

    /// Whether the batch was applied as a `reloadData` instead of row by
    /// row: a row moved out of a deleted section or into an inserted one,
    /// `reloadData()` called inside the batch, or a batch before the table
    /// had loaded its counts. Always `false` for other kinds.
    public let fellBackToReloadData: Bool

    /// Creates a log entry.
    ///
    /// - Parameters:
    ///   - kind: What caused the change.
    ///   - operations: The operations, in call order.
    ///   - fellBackToReloadData: Whether a batch was applied as `reloadData`.
    public init(kind: Kind, operations: [Operation], fellBackToReloadData: Bool) {
      self.kind = kind
      self.operations = operations
      self.fellBackToReloadData = fellBackToReloadData
    }
  }
}
