import Foundation

/// A grid's header and footer changes: ``HeaderChange``, the value a
/// table's plan makes too, found in a grid section's parts.
extension HeaderChange {
  /// The header and footer changes of the kept grid sections, by target
  /// index. A change is in place when each changed view keeps its view
  /// type and its section's reference size; otherwise the section is
  /// reloaded.
  ///
  /// A header or footer changed when its view type changed, it appeared or
  /// went, or its model is not equal by `==` (a model that is not
  /// `Equatable` always counts as changed, unless it is the same value).
  static func grid(
    _ source: [Section], _ target: [Section], _ pairing: SectionPairing
  ) -> [HeaderChange] {
    var changes: [HeaderChange] = []
    for (sourceIndex, targetIndex) in pairing.sourceToTarget.enumerated() where targetIndex >= 0 {
      let old = source[sourceIndex].grid
      let new = target[targetIndex].grid
      if old === new { continue }
      let header = !isSame(old?.header, new?.header)
      let footer = !isSame(old?.footer, new?.footer)
      guard header || footer else { continue }
      let inPlace =
        (!header
          || canUpdateInPlace(
            old?.header, new?.header, old?.headerReferenceSize, new?.headerReferenceSize))
        && (!footer
          || canUpdateInPlace(
            old?.footer, new?.footer, old?.footerReferenceSize, new?.footerReferenceSize))
      changes.append(
        HeaderChange(section: targetIndex, inPlace: inPlace, header: header, footer: footer))
    }
    return changes.sorted { $0.section < $1.section }
  }

  /// Whether a header or footer shows the same content.
  private static func isSame(_ old: GridSupplementary?, _ new: GridSupplementary?) -> Bool {
    switch (old, new) {
    case (nil, nil): true
    case (let old?, let new?):
      old.storage === new.storage || old.storage.isContentEqual(to: new.storage)
    default: false
    }
  }

  /// Whether a changed header or footer can be configured again in its
  /// view: both exist, with the same view type and the section's same
  /// reference size (the layout's is the same on both sides).
  private static func canUpdateInPlace(
    _ old: GridSupplementary?, _ new: GridSupplementary?, _ oldSize: CGSize?, _ newSize: CGSize?
  ) -> Bool {
    guard let old, let new, oldSize == newSize else { return false }
    return type(of: old.storage) == type(of: new.storage)
  }
}

extension Grid {
  /// Configures again, in place, the visible headers and footers that
  /// changed (their sections as of the committed update), each as a
  /// callback. Those not on screen are configured when they are displayed.
  func refreshSupplementaries(_ changes: [HeaderChange]) {
    for change in changes {
      guard let parts = parts(of: change.section) else { continue }
      let path = IndexPath(item: 0, section: change.section)
      if change.header, let header = parts.header {
        refresh(Self.headerKind, at: path, with: header)
      }
      if change.footer, let footer = parts.footer {
        refresh(Self.footerKind, at: path, with: footer)
      }
    }
  }

  /// Configures the visible view of a kind at a path with a header's or
  /// footer's model, when it shows that view type.
  private func refresh(_ kind: String, at path: IndexPath, with item: GridSupplementary) {
    guard let view = collectionView.supplementaryView(forElementKind: kind, at: path),
      item.storage.isShown(by: view)
    else { return }
    inCallback { item.storage.configure(view) }
  }
}
