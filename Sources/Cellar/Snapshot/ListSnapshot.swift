import CellarDiff
import Foundation

/// The value behind ``TableSnapshot`` and ``GridSnapshot``: sections of
/// rows (a grid's items are rows too) edited by the diffable data source's
/// verbs, and the rows and sections marked to be shown again.
///
/// Sections the verbs do not touch keep the rows buffer they were made
/// with, so that an update from a snapshot of a table skips them without
/// reading a row (see ``SectionedChangeset``'s shared sections). Rows are
/// found through an index of identities built on first need and kept
/// up to date by the verbs.
struct ListSnapshot {
  /// The sections, in order.
  private(set) var sections: [Section]
  /// Each section's token, which the row index names it by.
  private var tokens: [Int]
  private var nextToken: Int
  /// Identities to places, built on first need; shared between copies
  /// until one of them changes.
  private var index = SnapshotIndex()
  /// Bumped by every change of `sections`' order or membership.
  private var layoutVersion = 0
  /// Bumped by every change of any section's rows, and of the sections.
  private var rowsVersion = 0

  /// Row identities marked for a reload, in the order first marked.
  private(set) var reloadedRows = OrderedIdentities()
  /// Row identities marked for a reconfigure, in the order first marked.
  private(set) var reconfiguredRows = OrderedIdentities()
  /// Section identities marked for a reload, in the order first marked.
  private(set) var reloadedSections = OrderedIdentities()
  /// Section identities marked for a reconfigure, in the order first marked.
  private(set) var reconfiguredSections = OrderedIdentities()
  /// What the verbs logged (rows inserted that were already there).
  private(set) var warnings: [String] = []
  /// The sections this snapshot was made of, when it was made of what a
  /// table or grid showed, and the rows its verbs added and removed since.
  private(set) var rowEdits: SnapshotRowEdits?

  /// A snapshot of `sections`, which share their rows with it.
  ///
  /// - Complexity: O(*s*) for *s* sections.
  init(_ sections: [Section] = []) {
    self.sections = sections
    tokens = Array(sections.indices)
    nextToken = sections.count
  }

  /// Notes that the snapshot holds the sections `list` shows at
  /// `version`, and that its verbs have added no row since.
  mutating func start(from list: CellarList, version: Int) {
    rowEdits = SnapshotRowEdits(list: list, version: version)
  }

  // MARK: Queries

  /// The number of rows.
  ///
  /// - Complexity: O(*s*).
  var rowCount: Int { sections.reduce(0) { $0 + $1.rows.count } }

  /// The number of sections whose rows the index has yet to note (see
  /// ``carry(to:)``).
  var sectionsPendingIndex: Int { index.pendingSectionCount }

  /// The identities of the sections that have one, in order.
  var sectionIDs: [AnyHashable] { sections.compactMap(\.id) }

  /// The index of the section with identity `id`.
  ///
  /// - Complexity: O(1) expected, after an O(*s*) index of each new order.
  func sectionIndex(of id: AnyHashable) -> Int? {
    let map = index.sections(of: sections, version: layoutVersion, tokens: tokens)
    guard let code = map.codes.existingCode(for: id) else { return nil }
    let place = map.placeOfCode[code]
    return place >= 0 ? place : nil
  }

  /// The index of the section with identity `id`, or the error a query
  /// of a missing section throws.
  func existingSection(_ id: AnyHashable) throws(SnapshotError) -> Int {
    guard let place = sectionIndex(of: id) else {
      throw .sectionNotFound(SnapshotError.text(id))
    }
    return place
  }

  /// The place of the first row with identity `id`.
  ///
  /// - Complexity: O(1) expected for an identity that must be unique
  ///   (O(*d*) for a row *d* places from where it was last found), after
  ///   an O(*n*) index of the rows on the first row query; O(*n*) for an
  ///   identity that repeats.
  func place(ofRow id: AnyHashable) -> (section: Int, row: Int)? {
    found(id).map { ($0.section, $0.row) }
  }

  /// The place of the first row with identity `id`, and its code in the
  /// row index (``RowIndex/repeated`` for one found by a walk), for the
  /// verbs to note their edits by without hashing `id` again.
  ///
  /// - Complexity: as ``place(ofRow:)``.
  private func found(_ id: AnyHashable) -> RowIndex.Found? {
    index.place(
      ofRow: id, in: sections, tokens: tokens,
      map: index.sections(of: sections, version: layoutVersion, tokens: tokens),
      rowsVersion: rowsVersion)
  }

  /// Whether a row has identity `id`.
  ///
  /// - Complexity: as ``place(ofRow:)``.
  func containsRow(_ id: AnyHashable) -> Bool { place(ofRow: id) != nil }

  /// The index of the section holding the first row with identity `id`.
  ///
  /// - Complexity: as ``place(ofRow:)``.
  func section(containingRow id: AnyHashable) -> Int? { place(ofRow: id)?.section }

