import CellarHost
import Foundation
import Testing
@_spi(Facade) import UIKit

/// A delegate that adopts `UICollectionViewDelegateFlowLayout` and answers
/// every per-section question, logging it.
@MainActor
final class SectionMetrics: NSObject, UICollectionViewDelegateFlowLayout {
  var log: [String] = []

  func collectionView(
    _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
    sizeForItemAt indexPath: IndexPath
  ) -> CGSize {
    #expect(collectionViewLayout === collectionView.collectionViewLayout)
    return CGSize(width: 40 + 10 * indexPath[1], height: 20)
  }

  func collectionView(
    _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
    insetForSectionAt section: Int
  ) -> UIEdgeInsets {
    log.append("inset \(section)")
    return UIEdgeInsets(top: 5, left: 7, bottom: 5, right: 7)
  }

  func collectionView(
    _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
    minimumLineSpacingForSectionAt section: Int
  ) -> CGFloat {
    log.append("line \(section)")
    return 3
  }

  func collectionView(
    _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
    minimumInteritemSpacingForSectionAt section: Int
  ) -> CGFloat {
    log.append("interitem \(section)")
    return 2
  }

  func collectionView(
    _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
    referenceSizeForHeaderInSection section: Int
  ) -> CGSize {
    log.append("header \(section)")
    return CGSize(width: 0, height: section == 0 ? 11 : 0)
  }

  func collectionView(
    _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
    referenceSizeForFooterInSection section: Int
  ) -> CGSize {
    log.append("footer \(section)")
    return CGSize(width: 0, height: 13)
  }
}

/// A data source that also supplies headers and footers ("Foot" views).
@MainActor
final class SupplyingGrid: NSObject, UICollectionViewDataSource {
  let count: Int

  init(count: Int) {
    self.count = count
  }

  func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int)
    -> Int
  { count }

  func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
    -> UICollectionViewCell
  {
    collectionView.dequeueReusableCell(withReuseIdentifier: "Cell", for: indexPath)
  }

  func collectionView(
    _ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String,
    at indexPath: IndexPath
  ) -> UICollectionReusableView {
    collectionView.dequeueReusableSupplementaryView(
      ofKind: kind, withReuseIdentifier: "Foot", for: indexPath)
  }
}

/// A flow-layout delegate that implements none of the methods.
@MainActor
final class NoMetrics: NSObject, UICollectionViewDelegateFlowLayout {}

