import Foundation

extension CollectionViewBatch {
  /// One update call inside a collection view's batch:
  /// ``Headless/BatchOperation``, which the table view records too, made in
  /// the collection view's words with its static functions
  /// (``Headless/BatchOperation/insertItems(_:)``, ...).
  ///
  /// - Note: Deprecated: a third name for ``Headless/BatchOperation``
  ///   (``Headless/UICollectionView/Operation`` is the other). Write
  ///   `UICollectionView.Operation` or `Headless.BatchOperation`.
  @available(
    *, deprecated, renamed: "Headless.BatchOperation",
    message: "use UICollectionView.Operation or Headless.BatchOperation"
  )
  public typealias Operation = Headless.BatchOperation
}
