import Foundation

/// A grid's sections and items as a value that the diffable data source's
/// verbs edit, named for items: take one with ``Grid/snapshot()``, change
/// it, and show it with ``Grid/apply(_:animation:)``.
///
/// ```swift
/// var snapshot = grid.snapshot()
/// try snapshot.appendItems([Item<PhotoCell>(model: photo)], toSection: "may")
/// try snapshot.deleteItems([old.id])
/// try grid.apply(snapshot)
/// ```
///
/// The same value as ``TableSnapshot``, with the same rules and the same
/// errors: sections are named by their `id`, items by their identity
/// value (what ``Grid/indexPath(forItemID:)`` takes); each verb changes
/// the snapshot at once, validates first and thitems a ``SnapshotError``
/// with `UIKit`'s text, leaving the snapshot as it was; items inserted that
/// are there move into place (see ``warnings``); unknown identities given
/// to ``deleteItems(_:)`` and ``deleteSections(_:)`` are ignored;
/// ``deleteAllItems()`` deletes the sections too; reloads and reconfigures
/// are marks shown by ``Grid/apply(_:animation:)``. Items under other items
/// (an outline's children) are not items of the snapshot.
///
/// Sections the verbs do not touch keep their items shared with the grid,
/// so that applying the snapshot skips them without reading an item.
public struct GridSnapshot {
  /// The core shared with ``TableSnapshot``.
  var core: ListSnapshot

  /// An empty snapshot.
  public init() {
    core = ListSnapshot()
  }

  /// A snapshot of a core.
  init(core: ListSnapshot) {
    self.core = core
  }

  // MARK: Queries

  /// The sections, in order, with their items: what
  /// ``Grid/apply(_:animation:)`` shows.
  public var sections: [GridSection] { core.sections.map(GridSection.init(base:)) }

  /// The identities of the sections, in order (sections without an `id`
  /// are left out).
  public var sectionIDs: [AnyHashable] { core.sectionIDs }

  /// The number of sections.
  public var numberOfSections: Int { core.sections.count }

  /// The number of items in all sections.
  ///
  /// - Complexity: O(*s*) for *s* sections.
  public var numberOfItems: Int { core.rowCount }

  /// The number of items in a section.
  ///
  /// - Parameter section: The section's `id`.
  /// - Throws: ``SnapshotError/sectionNotFound(_:)`` when no section has it.
  public func numberOfItems(inSection section: AnyHashable) throws(SnapshotError) -> Int {
    core.sections[try core.existingSection(section)].rows.count
  }

  /// The identities of a section's items, in order (items without one are
  /// left out).
  ///
  /// - Parameter section: The section's `id`.
  /// - Throws: ``SnapshotError/sectionNotFound(_:)`` when no section has it.
  public func itemIDs(inSection section: AnyHashable) throws(SnapshotError) -> [AnyHashable] {
    core.sections[try core.existingSection(section)].rows.compactMap(\.id)
  }

  /// The identities of all items, section after section (items without one
  /// are left out).
  public var itemIDs: [AnyHashable] { core.sections.flatMap { $0.rows.compactMap(\.id) } }

  /// The item with an identity, or `nil` when the snapshot has none.
  public func item(withID id: AnyHashable) -> AnyItem? {
    core.place(ofRow: id).map { AnyItem(storage: core.sections[$0.section].rows[$0.row].storage) }
  }

  /// The offset of an item among all items, section after section (the
  /// index `NSDiffableDataSourceSnapshot.indexOfItem` gives), or `nil`.
  public func indexOfItem(_ id: AnyHashable) -> Int? { core.offset(ofRow: id) }

  /// The index of a section, or `nil` when no section has the `id`.
  public func indexOfSection(_ id: AnyHashable) -> Int? { core.sectionIndex(of: id) }

  /// The `id` of the section holding an item, or `nil` when the snapshot
  /// has no such item (or its section has no `id`).
  public func sectionID(containingItem id: AnyHashable) -> AnyHashable? {
    core.section(containingRow: id).flatMap { core.sections[$0].id }
  }

  /// The items marked for a reload, in the order first marked.
  public var reloadedItemIDs: [AnyHashable] { core.reloadedRows.ids }
  /// The items marked for a reconfigure, in the order first marked.
  public var reconfiguredItemIDs: [AnyHashable] { core.reconfiguredRows.ids }
  /// The sections marked for a reload, in the order first marked.
  public var reloadedSectionIDs: [AnyHashable] { core.reloadedSections.ids }
  /// The sections marked for a reconfigure, in the order first marked.
  public var reconfiguredSectionIDs: [AnyHashable] { core.reconfiguredSections.ids }

