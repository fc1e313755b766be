import Foundation

extension FlowSection {
  /// The largest number of items on one complete line, so that arithmetic
  /// on it cannot overflow.
  static let maximumPerLine = Int.max / 4

  /// Lays out a section whose items all have one size: the fixed-size path
  /// (spec 3.4 (a)).
  ///
  /// - Complexity: O(1).
  static func grid(
    count: Int, size: FlowItemSize, metrics: FlowSectionMetrics, lastLineGridAligned: Bool
  ) -> FlowSection {
    let available = metrics.available
    let spacing = metrics.interitemSpacing
    let perLine = itemsPerLine(available: available, width: size.along, spacing: spacing)
    var grid = FlowGrid(
      count: count, size: size, perLine: perLine, firstPosition: metrics.lineBefore, gap: spacing,
      lastFirstPosition: metrics.lineBefore, lastGap: spacing)
    if perLine == 1 {
      grid.firstPosition = metrics.lineBefore + (available - size.along) / 2
    } else {
      let lineLength = Double(perLine) * size.along
      grid.gap = (available - lineLength) / Double(perLine - 1)
      if lastLineGridAligned { grid.lastGap = grid.gap }
    }
    let lines = Double(grid.lineCount)
    let extent = lines == 0 ? 0 : lines * size.across + (lines - 1) * metrics.lineSpacing
    return FlowSection(metrics: metrics, lines: .grid(grid), itemsExtent: extent)
  }

  /// UIKit's `n = max(1, floor((A + s) / (w + s)))`, kept in `Int`'s range.
  static func itemsPerLine(available: Double, width: Double, spacing: Double) -> Int {
    let pitch = width + spacing
    guard pitch > 0 else { return available + spacing >= 0 ? maximumPerLine : 1 }
    let fit = ((available + spacing) / pitch).rounded(.down)
    if fit.isNaN || fit < 1 { return 1 }
    return fit >= Double(maximumPerLine) ? maximumPerLine : Int(fit)
  }

  /// Lays out a section whose items have different sizes: the per-row path
  /// (spec 3.4 (b)), greedy line breaking, justified complete lines, and the
  /// last line's exceptions.
  ///
  /// - Complexity: O(*n*), where *n* is the number of items in the section.
  static func rows(sizes: [FlowItemSize], metrics: FlowSectionMetrics) -> FlowSection {
    var rows = FlowRows()
    rows.sizes = sizes
    rows.itemAlong = [Double](repeating: 0, count: sizes.count)
    breakLines(&rows, metrics: metrics)
    alignLines(&rows, metrics: metrics)
    var offset = 0.0
    for line in rows.lineFirstItem.indices {
      let items = rows.items(ofLine: line)
      let thickness = sizes[items].reduce(0) { max($0, $1.across) }
      rows.lineOffset.append(offset)
      rows.lineThickness.append(thickness)
      offset += thickness + metrics.lineSpacing
    }
    let extent = rows.lineOffset.isEmpty ? 0 : offset - metrics.lineSpacing
    return FlowSection(metrics: metrics, lines: .rows(rows), itemsExtent: extent)
  }

  /// Greedy breaking: an item joins the line if it fits in what remains
  /// (`remaining` starts at `A` and loses `w + s` per item); an empty line
  /// always takes the item.
  private static func breakLines(_ rows: inout FlowRows, metrics: FlowSectionMetrics) {
    var remaining = metrics.available
    for (item, size) in rows.sizes.enumerated() {
      if rows.lineFirstItem.isEmpty || size.along > remaining {
        rows.lineFirstItem.append(item)
        remaining = metrics.available
      }
      remaining -= size.along + metrics.interitemSpacing
    }
  }

  /// Positions each line's items: complete lines justified (one item
  /// centred), the last line from the start with gap `s` unless an exception
  /// makes it complete.
  private static func alignLines(_ rows: inout FlowRows, metrics: FlowSectionMetrics) {
    let lineCount = rows.lineFirstItem.count
    guard lineCount > 0 else { return }
    let leftovers = (0..<lineCount).map { line -> Double in
      let items = rows.items(ofLine: line)
      let widths = rows.sizes[items].reduce(0) { $0 + $1.along }
      return metrics.available - widths - Double(items.count - 1) * metrics.interitemSpacing
    }
    let allSingle = (0..<lineCount).allSatisfy { rows.items(ofLine: $0).count == 1 }
    for line in 0..<lineCount {
      let isLast = line == lineCount - 1
      let lastIsComplete =
        allSingle || (lineCount >= 2 && leftovers[line] == leftovers[max(0, line - 1)])
      if isLast && !lastIsComplete {
        place(&rows, line: line, start: metrics.lineBefore, gap: metrics.interitemSpacing)
      } else {
        justify(&rows, line: line, metrics: metrics)
      }
    }
  }

  private static func justify(_ rows: inout FlowRows, line: Int, metrics: FlowSectionMetrics) {
    let items = rows.items(ofLine: line)
    let widths = rows.sizes[items].reduce(0) { $0 + $1.along }
    if items.count == 1 {
      let start = metrics.lineBefore + (metrics.available - widths) / 2
      place(&rows, line: line, start: start, gap: 0)
    } else {
      let gap = (metrics.available - widths) / Double(items.count - 1)
      place(&rows, line: line, start: metrics.lineBefore, gap: gap)
    }
  }

  private static func place(_ rows: inout FlowRows, line: Int, start: Double, gap: Double) {
    var position = start
    for item in rows.items(ofLine: line) {
      rows.itemAlong[item] = position
      position += rows.sizes[item].along + gap
    }
  }
}
