import CellarTestSupport
import Foundation
import Testing

@testable import CellarHost

/// A cell that remembers it came from a factory.
private final class MadeCell: UICollectionViewCell {
  var madeBy = ""
}

@MainActor
@Suite struct UICollectionViewFactoryTests {
  @Test("a cell factory makes the cells, which get the identifier and are reused")
  func cellFactory() throws {
    let source = GridSource([3])
    let grid = makeGrid(source)
    var made = 0
    grid.register(
      factory: {
        made += 1
        let cell = MadeCell()
        cell.madeBy = "factory"
        return cell
      }, forCellWithReuseIdentifier: "Cell")
    grid.layoutIfNeeded()
    #expect(made == 3)
    #expect(grid.visibleCells.allSatisfy { ($0 as? MadeCell)?.madeBy == "factory" })
    #expect(grid.visibleCells.allSatisfy { $0.reuseIdentifier == "Cell" })
    source.counts = [2]
    grid.reloadData()
    grid.layoutIfNeeded()
    #expect(made == 3, "reloading reuses the factory's cells")
    grid.register(factory: nil, forCellWithReuseIdentifier: "Cell")
    source.counts = [5]
    grid.reloadData()
    #expect(UIKitException.catching { grid.layoutIfNeeded() }?.name == .internalInconsistency)
  }

  @Test("a supplementary factory is keyed by kind and identifier; an empty identifier is ignored")
  func supplementaryFactory() throws {
    let source = GridSource([3])
    source.headerIdentifier = "Header"
    let grid = makeGrid(source)
    grid.flowLayout?.headerReferenceSize = CGSize(width: 0, height: 30)
    grid.register(
      factory: { UICollectionReusableView() },
      forSupplementaryViewOfKind: UICollectionView.elementKindSectionFooter,
      withReuseIdentifier: "Header")
    grid.register(
      factory: { UICollectionReusableView() },
      forSupplementaryViewOfKind: UICollectionView.elementKindSectionHeader,
      withReuseIdentifier: "")
    #expect(UIKitException.catching { grid.layoutIfNeeded() }?.name == .internalInconsistency)
    var made = 0
    grid.register(
      factory: {
        made += 1
        return UICollectionReusableView()
      },
      forSupplementaryViewOfKind: UICollectionView.elementKindSectionHeader,
      withReuseIdentifier: "Header")
    grid.layoutIfNeeded()
    #expect(made == 1)
    let header = grid.supplementaryView(
      forElementKind: UICollectionView.elementKindSectionHeader, at: [0, 0])
    #expect(header?.reuseIdentifier == "Header")
  }
}
