import CellarTestSupport
import Foundation
import Testing

@testable import CellarHost

/// A collection-view model with identities: each item is an id, its cell
/// shows the id and the item's content version (`a3`, `a3v1`).
@MainActor
final class ItemGridSource: UICollectionViewDataSource, UICollectionViewDelegate {
  var sections: [[String]]
  var versions: [String: Int] = [:]
  var identifier = "Cell"
  var headers = false
  var log: [String] = []
  var onCellForItem: ((UICollectionView, IndexPath) -> Void)?
  var onWillDisplay: ((UICollectionView, IndexPath) -> Void)?
  var onDidSelect: ((UICollectionView, IndexPath) -> Void)?
  var shouldHighlight = true
  var shouldSelect: ((UICollectionView, IndexPath) -> Bool)?
  var shouldDeselect = true
  var highlightedDuringCallback: [Bool] = []

  init(_ sections: [[String]]) {
    self.sections = sections
  }

  /// Sections named `a`, `b`, ... with `counts[s]` items each (`a0`, `a1`, ...).
  convenience init(counts: [Int]) {
    let names = "abcdefghijklmnopqrstuvwxyz".map(String.init)
    self.init(
      counts.enumerated().map { section, count in
        (0..<count).map { "\(names[section % 26])\(section / 26 == 0 ? "" : "\(section)")\($0)" }
      })
  }

  func text(_ id: String) -> String {
    let version = versions[id, default: 0]
    return version == 0 ? id : "\(id)v\(version)"
  }

  func numberOfSections(in collectionView: UICollectionView) -> Int { sections.count }

  func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int)
    -> Int
  {
    sections[section].count
  }

  func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
    -> UICollectionViewCell
  {
    onCellForItem?(collectionView, indexPath)
    let cell = collectionView.dequeueReusableCell(
      withReuseIdentifier: identifier, for: indexPath)
    cell.label.text = text(sections[indexPath[0]][indexPath[1]])
    return cell
  }

  func collectionView(
    _ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String,
    at indexPath: IndexPath
  ) -> UICollectionReusableView {
    let view = collectionView.dequeueReusableSupplementaryView(
      ofKind: kind, withReuseIdentifier: "Header", for: indexPath)
    view.label.text = "S\(indexPath[0]):\(sections[indexPath[0]].first ?? "-")"
    return view
  }

  func collectionView(
    _ collectionView: UICollectionView, willDisplay cell: UICollectionViewCell,
    forItemAt indexPath: IndexPath
  ) {
    log.append("will \(cell.label.text ?? "")")
    onWillDisplay?(collectionView, indexPath)
  }

  func collectionView(
    _ collectionView: UICollectionView, didEndDisplaying cell: UICollectionViewCell,
    forItemAt indexPath: IndexPath
  ) {
    log.append("end \(cell.label.text ?? "")@\(indexPath[0]).\(indexPath[1])")
  }

  func collectionView(
    _ collectionView: UICollectionView, shouldHighlightItemAt indexPath: IndexPath
  )
    -> Bool
  {
    shouldHighlight
  }

  func collectionView(_ collectionView: UICollectionView, didHighlightItemAt indexPath: IndexPath) {
    highlightedDuringCallback.append(
      collectionView.cellForItem(at: indexPath)?.isHighlighted == true)
  }

  func collectionView(_ collectionView: UICollectionView, shouldSelectItemAt indexPath: IndexPath)
    -> Bool
  {
    shouldSelect?(collectionView, indexPath) ?? true
  }

  func collectionView(_ collectionView: UICollectionView, shouldDeselectItemAt indexPath: IndexPath)
    -> Bool
  {
    shouldDeselect
  }

  func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
    onDidSelect?(collectionView, indexPath)
  }
}

/// A 320-point-wide grid of 100×100 items (3 a line, lines 110 apart).
@MainActor
func makeItemGrid(_ source: ItemGridSource, height: CGFloat = 480, headers: Bool = false)
  -> UICollectionView
{
  let layout = UICollectionViewFlowLayout()
  layout.itemSize = CGSize(width: 100, height: 100)
  if headers { layout.headerReferenceSize = CGSize(width: 0, height: 20) }
  let grid = UICollectionView(
    frame: CGRect(x: 0, y: 0, width: 320, height: height), collectionViewLayout: layout)
  grid.register(CountingGridCell.self, forCellWithReuseIdentifier: "Cell")
  grid.register(
    UICollectionReusableView.self,
    forSupplementaryViewOfKind: UICollectionView.elementKindSectionHeader,
    withReuseIdentifier: "Header")
  grid.dataSource = source
  grid.delegate = source
  return grid
}

/// Everything a rejected batch must leave as it was.
@MainActor
struct GridSnapshot: Equatable {
  var counts: [Int]
  var cells: [String]
  var headers: [String]
  var selected: [IndexPath]?
  var cellStates: [String]
  var metrics: [String: UITableView.ReuseMetrics]
  var logCount: Int
  var offset: CGPoint