  /// The place of the first row with the same identity as `storage`, by
  /// the table's rules (its kind, and its model's type, count: a model's
  /// `5` is not an explicit `id: 5`).
  func place(ofSameIdentityAs storage: AnyRowStorage) -> (section: Int, row: Int)? {
    guard let id = storage.identityValue else { return nil }
    switch index.token(ofRow: id, in: sections, tokens: tokens) {
    case nil:
      return nil
    case RowIndex.repeated:
      for (section, value) in sections.enumerated() {
        if let row = value.rows.firstIndex(where: {
          $0.storage.isSameIdentity(storage, position: 0, otherPosition: 0)
        }) {
          return (section, row)
        }
      }
      return nil
    default:
      guard let place = place(ofRow: id),
        sections[place.section].rows[place.row].storage.isSameIdentity(
          storage, position: 0, otherPosition: 0)
      else { return nil }
      return place
    }
  }

  /// The row's offset among all rows, section after section.
  func offset(ofRow id: AnyHashable) -> Int? {
    guard let place = place(ofRow: id) else { return nil }
    return sections[..<place.section].reduce(place.row) { $0 + $1.rows.count }
  }

  // MARK: Sections

  /// Inserts `new` at `position` (`nil`: at the end), or throws and
  /// changes nothing.
  mutating func insertSections(
    _ new: [Section], at anchor: AnyHashable?, after: Bool
  ) throws(SnapshotError) {
    var ids: [AnyHashable] = []
    for (position, section) in new.enumerated() {
      guard let id = section.id else { throw .sectionWithoutID(position: position) }
      ids.append(id)
    }
    try Self.checkUnique(ids, ofSections: true)
    var position = sections.count
    if let anchor {
      if ids.contains(anchor) {
        throw .destinationInInsertedList(
          SnapshotError.text(anchor), ofSections: true, inserted: ids.map(SnapshotError.text))
      }
      guard let place = sectionIndex(of: anchor) else {
        throw .notFound(SnapshotError.text(anchor), parameter: .insertIndex)
      }
      position = after ? place + 1 : place
    }
    let present = ids.filter { sectionIndex(of: $0) != nil }
    if !present.isEmpty { throw .sectionsAlreadyExist(present.map(SnapshotError.text)) }
    let newRows = new.flatMap(\.rows)
    try Self.checkUnique(newRows)
    rowEdits?.noteAdded(newRows)
    // Rows already in the snapshot move into place (no section goes).
    moveIntoPlace(newRows)
    let appending = position == sections.count
    let newTokens = Array(nextToken..<nextToken + new.count)
    nextToken += new.count
    sections.insert(contentsOf: new, at: position)
    tokens.insert(contentsOf: newTokens, at: position)
    _ = uniqueIndex()
    layoutVersion += 1
    rowsVersion += 1
    let rowIndex = uniqueIndex()
    if appending {
      rowIndex.noteAppended(ids, tokens: newTokens, from: position, version: layoutVersion)
    }
    for (section, token) in zip(new, newTokens) {
      rowIndex.noteInserted(section.rows, in: token, at: 0)
    }
  }

  /// Deletes the sections with identities `ids` and their rows; unknown
  /// identities are ignored.
  mutating func deleteSections(_ ids: [AnyHashable]) throws(SnapshotError) {
    try Self.checkUnique(ids, ofSections: true)
    let places = Set(ids.compactMap(sectionIndex(of:)))
    guard !places.isEmpty else { return }
    let index = uniqueIndex()
    for place in places.sorted(by: >) {
      index.noteRemoved(sections[place].rows)
      rowEdits?.noteRemoved(sections[place].rows)
      sections.remove(at: place)
      tokens.remove(at: place)
    }
    _ = uniqueIndex()
    layoutVersion += 1
    rowsVersion += 1
  }

  /// Moves the section `id` next to `anchor`.
  mutating func moveSection(
    _ id: AnyHashable, to anchor: AnyHashable, after: Bool
  ) throws(SnapshotError) {
    guard let from = sectionIndex(of: id) else {
      throw .notFound(SnapshotError.text(id), parameter: .fromSection)
    }
    guard let to = sectionIndex(of: anchor) else {
      throw .notFound(SnapshotError.text(anchor), parameter: .toSection)
    }
    if from == to { throw .moveOntoItself(SnapshotError.text(id), ofSections: true) }
    let section = sections.remove(at: from)
    let token = tokens.remove(at: from)
    var position = to > from ? to - 1 : to
    if after { position += 1 }
    sections.insert(section, at: position)
    tokens.insert(token, at: position)
    _ = uniqueIndex()
    layoutVersion += 1
    rowsVersion += 1
    _ = uniqueIndex()
  }

  /// Marks sections to be reloaded or reconfigured.
  mutating func markSections(
    _ ids: [AnyHashable], reloading: Bool
  ) throws(SnapshotError) {
    try Self.checkUnique(ids, ofSections: true)
    for id in ids where sectionIndex(of: id) == nil {
      throw .markedMissing(
        SnapshotError.text(id), verb: reloading ? .reload : .reconfigure, ofSections: true)
    }
    for id in ids {
      if reloading { reloadedSections.insert(id) } else { reconfiguredSections.insert(id) }
    }
  }

  // MARK: Rows

  /// Appends `rows` to the section `id` (`nil`: the last section).
  mutating func appendRows(_ rows: [AnyRow], toSection id: AnyHashable?) throws(SnapshotError) {
    try Self.checkUnique(rows)
    let token: Int
    if let id {
      guard let place = sectionIndex(of: id) else {
        throw .notFound(SnapshotError.text(id), parameter: .section)
      }
      token = tokens[place]
    } else {
      guard let last = tokens.last else { throw .noSections }
      token = last
    }
    moveIntoPlace(rows)
    insert(rows, inSectionWithToken: token) { $0.rows.count }
  }

