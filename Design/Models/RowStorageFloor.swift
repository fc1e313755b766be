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
