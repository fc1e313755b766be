extension BatchPlan {
  /// The index after the update of an element that stays: shifted down by
  /// the removed elements before it, then up by each entering element at or
  /// before its position (both ascending and distinct).
  ///
  /// This is the host's one answer to "where does a surviving row (or
  /// section) go": ``newPath(for:)``, the reload expansion and the table's
  /// geometry all ask it.
  ///
  /// The validator only asks it for elements inside the table, whose
  /// result is inside the table too; for any other input it saturates at
  /// `Int.max` instead of overflowing, and a negative index stays where it
  /// is (no caller reads either as a marker).
  ///
  /// - Complexity: O(log *r* + log *i*), for *r* removed and *i* entering elements.
  static func survivorIndex(_ index: Int, removed: [Int], inserted: [Int]) -> Int {
    var low = 0
    var high = removed.count
    while low < high {
      let middle = (low + high) / 2
      if removed[middle] < index { low = middle + 1 } else { high = middle }
    }
    // `low` is at most `index` when `index` is non-negative, so this cannot
    // overflow; a negative index (no row) stays where it is.
    let rank = index >= 0 ? index - low : index
    // Entering element `k` has `inserted[k] - k` staying elements before it
    // (non-decreasing in `k`): the element lands after every entering one
    // with at most `rank` staying elements before it.
    low = 0
    high = inserted.count
    while low < high {
      let middle = (low + high) / 2
      // Overflows only below `Int.min`: far below any rank.
      let (staying, overflow) = inserted[middle].subtractingReportingOverflow(middle)
      if overflow || staying <= rank { low = middle + 1 } else { high = middle }
    }
    return rank > Int.max - low ? Int.max : rank + low
  }

  /// Items with distinct rows in `0..<count`, ordered by row: by placing
  /// each at its row when they are many (O(*count*)), by sorting when few
  /// (O(*k* log *k*)).
  static func ascending<Item>(_ items: [Item], count: Int, row: (Item) -> Int) -> [Item] {
    guard items.count > 64, items.count * 8 > count else {
      return items.sorted { row($0) < row($1) }
    }
    // -1 marks a row no item is at: item indexes are never negative.
    var place = [Int](repeating: -1, count: count)
    for (index, item) in items.enumerated() { place[row(item)] = index }
    var result: [Item] = []
    result.reserveCapacity(items.count)
    for index in place where index >= 0 { result.append(items[index]) }
    return result
  }
}
