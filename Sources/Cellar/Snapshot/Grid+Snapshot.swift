import CellarHost
import Foundation

extension Grid {
  /// The grid's sections, as declared, as a snapshot to edit with the
  /// diffable data source's verbs and show with ``apply(_:animation:)``.
  ///
  /// - Complexity: O(*s*) for *s* sections: the items are shared.
  public func snapshot() -> GridSnapshot {
    GridSnapshot(core: takeSnapshotCore())
  }

  /// Shows a snapshot: its sections, as ``update(with:animation:)`` shows
  /// them, with the items and sections it marks reloaded or reconfigured.
  ///
  /// Sections whose items the snapshot's verbs did not touch are skipped
  /// without reading an item. A snapshot taken before another update is
  /// applied all the same: its sections are diffed against what the grid
  /// shows.
  ///
  /// - Parameters:
  ///   - snapshot: The snapshot.
  ///   - animation: `.none` shows the sections with `reloadData`.
  /// - Throws: As ``update(with:animation:)``; the grid is unchanged.
  public func apply(_ snapshot: GridSnapshot, animation: Animation = .automatic) throws {
    try apply(snapshot.core, animation: animation)
  }
}
