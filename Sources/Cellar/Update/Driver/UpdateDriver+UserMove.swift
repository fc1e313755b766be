import CellarHost
import Foundation

extension UpdateDriver {
  /// Moves a row or item the user moved in the list's sections (the view
  /// already moved it), then calls its move handler: the same for a
  /// table's rows and a grid's items.
  ///
  /// - Parameters:
  ///   - sourceIndexPath: Where the row was.
  ///   - destinationIndexPath: Where it is now.
  ///   - surface: The view the user moved it in, for the update record.
  func applyUserMove(
    from sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath,
    on surface: Headless.Batch.Surface
  ) {
    updateRecord?.userMove(from: sourceIndexPath, to: destinationIndexPath, on: surface)
    guard let storage = storage(at: sourceIndexPath),
      shown.indices.contains(destinationIndexPath.section)
    else { return }
    let row = shown[sourceIndexPath.section].rows.remove(at: sourceIndexPath.row)
    let destination = min(destinationIndexPath.row, shown[destinationIndexPath.section].rows.count)
    shown[destinationIndexPath.section].rows.insert(row, at: destination)
    // Rows move only where shown rows are declared rows (no row is under
    // another; see `canMoveRow(at:)`): a collapsible section's rows show
    // one for one while it is expanded.
    if var declared = outline.declared {
      declared[sourceIndexPath.section].rows.remove(at: sourceIndexPath.row)
      declared[destinationIndexPath.section].rows.insert(row, at: destination)
      outline.declared = declared
    }
    shownSectionsChanged()
    inCallback { storage.didMove(from: sourceIndexPath, to: destinationIndexPath) }
  }
}
