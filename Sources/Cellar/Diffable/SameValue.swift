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
