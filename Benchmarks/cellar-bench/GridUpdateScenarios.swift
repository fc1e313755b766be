import Cellar
import CellarDiff
import Foundation

/// The grid scenarios: a `Grid` updated with 1% changes (items with and
/// without sizes of their own), and a grid of many one-item sections
/// updated with the same content, beside a table.
let gridScenarios: [Scenario] = [grid100k, compositional100k, gridSized1M, sections100k]

/// The cell of the grid scenarios.
final class GridBenchCell: UICollectionViewCell, ConfigurableCollectionCell {
  func configure(_ model: TableBenchItem) {
    label.text = "Item \(model.id).\(model.content)"
  }
}

/// The data as grid sections of 60 × 60 items.
private func gridSections(_ data: [ItemSection]) -> [GridSection] {
  data.map { section in
    GridSection(id: section.id, items: section.items.map { Cellar.Item<GridBenchCell>(model: $0) })
  }
}

/// The data as grid sections whose items each have a size of their own:
/// 110, 115 or 120 points wide by id, 120 high (three a line).
private func sizedGridSections(_ data: [ItemSection]) -> [GridSection] {
  data.map { section in
    GridSection(
      id: section.id,
      items: section.items.map {
        Cellar.Item<GridBenchCell>(
          model: $0, size: CGSize(width: 110 + 5 * ($0.id % 3), height: 120))
      })
  }
}

/// The data as grid sections laid out by a 3-column compositional layout
/// of 120-point squares 7.5 apart: `makeBenchGrid()`'s frames.
private func compositionalGridSections(_ data: [ItemSection]) -> [GridSection] {
  gridSections(data).map { $0.layout(.grid(columns: 3, spacing: 7.5)) }
}

/// A grid of 60-point items, three a line, on a 375 × 667 viewport.
@MainActor
private func makeBenchGrid() -> Grid {
  let layout = UICollectionViewFlowLayout()
  layout.itemSize = CGSize(width: 120, height: 120)
  layout.minimumInteritemSpacing = 7.5
  layout.minimumLineSpacing = 7.5
  let collectionView = UICollectionView(
    frame: CGRect(x: 0, y: 0, width: 375, height: 667), collectionViewLayout: layout)
  return Grid(collectionView: collectionView)
}

private let grid100k = Scenario(
  name: "grid100k",
  summary: "Grid of 100 × 1,000 items; 1% changed (ids deleted, inserted, moved, content)",
  target: "≤ 2 × SectionedChangeset on the same data",
  make: { scale in
    let (sourceData, targetData) = tableData(scale)
    return gridUpdateRunner(source: sourceData, target: targetData)
  })

private let compositional100k = Scenario(
  name: "compositional100k",
  summary:
    "grid100k's update (100 × 1,000 items, 1% changed) on sections with a 3-column compositional layout",
  target: "≤ 2 × SectionedChangeset on the same data",
  make: { scale in
    let (sourceData, targetData) = tableData(scale)
    return gridUpdateRunner(
      source: sourceData, target: targetData, sections: compositionalGridSections)
  })

private let gridSized1M = Scenario(
  name: "gridSized1M",
  summary:
    "Grid of 100 × 10,000 items, each with its own size (sizeForItemAt); 1% changed, one update",
  target: "≤ 2 × Table on the same data",
  make: { scale in
    let (sourceData, targetData) = tableData(scale, rowsPerSection: 10_000)
    // The table's update on the same data, timed in turn with the grid's.
    let table = updateRunner(source: sourceData, target: targetData, scrolledToRow: 5_000)
    return gridUpdateRunner(
      source: sourceData, target: targetData, sections: sizedGridSections,
      baseline: InterleavedBaseline(
        label: "Table", run: { table.measure().counts.map { ("table \($0.0)", $0.1) } }))
  })

/// A runner that updates a grid from `source` to `target` and back, in
/// turn, each run timed; after each, the baseline on the same data
/// (`SectionedChangeset` unless given). The first update is checked: the
/// grid shows the target's items, in batches the collection view accepted,
/// with current cells.
@MainActor
private func gridUpdateRunner(
  source sourceData: [ItemSection], target targetData: [ItemSection],
  sections: ([ItemSection]) -> [GridSection] = gridSections,
  baseline: InterleavedBaseline? = nil
) -> Runner {
  let source = sections(sourceData)
  let target = sections(targetData)
  let grid = makeBenchGrid()
  var failure: String?
  do {
    try grid.update(with: source)
    // Into the middle of the first section, where the changes are.
    grid.collectionView.setContentOffset(CGPoint(x: 0, y: 127.5 * 150), animated: false)
  } catch {
    failure = "setup: \(error)"
  }
  var forward = true
  var checked = false
  var counts: [(String, Int)] = []
  return Runner(
    measure: {
      let start = grid.collectionView.updateLog.count
      do {
        try grid.update(with: forward ? target : source)
      } catch {
        failure = "update: \(error)"
      }
      let log = grid.collectionView.updateLog[start...]
      if forward && counts.isEmpty {
        counts = [
          ("batches", log.count), ("operations", log.reduce(0) { $0 + $1.operations.count }),
        ]
      }
      if !checked && failure == nil {
        checked = true
        failure = check(grid, shows: targetData, log: log)
      }
      forward.toggle()
      return Outcome(counts: counts, failure: failure)
    },
    baseline: { _ in .none },
    interleaved: baseline
      ?? differBaseline(
        source: sourceData, target: targetData, rows: "item", forward: { forward }))
}

