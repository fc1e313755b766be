import CellarTestSupport
import Foundation
import Testing

@testable import Cellar

/// A cell that, while it is configured, runs the probe its suite set:
/// lookups from inside the table's own calls.
private final class ProbeCell: UITableViewCell, ConfigurableCell {
  static var probe: ((Int) -> Void)?
  func configure(_ model: Int) {
    textLabel?.text = "\(model)"
    Self.probe?(model)
  }
}

private final class ProbeGridCell: UICollectionViewCell, ConfigurableCollectionCell {
  static var probe: ((Int) -> Void)?
  func configure(_ model: Int) {
    label.text = "\(model)"
    Self.probe?(model)
  }
}

private final class TitleGridCell: UICollectionViewCell, ConfigurableCollectionCell {
  func configure(_ model: String) { label.text = model }
}

/// Compares a table's and a grid's lookups with a scan of their sections,
/// wherever it is asked from.
@MainActor
private final class LookupProbe {
  let table: Table
  let grid: Grid
  var asked = 0
  var mismatches: [String] = []

  /// A probe of a new table `tableHeight` points tall and a small grid.
  init(tableHeight: CGFloat) {
    table = makeTable(height: tableHeight)
    grid = makeSmallGrid()
  }

  /// The first place of each id among `sections`' rows, by a scan with `==`.
  static func scan(_ sections: [Section], for id: AnyHashable) -> IndexPath? {
    for (section, value) in sections.enumerated() {
      if let row = value.rows.firstIndex(where: { $0.id == id }) {
        return IndexPath(row: row, section: section)
      }
    }
    return nil
  }

  func check(_ id: Int, _ place: String) {
    asked += 1
    let wanted = Self.scan(table.sections, for: AnyHashable(id))
    let found = table.indexPath(forRowID: id)
    if found != wanted {
      mismatches.append(
        "\(place) row \(id): \(String(describing: found)) != \(String(describing: wanted))")
    }
    let wantedItem = Self.scan(grid.sections.map(\.base), for: AnyHashable(id))
    let item = grid.indexPath(forItemID: id)
    if item != wantedItem {
      mismatches.append(
        "\(place) item \(id): \(String(describing: item)) != \(String(describing: wantedItem))")
    }
  }
}

/// Hostile ids and callers for the lookups that answer from the applied
/// snapshot's index of rows (``Table/indexPath(forRowID:)``,
/// ``Grid/indexPath(forItemID:)`` right after ``Table/apply(_:animation:)``):
/// NaN ids, class ids changed in place, and lookups from inside the
/// callbacks an apply makes.
@MainActor
@Suite(.serialized) struct SnapshotLookupAttackTests {
  @Test("NaN ids are never found after a snapshot's apply; the ids beside them are")
  func nanIDs() throws {
    let table = makeTable(height: 2_000)
    let grid = makeSmallGrid()
    let ids: [Double] = [.nan, 1, .nan, 2, -.infinity, .infinity, -0.0]
    try table.update(with: [
      Section(id: "a", rows: ids.map { Row<TitleCell>(model: "\($0)", id: $0) })
    ])
    try grid.update(with: [
      GridSection(id: "a", items: ids.map { Cellar.Item<TitleGridCell>(model: "\($0)", id: $0) })
    ])
    var rows = table.snapshot()
    var items = grid.snapshot()
    // Built by a verb, then kept by the apply: the lookups below use it.
    try rows.deleteRows([Double(2)])
    try items.deleteItems([Double(2)])
    try rows.appendRows([Row<TitleCell>(model: "n", id: Double.nan)], toSection: "a")
    try items.appendItems([Cellar.Item<TitleGridCell>(model: "n", id: Double.nan)], toSection: "a")
    try table.apply(rows)
    try grid.apply(items)
    #expect(table.tableView.numberOfRows(inSection: 0) == 7)
    #expect(grid.collectionView.numberOfItems(inSection: 0) == 7)
    for lookup in [table.indexPath(forRowID:), grid.indexPath(forItemID:)]
      as [(Double) -> IndexPath?]
    {
      #expect(lookup(.nan) == nil)
      #expect(lookup(Double(2)) == nil)
      #expect(lookup(1) == IndexPath(row: 1, section: 0))
      #expect(lookup(-.infinity) == IndexPath(row: 3, section: 0))
      #expect(lookup(.infinity) == IndexPath(row: 4, section: 0))
      // -0.0 == 0.0, and an `Int` 0 is the same `AnyHashable`.
      #expect(lookup(0) == IndexPath(row: 5, section: 0))
    }
    #expect(table.indexPath(forRowID: 0) == IndexPath(row: 5, section: 0))
    #expect(table.indexPath(forRowID: Float.nan) == nil)
    // The table's other answers agree with the lookups.
    #expect(table.row(at: IndexPath(row: 5, section: 0))?.id == AnyHashable(-0.0))
    // The next snapshot starts from the kept index and still works.
    var next = table.snapshot()
    #expect(next.indexOfRow(Double.nan) == nil)
    try next.moveRow(Double(1), afterRow: Double.infinity)
    try table.apply(next)
    #expect(table.indexPath(forRowID: 1.0) == IndexPath(row: 4, section: 0))
    #expect(table.indexPath(forRowID: Double.infinity) == IndexPath(row: 3, section: 0))
  }

