import Foundation

extension Headless.UICollectionView {
  /// The host's own: the separators an item of a list section shows, as
  /// of the last layout pass: its section's list configuration's
  /// `separatorConfiguration`, passed to the configuration's
  /// `itemSeparatorHandler` with the item's index path when it has one,
  /// whose answer is final (spec §4.1.4). `.automatic` visibilities are
  /// left for the cell to resolve, as UIKit resolves them by context.
  ///
  /// UIKit asks the handler as it lays out each item and draws the
  /// separators itself; the host draws none, and answers here what UIKit
  /// would draw, so that tests can check it.
  ///
  /// - Parameter indexPath: The item.
  /// - Returns: The configuration; `nil` for an item that does not exist,
  ///   one outside a list section, or one whose section's configuration
  ///   does not show separators (`showsSeparators` is `false`).
  /// - Complexity: O(1), plus the handler.
  public func separatorConfiguration(forItemAt indexPath: IndexPath)
    -> Headless.UIListSeparatorConfiguration?
  {
    guard indexPath.count == 2, indexPath[1] >= 0,
      indexPath[1] < numberOfItems(inSection: indexPath[0]),
      let list = layout.listConfiguration(ofSection: indexPath[0]), list.showsSeparators
    else { return nil }
    guard let handler = list.itemSeparatorHandler else { return list.separatorConfiguration }
    return handler(indexPath, list.separatorConfiguration)
  }
}
