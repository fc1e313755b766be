/// The heights of one section's rows, with prefix sums in O(log *n*).
///
/// Heights live in chunks of at most ``maxChunk`` `Double`s (8 bytes a row,
/// the full range and precision of the heights the table is given); two
/// Fenwick trees over the chunks hold the running row counts and height
/// sums, so a row's offset, the row at an offset, and a point update cost
/// O(log *c* + *B*) (with *c* chunks of at most *B* rows), independent of the
/// section's size in practice. Inserting or removing a row shifts one chunk;
/// a chunk that fills is split and the trees over the chunks rebuilt, which
/// costs O(*c*) once every *B* / 2 inserts. A batch that removes or inserts
/// many rows at once (``remove(rowsAt:)``, ``insert(_:)``) rebuilds the
/// section in one pass instead, O(*n*).
///
/// A height that is only an estimate is stored with its sign bit set
/// (`-h`, including `-0.0`), so a row's measured state costs no extra memory.
struct RowHeights {
  /// The largest chunk before it is split.
  static let maxChunk = 128
  /// The size chunks are filled to when built, leaving room for inserts.
  static let fillChunk = 64

  /// A row's height and whether it was measured (not an estimate).
  typealias Entry = (height: Double, measured: Bool)

  private(set) var chunks: [[Double]] = []
  private var countTree = FenwickTree<Int>()
  private var sumTree = FenwickTree<Double>()

  /// The number of rows.
  private(set) var count = 0

  /// Creates `count` rows, each with the estimate at its index.
  init(count: Int, estimate: (Int) -> Double) {
    self.count = count
    var start = 0
    while start < count {
      let end = min(count, start + Self.fillChunk)
      chunks.append((start..<end).map { Self.stored(estimate($0), measured: false) })
      start = end
    }
    rebuildTrees()
  }

  /// Creates `count` rows of one estimated height.
  init(count: Int, estimatedHeight: Double) {
    self.count = count
    let value = Self.stored(estimatedHeight, measured: false)
    var start = 0
    while start < count {
      let end = min(count, start + Self.fillChunk)
      chunks.append([Double](repeating: value, count: end - start))
      start = end
    }
    rebuildTrees()
  }

  /// The sum of every row's height.
  var total: Double { sumTree.total }

  /// The bytes the structure holds per row, counting chunk and tree storage.
  var bytesPerRow: Double {
    guard count > 0 else { return 0 }
    let chunkBytes = chunks.reduce(0) { $0 + $1.capacity * 8 + 32 }
    let treeBytes = (countTree.capacity * 8 + sumTree.capacity * 8) + chunks.capacity * 8
    return Double(chunkBytes + treeBytes) / Double(count)
  }

  /// The height of a row.
  func height(at row: Int) -> Double {
    let (chunk, offset) = locate(row)
    return chunks[chunk][offset].magnitude
  }

  /// Whether a row's height was measured (not an estimate).
  func isMeasured(at row: Int) -> Bool {
    let (chunk, offset) = locate(row)
    return chunks[chunk][offset].sign == .plus
  }

  /// Sets a row's height and whether it was measured.
  mutating func setHeight(_ height: Double, measured: Bool, at row: Int) {
    let (chunk, offset) = locate(row)
    let old = chunks[chunk][offset].magnitude
    let new = Self.stored(height, measured: measured)
    chunks[chunk][offset] = new
    sumTree.add(new.magnitude - old, at: chunk)
  }

  /// The top of a row relative to the first row: the sum of the rows before it.
  func offset(ofRow row: Int) -> Double {
    if row >= count { return total }
    let (chunk, offset) = locate(row)
    var sum = sumTree.prefix(chunk)
    for value in chunks[chunk][..<offset] { sum += value.magnitude }
    return sum
  }

  /// The row whose span contains `y` (clamped to the last row), or `nil` when empty.
  func row(containing y: Double) -> Int? { firstRow(reaching: y, orEndingAt: false) }