  /// Inserts `rows` next to the row `anchor`.
  mutating func insertRows(
    _ rows: [AnyRow], at anchor: AnyHashable, after: Bool
  ) throws(SnapshotError) {
    try Self.checkUnique(rows)
    if rows.contains(where: { $0.storage.identityValue == anchor }) {
      throw .destinationInInsertedList(
        SnapshotError.text(anchor), ofSections: false,
        inserted: rows.compactMap { $0.storage.identityValue.map(SnapshotError.text) })
    }
    guard let place = place(ofRow: anchor) else {
      throw .notFound(SnapshotError.text(anchor), parameter: .section)
    }
    let token = tokens[place.section]
    // Rows moved into place may have shifted the anchor.
    let row = moveIntoPlace(rows) ? self.place(ofRow: anchor)?.row ?? 0 : place.row
    insert(rows, inSectionWithToken: token) { _ in after ? row + 1 : row }
  }

  /// Deletes the rows with identities `ids` (the first row of each);
  /// unknown identities are ignored.
  mutating func deleteRows(_ ids: [AnyHashable]) throws(SnapshotError) {
    try Self.checkUnique(ids, ofSections: false)
    removeRows(ids)
  }

  /// Forgets the marks, the warnings and the notes of the rows the verbs
  /// added and removed (``rowEdits``: a kept core is started anew, and an
  /// outline's is never started), for a snapshot of what was applied.
  mutating func clearMarks() {
    rowEdits = nil
    reloadedRows = OrderedIdentities()
    reconfiguredRows = OrderedIdentities()
    reloadedSections = OrderedIdentities()
    reconfiguredSections = OrderedIdentities()
    warnings = []
  }

  /// Makes this the snapshot of `newSections`, which its list shows now
  /// in place of ``sections`` (after an `update(with:)`, a user's move, a
  /// rollback), keeping its index of rows: a section whose rows are still
  /// the same buffer keeps its entries; a section at the same place with
  /// the same id, edited by a few rows between common ends, keeps them too
  /// and has the rows between noted now (see
  /// ``SnapshotIndex/editedInPlace(token:from:to:)``); the rows of every
  /// other section are noted on the next query or edit, and the rows of
  /// the sections gone read as absent. Marks and edits are cleared.
  ///
  /// Returns `false`, and changes nothing, when there is no row index to
  /// keep, when some identity it holds is an instance of a class (the app
  /// may have changed it in place since: its entry would sit where its
  /// old hash put it, answer for its new value, and hide a row whose
  /// identity is that value; an index built anew hashes every identity as
  /// it is now), when identities no row has any more would outnumber half the
  /// rows (so that ids of rows gone are not kept for long), or when gone
  /// sections' tokens would outnumber the sections eight to one (each
  /// order of sections maps every token): the index is then built anew on
  /// the next query.
  ///
  /// - Complexity: O(*s* + *t*) for *s* sections and *t* section tokens,
  ///   plus the common ends of the sections that changed (compared by
  ///   reference) and at most 64 rows hashed for each edited in place; the
  ///   next query notes the rows of the other sections that changed.
  mutating func carry(to newSections: [Section]) -> Bool {
    guard index.rowsAreBuilt, !index.holdsObjectKeys else { return false }
    // The same sections again (a rollback to them, an update that changed
    // nothing): the index still describes them.
    if OutlineMemory.isSame(sections, newSections) {
      clearMarks()
      return true
    }
    let rowCount = newSections.reduce(0) { $0 + $1.rows.count }
    guard index.codeCount <= rowCount + rowCount / 2 + 64,
      nextToken + newSections.count <= 8 * newSections.count + 1_024
    else { return false }
    // Both lists are alive, so a buffer at the same address is the same
    // rows (an empty section has no entries to keep).
    var tokenOfBuffer: [UnsafeRawPointer: Int] = [:]
    for (section, token) in zip(sections, tokens) {
      guard let buffer = Self.buffer(of: section) else { continue }
      tokenOfBuffer[buffer] = token
    }
    // Sections passed again keep their tokens, and so their entries.
    var newTokens: [Int?] = newSections.map { section in
      Self.buffer(of: section).flatMap { tokenOfBuffer.removeValue(forKey: $0) }
    }
    // A section edited in place by a few rows keeps its token and the
    // entries of its common ends; the rows between are noted now.
    if !isKnownUniquelyReferenced(&index) { index = index.copy() }
    var edited: [(token: Int, offset: Int, rows: ArraySlice<AnyRow>)] = []
    for (place, section) in newSections.enumerated() where newTokens[place] == nil {
      guard place < sections.count, sections[place].id == section.id,
        let old = Self.buffer(of: sections[place]), tokenOfBuffer[old] != nil,
        let middle = index.editedInPlace(
          token: tokens[place], from: sections[place].rows, to: section.rows)
      else { continue }
      tokenOfBuffer[old] = nil
      newTokens[place] = tokens[place]
      edited.append((tokens[place], middle.lowerBound, section.rows[middle]))
    }
    for (token, offset, rows) in edited { index.noteInserted(Array(rows), in: token, at: offset) }
    // Other sections are noted on the next query or edit.
    var pending: [Int] = []
    let carried = newSections.indices.map { place -> Int in
      if let token = newTokens[place] { return token }
      defer { nextToken += 1 }
      if !newSections[place].rows.isEmpty { pending.append(nextToken) }
      return nextToken
    }
    let kept = Set(carried)
    index.carry(dead: tokens.lazy.filter { !kept.contains($0) }, pending: pending)
    sections = newSections
    tokens = carried
    layoutVersion += 1
    rowsVersion += 1
    clearMarks()
    return true
  }

