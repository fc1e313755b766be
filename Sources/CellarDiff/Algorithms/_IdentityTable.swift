/// Dense integer codes for identities: an open-addressing hash table
/// (linear probing, power-of-two capacity, at most half full) that maps each
/// distinct identity to `0, 1, 2, ...` in the order first seen, with
/// occurrence counts per code (`Occurrences`, a struct the caller names).
///
/// Hashing each identity once and then working on integer codes is what keeps
/// the differ's matching cheap: the algorithms compare and index `Int`s. The
/// capacity is fixed up front (the number of identities that will be added at
/// most), so no insertion ever reallocates.
///
/// How an identity is hashed is decided once, when the table is made
/// (``IdentityHashing``), not on every hash: a runtime conformance check per
/// hash cost more than the hash itself on `String` identities.
///
/// `-DCELLAR_SAFE_IDENTITY_TABLE` builds the same table on Swift arrays
/// instead of raw allocations, to measure what they save (the article *Row
/// identity and fast paths* gives the figures).
///
/// - Warning: The table owns raw allocations. It is `~Copyable`, so exactly
///   one value owns them and its `deinit` frees them; the pointers never
///   leave this file except through the scoped accessors below. Every code
///   passed in must be one the table returned (below ``count``): an
///   out-of-range code reads or writes outside the allocations.
@usableFromInline
struct IdentityTable<ID: Hashable, Occurrences: OccurrenceCounts>: ~Copyable {
  #if CELLAR_SAFE_IDENTITY_TABLE
    /// The identity of each code.
    @usableFromInline var ids: [ID]
    /// The hash of each code's identity, compared before `==`; not kept for
    /// `Int` identities, compared as cheaply as their hashes.
    @usableFromInline var hashes: [Int]
    /// Slot → code + 1, 0 when empty.
    @usableFromInline var slots: [Int32]
    /// The occurrence counts of each code.
    @usableFromInline var occurrences: [Occurrences]
  #else
    /// The identity of each code.
    @usableFromInline let ids: UnsafeMutablePointer<ID>
    /// The hash of each code's identity, compared before `==`; not kept for
    /// `Int` identities, compared as cheaply as their hashes (a single
    /// element is allocated).
    @usableFromInline let hashes: UnsafeMutablePointer<Int>
    /// Slot → code + 1, 0 when empty.
    @usableFromInline let slots: UnsafeMutablePointer<Int32>
    /// The occurrence counts of each code.
    @usableFromInline let occurrences: UnsafeMutablePointer<Occurrences>
  #endif
  /// The number of slots minus one (slots are a power of two).
  @usableFromInline let mask: Int
  /// The number of distinct identities so far.
  @usableFromInline private(set) var count = 0
  /// The most distinct identities the table holds.
  @usableFromInline let capacity: Int
  /// How identities are hashed, decided once for `ID` (and changed at most
  /// once, for `String` identities: see ``useStandardHashing()``).
  @usableFromInline var hashing: IdentityHashing<ID>

  /// Creates a table for at most `capacity` distinct identities.
  @inlinable
  init(capacity: Int) {
    var size = 16
    while size < 2 * capacity { size <<= 1 }
    self.capacity = max(capacity, 1)
    hashing = IdentityHashing()
    let keepsHashes = ID.self != Int.self && !hashing.carriesHash  // see `carriesHash`
    mask = size - 1
    #if CELLAR_SAFE_IDENTITY_TABLE
      slots = [Int32](repeating: 0, count: size)
      ids = []
      ids.reserveCapacity(self.capacity)
      hashes = []
      hashes.reserveCapacity(keepsHashes ? self.capacity : 0)
      occurrences = []
      occurrences.reserveCapacity(self.capacity)
    #else
      slots = .allocate(capacity: size)
      slots.initialize(repeating: 0, count: size)
      ids = .allocate(capacity: self.capacity)
      // Not kept for `Int` identities, nor for those that carry their hash
      // (see `carriesHash`): 8 bytes less per code, which measured ~1.6 MB
      // less heap per 100,000-element diff and fewer page faults.
      hashes = .allocate(capacity: keepsHashes ? self.capacity : 1)
      occurrences = .allocate(capacity: self.capacity)
    #endif
  }

