import CellarDiff
import Foundation
import Testing

@testable import CellarHost

/// The validator's plan, without a table view: where rows and sections go.
@Suite struct BatchPlanTests {
  @Test("survivors shift past removed rows and entering rows, and saturate instead of overflowing")
  func survivorIndex() {
    // Rows 0..<6; rows 1 and 3 leave; new rows enter at 0 and 2.
    let removed = [1, 3]
    let inserted = [0, 2]
    let survivors = [0, 2, 4, 5].map {
      SurvivorMap.newIndex(of: $0, removed: removed, inserted: inserted)
    }
    #expect(survivors == [1, 3, 4, 5])
    #expect(SurvivorMap.newIndex(of: Int.max, removed: [], inserted: [0]) == Int.max)
    #expect(SurvivorMap.newIndex(of: -1, removed: [0], inserted: []) == -1)
  }

  @Test("a plan maps surviving rows and sections, and drops deleted ones")
  func mapsRowsAndSections() throws {
    // Two sections of 3 rows; insert a section at 0, delete row (0, 1),
    // move row (1, 2) to the top of its section, and append a row to it.
    let plan = try BatchPlan(
      operations: [
        .deleteRows([IndexPath(row: 1, section: 0)], .fade),
        .insertRows([IndexPath(row: 3, section: 2)], .fade),
        .moveRow(IndexPath(row: 2, section: 1), IndexPath(row: 0, section: 2)),
        .insertSections([0], .fade),
      ],
      before: [3, 3], after: [0, 2, 4])
    #expect(!plan.fallsBackToReloadData)
    #expect(plan.sectionMap == [1, 2])
    #expect(plan.sectionSources == [nil, 0, 1])
    let old = [(0, 0), (0, 1), (0, 2), (1, 0), (1, 1), (1, 2)]
    let new = old.map { plan.newPath(for: IndexPath(row: $0.1, section: $0.0)) }
    #expect(
      new == [
        IndexPath(row: 0, section: 1), nil, IndexPath(row: 1, section: 1),
        IndexPath(row: 1, section: 2), IndexPath(row: 2, section: 2), IndexPath(row: 0, section: 2),
      ])
  }

  @Test("the delete and insert checks name their side in UIKit's messages")
  func sides() {
    let path = SectionedChangeset.Path(section: 1, row: 7)
    #expect(
      BatchSide.delete.rowOutOfRange(path, rowCount: 3)
        == .deleteRowOutOfRange(row: 7, section: 1, rowCount: 3))
    #expect(
      BatchSide.insert.rowOutOfRange(path, rowCount: 3)
        == .insertRowOutOfRange(row: 7, section: 1, rowCount: 3))
    #expect(BatchSide.delete.sectionAlsoMoved(2) == .deleteAndMoveSameSection(2))
    #expect(BatchSide.insert.sectionAlsoMoved(2) == .insertAndMoveSameSection(2))
  }
}
