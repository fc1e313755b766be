import Foundation

extension Grid {
  /// Dequeues and configures the cell of the item at an index path.
  ///
  /// - Throws: ``TableError/cellClassMismatch(reuseIdentifier:expected:actual:indexPath:)``
  ///   when a registration makes a cell of another class, or the
  ///   collection view's `DequeueError`.
  func cell(at indexPath: IndexPath) throws -> UICollectionViewCell {
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
  func supplementaryView(kind: String, at indexPath: IndexPath) throws -> UICollectionReusableView?
  {
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

  /// A section's inset: its own, else the flow layout's.
  ///
  /// The flow layout asks for each section's five metrics at every layout
  /// pass, so these read the section's parts directly: reading them through
  /// key paths cost about 1,800 instructions per metric (`sections100k`).
  func sectionInset(inSection section: Int) -> GridSection.Insets {
    parts(of: section)?.sectionInset ?? flowLayout.sectionInset
  }

  /// A section's line spacing: its own, else the flow layout's.
  func minimumLineSpacing(inSection section: Int) -> CGFloat {
    parts(of: section)?.minimumLineSpacing ?? flowLayout.minimumLineSpacing
  }

  /// A section's interitem spacing: its own, else the flow layout's.
  func minimumInteritemSpacing(inSection section: Int) -> CGFloat {
    parts(of: section)?.minimumInteritemSpacing ?? flowLayout.minimumInteritemSpacing
  }

  /// A section's header or footer size: zero without a view, else the
  /// section's, else the layout's.
  func headerSize(_ section: Int, footer: Bool) -> CGSize {
    guard let parts = parts(of: section) else { return .zero }
    if footer {
      guard parts.footer != nil else { return .zero }
      return parts.footerReferenceSize ?? flowLayout.footerReferenceSize
    }
    guard parts.header != nil else { return .zero }
    return parts.headerReferenceSize ?? flowLayout.headerReferenceSize
  }
}
