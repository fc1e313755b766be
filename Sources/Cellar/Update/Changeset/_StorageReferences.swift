import Foundation

/// The storages of a section's rows, unretained: an `AnyRow` is exactly
/// one reference to its storage.
///
/// - Warning: The references do not keep the rows alive: the caller keeps
///   `rows` alive (`withExtendedLifetime`) as long as the result.
func storageReferences(_ rows: [AnyRow]) -> [Unmanaged<AnyRowStorage>] {
  precondition(MemoryLayout<AnyRow>.size == MemoryLayout<Unmanaged<AnyRowStorage>>.size)
  // No rows, no buffer: filling a new array of capacity 0 in place (as
  // `Array(unsafeUninitializedCapacity: 0)` does) writes its count into the
  // shared empty-array storage, a data race with any thread reading another
  // empty array (the thread sanitizer saw it).
  if rows.isEmpty { return [] }
  return rows.withUnsafeBufferPointer { buffer in
    guard let base = buffer.baseAddress else { return [] }
    let references = UnsafeRawPointer(base).assumingMemoryBound(to: Unmanaged<AnyRowStorage>.self)
    return Array(UnsafeBufferPointer(start: references, count: buffer.count))
  }
}

/// Runs `body` with the unretained storages of the rows of two lists of
/// sections (see ``storageReferences(_:)``), keeping the sections alive
/// while it runs.
///
/// - Warning: The references must not escape `body`.
func withStorageReferences<Result>(
  _ source: [Section], _ target: [Section],
  _ body: (_ source: [[Unmanaged<AnyRowStorage>]], _ target: [[Unmanaged<AnyRowStorage>]]) ->
    Result
) -> Result {
  withExtendedLifetime((source, target)) {
    body(source.map { storageReferences($0.rows) }, target.map { storageReferences($0.rows) })
  }
}
