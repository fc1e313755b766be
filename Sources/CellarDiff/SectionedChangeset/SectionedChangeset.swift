/// The identity-aware changes between two lists of sections, each holding
/// rows: section deletes, inserts, moves and updates, and row deletes,
/// inserts, moves (also from one section to another) and updates.
///
/// Sections are matched by their identity like the elements of a
/// ``Changeset``. Rows are matched by their identity across the whole list,
/// so a row that changes section is a move, not a delete and an insert.
/// Content equality, separately for sections and rows, decides updates.
///
/// ```swift
/// let changes = SectionedChangeset(
///   source: oldSections, target: newSections,
///   sectionID: { $0.id }, rows: { $0.items }, rowID: { $0.id },
///   isSectionContentEqual: { $0.title == $1.title }, isRowContentEqual: ==)
/// changes.sectionInserts   // [2]
/// changes.rowMoves         // [(0, 3) → (1, 0)]
/// ```
///
/// ## Index semantics
///
/// Positions follow UIKit's batch-update rules, so the changeset maps onto
/// one `performBatchUpdates` call: ``sectionDeletes``, the sources of
/// ``sectionMoves`` and ``sectionUpdates``, ``rowDeletes`` and the sources of
/// ``rowMoves`` and ``rowUpdates`` are in **source** coordinates;
/// ``sectionInserts``, the targets of section moves, ``rowInserts`` and the
/// targets of row moves and updates are in **target** coordinates.
///
/// - The rows of a deleted section are not listed as row deletes, and the rows
///   of an inserted section are not listed as row inserts: the section
///   operation covers them (UIKit drops such row operations silently).
/// - A row that keeps its identity is a move, even when it leaves a deleted
///   section or enters an inserted one. UIKit's table view answers such a
///   batch with a plain reload, so a layer that wants animation applies it in
///   two stages (``hasMovesAcrossDeletedOrInsertedSections`` tells when).
/// - Rows of a moved section that keep their place in it are not moves: the
///   section move carries them.
///
/// ## Guarantees
///
/// Replaying the changeset on the source (as a table view applies one batch)
/// gives the target, duplicates included. Sections get the guarantees of
/// ``Changeset``. Rows: every row identity is matched as often as it occurs
/// on both sides, the k-th occurrence in the source (in reading order,
/// section by section) with the k-th in the target; within each pair of
/// matched sections the unmoved rows form a longest increasing subsequence,
/// so with unique identities the number of row moves is the fewest possible.
///
/// - Complexity: O(*s* + *r* + *k* log *k*) expected time, where *s* is the
///   number of sections, *r* the number of rows on both sides and *k* the
///   largest number of rows in one section.
public struct SectionedChangeset: Hashable, Sendable {
  /// A row's position: its section and its offset in the section.
  public struct Path: Hashable, Comparable, Sendable, CustomStringConvertible {
    /// The section's offset.
    public var section: Int
    /// The row's offset in its section.
    public var row: Int

    /// Creates the position of `row` in `section`.
    public init(section: Int, row: Int) {
      self.section = section
      self.row = row
    }

    /// Orders by section, then by row.
    public static func < (lhs: Self, rhs: Self) -> Bool {
      (lhs.section, lhs.row) < (rhs.section, rhs.row)
    }

    /// `[section, row]`, as `IndexPath` prints.
    public var description: String { "[\(section), \(row)]" }
  }

  /// A row that kept its identity but changed position: `source` is where it
  /// was (source coordinates), `target` where it is (target coordinates).
  public typealias RowMove = MatchedPair<Path>

  /// A matched row whose content changed: `source` in source coordinates,
  /// `target` in target coordinates.
  public typealias RowUpdate = MatchedPair<Path>

