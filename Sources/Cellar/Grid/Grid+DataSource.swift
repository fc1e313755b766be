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
  func supplementaryView(kind: String, at indexPath: IndexPath) throws -> CollectionReusableView? {
    guard let parts = parts(of: indexPath.section) else { return nil }
    let isHeader = kind == Self.headerKind
    guard let item = isHeader ? parts.header : parts.footer else { return nil }
    let storage = item.storage
    registerSupplementaryIfNeeded(storage, kind: kind)
    let view = try dequeueSupplementary(
      ofKind: kind, identifier: storage.reuseIdentifier, at: indexPath)
    inCallback { storage.configure(view) }
    return view
  }

  /// An item's size: its own, else its section's, else the layout's.
  func itemSize(at indexPath: IndexPath) -> CGSize {
    storage(at: indexPath)?.rowExtrasItemSize ?? parts(of: indexPath.section)?.itemSize
      ?? flowLayout.itemSize
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
