import Cellar
import CellarOracles
import Foundation

/// The Cellar scenarios: an end-to-end table update, and the memory a table
/// holds per row.
let tableScenarios: [Scenario] = [table100k, rows100k, tableMemory1M] + largeTableScenarios

/// A row model: an identity and a content counter.
struct TableBenchItem: Identifiable, Equatable, Sendable {
  var id: Int
  var content: Int
}

/// The cell of the table scenarios.
final class TableBenchCell: UITableViewCell, ConfigurableCell {
  func configure(_ model: TableBenchItem) {
    textLabel?.text = "Item \(model.id).\(model.content)"
  }
}

/// A cell whose model is a plain `Int`, its own identity.
final class TableBenchIntCell: UITableViewCell, ConfigurableCell {
  func configure(_ model: Int) {
    textLabel?.text = "\(model)"
  }
}

/// Sections of item ids and contents, before they become rows.
struct ItemSection {
  var id: Int
  var items: [TableBenchItem]
}

/// 100 × 1,000 items (smoke: 10 × 30), or `rowsPerSection` a section, and
/// the same with 1% of the rows changed: a quarter each deleted, inserted,
/// moved (within or across sections) and content-changed.
func tableData(_ scale: Scale, rowsPerSection: Int = 1_000)
  -> (source: [ItemSection], target: [ItemSection])
{
  let sectionCount = scale == .smoke ? 10 : 100
  let rowCount = scale == .smoke ? 30 : rowsPerSection
  var random = BenchRandom(seed: 0x7AB1E)
  let source = (0..<sectionCount).map { section in
    ItemSection(
      id: section,
      items: (0..<rowCount).map { TableBenchItem(id: section * rowCount + $0, content: 0) })
  }
  var target = source
  let each = max(1, sectionCount * rowCount / 400)
  func randomSection() -> Int { Int.random(in: 0..<sectionCount, using: &random) }
  for _ in 0..<each {
    let section = randomSection()
    guard !target[section].items.isEmpty else { continue }
    target[section].items.remove(
      at: Int.random(in: 0..<target[section].items.count, using: &random))
  }
  for index in 0..<each {
    let from = randomSection()
    guard !target[from].items.isEmpty else { continue }
    let item = target[from].items.remove(
      at: Int.random(in: 0..<target[from].items.count, using: &random))
    let to = index.isMultiple(of: 2) ? from : randomSection()
    target[to].items.insert(item, at: Int.random(in: 0...target[to].items.count, using: &random))
  }
  for index in 0..<each {
    let to = randomSection()
    target[to].items.insert(
      TableBenchItem(id: 10_000_000 + index, content: 0),
      at: Int.random(in: 0...target[to].items.count, using: &random))
  }
  for _ in 0..<each {
    let section = randomSection()
    guard !target[section].items.isEmpty else { continue }
    target[section].items[Int.random(in: 0..<target[section].items.count, using: &random)]
      .content += 1
  }
  return (source, target)
}

func sections(_ data: [ItemSection]) -> [Section] {
  data.map { section in
    Section(
      id: section.id, anyRows: section.items.map { AnyRow(Row<TableBenchCell>(model: $0)) })
  }
}

/// A table on a 15-row viewport, laid out.
@MainActor
func makeBenchTable() -> Table {
  let tableView = UITableView(frame: CGRect(x: 0, y: 0, width: 375, height: 15 * 44))
  tableView.rowHeight = 44
  return Table(tableView: tableView)
}

private let table100k = Scenario(
  name: "table100k",
  summary: "Table of 100 × 1,000 rows; 1% changed (ids deleted, inserted, moved, content)",
  target: "≤ 2 × SectionedChangeset on the same data",
  make: { scale in
    let (sourceData, targetData) = tableData(scale)
    return updateRunner(source: sourceData, target: targetData, scrolledToRow: 500)
  })

/// A runner that updates a table from `source` to `target` and back, in
/// turn, each run timed; after each, `SectionedChangeset` on the same data,
/// the differ alone, as the baseline. The first update is checked: the
/// table shows the target's rows, in one batch, with current cells.
@MainActor
func updateRunner(
  source sourceData: [ItemSection], target targetData: [ItemSection], scrolledToRow row: Int
)
  -> Runner
{
  let source = sections(sourceData)
  let target = sections(targetData)
  let table = makeBenchTable()
  var failure: String?
  do {
    try table.update(with: source)
    table.tableView.setContentOffset(CGPoint(x: 0, y: 44 * row), animated: false)
  } catch {
    failure = "setup: \(error)"
  }
  var forward = true
  var checked = false
  var counts: [(String, Int)] = []
  return Runner(
    measure: {
      let start = table.tableView.updateLog.count
      do {
        // Alternate directions so every run changes the rows.
        try table.update(with: forward ? target : source)
      } catch {
        failure = "update: \(error)"
      }
      let log = table.tableView.updateLog[start...]
      if forward && counts.isEmpty {
        counts = [
          ("batches", log.count),
          ("operations", log.reduce(0) { $0 + $1.operations.count }),
        ]
      }
      if !checked && failure == nil {
        checked = true
        failure = check(table, shows: targetData, log: log)
      }
      forward.toggle()
      return Outcome(counts: counts, failure: failure)
    },
    baseline: { _ in .none },
    interleaved: differBaseline(
      source: sourceData, target: targetData, rows: "row", forward: { forward }))
}

