import Cellar
import CellarTestSupport
import Foundation
import Testing

private final class TextCell: UICollectionViewCell, ConfigurableCollectionCell {
  func configure(_ text: String) { label.text = text }
}

/// A grid whose collection view gets a new layout: the grid's item sizes
/// and section metrics follow the view, not the layout it was made with.
@MainActor
@Suite struct GridLayoutChangeTests {
  @Test(
    "a new collectionViewLayout gets the grid's item sizes and metrics; unsized items the layout's"
  )
  func gridFollowsANewLayout() throws {
    let first = UICollectionViewFlowLayout()
    first.itemSize = CGSize(width: 10, height: 10)
    let view = UICollectionView(
      frame: CGRect(x: 0, y: 0, width: 200, height: 400), collectionViewLayout: first)
    let grid = Grid(collectionView: view)
    try grid.update {
      GridSection(id: 0) {
        Cellar.Item<TextCell>(model: "sized", size: CGSize(width: 30, height: 20))
        Cellar.Item<TextCell>(model: "plain")
      }
      .sectionInset(UIEdgeInsets(top: 7, left: 3, bottom: 0, right: 0))
    }
    func frame(_ item: Int) -> CGRect? {
      view.layoutAttributesForItem(at: IndexPath(item: item, section: 0))?.frame
    }
    view.layoutIfNeeded()
    #expect(frame(0) == CGRect(x: 3, y: 7, width: 30, height: 20))
    #expect(frame(1)?.size == CGSize(width: 10, height: 10))

    let second = UICollectionViewFlowLayout()
    second.itemSize = CGSize(width: 25, height: 25)
    second.minimumInteritemSpacing = 1
    var finished: Bool?
    view.setCollectionViewLayout(second, animated: false) { finished = $0 }
    #expect(finished == true)
    // The grid's size and inset; centred in a line as tall as the new
    // layout's 25-point item: 7 + 2.5, rounded to the scale.
    #expect(frame(0) == CGRect(x: 3, y: 10, width: 30, height: 20))
    #expect(frame(1)?.size == CGSize(width: 25, height: 25), "the new layout's item size")
    #expect(first.collectionView == nil)

    // Updates after the change still reach the new layout.
    try grid.update {
      GridSection(id: 0) {
        Cellar.Item<TextCell>(model: "sized", size: CGSize(width: 40, height: 20))
        Cellar.Item<TextCell>(model: "plain")
      }
    }
    view.layoutIfNeeded()
    #expect(frame(0) == CGRect(x: 0, y: 3, width: 40, height: 20))
    #expect(view.visibleCells.count == 2)
    #expect(grid.lastError == nil)
  }
}
