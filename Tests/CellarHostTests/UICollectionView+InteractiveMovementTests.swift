import CellarTestSupport
import Foundation
import Testing

@testable import CellarHost

/// A data source whose items the user moves, as an app's: the model
/// follows each `moveItemAt`.
@MainActor
private final class MovingSource: UICollectionViewDataSource, UICollectionViewDelegate {
  var sections: [[String]]
  var moves = true
  var canMove: (IndexPath) -> Bool = { _ in true }
  var retarget: ((IndexPath, IndexPath, IndexPath) -> IndexPath)?
  var log: [String] = []

  init(_ sections: [[String]]) { self.sections = sections }

  func numberOfSections(in collectionView: UICollectionView) -> Int { sections.count }

  func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int)
    -> Int
  {
    sections[section].count
  }

  func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
    -> UICollectionViewCell
  {
    let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "Cell", for: indexPath)
    cell.accessibilityLabel = sections[indexPath[0]][indexPath[1]]
    return cell
  }

  var respondsToMoveItem: Bool { moves }

  func collectionView(_ collectionView: UICollectionView, canMoveItemAt indexPath: IndexPath)
    -> Bool
  {
    log.append("canMoveItemAt \(Array(indexPath))")
    return canMove(indexPath)
  }

  func collectionView(
    _ collectionView: UICollectionView, moveItemAt sourceIndexPath: IndexPath,
    to destinationIndexPath: IndexPath
  ) {
    log.append("moveItemAt \(Array(sourceIndexPath)) \(Array(destinationIndexPath))")
    let moved = sections[sourceIndexPath[0]].remove(at: sourceIndexPath[1])
    sections[destinationIndexPath[0]].insert(moved, at: destinationIndexPath[1])
  }

  func collectionView(
    _ collectionView: UICollectionView,
    targetIndexPathForMoveOfItemFromOriginalIndexPath originalIndexPath: IndexPath,
    atCurrentIndexPath currentIndexPath: IndexPath,
    toProposedIndexPath proposedIndexPath: IndexPath
  ) -> IndexPath {
    log.append(
      "target \(Array(originalIndexPath)) \(Array(currentIndexPath)) \(Array(proposedIndexPath))")
    return retarget?(originalIndexPath, currentIndexPath, proposedIndexPath) ?? proposedIndexPath
  }
}

