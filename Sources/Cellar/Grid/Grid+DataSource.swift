import Foundation

extension Grid {
  /// Dequeues and configures the cell of the item at an index path.
  ///
  /// A cell that cannot be made as the item needs goes to ``viewFailed(_:)``
  /// (thrown by the update in progress on CellarHost, else reported through
  /// ``CellarList/onError``): an item that is gone and a dequeue error give an empty
  /// cell (``fallbackCell(_:at:)``), a registration that makes another class
  /// (``TableError/cellClassMismatch(reuseIdentifier:expected:actual:indexPath:)``)
  /// its cell unconfigured on UIKit, which must get back the cell it
  /// dequeued, and an empty one on CellarHost (see `cellForMismatch(_:at:)`).
  /// The steps are ``UpdateDriver/configuredCell(at:dequeue:empty:mismatch:link:)``'s.
  ///
  /// - Parameter indexPath: The item.
  /// - Returns: The configured cell, or the empty or unconfigured one.
  func cell(at indexPath: IndexPath) -> UICollectionViewCell {
    configuredCell(
      at: indexPath,
      dequeue: { storage, identifier in
        try dequeueCell(for: storage, identifier: identifier, at: indexPath)
      },
      empty: { Self.fallbackCell(collectionView, at: indexPath) },
      mismatch: { cellForMismatch($0, at: indexPath) })
  }

  /// Dequeues and configures a section's header or footer view.
  ///
  /// Only headers and footers are the grid's: another kind (a layout's own)
  /// and a section without that header or footer get the view of the
  /// ``supplementaryProvider`` when there is one (a ``DiffableDataSource``'s),
  /// else an empty view (``fallbackSupplementaryView(_:ofKind:at:)``), since
  /// the collection view requires one. A view of another class than the header's or
  /// footer's (a class registered for the identifier behind the grid's back;
  /// an update's checks refuse view types that share one) goes to
  /// ``viewFailed(_:)`` as
  /// and is handled as a cell of the wrong class is; a dequeue error gives
  /// an empty view.
  ///
  /// - Parameters:
  ///   - kind: The element kind.
  ///   - indexPath: The element's index path.
  /// - Returns: The configured view, or the empty or unconfigured one.
  func supplementaryView(kind: String, at indexPath: IndexPath) -> UICollectionReusableView {
    let isHeader = kind == Self.headerKind
    guard isHeader || kind == Self.footerKind, let parts = parts(of: indexPath.section),
      let item = isHeader ? parts.header : parts.footer
    else { return providedSupplementaryView(kind: kind, at: indexPath) }
    let storage = item.storage
    let identifier = storage.reuseIdentifier
    registerSupplementaryIfNeeded(storage, kind: kind)
    let view: UICollectionReusableView
    do {
      view = try dequeueSupplementary(ofKind: kind, identifier: identifier, at: indexPath)
    } catch {
      viewFailed(error)
      return Self.fallbackSupplementaryView(collectionView, ofKind: kind, at: indexPath)
    }
    let matches = isOfDequeuedType(
      storage.isShown(by: view),
      else: TableError.headerFooterClassMismatch(
        reuseIdentifier: identifier, expected: storage.viewTypeName,
        actual: String(reflecting: type(of: view)), section: indexPath.section))
    guard matches else { return supplementaryViewForMismatch(view, ofKind: kind, at: indexPath) }
    inCallback { storage.configure(view) }
    if isHeader { refreshHeaderOutline(in: view, section: indexPath.section) }
    return view
  }

  /// The ``supplementaryProvider``'s view for an element, or an empty view
  /// without a provider or when it fails (its error goes to
  /// ``viewFailed(_:)``). The provider runs as a callback: an update it
  /// asks for waits in the queue.
  private func providedSupplementaryView(kind: String, at indexPath: IndexPath)
    -> UICollectionReusableView
  {
    if let supplementaryProvider {
      do {
        return try inCallback { try supplementaryProvider(kind, indexPath) }
      } catch {
        viewFailed(error)
      }
    }
    return Self.fallbackSupplementaryView(collectionView, ofKind: kind, at: indexPath)
  }

  /// The reuse identifier of the empty cells and views shown where the
  /// grid has none to give.
  static let fallbackIdentifier = "Cellar.Grid.empty"

  /// An empty cell, for an index path the grid cannot fill: the collection
  /// view requires a dequeued one.
  static func fallbackCell(_ collectionView: UICollectionView, at indexPath: IndexPath)
    -> UICollectionViewCell
  {
    collectionView.register(
      UICollectionViewCell.self, forCellWithReuseIdentifier: fallbackIdentifier)
    return collectionView.dequeueReusableCell(
      withReuseIdentifier: fallbackIdentifier, for: indexPath)
  }

  /// An empty supplementary view, for an element the grid cannot fill: the
  /// collection view asks only for the kinds whose reference size is not
  /// zero, and requires a dequeued view.
  static func fallbackSupplementaryView(
    _ collectionView: UICollectionView, ofKind kind: String, at indexPath: IndexPath
  ) -> UICollectionReusableView {
    collectionView.register(
      UICollectionReusableView.self, forSupplementaryViewOfKind: kind,
      withReuseIdentifier: fallbackIdentifier)
    return collectionView.dequeueReusableSupplementaryView(
      ofKind: kind, withReuseIdentifier: fallbackIdentifier, for: indexPath)
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

  /// A section's header or footer size: the section's, else the layout's;
  /// zero for a section without that view, unless a
  /// ``supplementaryProvider`` gives the views (the layout's then).
  func headerSize(_ section: Int, footer: Bool) -> CGSize {
    let parts = parts(of: section)
    let layoutSize = footer ? flowLayout.footerReferenceSize : flowLayout.headerReferenceSize
    guard let parts, footer ? parts.footer != nil : parts.header != nil else {
      return supplementaryProvider == nil ? .zero : layoutSize
    }
    return (footer ? parts.footerReferenceSize : parts.headerReferenceSize) ?? layoutSize
  }
}
