import Foundation

/// Which codes name values of the same bytes in two tables of codes (a
/// snapshot's and the one shown, usually one copied from the other), so
/// the same values (``isSameValue(_:_:)``'s first test), found a block of
/// codes at a time, on first need: one `memcmp` a block, where asking
/// each code costs two copies of a generic value and a comparison.
///
/// - Warning: Equal bytes are the same value only while both tables hold
///   their values (a reference's bytes then name one live object): the
///   instance keeps both tables. Padding, unused payload bytes and
///   storages made apart only make equal values compare unequal (a new
///   row, never a wrong one). The comparison reads the tables' buffers
///   through ``IdentityCodes/withIDs(_:)``, inside its closure only.
struct SameBytesByCode<ID: Hashable> {
  private let mine: IdentityCodes<ID>
  private let theirs: IdentityCodes<ID>
  /// Per block of codes: 0 not compared yet, 1 the same bytes, 2 not.
  private var blocks: [UInt8]
  private let shared: Int
  private static var blockShift: Int { 10 }

  init(_ mine: IdentityCodes<ID>, _ theirs: IdentityCodes<ID>) {
    self.mine = mine
    self.theirs = theirs
    shared = min(mine.count, theirs.count)
    blocks = [UInt8](repeating: 0, count: (shared >> Self.blockShift) + 1)
  }

  /// Whether `code` names values of the same bytes in both tables (`false`
  /// for a code one of them does not have; `false` may also be said of
  /// the same values).
  ///
  /// - Complexity: O(1), after the first code asked in its block of 1,024
  ///   codes, which compares the block (1,024 values' bytes) once for the
  ///   instance.
  @inline(__always)
  mutating func contains(_ code: Int) -> Bool {
    guard code >= 0, code < shared else { return false }
    let block = code >> Self.blockShift
    if blocks[block] == 0 {
      let start = block << Self.blockShift
      let end = min(start + (1 << Self.blockShift), shared)
      blocks[block] = Self.sameBytes(mine, theirs, start..<end) ? 1 : 2
    }
    return blocks[block] == 1
  }

  private static func sameBytes(
    _ mine: IdentityCodes<ID>, _ theirs: IdentityCodes<ID>, _ codes: Range<Int>
  ) -> Bool {
    mine.withIDs { left in
      theirs.withIDs { right in
        guard let left = left.baseAddress, let right = right.baseAddress else { return false }
        if left == right { return true }
        let stride = MemoryLayout<ID>.stride
        return memcmp(
          left + codes.lowerBound, right + codes.lowerBound, codes.count * stride) == 0
      }
    }
  }
}
