import CellarHost
import CellarTestSupport
import Foundation
import Testing

/// A random batch: the data before and after, the operations a correct
/// caller would send, and what the table must then show.
@MainActor
struct RandomBatch {
  var old: [(id: Int, items: [String])]
  var new: [(id: Int, items: [String])]
  var operations: [(UITableView) -> Void] = []
  var descriptions: [String] = []
  /// Items whose row survives without reload (their selection must survive).
  var keptItems: Set<String> = []
  /// Old sections neither deleted nor reloaded, and where they are after the batch.
  var keptSections: [(old: Int, new: Int)] = []
  var fallsBack = false

  mutating func add(_ description: String, _ operation: @escaping (UITableView) -> Void) {
    descriptions.append(description)
    operations.append(operation)
  }
}

/// The longest increasing subsequence of `values`, as a set of positions.
private func increasingPositions(_ values: [Int]) -> Set<Int> {
  guard !values.isEmpty else { return [] }
  var tails: [Int] = []
  var previous = Array(repeating: -1, count: values.count)
  for (index, value) in values.enumerated() {
    var low = 0
    var high = tails.count
    while low < high {
      let middle = (low + high) / 2
      if values[tails[middle]] < value { low = middle + 1 } else { high = middle }
    }
    if low > 0 { previous[index] = tails[low - 1] }
    if low == tails.count { tails.append(index) } else { tails[low] = index }
  }
  var result: Set<Int> = []
  var index = tails.last ?? -1
  while index >= 0 {
    result.insert(index)
    index = previous[index]
  }
  return result
}

/// Where UIKit inserts a reload of `index`: shifted down by the deletes
/// before it and up by the inserts at or before it, the moves not counted
/// (`uikit-semantics.md` §4.3 step 1). A correct caller reloads only what
/// lands on its own place: elsewhere it could hit a move's destination
/// ("attempt to perform an insert and a move to the same …"), or show the
/// rows around it in each other's places.
func uikitReloadPlace(of index: Int, deleted: [Int], inserted: [Int]) -> Int {
  var place = index - deleted.filter { $0 < index }.count
  for insert in inserted.sorted() where insert <= place { place += 1 }
  return place
}

