import CellarDiff

/// Row positions mapped to row positions, the first value given for a key winning:
/// a batch's moves, from source to destination or back.
///
/// A `Dictionary` keyed by positions hashed each of a big batch's moves at
/// scattered places, several times over (building the maps, the checks,
/// the row mapping). Instead, keys are found without hashing: when the
/// moves are many for the table, keys inside the table through a dense
/// index, an entry per row, in the order of the table's rows; otherwise
/// by a binary search of the keys given at once, sorted. Keys added one at
/// a time (``insert(_:_:)``) and outside a dense index are in a dictionary.
struct PathMap {
  /// The pairs, each key once, in the order first given.
  private(set) var pairs: [(key: SectionedChangeset.Path, value: SectionedChangeset.Path)] = []
  /// Per section, its first row's offset in `dense`; empty when not dense.
  private var sectionStarts: [Int] = []
  /// Per row of the table, the index in `pairs` plus one of its key, or 0.
  private var dense: [Int32] = []
  /// Without a dense index, the keys given at once, ascending, each with
  /// its index in `pairs`.
  private var sorted: [(key: SectionedChangeset.Path, index: Int)] = []
  /// The keys added by ``insert(_:_:)`` outside a dense index: their index in `pairs`.
  private var added: [SectionedChangeset.Path: Int] = [:]

  /// An empty map.
  init() {}

  /// The map of `pairs`, keeping the first value of a repeated key.
  ///
  /// - Parameters:
  ///   - pairs: The keys and values.
  ///   - rowCounts: The rows of each section in the coordinates of the keys.
  init(
    _ pairs: some Collection<(SectionedChangeset.Path, SectionedChangeset.Path)>, rowCounts: [Int]
  ) {
    // Saturating: a data source may report any counts.
    var total = 0
    for count in rowCounts {
      let (sum, overflow) = total.addingReportingOverflow(max(count, 0))
      total = overflow ? .max : sum
    }
    // Dense only when the moves are many for the table, and the index fits.
    if pairs.count > 64, pairs.count * 8 > total, total < Int(Int32.max) {
      sectionStarts.reserveCapacity(rowCounts.count + 1)
      var start = 0
      for count in rowCounts {
        sectionStarts.append(start)
        start += max(count, 0)
      }
      sectionStarts.append(start)
      dense = Array(repeating: 0, count: total)
    }
    self.pairs.reserveCapacity(pairs.count)
    guard sectionStarts.isEmpty else {
      for (key, value) in pairs where self[key] == nil { insert(key, value) }
      return
    }
    sortKeys(of: pairs)
  }

  /// Fills `pairs` and `sorted` from pairs given at once: sorted by key,
  /// then by the order given, so that the first value of a repeated key is
  /// the one kept.
  ///
  /// - Complexity: O(*k* log *k*) for *k* pairs; O(*k*) when the keys come
  ///   ascending, as a planner's moves from their sources do.
  private mutating func sortKeys(
    of given: some Collection<(SectionedChangeset.Path, SectionedChangeset.Path)>
  ) {
    var order = given.enumerated().map { (key: $0.element.0, index: $0.offset) }
    if !zip(order, order.dropFirst()).allSatisfy({ $0.key < $1.key }) {
      order.sort { $0.key != $1.key ? $0.key < $1.key : $0.index < $1.index }
    }
    let repeats = zip(order, order.dropFirst()).contains { $0.key == $1.key }
    guard repeats else {
      pairs = given.map { ($0.0, $0.1) }
      sorted = order
      return
    }
    // The first of each run of equal keys is the one given first. Indexes
    // in `pairs` count the kept pairs only, in the order given.
    var place = [Int](repeating: -1, count: order.count)
    for (offset, entry) in order.enumerated()
    where offset == 0 || order[offset - 1].key != entry.key {
      place[entry.index] = 0
    }
    for (index, (key, value)) in given.enumerated() where place[index] >= 0 {
      place[index] = pairs.count
      pairs.append((key, value))
    }
    for entry in order where place[entry.index] >= 0 {
      sorted.append((entry.key, place[entry.index]))
    }
  }

  /// The number of keys.
  var count: Int { pairs.count }

  /// The keys, in the order first given.
  var keys: some Collection<SectionedChangeset.Path> { pairs.lazy.map(\.key) }

  /// The offset of `key` in `dense`, if it has one.
  private func denseOffset(_ key: SectionedChangeset.Path) -> Int? {
    guard !sectionStarts.isEmpty, key.section >= 0, key.section < sectionStarts.count - 1,
      key.row >= 0, key.row < sectionStarts[key.section + 1] - sectionStarts[key.section]
    else { return nil }
    // In range, so the sum is inside `dense` and cannot overflow.
    return sectionStarts[key.section] + key.row
  }

  /// The value of `key`, or `nil`.
  subscript(key: SectionedChangeset.Path) -> SectionedChangeset.Path? {
    if let offset = denseOffset(key) {
      let index = Int(dense[offset]) - 1
      return index >= 0 ? pairs[index].value : nil
    }
    if let index = sortedIndex(of: key) { return pairs[index].value }
    return added.isEmpty ? nil : added[key].map { pairs[$0].value }
  }

  /// The index in `pairs` of a key given at once, found by a binary search.
  private func sortedIndex(of key: SectionedChangeset.Path) -> Int? {
    let index = sorted.insertionIndex(of: key) { $0.key }
    return index < sorted.count && sorted[index].key == key ? sorted[index].index : nil
  }

  /// Whether any of `paths`, given ascending, is a key.
  ///
  /// - Complexity: O(*p* + *k*) for *p* paths and *k* keys.
  func sharesKey(withAscending paths: some Sequence<SectionedChangeset.Path>) -> Bool {
    guard !pairs.isEmpty else { return false }
    guard sectionStarts.isEmpty, added.isEmpty else {
      return paths.contains { self[$0] != nil }
    }
    // Both ascending: walk them together.
    var next = 0
    for path in paths {
      while next < sorted.count, sorted[next].key < path { next += 1 }
      if next == sorted.count { return false }
      if sorted[next].key == path { return true }
    }
    return false
  }

  /// Adds a key that is not in the map.
  mutating func insert(_ key: SectionedChangeset.Path, _ value: SectionedChangeset.Path) {
    assert(self[key] == nil, "PathMap: the key is already in the map")
    if let offset = denseOffset(key) {
      dense[offset] = Int32(truncatingIfNeeded: pairs.count + 1)
    } else {
      added[key] = pairs.count
    }
    pairs.append((key, value))
  }
}
