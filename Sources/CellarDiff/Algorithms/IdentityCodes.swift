/// Dense codes for identities (`0, 1, 2, ...` in the order first seen),
/// safe with any `Hashable` type, however badly its `==` and `hash(into:)`
/// behave.
///
/// A `Dictionary` keyed by a type whose hash is inconsistent with its `==`
/// (or whose `==` is random) traps in debug builds ("Duplicate keys of type
/// … were found"), because it checks its own invariants as it grows. This
/// table never relies on them: each identity is hashed once, when it is
/// first met, growing rehashes the stored hashes without calling `==`, and
/// a lookup that `==` answers inconsistently simply finds another code, or
/// none. The `IdentityTable` of the differ follows the same rules; this
/// one owns its storage (arrays), so it can be copied and kept, for the
/// layers above the differ that intern user identities.
///
/// Codes are `Int32`-backed: at most `Int32.max` distinct identities.
///
/// Its members are inlinable, so that the layers above the differ (which
/// intern `AnyHashable`s, row keys and section keys) get code specialized
/// for their identity type, not the generic code of this module.
package struct IdentityCodes<ID: Hashable> {
  /// The identity of each code.
  @usableFromInline var ids: [ID] = []
  /// The hash of each code's identity.
  @usableFromInline var hashes: [Int] = []
  /// Slot → code + 1, 0 when empty; a power of two, at most half full.
  @usableFromInline var slots: [Int32]

  /// Creates an empty table with room for `capacity` identities.
  ///
  /// - Parameter capacity: The expected number of distinct identities.
  @inlinable package init(capacity: Int = 0) {
    var size = 16
    while size < 2 * capacity { size <<= 1 }
    slots = Array(repeating: 0, count: size)
    ids.reserveCapacity(capacity)
    hashes.reserveCapacity(capacity)
  }

  /// The number of distinct identities met.
  @inlinable package var count: Int { ids.count }

  /// The identity that got a code.
  ///
  /// - Parameter code: A code this table returned.
  @inlinable package func id(ofCode code: Int) -> ID { ids[code] }

  /// The code of an identity equal to `id`, assigning the next code when
  /// none is.
  ///
  /// - Parameter id: The identity.
  /// - Returns: The code, and whether it is new.
  /// - Complexity: O(1) expected (one hash, one `==` per hash match).
  @inlinable package mutating func code(for id: ID) -> (code: Int, isNew: Bool) {
    let hash = id.hashValue
    var slot = find(id, hash: hash)
    if slots[slot] != 0 { return (Int(slots[slot]) - 1, false) }
    if 2 * (ids.count + 1) > slots.count {
      grow()
      slot = emptySlot(for: hash)
    }
    let code = ids.count
    ids.append(id)
    hashes.append(hash)
    slots[slot] = Int32(truncatingIfNeeded: code + 1)
    return (code, true)
  }

  /// Calls `body` with the identities, by code, in one buffer.
  ///
  /// - Warning: The buffer is valid inside `body` only: it must not escape.
  @inlinable package func withIDs<Result>(
    _ body: (UnsafeBufferPointer<ID>) throws -> Result
  ) rethrows -> Result {
    try ids.withUnsafeBufferPointer(body)
  }

  /// Makes `code` name `id`, an identity equal to the one it names (so of
  /// the same hash: ``code(for:)`` found it): the table keeps the first of
  /// equal identities unless told otherwise.
  ///
  /// - Parameters:
  ///   - id: The identity, `==` to the one `code` names.
  ///   - code: A code this table returned.
  @inlinable package mutating func replaceID(ofCode code: Int, with id: ID) { ids[code] = id }

  /// The code of an identity equal to `id`, if one was met.
  ///
  /// - Parameter id: The identity.
  /// - Returns: The code, or `nil`.
  /// - Complexity: O(1) expected.
  @inlinable package func existingCode(for id: ID) -> Int? {
    let slot = find(id, hash: id.hashValue)
    return slots[slot] == 0 ? nil : Int(slots[slot]) - 1
  }

  /// The slot holding an identity equal to `id`, or the empty slot where
  /// it would go.
  @inlinable func find(_ id: ID, hash: Int) -> Int {
    let mask = slots.count - 1
    var slot = hash & mask
    while slots[slot] != 0 {
      let code = Int(slots[slot]) - 1
      if hashes[code] == hash && ids[code] == id { return slot }
      slot = (slot + 1) & mask
    }
    return slot
  }

  /// The first empty slot on the probe sequence of `hash`.
  @inlinable func emptySlot(for hash: Int) -> Int {
    let mask = slots.count - 1
    var slot = hash & mask
    while slots[slot] != 0 { slot = (slot + 1) & mask }
    return slot
  }

  /// Doubles the slots, placing every code again by its stored hash (no
  /// `==` is called).
  @usableFromInline mutating func grow() {
    slots = Array(repeating: 0, count: slots.count * 2)
    for (code, hash) in hashes.enumerated() {
      slots[emptySlot(for: hash)] = Int32(truncatingIfNeeded: code + 1)
    }
  }
}

extension IdentityCodes: Sendable where ID: Sendable {}