  /// The address of a section's rows buffer, `nil` for no rows.
  private static func buffer(of section: Section) -> UnsafeRawPointer? {
    section.rows.isEmpty
      ? nil : section.rows.withUnsafeBufferPointer { $0.baseAddress.map(UnsafeRawPointer.init) }
  }

  /// Deletes every row and every section.
  mutating func deleteAll() {
    let warnings = warnings
    self = ListSnapshot()
    self.warnings = warnings
  }

  /// Moves the row `id` next to the row `anchor`, in any section.
  ///
  /// - Complexity: O(1) expected lookups, and one shift of the rows
  ///   between the two places (within a section) or of each section's
  ///   tail (across sections).
  mutating func moveRow(_ id: AnyHashable, to anchor: AnyHashable, after: Bool)
    throws(SnapshotError)
  {
    guard let from = found(id) else {
      throw .notFound(SnapshotError.text(id), parameter: .fromIndex)
    }
    guard let to = place(ofRow: anchor) else {
      throw .notFound(SnapshotError.text(anchor), parameter: .toIndex)
    }
    if id == anchor { throw .moveOntoItself(SnapshotError.text(id), ofSections: false) }
    let row = sections[from.section].rows[from.row]
    // The anchor's offset once the row is out of its section.
    let anchorRow = to.section == from.section && to.row > from.row ? to.row - 1 : to.row
    let offset = after ? anchorRow + 1 : anchorRow
    if to.section == from.section {
      edit(section: from.section) { $0.moveElement(from: from.row, to: offset) }
    } else {
      edit(section: from.section) { _ = $0.remove(at: from.row) }
      edit(section: to.section, adding: row.storage) { $0.insert(row, at: offset) }
    }
    uniqueIndex().noteMoved(row, code: from.code, to: tokens[to.section], at: offset)
  }

  /// Marks rows to be reloaded or reconfigured.
  mutating func markRows(_ ids: [AnyHashable], reloading: Bool) throws(SnapshotError) {
    try Self.checkUnique(ids, ofSections: false)
    for id in ids where !containsRow(id) {
      throw .markedMissing(
        SnapshotError.text(id), verb: reloading ? .reload : .reconfigure, ofSections: false)
    }
    for id in ids {
      if reloading { reloadedRows.insert(id) } else { reconfiguredRows.insert(id) }
    }
  }

  /// Puts `row` in the place of the row `id`, which must have its identity.
  mutating func replaceRow(_ id: AnyHashable, with row: AnyRow) throws(SnapshotError) {
    guard let place = found(id) else {
      throw .markedMissing(SnapshotError.text(id), verb: .replace, ofSections: false)
    }
    guard row.storage.identityValue == id,
      sections[place.section].rows[place.row].storage.isSameIdentity(
        row.storage, position: 0, otherPosition: 0)
    else {
      throw .replacementChangesIdentity(
        old: SnapshotError.text(id),
        new: row.storage.identityValue.map(SnapshotError.text) ?? "none (identified by position)")
    }
    rowEdits?.noteRemoved(sections[place.section].rows[place.row].storage)
    edit(section: place.section, adding: row.storage) { $0[place.row] = row }
    uniqueIndex().noteReplaced(row, code: place.code)
  }

  // MARK: Applying

  /// Whether no two rows have the same identity value, and no section has
  /// rows with children: known once the row index is built, as long as no
  /// value it met was met twice.
  ///
  /// - Complexity: O(*s*) for *s* sections.
  var rowsAreKnownUnique: Bool {
    index.isUniqueSoFar && !sections.contains { $0.mayHaveOutlineChildren }
  }

  /// The marks, by their places in ``sections``: marks of rows or
  /// sections no longer in the snapshot are dropped.
  var marks: UpdateMarks {
    var marks = UpdateMarks()
    for (ids, reloads) in [(reloadedRows, true), (reconfiguredRows, false)] {
      for id in ids.ids {
        guard let section = section(containingRow: id) else { continue }
        marks.rows.append(UpdateMarks.RowMark(section: section, id: id, reloads: reloads))
      }
    }
    for (ids, reloads) in [(reloadedSections, true), (reconfiguredSections, false)] {
      for id in ids.ids {
        guard let section = sectionIndex(of: id) else { continue }
        marks.sections.append(UpdateMarks.SectionMark(section: section, reloads: reloads))
      }
    }
    return marks
  }

  // MARK: Helpers

  /// Throws when two of `rows` whose identities must be unique have the
  /// same one (by the table's rules: see ``RowIdentityKey``).
  private static func checkUnique(_ rows: [AnyRow]) throws(SnapshotError) {
    let keys = rows.compactMap { row in
      row.storage.identityKind.mustBeUnique ? RowIdentityKey(row.storage) : nil
    }
    try SnapshotChecks.checkUnique(keys, ofSections: false) { $0.value }
  }

