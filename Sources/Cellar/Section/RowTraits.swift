import Foundation

/// What some of a section's rows may have that a per-row pass looks for:
/// a grid item's own size, children in an outline, or an identity that is
/// not an exact integer word.
///
/// A section knows its rows' traits when it was made from them, or they
/// were added through its own methods, since each row's traits are read
/// while the row is at hand (one load for a row without extras, most
/// rows). Any other change of ``Section/rows`` makes them unknown again
/// (``all``). The update passes that look for a trait (the grid's item
/// sizes, the outline's parent rows) then skip the sections whose rows
/// have none, without reading each row: a separate pass over 100,000 rows
/// misses the cache at each one.
struct RowTraits: OptionSet {
  let rawValue: UInt8

  init(rawValue: UInt8) {
    self.rawValue = rawValue
  }

  /// Some row is a grid item with a size of its own (``Item/size``).
  static let itemSizes = RowTraits(rawValue: 1 << 0)
  /// Some row has children in an outline (possibly none yet).
  static let outlineChildren = RowTraits(rawValue: 1 << 1)
  /// Some row's identity is a position, or not an exact integer word (a
  /// string, a `UUID`, a NaN): the very same row may then be another
  /// identity elsewhere, or not equal itself. Without it, a row found on
  /// both sides of a diff is its own identity, unread
  /// (``TableRowRules/rowsMatchByReference(source:target:)``).
  static let inexactIdentities = RowTraits(rawValue: 1 << 2)
  /// Every trait: what is assumed of rows not read.
  static let all: RowTraits = [.itemSizes, .outlineChildren, .inexactIdentities]

  /// The traits of one row.
  @inline(__always)
  init(of storage: AnyRowStorage) {
    self = []
    let bits = storage.identityBits
    if !bits.isExactAnywhere { insert(.inexactIdentities) }
    guard bits.hasExtras else { return }
    if storage.rowExtrasItemSize != nil { insert(.itemSizes) }
    if storage.outlineChildren != nil { insert(.outlineChildren) }
  }

  /// The traits of some rows.
  ///
  /// - Complexity: O(*n*) for *n* rows.
  init(of rows: [AnyRow]) {
    self = []
    for row in rows { formUnion(RowTraits(of: row.storage)) }
  }

  /// A row of `storage`, its traits added to `traits`.
  @inline(__always)
  static func row(_ storage: AnyRowStorage, noting traits: inout RowTraits) -> AnyRow {
    traits.formUnion(RowTraits(of: storage))
    return AnyRow(storage: storage)
  }
}
