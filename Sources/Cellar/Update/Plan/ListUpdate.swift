import CellarHost
import Foundation

/// Everything an update of a table or a grid does, planned before anything
/// is applied: a value computed from the sections shown and the new ones
/// alone, with no view, so that it can be tested as it is.
///
/// The plan is a list of stages, each the sections the data source shows
/// and the operations of one batch that lead there (see
/// ``UpdateApplying/execute(_:animation:)``); the header and footer
/// changes (a table's header and footer views, a grid's supplementary
/// views) and the batch that reloads the sections whose views cannot be
/// updated in place; where the tracked rows (the selection, the scroll
/// anchor) go; and which new rows must be checked before anything is
/// applied.
///
/// The synchronous and the background update plan alike: they differ only
/// in where the changeset's rows are matched (see ``Precomputed``).
struct ListUpdate {
  /// A changeset found ahead: rows matched off the main actor, their
  /// content compared on it (see ``backgroundChangeset(_:_:slices:willDiff:)``).
  typealias Precomputed = SectionedChangeset

  /// The sections the data source shows during a batch, and the batch.
  struct Stage {
    var sections: [Section]
    var batch: Headless.Batch
    /// Whether the batch runs even when it sends nothing the view acts
    /// on (only reconfigures of rows without a cell): the batch of an
    /// update that changes anything, as the table view's update log shows.
    var isForced = false
    /// Whether an earlier stage of the same update commits these same
    /// sections: when its batch turns out empty (its reconfigures have no
    /// cell), nothing is left to send or to commit, and the layout is not
    /// invalidated a second time.
    var repeatsSections = false

    /// A stage whose batch, for a view of `surface`, is made of `groups`.
    init(
      sections: [Section], groups: Headless.Batch.Groups, on surface: Headless.Batch.Surface,
      isForced: Bool = false, repeatsSections: Bool = false
    ) {
      self.sections = sections
      batch = Headless.Batch(surface, planned: groups)
      self.isForced = isForced
      self.repeatsSections = repeatsSections
    }
  }

  /// The changeset from the shown sections to the new ones, row updates included.
  var changeset: SectionedChangeset
  /// Where each section goes.
  var pairing: SectionPairing
  /// The kept rows whose content changed.
  var contentChanges: [ContentChange]
  /// The batches, in order: the structure (one batch, or three when rows
  /// cross deleted or inserted sections), then the content changes that
  /// could not ride with it.
  var stages: [Stage]
  /// The kept sections whose header or footer changed, by target index.
  var headerChanges: [HeaderChange]
  /// The batch that reloads the sections whose header or footer cannot be
  /// updated in place, after the others are.
  var headerStage: Stage?
  /// Where the tracked source rows are after the update.
  var tracked: [IndexPath: IndexPath]
  /// The rows of the target to check before anything is applied: the new
  /// and the changed ones (see ``Table/checkContent(of:rows:)``).
  var rowsToCheck: RowsToCheck

  /// Plans the update from `source` to `target`, matching rows on the
  /// main actor or taking a changeset matched ahead.
  ///
  /// - Parameters:
  ///   - source: The sections shown.
  ///   - target: The new sections.
  ///   - tracking: Rows of `source` whose new places ``tracked`` gives.
  ///   - precomputed: A changeset found ahead, row updates included.
  ///   - marks: Rows and sections a snapshot asked to show again.
  ///   - rowsAreKnownUnique: Whether no row identity occurs twice on
  ///     either side (see ``TableRowRules/rowsAreKnownUnique``).
  ///   - editedRows: The rows removed from `source` and added to make
  ///     `target`, when it is so made (see ``TableRowRules/editedRows``).
  ///   - surface: The kind of view the batches are for.
  /// - Throws: ``TableError/duplicateIDs(rows:sections:)``.
  /// - Complexity: O(*n* + *c* log *c*) expected, for *n* rows on both
  ///   sides and *c* changes.
  init(
    from source: [Section], to target: [Section], tracking: [IndexPath] = [],
    precomputed: Precomputed? = nil, marks: UpdateMarks? = nil,
    rowsAreKnownUnique: Bool = false, editedRows: EditedRowsFilter? = nil,
    on surface: Headless.Batch.Surface
  ) throws {
    let changeset = try Self.changeset(
      source, target, precomputed: precomputed, rowsAreKnownUnique: rowsAreKnownUnique,
      editedRows: editedRows)
    self.init(
      changeset: changeset, from: source, to: target, tracking: tracking, marks: marks,
      on: surface)
  }

