extension Headless.UITableView {
  /// Counters for one reuse identifier, read through ``Headless/UITableView/metrics``.
  public struct ReuseMetrics: Sendable, Hashable {
    /// Views created because the pool was empty.
    public var created = 0
    /// Calls of the dequeue methods that returned a view.
    public var dequeues = 0
    /// Dequeues answered from the pool (recycled views).
    public var reuses = 0
    /// `prepareForReuse()` calls.
    public var prepareForReuseCalls = 0
    /// Views the data source or delegate returned for display (`cellForRowAt`
    /// or `viewForHeaderInSection`/`viewForFooterInSection` results).
    public var configurations = 0
    /// Reconfigurations of an existing cell (``Headless/UITableView/reconfigureRows(at:)``).
    public var reconfigurations = 0
    /// Views displayed (`willDisplay` calls).
    public var displays = 0
    /// Views removed from display (`didEndDisplaying` calls).
    public var endDisplays = 0
    /// Views waiting in the pool now.
    public var pooled = 0

    /// Creates zeroed counters.
    public init() {}
  }

  /// A snapshot of the table's reuse counters and pool sizes.
  public struct Metrics: Sendable, Hashable {
    /// Counters for cells, by reuse identifier (cells without one are
    /// counted under the empty string).
    public var cells: [String: ReuseMetrics]
    /// Counters for header and footer views, by reuse identifier (the table's
    /// own title views are counted under the empty string).
    public var headerFooterViews: [String: ReuseMetrics]

    /// Creates a snapshot.
    ///
    /// - Parameters:
    ///   - cells: Counters for cells, by reuse identifier.
    ///   - headerFooterViews: Counters for header and footer views, by reuse identifier.
    public init(cells: [String: ReuseMetrics], headerFooterViews: [String: ReuseMetrics]) {
      self.cells = cells
      self.headerFooterViews = headerFooterViews
    }
  }

  /// The reuse counters and current pool sizes, per reuse identifier.
  ///
  /// - Complexity: O(*k*), where *k* is the number of reuse identifiers.
  public var metrics: Metrics {
    Metrics(cells: cellPool.metrics, headerFooterViews: supplementaryPool.metrics)
  }

  /// Zeroes the counters (pool sizes are kept: they are state, not counts).
  public func resetMetrics() {
    cellPool.resetCounters()
    supplementaryPool.resetCounters()
  }
}

extension Headless.UITableView {
  /// The bytes the row geometry (heights, chunk and tree storage) holds per
  /// row, for the benchmark's memory figure. Cells are not counted.
  ///
  /// - Complexity: O(*c*), where *c* is the number of height chunks.
  @_spi(Testing)
  public var rowStorageBytesPerRow: Double {
    loadCountsIfNeeded()
    let rows = sections.reduce(0) { $0 + $1.rows.count }
    guard rows > 0 else { return 0 }
    let bytes = sections.reduce(0.0) { $0 + $1.rows.bytesPerRow * Double($1.rows.count) }
    return (bytes + Double(sections.capacity * MemoryLayout<SectionGeometry>.stride)) / Double(rows)
  }
}