  @Test(
    "class ids changed in place after an apply: a lookup finds a row whose id is equal, or nothing; no trap",
    arguments: SeededRandom.seeds(TestEnvironment.sanitized(16), base: 0x10C_CEE))
  func classIDsChangedInPlace(seed: UInt64) throws {
    try withSeed(seed, "class ids changed between an apply and its lookups") { random in
      let table = makeTable(height: 4_000)
      let grid = makeSmallGrid()
      var keys = (0..<30).map(MutableID.init)
      func sections(_ keys: [MutableID]) -> ([Section], [GridSection]) {
        let halves = [Array(keys.prefix(keys.count / 2)), Array(keys.dropFirst(keys.count / 2))]
        return (
          halves.enumerated().map { index, keys in
            Section(id: index, rows: keys.map { Row<TitleCell>(model: "\($0.value)", id: $0) })
          },
          halves.enumerated().map { index, keys in
            GridSection(
              id: index,
              items: keys.map { Cellar.Item<TitleGridCell>(model: "\($0.value)", id: $0) })
          }
        )
      }
      let (first, firstItems) = sections(keys)
      try table.update(with: first)
      try grid.update(with: firstItems)
      for round in 0..<12 {
        var rows = table.snapshot()
        var items = grid.snapshot()
        // A verb builds the snapshot's index, which the apply keeps.
        let fresh = MutableID(1_000 + round)
        keys.append(fresh)
        let section = random.int(2)
        do {
          try rows.appendRows(
            [Row<TitleCell>(model: "\(fresh.value)", id: fresh)], toSection: section)
          try items.appendItems(
            [Cellar.Item<TitleGridCell>(model: "\(fresh.value)", id: fresh)], toSection: section)
          try table.apply(rows)
          try grid.apply(items)
        } catch {
          // Keys the app made equal repeat: refused as duplicates; nothing changed.
          #expect("\(error)".contains("dentical") || "\(error)".contains("uplicate"), "\(error)")
          keys.removeLast()
        }
        // The app changes some keys in place: to new values, or to another's.
        for key in keys.shuffled(using: &random).prefix(random.int(4)) {
          key.value =
            random.chance(0.5) ? keys[random.int(keys.count)].value : 500 + random.int(400)
        }
        // Asked by fresh keys of every value shown, and of values no row has.
        for value in Set(keys.map(\.value)).union((0..<6).map { _ in 2_000 + random.int(50) }) {
          let query = MutableID(value)
          for (answer, shown) in [
            (table.indexPath(forRowID: query), table.sections),
            (grid.indexPath(forItemID: query), grid.sections.map(\.base)),
          ] {
            guard let answer else { continue }
            // Found: the row there has an id equal to the query now.
            let id = shown[answer.section].rows[answer.row].id
            #expect(
              id == AnyHashable(query),
              "round \(round), \(query) at \(answer): \(String(describing: id))")
          }
          // Values no row has are never found.
          if value >= 2_000 {
            #expect(table.indexPath(forRowID: query) == nil)
            #expect(grid.indexPath(forItemID: query) == nil)
          }
        }
        // The view still shows what the table holds.
        #expect(
          (0..<table.tableView.numberOfSections).map { table.tableView.numberOfRows(inSection: $0) }
            == table.sections.map(\.rows.count), "round \(round)")
        // Ids the app made equal: it repairs them, as a well-behaved app would.
        var seen = Set<Int>()
        for key in keys where !seen.insert(key.value).inserted {
          key.value = 3_000 + seen.count + round
        }
      }
    }
  }

  @Test(
    "lookups from inside cell configuration and will-display hooks, through applies and updates, answer the sections shown then",
    arguments: SeededRandom.seeds(TestEnvironment.sanitized(8), base: 0x10C_CA11))
  func lookupsFromCallbacks(seed: UInt64) throws {
    try withSeed(seed, "lookups from callbacks") { random in
      let probe = LookupProbe(tableHeight: 600)
      let (table, grid) = (probe.table, probe.grid)
      var next = 60
      // Weakly: the rows hold the closures, and the table holds the rows.
      let check: @MainActor (Int, String) -> Void = { [weak probe] in probe?.check($0, $1) }
      func row(_ id: Int) -> Row<ProbeCell> {
        Row<ProbeCell>(model: id, id: id).onWillDisplay { _, _ in
          check(id, "willDisplay")
          check(id + 1, "willDisplay")
        }
      }
      func item(_ id: Int) -> Cellar.Item<ProbeGridCell> {
        Cellar.Item<ProbeGridCell>(model: id, id: id).onWillDisplay { _, _ in
          check(id, "item willDisplay")
        }
      }
      ProbeCell.probe = { id in
        check(id, "configure")
        check(id - 1, "configure")
      }
      ProbeGridCell.probe = { id in check(id, "item configure") }
      defer {
        ProbeCell.probe = nil
        ProbeGridCell.probe = nil
      }
      var model: [[Int]] = [Array(0..<20), Array(20..<60)]
      try table.update(with: model.enumerated().map { Section(id: $0, rows: $1.map(row)) })
      try grid.update(with: model.enumerated().map { GridSection(id: $0, items: $1.map(item)) })
      table.tableView.layoutIfNeeded()
      grid.collectionView.layoutIfNeeded()
      for round in 0..<15 {
        var rows = table.snapshot()
        var items = grid.snapshot()
        for _ in 0..<(1 + random.int(5)) {
          let all = model.flatMap { $0 }
          switch random.int(4) {
          case 0 where all.count > 2:
            let id = all[random.int(all.count)]
            try rows.deleteRows([id])
            try items.deleteItems([id])
            for section in model.indices { model[section].removeAll { $0 == id } }
          case 1 where all.count > 2:
            let (id, anchor) = (all[random.int(all.count)], all[random.int(all.count)])
            guard id != anchor else { continue }
            try rows.moveRow(id, beforeRow: anchor)
            try items.moveItem(id, beforeItem: anchor)
            for section in model.indices { model[section].removeAll { $0 == id } }
            let section = model.firstIndex { $0.contains(anchor) }!
            model[section].insert(id, at: model[section].firstIndex(of: anchor)!)
          case 2 where !all.isEmpty:
            // Reconfigured: configured again during the apply.
            // (Each once: UIKit refuses repeated identifiers.)
            let ids = Array(Set((0..<3).map { _ in all[random.int(all.count)] }))
            try rows.reconfigureRows(ids)
            try items.reconfigureItems(ids)
          default:
            let section = random.int(model.count)
            let at = random.int(model[section].count + 1)
            defer { next += 1 }
            if at < model[section].count {
              try rows.insertRows([row(next)], beforeRow: model[section][at])
              try items.insertItems([item(next)], beforeItem: model[section][at])
            } else {
              try rows.appendRows([row(next)], toSection: section)
              try items.appendItems([item(next)], toSection: section)
            }
            model[section].insert(next, at: at)
          }
        }
        try table.apply(rows, animation: random.chance(0.5) ? .automatic : .none)
        try grid.apply(items)
        for id in (0..<4).map({ _ in random.int(next + 2) }) { probe.check(id, "after apply") }
        // Then, at times, an `update(with:)` (each section reversed): the
        // applied snapshot's index no longer answers.
        if random.chance(0.4) {
          model = model.map { $0.reversed() }
          try table.update(with: model.enumerated().map { Section(id: $0, rows: $1.map(row)) })
          try grid.update(with: model.enumerated().map { GridSection(id: $0, items: $1.map(item)) })
        }
        // Between applies too, before any snapshot is taken.
        for id in (0..<4).map({ _ in random.int(next + 2) }) { probe.check(id, "between") }
        // Scrolled to a random place: other rows are configured and shown.
        table.tableView.contentOffset.y = CGFloat(random.int(2_000))
        grid.collectionView.contentOffset.y = CGFloat(random.int(60))
        table.tableView.layoutIfNeeded()
        grid.collectionView.layoutIfNeeded()
        #expect(
          table.sections.map { $0.rows.compactMap { $0.id?.base as? Int } } == model,
          "round \(round)")
        #expect(probe.mismatches.isEmpty, "round \(round): \(probe.mismatches.prefix(5))")
        probe.mismatches.removeAll()
      }
      // Not vacuous: the probes ran, and ran inside the applies.
      #expect(probe.asked > 100)
    }
  }
}

