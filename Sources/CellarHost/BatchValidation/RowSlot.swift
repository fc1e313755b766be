import Foundation

/// A row's place as two integers: what a batch's checks hash, compare and
/// sort, many times cheaper than an `IndexPath` (whose storage is an enum).
struct RowSlot: Hashable, Comparable {
  var section: Int
  var row: Int

  init(section: Int, row: Int) {
    self.section = section
    self.row = row
  }

  /// The slot of a table index path, read as UIKit reads an `NSIndexPath`:
  /// the section is the first index and the row the second, a missing index
  /// reads as `NSNotFound` (`Int.max`). A path with more than two indexes
  /// names no row either, so its row reads as `NSNotFound` too: whatever
  /// the path, it fails the range checks with the operation's message
  /// instead of trapping or naming another row.
  ///
  /// `Int.max` here is UIKit's reading, not a marker: the validator never
  /// tests for it, so a missing index and an explicit `Int.max` behave
  /// alike (as in UIKit), both out of range of any table.
  init(_ path: IndexPath) {
    let notFound = Int.max
    self.init(
      section: path.isEmpty ? notFound : path[path.startIndex],
      row: path.isTablePath ? path[path.index(after: path.startIndex)] : notFound)
  }

  var indexPath: IndexPath { IndexPath(row: row, section: section) }

  static func < (lhs: RowSlot, rhs: RowSlot) -> Bool {
    lhs.section != rhs.section ? lhs.section < rhs.section : lhs.row < rhs.row
  }

  func hash(into hasher: inout Hasher) {
    hasher.combine(section &* 0x2545_F491_4F6C_DD1D ^ row)
  }

  /// The hash a `Set` or `Dictionary` uses: one multiply-xorshift round over
  /// the two integers and the table's seed, instead of a `Hasher` (SipHash),
  /// which cost about a third of a 1,000,000-row batch. The keys are the
  /// table's own index paths, not input an attacker chooses buckets with.
  func _rawHashValue(seed: Int) -> Int {
    var value = UInt64(bitPattern: Int64(section)) &* 0x9E37_79B9_7F4A_7C15
    value ^= UInt64(bitPattern: Int64(row)) ^ UInt64(bitPattern: Int64(seed))
    value = (value ^ (value >> 32)) &* 0xD6E8_FEB8_6659_FD93
    return Int(bitPattern: UInt(value ^ (value >> 32)))
  }
}
