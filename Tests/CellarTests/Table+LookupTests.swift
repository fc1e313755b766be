import Cellar
import CellarTestSupport
import Foundation
import Testing

@MainActor
@Suite struct TableLookupTests {
  @Test("rows are found by explicit id, Identifiable id and Hashable model; cells typed")
  func lookups() throws {
    let table = makeTable()
    try table.update(with: [
      Section(id: "movies", rows: [Row<MovieCell>(model: Movie(name: "Up"))]),
      Section(
        id: "items",
        rows: [
          Row<ItemCell>(model: Item(id: 4, title: "four")), Row<TitleCell>(model: "t", id: "x"),
        ]),
    ])
    table.tableView.layoutIfNeeded()
    #expect(table.indexPath(forRowID: Movie(name: "Up")) == IndexPath(row: 0, section: 0))
    #expect(table.indexPath(forRowID: 4) == IndexPath(row: 0, section: 1))
    #expect(table.indexPath(forRowID: "x") == IndexPath(row: 1, section: 1))
    #expect(table.row(at: IndexPath(row: 0, section: 1))?.model(as: Item.self)?.title == "four")
    #expect(table.section(withID: "items")?.rows.count == 2)
    #expect(table.sectionIndex(withID: "items") == 1)
    #expect(table.cell(forRowID: 4, as: ItemCell.self)?.textLabel?.text == "4:four")
    #expect(table.cell(forRowID: "x")?.textLabel?.text == "t")
    #expect(table.visibleRowIDs == [AnyHashable(Movie(name: "Up")), 4, "x"])
  }

  @Test(
    "the result builder takes if/else, switch, for, optionals and arrays, without a child limit")
  func builder() throws {
    let table = makeTable(height: 2000)
    let flag = true
    let optional: Row<TitleCell>? = nil
    let mode = 2
    try table.update {
      Section(id: "one") {
        for index in 0..<3 { Row<TitleCell>(model: "loop\(index)") }
        if flag { Row<TitleCell>(model: "if") } else { Row<TitleCell>(model: "else") }
        switch mode {
        case 1: Row<TitleCell>(model: "one")
        default: Row<TitleCell>(model: "other")
        }
        optional
        ["a", "b"].map { Row<TitleCell>(model: $0) }
        Row<TitleCell>(model: "1")
        Row<TitleCell>(model: "2")
        Row<TitleCell>(model: "3")
        Row<TitleCell>(model: "4")
        Row<TitleCell>(model: "5")
        Row<TitleCell>(model: "6")
        Row<TitleCell>(model: "7")
        Row<TitleCell>(model: "8")
        Row<TitleCell>(model: "9")
        Row<TitleCell>(model: "10")
        Row<TitleCell>(model: "11")
      }
      if !flag { Section(id: "hidden") }
      for index in 0..<2 { Section(id: "loop\(index)") }
    }
    #expect(table.sections.map(\.id) == ["one", "loop0", "loop1"])
    #expect(table.sections[0].rows.count == 3 + 1 + 1 + 2 + 11)
  }

  @Test("several tables side by side share no state")
  func independentTables() throws {
    let first = makeTable()
    let second = makeTable()
    first.register(TitleCell.self) {
      LoudCell(style: .default, reuseIdentifier: TitleCell.reuseIdentifier)
    }
    try second.update(with: [Section(rows: [Row<TitleCell>(model: "x", id: 1)])])
    second.tableView.layoutIfNeeded()
    #expect(second.tableView.visibleTexts == ["x"])
    #expect(first.sections.isEmpty)
    try first.update(with: [Section(rows: [Row<MovieCell>(model: Movie(name: "m"))])])
    #expect(second.indexPath(forRowID: 1) == IndexPath(row: 0, section: 0))
    #expect(first.indexPath(forRowID: 1) == nil)
  }

  /// Issue 22, item 23: `#expect(table.visibleRowIDs.first == 121)` does
  /// not compile (`AnyHashable`); item 25: app code needs the selection by
  /// id in `Cellar`, not only in CellarTesting (this file imports `Cellar`
  /// alone).
  @Test(
    "visible and selected rows by id, as AnyHashable or typed: ids of another type are left out")
  func typedAndSelectedIDs() throws {
    let table = makeTable()
    table.tableView.allowsMultipleSelection = true
    try table.update(with: [
      Section(id: "n", rows: (120..<124).map { Row<NumberCell>(model: $0, id: $0) }),
      Section(
        id: "t",
        rows: [Row<TitleCell>(model: "t", id: "x"), Row<OpaqueCell>(model: Opaque(text: "p"))]),
    ])
    table.tableView.layoutIfNeeded()
    #expect(table.visibleRowIDs(as: Int.self).first == 120)
    try table.tableView.tapRow(at: IndexPath(row: 0, section: 1))
    try table.tableView.tapRow(at: IndexPath(row: 1, section: 0))
    try table.tableView.tapRow(at: IndexPath(row: 1, section: 1))  // no id: left out
    #expect(table.selectedRowIDs == [121, "x"])
    #expect(table.selectedRowIDs(as: Int.self) == [121])
    #expect(table.selectedRowIDs(as: Int.self).first == 121)
    #expect(table.selectedRowIDs(as: String.self) == ["x"])
    #expect(table.visibleRowIDs(as: String.self) == ["x"])
    // The selection follows identity across an update.
    try table.update(with: [
      Section(id: "n", rows: (119..<124).map { Row<NumberCell>(model: $0, id: $0) })
    ])
    #expect(table.selectedRowIDs(as: Int.self) == [121])
  }

