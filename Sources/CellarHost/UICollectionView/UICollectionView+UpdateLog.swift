import Foundation

extension Headless.UICollectionView {
  /// One update call inside a batch: ``Headless/BatchOperation``, the
  /// call both views record (made in the collection view's words with
  /// ``Headless/BatchOperation/insertItems(_:)`` and its siblings).
  public typealias Operation = Headless.BatchOperation

  /// A batch the collection view rejected, with UIKit's exception text:
  /// ``CollectionViewBatch/UpdateError``.
  public typealias UpdateError = CollectionViewBatch.UpdateError

  /// One change the collection view accepted, as recorded in
  /// ``Headless/UICollectionView/updateLog``: the entry both views log
  /// (``Headless/UpdateLogEntry``; a collection view never logs a `userMove`).
  public typealias Update = Headless.UpdateLogEntry<Headless.UICollectionView>
}

extension Headless.UICollectionView: Headless.UpdateLogging {
  /// `true`: a collection view's log entries print items.
  nonisolated public static var logsItems: Bool { true }
}
