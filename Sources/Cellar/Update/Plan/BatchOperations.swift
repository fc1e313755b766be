import Foundation

/// The operations of one batch update, in the vocabulary a table view and
/// a collection view share: sections and rows deleted (at their index
/// before the batch), inserted (after it), moved, reloaded and
/// reconfigured (before it).
struct BatchOperations: Equatable {
  /// A move of a section, from its index before the batch to its index after.
  struct SectionMove: Equatable {
    var source: Int
    var target: Int
  }

  /// A move of a row, from its index path before the batch to its index path after.
  struct RowMove: Equatable {
    var source: IndexPath
    var target: IndexPath
  }

  var sectionDeletes: [Int] = []
  var sectionInserts: [Int] = []
  var sectionMoves: [SectionMove] = []
  var sectionReloads: [Int] = []
  var rowDeletes: [IndexPath] = []
  var rowInserts: [IndexPath] = []
  var rowMoves: [RowMove] = []
  var rowReloads: [IndexPath] = []
  /// Rows whose cells are configured again in place; only rows with a
  /// displayed cell need it.
  var rowReconfigures: [IndexPath] = []

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
    sectionMoves = changeset.sectionMoves.map { SectionMove(source: $0.source, target: $0.target) }
    rowDeletes = changeset.rowDeletes.map(\.indexPath)
    rowInserts = changeset.rowInserts.map(\.indexPath)
    rowMoves = changeset.rowMoves.map {
      RowMove(source: $0.source.indexPath, target: $0.target.indexPath)
    }
  }

  /// No operations.
  init() {}
}
