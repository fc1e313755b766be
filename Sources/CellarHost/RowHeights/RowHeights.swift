/// The heights of one section's rows, with prefix sums in O(log *n*).
///
/// Heights live in chunks of at most ``maxChunk`` `Float`s (4 bytes a row);
/// two Fenwick trees over the chunks hold the running row counts and height
/// sums, so a row's offset, the row at an offset, and a point update cost
/// O(log *c* + *B*) (with *c* chunks of at most *B* rows), independent of the
/// section's size in practice. Inserting or removing a row shifts one chunk;
/// a chunk that fills is split and the trees over the chunks rebuilt, which
/// costs O(*c*) once every *B* / 2 inserts.
///
/// A height that is only an estimate is stored with its sign bit set
/// (`-h`, including `-0.0`), so a row's measured state costs no extra memory.
struct RowHeights {
  /// The largest chunk before it is split.
  static let maxChunk = 128
  /// The size chunks are filled to when built, leaving room for inserts.
  static let fillChunk = 64

  private(set) var chunks: [[Float]] = []
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
      chunks.append((start..<end).map { Float(-estimate($0)).withEstimateSign })
      start = end
    }
    rebuildTrees()
  }

  /// Creates `count` rows of one estimated height.
  init(count: Int, estimatedHeight: Double) {
    self.count = count
    let value = Float(estimatedHeight).estimated
    var start = 0
    while start < count {
      let end = min(count, start + Self.fillChunk)
      chunks.append([Float](repeating: value, count: end - start))
      start = end
    }
    rebuildTrees()
  }

  /// The sum of every row's height.
  var total: Double { sumTree.total }

  /// The bytes the structure holds per row, counting chunk and tree storage.
  var bytesPerRow: Double {
    guard count > 0 else { return 0 }
    let chunkBytes = chunks.reduce(0) { $0 + $1.capacity * 4 + 32 }
    let treeBytes = (countTree.capacity * 8 + sumTree.capacity * 8) + chunks.capacity * 8
    return Double(chunkBytes + treeBytes) / Double(count)
  }

  /// The height of a row.
  func height(at row: Int) -> Double {
    let (chunk, offset) = locate(row)
    return Double(chunks[chunk][offset].magnitude)
  }

  /// Whether a row's height was measured (not an estimate).
  func isMeasured(at row: Int) -> Bool {
    let (chunk, offset) = locate(row)
    return chunks[chunk][offset].sign == .plus
  }

  /// Sets a row's height and whether it was measured.
  mutating func setHeight(_ height: Double, measured: Bool, at row: Int) {
    let (chunk, offset) = locate(row)
    let old = Double(chunks[chunk][offset].magnitude)
    let new = Float(height)
    chunks[chunk][offset] = measured ? new.magnitude : new.estimated
    sumTree.add(Double(new.magnitude) - old, at: chunk)
  }

  /// The top of a row relative to the first row: the sum of the rows before it.
  func offset(ofRow row: Int) -> Double {
    if row >= count { return total }
    let (chunk, offset) = locate(row)
    var sum = sumTree.prefix(chunk)
    for value in chunks[chunk][..<offset] { sum += Double(value.magnitude) }
    return sum
  }

  /// The row whose span contains `y` (clamped to the last row), or `nil` when empty.
  func row(containing y: Double) -> Int? {
    guard count > 0 else { return nil }
    if y <= 0 { return 0 }
    let (chunk, before) = sumTree.lastIndex(withPrefixAtMost: y)
    guard chunk < chunks.count else { return count - 1 }
    var sum = before
    let first = countTree.prefix(chunk)
    for (index, value) in chunks[chunk].enumerated() {
      sum += Double(value.magnitude)
      if sum > y { return first + index }
    }
    return min(count - 1, first + chunks[chunk].count - 1)
  }

  /// Inserts a row with an estimated height.
  mutating func insert(height: Double, measured: Bool, at row: Int) {
    let value = measured ? Float(height).magnitude : Float(height).estimated
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
      sumTree.add(Double(value.magnitude), at: chunk)
    }
  }

  /// Removes a row, returning its height and whether it was measured.
  @discardableResult
  mutating func remove(at row: Int) -> (height: Double, measured: Bool) {
    let (chunk, offset) = locate(row)
    let value = chunks[chunk].remove(at: offset)
    count -= 1
    if chunks[chunk].isEmpty {
      chunks.remove(at: chunk)
      rebuildTrees()
    } else {
      countTree.add(-1, at: chunk)
      sumTree.add(-Double(value.magnitude), at: chunk)
    }
    return (Double(value.magnitude), value.sign == .plus)
  }

  /// The chunk holding a row and the row's offset in it.
  private func locate(_ row: Int) -> (chunk: Int, offset: Int) {
    let (chunk, before) = countTree.lastIndex(withPrefixAtMost: row)
    return (chunk, row - before)
  }

  private mutating func rebuildTrees() {
    countTree = FenwickTree(chunks.map(\.count))
    sumTree = FenwickTree(chunks.map { $0.reduce(0) { $0 + Double($1.magnitude) } })
  }
}

extension Float {
  /// The value with its sign bit set: an estimate of `magnitude`.
  fileprivate var estimated: Float { -magnitude }
  /// Normalises a value built as `-estimate` so zero keeps the estimate sign.
  fileprivate var withEstimateSign: Float { -magnitude }
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
    var position = 0
    var sum = Value.zero
    var step = 1
    while step * 2 <= tree.count { step *= 2 }
    while step > 0 {
      let next = position + step
      if next <= tree.count, sum + tree[next - 1] <= target {
        position = next
        sum += tree[next - 1]
      }
      step /= 2
    }
    return (position, sum)
  }
}