/// UIKit's interactive movement on CellarHost's collection view:
/// `beginInteractiveMovementForItem(at:)`, the target position, the end and
/// the cancel, with the data source's and delegate's questions.
@MainActor
@Suite struct UICollectionViewInteractiveMovementTests {
  /// A 320-point-wide flow layout of 100-point items: three a line, 110
  /// points apart.
  private func view(_ source: MovingSource) -> UICollectionView {
    let layout = UICollectionViewFlowLayout()
    layout.itemSize = CGSize(width: 100, height: 100)
    let view = UICollectionView(
      frame: CGRect(x: 0, y: 0, width: 320, height: 1_000), collectionViewLayout: layout)
    view.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "Cell")
    view.dataSource = source
    view.delegate = source
    view.layoutIfNeeded()
    return view
  }

  /// The centre of the item at `index` of a section that starts at `top`.
  private func centre(_ index: Int, top: CGFloat = 0) -> CGPoint {
    CGPoint(x: CGFloat(index % 3) * 110 + 50, y: top + CGFloat(index / 3) * 110 + 50)
  }

  private func shown(_ view: UICollectionView) -> [String] {
    view.indexPathsForVisibleItems.compactMap { view.cellForItem(at: $0)?.accessibilityLabel }
  }

  @Test("indexPathForItem(at:) finds the item under a point, nil between items and for NaN")
  func hitTesting() {
    let source = MovingSource([["a", "b", "c", "d"]])
    let view = view(source)
    #expect(view.indexPathForItem(at: centre(1)) == IndexPath(item: 1, section: 0))
    #expect(view.indexPathForItem(at: centre(3)) == IndexPath(item: 3, section: 0))
    #expect(view.indexPathForItem(at: CGPoint(x: 105, y: 50)) == nil)
    #expect(view.indexPathForItem(at: CGPoint(x: CGFloat.nan, y: 50)) == nil)
    #expect(view.indexPathForItem(at: CGPoint(x: -CGFloat.infinity, y: 50)) == nil)
  }

  @Test(
    "begin, move over another item, end: the view moves it, then moveItemAt tells the data source")
  func moveWithinSection() throws {
    let source = MovingSource([["a", "b", "c", "d"]])
    let view = view(source)
    #expect(view.beginInteractiveMovementForItem(at: IndexPath(item: 0, section: 0)))
    view.updateInteractiveMovementTargetPosition(centre(2))
    view.endInteractiveMovement()
    #expect(source.sections == [["b", "c", "a", "d"]])
    #expect(shown(view) == ["b", "c", "a", "d"])
    #expect(
      source.log == [
        "canMoveItemAt [0, 0]", "target [0, 0] [0, 0] [0, 2]", "moveItemAt [0, 0] [0, 2]",
      ])
    #expect(view.updateLog.last?.kind == .userMove)
    #expect(
      view.updateLog.last?.operations == [
        .moveItem(IndexPath(item: 0, section: 0), IndexPath(item: 2, section: 0))
      ])
  }

  @Test("an item moves to another section; the delegate can send it elsewhere")
  func moveAcrossSectionsAndRetarget() throws {
    let source = MovingSource([["a", "b"], ["x", "y", "z"]])
    let view = view(source)
    #expect(view.beginInteractiveMovementForItem(at: IndexPath(item: 1, section: 0)))
    // Section 1 starts on the next line: y 110.
    view.updateInteractiveMovementTargetPosition(centre(1, top: 110))
    view.endInteractiveMovement()
    #expect(source.sections == [["a"], ["x", "b", "y", "z"]])
    source.retarget = { _, _, _ in IndexPath(item: 0, section: 1) }
    #expect(view.beginInteractiveMovementForItem(at: IndexPath(item: 0, section: 0)))
    view.updateInteractiveMovementTargetPosition(centre(2, top: 110))
    view.endInteractiveMovement()
    #expect(source.sections == [[], ["a", "x", "b", "y", "z"]])
    #expect(shown(view) == ["a", "x", "b", "y", "z"])
  }

  @Test(
    "no move: a data source that does not move items, canMoveItemAt false, a bad item, a second begin"
  )
  func refusals() throws {
    let source = MovingSource([["a", "b"]])
    let view = view(source)
    source.moves = false
    #expect(!view.beginInteractiveMovementForItem(at: IndexPath(item: 0, section: 0)))
    #expect(source.log.isEmpty)
    source.moves = true
    source.canMove = { $0[1] != 0 }
    #expect(!view.beginInteractiveMovementForItem(at: IndexPath(item: 0, section: 0)))
    #expect(!view.beginInteractiveMovementForItem(at: IndexPath(item: 9, section: 0)))
    #expect(!view.beginInteractiveMovementForItem(at: IndexPath(item: 0, section: -1)))
    #expect(view.beginInteractiveMovementForItem(at: IndexPath(item: 1, section: 0)))
    #expect(!view.beginInteractiveMovementForItem(at: IndexPath(item: 1, section: 0)))
    view.endInteractiveMovement()
    #expect(source.sections == [["a", "b"]])
    #expect(!source.log.contains { $0.hasPrefix("moveItemAt") })
  }

  @Test("cancel, a target over nothing, a delegate's target that does not exist: the item stays")
  func staysPut() throws {
    let source = MovingSource([["a", "b", "c"]])
    let view = view(source)
    #expect(view.beginInteractiveMovementForItem(at: IndexPath(item: 0, section: 0)))
    view.updateInteractiveMovementTargetPosition(centre(2))
    view.cancelInteractiveMovement()
    view.endInteractiveMovement()
    #expect(source.sections == [["a", "b", "c"]])
    #expect(view.beginInteractiveMovementForItem(at: IndexPath(item: 0, section: 0)))
    view.updateInteractiveMovementTargetPosition(CGPoint(x: 5_000, y: 5_000))
    source.retarget = { _, _, _ in IndexPath(item: 7, section: 3) }
    view.updateInteractiveMovementTargetPosition(centre(1))
    view.endInteractiveMovement()
    #expect(source.sections == [["a", "b", "c"]])
    #expect(!source.log.contains { $0.hasPrefix("moveItemAt") })
  }

  @Test("an update applied during the movement cancels it")
  func updateCancels() throws {
    let source = MovingSource([["a", "b", "c"]])
    let view = view(source)
    #expect(view.beginInteractiveMovementForItem(at: IndexPath(item: 0, section: 0)))
    view.updateInteractiveMovementTargetPosition(centre(2))
    source.sections[0].append("d")
    view.insertItems(at: [IndexPath(item: 3, section: 0)])
    view.endInteractiveMovement()
    #expect(source.sections == [["a", "b", "c", "d"]])
    #expect(!source.log.contains { $0.hasPrefix("moveItemAt") })
    #expect(view.numberOfItems(inSection: 0) == 4)
  }

  @Test("a batch after a move sees the moved item where it went")
  func batchFromMoveItemAt() throws {
    let source = MovingSource([["a", "b", "c"]])
    let view = view(source)
    #expect(view.beginInteractiveMovementForItem(at: IndexPath(item: 2, section: 0)))
    view.updateInteractiveMovementTargetPosition(centre(0))
    view.endInteractiveMovement()
    #expect(source.sections == [["c", "a", "b"]])
    source.sections[0].removeFirst()
    view.deleteItems(at: [IndexPath(item: 0, section: 0)])
    view.layoutIfNeeded()
    #expect(shown(view) == ["a", "b"])
  }
}
