import CellarTestSupport
import Foundation
import Testing

@testable import Cellar

/// An identity whose hash disagrees with its `==`: equal values hash
/// differently (a hostile `Hashable`).
private struct Unstable: Hashable {
  var value: Int
  static func == (lhs: Self, rhs: Self) -> Bool { lhs.value == rhs.value }
  func hash(into hasher: inout Hasher) { hasher.combine(Int.random(in: 0..<1_000_000)) }
}

/// The expansion states a table keeps by identity, checked against a
/// dictionary on seeded random operations, and attacked with identities
/// that break `Hashable`.
@Suite struct ExpansionTableTests {
  @Test(
    "states, re-seen nodes and forgetting agree with a dictionary oracle",
    arguments: SeededRandom.seeds(40))
  func againstDictionary(seed: UInt64) throws {
    try withSeed(seed, "expansion table against a dictionary") { random in
      var table = ExpansionTable()
      var oracle: [OutlineNode: (isExpanded: Bool, seen: Int)] = [:]
      for pass in 1...30 {
        for _ in 0..<random.int(40) {
          let id = random.int(60)
          let node: OutlineNode = random.chance(0.2) ? .section(AnyHashable("s\(id)")) : .row(id)
          let isExpanded = random.chance(0.5)
          table.set(node, expanded: isExpanded, seenIn: pass)
          oracle[node] = (isExpanded, pass)
        }
        if random.chance(0.3) {
          let cutoff = pass - random.int(4)
          table = table.forgetting(unseenSince: cutoff)
          oracle = oracle.filter { $0.value.seen >= cutoff }
        }
        #expect(table.count == oracle.count)
        for id in 0..<60 {
          for node in [OutlineNode.row(id), .section(AnyHashable("s\(id)"))] {
            #expect(table.state(of: node) == oracle[node]?.isExpanded, "\(node) at pass \(pass)")
          }
        }
      }
    }
  }

  @Test("identities whose hash disagrees with == and NaN are kept without trapping")
  func hostileIdentities() {
    var table = ExpansionTable()
    for value in 0..<2_000 {
      table.set(.row(Unstable(value: value % 50)), expanded: value % 2 == 0, seenIn: value)
    }
    table.set(.row(Double.nan), expanded: true, seenIn: 1)
    table.set(.row(Double.nan), expanded: false, seenIn: 1)
    // Unstable hashes find nothing reliably, but the table stays sound.
    #expect(table.count >= 50)
    let kept = table.forgetting(unseenSince: 1_999)
    #expect(kept.count <= table.count)
    #expect(table.forgetting(unseenSince: .max).count == 0)
  }

  @Test("forgetting most nodes compacts the table; what is left keeps its state")
  func compaction() {
    var table = ExpansionTable()
    for id in 0..<1_000 { table.set(.row(id), expanded: id % 3 == 0, seenIn: id < 10 ? 5 : 1) }
    let compact = table.forgetting(unseenSince: 5)
    #expect(compact.count == 10)
    #expect(compact.remembered.map(\.node) == (0..<10).map { .row(AnyHashable($0)) })
    #expect((0..<10).allSatisfy { compact.state(of: .row($0)) == ($0 % 3 == 0) })
    #expect(compact.state(of: .row(500)) == nil)
    var revived = compact
    revived.set(.row(500), expanded: true, seenIn: 6)
    #expect(revived.state(of: .row(500)) == true)
    #expect(revived.count == 11)
  }
}
