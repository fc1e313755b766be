import CellarHost

extension CollectionBridge {
  // The host's scroll-view calls, forwarded to the delegate's
  // UIScrollViewDelegate methods with the UIKit collection view.

  func scrollViewDidScroll(_ scrollView: ScrollView) {
    view.delegate?.scrollViewDidScroll(view)
  }

  func scrollViewWillBeginDragging(_ scrollView: ScrollView) {
    view.delegate?.scrollViewWillBeginDragging(view)
  }

  func scrollViewWillEndDragging(
    _ scrollView: ScrollView, withVelocity velocity: CGPoint, targetContentOffset: inout CGPoint
  ) {
    guard let delegate = view.delegate else { return }
    withUnsafeMutablePointer(to: &targetContentOffset) { target in
      delegate.scrollViewWillEndDragging(view, withVelocity: velocity, targetContentOffset: target)
    }
  }

  func scrollViewDidEndDragging(_ scrollView: ScrollView, willDecelerate decelerate: Bool) {
    view.delegate?.scrollViewDidEndDragging(view, willDecelerate: decelerate)
  }

  func scrollViewWillBeginDecelerating(_ scrollView: ScrollView) {
    view.delegate?.scrollViewWillBeginDecelerating(view)
  }

  func scrollViewDidEndDecelerating(_ scrollView: ScrollView) {
    view.delegate?.scrollViewDidEndDecelerating(view)
  }

  func scrollViewDidEndScrollingAnimation(_ scrollView: ScrollView) {
    view.delegate?.scrollViewDidEndScrollingAnimation(view)
  }

  func scrollViewShouldScrollToTop(_ scrollView: ScrollView) -> Bool {
    view.delegate?.scrollViewShouldScrollToTop(view) ?? true
  }

  func scrollViewDidScrollToTop(_ scrollView: ScrollView) {
    view.delegate?.scrollViewDidScrollToTop(view)
  }

  // MARK: Flow layout

  /// A host flow-layout delegate that asks the collection view's delegate
  /// (a ``UICollectionViewDelegateFlowLayout``) with the current layout,
  /// or falls back to the layout's properties when it is gone.
  func flowLayoutDelegate() -> FlowLayoutDelegate {
    FlowLayoutDelegate(
      sizeForItemAt: { [unowned view] indexPath in
        guard let flow = view.delegate as? any UICollectionViewDelegateFlowLayout else {
          return view.host.collectionViewLayout.itemSize
        }
        return flow.collectionView(
          view, layout: view.collectionViewLayout, sizeForItemAt: indexPath)
      },
      insetForSectionAt: { [unowned view] section in
        guard let flow = view.delegate as? any UICollectionViewDelegateFlowLayout else {
          return view.host.collectionViewLayout.sectionInset
        }
        return EdgeInsets(
          flow.collectionView(view, layout: view.collectionViewLayout, insetForSectionAt: section))
      },
      minimumLineSpacingForSectionAt: { [unowned view] section in
        guard let flow = view.delegate as? any UICollectionViewDelegateFlowLayout else {
          return view.host.collectionViewLayout.minimumLineSpacing
        }
        return flow.collectionView(
          view, layout: view.collectionViewLayout, minimumLineSpacingForSectionAt: section)
      },
      minimumInteritemSpacingForSectionAt: { [unowned view] section in
        guard let flow = view.delegate as? any UICollectionViewDelegateFlowLayout else {
          return view.host.collectionViewLayout.minimumInteritemSpacing
        }
        return flow.collectionView(
          view, layout: view.collectionViewLayout, minimumInteritemSpacingForSectionAt: section)
      },
      referenceSizeForHeaderInSection: { [unowned view] section in
        guard let flow = view.delegate as? any UICollectionViewDelegateFlowLayout else {
          return view.host.collectionViewLayout.headerReferenceSize
        }
        return flow.collectionView(
          view, layout: view.collectionViewLayout, referenceSizeForHeaderInSection: section)
      },
      referenceSizeForFooterInSection: { [unowned view] section in
        guard let flow = view.delegate as? any UICollectionViewDelegateFlowLayout else {
          return view.host.collectionViewLayout.footerReferenceSize
        }
        return flow.collectionView(
          view, layout: view.collectionViewLayout, referenceSizeForFooterInSection: section)
      })
  }
}
