import CellarHost

/// Answers the host collection view's data-source, delegate and
/// prefetching calls by asking the UIKit-shaped objects of a
/// ``UICollectionView``, with that view and UIKit cells.
///
/// When a UIKit object is absent it answers as UIKit does (nothing for
/// notifications, `true` for the `should…` questions).
@MainActor
final class CollectionBridge: Headless.UICollectionViewDataSource, Headless
    .UICollectionViewDelegate,
  Headless.UICollectionViewDataSourcePrefetching
{
  /// The UIKit collection view, which owns this bridge; held weakly, as a
  /// host kept alive by a test may outlive it (the bridge then answers as
  /// UIKit does without a data source or delegate).
  weak var owner: UICollectionView?

  /// A bridge for a collection view.
  init(view: UICollectionView) {
    self.owner = view
  }

  // MARK: Data source

  func numberOfSections(in collectionView: Headless.UICollectionView) -> Int {
    guard let view = owner else { return 0 }
    return view.dataSource?.numberOfSections(in: view) ?? 0
  }

  func collectionView(
    _ collectionView: Headless.UICollectionView, numberOfItemsInSection section: Int
  ) -> Int {
    guard let view = owner else { return 0 }
    return view.dataSource?.collectionView(view, numberOfItemsInSection: section) ?? 0
  }

  func collectionView(
    _ collectionView: Headless.UICollectionView, cellForItemAt indexPath: IndexPath
  ) -> Headless.UICollectionViewCell {
    guard let view = owner else { return CollectionCellCarrier(frame: .zero) }
    defer { view.dequeuedCarriers.removeAll() }
    guard let dataSource = view.dataSource else { return CollectionCellCarrier(frame: .zero) }
    return dataSource.collectionView(view, cellForItemAt: indexPath).cellCarrier
  }

  func collectionView(
    _ collectionView: Headless.UICollectionView, viewForSupplementaryElementOfKind kind: String,
    at indexPath: IndexPath
  ) -> Headless.UICollectionReusableView {
    guard let view = owner, let dataSource = view.dataSource else {
      return Headless.UICollectionReusableView()
    }
    defer { view.dequeuedCarriers.removeAll() }
    return dataSource.collectionView(view, viewForSupplementaryElementOfKind: kind, at: indexPath)
      .viewCarrier
  }

  // MARK: Display

  func collectionView(
    _ collectionView: Headless.UICollectionView, willDisplay cell: Headless.UICollectionViewCell,
    forItemAt indexPath: IndexPath
  ) {
    guard let view = owner else { return }
    guard let ui = UICollectionReusableView.ui(for: cell) as? UICollectionViewCell else { return }
    view.delegate?.collectionView(view, willDisplay: ui, forItemAt: indexPath)
  }

  func collectionView(
    _ collectionView: Headless.UICollectionView,
    didEndDisplaying cell: Headless.UICollectionViewCell,
    forItemAt indexPath: IndexPath
  ) {
    guard let view = owner else { return }
    guard let ui = UICollectionReusableView.ui(for: cell) as? UICollectionViewCell else { return }
    view.delegate?.collectionView(view, didEndDisplaying: ui, forItemAt: indexPath)
  }

  func collectionView(
    _ collectionView: Headless.UICollectionView,
    willDisplaySupplementaryView hostView: Headless.UICollectionReusableView,
    forElementKind elementKind: String, at indexPath: IndexPath
  ) {
    guard let view = owner else { return }
    view.delegate?.collectionView(
      view, willDisplaySupplementaryView: UICollectionReusableView.ui(for: hostView),
      forElementKind: elementKind, at: indexPath)
  }

  func collectionView(
    _ collectionView: Headless.UICollectionView,
    didEndDisplayingSupplementaryView hostView: Headless.UICollectionReusableView,
    forElementOfKind elementKind: String, at indexPath: IndexPath
  ) {
    guard let view = owner else { return }
    view.delegate?.collectionView(
      view, didEndDisplayingSupplementaryView: UICollectionReusableView.ui(for: hostView),
      forElementOfKind: elementKind, at: indexPath)
  }

  // MARK: Highlight and selection

  func collectionView(
    _ collectionView: Headless.UICollectionView, shouldHighlightItemAt indexPath: IndexPath
  )
    -> Bool
  {
    guard let view = owner else { return true }
    return view.delegate?.collectionView(view, shouldHighlightItemAt: indexPath) ?? true
  }

  func collectionView(
    _ collectionView: Headless.UICollectionView, didHighlightItemAt indexPath: IndexPath
  ) {
    guard let view = owner else { return }
    view.delegate?.collectionView(view, didHighlightItemAt: indexPath)
  }

  func collectionView(
    _ collectionView: Headless.UICollectionView, didUnhighlightItemAt indexPath: IndexPath
  ) {
    guard let view = owner else { return }
    view.delegate?.collectionView(view, didUnhighlightItemAt: indexPath)
  }

  func collectionView(
    _ collectionView: Headless.UICollectionView, shouldSelectItemAt indexPath: IndexPath
  )
    -> Bool
  {
    guard let view = owner else { return true }
    return view.delegate?.collectionView(view, shouldSelectItemAt: indexPath) ?? true
  }

  func collectionView(
    _ collectionView: Headless.UICollectionView, didSelectItemAt indexPath: IndexPath
  ) {
    guard let view = owner else { return }
    view.delegate?.collectionView(view, didSelectItemAt: indexPath)
  }

  func collectionView(
    _ collectionView: Headless.UICollectionView, shouldDeselectItemAt indexPath: IndexPath
  )
    -> Bool
  {
    guard let view = owner else { return true }
    return view.delegate?.collectionView(view, shouldDeselectItemAt: indexPath) ?? true
  }

  func collectionView(
    _ collectionView: Headless.UICollectionView, didDeselectItemAt indexPath: IndexPath
  ) {
    guard let view = owner else { return }
    view.delegate?.collectionView(view, didDeselectItemAt: indexPath)
  }

  // MARK: Prefetching

  func collectionView(
    _ collectionView: Headless.UICollectionView, prefetchItemsAt indexPaths: [IndexPath]
  ) {
    guard let view = owner else { return }
    view.prefetchDataSource?.collectionView(view, prefetchItemsAt: indexPaths)
  }

  func collectionView(
    _ collectionView: Headless.UICollectionView, cancelPrefetchingForItemsAt indexPaths: [IndexPath]
  ) {
    guard let view = owner else { return }
    view.prefetchDataSource?.collectionView(view, cancelPrefetchingForItemsAt: indexPaths)
  }
}