  /// The changes to the sections themselves, as a flat ``Changeset``.
  public var sections: Changeset
  /// Deleted rows, in source coordinates, ascending; none in deleted sections.
  public var rowDeletes: [Path]
  /// Inserted rows, in target coordinates, ascending; none in inserted sections.
  public var rowInserts: [Path]
  /// Moved rows, in ascending target position.
  public var rowMoves: [RowMove]
  /// Matched rows whose content changed, moved or not, in ascending source position.
  public var rowUpdates: [RowUpdate]
  /// The row identities that occur more than once on either side, in the
  /// order first met. Empty when every row identity is unique.
  public var duplicateRowIDs: [AnyHashable] { duplicateRows.map(\.anyHashable) }
  /// The repeated row identities as they were given (each `Sendable`).
  private var duplicateRows: [SendableID]

  /// Deleted sections, source offsets, ascending.
  public var sectionDeletes: [Int] { sections.deletes }
  /// Inserted sections, target offsets, ascending.
  public var sectionInserts: [Int] { sections.inserts }
  /// Moved sections, in ascending target offset.
  public var sectionMoves: [Changeset.Move] { sections.moves }
  /// Sections whose content (not their rows) changed.
  public var sectionUpdates: [Changeset.Update] { sections.updates }
  /// The section identities that occur more than once on either side.
  public var duplicateSectionIDs: [AnyHashable] { sections.duplicateIDs }

  /// Creates a sectioned changeset from its parts, as computed elsewhere.
  ///
  /// Positions follow the rules in the type's documentation; this
  /// initializer does not check them.
  public init(
    sections: Changeset = Changeset(), rowDeletes: [Path] = [], rowInserts: [Path] = [],
    rowMoves: [RowMove] = [], rowUpdates: [RowUpdate] = [],
    duplicateRowIDs: [any Hashable & Sendable] = []
  ) {
    self.sections = sections
    self.rowDeletes = rowDeletes
    self.rowInserts = rowInserts
    self.rowMoves = rowMoves
    self.rowUpdates = rowUpdates
    self.duplicateRows = duplicateRowIDs.map(SendableID.init)
  }

  /// Whether nothing changed, in sections or rows.
  public var isEmpty: Bool {
    sections.isEmpty && rowDeletes.isEmpty && rowInserts.isEmpty && rowMoves.isEmpty
      && rowUpdates.isEmpty
  }

  /// Whether some row move leaves a deleted section or enters an inserted
  /// one: a batch UIKit's table view would answer with a plain reload.
  ///
  /// - Complexity: O(*d* + *i* + *v*), the numbers of section deletes and
  ///   inserts and of row moves.
  public var hasMovesAcrossDeletedOrInsertedSections: Bool {
    if rowMoves.isEmpty { return false }
    let deleted = Set(sections.deletes)
    let inserted = Set(sections.inserts)
    return rowMoves.contains {
      deleted.contains($0.source.section) || inserted.contains($0.target.section)
    }
  }
}

extension SectionedChangeset {
  /// Computes the changes between two lists of sections.
  ///
  /// - Parameters:
  ///   - source: The sections before the change.
  ///   - target: The sections after the change.
  ///   - sectionID: A section's identity.
  ///   - rows: A section's rows.
  ///   - rowID: A row's identity, unique across all sections.
  ///   - isSectionContentEqual: Whether two sections with the same identity
  ///     have the same content (its rows aside); `false` makes a section update.
  ///   - isRowContentEqual: Whether two rows with the same identity have the
  ///     same content; `false` makes a row update.
  /// - Complexity: See the type's documentation.
  @inlinable
  public init<
    Source: Collection, Target: Collection, SectionID: Hashable & Sendable, Rows: Collection,
    RowID: Hashable & Sendable
  >(
    source: Source, target: Target,
    sectionID: (Source.Element) -> SectionID,
    rows: (Source.Element) -> Rows,
    rowID: (Rows.Element) -> RowID,
    isSectionContentEqual: (Source.Element, Source.Element) -> Bool,
    isRowContentEqual: (Rows.Element, Rows.Element) -> Bool
  ) where Target.Element == Source.Element {
    self = withoutActuallyEscaping(rowID) { rowID in
      withoutActuallyEscaping(isRowContentEqual) { isRowContentEqual in
        SectionedChangesetEngine.changeset(
          source: Array(source), target: Array(target), sectionID: sectionID, rows: rows,
          isSectionContentEqual: isSectionContentEqual,
          rules: ClosureIdentity(identify: rowID, contentEqual: isRowContentEqual))
      }
    }
  }