  /// The first row whose end (its offset plus its height) reaches `y`:
  /// rows before it end before `y`, so a run of empty rows that touch `y`
  /// is found from its first; `nil` when empty, the last row when every
  /// row ends before `y`.
  ///
  /// - Complexity: O(log *n* + chunk size).
  func firstRow(endingAtOrAfter y: Double) -> Int? { firstRow(reaching: y, orEndingAt: true) }

  /// The first row whose end passes `y`, or reaches it when `touching`.
  @inline(__always)
  private func firstRow(reaching y: Double, orEndingAt touching: Bool) -> Int? {
    guard count > 0 else { return nil }
    if y <= 0 { return 0 }
    let (chunk, before) =
      touching ? sumTree.lastIndex(withPrefixBelow: y) : sumTree.lastIndex(withPrefixAtMost: y)
    guard chunk < chunks.count else { return count - 1 }
    var sum = before
    let first = countTree.prefix(chunk)
    for (index, value) in chunks[chunk].enumerated() {
      sum += value.magnitude
      if sum > y || (touching && sum == y) { return first + index }
    }
    return min(count - 1, first + chunks[chunk].count - 1)
  }

  /// Inserts a row.
  mutating func insert(height: Double, measured: Bool, at row: Int) {
    let value = Self.stored(height, measured: measured)
    if chunks.isEmpty {
      chunks.append([value])
      count = 1
      rebuildTrees()
      return
    }
    var chunk: Int
    var offset: Int
    if row >= count {
      chunk = chunks.count - 1
      offset = chunks[chunk].count
    } else {
      (chunk, offset) = locate(row)
    }
    chunks[chunk].insert(value, at: offset)
    count += 1
    if chunks[chunk].count > Self.maxChunk {
      let tail = Array(chunks[chunk][Self.fillChunk...])
      chunks[chunk].removeSubrange(Self.fillChunk...)
      chunks.insert(tail, at: chunk + 1)
      rebuildTrees()
    } else {
      countTree.add(1, at: chunk)
      sumTree.add(value.magnitude, at: chunk)
    }
  }

  /// Removes a row, returning its height and whether it was measured.
  @discardableResult
  mutating func remove(at row: Int) -> Entry {
    let (chunk, offset) = locate(row)
    let value = chunks[chunk].remove(at: offset)
    count -= 1
    if chunks[chunk].isEmpty {
      chunks.remove(at: chunk)
      rebuildTrees()
    } else {
      countTree.add(-1, at: chunk)
      sumTree.add(-value.magnitude, at: chunk)
    }
    return Self.entry(value)
  }

  /// Removes rows, given ascending and distinct, returning their heights in
  /// the same order.
  ///
  /// - Complexity: O(*k* (log *c* + *B*)) for *k* rows among few, in chunks
  ///   of at most *B* rows (each row a move of memory); O(*n*) for many:
  ///   never worse than O(*n* + *k* log *c*).
  mutating func remove(rowsAt rows: [Int]) -> [Entry] {
    guard Self.isBulk(rows.count, of: count) else { return remove(fewRowsAt: rows) }
    var kept: [Double] = []
    kept.reserveCapacity(count - rows.count)
    var removed: [Entry] = []
    removed.reserveCapacity(rows.count)
    var next = 0
    var row = 0
    for chunk in chunks {
      for value in chunk {
        if next < rows.count, rows[next] == row {
          removed.append(Self.entry(value))
          next += 1
        } else {
          kept.append(value)
        }
        row += 1
      }
    }
    rebuild(from: kept)
    return removed
  }

