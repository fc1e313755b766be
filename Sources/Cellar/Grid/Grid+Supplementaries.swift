import Foundation

extension Grid {
  /// Configures again, in place, the visible headers and footers that
  /// changed (their sections as of the committed update), each as a
  /// callback. Those not on screen are configured when they are displayed.
  func refreshInPlace(_ changes: [HeaderChange]) {
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
