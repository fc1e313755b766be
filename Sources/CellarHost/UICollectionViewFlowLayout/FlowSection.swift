import CellarDiff
import Foundation

/// An item's size in the flow layout's own axes: `along` a line (the width
/// when scrolling vertically) and `across` it (the height).
struct FlowItemSize: Hashable, Sendable {
  var along: Double
  var across: Double
}

/// One section's resolved metrics in the flow layout's axes: the scroll axis
/// (y when vertical) and the line axis (x when vertical).
struct FlowSectionMetrics: Hashable, Sendable {
  /// The header's and footer's extent on the scroll axis (0: no view).
  var header: Double
  var footer: Double
  /// Section insets before and after the items on the scroll axis.
  var scrollBefore: Double
  var scrollAfter: Double
  /// Section insets at the start and end of each line.
  var lineBefore: Double
  var lineAfter: Double
  var lineSpacing: Double
  var interitemSpacing: Double
  /// The line's available length `A`: the layout's extent on the line axis
  /// less the line insets.
  var available: Double
}

/// The fixed-size path: every item the same size, laid out arithmetically
/// with no memory per item (spec 3.4 (a)).
struct FlowGrid: Hashable, Sendable {
  var count: Int
  var size: FlowItemSize
  /// Items on a complete line, `n` (may exceed `count`).
  var perLine: Int
  /// The position of a complete line's first item and the gap between items.
  var firstPosition: Double
  var gap: Double
  /// The position of an incomplete last line's first item and its gap.
  var lastFirstPosition: Double
  var lastGap: Double

  var lineCount: Int { count == 0 ? 0 : (count - 1) / perLine + 1 }

  /// Whether the line holding `item` is the incomplete last line.
  func isOnIncompleteLine(_ item: Int) -> Bool {
    count % perLine != 0 && item / perLine == lineCount - 1
  }

  /// An item's line and position along it.
  func place(_ item: Int) -> (line: Int, along: Double) {
    let line = item / perLine
    let column = Double(item % perLine)
    if isOnIncompleteLine(item) {
      return (line, lastFirstPosition + column * (size.along + lastGap))
    }
    return (line, firstPosition + column * (size.along + gap))
  }
}

/// The per-row path: items of different sizes broken greedily into lines
/// (spec 3.4 (b)), one entry per item and per line.
struct FlowRows: Hashable, Sendable {
  /// The first item of each line.
  var lineFirstItem: [Int] = []
  /// Each line's offset from the items' top on the scroll axis, and its thickness.
  var lineOffset: [Double] = []
  var lineThickness: [Double] = []
  /// Each item's position along its line, and its size.
  var itemAlong: [Double] = []
  var sizes: [FlowItemSize] = []

  /// The line holding `item`, by binary search.
  func line(of item: Int) -> Int {
    // The last line starting at or before `item`; the first for any before.
    max(partitionPoint(count: lineFirstItem.count) { lineFirstItem[$0] <= item } - 1, 0)
  }

  /// The items of a line.
  func items(ofLine line: Int) -> Range<Int> {
    let end = line + 1 < lineFirstItem.count ? lineFirstItem[line + 1] : sizes.count
    return lineFirstItem[line]..<end
  }
}

/// How one section's items are laid out.
enum FlowLines: Hashable, Sendable {
  case grid(FlowGrid)
  case rows(FlowRows)
}

/// One section of a flow layout, relative to the section's origin on the
/// scroll axis.
struct FlowSection: Hashable, Sendable {
  var metrics: FlowSectionMetrics
  var lines: FlowLines
  /// The items' extent on the scroll axis: lines and the spacing between them.
  var itemsExtent: Double

  var count: Int {
    switch lines {
    case .grid(let grid): return grid.count
    case .rows(let rows): return rows.sizes.count
    }
  }

  /// Where the first line starts, from the section's origin.
  var itemsTop: Double { metrics.header + metrics.scrollBefore }

  /// The section's extent on the scroll axis (spec 3.3).
  var extent: Double {
    metrics.header + metrics.scrollBefore + itemsExtent + metrics.scrollAfter + metrics.footer
  }

  /// Where the section's first element starts and its last ends, from the
  /// section's origin; beyond `0...extent` when insets are negative.
  var elementStart: Double { min(0, itemsTop, extent - metrics.footer) }
  var elementEnd: Double { max(metrics.header, itemsTop + itemsExtent, extent) }

  var lineCount: Int {
    switch lines {
    case .grid(let grid): return grid.lineCount
    case .rows(let rows): return rows.lineFirstItem.count
    }
  }

  /// An item's rectangle in axis terms, relative to the section's origin:
  /// position along the line, offset on the scroll axis, and size.
  func itemBox(_ item: Int) -> (along: Double, scroll: Double, size: FlowItemSize) {
    switch lines {
    case .grid(let grid):
      let (line, along) = grid.place(item)
      let pitch = grid.size.across + metrics.lineSpacing
      return (along, itemsTop + Double(line) * pitch, grid.size)
    case .rows(let rows):
      let line = rows.line(of: item)
      let size = rows.sizes[item]
      let centred = (rows.lineThickness[line] - size.across) / 2
      return (rows.itemAlong[item], itemsTop + rows.lineOffset[line] + centred, size)
    }
  }

  /// The lines whose extent may meet `low...high` (offsets from the
  /// section's origin), widened by `margin`; O(log *lines*).
  func lines(meeting low: Double, _ high: Double, margin: Double) -> Range<Int> {
    let low = low - itemsTop - margin
    let high = high - itemsTop + margin
    switch lines {
    case .grid(let grid):
      let pitch = grid.size.across + metrics.lineSpacing
      let total = grid.lineCount
      guard total > 0 else { return 0..<0 }
      guard pitch > 0 else { return high >= 0 && low <= grid.size.across ? 0..<total : 0..<0 }
      let first = Self.clampedLine((low - grid.size.across) / pitch, rounding: .up, total)
      let last = min(total - 1, Self.clampedLine(high / pitch, rounding: .down, total))
      return first < last + 1 ? first..<(last + 1) : 0..<0
    case .rows(let rows):
      var lowLine = 0
      var highLine = rows.lineOffset.count
      while lowLine < highLine {
        let mid = (lowLine + highLine) / 2
        if rows.lineOffset[mid] + rows.lineThickness[mid] < low {
          lowLine = mid + 1
        } else {
          highLine = mid
        }
      }
      var end = lowLine
      while end < rows.lineOffset.count, rows.lineOffset[end] <= high { end += 1 }
      return lowLine..<end
    }
  }

  /// The items of a line.
  func items(ofLine line: Int) -> Range<Int> {
    switch lines {
    case .grid(let grid):
      let start = line * grid.perLine
      return start..<min(grid.count, start + grid.perLine)
    case .rows(let rows):
      return rows.items(ofLine: line)
    }
  }

  private static func clampedLine(
    _ value: Double, rounding: FloatingPointRoundingRule, _ total: Int
  ) -> Int {
    let rounded = value.rounded(rounding)
    if rounded.isNaN || rounded <= 0 { return 0 }
    if rounded >= Double(total) { return total }
    return Int(rounded)
  }
}