  #if !CELLAR_SAFE_IDENTITY_TABLE
    @inlinable
    deinit {
      ids.deinitialize(count: count)
      ids.deallocate()
      hashes.deallocate()
      slots.deallocate()
      occurrences.deallocate()
    }
  #endif

  /// Whether `ID` carries its own hash, as ``IdentityHashing/carriesHash``
  /// says; always `false` for `Int`. The table keeps no ``hashes`` for
  /// such identities (nor for `Int`s): a stored identity's hash is in the
  /// identity, in the same cache line, so a second array would cost 8 bytes
  /// per code and one more random read per lookup. Lookups take it as an argument
  /// (`carried`), decided once per pass rather than per probe: a test of
  /// the stored flag in each probe cost 4 to 8% more instructions on
  /// `String` and `UUID` diffs, and a type test (`ID.self is any
  /// HashedIdentity.Type`) does not fold away.
  @inlinable
  var carriesHash: Bool { ID.self != Int.self && hashing.carriesHash }

  /// The identity that got `code`.
  @inlinable
  func id(ofCode code: Int) -> ID { ids[code] }

  /// Whether lookups can defer comparing identities to the caller
  /// (``forEachCode(in:identify:mostlyFound:deferringEquality:_:)``): for
  /// `String` identities, whose hashes (the keyed ``ASCIIStringHash`` or
  /// `hashValue`'s SipHash, both seeded per process) make two different
  /// identities with one hash a rare event that no input can cause on
  /// purpose. Not for other types: an identity's own `hash(into:)` may hash
  /// only part of what `==` compares.
  @inlinable
  static var canDeferEquality: Bool { ID.self == String.self }

  #if CELLAR_SAFE_IDENTITY_TABLE
    /// The occurrence counts of `code`, read and written in place.
    @inlinable
    subscript(occurrencesOf code: Int) -> Occurrences {
      get { occurrences[code] }
      _modify { yield &occurrences[code] }
    }
  #else
    /// The occurrence counts of `code`, read and written in place.
    @inlinable
    subscript(occurrencesOf code: Int) -> Occurrences {
      unsafeAddress { UnsafePointer(occurrences + code) }
      nonmutating unsafeMutableAddress { occurrences + code }
    }
  #endif

  /// The code of `id`, assigning the next one (with zero counts) if it is new.
  ///
  /// An identity not equal to itself (a NaN, an `==` that is always false or
  /// random) gets a new code each time it is met.
  @inlinable @inline(__always)
  mutating func code(for id: ID) -> Int {
    carriesHash
      ? code(for: id, hash: hash(id), carried: true)
      : code(for: id, hash: hash(id), carried: false)
  }

  /// The hash of `id` by ``hashing``: for a `UUID`, the keyed hash of its
  /// bytes; for a `String` identity, the keyed ASCII hash while every
  /// identity met is all ASCII (the first that is not makes the table
  /// rehash what it holds and use `hashValue` from then on).
  @inlinable @inline(__always)
  mutating func hash(_ id: ID) -> Int {
    if MemoryLayout<ID>.size == 16, let uuidHash = hashing.uuidHash { return uuidHash.hash(id) }
    if ID.self == String.self, let asciiHash = hashing.asciiHash {
      if let hash = asciiHash.hash(unsafeBitCast(id, to: String.self)) { return hash }
      useStandardHashing()
    }
    return hashing.hash(id)
  }

  /// Stops using the ASCII hash: every stored identity is hashed again with
  /// `hashValue` and its code placed again by that hash (no `==` is called,
  /// and every code stays what it was).
  @usableFromInline
  mutating func useStandardHashing() {
    hashing.asciiHash = nil
    #if CELLAR_SAFE_IDENTITY_TABLE
      for slot in slots.indices { slots[slot] = 0 }
    #else
      slots.update(repeating: 0, count: mask + 1)
    #endif
    for code in 0..<count {
      let hash = hashing.hash(ids[code])
      hashes[code] = hash
      var slot = hash & mask
      while slots[slot] != 0 { slot = (slot + 1) & mask }
      slots[slot] = Int32(truncatingIfNeeded: code + 1)
    }
  }