  init(_ grid: UICollectionView) {
    counts = (0..<grid.numberOfSections).map { grid.numberOfItems(inSection: $0) }
    cells = grid.indexPathsForVisibleItems.map { path in
      let cell = grid.cellForItem(at: path)
      return
        "\(Array(path)) \(cell?.label.text ?? "nil") \(cell.map { "\(ObjectIdentifier($0))" } ?? "nil")"
    }
    headers = grid.visibleSupplementaries.keys.sorted().map {
      "\(Array($0.indexPath)) \(grid.visibleSupplementaries[$0]?.label.text ?? "")"
    }
    selected = grid.indexPathsForSelectedItems
    cellStates = grid.visibleCells.map { "\($0.isSelected) \($0.isHighlighted)" }
    metrics = grid.cellMetrics
    logCount = grid.updateLog.count
    offset = grid.contentOffset
  }
}

/// UIKit's printing of an `NSIndexPath`, pointer elided.
private func ns(_ section: Int, _ item: Int) -> String {
  "<NSIndexPath: 0x…> {length = 2, path = \(section) - \(item)}"
}

/// A batch the collection view must reject: how the model changes, the
/// operations, and UIKit's text.
struct RejectedGridBatch: Sendable, CustomTestStringConvertible {
  var name: String
  var after: [Int]
  var operations: [UICollectionView.Operation]
  var message: String
  var testDescription: String { name }
}

private let rejectedGridBatches: [RejectedGridBatch] = [
  .init(
    name: "delete and reload", after: [5, 2],
    operations: [.deleteItems([item(1)]), .reloadItems([item(1)])],
    message: "attempt to delete and reload the same index path (\(ns(0, 1)))"),
  .init(
    name: "delete section out of range", after: [6, 2], operations: [.deleteSections([7])],
    message: "attempt to delete section 7, but there are only 2 sections before the update"),
  .init(
    name: "delete item out of range", after: [5, 2], operations: [.deleteItems([item(9)])],
    message:
      "attempt to delete item 9 from section 0 which only contains 6 items before the update"),
  .init(
    name: "duplicate delete", after: [5, 2], operations: [.deleteItems([item(1), item(1)])],
    message:
      "attempt to delete the same index path (\(ns(0, 1))) twice in one batch: UICollectionView does not merge duplicate deletes and corrupts its state (simulator check; UIKit raises no exception here)"
  ),
  .init(
    name: "insert item out of range", after: [7, 2], operations: [.insertItems([item(8)])],
    message:
      "attempt to insert item 8 into section 0, but there are only 7 items in section 0 after the update"
  ),
  .init(
    name: "move from a deleted section", after: [7],
    operations: [.deleteSections([1]), .moveItem(item(0, 1), item(0, 0))],
    message: "cannot move an item from a deleted section (1)"),
  .init(
    name: "move into an inserted section", after: [5, 1, 2],
    operations: [.insertSections([1]), .moveItem(item(0), item(0, 1))],
    message: "cannot move an item into a newly inserted section (1)"),
  .init(
    name: "move section out of range", after: [6, 2], operations: [.moveSection(0, 4)],
    message:
      "attempt to to move section 0 to section 4, but there are only 2 sections after the update"),
  .init(
    name: "more items than the updates say", after: [8, 2], operations: [.insertItems([item(0)])],
    message:
      "Invalid update: invalid number of items in section 0. The number of items contained in an existing section after the update (8) must be equal to the number of items contained in that section before the update (6), plus or minus the number of items inserted or deleted from that section (1 inserted, 0 deleted) and plus or minus the number of items moved into or out of that section (0 moved in, 0 moved out)."
  ),
  .init(
    name: "fewer items than the updates say", after: [6, 2], operations: [.insertItems([item(0)])],
    message: """
      Invalid batch updates detected: the number of sections and/or items returned by the data source before and after performing the batch updates are inconsistent with the updates.
      Data source before updates = { 2 sections with item counts: [6, 2] }
      Data source after updates = { 2 sections with item counts: [6, 2] }
      Updates = [
      \tInsert item (0 - 0)
      ]
      """),
  .init(
    name: "more sections than the updates say", after: [6, 2, 1], operations: [],
    message:
      "Invalid update: invalid number of sections. The number of sections contained in the collection view after the update (3) must be equal to the number of sections contained in the collection view before the update (2), plus or minus the number of sections inserted or deleted (0 inserted, 0 deleted)."
  ),
  .init(
    name: "Int.max item", after: [6, 2], operations: [.deleteItems([item(Int.max)])],
    message:
      "attempt to delete item \(Int.max) from section 0 which only contains 6 items before the update"
  ),
]

@MainActor
@Suite struct CollectionViewBatchUpdatesTests {
  /// A laid-out grid of sections [6, 2] (a0...a5, b0, b1), all visible.
  private func makeLoaded(counts: [Int] = [6, 2], height: CGFloat = 480) throws -> (
    ItemGridSource, UICollectionView
  ) {
    let source = ItemGridSource(counts: counts)
    let grid = makeItemGrid(source, height: height)
    grid.layoutIfNeeded()
    return (source, grid)
  }

  private func labels(_ grid: UICollectionView) -> [String] {
    grid.visibleCells.map { $0.label.text ?? "" }
  }

