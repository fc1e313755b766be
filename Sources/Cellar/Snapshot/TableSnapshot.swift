import Foundation

/// A table's sections and rows as a value that the diffable data source's
/// verbs edit, named for rows: take one with ``Table/snapshot()``, change
/// it, and show it with ``Table/apply(_:animation:)``.
///
/// ```swift
/// var snapshot = table.snapshot()
/// try snapshot.appendRows([Row<MovieCell>(model: movie)], toSection: "movies")
/// try snapshot.moveRow(movie.id, beforeRow: first.id)
/// try snapshot.reconfigureRows([other.id])
/// try table.apply(snapshot)
/// ```
///
/// Sections are named by their `id`, rows by their identity value (what
/// ``Table/indexPath(forRowID:)`` takes: the row's `id:`, its model's
/// `id`, or its `Hashable` model). Each verb changes the snapshot at once
/// and validates first: a mistake throws a ``SnapshotError`` whose message
/// is `UIKit`'s (where `UIKit` stops the program instead) and leaves the
/// snapshot as it was. As in `NSDiffableDataSourceSnapshot`:
///
/// - Rows inserted or appended that the snapshot already has are moved
///   into place, and `UIKit`'s message is added to ``warnings``.
/// - Unknown identities given to ``deleteRows(_:)`` and
///   ``deleteSections(_:)`` are ignored; ``deleteAllRows()`` deletes the
///   sections too.
/// - Reloads and reconfigures are marks, checked when given and shown by
///   ``Table/apply(_:animation:)``: a reload makes a new cell, a
///   reconfigure configures the row's cell again (a reload still when its
///   height, cell type or editing behaviour changed).
///
/// Rows under other rows (an outline's children) are not rows of the
/// snapshot: a verb names a section's own rows. Sections and rows without
/// an identity are kept and counted but cannot be named, and
/// ``sectionIDs`` and ``rowIDs(inSection:)`` leave them out. A value that
/// names more than one row (a `Hashable` model that repeats, or a model's
/// `5` beside a row with `id: 5`, which the table keeps apart) names the
/// first of them; a row inserted or appended moves into place only a row
/// of the same identity, as the table compares identities.
///
/// A snapshot is a value: copies are independent. Sections the verbs do
/// not touch keep their rows shared with the table, so that applying the
/// snapshot skips them without reading a row.
public struct TableSnapshot {
  /// The core shared with ``GridSnapshot``.
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

  /// The sections, in order, with their rows: what
  /// ``Table/apply(_:animation:)`` shows.
  public var sections: [Section] { core.sections }

  /// The identities of the sections, in order (sections without an `id`
  /// are left out).
  public var sectionIDs: [AnyHashable] { core.sectionIDs }

  /// The number of sections.
  public var numberOfSections: Int { core.sections.count }

  /// The number of rows in all sections.
  ///
  /// - Complexity: O(*s*) for *s* sections.
  public var numberOfRows: Int { core.rowCount }

  /// The number of rows in a section.
  ///
  /// - Parameter section: The section's `id`.
  /// - Throws: ``SnapshotError/sectionNotFound(_:)`` when no section has it.
  public func numberOfRows(inSection section: AnyHashable) throws(SnapshotError) -> Int {
    core.sections[try core.existingSection(section)].rows.count
  }

  /// The identities of a section's rows, in order (rows without one are
  /// left out).
  ///
  /// - Parameter section: The section's `id`.
  /// - Throws: ``SnapshotError/sectionNotFound(_:)`` when no section has it.
  public func rowIDs(inSection section: AnyHashable) throws(SnapshotError) -> [AnyHashable] {
    core.sections[try core.existingSection(section)].rows.compactMap(\.id)
  }

  /// The identities of all rows, section after section (rows without one
  /// are left out).
  public var rowIDs: [AnyHashable] { core.sections.flatMap { $0.rows.compactMap(\.id) } }

  /// The row with an identity, or `nil` when the snapshot has none.
  public func row(withID id: AnyHashable) -> AnyRow? {
    core.place(ofRow: id).map { core.sections[$0.section].rows[$0.row] }
  }

  /// The offset of a row among all rows, section after section (the
  /// index `NSDiffableDataSourceSnapshot.indexOfItem` gives), or `nil`.
  public func indexOfRow(_ id: AnyHashable) -> Int? { core.offset(ofRow: id) }