  /// The code of `id`, whose hash (by ``hashing``) is `hash`; `carried`
  /// is ``carriesHash``.
  @inlinable @inline(__always)
  mutating func code(for id: ID, hash: Int, carried: Bool) -> Int {
    let (slot, found) = probe(for: id, hash: hash, carried: carried)
    if let found { return found }
    #if CELLAR_SAFE_IDENTITY_TABLE
      return addCode(id, hash: hash, slot: slot, carried: carried)
    #else
      return addCode(hash: hash, slot: slot, carried: carried) { $0.initialize(to: id) }
    #endif
  }

  /// The code of the identity at `pending`, whose hash is `hash`; the
  /// identity is moved out of `pending` (into the table when it is new,
  /// else destroyed), so it is never copied. Not for identities that carry
  /// their hash.
  @inlinable @inline(__always)
  mutating func code(
    moving pending: UnsafeMutablePointer<ID>, hash: Int, hint: SlotHint = .none,
    matchingHashOnly: Bool = false
  ) -> Int {
    let (slot, found) = probe(
      for: pending.pointee, hash: hash, hint: hint, matchingHashOnly: matchingHashOnly)
    if let found {
      pending.deinitialize(count: 1)
      return found
    }
    #if CELLAR_SAFE_IDENTITY_TABLE
      return addCode(pending.move(), hash: hash, slot: slot, carried: false)
    #else
      return addCode(hash: hash, slot: slot, carried: false) {
        $0.moveInitialize(from: pending, count: 1)
      }
    #endif
  }

  /// The code of an identity equal to `id` (whose hash is `hash`), or the
  /// empty slot where a new code for it goes.
  ///
  /// `hint` is what an earlier pass read of the first slot: while that slot
  /// still holds the same code, the code's hash is taken from the hint
  /// instead of read again (a code's hash never changes once stored).
  ///
  /// `matchingHashOnly` finds the first code whose hash equals `hash`
  /// without comparing identities (see ``forEachCode(in:identify:mostlyFound:deferringEquality:_:)``).
  ///
  /// `carried` (``carriesHash``) compares stored identities by `==` alone,
  /// as `Int`s are: an identity that carries its hash compares it first
  /// (``HashedIdentity``), in the same cache line, and the table keeps no
  /// hashes for it.
  @inlinable @inline(__always)
  func probe(
    for id: ID, hash: Int, hint: SlotHint = .none, matchingHashOnly: Bool = false,
    carried: Bool = false
  ) -> (slot: Int, code: Int?) {
    var slot = hash & mask
    var stored = Int(slots[slot])
    var isHinted = stored == Int(hint.stored)
    while true {
      if stored == 0 { return (slot, nil) }
      let code = stored - 1
      if ID.self == Int.self || carried {
        if ids[code] == id { return (slot, code) }
      } else if (isHinted ? hint.hash : hashes[code]) == hash
        && (matchingHashOnly || ids[code] == id)
      {
        return (slot, code)
      }
      slot = (slot + 1) & mask
      stored = Int(slots[slot])
      isHinted = false
    }
  }

  #if CELLAR_SAFE_IDENTITY_TABLE
    /// Makes the next code, for `id`, in `slot`.
    @inlinable @inline(__always)
    mutating func addCode(_ id: ID, hash: Int, slot: Int, carried: Bool) -> Int {
      precondition(count < capacity, "IdentityTable: more identities than its capacity")
      let code = count
      ids.append(id)
      if ID.self != Int.self && !carried { hashes.append(hash) }
      occurrences.append(Occurrences())
      slots[slot] = Int32(truncatingIfNeeded: code + 1)
      count += 1
      return code
    }
  #else
    /// Makes the next code, in `slot`: `store` initializes its identity.
    @inlinable @inline(__always)
    mutating func addCode(
      hash: Int, slot: Int, carried: Bool, store: (_ identity: UnsafeMutablePointer<ID>) -> Void
    ) -> Int {
      precondition(count < capacity, "IdentityTable: more identities than its capacity")
      let code = count
      store(ids + code)
      if ID.self != Int.self && !carried { hashes[code] = hash }
      occurrences[code] = Occurrences()
      slots[slot] = Int32(truncatingIfNeeded: code + 1)
      count += 1
      return code
    }
  #endif

