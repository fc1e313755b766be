import Foundation

/// A kept section whose header or footer changed: a table section's
/// ``HeaderFooter``s, or a grid section's ``GridSupplementary`` views.
/// ``ListUpdate`` finds them for both (``all(_:_:_:)``), so that each front
/// end only configures its views again or reloads their sections.
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

  /// The header and footer changes of the kept sections, by target index.
  ///
  /// A table section's header or footer changed when its kind, title,
  /// view type, model or height did; it is updated in place unless its
  /// kind, view type or height changed. A grid section's changed when its
  /// view type changed, it appeared or went, or its model is not equal by
  /// `==` (a model that is not `Equatable` always counts as changed, unless
  /// it is the same value); it is updated in place when each changed view
  /// keeps its view type and its section's reference size.
  ///
  /// - Complexity: O(*s*), for *s* kept sections.
  static func all(
    _ source: [Section], _ target: [Section], _ pairing: SectionPairing
  ) -> [HeaderChange] {
    var changes: [HeaderChange] = []
    for (targetIndex, sourceIndex) in pairing.targetToSource.enumerated() where sourceIndex >= 0 {
      let old = source[sourceIndex]
      let new = target[targetIndex]
      let table = tableChange(old, new)
      let grid = gridChange(old.grid, new.grid)
      let header = table.header || grid.header
      let footer = table.footer || grid.footer
      guard header || footer else { continue }
      changes.append(
        HeaderChange(
          section: targetIndex, inPlace: table.inPlace && grid.inPlace, header: header,
          footer: footer))
    }
    return changes
  }

  /// What changed in a table section's header and footer; in place when
  /// nothing did.
  private static func tableChange(
    _ old: Section, _ new: Section
  ) -> (header: Bool, footer: Bool, inPlace: Bool) {
    let header = !Section.isEqual(old.header, new.header)
    let footer = !Section.isEqual(old.footer, new.footer)
    guard header || footer else { return (false, false, true) }
    let inPlace =
      canUpdateInPlace(old.header, new.header) && canUpdateInPlace(old.footer, new.footer)
    return (header, footer, inPlace)
  }

  private static func canUpdateInPlace(_ old: HeaderFooter?, _ new: HeaderFooter?) -> Bool {
    switch (old, new) {
    case (nil, nil): true
    case (let old?, let new?): new.canUpdateInPlace(from: old)
    default: false
    }
  }

  /// What changed in a grid section's header and footer; in place when
  /// nothing did.
  private static func gridChange(
    _ old: GridSectionParts?, _ new: GridSectionParts?
  ) -> (header: Bool, footer: Bool, inPlace: Bool) {
    if old === new { return (false, false, true) }
    let header = !isSame(old?.header, new?.header)
    let footer = !isSame(old?.footer, new?.footer)
    let inPlace =
      (!header
        || canUpdateInPlace(
          old?.header, new?.header, old?.headerReferenceSize, new?.headerReferenceSize))
      && (!footer
        || canUpdateInPlace(
          old?.footer, new?.footer, old?.footerReferenceSize, new?.footerReferenceSize))
    return (header, footer, inPlace)
  }

  /// Whether a grid header or footer shows the same content.
  private static func isSame(_ old: GridSupplementary?, _ new: GridSupplementary?) -> Bool {
    switch (old, new) {
    case (nil, nil): true
    case (let old?, let new?):
      old.storage === new.storage || old.storage.isContentEqual(to: new.storage)
    default: false
    }
  }

  /// Whether a changed grid header or footer can be configured again in
  /// its view: both exist, with the same view type and the section's same
  /// reference size (the layout's is the same on both sides).
  private static func canUpdateInPlace(
    _ old: GridSupplementary?, _ new: GridSupplementary?, _ oldSize: CGSize?, _ newSize: CGSize?
  ) -> Bool {
    guard let old, let new, oldSize == newSize else { return false }
    return type(of: old.storage) == type(of: new.storage)
  }
}
