import Foundation

extension Grid {
  /// Dequeues and configures the cell of the item at an index path.
  ///
  /// - Throws: ``TableError/cellClassMismatch(reuseIdentifier:expected:actual:indexPath:)``
  ///   when a registration makes a cell of another class, or the
  ///   collection view's `DequeueError`.
  func cell(at indexPath: IndexPath) throws -> CollectionViewCell {
    guard let storage = storage(at: indexPath) else {
      throw missingCellError(at: indexPath)
    }
    let identifier = storage.reuseIdentifier
    let cell = try dequeueCell(for: storage, identifier: identifier, at: indexPath)
    guard try isOfRowType(cell, storage, identifier: identifier, at: indexPath) else {
      return cell
    }
    displayedItems[ObjectIdentifier(cell)] = storage
    inCallback { storage.configure(cell) }
    return cell
  }

  /// Dequeues and configures a section's header or footer view.
  ///
  /// - Throws: ``TableError/headerFooterClassMismatch(reuseIdentifier:expected:actual:section:)``
  ///   when the dequeued view is of another class (a class registered for
  ///   the identifier behind the grid's back; an update's checks refuse
  ///   view types that share one), on CellarHost; on UIKit it is reported
  ///   through `onError` and the view returned unconfigured, as a cell of
  ///   the wrong class is. The collection view's dequeue errors.
  func supplementaryView(kind: String, at indexPath: IndexPath) throws -> CollectionReusableView? {
    guard let parts = parts(of: indexPath.section) else { return nil }
    let isHeader = kind == Self.headerKind
    guard let item = isHeader ? parts.header : parts.footer else { return nil }
    let storage = item.storage
    let identifier = storage.reuseIdentifier
    registerSupplementaryIfNeeded(storage, kind: kind)
    let view = try dequeueSupplementary(ofKind: kind, identifier: identifier, at: indexPath)
    let matches = try isOfDequeuedType(
      storage.isShown(by: view),
      else: TableError.headerFooterClassMismatch(
        reuseIdentifier: identifier, expected: storage.viewTypeName,
        actual: String(reflecting: type(of: view)), section: indexPath.section))
    if matches { inCallback { storage.configure(view) } }
    return view
  }

  /// An item's size: its own, else its section's, else the layout's.
  func itemSize(at indexPath: IndexPath) -> CGSize {
    Self.itemSize(at: indexPath, in: shown) ?? flowLayout.itemSize
  }

  /// An item's own size, else its section's; `nil` for the layout's (or
  /// an index path the sections do not have).
  ///
  /// Nonisolated and without the grid: the flow layout asks once per item
  /// when sizes differ, and CellarHost's layout delegate calls this on the
  /// sections it captured (a weak grid and an isolated lookup per item cost
  /// more than the layout itself).
  ///
  /// - Complexity: O(1).
  nonisolated static func itemSize(at indexPath: IndexPath, in sections: [Section]) -> CGSize? {
    guard indexPath.count == 2, sections.indices.contains(indexPath.section) else { return nil }
    let item = indexPath[1]
    guard sections[indexPath.section].rows.indices.contains(item) else { return nil }
    let storage = sections[indexPath.section].rows[item].storage
    if storage.identityBits.hasExtras, let size = storage.rowExtrasItemSize { return size }
    return sections[indexPath.section].grid?.itemSize
  }

  /// A section's metric, else the flow layout's property.
  func metric<Value>(
    _ part: KeyPath<GridSectionParts, Value?>, _ section: Int,
    _ property: KeyPath<CollectionViewFlowLayout, Value>
  ) -> Value {
    parts(of: section)?[keyPath: part] ?? flowLayout[keyPath: property]
  }

  /// A section's header or footer size: zero without a view, else the
  /// section's, else the layout's.
  func headerSize(_ section: Int, footer: Bool) -> CGSize {
    guard let parts = parts(of: section), (footer ? parts.footer : parts.header) != nil else {
      return .zero
    }
    return footer
      ? metric(\.footerReferenceSize, section, \.footerReferenceSize)
      : metric(\.headerReferenceSize, section, \.headerReferenceSize)
  }

  /// Whether the layout must ask for item sizes: some section or item has its own.
  ///
  /// Nonisolated and written as loops: a closure made on the main actor and
  /// passed to `contains(where:)` checks its isolation at every call, which
  /// was 220 instructions per item on a 100,000-item grid. An item without
  /// extras (most) is passed over by one flag test.
  ///
  /// - Complexity: O(*n*) for *n* items.
  nonisolated static func sizesItems(_ sections: [Section]) -> Bool {
    for section in sections {
      if section.grid?.itemSize != nil { return true }
      for row in section.rows
      where row.storage.identityBits.hasExtras && row.storage.rowExtrasItemSize != nil {
        return true
      }
    }
    return false
  }
}

extension Grid {
}
