import Foundation

extension Headless.UICollectionViewFlowLayout {
  /// Resolves one section's metrics from the delegate or the properties and
  /// lays it out, appending UIKit's messages for items longer than a line.
  ///
  /// The caller reads ``delegate`` once for all its sections: each read of
  /// the property copies (retains and releases) its six closures.
  func makeSection(
    _ section: Int, in state: FlowLayoutState, delegate: FlowLayoutDelegate?,
    log: inout [String]
  ) throws(FlowLayoutError) -> FlowSection {
    let settings = state.settings
    let metrics = try resolveMetrics(
      section, delegate: delegate, settings: settings, lineExtent: state.lineExtent)
    let count = state.counts[section]
    let fallback =
      settings.estimatedItemSize == .zero ? settings.itemSize : settings.estimatedItemSize
    let lastLineGridAligned = settings.lastLineGridAligned
    let measured = state.measured[section] ?? [:]
    guard count > 0, delegate?.sizeForItemAt != nil || !measured.isEmpty else {
      let size = settings.axisSize(fallback)
      if count > 0, size.along > metrics.available {
        appendTooLong(to: &log, perRow: false, state: state)
      }
      return .grid(
        count: count, size: size, metrics: metrics, lastLineGridAligned: lastLineGridAligned)
    }
    var sizes: [FlowItemSize] = []
    sizes.reserveCapacity(count)
    let sizeForItemAt = delegate?.sizeForItemAt
    let anyMeasured = !measured.isEmpty
    for item in 0..<count {
      let size: CGSize
      if anyMeasured, let preferred = measured[item] {
        size = preferred  // checked when it was recorded
      } else if let sizeForItemAt {
        size = sizeForItemAt(IndexPath(item: item, section: section))
        try FlowCheck.itemSize(size, "sizeForItemAt", "item [\(section), \(item)]")
      } else {
        size = fallback  // a property, checked before the pass
      }
      sizes.append(settings.axisSize(size))
    }
    if sizes.allSatisfy({ $0 == sizes[0] }) {
      if sizes[0].along > metrics.available {
        appendTooLong(to: &log, perRow: false, state: state)
      }
      return .grid(
        count: count, size: sizes[0], metrics: metrics, lastLineGridAligned: lastLineGridAligned)
    }
    for size in sizes where size.along > metrics.available {
      appendTooLong(to: &log, perRow: true, state: state)
    }
    return .rows(sizes: sizes, metrics: metrics)
  }

  /// A section's metrics in axis terms, each from the delegate if it gives
  /// one, else from the property, checked (the location of a refused value
  /// is made only then).
  private func resolveMetrics(
    _ section: Int, delegate: FlowLayoutDelegate?, settings: FlowSettings, lineExtent: Double
  ) throws(FlowLayoutError) -> FlowSectionMetrics {
    // Made only for a refused value (each location is an autoclosure).
    func here() -> String { "section \(section)" }
    let inset = delegate?.insetForSectionAt?(section) ?? settings.sectionInset
    try FlowCheck.insets(inset, "insetForSectionAt", here())
    let lineSpacing =
      delegate?.minimumLineSpacingForSectionAt?(section) ?? settings.minimumLineSpacing
    try FlowCheck.spacing(lineSpacing, "minimumLineSpacingForSectionAt", here())
    let interitem =
      delegate?.minimumInteritemSpacingForSectionAt?(section) ?? settings.minimumInteritemSpacing
    try FlowCheck.spacing(interitem, "minimumInteritemSpacingForSectionAt", here())
    let header = delegate?.referenceSizeForHeaderInSection?(section) ?? settings.headerReferenceSize
    try FlowCheck.size(header, "referenceSizeForHeaderInSection", here())
    let footer = delegate?.referenceSizeForFooterInSection?(section) ?? settings.footerReferenceSize
    try FlowCheck.size(footer, "referenceSizeForFooterInSection", here())
    let vertical = settings.scrollDirection == .vertical
    let lineBefore = Double(vertical ? inset.left : inset.top)
    let lineAfter = Double(vertical ? inset.right : inset.bottom)
    return FlowSectionMetrics(
      header: Double(vertical ? header.height : header.width),
      footer: Double(vertical ? footer.height : footer.width),
      scrollBefore: Double(vertical ? inset.top : inset.left),
      scrollAfter: Double(vertical ? inset.bottom : inset.right),
      lineBefore: lineBefore, lineAfter: lineAfter,
      lineSpacing: Double(lineSpacing), interitemSpacing: Double(interitem),
      available: lineExtent - lineBefore - lineAfter)
  }
}