  /// Throws when an identity repeats within one argument.
  private static func checkUnique(_ ids: [AnyHashable], ofSections: Bool) throws(SnapshotError) {
    try SnapshotChecks.checkUnique(ids, ofSections: ofSections) { $0 }
  }

  /// Removes the rows that have the identity of one of `rows`, logging
  /// that they move into place.
  ///
  /// - Returns: Whether a row was removed.
  @discardableResult
  private mutating func moveIntoPlace(_ rows: [AnyRow]) -> Bool {
    var places: [(section: Int, row: Int)] = []
    var moving: [AnyHashable] = []
    for row in rows where row.storage.identityKind.mustBeUnique {
      guard let place = place(ofSameIdentityAs: row.storage), let id = row.storage.identityValue
      else { continue }
      places.append(place)
      moving.append(id)
    }
    guard !places.isEmpty else { return false }
    remove(at: places)
    logMovedIntoPlace(moving)
    return true
  }

  /// Logs `UIKit`'s message for rows inserted that were already there.
  private mutating func logMovedIntoPlace(_ ids: [AnyHashable]) {
    warnings.append(SnapshotChecks.movedIntoPlaceWarning(ids.map(SnapshotError.text)))
  }

  /// Removes the first row of each identity in `ids` that is present.
  private mutating func removeRows(_ ids: [AnyHashable]) {
    let found = ids.compactMap(found)
    remove(at: found.map { ($0.section, $0.row) }, noting: found.map(\.code))
  }

  /// Removes the rows at `places`, each section compacted once, and notes
  /// the codes of their identities gone (when known: else the rows').
  private mutating func remove(at places: [(section: Int, row: Int)], noting codes: [Int]? = nil) {
    var offsets: [Int: [Int]] = [:]
    for place in places { offsets[place.section, default: []].append(place.row) }
    var gone: [AnyRow] = []
    for (section, removed) in offsets {
      edit(section: section) { rows in
        gone += rows.removeElements(atOffsets: Array(Set(removed)).sorted())
      }
    }
    rowEdits?.noteRemoved(gone)
    if let codes {
      uniqueIndex().noteRemoved(codes: codes)
    } else {
      uniqueIndex().noteRemoved(gone)
    }
  }

  /// Inserts `rows` in the section with `token`, at the offset `position`
  /// gives.
  private mutating func insert(
    _ rows: [AnyRow], inSectionWithToken token: Int, at position: (Section) -> Int
  ) {
    let place = index.sections(of: sections, version: layoutVersion, tokens: tokens)
      .placeOfToken[token]
    guard place >= 0 else { return }
    let section = place
    let offset = min(max(position(sections[section]), 0), sections[section].rows.count)
    edit(section: section, adding: rows) { $0.insert(contentsOf: rows, at: offset) }
    uniqueIndex().noteInserted(rows, in: token, at: offset)
  }

  /// Changes the rows of one section, keeping its traits known.
  private mutating func edit(
    section: Int, adding new: [AnyRow] = [], _ body: (inout [AnyRow]) -> Void
  ) {
    rowEdits?.noteAdded(new)
    edit(section: section, traits: RowTraits(of: new), body)
  }

  /// Changes the rows of one section, adding the row of `storage`.
  private mutating func edit(
    section: Int, adding storage: AnyRowStorage, _ body: (inout [AnyRow]) -> Void
  ) {
    rowEdits?.noteAdded(storage)
    edit(section: section, traits: RowTraits(of: storage), body)
  }

  /// Changes the rows of one section, adding `new` to its traits.
  private mutating func edit(
    section: Int, traits new: RowTraits, _ body: (inout [AnyRow]) -> Void
  ) {
    let traits = sections[section].rowTraits.union(new)
    // A shared index is copied before the versions it is keyed by move on.
    _ = uniqueIndex()
    rowsVersion += 1
    body(&sections[section].rows)
    sections[section].rowTraits = traits
  }

  /// The index, copied first when another snapshot shares it, with the
  /// rows a carry left pending noted (edits note their rows against it).
  private mutating func uniqueIndex() -> SnapshotIndex {
    if !isKnownUniquelyReferenced(&index) { index = index.copy() }
    index.notePending(of: sections, tokens: tokens)
    return index
  }
}

/// Identities in the order first given, each once.
struct OrderedIdentities {
  private(set) var ids: [AnyHashable] = []
  private var codes = IdentityCodes<AnyHashable>()

  /// Adds `id` unless it is there.
  mutating func insert(_ id: AnyHashable) {
    if codes.code(for: id).isNew { ids.append(id) }
  }
}

/// Where the rows of each identity are: the section token of its row, that
/// row's storage and its offset when last found.
struct RowIndex {
  /// The token of a row identity no row has any more.
  static let absent = -1
  /// The token of a row identity that may repeat and is in more than one
  /// row, or was: its rows are found by a walk.
  static let repeated = -2
  var codes = RowIndexCodes()
  /// The section token of each code's row.
  var tokenOfCode: [Int] = []
  /// Each code's row storage, compared by reference to find it.
  var storageOfCode: [ObjectIdentifier] = []
  /// Where each code's row was last seen in its section.
  var offsetOfCode: [Int] = []
  /// Whether some value was ever in two rows at once.
  var sawRepeat = false
  /// Whether each token's section is gone without its rows noted removed
  /// (by ``SnapshotIndex/carry(dead:pending:)``): the codes of its rows
  /// read as absent.
  var isDeadToken: [Bool] = []

