import CellarHost
import Foundation
import Testing
import UIKit

@testable import Cellar

// Cellar's no-crash guarantee on UIKit: `UICollectionView.performBatch`
// validates a batch against the collection view's counts with CellarHost's
// validator before UIKit sees it. A batch UIKit would reject (it raises
// "Invalid update" and the app dies; the facade stops the test process)
// is thrown as `CollectionViewBatch.UpdateError`, and the collection view
// is untouched. (The validator's rules themselves are CellarHost's, tested
// by `Tests/CellarHostTests/CollectionViewBatchValidationTests.swift`.)

/// A place in a section, as the planner writes it.
private func place(_ row: Int, _ section: Int = 0) -> SectionedChangeset.Path {
  SectionedChangeset.Path(section: section, row: row)
}

/// What a collection view shows: its counts and its visible cells (by object).
@MainActor
private struct GridViewState: Equatable {
  var counts: [Int]
  var cells: [ObjectIdentifier]
  var texts: [String?]

  init(_ view: UICollectionView) {
    counts = gridItemCounts(view)
    let paths = view.indexPathsForVisibleItems.sorted()
    cells = paths.compactMap { view.cellForItem(at: $0).map(ObjectIdentifier.init) }
    texts = paths.map { gridCellText(view.cellForItem(at: $0)) }
  }
}

@Suite("Grid on UIKit: batches UIKit would reject are thrown, not sent")
@MainActor
struct GridOnUIKitBatchTests {
  /// A grid of two sections, three items and one, laid out.
  private func threeAndOne() throws -> Grid {
    let grid = makeUIKitGrid()
    try grid.update {
      gridPhotoSection("a", [0, 1, 2])
      gridPhotoSection("b", [3])
    }
    return grid
  }

  /// Runs a batch that must be rejected, and checks that the view is untouched.
  private func expectRejected(
    _ operations: Headless.Batch.Groups, newCounts: [Int], on grid: Grid,
    sourceLocation: SourceLocation = #_sourceLocation
  ) throws -> CollectionViewBatch.UpdateError? {
    let view = grid.collectionView
    let before = GridViewState(view)
    var dataUpdated = false
    var rejection: CollectionViewBatch.UpdateError?
    do {
      try view.performBatch(
        Headless.Batch(.collection, planned: operations), animation: .automatic,
        newCounts: newCounts
      ) {
        dataUpdated = true
      }
      Issue.record("the batch was sent to UIKit", sourceLocation: sourceLocation)
    } catch let error as CollectionViewBatch.UpdateError {
      rejection = error
    }
    #expect(!dataUpdated, "the data changed for a rejected batch", sourceLocation: sourceLocation)
    #expect(!view.hasUncommittedUpdates, sourceLocation: sourceLocation)
    view.layoutIfNeeded()
    #expect(GridViewState(view) == before, sourceLocation: sourceLocation)
    return rejection
  }

  @Test("an insert the counts do not account for is thrown with UIKit's reasons")
  func insertWithoutCount() throws {
    let grid = try threeAndOne()
    var operations = Headless.Batch.Groups()
    operations.rowInserts = [place(0)]
    // The count did not grow: iOS 16.4's "Invalid batch updates detected".
    let tooFew = try expectRejected(operations, newCounts: [3, 1], on: grid)
    guard case .inconsistentBatchUpdates(let before, let after, _) = tooFew else {
      Issue.record("unexpected rejection \(String(describing: tooFew))")
      return
    }
    #expect(before == [3, 1])
    #expect(after == [3, 1])
    #expect(tooFew?.description.hasPrefix("Invalid batch updates detected") == true)
    // The count grew by more than the insert: "Invalid update".
    let tooMany = try expectRejected(operations, newCounts: [5, 1], on: grid)
    #expect(
      tooMany
        == .shared(
          .invalidNumberOfRows(
            section: 0, after: 5, before: 3, inserted: 1, deleted: 0, movedIn: 0, movedOut: 0)))
    #expect(tooMany?.description.hasPrefix("Invalid update") == true)
  }

  @Test("a batch that fits the counts is sent, inside performBatchUpdates, after the data")
  func validBatchIsSent() throws {
    let grid = try threeAndOne()
    let view = grid.collectionView
    let target = [gridPhotoSection("a", [0, 1, 2, 4]), gridPhotoSection("b", [3])].map(\.base)
    var operations = Headless.Batch.Groups()
    operations.rowInserts = [place(3)]
    var dataUpdated = false
    try view.performBatch(
      Headless.Batch(.collection, planned: operations), animation: .automatic, newCounts: [4, 1]
    ) {
      dataUpdated = true
      grid.setSections(target)
    }
    view.layoutIfNeeded()
    #expect(dataUpdated)
    #expect(gridItemCounts(view) == [4, 1])
    #expect(gridShownTexts(grid) == ["0:p", "1:p", "2:p", "4:p", "3:p"])
  }

  @Test("a plan that does not fit the view's counts is reported and recovered with reloadData")
  func planRejectedFallsBack() throws {
    let grid = try threeAndOne()
    let view = grid.collectionView
    var reported: [any Error] = []
    grid.onError = { reported.append($0) }
    // The grid's sections change behind the collection view's back (the
    // bug a real planner bug would look like): the view still counts 3.
    grid.shown = [gridPhotoSection("a", [0, 1, 2, 5, 6]), gridPhotoSection("b", [3])].map(\.base)
    #expect(gridItemCounts(view) == [3, 1])
    try grid.update {
      gridPhotoSection("a", [0, 1, 2, 5, 6, 7])
      gridPhotoSection("b", [3])
    }
    guard case .updateRejected(let reason) = reported.first as? TableError else {
      Issue.record("expected updateRejected, got \(reported)")
      return
    }
    #expect(reason.contains("Invalid update"))
    #expect(gridItemCounts(view) == [6, 1])
    #expect(gridShownTexts(grid) == ["0:p", "1:p", "2:p", "5:p", "6:p", "7:p", "3:p"])
  }
}
