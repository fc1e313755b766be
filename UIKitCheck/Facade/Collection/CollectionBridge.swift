import CellarHost

/// Answers the host collection view's data-source, delegate and
/// prefetching calls by asking the UIKit-shaped objects of a
/// ``UICollectionView``, with that view and UIKit cells.
///
/// When a UIKit object is absent it answers as UIKit does (nothing for
/// notifications, `true` for the `should…` questions).
@MainActor
final class CollectionBridge: CollectionViewDataSource, CollectionViewDelegate,
  CollectionViewDataSourcePrefetching
{
  /// The UIKit collection view, which owns this bridge.
  unowned let view: UICollectionView

  /// A bridge for a collection view.
  init(view: UICollectionView) {
    self.view = view
  }

  // MARK: Data source

  func numberOfSections(in collectionView: CollectionView) -> Int {
    view.dataSource?.numberOfSections(in: view) ?? 0
  }

  func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int
  {
    view.dataSource?.collectionView(view, numberOfItemsInSection: section) ?? 0
  }

  func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath) throws
    -> CollectionViewCell
  {
    defer { view.dequeuedCarriers.removeAll() }
    guard let dataSource = view.dataSource else { return CollectionCellCarrier(frame: .zero) }
    return dataSource.collectionView(view, cellForItemAt: indexPath).cellCarrier
  }

  func collectionView(
    _ collectionView: CollectionView, viewForSupplementaryElementOfKind kind: String,
    at indexPath: IndexPath
  ) throws -> CollectionReusableView? {
    defer { view.dequeuedCarriers.removeAll() }
    guard let dataSource = view.dataSource else { return nil }
    return dataSource.collectionView(view, viewForSupplementaryElementOfKind: kind, at: indexPath)
      .viewCarrier
  }

  // MARK: Display

  func collectionView(
    _ collectionView: CollectionView, willDisplay cell: CollectionViewCell,
    forItemAt indexPath: IndexPath
  ) {
    guard let ui = UICollectionReusableView.ui(for: cell) as? UICollectionViewCell else { return }
    view.delegate?.collectionView(view, willDisplay: ui, forItemAt: indexPath)
  }

  func collectionView(
    _ collectionView: CollectionView, didEndDisplaying cell: CollectionViewCell,
    forItemAt indexPath: IndexPath
  ) {
    guard let ui = UICollectionReusableView.ui(for: cell) as? UICollectionViewCell else { return }
    view.delegate?.collectionView(view, didEndDisplaying: ui, forItemAt: indexPath)
  }

  func collectionView(
    _ collectionView: CollectionView, willDisplaySupplementaryView hostView: CollectionReusableView,
    forElementKind elementKind: String, at indexPath: IndexPath
  ) {
    view.delegate?.collectionView(
      view, willDisplaySupplementaryView: UICollectionReusableView.ui(for: hostView),
      forElementKind: elementKind, at: indexPath)
  }

  func collectionView(
    _ collectionView: CollectionView,
    didEndDisplayingSupplementaryView hostView: CollectionReusableView,
    forElementOfKind elementKind: String, at indexPath: IndexPath
  ) {
    view.delegate?.collectionView(
      view, didEndDisplayingSupplementaryView: UICollectionReusableView.ui(for: hostView),
      forElementOfKind: elementKind, at: indexPath)
  }

  // MARK: Highlight and selection

  func collectionView(_ collectionView: CollectionView, shouldHighlightItemAt indexPath: IndexPath)
    -> Bool
  {
    view.delegate?.collectionView(view, shouldHighlightItemAt: indexPath) ?? true
  }

  func collectionView(_ collectionView: CollectionView, didHighlightItemAt indexPath: IndexPath) {
    view.delegate?.collectionView(view, didHighlightItemAt: indexPath)
  }

  func collectionView(_ collectionView: CollectionView, didUnhighlightItemAt indexPath: IndexPath) {
    view.delegate?.collectionView(view, didUnhighlightItemAt: indexPath)
  }

  func collectionView(_ collectionView: CollectionView, shouldSelectItemAt indexPath: IndexPath)
    -> Bool
  {
    view.delegate?.collectionView(view, shouldSelectItemAt: indexPath) ?? true
  }

  func collectionView(_ collectionView: CollectionView, didSelectItemAt indexPath: IndexPath) {
    view.delegate?.collectionView(view, didSelectItemAt: indexPath)
  }

  func collectionView(_ collectionView: CollectionView, shouldDeselectItemAt indexPath: IndexPath)
    -> Bool
  {
    view.delegate?.collectionView(view, shouldDeselectItemAt: indexPath) ?? true
  }

  func collectionView(_ collectionView: CollectionView, didDeselectItemAt indexPath: IndexPath) {
    view.delegate?.collectionView(view, didDeselectItemAt: indexPath)
  }

  // MARK: Prefetching

  func collectionView(_ collectionView: CollectionView, prefetchItemsAt indexPaths: [IndexPath]) {
    view.prefetchDataSource?.collectionView(view, prefetchItemsAt: indexPaths)
  }

  func collectionView(
    _ collectionView: CollectionView, cancelPrefetchingForItemsAt indexPaths: [IndexPath]
  ) {
    view.prefetchDataSource?.collectionView(view, cancelPrefetchingForItemsAt: indexPaths)
  }
}