  /// The codes of the offsets in `range`, in order, as ``forEachCode(in:identify:_:)``
  /// finds them (calling `body` for each as it does).
  ///
  /// Written straight into the array's storage: no per-element capacity or
  /// uniqueness check, which an `append` per code costs on `Int` identities.
  @inlinable
  mutating func codes(
    in range: Range<Int>, identify: (_ offset: Int) -> ID, mostlyFound: Bool = false,
    deferringEquality: Bool = false,
    _ body: (_ offset: Int, _ code: Int, _ counts: inout Occurrences) -> Void
  ) -> [Int] {
    // No codes, no buffer: filling a new array of capacity 0 in place writes
    // its count into the shared empty-array storage, a data race with any
    // thread reading another empty array (the thread sanitizer saw it).
    if range.isEmpty { return [] }
    #if CELLAR_SAFE_IDENTITY_TABLE
      var codes: [Int] = []
      codes.reserveCapacity(range.count)
      forEachCode(
        in: range, identify: identify, mostlyFound: mostlyFound,
        deferringEquality: deferringEquality
      ) { offset, code, counts in
        codes.append(code)
        body(offset, code, &counts)
      }
      return codes
    #else
      return [Int](unsafeUninitializedCapacity: range.count) { buffer, initializedCount in
        let start = range.lowerBound
        forEachCode(
          in: range, identify: identify, mostlyFound: mostlyFound,
          deferringEquality: deferringEquality
        ) { offset, code, counts in
          buffer.initializeElement(at: offset - start, to: code)
          body(offset, code, &counts)
        }
        initializedCount = range.count
      }
    #endif
  }

