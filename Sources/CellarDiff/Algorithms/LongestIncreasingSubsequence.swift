/// Marks one longest strictly increasing subsequence of `values` (patience
/// sorting with back-pointers).
///
/// Used on the target offsets of matched elements, listed in source order:
/// with unique identities, a longest increasing subsequence of those offsets
/// is exactly a longest common subsequence of the two identity sequences, so
/// every element outside it is one of the fewest possible moves.
///
/// - Returns: A flag per value: `true` when it is in the subsequence.
/// - Complexity: O(*k* log *k*) time and O(*k*) space, where *k* is the
///   number of values.
@usableFromInline
func longestIncreasingSubsequence(_ values: [Int]) -> [Bool] {
  let count = values.count
  var inSubsequence = [Bool](repeating: false, count: count)
  if count == 0 { return inSubsequence }
  // tails[l]: the index of the smallest value ending an increasing run of
  // length l + 1, with that value beside it: the search reads the values
  // side by side instead of reaching into `values` at scattered indices.
  // Reserved for the longest possible run up front: grown by doubling, the
  // buffer was copied ~log k times into fresh memory, each copy paging in
  // new pages (a run is often most of the values).
  var tails: [(index: Int, value: Int)] = []
  tails.reserveCapacity(count)
  var previous = [Int](repeating: -1, count: count)
  for index in 0..<count {
    let value = values[index]
    if let last = tails.last, last.value < value {
      previous[index] = last.index
      tails.append((index, value))
      continue
    }
    // Binary search for the first tail whose value is >= value.
    let low = partitionPoint(count: tails.count) { tails[$0].value < value }
    previous[index] = low > 0 ? tails[low - 1].index : -1
    if low == tails.count { tails.append((index, value)) } else { tails[low] = (index, value) }
  }
  var cursor = tails[tails.count - 1].index
  while cursor >= 0 {
    inSubsequence[cursor] = true
    cursor = previous[cursor]
  }
  return inSubsequence
}
