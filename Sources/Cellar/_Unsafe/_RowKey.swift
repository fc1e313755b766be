/// A row's identity as the differ sees it, in three words read once from
/// the row when the key is made, so that hashing and comparing keys reads no
/// row unless the identities are not integers.
///
/// An integer identity (an exact ``AnyRowStorage/identityWord``) is kept
/// with the row's storage class; any other with the row's storage, which
/// ``==`` asks when two hashes match.
///
/// Not `Sendable`, and never reported: the rules give the differ only the
/// key's ``kind`` for a repeated identity (``SectionedRowRules/reported(_:)``
/// must return a `Sendable` value, which a key is not), so no key reaches a
/// public ``SectionedChangeset``. The background diff uses ``SendableRowKey``.
///
/// - Warning: Unless built with `-DCELLAR_NO_UNMANAGED_KEYS`, a key holds
///   its storage (or its storage class, tagged in the low bits of the class
///   pointer) unretained, so that the hundreds of thousands of keys of a big
///   diff cost no reference counting: a key must never outlive the rows it
///   was made from. Make keys inside ``withRowReferences(_:_:_:)``, or from
///   sections the caller keeps alive for as long as the keys.
struct RowKey: HashedIdentity {
  /// The row's identity hash (see ``RowIdentityBits/identityHash``), mixed
  /// with its position for positional identities.
  let identityHash: Int
  /// The row's exact identity word, or its position for positional
  /// identities (both exact); 0 for other identities.
  let word: Int
  /// The storage class (exact identities) or the storage (others).
  private let owner: Owner

  /// Makes the key of a row, given as the differ holds it, at a position
  /// (which only positional identities use).
  ///
  /// The only way to make a key: a ``RowReference`` exists only inside
  /// ``withRowReferences(_:_:_:)``'s closure, so a key is made where its
  /// row is kept alive.
  @inline(__always)
  init(_ reference: RowReference, section: Int, row: Int) {
    self = withStorage(of: reference) { RowKey(storage: $0, section: section, row: row) }
  }

  /// Makes the key of `storage` at a position (see ``init(_:section:row:)``).
  @inline(__always)
  private init(storage: AnyRowStorage, section: Int, row: Int) {
    let bits = storage.identityBits
    let storageClass = type(of: storage)
    switch bits.kind {
    case .positional:
      let position = packedPosition(section: section, row: row)
      identityHash = bits.positionalHash(position: position)
      word = position
      owner = Owner(exactClass: storageClass, anyClass: false)
    case .explicit where bits.hasExactWord:
      identityHash = bits.identityHash
      word = storage.identityWord
      owner = Owner(exactClass: storageClass, anyClass: true)
    default:
      identityHash = bits.identityHash
      word = bits.hasExactWord ? storage.identityWord : 0
      owner = bits.hasExactWord ? Owner(exactClass: storageClass, anyClass: false) : Owner(storage)
    }
  }

  /// The identity's kind.
  var kind: IdentityKind { RowIdentityBits.kind(ofIdentityHash: identityHash) }

  func hash(into hasher: inout Hasher) {
    hasher.combine(identityHash)
  }

  @inline(__always)
  static func == (lhs: RowKey, rhs: RowKey) -> Bool {
    // Different hashes (or kinds) are different identities; exact words of
    // the same class decide at once; anything else is asked.
    if lhs.identityHash != rhs.identityHash { return false }
    if lhs.owner.isSameExactClass(as: rhs.owner) { return lhs.word == rhs.word }
    return differentClasses(lhs, rhs)
  }