  @Test("deleting a visible item ends its display, pools its cell, and moves the others up")
  func deleteItem() throws {
    let (source, grid) = try makeLoaded(height: 200)
    let moving = try #require(grid.cellForItem(at: item(2)))
    source.log = []
    grid.recordsEvents = true
    grid.performBatchUpdates {
      source.sections[0].remove(at: 1)
      grid.deleteItems(at: [item(1)])
    }
    #expect(source.log.first == "end a1@0.1")
    #expect(grid.cellForItem(at: item(1)) === moving)
    #expect(labels(grid) == ["a0", "a2", "a3", "a4", "a5"])  // b0 slid below the viewport
    #expect(grid.numberOfItems(inSection: 0) == 5)
    #expect(
      grid.events.map(\.description).prefix(4) == [
        "numberOfSections", "numberOfItemsInSection 0", "numberOfItemsInSection 1",
        "didEndDisplaying [0, 1]",
      ])
    #expect(grid.updateLog.last?.description == "batch([deleteItems([[0, 1]])])")
  }

  @Test("a mixed batch's calls in UIKit's order: counts, removals ascending, then the new views")
  func mixedBatchEvents() throws {
    let (source, grid) = try makeLoaded()
    source.versions["a4"] = 1
    grid.recordsEvents = true
    grid.performBatchUpdates {
      source.sections[0] = ["n", "a0", "a2", "a3", "a4", "a5"]
      grid.reloadItems(at: [item(4)])
      grid.deleteItems(at: [item(1)])
      grid.insertItems(at: [item(0)])
    }
    #expect(
      grid.events.map(\.description) == [
        "numberOfSections", "numberOfItemsInSection 0", "numberOfItemsInSection 1",
        "didEndDisplaying [0, 1]", "didEndDisplaying [0, 4]",
        "cellForItemAt [0, 0]", "prepareForReuse Cell", "willDisplay [0, 0]",
        "cellForItemAt [0, 4]", "prepareForReuse Cell", "willDisplay [0, 4]",
      ])
    #expect(
      grid.visibleCells.map(\.label.text) == ["n", "a0", "a2", "a3", "a4v1", "a5", "b0", "b1"])
  }

  @Test("inserting items dequeues cells for them and lays the rest out")
  func insertItems() throws {
    let (source, grid) = try makeLoaded()
    grid.performBatchUpdates {
      source.sections[0].insert(contentsOf: ["n0", "n1"], at: 0)
      grid.insertItems(at: [item(0), item(1)])
    }
    #expect(labels(grid) == ["n0", "n1", "a0", "a1", "a2", "a3", "a4", "a5", "b0", "b1"])
    #expect(grid.cellForItem(at: item(4))?.frame == CGRect(x: 110, y: 110, width: 100, height: 100))
  }

  @Test("reloading an item sends its cell through the pool and deselects it silently")
  func reloadItem() throws {
    let (source, grid) = try makeLoaded()
    grid.selectItem(at: item(1), animated: false, scrollPosition: [])
    let old = try #require(grid.cellForItem(at: item(1)) as? CountingGridCell)
    source.versions["a1"] = 1
    source.log = []
    grid.reloadItems(at: [item(1)])
    #expect(source.log == ["end a1@0.1", "will a1v1"])
    let new = try #require(grid.cellForItem(at: item(1)) as? CountingGridCell)
    #expect(new === old)  // LIFO: the pooled cell comes back, prepared
    #expect(new.prepared == 1)
    #expect(new.isSelected == false)
    #expect(grid.indexPathsForSelectedItems == nil)
  }

  @Test("moving an item moves its cell and selection without asking for cells")
  func moveItem() throws {
    let (source, grid) = try makeLoaded()
    grid.selectItem(at: item(0), animated: false, scrollPosition: [])
    let cell = try #require(grid.cellForItem(at: item(0)))
    grid.recordsEvents = true
    grid.performBatchUpdates {
      source.sections[1].insert(source.sections[0].remove(at: 0), at: 1)
      grid.moveItem(at: item(0), to: item(1, 1))
    }
    #expect(grid.cellForItem(at: item(1, 1)) === cell)
    #expect(grid.indexPathsForSelectedItems == [item(1, 1)])
    #expect(cell.isSelected)
    #expect(!grid.events.contains { $0.description.hasPrefix("cellForItemAt") })
    #expect(labels(grid) == ["a1", "a2", "a3", "a4", "a5", "b0", "a0", "b1"])
  }

  @Test("reconfiguring an item re-runs cellForItemAt on the same cell, without prepareForReuse")
  func reconfigure() throws {
    let (source, grid) = try makeLoaded()
    grid.selectItem(at: item(2), animated: false, scrollPosition: [])
    let cell = try #require(grid.cellForItem(at: item(2)) as? CountingGridCell)
    source.versions["a2"] = 3
    source.log = []
    grid.recordsEvents = true
    grid.reconfigureItems(at: [item(2), item(0, 5)])  // [5, 0] does not exist: skipped
    #expect(grid.cellForItem(at: item(2)) === cell)
    #expect(cell.label.text == "a2v3")
    #expect(cell.prepared == 0)
    #expect(cell.isSelected)
    #expect(source.log.isEmpty)
    #expect(grid.cellMetrics["Cell"]?.reconfigurations == 1)
    #expect(grid.indexPathsForSelectedItems == [item(2)])
    #expect(grid.events.map(\.description).suffix(1) == ["cellForItemAt [0, 2]"])
  }

  @Test("a reconfigure that dequeues another identifier is UIKit's error")
  func reconfigureMismatch() throws {
    let (source, grid) = try makeLoaded()
    grid.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "Other")
    source.identifier = "Other"
    let error = UIKitException.catching {
      grid.reconfigureItems(at: [item(0)])
    }
    #expect(
      error?.reason
        == "Attempted to dequeue a cell for a different reuse identifier than the existing cell when reconfiguring an item, which is not allowed. Existing cell's reuse identifier: Cell, requested reuse identifier: Other, index path: \(ns(0, 0))"
    )
  }

  @Test("section inserts, deletes, moves and reloads carry their items and headers")
  func sectionOperations() throws {
    // The reloaded section is not passed by the move: UIKit inserts a
    // reloaded section at its index shifted by the deletes and inserts
    // only, which a move past it would make another section's place.
    let source = ItemGridSource([["a0"], ["b0"], ["c0"], ["d0", "d1"]])
    let grid = makeItemGrid(source, headers: true)
    grid.layoutIfNeeded()
    grid.selectItem(at: item(1, 3), animated: false, scrollPosition: [])
    let d1 = try #require(grid.cellForItem(at: item(1, 3)))
    source.log = []
    grid.performBatchUpdates {
      source.sections = [["n0"], ["b0"], ["d0", "d1"], ["c0"]]
      source.versions["b0"] = 1
      grid.deleteSections([0])
      grid.insertSections([0])
      grid.moveSection(3, toSection: 2)
      grid.reloadSections([1])
    }
    #expect(labels(grid) == ["n0", "b0v1", "d0", "d1", "c0"])
    #expect(grid.cellForItem(at: item(1, 2)) === d1)
    #expect(grid.indexPathsForSelectedItems == [item(1, 2)])
    let headers = grid.visibleSupplementaries.keys.sorted().map {
      grid.visibleSupplementaries[$0]?.label.text ?? ""
    }
    // The reloaded and inserted sections' headers are new; the moved ones are kept as they were.
    #expect(headers == ["S0:n0", "S1:b0", "S3:d0", "S2:c0"])
    #expect(source.log.prefix(2) == ["end a0@0.0", "end b0@1.0"])
    #expect(
      grid.updateLog.last?.description
        == "batch([deleteSections([0]), insertSections([0]), moveSection(3, 2), reloadSections([1])])"
    )
  }

  @Test(
    "each rejected batch throws UIKit's text and changes nothing", arguments: rejectedGridBatches)
  func rejected(_ rejectedCase: RejectedGridBatch) throws {
    let (source, grid) = try makeLoaded()
    grid.allowsMultipleSelection = true
    grid.selectItem(at: item(1), animated: false, scrollPosition: [])
    grid.selectItem(at: item(0, 1), animated: false, scrollPosition: [])
    let before = GridSnapshot(grid)
    let original = source.sections
    var completed = false
    let error = UIKitException.catching {
      grid.performBatchUpdates(
        {
          source.sections = ItemGridSource(counts: rejectedCase.after).sections
          for operation in rejectedCase.operations { grid.perform(operation) }
        }, completion: { _ in completed = true })
    }
    #expect(error?.reason == rejectedCase.message)
    #expect(!completed)
    source.sections = original
    #expect(GridSnapshot(grid) == before)
    #expect(!grid.hasUncommittedUpdates)
    // The collection view still works: a valid batch goes through.
    grid.performBatchUpdates {
      source.sections[0].remove(at: 5)
      grid.deleteItems(at: [item(5)])
    }
    #expect(labels(grid) == ["a0", "a1", "a2", "a3", "a4", "b0", "b1"])
    #expect(grid.indexPathsForSelectedItems == [item(1), item(0, 1)])
  }
}

