/// A keyed hash of Foundation's `UUID` identities, for ``IdentityTable``: two
/// folded multiplies of its two 8-byte words instead of SipHash-1-3 through a
/// `Hasher`, which `UUID`'s `hashValue` costs (about 900 instructions an
/// identity, as much as the rest of a short diff of 10,000 rows).
///
/// CellarDiff does not import Foundation, so `UUID` is recognised by its
/// name (`Foundation.UUID`, or `FoundationEssentials.UUID` where Foundation
/// is built on it) and its layout: 16 bytes with no padding, copied bit by
/// bit. Two `UUID`s are equal exactly when their 16 bytes are, so equal
/// identities hash alike. A type that is not recognised (a `UUID` renamed
/// by a later Foundation, say) is hashed by `hashValue`, as before: slower,
/// never wrong. `UUIDHashTests` checks that `UUID` is recognised.
/// `-DCELLAR_NO_UUID_HASH` turns it off (every `UUID` is then hashed by
/// `hashValue`); the article *Row identity and fast paths* gives the figures
/// with and without it.
///
/// Why it cannot be flooded: the three keys come from the process's random
/// hashing seed, as ``ASCIIStringHash``'s do, and each word is mixed with a
/// key before it is multiplied.
///
/// - Warning: Reads the identity's 16 bytes through `withUnsafeBytes(of:)`,
///   inside that closure only; ``init(for:seed:)`` makes a hash only for a
///   type whose size and stride are 16 and which is plain old data, so the
///   reads stay within the value and see no padding.
@usableFromInline
struct UUIDHash: Sendable {
  /// Keys derived from the process's random hashing seed (the string
  /// hash's, whose `fold` this hash shares).
  @usableFromInline let keys: ASCIIStringHash

  /// The type names `UUID` has had.
  @usableFromInline static let names: Set<String> = [
    "Foundation.UUID", "FoundationEssentials.UUID",
  ]

  /// A hash for identities of type `ID` when `ID` is Foundation's `UUID`,
  /// else `nil`; `seed` is the per-process ``identityHashSalt``.
  @inlinable
  init?<ID>(for _: ID.Type, seed: UInt) {
    guard MemoryLayout<ID>.size == 16, MemoryLayout<ID>.stride == 16, _isPOD(ID.self),
      Self.names.contains(_typeName(ID.self, qualified: true))
    else { return nil }
    keys = ASCIIStringHash(seed: seed)
  }

  /// The hash of `id`, a `UUID`.
  @inlinable @inline(__always)
  func hash<ID>(_ id: ID) -> Int {
    withUnsafeBytes(of: id) { bytes in
      let first = UInt64(littleEndian: bytes.loadUnaligned(fromByteOffset: 0, as: UInt64.self))
      let second = UInt64(littleEndian: bytes.loadUnaligned(fromByteOffset: 8, as: UInt64.self))
      let mixed = ASCIIStringHash.fold(first ^ keys.key0, second ^ keys.key1)
      return Int(truncatingIfNeeded: ASCIIStringHash.fold(mixed ^ keys.key2, keys.key1 ^ 16))
    }
  }
}
