import Cellar
import CellarOracles
import CellarTesting
import ExampleSupport
import Foundation
import FuzzFixtures

// Random updates to a table with a viewport: inserts, deletes, moves within
// and across sections, content changes and section moves, each printed with
// the batches the host accepted and the viewport after it. At the end: the
// totals, the proof that every batch passed the host's validation, and a
// check against a fresh table built from the same sections.

let options = Options.parse(
  program: "LiveUpdates",
  summary: "seeded random updates, each checked by the host's UIKit validation.",
  options: [
    .value("ticks", "N", "number of updates, 1 to 100000 (default 12)"),
    .value("seed", "S", "random seed, 0 or more (default 2024); same seed, same run"),
    .value("width", "N", "columns of the drawn viewport, 30 to 200 (default 44)"),
    .flag("quiet", "print only the totals"),
  ])
let ticks = options.integer("ticks", default: 12, in: 1...100_000)
let seed = options.integer("seed", default: 2024, in: 0...Int.max)
let width = options.integer("width", default: 44, in: 30...200)
let quiet = options.flag("quiet")

/// A feed item: identified by `id`, changed when its revision changes.
struct Item: Identifiable, Equatable {
  var id: Int
  var revision = 0
}

/// A section of the model.
struct Group: Equatable {
  var name: String
  var items: [Item]
}

/// Shows an item: its id and, when edited, its revision.
final class ItemCell: UITableViewCell, ConfigurableCell {
  func configure(_ item: Item) {
    textLabel?.text = "item \(item.id)" + (item.revision > 0 ? " (edit \(item.revision))" : "")
  }
}

@MainActor
func sections(_ groups: [Group]) -> [Section] {
  groups.map { group in
    Section(id: group.name, header: .title("Group \(group.name)")) {
      for item in group.items { Row<ItemCell>(model: item) }
    }
  }
}

/// Changes the model at random, and says what it did.
struct Mutator {
  var random: SplitMix64
  var nextID = 1
  var nextGroup = 0

  mutating func newGroupName() -> String {
    defer { nextGroup += 1 }
    let letters = Array("ABCDEFGHIJKLMNOPQRSTUVWXYZ")
    return String(letters[nextGroup % 26]) + (nextGroup >= 26 ? "\(nextGroup / 26)" : "")
  }

  mutating func start() -> [Group] {
    (0..<3).map { _ in
      Group(name: newGroupName(), items: (0..<5).map { _ in newItem() })
    }
  }

  mutating func newItem() -> Item {
    defer { nextID += 1 }
    return Item(id: nextID)
  }

  mutating func pick(_ range: Range<Int>) -> Int { Int.random(in: range, using: &random) }

  /// One tick: a few random edits; returns the plan as text.
  mutating func mutate(_ groups: inout [Group]) -> String {
    var done: [String] = []
    let edits = pick(1..<6)
    for _ in 0..<edits {
      let total = groups.reduce(0) { $0 + $1.items.count }
      switch pick(0..<100) {
      case 0..<22 where total < 40 && !groups.isEmpty:
        let group = pick(0..<groups.count)
        groups[group].items.insert(newItem(), at: pick(0..<(groups[group].items.count + 1)))
        done.append("insert")
      case 22..<40 where total > 6:
        guard
          let group = groups.indices.filter({ !groups[$0].items.isEmpty }).randomElement(
            using: &random)
        else { continue }
        groups[group].items.remove(at: pick(0..<groups[group].items.count))
        done.append("delete")
      case 40..<55:
        guard
          let group = groups.indices.filter({ groups[$0].items.count > 1 }).randomElement(
            using: &random)
        else { continue }
        let item = groups[group].items.remove(at: pick(0..<groups[group].items.count))
        groups[group].items.insert(item, at: pick(0..<(groups[group].items.count + 1)))
        done.append("move")
      case 55..<68 where groups.count > 1:
        guard
          let from = groups.indices.filter({ !groups[$0].items.isEmpty }).randomElement(
            using: &random)
        else { continue }
        var to = pick(0..<groups.count)
        if to == from { to = (to + 1) % groups.count }
        let item = groups[from].items.remove(at: pick(0..<groups[from].items.count))
        groups[to].items.insert(item, at: pick(0..<(groups[to].items.count + 1)))
        done.append("move across sections")
      case 68..<85:
        guard
          let group = groups.indices.filter({ !groups[$0].items.isEmpty }).randomElement(
            using: &random)
        else { continue }
        groups[group].items[pick(0..<groups[group].items.count)].revision += 1
        done.append("content change")
      case 85..<93 where groups.count > 1:
        let group = groups.remove(at: pick(0..<groups.count))
        groups.insert(group, at: pick(0..<(groups.count + 1)))
        done.append("section move")
      case 93..<97 where groups.count < 5:
        groups.insert(
          Group(name: newGroupName(), items: (0..<pick(1..<4)).map { _ in newItem() }),
          at: pick(0..<(groups.count + 1)))
        done.append("section insert")
      case 97..<100 where groups.count > 2:
        groups.remove(at: pick(0..<groups.count))
        done.append("section delete")
      default:
        continue
      }
    }
    var counts: [String: Int] = [:]
    var order: [String] = []
    for edit in done {
      if counts[edit] == nil { order.append(edit) }
      counts[edit, default: 0] += 1
    }
    return order.isEmpty
      ? "nothing" : order.map { "\($0) ×\(counts[$0] ?? 0)" }.joined(separator: ", ")
  }
}

