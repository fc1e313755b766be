import Foundation

extension UpdateDriver {
  /// The core of a new snapshot of the declared sections: the last applied
  /// snapshot's own, with its index of rows, when the sections are still
  /// the ones it left (handed over, so that the new snapshot's first verb
  /// does not copy the index); else a new one, whose index is built on
  /// first need.
  ///
  /// - Complexity: O(*s*) for *s* sections.
  func takeSnapshotCore() -> ListSnapshot {
    let declared = outline.declared ?? shownSections
    defer { appliedSnapshot = nil }
    var core: ListSnapshot
    if let kept = appliedSnapshot, kept.version == updates.versions.sections,
      OutlineMemory.isSame(kept.core.sections, declared)
    {
      core = kept.core
    } else {
      core = ListSnapshot(declared)
    }
    // Made of the rows shown (an outline's declared rows are more).
    if outline.declared == nil { core.start(from: self, version: updates.versions.sections) }
    return core
  }

  /// The index path of the first row shown whose identity value is `id`
  /// (``Table/indexPath(forRowID:)``, ``Grid/indexPath(forItemID:)``).
  ///
  /// While the sections shown are the ones the last applied snapshot left
  /// (no outline), from that snapshot's index of rows, which its verbs kept
  /// up to date and which the next ``takeSnapshotCore()`` hands on, so that
  /// a chain of snapshots and lookups indexes the rows once; else from the
  /// lookup index of this version of the sections, built on first need.
  ///
  /// - Complexity: O(1) expected, after an O(*n*) index of the *n* rows on
  ///   the first lookup of a version (or of a chain of snapshots).
  func indexPath(ofRowID id: some Hashable) -> IndexPath? {
    let version = updates.versions.sections
    if outline.declared == nil, let kept = appliedSnapshot, kept.version == version {
      return kept.core.place(ofRow: AnyHashable(id)).map {
        IndexPath(row: $0.row, section: $0.section)
      }
    }
    return RowLookupIndex.indexPath(of: id, in: shown, version: version, cache: &lookupIndex)
  }

  /// Shows a snapshot's sections, with its marks; once applied, keeps its
  /// core for the next ``takeSnapshotCore()``.
  func apply(_ core: ListSnapshot, animation: Animation) throws {
    appliedSnapshot = nil
    let unique = core.rowsAreKnownUnique
    try request(
      PendingUpdate(
        sections: core.sections, animation: animation, reloadsData: false, marks: core.marks,
        rowsAreKnownUnique: unique, rowEdits: core.rowEdits))
    // Queued, or changed since: the next snapshot starts anew.
    guard OutlineMemory.isSame(core.sections, outline.declared ?? shownSections) else { return }
    var kept = core
    kept.clearMarks()
    appliedSnapshot = (updates.versions.sections, kept)
    uniqueRowsVersion = unique ? updates.versions.sections : nil
  }
}
