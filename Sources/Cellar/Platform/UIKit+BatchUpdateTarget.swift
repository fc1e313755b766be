#if canImport(UIKit)
  import CellarHost
  import UIKit

  // UIKit raises an exception for a batch that does not fit its counts and
  // leaves the app to crash. Cellar checks each batch first with
  // CellarHost's validator, a pure function of UIKit's rules on the counts:
  // UIKit gets only batches it accepts, and a planner bug becomes a typed
  // error (reported through the table's `onError`, recovered with
  // `reloadData`), never a crash.

  extension UITableView {
    /// `nil`: UIKit keeps prepared (prefetched) cells off screen too, and
    /// `reconfigureRows(at:)` reaches them; it skips rows without a cell.
    var rowsWithCells: [IndexPath]? { nil }

    /// Validates the batch against the table view's counts, then sends its
    /// calls inside one `performBatchUpdates`.
    ///
    /// - Throws: ``Rejection`` for a batch UIKit would reject; the table
    ///   view is then untouched.
    func performBatch(
      _ operations: BatchOperations, animation: RowAnimation, newCounts: [Int],
      updateData: () -> Void
    ) throws {
      let calls = operations.calls
      let before = (0..<numberOfSections).map { numberOfRows(inSection: $0) }
      _ = try CellarHost.Headless.UITableView.validateBatch(
        calls.map(\.hostOperation), before: before, after: newCounts)
      withoutActuallyEscaping(updateData) { updateData in
        performBatchUpdates {
          updateData()
          for call in calls { self.send(call, animation: animation) }
        }
      }
    }
  }

  extension UICollectionView {
    /// `nil`: UIKit keeps prepared (prefetched) cells off screen too, and
    /// `reconfigureItems(at:)` reaches them; it skips items without a cell.
    var rowsWithCells: [IndexPath]? { nil }

    /// Validates the batch against the collection view's counts, then sends
    /// its calls inside one `performBatchUpdates`.
    ///
    /// - Throws: ``Rejection`` for a batch UIKit would reject; the
    ///   collection view is then untouched.
    func performBatch(
      _ operations: BatchOperations, animation: Grid.Animation, newCounts: [Int],
      updateData: () -> Void
    ) throws {
      let calls = operations.calls
      let before = (0..<numberOfSections).map { numberOfItems(inSection: $0) }
      _ = try CollectionViewBatch.validate(
        calls.map(\.collectionOperation), before: before, after: newCounts)
      withoutActuallyEscaping(updateData) { updateData in
        performBatchUpdates {
          updateData()
          for call in calls { self.send(call) }
        }
      }
    }
  }

  /// The error for a cell asked of a data source at a place it has no row
  /// or item: CellarHost's dequeue error, which names the index path.
  func missingCellError(at indexPath: IndexPath) -> any Error {
    CellarHost.Headless.UITableView.DequeueError.missingCell(indexPath: indexPath)
  }

  extension BatchCall {
    /// The call as CellarHost's table validator takes it (the animation
    /// does not matter to the rules).
    var hostOperation: CellarHost.Headless.UITableView.Operation {
      switch self {
      case .deleteSections(let sections): .deleteSections(sections, .automatic)
      case .insertSections(let sections): .insertSections(sections, .automatic)
      case .moveSection(let source, let target): .moveSection(source, target)
      case .reloadSections(let sections): .reloadSections(sections, .automatic)
      case .deleteRows(let paths): .deleteRows(paths, .automatic)
      case .insertRows(let paths): .insertRows(paths, .automatic)
      case .moveRow(let source, let target): .moveRow(source, target)
      case .reloadRows(let paths): .reloadRows(paths, .automatic)
      case .reconfigureRows(let paths): .reconfigureRows(paths)
      }
    }

    /// The call as CellarHost's collection validator takes it.
    var collectionOperation: CollectionViewBatch.Operation {
      switch self {
      case .deleteSections(let sections): .deleteSections(sections)
      case .insertSections(let sections): .insertSections(sections)
      case .moveSection(let source, let target): .moveSection(source, target)
      case .reloadSections(let sections): .reloadSections(sections)
      case .deleteRows(let paths): .deleteItems(paths)
      case .insertRows(let paths): .insertItems(paths)
      case .moveRow(let source, let target): .moveItem(source, target)
      case .reloadRows(let paths): .reloadItems(paths)
      case .reconfigureRows(let paths): .reconfigureItems(paths)
      }
    }
  }
#endif
