import CellarDiff
import CellarHost
import CellarTestSupport
import Foundation
import Testing

/// Random groups as a planner makes them: section lists ascending and
/// without repeats, rows anywhere (up to 3 sections of 6 rows), moves in
/// any order; about one group in three is left empty.
private func randomGroups(_ random: inout SeededRandom) -> Headless.Batch.Groups {
  func sections() -> [Int] {
    random.chance(0.35) ? [] : (0..<6).filter { _ in random.chance(0.3) }
  }
  func paths() -> [SectionedChangeset.Path] {
    random.chance(0.35)
      ? [] : (0..<random.int(5)).map { _ in .init(section: random.int(3), row: random.int(6)) }
  }
  var groups = Headless.Batch.Groups()
  groups.sectionDeletes = sections()
  groups.sectionInserts = sections()
  groups.sectionReloads = sections()
  groups.sectionMoves = (0..<random.int(3)).map { _ in
    Changeset.Move(source: random.int(6), target: random.int(6))
  }
  groups.rowDeletes = paths()
  groups.rowInserts = paths()
  groups.rowReloads = paths()
  groups.rowReconfigures = paths()
  groups.rowMoves = (0..<random.int(3)).map { _ in
    SectionedChangeset.RowMove(
      source: .init(section: random.int(3), row: random.int(6)),
      target: .init(section: random.int(3), row: random.int(6)))
  }
  return groups
}

@Suite struct BatchTests {
  @Test(
    "a planned batch equals, hashes and prints as the batch of its calls, and its calls group back",
    arguments: SeededRandom.seeds(200))
  func plannedEqualsGiven(seed: UInt64) throws {
    try withSeed(seed, "planned against given") { random in
      let groups = randomGroups(&random)
      for surface in [Headless.Batch.Surface.table, .collection] {
        let planned = Headless.Batch(surface, planned: groups)
        let given = Headless.Batch(surface, calls: groups.calls)
        #expect(planned == given)
        #expect(planned.hashValue == given.hashValue)
        #expect(planned.description == given.description)
        #expect(planned.isEmpty == given.isEmpty)
        #expect(planned.isEmpty == groups.calls.isEmpty)
        #expect(given.groups == groups)
        #expect(given.groups.count == groups.count)
      }
      if !groups.isEmpty {
        #expect(
          Headless.Batch(.table, planned: groups) != Headless.Batch(.collection, planned: groups))
      }
    }
  }

  @Test("a batch prints its calls in its own view's words")
  func description() {
    let calls: [Headless.BatchOperation] = [
      .deleteSections([1], .automatic), .insertRows([IndexPath(row: 1, section: 0)], .fade),
      .moveRow(IndexPath(row: 0, section: 0), IndexPath(row: 2, section: 0)),
    ]
    #expect(
      Headless.Batch(.table, calls: calls).description
        == "[deleteSections([1]), insertRows([[0, 1]], .fade), moveRow([0, 0], [0, 2])]")
    #expect(
      Headless.Batch(.collection, calls: calls).description
        == "[deleteSections([1]), insertItems([[0, 1]]), moveItem([0, 0], [0, 2])]")
    #expect(Headless.Batch(.table, calls: []).description == "[]")
    #expect(Headless.Batch(.table, planned: .init()).description == "[]")
  }

  @Test("calls are grouped in call order, sections named twice once, in ascending order")
  func groupsFromCalls() {
    let batch = Headless.Batch(
      .table,
      calls: [
        .deleteSections([3, 1], .automatic), .deleteSections([1, 2], .fade),
        .insertRows([IndexPath(row: 4, section: 0)], .automatic),
        .insertRows([IndexPath(row: 1, section: 0)], .automatic),
        .moveSection(5, 0), .moveSection(0, 5),
      ])
    let groups = batch.groups
    #expect(groups.sectionDeletes == [1, 2, 3])
    #expect(groups.rowInserts == [.init(section: 0, row: 4), .init(section: 0, row: 1)])
    #expect(groups.sectionMoves.map(\.source) == [5, 0])
    #expect(groups.count == 3 + 2 + 2)
  }

  @Test("index paths UIKit cannot read as rows are grouped as UIKit reads them, without trapping")
  func malformedPaths() {
    let batch = Headless.Batch(
      .table,
      calls: [
        .insertRows(
          [IndexPath(indexes: [1, 2, 3]), IndexPath(), IndexPath(index: 4)], .automatic),
        .deleteRows([IndexPath(row: Int.max, section: Int.max)], .automatic),
      ])
    let notFound = Int.max
    #expect(
      batch.groups.rowInserts == [
        .init(section: 1, row: notFound), .init(section: notFound, row: notFound),
        .init(section: 4, row: notFound),
      ])
    #expect(throws: Headless.UITableView.UpdateError.self) {
      try batch.validate(before: [3, 3, 3, 3, 3], after: [3, 3, 3, 3, 3])
    }
  }

  @Test("validation follows the surface: a table reloads where a collection view rejects")
  func validateBySurface() throws {
    let calls: [Headless.BatchOperation] = [
      .deleteSections([0], .automatic),
      .moveRow(IndexPath(row: 0, section: 0), IndexPath(row: 0, section: 0)),
    ]
    #expect(try Headless.Batch(.table, calls: calls).validate(before: [2, 1], after: [2]) == true)
    #expect(throws: CollectionViewBatch.UpdateError.moveFromDeletedSection(0)) {
      try Headless.Batch(.collection, calls: calls).validate(before: [2, 1], after: [2])
    }
    let insert: [Headless.BatchOperation] = [
      .insertRows([IndexPath(row: 9, section: 0)], .automatic)
    ]
    #expect(
      throws: Headless.UITableView.UpdateError.insertRowOutOfRange(row: 9, section: 0, rowCount: 3)
    ) {
      try Headless.Batch(.table, calls: insert).validate(before: [2], after: [3])
    }
    #expect(
      throws: CollectionViewBatch.UpdateError.shared(
        .insertRowOutOfRange(row: 9, section: 0, rowCount: 3))
    ) {
      try Headless.Batch(.collection, calls: insert).validate(before: [2], after: [3])
    }
    #expect(try Headless.Batch(.collection, calls: []).validate(before: [3], after: [3]) == false)
    #expect(throws: CollectionViewBatch.UpdateError.self) {
      try Headless.Batch(.collection, planned: .init()).validate(before: [3], after: [2])
    }
  }

  @Test("the views validate and log the one batch value, for their own surface")
  @MainActor
  func viewsLogTheBatch() throws {
    let model = ListModel(rows: 10)
    let table = try makeTable(model)
    model.sections[0].remove(at: 1)
    table.deleteRows(at: [ip(0, 1)], with: .fade)
    #expect(
      table.updateLog.last?.batch
        == Headless.Batch(.table, calls: [.deleteRows([ip(0, 1)], .fade)]))
    #expect(table.updateLog.last?.description == "batch([deleteRows([[0, 1]], .fade)])")
  }
}
