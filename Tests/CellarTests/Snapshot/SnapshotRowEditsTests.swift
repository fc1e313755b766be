import CellarHost
import CellarTestSupport
import Foundation
import Testing

@testable import Cellar

/// A snapshot applied to the sections it was made of tells the differ
/// which rows its verbs removed and added (``SnapshotRowEdits``), so that
/// the differ reads no row of a pair that cannot have one identity
/// (``EditedRowsFilter``). What it spares must change nothing: each apply
/// is checked against `update(with:)` of the same sections on a twin
/// table, which diffs without the filter.
@MainActor
@Suite struct SnapshotRowEditsTests {
  private func row(_ id: Int, _ text: String) -> Row<TitleCell> {
    Row<TitleCell>(model: text, id: id)
  }

  /// A table tall enough to show every row, with `sections` shown.
  private func table(_ sections: [Section]) throws -> Table {
    let table = makeTable(height: 40_000, rowHeight: 10)
    try table.update(with: sections)
    table.tableView.layoutIfNeeded()
    return table
  }

  @Test(
    "every verb that takes a row out or puts one in, long sections of integer ids: the apply's batch is update(with:)'s",
    arguments: SeededRandom.seeds(TestEnvironment.sanitized(6), base: 0x5ED_17ED))
  func sameBatchAsUpdate(seed: UInt64) throws {
    try withSeed(seed) { random in
      var nextID = 1_000
      let start = (0..<3).map { section in
        Section(
          id: section, rows: (0..<300).map { row(section * 300 + $0, "r\(section * 300 + $0)") })
      }
      let (table, twin) = (try self.table(start), try self.table(start))
      for round in 0..<8 {
        var snapshot = table.snapshot()
        var ids = snapshot.sections.flatMap { $0.rows.compactMap { $0.id?.base as? Int } }
        func anyID() -> Int { ids[random.int(ids.count)] }
        for _ in 0..<(4 + random.int(40)) where ids.count > 10 {
          switch random.int(7) {
          case 0:
            // Deleted.
            let id = anyID()
            try snapshot.deleteRows([id])
            ids.removeAll { $0 == id }
          case 1, 2:
            // Replaced: a new row, the same identity, new content.
            let id = anyID()
            try snapshot.replaceRow(id, with: row(id, "r\(id) round \(round)"))
          case 3:
            // A new identity.
            let id = nextID
            nextID += 1
            try snapshot.insertRows([row(id, "new \(id)")], beforeRow: anyID())
            ids.append(id)
          case 4:
            // An identity the snapshot has, inserted again: moved into
            // place, a new row in place of the old.
            let (id, anchor) = (anyID(), anyID())
            guard id != anchor else { continue }
            try snapshot.insertRows([row(id, "again \(id)")], afterRow: anchor)
          case 5:
            let (id, anchor) = (anyID(), anyID())
            guard id != anchor else { continue }
            try snapshot.moveRow(id, beforeRow: anchor)
          default:
            // A section deleted, and one made again with some of its
            // identities (new rows).
            let sectionID = try #require(snapshot.sectionIDs.randomElement(using: &random))
            let gone = try snapshot.rowIDs(inSection: sectionID).compactMap { $0.base as? Int }
            guard snapshot.numberOfSections > 1, gone.count < ids.count - 10 else { continue }
            try snapshot.deleteSections([sectionID])
            let kept = gone.filter { _ in random.chance(0.5) }
            try snapshot.appendSections([
              Section(id: sectionID, rows: kept.map { row($0, "remade \($0)") })
            ])
            ids.removeAll { gone.contains($0) && !kept.contains($0) }
          }
        }
        let (before, twinBefore) = (table.tableView.updateLog.count, twin.tableView.updateLog.count)
        try table.apply(snapshot)
        try twin.update(with: snapshot.sections)
        table.tableView.layoutIfNeeded()
        twin.tableView.layoutIfNeeded()
        #expect(
          table.tableView.operations(since: before) == twin.tableView.operations(since: twinBefore),
          "round \(round)")
        #expect(table.tableView.visibleTexts == twin.tableView.visibleTexts, "round \(round)")
        #expect(table.tableView.visibleTexts.count == snapshot.numberOfRows, "round \(round)")
      }
    }
  }

  @Test("replaced rows among many edits are reconfigured in place, not deleted and inserted")
  func replacedRowsStay() throws {
    let start = [Section(id: "a", rows: (0..<2_000).map { row($0, "r\($0)") })]
    let table = try self.table(start)
    // The first apply makes the rows known unique; the second is filtered.
    for round in 0..<2 {
      var snapshot = table.snapshot()
      for id in stride(from: 5 + round, to: 2_000, by: 40) {
        try snapshot.deleteRows([id])
        try snapshot.insertRows([row(10_000 * (round + 1) + id, "new")], beforeRow: id + 10)
        try snapshot.replaceRow(id + 20, with: row(id + 20, "round \(round)"))
      }
      let before = table.tableView.updateLog.count
      try table.apply(snapshot)
      let operations = table.tableView.operations(since: before)
      let deleted = operations.flatMap { operation -> [IndexPath] in
        if case .deleteRows(let paths, _) = operation { return paths }
        return []
      }
      #expect(deleted.count == 50, "round \(round)")
      #expect(
        operations.contains {
          if case .reconfigureRows(let paths) = $0 { paths.count == 50 } else { false }
        },
        "round \(round): \(operations)")
    }
  }

  @Test(
    "a snapshot of one table applied to its twin: the twin's rows are other rows, and it is diffed as update(with:) would"
  )
  func snapshotOfAnotherTable() throws {
    let start = [Section(id: "a", rows: (0..<500).map { row($0, "r\($0)") })]
    let (table, twin, third) = (try self.table(start), try self.table(start), try self.table(start))
    var snapshot = table.snapshot()
    for id in stride(from: 3, to: 500, by: 7) {
      try snapshot.replaceRow(id, with: row(id, "changed"))
    }
    try snapshot.deleteRows([10, 20, 30])
    let (before, thirdBefore) = (twin.tableView.updateLog.count, third.tableView.updateLog.count)
    try twin.apply(snapshot)
    try third.update(with: snapshot.sections)
    #expect(
      twin.tableView.operations(since: before) == third.tableView.operations(since: thirdBefore))
    #expect(twin.tableView.visibleTexts == third.tableView.visibleTexts)
  }

  @Test("the core kept after an apply forgets its edits, so the next snapshot notes only its own")
  func keptCoreForgetsEdits() throws {
    let table = try self.table([Section(id: "a", rows: (0..<50).map { row($0, "r\($0)") })])
    var snapshot = table.snapshot()
    try snapshot.deleteRows([1, 2])
    try snapshot.appendRows([row(100, "new")], toSection: "a")
    #expect(snapshot.core.rowEdits?.removed.count == 2)
    try table.apply(snapshot)
    let kept = try #require(table.keptSnapshot)
    #expect(kept.core.rowEdits == nil)
    let next = table.snapshot()
    let edits = try #require(next.core.rowEdits)
    #expect(edits.added.isEmpty && edits.removed.isEmpty)
    #expect(edits.holdsShownRows(of: table, version: kept.version))
  }

  @Test("the address filter never says no of one of its rows, and says maybe of few others")
  func addressFilter() {
    var random = SeededRandom(seed: 0xF117E5)
    for count in [0, 1, 7, 511, 10_000] {
      // Addresses as the allocator gives them: 16-byte aligned, clustered.
      let base = UInt(0x7F00_0000_0000) + UInt(random.int(1 << 20)) * 16
      let members = (0..<count).map { _ in base + UInt(random.int(1 << 22)) * 16 }
      let filter = RowAddressFilter(members.map { ObjectIdentifier(bitPattern: $0) })
      #expect(members.allSatisfy(filter.mayContain), "\(count) rows")
      let memberSet = Set(members)
      let others = (0..<20_000).map { _ in base + UInt(random.int(1 << 22)) * 16 }
        .filter { !memberSet.contains($0) }
      let maybes = others.filter(filter.mayContain).count
      // Eight bits a row: about 12% when full, far less when sparse.
      #expect(Double(maybes) < 0.2 * Double(others.count), "\(count) rows: \(maybes)")
    }
  }
}

extension ObjectIdentifier {
  /// The identifier of the object at `address` (for the filter's test:
  /// never dereferenced).
  fileprivate init(bitPattern address: UInt) {
    self = unsafeBitCast(address, to: ObjectIdentifier.self)
  }
}
