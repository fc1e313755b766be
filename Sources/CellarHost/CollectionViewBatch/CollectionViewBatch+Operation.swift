import Foundation

extension CollectionViewBatch {
  /// One update call inside a collection view's batch:
  /// ``Headless/BatchOperation``, which the table view records too, made in
  /// the collection view's words with its static functions
  /// (``Headless/BatchOperation/insertItems(_:)``, ...).
  public typealias Operation = Headless.BatchOperation
}