  /// The index of a section, or `nil` when no section has the `id`.
  public func indexOfSection(_ id: AnyHashable) -> Int? { core.sectionIndex(of: id) }

  /// The `id` of the section holding a row, or `nil` when the snapshot
  /// has no such row (or its section has no `id`).
  public func sectionID(containingRow id: AnyHashable) -> AnyHashable? {
    core.section(containingRow: id).flatMap { core.sections[$0].id }
  }

  /// The rows marked for a reload, in the order first marked.
  public var reloadedRowIDs: [AnyHashable] { core.reloadedRows.ids }
  /// The rows marked for a reconfigure, in the order first marked.
  public var reconfiguredRowIDs: [AnyHashable] { core.reconfiguredRows.ids }
  /// The sections marked for a reload, in the order first marked.
  public var reloadedSectionIDs: [AnyHashable] { core.reloadedSections.ids }
  /// The sections marked for a reconfigure, in the order first marked.
  public var reconfiguredSectionIDs: [AnyHashable] { core.reconfiguredSections.ids }

  /// What the verbs logged where `UIKit` logs: rows inserted or appended
  /// that were already there, moved into place.
  public var warnings: [String] { core.warnings }

  // MARK: Sections

  /// Appends sections, with their rows.
  ///
  /// - Parameter sections: The sections; each needs an `id`.
  /// - Throws: ``SnapshotError/sectionWithoutID(position:)``,
  ///   ``SnapshotError/duplicateIdentifiers(_:ofSections:)`` (within
  ///   `sections`, or among their rows),
  ///   ``SnapshotError/sectionsAlreadyExist(_:)``.
  public mutating func appendSections(_ sections: [Section]) throws(SnapshotError) {
    try core.insertSections(sections, at: nil, after: false)
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
    _ sections: [Section], beforeSection section: AnyHashable
  ) throws(SnapshotError) {
    try core.insertSections(sections, at: section, after: false)
  }

  /// Inserts sections after a section.
  ///
  /// - Parameters:
  ///   - sections: The sections; each needs an `id`.
  ///   - section: The `id` of the section they go after.
  /// - Throws: As ``insertSections(_:beforeSection:)``.
  public mutating func insertSections(
    _ sections: [Section], afterSection section: AnyHashable
  ) throws(SnapshotError) {
    try core.insertSections(sections, at: section, after: true)
  }

  /// Deletes sections and their rows; unknown identities are ignored.
  ///
  /// - Parameter ids: The sections' `id`s.
  /// - Throws: ``SnapshotError/duplicateIdentifiers(_:ofSections:)``.
  public mutating func deleteSections(_ ids: [AnyHashable]) throws(SnapshotError) {
    try core.deleteSections(ids)
  }

  /// Moves a section, with its rows, before another.
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

  /// Moves a section, with its rows, after another.
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

  /// Marks sections to be shown anew (rows, header and footer) when
  /// applied.
  ///
  /// - Parameter ids: The sections' `id`s.
  /// - Throws: ``SnapshotError/duplicateIdentifiers(_:ofSections:)``,
  ///   ``SnapshotError/markedMissing(_:verb:ofSections:)``.
  public mutating func reloadSections(_ ids: [AnyHashable]) throws(SnapshotError) {
    try core.markSections(ids, reloading: true)
  }

  /// Marks sections whose header, footer and rows are configured again in
  /// place when applied.
  ///
  /// - Parameter ids: The sections' `id`s.
  /// - Throws: As ``reloadSections(_:)``.
  public mutating func reconfigureSections(_ ids: [AnyHashable]) throws(SnapshotError) {
    try core.markSections(ids, reloading: false)
  }

  // MARK: Rows

  /// Appends rows to a section.
  ///
  /// - Parameters:
  ///   - rows: The rows. Those the snapshot has are moved into place.
  ///   - section: The section's `id`; `nil` appends to the last section.
  /// - Throws: ``SnapshotError/duplicateIdentifiers(_:ofSections:)``,
  ///   ``SnapshotError/notFound(_:parameter:)``,
  ///   ``SnapshotError/noSections``.
  public mutating func appendRows(
    _ rows: [any RowRepresentable], toSection section: AnyHashable? = nil
  ) throws(SnapshotError) {
    try core.appendRows(rows.map(\.anyRow), toSection: section)
  }

