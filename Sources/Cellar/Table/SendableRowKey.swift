import Foundation

/// A row's identity as it crosses to the background diff of
/// ``Table/updateInBackground(with:animation:)``: integers and `Sendable`
/// values only, so that no model is read off the main actor.
///
/// Made on the main actor from the row: an integer identity (or a position)
/// is kept as its word, a `String` or `UUID` identity as its value, and any
/// other identity (whose type may not be `Sendable`, and whose `==` and
/// `hash(into:)` must then run on the main actor) as a code interned there
/// with the synchronous update's own rules (``RowKey``). Two keys are equal
/// exactly when the synchronous update finds the rows' identities equal.
struct SendableRowKey: HashedIdentity, Sendable {
  /// What the identity is compared by, besides its hash.
  enum Value: Hashable, Sendable {
    /// An integer identity of a type (`nil` for an explicit `Int` id, which
    /// equals the same `Int` id of any row), or a positional identity of a
    /// cell type, as a word.
    case word(ObjectIdentifier?, Int)
    /// A string or UUID identity of a type (`nil` for explicit ids).
    case value(ObjectIdentifier?, SendableIdentity)
    /// Any other identity, interned on the main actor: equal codes are
    /// equal identities.
    case interned(Int)
  }

  /// The row's identity hash as ``RowKey/identityHash`` has it (it holds
  /// the ``IdentityKind``).
  let identityHash: Int
  /// What the identity is compared by, besides its hash.
  let value: Value

  /// The identity's kind.
  var kind: IdentityKind { RowIdentityBits.kind(ofIdentityHash: identityHash) }

  func hash(into hasher: inout Hasher) {
    hasher.combine(identityHash)
  }
}

/// A section as the background diff sees it: a section identity code and
/// the rows' ``SendableRowKey``s.
struct SendableSection: Sendable {
  var code: Int
  var rows: [SendableRowKey]
}

/// The ``SendableRowKey``s of two lists of sections, with section identity
/// codes shared, made a piece at a time (``keyRows(upTo:)``) so that a long
/// list need not hold the main actor in one stretch.
///
/// Explicit ids cross as values only while every explicit id does: an
/// `Int` id equals an id of another integer type with the same value, so
/// once one explicit id must be interned, a second pass interns all.
///
/// It holds the sections it keys: the identities it interned refer to
/// their rows unretained (see ``RowReference``), which stay alive as long
/// as it does.
struct SendableKeying {
  private var maker = SendableKeyMaker()
  /// The source's sections, then the target's.
  private let sides: [[Section]]
  /// The keys made so far, by side and section.
  private var keyed: [[SendableSection]]
  /// The next row to key: its pass (the second interns every explicit id),
  /// side, section and row.
  private var pass = 0
  private var side = 0
  private var section = 0
  private var row = 0
  /// Whether an explicit id had to be interned (see the type's overview).
  private var internsExplicit = false

  /// Ready to key `source`'s rows, then `target`'s.
  ///
  /// - Complexity: O(*s*) for *s* sections on both sides.
  init(_ source: [Section], _ target: [Section]) {
    var sectionCodes = IdentityCodes<SectionKey>()
    sides = [source, target]
    keyed = sides.map { sections in
      Cellar.sectionCodes(sections, codes: &sectionCodes).map {
        SendableSection(code: $0, rows: [])
      }
    }
  }

  /// The source's keys (complete once ``keyRows(upTo:)`` returns `true`).
  var source: [SendableSection] { keyed[0] }
  /// The target's keys (complete once ``keyRows(upTo:)`` returns `true`).
  var target: [SendableSection] { keyed[1] }

  /// Keys up to `limit` more rows (an empty section counts as one).
  ///
  /// - Returns: Whether every row is keyed.
  mutating func keyRows(upTo limit: Int) -> Bool {
    var budget = limit
    while budget > 0 {
      if side == sides.count {
        guard pass == 0, internsExplicit else { return true }
        (pass, side, section, row) = (1, 0, 0, 0)
      }
      guard section < sides[side].count else {
        (side, section, row) = (side + 1, 0, 0)
        continue
      }
      let rows = sides[side][section].rows
      let end = row + min(budget, rows.count - row)
      keyRows(rows, row..<end)
      budget -= max(1, end - row)
      (section, row) = end == rows.count ? (section + 1, 0) : (section, end)
    }
    return side == sides.count && (pass == 1 || !internsExplicit)
  }

  /// Keys `range` of the current section's rows, or, in the second pass,
  /// interns those with explicit ids.
  private mutating func keyRows(_ rows: [AnyRow], _ range: Range<Int>) {
    let code = keyed[side][section].code
    // Taken out while it grows, so that appending never copies it.
    var keys = keyed[side][section].rows
    keyed[side][section].rows = []
    if pass == 0 && keys.isEmpty { keys.reserveCapacity(rows.count) }
    withRowReferences(rows) { references in
      for index in range {
        if pass == 0 {
          let key = maker.key(references[index], section: code, row: index)
          if case .interned = key.value, key.kind == .explicit { internsExplicit = true }
          keys.append(key)
        } else if rows[index].storage.identityKind == .explicit {
          keys[index] = maker.internedKey(references[index])
        }
      }
    }
    keyed[side][section].rows = keys
  }
}

/// Makes ``SendableRowKey``s on the main actor, interning the identities
/// that cannot cross as they are.
private struct SendableKeyMaker {
  /// Identities that cross as codes, by their synchronous key (which holds
  /// its row unretained: the ``SendableKeying`` that owns the maker holds
  /// the rows).
  private var interned = IdentityCodes<RowKey>()

  /// The key of one row, at `row` in the section with identity code `section`.
  mutating func key(_ reference: RowReference, section: Int, row: Int) -> SendableRowKey {
    if let key = withStorage(of: reference, { Self.valueKey($0, section: section, row: row) }) {
      return key
    }
    return internedKey(reference)
  }

  /// The key of one row whose identity crosses as it is (a word or a
  /// `Sendable` value), or `nil` when it must be interned.
  private static func valueKey(_ storage: AnyRowStorage, section: Int, row: Int) -> SendableRowKey?
  {
    let bits = storage.identityBits
    let hash = bits.identityHash
    let exact = bits.hasExactWord
    let type = type(of: storage).identityType
    switch bits.kind {
    case .positional:
      let position = packedPosition(section: section, row: row)
      return SendableRowKey(
        identityHash: bits.positionalHash(position: position), value: .word(type, position))
    case .explicit:
      if exact {
        return SendableRowKey(identityHash: hash, value: .word(nil, storage.identityWord))
      }
      if let value = storage.sendableIdentity() {
        return SendableRowKey(identityHash: hash, value: .value(nil, value))
      }
    case .identifiable, .model:
      if exact {
        return SendableRowKey(identityHash: hash, value: .word(type, storage.identityWord))
      }
      if let value = storage.sendableIdentity() {
        return SendableRowKey(identityHash: hash, value: .value(type, value))
      }
    }
    return nil
  }

  /// The key of a row whose identity is compared on the main actor.
  mutating func internedKey(_ reference: RowReference) -> SendableRowKey {
    // The synchronous key compares identities as the synchronous update
    // does (positions do not matter here: positional rows are never interned).
    let rowKey = RowKey(reference, section: 0, row: 0)
    let code = interned.code(for: rowKey).code
    return SendableRowKey(identityHash: rowKey.identityHash, value: .interned(code))
  }
}
