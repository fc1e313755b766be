import Foundation

/// Whether a kept row needs neither a reconfigure nor a reload: the same
/// storage, or the same height, equal content (which implies the same
/// storage class, hence the same cell type) and the same editing behaviour.
@inline(__always)
func isRowUnchanged(_ old: AnyRowStorage, _ new: AnyRowStorage) -> Bool {
  if old === new { return true }
  let sameHeight =
    old.fixedHeight == new.fixedHeight || (old.fixedHeight.isNaN && new.fixedHeight.isNaN)
  // Models with the same bytes are the same value, equal by `==`'s
  // reflexivity: comparing bytes first spares most calls of a generic `==`
  // (the common case of a big update is a kept row with an unchanged model).
  return sameHeight && (old.hasSameModelBytes(as: new) || old.isContentEqual(to: new))
    && old.hasSameEditing(as: new)
}

/// Whether a changed kept row needs a reload (its height, cell type or
/// editing behaviour changed) rather than a reconfigure: a reconfigured
/// cell keeps its delete and reorder controls.
func needsReload(_ old: AnyRowStorage, _ new: AnyRowStorage) -> Bool {
  let sameHeight =
    old.fixedHeight == new.fixedHeight || (old.fixedHeight.isNaN && new.fixedHeight.isNaN)
  return !sameHeight || old.cellType != new.cellType || old.editing != new.editing
}

/// A kept row whose content changed.
struct ContentChange: Equatable {
  /// Its place before the update.
  var source: SectionedChangeset.Path
  /// Its place after the update.
  var target: SectionedChangeset.Path
  /// Whether it needs a reload (height, cell type or editing behaviour
  /// changed) rather than a reconfigure.
  var reloads: Bool
  /// Whether it can go in the structural batch: neither it nor its section moves.
  var staysInPlace: Bool

  /// The content changes of a changeset's row updates; those whose
  /// target is in `reloading` are reloads whatever changed.
  static func all(
    in changeset: SectionedChangeset, _ sourceSections: [Section], _ targetSections: [Section],
    reloading: Set<SectionedChangeset.Path> = []
  ) -> [ContentChange] {
    guard !changeset.rowUpdates.isEmpty else { return [] }
    let movedSections = Set(changeset.sectionMoves.map(\.source))
    let movedRows = Set(changeset.rowMoves.map(\.source))
    var changes: [ContentChange] = []
    changes.reserveCapacity(changeset.rowUpdates.count)
    for update in changeset.rowUpdates {
      let from = update.source
      let to = update.target
      changes.append(
        ContentChange(
          source: from, target: to,
          reloads: reloading.contains(to)
            || needsReload(
              sourceSections[from.section].rows[from.row].storage,
              targetSections[to.section].rows[to.row].storage),
          staysInPlace: !movedSections.contains(from.section) && !movedRows.contains(from)))
    }
    return changes
  }
}