private final class IntGridCell: UICollectionViewCell, ConfigurableCollectionCell {
  func configure(_ model: Int) { label.text = "\(model)" }
}

/// The row index a table keeps through `update(with:)`, users' moves and
/// snapshot applies (``UpdateDriver/shownSectionsChanged()``): sections
/// passed again unchanged keep their entries, the others are noted again.
@MainActor
@Suite struct KeptRowIndexTests {
  /// A row of the test's kinds: an explicit unique id, a `Hashable` model
  /// that may repeat (`1_000...`), or a NaN id.
  private enum Kind {
    case id(Int)
    case model(Int)
    case nan
  }

  private static func row(_ kind: Kind) -> AnyRow {
    switch kind {
    case .id(let id): AnyRow(Row<NumberCell>(model: id, id: id).onMove())
    case .model(let model): AnyRow(Row<NumberCell>(model: model).onMove())
    case .nan: AnyRow(Row<NumberCell>(model: -1, id: Double.nan).onMove())
    }
  }

  private static func item(_ kind: Kind) -> AnyItem {
    switch kind {
    case .id(let id): AnyItem(Cellar.Item<IntGridCell>(model: id, id: id))
    case .model(let model): AnyItem(Cellar.Item<IntGridCell>(model: model))
    case .nan: AnyItem(Cellar.Item<IntGridCell>(model: -1, id: Double.nan))
    }
  }

