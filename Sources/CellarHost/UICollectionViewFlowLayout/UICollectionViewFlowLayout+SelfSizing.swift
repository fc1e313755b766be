import Foundation

extension Headless.UICollectionViewFlowLayout {
  /// Whether items size themselves: ``estimatedItemSize`` is not zero.
  public var isSelfSizing: Bool { estimatedItemSize != .zero }

  /// Records the size a self-sizing cell chose and lays out again what it
  /// moves, UIKit's answer to `preferredLayoutAttributesFitting(_:)`.
  ///
  /// Items start at ``estimatedItemSize`` (or the delegate's size) and keep
  /// the size given here, across later passes, until the item's section is
  /// laid out with fewer items. Only the item's section is laid out again,
  /// O(*n*) in its items; later sections move by the change in its extent,
  /// O(*s*) in the sections. (The table keeps self-sizing rows O(log *n*) in a
  /// Fenwick tree; lines depend on their neighbours, so a flow layout
  /// recomputes the section.)
  ///
  /// - Parameters:
  ///   - size: The size the cell fits.
  ///   - indexPath: The item's index path.
  /// - Throws: ``FlowLayoutError/itemOutOfRange(_:sections:)`` for an item not
  ///   laid out, ``FlowLayoutError/invalidValue(name:value:location:requirement:)``
  ///   for a NaN, infinite or negative size; the layout is then unchanged.
  /// - Complexity: O(*n* + *s*), where *n* is the number of items in the
  ///   section and *s* the number of sections.
  public func updatePreferredSize(
    _ size: CGSize, forItemAt indexPath: IndexPath
  ) throws(FlowLayoutError) {
    guard indexPath.count == 2, state.sections.indices.contains(indexPath.section),
      (0..<state.sections[indexPath.section].count).contains(indexPath.item)
    else { throw .itemOutOfRange(indexPath, sections: state.sections.count) }
    try FlowCheck.size(size, "preferred size", "item \(Array(indexPath))")
    var next = state
    next.measured[indexPath.section, default: [:]][indexPath.item] = size
    var messages: [String] = []
    next.sections[indexPath.section] = try makeSection(
      indexPath.section, in: next, delegate: effectiveDelegate, log: &messages)
    next.restack(from: indexPath.section)
    state = next
    log.append(contentsOf: messages.prefix(max(0, Self.maximumLogEntries - log.count)))
  }
}