  /// Inserts rows before a row, in its section.
  ///
  /// - Parameters:
  ///   - rows: The rows. Those the snapshot has are moved into place.
  ///   - id: The identity of the row they go before.
  /// - Throws: ``SnapshotError/duplicateIdentifiers(_:ofSections:)``,
  ///   ``SnapshotError/destinationInInsertedList(_:ofSections:inserted:)``,
  ///   ``SnapshotError/notFound(_:parameter:)``.
  public mutating func insertRows(
    _ rows: [any RowRepresentable], beforeRow id: AnyHashable
  ) throws(SnapshotError) {
    try core.insertRows(rows.map(\.anyRow), at: id, after: false)
  }

  /// Inserts rows after a row, in its section.
  ///
  /// - Parameters:
  ///   - rows: The rows. Those the snapshot has are moved into place.
  ///   - id: The identity of the row they go after.
  /// - Throws: As ``insertRows(_:beforeRow:)``.
  public mutating func insertRows(
    _ rows: [any RowRepresentable], afterRow id: AnyHashable
  ) throws(SnapshotError) {
    try core.insertRows(rows.map(\.anyRow), at: id, after: true)
  }

  /// Deletes rows; unknown identities are ignored.
  ///
  /// - Parameter ids: The rows' identities.
  /// - Throws: ``SnapshotError/duplicateIdentifiers(_:ofSections:)``.
  public mutating func deleteRows(_ ids: [AnyHashable]) throws(SnapshotError) {
    try core.deleteRows(ids)
  }

  /// Deletes every row and every section, as
  /// `NSDiffableDataSourceSnapshot.deleteAllItems()` does.
  public mutating func deleteAllRows() {
    core.deleteAll()
  }

  /// Moves a row before another, in the other's section.
  ///
  /// - Parameters:
  ///   - id: The identity of the row to move.
  ///   - anchor: The identity of the row it goes before.
  /// - Throws: ``SnapshotError/notFound(_:parameter:)``,
  ///   ``SnapshotError/moveOntoItself(_:ofSections:)``.
  public mutating func moveRow(_ id: AnyHashable, beforeRow anchor: AnyHashable)
    throws(SnapshotError)
  {
    try core.moveRow(id, to: anchor, after: false)
  }

  /// Moves a row after another, in the other's section.
  ///
  /// - Parameters:
  ///   - id: The identity of the row to move.
  ///   - anchor: The identity of the row it goes after.
  /// - Throws: As ``moveRow(_:beforeRow:)``.
  public mutating func moveRow(_ id: AnyHashable, afterRow anchor: AnyHashable)
    throws(SnapshotError)
  {
    try core.moveRow(id, to: anchor, after: true)
  }

  /// Marks rows to be shown with a new cell when applied.
  ///
  /// - Parameter ids: The rows' identities.
  /// - Throws: ``SnapshotError/duplicateIdentifiers(_:ofSections:)``,
  ///   ``SnapshotError/markedMissing(_:verb:ofSections:)``.
  public mutating func reloadRows(_ ids: [AnyHashable]) throws(SnapshotError) {
    try core.markRows(ids, reloading: true)
  }

  /// Marks rows whose cells are configured again when applied.
  ///
  /// - Parameter ids: The rows' identities.
  /// - Throws: As ``reloadRows(_:)``.
  public mutating func reconfigureRows(_ ids: [AnyHashable]) throws(SnapshotError) {
    try core.markRows(ids, reloading: false)
  }

  /// Puts a row with new content in the place of the row with its
  /// identity: applied, it is reconfigured, or reloaded when its height,
  /// cell type or editing behaviour changed (or not touched when nothing
  /// did).
  ///
  /// - Parameters:
  ///   - id: The identity of the row to replace.
  ///   - row: The new row, with the same identity.
  /// - Throws: ``SnapshotError/markedMissing(_:verb:ofSections:)``,
  ///   ``SnapshotError/replacementChangesIdentity(old:new:)``.
  public mutating func replaceRow(_ id: AnyHashable, with row: some RowRepresentable)
    throws(SnapshotError)
  {
    try core.replaceRow(id, with: row.anyRow)
  }
}