  /// The token of `code`'s row: ``absent`` for a code whose section is
  /// gone.
  func token(ofCode code: Int) -> Int {
    let token = tokenOfCode[code]
    return token >= 0 && token < isDeadToken.count && isDeadToken[token] ? Self.absent : token
  }

  /// A row found by its identity, and the identity's code
  /// (``RowIndex/repeated`` for a row found by a walk).
  struct Found {
    var section: Int
    var row: Int
    var code: Int
  }
}

/// A snapshot's section map for one order of its sections.
struct SectionMap {
  var version: Int
  var codes = IdentityCodes<AnyHashable>()
  /// Each section identity code's place.
  var placeOfCode: [Int] = []
  /// Each token's place, `-1` for a section gone.
  var placeOfToken: [Int] = []
}

/// The lazily built indexes of a ``ListSnapshot``, shared by its copies
/// until one changes (copy on write by hand: queries build it in place,
/// and keep where they found rows).
final class SnapshotIndex {
  private var sectionMap: SectionMap?
  private var rowIndex = RowIndex()
  private var rowsAreIndexed = false
  /// The tokens of the sections whose rows a carried index has not noted
  /// yet (see ``carry(dead:pending:)``): noted on the next query.
  private var pendingTokens: Set<Int> = []
  /// Whether the row index is built and has met no identity value twice.
  var isUniqueSoFar: Bool { rowsAreIndexed && pendingTokens.isEmpty && !rowIndex.sawRepeat }
  /// Whether some row identity the index holds is an instance of a class,
  /// which the app may have changed in place since it was noted.
  var holdsObjectKeys: Bool { rowIndex.codes.holdsObjects }
  /// Whether the row index is built (some rows may still be pending).
  var rowsAreBuilt: Bool { rowsAreIndexed }
  /// The number of sections whose rows a carry left to note.
  var pendingSectionCount: Int { pendingTokens.count }
  /// The number of row identities the index has codes for, rows gone
  /// included.
  var codeCount: Int { rowIndex.codes.count }
  /// The first places of the repeated identities, for one state of the rows.
  private var repeatedPlaces: (version: Int, places: [Int: (section: Int, row: Int)])?

  /// The section map for `version`, built when it is older.
  func sections(of sections: [Section], version: Int, tokens: [Int]) -> SectionMap {
    if let map = sectionMap, map.version == version { return map }
    var map = SectionMap(version: version)
    map.placeOfToken = [Int](repeating: -1, count: (tokens.max() ?? -1) + 1)
    for (place, section) in sections.enumerated() {
      map.placeOfToken[tokens[place]] = place
      guard let id = section.id else { continue }
      if map.codes.code(for: id).isNew { map.placeOfCode.append(place) }
    }
    sectionMap = map
    return map
  }

  /// Extends the section map, when it is the one before `version`, with
  /// sections appended at `start`: appending sections one at a time stays
  /// O(1) each.
  func noteAppended(_ ids: [AnyHashable], tokens: [Int], from start: Int, version: Int) {
    guard var map = sectionMap, map.version == version - 1 else { return }
    sectionMap = nil
    for (offset, (id, token)) in zip(ids, tokens).enumerated() {
      if token >= map.placeOfToken.count {
        map.placeOfToken += [Int](repeating: -1, count: token + 1 - map.placeOfToken.count)
      }
      map.placeOfToken[token] = start + offset
      let (code, isNew) = map.codes.code(for: id)
      if isNew {
        map.placeOfCode.append(start + offset)
      } else {
        map.placeOfCode[code] = start + offset
      }
    }
    map.version = version
    sectionMap = map
  }

  /// The section token of the row `id` (``RowIndex/repeated`` for one
  /// that repeats), or `nil` when no row has it.
  func token(ofRow id: AnyHashable, in sections: [Section], tokens: [Int]) -> Int? {
    indexRows(of: sections, tokens: tokens)
    guard let code = rowIndex.codes.existingCode(for: RowIndexKey(id)) else { return nil }
    let token = rowIndex.token(ofCode: code)
    return token == RowIndex.absent ? nil : token
  }

  /// The place of the first row `id`: found from where it was last seen,
  /// by reference, or by a walk for an identity that repeats.
  func place(
    ofRow id: AnyHashable, in sections: [Section], tokens: [Int], map: SectionMap,
    rowsVersion: Int
  ) -> RowIndex.Found? {
    indexRows(of: sections, tokens: tokens)
    let key = RowIndexKey(id)
    guard let code = rowIndex.codes.existingCode(for: key) else { return nil }
    let token = rowIndex.token(ofCode: code)
    if token == RowIndex.absent { return nil }
    guard token != RowIndex.repeated else {
      return firstPlaces(of: sections, rowsVersion: rowsVersion)[code].map {
        RowIndex.Found(section: $0.section, row: $0.row, code: RowIndex.repeated)
      }
    }
    let section = map.placeOfToken[token]
    let rows = sections[section].rows
    let storage = rowIndex.storageOfCode[code]
    // Outward from where it was: edits since then shifted it a little.
    guard
      let row = rows.index(
        near: min(rowIndex.offsetOfCode[code], rows.count - 1),
        where: { ObjectIdentifier($0.storage) == storage })
    else { return nil }
    // A lying hash may have kept the code of a row gone, whose storage's
    // address a new row now has: its value must agree (keys are equal
    // exactly when the identities are, and a row's integer identity is
    // keyed without an `AnyHashable`).
    guard RowIndexKey(rows[row].storage) == key else { return nil }
    rowIndex.offsetOfCode[code] = row
    return RowIndex.Found(section: section, row: row, code: code)
  }

