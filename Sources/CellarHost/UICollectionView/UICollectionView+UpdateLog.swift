import Foundation

extension Headless.UICollectionView {
  /// One update call inside a batch, named after UIKit's `UICollectionView`
  /// method: ``CollectionViewBatch/Operation``.
  public typealias Operation = CollectionViewBatch.Operation

  /// A batch the collection view rejected, with UIKit's exception text:
  /// ``CollectionViewBatch/UpdateError``.
  public typealias UpdateError = CollectionViewBatch.UpdateError

  /// One change the collection view accepted, as recorded in
  /// ``Headless/UICollectionView/updateLog``.
  public struct Update: Sendable, Hashable {
    /// What caused a change.
    public enum Kind: Sendable, Hashable {
      /// A batch: ``Headless/UICollectionView/performBatchUpdates(_:completion:)``, or
      /// an update method called outside a batch (a batch of one).
      case batch
      /// ``Headless/UICollectionView/reloadData()``.
      case reloadData
    }

    /// What caused the change.
    public let kind: Kind

    /// The operations, in the order they were called; empty for a reload.
    public let operations: [Operation]

    /// Whether the batch was applied as a `reloadData` without validation,
    /// because ``Headless/UICollectionView/reloadData()`` was called inside it, as
    /// UIKit does. Always `false` for a reload.
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

extension CollectionViewBatch.Operation: CustomStringConvertible {
  /// The call as code would read it: `deleteSections([1])`,
  /// `insertItems([[0, 1], [0, 2]])`, `moveItem([0, 1], [2, 0])`.
  ///
  /// Index paths print as `[section, item]`, section sets as their indexes
  /// in order.
  public var description: String {
    func paths(_ paths: [IndexPath]) -> String {
      "[" + paths.map { "\(Array($0))" }.joined(separator: ", ") + "]"
    }
    func sections(_ sections: IndexSet) -> String { "\(Array(sections))" }
    switch self {
    case .insertItems(let list): return "insertItems(\(paths(list)))"
    case .deleteItems(let list): return "deleteItems(\(paths(list)))"
    case .reloadItems(let list): return "reloadItems(\(paths(list)))"
    case .moveItem(let from, let to): return "moveItem(\(Array(from)), \(Array(to)))"
    case .reconfigureItems(let list): return "reconfigureItems(\(paths(list)))"
    case .insertSections(let set): return "insertSections(\(sections(set)))"
    case .deleteSections(let set): return "deleteSections(\(sections(set)))"
    case .reloadSections(let set): return "reloadSections(\(sections(set)))"
    case .moveSection(let from, let to): return "moveSection(\(from), \(to))"
    }
  }
}

extension Headless.UICollectionView.Update: CustomStringConvertible {
  /// The entry as one line: `reloadData`, or
  /// `batch([deleteSections([1]), insertItems([[0, 1]])])`, with
  /// `, applied as reloadData` when the batch fell back to a reload.
  public var description: String {
    switch kind {
    case .reloadData: return "reloadData"
    case .batch:
      let list = operations.map(\.description).joined(separator: ", ")
      return "batch([\(list)])" + (fellBackToReloadData ? ", applied as reloadData" : "")
    }
  }
}