  @Test("a grid's visible and selected items by id, as AnyHashable or typed")
  func gridTypedAndSelectedIDs() throws {
    let grid = makeSmallGrid()
    grid.collectionView.allowsMultipleSelection = true
    try grid.update(with: [
      GridSection(
        id: "n", items: (300..<303).map { Cellar.Item<NumberGridCell>(model: $0, id: $0) })
    ])
    grid.collectionView.layoutIfNeeded()
    #expect(grid.visibleItemIDs(as: Int.self).first == 300)
    try grid.collectionView.tapItem(at: IndexPath(item: 2, section: 0))
    try grid.collectionView.tapItem(at: IndexPath(item: 1, section: 0))
    #expect(grid.selectedItemIDs == [301, 302])
    #expect(grid.selectedItemIDs(as: Int.self).first == 301)
    #expect(grid.selectedItemIDs(as: String.self).isEmpty)
  }
}

/// Lookups through a chain of snapshots: the table answers from the last
/// applied snapshot's index of rows, which its verbs kept up to date.
@MainActor
@Suite struct SnapshotChainLookupTests {
  /// The first place of each id in `sections`, by a scan.
  private static func scan(_ sections: [[Int]]) -> [Int: IndexPath] {
    var first: [Int: IndexPath] = [:]
    for (section, ids) in sections.enumerated() {
      for (row, id) in ids.enumerated() where first[id] == nil {
        first[id] = IndexPath(row: row, section: section)
      }
    }
    return first
  }

  @Test(
    "indexPath(forRowID:) and indexPath(forItemID:) after snapshot applies, lookups in between: as a scan",
    arguments: SeededRandom.seeds(TestEnvironment.sanitized(12), base: 0x100C))
  func chainLookups(seed: UInt64) throws {
    try withSeed(seed, "lookups through a chain of snapshots") { random in
      let table = makeTable(height: 2_000)
      let grid = makeSmallGrid()
      var model: [[Int]] = [Array(0..<40), Array(40..<70), []]
      var next = 70
      try table.update(
        with: model.enumerated().map { section, ids in
          Section(id: section, rows: ids.map { Row<NumberCell>(model: $0, id: $0) })
        })
      try grid.update(
        with: model.enumerated().map { section, ids in
          GridSection(
            id: section, items: ids.map { Cellar.Item<NumberGridCell>(model: $0, id: $0) })
        })
      for round in 0..<20 {
        var rows = table.snapshot()
        var items = grid.snapshot()
        for _ in 0..<(1 + random.int(6)) {
          let all = model.flatMap { $0 }
          switch random.int(3) {
          case 0 where !all.isEmpty:
            let id = all[random.int(all.count)]
            try rows.deleteRows([id])
            try items.deleteItems([id])
            for section in model.indices { model[section].removeAll { $0 == id } }
          case 1 where all.count > 1:
            let (id, anchor) = (all[random.int(all.count)], all[random.int(all.count)])
            guard id != anchor else { continue }
            try rows.moveRow(id, afterRow: anchor)
            try items.moveItem(id, afterItem: anchor)
            for section in model.indices { model[section].removeAll { $0 == id } }
            let section = model.firstIndex { $0.contains(anchor) }!
            model[section].insert(id, at: model[section].firstIndex(of: anchor)! + 1)
          default:
            let section = random.int(model.count)
            defer { next += 1 }
            try rows.appendRows([Row<NumberCell>(model: next, id: next)], toSection: section)
            try items.appendItems(
              [Cellar.Item<NumberGridCell>(model: next, id: next)], toSection: section)
            model[section].append(next)
          }
        }
        try table.apply(rows)
        try grid.apply(items)
        // Asked before the next snapshot is taken, and some ids asked twice.
        let first = Self.scan(model)
        for id in -2..<next where id < 0 || random.chance(0.5) {
          try #require(table.indexPath(forRowID: id) == first[id], "round \(round), row \(id)")
          try #require(grid.indexPath(forItemID: id) == first[id], "round \(round), item \(id)")
        }
        // Other types equal to an `Int` as `AnyHashable`s are the same ids.
        if let id = model.flatMap({ $0 }).first {
          #expect(table.indexPath(forRowID: UInt8(truncatingIfNeeded: id)) == first[id % 256])
          #expect(grid.indexPath(forItemID: Double(id)) == first[id])
        }
      }
    }
  }

  @Test("after an update(with:) or a user's move, lookups answer the new rows, not the snapshot's")
  func lookupsAfterOtherChanges() throws {
    func rows(_ ids: Range<Int>) -> [Section] {
      [Section(id: 0, rows: ids.map { Row<NumberCell>(model: $0, id: $0).onMove() })]
    }
    let table = makeTable(height: 2_000)
    try table.update(with: rows(0..<5))
    var snapshot = table.snapshot()
    try snapshot.moveRow(4, beforeRow: 0)
    try table.apply(snapshot)
    #expect(table.indexPath(forRowID: 4) == IndexPath(row: 0, section: 0))
    try table.update(with: rows(0..<5))
    #expect(table.indexPath(forRowID: 4) == IndexPath(row: 4, section: 0))
    var again = table.snapshot()
    try again.deleteRows([0])
    try table.apply(again)
    #expect(table.indexPath(forRowID: 1) == IndexPath(row: 0, section: 0))
    #expect(table.indexPath(forRowID: 0) == nil)
    table.tableView.setEditing(true, animated: false)
    let moved = try table.tableView.moveRowByUser(
      from: IndexPath(row: 0, section: 0), to: IndexPath(row: 3, section: 0))
    #expect(moved == IndexPath(row: 3, section: 0))
    #expect(table.indexPath(forRowID: 1) == IndexPath(row: 3, section: 0))
    #expect(table.indexPath(forRowID: 2) == IndexPath(row: 0, section: 0))
  }
}

private final class NumberGridCell: UICollectionViewCell, ConfigurableCollectionCell {
  func configure(_ model: Int) { label.text = "\(model)" }
}
