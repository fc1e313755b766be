import Foundation

/// The rows a ``DiffableDataSource`` shows, and where each item code of
/// the shown snapshot is among them: the row to reuse when a later
/// snapshot shows that item again.
///
/// The map holds places, not rows: an entry is the code's section (by
/// section code) and row, checked against what is shown when it is read
/// (the shown snapshot must hold the code at that place). An entry left
/// by an older state, a user's move or another table of codes so finds
/// nothing, or finds the very row shown for the code: no entry is ever
/// cleared, and making the map anew for 1,000,000 items writes integers,
/// with no reference counted per row (the map of rows it replaces
/// retained each new row and released each old one at every apply).
struct ShownRows {
  /// The item codes of each section shown, in order (the shown snapshot's
  /// `items`).
  private var items: [[Int]] = []
  /// The rows of each section shown, in order.
  private(set) var rows: [[AnyRow]] = []
  /// By item code: the code's section code and row, packed
  /// (``pack(section:row:)``), or -1.
  private var placeOfCode: [Int] = []
  /// By section code of the shown snapshot: the section's place, or -1.
  private var placeOfSectionCode: [Int] = []

  /// The rows shown of the item with `code` (a code of the shown
  /// snapshot's table), if its entry names the place where it is shown.
  ///
  /// - Complexity: O(1).
  @inline(__always)
  func row(ofCode code: Int) -> AnyRow? {
    guard code >= 0, code < placeOfCode.count else { return nil }
    let packed = placeOfCode[code]
    guard packed >= 0 else { return nil }
    let (sectionCode, row) = (packed >> 32, packed & 0xFFFF_FFFF)
    guard sectionCode < placeOfSectionCode.count else { return nil }
    let section = placeOfSectionCode[sectionCode]
    guard section >= 0, row < items[section].count, items[section][row] == code else {
      return nil
    }
    return rows[section][row]
  }

  /// Shows `rows`, the rows of a snapshot whose sections, in order, have
  /// section codes `order` (of `sectionCodeCount`) and item codes `items`
  /// (of `itemCodeCount`); the entries of the sections at `changed` (all
  /// of them when `nil`) are set anew, the others' kept (the same items in
  /// the same places).
  ///
  /// - Complexity: O(*s* + *m*) for *s* sections and *m* items in the
  ///   sections changed.
  mutating func show(
    _ rows: [[AnyRow]], order: [Int], sectionCodeCount: Int, items: [[Int]], itemCodeCount: Int,
    changed: [Int]?
  ) {
    self.items = items
    self.rows = rows
    placeOfSectionCode = Array(repeating: -1, count: sectionCodeCount)
    for (place, code) in order.enumerated() { placeOfSectionCode[code] = place }
    // Codes of another, smaller table: the entries past it are let go.
    if placeOfCode.count > 2 * itemCodeCount + 1_024 { placeOfCode = [] }
    if placeOfCode.count < itemCodeCount {
      placeOfCode += repeatElement(-1, count: itemCodeCount - placeOfCode.count)
    }
    var places = placeOfCode
    placeOfCode = []
    defer { placeOfCode = places }
    for place in changed ?? Array(order.indices) {
      let section = order[place]
      for (row, code) in items[place].enumerated() {
        places[code] = Self.pack(section: section, row: row)
      }
    }
  }

  /// A section code and a row in one integer.
  @inline(__always)
  private static func pack(section: Int, row: Int) -> Int { section << 32 | row }
}