  /// The kind of a row the table holds, read back from its identity.
  private static func kind(of row: AnyRow) -> Kind {
    guard let value = row.id?.base else { return .nan }
    if let double = value as? Double, double.isNaN { return .nan }
    guard let number = value as? Int else { return .nan }
    return number >= 1_000 ? .model(number) : .id(number)
  }

  @Test(
    "lookups and snapshot queries through updates that keep some sections' rows, moves and applies: as a scan",
    arguments: SeededRandom.seeds(TestEnvironment.sanitized(24), base: 0x6E97_1DE5))
  func randomChains(seed: UInt64) throws {
    try withSeed(seed, "kept row index through updates") { random in
      let probe = LookupProbe(tableHeight: 400)
      let (table, grid) = (probe.table, probe.grid)
      var next = 0
      func fresh() -> Kind {
        defer { next += 1 }
        return random.chance(0.15)
          ? .model(1_000 + random.int(8)) : random.chance(0.05) ? .nan : .id(next)
      }
      var model: [(id: Int, rows: [Kind])] = (0..<4).map { section in
        (section, (0..<random.int(12)).map { _ in fresh() })
      }
      var nextSection = 4
      try table.update(with: model.map { Section(id: $0.id, rows: $0.rows.map(Self.row)) })
      try grid.update(with: model.map { GridSection(id: $0.id, items: $0.rows.map(Self.item)) })
      for round in 0..<40 {
        let context = "round \(round)"
        switch random.int(10) {
        case 0..<5:
          // An update: each section passed again as the table holds it
          // (the same rows buffer), or edited, added, dropped or moved.
          var sections = table.sections
          var items = grid.sections
          var changed = Set<Int>()
          for place in model.indices where random.chance(0.4) {
            var rows = model[place].rows
            switch random.int(4) {
            case 0 where !rows.isEmpty: rows.remove(at: random.int(rows.count))
            case 1 where rows.count > 1: rows.swapAt(random.int(rows.count), random.int(rows.count))
            default: rows.insert(fresh(), at: random.int(rows.count + 1))
            }
            model[place].rows = rows
            changed.insert(place)
          }
          // Rows moved from one section to another.
          if model.count > 1, random.chance(0.3),
            let from = model.indices.randomElement(using: &random),
            !model[from].rows.isEmpty
          {
            let to = (from + 1 + random.int(model.count - 1)) % model.count
            model[to].rows.append(model[from].rows.removeLast())
            changed.formUnion([from, to])
          }
          for place in changed {
            sections[place] = Section(id: model[place].id, rows: model[place].rows.map(Self.row))
            items[place] = GridSection(id: model[place].id, items: model[place].rows.map(Self.item))
          }
          if random.chance(0.2), !model.isEmpty {
            let place = random.int(model.count)
            model.remove(at: place)
            sections.remove(at: place)
            items.remove(at: place)
          }
          if random.chance(0.2) {
            let place = random.int(model.count + 1)
            let rows = (0..<random.int(6)).map { _ in fresh() }
            model.insert((nextSection, rows), at: place)
            sections.insert(Section(id: nextSection, rows: rows.map(Self.row)), at: place)
            items.insert(GridSection(id: nextSection, items: rows.map(Self.item)), at: place)
            nextSection += 1
          }
          if model.count > 1, random.chance(0.2) {
            let (from, to) = (random.int(model.count), random.int(model.count))
            model.insert(model.remove(at: from), at: to)
            sections.insert(sections.remove(at: from), at: to)
            items.insert(items.remove(at: from), at: to)
          }
          try table.update(with: sections)
          try grid.update(with: items)
        case 5..<7:
          // A snapshot's verbs, after its queries, then its apply.
          var rows = table.snapshot()
          var gridItems = grid.snapshot()
          let shown = model.flatMap(\.rows).compactMap {
            if case .id(let id) = $0 { id } else { nil }
          }
          for id in shown.shuffled(using: &random).prefix(3) {
            // (The index among all rows, as UIKit's `indexOfItem`.)
            let flat = table.sections.flatMap(\.rows).firstIndex { $0.id == AnyHashable(id) }
            #expect(rows.indexOfRow(id) == flat, "\(context), snapshot row \(id)")
            #expect(gridItems.indexOfItem(id) == flat, "\(context), snapshot item \(id)")
          }
          if let id = shown.randomElement(using: &random) {
            try rows.deleteRows([id])
            try gridItems.deleteItems([id])
            for place in model.indices {
              model[place].rows.removeAll { if case .id(id) = $0 { true } else { false } }
            }
          }
          if !model.isEmpty {
            let place = random.int(model.count)
            let kind = fresh()
            try rows.appendRows([Self.row(kind)], toSection: model[place].id)
            try gridItems.appendItems([Self.item(kind)], toSection: model[place].id)
            model[place].rows.append(kind)
          }
          try table.apply(rows)
          try grid.apply(gridItems)
        case 7:
          // A user's move in the table; the grid is told the same rows.
          let counts = model.map(\.rows.count)
          guard let from = counts.indices.filter({ counts[$0] > 0 }).randomElement(using: &random)
          else { continue }
          let to = random.int(model.count)
          let source = IndexPath(row: random.int(counts[from]), section: from)
          let destination = IndexPath(
            row: random.int(counts[to] + (from == to ? 0 : 1)), section: to)
          guard source != destination else { continue }
          table.tableView.setEditing(true, animated: false)
          _ = try table.tableView.moveRowByUser(from: source, to: destination)
          table.tableView.setEditing(false, animated: false)
          model = table.sections.enumerated().map { place, section in
            (model[place].id, section.rows.map(Self.kind))
          }
          try grid.update(
            with: model.map { GridSection(id: $0.id, items: $0.rows.map(Self.item)) })
        default:
          // Nothing changes: lookups twice in a row.
          break
        }
        // The table holds the model.
        let ids = table.sections.map { $0.rows.map { "\(Self.kind(of: $0))" } }
        #expect(ids == model.map { $0.rows.map { "\($0)" } }, "\(context)")
        // Every id shown, repeated models, NaN and ids of no row.
        for id in Set((-3..<next + 3).filter { _ in random.chance(0.5) } + (1_000..<1_008)) {
          probe.check(id, context)
        }
        #expect(table.indexPath(forRowID: Double.nan) == nil)
        #expect(probe.mismatches.isEmpty, "\(context): \(probe.mismatches.prefix(5))")
        probe.mismatches.removeAll()
      }
    }
  }