@MainActor
@Suite struct CollectionViewBatchBehaviourTests {
  private func makeLoaded(counts: [Int] = [6, 2], height: CGFloat = 480) throws -> (
    ItemGridSource, UICollectionView
  ) {
    let source = ItemGridSource(counts: counts)
    let grid = makeItemGrid(source, height: height)
    grid.layoutIfNeeded()
    return (source, grid)
  }

  @Test("an update outside a batch is a batch of one, logged; reloadData is logged too")
  func batchOfOne() throws {
    let (source, grid) = try makeLoaded()
    source.sections[1].append("b2")
    grid.insertItems(at: [item(2, 1)])
    grid.reloadData()
    #expect(grid.updateLog.map(\.description) == ["batch([insertItems([[1, 2]])])", "reloadData"])
    #expect(grid.numberOfItems(inSection: 1) == 3)
  }

  @Test("nested batches apply once, at the outermost end, and call every completion in order")
  func nested() throws {
    let (source, grid) = try makeLoaded()
    var completions: [String] = []
    grid.performBatchUpdates(
      {
        source.sections[0].remove(at: 0)
        grid.deleteItems(at: [item(0)])
        grid.performBatchUpdates(
          {
            source.sections[1].append("b2")
            grid.insertItems(at: [item(2, 1)])
            #expect(grid.hasUncommittedUpdates)
          }, completion: { completions.append("inner \($0)") })
        #expect(grid.numberOfItems(inSection: 0) == 6)  // nothing applied yet
      }, completion: { completions.append("outer \($0)") })
    #expect(completions == ["inner true", "outer true"])
    #expect(grid.updateLog.count == 1)
    #expect(grid.numberOfItems(inSection: 0) == 5)
    #expect(grid.numberOfItems(inSection: 1) == 3)
  }

