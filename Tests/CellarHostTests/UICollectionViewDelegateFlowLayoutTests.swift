import CellarHost
import Foundation
import Testing

/// A collection view delegate that answers the flow layout's questions.
@MainActor
private final class SizingDelegate: UICollectionViewDelegateFlowLayout {
  var asked: Set<String> = []

  func collectionView(
    _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
    sizeForItemAt indexPath: IndexPath
  ) -> CGSize {
    asked.insert("size")
    #expect(collectionViewLayout === collectionView.collectionViewLayout)
    return CGSize(width: 100, height: indexPath.item == 0 ? 40 : 20)
  }

  func collectionView(
    _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
    insetForSectionAt section: Int
  ) -> UIEdgeInsets {
    asked.insert("inset")
    return UIEdgeInsets(top: 5, left: 0, bottom: 0, right: 0)
  }

  func collectionView(
    _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
    referenceSizeForHeaderInSection section: Int
  ) -> CGSize {
    asked.insert("header")
    return CGSize(width: 0, height: 12)
  }
}

/// UIKit's `UICollectionViewLayout` and `UICollectionViewDelegateFlowLayout`
/// on the host: a collection view's delegate that adopts the protocol sizes
/// its flow layout, unless the layout has the host's closures.
@MainActor
@Suite struct UICollectionViewDelegateFlowLayoutTests {
  private func makeView(_ delegate: SizingDelegate) -> (UICollectionView, GridSource) {
    let source = GridSource([3])
    source.headerIdentifier = "Header"
    let view = UICollectionView(
      frame: CGRect(x: 0, y: 0, width: 100, height: 200),
      collectionViewLayout: UICollectionViewFlowLayout())
    view.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "Cell")
    view.register(
      UICollectionReusableView.self,
      forSupplementaryViewOfKind: UICollectionView.elementKindSectionHeader,
      withReuseIdentifier: "Header")
    view.dataSource = source
    view.delegate = delegate
    return (view, source)
  }

  @Test(
    "a delegate adopting UICollectionViewDelegateFlowLayout gives item sizes, insets and header sizes; the layout's properties answer the rest"
  )
  func delegateSizesTheLayout() throws {
    let delegate = SizingDelegate()
    let (view, source) = makeView(delegate)
    view.layoutIfNeeded()
    let layout = view.collectionViewLayout
    #expect(layout.collectionView === view)
    func frame(_ item: Int) -> CGRect? {
      layout.layoutAttributesForItem(at: IndexPath(item: item, section: 0))?.frame
    }
    // Header 12, inset 5, item 0 is 40 high, the others 20, lines 10 apart
    // (the layout's minimumLineSpacing, which the delegate does not give).
    #expect(frame(0) == CGRect(x: 0, y: 17, width: 100, height: 40))
    #expect(frame(1) == CGRect(x: 0, y: 67, width: 100, height: 20))
    #expect(frame(2) == CGRect(x: 0, y: 97, width: 100, height: 20))
    #expect(delegate.asked == ["size", "inset", "header"])
    #expect(layout.collectionViewContentSize == CGSize(width: 100, height: 117))
    withExtendedLifetime(source) {}
  }

  @Test("the flow layout's own delegate closures win over the collection view's delegate")
  func hostClosuresWin() throws {
    let delegate = SizingDelegate()
    let (view, source) = makeView(delegate)
    view.flowLayout?.delegate = FlowLayoutDelegate(sizeForItemAt: { _ in
      CGSize(width: 50, height: 50)
    })
    view.layoutIfNeeded()
    let frame = view.collectionViewLayout.layoutAttributesForItem(
      at: IndexPath(item: 0, section: 0))?.frame
    #expect(frame?.size == CGSize(width: 50, height: 50))
    #expect(delegate.asked.isEmpty)
    withExtendedLifetime(source) {}
  }

  @Test("invalidateLayout on the layout makes its collection view prepare it again")
  func invalidateFromTheLayout() throws {
    let delegate = SizingDelegate()
    let (view, source) = makeView(delegate)
    view.layoutIfNeeded()
    view.flowLayout?.minimumLineSpacing = 0
    view.collectionViewLayout.invalidateLayout()
    view.layoutIfNeeded()
    let frame = view.collectionViewLayout.layoutAttributesForItem(
      at: IndexPath(item: 1, section: 0))?.frame
    #expect(frame?.minY == 57)
    withExtendedLifetime(source) {}
  }

  @Test("a layout no collection view uses has no collection view, and invalidating it does nothing")
  func detachedLayout() {
    let layout = UICollectionViewFlowLayout()
    #expect(layout.collectionView == nil)
    layout.invalidateLayout()
    #expect(layout.collectionViewContentSize == .zero)
  }
}
