import Foundation

extension Headless.UICollectionView {
  /// One update call inside a batch, named after UIKit's `UICollectionView`
  /// method: ``CollectionViewBatch/Operation``.
  public typealias Operation = CollectionViewBatch.Operation

  /// A batch the collection view rejected, with UIKit's exception text:
  /// ``CollectionViewBatch/UpdateError``.
  public typealias UpdateError = CollectionViewBatch.UpdateError

  /// One change the collection view accepted, as recorded in
  /// ``Headless/UICollectionView/updateLog``: the entry both views log
  /// (``Headless/UpdateLogEntry``; a collection view never logs a `userMove`).
  public typealias Update = Headless.UpdateLogEntry<Operation>
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
