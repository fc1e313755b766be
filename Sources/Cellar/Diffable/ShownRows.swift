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
  /// By item code: the code's section code and row, or ``Place/none``.
  private var placeOfCode: [Place] = []
  /// By section code of the shown snapshot: the section's place, or -1.
  private var placeOfSectionCode: [Int] = []

  /// The rows shown of the item with `code` (a code of the shown
  /// snapshot's table), if its entry names the place where it is shown.
  ///
  /// - Complexity: O(1).
  @inline(__always)
  func row(ofCode code: Int) -> AnyRow? {
    guard code >= 0, code < placeOfCode.count else { return nil }
    let place = placeOfCode[code]
    let (sectionCode, row) = (Int(place.sectionCode), Int(place.row))
    guard sectionCode >= 0, sectionCode < placeOfSectionCode.count else { return nil }
    let section = placeOfSectionCode[sectionCode]
    guard section >= 0, row < items[section].count, items[section][row] == code else {
      return nil
    }
    return rows[section][row]
  }

  /// Shows `rows`, the rows of `snapshot`'s sections in order; the
  /// entries of the sections at `changed` (all of them when `nil`) are set
  /// anew, the others' kept (the same items in the same places).
  ///
  /// - Complexity: O(*s* + *m*) for *s* sections and *m* items in the
  ///   sections changed.
  mutating func show<SectionID, ItemID>(
    _ rows: [[AnyRow]], of snapshot: DiffableSnapshot<SectionID, ItemID>, changed: [Int]?
  ) {
    let order = snapshot.order
    let itemCodeCount = snapshot.itemCodes.count
    items = snapshot.items
    self.rows = rows
    placeOfSectionCode = Array(repeating: -1, count: snapshot.sectionCodes.count)
    for (place, code) in order.enumerated() { placeOfSectionCode[code] = place }
    // Codes of another, smaller table: the entries past it are let go.
    if placeOfCode.count > 2 * itemCodeCount + 1_024 { placeOfCode = [] }
    if placeOfCode.count < itemCodeCount {
      placeOfCode += repeatElement(.none, count: itemCodeCount - placeOfCode.count)
    }
    var places = placeOfCode
    placeOfCode = []
    defer { placeOfCode = places }
    for place in changed ?? Array(order.indices) {
      let section = order[place]
      for (row, code) in items[place].enumerated() {
        places[code] = Place(sectionCode: section, row: row)
      }
    }
  }

  /// A section code and a row, in 32 bits each (half the memory of two
  /// `Int`s; a place past them is kept as ``none``, so its row is made
  /// anew, not found).
  private struct Place {
    var sectionCode: Int32
    var row: Int32

    /// No place: a code not shown.
    static let none = Place(sectionCode: -1, row: -1)

    @inline(__always)
    init(sectionCode: Int32, row: Int32) {
      self.sectionCode = sectionCode
      self.row = row
    }

    @inline(__always)
    init(sectionCode: Int, row: Int) {
      guard let section = Int32(exactly: sectionCode), let row = Int32(exactly: row) else {
        self = .none
        return
      }
      self.init(sectionCode: section, row: row)
    }
  }
}