  @Test(
    "a raise inside a nested block stops the whole batch: none of its operations, nor the outer block's, is applied"
  )
  func raiseInNestedBlock() throws {
    // Issue 22, item 18 (then a nested block that threw): the inner block's
    // delete stayed in the outer batch. UIKit's blocks cannot throw; what
    // stops one is an exception, after which the program would stop: the
    // host applies nothing.
    let (source, grid) = try makeLoaded()
    let before = GridSnapshot(grid)
    var completions: [String] = []
    let exception = UIKitException.catching {
      grid.performBatchUpdates(
        {
          source.sections[1].append("b2")
          grid.insertItems(at: [item(2, 1)])
          grid.performBatchUpdates(
            {
              grid.deleteItems(at: [item(0)])
              grid.reloadData()
              _ = grid.dequeueReusableCell(withReuseIdentifier: "Unregistered", for: item(0))
            }, completion: { completions.append("inner \($0)") })
        }, completion: { completions.append("outer \($0)") })
    }
    #expect(
      exception
        == .unregisteredIdentifier(kind: "UICollectionElementKindCell", identifier: "Unregistered"))
    #expect(completions.isEmpty)
    #expect(!grid.hasUncommittedUpdates)
    source.sections[1].removeLast()
    #expect(GridSnapshot(grid) == before)
    #expect(grid.updateLog.isEmpty)
  }

  @Test("an update block in which a dequeue raises discards its batch and changes nothing")
  func raisingBlock() throws {
    let (_, grid) = try makeLoaded()
    let before = GridSnapshot(grid)
    let exception = UIKitException.catching {
      grid.performBatchUpdates {
        grid.deleteItems(at: [item(0)])
        _ = grid.dequeueReusableCell(withReuseIdentifier: "Unregistered", for: item(0))
      }
    }
    #expect(exception?.name == .internalInconsistency)
    #expect(GridSnapshot(grid) == before)
    #expect(!grid.hasUncommittedUpdates)
  }

  @Test("reloadData inside a block that raises is discarded with the batch")
  func reloadInsideRaisingBlock() throws {
    let (source, grid) = try makeLoaded()
    let before = GridSnapshot(grid)
    source.log = []
    let exception = UIKitException.catching {
      grid.performBatchUpdates {
        grid.reloadData()
        _ = grid.dequeueReusableCell(withReuseIdentifier: "Unregistered", for: item(0))
      }
    }
    #expect(exception != nil)
    grid.layoutIfNeeded()
    #expect(GridSnapshot(grid) == before)
    #expect(source.log.isEmpty)
  }

  @Test("reloadData inside a batch applies the batch as a reload, without validation")
  func reloadInside() throws {
    let (source, grid) = try makeLoaded()
    grid.performBatchUpdates {
      source.sections = [["x"]]
      grid.insertItems(at: [item(0)])  // wrong on purpose: not validated
      grid.reloadData()
    }
    #expect(
      grid.updateLog.last?.description == "batch([insertItems([[0, 0]])]), applied as reloadData")
    #expect(grid.visibleCells.map(\.label.text) == ["x"])
  }

  @Test("a model changed before the batch fails it: the stale cache is read first, as UIKit does")
  func staleCacheRefreshedFirst() throws {
    let source = ItemGridSource(counts: [3])
    let grid = makeItemGrid(source)
    source.sections[0].append("late")
    let error = UIKitException.catching {
      grid.insertItems(at: [item(3)])
    }
    #expect(error?.reason.hasPrefix("Invalid batch updates detected") == true)
    #expect(grid.numberOfItems(inSection: 0) == 4)
  }

  @Test("an empty batch changes nothing, is logged and completes")
  func emptyBatch() throws {
    let (source, grid) = try makeLoaded()
    let before = GridSnapshot(grid)
    var done = false
    grid.performBatchUpdates({}, completion: { done = $0 })
    #expect(done)
    var after = GridSnapshot(grid)
    after.logCount -= 1
    #expect(after == before)
    #expect(grid.updateLog.last?.description == "batch([])")
    withExtendedLifetime(source) {}
  }

  @Test("duplicate inserts are tolerated; Int.min, negative and odd index paths are UIKit errors")
  func hostileIndexPaths() throws {
    let (source, grid) = try makeLoaded()
    let before = GridSnapshot(grid)
    for paths in [
      [item(Int.min)], [item(-1)], [item(0, Int.max)], [item(0, -1)], [item(Int.max, Int.max)],
    ] {
      #expect(
        UIKitException.catching { grid.deleteItems(at: paths) }?.name == .internalInconsistency)
      #expect(
        UIKitException.catching { grid.insertItems(at: paths) }?.name == .internalInconsistency)
      #expect(
        UIKitException.catching { grid.reloadItems(at: paths) }?.name == .internalInconsistency)
      #expect(
        UIKitException.catching {
          grid.moveItem(at: paths[0], to: item(0))
        }?.name == .internalInconsistency)
    }
    for sections in [IndexSet([Int.max - 1]), IndexSet([-5]), IndexSet([Int.min])] {
      #expect(
        UIKitException.catching { grid.deleteSections(sections) }?.name == .internalInconsistency)
      #expect(
        UIKitException.catching { grid.reloadSections(sections) }?.name == .internalInconsistency)
    }
    for path in [IndexPath(index: 0), IndexPath(indexes: [0, 0, 0]), IndexPath()] {
      #expect(
        UIKitException.catching { grid.deleteItems(at: [path]) }?.name == .internalInconsistency)
      #expect(
        UIKitException.catching { grid.insertItems(at: [path]) }?.name == .internalInconsistency)
      #expect(
        UIKitException.catching {
          grid.moveItem(at: item(0), to: path)
        }?.name == .internalInconsistency)
    }
    #expect(
      UIKitException.catching {
        grid.moveSection(Int.min, toSection: 0)
      }?.name == .internalInconsistency)
    #expect(
      UIKitException.catching {
        grid.moveSection(0, toSection: Int.max)
      }?.name == .internalInconsistency)
    #expect(GridSnapshot(grid) == before)
    // Reconfiguring items that do not exist is not an error: there is no cell to reconfigure.
    grid.reconfigureItems(at: [item(Int.max), item(Int.min, Int.min), item(-1)])
    var after = GridSnapshot(grid)
    after.logCount -= 1
    #expect(after == before)
    grid.performBatchUpdates {
      source.sections[0].insert("n", at: 0)
      grid.insertItems(at: [item(0), item(0)])
    }
    #expect(grid.visibleCells.first?.label.text == "n")
  }

  @Test("a batch from willDisplay (load more at the last item) is applied; the pass runs again")
  func loadMoreFromWillDisplay() throws {
    let source = ItemGridSource(counts: [6])
    let grid = makeItemGrid(source)
    var loaded = false
    source.onWillDisplay = { [unowned source] grid, path in
      guard !loaded, path == item(5) else { return }
      loaded = true
      source.sections[0] += ["m0", "m1", "m2"]
      grid.insertItems(at: [item(6), item(7), item(8)])
    }
    grid.layoutIfNeeded()
    #expect(loaded)
    #expect(grid.numberOfItems(inSection: 0) == 9)
    #expect(
      grid.visibleCells.map(\.label.text)
        == ["a0", "a1", "a2", "a3", "a4", "a5", "m0", "m1", "m2"])
    #expect(grid.updateLog.map(\.description) == ["batch([insertItems([[0, 6], [0, 7], [0, 8]])])"])
  }

  @Test("a batch from cellForItemAt is applied; the stale cell goes back and the pass runs again")
  func batchFromCellForItem() throws {
    let source = ItemGridSource(counts: [6])
    let grid = makeItemGrid(source)
    var deleted = false
    source.onCellForItem = { [unowned source] grid, path in
      guard !deleted, path == item(1) else { return }
      deleted = true
      source.sections[0].remove(at: 0)
      grid.deleteItems(at: [item(0)])
    }
    grid.layoutIfNeeded()
    #expect(source.log.prefix(2) == ["will a0", "end a0@0.0"])
    #expect(grid.visibleCells.map(\.label.text) == ["a1", "a2", "a3", "a4", "a5"])
    // a0's cell went to the pool, was dequeued for the stale [0, 1], went back
    // to the pool, and now shows a1: five cells for five items.
    #expect(grid.cellMetrics["Cell"]?.created == 5)
    #expect(grid.cellMetrics["Cell"]?.pooled == 0)
  }

  @Test("a batch empties the prefetch window without cancel calls, as the table's does")
  func batchEmptiesPrefetchWindow() throws {
    let source = ScrollGridSource([60])
    let grid = makeScrollGrid(source)
    grid.prefetchDataSource = source
    grid.layoutIfNeeded()
    try grid.dragToScroll(by: 110, steps: 1)
    #expect(grid.prefetchedIndexPaths == (9..<19).map { item($0) })
    grid.performBatchUpdates {
      source.counts[0] += 1
      grid.insertItems(at: [item(0)])
    }
    #expect(grid.prefetchedIndexPaths.isEmpty)
    #expect(source.cancelled.isEmpty)
  }

  @Test("a batch from a prefetch handler is applied; the pass runs again on the new counts")
  func batchFromPrefetch() throws {
    let source = ScrollGridSource([60])
    let grid = makeScrollGrid(source)
    grid.prefetchDataSource = source
    grid.layoutIfNeeded()
    var done = false
    source.onPrefetch = { [unowned source] grid, _ in
      guard !done else { return }
      done = true
      source.counts[0] -= 3
      grid.deleteItems(at: [item(57), item(58), item(59)])
    }
    try grid.dragToScroll(by: 110, steps: 1)
    #expect(done)
    #expect(grid.numberOfItems(inSection: 0) == 57)
    #expect(grid.indexPathsForVisibleItems == (3..<9).map { item($0) })
    #expect(grid.updateLog.count == 1)
  }

  @Test("a batch from a count query is refused")
  func batchFromCountQuery() throws {
    final class Hostile: UICollectionViewDataSource {
      var errors: [String] = []
      func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int)
        -> Int
      {
        let exception = UIKitException.catching { collectionView.insertItems(at: [item(0)]) }
        if let exception { errors.append(exception.reason) }
        return 1
      }
      func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
        -> UICollectionViewCell
      {
        collectionView.dequeueReusableCell(withReuseIdentifier: "Cell", for: indexPath)
      }
    }
    let source = Hostile()
    let grid = makeItemGrid(ItemGridSource(counts: []))
    grid.dataSource = source
    grid.layoutIfNeeded()
    #expect(source.errors == [UICollectionView.ReentrantUpdateError.duringCountQuery.description])
    #expect(grid.visibleCells.count == 1)
  }

  @Test("a batch from inside a batch's own callbacks is refused; from its completion it runs")
  func batchDuringBatch() throws {
    let (source, grid) = try makeLoaded()
    var refusal: UIKitException?
    source.onCellForItem = { grid, _ in
      refusal = UIKitException.catching { grid.insertSections([0]) }
    }
    grid.performBatchUpdates(
      {
        source.versions["a0"] = 1
        grid.reconfigureItems(at: [item(0)])
      },
      completion: { _ in
        source.onCellForItem = nil
        source.sections[0].removeLast()
        grid.deleteItems(at: [item(5)])
      })
    #expect(refusal == UICollectionView.ReentrantUpdateError.duringBatch)
    #expect(grid.cellForItem(at: item(0))?.label.text == "a0v1")
    #expect(grid.updateLog.count == 2)
    #expect(grid.numberOfItems(inSection: 0) == 5)
  }

  @Test("a batch on a scrolled grid keeps the offset and shows what slides in")
  func scrolledBatch() throws {
    let (source, grid) = try makeLoaded(counts: [30], height: 200)
    grid.setContentOffset(CGPoint(x: 0, y: 330), animated: false)
    grid.performBatchUpdates {
      source.sections[0].removeSubrange(0..<3)
      grid.deleteItems(at: [item(0), item(1), item(2)])
    }
    #expect(grid.contentOffset.y == 330)
    #expect(grid.visibleCells.map(\.label.text) == (12..<18).map { "a\($0)" })
  }
}

