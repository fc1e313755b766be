import CellarHost
import Foundation

extension Grid {
  /// Checks the layout values the sections and items give (sizes, insets,
  /// spacings), as the flow layout checks what its delegate answers, before
  /// any of them reaches the collection view: UIKit's flow layout raises for
  /// a negative or NaN size, and CellarHost's would throw only once the
  /// batch had begun.
  ///
  /// - Throws: The first `FlowLayoutError`, with the flow layout's message
  ///   (the delegate method that would have answered it, and where).
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
        try FlowLayoutError.check(size: size, name: "sizeForItemAt", location: "item [\(index), 0]")
      }
      return
    }
    for (item, row) in rows.enumerated() {
      let storage = row.storage
      if storage.identityBits.hasExtras, let size = storage.rowExtrasItemSize {
        try FlowLayoutError.check(
          size: size, name: "sizeForItemAt", location: "item [\(index), \(item)]")
      } else if let size = sectionSize {
        try FlowLayoutError.check(
          size: size, name: "sizeForItemAt", location: "item [\(index), \(item)]")
        sectionSize = nil
      }
    }
  }

  /// Checks one section's insets and spacings, and the sizes of the header
  /// and footer it has.
  private nonisolated static func check(_ parts: GridSectionParts, section: Int) throws {
    let here = "section \(section)"
    if let inset = parts.sectionInset {
      try FlowLayoutError.check(
        insetsTop: inset.top, left: inset.left, bottom: inset.bottom, right: inset.right,
        name: "insetForSectionAt", location: here)
    }
    if let spacing = parts.minimumLineSpacing {
      try FlowLayoutError.check(
        spacing: spacing, name: "minimumLineSpacingForSectionAt", location: here)
    }
    if let spacing = parts.minimumInteritemSpacing {
      try FlowLayoutError.check(
        spacing: spacing, name: "minimumInteritemSpacingForSectionAt", location: here)
    }
    if parts.header != nil, let size = parts.headerReferenceSize {
      try FlowLayoutError.check(
        size: size, name: "referenceSizeForHeaderInSection", location: here)
    }
    if parts.footer != nil, let size = parts.footerReferenceSize {
      try FlowLayoutError.check(
        size: size, name: "referenceSizeForFooterInSection", location: here)
    }
  }
}
