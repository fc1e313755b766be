import CellarDiff

/// Row positions mapped to row positions, the first value given for a key winning:
/// a batch's moves, from source to destination or back.
///
/// A `Dictionary` keyed by positions hashed and probed each of a big batch's
/// moves at scattered places, several times over (building the maps, the
/// checks, the row mapping). When the moves are many for the table, keys
/// inside the table are found instead through a dense index, an entry per
/// row, in the order of the table's rows; the rest (keys outside the
/// table, which the checks reject) and the keys of small batches are in a
/// dictionary.
struct PathMap {
  /// The pairs, each key once, in the order first given.
  private(set) var pairs: [(key: SectionedChangeset.Path, value: SectionedChangeset.Path)] = []
  /// Per section, its first row's offset in `dense`; empty when not dense.
  private var sectionStarts: [Int] = []
  /// Per row of the table, the index in `pairs` plus one of its key, or 0.
  private var dense: [Int32] = []
  /// The keys outside the table, or all of them when not dense: their index in `pairs`.
  private var sparse: [SectionedChangeset.Path: Int] = [:]

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
    for (key, value) in pairs where self[key] == nil {
      insert(key, value)
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
    return sparse[key].map { pairs[$0].value }
  }

  /// Adds a key that is not in the map.
  mutating func insert(_ key: SectionedChangeset.Path, _ value: SectionedChangeset.Path) {
    assert(self[key] == nil, "PathMap: the key is already in the map")
    if let offset = denseOffset(key) {
      dense[offset] = Int32(truncatingIfNeeded: pairs.count + 1)
    } else {
      sparse[key] = pairs.count
    }
    pairs.append((key, value))
  }
}
