extension SectionedChangeset.Path {
  /// Hashes the section and the row, mixed into one integer.
  ///
  /// Equal paths have equal sections and rows, so they feed the hasher the
  /// same integer, as `==` requires. `Set` and `Dictionary` use
  /// `_rawHashValue(seed:)` instead; this is what a `Hasher` combining a
  /// path (for example, inside another value's hash) sees.
  ///
  /// - Parameter hasher: The hasher to feed.
  ///
  /// - Complexity: O(1).
  public func hash(into hasher: inout Hasher) {
    hasher.combine(section &* 0x2545_F491_4F6C_DD1D ^ row)
  }

  /// The hash a `Set` or `Dictionary` of paths uses: one multiply-xorshift
  /// round over the section, the row and the collection's seed.
  ///
  /// This is not SipHash (what `Hasher` runs), on purpose: SipHash resists
  /// keys chosen to collide, but the keys here are a table's own row
  /// positions, small integers the table picks, not input an attacker
  /// chooses buckets with. Hashing them through a `Hasher` cost about a
  /// third of a 1,000,000-row batch in the host's batch checks. The hash
  /// reads only `section` and `row`, the fields `==` compares, so equal
  /// paths hash alike.
  ///
  /// - Parameter seed: The collection's per-instance seed.
  /// - Returns: The path's hash for that seed.
  ///
  /// - Complexity: O(1).
  public func _rawHashValue(seed: Int) -> Int {
    var value = UInt64(bitPattern: Int64(section)) &* 0x9E37_79B9_7F4A_7C15
    value ^= UInt64(bitPattern: Int64(row)) ^ UInt64(bitPattern: Int64(seed))
    value = (value ^ (value >> 32)) &* 0xD6E8_FEB8_6659_FD93
    return Int(bitPattern: UInt(value ^ (value >> 32)))
  }
}