/// A random valid batch: the model after it and the operations that say so.
@MainActor
struct RandomGridBatch {
  var sections: [[String]]
  var operations: [UICollectionView.Operation]
  /// Ids whose content changed (reconfigured or reloaded).
  var changed: Set<String>
}

/// Random valid batches on a model. Structural batches delete and insert
/// items and sections and move every surviving section and item
/// explicitly (so no position is implicit); reload batches reload items and
/// sections in place. Both reconfigure some survivors.
@MainActor
enum RandomGridBatches {
  static var next = 0

  static func fresh(_ prefix: String) -> String {
    next += 1
    return "\(prefix)\(next)"
  }

  static func make(_ old: [[String]], _ random: inout SeededRandom) -> RandomGridBatch {
    random.chance(0.25) ? reload(old, &random) : structural(old, &random)
  }

  static func reload(_ old: [[String]], _ random: inout SeededRandom) -> RandomGridBatch {
    var new = old
    var operations: [UICollectionView.Operation] = []
    var changed: Set<String> = []
    var reloadedSections = IndexSet()
    for section in old.indices where random.chance(0.2) {
      reloadedSections.insert(section)
      new[section] = (0..<random.int(5)).map { _ in fresh("r") }
    }
    if !reloadedSections.isEmpty { operations.append(.reloadSections(reloadedSections)) }
    var reloaded: [IndexPath] = []
    var reconfigured: [IndexPath] = []
    for (section, items) in old.enumerated() where !reloadedSections.contains(section) {
      for index in items.indices {
        if random.chance(0.2) {
          reloaded.append(item(index, section))
          new[section][index] = fresh("r")
        } else if random.chance(0.2) {
          reconfigured.append(item(index, section))
          changed.insert(items[index])
        }
      }
    }
    if !reloaded.isEmpty { operations.append(.reloadItems(reloaded.shuffled(using: &random))) }
    if !reconfigured.isEmpty { operations.append(.reconfigureItems(reconfigured)) }
    return RandomGridBatch(sections: new, operations: operations, changed: changed)
  }

