import Foundation

/// The operations an open batch has collected, for a ``UITableView`` or a
/// ``UICollectionView``: what their `performBatchUpdates(_:completion:)`
/// blocks (and, for the table, `beginUpdates()`) have asked for so far.
struct PendingBatch {
  /// The update calls, in the order made.
  var operations: [Headless.BatchOperation] = []
  /// Whether `reloadData()` was called inside the batch: it is then applied
  /// as a reload.
  var reloadDataCalled = false
  /// The completions of the blocks that returned, innermost first.
  var completions: [(Bool) -> Void] = []

  /// How far the batch had got when an update block began: what that
  /// block adds comes after it.
  struct Mark {
    fileprivate let operationCount: Int
    fileprivate let reloadDataCalled: Bool
    fileprivate let completionCount: Int
  }

  /// The batch as it is now, to go back to if the block about to run throws.
  var mark: Mark {
    Mark(
      operationCount: operations.count, reloadDataCalled: reloadDataCalled,
      completionCount: completions.count)
  }

  /// Drops everything collected since `mark`: the operations, a
  /// `reloadData()` call and the completions of nested blocks.
  ///
  /// - Complexity: O(*k*) for *k* operations dropped.
  mutating func discard(since mark: Mark) {
    operations.removeSubrange(mark.operationCount...)
    reloadDataCalled = mark.reloadDataCalled
    completions.removeSubrange(mark.completionCount...)
  }
}

/// A view that collects batch updates: the table view and the collection
/// view share how an update block joins the open batch.
@MainActor
protocol BatchCollecting: AnyObject {
  /// The open batch, if any.
  var pendingBatch: PendingBatch? { get set }
  /// How many batches are open (they nest).
  var batchDepth: Int { get set }
  /// Runs `updates` as one batch (joining the open one, if any), then
  /// commits it when it is the outermost.
  func performBatch(_ updates: (() -> Void)?, completion: ((Bool) -> Void)?) throws
  /// Validates and applies a closed batch.
  func commit(_ batch: PendingBatch) throws
}

extension BatchCollecting {
  /// Records an operation in the open batch, or runs it as a batch of one.
  func add(_ operation: Headless.BatchOperation) throws {
    if pendingBatch != nil {
      pendingBatch?.operations.append(operation)
    } else {
      try performBatch({ self.pendingBatch?.operations.append(operation) }, completion: nil)
    }
  }

  /// Runs an update block in the batch opened for it (``batchDepth``
  /// already counts it), as ``collect(_:)`` does (a raise inside the block
  /// stops it: ``UIKitException/stopIfRaised()``), then adds its completion
  /// and closes the batch (``closeBatchLevel()``).
  func runBatchBlock(_ updates: (() -> Void)?, completion: ((Bool) -> Void)?) throws {
    try collect {
      updates?()
      try UIKitException.stopIfRaised()
    }
    if let completion { pendingBatch?.completions.append(completion) }
    try closeBatchLevel()
  }

  /// Closes one open batch (none open: nothing happens); when it was the
  /// outermost, commits it (``commit(_:)``) and then calls its
  /// completions with `true`, innermost first.
  ///
  /// - Throws: What ``commit(_:)`` throws; the completions are then not
  ///   called.
  func closeBatchLevel() throws {
    guard batchDepth > 0 else { return }
    batchDepth -= 1
    guard batchDepth == 0, let batch = pendingBatch else { return }
    pendingBatch = nil
    try commit(batch)
    for completion in batch.completions { completion(true) }
  }

  /// Runs an update block in the batch opened for it (``batchDepth``
  /// already counts it), all or nothing: when the block throws, what it
  /// added goes (the whole batch when it is the outermost; only its own
  /// operations when a caller's block catches the error and goes on), its
  /// batch is closed, and the error is rethrown.
  ///
  /// - Parameter updates: The block.
  /// - Throws: What `updates` throws.
  func collect(_ updates: () throws -> Void) throws {
    let mark = pendingBatch?.mark
    do {
      try updates()
    } catch {
      batchDepth -= 1
      if batchDepth == 0 {
        pendingBatch = nil
      } else if let mark {
        pendingBatch?.discard(since: mark)
      }
      throw error
    }
  }
}