  /// Calls `body` with the offset, code and occurrence counts of each
  /// offset in `range`, in order; `identify` reads the identity at an offset.
  /// `mostlyFound` says that most identities are already in the table (a
  /// pass that looks the other side's identities up).
  ///
  /// Identities that are costly to hash are read and hashed a block at a
  /// time before their block is looked up: a lookup's cache misses (a random
  /// slot, then the code's hash and identity) then overlap from one element
  /// to the next, instead of each waiting behind the next identity's
  /// hashing, and each identity is copied once (moved into the table, or
  /// destroyed when it is already there), not once per step. `Int`
  /// identities, `UUID`s and identities that carry their hash, hashed in a
  /// few instructions, go straight through.
  /// Measured on 100,000 UUID strings (release, 2 shared cores): blocks took
  /// `pub100k` from 106 to 74 ms and `shuf100k` from 160 to 108 ms (wall
  /// time, one run each, under load); moving instead of copying then took
  /// them from 36.3 to 32.7 and 56.5 to 51.4 ms (thread CPU time, median of
  /// 9), `sect100x1k` from 57.6 to 51.1 ms. Reading each lookup's first
  /// slot, and its code's hash, for the whole block before the lookups (a
  /// ``SlotHint`` each), in the passes where most identities are found,
  /// then made `sect100x1k/String` 0.84 of what it was, `pub100k/String`
  /// 0.83, `reverse100k/String` 0.93 and `shuf100k/String` 0.97 (thread CPU
  /// time; the median, over 7 rounds of the two builds in turn, of each
  /// round's ratio of best runs; load average about 1). Done in every pass,
  /// it cost more than it saved where most identities are new
  /// (`delall100k/String` 1.13, `same100k/String` 1.10).
  ///
  /// `deferringEquality` (honoured where ``canDeferEquality``) makes each
  /// lookup take the first code whose hash equals the identity's, without
  /// comparing the two identities: the caller must compare every identity
  /// it looked up this way with ``id(ofCode:)`` before it trusts the code,
  /// and look them up again without deferring if one differs (two
  /// identities with one hash). Comparing a `String` reads both strings'
  /// bytes; the stored one, met in a random order, is a cache miss that
  /// the caller can avoid where it reads the two strings anyway (a
  /// flat diff compares each matched pair's contents).
  ///
  /// Always inlined, with the lookups it makes, so that `identify` and
  /// `body` are inlined into the loop: left to the optimizer, the sectioned
  /// engine called them through closures once per row, and `table100k`'s
  /// row matching took 145.5 million instructions instead of 103.7
  /// (callgrind, two updates of 100,000 rows).
  @inlinable @inline(__always)
  mutating func forEachCode(
    in range: Range<Int>, identify: (_ offset: Int) -> ID, mostlyFound: Bool = false,
    deferringEquality: Bool = false,
    _ body: (_ offset: Int, _ code: Int, _ counts: inout Occurrences) -> Void
  ) {
    // Decided once for the pass, so that each lookup's probe is specialized.
    if carriesHash {
      for offset in range {
        let id = identify(offset)
        let code = code(for: id, hash: hash(id), carried: true)
        body(offset, code, &occurrences[code])
      }
      return
    }
    if ID.self == Int.self || hashing.uuidHash != nil {
      for offset in range {
        let id = identify(offset)
        let code = code(for: id, hash: hash(id), carried: false)
        body(offset, code, &occurrences[code])
      }
      return
    }
    let matchingHashOnly = deferringEquality && Self.canDeferEquality
    let blockSize = Swift.min(256, range.count)
    if blockSize == 0 { return }
    let blockIDs = UnsafeMutablePointer<ID>.allocate(capacity: blockSize)
    let blockHashes = UnsafeMutablePointer<Int>.allocate(capacity: blockSize)
    let blockHints = UnsafeMutablePointer<SlotHint>.allocate(capacity: blockSize)
    defer {
      blockIDs.deallocate()
      blockHashes.deallocate()
      blockHints.deallocate()
    }
    var start = range.lowerBound
    while start < range.upperBound {
      let end = Swift.min(start + blockSize, range.upperBound)
      let hashedASCII = hashing.asciiHash != nil
      for offset in start..<end {
        (blockIDs + (offset - start)).initialize(to: identify(offset))
        blockHashes[offset - start] = hash(blockIDs[offset - start])
      }
      if hashedASCII && hashing.asciiHash == nil {  // switched in this block: hash it again
        for index in 0..<(end - start) { blockHashes[index] = hashing.hash(blockIDs[index]) }
      }
      // Where most identities are already in the table, each lookup's first
      // slot, and the hash of the code it holds, are read for the whole
      // block before any lookup, so that their cache misses overlap. (Where
      // most are new, the extra pass cost more than it saved.)
      if mostlyFound {
        for index in 0..<(end - start) {
          let stored = slots[blockHashes[index] & mask]
          let hash = stored == 0 ? 0 : hashes[Int(stored) - 1]
          blockHints[index] = SlotHint(stored: stored, hash: hash)
        }
      }
      for offset in start..<end {
        let index = offset - start
        let code = code(
          moving: blockIDs + index, hash: blockHashes[index],
          hint: mostlyFound ? blockHints[index] : .none, matchingHashOnly: matchingHashOnly)
        body(offset, code, &occurrences[code])
      }
      start = end
    }
  }
}

/// What a block's first pass read of a lookup's first slot: the slot's
/// content (code + 1, or 0) and, when it held a code, that code's hash.
@usableFromInline
struct SlotHint: BitwiseCopyable {
  /// The slot's content when it was read; -1 for no hint (no slot holds it).
  @usableFromInline var stored: Int32
  /// The hash of the code the slot held, or 0.
  @usableFromInline var hash: Int

  /// No hint: every slot's code's hash is read.
  @inlinable static var none: SlotHint { SlotHint(stored: -1, hash: 0) }

