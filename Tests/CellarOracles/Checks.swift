import CellarDiff

/// Property checks for diffs and changesets: each returns the list of
/// violated properties (empty when the result is right), worded so that a
/// failure message says what is wrong.
public enum Check {
  /// Sizes up to which the quadratic dynamic-programming oracle is used.
  public static let dynamicProgrammingLimit = 90_000

  /// Checks a ``Diff`` of `source` to `target`: replay, the fewest steps
  /// (against the dynamic-programming oracle on small inputs and Swift's own
  /// `difference(from:)` always), the step order, the views and `isEmpty`.
  public static func diff<Element: Equatable>(
    _ diff: Diff<Element>, source: [Element], target: [Element]
  ) -> [String] {
    var problems: [String] = []
    if source.applying(diff) != target { problems.append("replaying the diff is not the target") }
    var seenInsertion = false
    var lastDeletion = Int.max
    var lastInsertion = -1
    for step in diff.steps {
      switch step {
      case .delete(let offset, let element):
        if seenInsertion { problems.append("deletion \(step) after an insertion") }
        if offset >= lastDeletion { problems.append("deletion \(step) not in descending order") }
        if !source.indices.contains(offset) || source[offset] != element {
          problems.append("deletion \(step) does not name a source element")
        }
        lastDeletion = offset
      case .insert(let offset, let element):
        seenInsertion = true
        if offset <= lastInsertion { problems.append("insertion \(step) not in ascending order") }
        if !target.indices.contains(offset) || target[offset] != element {
          problems.append("insertion \(step) does not name a target element")
        }
        lastInsertion = offset
      }
    }
    let deletions = diff.steps.filter { !$0.isInsertion }
    let insertions = diff.steps.filter(\.isInsertion)
    if diff.deletions != deletions { problems.append("deletions view differs from the steps") }
    if diff.insertions != insertions { problems.append("insertions view differs from the steps") }
    if source.count * target.count <= dynamicProgrammingLimit {
      let distance = Oracle.editDistance(source, target)
      if diff.steps.count != distance {
        problems.append("\(diff.steps.count) steps, but the edit distance is \(distance)")
      }
    }
    let standard = target.difference(from: source)
    if deletions.count != standard.removals.count || insertions.count != standard.insertions.count {
      problems.append(
        "\(deletions.count) deletions and \(insertions.count) insertions, but difference(from:) "
          + "has \(standard.removals.count) and \(standard.insertions.count)")
    }
    if diff.isEmpty != (source == target) { problems.append("isEmpty is \(diff.isEmpty)") }
    return problems
  }

