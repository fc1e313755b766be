import CellarHost
import Foundation

extension Table {
  /// The table's sections, as declared, as a snapshot to edit with the
  /// diffable data source's verbs and show with ``apply(_:animation:)``.
  ///
  /// - Complexity: O(*s*) for *s* sections: the rows are shared.
  public func snapshot() -> TableSnapshot {
    TableSnapshot(core: takeSnapshotCore())
  }

  /// Shows a snapshot: its sections, as ``update(with:animation:)->()``
  /// shows them, with the rows and sections it marks reloaded or
  /// reconfigured.
  ///
  /// Sections whose rows the snapshot's verbs did not touch are skipped
  /// without reading a row. A snapshot taken before another update is
  /// applied all the same: its sections are diffed against what the table
  /// shows.
  ///
  /// - Parameters:
  ///   - snapshot: The snapshot.
  ///   - animation: The row animation; `.none` reloads the data.
  /// - Throws: As ``update(with:animation:)->()``; the table is unchanged.
  public func apply(_ snapshot: TableSnapshot, animation: UITableView.RowAnimation = .automatic)
    throws
  {
    try apply(snapshot.core, animation: animation)
  }
}
