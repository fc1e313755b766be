import Foundation

extension Headless.UICollectionViewFlowLayout {
  /// The bytes the prepared geometry holds per item (per-section metrics,
  /// origins, and the per-line and per-item arrays of sections whose items
  /// differ in size), for the benchmark's memory figure. Views are not counted.
  ///
  /// A section of same-size items is described by a few numbers whatever
  /// its count, so a uniform grid costs well under a byte per item; a
  /// section of varied sizes keeps each item's size and position.
  ///
  /// - Complexity: O(*s*), where *s* is the number of sections.
  @_spi(Testing)
  public var geometryBytesPerItem: Double {
    let items = state.counts.reduce(0, +)
    guard items > 0 else { return 0 }
    var bytes = Double(state.sections.capacity * MemoryLayout<FlowSection>.stride)
    bytes += Double(
      (state.origins.capacity + state.reachEnd.capacity + state.reachStart.capacity
        + state.counts.capacity) * MemoryLayout<Double>.stride)
    for section in state.sections {
      guard case .rows(let rows) = section.lines else { continue }
      bytes += Double(
        (rows.lineFirstItem.capacity + rows.lineOffset.capacity + rows.lineThickness.capacity
          + rows.itemAlong.capacity) * MemoryLayout<Double>.stride)
      bytes += Double(rows.sizes.capacity * MemoryLayout<FlowItemSize>.stride)
    }
    return bytes / Double(items)
  }
}
