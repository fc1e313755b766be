import CellarHost
import Foundation

/// Applies a ``ListUpdate``'s stages to a ``BatchUpdateTarget``.
@MainActor
enum UpdateExecutor {
  /// Applies one stage as one batch: `commit` switches the data source to
  /// the stage's sections inside it. A stage with nothing to do for the
  /// view (only reconfigures of rows without a cell) only commits, unless
  /// it is forced (see ``ListUpdate/Stage/isForced``), and does nothing when
  /// an earlier stage committed its sections (``ListUpdate/Stage/repeatsSections``); a batch
  /// the view rejects is recovered with `reloadData` and passed to `rejected`.
  ///
  /// - Throws: What the view throws while it shows the stage.
  static func perform<Target: BatchUpdateTarget>(
    _ stage: ListUpdate.Stage, on target: Target, animation: Target.Animation,
    record: UpdateRecord?, commit: ([Section]) -> Void, rejected: (Target.Rejection) -> Void
  ) throws {
    var batch = stage.batch
    if let rowsWithCells = target.rowsWithCells {
      var groups = batch.groups
      if !groups.rowReconfigures.isEmpty {
        groups.rowReconfigures = displayed(groups.rowReconfigures, in: rowsWithCells)
        batch = Headless.Batch(batch.surface, planned: groups)
      }
    }
    guard !batch.isEmpty || stage.isForced else {
      if !stage.repeatsSections { commit(stage.sections) }
      return
    }
    do {
      // A closure, not the key path `\.rows.count`: a key path of two
      // components is projected by the runtime, about 2,200 instructions a section.
      let fellBack = try target.performBatch(
        batch, animation: animation, newCounts: stage.sections.map { $0.rows.count }
      ) { commit(stage.sections) }
      record?.batch(batch, fellBack: fellBack)
    } catch let error as Target.Rejection {
      commit(stage.sections)
      target.reloadData()
      record?.reload(on: Target.batchSurface)
      rejected(error)
      target.layoutIfNeeded()
    } catch {
      // The view accepted the batch and failed while showing it (the
      // update rolls back).
      record?.batch(batch, fellBack: false)
      throw error
    }
  }

  /// The rows of `paths` that have a cell, in their order.
  ///
  /// - Complexity: O(*p* + *v*), for *p* paths and *v* rows with cells: the
  ///   rows on screen are few and in one run, so most paths are passed over
  ///   by two comparisons, without hashing.
  private static func displayed(
    _ paths: [SectionedChangeset.Path], in rowsWithCells: [IndexPath]
  ) -> [SectionedChangeset.Path] {
    let shown = Set(
      rowsWithCells.map { SectionedChangeset.Path(section: $0.section, row: $0.row) })
    guard let first = shown.min(), let last = shown.max() else { return [] }
    return paths.filter { $0 >= first && $0 <= last && shown.contains($0) }
  }
}
