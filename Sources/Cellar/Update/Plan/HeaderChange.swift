import Foundation

/// A kept section whose header or footer changed, on a table or a grid
/// (``all(_:_:sourceToTarget:)`` finds a table's, `grid(_:_:_:)` a grid's).
struct HeaderChange: Equatable {
  /// The section's index after the update.
  var section: Int
  /// Whether the views can be configured again in place (same kind, and
  /// the same height or reference size), rather than the section reloaded.
  var inPlace: Bool
  /// Whether the header changed.
  var header: Bool
  /// Whether the footer changed.
  var footer: Bool

  /// The header and footer changes of the kept sections, in source order.
  static func all(
    _ sourceSections: [Section], _ targetSections: [Section], sourceToTarget: [Int]
  ) -> [HeaderChange] {
    var changes: [HeaderChange] = []
    for (sourceIndex, targetIndex) in sourceToTarget.enumerated() where targetIndex >= 0 {
      let old = sourceSections[sourceIndex]
      let new = targetSections[targetIndex]
      let header = !Section.isEqual(old.header, new.header)
      let footer = !Section.isEqual(old.footer, new.footer)
      guard header || footer else { continue }
      let inPlace =
        canUpdateInPlace(old.header, new.header) && canUpdateInPlace(old.footer, new.footer)
      changes.append(
        HeaderChange(section: targetIndex, inPlace: inPlace, header: header, footer: footer))
    }
    return changes
  }

  private static func canUpdateInPlace(_ old: HeaderFooter?, _ new: HeaderFooter?) -> Bool {
    switch (old, new) {
    case (nil, nil): true
    case (let old?, let new?): new.canUpdateInPlace(from: old)
    default: false
    }
  }
}
