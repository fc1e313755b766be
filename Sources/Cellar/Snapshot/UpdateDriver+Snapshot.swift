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
    defer { keptSnapshot = nil }
    var core: ListSnapshot
    if let kept = keptSnapshot, kept.version == updates.versions.sections,
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
  /// Without an outline, from the kept snapshot core's index of rows
  /// (made for the sections shown when there is none): the one the last
  /// applied snapshot's verbs kept up to date, carried through every later
  /// change of the sections by ``shownSectionsChanged()``, and handed on by
  /// the next ``takeSnapshotCore()``. So a table indexes its rows once,
  /// and after an update only the rows of the sections whose rows buffer
  /// changed. With an outline, from the lookup index of this version of
  /// the sections shown, built on first need.
  ///
  /// - Complexity: O(1) expected, after an O(*n*) index of the *n* rows on
  ///   the first lookup, and of the *r* rows of the sections an update
  ///   changed on the first lookup after it.
  func indexPath(ofRowID id: some Hashable) -> IndexPath? {
    let version = updates.versions.sections
    guard outline.declared == nil else {
      return RowLookupIndex.indexPath(of: id, in: shown, version: version, cache: &lookupIndex)
    }
    if keptSnapshot?.version != version { keptSnapshot = (version, ListSnapshot(shown)) }
    return keptSnapshot?.core.place(ofRow: AnyHashable(id)).map {
      IndexPath(row: $0.row, section: $0.section)
    }
  }

  /// Records a change of the sections shown (``CellarList/shown`` set, or
  /// edited in place by a user's move): a new version of them, and the
  /// kept snapshot core carried to them.
  ///
  /// - Complexity: O(*s*) for *s* sections; no row is read.
  func shownSectionsChanged() {
    updates.versions.sectionsChanged()
    carryKeptSnapshot()
  }

  /// Carries the kept snapshot core to the sections shown now (see
  /// ``ListSnapshot/carry(to:)``); lets it go when it cannot be carried or
  /// an outline is shown.
  ///
  /// - Complexity: O(*s*) for *s* sections; no row is read.
  private func carryKeptSnapshot() {
    guard var kept = keptSnapshot?.core else { return }
    keptSnapshot = nil
    guard outline.declared == nil, kept.carry(to: shown) else { return }
    keptSnapshot = (updates.versions.sections, kept)
  }

  /// Shows a snapshot's sections, with its marks; once applied, keeps its
  /// core for the next ``takeSnapshotCore()``.
  func apply(_ core: ListSnapshot, animation: Animation) throws {
    keptSnapshot = nil
    let unique = core.rowsAreKnownUnique
    try request(
      PendingUpdate(
        sections: core.sections, animation: animation, reloadsData: false, marks: core.marks,
        rowsAreKnownUnique: unique, rowEdits: core.rowEdits))
    // Queued, or changed since: the next snapshot starts anew.
    guard OutlineMemory.isSame(core.sections, outline.declared ?? shownSections) else { return }
    var kept = core
    kept.clearMarks()
    keptSnapshot = (updates.versions.sections, kept)
    uniqueRowsVersion = unique ? updates.versions.sections : nil
  }
}
