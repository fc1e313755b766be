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

/// Makes ``SendableRowKey``s on the main actor, interning the identities
/// that cannot cross as they are.
struct SendableKeyMaker {
  /// Identities that cross as codes, by their synchronous key (which holds
  /// its row unretained: the maker lives only inside ``keys(_:_:)``'s
  /// ``withRowReferences(_:_:_:)``).
  private var interned = IdentityCodes<RowKey>()

  /// The keys of two lists of sections, with section identity codes shared.
  ///
  /// Explicit ids cross as values only while every explicit id does: an
  /// `Int` id equals an id of another integer type with the same value, so
  /// once one explicit id must be interned, all are.
  static func keys(_ source: [Section], _ target: [Section]) -> (
    source: [SendableSection], target: [SendableSection]
  ) {
    withRowReferences(source, target) { sourceRows, targetRows in
      var maker = SendableKeyMaker()
      var sectionCodes = IdentityCodes<SectionKey>()
      var internsExplicit = false
      let sides = [(source, sourceRows), (target, targetRows)]
      var keyed = sides.map { sections, rows in
        zip(Cellar.sectionCodes(sections, codes: &sectionCodes), rows).map { code, rows in
          SendableSection(
            code: code,
            rows: rows.enumerated().map { row, reference in
              let key = maker.key(reference, section: code, row: row)
              if case .interned = key.value, key.kind == .explicit { internsExplicit = true }
              return key
            })
        }
      }
      if internsExplicit {
        for (side, (sections, rows)) in sides.enumerated() {
          for (index, section) in sections.enumerated() {
            for (row, content) in section.rows.enumerated()
            where content.storage.identityKind == .explicit {
              keyed[side][index].rows[row] = maker.internedKey(rows[index][row])
            }
          }
        }
      }
      return (keyed[0], keyed[1])
    }
  }

  /// The key of one row, at `row` in the section with identity code `section`.
  private mutating func key(_ reference: RowReference, section: Int, row: Int) -> SendableRowKey {
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
  private mutating func internedKey(_ reference: RowReference) -> SendableRowKey {
    // The synchronous key compares identities as the synchronous update
    // does (positions do not matter here: positional rows are never interned).
    let rowKey = RowKey(reference, section: 0, row: 0)
    let code = interned.code(for: rowKey).code
    return SendableRowKey(identityHash: rowKey.identityHash, value: .interned(code))
  }
}
