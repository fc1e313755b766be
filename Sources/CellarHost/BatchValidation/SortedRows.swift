// The batch validator keeps rows in ascending arrays, not in hashed sets:
// a big batch's rows come sorted (a planner's) or are sorted once, and
// are then merged, and found by a binary search, with no hashing.

import CellarDiff

extension Array {
  /// Where `bound` is, or would go, in an array ascending by `key`: the
  /// first index whose element's key is not below `bound`.
  ///
  /// - Complexity: O(log *n*).
  func insertionIndex<Key: Comparable>(of bound: Key, by key: (Element) -> Key) -> Int {
    partitionPoint(count: count) { key(self[$0]) < bound }
  }

  /// Whether an array ascending by `key` holds an element whose key is `bound`.
  ///
  /// - Complexity: O(log *n*).
  func sortedContains<Key: Comparable>(_ bound: Key, by key: (Element) -> Key) -> Bool {
    let index = insertionIndex(of: bound, by: key)
    return index < count && key(self[index]) == bound
  }

  /// The elements of two arrays ascending by `row`, with no row in both,
  /// as one ascending array.
  ///
  /// - Complexity: O(*n* + *m*).
  static func merging(
    _ first: ArraySlice<Element>, _ second: [Element], by row: (Element) -> Int
  ) -> [Element] {
    if second.isEmpty { return Array(first) }
    if first.isEmpty { return second }
    var result: [Element] = []
    result.reserveCapacity(first.count + second.count)
    var (left, right) = (first.startIndex, 0)
    while left < first.endIndex, right < second.count {
      if row(first[left]) < row(second[right]) {
        result.append(first[left])
        left += 1
      } else {
        result.append(second[right])
        right += 1
      }
    }
    result += first[left...]
    result += second[right...]
    return result
  }

}

extension Collection {
  /// The elements, with distinct rows in `0..<count`, sorted by row: as
  /// given when they already are; by placing each at its row when they are
  /// many for `count` (O(*count*)); by sorting when few (O(*n* log *n*)).
  func ascending(by row: (Element) -> Int, count rowCount: Int) -> [Element] {
    if zip(self, dropFirst()).allSatisfy({ row($0) < row($1) }) { return Array(self) }
    guard count > 64, count * 8 > rowCount else { return sorted { row($0) < row($1) } }
    let items = Array(self)
    // -1 marks a row no element is at: indexes are never negative.
    var place = [Int](repeating: -1, count: rowCount)
    for (index, item) in items.enumerated() { place[row(item)] = index }
    var result: [Element] = []
    result.reserveCapacity(items.count)
    for index in place where index >= 0 { result.append(items[index]) }
    return result
  }
}
