import Cellar
import CellarTestSupport
import Foundation
import Testing

/// One row of a random table: an identity, a title, a height and a cell type.
private struct RowSpec {
  enum Kind { case explicit, item, repeated }
  var kind: Kind
  var id: Int
  var title: String
  var height: CGFloat?
  var loud: Bool

  /// The text the row's cell shows.
  var text: String {
    switch kind {
    case .explicit: loud ? "\(id):\(title)".uppercased() : "\(id):\(title)"
    case .item: "\(id):\(title)"
    case .repeated: title
    }
  }

  var row: AnyRow {
    switch kind {
    case .explicit:
      loud
        ? AnyRow(Row<LoudCell>(model: "\(id):\(title)", id: id, height: height))
        : AnyRow(Row<TitleCell>(model: "\(id):\(title)", id: id, height: height))
    case .item:
      AnyRow(Row<ItemCell>(model: Item(id: id, title: title), height: height))
    case .repeated:
      AnyRow(Row<TitleCell>(model: title, height: height))
    }
  }

  /// Whether the row has a unique identity (selection is checked on those).
  var isUnique: Bool { kind != .repeated }
}

private struct SectionSpec {
  var id: Int?
  var title: String?
  var rows: [RowSpec]

  var section: Section {
    Section(id: id, header: title.map { .title($0) }, anyRows: rows.map(\.row))
  }
}

/// Random edits of a table spec.
private struct Mutator {
  var nextID = 0

  mutating func makeRow(_ random: inout SeededRandom) -> RowSpec {
    nextID += 1
    let kind: RowSpec.Kind =
      random.chance(0.15) ? .repeated : random.chance(0.3) ? .item : .explicit
    let heights: [CGFloat?] = [nil, nil, 30, 60]
    return RowSpec(
      kind: kind, id: kind == .item ? 10_000 + nextID : nextID,
      title: kind == .repeated ? "same\(random.int(2))" : "t\(random.int(3))",
      height: heights[random.int(heights.count)], loud: random.chance(0.2))
  }

  mutating func makeSection(_ random: inout SeededRandom) -> SectionSpec {
    nextID += 1
    let rows = (0..<random.int(6)).map { _ in makeRow(&random) }
    return SectionSpec(
      id: random.chance(0.8) ? nextID : nil, title: random.chance(0.3) ? "S\(nextID)" : nil,
      rows: rows)
  }

  mutating func mutate(_ spec: inout [SectionSpec], _ random: inout SeededRandom) {
    if random.chance(0.03) {
      spec = []
      return
    }
    for _ in 0..<(1 + random.int(6)) {
      let anyRows = spec.contains { !$0.rows.isEmpty }
      switch random.int(11) {
      case 0 where spec.count < 6:
        spec.insert(makeSection(&random), at: random.int(spec.count + 1))
      case 1 where !spec.isEmpty:
        spec.remove(at: random.int(spec.count))
      case 2 where spec.count > 1:
        let section = spec.remove(at: random.int(spec.count))
        spec.insert(section, at: random.int(spec.count + 1))
      case 3 where !spec.isEmpty:
        let section = random.int(spec.count)
        spec[section].rows.insert(
          makeRow(&random), at: random.int(spec[section].rows.count + 1))
      case 4 where anyRows:
        let (section, row) = pick(spec, &random)
        spec[section].rows.remove(at: row)
      case 5 where anyRows:
        let (section, row) = pick(spec, &random)
        let moved = spec[section].rows.remove(at: row)
        let target = random.int(spec.count)
        spec[target].rows.insert(moved, at: random.int(spec[target].rows.count + 1))
      case 6 where anyRows, 7 where anyRows:
        let (section, row) = pick(spec, &random)
        spec[section].rows[row].title = "t\(random.int(4))"
      case 8 where anyRows:
        let (section, row) = pick(spec, &random)
        let heights: [CGFloat?] = [nil, 30, 60]
        spec[section].rows[row].height = heights[random.int(heights.count)]
      case 9 where anyRows:
        let (section, row) = pick(spec, &random)
        spec[section].rows[row].loud.toggle()
      case 10 where !spec.isEmpty:
        let section = random.int(spec.count)
        spec[section].title = random.chance(0.5) ? "T\(random.int(3))" : nil
      default:
        if spec.count < 6 { spec.append(makeSection(&random)) }
      }
    }
  }