  /// The first place of each repeated identity's code, found by one walk
  /// for each state of the rows (so that looking up every one of them
  /// after an edit costs one walk, not one each).
  private func firstPlaces(of sections: [Section], rowsVersion: Int) -> [Int: (
    section: Int, row: Int
  )] {
    if let found = repeatedPlaces, found.version == rowsVersion { return found.places }
    var places: [Int: (section: Int, row: Int)] = [:]
    var cache = RowIndexKey.Cache()
    for (section, value) in sections.enumerated() {
      for (row, element) in value.rows.enumerated() {
        guard let key = RowIndexKey(element.storage, cache: &cache),
          let code = rowIndex.codes.existingCode(for: key),
          rowIndex.tokenOfCode[code] == RowIndex.repeated, places[code] == nil
        else { continue }
        places[code] = (section, row)
      }
    }
    repeatedPlaces = (rowsVersion, places)
    return places
  }

  /// Builds the row index on first need, or notes the rows of the
  /// sections a carry left pending.
  private func indexRows(of sections: [Section], tokens: [Int]) {
    guard !rowsAreIndexed else { return notePending(of: sections, tokens: tokens) }
    rowsAreIndexed = true
    // Room for every row, in the table the first row's identity goes to
    // (the rows of most tables are identified alike).
    if rowIndex.codes.count == 0,
      let first = sections.lazy.compactMap(\.rows.first).first.flatMap({ RowIndexKey($0.storage) })
    {
      let count = sections.reduce(0) { $0 + $1.rows.count }
      rowIndex.codes = RowIndexCodes(capacity: count, like: first)
      rowIndex.tokenOfCode.reserveCapacity(count)
      rowIndex.storageOfCode.reserveCapacity(count)
      rowIndex.offsetOfCode.reserveCapacity(count)
    }
    for (place, section) in sections.enumerated() {
      Self.note(section.rows, in: tokens[place], from: 0, into: &rowIndex)
    }
  }

  /// Notes the rows of the sections a carry left pending: before any query
  /// and any edit, while `sections` and `tokens` are the ones the index
  /// describes.
  ///
  /// - Complexity: O(1) when none is pending, else O(*s* + *r*) for *s*
  ///   sections and the *r* rows of the pending ones.
  func notePending(of sections: [Section], tokens: [Int]) {
    guard !pendingTokens.isEmpty else { return }
    let pending = pendingTokens
    pendingTokens = []
    for (place, section) in sections.enumerated() where pending.contains(tokens[place]) {
      Self.note(section.rows, in: tokens[place], from: 0, into: &rowIndex)
    }
  }

  /// How far each section's rows may be from their noted offsets, at
  /// most, after the sections edited in place kept them (see
  /// ``editedInPlace(token:from:to:)``).
  private var driftOfToken: [Int: Int] = [:]

  /// The most rows a section edited in place may have changed between its
  /// common ends, and the most its kept rows may drift from their noted
  /// offsets, for its entries to be kept (each lookup walks that far at
  /// most).
  static let editedRowsLimit = 64

  /// When `new` is `old` (the rows of the section `token`) with a few rows
  /// changed between common ends kept by storage, notes the old rows
  /// between them removed, and returns where the new rows between the ends
  /// are: the caller notes them once every section's removed rows are.
  /// `nil` when the section's rows are pending, or the change or the drift
  /// of its rows from their noted offsets is too big.
  ///
  /// - Complexity: O(*p* + *q* + *k*) for common ends of *p* and *q* rows
  ///   and *k* ≤ ``editedRowsLimit`` rows between them.
  func editedInPlace(
    token: Int, from old: [AnyRow], to new: [AnyRow]
  ) -> Range<Int>? {
    let limit = Self.editedRowsLimit
    let shift = abs(new.count - old.count)
    let drift = (driftOfToken[token] ?? 0) + shift
    guard !pendingTokens.contains(token), drift <= limit else { return nil }
    let shorter = min(old.count, new.count)
    var prefix = 0
    while prefix < shorter, old[prefix].storage === new[prefix].storage { prefix += 1 }
    var suffix = 0
    while suffix < shorter - prefix,
      old[old.count - 1 - suffix].storage === new[new.count - 1 - suffix].storage
    {
      suffix += 1
    }
    guard old.count + new.count - 2 * (prefix + suffix) <= limit else { return nil }
    noteRemoved(Array(old[prefix..<old.count - suffix]))
    if drift > 0 { driftOfToken[token] = drift }
    return prefix..<new.count - suffix
  }

