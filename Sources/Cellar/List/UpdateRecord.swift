import CellarHost
import Foundation

/// What a table or grid made its view accept while a recording ran, in
/// order: Cellar's own record of its batches, reloads and user moves, kept
/// the same way on UIKit and on CellarHost (where it matches the view's
/// `updateLog` for the changes Cellar makes).
///
/// A list keeps a record only while one is open
/// (``CellarList/beginRecording()``), so a list nobody records pays one
/// `nil` check per batch.
@_spi(Testing) @MainActor
public final class UpdateRecord {
  /// One change the view accepted.
  public struct Entry {
    /// What caused the change.
    public let kind: Headless.UpdateLogKind
    /// The batch as planned (empty for a reload): its calls carry
    /// `.automatic`; the view was sent the update's own animation.
    public let batch: Headless.Batch
    /// The calls, in the order they were sent (empty for a reload).
    public var calls: [Headless.BatchOperation] { batch.calls }
    /// Whether the view applied the batch as a `reloadData`.
    public let fellBackToReloadData: Bool
    /// Whether the update that made the change failed and was rolled back.
    public internal(set) var rolledBack = false
    /// The section or row (a grid's item) whose expansion or collapse made
    /// the change, and its new state; `nil` for any other update.
    public internal(set) var expansion: ExpansionChange?
  }

  /// The changes, oldest first.
  public internal(set) var entries: [Entry] = []
  /// The entries of each update that failed and was rolled back, by index
  /// in ``entries``, oldest first: the failed update's changes, then the
  /// rollback's `reloadData`.
  public internal(set) var rollbacks: [Range<Int>] = []

  /// How many recordings are open on the list.
  var openRecordings = 0

  /// Records a batch the view accepted.
  func batch(_ batch: Headless.Batch, fellBack: Bool) {
    entries.append(Entry(kind: .batch, batch: batch, fellBackToReloadData: fellBack))
  }

  /// Records a `reloadData`.
  func reload(on surface: Headless.Batch.Surface) {
    entries.append(
      Entry(
        kind: .reloadData, batch: Headless.Batch(surface, calls: []), fellBackToReloadData: false))
  }

  /// Records a row or item the user dragged.
  func userMove(
    from source: IndexPath, to destination: IndexPath, on surface: Headless.Batch.Surface
  ) {
    let move: Headless.BatchOperation =
      surface == .table ? .moveRow(source, destination) : .moveItem(source, destination)
    entries.append(
      Entry(
        kind: .userMove, batch: Headless.Batch(surface, calls: [move]),
        fellBackToReloadData: false))
  }

  /// Names the expansion that made the entries from `start` on.
  func name(_ expansion: ExpansionChange, from start: Int) {
    for index in entries.indices where index >= start { entries[index].expansion = expansion }
  }

  /// Marks the entries from `start` on as rolled back: an update's and its
  /// rollback's.
  func rollBack(from start: Int) {
    for index in entries.indices where index >= start { entries[index].rolledBack = true }
    rollbacks.append(start..<entries.count)
  }
}

extension CellarList {
  /// Opens a recording of what the list makes its view accept, and returns
  /// the record (the same one for recordings inside another).
  @_spi(Testing) public func beginRecording() -> UpdateRecord {
    let record = updateRecord ?? UpdateRecord()
    record.openRecordings += 1
    updateRecord = record
    return record
  }

  /// Closes a recording; the list stops recording when the last one closes.
  @_spi(Testing) public func endRecording() {
    guard let record = updateRecord else { return }
    record.openRecordings -= 1
    if record.openRecordings <= 0 { updateRecord = nil }
  }
}
