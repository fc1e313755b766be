import Foundation

extension DiffableDataSource {
  /// Which items the user may move in a collection view, and what to do
  /// before and after a move: `UIKit`'s `ReorderingHandlers`.
  ///
  /// As in `UIKit`, items move only when ``canReorderItem`` is set and says
  /// yes. When the user drops an item elsewhere, the data source's
  /// snapshot follows the view: ``willReorder`` hears the move first, then
  /// the data source updates itself, then ``didReorder`` hears it (store
  /// the new order there). The handlers run as callbacks: an apply they ask
  /// for waits until the move is done.
  public struct ReorderingHandlers {
    /// Whether the user may move an item; `nil`: no item moves.
    public var canReorderItem: ((ItemIdentifierType) -> Bool)?
    /// Called with the move before the data source's snapshot follows it.
    public var willReorder: ((Transaction) -> Void)?
    /// Called with the move once the data source's snapshot shows it.
    public var didReorder: ((Transaction) -> Void)?

    /// Handlers that let no item move.
    public init() {}
  }

  /// The data source's transaction type.
  public typealias Transaction = DiffableTransaction<SectionIdentifierType, ItemIdentifierType>
}

extension DiffableDataSource: GridMoveAnswers {
  func canMoveItem(at indexPath: IndexPath) -> Bool {
    guard let canReorder = reorderingHandlers.canReorderItem,
      let item = itemIdentifier(for: indexPath)
    else { return false }
    return canReorder(item)
  }

  func userMovedItem(from source: IndexPath, to destination: IndexPath) {
    let initial = snapshotShown
    guard let final = snapshot(afterUserMoveFrom: source, to: destination) else { return }
    let sections = [source.section, destination.section].compactMap(sectionIdentifier(for:))
    let transaction = Transaction(
      initial: initial, final: final, sections: sections,
      initialTrees: sections.map { shownSectionSnapshot(of: $0) })
    let handlers = reorderingHandlers
    let list = engine
    list.inCallback { handlers.willReorder?(transaction) }
    commitUserMove(final)
    list.inCallback { handlers.didReorder?(transaction) }
  }

  /// The section snapshot of a section the view shows: its own, else its
  /// items as roots.
  private func shownSectionSnapshot(of section: SectionIdentifierType) -> SectionSnapshot {
    if let tree = shownTrees[section] { return tree }
    return SectionSnapshot.flat((try? snapshotShown.itemIdentifiers(inSection: section)) ?? [])
  }
}

/// A user's reordering of a ``DiffableDataSource``'s items: `UIKit`'s
/// `NSDiffableDataSourceTransaction`, renamed.
public struct DiffableTransaction<
  SectionIdentifierType: Hashable & Sendable, ItemIdentifierType: Hashable & Sendable
>: Sendable {
  /// What the view showed before the move.
  public let initialSnapshot: DiffableSnapshot<SectionIdentifierType, ItemIdentifierType>
  /// What it shows after.
  public let finalSnapshot: DiffableSnapshot<SectionIdentifierType, ItemIdentifierType>
  /// The change from all the items before to all the items after.
  public let difference: CollectionDifference<ItemIdentifierType>
  /// The change of each section the move touched: the one it left and
  /// the one it entered (one, for a move within a section).
  public let sectionTransactions:
    [DiffableSectionTransaction<SectionIdentifierType, ItemIdentifierType>]

  /// The transaction of a move from `initial` to `final` touching
  /// `sections`, whose section snapshots before were `initialTrees`.
  init(
    initial: DiffableSnapshot<SectionIdentifierType, ItemIdentifierType>,
    final: DiffableSnapshot<SectionIdentifierType, ItemIdentifierType>,
    sections: [SectionIdentifierType], initialTrees: [DiffableSectionSnapshot<ItemIdentifierType>]
  ) {
    initialSnapshot = initial
    finalSnapshot = final
    difference = final.itemIdentifiers.difference(from: initial.itemIdentifiers)
    var transactions: [DiffableSectionTransaction<SectionIdentifierType, ItemIdentifierType>] = []
    for (section, tree) in zip(sections, initialTrees)
    where !transactions.contains(where: { $0.sectionIdentifier == section }) {
      let after = DiffableSectionSnapshot.flat(
        (try? final.itemIdentifiers(inSection: section)) ?? [])
      transactions.append(
        DiffableSectionTransaction(
          sectionIdentifier: section, initialSnapshot: tree, finalSnapshot: after,
          difference: after.items.difference(from: tree.visibleItems)))
    }
    sectionTransactions = transactions
  }
}

/// The change of one section in a ``DiffableTransaction``: `UIKit`'s
/// `NSDiffableDataSourceSectionTransaction`, renamed.
public struct DiffableSectionTransaction<
  SectionIdentifierType: Hashable & Sendable, ItemIdentifierType: Hashable & Sendable
>: Sendable {
  /// The section.
  public let sectionIdentifier: SectionIdentifierType
  /// Its section snapshot before the move.
  public let initialSnapshot: DiffableSectionSnapshot<ItemIdentifierType>
  /// Its section snapshot after the move: its items, as roots (a move
  /// makes a section flat).
  public let finalSnapshot: DiffableSectionSnapshot<ItemIdentifierType>
  /// The change from its visible items before to its items after.
  public let difference: CollectionDifference<ItemIdentifierType>
}

extension DiffableSectionSnapshot {
  /// Items as roots, in order; an item a broken `Hashable` repeats is left
  /// out.
  static func flat(_ items: [ItemIdentifierType]) -> Self {
    var flat = Self()
    if (try? flat.append(items)) == nil {
      for item in items { try? flat.append([item]) }
    }
    return flat
  }
}
