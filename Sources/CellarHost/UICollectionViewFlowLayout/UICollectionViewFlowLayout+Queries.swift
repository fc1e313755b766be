import CellarDiff
import Foundation

extension Headless.UICollectionViewFlowLayout {
  /// The work of the class's override of the UIKit member of the same name.
  var contentSizeOfLayout: CGSize {
    let extent = max(0, state.contentExtent)
    return contentRect(along: 0, scroll: 0, alongLength: state.lineExtent, scrollLength: extent)
      .size
  }

  /// The work of the class's override of the UIKit member of the same name.
  func attributesForItem(at indexPath: IndexPath) -> Headless
    .UICollectionViewLayoutAttributes?
  {
    guard indexPath.count == 2, state.sections.indices.contains(indexPath.section) else {
      return nil
    }
    let section = state.sections[indexPath.section]
    guard (0..<section.count).contains(indexPath.item) else { return nil }
    return itemAttributes(indexPath.item, of: indexPath.section)
  }

  /// The work of the class's override of the UIKit member of the same name.
  func attributesForSupplementaryView(
    ofKind elementKind: String, at indexPath: IndexPath
  ) -> Headless.UICollectionViewLayoutAttributes? {
    guard indexPath.count >= 1, state.sections.indices.contains(indexPath.section) else {
      return nil
    }
    switch elementKind {
    case UICollectionView.elementKindSectionHeader:
      return headerAttributes(of: indexPath.section).map { pinned($0, in: visibleBounds) }
    case UICollectionView.elementKindSectionFooter:
      return footerAttributes(of: indexPath.section).map { pinned($0, in: visibleBounds) }
    default: return nil
    }
  }

  /// The work of the class's override of the UIKit member of the same name.
  func attributesForElements(in rect: CGRect) -> [Headless
    .UICollectionViewLayoutAttributes]
  {
    examinedByLastQuery = 0
    let rect = rect.standardized
    guard !rect.isNull, !state.sections.isEmpty else { return [] }
    let vertical = state.scrollDirection == .vertical
    let low = Double(vertical ? rect.minY : rect.minX)
    let high = Double(vertical ? rect.maxY : rect.maxX)
    var result: [UICollectionViewLayoutAttributes] = []
    let margin = 1 / state.displayScale
    var index = firstSection(reaching: low - margin)
    while index < state.sections.count, state.reachStart[index] <= high + margin {
      appendElements(of: index, in: rect, low: low, high: high, margin: margin, to: &result)
      index += 1
    }
    return result
  }

  private func appendElements(
    of index: Int, in rect: CGRect, low: Double, high: Double, margin: Double,
    to result: inout [UICollectionViewLayoutAttributes]
  ) {
    let section = state.sections[index]
    let origin = state.origins[index]
    examinedByLastQuery += 1
    let pinBounds = visibleBounds ?? rect
    if let header = headerAttributes(of: index).map({ pinned($0, in: pinBounds) }),
      Self.overlaps(header.frame, rect)
    {
      result.append(header)
    }
    for line in section.lines(meeting: low - origin, high - origin, margin: margin) {
      for item in section.items(ofLine: line) {
        examinedByLastQuery += 1
        let attributes = itemAttributes(item, of: index)
        if Self.overlaps(attributes.frame, rect) { result.append(attributes) }
      }
    }
    if let footer = footerAttributes(of: index).map({ pinned($0, in: pinBounds) }),
      Self.overlaps(footer.frame, rect)
    {
      result.append(footer)
    }
  }

  /// Whether two frames overlap, edges excluded; a zero-size frame inside
  /// the rectangle counts. Exposed to tests as the oracle's predicate.
  nonisolated static func overlaps(_ frame: CGRect, _ rect: CGRect) -> Bool {
    frame.overlapsInterior(of: rect)
  }

  /// The first section with an element, in it or before it, that reaches
  /// `offset`, by binary search on the running maximum.
  private func firstSection(reaching offset: Double) -> Int {
    partitionPoint(count: state.sections.count) { state.reachEnd[$0] < offset }
  }

  func itemAttributes(_ item: Int, of index: Int) -> UICollectionViewLayoutAttributes {
    let box = state.sections[index].itemBox(item)
    let frame = contentRect(
      along: box.along, scroll: state.origins[index] + box.scroll, alongLength: box.size.along,
      scrollLength: box.size.across)
    return UICollectionViewLayoutAttributes(
      forCellWith: IndexPath(item: item, section: index), frame: frame)
  }

  private func headerAttributes(of index: Int) -> UICollectionViewLayoutAttributes? {
    let section = state.sections[index]
    guard section.metrics.header > 0 else { return nil }
    let frame = contentRect(
      along: 0, scroll: state.origins[index], alongLength: state.lineExtent,
      scrollLength: section.metrics.header)
    return UICollectionViewLayoutAttributes(
      forSupplementaryViewOfKind: UICollectionView.elementKindSectionHeader,
      with: IndexPath(item: 0, section: index), frame: frame)
  }

  private func footerAttributes(of index: Int) -> UICollectionViewLayoutAttributes? {
    let section = state.sections[index]
    guard section.metrics.footer > 0 else { return nil }
    let scroll = state.origins[index] + section.extent - section.metrics.footer
    let frame = contentRect(
      along: 0, scroll: scroll, alongLength: state.lineExtent, scrollLength: section.metrics.footer)
    return UICollectionViewLayoutAttributes(
      forSupplementaryViewOfKind: UICollectionView.elementKindSectionFooter,
      with: IndexPath(item: 0, section: index), frame: frame)
  }

  /// A rectangle from axis terms, its origin rounded to ``displayScale``.
  private func contentRect(
    along: Double, scroll: Double, alongLength: Double, scrollLength: Double
  ) -> CGRect {
    let scale = state.displayScale
    let along = (along * scale).rounded() / scale
    let scroll = (scroll * scale).rounded() / scale
    switch state.scrollDirection {
    case .vertical:
      return CGRect(x: along, y: scroll, width: alongLength, height: scrollLength)
    case .horizontal:
      return CGRect(x: scroll, y: along, width: scrollLength, height: alongLength)
    }
  }
}