  /// ``remove(rowsAt:)`` for few rows: each row leaves its chunk by one
  /// short move of memory (at most ``maxChunk`` values), and the trees are
  /// told once per chunk.
  private mutating func remove(fewRowsAt rows: [Int]) -> [Entry] {
    var removed: [Entry] = []
    removed.reserveCapacity(rows.count)
    var emptied = false
    var next = 0
    while next < rows.count {
      // The rows of one chunk: indexes before the removal, less the rows
      // removed so far from earlier chunks (the trees know of those).
      let shift = removed.count
      let (chunk, offset) = locate(rows[next] - shift)
      let first = rows[next] - offset
      var values = chunks[chunk]
      chunks[chunk] = []
      var last = next
      while last < rows.count, rows[last] < first + values.count { last += 1 }
      var lost = 0.0
      for index in next..<last {
        let value = values[rows[index] - first]
        lost += value.magnitude
        removed.append(Self.entry(value))
      }
      // Back to front, so that the places still to remove stay put: a few
      // short moves of memory, not a pass over the chunk.
      for index in (next..<last).reversed() { values.remove(at: rows[index] - first) }
      let taken = last - next
      next = last
      chunks[chunk] = values
      emptied = emptied || values.isEmpty
      countTree.add(-taken, at: chunk)
      sumTree.add(-lost, at: chunk)
    }
    count -= rows.count
    if emptied {
      chunks.removeAll { $0.isEmpty }
      rebuildTrees()
    }
    return removed
  }

  /// Inserts rows, given by their indexes after the insert, ascending and
  /// distinct.
  ///
  /// - Complexity: As ``remove(rowsAt:)``.
  mutating func insert(_ rows: [(row: Int, entry: Entry)]) {
    guard Self.isBulk(rows.count, of: count) else { return insert(few: rows) }
    var merged: [Double] = []
    merged.reserveCapacity(count + rows.count)
    var next = 0
    for chunk in chunks {
      for value in chunk {
        while next < rows.count, rows[next].row == merged.count {
          merged.append(Self.stored(rows[next].entry.height, measured: rows[next].entry.measured))
          next += 1
        }
        merged.append(value)
      }
    }
    for (_, entry) in rows[next...] {
      merged.append(Self.stored(entry.height, measured: entry.measured))
    }
    rebuild(from: merged)
  }

  /// ``insert(_:)`` for few rows: each row enters its chunk by one short
  /// move of memory, and the trees are told once per chunk; chunks grown past
  /// ``maxChunk`` are split at the end.
  private mutating func insert(few rows: [(row: Int, entry: Entry)]) {
    var next = 0
    var oversized = false
    while next < rows.count {
      let row = rows[next].row
      guard !chunks.isEmpty, row <= count else {
        insert(height: rows[next].entry.height, measured: rows[next].entry.measured, at: row)
        next += 1
        continue
      }
      // The chunk the row lands in (the last one for a row past the end),
      // and the index its first row has now.
      let (chunk, first) =
        row == count ? (chunks.count - 1, count - chunks[chunks.count - 1].count) : locateStart(row)
      var values = chunks[chunk]
      chunks[chunk] = []
      var added = 0.0
      var taken = 0
      // The rows that land in this chunk, each at its place after the
      // insert (ascending, so the places of those before it are final).
      while next < rows.count, rows[next].row - first <= values.count {
        let value = Self.stored(rows[next].entry.height, measured: rows[next].entry.measured)
        values.insert(value, at: rows[next].row - first)
        added += value.magnitude
        taken += 1
        next += 1
      }
      chunks[chunk] = values
      count += taken
      countTree.add(taken, at: chunk)
      sumTree.add(added, at: chunk)
      oversized = oversized || values.count > Self.maxChunk
    }
    guard oversized else { return }
    var split: [[Double]] = []
    split.reserveCapacity(chunks.count + 1)
    for chunk in chunks where !chunk.isEmpty {
      var start = 0
      repeat {
        let end = chunk.count - start > Self.maxChunk ? start + Self.fillChunk : chunk.count
        split.append(Array(chunk[start..<end]))
        start = end
      } while start < chunk.count
    }
    chunks = split
    rebuildTrees()
  }

  /// The chunk holding a row, and the index of the chunk's first row.
  private func locateStart(_ row: Int) -> (chunk: Int, first: Int) {
    let (chunk, offset) = locate(row)
    return (chunk, row - offset)
  }

  /// Whether `changes` edits among `count` rows are cheaper as one rebuild
  /// (O(*n*)) than one by one (O(*B*) each, plus tree rebuilds as chunks
  /// split or empty).
  private static func isBulk(_ changes: Int, of count: Int) -> Bool {
    changes > 8 && changes * 16 > count
  }

