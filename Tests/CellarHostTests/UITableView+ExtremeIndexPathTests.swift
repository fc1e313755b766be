import CellarHost
import CellarTestSupport
import Foundation
import Testing

/// Batches whose index paths hold extreme values (`Int.max`, `Int.min`,
/// negative, the count and one past it) or the wrong number of indexes: each
/// is rejected with UIKit's message for its operation, leaves the table as it
/// was, and never traps (issue 11, item 3).
@MainActor
@Suite struct UITableViewExtremeIndexPathTests {
  // MARK: The reproducers

  /// Issue 11, item 3: "`reloadRows(at: [[0, Int.max]])` is taken as a
  /// whole-section reload (the validator uses `row: Int.max` as its section
  /// marker)".
  @Test("reloading row Int.max is a row that does not exist, not the whole section")
  func reloadRowIntMax() throws {
    let (model, table, before) = try threeRows()
    let error = UIKitException.catching {
      table.reloadRows(at: [[0, Int.max]], with: .fade)
    }
    #expect(error == .deleteRowOutOfRange(row: Int.max, section: 0, rowCount: 3))
    #expect(
      error?.reason
        == "attempt to delete row 9223372036854775807 from section 0 which only contains 3 rows before the update"
    )
    #expect(try TableState(table) == before)
    withExtendedLifetime(model) {}
  }

  /// Issue 11, item 3: "delete+insert of `Int.max` is accepted".
  @Test("deleting and inserting row Int.max in one batch is rejected")
  func deleteAndInsertIntMax() throws {
    let (model, table, before) = try threeRows()
    let error = UIKitException.catching {
      table.performBatchUpdates {
        table.deleteRows(at: [[0, Int.max]], with: .fade)
        table.insertRows(at: [[0, Int.max]], with: .fade)
      }
    }
    #expect(error == .deleteRowOutOfRange(row: Int.max, section: 0, rowCount: 3))
    #expect(try TableState(table) == before)
    withExtendedLifetime(model) {}
  }

  /// Issue 11, item 3: "reload `Int.max` plus insert `[0, 0]` in one batch
  /// traps on arithmetic overflow (`UITableView+UpdateValidation`)".
  @Test("reloading row Int.max with an insert before it is rejected, not trapped on")
  func reloadIntMaxWithInsert() throws {
    let (model, table, before) = try threeRows()
    let error = UIKitException.catching {
      table.performBatchUpdates {
        table.reloadRows(at: [[0, Int.max]], with: .fade)
        table.insertRows(at: [[0, 0]], with: .fade)
      }
    }
    #expect(error == .deleteRowOutOfRange(row: Int.max, section: 0, rowCount: 3))
    #expect(try TableState(table) == before)
    withExtendedLifetime(model) {}
  }

  @Test("reloading section Int.max - 1 with inserted sections before it is rejected")
  func reloadHugeSectionWithInserts() throws {
    let (model, table, before) = try threeRows()
    let error = UIKitException.catching {
      table.performBatchUpdates {
        table.reloadSections([Int.max - 1], with: .fade)
        table.insertSections([0, 1], with: .fade)
      }
    }
    #expect(
      error
        == UITableView.UpdateError.deleteSectionOutOfRange(section: Int.max - 1, sectionCount: 1))
    #expect(try TableState(table) == before)
    withExtendedLifetime(model) {}
  }

  // MARK: Every operation, every extreme value

  @Test("each operation with each extreme value raises UIKit's message for it", arguments: 0..<2)
  func everyOperation(sectionCount: Int) throws {
    let model = ListModel(rows: 3, sections: sectionCount + 1)
    let table = try makeTable(model)
    let before = try TableState(table)
    let counts = model.sections.map(\.count)
    for operation in Self.singleOperations(counts: counts) {
      let error = UIKitException.catching {
        table.perform(operation)
      }
      let expected = Self.expectedError(operation, counts: counts)
      #expect(error?.name == .internalInconsistency, "\(operation)")
      #expect(error?.reason == expected?.description, "\(operation)")
      #expect(try TableState(table) == before, "\(operation)")
    }
    withExtendedLifetime(model) {}
  }

  @Test("index paths without two indexes are checked as UIKit reads them")
  func malformedPaths() throws {
    let (model, table, before) = try threeRows()
    let cases: [(IndexPath, UITableView.UpdateError)] = [
      (IndexPath(index: 0), .deleteRowOutOfRange(row: Int.max, section: 0, rowCount: 3)),
      (IndexPath(indexes: [0, 1, 2]), .deleteRowOutOfRange(row: Int.max, section: 0, rowCount: 3)),
      (IndexPath(), .deleteRowSectionOutOfRange(row: Int.max, section: Int.max, sectionCount: 1)),
    ]
    for (path, expected) in cases {
      let deleted = UIKitException.catching {
        table.deleteRows(at: [path], with: .fade)
      }
      #expect(deleted == expected, "\(path)")
      let moved = UIKitException.catching {
        table.moveRow(at: path, to: ip(0, 0))
      }
      // A move names the path as it was given.
      if path.count == 0 {
        #expect(moved == .moveRowSourceSectionOutOfRange(path, sectionCount: 1))
      } else {
        #expect(moved == .moveRowSourceOutOfRange(path, rowCount: 3, section: 0))
      }
      #expect(try TableState(table) == before)
    }
    withExtendedLifetime(model) {}
  }

  @Test("random batches mixing extreme and valid operations throw and change nothing")
  func randomBatches() throws {
    for seed in SeededRandom.seeds(200) {
      try withSeed(seed, "extreme batch") { random in
        let model = ListModel(rows: 1 + random.int(5), sections: 1 + random.int(3))
        let table = try makeTable(model, visibleRows: 3)
        let before = try TableState(table)
        let counts = model.sections.map(\.count)
        var operations: [UITableView.Operation] = []
        for _ in 0..<(1 + random.int(4)) {
          operations.append(Self.neutralOperation(counts: counts, random: &random))
        }
        let extremes = Self.singleOperations(counts: counts)
        for _ in 0..<(1 + random.int(2)) {
          operations.insert(
            extremes[random.int(extremes.count)], at: random.int(operations.count + 1))
        }
        let error = UIKitException.catching {
          table.performBatchUpdates {
            for operation in operations { table.perform(operation) }
          }
        }
        try #require(error != nil, "accepted \(operations)")
        try #require(error?.reason.isEmpty == false)
        try #require(try TableState(table) == before, "\(operations)")
        // The table still works: a valid batch applies.
        table.reloadRows(at: [ip(0, 0)], with: .none)
        withExtendedLifetime(model) {}
      }
    }
  }

  // MARK: Helpers

  /// The data source, a table over it (held weakly, so the caller keeps
  /// the model alive), and the table's state.
  /// Found in review: a batch with more than 64 moves, at least one per
  /// eight rows, maps its moves through a dense index; a move from row
  /// `Int.max` overflowed computing its place there before any range check.
  @Test("many moves and one from row Int.max: rejected with UIKit's message, not trapped on")
  func manyMovesWithIntMax() throws {
    let model = ListModel([(0..<70).map { "r\($0)" }, ["s"]])
    let table = try makeTable(model)
    let before = try TableState(table)
    let error = UIKitException.catching {
      table.performBatchUpdates {
        for row in 0..<70 { table.moveRow(at: [0, row], to: [0, 69 - row]) }
        table.moveRow(at: [1, Int.max], to: [1, 0])
      }
    }
    #expect(
      error
        == .moveRowSourceOutOfRange(IndexPath(row: Int.max, section: 1), rowCount: 1, section: 1))
    #expect(try TableState(table) == before)
    withExtendedLifetime(model) {}
  }

  private func threeRows() throws -> (ListModel, UITableView, TableState) {
    let model = ListModel(rows: 3)
    let table = try makeTable(model)
    return (model, table, try TableState(table))
  }

  /// The values that are never a valid index for a dimension of `count`.
  private static func extremes(_ count: Int) -> [Int] {
    [Int.max, Int.min, -1, count, count + 1]
  }

  /// The values a section `IndexSet` can hold (Foundation traps on `Int.max`).
  private static func setExtremes(_ count: Int) -> [Int] {
    [Int.max - 1, Int.min, -1, count, count + 1]
  }

  /// Every operation with one extreme index, alone in its batch.
  private static func singleOperations(counts: [Int]) -> [UITableView.Operation] {
    let sections = counts.count
    var paths: [IndexPath] = []
    for section in extremes(sections) { paths.append(ip(section, 0)) }
    for row in extremes(counts[0]) { paths.append(ip(0, row)) }
    paths.append(ip(Int.max, Int.max))
    paths.append(ip(Int.min, Int.min))
    paths.append(IndexPath(index: 0))
    paths.append(IndexPath(indexes: [0, 1, 2]))
    var operations: [UITableView.Operation] = []
    for path in paths {
      operations.append(.deleteRows([path], .fade))
      operations.append(.insertRows([path], .fade))
      operations.append(.reloadRows([path], .fade))
      operations.append(.moveRow(path, ip(0, 0)))
      operations.append(.moveRow(ip(0, 0), path))
    }
    for section in setExtremes(sections) {
      operations.append(.deleteSections([section], .fade))
      operations.append(.insertSections([section], .fade))
      operations.append(.reloadSections([section], .fade))
    }
    for section in extremes(sections) {
      operations.append(.moveSection(section, 0))
      operations.append(.moveSection(0, section))
    }
    return operations
  }

  /// A valid operation that needs no change of the model.
  private static func neutralOperation(counts: [Int], random: inout SeededRandom)
    -> UITableView.Operation
  {
    let section = random.int(counts.count)
    let path = ip(section, random.int(counts[section]))
    switch random.int(3) {
    case 0: return .reloadRows([path], .fade)
    case 1: return .reconfigureRows([path])
    default: return .moveRow(path, path)
    }
  }

  /// The error UIKit raises for one operation alone, the model unchanged.
  private static func expectedError(_ operation: UITableView.Operation, counts: [Int])
    -> UITableView.UpdateError?
  {
    let sections = counts.count
    func read(_ path: IndexPath) -> (section: Int, row: Int) {
      (path.isEmpty ? Int.max : path[0], path.count == 2 ? path[1] : Int.max)
    }
    switch operation {
    case .deleteRows(let paths, _), .reloadRows(let paths, _):
      let (section, row) = read(paths[0])
      guard (0..<sections).contains(section) else {
        return .deleteRowSectionOutOfRange(row: row, section: section, sectionCount: sections)
      }
      return .deleteRowOutOfRange(row: row, section: section, rowCount: counts[section])
    case .insertRows(let paths, _):
      let (section, row) = read(paths[0])
      guard (0..<sections).contains(section) else {
        return .insertRowSectionOutOfRange(row: row, section: section, sectionCount: sections)
      }
      return .insertRowOutOfRange(row: row, section: section, rowCount: counts[section])
    case .moveRow(let from, let to):
      let source = read(from)
      let target = read(to)
      guard (0..<sections).contains(source.section) else {
        return .moveRowSourceSectionOutOfRange(from, sectionCount: sections)
      }
      guard (0..<counts[source.section]).contains(source.row) else {
        return .moveRowSourceOutOfRange(
          from, rowCount: counts[source.section], section: source.section)
      }
      guard (0..<sections).contains(target.section) else {
        return .moveRowDestinationSectionOutOfRange(from, destination: to, sectionCount: sections)
      }
      return .moveRowDestinationOutOfRange(
        from, destination: to, rowCount: counts[target.section], section: target.section)
    case .deleteSections(let set, _), .reloadSections(let set, _):
      return .deleteSectionOutOfRange(section: set.first ?? 0, sectionCount: sections)
    case .insertSections(let set, _):
      return .insertSectionOutOfRange(section: set.first ?? 0, sectionCount: sections)
    case .moveSection(let from, let to):
      guard (0..<sections).contains(from) else {
        return .moveSectionSourceOutOfRange(section: from, sectionCount: sections)
      }
      return .moveSectionDestinationOutOfRange(
        section: from, destination: to, sectionCount: sections)
    case .reconfigureRows:
      return nil
    }
  }
}