  /// Checks a ``Changeset`` of `source` to `target` under the given identity
  /// and content equality.
  ///
  /// Replay (compared by identity and content equality); sorted, in-range,
  /// unused offsets; the matching it stands for pairs equal identities only,
  /// as many as possible; the fewest moves (unmoved = a longest common
  /// subsequence of identities, against the dynamic-programming oracle on
  /// small inputs and `difference(from:)` always); moved occurrences of one
  /// identity paired first with first; updates exactly the
  /// matched pairs whose content differs; `duplicateIDs`, `isEmpty`,
  /// `changeCount`.
  public static func changeset<Element, ID: Hashable>(
    _ changes: Changeset, source: [Element], target: [Element],
    id: (Element) -> ID, isContentEqual: (Element, Element) -> Bool
  ) -> [String] {
    var problems: [String] = []
    let sourceIDs = source.map(id)
    let targetIDs = target.map(id)

    // Replay, compared by identity and content.
    if let replayed = changes.replay(source: source, target: target) {
      let same =
        replayed.count == target.count
        && zip(replayed, target).allSatisfy { id($0) == id($1) && isContentEqual($0, $1) }
      if !same { problems.append("replaying the changeset is not the target") }
    } else {
      problems.append("replay(source:target:) rejects the changeset")
    }

    // Order and ranges.
    if !isStrictlyAscending(changes.deletes) { problems.append("deletes not strictly ascending") }
    if !isStrictlyAscending(changes.inserts) { problems.append("inserts not strictly ascending") }
    if !isStrictlyAscending(changes.moves.map(\.target)) {
      problems.append("moves not in strictly ascending target order")
    }
    if !isStrictlyAscending(changes.updates.map(\.source)) {
      problems.append("updates not in strictly ascending source order")
    }
    let deleted = Set(changes.deletes)
    let inserted = Set(changes.inserts)
    for move in changes.moves {
      if deleted.contains(move.source) { problems.append("move \(move) from a deleted offset") }
      if inserted.contains(move.target) { problems.append("move \(move) to an inserted offset") }
    }

    // The matching the changeset stands for.
    guard
      let sourceToTarget = Oracle.matching(
        of: changes, sourceCount: source.count, targetCount: target.count)
    else {
      problems.append("the changeset does not fit the lengths \(source.count), \(target.count)")
      return problems
    }
    var expectedUpdates: [Changeset.Update] = []
    var matchedCount = 0
    for (sourceOffset, targetOffset) in sourceToTarget.enumerated() where targetOffset >= 0 {
      matchedCount += 1
      if sourceIDs[sourceOffset] != targetIDs[targetOffset] {
        problems.append("source \(sourceOffset) is matched with target \(targetOffset): other id")
      } else if !isContentEqual(source[sourceOffset], target[targetOffset]) {
        expectedUpdates.append(Changeset.Update(source: sourceOffset, target: targetOffset))
      }
    }
    if changes.updates != expectedUpdates {
      problems.append("updates \(changes.updates), expected \(expectedUpdates)")
    }
    for update in changes.updates where update.source >= 0 && update.source < source.count {
      if sourceToTarget[update.source] != update.target {
        problems.append("update \(update) does not follow its element")
      }
    }

    // Moved occurrences of one identity pair up in order (first with first).
    var lastMoveTarget: [ID: Int] = [:]
    for move in changes.moves.sorted(by: { $0.source < $1.source })
    where move.source >= 0 && move.source < source.count {
      let moved = sourceIDs[move.source]
      if let last = lastMoveTarget[moved], last > move.target {
        problems.append("moves of one identity cross: \(move) after target \(last)")
      }
      lastMoveTarget[moved] = move.target
    }

    // The fewest deletes, inserts and moves.
    let minimalMatched = matchedCountBound(sourceIDs, targetIDs)
    if matchedCount != minimalMatched {
      problems.append("\(matchedCount) elements matched, but \(minimalMatched) can be")
    }
    if source.count * target.count <= dynamicProgrammingLimit {
      let minimal = Oracle.minimalChanges(sourceIDs, targetIDs)
      if changes.deletes.count != minimal.deletes || changes.inserts.count != minimal.inserts
        || changes.moves.count != minimal.moves
      {
        problems.append(
          "\(changes.deletes.count) deletes, \(changes.inserts.count) inserts, "
            + "\(changes.moves.count) moves; the oracle's minimum is \(minimal)")
      }
    }
    // Unmoved elements = n − deletes − moves must be an LCS: n − LCS is the
    // number of removals of a shortest edit script.
    let removals = targetIDs.difference(from: sourceIDs).removals.count
    if changes.deletes.count + changes.moves.count != removals {
      problems.append(
        "deletes + moves = \(changes.deletes.count + changes.moves.count), "
          + "but difference(from:) removes \(removals)")
    }

    // Duplicates, isEmpty, changeCount.
    let duplicates = Oracle.duplicates(sourceIDs, targetIDs).map { AnyHashable($0) }
    if changes.duplicateIDs != duplicates {
      problems.append("duplicateIDs \(changes.duplicateIDs), expected \(duplicates)")
    }
    let unchanged =
      sourceIDs == targetIDs && zip(source, target).allSatisfy { isContentEqual($0, $1) }
    if changes.isEmpty != unchanged { problems.append("isEmpty is \(changes.isEmpty)") }
    let total =
      changes.deletes.count + changes.inserts.count + changes.moves.count + changes.updates.count
    if changes.changeCount != total { problems.append("changeCount is \(changes.changeCount)") }
    return problems
  }

