import Foundation

/// The operations of one batch update, in the vocabulary a table view and
/// a collection view share: sections and rows deleted (at their index
/// before the batch), inserted (after it), moved, reloaded and
/// reconfigured (before it).
///
/// Rows are given as ``SectionedChangeset``'s paths, so that a batch made
/// from a changeset shares its arrays instead of copying a million index
/// paths; a view makes index paths as it sends them.
struct BatchOperations: Equatable {
  /// A row's place: its section and its row in it.
  typealias Path = SectionedChangeset.Path
  /// A move of a section, from its index before the batch to its index after.
  typealias SectionMove = Changeset.Move
  /// A move of a row, from its place before the batch to its place after.
  typealias RowMove = SectionedChangeset.RowMove

  var sectionDeletes: [Int] = []
  var sectionInserts: [Int] = []
  var sectionMoves: [SectionMove] = []
  var sectionReloads: [Int] = []
  var rowDeletes: [Path] = []
  var rowInserts: [Path] = []
  var rowMoves: [RowMove] = []
  var rowReloads: [Path] = []
  /// Rows whose cells are configured again in place; only rows with a
  /// displayed cell need it.
  var rowReconfigures: [Path] = []

  /// Whether the batch does nothing.
  var isEmpty: Bool {
    sectionDeletes.isEmpty && sectionInserts.isEmpty && sectionMoves.isEmpty
      && sectionReloads.isEmpty && rowDeletes.isEmpty && rowInserts.isEmpty && rowMoves.isEmpty
      && rowReloads.isEmpty && rowReconfigures.isEmpty
  }

  /// The section and row operations of a changeset whose moves cross no
  /// deleted or inserted section (row updates are not operations).
  init(structureOf changeset: SectionedChangeset) {
    sectionDeletes = changeset.sectionDeletes
    sectionInserts = changeset.sectionInserts
    sectionMoves = changeset.sectionMoves
    rowDeletes = changeset.rowDeletes
    rowInserts = changeset.rowInserts
    rowMoves = changeset.rowMoves
  }

  /// No operations.
  init() {}
}
