/// A keyed hash of an all-ASCII `String`'s UTF-8 bytes, for
/// ``IdentityTable``: a few folded multiplies per 16 bytes instead of
/// SipHash-1-3 through a `Hasher`.
///
/// Why it is consistent with `String`'s `==`: two all-ASCII strings are
/// equal exactly when their bytes are (ASCII is already in normal form, and
/// canonical equivalence never makes two different ASCII strings equal). A
/// string that is not all ASCII may still equal an ASCII one (`"\u{212A}"`,
/// the Kelvin sign, equals `"K"`), so such a string gets no hash here
/// (`nil`), and the table that meets one rehashes everything it holds with
/// `hashValue` and stops using this hash (see
/// `IdentityTable.useStandardHashing()`). While the table uses it, every
/// identity it holds is all ASCII, so equal identities have equal hashes.
///
/// Measured (release, paired against SipHash through `hashValue`, thread
/// CPU time, median of 9 runs over 3 rounds): `pub100k/String` 0.640x,
/// `move1-10k/String` 0.637x, `sect100x1k/String` 0.851x.
/// `-DCELLAR_NO_ASCII_HASH` turns it off (every `String` identity is then
/// hashed by `hashValue`); the article *Row identity and fast paths* gives
/// the figures with and without it.
///
/// Why it cannot be flooded: the three keys come from the process's random
/// hashing seed (the one `Hasher` uses), so which strings collide differs
/// from one process to the next and cannot be chosen in advance; every
/// 8-byte word is mixed with a key before it is multiplied.
///
/// - Warning: Reads the string's bytes through the pointer that
///   `withContiguousStorageIfAvailable` lends, only inside that closure and
///   only at offsets below its count (every load is 8 bytes at an offset at
///   most `count - 8`, or 4 at most `count - 4`, or single bytes).
@usableFromInline
struct ASCIIStringHash: Sendable {
  /// Keys derived from the process's random hashing seed.
  @usableFromInline let key0: UInt64
  @usableFromInline let key1: UInt64
  @usableFromInline let key2: UInt64
  #if DEBUG || CELLAR_FUZZ
    /// The bits of each hash kept: all of them, except under the test hook
    /// ``IdentityHashCollisionsForTesting``. Only debug and fuzzing builds
    /// have it, so that a release build's hash has no mask to apply.
    @usableFromInline let keptBits: UInt64
  #endif

  /// Makes the keys from `seed` (the per-process ``identityHashSalt``).
  @inlinable
  init(seed: UInt) {
    #if DEBUG || CELLAR_FUZZ
      keptBits = IdentityHashCollisionsForTesting.keptASCIIHashBits()
    #endif
    var state = UInt64(seed)
    func next() -> UInt64 {  // SplitMix64 steps: three well-spread keys
      state &+= 0x9E37_79B9_7F4A_7C15
      var value = state
      value = (value ^ (value >> 30)) &* 0xBF58_476D_1CE4_E5B9
      value = (value ^ (value >> 27)) &* 0x94D0_49BB_1331_11EB
      return value ^ (value >> 31)
    }
    key0 = next()
    key1 = next()
    key2 = next()
  }

  /// The hash of `string`, or `nil` when it is not all ASCII or its UTF-8
  /// bytes are not stored contiguously.
  @inlinable
  func hash(_ string: String) -> Int? {
    let hash = string.utf8.withContiguousStorageIfAvailable { bytes in
      self.hash(UnsafeRawBufferPointer(bytes))
    }
    return hash ?? nil
  }

  /// The hash of `bytes`, or `nil` when one of them is not ASCII.
  @inlinable
  func hash(_ bytes: UnsafeRawBufferPointer) -> Int? {
    let count = bytes.count
    var state = key0 ^ UInt64(truncatingIfNeeded: count)
    var seen: UInt64 = 0
    if count > 16 {
      var offset = 0
      while offset + 16 < count {
        let first = load(bytes, offset)
        let second = load(bytes, offset + 8)
        seen |= first | second
        state = Self.fold(first ^ key1, second ^ state)
        offset += 16
      }
      let first = load(bytes, count - 16)  // the last 16 bytes, maybe overlapping
      let second = load(bytes, count - 8)
      seen |= first | second
      state = Self.fold(first ^ key2, second ^ state)
    } else if count >= 8 {
      let first = load(bytes, 0)
      let second = load(bytes, count - 8)
      seen = first | second
      state = Self.fold(first ^ key1, second ^ state)
    } else if count >= 4 {
      let first = UInt64(bytes.loadUnaligned(fromByteOffset: 0, as: UInt32.self))
      let second = UInt64(bytes.loadUnaligned(fromByteOffset: count - 4, as: UInt32.self))
      seen = first | second
      state = Self.fold(first ^ key1, second ^ state)
    } else if count > 0 {
      let packed =
        UInt64(bytes[0]) << 16 | UInt64(bytes[count / 2]) << 8 | UInt64(bytes[count - 1])
      seen = packed
      state = Self.fold(packed ^ key1, state)
    }
    guard seen & 0x8080_8080_8080_8080 == 0 else { return nil }
    let hash = Self.fold(state ^ key2, key1 ^ UInt64(truncatingIfNeeded: count))
    #if DEBUG || CELLAR_FUZZ
      return Int(truncatingIfNeeded: hash & keptBits)
    #else
      return Int(truncatingIfNeeded: hash)
    #endif
  }

  /// The 8 bytes at `offset`, little-endian whatever the platform.
  @inlinable
  func load(_ bytes: UnsafeRawBufferPointer, _ offset: Int) -> UInt64 {
    UInt64(littleEndian: bytes.loadUnaligned(fromByteOffset: offset, as: UInt64.self))
  }

  /// The high and low halves of the full product, xored: every bit of
  /// either factor reaches many bits of the result.
  @inlinable
  static func fold(_ lhs: UInt64, _ rhs: UInt64) -> UInt64 {
    let product = lhs.multipliedFullWidth(by: rhs)
    return product.high ^ product.low
  }
}

/// A test hook that makes different `String` identities share hashes
/// often, so that tests reach the paths that rare collisions take (a lookup
/// that deferred comparing identities, and met two with one hash): within
/// ``withFewHashBits(_:_:)``, every ``ASCIIStringHash`` made keeps only the
/// low bits of its hashes. Debug and fuzzing (`CELLAR_FUZZ`) builds only:
/// elsewhere the hook changes nothing, and ``isAvailable`` is `false`.
@usableFromInline
package enum IdentityHashCollisionsForTesting {
  /// Whether this build honours the hook (debug and fuzzing builds).
  package static var isAvailable: Bool {
    #if DEBUG || CELLAR_FUZZ
      true
    #else
      false
    #endif
  }

  /// The number of low bits kept, where set. (A `TaskLocal` made
  /// directly, not through the property wrapper: older SDKs make the
  /// wrapper a mutable static, which strict concurrency refuses.)
  static let bits = TaskLocal<Int?>(wrappedValue: nil)

  /// Runs `body` with every ASCII hash made inside it cut to its low
  /// `bits` bits (0 makes every string's hash 0).
  package static func withFewHashBits<Result>(_ bits: Int, _ body: () throws -> Result) rethrows
    -> Result
  {
    try Self.bits.withValue(bits, operation: body)
  }

  /// The mask of the bits an ASCII hash keeps: all of them, or those the
  /// hook sets.
  @usableFromInline
  package static func keptASCIIHashBits() -> UInt64 {
    guard let bits = bits.get() else { return .max }
    return bits >= 64 ? .max : (1 << UInt64(max(bits, 0))) &- 1
  }
}