  /// Plans the update from `source` to `target` along `changeset`, with
  /// the rows and sections `marks` names shown again.
  init(
    changeset: SectionedChangeset, from source: [Section], to target: [Section],
    tracking: [IndexPath], marks: UpdateMarks? = nil, on surface: Headless.Batch.Surface
  ) {
    pairing = SectionPairing(
      changeset.sections, sourceCount: source.count, targetCount: target.count)
    var changeset = changeset
    var forced = Set<SectionedChangeset.Path>()
    if let marks, !marks.isEmpty {
      (changeset, forced) = marks.marking(
        changeset, pairing: pairing, source: source, target: target)
    }
    self.changeset = changeset
    contentChanges = ContentChange.all(in: changeset, source, target, reloading: forced)
    tracked = Self.newPlaces(of: tracking, changeset, pairing)
    headerChanges = HeaderChange.all(source, target, pairing)
    if let marks { headerChanges = marks.marking(headerChanges, pairing: pairing) }
    stages =
      changeset.hasMovesAcrossDeletedOrInsertedSections
      ? Self.crossingStages(changeset, pairing, contentChanges, source, target, on: surface)
      : Self.inPlaceStages(changeset, contentChanges, target, on: surface)
    // Every row is new when no section is kept: checked in place, without a list.
    rowsToCheck =
      pairing.targetToSource.allSatisfy { $0 < 0 }
      ? .all : .only(Self.newAndChangedRows(target, changeset, contentChanges, pairing: pairing))
    let reloads = headerChanges.filter { !$0.inPlace }.map(\.section)
    if !reloads.isEmpty {
      var groups = Headless.Batch.Groups()
      groups.sectionReloads = reloads
      headerStage = Stage(sections: target, groups: groups, on: surface, repeatsSections: true)
    }
  }

  /// The changeset from `source` to `target`, row updates included.
  ///
  /// - Throws: ``TableError/duplicateIDs(rows:sections:)``.
  private static func changeset(
    _ source: [Section], _ target: [Section], precomputed: Precomputed?, rowsAreKnownUnique: Bool,
    editedRows: EditedRowsFilter?
  ) throws -> SectionedChangeset {
    let changeset: SectionedChangeset
    if let precomputed {
      changeset = precomputed
    } else if source.isEmpty || target.isEmpty {
      // Filling an empty table or emptying one: whole sections only, no row keys.
      if let error = duplicateError(in: target) { throw error }
      return SectionedChangeset(
        sections: Changeset(deletes: Array(source.indices), inserts: Array(target.indices)))
    } else {
      var codes = IdentityCodes<SectionKey>()
      let sourceCodes = sectionCodes(source, codes: &codes)
      let targetCodes = sectionCodes(target, codes: &codes)
      changeset = rowChangeset(
        source, target, sourceCodes: sourceCodes, targetCodes: targetCodes,
        rowsAreKnownUnique: rowsAreKnownUnique, editedRows: editedRows)
    }
    if mayHaveDuplicates(changeset), let error = duplicateError(in: target) { throw error }
    return changeset
  }

  /// Tracks `paths` too, rows of the source: ``tracked`` gains where
  /// they go.
  ///
  /// - Complexity: O(*c* + *k* log *c*) for *k* paths and *c* changes
  ///   (CellarDiff's `SurvivorMap.newPaths`).
  mutating func track(_ paths: [IndexPath]) {
    tracked.merge(Self.newPlaces(of: paths, changeset, pairing)) { old, _ in old }
  }

  /// Where the tracked rows go (see ``SurvivorMap``).
  private static func newPlaces(
    of tracking: [IndexPath], _ changeset: SectionedChangeset, _ pairing: SectionPairing
  ) -> [IndexPath: IndexPath] {
    let paths = tracking.filter { $0.count == 2 }.map {
      SectionedChangeset.Path(section: $0.section, row: $0.row)
    }
    let places = SurvivorMap.newPaths(
      of: paths, sectionTargets: pairing.sourceToTarget, deleted: changeset.rowDeletes,
      inserted: changeset.rowInserts, moves: changeset.rowMoves)
    var tracked: [IndexPath: IndexPath] = [:]
    for (source, target) in places { tracked[source.indexPath] = target.indexPath }
    return tracked
  }

  /// The target rows that are new (inserted, or in an inserted section)
  /// or changed.
  private static func newAndChangedRows(
    _ target: [Section], _ changeset: SectionedChangeset, _ contentChanges: [ContentChange],
    pairing: SectionPairing
  ) -> [IndexPath] {
    var paths = changeset.rowInserts.map(\.indexPath) + contentChanges.map(\.target.indexPath)
    for (index, section) in target.enumerated() where pairing.targetToSource[index] < 0 {
      paths += section.rows.indices.map { IndexPath(row: $0, section: index) }
    }
    return paths
  }
}
