/// A row's identity hash and the facts a diff needs about the row, packed
/// in one word so that keying a row reads one field.
///
/// The word's layout is private to this type: bits 0 and 1 hold the
/// ``IdentityKind``, bit 2 whether the row's identity word is exact, bit 3
/// whether the model's bytes may be compared, bits 4 to 15 the model's size
/// and bits 16 to 23 its offset in the storage (for that comparison), bit 24
/// whether the row has ``RowExtras``, and the bits from 25 up the identity
/// hash. ``identityHash`` (kind and hash) depends on the identity only.
struct RowIdentityBits: Equatable {
  /// The packed word.
  private var word: Int

  private static let kindMask = 0b11
  private static let exactWordBit = 1 << 2
  private static let modelBytesBit = 1 << 3
  private static let sizeShift = 4
  private static let sizeLimit = 1 << 12
  private static let offsetShift = 16
  private static let offsetLimit = 1 << 8
  private static let extrasBit = 1 << 24
  private static let hashShift = 25

  /// The bits of a storage not yet hashed: an explicit identity, hash 0.
  init() { word = 0 }

  /// Packs a row's identity and flags.
  ///
  /// - Parameters:
  ///   - kind: Where the identity comes from.
  ///   - hash: The identity's hash; its low bits are dropped.
  ///   - hasExactWord: Whether the row's identity word is exact.
  ///   - modelBytes: Where the model's bytes are in the storage, when they
  ///     may be compared; dropped when they do not fit (see
  ///     ``canRecordModelBytes(offset:size:)``).
  ///   - hasExtras: Whether the row has ``RowExtras``.
  init(
    kind: IdentityKind, hash: Int, hasExactWord: Bool,
    modelBytes: (offset: Int, size: Int)?, hasExtras: Bool
  ) {
    word = hash << Self.hashShift | Int(kind.rawValue)
    if hasExactWord { word |= Self.exactWordBit }
    if let modelBytes, Self.canRecordModelBytes(offset: modelBytes.offset, size: modelBytes.size) {
      word |=
        Self.modelBytesBit | modelBytes.size << Self.sizeShift
        | modelBytes.offset << Self.offsetShift
    }
    if hasExtras { word |= Self.extrasBit }
  }

  /// Whether a model's place in its storage fits the word.
  static func canRecordModelBytes(offset: Int, size: Int) -> Bool {
    (0..<offsetLimit).contains(offset) && (0..<sizeLimit).contains(size)
  }

  /// Where the row's identity comes from.
  var kind: IdentityKind {
    IdentityKind(rawValue: UInt8(word & Self.kindMask)) ?? .positional
  }

  /// The identity's kind and hash, without the flags: equal for equal
  /// identities; its low bits are the kind (see ``kind(ofIdentityHash:)``).
  var identityHash: Int { word & ~((1 << Self.hashShift) - 1) | word & Self.kindMask }

  /// The kind of identity an ``identityHash`` (or a hash mixed from one by
  /// ``positionalHash(section:row:)``) stands for.
  static func kind(ofIdentityHash hash: Int) -> IdentityKind {
    IdentityKind(rawValue: UInt8(hash & kindMask)) ?? .positional
  }

  /// The identity hash of a positional identity at a position: the kind's
  /// bits are kept, so ``kind(ofIdentityHash:)`` still reads it.
  func positionalHash(position: Int) -> Int {
    identityHash ^ (position &* 0x2545_F491_4F6C_DD1D & ~Self.kindMask)
  }

  /// Whether the row's identity word is exact (an integer identity).
  var hasExactWord: Bool { word & Self.exactWordBit != 0 }

  /// Whether the identity is an exact word and not a position: the same
  /// wherever the row is, and equal to itself (two bit tests, no enum).
  @inline(__always)
  var isExactAnywhere: Bool {
    word & (Self.exactWordBit | Self.kindMask)
      != Self.exactWordBit | Int(IdentityKind.positional.rawValue)
      && word & Self.exactWordBit != 0
  }

  /// Where the model's bytes are in the storage and how many, when models
  /// with the same bytes count as equal; `nil` otherwise.
  var modelBytes: (offset: Int, size: Int)? {
    guard word & Self.modelBytesBit != 0 else { return nil }
    return (
      word >> Self.offsetShift & (Self.offsetLimit - 1),
      word >> Self.sizeShift & (Self.sizeLimit - 1)
    )
  }

  /// Whether the row has ``RowExtras`` (editing handlers among them).
  var hasExtras: Bool {
    get { word & Self.extrasBit != 0 }
    set { word = newValue ? word | Self.extrasBit : word & ~Self.extrasBit }
  }

  /// Whether neither of two rows has extras: such rows behave the same in
  /// editing without asking.
  static func neitherHasExtras(_ lhs: Self, _ rhs: Self) -> Bool {
    (lhs.word | rhs.word) & extrasBit == 0
  }
}

/// A row's place in the sections as one word, for positional identities.
func packedPosition(section: Int, row: Int) -> Int { section << 32 | row }
