/// Dense integer codes for identities: an open-addressing hash table
/// (linear probing, power-of-two capacity, at most half full) that maps each
/// distinct identity to `0, 1, 2, ...` in the order first seen, with a count
/// of occurrences per code for each of up to three regions.
///
/// Hashing each identity once and then working on integer codes is what keeps
/// the differ's matching cheap: the algorithms compare and index `Int`s. The
/// capacity is fixed up front (the number of identities that will be added at
/// most), so no insertion ever reallocates; call ``deallocate()`` when done.
@usableFromInline
struct IdentityTable<ID: Hashable> {
  /// The identity of each code.
  @usableFromInline let ids: UnsafeMutablePointer<ID>
  @usableFromInline let hashes: UnsafeMutablePointer<Int>
  /// Slot → code + 1, 0 when empty.
  @usableFromInline let slots: UnsafeMutablePointer<Int32>
  @usableFromInline let mask: Int
  /// Per code, occurrences in three regions the caller chooses.
  @usableFromInline let first: UnsafeMutablePointer<Int32>
  @usableFromInline let second: UnsafeMutablePointer<Int32>
  @usableFromInline let third: UnsafeMutablePointer<Int32>
  /// The number of distinct identities so far.
  @usableFromInline private(set) var count = 0
  @usableFromInline let capacity: Int
  /// ``identityHashSalt``, read once.
  @usableFromInline let salt: UInt

  /// Creates a table for at most `capacity` distinct identities.
  @inlinable
  init(capacity: Int) {
    var size = 16
    while size < 2 * capacity { size <<= 1 }
    self.capacity = max(capacity, 1)
    salt = identityHashSalt
    slots = .allocate(capacity: size)
    slots.initialize(repeating: 0, count: size)
    mask = size - 1
    ids = .allocate(capacity: self.capacity)
    hashes = .allocate(capacity: self.capacity)
    first = .allocate(capacity: self.capacity)
    second = .allocate(capacity: self.capacity)
    third = .allocate(capacity: self.capacity)
  }

  /// Frees the table's memory; the table must not be used afterwards.
  @inlinable
  func deallocate() {
    ids.deinitialize(count: count)
    ids.deallocate()
    hashes.deallocate()
    slots.deallocate()
    first.deallocate()
    second.deallocate()
    third.deallocate()
  }

  /// The hash of an identity. Integer identities (the most common kind) get
  /// a multiplicative hash salted per process instead of SipHash: a third of
  /// the cost of hashing, and the branch folds away in specialized code.
  /// Identities that carry their own hash (``HashedIdentity``) are mixed the
  /// same way, without hashing them again.
  @inlinable
  func hash(_ id: ID) -> Int {
    if ID.self == Int.self {
      return mix(unsafeBitCast(id, to: Int.self))
    }
    if let hashedType = ID.self as? any HashedIdentity.Type {
      return mix(Self.identityHash(of: id, as: hashedType))
    }
    return id.hashValue
  }

  /// The ``HashedIdentity/identityHash`` of `id`, whose type is `type`: read
  /// in place, without boxing `id` in an existential (which allocates for
  /// identities wider than three words).
  @inlinable
  static func identityHash<Hashed: HashedIdentity>(of id: ID, as type: Hashed.Type) -> Int {
    withUnsafePointer(to: id) {
      UnsafeRawPointer($0).assumingMemoryBound(to: Hashed.self).pointee.identityHash
    }
  }

  @inlinable
  func mix(_ value: Int) -> Int {
    let mixed = (UInt(bitPattern: value) ^ salt) &* 0x9E37_79B9_7F4A_7C15
    return Int(bitPattern: mixed ^ (mixed >> 29))
  }

  /// The code of `id`, assigning the next one (with zero counts) if it is new.
  @inlinable
  mutating func code(for id: ID) -> Int {
    let hash = hash(id)
    var slot = hash & mask
    while true {
      let stored = Int(slots[slot])
      if stored == 0 { break }
      let code = stored - 1
      if hashes[code] == hash && ids[code] == id { return code }
      slot = (slot + 1) & mask
    }
    precondition(count < capacity, "IdentityTable: more identities than its capacity")
    let code = count
    (ids + code).initialize(to: id)
    hashes[code] = hash
    first[code] = 0
    second[code] = 0
    third[code] = 0
    slots[slot] = Int32(truncatingIfNeeded: code + 1)
    count += 1
    return code
  }
}

/// A per-process random salt for ``IdentityTable``'s integer hash, so inputs
/// cannot be crafted to collide.
@usableFromInline
let identityHashSalt: UInt = UInt(bitPattern: 0x0CE1_1A2.hashValue)