@MainActor
@Suite("UICollectionView facade: flow layout and its delegate")
struct CollectionFlowLayoutFacadeTests {
  private func view(
    layout: UICollectionViewFlowLayout = UICollectionViewFlowLayout(), count: Int = 3
  ) -> (UICollectionView, SupplyingGrid) {
    let grid = SupplyingGrid(count: count)
    let view = UICollectionView(
      frame: CGRect(x: 0, y: 0, width: 300, height: 400), collectionViewLayout: layout)
    view.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "Cell")
    for kind in [
      UICollectionView.elementKindSectionHeader, UICollectionView.elementKindSectionFooter,
    ] {
      view.register(
        UICollectionReusableView.self, forSupplementaryViewOfKind: kind,
        withReuseIdentifier: "Foot")
    }
    view.dataSource = grid
    return (view, grid)
  }

  @Test("the layout's properties have UIKit's defaults and round-trip")
  func defaults() {
    let layout = UICollectionViewFlowLayout()
    #expect(layout.itemSize == CGSize(width: 50, height: 50))
    #expect(layout.estimatedItemSize == .zero)
    #expect(layout.minimumLineSpacing == 10)
    #expect(layout.minimumInteritemSpacing == 10)
    #expect(layout.sectionInset == .zero)
    #expect(layout.headerReferenceSize == .zero)
    #expect(layout.footerReferenceSize == .zero)
    #expect(layout.scrollDirection == .vertical)
    #expect(layout.sectionHeadersPinToVisibleBounds == false)
    #expect(layout.sectionFootersPinToVisibleBounds == false)
    layout.scrollDirection = .horizontal
    layout.sectionInset = UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4)
    layout.sectionHeadersPinToVisibleBounds = true
    layout.sectionFootersPinToVisibleBounds = true
    layout.estimatedItemSize = CGSize(width: 9, height: 9)
    #expect(layout.scrollDirection == .horizontal)
    #expect(layout.sectionInset == UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4))
    #expect(layout.sectionHeadersPinToVisibleBounds && layout.sectionFootersPinToVisibleBounds)
    #expect(layout.estimatedItemSize == CGSize(width: 9, height: 9))
    #expect(layout.collectionView == nil)
  }

  @Test("without a flow delegate the layout's properties place the items")
  func propertiesPlace() {
    let layout = UICollectionViewFlowLayout()
    layout.itemSize = CGSize(width: 90, height: 40)
    layout.sectionInset = UIEdgeInsets(top: 10, left: 15, bottom: 0, right: 15)
    let (view, grid) = view(layout: layout)
    view.layoutIfNeeded()
    #expect(layout.collectionView === view)
    #expect(view.cellForItem(at: itemPath(0))?.frame == CGRect(x: 15, y: 10, width: 90, height: 40))
    // Two items a line ((270 + 10) / (90 + 10)), two lines of 40 and a 10-point gap, 10 on top.
    #expect(layout.collectionViewContentSize == CGSize(width: 300, height: 100))
    withExtendedLifetime(grid) {}
  }

  @Test("layoutAttributesForItem(at:) gives an item's frame, visible or not; nil for no item")
  func layoutAttributesForItem() throws {
    let layout = UICollectionViewFlowLayout()
    layout.itemSize = CGSize(width: 90, height: 40)
    layout.sectionInset = UIEdgeInsets(top: 10, left: 15, bottom: 0, right: 15)
    let (view, grid) = view(layout: layout, count: 40)
    view.layoutIfNeeded()
    let first = try #require(view.layoutAttributesForItem(at: itemPath(0)))
    #expect(first.indexPath == itemPath(0))
    #expect(first.frame == view.cellForItem(at: itemPath(0))?.frame)
    // Item 39: line 19, below the 400-point viewport.
    #expect(view.cellForItem(at: itemPath(39)) == nil)
    let last = try #require(view.layoutAttributesForItem(at: itemPath(39)))
    #expect(last.frame == CGRect(x: 195, y: 10 + 19 * 50, width: 90, height: 40))
    #expect(view.layoutAttributesForItem(at: itemPath(40)) == nil)
    #expect(view.layoutAttributesForItem(at: IndexPath(item: 0, section: 1)) == nil)
    let made = UICollectionViewLayoutAttributes(forCellWith: itemPath(3))
    #expect(made.indexPath == itemPath(3) && made.frame == .zero)
    withExtendedLifetime(grid) {}
  }

  @Test("a UICollectionViewDelegateFlowLayout delegate answers sizes, insets, spacings, headers")
  func delegateAnswers() throws {
    let metrics = SectionMetrics()
    let (view, grid) = view()
    view.delegate = metrics
    view.layoutIfNeeded()
    for name in ["inset 0", "line 0", "interitem 0", "header 0", "footer 0"] {
      #expect(metrics.log.contains(name))
    }
    let first = try #require(view.cellForItem(at: itemPath(0)))
    #expect(first.frame == CGRect(x: 7, y: 16, width: 40, height: 20))
    #expect(view.cellForItem(at: itemPath(1))?.frame.width == 50)
    let footer = try #require(
      view.supplementaryView(
        forElementKind: UICollectionView.elementKindSectionFooter, at: itemPath(0))
    )
    #expect(footer.frame.height == 13)
    withExtendedLifetime(grid) {}
  }

  @Test("a flow delegate that implements nothing falls back to the layout's properties")
  func emptyFlowDelegate() {
    let layout = UICollectionViewFlowLayout()
    layout.itemSize = CGSize(width: 70, height: 30)
    let metrics = NoMetrics()
    let (view, grid) = view(layout: layout)
    view.delegate = metrics
    view.layoutIfNeeded()
    #expect(view.cellForItem(at: itemPath(1))?.frame.size == CGSize(width: 70, height: 30))
    #expect(
      metrics.collectionView(view, layout: layout, insetForSectionAt: 0) == layout.sectionInset)
    #expect(metrics.collectionView(view, layout: layout, minimumLineSpacingForSectionAt: 0) == 10)
    #expect(
      metrics.collectionView(view, layout: layout, referenceSizeForHeaderInSection: 0) == .zero)
    withExtendedLifetime(grid) {}
  }

  @Test("invalidateLayout makes the next pass read the properties again")
  func invalidate() {
    let layout = UICollectionViewFlowLayout()
    let (view, grid) = view(layout: layout)
    view.layoutIfNeeded()
    layout.itemSize = CGSize(width: 120, height: 120)
    layout.invalidateLayout()
    view.layoutIfNeeded()
    #expect(view.cellForItem(at: itemPath(0))?.frame.size == CGSize(width: 120, height: 120))
    withExtendedLifetime(grid) {}
  }

  @Test("a new collectionViewLayout takes over with its own settings")
  func replaceLayout() throws {
    let (view, grid) = view()
    view.layoutIfNeeded()
    let old = try #require(view.collectionViewLayout as? UICollectionViewFlowLayout)
    let next = UICollectionViewFlowLayout()
    next.itemSize = CGSize(width: 30, height: 30)
    next.minimumInteritemSpacing = 0
    view.collectionViewLayout = next
    #expect(view.collectionViewLayout === next)
    next.invalidateLayout()
    view.layoutIfNeeded()
    #expect(view.cellForItem(at: itemPath(1))?.frame.size == CGSize(width: 30, height: 30))
    next.itemSize = CGSize(width: 20, height: 20)
    next.invalidateLayout()
    view.layoutIfNeeded()
    #expect(view.cellForItem(at: itemPath(1))?.frame.size == CGSize(width: 20, height: 20))
    // The old layout no longer configures the view.
    old.itemSize = CGSize(width: 99, height: 99)
    #expect(old.itemSize == CGSize(width: 99, height: 99))
    #expect(old.collectionView == nil)
    next.invalidateLayout()
    view.layoutIfNeeded()
    #expect(view.cellForItem(at: itemPath(1))?.frame.size == CGSize(width: 20, height: 20))
    withExtendedLifetime(grid) {}
  }

  @Test("a footer the data source cannot supply stops, as UIKit raises")
  func missingSupplementaryStops() async {
    await #expect(processExitsWith: .failure) {
      await MainActor.run {
        let layout = UICollectionViewFlowLayout()
        layout.footerReferenceSize = CGSize(width: 0, height: 10)
        let grid = MinimalGrid(count: 1)
        let view = UICollectionView(
          frame: CGRect(x: 0, y: 0, width: 100, height: 100), collectionViewLayout: layout)
        view.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "Cell")
        view.dataSource = grid
        view.layoutIfNeeded()
      }
    }
  }
}