  /// What the verbs logged where `UIKit` logs: items inserted or appended
  /// that were already there, moved into place.
  public var warnings: [String] { core.warnings }

  // MARK: Sections

  /// Appends sections, with their items.
  ///
  /// - Parameter sections: The sections; each needs an `id`.
  /// - Throws: ``SnapshotError/sectionWithoutID(position:)``,
  ///   ``SnapshotError/duplicateIdentifiers(_:ofSections:)`` (within
  ///   `sections`, or among their items),
  ///   ``SnapshotError/sectionsAlreadyExist(_:)``.
  public mutating func appendSections(_ sections: [GridSection]) throws(SnapshotError) {
    try core.insertSections(sections.map(\.base), at: nil, after: false)
  }

  /// Inserts sections before a section.
  ///
  /// - Parameters:
  ///   - sections: The sections; each needs an `id`.
  ///   - section: The `id` of the section they go before.
  /// - Throws: As ``appendSections(_:)``, and
  ///   ``SnapshotError/notFound(_:parameter:)`` or
  ///   ``SnapshotError/destinationInInsertedList(_:ofSections:inserted:)``
  ///   for the anchor.
  public mutating func insertSections(
    _ sections: [GridSection], beforeSection section: AnyHashable
  ) throws(SnapshotError) {
    try core.insertSections(sections.map(\.base), at: section, after: false)
  }

  /// Inserts sections after a section.
  ///
  /// - Parameters:
  ///   - sections: The sections; each needs an `id`.
  ///   - section: The `id` of the section they go after.
  /// - Throws: As ``insertSections(_:beforeSection:)``.
  public mutating func insertSections(
    _ sections: [GridSection], afterSection section: AnyHashable
  ) throws(SnapshotError) {
    try core.insertSections(sections.map(\.base), at: section, after: true)
  }

  /// Deletes sections and their items; unknown identities are ignored.
  ///
  /// - Parameter ids: The sections' `id`s.
  /// - Throws: ``SnapshotError/duplicateIdentifiers(_:ofSections:)``.
  public mutating func deleteSections(_ ids: [AnyHashable]) throws(SnapshotError) {
    try core.deleteSections(ids)
  }

  /// Moves a section, with its items, before another.
  ///
  /// - Parameters:
  ///   - id: The `id` of the section to move.
  ///   - section: The `id` of the section it goes before.
  /// - Throws: ``SnapshotError/notFound(_:parameter:)``,
  ///   ``SnapshotError/moveOntoItself(_:ofSections:)``.
  public mutating func moveSection(
    _ id: AnyHashable, beforeSection section: AnyHashable
  ) throws(SnapshotError) {
    try core.moveSection(id, to: section, after: false)
  }

  /// Moves a section, with its items, after another.
  ///
  /// - Parameters:
  ///   - id: The `id` of the section to move.
  ///   - section: The `id` of the section it goes after.
  /// - Throws: As ``moveSection(_:beforeSection:)``.
  public mutating func moveSection(
    _ id: AnyHashable, afterSection section: AnyHashable
  ) throws(SnapshotError) {
    try core.moveSection(id, to: section, after: true)
  }

  /// Marks sections to be shown anew (items, header and footer) when
  /// applied.
  ///
  /// - Parameter ids: The sections' `id`s.
  /// - Throws: ``SnapshotError/duplicateIdentifiers(_:ofSections:)``,
  ///   ``SnapshotError/markedMissing(_:verb:ofSections:)``.
  public mutating func reloadSections(_ ids: [AnyHashable]) throws(SnapshotError) {
    try core.markSections(ids, reloading: true)
  }

  /// Marks sections whose header, footer and items are configured again in
  /// place when applied.
  ///
  /// - Parameter ids: The sections' `id`s.
  /// - Throws: As ``reloadSections(_:)``.
  public mutating func reconfigureSections(_ ids: [AnyHashable]) throws(SnapshotError) {
    try core.markSections(ids, reloading: false)
  }

  // MARK: Items

  /// Appends items to a section.
  ///
  /// - Parameters:
  ///   - items: The items. Those the snapshot has are moved into place.
  ///   - section: The section's `id`; `nil` appends to the last section.
  /// - Throws: ``SnapshotError/duplicateIdentifiers(_:ofSections:)``,
  ///   ``SnapshotError/notFound(_:parameter:)``,
  ///   ``SnapshotError/noSections``.
  public mutating func appendItems(
    _ items: [any ItemRepresentable], toSection section: AnyHashable? = nil
  ) throws(SnapshotError) {
    try core.appendRows(items.map { AnyRow(storage: $0.anyItem.storage) }, toSection: section)
  }

