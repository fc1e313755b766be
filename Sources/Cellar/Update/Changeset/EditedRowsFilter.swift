/// What a differ may skip reading when the target rows are the source rows
/// less some removed plus some added (a snapshot applied to the sections
/// it was made of, ``SnapshotRowEdits``), and no identity repeats on either
/// side.
///
/// Two different rows, one of each side, can then have one identity only
/// when the source row was removed and the target row added: a source row
/// still in the target has another identity than every other target row,
/// and a target row that is a source row has another identity than every
/// other source row.
struct EditedRowsFilter {
  private let removed: RowAddressFilter
  private let added: RowAddressFilter

  /// A filter of the rows `edits` names.
  ///
  /// - Complexity: O(*r* + *a*) for the *r* rows removed and *a* added.
  init(_ edits: SnapshotRowEdits) {
    removed = RowAddressFilter(edits.removed)
    added = RowAddressFilter(edits.added)
  }

  /// Whether the source row at `source` and the different target row at
  /// `target` may have one identity (about one pair in a hundred that
  /// cannot is answered "maybe" too, never one that can "no").
  @inline(__always)
  func mayMatch(source: UInt, target: UInt) -> Bool {
    removed.mayContain(source) && added.mayContain(target)
  }
}

/// Row storages, as a bitmap of their addresses' hashes: whether a row may
/// be one of them, answered from its address alone, without reading it.
/// "Maybe" is wrong for about one row in ten that is none of them (eight
/// bits a storage), "no" never for one of them.
struct RowAddressFilter {
  /// One bit a hash value.
  private var bits: [UInt64]
  /// How far a 64-bit hash is shifted to leave the bits' index.
  private let shift: Int

  /// A filter of `storages`.
  ///
  /// - Complexity: O(*n*) for *n* storages; 8 *n* bits (at least 4,096, at
  ///   most 2²⁶).
  init(_ storages: [ObjectIdentifier]) {
    var exponent = 12
    while exponent < 26 && 1 << exponent < 8 * storages.count { exponent += 1 }
    bits = [UInt64](repeating: 0, count: 1 << (exponent - 6))
    shift = 64 - exponent
    for storage in storages {
      let index = Self.index(of: UInt(bitPattern: storage), shift: shift)
      bits[index >> 6] |= 1 << UInt64(index & 63)
    }
  }

  /// Whether the storage at `address` may be one of the filter's.
  @inline(__always)
  func mayContain(_ address: UInt) -> Bool {
    let index = Self.index(of: address, shift: shift)
    return bits[index >> 6] & (1 << UInt64(index & 63)) != 0
  }

  /// The bit of `address`: the top bits of its Fibonacci hash.
  @inline(__always)
  private static func index(of address: UInt, shift: Int) -> Int {
    Int(truncatingIfNeeded: (UInt64(address) &* 0x9E37_79B9_7F4A_7C15) >> UInt64(shift))
  }
}