  static func structural(_ old: [[String]], _ random: inout SeededRandom) -> RandomGridBatch {
    var operations: [UICollectionView.Operation] = []
    let deletedSections = IndexSet(old.indices.filter { _ in random.chance(0.15) })
    if !deletedSections.isEmpty { operations.append(.deleteSections(deletedSections)) }
    // Surviving sections keep their old index as identity; new ones are nil.
    var order: [Int?] = old.indices.filter { !deletedSections.contains($0) }.shuffled(
      using: &random)
    for _ in 0..<random.int(3) { order.insert(nil, at: random.int(order.count + 1)) }
    let inserted = IndexSet(order.indices.filter { order[$0] == nil })
    if !inserted.isEmpty { operations.append(.insertSections(inserted)) }
    for (new, source) in order.enumerated() {
      if let source { operations.append(.moveSection(source, new)) }
    }
    // Items: pool the survivors of surviving sections, then deal them out.
    var survivors: [(IndexPath, String)] = []
    var deletedItems: [IndexPath] = []
    for section in old.indices where !deletedSections.contains(section) {
      for (index, id) in old[section].enumerated() {
        if random.chance(0.2) {
          deletedItems.append(item(index, section))
        } else {
          survivors.append((item(index, section), id))
        }
      }
    }
    survivors.shuffle(using: &random)
    var new: [[(IndexPath?, String)]] = order.map { source in
      source == nil ? (0..<random.int(4)).map { _ in (nil, fresh("s")) } : []
    }
    let targets = order.indices.filter { order[$0] != nil }
    for survivor in survivors {
      guard let section = targets.randomElement(using: &random) else { break }
      new[section].insert(survivor, at: random.int(new[section].count + 1))
    }
    for section in targets {
      for _ in 0..<random.int(3) {
        new[section].insert((nil, fresh("i")), at: random.int(new[section].count + 1))
      }
    }
    if !deletedItems.isEmpty { operations.append(.deleteItems(deletedItems)) }
    var insertedItems: [IndexPath] = []
    var reconfigured: [IndexPath] = []
    var changed: Set<String> = []
    for section in targets {
      for (index, (source, id)) in new[section].enumerated() {
        guard let source else {
          insertedItems.append(item(index, section))
          continue
        }
        operations.append(.moveItem(source, item(index, section)))
        if random.chance(0.15) {
          reconfigured.append(source)
          changed.insert(id)
        }
      }
    }
    if !insertedItems.isEmpty { operations.append(.insertItems(insertedItems)) }
    if !reconfigured.isEmpty { operations.append(.reconfigureItems(reconfigured)) }
    operations.shuffle(using: &random)
    return RandomGridBatch(
      sections: new.map { $0.map(\.1) }, operations: operations, changed: changed)
  }
}

