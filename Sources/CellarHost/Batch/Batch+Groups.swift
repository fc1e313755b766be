import CellarDiff
import Foundation

extension Headless.Batch {
  /// A batch's calls grouped by kind, in the vocabulary a table view and a
  /// collection view share: sections and rows deleted (at their index
  /// before the batch), inserted (after it), moved, reloaded and
  /// reconfigured (before it). What Cellar's planner makes, and what a
  /// replay of a batch reads.
  ///
  /// Rows are ``SectionedChangeset``'s positions, so that a batch made from
  /// a changeset shares its arrays instead of copying a million index
  /// paths; index paths are made when the calls are read.
  package struct Groups: Equatable, Sendable {
    /// A row's place: its section and its row in it.
    package typealias Path = SectionedChangeset.Path
    /// A move of a section, from its index before the batch to its index after.
    package typealias SectionMove = Changeset.Move
    /// A move of a row, from its place before the batch to its place after.
    package typealias RowMove = SectionedChangeset.RowMove

    package var sectionDeletes: [Int] = []
    package var sectionInserts: [Int] = []
    package var sectionMoves: [SectionMove] = []
    package var sectionReloads: [Int] = []
    package var rowDeletes: [Path] = []
    package var rowInserts: [Path] = []
    package var rowMoves: [RowMove] = []
    package var rowReloads: [Path] = []
    /// Rows whose cells are configured again in place; only rows with a
    /// displayed cell need it.
    package var rowReconfigures: [Path] = []

    /// Whether the groups make no call.
    package var isEmpty: Bool {
      sectionDeletes.isEmpty && sectionInserts.isEmpty && sectionMoves.isEmpty
        && sectionReloads.isEmpty && rowDeletes.isEmpty && rowInserts.isEmpty && rowMoves.isEmpty
        && rowReloads.isEmpty && rowReconfigures.isEmpty
    }

    /// How many sections and rows the groups name (a move counts once).
    package var count: Int {
      sectionDeletes.count + sectionInserts.count + sectionMoves.count + sectionReloads.count
        + rowDeletes.count + rowInserts.count + rowMoves.count + rowReloads.count
        + rowReconfigures.count
    }

    /// The section and row operations of a changeset whose moves cross no
    /// deleted or inserted section (row updates are not operations).
    package init(structureOf changeset: SectionedChangeset) {
      sectionDeletes = changeset.sectionDeletes
      sectionInserts = changeset.sectionInserts
      sectionMoves = changeset.sectionMoves
      rowDeletes = changeset.rowDeletes
      rowInserts = changeset.rowInserts
      rowMoves = changeset.rowMoves
    }

    /// No operations.
    package init() {}

    /// `calls` grouped by kind: rows and moves in call order, each section
    /// group ascending and without repeats (index paths read as UIKit reads
    /// them; section indexes an `IndexSet` cannot hold are left out).
    package init(_ calls: [Headless.BatchOperation]) {
      var deleted = IndexSet()
      var inserted = IndexSet()
      var reloaded = IndexSet()
      for call in calls {
        switch call {
        case .insertRows(let paths, _): rowInserts += paths.map(Path.init)
        case .deleteRows(let paths, _): rowDeletes += paths.map(Path.init)
        case .reloadRows(let paths, _): rowReloads += paths.map(Path.init)
        case .reconfigureRows(let paths): rowReconfigures += paths.map(Path.init)
        case .moveRow(let from, let to):
          rowMoves.append(RowMove(source: Path(from), target: Path(to)))
        case .insertSections(let sections, _): inserted.formUnion(sections)
        case .deleteSections(let sections, _): deleted.formUnion(sections)
        case .reloadSections(let sections, _): reloaded.formUnion(sections)
        case .moveSection(let from, let to):
          sectionMoves.append(SectionMove(source: from, target: to))
        }
      }
      sectionDeletes = Array(deleted)
      sectionInserts = Array(inserted)
      sectionReloads = Array(reloaded)
    }

    /// The calls that send these groups to a view, in the order every
    /// sender makes them: sections (deletes, inserts, moves, reloads), then
    /// rows (deletes, inserts, moves, reloads, reconfigures); empty groups
    /// are left out. Each carries `.automatic`: the senders take the
    /// update's own animation.
    package var calls: [Headless.BatchOperation] {
      var calls: [Headless.BatchOperation] = []
      if !sectionDeletes.isEmpty {
        calls.append(.deleteSections(IndexSet(sectionDeletes), .automatic))
      }
      if !sectionInserts.isEmpty {
        calls.append(.insertSections(IndexSet(sectionInserts), .automatic))
      }
      calls += sectionMoves.map { .moveSection($0.source, $0.target) }
      if !sectionReloads.isEmpty {
        calls.append(.reloadSections(IndexSet(sectionReloads), .automatic))
      }
      if !rowDeletes.isEmpty { calls.append(.deleteRows(rowDeletes.map(\.indexPath), .automatic)) }
      if !rowInserts.isEmpty { calls.append(.insertRows(rowInserts.map(\.indexPath), .automatic)) }
      calls += rowMoves.map { .moveRow($0.source.indexPath, $0.target.indexPath) }
      if !rowReloads.isEmpty { calls.append(.reloadRows(rowReloads.map(\.indexPath), .automatic)) }
      if !rowReconfigures.isEmpty {
        calls.append(.reconfigureRows(rowReconfigures.map(\.indexPath)))
      }
      return calls
    }
  }
}
