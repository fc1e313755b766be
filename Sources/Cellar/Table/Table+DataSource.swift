import CellarHost
import Foundation

/// What the table's coordinator (`TableCoordinator`) asks of the table as
/// the table view's data source: cells, and the user's deletes and moves.
extension Table {
  /// The section at an index, if it exists.
  func section(at index: Int) -> Section? {
    shown.indices.contains(index) ? shown[index] : nil
  }

  /// Dequeues the row's cell type (registering it on first use) and
  /// configures it with the row's model.
  ///
  /// A cell that cannot be made as the row needs goes to ``viewFailed(_:)``
  /// (thrown by the update in progress on CellarHost, else reported through
  /// ``CellarList/onError``): a row that is gone and a dequeue error give an empty
  /// cell, a custom registration that makes another class
  /// (``TableError/cellClassMismatch(reuseIdentifier:expected:actual:indexPath:)``)
  /// its cell unconfigured on UIKit, which must get back the cell it
  /// dequeued, and an empty one on CellarHost (see `cellForMismatch(_:)`).
  /// The steps are ``UpdateDriver/configuredCell(at:dequeue:empty:mismatch:link:)``'s.
  ///
  /// - Parameter indexPath: The row.
  /// - Returns: The configured cell, or the empty or unconfigured one.
  func cell(at indexPath: IndexPath) -> UITableViewCell {
    configuredCell(
      at: indexPath,
      dequeue: { storage, identifier in
        try dequeueCell(for: storage, identifier: identifier, at: indexPath)
      },
      empty: { UITableViewCell(style: .default, reuseIdentifier: nil) },
      mismatch: { cellForMismatch($0) },
      link: { ($0 as? any TableLinkedCell)?.linkedTable = self })
  }

  /// Calls the row's delete handler, then removes the row from the table's
  /// sections and from the table view, in one batch with the update the
  /// handler asked for, if any.
  ///
  /// An update the handler requests (`update(with:)`, `+=`) builds on the
  /// sections without the row, and is merged with the removal into one
  /// batch: deleting the last row of a section and, in the handler,
  /// removing the now empty section animates once. A handler that asks for
  /// `reloadData(with:)` or an update without animation gets the removal
  /// first and its update after.
  ///
  /// - Parameter indexPath: The row the user deleted.
  /// - Throws: An error from the table view's update.
  func commitDelete(at indexPath: IndexPath) throws {
    guard var storage = storage(at: indexPath) else { return }
    var path = indexPath
    if !updates.isEmpty {
      // Updates queued earlier in this event (rare: the table view lays out
      // and applies what its layout asked for before the user acts) come
      // first: the user deletes the row from what they lead to. The row may
      // move, be remade or go meanwhile.
      for update in updates.removeAll() {
        do { try apply(update, precomputed: nil) } catch { report(error) }
      }
      // The user deleted this row; if they remade it, the row with its identity.
      guard let now = place(of: storage) ?? storage.identityValue.flatMap(indexPath(forRowID:))
      else { return }
      path = now
      // The handler called is the one of the row the table now holds.
      storage = shown[path.section].rows[path.row].storage
      guard storage.editing.deletes else { return }
    }
    // The row goes with the rows shown under it; the handler's updates
    // build on the declared sections without it.
    let run = outline.shownRun(at: path)
    var afterDelete = shown
    afterDelete[path.section].rows.removeSubrange(path.row..<path.row + run)
    let declaredAfterDelete = outline.declared.map {
      OutlineMemory.removing(outline.treePath(ofShownRow: path), from: $0)
    }
    sectionsAfterDelete = declaredAfterDelete ?? afterDelete
    // The handler's updates are taken from the queue before the callback
    // ends, so that no drain applies them alone: they are merged below.
    let asked: [PendingUpdate] = inCallback {
      storage.commitDelete(at: path)
      return updates.removeAll()
    }
    sectionsAfterDelete = nil
    var failure: (any Error)?
    if let last = asked.last,
      !asked.contains(where: {
        $0.reloadsData || ($0.animation == .none && !$0.batchesUnanimated)
      })
    {
      // One batch: the diff from the shown sections to the handler's,
      // which were built on the sections without the row. The updates
      // before the last are done with it.
      do {
        try apply(last, precomputed: nil)
        updates.versions.updateAccepted()
        finish(Array(asked.dropLast()), nil)
        return
      } catch {
        // Nothing changed: remove the row alone, then say why the update failed.
        failure = error
        finish(Array(asked.dropLast()), error)
      }
    } else {
      updates.requeue(asked)
    }
    try removeRow(at: path, count: run, leaving: afterDelete)
    if let declaredAfterDelete {
      outline.declared = declaredAfterDelete
      outline.places[path.section]?.removeSubrange(path.row..<path.row + run)
    }
    if let failure { report(failure) }
  }

  /// Where a row storage is in the sections, found by identity of the storage.
  private func place(of storage: AnyRowStorage) -> IndexPath? {
    for (section, content) in shown.enumerated() {
      if let row = content.rows.firstIndex(where: { $0.storage === storage }) {
        return IndexPath(row: row, section: section)
      }
    }
    return nil
  }

  /// Removes one row the user deleted, with the `count - 1` rows shown
  /// under it, as one batch.
  private func removeRow(at indexPath: IndexPath, count: Int, leaving afterDelete: [Section])
    throws
  {
    updates.isUpdating = true
    defer {
      updates.isUpdating = false
      if !updates.isEmpty { scheduleDrain() }
    }
    try deleteRowAsBatch(at: indexPath, count: count, leaving: afterDelete)
  }

  /// Removes one row the user deleted, as one batch that first switches
  /// the sections to `afterDelete`, validated as every batch is: one that
  /// does not fit the table view's counts (they changed behind the
  /// table's back) is reported and recovered with `reloadData`.
  ///
  /// - Throws: An error showing the rows raised (a registration that makes
  ///   the wrong cell, on CellarHost).
  private func deleteRowAsBatch(
    at indexPath: IndexPath, count: Int, leaving afterDelete: [Section]
  ) throws {
    var groups = Headless.Batch.Groups()
    groups.rowDeletes = (indexPath.row..<indexPath.row + count).map {
      SectionedChangeset.Path(section: indexPath.section, row: $0)
    }
    try perform(
      ListUpdate.Stage(sections: afterDelete, groups: groups, on: .table), animation: .automatic)
    try rethrowViewFailure()
  }

}