  /// Replaces every row with stored values, refilled into chunks.
  private mutating func rebuild(from values: [Double]) {
    count = values.count
    chunks = []
    chunks.reserveCapacity((values.count + Self.fillChunk - 1) / Self.fillChunk)
    var start = 0
    while start < values.count {
      let end = min(values.count, start + Self.fillChunk)
      chunks.append(Array(values[start..<end]))
      start = end
    }
    rebuildTrees()
  }

  /// The chunk holding a row and the row's offset in it.
  private func locate(_ row: Int) -> (chunk: Int, offset: Int) {
    let (chunk, before) = countTree.lastIndex(withPrefixAtMost: row)
    return (chunk, row - before)
  }

  private mutating func rebuildTrees() {
    countTree = FenwickTree(chunks.map(\.count))
    sumTree = FenwickTree(chunks.map { $0.reduce(0) { $0 + $1.magnitude } })
  }

  /// A height as stored: its magnitude, with the sign bit set for an estimate.
  private static func stored(_ height: Double, measured: Bool) -> Double {
    measured ? height.magnitude : -height.magnitude
  }

  /// A stored value as a height and whether it was measured.
  private static func entry(_ value: Double) -> Entry {
    (value.magnitude, value.sign == .plus)
  }
}

/// A Fenwick (binary indexed) tree of sums over a fixed number of slots.
struct FenwickTree<Value: AdditiveArithmetic & Comparable> {
  private var tree: [Value]

  /// An empty tree.
  init() { tree = [] }

  /// A tree over the given values.
  ///
  /// - Complexity: O(*n*).
  init(_ values: [Value]) {
    tree = values
    for index in tree.indices {
      let parent = index | (index + 1)
      if parent < tree.count { tree[parent] += tree[index] }
    }
  }

  /// The storage capacity, for memory accounting.
  var capacity: Int { tree.capacity }

  /// The sum of all values.
  var total: Value { prefix(tree.count) }

  /// Adds `delta` to the value at `index`.
  ///
  /// - Complexity: O(log *n*).
  mutating func add(_ delta: Value, at index: Int) {
    var index = index
    while index < tree.count {
      tree[index] += delta
      index |= index + 1
    }
  }

  /// The sum of the values before `end`.
  ///
  /// - Complexity: O(log *n*).
  func prefix(_ end: Int) -> Value {
    var sum = Value.zero
    var index = min(end, tree.count) - 1
    while index >= 0 {
      sum += tree[index]
      index = (index & (index + 1)) - 1
    }
    return sum
  }

  /// The largest `index` whose prefix sum (of the values before it) is at
  /// most `target`, with that prefix; for non-negative values this is the
  /// slot whose span contains `target`. Returns `tree.count` past the end.
  ///
  /// - Complexity: O(log *n*).
  func lastIndex(withPrefixAtMost target: Value) -> (index: Int, prefix: Value) {
    lastIndex { $0 <= target }
  }

  /// The largest `index` whose prefix sum is below `target`, with that
  /// prefix; for non-negative values this is the slot in which the
  /// running sum first reaches `target`. Returns `tree.count` past the end.
  ///
  /// - Complexity: O(log *n*).
  func lastIndex(withPrefixBelow target: Value) -> (index: Int, prefix: Value) {
    lastIndex { $0 < target }
  }

  /// The largest `index` whose prefix sum passes `accepts` (a test that
  /// holds up to some sum and fails beyond it), with that prefix.
  private func lastIndex(where accepts: (Value) -> Bool) -> (index: Int, prefix: Value) {
    var position = 0
    var sum = Value.zero
    var step = 1
    while step * 2 <= tree.count { step *= 2 }
    while step > 0 {
      let next = position + step
      if next <= tree.count, accepts(sum + tree[next - 1]) {
        position = next
        sum += tree[next - 1]
      }
      step /= 2
    }
    return (position, sum)
  }
}