  @Test(
    "a snapshot's deleteSections of a row whose class id became another's: the other is still found"
  )
  func classIDChangedThenSectionDeleted() throws {
    let table = makeTable(height: 400)
    let keys = (0..<6).map(MutableID.init)
    try table.update(with: [
      Section(id: "a", rows: keys.prefix(3).map { Row<TitleCell>(model: "\($0.value)", id: $0) }),
      Section(id: "b", rows: keys.suffix(3).map { Row<TitleCell>(model: "\($0.value)", id: $0) }),
    ])
    var snapshot = table.snapshot()
    #expect(snapshot.indexOfRow(MutableID(1)) == 1)
    // Row 4's id becomes row 1's, then row 4's section goes.
    keys[4].value = 1
    try snapshot.deleteSections(["b"])
    #expect(snapshot.indexOfRow(MutableID(1)) == 1)
    #expect(snapshot.sectionID(containingRow: MutableID(1)) == AnyHashable("a"))
    try table.apply(snapshot)
    #expect(table.indexPath(forRowID: MutableID(1)) == IndexPath(row: 1, section: 0))
  }

  @Test(
    "a class id changed in place to another row's, then its row removed by an update: the other is still found"
  )
  func classIDChangedThenRemoved() throws {
    let table = makeTable(height: 400)
    let grid = makeSmallGrid()
    let keys = (0..<10).map(MutableID.init)
    try table.update(with: [
      Section(id: 0, rows: keys.map { Row<TitleCell>(model: "\($0.value)", id: $0) })
    ])
    try grid.update(with: [
      GridSection(
        id: 0, items: keys.map { Cellar.Item<TitleGridCell>(model: "\($0.value)", id: $0) })
    ])
    #expect(table.indexPath(forRowID: MutableID(5)) == IndexPath(row: 5, section: 0))
    #expect(grid.indexPath(forItemID: MutableID(5)) == IndexPath(item: 5, section: 0))
    // The app makes row 2's id equal row 5's, then removes row 2.
    keys[2].value = 5
    var rows = table.sections
    rows[0].rows.remove(at: 2)
    var items = grid.sections
    items[0] = GridSection(
      id: 0, items: Array(items[0].items.prefix(2) + items[0].items.dropFirst(3)))
    try table.update(with: rows)
    try grid.update(with: items)
    #expect(table.indexPath(forRowID: MutableID(5)) == IndexPath(row: 4, section: 0))
    #expect(grid.indexPath(forItemID: MutableID(5)) == IndexPath(item: 4, section: 0))
    #expect(table.indexPath(forRowID: MutableID(2)) == nil)
    #expect(table.indexPath(forRowID: MutableID(9)) == IndexPath(row: 8, section: 0))
  }