@MainActor
@Suite struct CollectionViewBatchPropertyTests {
  /// What a grid shows: visible items with their content and state, counts,
  /// selection by identity, headers.
  private func picture(_ grid: UICollectionView, _ source: ItemGridSource) -> [String] {
    var lines = ["counts \((0..<grid.numberOfSections).map { grid.numberOfItems(inSection: $0) })"]
    lines += grid.indexPathsForVisibleItems.map { path in
      let cell = grid.cellForItem(at: path)
      return
        "\(Array(path)) \(cell?.label.text ?? "nil") \(cell?.isSelected == true) \(cell?.frame ?? .zero)"
    }
    let selected = (grid.indexPathsForSelectedItems ?? []).map { source.sections[$0[0]][$0[1]] }
    lines.append("selected \(selected.sorted())")
    // Header content is not compared: a header that survives a batch keeps
    // what it showed, as in UIKit.
    lines += grid.visibleSupplementaries.keys.sorted().map {
      "\($0.kind) \(Array($0.indexPath)) \(grid.visibleSupplementaries[$0]?.frame ?? .zero)"
    }
    lines.append("offset \(grid.contentOffset)")
    return lines
  }

  /// The batch without its item deletes (or inserts) must be rejected,
  /// with nothing changed.
  private func rejectCorrupted(
    _ batch: RandomGridBatch, _ grid: UICollectionView, _ source: ItemGridSource
  )
    throws
  {
    // Without its item deletes (or, with none, its item inserts) some
    // surviving section's count no longer adds up. (Dropping both could
    // balance out.)
    let hasDeletes = batch.operations.contains {
      if case .deleteRows = $0 { return true }
      return false
    }
    let kept = batch.operations.filter {
      switch $0 {
      case .deleteRows: false
      case .insertRows: hasDeletes
      default: true
      }
    }
    guard kept.count < batch.operations.count else { return }
    let before = GridSnapshot(grid)
    let (sections, versions) = (source.sections, source.versions)
    let exception = UIKitException.catching {
      grid.performBatchUpdates {
        source.sections = batch.sections
        for operation in kept { grid.perform(operation) }
      }
    }
    guard exception != nil else {
      Issue.record("a batch without its deletes (or inserts) was accepted: \(kept)")
      return
    }
    source.sections = sections
    source.versions = versions
    try #require(GridSnapshot(grid) == before, "\(kept)")
  }

  @Test(
    "random valid batches on random grids leave the collection view as a fresh one shows the new data",
    arguments: SeededRandom.seeds(TestEnvironment.scaled(60, full: 600)))
  func randomBatches(seed: UInt64) throws {
    print("CollectionViewBatchPropertyTests seed \(seed)")
    try withSeed(seed) { random in
      let counts = (0..<(1 + random.int(4))).map { _ in random.int(9) }
      let source = ItemGridSource(counts: counts)
      let headers = random.chance(0.5)
      let grid = makeItemGrid(source, height: CGFloat(100 + random.int(400)), headers: headers)
      grid.setContentOffset(CGPoint(x: 0, y: random.int(500)), animated: false)
      for _ in 0..<6 {
        var selectedIDs: Set<String> = []
        for (section, items) in source.sections.enumerated() {
          for (index, id) in items.enumerated() where random.chance(0.2) {
            grid.allowsMultipleSelection = true
            grid.selectItem(at: item(index, section), animated: false, scrollPosition: [])
            selectedIDs.insert(id)
          }
        }
        let batch = RandomGridBatches.make(source.sections, &random)
        if random.chance(0.3) { try rejectCorrupted(batch, grid, source) }
        grid.performBatchUpdates {
          source.sections = batch.sections
          for id in batch.changed { source.versions[id, default: 0] += 1 }
          for operation in batch.operations { grid.perform(operation) }
        }
        let surviving = Set(batch.sections.joined()).intersection(selectedIDs)
        let fresh = makeItemGrid(source, height: grid.viewportSize.height, headers: headers)
        fresh.allowsMultipleSelection = true
        fresh.layoutIfNeeded()
        for (section, items) in source.sections.enumerated() {
          for (index, id) in items.enumerated() where surviving.contains(id) {
            fresh.selectItem(at: item(index, section), animated: false, scrollPosition: [])
          }
        }
        fresh.setContentOffset(grid.contentOffset, animated: false)
        try #require(picture(grid, source) == picture(fresh, source), "\(batch.operations)")
        grid.selectItem(at: nil, animated: false, scrollPosition: [])
      }
    }
  }
}
