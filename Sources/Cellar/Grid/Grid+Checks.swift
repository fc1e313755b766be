import CellarHost
import Foundation

extension Grid {
  /// Checks the layout values the sections and items give (sizes, insets,
  /// spacings), as the flow layout checks what its delegate answers, before
  /// any of them reaches the collection view: UIKit's flow layout raises for
  /// an item size of 0 or less on a side ("negative or zero sizes are not
  /// supported in the flow layout"), and CellarHost's would throw only once
  /// the batch had begun.
  ///
  /// - Throws: The first `FlowLayoutError`, with the flow layout's message
  ///   (the delegate method that would have answered it, and where):
  ///   `nonPositiveItemSize` for an item size with a side of 0 or less,
  ///   `invalidValue` for NaN, infinite or too large values and negative
  ///   spacings and reference sizes.
  /// - Complexity: O(*s* + *i*) for *s* sections and *i* items; items
  ///   without a size of their own cost one bit test.
  func checkLayoutValues(of sections: [Section]) throws {
    // By index, reading only the fields used: `for section in sections`
    // copies each section (a retain and a release of each reference).
    for index in sections.indices {
      let parts = sections[index].grid
      if let parts { try Self.check(parts, section: index) }
      try Self.checkItemSizes(
        of: sections[index].rows, sectionSize: parts?.itemSize,
        mayHaveItemSizes: sections[index].mayHaveItemSizes, at: index)
    }
  }

  /// Checks the sizes the layout gets for a section's items: each item's
  /// own, and the section's for the items without one (checked once,
  /// reported at the first such item). Nonisolated, as ``GridLayoutNeeds/init(_:)``:
  /// an isolated loop pays an actor check per item.
  private nonisolated static func checkItemSizes(
    of rows: [AnyRow], sectionSize: CGSize?, mayHaveItemSizes: Bool, at index: Int
  ) throws {
    var sectionSize = sectionSize
    guard mayHaveItemSizes else {
      // No item has its own size (known when the section was made): the
      // section's size is the first item's, and no item need be read.
      if let size = sectionSize, !rows.isEmpty {
        try FlowLayoutError.check(
          itemSize: size, name: "sizeForItemAt", location: "item [\(index), 0]")
      }
      return
    }
    for (item, row) in rows.enumerated() {
      let storage = row.storage
      if storage.identityBits.hasExtras, let size = storage.rowExtrasItemSize {
        try FlowLayoutError.check(
          itemSize: size, name: "sizeForItemAt", location: "item [\(index), \(item)]")
      } else if let size = sectionSize {
        try FlowLayoutError.check(
          itemSize: size, name: "sizeForItemAt", location: "item [\(index), \(item)]")
        sectionSize = nil
      }
    }
  }

  /// Checks one section's insets and spacings, and the sizes of the header
  /// and footer it has.
  private nonisolated static func check(_ parts: GridSectionParts, section: Int) throws {
    // Made only for a refused value (each location is an autoclosure).
    func here() -> String { "section \(section)" }
    if let inset = parts.sectionInset {
      try FlowLayoutError.check(
        insetsTop: inset.top, left: inset.left, bottom: inset.bottom, right: inset.right,
        name: "insetForSectionAt", location: here())
    }
    if let spacing = parts.minimumLineSpacing {
      try FlowLayoutError.check(
        spacing: spacing, name: "minimumLineSpacingForSectionAt", location: here())
    }
    if let spacing = parts.minimumInteritemSpacing {
      try FlowLayoutError.check(
        spacing: spacing, name: "minimumInteritemSpacingForSectionAt", location: here())
    }
    if parts.header != nil, let size = parts.headerReferenceSize {
      try FlowLayoutError.check(
        size: size, name: "referenceSizeForHeaderInSection", location: here())
    }
    if parts.footer != nil, let size = parts.footerReferenceSize {
      try FlowLayoutError.check(
        size: size, name: "referenceSizeForFooterInSection", location: here())
    }
  }
}

/// A supplementary view type of one kind (header or footer).
struct SupplementaryTypeKey: Hashable {
  /// Whether the kind is the header's.
  var isHeader: Bool
  /// The header's or footer's storage class, one per view type.
  var type: ObjectIdentifier
}

extension Grid {
  /// Checks what the collection view would otherwise find too late: the
  /// reuse identifiers of the given items' cell types, and of every header
  /// and footer view type, are not empty, and no two header (or footer)
  /// view types share one.
  ///
  /// Two view types of one kind with one reuse identifier would share one
  /// registration and one pool: the second type's sections would get the
  /// first type's views, which it cannot configure (a blank header). The
  /// identifier belongs to the class registered for it, else to the first
  /// type using it in `sections`.
  ///
  /// - Parameters:
  ///   - sections: The new sections.
  ///   - rows: The items to check (those new to the grid and the changed ones).
  /// - Throws: ``TableError/emptyReuseIdentifier(type:place:)`` or
  ///   ``TableError/headerFooterClassMismatch(reuseIdentifier:expected:actual:section:)``
  ///   for the first one found; items first.
  /// - Complexity: O(*s* + *r*) for *s* sections and *r* items checked.
  func checkContent(of sections: [Section], rows: RowsToCheck) throws {
    try rows.forEach(in: sections) { storage, path in
      try reuseIdentifierChecks.check(storage, place: .item(path))
    }
    var claimed: [String: AnySupplementaryStorage] = [:]
    var last: SupplementaryTypeKey?
    for (index, section) in sections.enumerated() {
      guard let parts = section.grid else { continue }
      if let header = parts.header {
        try check(header.storage, isHeader: true, section: index, claimed: &claimed, last: &last)
      }
      if let footer = parts.footer {
        try check(footer.storage, isHeader: false, section: index, claimed: &claimed, last: &last)
      }
    }
  }

  /// Checks one header or footer: its view type's reuse identifier, and
  /// that the identifier is its own for the kind (registered for its class,
  /// or claimed first in these sections).
  private func check(
    _ storage: AnySupplementaryStorage, isHeader: Bool, section: Int,
    claimed: inout [String: AnySupplementaryStorage], last: inout SupplementaryTypeKey?
  ) throws {
    let key = SupplementaryTypeKey(isHeader: isHeader, type: ObjectIdentifier(type(of: storage)))
    if key == last || verifiedSupplementaries.contains(key) { return }
    let identifier = storage.reuseIdentifier
    try ReuseIdentifierChecks.check(
      identifier, type: storage.viewTypeName,
      place: isHeader ? .gridHeader(section: section) : .gridFooter(section: section))
    let registration = Self.supplementaryKey(
      isHeader ? Self.headerKind : Self.footerKind, identifier)
    let owner: String
    if let registered = registeredSupplementaries[registration] {
      guard !storage.accepts(registered) else {
        verifiedSupplementaries.insert(key)
        last = key
        return
      }
      owner = String(reflecting: registered)
    } else if let first = claimed[registration] {
      guard !storage.accepts(first.viewClass) else { return }
      owner = first.viewTypeName
    } else {
      claimed[registration] = storage
      return
    }
    throw TableError.headerFooterClassMismatch(
      reuseIdentifier: identifier, expected: storage.viewTypeName, actual: owner,
      section: section)
  }
}