  /// Inserts items before an item, in its section.
  ///
  /// - Parameters:
  ///   - items: The items. Those the snapshot has are moved into place.
  ///   - id: The identity of the item they go before.
  /// - Throws: ``SnapshotError/duplicateIdentifiers(_:ofSections:)``,
  ///   ``SnapshotError/destinationInInsertedList(_:ofSections:inserted:)``,
  ///   ``SnapshotError/notFound(_:parameter:)``.
  public mutating func insertItems(
    _ items: [any ItemRepresentable], beforeItem id: AnyHashable
  ) throws(SnapshotError) {
    try core.insertRows(items.map { AnyRow(storage: $0.anyItem.storage) }, at: id, after: false)
  }

  /// Inserts items after an item, in its section.
  ///
  /// - Parameters:
  ///   - items: The items. Those the snapshot has are moved into place.
  ///   - id: The identity of the item they go after.
  /// - Throws: As ``insertItems(_:beforeItem:)``.
  public mutating func insertItems(
    _ items: [any ItemRepresentable], afterItem id: AnyHashable
  ) throws(SnapshotError) {
    try core.insertRows(items.map { AnyRow(storage: $0.anyItem.storage) }, at: id, after: true)
  }

  /// Deletes items; unknown identities are ignored.
  ///
  /// - Parameter ids: The items' identities.
  /// - Throws: ``SnapshotError/duplicateIdentifiers(_:ofSections:)``.
  public mutating func deleteItems(_ ids: [AnyHashable]) throws(SnapshotError) {
    try core.deleteRows(ids)
  }

  /// Deletes every item and every section, as
  /// `NSDiffableDataSourceSnapshot` does.
  public mutating func deleteAllItems() {
    core.deleteAll()
  }

  /// Moves an item before another, in the other's section.
  ///
  /// - Parameters:
  ///   - id: The identity of the item to move.
  ///   - anchor: The identity of the item it goes before.
  /// - Throws: ``SnapshotError/notFound(_:parameter:)``,
  ///   ``SnapshotError/moveOntoItself(_:ofSections:)``.
  public mutating func moveItem(_ id: AnyHashable, beforeItem anchor: AnyHashable)
    throws(SnapshotError)
  {
    try core.moveRow(id, to: anchor, after: false)
  }

  /// Moves an item after another, in the other's section.
  ///
  /// - Parameters:
  ///   - id: The identity of the item to move.
  ///   - anchor: The identity of the item it goes after.
  /// - Throws: As ``moveItem(_:beforeItem:)``.
  public mutating func moveItem(_ id: AnyHashable, afterItem anchor: AnyHashable)
    throws(SnapshotError)
  {
    try core.moveRow(id, to: anchor, after: true)
  }

  /// Marks items to be shown with a new cell when applied.
  ///
  /// - Parameter ids: The items' identities.
  /// - Throws: ``SnapshotError/duplicateIdentifiers(_:ofSections:)``,
  ///   ``SnapshotError/markedMissing(_:verb:ofSections:)``.
  public mutating func reloadItems(_ ids: [AnyHashable]) throws(SnapshotError) {
    try core.markRows(ids, reloading: true)
  }

  /// Marks items whose cells are configured again when applied.
  ///
  /// - Parameter ids: The items' identities.
  /// - Throws: As ``reloadItems(_:)``.
  public mutating func reconfigureItems(_ ids: [AnyHashable]) throws(SnapshotError) {
    try core.markRows(ids, reloading: false)
  }

  /// Puts an item with new content in the place of the item with its
  /// identity: applied, it is reconfigured, or reloaded when its height,
  /// cell type or editing behaviour changed (or not touched when nothing
  /// did).
  ///
  /// - Parameters:
  ///   - id: The identity of the item to replace.
  ///   - item: The new item, with the same identity.
  /// - Throws: ``SnapshotError/markedMissing(_:verb:ofSections:)``,
  ///   ``SnapshotError/replacementChangesIdentity(old:new:)``.
  public mutating func replaceItem(_ id: AnyHashable, with item: some ItemRepresentable)
    throws(SnapshotError)
  {
    try core.replaceRow(id, with: AnyRow(storage: item.anyItem.storage))
  }
}