  /// Computes the row changes between sections whose own changes are
  /// already known, with rules that may identify a row by where it is.
  ///
  /// For the package's table layer, whose rows can be identified by their
  /// position and whose identities are cheapest made while the rows are read.
  ///
  /// - Parameters:
  ///   - sections: The section changes, with identities matched elsewhere.
  ///   - sourceRows: The rows of each section before the change.
  ///   - targetRows: The rows of each section after the change.
  ///   - rules: The rows' identities and content equality.
  ///   - keepingRuns: Whether the rows each pair of matched sections keeps
  ///     in place (its common prefix and suffix, and the runs of a short
  ///     edit script between them) are found by comparing identities before
  ///     the others are hashed. `false` only to test that both paths give
  ///     the same changes.
  ///   - shortScript: When the edit script between each pair's prefix and
  ///     suffix is searched for; other policies than `.automatic` only for
  ///     tests.
  @inlinable
  package init<Rules: SectionedRowRules>(
    sections: Changeset, sourceRows: [[Rules.Row]], targetRows: [[Rules.Row]], rules: Rules,
    keepingRuns: Bool = true, shortScript: ShortScriptPolicy = .automatic
  ) {
    self = SectionedChangesetEngine.changeset(
      sections: sections, sourceRows: sourceRows, targetRows: targetRows, rules: rules,
      keepingRuns: keepingRuns, shortScript: shortScript)
  }

  /// Computes the changes between two lists of sections whose rows are
  /// `Identifiable` and `Equatable`: row identity is `id`, row content
  /// equality is `==`.
  ///
  /// - Parameters:
  ///   - source: The sections before the change.
  ///   - target: The sections after the change.
  ///   - sectionID: A section's identity.
  ///   - rows: A section's rows.
  ///   - isSectionContentEqual: Whether two sections with the same identity
  ///     have the same content (its rows aside). By default, always.
  /// - Complexity: See the type's documentation.
  @inlinable
  public init<
    Source: Collection, Target: Collection, SectionID: Hashable & Sendable, Rows: Collection
  >(
    source: Source, target: Target,
    sectionID: (Source.Element) -> SectionID,
    rows: (Source.Element) -> Rows,
    isSectionContentEqual: (Source.Element, Source.Element) -> Bool = { _, _ in true }
  )
  where
    Target.Element == Source.Element, Rows.Element: Identifiable & Equatable,
    Rows.Element.ID: Sendable
  {
    // Rows read through a strategy, not closures: the engine then reads
    // each row's `id` in place instead of copying the row to call a closure.
    self = SectionedChangesetEngine.changeset(
      source: Array(source), target: Array(target), sectionID: sectionID, rows: rows,
      isSectionContentEqual: isSectionContentEqual,
      rules: IdentifiableEquatableIdentity<Rows.Element>())
  }
}

extension SectionedChangeset: CustomStringConvertible {
  /// A compact summary of the section and row changes.
  public var description: String {
    var parts: [String] = []
    if !sections.isEmpty { parts.append("sections: \(sections)") }
    if !rowDeletes.isEmpty { parts.append("rowDeletes: \(rowDeletes)") }
    if !rowInserts.isEmpty { parts.append("rowInserts: \(rowInserts)") }
    if !rowMoves.isEmpty {
      parts.append(
        "rowMoves: [" + rowMoves.map { "\($0.source)→\($0.target)" }.joined(separator: ", ") + "]")
    }
    if !rowUpdates.isEmpty {
      parts.append(
        "rowUpdates: [" + rowUpdates.map { "\($0.source)→\($0.target)" }.joined(separator: ", ")
          + "]")
    }
    if !duplicateRowIDs.isEmpty { parts.append("duplicateRowIDs: \(duplicateRowIDs)") }
    return "SectionedChangeset(" + parts.joined(separator: ", ") + ")"
  }
}