  // Found by `DiffableUserMoveAttackTests` with the kept index first
  // built: the index's table of identities holds the first row's id object
  // as the key of its value. Changed in place, that object sits where its
  // old hash put it and is no longer equal to that value, so a kept index
  // lost the other row, whose id never changed. Updates now index such
  // rows anew, as the lookup of a new version of the sections always did.
  @Test(
    "a class id made equal to another row's, indexed, then changed again: after an update the other row is found"
  )
  func classIDChangedTwiceAcrossUpdates() throws {
    let table = makeTable(height: 400)
    let grid = makeSmallGrid()
    let keys = [MutableID(77), MutableID(80), MutableID(81)]
    let other = MutableID(90)
    func sections() -> [Section] {
      [
        Section(id: 0, rows: keys.map { Row<TitleCell>(model: "\($0.value)", id: $0) }),
        Section(id: 1, rows: [Row<TitleCell>(model: "x", id: other)]),
      ]
    }
    func gridSections() -> [GridSection] {
      [
        GridSection(
          id: 0, items: keys.map { Cellar.Item<TitleGridCell>(model: "\($0.value)", id: $0) }),
        GridSection(id: 1, items: [Cellar.Item<TitleGridCell>(model: "x", id: other)]),
      ]
    }
    try table.update(with: sections())
    try grid.update(with: gridSections())
    #expect(table.indexPath(forRowID: MutableID(80)) == IndexPath(row: 1, section: 0))
    // Row 0's id made equal to row 1's; each is indexed while so.
    keys[0].value = 80
    var next = table.sections
    next[1].rows.append(AnyRow(Row<TitleCell>(model: "y", id: 91)))
    try table.update(with: next)
    var items = grid.sections
    items[1] = GridSection(id: 1, items: [Cellar.Item<TitleGridCell>(model: "y", id: other)])
    try grid.update(with: items)
    #expect(table.indexPath(forRowID: MutableID(80)) == IndexPath(row: 0, section: 0))
    #expect(grid.indexPath(forItemID: MutableID(80)) == IndexPath(item: 0, section: 0))
    // Changed again; an update that passes the first section unchanged.
    keys[0].value = 89
    next = table.sections
    next[1].rows.removeLast()
    try table.update(with: next)
    items = grid.sections
    items[1] = GridSection(id: 1, items: [])
    try grid.update(with: items)
    #expect(table.indexPath(forRowID: MutableID(80)) == IndexPath(row: 1, section: 0))
    #expect(table.indexPath(forRowID: MutableID(89)) == IndexPath(row: 0, section: 0))
    #expect(grid.indexPath(forItemID: MutableID(80)) == IndexPath(item: 1, section: 0))
    #expect(grid.indexPath(forItemID: MutableID(89)) == IndexPath(item: 0, section: 0))
  }

