import Foundation

extension Headless.UICollectionView {
  /// Simulates the user tapping a supplementary view (a section header,
  /// say): the frontmost enabled `UIControl` in it is highlighted and sent
  /// `touchDown`, then `touchUpInside`, as UIKit does. A host driver, not
  /// UIKit API.
  ///
  /// Nothing happens when the view is not in view or has no such control
  /// (a tap on a plain header does nothing in UIKit). Updates the
  /// control's action asks for wait until the tap is over, as for
  /// ``tapItem(at:)``.
  ///
  /// - Parameters:
  ///   - kind: The element kind, such as
  ///     `UICollectionView.elementKindSectionHeader`.
  ///   - indexPath: The element's index path.
  /// - Throws: ``SelectionError/invalidTapIndexPath(_:)`` for an index path
  ///   whose section does not exist, or an error from the layout.
  public func tapSupplementaryView(ofKind kind: String, at indexPath: IndexPath) throws {
    try UIKitException.driving(
      (),
      {
        try layOut()
        beginEvent()
        defer { endEvent() }
        try layOut()
        guard indexPath.count == 2, (cachedCounts ?? []).indices.contains(indexPath[0]) else {
          throw SelectionError.invalidTapIndexPath(indexPath)
        }
        guard
          let control = supplementaryView(forElementKind: kind, at: indexPath)?.frontmostControl
        else { return }
        record("tapSupplementaryView", .row(indexPath))
        control.simulateTap()
      })
  }
}
