// A model of the reference-counting floor of `snapshot1pct1M` (Design/Snapshots.md,
// session 33): one change to 100 sections of 10,000 rows that replaces 12,500 rows spread
// uniformly (the bench's 1,250 + 1,250 + 2 × 2,500 + 5,000 row edits), then "applies" it
// (the old state released), in three representations of a section's rows:
//
// - flat: `[Row]` per section, copied on write (what `Section.rows` is);
// - chunks of k rows: an array of chunk references per section, each chunk copied on
//   write when an edit touches it;
// - pooled: every row in one pool, sections of `Int32` handles into it.
//
// With pooled rows, the model also plans the apply from the handles alone (`planFromHandles`):
// which rows the change deleted, inserted and moved, with no identity compared (a kept row
// keeps its handle): each touched section's handles are cut into runs of consecutive old
// places, and the moves are the runs off a heaviest increasing chain of runs (an LCS of
// the rows by handle, as the differ's kept rows are), found with a Fenwick tree.
//
// Rows are class instances, as `AnyRow`'s storages are. With `--scattered` each section's
// rows are shuffled, so that walking a section touches rows all over memory, as in a
// table built over time. Not part of the package; run with:
//
//   swiftc -O Design/Models/RowStorageFloor.swift -o /tmp/floor && /tmp/floor --scattered

import Dispatch

final class Storage {
  var value: Int
  init(_ value: Int) { self.value = value }
}

final class Chunk {
  var rows: [Storage]
  init(_ rows: [Storage]) { self.rows = rows }
}

/// A xorshift generator: the same edits for every representation.
struct Generator {
  var state: UInt64 = 42
  mutating func next(below bound: Int) -> Int {
    state ^= state << 13
    state ^= state >> 7
    state ^= state << 17
    return Int(state >> 1) % bound
  }
}

let sectionCount = 100
let rowsPerSection = 10_000
let editCount = 12_500
let runs = 9
let scattered = CommandLine.arguments.contains("--scattered")
let spare = Storage(-1)

var generator = Generator()
let rows: [[Storage]] = (0..<sectionCount).map { section in
  var made = (0..<rowsPerSection).map { Storage(section * rowsPerSection + $0) }
  if scattered {
    for index in made.indices.reversed() {
      made.swapAt(index, generator.next(below: index + 1))
    }
  }
  return made
}

/// The median wall-clock milliseconds of `runs` changes made by `change`.
func median(_ change: () -> Void) -> Double {
  var times: [Double] = []
  for _ in 0..<runs {
    let start = DispatchTime.now().uptimeNanoseconds
    change()
    times.append(Double(DispatchTime.now().uptimeNanoseconds - start) / 1e6)
  }
  return times.sorted()[runs / 2]
}

var flatTable = rows
var edits = Generator()
let flat = median {
  var snapshot = flatTable
  for _ in 0..<editCount {
    snapshot[edits.next(below: sectionCount)][edits.next(below: rowsPerSection)] = spare
  }
  flatTable = snapshot
}
print("flat        \(flat) ms")

for size in [8, 16, 32, 64, 256] {
  var table = rows.map { section in
    stride(from: 0, to: section.count, by: size).map {
      Chunk(Array(section[$0..<min($0 + size, section.count)]))
    }
  }
  var edits = Generator()
  let time = median {
    var snapshot = table
    for _ in 0..<editCount {
      let section = edits.next(below: sectionCount)
      let row = edits.next(below: rowsPerSection)
      if !isKnownUniquelyReferenced(&snapshot[section][row / size]) {
        snapshot[section][row / size] = Chunk(snapshot[section][row / size].rows)
      }
      snapshot[section][row / size].rows[row % size] = spare
    }
    table = snapshot
  }
  print("chunks of \(size) \(time) ms")
}

var pool = rows.flatMap { $0 }
var handles: [[Int32]] = (0..<sectionCount).map { section in
  (0..<rowsPerSection).map { Int32(section * rowsPerSection + $0) }
}
var poolEdits = Generator()
let pooled = median {
  var snapshot = handles
  for _ in 0..<editCount {
    pool.append(spare)
    snapshot[poolEdits.next(below: sectionCount)][poolEdits.next(below: rowsPerSection)] =
      Int32(pool.count - 1)
  }
  handles = snapshot
}
print("pooled      \(pooled) ms")