  @inlinable
  init(stored: Int32, hash: Int) {
    self.stored = stored
    self.hash = hash
  }
}

/// Per-code occurrence counts kept by an ``IdentityTable``: a plain struct
/// of `Int32` fields, named by the engine that uses it, all zero when made.
@usableFromInline
protocol OccurrenceCounts: BitwiseCopyable {
  /// All counts zero.
  init()
}

/// How an ``IdentityTable`` hashes its identities, decided once per table.
///
/// Integer identities (the most common kind) get a multiplicative hash
/// salted per process instead of SipHash: a third of the cost of hashing,
/// and the branch folds away in specialized code. Identities that carry
/// their own hash (``HashedIdentity``) are mixed the same way, without
/// hashing them again. `String` identities get ``ASCIIStringHash`` (a keyed
/// hash of their bytes, seeded per process like the integer hash) while
/// every one the table meets is all ASCII; the type says why that is
/// consistent with `==`. Foundation's `UUID` gets ``UUIDHash``, a keyed hash
/// of its 16 bytes. Everything else uses `hashValue`.
@usableFromInline
struct IdentityHashing<ID: Hashable> {
  /// Whether `ID` carries its own hash (``HashedIdentity``): decided once,
  /// so that other identities never pay for the conformance check.
  @usableFromInline let carriesHash: Bool
  /// ``identityHashSalt``, read once.
  @usableFromInline let salt: UInt
  /// For `String` identities, the keyed hash of all-ASCII strings, until
  /// the table meets one that is not; `nil` for every other type.
  @usableFromInline var asciiHash: ASCIIStringHash?
  /// For Foundation's `UUID`, the keyed hash of its bytes; `nil` for
  /// every other type.
  @usableFromInline let uuidHash: UUIDHash?

  @inlinable
  init() {
    salt = identityHashSalt
    carriesHash = ID.self != Int.self && ID.self is any HashedIdentity.Type
    #if CELLAR_NO_UUID_HASH
      uuidHash = nil  // every `UUID` identity is hashed by `hashValue`
    #else
      uuidHash =
        MemoryLayout<ID>.size == 16 && !carriesHash ? UUIDHash(for: ID.self, seed: salt) : nil
    #endif
    #if CELLAR_NO_ASCII_HASH
      asciiHash = nil  // every `String` identity is hashed by `hashValue`
    #else
      asciiHash = ID.self == String.self ? ASCIIStringHash(seed: salt) : nil
    #endif
  }

  /// The hash of `id`.
  ///
  /// In code specialized for a concrete `ID`, the `Int` test and the
  /// ``HashedIdentity`` cast fold away, so a carried hash is read in place
  /// (no call through a closure); the cast runs only when `carriesHash`.
  @inlinable
  func hash(_ id: ID) -> Int {
    if ID.self == Int.self {
      return mix(unsafeBitCast(id, to: Int.self))
    }
    if carriesHash, let hashedType = ID.self as? any HashedIdentity.Type {
      return mix(Self.identityHash(of: id, as: hashedType))
    }
    return id.hashValue
  }

  /// The ``HashedIdentity/identityHash`` of `id`, whose type is `type`:
  /// read in place, without boxing `id` in an existential (which allocates
  /// for identities wider than three words).
  @inlinable
  static func identityHash<Hashed: HashedIdentity>(of id: ID, as type: Hashed.Type) -> Int {
    withUnsafePointer(to: id) {
      UnsafeRawPointer($0).assumingMemoryBound(to: Hashed.self).pointee.identityHash
    }
  }

  /// Spreads the bits of an integer hash (Fibonacci hashing, salted).
  @inlinable
  func mix(_ value: Int) -> Int {
    let mixed = (UInt(bitPattern: value) ^ salt) &* 0x9E37_79B9_7F4A_7C15
    return Int(bitPattern: mixed ^ (mixed >> 29))
  }
}

/// A per-process random salt for ``IdentityTable``'s integer hash, so inputs
/// cannot be crafted to collide.
@usableFromInline
let identityHashSalt: UInt = UInt(bitPattern: 0x0CE1_1A2.hashValue)
