import Foundation

/// The changeset between two lists of sections whose identity codes are
/// known: rows matched by identity, and kept rows whose content changed as
/// row updates (see ``isRowUnchanged(_:_:)``). Keys are made as the differ
/// reads the rows, without key arrays: for integer identities and
/// positions, each row is read once for its key and once more when it is
/// kept, to compare its content (and once more for its key when some
/// identity repeats); rows with other identities are also read when their
/// keys are compared.
///
/// `editedRows` must describe the target as the source edited, and
/// `rowsAreKnownUnique` hold (see ``EditedRowsFilter``).
func rowChangeset(
  _ sourceSections: [Section], _ targetSections: [Section], sourceCodes: [Int],
  targetCodes: [Int], rowsAreKnownUnique: Bool = false, editedRows: EditedRowsFilter? = nil
) -> SectionedChangeset {
  let sections = Changeset(source: sourceCodes, target: targetCodes)
  return withRowReferences(sourceSections, targetSections) { sourceRows, targetRows in
    SectionedChangeset(
      sections: sections, sourceRows: sourceRows, targetRows: targetRows,
      rules: TableRowRules(
        sourceCodes: sourceCodes, targetCodes: targetCodes,
        sourceExact: sourceSections.map { !$0.rowTraits.contains(.inexactIdentities) },
        targetExact: targetSections.map { !$0.rowTraits.contains(.inexactIdentities) },
        rowsAreKnownUnique: rowsAreKnownUnique, editedRows: editedRows))
  }
}

/// The content pass of a changeset whose rows were matched off the main
/// actor, a piece at a time (see ``SurvivorContentComparison``): what a
/// background update runs on the main actor between its other work.
///
/// It holds the rows it compares (see ``heldRowReferences(_:)``).
struct BackgroundContentComparison {
  private let sourceRows: [[RowReference]]
  private let targetRows: [[RowReference]]
  private let rules: TableRowRules
  private var comparison: SurvivorContentComparison
  private var matched: SectionedChangeset

  /// Ready to compare the rows `changeset` keeps.
  ///
  /// - Precondition: `changeset` fits the sections.
  /// - Complexity: O(*s* + *n* + *m*) for *s* sections, *n* source and *m*
  ///   target rows (index work: the pairs are placed, not compared).
  ///
  /// - Parameter targets: What ``SectionedChangeset/survivorTargets(sourceCounts:targetCounts:)``
  ///   returns for the sections, if found already (off the main actor, say).
  init(
    _ changeset: SectionedChangeset, _ sourceSections: [Section], _ targetSections: [Section],
    sourceCodes: [Int], targetCodes: [Int], targets: [SectionedChangeset.Path]? = nil
  ) {
    guard
      let targets = targets
        ?? changeset.survivorTargets(
          sourceCounts: sourceSections.map(\.rows.count),
          targetCounts: targetSections.map(\.rows.count))
    else {
      preconditionFailure("SectionedChangeset: the changeset does not fit the rows")
    }
    sourceRows = heldRowReferences(sourceSections)
    targetRows = heldRowReferences(targetSections)
    rules = TableRowRules(sourceCodes: sourceCodes, targetCodes: targetCodes)
    comparison = SurvivorContentComparison(targets: targets)
    matched = changeset
  }

  /// Compares up to `limit` more kept rows.
  ///
  /// - Returns: Whether every kept row is compared.
  mutating func compare(upTo limit: Int) -> Bool {
    comparison.compare(sourceRows: sourceRows, targetRows: targetRows, rules: rules, upTo: limit)
  }

  /// The changeset with the row updates found so far (all of them once
  /// ``compare(upTo:)`` returned `true`).
  var changeset: SectionedChangeset {
    var result = matched
    result.rowUpdates = comparison.rowUpdates
    return result
  }
}

/// How a table's rows are matched: by their keys (positional identities
/// within their section's identity code), and compared by ``isRowUnchanged(_:_:)``.
struct TableRowRules: SectionedRowRules {
  let sourceCodes: [Int]
  let targetCodes: [Int]
  /// Per source section, and per target section: whether every row's
  /// identity is an exact integer word, not a position (no
  /// ``RowTraits/inexactIdentities``); empty when not known.
  var sourceExact: [Bool] = []
  var targetExact: [Bool] = []
  /// Whether no row identity occurs twice on either side: both are
  /// snapshots' sections whose indexes saw no value twice (see
  /// ``UpdateApplying/apply(_:precomputed:)``).
  var rowsAreKnownUnique = false
  /// The rows removed from the source and added to make the target, when
  /// the target is the source so edited (a snapshot applied to the
  /// sections it was made of). Used only with ``rowsAreKnownUnique``.
  var editedRows: EditedRowsFilter?

  @inline(__always)
  func sourceID(of element: RowReference, section: Int, row: Int) -> RowKey {
    RowKey(element, section: sourceCodes[section], row: row)
  }

  @inline(__always)
  func targetID(of element: RowReference, section: Int, row: Int) -> RowKey {
    RowKey(element, section: targetCodes[section], row: row)
  }

  /// Only the kind of a repeated identity is reported: the key holds its
  /// row unretained, so it must not outlive the diff.
  func reported(_ id: RowKey) -> IdentityKind { id.kind }

  /// Whether the very same row in both sections is its own identity: when
  /// every identity in both is an exact word, not a position, a row's key
  /// (``RowKey``) is read from the row alone and equals itself.
  @inline(__always)
  func rowsMatchByReference(source: Int, target: Int) -> Bool {
    source < sourceExact.count && target < targetExact.count && sourceExact[source]
      && targetExact[target]
  }

  @inline(__always)
  func isSameRow(_ source: RowReference, _ target: RowReference) -> Bool {
    isSameReference(source, target)
  }

  /// Two different rows may have one identity only when the source row
  /// was removed and the target row added (see ``EditedRowsFilter``).
  @inline(__always)
  func differentRowsMayMatch(_ source: RowReference, _ target: RowReference) -> Bool {
    guard rowsAreKnownUnique, let editedRows else { return true }
    return editedRows.mayMatch(source: address(of: source), target: address(of: target))
  }

  @inline(__always)
  func isContentEqual(_ source: RowReference, _ target: RowReference) -> Bool {
    isRowUnchanged(source, target)
  }

  /// Whether a section's rows are the same buffer as the section's before
  /// the update (a `[Section]` passed again, or a section the app did not
  /// touch): rows cannot change while shared (their setters copy first),
  /// so each is itself, unchanged, and none is read. A row whose identity
  /// is not equal to itself then stays rather than being deleted and
  /// inserted.
  @inline(__always)
  func sharesRows(_ source: [RowReference], _ target: [RowReference]) -> Bool {
    source.count == target.count
      && source.withUnsafeBufferPointer { source in
        target.withUnsafeBufferPointer { $0.baseAddress == source.baseAddress }
      }
  }
}
