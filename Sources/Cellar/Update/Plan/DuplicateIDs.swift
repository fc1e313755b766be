import Foundation

/// Every explicit identity used more than once in `sections`, with its
/// positions, or `nil` when there is none; with `walkingChildren`, rows
/// under other rows too (declared sections; shown ones already hold the
/// children they show).
///
/// One pass, each identity looked up once: the positions of an identity are
/// grouped under the code its first occurrence got, so an identity whose
/// `==` is not reflexive (a NaN) or not stable (random) is reported exactly
/// as its lookups decided, never looked up a second time.
func duplicateError(in sections: [Section], walkingChildren: Bool = false) -> TableError? {
  duplicateError(in: sections, tree: walkingChildren ? OutlineTree(sections) : nil)
}

/// ``duplicateError(in:walkingChildren:)`` over the rows of `tree`, the
/// flattened `sections` (`nil`: the rows of `sections`), reported at tree
/// paths.
func duplicateError(in sections: [Section], tree: OutlineTree?) -> TableError? {
  let duplicateSections = repeatedPositions(
    sections.enumerated().compactMap { index, section in
      section.id.map { ($0, IndexPath(index: index)) }
    }
  ) {
    sections[$0[0]].id ?? AnyHashable(0)
  } source: { _ in
    .sectionID
  }
  // Rows under other rows, hidden or not, are checked with the rest: ids
  // are unique across the whole tree.
  let rowSections = tree?.sections ?? sections
  let duplicateRows = withRowReferences(rowSections, []) {
    references, _ -> [TableError.DuplicateID] in
    // Most lists repeat no id, which the rows' hashes alone prove (equal
    // ids hash alike): only the rows whose hash repeats pay for keys and
    // positions, and the repeats among them are those of all the rows (a
    // 1,000,000-row table has about one repeat of its 39-bit hashes).
    let repeatedHashes = rowHashRepeats(rowSections, references)
    guard !repeatedHashes.isEmpty else { return [] }
    var rows: [(key: RowKey, path: IndexPath)] = []
    for (sectionIndex, section) in rowSections.enumerated() {
      for (rowIndex, row) in section.rows.enumerated() where row.storage.identityKind.mustBeUnique {
        let key = RowKey(references[sectionIndex][rowIndex], section: 0, row: 0)
        guard repeatedHashes.contains(key.identityHash) else { continue }
        rows.append((key, IndexPath(row: rowIndex, section: sectionIndex)))
      }
    }
    let found = repeatedPositions(rows) {
      rowSections[$0.section].rows[$0.row].storage.identityValue ?? AnyHashable(0)
    } source: {
      identitySource(of: rowSections[$0.section].rows[$0.row].storage)
    }
    guard let tree else { return found }
    return found.map { duplicate in
      var reported = duplicate
      reported.positions = duplicate.positions.map { tree.paths[$0.section][$0.row] }
      return reported
    }
  }
  if duplicateRows.isEmpty && duplicateSections.isEmpty { return nil }
  return .duplicateIDs(rows: duplicateRows, sections: duplicateSections)
}

/// The identity hashes that two or more rows that must be unique share:
/// empty proves that no identity repeats, since equal identities have
/// equal hashes (a hash that disagrees with `==` is missed here as it is
/// by the full check, which compares hashes first).
///
/// - Complexity: O(*n*) expected for *n* rows, one integer hashed each.
private func rowHashRepeats(_ sections: [Section], _ references: [[RowReference]]) -> Set<Int> {
  var seen = Set<Int>(minimumCapacity: sections.reduce(0) { $0 + $1.rows.count })
  var repeated = Set<Int>()
  for (sectionIndex, section) in sections.enumerated() {
    for (rowIndex, row) in section.rows.enumerated() where row.storage.identityKind.mustBeUnique {
      let hash = RowKey(references[sectionIndex][rowIndex], section: 0, row: 0).identityHash
      if !seen.insert(hash).inserted { repeated.insert(hash) }
    }
  }
  return repeated
}

/// Whether a changeset saw an explicit row identity or a section identity
/// more than once (the differ reports the kinds of repeated row keys, or
/// the background diff's keys), so that ``duplicateError(in:)`` must look.
func mayHaveDuplicates(_ changeset: SectionedChangeset) -> Bool {
  let explicitRepeat = changeset.duplicateRowIDs.contains {
    ($0.base as? IdentityKind)?.mustBeUnique ?? ($0.base as? SendableRowKey)?.kind.mustBeUnique
      ?? false
  }
  return explicitRepeat || !changeset.duplicateSectionIDs.isEmpty
}

/// Where a row's identity, one that must be unique, came from.
private func identitySource(of storage: AnyRowStorage) -> TableError.IdentitySource {
  if storage.identityKind == .identifiable { return .identifiableModel }
  return storage.identityIsTitle ? .readyMadeTitle : .explicitID
}

/// The keys met more than once, in the order first met, each with the
/// identity value of its first occurrence (read by `id` from its position),
/// all its positions, and its source (read by `source` from each position: a
/// ready-made row's title wins, since its fix, `id:`, fixes the repeat).
private func repeatedPositions<Key: Hashable>(
  _ items: [(key: Key, path: IndexPath)], id: (IndexPath) -> AnyHashable,
  source: (IndexPath) -> TableError.IdentitySource
) -> [TableError.DuplicateID] {
  // Interned, not a `Dictionary`: a key whose hash disagrees with its `==`
  // must not trap.
  var codes = IdentityCodes<Key>(capacity: items.count)
  var firstOccurrence: [Int] = []  // code → index of its first occurrence in `items`
  var repeats: [Int: [IndexPath]] = [:]  // first occurrence → later positions
  for (index, item) in items.enumerated() {
    let (code, isNew) = codes.code(for: item.key)
    if isNew {
      firstOccurrence.append(index)
    } else {
      repeats[firstOccurrence[code], default: []].append(item.path)
    }
  }
  return repeats.keys.sorted().map { earlier in
    let path = items[earlier].path
    let positions = [path] + (repeats[earlier] ?? [])
    let sources = positions.map(source)
    return TableError.DuplicateID(
      id: id(path), positions: positions,
      source: sources.contains(.readyMadeTitle) ? .readyMadeTitle : sources[0])
  }
}
