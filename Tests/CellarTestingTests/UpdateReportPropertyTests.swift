import Cellar
import CellarTestSupport
import CellarTesting
import Foundation
import Testing

@MainActor
@Suite struct UpdateReportPropertyTests {
  @Test(
    "random updates (rows moving across sections, sections inserted, deleted and moved) replay by id to the table's sections",
    arguments: SeededRandom.seeds(20, base: 0x7E57))
  func randomUpdates(seed: UInt64) throws {
    try withSeed(seed) { random in try Self.run(seed: seed, &random) }
  }

  private static func run(seed: UInt64, _ random: inout SeededRandom) throws {
    let table = makeTable(height: 300)
    var tally = UpdateTally()
    var nextRow = 0
    var spec: [(id: Int, rows: [Int])] = []
    for step in 0..<30 {
      // Edit the model: drop, add and shuffle rows and sections.
      var rows = spec.flatMap(\.rows).filter { _ in Int.random(in: 0..<5, using: &random) > 0 }
      for _ in 0..<Int.random(in: 0..<6, using: &random) {
        nextRow += 1
        rows.insert(nextRow, at: Int.random(in: 0...rows.count, using: &random))
      }
      var sectionIDs = spec.map(\.id).filter { _ in Int.random(in: 0..<4, using: &random) > 0 }
      if sectionIDs.isEmpty || Int.random(in: 0..<3, using: &random) == 0 {
        sectionIDs.insert(100 + step, at: Int.random(in: 0...sectionIDs.count, using: &random))
      }
      if Int.random(in: 0..<3, using: &random) == 0 { sectionIDs.shuffle(using: &random) }
      rows.shuffle(using: &random)
      var next = sectionIDs.map { (id: $0, rows: [Int]()) }
      for row in rows { next[Int.random(in: 0..<next.count, using: &random)].rows.append(row) }
      let oldIDs = Set(spec.flatMap(\.rows))
      let newIDs = Set(next.flatMap(\.rows))

      let report = try table.recordingUpdate {
        try table.update(
          with: next.map { section in
            Section(
              id: "s\(section.id)",
              rows: section.rows.map { Row<TextCell>(model: "\($0)", id: $0) })
          })
      }
      spec = next
      tally.add(report)
      #expect(
        report.replayMatches, "seed \(seed), step \(step):\n\(report.lines.joined(separator: "\n"))"
      )
      #expect(report.reportedError == nil)
      let inserted = Set(report.insertedRowIDs.compactMap { $0.base as? Int })
      let deleted = Set(report.deletedRowIDs.compactMap { $0.base as? Int })
      #expect(inserted.isSubset(of: newIDs.subtracting(oldIDs)), "seed \(seed), step \(step)")
      #expect(deleted.isSubset(of: oldIDs.subtracting(newIDs)), "seed \(seed), step \(step)")
      for id in report.movedRowIDs.compactMap({ $0.base as? Int }) {
        #expect(oldIDs.contains(id) && newIDs.contains(id), "seed \(seed), step \(step)")
      }
      #expect(table.sectionIDs == next.map { AnyHashable("s\($0.id)") })
    }
    #expect(tally.replayMismatches == 0 && tally.reportedErrors == 0)
  }
}