/// The deletes, inserts and moves that turn `old` into `new` (sections of
/// handles into a pool of `poolCount` rows), found from the handles alone.
func planFromHandles(old: [[Int32]], new: [[Int32]], poolCount: Int) -> (
  deletes: Int, inserts: Int, moves: Int
) {
  // Each old row's section and place, by handle.
  var sectionOf = [Int32](repeating: -1, count: poolCount)
  var placeOf = [Int32](repeating: -1, count: poolCount)
  for (section, handles) in old.enumerated() {
    for (place, handle) in handles.enumerated() {
      sectionOf[Int(handle)] = Int32(section)
      placeOf[Int(handle)] = Int32(place)
    }
  }
  var kept = [Bool](repeating: false, count: poolCount)
  var inserts = 0
  var moves = 0
  for (section, handles) in new.enumerated() {
    // Runs of rows from this section's consecutive old places.
    var runs: [(start: Int32, length: Int)] = []
    for handle in handles {
      let index = Int(handle)
      guard sectionOf[index] >= 0 else {
        inserts += 1
        continue
      }
      kept[index] = true
      guard sectionOf[index] == Int32(section) else {
        moves += 1
        continue
      }
      let place = placeOf[index]
      if let last = runs.last, last.start + Int32(last.length) == place {
        runs[runs.count - 1].length += 1
      } else {
        runs.append((place, 1))
      }
    }
    // A heaviest increasing chain of runs by start: a Fenwick tree of the
    // best chain ending below each old place (O(r log n) for r runs).
    var tree = [Int](repeating: 0, count: old[section].count + 1)
    var heaviest = 0
    for run in runs {
      var weight = 0
      var index = Int(run.start)
      while index > 0 {
        weight = max(weight, tree[index])
        index -= index & -index
      }
      weight += run.length
      heaviest = max(heaviest, weight)
      index = Int(run.start) + 1
      while index < tree.count {
        tree[index] = max(tree[index], weight)
        index += index & -index
      }
    }
    moves += runs.reduce(0) { $0 + $1.length } - heaviest
  }
  var deletes = 0
  for handles in old {
    for handle in handles where !kept[Int(handle)] { deletes += 1 }
  }
  return (deletes, inserts, moves)
}

/// The bench's change on handles: deletes, inserts, moves (half across
/// sections) and replacements, as verbs would make it.
var planPool = rows.flatMap { $0 }
let planOld: [[Int32]] = (0..<sectionCount).map { section in
  (0..<rowsPerSection).map { Int32(section * rowsPerSection + $0) }
}
var planEdits = Generator()
var planNew = planOld
for _ in 0..<1_250 {
  let section = planEdits.next(below: sectionCount)
  planNew[section].remove(at: planEdits.next(below: planNew[section].count))
}
for _ in 0..<1_250 {
  planPool.append(spare)
  let section = planEdits.next(below: sectionCount)
  planNew[section].insert(Int32(planPool.count - 1), at: planEdits.next(below: planNew[section].count))
}
for move in 0..<2_500 {
  let from = planEdits.next(below: sectionCount)
  let to = move % 2 == 0 ? from : planEdits.next(below: sectionCount)
  let handle = planNew[from].remove(at: planEdits.next(below: planNew[from].count))
  planNew[to].insert(handle, at: planEdits.next(below: planNew[to].count))
}
for _ in 0..<5_000 {
  // A replacement: the row keeps its place, a new row (handle) with its identity.
  planPool.append(spare)
  let section = planEdits.next(below: sectionCount)
  planNew[section][planEdits.next(below: planNew[section].count)] = Int32(planPool.count - 1)
}
var plan = (deletes: 0, inserts: 0, moves: 0)
let planTime = median { plan = planFromHandles(old: planOld, new: planNew, poolCount: planPool.count) }
print("plan from handles \(planTime) ms: \(plan)")
