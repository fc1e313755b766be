/// A row's storage as the differ holds it: unretained, unless the package is
/// built with `-DCELLAR_NO_UNMANAGED_KEYS`.
///
/// - Warning: An unretained reference is valid only while the sections it
///   was read from are alive: use it only inside
///   ``withRowReferences(_:_:_:)``'s closure, and never store it.
#if CELLAR_NO_UNMANAGED_KEYS
  typealias RowReference = AnyRowStorage
#else
  typealias RowReference = Unmanaged<AnyRowStorage>
#endif

/// Calls `body` with the storages of the rows of each section of `source`
/// and `target`, as the differ holds them, keeping the sections alive until
/// `body` returns.
///
/// - Warning: The references are unretained (see ``RowReference``): `body`
///   must not let them, or keys made from them (``RowKey``), escape.
func withRowReferences<Result>(
  _ source: [Section], _ target: [Section],
  _ body: (_ source: [[RowReference]], _ target: [[RowReference]]) -> Result
) -> Result {
  withExtendedLifetime((source, target)) {
    body(source.map { rowReferences($0.rows) }, target.map { rowReferences($0.rows) })
  }
}

/// The storages of each section's rows, as the differ holds them, for work
/// that spans suspensions (``BackgroundContentComparison``): each array
/// shares its section's row buffer and keeps it alive, so its references
/// stay valid for as long as the array lives.
func heldRowReferences(_ sections: [Section]) -> [[RowReference]] {
  sections.map { rowReferences($0.rows) }
}

/// Calls `body` with the storages of `rows`, as the differ holds them,
/// keeping the rows alive until `body` returns.
///
/// - Warning: As ``withRowReferences(_:_:_:)``'s: the references are
///   unretained, and must not escape `body` unless whatever keeps them
///   outlives them keeps `rows` too (as ``SendableKeying`` does).
func withRowReferences<Result>(_ rows: [AnyRow], _ body: ([RowReference]) -> Result) -> Result {
  withExtendedLifetime(rows) { body(rowReferences(rows)) }
}

/// Whether two references are to the very same row storage (compared as
/// addresses: neither row is read).
@inline(__always)
func isSameReference(_ lhs: RowReference, _ rhs: RowReference) -> Bool {
  #if CELLAR_NO_UNMANAGED_KEYS
    lhs === rhs
  #else
    lhs.toOpaque() == rhs.toOpaque()
  #endif
}

/// The address of the storage `reference` refers to (the storage is not
/// read).
@inline(__always)
func address(of reference: RowReference) -> UInt {
  #if CELLAR_NO_UNMANAGED_KEYS
    UInt(bitPattern: ObjectIdentifier(reference))
  #else
    UInt(bitPattern: reference.toOpaque())
  #endif
}

/// Calls `body` with the storage `reference` refers to.
@inline(__always)
func withStorage<Result>(of reference: RowReference, _ body: (AnyRowStorage) -> Result) -> Result {
  #if CELLAR_NO_UNMANAGED_KEYS
    body(reference)
  #else
    reference._withUnsafeGuaranteedRef(body)
  #endif
}

#if CELLAR_NO_UNMANAGED_KEYS
  /// The storages of a section's rows, retained.
  private func rowReferences(_ rows: [AnyRow]) -> [RowReference] {
    rows.map(\.storage)
  }
#else
  /// The storages of a section's rows, unretained: an `AnyRow` is exactly
  /// one reference to its storage, so the rows' own buffer is read as one
  /// of references (shared, not copied: the array is never mutated, and
  /// its buffer destroys its elements as the `AnyRow`s they are). Copying
  /// the references instead cost 0.8 MB of fresh memory per side, page
  /// faults included, on a 100,000-row update.
  private func rowReferences(_ rows: [AnyRow]) -> [RowReference] {
    precondition(MemoryLayout<AnyRow>.size == MemoryLayout<RowReference>.size)
    precondition(MemoryLayout<[AnyRow]>.size == MemoryLayout<[RowReference]>.size)
    return unsafeBitCast(rows, to: [RowReference].self)
  }

  /// Whether a kept row, given unretained, needs neither a reconfigure nor a
  /// reload (see ``isRowUnchanged(_:_:)``).
  @inline(__always)
  func isRowUnchanged(_ old: RowReference, _ new: RowReference) -> Bool {
    old._withUnsafeGuaranteedRef { old in
      new._withUnsafeGuaranteedRef { new in isRowUnchanged(old, new) }
    }
  }
#endif