  /// Carries a built row index to new sections: the rows of the sections
  /// of the `dead` tokens read as absent from now on, and those of the
  /// `pending` tokens' sections are noted on the next query (see
  /// ``ListSnapshot/carry(to:)``).
  ///
  /// - Complexity: O(*t*) for the largest token *t*.
  func carry(dead: some Sequence<Int>, pending: some Sequence<Int>) {
    let dead = Array(dead)
    for token in dead {
      if token >= rowIndex.isDeadToken.count {
        rowIndex.isDeadToken += repeatElement(false, count: token + 1 - rowIndex.isDeadToken.count)
      }
      rowIndex.isDeadToken[token] = true
    }
    pendingTokens.subtract(dead)
    pendingTokens.formUnion(pending)
    for token in dead { driftOfToken[token] = nil }
    // Each state of the rows has its own first places of repeated ones.
    repeatedPlaces = nil
    sectionMap = nil
  }

  /// Notes rows put at `offset` of the section `token` (a built row index
  /// only).
  func noteInserted(_ rows: [AnyRow], in token: Int, at offset: Int) {
    guard rowsAreIndexed else { return }
    Self.note(rows, in: token, from: offset, into: &rowIndex)
  }

  /// Notes rows taken out (a built row index only). An entry that names
  /// another row's storage stays: a class id the app changed in place can
  /// hash to another row's code, whose row is still there.
  func noteRemoved(_ rows: [AnyRow]) {
    guard rowsAreIndexed else { return }
    var cache = RowIndexKey.Cache()
    for row in rows {
      guard let key = RowIndexKey(row.storage, cache: &cache),
        let code = rowIndex.codes.existingCode(for: key),
        rowIndex.tokenOfCode[code] != RowIndex.repeated,
        rowIndex.storageOfCode[code] == ObjectIdentifier(row.storage)
      else { continue }
      rowIndex.tokenOfCode[code] = RowIndex.absent
    }
  }

  /// Notes rows taken out, by the codes their lookups found (a built row
  /// index only): ``RowIndex/repeated`` ones stay as they are.
  func noteRemoved(codes: [Int]) {
    guard rowsAreIndexed else { return }
    for code in codes where code >= 0 && rowIndex.tokenOfCode[code] != RowIndex.repeated {
      rowIndex.tokenOfCode[code] = RowIndex.absent
    }
  }

  /// Notes that `row`, found with `code`, moved to `offset` of the section
  /// `token` (a built row index only).
  func noteMoved(_ row: AnyRow, code: Int, to token: Int, at offset: Int) {
    guard rowsAreIndexed else { return }
    guard code >= 0, rowIndex.tokenOfCode[code] >= 0 else {
      // A row found by a walk: noted as its rows are.
      noteRemoved([row])
      noteInserted([row], in: token, at: offset)
      return
    }
    rowIndex.tokenOfCode[code] = token
    rowIndex.offsetOfCode[code] = offset
  }

  /// Notes that `row` replaced the row found with `code` (a built row index
  /// only).
  func noteReplaced(_ row: AnyRow, code: Int) {
    guard rowsAreIndexed, code >= 0 else { return }
    rowIndex.storageOfCode[code] = ObjectIdentifier(row.storage)
  }

  /// A copy, for a snapshot about to change.
  func copy() -> SnapshotIndex {
    let copy = SnapshotIndex()
    copy.rowIndex = rowIndex
    copy.rowsAreIndexed = rowsAreIndexed
    copy.pendingTokens = pendingTokens
    copy.driftOfToken = driftOfToken
    copy.sectionMap = sectionMap
    copy.repeatedPlaces = repeatedPlaces
    return copy
  }

  private static func note(
    _ rows: [AnyRow], in token: Int, from offset: Int, into index: inout RowIndex
  ) {
    var cache = RowIndexKey.Cache()
    for (position, row) in rows.enumerated() {
      note(row.storage, at: offset + position, in: token, cache: &cache, into: &index)
    }
  }

  /// Notes the row of `storage` at `offset` of the section `token`.
  @inline(__always)
  private static func note(
    _ storage: AnyRowStorage, at offset: Int, in token: Int,
    cache: inout RowIndexKey.Cache, into index: inout RowIndex
  ) {
    guard let key = RowIndexKey(storage, cache: &cache) else { return }
    let (code, isNew) = index.codes.code(for: key)
    if isNew {
      index.tokenOfCode.append(token)
      index.storageOfCode.append(ObjectIdentifier(storage))
      index.offsetOfCode.append(offset)
    } else if index.token(ofCode: code) == RowIndex.absent {
      index.tokenOfCode[code] = token
      index.storageOfCode[code] = ObjectIdentifier(storage)
      index.offsetOfCode[code] = offset
    } else {
      index.tokenOfCode[code] = RowIndex.repeated
      index.sawRepeat = true
    }
  }
}

/// A row's identity as the table's diff compares it: its kind, its model's
/// type for a model's identity, and its value.
struct RowIdentityKey: Hashable {
  var kind: IdentityKind
  var modelType: ObjectIdentifier?
  var value: AnyHashable

  /// The key of a row with an identity value, else `nil`.
  init?(_ storage: AnyRowStorage) {
    guard let value = storage.identityValue else { return nil }
    kind = storage.identityKind
    modelType = kind == .explicit ? nil : type(of: storage).identityType
    self.value = value
  }
}
