/// The first index in `0..<count` for which `isBelow` is `false`, for a
/// predicate that is `true` on a prefix of the indices and `false` after
/// it: the binary search that finds where a value is, or would go, in an
/// ascending array (`isBelow: { array[$0] < value }`), written once for
/// the differ's survivor map and CellarHost's sorted rows.
///
/// - Parameters:
///   - count: The number of indices; none when zero or negative.
///   - isBelow: Whether the boundary is after an index.
/// - Returns: The boundary, in `0...max(count, 0)`.
/// - Complexity: O(log *count*) calls of `isBelow`.
@inlinable
package func partitionPoint(count: Int, isBelow: (Int) -> Bool) -> Int {
  var low = 0
  var high = max(count, 0)
  while low < high {
    // Cannot overflow: 0 ≤ low < high.
    let middle = low + (high - low) / 2
    if isBelow(middle) { low = middle + 1 } else { high = middle }
  }
  return low
}
