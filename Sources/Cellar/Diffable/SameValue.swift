import Foundation

/// Whether two values are the same value, not only `==`: byte for byte, or
/// for strings the same UTF-8. `==` identifiers may differ in what their
/// `==` ignores (a model's content beside its id, a string's spelling); a
/// diffable data source shows the one applied, as `UIKit`'s does.
///
/// The same bytes are always the same value (a reference: the same
/// object). Copies usually have the same bytes, but need not: padding,
/// unused payload bytes of an enum or an existential's unused buffer may
/// differ, as may the storage of two values made apart with the same
/// contents (an array's; a string's, which the UTF-8 comparison then
/// settles). A value found different from an equal one costs a new row,
/// never a wrong one.
///
/// - Complexity: O(*b*) for a value of *b* inline bytes; O(*n*) for a
///   string of *n* UTF-8 bytes whose storage differs.
@inline(__always)
func isSameValue<Value>(_ lhs: Value, _ rhs: Value) -> Bool {
  let sameBytes = withUnsafeBytes(of: lhs) { left in
    withUnsafeBytes(of: rhs) { right in
      guard left.count == right.count else { return false }
      guard let leftBytes = left.baseAddress, let rightBytes = right.baseAddress else {
        return true
      }
      return memcmp(leftBytes, rightBytes, left.count) == 0
    }
  }
  if sameBytes { return true }
  if Value.self == String.self, let lhs = lhs as? String, let rhs = rhs as? String {
    return lhs.utf8.elementsEqual(rhs.utf8)
  }
  return false
}

/// Which codes name values of the same bytes in two tables of codes (a
/// snapshot's and the one shown, usually one copied from the other), so
/// the same values (``isSameValue(_:_:)``'s first test), found a block of
/// codes at a time, on first need: one `memcmp` a block, where asking
/// each code costs two copies of a generic value and a comparison.
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
  /// - Complexity: O(1) amortized: each block of 1,024 codes compared once.
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