  /// Checks a ``SectionedChangeset``: the section changes as a
  /// ``Changeset``; replay; the index semantics; the row matching (equal
  /// identities, k-th occurrence with k-th in reading order); updates
  /// exactly the matched rows whose content differs; the fewest row moves
  /// given that matching (the unmoved rows of each section pair form a
  /// longest increasing subsequence, rows changing section pairs are moves);
  /// ``SectionedChangeset/hasMovesAcrossDeletedOrInsertedSections``; the
  /// duplicate lists; `isEmpty`.
  public static func sectioned<Section, Row, SectionID: Hashable, RowID: Hashable>(
    _ changes: SectionedChangeset, source: [Section], target: [Section],
    sectionID: (Section) -> SectionID, rows: (Section) -> [Row], rowID: (Row) -> RowID,
    isSectionContentEqual: (Section, Section) -> Bool, isRowContentEqual: (Row, Row) -> Bool
  ) -> [String] {
    typealias Path = SectionedChangeset.Path
    var problems = changeset(
      changes.sections, source: source, target: target, id: sectionID,
      isContentEqual: isSectionContentEqual
    ).map { "sections: \($0)" }
    let sourceRows = source.map(rows)
    let targetRows = target.map(rows)

    // Replay, compared by identity and content.
    if let replayed = changes.replay(source: source, target: target, rows: rows) {
      var same = replayed.count == target.count
      for (section, expected) in zip(replayed, target) where same {
        let expectedRows = rows(expected)
        same =
          sectionID(section.section) == sectionID(expected)
          && isSectionContentEqual(section.section, expected)
          && section.rows.count == expectedRows.count
          && zip(section.rows, expectedRows).allSatisfy {
            rowID($0) == rowID($1) && isRowContentEqual($0, $1)
          }
      }
      if !same { problems.append("replaying the changeset is not the target") }
    } else {
      problems.append("replay(source:target:rows:) rejects the changeset")
    }

    guard
      let sectionToTarget = Oracle.matching(
        of: changes.sections, sourceCount: source.count, targetCount: target.count)
    else { return problems + ["the section changes do not fit"] }
    var sectionToSource = [Int](repeating: -1, count: target.count)
    for (sourceSection, targetSection) in sectionToTarget.enumerated() where targetSection >= 0 {
      sectionToSource[targetSection] = sourceSection
    }
    func isValid(_ path: Path, in table: [[Row]]) -> Bool {
      path.section >= 0 && path.section < table.count && path.row >= 0
        && path.row < table[path.section].count
    }

    // Index semantics.
    if !isStrictlyAscending(changes.rowDeletes) { problems.append("rowDeletes not ascending") }
    if !isStrictlyAscending(changes.rowInserts) { problems.append("rowInserts not ascending") }
    if !isStrictlyAscending(changes.rowMoves.map(\.target)) {
      problems.append("rowMoves not in ascending target order")
    }
    if !isStrictlyAscending(changes.rowUpdates.map(\.source)) {
      problems.append("rowUpdates not in ascending source order")
    }
    var consumed = Set<Path>()
    var filled = Set<Path>()
    var sourceToTarget: [Path: Path] = [:]
    for path in changes.rowDeletes {
      if !isValid(path, in: sourceRows) || sectionToTarget[path.section] < 0 {
        problems.append("row delete \(path) is not a row of a kept source section")
      } else if !consumed.insert(path).inserted {
        problems.append("row delete \(path) used twice")
      }
    }
    for path in changes.rowInserts {
      if !isValid(path, in: targetRows) || sectionToSource[path.section] < 0 {
        problems.append("row insert \(path) is not a row of a kept target section")
      } else if !filled.insert(path).inserted {
        problems.append("row insert \(path) used twice")
      }
    }
    for move in changes.rowMoves {
      if !isValid(move.source, in: sourceRows) || !isValid(move.target, in: targetRows) {
        problems.append("row move \(move.source)→\(move.target) out of range")
      } else if !consumed.insert(move.source).inserted || !filled.insert(move.target).inserted {
        problems.append("row move \(move.source)→\(move.target) reuses a position")
      } else {
        sourceToTarget[move.source] = move.target
      }
    }
    for update in changes.rowUpdates {
      if !isValid(update.source, in: sourceRows) || !isValid(update.target, in: targetRows) {
        problems.append("row update \(update.source)→\(update.target) out of range")
      }
    }
    if !problems.isEmpty { return problems }

    // The row matching the changeset stands for.
    for (sourceSection, targetSection) in sectionToTarget.enumerated() where targetSection >= 0 {
      let free = sourceRows[sourceSection].indices.map { Path(section: sourceSection, row: $0) }
        .filter { !consumed.contains($0) }
      let open = targetRows[targetSection].indices.map { Path(section: targetSection, row: $0) }
        .filter { !filled.contains($0) }
      if free.count != open.count {
        problems.append(
          "section \(sourceSection)→\(targetSection): \(free.count) rows stay, \(open.count) slots")
        continue
      }
      for (from, to) in zip(free, open) { sourceToTarget[from] = to }
    }
    if !problems.isEmpty { return problems }
    var expectedUpdates: [SectionedChangeset.RowUpdate] = []
    for sourceSection in sourceRows.indices {
      for row in sourceRows[sourceSection].indices {
        let from = Path(section: sourceSection, row: row)
        guard let to = sourceToTarget[from] else { continue }
        let sourceRow = sourceRows[from.section][from.row]
        let targetRow = targetRows[to.section][to.row]
        if rowID(sourceRow) != rowID(targetRow) {
          problems.append("row \(from) is matched with \(to): other id")
        } else if !isRowContentEqual(sourceRow, targetRow) {
          expectedUpdates.append(SectionedChangeset.RowUpdate(source: from, target: to))
        }
      }
    }
    if changes.rowUpdates != expectedUpdates {
      problems.append("rowUpdates \(changes.rowUpdates), expected \(expectedUpdates)")
    }

    // k-th occurrence with k-th, in reading order.
    let sourcePaths = sourceRows.indices.flatMap { section in
      sourceRows[section].indices.map { Path(section: section, row: $0) }
    }
    let targetPaths = targetRows.indices.flatMap { section in
      targetRows[section].indices.map { Path(section: section, row: $0) }
    }
    var sourceOccurrences: [RowID: [Path]] = [:]
    var targetOccurrences: [RowID: [Path]] = [:]
    for path in sourcePaths {
      sourceOccurrences[rowID(sourceRows[path.section][path.row]), default: []].append(path)
    }
    for path in targetPaths {
      targetOccurrences[rowID(targetRows[path.section][path.row]), default: []].append(path)
    }
    for (id, paths) in sourceOccurrences {
      let targets = targetOccurrences[id] ?? []
      for (index, path) in paths.enumerated() {
        let expected = index < targets.count ? targets[index] : nil
        if sourceToTarget[path] != expected {
          problems.append(
            "row \(path) goes to \(sourceToTarget[path].map(\.description) ?? "nowhere"), "
              + "expected \(expected.map(\.description) ?? "nowhere") (k-th with k-th)")
        }
      }
    }

    // The fewest row moves for this matching.
    var unmovedBound = 0
    var matched = 0
    for (sourceSection, targetSection) in sectionToTarget.enumerated() {
      var stay: [Int] = []
      for row in sourceRows[sourceSection].indices {
        guard let to = sourceToTarget[Path(section: sourceSection, row: row)] else { continue }
        matched += 1
        if to.section == targetSection && targetSection >= 0 { stay.append(to.row) }
      }
      unmovedBound += Oracle.longestIncreasingSubsequenceLength(stay)
    }
    if changes.rowMoves.count != matched - unmovedBound {
      problems.append("\(changes.rowMoves.count) row moves, expected \(matched - unmovedBound)")
    }

    // Flags, duplicates, isEmpty.
    let across = changes.rowMoves.contains {
      sectionToTarget[$0.source.section] < 0 || sectionToSource[$0.target.section] < 0
    }
    if changes.hasMovesAcrossDeletedOrInsertedSections != across {
      problems.append("hasMovesAcrossDeletedOrInsertedSections is not \(across)")
    }
    let sourceRowIDs = sourcePaths.map { rowID(sourceRows[$0.section][$0.row]) }
    let targetRowIDs = targetPaths.map { rowID(targetRows[$0.section][$0.row]) }
    let duplicates = Oracle.duplicates(sourceRowIDs, targetRowIDs).map { AnyHashable($0) }
    if changes.duplicateRowIDs != duplicates {
      problems.append("duplicateRowIDs \(changes.duplicateRowIDs), expected \(duplicates)")
    }
    if changes.duplicateSectionIDs != changes.sections.duplicateIDs {
      problems.append("duplicateSectionIDs differs from the sections' duplicateIDs")
    }
    let unchanged =
      changes.sections.isEmpty
      && zip(sourceRows, targetRows).allSatisfy { sourceSection, targetSection in
        sourceSection.count == targetSection.count
          && zip(sourceSection, targetSection).allSatisfy {
            rowID($0) == rowID($1) && isRowContentEqual($0, $1)
          }
      }
    if changes.isEmpty != unchanged { problems.append("isEmpty is \(changes.isEmpty)") }
    return problems
  }

  /// The most elements that can be matched: each identity as often as it
  /// occurs on both sides.
  static func matchedCountBound<ID: Hashable>(_ source: [ID], _ target: [ID]) -> Int {
    var counts: [ID: Int] = [:]
    for id in source { counts[id, default: 0] += 1 }
    var matched = 0
    for id in target where counts[id, default: 0] > 0 {
      counts[id, default: 0] -= 1
      matched += 1
    }
    return matched
  }

  static func isStrictlyAscending<Value: Comparable>(_ values: [Value]) -> Bool {
    zip(values, values.dropFirst()).allSatisfy { $0 < $1 }
  }
}