@MainActor
func makeTable(offset: CGFloat) -> Table {
  let tableView = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 400))
  tableView.renderWidth = width
  tableView.rowHeight = 44
  tableView.sectionHeaderHeight = 28
  tableView.sectionFooterHeight = 0
  return Table(tableView: tableView)
}

@MainActor
func run() throws -> Bool {
  var mutator = Mutator(random: SplitMix64(seed: UInt64(seed)))
  var groups = mutator.start()
  let table = makeTable(offset: 0)
  var tally = UpdateTally()
  print(
    "LiveUpdates: \(ticks) random updates, seed \(seed) (swift run LiveUpdates --help for the options)"
  )
  let first = try table.recordingUpdate { try table.update(with: sections(groups)) }
  tally.add(first)
  if !quiet {
    printHeading(
      "start: \(groups.count) sections, \(groups.reduce(0) { $0 + $1.items.count }) rows")
    printIndented(try table.tableView.boxedRender())
  }
  for tick in 1...ticks {
    // Now and then the user scrolls, so updates happen above, in and below the viewport.
    var scrolled = ""
    if mutator.pick(0..<3) == 0 {
      let maxOffset = max(
        0, table.tableView.contentSize.height - table.tableView.viewportSize.height)
      let offset = CGFloat(mutator.pick(0..<(Int(maxOffset) + 1)))
      table.tableView.setContentOffset(CGPoint(x: 0, y: offset), animated: false)
      table.tableView.layoutIfNeeded()
      scrolled = " (after scrolling to y = \(Int(offset)))"
    }
    let plan = mutator.mutate(&groups)
    let report = try table.recordingUpdate { try table.update(with: sections(groups)) }
    tally.add(report)
    if !quiet {
      printHeading("tick \(tick) of \(ticks): \(plan)\(scrolled)")
      printIndented(report.lines)
      let rows = table.tableView.indexPathsForVisibleRows ?? []
      let total = groups.reduce(0) { $0 + $1.items.count }
      print(
        "  viewport: y = \(Int(table.tableView.contentOffset.y)), \(rows.count) of \(total) rows in "
          + "\(groups.count) sections")
      printIndented(try table.tableView.boxedRender())
    }
  }

  // The oracle: a fresh table built from the same sections, at the same offset.
  table.tableView.layoutIfNeeded()
  let difference = try TableCheck.matchesFresh(table, showing: sections(groups)) {
    makeTable(offset: 0)
  }
  let sameScreen = difference == nil
  let sameRows =
    table.sections.map { $0.rows.compactMap(\.id) }
    == groups.map { $0.items.map { AnyHashable($0.id) } }

  printHeading("totals after \(ticks) updates (seed \(seed))")
  printIndented(tally.lines)
  let metrics = table.tableView.metrics.cells[ItemCell.reuseIdentifier] ?? .init()
  printIndented([
    "ItemCell: \(metrics.created) created, \(metrics.reuses) reused, "
      + "\(metrics.reconfigurations) reconfigured in place, \(metrics.pooled) in pool",
    "the table's rows match the model, in order: \(sameRows ? "yes" : "NO")",
    "the viewport matches a fresh table built from the same sections: \(sameScreen ? "yes" : "NO")",
  ])
  return tally.isClean && sameRows && sameScreen
}

do {
  if try !run() { exit(1) }
} catch {
  printToStandardError("LiveUpdates: error: \(error)\n")
  exit(1)
}