  @Test(
    "updates that pass most sections again: the kept index is carried, a few rows edited in place noted at once"
  )
  func carriedNotRebuilt() throws {
    let table = makeTable(height: 400)
    func row(_ id: Int) -> AnyRow { AnyRow(Row<NumberCell>(model: id, id: id)) }
    let sections = (0..<50).map { section in
      Section(id: section, anyRows: (0..<100).map { row(section * 100 + $0) })
    }
    try table.update(with: sections)
    #expect(table.indexPath(forRowID: 4_321) == IndexPath(row: 21, section: 43))
    // One row replaced in the middle of a section: noted with the update.
    var next = table.sections
    next[7].rows[50] = row(9_999)
    try table.update(with: next)
    var kept = try #require(table.keptSnapshot)
    #expect(kept.version == table.updates.versions.sections)
    #expect(kept.core.sectionsPendingIndex == 0)
    #expect(table.indexPath(forRowID: 9_999) == IndexPath(row: 50, section: 7))
    #expect(table.indexPath(forRowID: 750) == nil)
    #expect(table.indexPath(forRowID: 751) == IndexPath(row: 51, section: 7))
    #expect(table.indexPath(forRowID: 4_321) == IndexPath(row: 21, section: 43))
    // A section of new rows: noted on the next lookup; a row inserted at
    // the top of another: its rows drift by one, and are still found.
    next = table.sections
    next[8] = Section(id: 8, anyRows: (0..<100).map { row(20_000 + $0) })
    next[9].rows.insert(row(30_000), at: 0)
    try table.update(with: next)
    kept = try #require(table.keptSnapshot)
    #expect(kept.core.sectionsPendingIndex == 1)
    #expect(table.indexPath(forRowID: 20_050) == IndexPath(row: 50, section: 8))
    #expect(table.indexPath(forRowID: 850) == nil)
    #expect(table.indexPath(forRowID: 30_000) == IndexPath(row: 0, section: 9))
    #expect(table.indexPath(forRowID: 999) == IndexPath(row: 100, section: 9))
    // Rows inserted at the top again and again: past the drift limit the
    // section is noted anew, and every row is still found.
    for round in 1...80 {
      next = table.sections
      next[9].rows.insert(row(30_000 + round), at: 0)
      try table.update(with: next)
    }
    #expect(table.keptSnapshot?.core.sectionsPendingIndex ?? 0 <= 1)
    for id in [900, 950, 999, 30_000, 30_080] {
      #expect(table.indexPath(forRowID: id) == LookupProbe.scan(table.sections, for: id), "\(id)")
    }
  }
}
