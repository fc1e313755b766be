import CellarHost

extension CollectionBridge {
  // The host's scroll-view calls, forwarded to the delegate's
  // UIScrollViewDelegate methods with the UIKit collection view.

  func scrollViewDidScroll(_ scrollView: Headless.UIScrollView) {
    guard let view = owner else { return }
    view.delegate?.scrollViewDidScroll(view)
  }

  func scrollViewWillBeginDragging(_ scrollView: Headless.UIScrollView) {
    guard let view = owner else { return }
    view.delegate?.scrollViewWillBeginDragging(view)
  }

  func scrollViewWillEndDragging(
    _ scrollView: Headless.UIScrollView, withVelocity velocity: CGPoint,
    targetContentOffset: UnsafeMutablePointer<CGPoint>
  ) {
    guard let view = owner else { return }
    view.delegate?.scrollViewWillEndDragging(
      view, withVelocity: velocity, targetContentOffset: targetContentOffset)
  }

  func scrollViewDidEndDragging(
    _ scrollView: Headless.UIScrollView, willDecelerate decelerate: Bool
  ) {
    guard let view = owner else { return }
    view.delegate?.scrollViewDidEndDragging(view, willDecelerate: decelerate)
  }

  func scrollViewWillBeginDecelerating(_ scrollView: Headless.UIScrollView) {
    guard let view = owner else { return }
    view.delegate?.scrollViewWillBeginDecelerating(view)
  }

  func scrollViewDidEndDecelerating(_ scrollView: Headless.UIScrollView) {
    guard let view = owner else { return }
    view.delegate?.scrollViewDidEndDecelerating(view)
  }

  func scrollViewDidEndScrollingAnimation(_ scrollView: Headless.UIScrollView) {
    guard let view = owner else { return }
    view.delegate?.scrollViewDidEndScrollingAnimation(view)
  }

  func scrollViewShouldScrollToTop(_ scrollView: Headless.UIScrollView) -> Bool {
    guard let view = owner else { return true }
    return view.delegate?.scrollViewShouldScrollToTop(view) ?? true
  }

  func scrollViewDidScrollToTop(_ scrollView: Headless.UIScrollView) {
    guard let view = owner else { return }
    view.delegate?.scrollViewDidScrollToTop(view)
  }

  // MARK: Flow layout

  /// A host flow-layout delegate that asks the collection view's delegate
  /// (a ``UICollectionViewDelegateFlowLayout``) with the current layout,
  /// or falls back to the layout's properties when it is gone.
  func flowLayoutDelegate() -> FlowLayoutDelegate {
    guard let layout = owner?.host.flowLayout else { return FlowLayoutDelegate() }
    // The layout owns these closures and is the only caller: it is alive
    // whenever they run. The view is held weakly (it owns the layout).
    return FlowLayoutDelegate(
      sizeForItemAt: { [weak owner, unowned layout] indexPath in
        guard let view = owner, let flow = view.delegate as? any UICollectionViewDelegateFlowLayout
        else {
          return layout.itemSize
        }
        return flow.collectionView(
          view, layout: view.collectionViewLayout, sizeForItemAt: indexPath)
      },
      insetForSectionAt: { [weak owner, unowned layout] section in
        guard let view = owner, let flow = view.delegate as? any UICollectionViewDelegateFlowLayout
        else {
          return layout.sectionInset
        }
        return Headless.UIEdgeInsets(
          flow.collectionView(view, layout: view.collectionViewLayout, insetForSectionAt: section))
      },
      minimumLineSpacingForSectionAt: { [weak owner, unowned layout] section in
        guard let view = owner, let flow = view.delegate as? any UICollectionViewDelegateFlowLayout
        else {
          return layout.minimumLineSpacing
        }
        return flow.collectionView(
          view, layout: view.collectionViewLayout, minimumLineSpacingForSectionAt: section)
      },
      minimumInteritemSpacingForSectionAt: { [weak owner, unowned layout] section in
        guard let view = owner, let flow = view.delegate as? any UICollectionViewDelegateFlowLayout
        else {
          return layout.minimumInteritemSpacing
        }
        return flow.collectionView(
          view, layout: view.collectionViewLayout, minimumInteritemSpacingForSectionAt: section)
      },
      referenceSizeForHeaderInSection: { [weak owner, unowned layout] section in
        guard let view = owner, let flow = view.delegate as? any UICollectionViewDelegateFlowLayout
        else {
          return layout.headerReferenceSize
        }
        return flow.collectionView(
          view, layout: view.collectionViewLayout, referenceSizeForHeaderInSection: section)
      },
      referenceSizeForFooterInSection: { [weak owner, unowned layout] section in
        guard let view = owner, let flow = view.delegate as? any UICollectionViewDelegateFlowLayout
        else {
          return layout.footerReferenceSize
        }
        return flow.collectionView(
          view, layout: view.collectionViewLayout, referenceSizeForFooterInSection: section)
      })
  }
}