@MainActor
func makeBatch(
  _ random: inout SeededRandom, from start: [(id: Int, items: [String])]? = nil, step: Int = 0
) -> RandomBatch {
  var nextItem = 0
  func fresh() -> String {
    nextItem += 1
    return step == 0 ? "i\(nextItem)" : "i\(step).\(nextItem)"
  }
  var old: [(id: Int, items: [String])] = start ?? []
  if start == nil {
    for id in 0..<(1 + random.int(4)) {
      old.append((id, (0..<random.int(8)).map { _ in fresh() }))
    }
  }
  // Sections: delete, reload, insert, move.
  var new: [(id: Int, items: [String])] = []
  var reloadedSections: Set<Int> = []
  for section in old where !random.chance(0.15) {
    new.append(section)
  }
  var nextSection = 100 * (step + 1)
  for _ in 0..<random.int(3) {
    new.insert(
      (nextSection, (0..<random.int(4)).map { _ in fresh() }), at: random.int(new.count + 1))
    nextSection += 1
  }
  if new.count > 1, random.chance(0.4) {
    let moved = new.remove(at: random.int(new.count))
    new.insert(moved, at: random.int(new.count + 1))
  }
  let oldIndex = Dictionary(uniqueKeysWithValues: old.enumerated().map { ($1.id, $0) })
  let newIndex = Dictionary(uniqueKeysWithValues: new.enumerated().map { ($1.id, $0) })
  let common = old.filter { newIndex[$0.id] != nil }.map(\.id)
  let inOrder = increasingPositions(common.compactMap { newIndex[$0] })
  var movedSections: Set<Int> = []
  let deletedSections = old.indices.filter { newIndex[old[$0].id] == nil }
  let insertedSections = new.indices.filter { oldIndex[new[$0].id] == nil }
  for (position, id) in common.enumerated() {
    if !inOrder.contains(position) || random.chance(0.1) {
      movedSections.insert(id)
    } else if random.chance(0.12), let from = oldIndex[id],
      uikitReloadPlace(of: from, deleted: deletedSections, inserted: insertedSections)
        == newIndex[id]
    {
      reloadedSections.insert(id)
    }
  }
  for id in reloadedSections {
    if let index = newIndex[id] {
      new[index].items = (0..<random.int(6)).map { _ in fresh() }
    }
  }
  // Rows in kept sections: delete, insert, move within and across, version bumps.
  let keptSectionIDs = Set(common).subtracting(reloadedSections)
  let keptNew = new.indices.filter { keptSectionIDs.contains(new[$0].id) }
  for index in keptNew {
    new[index].items.removeAll { _ in random.chance(0.2) }
    for _ in 0..<random.int(3) {
      new[index].items.insert(fresh(), at: random.int(new[index].items.count + 1))
    }
  }
  if !keptNew.isEmpty {
    for _ in 0..<random.int(3) {
      let from = keptNew[random.int(keptNew.count)]
      guard !new[from].items.isEmpty else { continue }
      let item = new[from].items.remove(at: random.int(new[from].items.count))
      let to = keptNew[random.int(keptNew.count)]
      new[to].items.insert(item, at: random.int(new[to].items.count + 1))
    }
  }
  // Now and then an item leaves a deleted section, or enters an inserted one.
  let deletedOld = old.filter { newIndex[$0.id] == nil && !$0.items.isEmpty }
  if !deletedOld.isEmpty, !keptNew.isEmpty, random.chance(0.3) {
    let source = deletedOld[random.int(deletedOld.count)]
    let item = source.items[random.int(source.items.count)]
    let to = keptNew[random.int(keptNew.count)]
    new[to].items.insert(item, at: random.int(new[to].items.count + 1))
  }
  let insertedNew = new.indices.filter { oldIndex[new[$0].id] == nil }
  if !insertedNew.isEmpty, !keptNew.isEmpty, random.chance(0.3) {
    let from = keptNew[random.int(keptNew.count)]
    if !new[from].items.isEmpty {
      let item = new[from].items.remove(at: random.int(new[from].items.count))
      let to = insertedNew[random.int(insertedNew.count)]
      new[to].items.insert(item, at: random.int(new[to].items.count + 1))
    }
  }
  var batch = RandomBatch(old: old, new: new)
  batch.keptSections = keptNew.compactMap { index in
    oldIndex[new[index].id].map { ($0, index) }
  }

  // Section operations.
  for section in old where newIndex[section.id] == nil {
    let index = oldIndex[section.id] ?? 0
    batch.add("deleteSections [\(index)]") {
      $0.deleteSections(IndexSet(integer: index), with: .fade)
    }
  }
  for section in new where oldIndex[section.id] == nil {
    let index = newIndex[section.id] ?? 0
    batch.add("insertSections [\(index)]") {
      $0.insertSections(IndexSet(integer: index), with: .fade)
    }
  }
  for id in movedSections.sorted() {
    let from = oldIndex[id] ?? 0
    let to = newIndex[id] ?? 0
    batch.add("moveSection \(from) -> \(to)") { $0.moveSection(from, toSection: to) }
  }
  for id in reloadedSections.sorted() {
    let index = oldIndex[id] ?? 0
    batch.add("reloadSections [\(index)]") {
      $0.reloadSections(IndexSet(integer: index), with: .automatic)
    }
  }

  // Row operations, from identities.
  var oldPath: [String: IndexPath] = [:]
  for (section, entry) in old.enumerated() {
    for (row, item) in entry.items.enumerated() { oldPath[item] = ip(section, row) }
  }
  var placedNew: Set<String> = []
  // Rows inserted, by new section, and reload candidates: decided once the
  // deletes are known (UIKit's place of a reload depends on them).
  var insertedRows: [Int: [Int]] = [:]
  var reloadCandidates: [(from: IndexPath, to: IndexPath, item: String)] = []
  for index in keptNew {
    let entry = new[index]
    let sourceSection = oldIndex[entry.id] ?? -1
    var sameSection: [(position: Int, oldRow: Int)] = []
    for (row, item) in entry.items.enumerated() {
      if let from = oldPath[item], keptSectionIDs.contains(old[from.section].id) {
        if from.section == sourceSection { sameSection.append((row, from.row)) }
      }
    }
    let implicit = increasingPositions(sameSection.map(\.oldRow))
    let implicitRows = Set(implicit.map { sameSection[$0].position })
    for (row, item) in entry.items.enumerated() {
      let to = ip(index, row)
      placedNew.insert(item)
      guard let from = oldPath[item] else {
        batch.add("insertRows [\(to)]") { $0.insertRows(at: [to], with: .automatic) }
        insertedRows[index, default: []].append(row)
        continue
      }
      let fromKept = keptSectionIDs.contains(old[from.section].id)
      if !fromKept {
        if !reloadedSections.contains(old[from.section].id) && random.chance(0.3) {
          batch.fallsBack = true
          batch.add("moveRow \(from) -> \(to) (out of a deleted section)") {
            $0.moveRow(at: from, to: to)
          }
        } else {
          batch.add("insertRows [\(to)]") { $0.insertRows(at: [to], with: .automatic) }
          insertedRows[index, default: []].append(row)
        }
        continue
      }
      if implicitRows.contains(row) && from.section == sourceSection {
        if random.chance(0.12) {
          reloadCandidates.append((from, to, item))
          continue
        }
      } else {
        batch.add("moveRow \(from) -> \(to)") { $0.moveRow(at: from, to: to) }
      }
      if random.chance(0.12) {
        batch.add("reconfigureRows [\(from)]") { $0.reconfigureRows(at: [from]) }
        batch.new[index].items[row] = item + "*"
      }
      batch.keptItems.insert(item)
    }
  }
  var deletedRows: [Int: [Int]] = [:]
  for (item, from) in oldPath.sorted(by: { $0.value < $1.value })
  where keptSectionIDs.contains(old[from.section].id) && !placedNew.contains(item) {
    let target = new.indices.first { new[$0].items.contains(item) }
    if let target, oldIndex[new[target].id] == nil, random.chance(0.3) {
      let row = new[target].items.firstIndex(of: item) ?? 0
      batch.fallsBack = true
      batch.add("moveRow \(from) -> \(ip(target, row)) (into an inserted section)") {
        $0.moveRow(at: from, to: ip(target, row))
      }
    } else {
      batch.add("deleteRows [\(from)]") { $0.deleteRows(at: [from], with: .automatic) }
      deletedRows[from.section, default: []].append(from.row)
    }
  }
  for candidate in reloadCandidates {
    let (from, to, item) = candidate
    let place = uikitReloadPlace(
      of: from.row, deleted: deletedRows[from.section] ?? [],
      inserted: insertedRows[to.section] ?? [])
    if place == to.row {
      batch.add("reloadRows [\(from)]") { $0.reloadRows(at: [from], with: .fade) }
      batch.new[to.section].items[to.row] = item + "'"
    } else {
      batch.keptItems.insert(item)
    }
  }
  // Harmless extras: a duplicate delete, a row delete inside a deleted section.
  if random.chance(0.2),
    let first = batch.descriptions.firstIndex(where: { $0.hasPrefix("deleteRows") })
  {
    batch.descriptions.append(batch.descriptions[first] + " (again)")
    batch.operations.append(batch.operations[first])
  }
  if random.chance(0.2),
    let deleted = old.indices.first(where: { newIndex[old[$0].id] == nil && !old[$0].items.isEmpty }
    ),
    !batch.descriptions.contains(where: { $0.hasPrefix("moveRow \(ip(deleted, 0)) ") })
  {
    batch.add("deleteRows [\(ip(deleted, 0))] (inside a deleted section)") {
      $0.deleteRows(at: [ip(deleted, 0)], with: .none)
    }
  }
  // Shuffle the call order: it must not matter.
  var order = Array(batch.operations.indices)
  order.shuffle(using: &random)
  batch.operations = order.map { batch.operations[$0] }
  batch.descriptions = order.map { batch.descriptions[$0] }
  return batch
}