/// What is wrong with a grid after an update to `expected`, or `nil`.
@MainActor
private func check(
  _ grid: Grid, shows expected: [ItemSection], log: ArraySlice<UICollectionView.Update>
) -> String? {
  let shown = grid.sections.map { section in
    section.items.compactMap { $0.model(as: TableBenchItem.self)?.id }
  }
  if shown != expected.map({ $0.items.map(\.id) }) {
    return "the grid's items differ from the target"
  }
  if grid.sections.contains(where: { $0.layout != nil }),
    grid.collectionView.collectionViewLayout !== grid.compositionalLayout
  {
    return "the sections have layouts, but the view does not have the grid's compositional layout"
  }
  if log.contains(where: { $0.fellBackToReloadData || $0.kind != .batch }) {
    return "an update fell back to reloadData"
  }
  if grid.collectionView.indexPathsForVisibleItems.isEmpty {
    return "no items visible"
  }
  for path in grid.collectionView.indexPathsForVisibleItems {
    let item = expected[path.section].items[path.item]
    if grid.collectionView.cellForItem(at: path)?.label.text != "Item \(item.id).\(item.content)" {
      return "a visible cell shows a stale model at \(path)"
    }
  }
  return nil
}

private let sections100k = Scenario(
  name: "sections100k",
  summary:
    "Grid of 100,000 one-item sections updated with the same content (rebuilt), beside a table of the same data",
  target: "≤ 1.5 × the table's unchanged update on the same data",
  make: { scale in
    let count = scale == .smoke ? 1_000 : 100_000
    let data = (0..<count).map { ItemSection(id: $0, items: [TableBenchItem(id: $0, content: 0)]) }
    return unchangedSectionsRunner(data)
  })

/// A runner that updates a grid of `data` with the same content, built
/// again (two copies, each update the other one: equal content in new
/// storage, as an app that rebuilds its sections gives), each run timed;
/// after each, a table on the same data does the same, as the baseline.
/// Both are scrolled to the middle. The first update is checked: the grid
/// still shows the data, and neither view was sent anything.
@MainActor
private func unchangedSectionsRunner(_ data: [ItemSection]) -> Runner {
  let gridCopies = [gridSections(data), gridSections(data)]
  let tableCopies = [sections(data), sections(data)]
  let grid = makeBenchGrid()
  let table = makeBenchTable()
  var failure: String?
  do {
    try grid.update(with: gridCopies[1])
    try table.update(with: tableCopies[1])
    grid.collectionView.setContentOffset(
      CGPoint(x: 0, y: 127.5 * Double(data.count / 2)), animated: false)
    table.tableView.setContentOffset(CGPoint(x: 0, y: 44 * (data.count / 2)), animated: false)
  } catch {
    failure = "setup: \(error)"
  }
  var next = 0
  var tableNext = 0
  var checked = false
  var counts: [(String, Int)] = []
  return Runner(
    measure: {
      let start = grid.collectionView.updateLog.count
      do {
        try grid.update(with: gridCopies[next])
      } catch {
        failure = "update: \(error)"
      }
      next = 1 - next
      let log = grid.collectionView.updateLog[start...]
      let operations = log.reduce(0) { $0 + $1.operations.count }
      if counts.isEmpty { counts = [("sections", data.count), ("operations", operations)] }
      if !checked && failure == nil {
        checked = true
        if operations > 0 {
          failure = "an unchanged update sent \(operations) operations"
        } else {
          failure = check(grid, shows: data, log: log)
        }
      }
      return Outcome(counts: counts, failure: failure)
    },
    baseline: { _ in .none },
    interleaved: InterleavedBaseline(
      label: "table",
      run: {
        let start = table.tableView.updateLog.count
        do {
          try table.update(with: tableCopies[tableNext])
        } catch {
          failure = "table update: \(error)"
        }
        tableNext = 1 - tableNext
        let operations = table.tableView.updateLog[start...].reduce(0) {
          $0 + $1.operations.count
        }
        return [("sections", table.sections.count), ("operations", operations)]
      }))
}
