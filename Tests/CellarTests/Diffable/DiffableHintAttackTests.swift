import CellarDiff
import CellarHost
import CellarTestSupport
import Foundation
import Testing

@testable import Cellar

/// A class identifier whose `==` reads a mutable field: NaN once mutated.
private final class Probe: Hashable, Sendable, CustomStringConvertible {
  nonisolated(unsafe) var value: Double
  init(_ value: Double) { self.value = value }
  static func == (lhs: Probe, rhs: Probe) -> Bool { lhs.value == rhs.value }
  func hash(into hasher: inout Hasher) { hasher.combine(0) }
  var description: String { "P\(value)" }
}

/// A struct with padding between its fields.
private struct Padded: Hashable, Sendable {
  var a: UInt8
  var b: Int
}

private struct Empty: Hashable, Sendable {}

/// Attacks on the snapshot's item lookups by hint, its row edits by hand
/// and the same-bytes test of a data source's apply (written in review, session 35).
@Suite struct DiffableHintAttackTests {
  private typealias Snapshot = DiffableSnapshot<Int, Int>

  @Test("hints survive section inserts, deletes, moves, compaction and mutating lookups")
  func fuzzAllVerbs() throws {
    for seed in SeededRandom.seeds(TestEnvironment.scaled(4, full: 12), base: 0x535) {
      try withSeed(seed, "diffable snapshot hints against the model") { random in
        var snapshot = Snapshot()
        var model = DiffableItemModel()
        var nextItem = 0
        var nextSection = 0
        func fresh(_ n: Int) -> [Int] {
          defer { nextItem += n }
          return Array(nextItem..<nextItem + n)
        }
        var history: [String] = []
        for step in 0..<250 {
          let all = model.sections.flatMap(\.items)
          let choice = random.int(11)
          switch choice {
          case 0:
            // new section, at the end or before another
            let id = nextSection
            nextSection += 1
            if !model.sections.isEmpty && random.chance(0.5) {
              let at = random.int(model.sections.count)
              try snapshot.insertSections([id], beforeSection: model.sections[at].id)
              model.sections.insert((id, []), at: at)
              history.append("insertSection \(id) at \(at)")
            } else {
              try snapshot.appendSections([id])
              model.sections.append((id, []))
              history.append("appendSection \(id)")
            }
          case 1:
            guard model.sections.count > 1, random.chance(0.3) else { continue }
            let at = random.int(model.sections.count)
            let id = model.sections[at].id
            try snapshot.deleteSections([id])
            model.sections.remove(at: at)
            history.append("deleteSection \(id)")
          case 2:
            guard model.sections.count > 1 else { continue }
            let from = random.int(model.sections.count)
            var to = random.int(model.sections.count)
            if to == from { to = (from + 1) % model.sections.count }
            let after = random.chance(0.5)
            let (a, b) = (model.sections[from].id, model.sections[to].id)
            if after {
              try snapshot.moveSection(a, afterSection: b)
            } else {
              try snapshot.moveSection(a, beforeSection: b)
            }
            let moving = model.sections.remove(at: from)
            let anchor = model.sections.firstIndex { $0.id == b }!
            model.sections.insert(moving, at: after ? anchor + 1 : anchor)
            history.append("moveSection \(a) \(after ? "after" : "before") \(b)")
          case 3, 4:
            guard !model.sections.isEmpty else { continue }
            let at = random.int(model.sections.count)
            // new and existing items appended
            var new = fresh(random.int(120))
            if !all.isEmpty && random.chance(0.3) {
              for _ in 0..<random.int(10) {
                let item = all[random.int(all.count)]
                if !new.contains(item) { new.append(item) }
              }
            }
            let id = model.sections[at].id
            try snapshot.appendItems(new, toSection: id)
            for item in new { model.remove(item) }
            let target = model.sections.firstIndex { $0.id == id }!
            model.sections[target].items += new
            history.append("append \(new.count) to \(id)")
          case 5:
            guard !all.isEmpty else { continue }
            let anchor = all[random.int(all.count)]
            var new = fresh(1 + random.int(70))
            if random.chance(0.4) {
              for _ in 0..<random.int(6) {
                let item = all[random.int(all.count)]
                if item != anchor && !new.contains(item) { new.append(item) }
              }
            }
            let after = random.chance(0.5)
            if after {
              try snapshot.insertItems(new, afterItem: anchor)
            } else {
              try snapshot.insertItems(new, beforeItem: anchor)
            }
            for item in new { model.remove(item) }
            let p = model.place(of: anchor)!
            model.sections[p.section].items.insert(contentsOf: new, at: after ? p.row + 1 : p.row)
            history.append("insert \(new.count) \(after) \(anchor)")
          case 6:
            guard !all.isEmpty else { continue }
            var gone: [Int] = []
            let n = random.chance(0.2) ? all.count * 3 / 4 : 1 + random.int(50)
            var seen = Set<Int>()
            for _ in 0..<n {
              let item = all[random.int(all.count)]
              if seen.insert(item).inserted { gone.append(item) }
            }
            // unknown ones too
            gone.append(nextItem + 1_000_000)
            try snapshot.deleteItems(gone)
            for item in gone { model.remove(item) }
            history.append("delete \(gone.count)")
          case 7, 8:
            guard all.count > 1 else { continue }
            let item = all[random.int(all.count)]
            let anchor = all[random.int(all.count)]
            guard item != anchor else { continue }
            let after = random.chance(0.5)
            if after {
              try snapshot.moveItem(item, afterItem: anchor)
            } else {
              try snapshot.moveItem(item, beforeItem: anchor)
            }
            model.remove(item)
            let p = model.place(of: anchor)!
            model.sections[p.section].items.insert(item, at: after ? p.row + 1 : p.row)
            history.append("move \(item) \(after) \(anchor)")
          case 9:
            guard !model.sections.isEmpty else { continue }
            let from = random.int(model.sections.count)
            guard !model.sections[from].items.isEmpty else { continue }
            let row = random.int(model.sections[from].items.count)
            let to = random.int(model.sections.count)
            let item = model.sections[from].items.remove(at: row)
            let destination = random.int(model.sections[to].items.count + 3)
            model.sections[to].items.insert(
              item, at: min(destination, model.sections[to].items.count))
            let moved = snapshot.moveItem(
              at: IndexPath(item: row, section: from),
              to: IndexPath(item: destination, section: to))
            try #require(moved)
            history.append("user move \(from).\(row) -> \(to).\(destination)")
          default:
            // a copy edited apart, then the original checked
            var copy = snapshot
            if !all.isEmpty {
              try copy.deleteItems([all[random.int(all.count)]])
              try copy.appendItems(fresh(40), toSection: model.sections.first?.id)
            }
            history.append("copy edited")
          }
          try model.check(snapshot, "seed \(seed) step \(step) \(history.suffix(4))")
        }
      }
    }
  }