  private func pick(_ spec: [SectionSpec], _ random: inout SeededRandom) -> (Int, Int) {
    let candidates = spec.indices.filter { !spec[$0].rows.isEmpty }
    let section = candidates[random.int(candidates.count)]
    return (section, random.int(spec[section].rows.count))
  }
}

@MainActor
@Suite struct TableUpdatePropertyTests {
  @Test(
    "random update sequences are always accepted by the table view, show the new models, keep the selection by identity and match a fresh table (2,000 seeds in full, 200 by default)",
    arguments: SeededRandom.seeds(TestEnvironment.scaled(200, full: 2_000), base: 0x7AB1E))
  func randomSequences(seed: UInt64) throws {
    try withSeed(seed) { random in
      let table = makeTable(height: 200)
      var mutator = Mutator()
      var spec: [SectionSpec] = (0..<random.int(4)).map { _ in mutator.makeSection(&random) }
      try table.update(with: spec.map(\.section))
      table.tableView.layoutIfNeeded()
      var selectedID: Int?
      for step in 0..<6 {
        // Scroll and select somewhere, sometimes.
        if random.chance(0.5) {
          let height = table.tableView.contentSize.height
          table.tableView.setContentOffset(
            CGPoint(x: 0, y: CGFloat(random.int(Int(max(1, height))))), animated: false)
        }
        if random.chance(0.5), let visible = table.tableView.indexPathsForVisibleRows,
          !visible.isEmpty
        {
          let path = visible[random.int(visible.count)]
          let row = spec[path.section].rows[path.row]
          if row.isUnique {
            table.tableView.selectRow(at: path, animated: false, scrollPosition: .none)
            selectedID = row.id
          }
        }
        mutator.mutate(&spec, &random)
        let logStart = table.tableView.updateLog.count
        try table.update(with: spec.map(\.section))
        table.tableView.layoutIfNeeded()

        // No rejection (it would have thrown), no reloadData.
        let log = table.tableView.updateLog[logStart...]
        #expect(table.lastError == nil)
        try #require(
          log.allSatisfy { $0.kind == .batch && !$0.fellBackToReloadData },
          "step \(step): \(Array(log))")
        // The visible cells show exactly the new models in order.
        for path in table.tableView.indexPathsForVisibleRows ?? [] {
          let expected = spec[path.section].rows[path.row].text
          try #require(
            table.tableView.cellForRow(at: path)?.textLabel?.text == expected,
            "step \(step): \(path) shows \(table.tableView.cellForRow(at: path)?.textLabel?.text ?? "nil"), expected \(expected)"
          )
        }
        try #require(table.sections.map(\.rows.count) == spec.map(\.rows.count))
        // Selection kept by identity.
        var expectedSelection: [IndexPath] = []
        if let selectedID {
          for (section, rows) in spec.enumerated() {
            for (row, item) in rows.rows.enumerated() where item.isUnique && item.id == selectedID {
              expectedSelection.append(IndexPath(row: row, section: section))
            }
          }
        }
        try #require(
          (table.tableView.indexPathsForSelectedRows ?? []) == expectedSelection,
          "step \(step): selection")
        if expectedSelection.isEmpty { selectedID = nil }
        // Same drawing as a fresh table at the same offset and selection.
        let fresh = makeTable(height: 200)
        try fresh.update(with: spec.map(\.section))
        fresh.tableView.layoutIfNeeded()
        fresh.tableView.setContentOffset(table.tableView.contentOffset, animated: false)
        for path in expectedSelection {
          fresh.tableView.selectRow(at: path, animated: false, scrollPosition: .none)
        }
        try #require(
          fresh.tableView.render() == table.tableView.render(),
          "step \(step):\n\(table.tableView.render())\n--- fresh:\n\(fresh.tableView.render())")
      }
    }
  }
}
