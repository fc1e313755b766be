import CellarHost
import CellarTestSupport
import Foundation
import Testing

@testable import Cellar

/// Snapshots taken, edited and applied in turn: the table hands each one's
/// index to the next and vouches that both sides of the diff are unique;
/// the tables must draw what fresh tables given the same sections draw.
@MainActor
@Suite struct SnapshotChainTests {
  private func row(_ id: Int, _ version: Int) -> Row<TitleCell> {
    Row<TitleCell>(model: "\(id).\(version)", id: id)
  }

  @Test("a chain of snapshots, each from the one before, draws what a fresh table draws")
  func chains() throws {
    for seed in SeededRandom.seeds(40, base: 0xC4A1_0001) {
      try withSeed(seed, "snapshot chain") { random in
        let table = makeTable(height: 600)
        try table.update(
          with: (0..<4).map { section in
            Section(id: "s\(section)", rows: (0..<30).map { row(section * 100 + $0, 0) })
          })
        var next = 1_000
        var vouched = 0
        for round in 1...12 {
          var snapshot = table.snapshot()
          for _ in 0..<(1 + random.int(12)) {
            let ids = snapshot.rowIDs.compactMap { $0.base as? Int }
            guard let id = ids.randomElement(using: &random),
              let anchor = ids.randomElement(using: &random)
            else {
              try snapshot.appendRows([row(next, round)], toSection: "s0")
              next += 1
              continue
            }
            switch random.int(6) {
            case 0: try snapshot.deleteRows([id])
            case 1:
              try snapshot.insertRows([row(next, round)], beforeRow: anchor)
              next += 1
            case 2 where id != anchor: try snapshot.moveRow(id, afterRow: anchor)
            case 3: try snapshot.replaceRow(id, with: row(id, round))
            case 4: try snapshot.reconfigureRows([id])
            default:
              let (from, to) = (random.int(4), random.int(4))
              if from != to { try snapshot.moveSection("s\(from)", afterSection: "s\(to)") }
            }
          }
          if table.uniqueRowsVersion != nil { vouched += 1 }
          try table.apply(snapshot)
          table.tableView.setContentOffset(
            CGPoint(x: 0, y: CGFloat(random.int(40)) * 44), animated: false)
          let fresh = makeTable(height: 600)
          try fresh.update(with: snapshot.sections)
          fresh.tableView.setContentOffset(table.tableView.contentOffset, animated: false)
          try #require(
            table.tableView.visibleTexts == fresh.tableView.visibleTexts, "round \(round)")
          try #require(table.sections.map(\.rows.count) == snapshot.sections.map(\.rows.count))
        }
        // After the first apply, every apply was vouched for.
        try #require(vouched == 11, "\(vouched) applies vouched for")
      }
    }
  }

  @Test("a repeated model, an update in between or an outline: not vouched, still right")
  func notVouched() throws {
    let table = makeTable(height: 600)
    var snapshot = table.snapshot()
    try snapshot.appendSections([
      Section(id: "a", rows: [row(1, 0), row(2, 0)]),
      Section(id: "b", rows: [Row<TitleCell>(model: "x"), Row<TitleCell>(model: "x")]),
    ])
    try table.apply(snapshot)
    #expect(table.uniqueRowsVersion == nil)  // "x" twice
    var second = table.snapshot()
    try second.deleteSections(["b"])
    try table.apply(second)
    #expect(table.uniqueRowsVersion == nil)  // the index still met "x" twice
    var third = TableSnapshot()
    try third.appendSections([Section(id: "a", rows: [row(2, 1), row(1, 1)])])
    try table.apply(third)
    #expect(table.uniqueRowsVersion != nil)
    try table.update(with: [Section(id: "a", rows: [row(1, 2)])])
    var fourth = table.snapshot()
    try fourth.appendRows([row(3, 2)])
    // The table changed since it was vouched for: the diff checks again.
    #expect(table.uniqueRowsVersion != nil)
    try table.apply(fourth)
    #expect(table.tableView.visibleTexts == ["1.2", "3.2"])
  }
}
