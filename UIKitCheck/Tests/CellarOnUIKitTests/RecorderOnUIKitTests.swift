import Cellar
import CellarHost
import CellarTesting
import Foundation
import Testing
import UIKit

/// CellarTesting's update recorder through the UIKit backend, as on iOS: a
/// report's batches come from the table's or grid's own record. The
/// facade's views are CellarHost's, so each report is checked against
/// what the view logged: the same batches, in order, with the same calls.
@MainActor
@Suite("Update reports through the UIKit backend")
struct RecorderOnUIKitTests {
  @Test(
    "a table's reports through the UIKit backend equal its view's log and replay to its sections",
    arguments: PropertyScale.seeds(6, full: 40, base: 0x5EC0_4DE0))
  func table(seed: PropertySeed) throws {
    var random = PropertyRandom(seed: seed.value)
    let (table, view) = makeUIKitTable()
    for step in 0..<PropertyScale.steps {
      let next = Self.randomSections(&random)
      let start = view.updateLogEndPosition
      let report = try table.recordingUpdate {
        try table.update(
          with: next.map { rows in
            Section(
              id: rows.section, rows: rows.ids.map { Row<NameCell>(model: $0.text, id: $0.id) })
          })
      }
      let logged = Array(view.updateLog.suffix(view.updateLogEndPosition - start))
      Self.expect(report, equals: logged, seed: seed, step: step)
      #expect(
        table.sectionIDs == next.map { AnyHashable($0.section) }, "seed \(seed.testDescription)")
    }
  }

  @Test(
    "a grid's reports through the UIKit backend equal its view's log and replay to its sections",
    arguments: PropertyScale.seeds(6, full: 40, base: 0x6B1D_0000))
  func grid(seed: PropertySeed) throws {
    var random = PropertyRandom(seed: seed.value)
    let grid = makeUIKitGrid(width: 100, height: 100)
    let view = grid.collectionView
    for step in 0..<PropertyScale.steps {
      let next = Self.randomSections(&random)
      let start = view.updateLogEndPosition
      let report = try grid.recordingUpdate {
        try grid.update(
          with: next.map { items in
            GridSection(
              id: items.section,
              items: items.ids.map {
                Item<GridTextCell>(model: $0.text, id: $0.id)
              })
          })
      }
      let logged = Array(view.updateLog.suffix(view.updateLogEndPosition - start))
      Self.expect(report, equals: logged, seed: seed, step: step)
    }
  }

  /// Checks a report against the view's log entries of the same recording.
  static func expect<View>(
    _ report: UpdateReport, equals logged: [Headless.UpdateLogEntry<View>], seed: PropertySeed,
    step: Int
  ) {
    let label = "seed \(seed.testDescription), step \(step): \(report.lines)"
    #expect(report.replayMatches, "\(label)")
    #expect(report.batches.map(\.kind) == logged.map(\.kind), "\(label)")
    #expect(
      report.batches.map(\.fellBackToReloadData) == logged.map(\.fellBackToReloadData),
      "\(label)")
    #expect(
      report.batches.map(\.operationCount)
        == logged.map { entry in entry.kind == .reloadData ? 0 : Self.count(entry.operations) },
      "\(label)")
    #expect(!report.callbacks.isEmpty || report.batches.isEmpty, "\(label)")
  }

  /// The rows and sections a logged batch names.
  static func count(_ operations: [Headless.BatchOperation]) -> Int {
    operations.reduce(0) { total, operation in
      switch operation {
      case .insertRows(let paths, _), .deleteRows(let paths, _), .reloadRows(let paths, _):
        total + paths.count
      case .reconfigureRows(let paths): total + paths.count
      case .insertSections(let sections, _), .deleteSections(let sections, _),
        .reloadSections(let sections, _):
        total + sections.count
      case .moveRow, .moveSection: total + 1
      }
    }
  }

  /// Up to four sections of up to six rows, ids drawn from a small pool
  /// (so that rows move between sections), each text sometimes changed.
  static func randomSections(_ random: inout PropertyRandom)
    -> [(section: String, ids: [(id: Int, text: String)])]
  {
    var pool = Array(0..<16).shuffled(using: &random)
    let sectionNames = ["a", "b", "c", "d", "e"].shuffled(using: &random)
    return (0..<Int.random(in: 0...4, using: &random)).map { index in
      let count = min(pool.count, Int.random(in: 0...6, using: &random))
      let ids = pool.prefix(count).map { id in
        (id: id, text: "\(id)" + (Bool.random(using: &random) ? "" : "'"))
      }
      pool.removeFirst(count)
      return (sectionNames[index], ids)
    }
  }
}