  @Test("a section emptied and filled again; an item re-added after deletion at a new offset")
  func emptiedSection() throws {
    var snapshot = Snapshot()
    try snapshot.appendSections([0, 1])
    try snapshot.appendItems(Array(0..<100), toSection: 0)
    try snapshot.deleteItems(Array(0..<100))
    #expect(snapshot.indexOfItem(50) == nil)
    try snapshot.appendItems([50], toSection: 1)
    #expect(snapshot.indexOfItem(50) == 0)
    try snapshot.appendItems(Array(200..<260), toSection: 0)
    try snapshot.moveItem(50, beforeItem: 259)
    #expect(snapshot.indexOfItem(50) == 59)
    #expect(try snapshot.itemIdentifiers(inSection: 1) == [])
    try snapshot.insertItems([300], afterItem: 50)
    #expect(snapshot.indexOfItem(300) == 60)
    #expect(snapshot.indexOfItem(259) == 61)
  }

  @Test("compaction with marks: hints stay right")
  func compaction() throws {
    var snapshot = Snapshot()
    try snapshot.appendSections([0, 1])
    try snapshot.appendItems(Array(0..<3000), toSection: 0)
    try snapshot.appendItems(Array(5000..<5100), toSection: 1)
    try snapshot.reconfigureItems([10, 20, 5050])
    try snapshot.deleteItems(Array(0..<2950))
    #expect(snapshot.itemCodes.count < 3000)  // compacted
    #expect(snapshot.indexOfItem(2950) == 0)
    #expect(snapshot.indexOfItem(5050) == 100)
    try snapshot.moveItem(5099, beforeItem: 2950)
    #expect(snapshot.indexOfItem(5099) == 0)
    try snapshot.appendItems([10], toSection: 1)
    #expect(snapshot.reconfiguredItemIdentifiers == [10, 5050])
    #expect(snapshot.indexOfItem(10) == 150)
  }

  @Test("Array.removeElements and moveElement on non-trivial elements")
  func arrayEdits() {
    var strings = (0..<50).map { "string number \($0) long enough to be on the heap" }
    var model = strings
    let removed = strings.removeElements(atOffsets: [0, 3, 4, 49])
    for offset in [49, 4, 3, 0] { model.remove(at: offset) }
    #expect(strings == model)
    #expect(removed.count == 4)
    strings.moveElement(from: 0, to: 45)
    model.insert(model.remove(at: 0), at: 45)
    #expect(strings == model)
    var empty: [String] = []
    let none = empty.removeElements(atOffsets: [])
    #expect(none.isEmpty)
    var zeros = [Empty(), Empty(), Empty()]
    zeros.moveElement(from: 0, to: 2)
    let one = zeros.removeElements(atOffsets: [1])
    #expect(one.count == 1)
    #expect(zeros.count == 2)
  }