@MainActor
@Suite struct UITableViewBatchPropertyTests {
  @Test("any accepted random batch shows what reloadData would, and keeps surviving selection")
  func acceptedBatchesMatchReloadData() throws {
    for seed in SeededRandom.seeds(TestEnvironment.sanitized(3000)) {
      try withSeed(seed, "accepted batch") { random in
        let batch = makeBatch(&random)
        let titled = random.chance(0.5)
        let model = ListModel(batch.old.map(\.items))
        if titled {
          model.headers = batch.old.map { "Section \($0.id)" }
          model.footers = batch.old.map { $0.id % 2 == 0 ? "\($0.id) is even" : nil }
        }
        let table = try makeTable(model, visibleRows: 4, delegate: random.chance(0.5))
        table.setContentOffset(
          CGPoint(x: 0, y: Double(random.int(Int(table.contentSize.height) + 1))), animated: false)
        var selected: Set<String> = []
        for (section, entry) in batch.old.enumerated() {
          for (row, item) in entry.items.enumerated() where random.chance(0.2) {
            table.allowsMultipleSelection = true
            table.selectRow(at: ip(section, row), animated: false, scrollPosition: .none)
            selected.insert(item)
          }
        }
        model.sections = batch.new.map(\.items)
        if titled {
          model.headers = batch.new.map { "Section \($0.id)" }
          model.footers = batch.new.map { $0.id % 2 == 0 ? "\($0.id) is even" : nil }
        }
        let operations = batch.operations
        let rejection = UIKitException.catching {
          table.performBatchUpdates { for operation in operations { operation(table) } }
        }
        if let rejection {
          Issue.record("rejected: \(rejection.reason) for \(batch.descriptions)")
          return
        }
        let freshModel = ListModel(batch.new.map(\.items))
        freshModel.headers = model.headers
        freshModel.footers = model.footers
        let fresh = try makeTable(freshModel, visibleRows: 4)
        fresh.setContentOffset(table.contentOffset, animated: false)
        try #require(table.visibleContent == fresh.visibleContent, "\(batch.descriptions)")
        // The drawing matches too, headers and footers included (selection aside).
        func unselected(_ text: String) -> [String] {
          text.split(separator: "\n").map {
            $0.hasPrefix("> ") ? "  " + $0.dropFirst(2) : String($0)
          }
        }
        try #require(
          unselected(table.render()) == unselected(fresh.render()), "\(batch.descriptions)")
        try #require(table.contentSize == fresh.contentSize)
        let entry = try #require(table.updateLog.last)
        try #require(entry.fellBackToReloadData == batch.fallsBack, "\(batch.descriptions)")
        // Selection: surviving, un-reloaded rows stay selected at their new paths.
        var expected: Set<String> = []
        if !batch.fallsBack {
          for item in selected where batch.keptItems.contains(item) { expected.insert(item) }
        }
        let now = Set(
          (table.indexPathsForSelectedRows ?? []).map {
            batch.new[$0.section].items[$0.row].trimmingCharacters(in: ["*"])
          })
        try #require(now == expected, "\(batch.descriptions)")
        // A cell is displayed at most once, and never while pooled.
        let cells = table.visibleCells.map(ObjectIdentifier.init)
        try #require(Set(cells).count == cells.count)
      }
    }
  }

  @Test("any random batch made inconsistent is rejected and changes nothing")
  func rejectedBatchesChangeNothing() throws {
    for seed in SeededRandom.seeds(2000, base: 0xBAD) {
      try withSeed(seed, "rejected batch") { random in
        let batch = makeBatch(&random)
        let model = ListModel(batch.old.map(\.items))
        let table = try makeTable(model, visibleRows: 4)
        table.setContentOffset(
          CGPoint(x: 0, y: Double(random.int(Int(table.contentSize.height) + 1))), animated: false)
        for (section, entry) in batch.old.enumerated() {
          for row in entry.items.indices where random.chance(0.2) {
            table.selectRow(at: ip(section, row), animated: false, scrollPosition: .none)
          }
        }
        var newItems = batch.new.map(\.items)
        var operations = batch.operations
        var corruption = ""
        let keptNew = batch.keptSections.map(\.new)
        switch random.int(5) {
        case 0 where !batch.keptSections.isEmpty:
          let section = batch.keptSections[random.int(batch.keptSections.count)].old
          let row = batch.old[section].items.count + random.int(3)
          corruption = "delete missing row \(row) of section \(section)"
          operations.append { $0.deleteRows(at: [ip(section, row)], with: .none) }
        case 1:
          let section = batch.new.count + random.int(3)
          corruption = "insert section \(section) past the end"
          operations.append { $0.insertSections(IndexSet(integer: section), with: .none) }
        case 2 where !batch.fallsBack && !keptNew.isEmpty:
          let section = keptNew[random.int(keptNew.count)]
          corruption = "data source reports an extra row in section \(section)"
          newItems[section].append("extra")
        case 3:
          let section = random.int(batch.old.count + 1) + batch.old.count
          corruption = "move section \(section) that does not exist"
          operations.append { $0.moveSection(section, toSection: 0) }
        default:
          let section = keptNew.isEmpty ? batch.new.count : keptNew[random.int(keptNew.count)]
          let row = (section < newItems.count ? newItems[section].count : 0) + 1 + random.int(2)
          corruption = "insert row \(row) past the end of section \(section)"
          operations.append { $0.insertRows(at: [ip(section, row)], with: .none) }
        }
        let before = try TableState(table)
        model.sections = newItems
        let rejected =
          UIKitException.catching {
            table.performBatchUpdates { for operation in operations { operation(table) } }
          } != nil
        try #require(rejected, "\(corruption) with \(batch.descriptions)")
        model.sections = batch.old.map(\.items)
        try #require(try TableState(table) == before, "\(corruption)")
      }
    }
  }

  @Test("sequences of batches, scrolls and taps on one table keep matching reloadData")
  func batchSequences() throws {
    for seed in SeededRandom.seeds(TestEnvironment.sanitized(400), base: 0x5E0) {
      try withSeed(seed, "batch sequence") { random in
        var batch = makeBatch(&random)
        let model = ListModel(batch.old.map(\.items))
        let table = try makeTable(model, visibleRows: 3, delegate: random.chance(0.5))
        var log: [String] = []
        for step in 1...8 {
          if random.chance(0.5) {
            let y = Double(random.int(Int(table.contentSize.height) + 1))
            log.append("scroll to \(y)")
            table.setContentOffset(CGPoint(x: 0, y: y), animated: false)
          }
          if let rows = table.indexPathsForVisibleRows, !rows.isEmpty, random.chance(0.5) {
            let row = rows[random.int(rows.count)]
            log.append("tap \(row)")
            try table.tapRow(at: row)
          }
          model.sections = batch.new.map(\.items)
          log += batch.descriptions
          let operations = batch.operations
          let rejection = UIKitException.catching {
            table.performBatchUpdates { for operation in operations { operation(table) } }
          }
          if let rejection {
            Issue.record("rejected: \(rejection.reason) after \(log)")
            return
          }
          let freshModel = ListModel(batch.new.map(\.items))
          let fresh = try makeTable(freshModel, visibleRows: 3)
          fresh.setContentOffset(table.contentOffset, animated: false)
          try #require(table.visibleContent == fresh.visibleContent, "\(log)")
          let cells = table.visibleCells.map(ObjectIdentifier.init)
          try #require(Set(cells).count == cells.count)
          for path in table.indexPathsForSelectedRows ?? [] {
            try #require(table.cellForRow(at: path).map(\.isSelected) ?? true, "\(log)")
          }
          batch = makeBatch(&random, from: batch.new, step: step)
        }
      }
    }
  }
}