  /// Whether two keys with equal hashes that are not exact keys of the
  /// same class are the same identity.
  @inline(never)
  private static func differentClasses(_ lhs: RowKey, _ rhs: RowKey) -> Bool {
    switch (lhs.owner.exactClass, rhs.owner.exactClass) {
    case (let left?, let right?):
      // Integer identities of two classes: the same kind (the hashes are
      // equal), the same model type (or cell type, for positions), the same word.
      let anyClass = lhs.owner.isAnyClass && rhs.owner.isAnyClass
      return lhs.word == rhs.word && (anyClass || left.identityType == right.identityType)
    case (nil, nil):
      return lhs.owner.withStorage { left in
        rhs.owner.withStorage { right in
          left.isSameIdentity(right, position: 0, otherPosition: 0)
        }
      }
    default:
      // Only an explicit `Int` id meets an explicit id of another type
      // that may equal it (`AnyHashable` finds `5 == UInt8(5)`); integer
      // ids and models of one type are all exact or none.
      let (exact, other) = lhs.owner.exactClass != nil ? (lhs, rhs) : (rhs, lhs)
      guard exact.kind == .explicit else { return false }
      return other.owner.withStorage { $0.identityValue == AnyHashable(exact.word) }
    }
  }
}

#if CELLAR_NO_UNMANAGED_KEYS
  extension RowKey {
    /// What a key holds of its row, retained.
    fileprivate enum Owner {
      /// An exact identity's storage class; `anyClass` for an explicit `Int`
      /// id, whose class does not matter.
      case exact(AnyRowStorage.Type, anyClass: Bool)
      /// Any other identity's storage.
      case storage(AnyRowStorage)

      init(exactClass: AnyRowStorage.Type, anyClass: Bool) {
        self = .exact(exactClass, anyClass: anyClass)
      }

      init(_ storage: AnyRowStorage) { self = .storage(storage) }

      var exactClass: AnyRowStorage.Type? {
        if case .exact(let type, _) = self { return type }
        return nil
      }

      var isAnyClass: Bool {
        if case .exact(_, let anyClass) = self { return anyClass }
        return false
      }

      func isSameExactClass(as other: Owner) -> Bool {
        guard case .exact(let left, let leftAny) = self,
          case .exact(let right, let rightAny) = other
        else { return false }
        return left == right && leftAny == rightAny
      }

      func withStorage<Result>(_ body: (AnyRowStorage) -> Result) -> Result {
        switch self {
        case .storage(let storage): body(storage)
        case .exact: preconditionFailure("an exact key holds no storage")
        }
      }
    }
  }
#else
  extension RowKey {
    /// What a key holds of its row, in one word and unretained: for an
    /// exact identity, the storage class with ``exactBit`` (and
    /// ``anyClassBit`` for an explicit `Int` id, whose class does not
    /// matter) in its low bits; else the storage's address. Classes and
    /// heap objects are at least 8-aligned, so the low 3 bits are free.
    fileprivate struct Owner {
      private let tagged: UInt

      private static let exactBit: UInt = 1
      private static let anyClassBit: UInt = 2
      private static let tagMask: UInt = 7

      init(exactClass: AnyRowStorage.Type, anyClass: Bool) {
        let classBits = UInt(bitPattern: ObjectIdentifier(exactClass))
        tagged = classBits | Self.exactBit | (anyClass ? Self.anyClassBit : 0)
      }

      init(_ storage: AnyRowStorage) {
        tagged = UInt(bitPattern: Unmanaged.passUnretained(storage).toOpaque())
      }

      private var isExact: Bool { tagged & Self.exactBit != 0 }

      var exactClass: AnyRowStorage.Type? {
        isExact ? unsafeBitCast(tagged & ~Self.tagMask, to: AnyRowStorage.Type.self) : nil
      }

      var isAnyClass: Bool { tagged & Self.anyClassBit != 0 }

      @inline(__always)
      func isSameExactClass(as other: Owner) -> Bool { tagged == other.tagged && isExact }

      func withStorage<Result>(_ body: (AnyRowStorage) -> Result) -> Result {
        precondition(!isExact, "an exact key holds no storage")
        return unsafeBitCast(tagged, to: Unmanaged<AnyRowStorage>.self)
          ._withUnsafeGuaranteedRef(body)
      }
    }
  }
#endif