  @Test("SameBytesByCode on padding, strings, classes, empty and zero-size tables")
  func sameBytes() {
    var a = IdentityCodes<Padded>()
    for i in 0..<3000 { _ = a.code(for: Padded(a: UInt8(i % 200), b: i)) }
    var b = a
    _ = b.code(for: Padded(a: 1, b: -1))  // copy on write
    var same = SameBytesByCode(a, b)
    let r = [
      same.contains(0), same.contains(2999), same.contains(3000), same.contains(-1),
      same.contains(Int.max),
    ]
    #expect(r == [true, true, false, false, false])
    var e1 = IdentityCodes<Empty>()
    let e2 = e1
    var sameEmpty = SameBytesByCode(e1, e2)
    let r0 = sameEmpty.contains(0)
    #expect(!r0)
    _ = e1.code(for: Empty())
    var e3 = e1
    _ = e3.code(for: Empty())
    var sameZero = SameBytesByCode(e1, e3)
    let rz = sameZero.contains(0)
    // One value of a zero-size type, in one storage: the same.
    #expect(rz)
    // strings made apart: equal values, other storage: never reported the same when not
    var s1 = IdentityCodes<String>()
    var s2 = IdentityCodes<String>()
    for i in 0..<100 {
      _ = s1.code(for: "a long string \(i) that is not small at all")
      _ = s2.code(for: "another long string \(i) that is not small")
    }
    var sameS = SameBytesByCode(s1, s2)
    let rs = sameS.contains(5)
    #expect(!rs)
  }
}

/// The data source: the fast path against `==`.
@MainActor
@Suite struct DiffableSameBytesAttackTests {
  @Test("an item whose == turned irreflexive (NaN) keeps showing, and its cell is asked again")
  func irreflexive() throws {
    let tableView = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 2_000))
    tableView.rowHeight = 44
    tableView.register(UITableViewCell.self, forCellReuseIdentifier: "cell")
    final class Calls { var items: [String] = [] }
    let calls = Calls()
    let source = DiffableDataSource<Int, Probe>(tableView: tableView) { tv, indexPath, item in
      calls.items.append(item.description)
      let cell = tv.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
      cell.textLabel?.text = item.description
      return cell
    }
    let probes = (0..<4).map { Probe(Double($0)) }
    var snapshot = DiffableSnapshot<Int, Probe>()
    try snapshot.appendSections([0])
    try snapshot.appendItems(probes, toSection: 0)
    try source.apply(snapshot, animatingDifferences: false)
    calls.items = []
    probes[1].value = .nan
    var next = source.snapshot()
    try next.appendItems([Probe(10)], toSection: 0)
    try source.apply(next, animatingDifferences: false)
    #expect(tableView.visibleTexts.count == 5)
  }
}

@MainActor
@Suite struct DiffableSameBytesFuzzTests {
  @Test("random applies, made anew or derived: every cell and itemIdentifier matches the snapshot")
  func fuzz() throws {
    for seed in SeededRandom.seeds(TestEnvironment.scaled(2, full: 6), base: 0x5351) {
      try withSeed(seed, "data source applies against the snapshot") { random in
        let tableView = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 100_000))
        tableView.rowHeight = 10
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "cell")
        let source = DiffableDataSource<Int, Int>(tableView: tableView) { tv, indexPath, item in
          let cell = tv.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
          cell.textLabel?.text = "\(item)"
          return cell
        }
        var layout: [(Int, [Int])] = [(0, Array(0..<200)), (1, Array(200..<400)), (2, [])]
        var next = 400
        for step in 0..<40 {
          // mutate layout
          var all = layout.flatMap(\.1)
          for _ in 0..<random.int(60) {
            guard !all.isEmpty else { break }
            let s = random.int(layout.count)
            switch random.int(4) {
            case 0:
              layout[s].1.insert(next, at: random.int(layout[s].1.count + 1))
              next += 1
            case 1:
              if !layout[s].1.isEmpty { layout[s].1.remove(at: random.int(layout[s].1.count)) }
            case 2:
              let item = all[random.int(all.count)]
              for k in layout.indices { layout[k].1.removeAll { $0 == item } }
              layout[s].1.insert(item, at: random.int(layout[s].1.count + 1))
            default:
              if random.chance(0.1) { layout.swapAt(s, random.int(layout.count)) }
            }
            all = layout.flatMap(\.1)
          }
          let snapshot: DiffableSnapshot<Int, Int>
          if random.chance(0.5) {
            var s = DiffableSnapshot<Int, Int>()
            try s.appendSections(layout.map(\.0))
            for (id, items) in layout { try s.appendItems(items, toSection: id) }
            snapshot = s
          } else {
            // derived: rebuild from the shown one by deleting all then appending
            var s = source.snapshot()
            try s.deleteSections(s.sectionIdentifiers)
            try s.appendSections(layout.map(\.0))
            for (id, items) in layout { try s.appendItems(items, toSection: id) }
            snapshot = s
          }
          try source.apply(snapshot, animatingDifferences: random.chance(0.5))
          for (section, value) in layout.enumerated() {
            for (row, item) in value.1.enumerated() {
              let path = IndexPath(row: row, section: section)
              try #require(
                source.itemIdentifier(for: path) == item, "seed \(seed) step \(step) \(path)")
              try #require(
                tableView.cellForRow(at: path)?.textLabel?.text == "\(item)",
                "cell seed \(seed) step \(step) \(path)")
            }
          }
        }
      }
    }
  }
}