/// `SectionedChangeset` on the same data as an update runner, as its
/// interleaved baseline: the direction of the run just done (`forward`
/// has turned since; the warm-up's, whose counts are printed, is source to
/// target), its counts named with `rows` ("row", "item").
func differBaseline(
  source sourceData: [ItemSection], target targetData: [ItemSection], rows: String,
  forward: @escaping @MainActor () -> Bool
) -> InterleavedBaseline {
  InterleavedBaseline(
    label: "SectionedChangeset",
    run: {
      let (from, to) = forward() ? (targetData, sourceData) : (sourceData, targetData)
      let changes = SectionedChangeset(
        source: from, target: to, sectionID: { $0.id }, rows: { $0.items })
      return [
        ("\(rows) deletes", changes.rowDeletes.count),
        ("\(rows) inserts", changes.rowInserts.count),
        ("\(rows) moves", changes.rowMoves.count), ("\(rows) updates", changes.rowUpdates.count),
      ]
    })
}

/// What is wrong with a table after an update to `expected`, or `nil`: its
/// rows (identity and content), a fallback to `reloadData` in `log`, or a
/// visible cell showing a stale model.
@MainActor
func check(
  _ table: Table, shows expected: [ItemSection], log: ArraySlice<UITableView.Update>
)
  -> String?
{
  let shown = table.sections
  if shown.count != expected.count { return "the table has \(shown.count) sections" }
  for (section, items) in zip(shown, expected)
  where section.rows.count != items.items.count
    || !zip(section.rows, items.items).allSatisfy({ $0.model(as: TableBenchItem.self) == $1 })
  {
    return "the table's rows in section \(items.id) differ from the target"
  }
  if log.contains(where: { $0.fellBackToReloadData || $0.kind != .batch }) {
    return "an update fell back to reloadData"
  }
  for cell in table.tableView.visibleCells {
    guard let path = table.tableView.indexPath(for: cell) else { continue }
    let item = expected[path.section].items[path.row]
    if cell.textLabel?.text != "Item \(item.id).\(item.content)" {
      return "a visible cell shows a stale model at \(path)"
    }
  }
  return nil
}

/// 1,000,000 `Int` rows (smoke: 10,000) in 100 sections, held by a table.
@MainActor
private func buildMemoryTable(_ scale: Scale) -> (Table, Int) {
  let rowCount = scale == .smoke ? 10_000 : 1_000_000
  let perSection = rowCount / 100
  let table = makeBenchTable()
  let content = (0..<100).map { section in
    Section(
      id: section,
      anyRows: (0..<perSection).map {
        AnyRow(Row<TableBenchIntCell>(model: section * perSection + $0))
      })
  }
  try? table.update(with: content)
  table.tableView.layoutIfNeeded()
  return (table, rowCount)
}

/// Keeps the probed table alive until the process ends.
@MainActor private var heldTables: [Table] = []

private let tableMemory1M = Scenario(
  name: "tableMem1M",
  summary:
    "1,000,000 Int rows in 100 sections held by a table (peak mem / 1M − 8 = bytes per row beyond the models)",
  target: "≤ 100 bytes per row beyond the models",
  make: { scale in
    Runner(
      measure: {
        let (table, rowCount) = buildMemoryTable(scale)
        let shown = table.sections.reduce(0) { $0 + $1.rows.count }
        return Outcome(
          counts: [("rows", shown)],
          failure: shown == rowCount ? nil : "the table holds \(shown) rows, not \(rowCount)")
      },
      baseline: { _ in .none }
    )
  },
  memoryProbe: { scale in
    { heldTables.append(buildMemoryTable(scale).0) }
  })

private let rows100k = Scenario(
  name: "rows100k",
  summary:
    "100 sections of 1,000 rows made from Identifiable & Equatable models (what an app does before each update)",
  target: "reported (building rows is not part of table100k's update time)",
  make: { scale in
    let (data, _) = tableData(scale)
    let count = data.reduce(0) { $0 + $1.items.count }
    return Runner(
      measure: {
        let built = sections(data)
        let rows = built.reduce(0) { $0 + $1.rows.count }
        return Outcome(
          counts: [("rows", rows)],
          failure: rows == count ? nil : "\(rows) rows built, not \(count)")
      },
      baseline: { _ in .none },
      interleaved: InterleavedBaseline(
        label: "boxes",
        run: {
          // One object per model, in arrays per section: the floor for a
          // row, which is one allocation holding the model.
          let boxes = data.map { section in section.items.map(ModelBox.init) }
          return [("boxes", boxes.reduce(0) { $0 + $1.count })]
        }))
  })

/// A model in an object of its own: the baseline of `rows100k`.
private final class ModelBox {
  let item: TableBenchItem

  init(_ item: TableBenchItem) {
    self.item = item
  }
}
